//! Preconditions: the linear facts over integer scalars that hold before each statement,
//! intraprocedurally.
//!
//! A forward abstract interpretation over the structured IR with convex polyhedra
//! ([`System`] over [`AVar`]):
//! - `x = e` with `e` affine: `x` is replaced by its new value (`x == e`, old `x`
//!   projected out); any other write of a tracked scalar projects it out;
//! - `if`: the condition (or its negation) is added on each branch, the branches are
//!   joined (convex hull, [`System::join`]);
//! - loops: the entry state with every scalar the loop writes projected out is the
//!   invariant; the condition is added in the body and its negation after the loop (only
//!   when the body has no `break`); the index of a counted loop gets its bounds; a scalar
//!   incremented by a constant once per iteration, unconditionally and at the top level
//!   of the body, gets its closed form (`k == k0 + c * (i - lo) / step`): the induction
//!   variables;
//! - a label (a possible `goto` target), a call, inline assembly or a write through an
//!   opaque reference lose what they may invalidate: everything at labels, globals and
//!   address-taken variables at calls and writes through pointers.
//!
//! Only integer scalars are tracked; address-taken variables are never tracked. Results
//! are sound over-approximations: every fact is true on every execution (in mathematical
//! integers, see [`crate::linear`]).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::access::{Access, collect_accesses, contains_call};
use crate::affine::{Constraint, LinExpr, System};
use crate::ir::visit::{Child, expr_children, stmt_children};
use crate::ir::*;
use crate::linear::{AVar, affine, is_tracked_scalar};

/// The precondition of each statement, by id; `None` for statements never reached by
/// the analysis (dead code, file-scope statements).
#[derive(Clone, Debug, Default)]
pub struct Preconditions {
    at: Vec<Option<System<AVar>>>,
}

impl Preconditions {
    /// The facts that hold before `s` executes.
    ///
    /// Panics for a statement made after the table was computed (ask [`Preconditions::knows`]
    /// first where such statements may come): the table knows nothing
    /// of it (answering "no fact" would hide the error).
    pub fn get(&self, s: StmtId) -> Option<&System<AVar>> {
        assert!(
            s.index() < self.at.len(),
            "statement {s} is newer than the preconditions (computed before it was made)"
        );
        self.at[s.index()].as_ref()
    }

    /// Whether `s` existed when the table was computed.
    pub fn knows(&self, s: StmtId) -> bool {
        s.index() < self.at.len()
    }
}

/// Computes the preconditions of every statement of every function.
pub fn preconditions(program: &Program) -> Preconditions {
    let mut res = Preconditions {
        at: vec![None; program.stmts.len()],
    };
    for (_, func) in program.funcs.iter() {
        let taken = query::address_taken_in(program, &func.body.0);
        let mut cx = Ctx {
            program,
            taken,
            res: &mut res,
            tmp: 0,
            exploring: 0,
            counts: WriteCounts::default(),
            writes: Default::default(),
            indices: Vec::new(),
            written: FxHashSet::default(),
        };
        for &s in &func.body.0 {
            let w = cx.writes.stmt(program, s);
            cx.written.extend(w.scalars.iter().copied());
        }
        cx.block(&func.body.0, System::universe());
    }
    res
}

struct Ctx<'a> {
    program: &'a Program,
    taken: FxHashSet<SymbolId>,
    res: &'a mut Preconditions,
    tmp: u32,
    /// How many loop fixpoint searches are in progress around the statement at hand. Their
    /// rounds only look for an invariant: they record nothing (the pass that follows,
    /// from the invariant found, records every statement of the loop), and the loops
    /// inside them take the plain invariant instead of a fixpoint search of their own, so
    /// that the work is linear in the nesting depth instead of exponential.
    exploring: u32,
    /// Write counts of the function's statements, computed once each (the program does
    /// not change during the pass).
    counts: WriteCounts,
    /// What each statement's subtree writes, computed once each.
    writes: crate::access::WritesMemo,
    /// Indices of the counted loops whose body the walk is in, outermost first.
    indices: Vec<SymbolId>,
    /// The scalars the function writes anywhere (the others keep their value throughout).
    written: FxHashSet<SymbolId>,
}

fn bottom() -> System<AVar> {
    System::empty()
}

