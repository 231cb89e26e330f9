//! Reduction recognition: a variable (or every element of an array) that a loop only
//! updates with one associative, commutative operator, and never reads otherwise.
//!
//! Recognised updates of a target `x` (a scalar `s`, or an element `a[...]` of an array
//! whose every reference in the loop is such an update):
//! - `x op= e` with `op` one of `+ - * & | ^`, and `x++`, `++x`, `x--`, `--x`;
//! - `x = x op e`, `x = e op x` (commutative `op`), through chains of the same operator
//!   (`x = x + a + b`), `x = x - e`, and the logical `x = x && e`, `x = x || e`;
//! - min and max: `if (e > x) x = e;` (any of `> >= < <=`, either side, no `else`),
//!   `x = e > x ? e : x` and its mirrors, `x = fmax(x, e)` / `fmin` (and the `f`/`l`
//!   variants), where `e` has no side effect.
//!
//! `e` must not mention the target's variable; `-` counts as `+` (OpenMP combines the
//! partial results of a `-` reduction with `+`). Every mention of the variable in the loop
//! must belong to an update, and all updates must use the same operator (Jouvelot and
//! Dehbonei's conditions as summarised in research/seed-amini-ch4-5.md §3.1).

use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;

/// The reduction operators, as OpenMP names them, are the IR's ([`RedOp`]): the decision
/// is data that printers render.
pub use p4a_analyzer::ir::RedOp;

/// The reduction operator of a compound assignment's operator.
fn red_of_binop(op: BinOp) -> Option<RedOp> {
    Some(match op {
        BinOp::Add | BinOp::Sub => RedOp::Add,
        BinOp::Mul => RedOp::Mul,
        BinOp::BitAnd => RedOp::BitAnd,
        BinOp::BitOr => RedOp::BitOr,
        BinOp::BitXor => RedOp::BitXor,
        BinOp::LogAnd => RedOp::LogAnd,
        BinOp::LogOr => RedOp::LogOr,
        _ => return None,
    })
}

/// The reduction operator of scalar `x` in `body`, if every mention of `x` there is an
/// update with that one operator.
pub fn scalar_reduction(program: &Program, body: StmtId, x: SymbolId) -> Option<RedOp> {
    if !is_arithmetic(program, program.symbols[x].ty) {
        return None;
    }
    let is_target = |e: ExprId| matches!(program.exprs[e], Expr::Var(s) if s == x);
    find(program, body, x, &is_target)
}

/// The reduction operator of array `a` (its symbol) in `body`, if every mention of `a`
/// there is an update of one of its elements with that one operator.
pub fn array_reduction(program: &Program, body: StmtId, a: SymbolId) -> Option<RedOp> {
    let is_target = |e: ExprId| {
        let mut cur = e;
        let mut depth = 0;
        while let Expr::Index(base, _) = program.exprs[cur] {
            cur = base;
            depth += 1;
        }
        depth > 0 && matches!(program.exprs[cur], Expr::Var(s) if s == a)
    };
    let elem = element_type_of_array(program, program.symbols[a].ty)?;
    if !is_arithmetic(program, elem) {
        return None;
    }
    find(program, body, a, &is_target)
}

fn element_type_of_array(program: &Program, mut ty: TypeId) -> Option<TypeId> {
    let mut seen = false;
    loop {
        match program.resolve(ty).0 {
            TypeKind::Array { elem, .. } => {
                ty = *elem;
                seen = true;
            }
            TypeKind::Pointer(t) if !seen => {
                ty = *t;
                seen = true;
            }
            _ => return seen.then_some(ty),
        }
    }
}

/// Arithmetic and neither `_Atomic` nor `volatile` (OpenMP reduces private copies, which
/// such variables cannot have).
fn is_arithmetic(program: &Program, ty: TypeId) -> bool {
    let (kind, quals) = program.resolve(ty);
    matches!(
        kind,
        TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_)
    ) && !quals.is_atomic
        && !quals.is_volatile
}

