//! Scalar promotion of pointees: in a counted loop that updates `*p` (a reduction through
//! a pointer parameter, `*rnm2 += r[i] * r[i]`, or a running maximum
//! `if (x > *rnmu) *rnmu = x`), `*p` is kept in a local for the duration of the loop:
//!
//! ```c
//! if (trips >= 1) { T p4a_p = *p; for (...) { ... p4a_p ... } *p = p4a_p; }
//! else i = lo;   // what the original loop does when it runs no iteration
//! ```
//!
//! The local is then an ordinary scalar to the parallel-loop decision (a reduction, a
//! private...). The rewrite is legal when nothing else in the loop can reach `*p`:
//! - `p` is a variable whose address is never taken, the loop does not write it, and every
//!   mention of `p` in the loop is `*p` or `p[0]`, at least one of them a write;
//! - `*p` is an arithmetic object, neither `volatile` nor `_Atomic`;
//! - every other memory reference of the loop (scalars and array elements) is proved not to
//!   overlap `*p` by the aliasing analysis, and there is no reference p4a cannot decompose;
//! - the loop calls no function other than pure library ones, and cannot be left by
//!   `return`, `goto` or a call (a `break` still reaches the store after the loop);
//! - every iteration of the original evaluates `*p` (a dereference outside conditions and
//!   inner loops, before anything that may skip the rest of the body), and the rewritten
//!   loop runs only when the loop has an iteration (the original runs otherwise): so the
//!   load and the store back touch `*p` only when the original does, and `p` is then valid;
//! - the loop has no label, `static` declaration or label address (the conditions under
//!   which it could be duplicated, kept as a conservative limit though it is not copied).

use rustc_hash::FxHashSet;

use p4a_analyzer::access::{Access, ArrayBase, collect_accesses};
use p4a_analyzer::affine::Constraint;
use p4a_analyzer::deps::Aliasing;
use p4a_analyzer::effects::Effects;
use p4a_analyzer::ir::build::Build;
use p4a_analyzer::ir::edit;
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;
use p4a_analyzer::linear::{AVar, affine};
use p4a_analyzer::preconditions::Preconditions;

/// One promotion made.
#[derive(Clone, Debug)]
pub struct Promotion {
    /// The loop.
    pub in_loop: StmtId,
    /// The pointer whose pointee was promoted.
    pub pointer: SymbolId,
    /// The new local.
    pub local: SymbolId,
    /// The copy of the original loop that runs when an inner loop runs no iteration (see
    /// [`Planned::tested`]): a version of the same source loop, which the report does not
    /// list again.
    pub original: Option<StmtId>,
}

/// Whether the program writes through `*p` or `p[0]` anywhere: without such a write there
/// is nothing to promote, and the analyses [`plan`] needs can be skipped.
pub fn may_apply(program: &Program) -> bool {
    program.exprs.iter().any(|(_, e)| match e {
        Expr::Assign { lhs, .. } | Expr::IncDec { arg: lhs, .. } => {
            deref_of(program, *lhs).is_some()
        }
        _ => false,
    })
}

/// The promotions to make: for each outermost counted loop of each function, the pointers
/// whose pointees may be promoted (see the module documentation). Without `inner_tests`,
/// no inner loop is tested at run time (see [`Planned::tested`]): the GPU targets do not
/// ask for it yet (their transfer placement would copy the pointee before the test, where
/// the pointer may be NULL).
pub fn plan(
    program: &Program,
    pre: &Preconditions,
    effects: &Effects,
    alias: &dyn Aliasing,
    inner_tests: bool,
) -> Vec<Planned> {
    let mut res = Vec::new();
    for (f, func) in program.funcs.iter() {
        let mut loops = Vec::new();
        for &s in &func.body.0 {
            outer_loops(program, s, &mut loops);
        }
        for l in loops {
            let (ptrs, mut tested) = candidates(program, pre, effects, alias, f, l, inner_tests);
            if !ptrs.is_empty() {
                tested.sort();
                tested.dedup();
                res.push(Planned {
                    func: f,
                    l,
                    ptrs,
                    tested,
                });
            }
        }
    }
    res
}

