//! Questions about the IR that analyses and transformations share, answered in one place
//! so that a fix to one answer reaches every pass that asks it.
//!
//! Storage duration: a variable has *automatic* storage when it is a parameter or a
//! block-scope variable declared without `static`, `extern` or `_Thread_local`. Only such
//! a variable is created afresh each time its block is entered, so only it is private by
//! scoping to a loop iteration that declares it, and only its regions die at the end of
//! its block. A `static` local is a global with a local name; a thread-local object has
//! one copy per thread, which no parallel loop may privatise, reduce or share.

use rustc_hash::FxHashSet;

use super::visit::{Child, expr_children, stmt_children};
use super::*;

/// Whether `sym` is a variable with automatic storage duration (see the module doc).
pub fn has_automatic_storage(program: &Program, sym: SymbolId) -> bool {
    let symbol = &program.symbols[sym];
    match symbol.kind {
        SymbolKind::Param => true,
        SymbolKind::Var => {
            !symbol.file_scope
                && !symbol.thread_local
                && !matches!(symbol.storage, Storage::Static | Storage::Extern)
        }
        _ => false,
    }
}

/// Whether `sym` is a thread-local object (`_Thread_local`, `__thread`).
pub fn is_thread_local(program: &Program, sym: SymbolId) -> bool {
    program.symbols[sym].thread_local
}

/// The variables with automatic storage declared in the statements `stmts` themselves
/// (not in nested blocks): those that die at the end of the block holding them.
pub fn automatic_declared_directly(program: &Program, stmts: &[StmtId]) -> Vec<SymbolId> {
    stmts
        .iter()
        .filter_map(|s| match &program.stmts[*s] {
            Stmt::Decl(g) => Some(g.decls.iter().map(|d| d.sym)),
            _ => None,
        })
        .flatten()
        .filter(|&sym| has_automatic_storage(program, sym))
        .collect()
}

/// Every variable declared anywhere under `root` (`root` included, statement
/// expressions included), whatever its storage.
pub fn declared_in(program: &Program, root: StmtId) -> FxHashSet<SymbolId> {
    let mut out = FxHashSet::default();
    let mut stack = vec![Child::Stmt(root)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                if let Stmt::Decl(g)
                | Stmt::For {
                    init: ForInit::Decl(g),
                    ..
                } = &program.stmts[s]
                {
                    out.extend(g.decls.iter().map(|d| d.sym));
                }
                stmt_children(&program.stmts[s], &mut |c| stack.push(c));
            }
            Child::Expr(e) => expr_children(&program.exprs[e], &mut |c| stack.push(c)),
            Child::Type(_) => {}
        }
    }
    out
}

/// The variables with automatic storage declared under `root`: each execution of `root`
/// (each iteration of a loop whose body it is) has its own.
pub fn automatic_declared_in(program: &Program, root: StmtId) -> FxHashSet<SymbolId> {
    let mut out = declared_in(program, root);
    out.retain(|&sym| has_automatic_storage(program, sym));
    out
}

/// Every loop statement (`for`, `while`, `do`) under `root`, `root` included, in
/// statement expressions too.
pub fn loops_in(program: &Program, root: StmtId) -> Vec<StmtId> {
    let mut out = Vec::new();
    let mut stack = vec![Child::Stmt(root)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                if matches!(
                    program.stmts[s],
                    Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
                ) {
                    out.push(s);
                }
                stmt_children(&program.stmts[s], &mut |c| stack.push(c));
            }
            Child::Expr(e) => expr_children(&program.exprs[e], &mut |c| stack.push(c)),
            Child::Type(_) => {}
        }
    }
    out
}
