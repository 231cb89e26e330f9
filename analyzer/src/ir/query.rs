//! Questions about the IR that analyses and transformations share, answered in one place
//! so that a fix to one answer reaches every pass that asks it.
//!
//! Storage duration: a variable has *automatic* storage when it is a parameter or a
//! block-scope variable declared without `static`, `extern` or `_Thread_local`. Only such
//! a variable is created afresh each time its block is entered, so only it is private by
//! scoping to a loop iteration that declares it, and only its regions die at the end of
//! its block. A `static` local is a global with a local name; a thread-local object has
//! one copy per thread, which no parallel loop may privatise, reduce or share.
//!
//! Jumps: control may leave or enter a statement other than at its start and end through
//! `break`, `continue`, `return`, `goto`, computed `goto`, and labels (`name:`, and
//! `case`/`default`, which a `switch` enters). The passes ask four different questions
//! about them, each answered by its own function here:
//! - [`jump_across`]: may control leave or enter this statement other than through its
//!   start and end (fusion, distribution, and promotion moving code around a statement)?
//! - [`loop_exits`]: which statements may end the loop whose body this is: a `break` of
//!   that loop, `return`, `goto` (the bounds of the index after the loop, parallel loops)?
//! - [`ends_iteration_early`]: may an iteration end before the end of this body: a loop
//!   exit, or a `continue` of that loop (what the body writes may not all be written)?
//! - [`contains_unstructured_jump`] and [`contains_jump`]: does the subtree hold such a
//!   statement at all, wherever it binds (closed forms of induction variables, code that
//!   moves past the statement)?
//!
//! [`jumps_in`] lists them all, classified by [`Jump`], for a question asked once.
//!
//! Every one of them looks into statement expressions (`({ ...; break; ... })` breaks the
//! enclosing loop like a statement of it).
//!
//! Addresses: [`address_taken_in`] names the variables whose address a subtree takes with
//! `&`; [`addressed_var`] is its test for one expression.

use rustc_hash::FxHashSet;

use super::visit::{Child, Visitor, stmt_children, walk_expr, walk_stmt};
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

/// The variables declared in the statements `stmts` themselves (not in nested blocks),
/// whatever their storage.
pub fn declared_directly(program: &Program, stmts: &[StmtId]) -> Vec<SymbolId> {
    stmts
        .iter()
        .filter_map(|s| match &program.stmts[*s] {
            Stmt::Decl(g) => Some(g.decls.iter().map(|d| d.sym)),
            _ => None,
        })
        .flatten()
        .collect()
}

/// The variables with automatic storage declared in the statements `stmts` themselves
/// (not in nested blocks): those that die at the end of the block holding them.
pub fn automatic_declared_directly(program: &Program, stmts: &[StmtId]) -> Vec<SymbolId> {
    let mut res = declared_directly(program, stmts);
    res.retain(|&sym| has_automatic_storage(program, sym));
    res
}

/// Every variable declared anywhere under `root` (`root` included, statement
/// expressions included), whatever its storage.
pub fn declared_in(program: &Program, root: StmtId) -> FxHashSet<SymbolId> {
    struct Declared<'p> {
        program: &'p Program,
        out: FxHashSet<SymbolId>,
    }
    impl<'p> Visitor<'p> for Declared<'p> {
        fn program(&self) -> &'p Program {
            self.program
        }
        fn visit_stmt(&mut self, s: StmtId) {
            if let Stmt::Decl(g)
            | Stmt::For {
                init: ForInit::Decl(g),
                ..
            } = &self.program.stmts[s]
            {
                self.out.extend(g.decls.iter().map(|d| d.sym));
            }
            walk_stmt(self, s);
        }
    }
    let mut v = Declared {
        program,
        out: FxHashSet::default(),
    };
    v.visit_stmt(root);
    v.out
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
    struct Loops<'p> {
        program: &'p Program,
        out: Vec<StmtId>,
    }
    impl<'p> Visitor<'p> for Loops<'p> {
        fn program(&self) -> &'p Program {
            self.program
        }
        fn visit_stmt(&mut self, s: StmtId) {
            if is_loop(&self.program.stmts[s]) {
                self.out.push(s);
            }
            walk_stmt(self, s);
        }
    }
    let mut v = Loops {
        program,
        out: Vec::new(),
    };
    v.visit_stmt(root);
    v.out
}

fn is_loop(stmt: &Stmt) -> bool {
    matches!(
        stmt,
        Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
    )
}

// ----- addresses -------------------------------------------------------------------------

/// The variable whose address expression `e` takes, when it is `&x`, `&x[i]` or `&x.f`
/// (through any chain of subscripts and members; `&p[i]` names the pointer `p`, which
/// is more than needed but never less).
pub fn addressed_var(program: &Program, e: ExprId) -> Option<SymbolId> {
    let Expr::Unary(UnOp::AddrOf, mut x) = program.exprs[e] else {
        return None;
    };
    loop {
        match &program.exprs[x] {
            Expr::Var(s) => return Some(*s),
            Expr::Index(b, _) | Expr::Member { base: b, .. } => x = *b,
            _ => return None,
        }
    }
}

