//! Calls through function pointers with known targets become direct calls: in a loop,
//! `b[i] = f(a[i])` where `f` is only ever set to `sq` or `half` becomes
//!
//! ```c
//! b[i] = f == sq ? sq(a[i]) : half(a[i]);
//! ```
//!
//! and `ops[k](x)` over a table `ops` initialised with functions likewise. Every analysis
//! then sees the direct calls (their effects, their purity), where an indirect call is an
//! unknown callee that keeps the loop sequential.
//!
//! The targets of a pointer `f` (a variable, or an array of pointers) are known when:
//! - `f`'s address is never taken and, for an array, it never decays to a pointer (so
//!   nothing else can write it), and it is not `volatile`;
//! - every value stored into it (initializer, assignments, element assignments) is a
//!   function designator (`sq` or `&sq`), a null pointer constant, or a `?:` of these;
//!   no store converts (a cast), so each target has the pointer's own type;
//! - it is not an `extern` object defined elsewhere, and it is a local or a file-scope
//!   object of a program with `main` (all its stores are in the sources p4a sees).
//!
//! A call through a null pointer is undefined, so the last target is called without a
//! test. The pointer expression (`f`, `ops[k]` with `k` free of side effects) is
//! evaluated once per test instead of once; it has no side effect, so that only reads it
//! again. The arguments are evaluated once, in the branch taken.

use std::collections::BTreeSet;

use rustc_hash::FxHashMap;

use p4a_analyzer::effects::Effects;
use p4a_analyzer::ir::edit;
use p4a_analyzer::ir::visit::{Child, expr_children, init_children, stmt_children};
use p4a_analyzer::ir::*;

/// Functions called through a pointer, at most this many per call site.
const MAX_TARGETS: usize = 8;

/// Rewrites the calls through pointers with known targets inside loops; returns how many.
pub fn devirtualize(program: &mut Program, fx: &Effects) -> usize {
    let has_main = program
        .func_ids()
        .any(|f| program.symbols[program.funcs[f].sym].name == "main");
    let targets = pointer_targets(program, fx, has_main);
    if targets.is_empty() {
        return 0;
    }
    // Calls inside loops.
    let mut calls = Vec::new();
    for f in program.func_ids().collect::<Vec<_>>() {
        let mut stack: Vec<(StmtId, bool)> = program.funcs[f]
            .body
            .0
            .iter()
            .map(|&s| (s, false))
            .collect();
        while let Some((s, in_loop)) = stack.pop() {
            let here = in_loop
                || matches!(
                    program.stmts[s],
                    Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
                );
            let mut exprs = Vec::new();
            stmt_children(&program.stmts[s], &mut |c| match c {
                Child::Stmt(x) => stack.push((x, here)),
                Child::Expr(e) => exprs.push(e),
                Child::Type(_) => {}
            });
            if !here {
                continue;
            }
            while let Some(e) = exprs.pop() {
                if let Expr::Call(callee, _) = program.exprs[e]
                    && let Some(set) = callee_targets(program, callee, &targets)
                {
                    calls.push((e, set));
                }
                expr_children(&program.exprs[e], &mut |c| {
                    if let Child::Expr(x) = c {
                        exprs.push(x)
                    }
                });
            }
        }
    }
    for (call, set) in &calls {
        rewrite(program, *call, set);
    }
    calls.len()
}

/// The targets of the pointer a call's callee expression reads, when known.
fn callee_targets(
    p: &Program,
    callee: ExprId,
    targets: &FxHashMap<SymbolId, BTreeSet<SymbolId>>,
) -> Option<Vec<SymbolId>> {
    let mut e = callee;
    if let Expr::Unary(UnOp::Deref, x) = p.exprs[e] {
        e = x;
    }
    let sym = match &p.exprs[e] {
        Expr::Var(s) => *s,
        Expr::Index(b, k) => match p.exprs[*b] {
            Expr::Var(s) if side_effect_free(p, *k) => s,
            _ => return None,
        },
        _ => return None,
    };
    let set = targets.get(&sym)?;
    (!set.is_empty() && set.len() <= MAX_TARGETS).then(|| set.iter().copied().collect())
}

fn side_effect_free(p: &Program, e: ExprId) -> bool {
    match &p.exprs[e] {
        Expr::Assign { .. }
        | Expr::IncDec { .. }
        | Expr::Call(..)
        | Expr::StmtExpr(_)
        | Expr::Builtin(..) => false,
        other => {
            let mut ok = true;
            expr_children(other, &mut |c| match c {
                Child::Expr(x) => ok &= side_effect_free(p, x),
                Child::Stmt(_) => ok = false,
                Child::Type(_) => {}
            });
            ok
        }
    }
}

