//! Aliasing: which places may overlap, and whether two pointer parameters of a function
//! may point into the same object.
//!
//! Two pointer parameters `p` and `q` of `f` are independent (their pointees never
//! overlap) when one of them is `restrict`-qualified, when the user says so
//! ([`EffectsOptions::no_pointer_aliasing`](super::EffectsOptions)), or when `f` has only
//! known callers and at every call site the places the actuals reach are pairwise
//! disjoint in the caller (for a parameter from whose pointee `f` loads no pointer, the
//! places are the objects the actual points into, not what those hold: `f` cannot reach
//! further through it). The last is a greatest fixpoint over the call graph: every
//! candidate pair starts independent, and a pair becomes aliased when some call site's
//! actuals may overlap, given the caller's own current decisions. This is sound by
//! induction on the depth of the call stack: the outermost activation of any chain was
//! called from a site whose caller's facts already hold.

use std::collections::BTreeMap;

use super::walk::is_global_like;
use super::{Effects, Place, ty};
use crate::callgraph::CallGraph;
use crate::ir::*;

/// The answer to "may these two pointer parameters point into the same object?", with
/// its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AliasDecision {
    /// Whether they may.
    pub may_alias: bool,
    /// Why.
    pub reason: AliasReason,
}

/// Why two parameters may or may not alias.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AliasReason {
    /// It is one parameter.
    SameParameter,
    /// One of them holds no pointer.
    NotPointers,
    /// They are not both parameters of the function: nothing is known.
    NotParameters,
    /// This parameter is `restrict`-qualified.
    Restrict(SymbolId),
    /// The user asserted that pointer parameters do not alias.
    NoPointerAliasing,
    /// The function may be called from places p4a does not see (its address is taken, it
    /// is an entry point).
    UnknownCallers,
    /// The function is never called.
    NoCallSite,
    /// At every call site, the actuals point into distinct objects.
    DistinctAtEveryCallSite,
    /// At this call, the actuals may point into a common object.
    Overlap {
        /// The call expression, in its caller.
        at: ExprId,
    },
}

impl AliasReason {
    /// The reason in words, for reports and dumps.
    pub fn describe(&self, program: &Program) -> String {
        match self {
            AliasReason::SameParameter => "same parameter".to_string(),
            AliasReason::NotPointers => "not both pointers".to_string(),
            AliasReason::NotParameters => "not both parameters".to_string(),
            AliasReason::Restrict(s) => format!("{} is restrict", program.symbols[*s].name),
            AliasReason::NoPointerAliasing => "--no-pointer-aliasing".to_string(),
            AliasReason::UnknownCallers => "called from unknown places".to_string(),
            AliasReason::NoCallSite => "no call site".to_string(),
            AliasReason::DistinctAtEveryCallSite => {
                "distinct objects at every call site".to_string()
            }
            AliasReason::Overlap { at } => format!(
                "arguments may overlap at {}",
                crate::dump::short_loc(program, program.expr_loc(*at))
            ),
        }
    }
}

/// Whether pointer parameters `p` and `q` of `func` may point into a common object; see
/// the module documentation. Symbols that are not both parameters of `func` may alias.
pub fn may_alias(
    program: &Program,
    effects: &Effects,
    func: FuncId,
    p: SymbolId,
    q: SymbolId,
) -> bool {
    alias_decision(program, effects, func, p, q).may_alias
}

/// [`may_alias`] with its reason.
pub fn alias_decision(
    program: &Program,
    effects: &Effects,
    func: FuncId,
    p: SymbolId,
    q: SymbolId,
) -> AliasDecision {
    let decide = |may_alias, reason| AliasDecision { may_alias, reason };
    if p == q {
        return decide(true, AliasReason::SameParameter);
    }
    let key = (func, p.min(q), p.max(q));
    if let Some(d) = effects.aliasing.get(&key) {
        return d.clone();
    }
    let params = program
        .funcs
        .contains(func)
        .then(|| &program.funcs[func].params);
    let both_params = params.is_some_and(|ps| ps.contains(&p) && ps.contains(&q));
    if both_params {
        // Candidate pairs are those that both hold pointers.
        decide(false, AliasReason::NotPointers)
    } else {
        decide(true, AliasReason::NotParameters)
    }
}

/// The parameters of `func` that may hold pointers.
fn pointer_params(program: &Program, func: FuncId) -> Vec<SymbolId> {
    program.funcs[func]
        .params
        .iter()
        .copied()
        .filter(|&s| {
            let t = ty::symbol_type(program, s);
            ty::may_hold_pointer(program, t) && !ty::is_function_pointer(program, t)
        })
        .collect()
}

