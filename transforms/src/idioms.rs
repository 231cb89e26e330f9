//! Idioms of generated C (Scilab-to-C compilers and the like), rewritten into the shapes
//! the analyses take, before any of them runs:
//!
//! - `*&e` is `e` (C11 6.5.3.2: `&` and `*` cancel; the result is the same lvalue). Such
//!   generators write results through `*&x`, which p4a otherwise takes as a write
//!   through a computed pointer.
//! - A `for` loop whose index is a `double` and whose start, bound and step are integers
//!   (integer expressions of at most 32 bits, or integral constants) runs the same
//!   iterations as an integer loop: every value the index takes is an integer that a
//!   `double` represents exactly (below 2^53), so each comparison gives the same answer.
//!   The loop gets a `long` index `p4a_d`; the body reads `(double)p4a_d` where it read
//!   the index (the body must not write the index or take its address, nor may the
//!   function take its address anywhere); an index declared outside the loop gets its
//!   last value after it (`d = (double)p4a_d`, the value that ended the loop).

use p4a_analyzer::effects::is_integer_valued;
use p4a_analyzer::ir::build::Build;
use p4a_analyzer::ir::edit::{self, Names};
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;

/// An idiom rewritten, for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdiomNote {
    /// The function.
    pub function: String,
    /// The line.
    pub line: u32,
    /// What was done, in words.
    pub what: String,
}

/// Rewrites the idioms of the module documentation in every function of `p`.
pub fn normalize(p: &mut Program) -> Vec<IdiomNote> {
    let mut notes = Vec::new();
    deref_of_address(p, &mut notes);
    let mut names = Names::of_program(p, crate::is_reserved);
    let funcs: Vec<FuncId> = p.funcs.iter().map(|(f, _)| f).collect();
    for f in funcs {
        let loops = for_loops(p, f);
        for l in loops {
            if let Some(note) = integer_loop(p, f, l, &mut names) {
                notes.push(note);
            }
        }
    }
    notes
}

/// `*&e` becomes `e`, everywhere (also `*&*&e`).
fn deref_of_address(p: &mut Program, notes: &mut Vec<IdiomNote>) {
    let funcs: Vec<FuncId> = p.funcs.iter().map(|(f, _)| f).collect();
    for f in funcs {
        let mut exprs = Vec::new();
        let body = p.funcs[f].body.0.clone();
        for s in body {
            collect_exprs(p, Child::Stmt(s), &mut exprs);
        }
        let mut lines = Vec::new();
        for e in exprs {
            while let Expr::Unary(UnOp::Deref, a) = p.exprs[e]
                && let Expr::Unary(UnOp::AddrOf, x) = p.exprs[a]
            {
                p.exprs[e] = p.exprs[x].clone();
                let line = p.exprs.loc(e).line;
                if !lines.contains(&line) {
                    lines.push(line);
                }
            }
        }
        let function = p.symbols[p.funcs[f].sym].name.clone();
        for line in lines {
            notes.push(IdiomNote {
                function: function.clone(),
                line,
                what: "`*&x` read as `x`".into(),
            });
        }
    }
}

fn collect_exprs(p: &Program, c: Child, out: &mut Vec<ExprId>) {
    match c {
        Child::Stmt(s) => stmt_children(&p.stmts[s], &mut |c| collect_exprs(p, c, out)),
        Child::Expr(e) => {
            out.push(e);
            expr_children(&p.exprs[e], &mut |c| collect_exprs(p, c, out));
        }
        Child::Type(_) => {}
    }
}

/// The `for` loops of function `f`, outermost first.
fn for_loops(p: &Program, f: FuncId) -> Vec<StmtId> {
    let mut out = Vec::new();
    let mut stack: Vec<StmtId> = p.funcs[f].body.0.iter().rev().copied().collect();
    while let Some(s) = stack.pop() {
        if matches!(p.stmts[s], Stmt::For { .. }) {
            out.push(s);
        }
        let mut kids = Vec::new();
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(c) = c {
                kids.push(c);
            }
        });
        stack.extend(kids.into_iter().rev());
    }
    out
}

/// Whether `ty` is `double`, typedef names resolved.
fn is_double(p: &Program, ty: TypeId) -> bool {
    matches!(p.resolve(ty).0, TypeKind::Float(FloatKind::Double))
}