impl Ctx<'_> {
    fn tracked(&self, s: SymbolId) -> bool {
        is_tracked_scalar(self.program, s) && !self.taken.contains(&s)
    }

    fn record(&mut self, s: StmtId, state: &System<AVar>) {
        if self.exploring > 0 {
            return;
        }
        let slot = &mut self.res.at[s.index()];
        *slot = Some(match slot.take() {
            // A statement reached several ways (through a statement expression twice).
            Some(prev) => join(&prev, state),
            None => state.clone(),
        });
    }

    fn block(&mut self, stmts: &[StmtId], mut state: System<AVar>) -> System<AVar> {
        for &s in stmts {
            state = self.stmt(s, state);
        }
        state
    }

    fn stmt(&mut self, s: StmtId, state: System<AVar>) -> System<AVar> {
        let program = self.program;
        // A label may be reached by a jump from anywhere: nothing is known there.
        let state = match &program.stmts[s] {
            Stmt::Label(_) => System::universe(),
            _ => state,
        };
        self.record(s, &state);
        if state.is_trivially_empty() {
            self.mark_unreachable(s);
            return state;
        }
        match &program.stmts[s] {
            Stmt::Expr(e) => self.expr(*e, state),
            Stmt::Decl(group) => self.decl(group, state),
            Stmt::Block(b) => {
                let out = self.block(&b.0, state);
                let locals: Vec<AVar> = query::declared_directly(program, &b.0)
                    .into_iter()
                    .map(AVar::Sym)
                    .collect();
                project(&out, &locals)
            }
            Stmt::If { cond, then, els } => {
                let state = self.expr(*cond, state);
                let then_in = self.assume(&state, *cond, true);
                let else_in = self.assume(&state, *cond, false);
                let then_out = self.stmt(*then, then_in);
                let else_out = match els {
                    Some(e) => self.stmt(*e, else_in),
                    None => else_in,
                };
                join(&then_out, &else_out)
            }
            Stmt::While { cond, body } => {
                let inv = self
                    .loop_fixpoint(&state, Some(*cond), *body, None)
                    .unwrap_or_else(|| {
                        self.invariant(&state, &[Child::Expr(*cond), Child::Stmt(*body)])
                    });
                let inv = self.expr(*cond, inv);
                let body_in = self.assume(&inv, *cond, true);
                self.stmt(*body, body_in);
                self.after_loop(&inv, *cond, *body)
            }
            Stmt::DoWhile { body, cond } => {
                let inv = self.invariant(&state, &[Child::Expr(*cond), Child::Stmt(*body)]);
                let out = self.stmt(*body, inv.clone());
                let _ = self.expr(*cond, out);
                self.after_loop(&inv, *cond, *body)
            }
            Stmt::For {
                init,
                cond,
                step,
                body,
                counted,
            } => {
                let mut state = state;
                match init {
                    ForInit::None => {}
                    ForInit::Expr(e) => state = self.expr(*e, state),
                    ForInit::Decl(group) => state = self.decl(group, state),
                }
                let mut parts = vec![Child::Stmt(*body)];
                parts.extend(cond.map(Child::Expr));
                parts.extend(step.map(Child::Expr));
                let entry = state.clone();
                let mut inv = match counted {
                    Some(_) => self.invariant(&state, &parts),
                    None => self
                        .loop_fixpoint(&state, *cond, *body, *step)
                        .unwrap_or_else(|| self.invariant(&state, &parts)),
                };
                if let Some(c) = cond {
                    inv = self.expr(*c, inv);
                }
                let mut body_in = match cond {
                    Some(c) => self.assume(&inv, *c, true),
                    None => inv.clone(),
                };
                // Facts that hold in the body only (the index's range, closed forms).
                if let Some(c) = counted {
                    self.counted_facts(&mut body_in, c);
                    self.induction_facts(&mut body_in, &entry, c, *body, &parts);
                }
                // The indices of the loops more than `KEPT_INDICES` levels out that the
                // body does not name and whose constraints tie them only to values the
                // function never changes (`0 <= i5 <= n - 1`): they say nothing of the
                // body's statements but that the loops run (`n >= 1`, which the
                // projection keeps). In a nest of depth d every statement held the bounds
                // of every enclosing index: d² constraints. An index tied to a variable
                // (`ii <= i`, a tile loop's) stays: a dependence test of its loop asks for
                // that tie. The nearer indices stay, so that every precondition of a nest
                // up to that depth states the ranges of all its indices (a time loop's
                // `0 <= t <= T - 1` in its stencil), as `--dump preconditions` shows. The
                // state after the loop comes from `inv`, which keeps them all.
                if let Some(c) = counted {
                    self.indices.push(c.index);
                    let far = self.indices.len().saturating_sub(KEPT_INDICES);
                    let body_writes = self.writes.stmt(program, *body);
                    let named = &body_writes.named;
                    let written = &self.written;
                    let loose = |v: SymbolId| {
                        body_in.constraints().iter().all(|k| {
                            k.expr().coeff(AVar::Sym(v)) == 0
                                || k.vars().all(|x| match x {
                                    AVar::Sym(x) => x == v || !written.contains(&x),
                                    _ => false,
                                })
                        })
                    };
                    let unnamed: Vec<AVar> = self.indices[..far]
                        .iter()
                        .filter(|v| !named.contains(v) && loose(**v))
                        .map(|v| AVar::Sym(*v))
                        .collect();
                    body_in = project(&body_in, &unnamed);
                }
                let out = self.stmt(*body, body_in);
                if counted.is_some() {
                    self.indices.pop();
                }
                if let Some(st) = step {
                    let _ = self.expr(*st, out);
                }
                let mut after = match cond {
                    Some(c) => self.after_loop(&inv, *c, *body),
                    None => bottom_unless_break(program, *body, &inv),
                };
                if let Some(c) = counted {
                    self.exit_value(&mut after, &entry, c, *body, &parts);
                }
                match init {
                    ForInit::Decl(g) => {
                        let locals: Vec<AVar> = g.decls.iter().map(|d| AVar::Sym(d.sym)).collect();
                        project(&after, &locals)
                    }
                    _ => after,
                }
            }
            Stmt::Switch { cond, body } => {
                let state = self.expr(*cond, state);
                let inv = self.invariant(&state, &[Child::Stmt(*body)]);
                self.stmt(*body, inv.clone());
                inv
            }
            Stmt::Case(..) | Stmt::Default => {
                // Reached by the switch's jump or by falling through: the enclosing
                // switch's invariant already holds (its body saw it); keep what holds.
                state
            }
            Stmt::Return(e) => {
                if let Some(e) = e {
                    let _ = self.expr(*e, state);
                }
                bottom()
            }
            Stmt::Break | Stmt::Continue | Stmt::Goto(_) => bottom(),
            Stmt::GotoIndirect(e) => {
                let _ = self.expr(*e, state);
                bottom()
            }
            Stmt::Asm(_) => System::universe(),
            Stmt::Label(_)
            | Stmt::Empty
            | Stmt::Pragma(_)
            | Stmt::Directive(_)
            | Stmt::StaticAssert(_)
            | Stmt::LocalLabels(_) => state,
        }
    }

    /// Records an empty precondition for every statement below `s` (unreachable code).
    fn mark_unreachable(&mut self, s: StmtId) {
        if self.exploring > 0 {
            return;
        }
        let mut stack = vec![s];
        while let Some(s) = stack.pop() {
            if self.res.at[s.index()].is_none() {
                self.res.at[s.index()] = Some(bottom());
            }
            stmt_children(&self.program.stmts[s], &mut |c| {
                if let Child::Stmt(c) = c {
                    stack.push(c)
                }
            });
        }
    }

    /// The loop invariant found by iterating the body from the entry state, joining, and
    /// widening (constraints that do not hold after one more iteration are dropped);
    /// `None` when the body has jumps whose states are not followed (`continue`, labels,
    /// `goto`) or when no fixpoint is reached in a few rounds.
    fn loop_fixpoint(
        &mut self,
        entry: &System<AVar>,
        cond: Option<ExprId>,
        body: StmtId,
        step: Option<ExprId>,
    ) -> Option<System<AVar>> {
        if has_continue_or_label(self.program, body) || self.exploring > 0 {
            return None;
        }
        self.exploring += 1;
        let res = self.search_fixpoint(entry, cond, body, step);
        self.exploring -= 1;
        res
    }

    /// The rounds of [`Ctx::loop_fixpoint`].
    fn search_fixpoint(
        &mut self,
        entry: &System<AVar>,
        cond: Option<ExprId>,
        body: StmtId,
        step: Option<ExprId>,
    ) -> Option<System<AVar>> {
        let mut inv = entry.clone();
        for round in 0..6 {
            let head = match cond {
                Some(c) => self.expr(c, inv.clone()),
                None => inv.clone(),
            };
            let body_in = match cond {
                Some(c) => self.assume(&head, c, true),
                None => head,
            };
            let mut out = self.stmt(body, body_in);
            if let Some(st) = step {
                out = self.expr(st, out);
            }
            let next = join(&inv, &out);
            if next.is_subset_of(&inv) {
                return Some(inv);
            }
            if round < 2 {
                // A few plain joins first: they often converge to a precise invariant.
                inv = next;
                continue;
            }
            // Widening: keep the inequalities (equalities split in two) that still hold.
            let mut kept: Vec<Constraint<AVar>> = Vec::new();
            for c in inv.constraints() {
                let halves: Vec<Constraint<AVar>> = if c.is_equality() {
                    let neg = c.expr().checked_neg();
                    [
                        Some(Constraint::ge_zero(c.expr().clone())),
                        neg.map(Constraint::ge_zero),
                    ]
                    .into_iter()
                    .flatten()
                    .collect()
                } else {
                    vec![c.clone()]
                };
                kept.extend(halves.into_iter().filter(|h| next.implies(h)));
            }
            inv = System::from_constraints(kept);
        }
        None
    }

    /// The index's value after a counted loop of unit step that surely runs and cannot
    /// exit early: one step past its last value.
    fn exit_value(
        &mut self,
        after: &mut System<AVar>,
        entry: &System<AVar>,
        c: &CountedLoop,
        body: StmtId,
        parts: &[Child],
    ) {
        let program = self.program;
        if c.step.abs() != 1 || !self.tracked(c.index) || query::leaves_loop(program, body) {
            return;
        }
        let (Some(lo), Some(up)) = (affine(program, c.lower), affine(program, c.upper)) else {
            return;
        };
        let mut written = FxHashSet::default();
        let mut calls = false;
        for part in parts {
            self.written_in(*part, &mut written, &mut calls);
        }
        if up
            .vars()
            .any(|v| matches!(v, AVar::Sym(s) if written.contains(&s)))
        {
            return;
        }
        let runs = if c.step > 0 {
            Constraint::less_eq(&lo, &up)
        } else {
            Constraint::greater_eq(&lo, &up)
        };
        let Some(runs) = runs else { return };
        if !implies_near(entry, &runs) {
            return;
        }
        let i = LinExpr::var(AVar::Sym(c.index));
        if let Some(last) = up.checked_add_constant(c.step as i128)
            && let Some(eq) = Constraint::equal(&i, &last)
        {
            after.add(eq);
        }
    }

    /// The state after a loop whose invariant is `inv`.
    fn after_loop(&mut self, inv: &System<AVar>, cond: ExprId, body: StmtId) -> System<AVar> {
        if query::leaves_loop(self.program, body) {
            inv.clone()
        } else {
            self.assume(inv, cond, false)
        }
    }

    /// `state` with every tracked scalar written by `parts` projected out.
    fn invariant(&mut self, state: &System<AVar>, parts: &[Child]) -> System<AVar> {
        let mut written = FxHashSet::default();
        let mut calls = false;
        for part in parts {
            self.written_in(*part, &mut written, &mut calls);
        }
        let mut vars: Vec<AVar> = written.into_iter().map(AVar::Sym).collect();
        if calls {
            vars.extend(self.volatile_vars(state));
        }
        vars.sort();
        project(state, &vars)
    }

    /// Tracked variables a call or an opaque write may change: globals and
    /// address-taken variables present in `state`.
    fn volatile_vars(&self, state: &System<AVar>) -> Vec<AVar> {
        state
            .vars()
            .into_iter()
            .filter(|v| match v {
                AVar::Sym(s) => self.program.symbols[*s].file_scope || self.taken.contains(s),
                _ => false,
            })
            .collect()
    }

    fn written_in(&mut self, part: Child, written: &mut FxHashSet<SymbolId>, calls: &mut bool) {
        match part {
            Child::Stmt(s) => {
                let w = self.writes.stmt(self.program, s);
                written.extend(w.scalars.iter().copied());
                *calls |= w.memory;
            }
            _ => {
                let w = crate::access::writes_in(self.program, part);
                written.extend(w.scalars);
                *calls |= w.memory;
            }
        }
    }

    /// The bounds of a counted loop's index, valid in its body.
    fn counted_facts(&mut self, inv: &mut System<AVar>, c: &CountedLoop) {
        let program = self.program;
        if !self.tracked(c.index) {
            return;
        }
        let i = LinExpr::var(AVar::Sym(c.index));
        // The first value holds only if what it reads is not changed by the loop.
        if let Some(lo) = affine(program, c.lower)
            && lo.vars().all(|v| {
                !matches!(v, AVar::Sym(_)) || inv.vars().contains(&v) || is_param_like(program, v)
            })
            && let Some(cons) = if c.step > 0 {
                Constraint::less_eq(&lo, &i)
            } else {
                Constraint::greater_eq(&lo, &i)
            }
        {
            inv.add(cons);
        }
        if let Some(hi) = affine(program, c.upper)
            && let Some(cons) = if c.step > 0 {
                Constraint::less_eq(&i, &hi)
            } else {
                Constraint::greater_eq(&i, &hi)
            }
        {
            inv.add(cons);
        }
    }

    /// Closed forms of the scalars incremented once per iteration of a counted loop.
    fn induction_facts(
        &mut self,
        inv: &mut System<AVar>,
        entry: &System<AVar>,
        c: &CountedLoop,
        body: StmtId,
        parts: &[Child],
    ) {
        let program = self.program;
        let Some(lo) = affine(program, c.lower) else {
            return;
        };
        if !self.tracked(c.index) || query::contains_jump(program, body) {
            return;
        }
        let mut written = FxHashSet::default();
        let mut calls = false;
        for part in parts {
            self.written_in(*part, &mut written, &mut calls);
        }
        let step = c.step as i128;
        let i = LinExpr::var(AVar::Sym(c.index));
        // Iterations done so far, times the step: i - lo.
        let Some(done) = i.checked_sub(&lo) else {
            return;
        };
        let changed: Vec<AVar> = written.iter().map(|w| AVar::Sym(*w)).collect();
        // A variable the body declares has no value carried from one iteration to the
        // next (nor any at the body's entry, where these facts hold): in a nest, the
        // inner loops' indices.
        let local = &self.writes.stmt(program, body).declared;
        let mut vars: Vec<SymbolId> = written
            .iter()
            .copied()
            .filter(|v| *v != c.index && !local.contains(v) && self.tracked(*v))
            .collect();
        vars.sort();
        let mut counts = std::mem::take(&mut self.counts);
        for v in vars {
            // step * v == step * v' + inc * (i - lo), v' the value at loop entry; or, for
            // increments that may be skipped, the bounds between 0 and inc per iteration.
            let facts: Vec<Constraint<AVar>> =
                match iteration_increment(program, &mut counts, body, v) {
                    Some(inc) => (|| {
                        let lhs = LinExpr::var(AVar::Sym(v)).checked_scale(step)?;
                        let rhs = LinExpr::var(AVar::Prime(v))
                            .checked_scale(step)?
                            .checked_add(&done.checked_scale(inc)?)?;
                        Some(vec![Constraint::equal(&lhs, &rhs)?])
                    })()
                    .unwrap_or_default(),
                    None => match monotone_increment(program, &mut counts, body, v) {
                        Some(inc) => (|| {
                            let lhs = LinExpr::var(AVar::Sym(v)).checked_scale(step)?;
                            let base = LinExpr::var(AVar::Prime(v)).checked_scale(step)?;
                            let top = base.checked_add(&done.checked_scale(inc)?)?;
                            let (low, high) = if inc * step > 0 {
                                (base, top)
                            } else {
                                (top, base)
                            };
                            Some(vec![
                                Constraint::less_eq(&low, &lhs)?,
                                Constraint::less_eq(&lhs, &high)?,
                            ])
                        })()
                        .unwrap_or_default(),
                        None => Vec::new(),
                    },
                };
            if facts.is_empty() {
                continue;
            }
            let Some(entry_v) =
                entry.rename(|x| if x == AVar::Sym(v) { AVar::Prime(v) } else { x })
            else {
                continue;
            };
            // Keep what was known of v at entry (now about v') with the values the loop
            // does not change, then forget v'.
            let mut with = inv.intersect(&project(&entry_v, &changed));
            for f in facts {
                with.add(f);
            }
            *inv = project(&with, &[AVar::Prime(v)]);
        }
        self.counts = counts;
        // A stride other than 1: the index is lo + step * t for some t >= 0.
        if step.abs() > 1 && lo.vars().all(|v| !changed.contains(&v)) {
            self.tmp += 1;
            let t = LinExpr::var(AVar::Tmp(self.tmp));
            if let Some(value) = t.checked_scale(step).and_then(|st| st.checked_add(&lo))
                && let (Some(eq), Some(pos)) = (
                    Constraint::equal(&i, &value),
                    Constraint::greater_eq(&t, &LinExpr::constant(0)),
                )
            {
                inv.add(eq);
                inv.add(pos);
            }
        }
    }

    fn decl(&mut self, group: &DeclGroup, mut state: System<AVar>) -> System<AVar> {
        for d in &group.decls {
            state = project(&state, &[AVar::Sym(d.sym)]);
            // A `static` local keeps its value from the last execution: its initializer
            // ran once, before `main`.
            if !crate::ir::query::has_automatic_storage(self.program, d.sym) {
                continue;
            }
            match &d.init {
                Some(Init::Expr(e)) => {
                    state = self.expr(*e, state);
                    if self.tracked(d.sym) {
                        state = self.assign(state, d.sym, affine(self.program, *e));
                    }
                }
                Some(Init::List(_)) => {
                    let mut acc = Vec::new();
                    crate::ir::visit::init_children(d.init.as_ref().unwrap(), &mut |c| {
                        if let Child::Expr(e) = c {
                            collect_accesses(self.program, e, &mut acc)
                        }
                    });
                    state = self.havoc_writes(state, &acc);
                }
                None => {}
            }
        }
        state
    }

    /// The effect of evaluating `e` on the state.
    fn expr(&mut self, e: ExprId, state: System<AVar>) -> System<AVar> {
        let program = self.program;
        match &program.exprs[e] {
            Expr::Comma(items) => {
                let mut state = state;
                for &x in items {
                    state = self.expr(x, state);
                }
                state
            }
            Expr::Assign { op, lhs, rhs } => {
                let state = self.expr(*rhs, state);
                match program.exprs[*lhs] {
                    Expr::Var(x) if self.tracked(x) => {
                        let value = match op {
                            None => affine(program, *rhs),
                            Some(BinOp::Add) => affine(program, *lhs)
                                .zip(affine(program, *rhs))
                                .and_then(|(a, b)| a.checked_add(&b)),
                            Some(BinOp::Sub) => affine(program, *lhs)
                                .zip(affine(program, *rhs))
                                .and_then(|(a, b)| a.checked_sub(&b)),
                            Some(BinOp::Mul) => affine(program, *rhs)
                                .filter(LinExpr::is_constant)
                                .and_then(|k| {
                                    LinExpr::var(AVar::Sym(x)).checked_scale(k.constant_term())
                                }),
                            Some(_) => None,
                        };
                        self.assign(state, x, value)
                    }
                    _ => {
                        let mut acc = Vec::new();
                        collect_accesses(program, *lhs, &mut acc);
                        let state = self.havoc_writes(state, &acc);
                        // A write through memory may change address-taken variables.
                        let vars = self.volatile_vars(&state);
                        project(&state, &vars)
                    }
                }
            }
            Expr::IncDec { increment, arg, .. } => match program.exprs[*arg] {
                Expr::Var(x) if self.tracked(x) => {
                    let k = if *increment { 1 } else { -1 };
                    let value = LinExpr::var(AVar::Sym(x)).checked_add_constant(k);
                    self.assign(state, x, value)
                }
                _ => {
                    let mut acc = Vec::new();
                    collect_accesses(program, e, &mut acc);
                    self.havoc_writes(state, &acc)
                }
            },
            Expr::Binary(BinOp::LogAnd | BinOp::LogOr, a, b) => {
                // The right operand may not run: join both outcomes.
                let after_a = self.expr(*a, state);
                let after_b = self.expr(*b, after_a.clone());
                join(&after_a, &after_b)
            }
            Expr::Cond(c, t, f) => {
                let after_c = self.expr(*c, state);
                let after_t = match t {
                    Some(t) => self.expr(*t, after_c.clone()),
                    None => after_c.clone(),
                };
                let after_f = self.expr(*f, after_c);
                join(&after_t, &after_f)
            }
            Expr::StmtExpr(block) => {
                let out = self.block(&block.0, state);
                // The block may jump out; what it wrote is already accounted for.
                out
            }
            _ => {
                let mut acc = Vec::new();
                collect_accesses(program, e, &mut acc);
                let mut state = self.havoc_writes(state, &acc);
                let mut stmts = Vec::new();
                expr_children(&program.exprs[e], &mut |c| {
                    if let Child::Stmt(s) = c {
                        stmts.push(s)
                    }
                });
                if contains_call(program, e) {
                    let vars = self.volatile_vars(&state);
                    state = project(&state, &vars);
                }
                for s in stmts {
                    state = self.stmt(s, state);
                }
                state
            }
        }
    }

    /// Forgets the tracked scalars written by `acc`.
    fn havoc_writes(&mut self, state: System<AVar>, acc: &[Access]) -> System<AVar> {
        let vars: Vec<AVar> = acc
            .iter()
            .filter_map(|a| match a {
                Access::Scalar {
                    sym, write: true, ..
                } => Some(AVar::Sym(*sym)),
                _ => None,
            })
            .collect();
        if vars.is_empty() {
            state
        } else {
            project(&state, &vars)
        }
    }

    /// `x = value` (unknown value when `None`).
    fn assign(
        &mut self,
        state: System<AVar>,
        x: SymbolId,
        value: Option<LinExpr<AVar>>,
    ) -> System<AVar> {
        let xv = AVar::Sym(x);
        let Some(value) = value else {
            return project(&state, &[xv]);
        };
        if value.coeff(xv) == 0 {
            let mut s = project(&state, &[xv]);
            if let Some(c) = Constraint::equal(&LinExpr::var(xv), &value) {
                s.add(c);
            }
            return s;
        }
        // `x = f(x)`: the old x becomes a temporary.
        self.tmp += 1;
        let t = AVar::Tmp(self.tmp);
        let (Some(renamed), Some(value)) = (
            state.rename(|v| if v == xv { t } else { v }),
            value.substitute(xv, &LinExpr::var(t)),
        ) else {
            return project(&state, &[xv]);
        };
        let mut s = renamed;
        if let Some(c) = Constraint::equal(&LinExpr::var(xv), &value) {
            s.add(c);
        }
        project(&s, &[t])
    }

    /// `state` where the condition `cond` evaluated to `truth`.
    fn assume(&self, state: &System<AVar>, cond: ExprId, truth: bool) -> System<AVar> {
        let mut s = state.clone();
        for c in condition(self.program, cond, truth) {
            s.add(c);
        }
        s
    }
}