/// Decides every pair of pointer parameters of every function.
pub(super) fn decide_all(
    program: &Program,
    cg: &CallGraph,
    effects: &Effects,
) -> BTreeMap<(FuncId, SymbolId, SymbolId), AliasDecision> {
    let mut decisions = BTreeMap::new();
    let mut pending = Vec::new();
    for func in program.func_ids() {
        let params = pointer_params(program, func);
        for (i, &p) in params.iter().enumerate() {
            for &q in &params[i + 1..] {
                let key = (func, p.min(q), p.max(q));
                let decided = |may_alias, reason| AliasDecision { may_alias, reason };
                let decision = if ty::is_restrict(program, p) {
                    decided(false, AliasReason::Restrict(p))
                } else if ty::is_restrict(program, q) {
                    decided(false, AliasReason::Restrict(q))
                } else if effects.options.no_pointer_aliasing {
                    decided(false, AliasReason::NoPointerAliasing)
                } else if cg.has_unknown_callers(func) {
                    decided(true, AliasReason::UnknownCallers)
                } else if cg.call_sites(func).is_empty() {
                    decided(true, AliasReason::NoCallSite)
                } else {
                    pending.push(key);
                    decided(false, AliasReason::DistinctAtEveryCallSite)
                };
                decisions.insert(key, decision);
            }
        }
    }
    loop {
        let mut changed = false;
        for &(func, p, q) in &pending {
            let key = (func, p, q);
            if decisions[&key].may_alias {
                continue;
            }
            let formals = &program.funcs[func].params;
            let (Some(kp), Some(kq)) = (
                formals.iter().position(|&s| s == p),
                formals.iter().position(|&s| s == q),
            ) else {
                continue;
            };
            for site in cg.call_sites(func) {
                let overlap = match effects.call_args.get(&(site.expr, func)) {
                    Some(actuals) => actuals[kp].iter().any(|&a| {
                        actuals[kq].iter().any(|&b| {
                            may_overlap(program, effects, site.caller, a, b, &|x, y| {
                                decisions
                                    .get(&(site.caller, x.min(y), x.max(y)))
                                    .is_none_or(|d: &AliasDecision| d.may_alias)
                            })
                        })
                    }),
                    // The walk did not see this call: assume the worst.
                    None => true,
                };
                if overlap {
                    decisions.insert(
                        key,
                        AliasDecision {
                            may_alias: true,
                            reason: AliasReason::Overlap { at: site.expr },
                        },
                    );
                    changed = true;
                    break;
                }
            }
        }
        if !changed {
            break;
        }
    }
    decisions
}

/// The pairs of pointer parameters that [`decide_all`] found may alias (`decisions`),
/// but at every call site only because the two actuals are the same expression, with the
/// same value ([`same_value`]): `f(A, C, C)` passes `C` twice. Every other site's actuals
/// must not overlap (under the final decisions of the caller's own pairs).
pub(super) fn identical_or_disjoint(
    program: &Program,
    cg: &CallGraph,
    effects: &Effects,
) -> std::collections::BTreeSet<(FuncId, SymbolId, SymbolId)> {
    let mut res = std::collections::BTreeSet::new();
    for (&(func, p, q), decision) in &effects.aliasing {
        if !matches!(decision.reason, AliasReason::Overlap { .. }) {
            continue;
        }
        let formals = &program.funcs[func].params;
        let (Some(kp), Some(kq)) = (
            formals.iter().position(|&s| s == p),
            formals.iter().position(|&s| s == q),
        ) else {
            continue;
        };
        let every_site = cg.call_sites(func).iter().all(|site| {
            let Expr::Call(_, args) = &program.exprs[site.expr] else {
                return false;
            };
            let (Some(&a), Some(&b)) = (args.get(kp), args.get(kq)) else {
                return false;
            };
            if same_value(program, a, b) {
                return true;
            }
            match effects.call_args.get(&(site.expr, func)) {
                Some(actuals) => !actuals[kp].iter().any(|&x| {
                    actuals[kq].iter().any(|&y| {
                        may_overlap(program, effects, site.caller, x, y, &|s, t| {
                            effects
                                .aliasing
                                .get(&(site.caller, s.min(t), s.max(t)))
                                .is_none_or(|d| d.may_alias)
                        })
                    })
                }),
                None => false,
            }
        });
        if every_site {
            res.insert((func, p, q));
        }
    }
    res
}