/// The promotions of one loop.
#[derive(Clone, Debug)]
pub struct Planned {
    /// The function.
    pub func: FuncId,
    /// The loop (a counted loop not nested in another).
    pub l: StmtId,
    /// The pointers whose pointees become locals.
    pub ptrs: Vec<SymbolId>,
    /// Inner counted loops, with bounds the loop does not change, that must run at least
    /// once for every iteration of `l` to dereference the pointers: the rewritten loop runs
    /// only when they do (tested before it), the original otherwise.
    pub tested: Vec<StmtId>,
}

/// Makes the promotions of [`plan`] (its loops are not nested in one another).
pub fn apply_all(program: &mut Program, plan: &[Planned]) -> Vec<Promotion> {
    let mut names = edit::Names::of_program(program, crate::is_reserved);
    let mut done = Vec::new();
    for planned in plan {
        let (locals, original) = apply(program, planned, &mut names);
        for (&pointer, local) in planned.ptrs.iter().zip(locals) {
            done.push(Promotion {
                original,
                in_loop: planned.l,
                pointer,
                local,
            });
        }
    }
    done
}

/// Counted loops not nested in another counted loop.
fn outer_loops(p: &Program, s: StmtId, out: &mut Vec<StmtId>) {
    if matches!(
        p.stmts[s],
        Stmt::For {
            counted: Some(_),
            ..
        }
    ) {
        out.push(s);
        return;
    }
    stmt_children(&p.stmts[s], &mut |c| match c {
        Child::Stmt(c) => outer_loops(p, c, out),
        Child::Expr(_) | Child::Type(_) => {}
    });
}

/// `*p` or `p[0]`: the pointer.
fn deref_of(p: &Program, e: ExprId) -> Option<SymbolId> {
    match p.exprs[e] {
        Expr::Unary(UnOp::Deref, x) => match p.exprs[x] {
            Expr::Var(s) => Some(s),
            _ => None,
        },
        Expr::Index(x, i) => match (&p.exprs[x], &p.exprs[i]) {
            (Expr::Var(s), Expr::IntLit { value: Some(0), .. }) => Some(*s),
            _ => None,
        },
        _ => None,
    }
}

/// The pointers whose pointees loop `l` may keep in locals, and the inner loops that must
/// be tested to run first ([`Planned::tested`]).
fn candidates(
    p: &Program,
    pre: &Preconditions,
    effects: &Effects,
    alias: &dyn Aliasing,
    func: FuncId,
    l: StmtId,
    inner_tests: bool,
) -> (Vec<SymbolId>, Vec<StmtId>) {
    let mut tested = Vec::new();
    let ptrs = candidate_pointers(p, pre, effects, alias, func, l, inner_tests, &mut tested);
    (ptrs, tested)
}