/// The variables whose address the statements `stmts` take with `&` (see
/// [`addressed_var`]), statement expressions included. An array used as a value
/// (`f(a)`) is not counted: the effects analysis' `Effects::address_taken` is the
/// whole-program answer that counts it.
pub fn address_taken_in(program: &Program, stmts: &[StmtId]) -> FxHashSet<SymbolId> {
    struct Taken<'p> {
        program: &'p Program,
        out: FxHashSet<SymbolId>,
    }
    impl<'p> Visitor<'p> for Taken<'p> {
        fn program(&self) -> &'p Program {
            self.program
        }
        fn visit_expr(&mut self, e: ExprId) {
            if let Some(x) = addressed_var(self.program, e) {
                self.out.insert(x);
            }
            walk_expr(self, e);
        }
    }
    let mut v = Taken {
        program,
        out: FxHashSet::default(),
    };
    for &s in stmts {
        v.visit_stmt(s);
    }
    v.out
}

// ----- jumps -----------------------------------------------------------------------------

/// Where control that a jump statement transfers may go, seen from the subtree walked:
/// the loops and switches around it inside the subtree.
struct JumpWalk<'p, F> {
    program: &'p Program,
    /// Loops of the subtree around the statement visited.
    loops: u32,
    /// Loops and switches of the subtree around the statement visited.
    switches: u32,
    /// Called on each jump statement or label with whether it binds inside the subtree;
    /// returns `true` to stop the walk.
    found: F,
    stopped: bool,
}

/// How a jump statement or label relates to the subtree that holds it (see
/// [`jumps_in`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Jump {
    /// `break` or `continue` that binds to a loop (or, for `break`, a `switch`) of the
    /// subtree, or a `case`/`default` of one of its switches.
    Inner,
    /// `break` that binds to the statement around the subtree.
    Break,
    /// `continue` that binds to the loop around the subtree.
    Continue,
    /// `case` or `default` of a `switch` around the subtree.
    Case,
    /// `return`.
    Return,
    /// `goto` or computed `goto`.
    Goto,
    /// A label, or a `__label__` declaration.
    Label,
}

impl<'p, F: FnMut(StmtId, Jump) -> bool> Visitor<'p> for JumpWalk<'p, F> {
    fn program(&self) -> &'p Program {
        self.program
    }
    fn visit_stmt(&mut self, s: StmtId) {
        if self.stopped {
            return;
        }
        let program = self.program;
        let stmt = &program.stmts[s];
        let jump = match stmt {
            Stmt::Break if self.switches == 0 => Some(Jump::Break),
            Stmt::Continue if self.loops == 0 => Some(Jump::Continue),
            Stmt::Case(..) | Stmt::Default if self.switches == 0 => Some(Jump::Case),
            Stmt::Break | Stmt::Continue | Stmt::Case(..) | Stmt::Default => Some(Jump::Inner),
            Stmt::Return(_) => Some(Jump::Return),
            Stmt::Goto(_) | Stmt::GotoIndirect(_) => Some(Jump::Goto),
            Stmt::Label(_) | Stmt::LocalLabels(_) => Some(Jump::Label),
            _ => None,
        };
        if let Some(jump) = jump
            && (self.found)(s, jump)
        {
            self.stopped = true;
            return;
        }
        // A loop binds `break` and `continue` in its body, a `switch` binds `break` and its
        // `case` labels; a header's expressions are outside the statement's own loop.
        let (loops, switches) = match stmt {
            Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. } => (1, 1),
            Stmt::Switch { .. } => (0, 1),
            _ => (0, 0),
        };
        stmt_children(stmt, &mut |c| match c {
            Child::Stmt(c) => {
                self.loops += loops;
                self.switches += switches;
                self.visit_stmt(c);
                self.loops -= loops;
                self.switches -= switches;
            }
            Child::Expr(e) => self.visit_expr(e),
            Child::Type(ty) => self.visit_type(ty),
        });
    }
}

/// Every jump statement and label of subtree `s`, in walk order, with how it relates to
/// `s`: for the questions that the named functions below do not answer.
pub fn jumps_in(program: &Program, s: StmtId) -> Vec<(StmtId, Jump)> {
    let mut res = Vec::new();
    walk_jumps(program, s, |at, jump| {
        res.push((at, jump));
        false
    });
    res
}

/// Walks `s` and calls `found` on each jump statement and label in walk order, until it
/// returns `true`.
fn walk_jumps(program: &Program, s: StmtId, found: impl FnMut(StmtId, Jump) -> bool) {
    let mut v = JumpWalk {
        program,
        loops: 0,
        switches: 0,
        found,
        stopped: false,
    };
    v.visit_stmt(s);
}