/// Whether expressions `a` and `b`, arguments of one call, have the same value: the same
/// expression built of non-volatile variables, literals, `&`, `*`, `[]`, members, casts
/// and `+ - *`, with nothing that could change a value between the two evaluations.
fn same_value(program: &Program, a: ExprId, b: ExprId) -> bool {
    let same = |x: ExprId, y: ExprId| same_value(program, x, y);
    match (&program.exprs[a], &program.exprs[b]) {
        (Expr::Var(x), Expr::Var(y)) => {
            x == y
                && matches!(
                    program.symbols[*x].kind,
                    SymbolKind::Var | SymbolKind::Param | SymbolKind::Func
                )
                && !program.resolve(program.symbols[*x].ty).1.is_volatile
        }
        (Expr::IntLit { value: x, .. }, Expr::IntLit { value: y, .. }) => x.is_some() && x == y,
        (Expr::Unary(o1, x), Expr::Unary(o2, y)) => {
            o1 == o2
                && matches!(o1, UnOp::AddrOf | UnOp::Deref | UnOp::Neg | UnOp::Plus)
                && same(*x, *y)
        }
        (Expr::Binary(o1, x1, y1), Expr::Binary(o2, x2, y2)) => {
            o1 == o2
                && matches!(o1, BinOp::Add | BinOp::Sub | BinOp::Mul)
                && same(*x1, *x2)
                && same(*y1, *y2)
        }
        (Expr::Index(x1, y1), Expr::Index(x2, y2)) => same(*x1, *x2) && same(*y1, *y2),
        (Expr::Cast(t1, x), Expr::Cast(t2, y)) => t1 == t2 && same(*x, *y),
        (
            Expr::Member {
                base: b1,
                field: f1,
                arrow: a1,
            },
            Expr::Member {
                base: b2,
                field: f2,
                arrow: a2,
            },
        ) => f1 == f2 && a1 == a2 && same(*b1, *b2),
        _ => false,
    }
}

/// Whether places `a` and `b` of `func`'s effects may overlap; `params_alias` answers
/// for two distinct parameters of `func`.
///
/// Effects never hold `Pointee(p)` for a local pointer `p`, nor for a parameter `p` that
/// is reassigned, but callers may ask about "what `p` points to" in those cases: such a
/// place is first replaced by where `p` may point ([`FuncEffects::points_to`]), which
/// is also sound for the entry-value meaning (it contains `Pointee(p)`).
///
/// [`FuncEffects::points_to`]: super::FuncEffects::points_to
pub(super) fn may_overlap(
    program: &Program,
    effects: &Effects,
    func: FuncId,
    a: Place,
    b: Place,
    params_alias: &dyn Fn(SymbolId, SymbolId) -> bool,
) -> bool {
    let left = current_targets(program, effects, func, a);
    let right = current_targets(program, effects, func, b);
    left.iter().any(|&x| {
        right
            .iter()
            .any(|&y| places_overlap(program, effects, func, x, y, params_alias))
    })
}

/// `place`, or for the pointee of a local or reassigned pointer, the places the pointer
/// may point into during the activation.
fn current_targets(program: &Program, effects: &Effects, func: FuncId, place: Place) -> Vec<Place> {
    let Place::Pointee(s) = place else {
        return vec![place];
    };
    if is_global_like(program, s) {
        return vec![place];
    }
    let is_param = program.funcs.contains(func) && program.funcs[func].params.contains(&s);
    match effects.func(func).points_to.get(&s) {
        Some(set) if !is_param || set.len() > 1 || !set.contains(&place) => {
            let mut res: Vec<Place> = set.iter().copied().collect();
            if is_param && !set.contains(&place) {
                res.push(place);
            }
            res
        }
        Some(_) => vec![place],
        // A parameter never read as a pointer; a local of which nothing is known.
        None if is_param => vec![place],
        None => vec![Place::Any],
    }
}

fn places_overlap(
    program: &Program,
    effects: &Effects,
    func: FuncId,
    a: Place,
    b: Place,
    params_alias: &dyn Fn(SymbolId, SymbolId) -> bool,
) -> bool {
    use Place::*;
    // A global whose address is never computed cannot be reached through a pointer;
    // in a library, another file may compute it.
    let reachable = |x: SymbolId| {
        if is_global_like(program, x) {
            effects.is_address_taken(x) || !effects.whole_program
        } else {
            effects.is_address_taken(x)
        }
    };
    let is_param =
        |s: SymbolId| program.funcs.contains(func) && program.funcs[func].params.contains(&s);
    match (a, b) {
        (Any, Var(x)) | (Var(x), Any) => is_global_like(program, x) || reachable(x),
        (Any, _) | (_, Any) => true,
        (Io, Io) | (Clock, Clock) | (Assert, Assert) => true,
        (Io, _) | (_, Io) | (Clock, _) | (_, Clock) | (Assert, _) | (_, Assert) => false,
        (Var(x), Var(y)) => x == y,
        (Var(_), Alloc(_)) | (Alloc(_), Var(_)) => false,
        // A pointee is what was reachable at entry: not this activation's locals.
        (Var(x), Pointee(_)) | (Pointee(_), Var(x)) => is_global_like(program, x) && reachable(x),
        (Alloc(x), Alloc(y)) => x == y,
        // A block allocated during the activation was not reachable at its entry.
        (Alloc(_), Pointee(_)) | (Pointee(_), Alloc(_)) => false,
        (Pointee(s), Pointee(t)) => {
            if s == t {
                true
            } else if is_param(s) && is_param(t) {
                params_alias(s, t)
            } else {
                true
            }
        }
    }
}