/// Finds the updates of the targets of `sym` in `body`; `None` unless they account for
/// every mention of `sym` and agree on one operator.
fn find(
    program: &Program,
    body: StmtId,
    sym: SymbolId,
    is_target: &dyn Fn(ExprId) -> bool,
) -> Option<RedOp> {
    let mut f = Finder {
        program,
        sym,
        is_target,
        op: None,
        consumed: 0,
        ok: true,
    };
    f.stmt(body);
    let total = query::count_uses(program, Child::Stmt(body), sym);
    (f.ok && f.consumed == total && total > 0)
        .then_some(f.op)
        .flatten()
}

struct Finder<'a> {
    program: &'a Program,
    sym: SymbolId,
    is_target: &'a dyn Fn(ExprId) -> bool,
    op: Option<RedOp>,
    /// Mentions of `sym` accounted for by updates.
    consumed: usize,
    ok: bool,
}

impl Finder<'_> {
    fn record(&mut self, op: RedOp, mentions: usize) {
        match self.op {
            Some(o) if o != op => self.ok = false,
            _ => self.op = Some(op),
        }
        self.consumed += mentions;
    }

    fn stmt(&mut self, s: StmtId) {
        let p = self.program;
        // `if (e > x) x = e;`
        if let Stmt::If {
            cond,
            then,
            els: None,
        } = &p.stmts[s]
            && let Some((op, mentions)) = self.min_max_if(*cond, *then)
        {
            self.record(op, mentions);
            return;
        }
        // Only the value of an expression statement or of a `for` step is discarded.
        let discarded_expr = match &p.stmts[s] {
            Stmt::Expr(e) => Some(*e),
            Stmt::For { step, .. } => *step,
            _ => None,
        };
        stmt_children(&p.stmts[s], &mut |c| match c {
            Child::Stmt(c) => self.stmt(c),
            Child::Expr(e) => self.expr(e, Some(e) == discarded_expr),
            Child::Type(_) => {}
        });
    }

    /// `discarded`: the value of `e` is not used (an expression statement, a `for` step,
    /// or the left operand of a comma). An update whose value is used (`a[k++]`,
    /// `y = (s += x)`) reads the variable's running value: it is not a reduction.
    fn expr(&mut self, e: ExprId, discarded: bool) {
        let p = self.program;
        if discarded && let Some((op, mentions)) = self.update(e) {
            self.record(op, mentions);
            return;
        }
        if let Expr::Comma(items) = &p.exprs[e] {
            let last = items.len().saturating_sub(1);
            for (k, &x) in items.iter().enumerate() {
                self.expr(x, discarded || k < last);
            }
            return;
        }
        expr_children(&p.exprs[e], &mut |c| match c {
            Child::Expr(c) => self.expr(c, false),
            Child::Stmt(c) => self.stmt(c),
            Child::Type(_) => {}
        });
    }

    /// The mentions of the target in `e` when it is clean: `e` must not mention `sym`.
    fn clean(&self, e: ExprId) -> bool {
        query::count_uses(self.program, Child::Expr(e), self.sym) == 0
    }

    /// Mentions of `sym` inside a target reference (the array name once, plus any in its
    /// subscripts, which make it unclean).
    fn target_ok(&self, t: ExprId) -> bool {
        (self.is_target)(t) && query::count_uses(self.program, Child::Expr(t), self.sym) == 1
    }

    /// An update expression: its operator and the mentions it accounts for.
    fn update(&self, e: ExprId) -> Option<(RedOp, usize)> {
        let p = self.program;
        match &p.exprs[e] {
            Expr::IncDec { arg, .. } if self.target_ok(*arg) => Some((RedOp::Add, 1)),
            Expr::Assign {
                op: Some(op),
                lhs,
                rhs,
            } if self.target_ok(*lhs) && self.clean(*rhs) => Some((red_of_binop(*op)?, 1)),
            Expr::Assign { op: None, lhs, rhs } if self.target_ok(*lhs) => {
                self.assigned_value(*lhs, *rhs)
            }
            _ => None,
        }
    }

    /// The operator of `lhs = rhs` when `rhs` combines `lhs` with clean operands, and
    /// the mentions of the variable the assignment accounts for.
    fn assigned_value(&self, lhs: ExprId, rhs: ExprId) -> Option<(RedOp, usize)> {
        let p = self.program;
        match &p.exprs[rhs] {
            Expr::Binary(op, _, _) => {
                let red = red_of_binop(*op)?;
                let mut operands = Vec::new();
                chain(p, rhs, *op, &mut operands, false);
                let mut found = 0;
                for (x, negated) in operands {
                    if same_expr(p, x, lhs) {
                        if negated {
                            return None;
                        }
                        found += 1;
                    } else if !self.clean(x) {
                        return None;
                    }
                }
                (found == 1).then_some((red, 2))
            }
            Expr::Cond(c, Some(a), b) => {
                // x = e > x ? e : x
                let (op, l, r) = comparison(p, *c)?;
                let (a, b) = (*a, *b);
                let (e, keep) = if same_expr(p, b, lhs) { (a, b) } else { (b, a) };
                if !same_expr(p, keep, lhs) || !self.clean(e) || !pure(p, e) {
                    return None;
                }
                min_or_max(p, op, l, r, e, lhs, same_expr(p, a, e)).map(|op| (op, 3))
            }
            Expr::Call(callee, args) if args.len() == 2 => {
                let Expr::Var(f) = p.exprs[*callee] else {
                    return None;
                };
                let op = match p.symbols[f].name.as_str() {
                    "fmax" | "fmaxf" | "fmaxl" => RedOp::Max,
                    "fmin" | "fminf" | "fminl" => RedOp::Min,
                    _ => return None,
                };
                let (a, b) = (args[0], args[1]);
                let other = if same_expr(p, a, lhs) {
                    b
                } else if same_expr(p, b, lhs) {
                    a
                } else {
                    return None;
                };
                self.clean(other).then_some((op, 2))
            }
            _ => None,
        }
    }

    /// `if (e > x) x = e;` and its mirrors: the operator and the mentions (3: the
    /// condition's, the assignment's target and nothing else).
    fn min_max_if(&self, cond: ExprId, then: StmtId) -> Option<(RedOp, usize)> {
        let p = self.program;
        let assign = single_expr_stmt(p, then)?;
        let Expr::Assign { op: None, lhs, rhs } = p.exprs[assign] else {
            return None;
        };
        if !self.target_ok(lhs) || !self.clean(rhs) || !pure(p, rhs) {
            return None;
        }
        let (op, l, r) = comparison(p, cond)?;
        let op = min_or_max(p, op, l, r, rhs, lhs, true)?;
        Some((op, 2))
    }
}

