//! Scalarization (thesis §4.7): array elements that live in one iteration become
//! scalars, in host loops and in kernels alike.
//!
//! - **Contraction of a temporary** (scheme 2, after [`crate::fusion`]): a local array (or
//!   a `malloc` block held by a local pointer and freed by `free`) whose every use is an
//!   element access in the body of one loop, at the same subscripts, each iteration
//!   writing that element (an assignment at the top of the body) before any read,
//!   becomes a scalar declared in the body; its declaration, allocation and `free`
//!   disappear. No value flows between iterations (each reads what it wrote) and none
//!   out of the loop (nothing else names the array), so the scalar computes the same.
//! - **An element kept in a register across an inner loop** (scheme 1): `A[e] = v;`
//!   followed by a loop not made parallel on its own (a sequential one, or one inside a
//!   parallel loop) whose body touches `A` only at the same element, with subscripts
//!   the loop does not change, no other array that may be `A`'s memory and no call of a
//!   user function, becomes `T A_0 = v;` before the loop, `A_0` in it and `A[e] = A_0;`
//!   after it: the element is written before the loop in the original too, so the store
//!   after it touches nothing new, even when the loop runs zero times.
//!
//! Neither changes a loop's header nor inserts a statement between the loops of a nest,
//! so perfect parallel nests stay perfect.

use rustc_hash::{FxHashMap, FxHashSet};

use p4a_analyzer::affine::{Constraint, LinExpr};
use p4a_analyzer::ir::edit::{self, Names};
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;
use p4a_analyzer::linear::{AVar, affine};

use crate::decision::{Decision, LoopReport};
use crate::parallel::Analyses;

/// What the report says of an array considered for scalarization.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScalarNote {
    /// The function.
    pub function: String,
    /// The array.
    pub array: String,
    /// The line of its declaration (contraction) or of the loop (register).
    pub line: u32,
    /// Done or not.
    pub done: bool,
    /// What was done, or why not.
    pub why: String,
}

/// A planned scalarization.
#[derive(Clone, Debug)]
pub enum Plan {
    /// A temporary that becomes a scalar of loop body `body`.
    Contract {
        func: FuncId,
        array: SymbolId,
        /// Its declaration and its `free` calls, removed.
        remove: Vec<StmtId>,
        /// The body that gets the scalar.
        body: StmtId,
        /// The element accesses replaced by the scalar.
        uses: Vec<ExprId>,
    },
    /// An element kept in a scalar across loop `l`, set by `init` (`A[e] = v;`).
    Register {
        func: FuncId,
        array: SymbolId,
        init: StmtId,
        l: StmtId,
        /// The element accesses inside the loop.
        uses: Vec<ExprId>,
    },
}

/// Plans the scalarizations of the whole program. With `beside_others`, an element kept
/// in a register may share its loop with accesses to other elements of its array that the
/// preconditions prove distinct from it (see `other_element`); the GPU targets do not ask
/// for it yet (the reduction kernels it makes inside a sequential loop re-upload what the
/// device holds: issue 21's transfer placement).
pub fn plan(
    an: &Analyses,
    report: &[LoopReport],
    beside_others: bool,
) -> (Vec<Plan>, Vec<ScalarNote>) {
    let p = an.program;
    let mut plans = Vec::new();
    let mut notes = Vec::new();
    for f in p.func_ids() {
        let fname = p.symbols[p.funcs[f].sym].name.clone();
        let refs = references(p, f);
        let sparents = stmt_parents(p, f);
        // Contraction.
        let mut contracted: FxHashSet<SymbolId> = FxHashSet::default();
        for (decl, array) in temporaries(p, f) {
            let line = p.stmts.loc(decl).line;
            let name = p.symbols[array].name.clone();
            match contraction(p, f, decl, array, &refs, &sparents) {
                Ok(plan) => {
                    notes.push(ScalarNote {
                        function: fname.clone(),
                        array: name,
                        line,
                        done: true,
                        why: "every use is in one iteration of one loop, which writes it \
                              first: a scalar of the loop's body, the array removed"
                            .into(),
                    });
                    contracted.insert(array);
                    plans.push(plan);
                }
                Err(Some(why)) => notes.push(ScalarNote {
                    function: fname.clone(),
                    array: name,
                    line,
                    done: false,
                    why,
                }),
                Err(None) => {}
            }
        }
        // Registers across inner loops.
        for (init, l) in store_then_loop(p, f) {
            // Not a loop made parallel on its own (an OpenMP region, a kernel): its
            // element is read-only or a reduction the decision handles, and on a GPU a
            // scalar the host must pass would pin the code around it to the host. Loops
            // inside parallel loops are the kernels' work.
            if report
                .iter()
                .any(|r| r.stmt == l && r.decision == Decision::Parallel)
            {
                continue;
            }
            let Some((array, plan)) = register(an, f, init, l, beside_others) else {
                continue;
            };
            if contracted.contains(&array) {
                continue;
            }
            // A contraction refused for it says nothing more.
            notes.retain(|n| n.done || n.function != fname || n.array != p.symbols[array].name);
            notes.push(ScalarNote {
                function: fname.clone(),
                array: p.symbols[array].name.clone(),
                line: p.stmts.loc(l).line,
                done: true,
                why: "one element is used across the loop: kept in a scalar, stored after it"
                    .into(),
            });
            plans.push(plan);
        }
    }
    (plans, notes)
}

