//! Loop unrolling (thesis §4.8).
//!
//! - **Full unrolling** of short loops: a counted loop with a constant trip count of at
//!   most [`MAX_FULL_TRIPS`], no loop inside it and a small body that calls only pure
//!   library functions (a stencil's mask, a fixed-size vector) becomes that many copies of its body, the index replaced by its
//!   value in each. Only loops that declare their index (`for (int k = ...)`): a global or
//!   C89 index may be read by a callee or after the loop. Loops that carry a directive
//!   or the user's pragma are left alone.
//! - **Partial unrolling** by a factor `n` (`--kernel-unroll N`, the sequential loops of
//!   kernels): `for (k = lo; k <= hi; k += s) B(k)` becomes
//!   `for (k = lo; k + (n-1)s <= hi; k += n s) { B(k) ... B(k + (n-1)s) }` and the rest of
//!   the iterations in a second loop that starts where the first stopped.
//!
//! Bodies with `break`, `continue`, `goto`, labels, `return` or statics are not copied.

use p4a_analyzer::ir::build::Build;
use p4a_analyzer::ir::edit;
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;

use crate::decision::{Decision, LoopReport};

/// Most iterations of a loop unrolled whole.
pub const MAX_FULL_TRIPS: u64 = 8;
/// Most operations (the cost model's estimate) in the unrolled copies of a loop.
const MAX_FULL_WORK: u64 = 400;

/// The loops to unroll whole: `(function, loop, trips)`.
pub fn full_candidates(
    p: &Program,
    pre: &p4a_analyzer::preconditions::Preconditions,
    report: &[LoopReport],
) -> Vec<(FuncId, StmtId, u64)> {
    let consts = crate::cost::ParamConsts::default();
    let mut out = Vec::new();
    for r in report {
        if matches!(r.decision, Decision::Parallel | Decision::User) {
            continue;
        }
        let Stmt::For {
            body,
            counted: Some(c),
            ..
        } = &p.stmts[r.stmt]
        else {
            continue;
        };
        // An index declared by the loop: nothing else can read it (a global or C89
        // index could be read by a callee or after the loop).
        if !matches!(
            &p.stmts[r.stmt],
            Stmt::For {
                init: ForInit::Decl(_),
                ..
            }
        ) {
            continue;
        }
        if has_loop(p, *body)
            || !copyable(p, *body)
            || query::address_taken_in(p, &[*body]).contains(&c.index)
            || calls_impure(p, *body)
        {
            continue;
        }
        let Some(trips) = crate::cost::trip_count(p, &consts, pre, *body, c) else {
            continue;
        };
        // Constant bounds, not only bounded ones.
        let constant = |e: ExprId| crate::cost::const_eval(p, e).is_some();
        if !(constant(c.lower) && constant(c.upper)) || trips == 0 || trips > MAX_FULL_TRIPS {
            continue;
        }
        let mut cost = crate::cost::Cost {
            program: p,
            consts: &consts,
            pre,
            depth: 0,
        };
        let Some(w) = cost.stmt(*body) else { continue };
        if w.saturating_mul(trips) > MAX_FULL_WORK {
            continue;
        }
        out.push((r.func, r.stmt, trips));
    }
    out
}

