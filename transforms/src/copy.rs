//! Copies of expression subtrees with fresh ids (a node is never shared between two
//! places of the tree).

use p4a_analyzer::ir::*;

/// Whether [`copy_expr`] can copy `e`: side-effect-free expressions made of variables,
/// constants, operators, casts, subscripts and members.
pub fn copyable(p: &Program, e: ExprId) -> bool {
    match &p.exprs[e] {
        Expr::Var(_)
        | Expr::IntLit { .. }
        | Expr::FloatLit(_)
        | Expr::CharLit(_)
        | Expr::SizeofType(_) => true,
        Expr::Unary(_, x) | Expr::Cast(_, x) | Expr::Member { base: x, .. } => copyable(p, *x),
        Expr::Binary(_, x, y) | Expr::Index(x, y) => copyable(p, *x) && copyable(p, *y),
        Expr::Cond(c, Some(a), b) => copyable(p, *c) && copyable(p, *a) && copyable(p, *b),
        _ => false,
    }
}

/// A fresh copy of `e`; `None` when it is not [`copyable`].
pub fn copy_expr(p: &mut Program, e: ExprId) -> Option<ExprId> {
    if !copyable(p, e) {
        return None;
    }
    Some(copy_rec(p, e))
}

fn copy_rec(p: &mut Program, e: ExprId) -> ExprId {
    let loc = p.exprs.loc(e);
    let node = match p.exprs[e].clone() {
        Expr::Unary(op, x) => Expr::Unary(op, copy_rec(p, x)),
        Expr::Cast(t, x) => Expr::Cast(t, copy_rec(p, x)),
        Expr::Member { base, field, arrow } => Expr::Member {
            base: copy_rec(p, base),
            field,
            arrow,
        },
        Expr::Binary(op, x, y) => {
            let x = copy_rec(p, x);
            Expr::Binary(op, x, copy_rec(p, y))
        }
        Expr::Index(x, y) => {
            let x = copy_rec(p, x);
            Expr::Index(x, copy_rec(p, y))
        }
        Expr::Cond(c, Some(a), b) => {
            let c = copy_rec(p, c);
            let a = copy_rec(p, a);
            Expr::Cond(c, Some(a), copy_rec(p, b))
        }
        leaf => leaf,
    };
    p.exprs.alloc(node, loc)
}