/// Every `Var` expression of `f` by symbol, with the statement holding it.
fn references(p: &Program, f: FuncId) -> FxHashMap<SymbolId, Vec<(ExprId, StmtId)>> {
    let mut out: FxHashMap<SymbolId, Vec<(ExprId, StmtId)>> = FxHashMap::default();
    let mut stack: Vec<(Child, StmtId)> = p.funcs[f]
        .body
        .0
        .iter()
        .map(|&s| (Child::Stmt(s), s))
        .collect();
    while let Some((c, at)) = stack.pop() {
        match c {
            Child::Stmt(s) => stmt_children(&p.stmts[s], &mut |c| stack.push((c, s))),
            Child::Expr(e) => {
                if let Expr::Var(x) = p.exprs[e] {
                    out.entry(x).or_default().push((e, at));
                }
                expr_children(&p.exprs[e], &mut |c| stack.push((c, at)));
            }
            Child::Type(_) => {}
        }
    }
    out
}

/// The local arrays and heap blocks of `f` that may be temporaries: `(declaration,
/// symbol)`.
fn temporaries(p: &Program, f: FuncId) -> Vec<(StmtId, SymbolId)> {
    let mut out = Vec::new();
    let mut stack: Vec<StmtId> = p.funcs[f].body.0.clone();
    while let Some(s) = stack.pop() {
        if let Stmt::Decl(g) = &p.stmts[s]
            && let [d] = g.decls.as_slice()
            && matches!(g.specs.storage, Storage::None | Storage::Auto)
        {
            let elem_ok = |t: TypeId| element_type(p, t).is_some();
            let ok = match (p.resolve(d.ty).0, &d.init) {
                (TypeKind::Array { size, .. }, None) => {
                    // A VLA's size is evaluated by its declaration: no side effect to lose.
                    elem_ok(d.ty) && !matches!(size, ArraySize::Vla(e) if has_effects(p, *e))
                }
                (TypeKind::Pointer(_), Some(Init::Expr(e))) => elem_ok(d.ty) && is_alloc(p, *e),
                _ => false,
            };
            if ok {
                out.push((s, d.sym));
            }
        }
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(x) = c {
                stack.push(x)
            }
        });
    }
    out.sort_unstable();
    out
}

/// The arithmetic element type of an array or pointer type, and its rank.
fn element_type(p: &Program, t: TypeId) -> Option<(TypeId, usize)> {
    let mut ty = t;
    let mut rank = 0;
    loop {
        match p.resolve(ty).0 {
            TypeKind::Array { elem, .. } | TypeKind::Pointer(elem) => {
                ty = *elem;
                rank += 1;
            }
            TypeKind::Int(_) | TypeKind::Float(_) => {
                return (rank > 0 && !p.resolve(ty).1.is_volatile).then_some((ty, rank));
            }
            _ => return None,
        }
    }
}

/// Whether `e` is `malloc(...)` or `calloc(...)`, maybe cast.
fn is_alloc(p: &Program, e: ExprId) -> bool {
    match &p.exprs[e] {
        Expr::Cast(_, x) => is_alloc(p, *x),
        Expr::Call(callee, _) => matches!(
            p.exprs[*callee],
            Expr::Var(s) if p.symbols[s].def.is_none()
                && matches!(p.symbols[s].name.as_str(), "malloc" | "calloc")
        ),
        _ => false,
    }
}