/// Whether `s` calls anything but a pure library function (computations only: a loop
/// that prints or calls the user's functions keeps its shape).
fn calls_impure(p: &Program, s: StmtId) -> bool {
    let mut stack = vec![Child::Stmt(s)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(t) => stmt_children(&p.stmts[t], &mut |c| stack.push(c)),
            Child::Expr(e) => {
                if let Expr::Call(callee, _) = &p.exprs[e] {
                    let pure = matches!(p.exprs[*callee], Expr::Var(f)
                        if p.symbols[f].def.is_none()
                            && p4a_analyzer::effects::is_pure_function(p, f));
                    if !pure {
                        return true;
                    }
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    false
}

/// Whether loop `l` has no loop inside its body.
pub fn innermost(p: &Program, l: StmtId) -> bool {
    match &p.stmts[l] {
        Stmt::For { body, .. } | Stmt::While { body, .. } | Stmt::DoWhile { body, .. } => {
            !has_loop(p, *body)
        }
        _ => false,
    }
}

/// Whether `s` holds a loop.
fn has_loop(p: &Program, s: StmtId) -> bool {
    let mut stack = vec![Child::Stmt(s)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(x) => {
                if matches!(
                    p.stmts[x],
                    Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
                ) {
                    return true;
                }
                stmt_children(&p.stmts[x], &mut |c| stack.push(c));
            }
            Child::Expr(e) => expr_children(&p.exprs[e], &mut |c| {
                if matches!(c, Child::Stmt(_)) {
                    stack.push(c)
                }
            }),
            Child::Type(_) => {}
        }
    }
    false
}

/// Whether the body `s` of a loop can be copied into the loop's place: no jump out of an
/// iteration, no label, no static.
fn copyable(p: &Program, s: StmtId) -> bool {
    if !edit::stmt_copyable(p, s) || query::contains_jump(p, s) {
        return false;
    }
    let mut stack = vec![s];
    while let Some(x) = stack.pop() {
        if matches!(
            p.stmts[x],
            Stmt::Switch { .. } | Stmt::Pragma(_) | Stmt::Directive(_)
        ) {
            return false;
        }
        stmt_children(&p.stmts[x], &mut |c| {
            if let Child::Stmt(c) = c {
                stack.push(c)
            }
        });
    }
    true
}

/// Unrolls loop `l` of `func` whole (`trips` iterations, constant bounds, an index it
/// declares: nothing reads it after the loop). Returns false, changing nothing, when it
/// cannot.
pub fn unroll_fully(p: &mut Program, func: FuncId, l: StmtId, trips: u64) -> bool {
    let Stmt::For {
        body,
        counted: Some(c),
        init: ForInit::Decl(_),
        ..
    } = p.stmts[l].clone()
    else {
        return false;
    };
    let Some(lo) = crate::cost::const_eval(p, c.lower) else {
        return false;
    };
    let loc = p.stmts.loc(l);
    let mut copies = Vec::new();
    for k in 0..trips {
        let value = lo + i128::from(c.step) * i128::from(k);
        let copy = edit::copy_stmt(p, body);
        edit::replace_var(p, copy, c.index, &mut |p, loc| {
            let n = Build::new(p, loc).int(value);
            p.exprs[n].clone()
        });
        fold_constants(p, copy);
        match &p.stmts[copy] {
            Stmt::Block(b) if !declares(p, &b.0) => copies.extend(b.0.clone()),
            _ => copies.push(copy),
        }
    }
    let block = Build::new(p, loc).block(copies);
    edit::replace_stmt(p, func, l, block);
    true
}

/// Whether a statement of `list` declares a name.
fn declares(p: &Program, list: &[StmtId]) -> bool {
    list.iter().any(|&s| matches!(p.stmts[s], Stmt::Decl(_)))
}

/// The counted loops inside `s` (itself included).
pub fn counted_loops(p: &Program, s: StmtId) -> Vec<StmtId> {
    let mut out = Vec::new();
    let mut stack = vec![s];
    while let Some(x) = stack.pop() {
        if matches!(
            p.stmts[x],
            Stmt::For {
                counted: Some(_),
                ..
            }
        ) {
            out.push(x);
        }
        stmt_children(&p.stmts[x], &mut |c| {
            if let Child::Stmt(c) = c {
                stack.push(c)
            }
        });
    }
    out
}

/// Unrolls counted loop `l` of `func` by `n` (see the module doc). Returns false, changing
/// nothing, when it cannot (`n` below 2, a body that cannot be copied).
pub fn unroll_by(p: &mut Program, func: FuncId, l: StmtId, n: u32) -> bool {
    let Stmt::For {
        body,
        counted: Some(c),
        init,
        ..
    } = p.stmts[l].clone()
    else {
        return false;
    };
    if n < 2 || !copyable(p, body) || !signed_bounds(p, c.index, c.lower, c.upper) {
        return false;
    }
    let loc = p.stmts.loc(l);
    let step = i128::from(c.step);
    // `T k = lo;` or `k = lo;` first: both loops share the index.
    let first: StmtId = match &init {
        ForInit::Decl(g) if g.decls.len() == 1 => {
            let sym = g.decls[0].sym;
            let lo = edit::copy_expr(p, c.lower);
            edit::decl_stmt(p, sym, Some(lo), loc)
        }
        ForInit::Expr(_) => {
            let target = Build::new(p, loc).var(c.index);
            let lo = edit::copy_expr(p, c.lower);
            Build::new(p, loc).assign(target, lo)
        }
        _ => return false,
    };
    // k + (n-1)s <= hi (>= for a negative step).
    let mut b = Build::new(p, loc);
    let k = b.var(c.index);
    let span = b.int(step * i128::from(n - 1));
    let ahead = b.bin(BinOp::Add, k, span);
    let hi = edit::copy_expr(b.p, c.upper);
    let cmp = if step > 0 { BinOp::Le } else { BinOp::Ge };
    let cond = b.bin(cmp, ahead, hi);
    let k = b.var(c.index);
    let big = b.int(step * i128::from(n));
    let inc = b.assign_expr(Some(BinOp::Add), k, big);
    let mut copies = Vec::new();
    for m in 0..n {
        let copy = edit::copy_stmt(p, body);
        let off = step * i128::from(m);
        if off != 0 {
            edit::replace_var(p, copy, c.index, &mut |p, loc| {
                let mut b = Build::new(p, loc);
                let v = b.var(c.index);
                let o = b.int(off);
                Expr::Binary(BinOp::Add, v, o)
            });
        }
        copies.push(copy);
    }
    let mut b = Build::new(p, loc);
    let unrolled_body = b.block(copies);
    let main = b.s(Stmt::For {
        init: ForInit::None,
        cond: Some(cond),
        step: Some(inc),
        body: unrolled_body,
        counted: None,
    });
    // The rest: `for (; k <= hi; k += s) B(k)`.
    let k = b.var(c.index);
    let hi = edit::copy_expr(b.p, c.upper);
    let cond = b.bin(cmp, k, hi);
    let k = b.var(c.index);
    let one = b.int(step);
    let inc = b.assign_expr(Some(BinOp::Add), k, one);
    let rest = b.s(Stmt::For {
        init: ForInit::None,
        cond: Some(cond),
        step: Some(inc),
        body,
        counted: None,
    });
    let block = b.block(vec![first, main, rest]);
    edit::replace_stmt(p, func, l, block);
    true
}

/// Whether the index and every variable of the bounds are signed integers (so that
/// `k + (n-1)s <= hi` compares as the original test did).
fn signed_bounds(p: &Program, index: SymbolId, lower: ExprId, upper: ExprId) -> bool {
    let signed =
        |s: SymbolId| matches!(p.resolve(p.symbols[s].ty).0, TypeKind::Int(k) if k.is_signed());
    if !signed(index) {
        return false;
    }
    let mut stack = vec![lower, upper];
    while let Some(e) = stack.pop() {
        match &p.exprs[e] {
            Expr::Var(s) => {
                if !signed(*s) && !matches!(p.symbols[*s].kind, SymbolKind::EnumConst { .. }) {
                    return false;
                }
            }
            Expr::IntLit { text, .. } if text.contains(['u', 'U']) => return false,
            Expr::Cast(..) | Expr::SizeofExpr(_) | Expr::SizeofType(_) | Expr::Call(..) => {
                return false;
            }
            other => expr_children(other, &mut |c| {
                if let Child::Expr(c) = c {
                    stack.push(c)
                }
            }),
        }
    }
    true
}

/// Folds the integer arithmetic the substitution made: `-1 + 1` becomes `0`, `i + -1`
/// becomes `i - 1`, `j + 0` becomes `j` (values that fit an `int` only).
fn fold_constants(p: &mut Program, s: StmtId) {
    let mut order = Vec::new();
    let mut stack = vec![Child::Stmt(s)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(t) => stmt_children(&p.stmts[t], &mut |c| stack.push(c)),
            Child::Expr(e) => {
                order.push(e);
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    let value = |p: &Program, e: ExprId| -> Option<i128> {
        match &p.exprs[e] {
            Expr::IntLit {
                value: Some(v),
                text,
            } if !text.contains(['u', 'U', 'l', 'L']) => i128::try_from(*v).ok(),
            Expr::Unary(UnOp::Neg, x) => match &p.exprs[*x] {
                Expr::IntLit {
                    value: Some(v),
                    text,
                } if !text.contains(['u', 'U', 'l', 'L']) => i128::try_from(*v).ok().map(|v| -v),
                _ => None,
            },
            _ => None,
        }
    };
    let small = |v: i128| (i128::from(i32::MIN)..=i128::from(i32::MAX)).contains(&v);
    // Children before parents.
    for &e in order.iter().rev() {
        let Expr::Binary(op, a, b) = p.exprs[e] else {
            continue;
        };
        let loc = p.exprs.loc(e);
        let (x, y) = (value(p, a), value(p, b));
        let folded = match (op, x, y) {
            (BinOp::Add, Some(x), Some(y)) => Some(x + y),
            (BinOp::Sub, Some(x), Some(y)) => Some(x - y),
            (BinOp::Mul, Some(x), Some(y)) => Some(x * y),
            _ => None,
        };
        if let Some(v) = folded.filter(|&v| small(v)) {
            let n = Build::new(p, loc).int(v);
            p.exprs[e] = p.exprs[n].clone();
            continue;
        }
        // `x + 0` is `x` only when `x` is already promoted (an `int` or wider variable).
        let wide = matches!(p.exprs[a], Expr::Var(v) if matches!(
            p.resolve(p.symbols[v].ty).0,
            TypeKind::Int(IntKind::Int | IntKind::UInt | IntKind::Long | IntKind::ULong
                | IntKind::LongLong | IntKind::ULongLong)
        ));
        match (op, y) {
            (BinOp::Add | BinOp::Sub, Some(0)) if wide => p.exprs[e] = p.exprs[a].clone(),
            (BinOp::Add, Some(k)) if k < 0 && small(-k) => {
                let lit = Build::new(p, loc).int(-k);
                p.exprs[e] = Expr::Binary(BinOp::Sub, a, lit);
            }
            (BinOp::Sub, Some(k)) if k < 0 && small(-k) => {
                let lit = Build::new(p, loc).int(-k);
                p.exprs[e] = Expr::Binary(BinOp::Add, a, lit);
            }
            _ => {}
        }
    }
}