/// The function-pointer objects of the program whose stored values are all known, with
/// the functions they may hold.
fn pointer_targets(
    p: &Program,
    fx: &Effects,
    has_main: bool,
) -> FxHashMap<SymbolId, BTreeSet<SymbolId>> {
    // `None`: some value is not known.
    let mut values: FxHashMap<SymbolId, Option<BTreeSet<SymbolId>>> = FxHashMap::default();
    let candidate = |s: SymbolId| {
        let sym = &p.symbols[s];
        if sym.kind != SymbolKind::Var || sym.storage == Storage::Extern {
            return false;
        }
        if (sym.file_scope || sym.storage == Storage::Static) && !has_main {
            return false;
        }
        function_pointer_object(p, sym.ty) && !fx.is_address_taken(s)
    };
    let add = |values: &mut FxHashMap<SymbolId, Option<BTreeSet<SymbolId>>>,
               s: SymbolId,
               v: Option<BTreeSet<SymbolId>>| {
        let entry = values.entry(s).or_insert_with(|| Some(BTreeSet::new()));
        match (entry.as_mut(), v) {
            (Some(set), Some(v)) => set.extend(v),
            _ => *entry = None,
        }
    };
    for (_, stmt) in p.stmts.iter() {
        if let Stmt::Decl(g) = stmt {
            for d in &g.decls {
                if !candidate(d.sym) {
                    continue;
                }
                let v = match &d.init {
                    None => Some(BTreeSet::new()),
                    Some(init) => init_functions(p, init),
                };
                add(&mut values, d.sym, v);
            }
        }
    }
    for (_, e) in p.exprs.iter() {
        match e {
            Expr::Assign { op, lhs, rhs } => {
                let target = match p.exprs[*lhs] {
                    Expr::Var(s) => Some(s),
                    Expr::Index(b, _) => match p.exprs[b] {
                        Expr::Var(s) => Some(s),
                        _ => None,
                    },
                    _ => None,
                };
                if let Some(s) = target
                    && values.contains_key(&s)
                {
                    let v = if op.is_none() {
                        functions(p, *rhs)
                    } else {
                        None
                    };
                    add(&mut values, s, v);
                }
            }
            Expr::IncDec { arg, .. } => {
                let s = match p.exprs[*arg] {
                    Expr::Var(s) => Some(s),
                    Expr::Index(b, _) => match p.exprs[b] {
                        Expr::Var(s) => Some(s),
                        _ => None,
                    },
                    _ => None,
                };
                if let Some(s) = s {
                    values.insert(s, None);
                }
            }
            _ => {}
        }
    }
    values
        .into_iter()
        .filter_map(|(s, v)| v.map(|v| (s, v)))
        .collect()
}

/// Whether type `t` is a pointer to a function, or an array of them, not `volatile`.
fn function_pointer_object(p: &Program, t: TypeId) -> bool {
    let (kind, quals) = p.resolve(t);
    if quals.is_volatile || quals.is_atomic {
        return false;
    }
    match kind {
        TypeKind::Pointer(to) => matches!(p.resolve(*to).0, TypeKind::Func { .. }),
        TypeKind::Array { elem, .. } => function_pointer_object(p, *elem),
        _ => false,
    }
}

/// The functions an initializer stores (`None` if any value is not a designator).
fn init_functions(p: &Program, init: &Init) -> Option<BTreeSet<SymbolId>> {
    match init {
        Init::Expr(e) => functions(p, *e),
        Init::List(_) => {
            let mut res = Some(BTreeSet::new());
            init_children(init, &mut |c| {
                if let Child::Expr(e) = c {
                    // Designator subscripts are children too: integer constants.
                    let v = if matches!(p.exprs[e], Expr::IntLit { .. }) {
                        Some(BTreeSet::new())
                    } else {
                        functions(p, e)
                    };
                    match (res.as_mut(), v) {
                        (Some(r), Some(v)) => r.extend(v),
                        _ => res = None,
                    }
                }
            });
            res
        }
    }
}

/// The functions value `e` may be (`None` if it may be anything else).
fn functions(p: &Program, e: ExprId) -> Option<BTreeSet<SymbolId>> {
    match &p.exprs[e] {
        Expr::Var(f) if p.symbols[*f].kind == SymbolKind::Func => Some([*f].into_iter().collect()),
        Expr::Unary(UnOp::AddrOf, x) => match p.exprs[*x] {
            Expr::Var(f) if p.symbols[f].kind == SymbolKind::Func => {
                Some([f].into_iter().collect())
            }
            _ => None,
        },
        Expr::IntLit { value: Some(0), .. } => Some(BTreeSet::new()),
        Expr::Cond(_, Some(a), b) => {
            let mut s = functions(p, *a)?;
            s.extend(functions(p, *b)?);
            Some(s)
        }
        _ => None,
    }
}

/// Replaces call `call` by tests of its callee against `targets` and direct calls.
fn rewrite(p: &mut Program, call: ExprId, targets: &[SymbolId]) {
    let Expr::Call(callee, args) = p.exprs[call].clone() else {
        return;
    };
    let loc = p.exprs.loc(call);
    let pointer = match p.exprs[callee] {
        Expr::Unary(UnOp::Deref, x) => x,
        _ => callee,
    };
    let direct = |p: &mut Program, f: SymbolId, first: bool| {
        let name = p.exprs.alloc(Expr::Var(f), loc);
        let args = if first {
            args.clone()
        } else {
            args.iter().map(|&a| edit::copy_expr(p, a)).collect()
        };
        p.exprs.alloc(Expr::Call(name, args), loc)
    };
    let (last, rest) = targets.split_last().expect("at least one target");
    // Built from the last target outwards; the original arguments go to the last one.
    let mut expr = direct(p, *last, true);
    for &f in rest.iter().rev() {
        let ptr = edit::copy_expr(p, pointer);
        let name = p.exprs.alloc(Expr::Var(f), loc);
        let test = p.exprs.alloc(Expr::Binary(BinOp::Eq, ptr, name), loc);
        let then = direct(p, f, false);
        expr = p.exprs.alloc(Expr::Cond(test, Some(then), expr), loc);
    }
    p.exprs[call] = p.exprs[expr].clone();
}