/// The pointers of [`candidates`]; the inner loops to test go to `tested`.
#[allow(clippy::too_many_arguments)]
fn candidate_pointers(
    p: &Program,
    pre: &Preconditions,
    effects: &Effects,
    alias: &dyn Aliasing,
    func: FuncId,
    l: StmtId,
    inner_tests: bool,
    tested: &mut Vec<StmtId>,
) -> Vec<SymbolId> {
    // The whole loop: every expression, the derefs, calls, exits.
    let mut exprs = Vec::new();
    let mut roots = Vec::new();
    let mut stack = vec![Child::Stmt(l)];
    let mut exits = false;
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                if matches!(
                    p.stmts[s],
                    Stmt::Return(_) | Stmt::Goto(_) | Stmt::GotoIndirect(_) | Stmt::Asm(_)
                ) {
                    exits = true;
                }
                stmt_children(&p.stmts[s], &mut |c| {
                    if let Child::Expr(e) = c {
                        roots.push(e);
                    }
                    stack.push(c)
                });
            }
            Child::Expr(e) => {
                exprs.push(e);
                match &p.exprs[e] {
                    Expr::Call(callee, _) => {
                        let pure = matches!(p.exprs[*callee], Expr::Var(f)
                            if p.symbols[f].def.is_none()
                                && p4a_analyzer::effects::is_pure_function(p, f));
                        exits |= !pure;
                    }
                    Expr::StmtExpr(_) | Expr::Builtin(..) => exits = true,
                    _ => {}
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    // The load is guarded by a run-time test of the trip count (see `apply`).
    if exits || !edit::stmt_copyable(p, l) || !crate::cost::trips_testable(p, l) {
        return Vec::new();
    }
    // Derefs of each pointer, and whether one is written.
    let mut derefs: Vec<(SymbolId, ExprId)> = Vec::new();
    for &e in &exprs {
        if let Some(s) = deref_of(p, e) {
            derefs.push((s, e));
        }
    }
    let written: FxHashSet<ExprId> = exprs
        .iter()
        .filter_map(|&e| match p.exprs[e] {
            Expr::Assign { lhs, .. } | Expr::IncDec { arg: lhs, .. } => Some(lhs),
            _ => None,
        })
        .collect();
    let scalars_written = p4a_analyzer::access::writes_in(p, Child::Stmt(l)).scalars;
    let mut accesses = Vec::new();
    for &e in &roots {
        collect_accesses(p, e, &mut accesses);
    }
    let mut pointers: Vec<SymbolId> = derefs.iter().map(|d| d.0).collect();
    pointers.sort();
    pointers.dedup();
    pointers
        .into_iter()
        .filter(|&ptr| {
            let sym = &p.symbols[ptr];
            let TypeKind::Pointer(pointee) = p.resolve(sym.ty).0 else {
                return false;
            };
            let (kind, quals) = p.resolve(*pointee);
            if !matches!(kind, TypeKind::Int(_) | TypeKind::Float(_))
                || quals.is_volatile
                || quals.is_atomic
                || quals.is_const
            {
                return false;
            }
            if !matches!(sym.kind, SymbolKind::Var | SymbolKind::Param)
                || effects.is_address_taken(ptr)
                || scalars_written.contains(&ptr)
            {
                return false;
            }
            let mine: Vec<ExprId> = derefs.iter().filter(|d| d.0 == ptr).map(|d| d.1).collect();
            let mentions = exprs
                .iter()
                .filter(|&&e| matches!(p.exprs[e], Expr::Var(s) if s == ptr))
                .count();
            if mentions != mine.len() || !mine.iter().any(|e| written.contains(e)) {
                return false;
            }
            // The original must dereference `p` in every iteration, so that the load
            // and the store back cannot touch memory it would not have touched.
            let before = tested.len();
            if !surely_dereferenced(p, pre, effects, l, ptr, inner_tests, tested) {
                tested.truncate(before);
                return false;
            }
            let me = ArrayBase::Pointee(ptr);
            accesses.iter().all(|a| match a {
                Access::Scalar { sym, .. } => {
                    *sym == ptr || !alias.may_alias(func, ArrayBase::Object(*sym), me)
                }
                Access::Element { base, expr, .. } => {
                    mine.contains(expr) || (*base != me && !alias.may_alias(func, *base, me))
                }
                Access::Opaque { .. } => false,
            })
        })
        .collect()
}

/// Whether every iteration of loop `l` evaluates `*ptr`: a dereference at the top level
/// of the body (through blocks, not under `if`, `&&`, `||` or `?:` branches), or at the
/// top level of the body of a counted inner loop that runs at least once whenever it
/// starts, so that a running maximum over a whole nest is promoted. An inner loop runs
/// once either by its precondition (`lower <= upper` proved: `for (j = 0; j < n; j++)`
/// inside `for (i = 0; i < n; i++)`), or by a run-time test made before `l`, when its
/// bounds are affine in scalars that `l` does not assign, by name or, when it writes
/// memory, through a pointer (they are the same in every iteration): such loops are added
/// to `tested` (unless `inner_tests` is false).
fn surely_dereferenced(
    p: &Program,
    pre: &Preconditions,
    effects: &Effects,
    l: StmtId,
    ptr: SymbolId,
    inner_tests: bool,
    tested: &mut Vec<StmtId>,
) -> bool {
    fn in_expr(p: &Program, e: ExprId, ptr: SymbolId) -> bool {
        if deref_of(p, e) == Some(ptr) {
            return true;
        }
        match &p.exprs[e] {
            Expr::Binary(BinOp::LogAnd | BinOp::LogOr, a, _) => in_expr(p, *a, ptr),
            Expr::Cond(c, _, _) => in_expr(p, *c, ptr),
            Expr::StmtExpr(_) => false,
            other => {
                let mut found = false;
                expr_children(other, &mut |c| {
                    if let Child::Expr(c) = c {
                        found |= in_expr(p, c, ptr);
                    }
                });
                found
            }
        }
    }
    struct Ctx<'a> {
        p: &'a Program,
        pre: &'a Preconditions,
        ptr: SymbolId,
        /// The variables the outer loop assigns.
        assigned: FxHashSet<SymbolId>,
        inner_tests: bool,
    }
    fn in_stmt(cx: &Ctx, s: StmtId, tested: &mut Vec<StmtId>) -> bool {
        let (p, ptr) = (cx.p, cx.ptr);
        match &p.stmts[s] {
            Stmt::Expr(e) => in_expr(p, *e, ptr),
            Stmt::If { cond, .. } => in_expr(p, *cond, ptr),
            Stmt::For {
                counted: Some(c),
                body,
                ..
            } => {
                if runs_once(p, cx.pre, s, c) {
                    return in_stmt(cx, *body, tested);
                }
                if !cx.inner_tests || !invariant_bounds(cx, s, c) {
                    return false;
                }
                let before = tested.len();
                tested.push(s);
                let found = in_stmt(cx, *body, tested);
                if !found {
                    tested.truncate(before);
                }
                found
            }
            Stmt::Block(b) => {
                // Up to the first statement that may skip the rest.
                for &x in &b.0 {
                    if in_stmt(cx, x, tested) {
                        return true;
                    }
                    if query::jump_across(p, x).is_some() {
                        return false;
                    }
                }
                false
            }
            _ => false,
        }
    }
    // Whether counted loop `s` runs its first iteration whenever it starts.
    fn runs_once(p: &Program, pre: &Preconditions, s: StmtId, c: &CountedLoop) -> bool {
        let (Some(lower), Some(upper)) = (affine(p, c.lower), affine(p, c.upper)) else {
            return false;
        };
        let none = if c.step > 0 {
            Constraint::less(&upper, &lower)
        } else {
            Constraint::less(&lower, &upper)
        };
        match (pre.knows(s).then(|| pre.get(s)).flatten(), none) {
            (Some(sys), Some(none)) => sys.clone().with(none).is_empty(),
            _ => false,
        }
    }
    // Whether the bounds of counted loop `s` may be tested before the outer loop: affine
    // in scalars the outer loop does not assign, and testable.
    fn invariant_bounds(cx: &Ctx, s: StmtId, c: &CountedLoop) -> bool {
        let p = cx.p;
        crate::cost::trips_testable(p, s)
            && [c.lower, c.upper].iter().all(|&e| {
                affine(p, e).is_some_and(|f| {
                    f.vars().all(|v| match v {
                        AVar::Sym(x) => !cx.assigned.contains(&x),
                        _ => false,
                    })
                })
            })
    }
    let Stmt::For { body, .. } = &p.stmts[l] else {
        return false;
    };
    let writes = p4a_analyzer::access::writes_in(p, Child::Stmt(l));
    let mut assigned = writes.scalars;
    if writes.memory {
        assigned.extend(
            p.symbols
                .iter()
                .map(|(x, _)| x)
                .filter(|&x| effects.is_address_taken(x)),
        );
    }
    let cx = Ctx {
        p,
        pre,
        ptr,
        assigned,
        inner_tests,
    };
    in_stmt(&cx, *body, tested)
}