/// Constraints implied by `cond == truth`, for the affine comparisons it is made of.
pub fn condition(program: &Program, cond: ExprId, truth: bool) -> Vec<Constraint<AVar>> {
    match &program.exprs[cond] {
        Expr::Unary(UnOp::Not, a) => condition(program, *a, !truth),
        Expr::Binary(BinOp::LogAnd, a, b) if truth => {
            let mut v = condition(program, *a, true);
            v.extend(condition(program, *b, true));
            v
        }
        Expr::Binary(BinOp::LogOr, a, b) if !truth => {
            let mut v = condition(program, *a, false);
            v.extend(condition(program, *b, false));
            v
        }
        Expr::Binary(op, a, b) => {
            let (Some(x), Some(y)) = (affine(program, *a), affine(program, *b)) else {
                return Vec::new();
            };
            let op = if truth { Some(*op) } else { negate(*op) };
            let c = match op {
                Some(BinOp::Lt) => Constraint::less(&x, &y),
                Some(BinOp::Le) => Constraint::less_eq(&x, &y),
                Some(BinOp::Gt) => Constraint::greater(&x, &y),
                Some(BinOp::Ge) => Constraint::greater_eq(&x, &y),
                Some(BinOp::Eq) => Constraint::equal(&x, &y),
                _ => None,
            };
            c.into_iter().collect()
        }
        _ => Vec::new(),
    }
}

