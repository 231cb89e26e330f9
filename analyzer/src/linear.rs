//! The bridge from C expressions to affine forms: the variables analyses reason about
//! ([`AVar`]) and the conversion of integer expressions into [`LinExpr`]s.
//!
//! Only integer scalars whose value the analyses can follow take part: local variables
//! and parameters of integer or enumeration type (whose address is never taken, checked
//! by the callers), enumeration constants (folded), integer literals. C's integer
//! arithmetic wraps or is undefined on overflow; like every dependence analyser, p4a
//! reasons in mathematical integers, which is exact for programs without overflow.

use std::fmt;

use crate::affine::LinExpr;
use crate::ir::*;

/// A variable of the affine systems.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AVar {
    /// The value of a program variable.
    Sym(SymbolId),
    /// The `k`-th dimension (1-based) of an array region.
    Phi(u8),
    /// A copy of a program variable (loop indices of a second iteration in dependence
    /// tests, old values in transfer functions).
    Prime(SymbolId),
    /// A fresh variable (existential).
    Tmp(u32),
}

/// Names for printing systems: symbol names, `φk`, `x'`, `t#k`.
pub struct Names<'a>(pub &'a Program);

impl Names<'_> {
    /// The printed name of `v`.
    pub fn name(&self, v: AVar) -> String {
        match v {
            AVar::Sym(s) => self.0.symbols[s].name.clone(),
            AVar::Phi(k) => format!("φ{k}"),
            AVar::Prime(s) => format!("{}'", self.0.symbols[s].name),
            AVar::Tmp(k) => format!("t#{k}"),
        }
    }
}

impl fmt::Display for AVar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AVar::Sym(s) => write!(f, "{s}"),
            AVar::Phi(k) => write!(f, "φ{k}"),
            AVar::Prime(s) => write!(f, "{s}'"),
            AVar::Tmp(k) => write!(f, "t#{k}"),
        }
    }
}

/// Whether `sym` is an integer scalar the analyses may track.
pub fn is_tracked_scalar(program: &Program, sym: SymbolId) -> bool {
    let s = &program.symbols[sym];
    matches!(s.kind, SymbolKind::Var | SymbolKind::Param)
        && matches!(
            program.resolve(s.ty).0,
            TypeKind::Int(_) | TypeKind::Enum(_)
        )
}

/// The affine form of an integer expression, when it has one.
pub fn affine(program: &Program, e: ExprId) -> Option<LinExpr<AVar>> {
    match &program.exprs[e] {
        Expr::IntLit { value, .. } => Some(LinExpr::constant(i128::try_from((*value)?).ok()?)),
        Expr::CharLit(_) => None,
        Expr::Var(s) => match program.symbols[*s].kind {
            SymbolKind::EnumConst { value, .. } => Some(LinExpr::constant(value?)),
            _ if is_tracked_scalar(program, *s) => Some(LinExpr::var(AVar::Sym(*s))),
            _ => None,
        },
        Expr::Unary(UnOp::Neg, a) => affine(program, *a)?.checked_neg(),
        Expr::Unary(UnOp::Plus, a) | Expr::Extension(a) => affine(program, *a),
        Expr::Binary(BinOp::Add, a, b) => affine(program, *a)?.checked_add(&affine(program, *b)?),
        Expr::Binary(BinOp::Sub, a, b) => affine(program, *a)?.checked_sub(&affine(program, *b)?),
        Expr::Binary(BinOp::Mul, a, b) => {
            let (x, y) = (affine(program, *a)?, affine(program, *b)?);
            if x.is_constant() {
                y.checked_scale(x.constant_term())
            } else if y.is_constant() {
                x.checked_scale(y.constant_term())
            } else {
                None
            }
        }
        Expr::Cast(ty, a) => match program.resolve(*ty).0 {
            TypeKind::Int(k) if *k != IntKind::Bool => affine(program, *a),
            _ => None,
        },
        // `x << c` is `x * 2^c` for a constant `c` below 31 (`1 << 18` as a size).
        Expr::Binary(BinOp::Shl, a, b) => {
            let c = affine(program, *b)?;
            if !c.is_constant() || !(0..31).contains(&c.constant_term()) {
                return None;
            }
            affine(program, *a)?.checked_scale(1i128 << c.constant_term())
        }
        _ => None,
    }
}

