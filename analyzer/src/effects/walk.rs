//! The per-function walk: points-to and effects together, to a fixpoint.
//!
//! One [`Walker`] analyses one function given the summaries of its callees. It keeps a
//! flow-insensitive points-to state:
//!
//! - `vars[x]`: the places a local `x` (parameter included) may point into, from the
//!   assignments, initializers and stores that target it;
//! - `stored_entry`: where pointers stored into memory reachable at entry (globals,
//!   pointees) may point; `stored_alloc[e]`: the same for the blocks of site `e`;
//!   `stored_any`: the same for stores through pointers of unknown origin; `stores`
//!   keeps every such store as a (where, what) pair for the summary;
//! - `exposed`: the objects whose address is computed as a value (`&x`, an array used
//!   as a value).
//!
//! What a location holds ([`Walker::contents`]) is read off that state, following which
//! places may overlap (see [`Effects::may_overlap`]): a local holds `vars[x]`, plus
//! `Pointee(x)` for a parameter (its entry value), plus `stored_any` once its address is
//! exposed (a store that names it is resolved to it, so only unknown stores are
//! missing); a global or a pointee holds its entry pointee (a pointee is closed under
//! reachability), `stored_entry` and `stored_any`; a block holds `stored_alloc` of its
//! site and `stored_any`.
//!
//! Each pass walks the whole body, evaluating every expression to the places it
//! designates (lvalues) or the places its pointer value may point into (values), records
//! reads and writes, and adds to the state. The state only grows and is drawn from a
//! finite set of places, so passes end; the effects recorded by the last pass (the one
//! that changed nothing) are the result.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::mem;

use rustc_hash::{FxHashMap, FxHashSet};

use super::libc::{self, Ret, Store};
use super::ty::{self, Shape, Ty};
use super::{Effects, EffectsOptions, EffectsReason, FuncEffects, Place, StmtEffects, Summary};
use crate::callgraph::{CallGraph, Callee, direct_callee};
use crate::ir::visit::{Child, expr_children, init_children};
use crate::ir::*;

type Places = BTreeSet<Place>;

/// Passes over a recursive component before its summaries are given up on.
const SCC_ITERATIONS: usize = 32;

/// Whether `sym` names an object that outlives any one activation: a file-scope, `extern`
/// or `static` variable.
pub(super) fn is_global_like(program: &Program, sym: SymbolId) -> bool {
    let symbol = &program.symbols[sym];
    symbol.kind != SymbolKind::Param
        && (symbol.file_scope || matches!(symbol.storage, Storage::Static | Storage::Extern))
}

/// The type of what the value held by `sym` points to (for a pointer: its pointee; for
/// an array of pointers: what the elements point to).
fn held_pointee(program: &Program, sym: SymbolId) -> Ty {
    let t = ty::symbol_type(program, sym);
    match ty::shape(program, t) {
        Shape::Pointer(p) => p,
        Shape::Array(elem) => ty::pointee(program, Ty::Of(elem)),
        _ => Ty::Unknown,
    }
}

/// Runs the analysis over the whole program, bottom-up over the call graph. Aliasing
/// decisions and options are filled in by the caller.
pub(super) fn analyze_program(
    program: &Program,
    cg: &CallGraph,
    options: &EffectsOptions,
) -> Effects {
    let n_funcs = program.funcs.len();
    let context = Context {
        allocators: super::allocators::allocators(program, options),
        timers: program
            .symbols
            .iter()
            .filter(|(_, s)| {
                s.kind == SymbolKind::Func && s.def.is_none() && options.timers.contains(&s.name)
            })
            .map(|(sym, _)| sym)
            .collect(),
        extern_globals: program
            .symbols
            .iter()
            .filter(|(_, s)| {
                s.kind == SymbolKind::Var && s.file_scope && s.storage != Storage::Static
            })
            .map(|(sym, _)| sym)
            .collect(),
    };
    let mut res = Effects {
        total: vec![StmtEffects::default(); program.stmts.len()],
        direct: vec![StmtEffects::default(); program.stmts.len()],
        funcs: vec![FuncEffects::default(); n_funcs],
        address_taken: BTreeSet::new(),
        call_args: FxHashMap::default(),
        aliasing: BTreeMap::new(),
        identical_or_disjoint: Default::default(),
        whole_program: program
            .func_ids()
            .any(|f| program.symbols[program.funcs[f].sym].name == "main"),
        options: EffectsOptions::default(),
        fields: super::fields::FieldSources::default(),
        rotations: super::rotation::Rotations::default(),
    };
    file_scope_addresses(program, &mut res.address_taken);
    let mut summaries = vec![Summary::default(); n_funcs];
    for component in cg.sccs() {
        let cyclic = component.iter().any(|&f| cg.is_recursive(f));
        let mut iteration = 0;
        let results = loop {
            iteration += 1;
            let mut changed = false;
            let mut results = Vec::with_capacity(component.len());
            for &func in component {
                let result = analyze_func(program, cg, &context, &summaries, func);
                if result.summary != summaries[func.index()] {
                    summaries[func.index()] = result.summary.clone();
                    changed = true;
                }
                results.push((func, result));
            }
            if !cyclic || !changed {
                break results;
            }
            if iteration >= SCC_ITERATIONS {
                // Give up on precision: every function of the component does anything.
                let reason = EffectsReason::RecursionLimit { func: component[0] };
                for &func in component {
                    let summary = &mut summaries[func.index()];
                    summary.reads.insert(Place::Any);
                    summary.writes.insert(Place::Any);
                    summary.stores.insert((Place::Any, Place::Any));
                    summary.returns.insert(Place::Any);
                    summary.reasons.insert(reason.clone());
                    summary
                        .deep
                        .extend(program.funcs[func].params.iter().copied());
                }
                let mut results = Vec::with_capacity(component.len());
                for &func in component {
                    let mut result = analyze_func(program, cg, &context, &summaries, func);
                    let summary = &summaries[func.index()];
                    result.summary.reads.extend(summary.reads.iter().copied());
                    result.summary.writes.extend(summary.writes.iter().copied());
                    result.summary.stores.extend(summary.stores.iter().copied());
                    result
                        .summary
                        .returns
                        .extend(summary.returns.iter().copied());
                    result.summary.reasons.insert(reason.clone());
                    result.summary.deep.extend(summary.deep.iter().copied());
                    summaries[func.index()] = result.summary.clone();
                    results.push((func, result));
                }
                break results;
            }
        };
        for (func, result) in results {
            for (stmt, direct, total) in result.records {
                res.direct[stmt.index()] = direct;
                res.total[stmt.index()] = total;
            }
            res.call_args.extend(result.call_args);
            res.address_taken.extend(result.exposed);
            res.funcs[func.index()] = FuncEffects {
                summary: result.summary,
                body: result.body,
                points_to: result.points_to,
                global_points_to: result.global_points_to,
            };
        }
    }
    res
}