/// Rewrites loop `l` of `func` around the pointers `ptrs` (see the module
/// documentation); returns the new locals, in the order of `ptrs`, and the copy of the
/// original loop when one was made.
fn apply(
    program: &mut Program,
    planned: &Planned,
    names: &mut edit::Names,
) -> (Vec<SymbolId>, Option<StmtId>) {
    let (func, l, ptrs) = (planned.func, planned.l, &planned.ptrs[..]);
    let loc = program.stmts.loc(l);
    // With inner loops to test, the original loop runs when a test fails: copied before
    // its pointees are replaced.
    let original = (!planned.tested.is_empty()).then(|| edit::copy_stmt(program, l));
    let (eloc, init) = match &program.stmts[l] {
        Stmt::For {
            counted: Some(c),
            init,
            ..
        } => (program.exprs.loc(c.upper), init.clone()),
        _ => unreachable!("promotion is on counted loops"),
    };
    let mut decls = Vec::new();
    let mut stores = Vec::new();
    let mut locals = Vec::new();
    for &ptr in ptrs {
        let TypeKind::Pointer(pointee) = *program.resolve(program.symbols[ptr].ty).0 else {
            unreachable!("checked by candidates")
        };
        let ty = program.unqualified(pointee);
        // A name no symbol of the program has.
        let base = format!("p4a_{}", program.symbols[ptr].name);
        let local = edit::new_local(program, names, &base, ty, loc);
        // Every `*p` of the loop becomes the local, in place.
        let mut stack = vec![Child::Stmt(l)];
        let mut sites = Vec::new();
        while let Some(c) = stack.pop() {
            match c {
                Child::Stmt(s) => stmt_children(&program.stmts[s], &mut |c| stack.push(c)),
                Child::Expr(e) => {
                    if deref_of(program, e) == Some(ptr) {
                        sites.push(e);
                        continue;
                    }
                    expr_children(&program.exprs[e], &mut |c| stack.push(c));
                }
                Child::Type(_) => {}
            }
        }
        for e in sites {
            program.exprs[e] = Expr::Var(local);
        }
        let deref = |program: &mut Program| {
            let mut b = Build::new(program, eloc);
            let v = b.var(ptr);
            b.un(UnOp::Deref, v)
        };
        let load = deref(program);
        decls.push(edit::decl_stmt(program, local, Some(load), loc));
        let target = deref(program);
        let value = Build::new(program, eloc).var(local);
        let store = Build::new(program, eloc).assign_expr(None, target, value);
        stores.push(Build::new(program, loc).s(Stmt::Expr(store)));
        locals.push(local);
    }
    let mut cond = crate::cost::trips_at_least(program, l, 1);
    for &inner in &planned.tested {
        let runs = crate::cost::trips_at_least(program, inner, 1);
        cond = Build::new(program, eloc).bin(BinOp::LogAnd, cond, runs);
    }
    let mut body = decls;
    body.push(l);
    body.extend(stores);
    let then = Build::new(program, loc).block(body);
    // With no iteration, the original loop only runs its first clause (its condition has
    // no side effect: the loop is counted).
    let els = match (original, init) {
        (Some(original), _) => Some(original),
        (None, ForInit::Expr(e)) => {
            let first = edit::copy_expr(program, e);
            Some(Build::new(program, loc).s(Stmt::Expr(first)))
        }
        (None, ForInit::Decl(_) | ForInit::None) => None,
    };
    let guarded = Build::new(program, loc).s(Stmt::If { cond, then, els });
    edit::replace_stmt(program, func, l, guarded);
    (locals, original)
}