/// The constant interval `[lo, hi]` an integer expression's value lies in, each end
/// `None` when unbounded that way: constants, `x % c` (`|x % c| < |c|`, and `>= 0` when
/// `x` is unsigned or non-negative), `x & c` for a constant `c >= 0` (`[0, c]`), `x >> c`
/// and `x / c` of a bounded `x`, `?:`, and sums, differences and constant multiples of
/// those. Unsigned variables are `>= 0`. As for [`affine`], arithmetic is in mathematical
/// integers (no overflow).
pub fn constant_range(program: &Program, e: ExprId) -> (Option<i128>, Option<i128>) {
    fn unsigned(program: &Program, e: ExprId) -> bool {
        crate::effects::expr_type(program, e)
            .is_some_and(|t| matches!(program.resolve(t).0, TypeKind::Int(k) if !k.is_signed()))
    }
    fn neg(r: (Option<i128>, Option<i128>)) -> (Option<i128>, Option<i128>) {
        (
            r.1.and_then(i128::checked_neg),
            r.0.and_then(i128::checked_neg),
        )
    }
    fn add(
        a: (Option<i128>, Option<i128>),
        b: (Option<i128>, Option<i128>),
    ) -> (Option<i128>, Option<i128>) {
        let sum = |x: Option<i128>, y: Option<i128>| x?.checked_add(y?);
        (sum(a.0, b.0), sum(a.1, b.1))
    }
    fn go(program: &Program, e: ExprId, depth: u32) -> (Option<i128>, Option<i128>) {
        if depth > 64 {
            return (None, None);
        }
        if let Some(l) = affine(program, e)
            && l.is_constant()
        {
            let c = l.constant_term();
            return (Some(c), Some(c));
        }
        let constant = |x: ExprId| {
            affine(program, x)
                .filter(|l| l.is_constant())
                .map(|l| l.constant_term())
        };
        let r = match &program.exprs[e] {
            Expr::Unary(UnOp::Plus, a) | Expr::Extension(a) => go(program, *a, depth + 1),
            Expr::Unary(UnOp::Neg, a) => neg(go(program, *a, depth + 1)),
            Expr::Binary(BinOp::Add, a, b) => {
                add(go(program, *a, depth + 1), go(program, *b, depth + 1))
            }
            Expr::Binary(BinOp::Sub, a, b) => {
                add(go(program, *a, depth + 1), neg(go(program, *b, depth + 1)))
            }
            Expr::Binary(BinOp::Mul, a, b) => match (constant(*a), constant(*b)) {
                (Some(c), _) | (_, Some(c)) => {
                    let x = if constant(*a).is_some() { *b } else { *a };
                    let (lo, hi) = go(program, x, depth + 1);
                    let (lo, hi) = (
                        lo.and_then(|v| v.checked_mul(c)),
                        hi.and_then(|v| v.checked_mul(c)),
                    );
                    if c >= 0 { (lo, hi) } else { (hi, lo) }
                }
                _ => (None, None),
            },
            Expr::Binary(BinOp::Rem, a, b) => match constant(*b).filter(|&c| c > 0) {
                Some(c) => {
                    let m = c - 1;
                    let (lo, hi) = go(program, *a, depth + 1);
                    if unsigned(program, *a) || lo.is_some_and(|v| v >= 0) {
                        (Some(0), Some(hi.map_or(m, |h| h.min(m))))
                    } else if hi.is_some_and(|v| v <= 0) {
                        (Some(lo.map_or(-m, |l| l.max(-m))), Some(0))
                    } else {
                        (Some(-m), Some(m))
                    }
                }
                None => (None, None),
            },
            Expr::Binary(BinOp::BitAnd, a, b) => match (constant(*a), constant(*b)) {
                (Some(c), _) | (_, Some(c)) if c >= 0 => (Some(0), Some(c)),
                _ => (None, None),
            },
            Expr::Binary(op @ (BinOp::Shr | BinOp::Div), a, b) => {
                match constant(*b).filter(|&c| {
                    if *op == BinOp::Shr {
                        (0..64).contains(&c)
                    } else {
                        c > 0
                    }
                }) {
                    Some(c) => {
                        let (lo, hi) = go(program, *a, depth + 1);
                        let f = |v: i128| if *op == BinOp::Shr { v >> c } else { v / c };
                        // Both are monotone; `>>` of a negative value is
                        // implementation-defined, so only non-negative operands.
                        if *op == BinOp::Shr && lo.is_none_or(|v| v < 0) {
                            (Some(0).filter(|_| unsigned(program, *a)), None)
                        } else {
                            (lo.map(f), hi.map(f))
                        }
                    }
                    None => (None, None),
                }
            }
            Expr::Cond(_, Some(a), b) => {
                let (x, y) = (go(program, *a, depth + 1), go(program, *b, depth + 1));
                let min = |p: Option<i128>, q: Option<i128>| Some(p?.min(q?));
                let max = |p: Option<i128>, q: Option<i128>| Some(p?.max(q?));
                (min(x.0, y.0), max(x.1, y.1))
            }
            Expr::Cast(ty, a) => match program.resolve(*ty).0 {
                // A value the target type holds is unchanged by the conversion.
                TypeKind::Int(k) if *k != IntKind::Bool => {
                    let (lo, hi) = go(program, *a, depth + 1);
                    let (min, max) = int_limits(*k);
                    if lo.is_some_and(|v| v >= min) && hi.is_some_and(|v| v <= max) {
                        (lo, hi)
                    } else if !k.is_signed() {
                        (Some(0), Some(max))
                    } else {
                        (None, None)
                    }
                }
                _ => (None, None),
            },
            _ => (None, None),
        };
        if r.0.is_none() && unsigned(program, e) {
            return (Some(0), r.1);
        }
        r
    }
    go(program, e, 0)
}