/// Objects whose address appears in a file-scope initializer (`double *p = a;`).
fn file_scope_addresses(program: &Program, out: &mut BTreeSet<SymbolId>) {
    for unit in &program.units {
        for item in &unit.items {
            if let Item::Stmt(s) = item
                && let Stmt::Decl(group) = &program.stmts[*s]
            {
                for d in &group.decls {
                    if let Some(init) = &d.init {
                        init_addresses(program, init, &mut |x| {
                            out.insert(x);
                        });
                    }
                }
            }
        }
    }
}

/// Calls `f` on every object named in a static initializer outside `sizeof`: in a
/// constant initializer an object can only appear by its address.
fn init_addresses(program: &Program, init: &Init, f: &mut impl FnMut(SymbolId)) {
    let mut exprs = Vec::new();
    init_children(init, &mut |c| {
        if let Child::Expr(e) = c {
            exprs.push(e)
        }
    });
    while let Some(e) = exprs.pop() {
        match &program.exprs[e] {
            Expr::SizeofExpr(_) | Expr::AlignofExpr(..) => continue,
            Expr::Var(x) if program.symbols[*x].kind == SymbolKind::Var => f(*x),
            _ => {}
        }
        expr_children(&program.exprs[e], &mut |c| {
            if let Child::Expr(c) = c {
                exprs.push(c)
            }
        });
    }
}

/// What one function's analysis produced.
struct FuncResult {
    summary: Summary,
    body: StmtEffects,
    points_to: BTreeMap<SymbolId, Places>,
    global_points_to: BTreeMap<SymbolId, Places>,
    records: Vec<(StmtId, StmtEffects, StmtEffects)>,
    call_args: Vec<((ExprId, FuncId), Vec<Places>)>,
    exposed: FxHashSet<SymbolId>,
}

/// What every function's walk shares besides the summaries.
struct Context {
    /// External functions that allocate as `malloc` does (`effects/allocators.rs`).
    allocators: FxHashSet<SymbolId>,
    /// External functions the user names as timers (`--timer NAME`).
    timers: FxHashSet<SymbolId>,
    /// Globals with external linkage: code without source may name them.
    extern_globals: Vec<SymbolId>,
}

fn analyze_func(
    program: &Program,
    cg: &CallGraph,
    context: &Context,
    summaries: &[Summary],
    func: FuncId,
) -> FuncResult {
    let mut walker = Walker {
        program,
        cg,
        context,
        summaries,
        vars: FxHashMap::default(),
        stored_entry: BTreeSet::new(),
        stored_alloc: FxHashMap::default(),
        stored_any: BTreeSet::new(),
        stores: BTreeSet::new(),
        returns: BTreeSet::new(),
        exposed: FxHashSet::default(),
        changed: false,
        acc: StmtEffects::default(),
        records: Vec::new(),
        call_args: Vec::new(),
        last_value: BTreeSet::new(),
        func,
        deep: RefCell::new(BTreeSet::new()),
    };
    let body = &program.funcs[func].body;
    let total = loop {
        walker.changed = false;
        walker.records.clear();
        walker.call_args.clear();
        walker.returns.clear();
        walker.deep.borrow_mut().clear();
        let mut total = StmtEffects::default();
        for &s in &body.0 {
            let effects = walker.walk_stmt(s);
            total.merge(&effects);
        }
        if !walker.changed {
            break total;
        }
    };
    let is_visible = |p: &Place| match p {
        Place::Var(x) => is_global_like(program, *x),
        Place::Pointee(_)
        | Place::Alloc(_)
        | Place::Io
        | Place::Clock
        | Place::Assert
        | Place::Any => true,
    };
    let visible = |set: &Places| -> Places { set.iter().copied().filter(is_visible).collect() };
    let summary = Summary {
        reads: visible(&total.reads),
        writes: visible(&total.writes),
        // A pointer to a local stored anywhere dangles once the function returns.
        stores: walker
            .stores
            .iter()
            .copied()
            .filter(|(at, what)| is_visible(at) && is_visible(what))
            .collect(),
        returns: visible(&walker.returns),
        reasons: total.reasons.clone(),
        deep: walker.deep.take(),
    };
    let mut locals: BTreeSet<SymbolId> = program.funcs[func].params.iter().copied().collect();
    for p in total.reads.iter().chain(&total.writes) {
        if let Place::Var(x) = p
            && !is_global_like(program, *x)
        {
            locals.insert(*x);
        }
    }
    locals.extend(walker.vars.keys().copied());
    let globals: BTreeSet<SymbolId> = total
        .reads
        .iter()
        .chain(&total.writes)
        .filter_map(|p| match p {
            Place::Var(x) | Place::Pointee(x) if is_global_like(program, *x) => Some(*x),
            _ => None,
        })
        .collect();
    let global_points_to = globals
        .into_iter()
        .filter(|&x| ty::may_hold_pointer(program, ty::symbol_type(program, x)))
        .map(|x| (x, walker.contents(Place::Var(x))))
        .filter(|(_, set)| !set.is_empty())
        .collect();
    let points_to = locals
        .into_iter()
        .filter(|&x| ty::may_hold_pointer(program, ty::symbol_type(program, x)))
        .map(|x| (x, walker.contents(Place::Var(x))))
        .filter(|(_, set)| !set.is_empty())
        .collect();
    FuncResult {
        summary,
        body: total,
        points_to,
        global_points_to,
        records: walker.records,
        call_args: walker.call_args,
        exposed: walker.exposed,
    }
}