/// Most assignments followed back when looking for where a pointer comes from.
const ORIGIN_STEPS: usize = 64;

/// When pointer parameters `p` and `q` of `func` are not proved distinct because of a
/// call site, the functions without source (and without a known summary) whose results
/// the arguments of that call may come from, directly or through variables assigned
/// from them and parameters of the callers: the functions the user may give the source
/// of, annotate `__attribute__((malloc))` or name with `--malloc-like`. Sorted, without
/// duplicates; empty when the pointers come from nowhere like that. This is advice for
/// reports, not a fact the analysis relies on.
pub fn unknown_pointer_sources(
    program: &Program,
    effects: &Effects,
    func: FuncId,
    p: SymbolId,
    q: SymbolId,
) -> Vec<String> {
    let AliasReason::Overlap { at } = alias_decision(program, effects, func, p, q).reason else {
        return Vec::new();
    };
    let Expr::Call(_, args) = &program.exprs[at] else {
        return Vec::new();
    };
    let params = &program.funcs[func].params;
    let allocators = super::allocators::allocators(program, &effects.options);
    let mut search = OriginSearch {
        program,
        allocators: &allocators,
        seen: Default::default(),
        steps: 0,
        names: Default::default(),
    };
    for s in [p, q] {
        if let Some(k) = params.iter().position(|&x| x == s)
            && let Some(&arg) = args.get(k)
        {
            search.expr(arg);
        }
    }
    search.names.into_iter().collect()
}

/// The walk of [`unknown_pointer_sources`]: from an expression back to the calls whose
/// results it may hold.
struct OriginSearch<'a> {
    program: &'a Program,
    allocators: &'a rustc_hash::FxHashSet<SymbolId>,
    seen: std::collections::BTreeSet<SymbolId>,
    steps: usize,
    names: std::collections::BTreeSet<String>,
}

impl OriginSearch<'_> {
    fn expr(&mut self, e: ExprId) {
        let program = self.program;
        match &program.exprs[e] {
            Expr::Cast(_, x) | Expr::Extension(x) => self.expr(*x),
            Expr::Binary(BinOp::Add | BinOp::Sub, a, b) => {
                self.expr(*a);
                self.expr(*b);
            }
            Expr::Cond(_, t, f) => {
                if let Some(t) = t {
                    self.expr(*t);
                }
                self.expr(*f);
            }
            Expr::Comma(items) => {
                if let Some(&last) = items.last() {
                    self.expr(last);
                }
            }
            Expr::Assign { rhs, .. } => self.expr(*rhs),
            Expr::Call(callee, _) => {
                if let Some(s) = crate::callgraph::direct_callee(program, *callee) {
                    let symbol = &program.symbols[s];
                    if symbol.kind == SymbolKind::Func
                        && symbol.def.is_none()
                        && super::libc::lookup(&symbol.name).is_none()
                        && !self.allocators.contains(&s)
                    {
                        self.names.insert(symbol.name.clone());
                    }
                }
            }
            Expr::Var(v) => self.var(*v),
            _ => {}
        }
    }

    /// Follows the assignments and initializers of `v`, and for a parameter the
    /// arguments of every call of its function.
    fn var(&mut self, v: SymbolId) {
        let program = self.program;
        if !self.seen.insert(v) || self.steps >= ORIGIN_STEPS {
            return;
        }
        self.steps += 1;
        let mut sources = Vec::new();
        for (_, x) in program.exprs.iter() {
            if let Expr::Assign { lhs, rhs, .. } = x
                && matches!(program.exprs[*lhs], Expr::Var(s) if s == v)
            {
                sources.push(*rhs);
            }
        }
        for (_, stmt) in program.stmts.iter() {
            if let Stmt::Decl(group) = stmt {
                for d in &group.decls {
                    if d.sym == v
                        && let Some(Init::Expr(init)) = &d.init
                    {
                        sources.push(*init);
                    }
                }
            }
        }
        if program.symbols[v].kind == SymbolKind::Param
            && let Some(owner) = program
                .func_ids()
                .find(|&f| program.funcs[f].params.contains(&v))
            && let Some(k) = program.funcs[owner].params.iter().position(|&x| x == v)
        {
            let owner_sym = program.funcs[owner].sym;
            for (_, x) in program.exprs.iter() {
                if let Expr::Call(callee, args) = x
                    && crate::callgraph::direct_callee(program, *callee) == Some(owner_sym)
                    && let Some(&arg) = args.get(k)
                {
                    sources.push(arg);
                }
            }
        }
        for e in sources {
            self.expr(e);
        }
    }
}