fn negate(op: BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::Lt => BinOp::Ge,
        BinOp::Le => BinOp::Gt,
        BinOp::Gt => BinOp::Le,
        BinOp::Ge => BinOp::Lt,
        BinOp::Ne => BinOp::Eq,
        _ => return None,
    })
}

fn project(state: &System<AVar>, vars: &[AVar]) -> System<AVar> {
    let present = state.vars();
    let vars: Vec<AVar> = vars
        .iter()
        .copied()
        .filter(|v| present.contains(v))
        .collect();
    if vars.is_empty() {
        return state.clone();
    }
    state.project_out(&vars).0
}

fn join(a: &System<AVar>, b: &System<AVar>) -> System<AVar> {
    if a.is_trivially_empty() || a.is_empty() {
        return b.clone();
    }
    if b.is_trivially_empty() || b.is_empty() {
        return a.clone();
    }
    a.join(b)
}

/// How many of the innermost enclosing loops' indices every precondition keeps, named in
/// the statement or not (see the `Stmt::For` case of [`Ctx::stmt`]).
const KEPT_INDICES: usize = 8;

/// How many variables [`implies_near`] gathers around the constraint before testing.
const NEAR_VARS: usize = 8;

/// Whether `sys` implies `c`: first on the constraints of `sys` over a few variables
/// around `c`'s (found breadth first, at least [`NEAR_VARS`] when there are that many),
/// then, when that subsystem does not, on all of `sys`. A subsystem holds fewer
/// constraints, so what it implies `sys` implies: the answer is the same, and in a deep
/// nest (every index bounded by `n`, the question `n >= 1`) the first test is small.
fn implies_near(sys: &System<AVar>, c: &Constraint<AVar>) -> bool {
    let mut near: FxHashSet<AVar> = c.vars().collect();
    let cs = sys.constraints();
    let mut grew = true;
    while grew && near.len() < NEAR_VARS {
        grew = false;
        for k in cs {
            if near.len() >= NEAR_VARS {
                break;
            }
            if k.vars().any(|v| near.contains(&v)) {
                for v in k.vars() {
                    grew |= near.insert(v);
                }
            }
        }
    }
    let sub: Vec<Constraint<AVar>> = cs
        .iter()
        .filter(|k| k.vars().all(|v| near.contains(&v)))
        .cloned()
        .collect();
    if sub.len() < cs.len() && System::from_constraints(sub).implies(c) {
        return true;
    }
    sys.implies(c)
}