/// The integer value of constant `e` when it is an integer literal or a floating literal
/// with an integral value, both below 2^53 in magnitude.
fn integral_constant(p: &Program, e: ExprId) -> Option<i64> {
    const EXACT: f64 = 9_007_199_254_740_992.0;
    match &p.exprs[e] {
        Expr::IntLit { value: Some(v), .. } => i64::try_from(*v)
            .ok()
            .filter(|v| v.unsigned_abs() < 1 << 53),
        Expr::FloatLit(text) => {
            let t = text.trim_end_matches(['f', 'F', 'l', 'L']);
            let v: f64 = t.parse().ok()?;
            (v.fract() == 0.0 && v.abs() < EXACT).then_some(v as i64)
        }
        Expr::Unary(UnOp::Neg, x) => integral_constant(p, *x).map(|v| -v),
        Expr::Unary(UnOp::Plus, x) => integral_constant(p, *x),
        Expr::Cast(_, x) => integral_constant(p, *x),
        _ => None,
    }
}

/// Whether `e` always has an integer value a `double` holds exactly: an integer
/// expression of at most 32 bits, an integral constant, or either converted to a
/// floating type.
fn integer_valued(p: &Program, e: ExprId) -> bool {
    if integral_constant(p, e).is_some() {
        return true;
    }
    if let Expr::Cast(ty, x) = p.exprs[e]
        && matches!(p.resolve(ty).0, TypeKind::Float(_))
    {
        return integer_valued(p, x);
    }
    is_integer_valued(p, e)
        && p4a_analyzer::effects::expr_type(p, e).is_some_and(|t| {
            matches!(p.resolve(t).0, TypeKind::Int(k) if !matches!(k, IntKind::Long | IntKind::ULong | IntKind::LongLong | IntKind::ULongLong | IntKind::UInt))
                || matches!(p.resolve(t).0, TypeKind::Enum(_))
        })
}