/// The state of one function's analysis; see the module documentation.
struct Walker<'a> {
    program: &'a Program,
    cg: &'a CallGraph,
    context: &'a Context,
    /// Callee summaries, by function index (empty for functions not analysed yet: the
    /// members of the current recursive component on the first pass).
    summaries: &'a [Summary],
    /// Where each local may point.
    vars: FxHashMap<SymbolId, Places>,
    /// Where pointers stored into globals and pointees may point.
    stored_entry: Places,
    /// Where pointers stored into the blocks of each allocation site may point.
    stored_alloc: FxHashMap<ExprId, Places>,
    /// Where pointers stored through unknown pointers may point.
    stored_any: Places,
    /// The stores into non-local memory, as (where, what) pairs.
    stores: BTreeSet<(Place, Place)>,
    /// Where the returned pointer may point.
    returns: Places,
    /// Objects whose address is computed as a value.
    exposed: FxHashSet<SymbolId>,
    /// Whether the state grew during this pass.
    changed: bool,
    /// Effects of the statement being walked (its own expressions).
    acc: StmtEffects,
    /// (statement, direct effects, cumulated effects), for this pass.
    records: Vec<(StmtId, StmtEffects, StmtEffects)>,
    /// Actual places of each call to a function with source, for this pass.
    call_args: Vec<((ExprId, FuncId), Vec<Places>)>,
    /// Value of the last expression statement walked (for statement expressions).
    last_value: Places,
    /// The function walked.
    func: FuncId,
    /// The parameters whose pointee's contents were read in this pass (see
    /// [`Summary::deep`]); a cell because reading contents is otherwise a query.
    deep: RefCell<BTreeSet<SymbolId>>,
}