fn is_param_like(program: &Program, v: AVar) -> bool {
    matches!(v, AVar::Sym(s) if program.symbols[s].kind == SymbolKind::Param)
}

fn bottom_unless_break(program: &Program, body: StmtId, inv: &System<AVar>) -> System<AVar> {
    if query::leaves_loop(program, body) {
        inv.clone()
    } else {
        bottom()
    }
}

/// `v += c`, `v -= c`, `v++`, `v = v + c` as a statement: the variable and the constant.
fn increment(program: &Program, e: ExprId) -> Option<(SymbolId, i128)> {
    let var = |x: ExprId| match program.exprs[x] {
        Expr::Var(s) => Some(s),
        _ => None,
    };
    let constant = |x: ExprId| {
        affine(program, x)
            .filter(LinExpr::is_constant)
            .map(|c| c.constant_term())
    };
    match &program.exprs[e] {
        Expr::IncDec { increment, arg, .. } => Some((var(*arg)?, if *increment { 1 } else { -1 })),
        Expr::Assign {
            op: Some(BinOp::Add),
            lhs,
            rhs,
        } => Some((var(*lhs)?, constant(*rhs)?)),
        Expr::Assign {
            op: Some(BinOp::Sub),
            lhs,
            rhs,
        } => Some((var(*lhs)?, constant(*rhs)?.checked_neg()?)),
        Expr::Assign { op: None, lhs, rhs } => {
            let v = var(*lhs)?;
            let value = affine(program, *rhs)?;
            (value.coeff(AVar::Sym(v)) == 1 && value.terms().len() == 1)
                .then(|| (v, value.constant_term()))
        }
        _ => None,
    }
}

