//! Copies of expression subtrees with fresh ids (a node is never shared between two
//! places of the tree).

use p4a_analyzer::ir::visit::{
    Child, ChildMut, expr_children, expr_children_mut, stmt_children, stmt_children_mut,
};
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
    copyable(p, e).then(|| copy_any_expr(p, e))
}

/// Whether [`copy_stmt`] may duplicate statement `s`: the copy and the original must both
/// be valid C in the same function, so the subtree declares no label (`name:`,
/// `__label__`), no `static`, `extern` or `typedef` name, and takes no label's address.
pub fn stmt_copyable(p: &Program, s: StmtId) -> bool {
    let mut ok = true;
    let mut stack = vec![Child::Stmt(s)];
    let group_ok = |g: &DeclGroup| {
        matches!(
            g.specs.storage,
            Storage::None | Storage::Auto | Storage::Register
        )
    };
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                match &p.stmts[s] {
                    Stmt::Label(_) | Stmt::LocalLabels(_) | Stmt::Asm(_) => ok = false,
                    Stmt::Decl(g)
                    | Stmt::For {
                        init: ForInit::Decl(g),
                        ..
                    } if !group_ok(g) => ok = false,
                    _ => {}
                }
                stmt_children(&p.stmts[s], &mut |c| stack.push(c));
            }
            Child::Expr(e) => {
                if matches!(p.exprs[e], Expr::LabelAddr(_)) {
                    ok = false;
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    ok
}

/// A deep copy of statement `s` with fresh statement and expression ids (types are
/// shared; symbols declared inside are the same symbols, declared again in the copy's
/// own scope). Loops of the copy lose their `counted` shape: the copy is made for
/// printing, after the analyses. Check [`stmt_copyable`] first.
pub fn copy_stmt(p: &mut Program, s: StmtId) -> StmtId {
    let loc = p.stmts.loc(s);
    let mut node = p.stmts[s].clone();
    if let Stmt::For { counted, .. } = &mut node {
        *counted = None;
    }
    let mut kids = Vec::new();
    stmt_children(&node, &mut |c| kids.push(c));
    let mut copies = copy_children(p, kids).into_iter();
    stmt_children_mut(&mut node, &mut |c| set_child(c, copies.next()));
    p.stmts.alloc(node, loc)
}

/// A deep copy of any expression (side effects included), with fresh ids.
pub fn copy_any_expr(p: &mut Program, e: ExprId) -> ExprId {
    let loc = p.exprs.loc(e);
    let mut node = p.exprs[e].clone();
    let mut kids = Vec::new();
    expr_children(&node, &mut |c| kids.push(c));
    let mut copies = copy_children(p, kids).into_iter();
    expr_children_mut(&mut node, &mut |c| set_child(c, copies.next()));
    p.exprs.alloc(node, loc)
}

/// Copies of the expression and statement children (types are skipped), in order.
fn copy_children(p: &mut Program, kids: Vec<Child>) -> Vec<Child> {
    kids.into_iter()
        .filter_map(|c| match c {
            Child::Expr(e) => Some(Child::Expr(copy_any_expr(p, e))),
            Child::Stmt(s) => Some(Child::Stmt(copy_stmt(p, s))),
            Child::Type(_) => None,
        })
        .collect()
}

/// Stores `new` in the child slot: the mutable and the shared visitors list the same
/// children in the same order.
fn set_child(slot: ChildMut, new: Option<Child>) {
    match (slot, new) {
        (ChildMut::Expr(e), Some(Child::Expr(n))) => *e = n,
        (ChildMut::Stmt(s), Some(Child::Stmt(n))) => *s = n,
        _ => unreachable!("the two child visitors disagree"),
    }
}