/// The smallest and largest values of an integer type on the LP64 targets p4a supports
/// (plain `char` counted as signed, `Bool` as `[0, 1]`).
fn int_limits(k: IntKind) -> (i128, i128) {
    let bits = match k {
        IntKind::Bool => return (0, 1),
        IntKind::Char | IntKind::SChar | IntKind::UChar => 8,
        IntKind::Short | IntKind::UShort => 16,
        IntKind::Int | IntKind::UInt => 32,
        IntKind::Long | IntKind::ULong | IntKind::LongLong | IntKind::ULongLong => 64,
        IntKind::Int128 | IntKind::UInt128 => 127,
    };
    if k.is_signed() || matches!(k, IntKind::Char) {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits.min(127)) - 1)
    }
}

/// A form of [`bounded_affine`]: the affine form, the bounds of its fresh variables, and
/// those variables.
pub type BoundedAffine = (
    LinExpr<AVar>,
    Vec<crate::affine::Constraint<AVar>>,
    Vec<AVar>,
);

/// [`affine`], where a subterm that has no affine form but lies in a constant interval
/// ([`constant_range`]) becomes a fresh variable `Tmp(*next)`, `Tmp(*next + 1)`, ...
/// bounded by that interval: `i + (j % 4)` is `i + t` with `-3 <= t <= 3`. Returns the
/// form, the bounds of the fresh variables, and the variables, to project out.
pub fn bounded_affine(program: &Program, e: ExprId, next: &mut u32) -> Option<BoundedAffine> {
    use crate::affine::Constraint;
    fn go(
        program: &Program,
        e: ExprId,
        next: &mut u32,
        cons: &mut Vec<Constraint<AVar>>,
        tmps: &mut Vec<AVar>,
        depth: u32,
    ) -> Option<LinExpr<AVar>> {
        if let Some(l) = affine(program, e) {
            return Some(l);
        }
        if depth > 64 {
            return None;
        }
        match &program.exprs[e] {
            Expr::Unary(UnOp::Plus, a) | Expr::Extension(a) => {
                go(program, *a, next, cons, tmps, depth + 1)
            }
            Expr::Unary(UnOp::Neg, a) => {
                go(program, *a, next, cons, tmps, depth + 1)?.checked_neg()
            }
            Expr::Binary(BinOp::Add, a, b) => go(program, *a, next, cons, tmps, depth + 1)?
                .checked_add(&go(program, *b, next, cons, tmps, depth + 1)?),
            Expr::Binary(BinOp::Sub, a, b) => go(program, *a, next, cons, tmps, depth + 1)?
                .checked_sub(&go(program, *b, next, cons, tmps, depth + 1)?),
            Expr::Binary(BinOp::Mul, a, b) => {
                let c = [*a, *b].into_iter().find_map(|x| {
                    affine(program, x)
                        .filter(|l| l.is_constant())
                        .map(|l| l.constant_term())
                });
                match c {
                    Some(c) => {
                        let x = if affine(program, *a).is_some_and(|l| l.is_constant()) {
                            *b
                        } else {
                            *a
                        };
                        go(program, x, next, cons, tmps, depth + 1)?.checked_scale(c)
                    }
                    None => atom(program, e, next, cons, tmps),
                }
            }
            _ => atom(program, e, next, cons, tmps),
        }
    }
    fn atom(
        program: &Program,
        e: ExprId,
        next: &mut u32,
        cons: &mut Vec<Constraint<AVar>>,
        tmps: &mut Vec<AVar>,
    ) -> Option<LinExpr<AVar>> {
        let (lo, hi) = constant_range(program, e);
        if lo.is_none() && hi.is_none() {
            return None;
        }
        let t = AVar::Tmp(*next);
        *next += 1;
        let tv = LinExpr::var(t);
        if let Some(lo) = lo {
            cons.push(Constraint::greater_eq(&tv, &LinExpr::constant(lo))?);
        }
        if let Some(hi) = hi {
            cons.push(Constraint::less_eq(&tv, &LinExpr::constant(hi))?);
        }
        tmps.push(t);
        Some(tv)
    }
    let mut cons = Vec::new();
    let mut tmps = Vec::new();
    let l = go(program, e, next, &mut cons, &mut tmps, 0)?;
    Some((l, cons, tmps))
}