/// Numbers of writes of each scalar in a subtree, computed once per statement asked
/// about (the induction facts of every loop of a nest ask about every inner statement).
#[derive(Default)]
struct WriteCounts(FxHashMap<StmtId, FxHashMap<SymbolId, usize>>);

impl WriteCounts {
    /// Number of writes of `v` in the subtree of `s`.
    fn count(&mut self, program: &Program, s: StmtId, v: SymbolId) -> usize {
        let counts = self.0.entry(s).or_insert_with(|| {
            let mut counts = FxHashMap::default();
            let mut stack = vec![Child::Stmt(s)];
            while let Some(c) = stack.pop() {
                match c {
                    Child::Stmt(s) => stmt_children(&program.stmts[s], &mut |c| stack.push(c)),
                    Child::Expr(e) => {
                        let mut acc = Vec::new();
                        collect_accesses(program, e, &mut acc);
                        for a in acc {
                            if let Access::Scalar {
                                sym, write: true, ..
                            } = a
                            {
                                *counts.entry(sym).or_default() += 1;
                            }
                        }
                        expr_children(&program.exprs[e], &mut |c| {
                            if let Child::Stmt(_) = c {
                                stack.push(c)
                            }
                        });
                    }
                    Child::Type(_) => {}
                }
            }
            counts
        });
        counts.get(&v).copied().unwrap_or(0)
    }
}