/// The element access `e` is the outermost of (`a[i][j]` for a reference to `a`), with its
/// subscripts, outermost first; `None` when the reference is not under a full-rank access.
fn element_of(
    p: &Program,
    parents: &FxHashMap<ExprId, ExprId>,
    var: ExprId,
    rank: usize,
) -> Option<(ExprId, Vec<ExprId>)> {
    let mut cur = var;
    let mut subs = Vec::new();
    for _ in 0..rank {
        let parent = *parents.get(&cur)?;
        match p.exprs[parent] {
            Expr::Index(b, i) if b == cur => {
                subs.push(i);
                cur = parent;
            }
            _ => return None,
        }
    }
    Some((cur, subs))
}

/// Parent of every expression under statement `s`.
fn expr_parents(p: &Program, s: StmtId) -> FxHashMap<ExprId, ExprId> {
    let mut out = FxHashMap::default();
    let mut stack = vec![Child::Stmt(s)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(x) => stmt_children(&p.stmts[x], &mut |c| stack.push(c)),
            Child::Expr(e) => expr_children(&p.exprs[e], &mut |c| {
                if let Child::Expr(x) = c {
                    out.insert(x, e);
                }
                stack.push(c)
            }),
            Child::Type(_) => {}
        }
    }
    out
}

/// Statement parents of every statement of `f` (list or child slots alike).
fn stmt_parents(p: &Program, f: FuncId) -> FxHashMap<StmtId, StmtId> {
    let mut out = FxHashMap::default();
    let mut stack: Vec<StmtId> = p.funcs[f].body.0.clone();
    while let Some(s) = stack.pop() {
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(x) = c {
                out.insert(x, s);
                stack.push(x);
            }
        });
    }
    out
}

/// The innermost loop holding `s` (itself excluded).
fn enclosing_loop(p: &Program, parents: &FxHashMap<StmtId, StmtId>, s: StmtId) -> Option<StmtId> {
    let mut cur = s;
    while let Some(&up) = parents.get(&cur) {
        if matches!(
            p.stmts[up],
            Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
        ) {
            return Some(up);
        }
        cur = up;
    }
    None
}

/// The contraction of temporary `array` declared at `decl`; `Err(None)` when it is not
/// worth a note (used nowhere or not in a loop), `Err(Some(why))` otherwise.
fn contraction(
    p: &Program,
    f: FuncId,
    decl: StmtId,
    array: SymbolId,
    refs: &FxHashMap<SymbolId, Vec<(ExprId, StmtId)>>,
    sparents: &FxHashMap<StmtId, StmtId>,
) -> Result<Plan, Option<String>> {
    let name = &p.symbols[array].name;
    let (_, rank) = element_type(p, p.symbols[array].ty).ok_or(None)?;
    let uses = refs.get(&array).ok_or(None)?;
    let mut remove = vec![decl];
    let mut accesses: Vec<(ExprId, Vec<ExprId>, StmtId)> = Vec::new();
    for &(e, at) in uses {
        // `free(t);` goes with the allocation.
        if let Stmt::Expr(x) = &p.stmts[at]
            && let Expr::Call(callee, args) = &p.exprs[*x]
            && matches!(p.exprs[*callee], Expr::Var(s) if p.symbols[s].name == "free" && p.symbols[s].def.is_none())
            && args.as_slice() == [e]
        {
            remove.push(at);
            continue;
        }
        let parents = expr_parents(p, at);
        let Some((top, subs)) = element_of(p, &parents, e, rank) else {
            return Err(Some(format!(
                "`{name}` is used other than element by element"
            )));
        };
        accesses.push((top, subs, at));
    }
    if accesses.is_empty() {
        return Err(None);
    }
    // One loop holds them all, in its body's statements.
    let loops: FxHashSet<Option<StmtId>> = accesses
        .iter()
        .map(|&(_, _, at)| enclosing_loop(p, sparents, at))
        .collect();
    let l = match loops.into_iter().collect::<Vec<_>>().as_slice() {
        [Some(l)] => *l,
        [None] => return Err(None),
        _ => {
            return Err(Some(format!(
                "`{name}` is used in more than one loop (not fused)"
            )));
        }
    };
    let body = match &p.stmts[l] {
        Stmt::For { body, .. } | Stmt::While { body, .. } | Stmt::DoWhile { body, .. } => *body,
        _ => unreachable!("a loop"),
    };
    let Stmt::Block(list) = &p.stmts[body] else {
        return Err(Some(format!("the loop of `{name}` has a single statement")));
    };
    // The same element everywhere, at subscripts the body does not change.
    let written = assigned_in(p, body);
    let forms: Vec<Vec<_>> = accesses
        .iter()
        .map(|(_, subs, _)| subs.iter().map(|&s| affine(p, s)).collect())
        .collect();
    if forms.iter().flatten().any(Option::is_none) || forms.windows(2).any(|w| w[0] != w[1]) {
        return Err(Some(format!(
            "`{name}` is used at different elements in one iteration"
        )));
    }
    for (_, subs, _) in &accesses {
        for &s in subs {
            if mentions_any(p, s, &written) {
                return Err(Some(format!(
                    "the subscripts of `{name}` change inside the loop"
                )));
            }
        }
    }
    // The first statement of the body that names the array writes its element, plainly.
    let first = list
        .0
        .iter()
        .copied()
        .find(|&s| accesses.iter().any(|&(_, _, at)| reaches(sparents, at, s)))
        .ok_or(None)?;
    let writes_first = match &p.stmts[first] {
        Stmt::Expr(x) => match &p.exprs[*x] {
            Expr::Assign { op: None, lhs, rhs } => {
                let parents = expr_parents(p, first);
                accesses.iter().any(|&(top, _, _)| top == *lhs)
                    && !accesses
                        .iter()
                        .any(|&(top, _, _)| reaches(&parents, top, *rhs))
            }
            _ => false,
        },
        _ => false,
    };
    if !writes_first {
        return Err(Some(format!(
            "an iteration may read `{name}` before writing it"
        )));
    }
    Ok(Plan::Contract {
        func: f,
        array,
        remove,
        body,
        uses: accesses.iter().map(|&(top, _, _)| top).collect(),
    })
}