/// The first statement of subtree `s` through which control may leave `s` other than by
/// falling off its end, or enter it other than at its start: a `break` or `continue`
/// that binds to no loop (or, for `break`, no `switch`) inside `s`, a `case` or `default`
/// outside any `switch` of `s`, `return`, `goto`, computed `goto`, and labels (a `goto`
/// elsewhere may target them). Statement expressions count as part of `s`.
///
/// Transformations that place one piece of code after another (fusion appends a body to
/// another, distribution splits a body into several loops) keep the meaning only when
/// every piece runs to its end: a `continue` that ended the whole iteration would
/// otherwise skip the code put after it, or leave other code to run.
pub fn jump_across(program: &Program, s: StmtId) -> Option<StmtId> {
    let mut res = None;
    walk_jumps(program, s, |at, jump| {
        let crosses = jump != Jump::Inner;
        if crosses {
            res = Some(at);
        }
        crosses
    });
    res
}

/// The statements of loop body `body` through which control may leave the loop other
/// than by its condition, in walk order: a `break` of the loop (not of a loop or
/// `switch` nested in it), `return`, `goto` and computed `goto` (wherever they are: their
/// target may be outside). Calls that end the program (`exit`) are not counted.
pub fn loop_exits(program: &Program, body: StmtId) -> Vec<StmtId> {
    let mut res = Vec::new();
    walk_jumps(program, body, |at, jump| {
        if matches!(jump, Jump::Break | Jump::Return | Jump::Goto) {
            res.push(at);
        }
        false
    });
    res
}

/// Whether control may leave the loop whose body is `body` other than by its condition
/// (some [`loop_exits`]).
pub fn leaves_loop(program: &Program, body: StmtId) -> bool {
    let mut res = false;
    walk_jumps(program, body, |_, jump| {
        res = matches!(jump, Jump::Break | Jump::Return | Jump::Goto);
        res
    });
    res
}

/// Whether an iteration of the loop whose body is `body` may end before the end of
/// `body`: a [`loop_exits`] statement, or a `continue` of the loop (not of a loop nested
/// in it).
pub fn ends_iteration_early(program: &Program, body: StmtId) -> bool {
    let mut res = false;
    walk_jumps(program, body, |_, jump| {
        res = matches!(
            jump,
            Jump::Break | Jump::Continue | Jump::Return | Jump::Goto
        );
        res
    });
    res
}

/// Whether subtree `s` holds a `return`, a `goto`, a computed `goto` or a label
/// (`name:`), wherever it is: control may leave `s` for, or enter it from, anywhere in the
/// function. `break`, `continue`, `case` and `default` are not counted.
pub fn contains_unstructured_jump(program: &Program, s: StmtId) -> bool {
    let mut res = false;
    walk_jumps(program, s, |at, jump| {
        res = matches!(jump, Jump::Return | Jump::Goto)
            || matches!(program.stmts[at], Stmt::Label(_));
        res
    });
    res
}

/// Whether subtree `s` holds any jump statement (`break`, `continue`, `return`, `goto`,
/// computed `goto`) or label (`name:`, `case`, `default`), wherever it binds.
pub fn contains_jump(program: &Program, s: StmtId) -> bool {
    let mut res = false;
    walk_jumps(program, s, |at, _| {
        res = !matches!(program.stmts[at], Stmt::LocalLabels(_));
        res
    });
    res
}

// ----- variables named -------------------------------------------------------------------

/// Calls `f` on every use of a variable (`Expr::Var`) under `root`, in walk order:
/// statement expressions included, and the operands of `sizeof` too (they name a
/// variable without reading it).
fn for_each_var(program: &Program, root: Child, f: impl FnMut(SymbolId)) {
    struct Vars<'p, F> {
        program: &'p Program,
        f: F,
    }
    impl<'p, F: FnMut(SymbolId)> Visitor<'p> for Vars<'p, F> {
        fn program(&self) -> &'p Program {
            self.program
        }
        fn visit_expr(&mut self, e: ExprId) {
            if let Expr::Var(x) = self.program.exprs[e] {
                (self.f)(x);
            }
            walk_expr(self, e);
        }
    }
    let mut v = Vars { program, f };
    match root {
        Child::Stmt(s) => v.visit_stmt(s),
        Child::Expr(e) => v.visit_expr(e),
        Child::Type(_) => {}
    }
}

/// The variables named under `root`, once per use, in walk order (statement expressions
/// and `sizeof` operands included; the variables a declaration declares are not uses).
pub fn vars_named(program: &Program, root: Child) -> Vec<SymbolId> {
    let mut res = Vec::new();
    for_each_var(program, root, |x| res.push(x));
    res
}

/// How many times variable `sym` is named under `root` (see [`vars_named`]).
pub fn count_uses(program: &Program, root: Child, sym: SymbolId) -> usize {
    let mut n = 0;
    for_each_var(program, root, |x| n += usize::from(x == sym));
    n
}

/// Whether variable `sym` is named under `root` (see [`vars_named`]).
pub fn mentions(program: &Program, root: Child, sym: SymbolId) -> bool {
    count_uses(program, root, sym) > 0
}

#[cfg(test)]
mod tests;