/// The annotated listing of preconditions: `P: {...}` under each statement.
pub fn dump_preconditions(program: &Program, pre: &Preconditions) -> String {
    let names = crate::linear::Names(program);
    crate::dump::annotate(program, |s| match (&program.stmts[s], pre.get(s)) {
        (Stmt::Block(_) | Stmt::Label(_) | Stmt::Case(..) | Stmt::Default, _) => Vec::new(),
        (_, Some(p)) if p.is_trivially_empty() => vec!["P: unreachable".to_string()],
        (_, Some(p)) => vec![format!("P: {}", p.simplify().fmt_with(|v| names.name(v)))],
        (_, None) => Vec::new(),
    })
}

/// The exact amount one execution of `s` adds to `v`, when it is the same on every path
/// (`v++` in a block: 1; a counted loop of constant trip count `T` whose body adds `c`:
/// `c * T`; a statement that does not write `v`: 0).
fn iteration_increment(
    program: &Program,
    counts: &mut WriteCounts,
    s: StmtId,
    v: SymbolId,
) -> Option<i128> {
    if counts.count(program, s, v) == 0 {
        return Some(0);
    }
    match &program.stmts[s] {
        Stmt::Expr(e) => match increment(program, *e) {
            Some((w, inc)) if w == v => Some(inc),
            _ if count_writes_expr(program, *e, v) == 1 => unconditional_increment(program, *e, v),
            _ => None,
        },
        Stmt::Block(b) => b.0.iter().try_fold(0i128, |acc, st| {
            acc.checked_add(iteration_increment(program, counts, *st, v)?)
        }),
        Stmt::If {
            then,
            els: Some(els),
            cond,
        } => {
            if count_writes_expr(program, *cond, v) != 0 {
                return None;
            }
            let a = iteration_increment(program, counts, *then, v)?;
            let b = iteration_increment(program, counts, *els, v)?;
            (a == b).then_some(a)
        }
        Stmt::For {
            counted: Some(c),
            body,
            ..
        } if c.index != v && !query::contains_jump(program, *body) => {
            let lo = affine(program, c.lower)
                .filter(LinExpr::is_constant)?
                .constant_term();
            let hi = affine(program, c.upper)
                .filter(LinExpr::is_constant)?
                .constant_term();
            let step = c.step as i128;
            let trips = ((hi - lo) / step + 1).max(0);
            iteration_increment(program, counts, *body, v)?.checked_mul(trips)
        }
        _ => None,
    }
}

/// For a `v` written once in `s`, by an increment of constant sign that may or may not
/// run (under an `if`), but at most once per execution of `s`: the increment.
fn monotone_increment(
    program: &Program,
    counts: &mut WriteCounts,
    s: StmtId,
    v: SymbolId,
) -> Option<i128> {
    if counts.count(program, s, v) != 1 {
        return None;
    }
    let mut found = None;
    let mut stack = vec![(s, false)];
    while let Some((st, in_loop)) = stack.pop() {
        let nested = matches!(
            program.stmts[st],
            Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
        );
        let mut exprs = Vec::new();
        stmt_children(&program.stmts[st], &mut |c| match c {
            Child::Stmt(c) => stack.push((c, in_loop || nested)),
            Child::Expr(e) => exprs.push(e),
            Child::Type(_) => {}
        });
        for e in exprs {
            if count_writes_expr(program, e, v) > 0 {
                if in_loop || nested {
                    return None;
                }
                // The write may be nested in the expression (`b[k++] = x`).
                found = find_increment(program, e, v);
            }
        }
    }
    found
}