/// Parses a system written as in dumps and expectations: `{0 <= φ1 <= n - 1, i == j + 1}`
/// (comparisons `<=`, `<`, `>=`, `>`, `==`, `=`, chained; `+`, `-`, and `*` by a
/// constant; `{}` is the universe). Names are resolved by `resolve`; `φk` is `Phi(k)`.
pub fn parse_system(
    text: &str,
    resolve: impl Fn(&str) -> Option<AVar>,
) -> Result<crate::affine::System<AVar>, String> {
    use crate::affine::{Constraint, System};
    let inner = text
        .trim()
        .strip_prefix('{')
        .and_then(|t| t.strip_suffix('}'))
        .ok_or_else(|| format!("`{text}` is not in braces"))?;
    let mut sys = System::universe();
    for part in inner.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        // Split on comparison operators, keeping them.
        let mut sides: Vec<String> = Vec::new();
        let mut ops: Vec<&str> = Vec::new();
        let mut cur = String::new();
        let chars: Vec<char> = part.chars().collect();
        let mut k = 0;
        while k < chars.len() {
            let two: String = chars[k..(k + 2).min(chars.len())].iter().collect();
            let op = match two.as_str() {
                "<=" | ">=" | "==" => Some(if two == "<=" {
                    "<="
                } else if two == ">=" {
                    ">="
                } else {
                    "=="
                }),
                _ => match chars[k] {
                    '<' => Some("<"),
                    '>' => Some(">"),
                    '=' => Some("=="),
                    _ => None,
                },
            };
            match op {
                Some(op) => {
                    sides.push(std::mem::take(&mut cur));
                    ops.push(op);
                    k += if matches!(two.as_str(), "<=" | ">=" | "==") {
                        2
                    } else {
                        1
                    };
                }
                None => {
                    cur.push(chars[k]);
                    k += 1;
                }
            }
        }
        sides.push(cur);
        if ops.is_empty() {
            return Err(format!("`{part}` has no comparison"));
        }
        let exprs: Vec<LinExpr<AVar>> = sides
            .iter()
            .map(|s| parse_linexpr(s, &resolve))
            .collect::<Result<_, _>>()?;
        for (k, op) in ops.iter().enumerate() {
            let (a, b) = (&exprs[k], &exprs[k + 1]);
            let c = match *op {
                "<=" => Constraint::less_eq(a, b),
                "<" => Constraint::less(a, b),
                ">=" => Constraint::greater_eq(a, b),
                ">" => Constraint::greater(a, b),
                _ => Constraint::equal(a, b),
            };
            sys.add(c.ok_or_else(|| format!("overflow in `{part}`"))?);
        }
    }
    Ok(sys)
}