/// For a selection of `e` when `l op r` holds (else the target `x`): max or min.
/// `e_when_true` says whether `e` is chosen when the comparison holds.
fn min_or_max(
    p: &Program,
    op: BinOp,
    l: ExprId,
    r: ExprId,
    e: ExprId,
    x: ExprId,
    e_when_true: bool,
) -> Option<RedOp> {
    // Normalise to `e OP x`.
    let greater = if same_expr(p, l, e) && same_expr(p, r, x) {
        matches!(op, BinOp::Gt | BinOp::Ge)
    } else if same_expr(p, l, x) && same_expr(p, r, e) {
        matches!(op, BinOp::Lt | BinOp::Le)
    } else {
        return None;
    };
    if !matches!(op, BinOp::Gt | BinOp::Ge | BinOp::Lt | BinOp::Le) {
        return None;
    }
    Some(if greater == e_when_true {
        RedOp::Max
    } else {
        RedOp::Min
    })
}

fn comparison(p: &Program, c: ExprId) -> Option<(BinOp, ExprId, ExprId)> {
    match p.exprs[c] {
        Expr::Binary(op @ (BinOp::Gt | BinOp::Ge | BinOp::Lt | BinOp::Le), l, r) => {
            Some((op, l, r))
        }
        _ => None,
    }
}