/// The increment of `v` nested in `e` (`b[k++] = x`) when it is evaluated every time `e`
/// is: not under the right operand of `&&` / `||` nor a branch of `?:`.
fn unconditional_increment(program: &Program, e: ExprId, v: SymbolId) -> Option<i128> {
    if let Some((w, inc)) = increment(program, e)
        && w == v
    {
        return Some(inc);
    }
    let kids: Vec<ExprId> = match &program.exprs[e] {
        Expr::Binary(BinOp::LogAnd | BinOp::LogOr, l, _) => vec![*l],
        Expr::Cond(c, _, _) => vec![*c],
        Expr::StmtExpr(_) => return None,
        other => {
            let mut k = Vec::new();
            expr_children(other, &mut |c| {
                if let Child::Expr(c) = c {
                    k.push(c)
                }
            });
            k
        }
    };
    kids.into_iter()
        .find_map(|c| unconditional_increment(program, c, v))
}

fn find_increment(program: &Program, e: ExprId, v: SymbolId) -> Option<i128> {
    if let Some((w, inc)) = increment(program, e)
        && w == v
    {
        return Some(inc);
    }
    let mut res = None;
    expr_children(&program.exprs[e], &mut |c| {
        if let Child::Expr(c) = c
            && res.is_none()
        {
            res = find_increment(program, c, v);
        }
    });
    res
}

fn count_writes_expr(program: &Program, e: ExprId, v: SymbolId) -> usize {
    let mut acc = Vec::new();
    collect_accesses(program, e, &mut acc);
    acc.iter()
        .filter(|a| matches!(a, Access::Scalar { sym, write: true, .. } if *sym == v))
        .count()
}

/// Whether a loop body has `continue` for this loop, a `goto`, or labels (targets of
/// jumps from elsewhere), whose states the fixpoint iteration would not follow.
fn has_continue_or_label(program: &Program, body: StmtId) -> bool {
    query::jumps_in(program, body).iter().any(|&(at, jump)| {
        matches!(jump, query::Jump::Continue | query::Jump::Goto)
            || matches!(program.stmts[at], Stmt::Label(_))
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::front::{CppOptions, parse_files};

    /// The program of `src` with its counted loops, and its preconditions.
    pub(crate) fn analyse(src: &str) -> (Program, Preconditions) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.c");
        std::fs::write(&path, src).unwrap();
        let parsed = parse_files(&[path], &CppOptions::default());
        assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
        let mut program = parsed.program;
        crate::loops::recognize_counted_loops(&mut program);
        let pre = preconditions(&program);
        (program, pre)
    }

    /// The expression statement on the last line of the function (the innermost one).
    fn innermost(program: &Program) -> StmtId {
        program
            .stmts
            .iter()
            .filter(|(_, s)| matches!(s, Stmt::Expr(_)))
            .map(|(id, _)| id)
            .max_by_key(|id| program.stmts.loc(*id).line)
            .unwrap()
    }

    fn sym(program: &Program, name: &str) -> AVar {
        let (id, _) = program
            .symbols
            .iter()
            .find(|(_, s)| s.name == name)
            .unwrap();
        AVar::Sym(id)
    }

    fn le(a: AVar, b: AVar) -> Constraint<AVar> {
        Constraint::less_eq(&LinExpr::var(a), &LinExpr::var(b)).unwrap()
    }

    #[test]
    fn far_unnamed_indices_leave_the_preconditions_of_a_deep_nest() {
        let depth = 30;
        let mut src = String::from("double a[64];\nvoid f(int n)\n{\n");
        for k in 0..depth {
            src.push_str(&format!("for (int i{k} = 0; i{k} < n; i{k}++)\n"));
        }
        src.push_str("a[i0 % 64] += 1;\n}\n");
        let (program, pre) = analyse(&src);
        let p = pre.get(innermost(&program)).unwrap();
        // The nearest indices and the named one (i0) stay; the others went, so the size
        // does not grow with the depth.
        assert!(
            p.constraints().len() <= 2 * (KEPT_INDICES + 1) + 1,
            "{} constraints",
            p.constraints().len()
        );
        let (i0, n) = (sym(&program, "i0"), sym(&program, "n"));
        assert!(p.implies(&le(i0, n)));
        let near = sym(&program, &format!("i{}", depth - 1));
        assert!(p.implies(&le(near, n)));
        assert!(!p.vars().contains(&sym(&program, "i5")));
        // What the loops running says of `n` stays.
        let one = Constraint::greater_eq(&LinExpr::var(n), &LinExpr::constant(1)).unwrap();
        assert!(p.implies(&one));
    }

    #[test]
    fn an_unnamed_index_tied_to_a_variable_stays() {
        // A tile loop's index is not named below the point loop, but `ii <= i` is what a
        // dependence test of the tile loop needs at the statement.
        let mut src = String::from(
            "double a[4096];\nvoid f(int n, int m)\n{\n\
             for (int ii = 0; ii < n; ii += 16)\nfor (int i = ii; i < ii + 16; i++)\n",
        );
        for k in 0..KEPT_INDICES + 2 {
            src.push_str(&format!("for (int j{k} = 0; j{k} < m; j{k}++)\n"));
        }
        src.push_str("a[i] += 1;\n}\n");
        let (program, pre) = analyse(&src);
        let p = pre.get(innermost(&program)).unwrap();
        let (ii, i) = (sym(&program, "ii"), sym(&program, "i"));
        assert!(p.implies(&le(ii, i)), "{p:?}");
    }
}
