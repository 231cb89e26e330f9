//! The IR verifier, run after the lowering and after every transform in tests and
//! debug builds. A verifier error is always a p4a bug.
//!
//! Checklist of the invariants it checks:
//! 1. every id stored in a node is in range of its arena (so the rest of the compiler
//!    may index without checks);
//! 2. every statement reachable from a function body or a unit's items is reachable
//!    once (the IR is a tree: moving a statement moves its id);
//! 3. every symbol's type and every function's symbol are in range, and a function's
//!    symbol points back to it through `def`;
//! 4. every symbol id stored in a node (variables, declarators, parameters, loop indices,
//!    directive clauses) is in range, and a counted loop's facts are well formed (bounds
//!    in range, a non-zero step);
//! 5. scope: a variable a function uses is a file-scope one, or declared in that function
//!    (a parameter or a local); a parameter belongs to the function using it;
//! 6. targets: a unit holds only functions of its language (host functions in C units,
//!    kernels and device functions in kernel units); the grid index appears only in a
//!    kernel, along one of its dimensions; a kernel or device function calls only device
//!    functions and the library; a directive sits only in host code; a unit whose text
//!    goes into host code (`text_in`) is a kernel unit and names a string literal;
//! 7. parallel constructs nest as OpenMP wants: `Share`, `Master` and `Barrier` only in
//!    the statement after a `Region` marker, no `ParallelLoop` there (it would run on one
//!    thread), no `Region` in a `Region`.

use rustc_hash::FxHashSet;

use super::visit::{Child, expr_children, stmt_children, type_children};
use super::{
    Directive, Expr, ForInit, FuncId, FuncKind, Item, Origin, Program, Stmt, StmtId, SymbolId,
    SymbolKind, UnitRole,
};

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
                Item::Include(_) | Item::Macro(_) => {}
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
        check_symbols_and_targets(program, &mut errors);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Invariants 4 to 6, once the tree shape holds.
fn check_symbols_and_targets(program: &Program, errors: &mut Vec<VerifyError>) {
    let mut error = |at: String, message: String| errors.push(VerifyError { at, message });
    for unit in &program.units {
        if let Some(lit) = unit.text_in {
            let literal =
                program.exprs.contains(lit) && matches!(program.exprs[lit], Expr::StringLit(_));
            if unit.role == UnitRole::Source || !literal {
                let message = "a unit's text goes into something other than a string literal, \
                               or the unit is not a kernel unit"
                    .to_string();
                error(lit.to_string(), message);
            }
        }
        for item in &unit.items {
            let Item::Func(f) = item else { continue };
            let func = &program.funcs[*f];
            let kernel_unit = unit.role != UnitRole::Source;
            if kernel_unit == (func.kind == FuncKind::Host) {
                error(
                    f.to_string(),
                    format!("a {:?} function in a {:?} unit", func.kind, unit.role),
                );
            }
            if let FuncKind::Kernel { dims, .. } = func.kind
                && !(1..=3).contains(&dims)
            {
                error(f.to_string(), format!("a kernel over {dims} dimensions"));
            }
            check_function(program, *f, &mut error);
            check_constructs(program, &program.funcs[*f].body.0, false, &mut error);
        }
    }
}

/// Invariant 7 over statement list `list`, `in_region` when it is inside the statement
/// a `Region` marker applies to.
fn check_constructs(
    program: &Program,
    list: &[StmtId],
    in_region: bool,
    error: &mut impl FnMut(String, String),
) {
    let mut next_in_region = false;
    for &s in list {
        let inside = in_region || next_in_region;
        next_in_region = false;
        match &program.stmts[s] {
            Stmt::Directive(Directive::Region { .. }) => {
                if in_region {
                    error(
                        s.to_string(),
                        "a parallel region inside another".to_string(),
                    );
                }
                next_in_region = true;
            }
            Stmt::Directive(Directive::ParallelLoop(_)) if inside => error(
                s.to_string(),
                "a parallel loop of its own inside a hoisted region".to_string(),
            ),
            Stmt::Directive(Directive::Share(_) | Directive::Master | Directive::Barrier)
                if !inside =>
            {
                error(
                    s.to_string(),
                    "a region's construct outside any region".to_string(),
                )
            }
            Stmt::Block(b) => check_constructs(program, &b.0, inside, error),
            stmt => stmt_children(stmt, &mut |c| {
                if let Child::Stmt(k) = c {
                    check_constructs(program, &[k], inside, error);
                }
            }),
        }
    }
}

