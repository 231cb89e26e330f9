//! The IR verifier, run after the lowering and after every transform in tests and
//! debug builds. A verifier error is always a p4a bug.
//!
//! Checklist of the invariants it checks:
//! 1. every id stored in a node is in range of its arena (so the rest of the compiler
//!    may index without checks);
//! 2. every statement reachable from a function body or a unit's items is reachable
//!    once (the IR is a tree: moving a statement moves its id);
//! 3. every symbol's type and every function's symbol are in range, and a function's
//!    symbol points back to it through `def`.

use super::visit::{Child, expr_children, stmt_children, type_children};
use super::{Item, Program, StmtId};

/// One broken invariant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    /// The node concerned, printed as its id (`s12`, `e3`).
    pub at: String,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for VerifyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.at, self.message)
    }
}

/// Checks the invariants listed in the module documentation.
pub fn verify(program: &Program) -> Result<(), Vec<VerifyError>> {
    let mut errors: Vec<VerifyError> = Vec::new();
    let in_range = |c: Child| match c {
        Child::Expr(e) => program.exprs.contains(e),
        Child::Stmt(s) => program.stmts.contains(s),
        Child::Type(t) => program.types.contains(t),
    };
    let check = |at: String, c: Child, errors: &mut Vec<VerifyError>| {
        if !in_range(c) {
            errors.push(VerifyError {
                at,
                message: format!("refers to {c:?}, out of range"),
            });
        }
    };
    for (id, expr) in program.exprs.iter() {
        expr_children(expr, &mut |c| check(id.to_string(), c, &mut errors));
    }
    for (id, stmt) in program.stmts.iter() {
        stmt_children(stmt, &mut |c| check(id.to_string(), c, &mut errors));
    }
    for (id, _) in program.types.iter() {
        type_children(program, id, &mut |c| check(id.to_string(), c, &mut errors));
    }
    for (id, sym) in program.symbols.iter() {
        if !program.types.contains(sym.ty) {
            let message = format!("symbol `{}` has an out-of-range type", sym.name);
            errors.push(VerifyError {
                at: id.to_string(),
                message,
            });
        }
        if let Some(f) = sym.def
            && (!program.funcs.contains(f) || program.funcs[f].sym != id)
        {
            let message = format!("symbol `{}` points to a foreign definition", sym.name);
            errors.push(VerifyError {
                at: id.to_string(),
                message,
            });
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }

    // Tree shape: each statement reached once.
    let mut seen = vec![false; program.stmts.len()];
    let mut stack: Vec<StmtId> = Vec::new();
    for unit in &program.units {
        for item in &unit.items {
            match item {
                Item::Stmt(s) => stack.push(*s),
                Item::Func(f) => stack.extend(program.funcs[*f].body.0.iter().copied()),
                Item::Include(_) => {}
            }
        }
    }
    while let Some(s) = stack.pop() {
        if std::mem::replace(&mut seen[s.index()], true) {
            let message = "statement reached twice: the IR is not a tree".to_string();
            errors.push(VerifyError {
                at: s.to_string(),
                message,
            });
            continue;
        }
        stmt_children(&program.stmts[s], &mut |c| match c {
            Child::Stmt(child) => stack.push(child),
            Child::Expr(e) => walk_expr_stmts(program, e, &mut stack),
            Child::Type(_) => {}
        });
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Pushes the statements held by statement expressions inside `expr`.
fn walk_expr_stmts(program: &Program, expr: super::ExprId, stack: &mut Vec<StmtId>) {
    expr_children(&program.exprs[expr], &mut |c| match c {
        Child::Stmt(s) => stack.push(s),
        Child::Expr(e) => walk_expr_stmts(program, e, stack),
        Child::Type(_) => {}
    });
}