/// Whether `x` is `root` or below it, by the `parents` links (statements or expressions).
fn reaches<T: Copy + Eq + std::hash::Hash>(parents: &FxHashMap<T, T>, x: T, root: T) -> bool {
    let mut cur = x;
    loop {
        if cur == root {
            return true;
        }
        match parents.get(&cur) {
            Some(&up) => cur = up,
            None => return false,
        }
    }
}

/// The variables assigned (or declared) under `s`.
fn assigned_in(p: &Program, s: StmtId) -> FxHashSet<SymbolId> {
    let mut out = FxHashSet::default();
    let mut stack = vec![Child::Stmt(s)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(x) => {
                if let Stmt::Decl(g)
                | Stmt::For {
                    init: ForInit::Decl(g),
                    ..
                } = &p.stmts[x]
                {
                    out.extend(g.decls.iter().map(|d| d.sym));
                }
                stmt_children(&p.stmts[x], &mut |c| stack.push(c));
            }
            Child::Expr(e) => {
                let target = match &p.exprs[e] {
                    Expr::Assign { lhs, .. } => Some(*lhs),
                    Expr::IncDec { arg, .. } => Some(*arg),
                    Expr::Unary(UnOp::AddrOf, x) => Some(*x),
                    _ => None,
                };
                if let Some(t) = target
                    && let Expr::Var(x) = p.exprs[t]
                {
                    out.insert(x);
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    out
}

/// Whether expression `e` names one of `vars`, or calls anything.
fn mentions_any(p: &Program, e: ExprId, vars: &FxHashSet<SymbolId>) -> bool {
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        match &p.exprs[x] {
            Expr::Var(s) if vars.contains(s) => return true,
            Expr::Call(..) | Expr::Assign { .. } | Expr::IncDec { .. } | Expr::StmtExpr(_) => {
                return true;
            }
            other => expr_children(other, &mut |c| {
                if let Child::Expr(c) = c {
                    stack.push(c)
                }
            }),
        }
    }
    false
}

/// Every `A[e] = v;` of `f` directly followed by a counted loop in the same list.
fn store_then_loop(p: &Program, f: FuncId) -> Vec<(StmtId, StmtId)> {
    let lists = edit::statement_lists(p, f);
    let mut out = Vec::new();
    for list in lists {
        for w in list.windows(2) {
            if let Stmt::Expr(e) = &p.stmts[w[0]]
                && let Expr::Assign { op: None, lhs, .. } = &p.exprs[*e]
                && matches!(p.exprs[*lhs], Expr::Index(..))
                && matches!(
                    p.stmts[w[1]],
                    Stmt::For {
                        counted: Some(_),
                        ..
                    }
                )
            {
                out.push((w[0], w[1]));
            }
        }
    }
    out
}

/// The register plan for `init` (`A[e] = v;`) and loop `l`, when it applies.
fn register(
    an: &Analyses,
    f: FuncId,
    init: StmtId,
    l: StmtId,
    beside_others: bool,
) -> Option<(SymbolId, Plan)> {
    let p = an.program;
    let Stmt::Expr(e) = &p.stmts[init] else {
        return None;
    };
    let Expr::Assign { lhs, rhs, .. } = &p.exprs[*e] else {
        return None;
    };
    // The element: a full-rank access with a name at its root.
    let mut subs = Vec::new();
    let mut cur = *lhs;
    while let Expr::Index(b, i) = &p.exprs[cur] {
        subs.push(*i);
        cur = *b;
    }
    let Expr::Var(array) = p.exprs[cur] else {
        return None;
    };
    // Outermost first, as `element_of` gives them.
    subs.reverse();
    let (_, rank) = element_type(p, p.symbols[array].ty)?;
    if subs.len() != rank || has_effects(p, *rhs) || query::contains_unstructured_jump(p, l) {
        return None;
    }
    let forms: Vec<_> = subs.iter().map(|&s| affine(p, s)).collect::<Option<_>>()?;
    let written = assigned_in(p, l);
    if subs.iter().any(|&s| mentions_any(p, s, &written)) {
        return None;
    }
    let mine = base_of(p, array);
    // In the loop: only that element of the array, no other array that may be it, no
    // call of a user function (it could reach the array).
    let parents = expr_parents(p, l);
    let mut uses = Vec::new();
    let mut others: Vec<p4a_analyzer::access::ArrayBase> = Vec::new();
    // Each node with the statement that holds it (the loop for its own header).
    let mut stack = vec![(Child::Stmt(l), l)];
    while let Some((c, owner)) = stack.pop() {
        match c {
            Child::Stmt(x) => stmt_children(&p.stmts[x], &mut |c| stack.push((c, x))),
            Child::Expr(x) => {
                match &p.exprs[x] {
                    Expr::Var(s) if *s == array => {
                        let (top, s2) = element_of(p, &parents, x, rank)?;
                        let f2: Vec<_> = s2.iter().map(|&s| affine(p, s)).collect::<Option<_>>()?;
                        if f2 == forms {
                            uses.push(top);
                        } else if !beside_others || !other_element(an, owner, &s2, &f2, &forms) {
                            return None;
                        }
                    }
                    Expr::Var(s) if is_array_like(p, *s) => others.push(base_of(p, *s)),
                    Expr::Call(callee, _) => {
                        let pure = matches!(p.exprs[*callee], Expr::Var(s)
                            if p.symbols[s].def.is_none()
                                && p4a_analyzer::effects::is_pure_function(p, s));
                        if !pure {
                            return None;
                        }
                    }
                    Expr::Unary(UnOp::Deref, _) => return None,
                    // A member array may be what a pointer points into.
                    Expr::Member { .. }
                        if matches!(mine, p4a_analyzer::access::ArrayBase::Pointee(_)) =>
                    {
                        return None;
                    }
                    _ => {}
                }
                expr_children(&p.exprs[x], &mut |c| stack.push((c, owner)));
            }
            Child::Type(_) => {}
        }
    }
    if uses.is_empty() {
        return None;
    }
    if others
        .iter()
        .any(|&b| b != mine && an.alias.may_alias(f, mine, b))
    {
        return None;
    }
    Some((
        array,
        Plan::Register {
            func: f,
            array,
            init,
            l,
            uses,
        },
    ))
}

/// Whether an access with subscripts `other`, held by statement `owner`, is never the
/// element `kept` (whose subscripts the loop does not change): the precondition of `owner`
/// with every subscript equal has no integer point (trisolv's `x[j]` beside `x[i]` in a
/// loop over `j < i`). The precondition describes the state where `owner` starts, so
/// neither an access in a loop header (evaluated again at the exit test) nor one whose
/// subscripts (`subs`) name a variable that `owner` itself assigns is ever proved other.
fn other_element(
    an: &Analyses,
    owner: StmtId,
    subs: &[ExprId],
    other: &[LinExpr<AVar>],
    kept: &[LinExpr<AVar>],
) -> bool {
    let p = an.program;
    if matches!(
        p.stmts[owner],
        Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
    ) || !an.pre.knows(owner)
    {
        return false;
    }
    let assigned = assigned_in(p, owner);
    if subs.iter().any(|&e| mentions_any(p, e, &assigned)) {
        return false;
    }
    let Some(pre) = an.pre.get(owner) else {
        return false;
    };
    let mut sys = pre.clone();
    for (a, b) in other.iter().zip(kept) {
        let Some(eq) = Constraint::equal(a, b) else {
            return false;
        };
        sys.add(eq);
    }
    sys.is_empty()
}

/// The memory array or pointer `s` names: the object it declares, or what it points to
/// (an array parameter is a pointer).
fn base_of(p: &Program, s: SymbolId) -> p4a_analyzer::access::ArrayBase {
    if matches!(p.resolve(p.symbols[s].ty).0, TypeKind::Array { .. })
        && p.symbols[s].kind != SymbolKind::Param
    {
        p4a_analyzer::access::ArrayBase::Object(s)
    } else {
        p4a_analyzer::access::ArrayBase::Pointee(s)
    }
}

fn is_array_like(p: &Program, s: SymbolId) -> bool {
    matches!(p.symbols[s].kind, SymbolKind::Var | SymbolKind::Param)
        && matches!(
            p.resolve(p.symbols[s].ty).0,
            TypeKind::Array { .. } | TypeKind::Pointer(_)
        )
}

/// Whether `e` has side effects or calls a function that is not pure.
fn has_effects(p: &Program, e: ExprId) -> bool {
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        match &p.exprs[x] {
            Expr::Assign { .. } | Expr::IncDec { .. } | Expr::StmtExpr(_) => return true,
            Expr::Call(callee, _) => {
                let pure = matches!(p.exprs[*callee], Expr::Var(s)
                    if p.symbols[s].def.is_none()
                        && p4a_analyzer::effects::is_pure_function(p, s));
                if !pure {
                    return true;
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
    false
}

/// Applies the plans; returns how many were applied.
pub fn apply_all(p: &mut Program, plans: &[Plan]) -> usize {
    let mut names = Names::of_program(p, crate::is_reserved);
    let mut done = 0;
    for plan in plans {
        match plan {
            Plan::Contract {
                func,
                array,
                remove,
                body,
                uses,
            } => {
                let (elem, _) = element_type(p, p.symbols[*array].ty).expect("checked");
                let elem = unqualified(p, elem);
                let loc = p.stmts.loc(*body);
                let name = p.symbols[*array].name.clone();
                let s = edit::new_local(p, &mut names, &name, elem, loc);
                // The array's own name: its declaration goes away with it.
                p.symbols[s].name = name;
                for &u in uses {
                    p.exprs[u] = Expr::Var(s);
                }
                let decl = edit::decl_stmt(p, s, None, loc);
                if let Stmt::Block(b) = &mut p.stmts[*body] {
                    b.0.insert(0, decl);
                }
                for &r in remove {
                    edit::remove_stmt(p, *func, r);
                }
                done += 1;
            }
            Plan::Register {
                func,
                array,
                init,
                l,
                uses,
            } => {
                let (elem, _) = element_type(p, p.symbols[*array].ty).expect("checked");
                let elem = unqualified(p, elem);
                let loc = p.stmts.loc(*init);
                let base = format!("{}_0", p.symbols[*array].name);
                let s = edit::new_local(p, &mut names, &base, elem, loc);
                let Stmt::Expr(e) = p.stmts[*init] else {
                    unreachable!("checked")
                };
                let Expr::Assign { lhs, rhs, .. } = p.exprs[e] else {
                    unreachable!("checked")
                };
                for &u in uses {
                    p.exprs[u] = Expr::Var(s);
                }
                let decl = edit::decl_stmt(p, s, Some(rhs), loc);
                edit::replace_stmt(p, *func, *init, decl);
                // After the loop: `A[e] = A_0;` (the old left-hand side).
                let v = p.exprs.alloc(Expr::Var(s), loc);
                let store = p.exprs.alloc(
                    Expr::Assign {
                        op: None,
                        lhs,
                        rhs: v,
                    },
                    loc,
                );
                let st = p.stmts.alloc(Stmt::Expr(store), loc);
                edit::insert_after(p, *func, *l, &[st]);
                done += 1;
            }
        }
    }
    done
}

/// `t` without qualifiers (a `const` element still makes a writable scalar).
fn unqualified(p: &mut Program, t: TypeId) -> TypeId {
    let kind = p.resolve(t).0.clone();
    p.ty(kind)
}