impl Walker<'_> {
    // ----- state ---------------------------------------------------------------------

    /// The places the pointers held in `place` may point into.
    fn contents(&self, place: Place) -> Places {
        let program = self.program;
        match place {
            Place::Var(x) => {
                // Under the declared-type rule, an `int` array holds no pointer.
                if !ty::object_may_hold_pointer(program, ty::symbol_type(program, x)) {
                    return BTreeSet::new();
                }
                let mut res = self.vars.get(&x).cloned().unwrap_or_default();
                let symbol = &program.symbols[x];
                if symbol.kind == SymbolKind::Param || is_global_like(program, x) {
                    res.insert(Place::Pointee(x));
                }
                if is_global_like(program, x) {
                    res.extend(self.stored_entry.iter().copied());
                }
                if is_global_like(program, x) || self.exposed.contains(&x) {
                    res.extend(self.stored_any.iter().copied());
                }
                res
            }
            Place::Pointee(s) => {
                if !ty::object_may_hold_pointer(program, held_pointee(program, s)) {
                    return BTreeSet::new();
                }
                if program.funcs[self.func].params.contains(&s) {
                    self.deep.borrow_mut().insert(s);
                }
                let mut res = self.stored_entry.clone();
                res.extend(self.stored_any.iter().copied());
                res.insert(place);
                res
            }
            Place::Alloc(e) => {
                let mut res = self.stored_alloc.get(&e).cloned().unwrap_or_default();
                res.extend(self.stored_any.iter().copied());
                res
            }
            Place::Io => {
                let mut res = self.stored_entry.clone();
                res.insert(place);
                res
            }
            // The clocks and the assertion reports hold no pointer.
            Place::Clock | Place::Assert => BTreeSet::new(),
            Place::Any => BTreeSet::from([place]),
        }
    }

    fn contents_of(&self, places: &Places) -> Places {
        let mut res = BTreeSet::new();
        for &p in places {
            res.extend(self.contents(p));
        }
        res
    }

    /// Records that pointers into `values` are stored into `places`.
    fn store(&mut self, places: &Places, values: &Places) {
        if values.is_empty() {
            return;
        }
        for &p in places {
            if let Place::Var(x) = p
                && !is_global_like(self.program, x)
            {
                let target = self.vars.entry(x).or_default();
                for &v in values {
                    self.changed |= target.insert(v);
                }
            } else {
                let target = match p {
                    Place::Alloc(e) => self.stored_alloc.entry(e).or_default(),
                    Place::Any => &mut self.stored_any,
                    Place::Var(_)
                    | Place::Pointee(_)
                    | Place::Io
                    | Place::Clock
                    | Place::Assert => &mut self.stored_entry,
                };
                for &v in values {
                    self.changed |= target.insert(v);
                    self.stores.insert((p, v));
                }
            }
        }
    }

    /// Records that the objects of `values` have their address computed.
    fn expose(&mut self, values: &Places) {
        for &v in values {
            if let Place::Var(x) = v
                && self.exposed.insert(x)
                && !is_global_like(self.program, x)
            {
                self.changed = true;
            }
        }
    }

    fn read(&mut self, places: &Places) {
        self.acc.reads.extend(places.iter().copied());
    }

    fn write(&mut self, places: &Places) {
        self.acc.writes.extend(places.iter().copied());
    }

    /// Notes why an access through `places` is unknown, if it is.
    fn check_unknown(&mut self, places: &Places, at: ExprId) {
        if places.contains(&Place::Any) {
            self.acc
                .reasons
                .insert(EffectsReason::UnknownPointer { at });
        }
    }

    // ----- statements ----------------------------------------------------------------

    /// Walks `s`, records its direct and cumulated effects, returns the cumulated ones.
    fn walk_stmt(&mut self, s: StmtId) -> StmtEffects {
        let program = self.program;
        let saved = mem::take(&mut self.acc);
        let mut children = StmtEffects::default();
        let mut last_value = BTreeSet::new();
        match &program.stmts[s] {
            Stmt::Expr(e) => last_value = self.value(*e),
            Stmt::Decl(group) => self.decl(group),
            Stmt::Block(block) => {
                for &c in &block.0 {
                    children.merge(&self.walk_stmt(c));
                }
            }
            Stmt::If { cond, then, els } => {
                self.value(*cond);
                children.merge(&self.walk_stmt(*then));
                if let Some(els) = els {
                    children.merge(&self.walk_stmt(*els));
                }
            }
            Stmt::While { cond, body } | Stmt::Switch { cond, body } => {
                self.value(*cond);
                children.merge(&self.walk_stmt(*body));
            }
            Stmt::DoWhile { body, cond } => {
                children.merge(&self.walk_stmt(*body));
                self.value(*cond);
            }
            Stmt::For {
                init,
                cond,
                step,
                body,
                counted: _,
            } => {
                match init {
                    ForInit::None => {}
                    ForInit::Expr(e) => {
                        self.value(*e);
                    }
                    ForInit::Decl(group) => self.decl(group),
                }
                if let Some(c) = cond {
                    self.value(*c);
                }
                if let Some(st) = step {
                    self.value(*st);
                }
                children.merge(&self.walk_stmt(*body));
            }
            Stmt::Return(Some(e)) => {
                let value = self.value(*e);
                self.returns.extend(value);
            }
            Stmt::GotoIndirect(e) => {
                self.value(*e);
            }
            Stmt::Asm(_) => {
                let any = BTreeSet::from([Place::Any]);
                self.read(&any);
                self.write(&any);
                self.store(&any, &any);
                self.acc.reasons.insert(EffectsReason::Asm { at: s });
            }
            Stmt::Return(None)
            | Stmt::Case(..)
            | Stmt::Default
            | Stmt::Label(_)
            | Stmt::Goto(_)
            | Stmt::Break
            | Stmt::Continue
            | Stmt::Empty
            | Stmt::Pragma(_)
            | Stmt::Directive(_)
            | Stmt::StaticAssert(_)
            | Stmt::LocalLabels(_) => {}
        }
        self.last_value = last_value;
        let direct = mem::replace(&mut self.acc, saved);
        let mut total = direct.clone();
        total.merge(&children);
        self.records.push((s, direct, total.clone()));
        total
    }

    fn decl(&mut self, group: &DeclGroup) {
        let program = self.program;
        self.type_sizes(group.base);
        for d in &group.decls {
            self.type_sizes(d.ty);
            let Some(init) = &d.init else { continue };
            if program.symbols[d.sym].kind != SymbolKind::Var {
                continue;
            }
            if is_global_like(program, d.sym) {
                // A static initializer runs before `main`; it only takes addresses.
                let mut named = Vec::new();
                init_addresses(program, init, &mut |x| named.push(x));
                self.exposed.extend(named);
                continue;
            }
            let values = self.init_value(init);
            let object = BTreeSet::from([Place::Var(d.sym)]);
            self.write(&object);
            self.store(&object, &values);
        }
    }

    /// The pointer values of an initializer, all elements together.
    fn init_value(&mut self, init: &Init) -> Places {
        match init {
            Init::Expr(e) => self.value(*e),
            Init::List(items) => {
                let mut res = BTreeSet::new();
                for item in items {
                    res.extend(self.init_value(&item.init));
                }
                res
            }
        }
    }

    /// Evaluates the run-time array sizes of a type written here.
    fn type_sizes(&mut self, ty: TypeId) {
        let mut ty = ty;
        loop {
            match &self.program.types[ty].kind {
                TypeKind::Pointer(inner) => ty = *inner,
                TypeKind::Array { elem, size, .. } => {
                    if let ArraySize::Vla(e) = size {
                        self.value(*e);
                    }
                    ty = *elem;
                }
                _ => return,
            }
        }
    }

    // ----- expressions ---------------------------------------------------------------

    /// The places the value of `e` may point into (empty when it holds no pointer),
    /// recording the effects of evaluating it.
    fn value(&mut self, e: ExprId) -> Places {
        let res = self.value_inner(e);
        self.expose(&res);
        res
    }

    fn value_inner(&mut self, e: ExprId) -> Places {
        let program = self.program;
        match &program.exprs[e] {
            Expr::IntLit { .. }
            | Expr::FloatLit(_)
            | Expr::CharLit(_)
            | Expr::StringLit(_)
            | Expr::LabelAddr(_)
            | Expr::GridIndex(_)
            | Expr::BlockIndex(_)
            | Expr::Barrier
            | Expr::SizeofExpr(_)
            | Expr::AlignofExpr(..) => BTreeSet::new(),
            Expr::SizeofType(t) | Expr::AlignofType(t, _) => {
                self.type_sizes(*t);
                BTreeSet::new()
            }
            // Builtin objects (`__func__`) are constant strings, like literals.
            Expr::Var(sym) => match program.symbols[*sym].kind {
                SymbolKind::Var | SymbolKind::Param => self.load(e),
                _ => BTreeSet::new(),
            },
            Expr::Unary(UnOp::AddrOf, x) => self.lvalue(*x),
            Expr::Unary(UnOp::Deref, _) | Expr::Index(..) | Expr::Member { .. } => self.load(e),
            Expr::Unary(..) | Expr::Binary(..) | Expr::Cond(..) | Expr::Extension(_) => {
                self.operators(e)
            }
            Expr::Assign { op, lhs, rhs } => {
                let values = self.value(*rhs);
                let object = self.lvalue(*lhs);
                let new = if op.is_some() {
                    self.read(&object);
                    let mut old = self.loaded(ty::type_of(program, *lhs), &object);
                    old.extend(values);
                    old
                } else {
                    values
                };
                self.write(&object);
                self.store(&object, &new);
                new
            }
            Expr::IncDec { arg, .. } => {
                let object = self.lvalue(*arg);
                self.read(&object);
                self.write(&object);
                self.loaded(ty::type_of(program, *arg), &object)
            }
            Expr::Comma(items) => {
                let mut res = BTreeSet::new();
                for &x in items {
                    res = self.value(x);
                }
                res
            }
            Expr::Cast(target, x) => {
                self.type_sizes(*target);
                let values = self.value(*x);
                let to_pointer = matches!(ty::shape(program, Ty::Of(*target)), Shape::Pointer(_));
                if to_pointer
                    && values.is_empty()
                    && !ty::is_null_constant(program, *x)
                    && !ty::is_pointer_like(program, ty::type_of(program, *x))
                {
                    // An integer that never held a pointer becomes one.
                    self.acc
                        .reasons
                        .insert(EffectsReason::UnknownPointer { at: e });
                    BTreeSet::from([Place::Any])
                } else {
                    values
                }
            }
            Expr::Call(callee, args) => self.call(e, *callee, args),
            Expr::CompoundLit(t, init) => {
                self.type_sizes(*t);
                let values = self.init_value(init);
                let object = BTreeSet::from([Place::Alloc(e)]);
                self.store(&object, &values);
                match ty::shape(program, Ty::Of(*t)) {
                    Shape::Array(_) => object,
                    _ => values,
                }
            }
            Expr::StmtExpr(block) => {
                let mut value = BTreeSet::new();
                for &s in &block.0 {
                    let effects = self.walk_stmt(s);
                    self.acc.merge(&effects);
                    value = if matches!(program.stmts[s], Stmt::Expr(_)) {
                        mem::take(&mut self.last_value)
                    } else {
                        BTreeSet::new()
                    };
                }
                value
            }
            Expr::Builtin(name, args) => match (name.as_str(), args.as_slice()) {
                ("__builtin_va_arg", [BuiltinArg::Expr(ap), BuiltinArg::Type(t)]) => {
                    let list = self.lvalue(*ap);
                    self.read(&list);
                    self.write(&list);
                    self.type_sizes(*t);
                    if ty::may_hold_pointer(program, Ty::Of(*t)) {
                        self.acc
                            .reasons
                            .insert(EffectsReason::UnknownPointer { at: e });
                        BTreeSet::from([Place::Any])
                    } else {
                        BTreeSet::new()
                    }
                }
                _ => {
                    for arg in args {
                        match arg {
                            BuiltinArg::Expr(x) => {
                                self.value(*x);
                            }
                            BuiltinArg::Type(t) => self.type_sizes(*t),
                            BuiltinArg::Member(_) => {}
                        }
                    }
                    BTreeSet::new()
                }
            },
            Expr::Generic(_, assocs) => {
                let mut res = BTreeSet::new();
                for (_, x) in assocs {
                    res.extend(self.value(*x));
                }
                res
            }
        }
    }

    /// The operands of an operator node ([`Walker::operators`]), in evaluation order;
    /// `None` for other expressions.
    fn operands(&self, e: ExprId) -> Option<Vec<ExprId>> {
        Some(match &self.program.exprs[e] {
            Expr::Binary(_, a, b) => vec![*a, *b],
            Expr::Cond(c, Some(t), f) => vec![*c, *t, *f],
            Expr::Cond(c, None, f) => vec![*c, *f],
            Expr::Unary(op, a) if !matches!(op, UnOp::AddrOf | UnOp::Deref) => vec![*a],
            Expr::Extension(a) => vec![*a],
            _ => return None,
        })
    }

    /// The value of a tree of operators (binary, conditional, arithmetic unary,
    /// `__extension__`), evaluated with an explicit stack rather than by recursion:
    /// generated code nests them thousands deep.
    fn operators(&mut self, root: ExprId) -> Places {
        enum Task {
            Visit(ExprId),
            Combine(ExprId, usize),
        }
        let mut tasks = vec![Task::Visit(root)];
        let mut values: Vec<Places> = Vec::new();
        while let Some(task) = tasks.pop() {
            match task {
                Task::Visit(x) => match self.operands(x) {
                    Some(operands) => {
                        tasks.push(Task::Combine(x, operands.len()));
                        tasks.extend(operands.into_iter().rev().map(Task::Visit));
                    }
                    None => values.push(self.value(x)),
                },
                Task::Combine(x, n) => {
                    let args = values.split_off(values.len().saturating_sub(n));
                    values.push(self.combine(x, args));
                }
            }
        }
        values.pop().unwrap_or_default()
    }

    /// The value of operator node `e` from its operands' values.
    fn combine(&self, e: ExprId, mut args: Vec<Places>) -> Places {
        let program = self.program;
        let mut arg = |k: usize| args.get_mut(k).map(mem::take).unwrap_or_default();
        match &program.exprs[e] {
            Expr::Binary(op, a, b) => {
                let (va, vb) = (arg(0), arg(1));
                match op {
                    BinOp::Add | BinOp::Sub => {
                        let pa = ty::is_pointer_like(program, ty::type_of(program, *a));
                        let pb = ty::is_pointer_like(program, ty::type_of(program, *b));
                        match (pa, pb) {
                            (true, false) => va,
                            (false, true) => vb,
                            // A difference of pointers is an integer.
                            (true, true) => BTreeSet::new(),
                            (false, false) => va.union(&vb).copied().collect(),
                        }
                    }
                    BinOp::Lt
                    | BinOp::Gt
                    | BinOp::Le
                    | BinOp::Ge
                    | BinOp::Eq
                    | BinOp::Ne
                    | BinOp::LogAnd
                    | BinOp::LogOr => BTreeSet::new(),
                    _ => va.union(&vb).copied().collect(),
                }
            }
            Expr::Cond(_, Some(_), _) => {
                let (mut then, els) = (arg(1), arg(2));
                then.extend(els);
                then
            }
            Expr::Cond(_, None, _) => {
                let (mut cond, els) = (arg(0), arg(1));
                cond.extend(els);
                cond
            }
            Expr::Unary(UnOp::Not, _) => BTreeSet::new(),
            _ => arg(0),
        }
    }

    /// The value of an lvalue-form expression: an array decays to its address, a
    /// function designator is no data, anything else is loaded.
    fn load(&mut self, e: ExprId) -> Places {
        let program = self.program;
        let t = ty::type_of(program, e);
        let object = self.lvalue(e);
        match ty::shape(program, t) {
            Shape::Array(_) => object,
            Shape::Func(_) => BTreeSet::new(),
            Shape::Unknown => {
                // It may be an array (its address) or hold a pointer (loaded).
                self.read(&object);
                let mut res = self.contents_of(&object);
                res.extend(object);
                res
            }
            _ => {
                self.read(&object);
                self.loaded(t, &object)
            }
        }
    }

    /// The places a value of type `t` loaded from `object` may point into.
    fn loaded(&self, t: Ty, object: &Places) -> Places {
        if ty::may_hold_pointer(self.program, t) {
            self.contents_of(object)
        } else {
            BTreeSet::new()
        }
    }

    /// The places an lvalue designates, recording the effects of computing it (not of
    /// accessing it).
    fn lvalue(&mut self, e: ExprId) -> Places {
        let program = self.program;
        match &program.exprs[e] {
            Expr::Var(sym) => match program.symbols[*sym].kind {
                SymbolKind::Var | SymbolKind::Param => BTreeSet::from([Place::Var(*sym)]),
                _ => BTreeSet::new(),
            },
            Expr::Unary(UnOp::Deref, p) => {
                let places = self.value(*p);
                self.check_unknown(&places, e);
                places
            }
            Expr::Index(a, b) => {
                let ta = ty::type_of(program, *a);
                let tb = ty::type_of(program, *b);
                if ty::is_pointer_like(program, ta) {
                    self.value(*b);
                    self.index_base(*a, e)
                } else if ty::is_pointer_like(program, tb) {
                    // `i[a]`.
                    self.value(*a);
                    self.index_base(*b, e)
                } else {
                    let mut res = self.index_base(*a, e);
                    res.extend(self.index_base(*b, e));
                    res
                }
            }
            Expr::Member {
                base,
                field: _,
                arrow: false,
            } => self.lvalue(*base),
            Expr::Member {
                base,
                field: _,
                arrow: true,
            } => {
                let places = self.value(*base);
                self.check_unknown(&places, e);
                places
            }
            Expr::Extension(x) | Expr::Cast(_, x) => self.lvalue(*x),
            Expr::CompoundLit(..) => {
                self.value(e);
                BTreeSet::from([Place::Alloc(e)])
            }
            _ => {
                // Not an lvalue (a call's result, a statement expression): a temporary no
                // one else can name. When it holds pointers (`f().p[0]`), it is an
                // anonymous block holding them, named by its expression.
                let values = self.value(e);
                if values.is_empty() {
                    return BTreeSet::new();
                }
                let temporary = BTreeSet::from([Place::Alloc(e)]);
                self.store(&temporary, &values);
                temporary
            }
        }
    }

    /// The places the elements of an indexed base lie in: the array object itself, or
    /// where the pointer points.
    fn index_base(&mut self, base: ExprId, at: ExprId) -> Places {
        let program = self.program;
        match ty::shape(program, ty::type_of(program, base)) {
            Shape::Array(_) => self.lvalue(base),
            _ => {
                let places = self.value(base);
                self.check_unknown(&places, at);
                places
            }
        }
    }

    // ----- calls ---------------------------------------------------------------------

    fn call(&mut self, e: ExprId, callee: ExprId, args: &[ExprId]) -> Places {
        let targets: Vec<Places> = args.iter().map(|&a| self.value(a)).collect();
        match self.cg.callee_of(e) {
            Some(Callee::Func(g)) => self.apply_summary(e, g, &targets),
            Some(Callee::External(sym)) => self.apply_external(e, sym, args, &targets),
            Some(Callee::Indirect) | None => {
                self.value(callee);
                self.unknown_call(EffectsReason::IndirectCall { at: e })
            }
        }
    }

    /// A callee that may do anything.
    fn unknown_call(&mut self, reason: EffectsReason) -> Places {
        let any = BTreeSet::from([Place::Any]);
        self.read(&any);
        self.write(&any);
        self.store(&any, &any);
        self.acc.reasons.insert(reason);
        any
    }

    /// The places reachable from `actual` (the places a pointer points into), level by
    /// level, each with the type of the objects at that level (`ty` for the first); a
    /// level whose type holds no pointer is the last. A place is given with the first
    /// level it appears at.
    fn levels(&self, actual: &Places, ty: Ty) -> Vec<(Places, Ty)> {
        let program = self.program;
        let mut res = Vec::new();
        let mut seen = BTreeSet::new();
        let mut level = actual.clone();
        let mut level_ty = ty;
        for depth in 0.. {
            let new: Places = level.difference(&seen).copied().collect();
            if new.is_empty() {
                break;
            }
            seen.extend(new.iter().copied());
            let holds = ty::object_may_hold_pointer(program, level_ty);
            level = self.contents_of(&new);
            res.push((new, level_ty));
            if !holds {
                break;
            }
            level_ty = if depth < 8 {
                ty::pointee(program, level_ty)
            } else {
                Ty::Unknown
            };
        }
        res
    }

    /// What a callee's `Pointee(holder)` stands for in this function, given the places
    /// `actual` the holder's value points into: for reads and writes, everything
    /// reachable from them; for the destination of a store, only what may hold a pointer.
    fn deepen(&self, actual: &Places, holder: SymbolId) -> (Places, Places) {
        let mut all = BTreeSet::new();
        let mut holding = BTreeSet::new();
        for (places, level_ty) in self.levels(actual, held_pointee(self.program, holder)) {
            if ty::object_may_hold_pointer(self.program, level_ty) {
                holding.extend(places.iter().copied());
            }
            all.extend(places);
        }
        (all, holding)
    }

    /// What a callee's `Pointee(formal)` stands for when the callee loads no pointer
    /// from it ([`Summary::deep`]): the places the argument points into, and as the
    /// destination of a store, those of them that may hold a pointer.
    fn first_level(&self, actual: &Places, formal: SymbolId) -> (Places, Places) {
        let holding =
            if ty::object_may_hold_pointer(self.program, held_pointee(self.program, formal)) {
                actual.clone()
            } else {
                BTreeSet::new()
            };
        (actual.clone(), holding)
    }

    /// Applies the summary of `g` at call `e`, whose arguments point into `targets`;
    /// returns where its result points.
    fn apply_summary(&mut self, e: ExprId, g: FuncId, targets: &[Places]) -> Places {
        let program = self.program;
        let summary = &self.summaries[g.index()];
        let formals = &program.funcs[g].params;
        let actuals: Vec<(Places, Places)> = formals
            .iter()
            .enumerate()
            .map(|(k, &formal)| match targets.get(k) {
                Some(t) if !summary.deep.contains(&formal) => self.first_level(t, formal),
                Some(t) => self.deepen(t, formal),
                None => (BTreeSet::from([Place::Any]), BTreeSet::from([Place::Any])),
            })
            .collect();
        // `as_destination`: translate the destination of a store.
        let translate = |walker: &Self, set: &Places, as_destination: bool| -> Places {
            let pick = |(all, holding): (Places, Places)| {
                if as_destination { holding } else { all }
            };
            let mut res = BTreeSet::new();
            for &p in set {
                match p {
                    Place::Var(x) => {
                        if is_global_like(program, x) {
                            res.insert(p);
                        }
                    }
                    Place::Pointee(x) => {
                        if let Some(k) = formals.iter().position(|&f| f == x) {
                            res.extend(pick(actuals[k].clone()));
                        } else if is_global_like(program, x) {
                            let held = walker.contents(Place::Var(x));
                            res.extend(pick(walker.deepen(&held, x)));
                        } else {
                            res.insert(Place::Any);
                        }
                    }
                    // The callee's blocks are allocated during this call: name them by
                    // the call, so that two calls of one allocating function differ.
                    Place::Alloc(_) => {
                        res.insert(Place::Alloc(e));
                    }
                    Place::Io | Place::Clock | Place::Assert | Place::Any => {
                        res.insert(p);
                    }
                }
            }
            res
        };
        let reads = translate(self, &summary.reads, false);
        let writes = translate(self, &summary.writes, false);
        let returns = translate(self, &summary.returns, false);
        let stores: Vec<(Places, Places)> = summary
            .stores
            .iter()
            .map(|&(at, what)| {
                (
                    translate(self, &BTreeSet::from([at]), true),
                    translate(self, &BTreeSet::from([what]), false),
                )
            })
            .collect();
        self.read(&reads);
        self.write(&writes);
        for (at, what) in stores {
            self.store(&at, &what);
        }
        self.acc.reasons.extend(summary.reasons.iter().cloned());
        let actuals = actuals.into_iter().map(|(all, _)| all).collect();
        self.call_args.push(((e, g), actuals));
        returns
    }

    /// A call `e` of an allocation wrapper without source (`effects/allocators.rs`)
    /// whose arguments carry no pointer: it returns a block allocated by the call, which
    /// holds no pointer (as `__attribute__((malloc))` promises); it may keep state and do
    /// I/O of its own (`Io`: calls stay in order), read and write the globals that code
    /// without source can name, and keep the block's address in them.
    fn apply_allocator(&mut self, e: ExprId) -> Places {
        let program = self.program;
        let block = BTreeSet::from([Place::Alloc(e)]);
        let mut touched = BTreeSet::from([Place::Io]);
        for &g in &self.context.extern_globals {
            touched.insert(Place::Var(g));
            if ty::object_may_hold_pointer(program, ty::symbol_type(program, g)) {
                touched.insert(Place::Pointee(g));
                self.store(&BTreeSet::from([Place::Var(g)]), &block);
            }
        }
        self.read(&touched);
        self.write(&touched);
        block
    }

    /// Applies the library summary of external function `sym` at call `e`.
    fn apply_external(
        &mut self,
        e: ExprId,
        sym: SymbolId,
        args: &[ExprId],
        targets: &[Places],
    ) -> Places {
        let program = self.program;
        let name = &program.symbols[sym].name;
        if self.context.allocators.contains(&sym) && targets.iter().all(|t| t.is_empty()) {
            return self.apply_allocator(e);
        }
        if program.const_funcs.contains(&sym) {
            // Declared `const` (`Program::const_funcs`): no memory read or written, only
            // the arguments' values.
            return BTreeSet::new();
        }
        if self.context.timers.contains(&sym) {
            // `--timer NAME`: reads what its arguments point to, and its own state.
            let mut reads: Places = targets.iter().flatten().copied().collect();
            reads.insert(Place::Clock);
            self.check_unknown(&reads, e);
            self.read(&reads);
            self.write(&BTreeSet::from([Place::Clock]));
            return BTreeSet::new();
        }
        let Some(lib) = libc::lookup(name) else {
            return self.unknown_call(EffectsReason::UnknownCallee {
                name: name.clone(),
                at: e,
            });
        };
        let empty = BTreeSet::new();
        let arg = |k: usize| targets.get(k).unwrap_or(&empty);
        let mut reads = BTreeSet::new();
        let mut writes = BTreeSet::new();
        for &k in lib.reads {
            reads.extend(arg(k).iter().copied());
        }
        for &k in lib.writes {
            writes.extend(arg(k).iter().copied());
        }
        if let Some(from) = lib.reads_from {
            for t in targets.iter().skip(from) {
                reads.extend(t.iter().copied());
            }
        }
        if let Some(from) = lib.writes_from {
            for t in targets.iter().skip(from) {
                writes.extend(t.iter().copied());
            }
        }
        if let Some((format, first)) = lib.format {
            let literal = args.get(format).and_then(|&f| match &program.exprs[f] {
                Expr::StringLit(parts) => Some(parts.concat()),
                _ => None,
            });
            match libc::format_writes(literal.as_deref()) {
                Some(written) => {
                    for k in written {
                        writes.extend(arg(first + k).iter().copied());
                    }
                }
                None => {
                    for t in targets.iter().skip(first) {
                        writes.extend(t.iter().copied());
                    }
                }
            }
        }
        if lib.reads_any {
            reads.insert(Place::Any);
        }
        if lib.io {
            reads.insert(Place::Io);
            writes.insert(Place::Io);
        }
        if lib.clock {
            reads.insert(Place::Clock);
        }
        if lib.assert {
            reads.insert(Place::Assert);
        }
        self.check_unknown(&reads, e);
        self.check_unknown(&writes, e);
        self.read(&reads);
        self.write(&writes);
        match lib.store {
            Store::None => {}
            Store::Copy { dst, src } => {
                let values = self.contents_of(arg(src));
                self.store(&arg(dst).clone(), &values);
            }
            Store::CopyToNew { src } => {
                let values = self.contents_of(arg(src));
                self.store(&BTreeSet::from([Place::Alloc(e)]), &values);
            }
            Store::Alloc { dst } => {
                self.store(&arg(dst).clone(), &BTreeSet::from([Place::Alloc(e)]));
            }
            Store::Arg { dst, src } => {
                self.store(&arg(dst).clone(), &arg(src).clone());
            }
            Store::IntoFirst => {
                for k in 1..targets.len() {
                    self.store(&arg(0).clone(), &arg(k).clone());
                }
            }
        }
        if let Some(k) = lib.writes_lvalue
            && let Some(&list) = args.get(k)
        {
            let object = self.lvalue(list);
            self.write(&object);
        }
        if let Some((k, data)) = lib.callback
            && let Some(&cb) = args.get(k)
            && !ty::is_null_constant(program, cb)
        {
            let mut pointees = BTreeSet::new();
            for &j in data {
                pointees.extend(arg(j).iter().copied());
            }
            match direct_callee(program, cb) {
                Some(s) => match program.symbols[s].def {
                    Some(g) => {
                        let n = program.funcs[g].params.len();
                        self.apply_summary(e, g, &vec![pointees; n]);
                    }
                    None => {
                        self.unknown_call(EffectsReason::UnknownCallee {
                            name: program.symbols[s].name.clone(),
                            at: e,
                        });
                    }
                },
                None => {
                    self.unknown_call(EffectsReason::IndirectCall { at: e });
                }
            }
        }
        match lib.ret {
            Ret::None => BTreeSet::new(),
            Ret::Alloc => BTreeSet::from([Place::Alloc(e)]),
            Ret::AllocOrArg(k) => {
                let mut res = arg(k).clone();
                res.insert(Place::Alloc(e));
                res
            }
            Ret::Arg(k) => arg(k).clone(),
            Ret::Contents(k) => self.contents_of(arg(k)),
            Ret::Io => BTreeSet::from([Place::Io]),
        }
    }
}