/// The one expression of `s` (`e;` or `{ e; }`).
fn single_expr_stmt(p: &Program, s: StmtId) -> Option<ExprId> {
    match &p.stmts[s] {
        Stmt::Expr(e) => Some(*e),
        Stmt::Block(b) if b.0.len() == 1 => single_expr_stmt(p, b.0[0]),
        _ => None,
    }
}

/// The operands of a chain of `op` rooted at `e` (`a + b - c` for `+`), each with whether
/// it is subtracted.
fn chain(p: &Program, e: ExprId, op: BinOp, out: &mut Vec<(ExprId, bool)>, negated: bool) {
    let additive = matches!(op, BinOp::Add | BinOp::Sub);
    match p.exprs[e] {
        Expr::Binary(o, l, r) if o == op || (additive && matches!(o, BinOp::Add | BinOp::Sub)) => {
            chain(p, l, op, out, negated);
            chain(p, r, op, out, negated ^ (o == BinOp::Sub));
        }
        _ => out.push((e, negated)),
    }
}

/// Whether `e` has no side effect (no assignment, increment, or call other than a pure
/// library function).
pub fn pure(p: &Program, e: ExprId) -> bool {
    let mut ok = true;
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        match &p.exprs[x] {
            Expr::Assign { .. } | Expr::IncDec { .. } | Expr::StmtExpr(_) | Expr::Builtin(..) => {
                ok = false
            }
            Expr::Call(callee, _) => {
                let known_pure = matches!(p.exprs[*callee], Expr::Var(f)
                    if p.symbols[f].def.is_none()
                        && p4a_analyzer::effects::is_pure_function(p, f));
                if !known_pure {
                    ok = false;
                }
            }
            _ => {}
        }
        expr_children(&p.exprs[x], &mut |c| {
            if let Child::Expr(c) = c {
                stack.push(c)
            }
        });
    }
    ok
}

/// Structural equality of two side-effect-free expressions.
pub fn same_expr(p: &Program, a: ExprId, b: ExprId) -> bool {
    if a == b {
        return true;
    }
    match (&p.exprs[a], &p.exprs[b]) {
        (Expr::Var(x), Expr::Var(y)) => x == y,
        (Expr::IntLit { value: x, .. }, Expr::IntLit { value: y, .. }) => x.is_some() && x == y,
        (Expr::FloatLit(x), Expr::FloatLit(y)) | (Expr::CharLit(x), Expr::CharLit(y)) => x == y,
        (Expr::Unary(o1, x), Expr::Unary(o2, y)) => o1 == o2 && same_expr(p, *x, *y),
        (Expr::Binary(o1, x1, y1), Expr::Binary(o2, x2, y2)) => {
            o1 == o2 && same_expr(p, *x1, *x2) && same_expr(p, *y1, *y2)
        }
        (Expr::Index(x1, y1), Expr::Index(x2, y2)) => {
            same_expr(p, *x1, *x2) && same_expr(p, *y1, *y2)
        }
        (Expr::Cast(t1, x), Expr::Cast(t2, y)) => t1 == t2 && same_expr(p, *x, *y),
        // Calls of the same pure library function (`fabs(a[i])`) on the same arguments.
        (Expr::Call(f1, a1), Expr::Call(f2, a2)) => {
            matches!((&p.exprs[*f1], &p.exprs[*f2]), (Expr::Var(x), Expr::Var(y))
                if x == y
                    && p.symbols[*x].def.is_none()
                    && p4a_analyzer::effects::is_pure_function(p, *x))
                && a1.len() == a2.len()
                && a1.iter().zip(a2).all(|(x, y)| same_expr(p, *x, *y))
        }
        (
            Expr::Member {
                base: b1,
                field: f1,
                arrow: a1,
            },
            Expr::Member {
                base: b2,
                field: f2,
                arrow: a2,
            },
        ) => f1 == f2 && a1 == a2 && same_expr(p, *b1, *b2),
        _ => false,
    }
}