/// The checks of one function's body.
fn check_function(program: &Program, f: FuncId, error: &mut impl FnMut(String, String)) {
    let func = &program.funcs[f];
    let sym_ok = |s: SymbolId| program.symbols.contains(s);
    for &p in &func.params {
        if !sym_ok(p) {
            error(f.to_string(), format!("parameter {p} out of range"));
            return;
        }
    }
    // The symbols the function declares, then every use.
    let mut declared: FxHashSet<SymbolId> = func.params.iter().copied().collect();
    let mut stack: Vec<Child> = func.body.0.iter().map(|&s| Child::Stmt(s)).collect();
    let mut nodes = Vec::new();
    while let Some(c) = stack.pop() {
        nodes.push(c);
        match c {
            Child::Stmt(s) => {
                let group = match &program.stmts[s] {
                    Stmt::Decl(g)
                    | Stmt::For {
                        init: ForInit::Decl(g),
                        ..
                    } => Some(g),
                    _ => None,
                };
                for d in group.iter().flat_map(|g| &g.decls) {
                    if sym_ok(d.sym) {
                        declared.insert(d.sym);
                    } else {
                        error(s.to_string(), format!("declares {}, out of range", d.sym));
                    }
                }
                stmt_children(&program.stmts[s], &mut |c| stack.push(c));
            }
            Child::Expr(e) => expr_children(&program.exprs[e], &mut |c| stack.push(c)),
            // Types hold the parameters of prototypes: not uses.
            Child::Type(_) => {}
        }
    }
    let device = func.kind != FuncKind::Host;
    for c in nodes {
        match c {
            Child::Expr(e) => match &program.exprs[e] {
                Expr::Var(s) if !sym_ok(*s) => {
                    error(e.to_string(), format!("refers to {s}, out of range"))
                }
                Expr::Var(s) => {
                    let symbol = &program.symbols[*s];
                    let local = matches!(symbol.kind, SymbolKind::Var | SymbolKind::Param)
                        && !symbol.file_scope
                        && symbol.origin == Origin::User;
                    if local && !declared.contains(s) {
                        error(
                            e.to_string(),
                            format!(
                                "uses `{}`, declared in no scope of its function",
                                symbol.name
                            ),
                        );
                    }
                }
                Expr::GridIndex(d) | Expr::BlockIndex(d) => match func.kind {
                    FuncKind::Kernel { dims, .. } if *d < dims => {}
                    _ => error(
                        e.to_string(),
                        format!("grid index {d} outside a kernel of more than {d} dimensions"),
                    ),
                },
                Expr::Barrier if !matches!(func.kind, FuncKind::Kernel { .. }) => {
                    error(e.to_string(), "a barrier outside a kernel".to_string())
                }
                Expr::Call(callee, _) if device => {
                    if let Expr::Var(s) = program.exprs[*callee]
                        && let Some(def) = program.symbols[s].def
                        && program.funcs[def].kind != FuncKind::Device
                    {
                        error(
                            e.to_string(),
                            format!(
                                "device code calls `{}`, which does not run on the device",
                                program.symbols[s].name
                            ),
                        );
                    }
                }
                _ => {}
            },
            Child::Stmt(s) => match &program.stmts[s] {
                Stmt::For {
                    counted: Some(c), ..
                } if !sym_ok(c.index)
                    || !program.exprs.contains(c.lower)
                    || !program.exprs.contains(c.upper)
                    || c.step == 0 =>
                {
                    error(s.to_string(), "malformed counted-loop facts".to_string());
                }
                Stmt::Directive(d) => {
                    if device {
                        error(s.to_string(), "a directive in device code".to_string());
                    }
                    for v in d.clause_vars() {
                        if !sym_ok(v) {
                            error(s.to_string(), format!("clause names {v}, out of range"));
                        }
                    }
                }
                _ => {}
            },
            Child::Type(_) => {}
        }
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