/// The step of `step` on `d` when it is `d++`, `++d`, `d--`, `--d`, `d += c`, `d -= c` or
/// `d = d + c` with an integral constant `c`.
fn step_of(p: &Program, d: SymbolId, step: ExprId) -> Option<i64> {
    let is_d = |e: ExprId| matches!(p.exprs[e], Expr::Var(s) if s == d);
    match &p.exprs[step] {
        Expr::IncDec { increment, arg, .. } if is_d(*arg) => Some(if *increment { 1 } else { -1 }),
        Expr::Assign {
            op: Some(op @ (BinOp::Add | BinOp::Sub)),
            lhs,
            rhs,
        } if is_d(*lhs) => {
            let c = integral_constant(p, *rhs)?;
            Some(if *op == BinOp::Add { c } else { -c })
        }
        Expr::Assign { op: None, lhs, rhs } if is_d(*lhs) => match p.exprs[*rhs] {
            Expr::Binary(BinOp::Add, a, b) if is_d(a) => integral_constant(p, b),
            Expr::Binary(BinOp::Add, a, b) if is_d(b) => integral_constant(p, a),
            Expr::Binary(BinOp::Sub, a, b) if is_d(a) => integral_constant(p, b).map(|c| -c),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `d` is assigned or has its address taken under `c`.
fn written_or_addressed(p: &Program, d: SymbolId, c: Child) -> bool {
    let mut found = false;
    let mut stack = vec![c];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => stmt_children(&p.stmts[s], &mut |c| stack.push(c)),
            Child::Expr(e) => {
                let target = match &p.exprs[e] {
                    Expr::Assign { lhs, .. } => Some(*lhs),
                    Expr::IncDec { arg, .. } => Some(*arg),
                    Expr::Unary(UnOp::AddrOf, x) => Some(*x),
                    _ => None,
                };
                if let Some(t) = target
                    && matches!(p.exprs[t], Expr::Var(s) if s == d)
                {
                    found = true;
                    break;
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    found
}

/// Rewrites loop `l` of `f` into an integer loop when its index is a `double` that takes
/// integer values only (see the module documentation).
fn integer_loop(p: &mut Program, f: FuncId, l: StmtId, names: &mut Names) -> Option<IdiomNote> {
    let Stmt::For {
        init,
        cond: Some(cond),
        step: Some(step),
        body,
        ..
    } = p.stmts[l].clone()
    else {
        return None;
    };
    // The index and its start.
    let (d, start, declared) = match &init {
        ForInit::Expr(e) => match p.exprs[*e] {
            Expr::Assign { op: None, lhs, rhs } => match p.exprs[lhs] {
                Expr::Var(d) => (d, rhs, false),
                _ => return None,
            },
            _ => return None,
        },
        ForInit::Decl(g) => match &g.decls[..] {
            [one] => match one.init {
                Some(Init::Expr(e)) => (one.sym, e, true),
                _ => return None,
            },
            _ => return None,
        },
        ForInit::None => return None,
    };
    let sym = &p.symbols[d];
    if !is_double(p, sym.ty) || sym.thread_local || p.resolve(sym.ty).1.is_volatile {
        return None;
    }
    let (op, bound) = match p.exprs[cond] {
        Expr::Binary(op @ (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge), a, b) if matches!(p.exprs[a], Expr::Var(s) if s == d) => {
            (op, b)
        }
        _ => return None,
    };
    let c = step_of(p, d, step)?;
    let upward = matches!(op, BinOp::Lt | BinOp::Le);
    if c == 0 || (c > 0) != upward {
        return None;
    }
    if !integer_valued(p, start) || !integer_valued(p, bound) {
        return None;
    }
    // The index changes only in the header, and no pointer reaches it.
    if written_or_addressed(p, d, Child::Stmt(body))
        || written_or_addressed(p, d, Child::Expr(bound))
        || written_or_addressed(p, d, Child::Expr(start))
    {
        return None;
    }
    let addressed = p4a_analyzer::ir::query::address_taken_in(p, &p.funcs[f].body.0).contains(&d);
    if addressed || (!declared && p.symbols[d].file_scope) {
        // A global index may be read by callees in the body: leave it.
        return None;
    }
    let loc = p.stmts.loc(l);
    let long = p.ty(TypeKind::Int(IntKind::Long));
    let double = p.symbols[d].ty;
    let iname = format!("p4a_{}", p.symbols[d].name);
    let k = edit::new_local(p, names, &iname, long, loc);
    // The body reads (double)k where it read d.
    let mut reads = Vec::new();
    collect_exprs(p, Child::Stmt(body), &mut reads);
    collect_exprs(p, Child::Expr(bound), &mut reads);
    for &e in &reads {
        if matches!(p.exprs[e], Expr::Var(s) if s == d) {
            let mut b = Build::new(p, p.exprs.loc(e));
            let kv = b.var(k);
            p.exprs[e] = Expr::Cast(double, kv);
        }
    }
    // `(int)d` is `(int)k`: the value is an integer either way.
    for &e in &reads {
        if let Expr::Cast(t, x) = p.exprs[e]
            && matches!(p.resolve(t).0, TypeKind::Int(_))
            && let Expr::Cast(_, y) = p.exprs[x]
            && matches!(p.exprs[y], Expr::Var(s) if s == k)
        {
            p.exprs[e] = Expr::Cast(t, y);
        }
    }
    let mut b = Build::new(p, loc);
    let kv = b.var(k);
    let new_cond = b.bin(op, kv, bound);
    let kv = b.var(k);
    let c_expr = b.int(i128::from(c.abs()));
    let new_step = b.e(Expr::Assign {
        op: Some(if c > 0 { BinOp::Add } else { BinOp::Sub }),
        lhs: kv,
        rhs: c_expr,
    });
    let decl = edit::decl_stmt(b.p, k, Some(start), loc);
    let Stmt::Decl(group) = b.p.stmts[decl].clone() else {
        unreachable!("decl_stmt makes a declaration")
    };
    let function = b.p.symbols[b.p.funcs[f].sym].name.clone();
    let dname = b.p.symbols[d].name.clone();
    if declared {
        b.p.stmts[l] = Stmt::For {
            init: ForInit::Decl(group),
            cond: Some(new_cond),
            step: Some(new_step),
            body,
            counted: None,
        };
    } else {
        // { long k; for (k = start; ...) body; d = (double)k; }
        let kdecl = edit::decl_stmt(b.p, k, None, loc);
        let kv = b.var(k);
        let init = b.e(Expr::Assign {
            op: None,
            lhs: kv,
            rhs: start,
        });
        let new_loop = b.s(Stmt::For {
            init: ForInit::Expr(init),
            cond: Some(new_cond),
            step: Some(new_step),
            body,
            counted: None,
        });
        let kv = b.var(k);
        let value = b.cast(double, kv);
        let dv = b.var(d);
        let last = b.assign(dv, value);
        let block = Stmt::Block(Block(vec![kdecl, new_loop, last]));
        b.p.stmts[l] = block;
    }
    Some(IdiomNote {
        function,
        line: loc.line,
        what: format!("the `double` index `{dname}` takes integer values only: an integer loop"),
    })
}