fn parse_linexpr(
    text: &str,
    resolve: &impl Fn(&str) -> Option<AVar>,
) -> Result<LinExpr<AVar>, String> {
    let mut res = LinExpr::zero();
    let mut sign = 1i128;
    let mut term_coeff: Option<i128> = None;
    let mut term_var: Option<AVar> = None;
    let flush = |res: &mut LinExpr<AVar>,
                 sign: i128,
                 coeff: &mut Option<i128>,
                 var: &mut Option<AVar>|
     -> Result<(), String> {
        let c = sign * coeff.take().unwrap_or(1);
        let t = match var.take() {
            Some(v) => LinExpr::term(c, v),
            None => LinExpr::constant(c),
        };
        *res = res.checked_add(&t).ok_or("overflow")?;
        Ok(())
    };
    let tokens = tokenize(text)?;
    let mut pending = false;
    for tok in tokens {
        match tok.as_str() {
            "+" | "-" => {
                if pending {
                    flush(&mut res, sign, &mut term_coeff, &mut term_var)?;
                    pending = false;
                    sign = 1;
                }
                if tok == "-" {
                    sign = -sign;
                }
            }
            "*" => {}
            t if t.chars().all(|c| c.is_ascii_digit()) => {
                let v: i128 = t.parse().map_err(|_| format!("bad number `{t}`"))?;
                term_coeff = Some(term_coeff.unwrap_or(1) * v);
                pending = true;
            }
            t => {
                let v = if let Some(k) = t.strip_prefix('φ') {
                    AVar::Phi(
                        k.parse()
                            .map_err(|_| format!("bad region variable `{t}`"))?,
                    )
                } else {
                    resolve(t).ok_or_else(|| format!("unknown variable `{t}`"))?
                };
                if term_var.is_some() {
                    return Err(format!("non-linear term in `{text}`"));
                }
                term_var = Some(v);
                pending = true;
            }
        }
    }
    if pending {
        flush(&mut res, sign, &mut term_coeff, &mut term_var)?;
    }
    Ok(res)
}

fn tokenize(text: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' || c == 'φ' || c == '\'' {
            cur.push(c);
        } else {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            match c {
                '+' | '-' | '*' => out.push(c.to_string()),
                ' ' | '(' | ')' => {}
                other => return Err(format!("unexpected `{other}` in `{text}`")),
            }
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    Ok(out)
}

/// The constraints of `context` needed to project `seeds`' constraints over the variables
/// with `eliminated(v)`: those mentioning a seed, and transitively those mentioning an
/// eliminated variable of a constraint already taken. Variables that stay (parameters such
/// as a loop bound `n`) do not connect constraints: `∃E. (A ∧ B) = (∃E. A) ∧ (∃E. B)` when
/// `A` and `B` share no variable of `E`, and the part of the context that shares none with
/// the seeds only states facts of the context itself over the variables that stay, which
/// its user knows already. In a deep nest this keeps the bounds of the other indices (all
/// linked through `n`) out of every projection.
pub fn projection_context(
    context: &crate::affine::System<AVar>,
    seeds: impl IntoIterator<Item = AVar>,
    eliminated: impl Fn(AVar) -> bool,
) -> crate::affine::System<AVar> {
    let mut frontier: rustc_hash::FxHashSet<AVar> = seeds.into_iter().collect();
    let mut taken = vec![false; context.constraints().len()];
    loop {
        let mut grew = false;
        for (k, c) in context.constraints().iter().enumerate() {
            if !taken[k] && c.vars().any(|v| frontier.contains(&v)) {
                taken[k] = true;
                for v in c.vars() {
                    if eliminated(v) {
                        grew |= frontier.insert(v);
                    }
                }
            }
        }
        if !grew {
            break;
        }
    }
    crate::affine::System::from_constraints(
        context
            .constraints()
            .iter()
            .zip(&taken)
            .filter(|(_, t)| **t)
            .map(|(c, _)| c.clone()),
    )
}

/// The constraints of `context` that bear on `vars`, transitively (through any variable).
pub fn relevant_to(
    context: &crate::affine::System<AVar>,
    vars: impl IntoIterator<Item = AVar>,
) -> crate::affine::System<AVar> {
    projection_context(context, vars, |_| true)
}
