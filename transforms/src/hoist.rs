//! Parallel regions hoisted out of sequential loops (OpenMP target).
//!
//! A parallel loop inside a sequential loop (a time loop, the planes of a transform)
//! enters the OpenMP runtime once per iteration of the sequential loop: the threads are
//! woken, and joined, every time. [`plan`] finds the outermost sequential loop of a
//! function that can hold one region for all of them and [`apply_all`] rewrites it:
//!
//! ```c
//! #pragma omp parallel private(p)          // once per run of the p loop
//! for (p = 0; p < np; p++) {               // every thread runs the loop's control
//!     #pragma omp for                      // the parallel loops divide their work
//!     for (e = 0; e < len; e++) ...
//!     #pragma omp master                   // the rest runs on the master thread,
//!     fft(...);
//!     #pragma omp barrier                  // then every thread sees what it wrote
//!     #pragma omp for
//!     for (e = 0; e < len; e++) ...
//! }
//! ```
//!
//! Why the rewritten loop computes what the original computes:
//!
//! 1. **Every thread takes the same path.** The code every thread runs (the headers of the
//!    loops on the way to the parallel loops, the conditions of the `if`s on the way, the
//!    run-time tests of versioned loops) reads only constants, the indices of those loops
//!    (each thread's copy holds the same value: the loops run the same iterations) and
//!    variables that nothing in the region writes ([`Place::Var`] against the effects of
//!    the whole loop, callees included, through `may_overlap`): no call, no dereference,
//!    no thread-local object. So no thread reads a value while another writes it. A
//!    `while` or `do` condition may also read what the region writes, without side
//!    effects (no call, no assignment, nothing volatile or thread-local): every write
//!    before it is followed by a barrier, and a barrier starts each iteration and follows
//!    the loop (`fenced`), so every thread reads the same published values and none
//!    writes again before all have read.
//! 2. **Private copies are right.** The indices of those loops are private to each thread
//!    when declared outside them; they are written by nothing but their headers and are
//!    dead after their loops (OUT regions). A declaration on the way is a private value
//!    when every thread computes it alike (as control) and nothing changes it after;
//!    otherwise it must be used only by the master statements that follow it, and runs
//!    with them in their block.
//! 3. **The work is done once, in order.** Every other statement runs on the master thread
//!    (`master`), followed by a barrier (loops the cost model found too small for a region
//!    are shared instead where that adds no barrier, `choose_small`): the
//!    sequence of writes is the sequential one,
//!    and each is seen by every thread after its barrier. The parallel loops keep their
//!    clauses (`omp for` binds them to the region; their shared variables are the
//!    region's); a loop's bounds are read after the barrier before it, and nothing
//!    writes them before the barrier that ends it.
//! 4. **Structured blocks.** No jump leaves a master statement or crosses the code every
//!    thread runs; no label is there.
//! 5. **No parallelism is lost.** A master statement calls no function that runs
//!    parallel loops without a run-time test (their regions would nest in the master and
//!    run on one thread); loops parallel only under an `if` clause are not shared (`omp
//!    for` has none).
//! 6. **No thread waits for nothing.** When some shared loops are parallel only under a
//!    run-time test and none unconditionally, the region runs only when one of the tests
//!    holds: `if (tests) { region } else { the loop as before }` (the copy is the loop
//!    with its own versioned loops, which then all run sequentially).

use p4a_analyzer::access::writes_in;
use p4a_analyzer::callgraph::{CallGraph, Callee};
use p4a_analyzer::effects::{Place, is_array_object};
use p4a_analyzer::ir::build::Build;
use p4a_analyzer::ir::edit;
use p4a_analyzer::ir::query::{is_thread_local, jump_across, loops_in, vars_named};
use p4a_analyzer::ir::visit::{Child, stmt_children};
use p4a_analyzer::ir::*;
use p4a_analyzer::regions::Entity;
use rustc_hash::{FxHashMap, FxHashSet};

use crate::cost::{ParamConsts, param_constants, trip_count};
use crate::decision::{Decision, Guard, LoopReport};
use crate::parallel::Analyses;

/// One region to hoist: decided on the analyses, applied after the directives are in.
#[derive(Clone, Debug)]
pub struct RegionPlan {
    /// The function.
    pub func: FuncId,
    /// The sequential loop the region goes around.
    pub l: StmtId,
    /// The loops and `if`s whose control every thread runs (`l` included).
    pub redundant: FxHashSet<StmtId>,
    /// The parallel loops whose iterations the region's threads divide.
    pub shared: Vec<StmtId>,
    /// Those of them the cost model found too small for a region of their own, with
    /// their clauses: in the region they cost a barrier, as the master thread running
    /// them alone would.
    pub small: FxHashMap<StmtId, ParallelLoop>,
    /// The indices of the redundant loops declared outside them.
    pub private: Vec<SymbolId>,
    /// The `while` and `do` loops on the way whose condition reads what the region
    /// writes (a barrier starts each iteration of their body and follows them), and the
    /// declarations whose value does (a barrier follows them): no thread writes what
    /// another is still reading.
    pub fenced: FxHashSet<StmtId>,
    /// Every shared loop is parallel only under a run-time test: the region runs only when
    /// one of them holds.
    pub tested: bool,
}

/// A sequential loop holding parallel loops, and whether a region was hoisted around it,
/// for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionNote {
    /// The function that holds it.
    pub function: String,
    /// Its line.
    pub line: u32,
    /// Whether the region was hoisted to it.
    pub hoisted: bool,
    /// The lines of the parallel loops inside it.
    pub loops: Vec<u32>,
    /// Why (not), in words.
    pub why: String,
}

/// The regions to hoist in `an.program`, given the decisions of `report`, with a note for
/// every sequential loop that holds parallel loops. See the module documentation.
pub fn plan(an: &Analyses, report: &[LoopReport]) -> (Vec<RegionPlan>, Vec<RegionNote>) {
    let by_stmt: FxHashMap<StmtId, &LoopReport> = report.iter().map(|r| (r.stmt, r)).collect();
    let consts = param_constants(an);
    // Functions that enter a region whatever their data: a loop parallel without a test,
    // or a hoisted region (which has a test only when all its loops have one).
    let mut regions: FxHashSet<FuncId> = report
        .iter()
        .filter(|r| r.decision == Decision::Parallel && r.guard.is_none())
        .map(|r| r.func)
        .collect();
    // The user's own OpenMP directives.
    for func in an.program.func_ids() {
        let body = an.program.funcs[func].body.0.clone();
        if body.iter().any(|&s| user_omp(an.program, s)) {
            regions.insert(func);
        }
    }
    loop {
        let reaching = reaching(an.callgraph, &regions);
        let mut planner = Planner {
            an,
            by_stmt: &by_stmt,
            consts: &consts,
            reaching: &reaching,
            plans: Vec::new(),
            notes: Vec::new(),
        };
        for func in an.program.func_ids() {
            let body = an.program.funcs[func].body.0.clone();
            for s in body {
                planner.walk(func, s);
            }
        }
        let before = regions.len();
        regions.extend(planner.plans.iter().filter(|x| !x.tested).map(|x| x.func));
        if regions.len() == before {
            return (planner.plans, planner.notes);
        }
    }
}

/// The functions from which a call may reach one of `funcs` (`funcs` included).
fn reaching(cg: &CallGraph, funcs: &FxHashSet<FuncId>) -> FxHashSet<FuncId> {
    let mut res = funcs.clone();
    loop {
        let indirect = res.iter().any(|&f| cg.is_address_taken(f));
        let before = res.len();
        for site in cg.sites() {
            let hit = match site.callee {
                Callee::Func(f) => res.contains(&f),
                Callee::Indirect => indirect,
                Callee::External(_) => false,
            };
            if hit {
                res.insert(site.caller);
            }
        }
        if res.len() == before {
            return res;
        }
    }
}

struct Planner<'a, 'p> {
    an: &'a Analyses<'p>,
    by_stmt: &'a FxHashMap<StmtId, &'a LoopReport>,
    consts: &'a ParamConsts,
    reaching: &'a FxHashSet<FuncId>,
    plans: Vec<RegionPlan>,
    notes: Vec<RegionNote>,
}

impl Planner<'_, '_> {
    fn decision(&self, s: StmtId) -> Option<&LoopReport> {
        self.by_stmt.get(&s).copied()
    }

    /// The lines of the parallel loops under `s`.
    fn parallel_lines(&self, s: StmtId) -> Vec<u32> {
        let p = self.an.program;
        loops_in(p, s)
            .into_iter()
            .filter(|&l| l != s)
            .filter(|&l| {
                self.decision(l)
                    .is_some_and(|r| r.decision == Decision::Parallel)
            })
            .map(|l| p.stmts.loc(l).line)
            .collect()
    }

    /// Looks for candidates in `s`, outside in.
    fn walk(&mut self, func: FuncId, s: StmtId) {
        let p = self.an.program;
        if let Some(r) = self.decision(s) {
            if matches!(r.decision, Decision::Parallel | Decision::Inner) || r.under_parallel {
                // No region nests in a parallel loop's.
                return;
            }
            if r.decision == Decision::Sequential
                && matches!(
                    p.stmts[s],
                    Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
                )
            {
                let loops = self.parallel_lines(s);
                if !loops.is_empty() {
                    let function = p.symbols[p.funcs[func].sym].name.clone();
                    let line = p.stmts.loc(s).line;
                    let outcome = self.shape(func, s).and_then(|plan| self.profit(plan));
                    let hoisted = outcome.is_ok();
                    let why = match outcome {
                        Ok(plan) => {
                            let why = if plan.tested {
                                "one region for every run of the loop, when one of the loops' \
                                 run-time tests holds"
                            } else {
                                "one region for every run of the loop"
                            };
                            self.plans.push(plan);
                            why.to_string()
                        }
                        Err(why) => why,
                    };
                    self.notes.push(RegionNote {
                        function,
                        line,
                        hoisted,
                        loops,
                        why,
                    });
                    if hoisted {
                        return;
                    }
                }
            }
        }
        let mut kids = Vec::new();
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(k) = c {
                kids.push(k);
            }
        });
        for k in kids {
            self.walk(func, k);
        }
    }

    /// The region around `l`, if one fits (see the module documentation).
    fn shape(&self, func: FuncId, l: StmtId) -> Result<RegionPlan, String> {
        let mut shaper = Shaper {
            an: self.an,
            planner: self,
            func,
            writes: self.an.effects[l].writes.iter().copied().collect(),
            privates: FxHashSet::default(),
            unguarded: false,
            index_tested: None,
            small_seen: Vec::new(),
            plan: RegionPlan {
                func,
                l,
                redundant: FxHashSet::default(),
                shared: Vec::new(),
                small: FxHashMap::default(),
                private: Vec::new(),
                fenced: FxHashSet::default(),
                tested: false,
            },
        };
        shaper.redundant_loop(l)?;
        let lone = std::mem::take(&mut shaper.small_seen);
        shaper.choose_small(&[], &lone);
        // OpenMP forbids a variable private in the region in the data clauses of an `omp
        // for` bound to it (the checks above keep the shared loops from writing them; this
        // says so for every clause).
        for &x in &shaper.plan.shared {
            let named = self
                .decision(x)
                .and_then(|r| r.clauses.as_ref())
                .map(|c| c.parallel_loop(None))
                .map(|d| Directive::Share(d).clause_vars())
                .unwrap_or_default();
            if let Some(v) = named.iter().find(|v| shaper.privates.contains(v)) {
                return Err(format!(
                    "the loop at line {} names `{}` in a clause, which each thread of the region \
                     keeps its own copy of",
                    self.an.program.stmts.loc(x).line,
                    self.an.program.symbols[*v].name
                ));
            }
        }
        let mut plan = shaper.plan;
        plan.tested = !shaper.unguarded;
        if plan.tested
            && let Some(at) = shaper.index_tested
        {
            return Err(format!(
                "its parallel loops run in parallel only under run-time tests, and the test of \
                 the loop at line {at} changes with the loops around it: no test can be made \
                 once for the region"
            ));
        }
        if plan.tested && !edit::stmt_copyable(self.an.program, l) {
            return Err(
                "its parallel loops run in parallel only under run-time tests, and the loop \
                 cannot be copied for when none holds (it declares a label or a static)"
                    .into(),
            );
        }
        Ok(plan)
    }

    /// Keeps `plan` when the region is entered less often than the loops it holds.
    fn profit(&self, plan: RegionPlan) -> Result<RegionPlan, String> {
        let p = self.an.program;
        if let Stmt::For {
            body,
            counted: Some(c),
            ..
        } = &p.stmts[plan.l]
            && let Some(trips) = trip_count(p, self.consts, self.an.pre, *body, c)
            && trips <= 1
        {
            return Err(format!(
                "the loop runs {trips} time{}: a region around it saves nothing",
                if trips == 1 { "" } else { "s" }
            ));
        }
        Ok(plan)
    }
}

/// Checks the shape of one candidate and collects its plan.
struct Shaper<'a, 'p> {
    an: &'a Analyses<'p>,
    planner: &'a Planner<'a, 'p>,
    func: FuncId,
    /// What the whole loop may write.
    writes: Vec<Place>,
    /// The indices of the redundant loops met so far (same value in every thread).
    privates: FxHashSet<SymbolId>,
    /// Some shared loop runs in parallel without a run-time test.
    unguarded: bool,
    /// The line of a shared loop whose run-time test reads the index of a loop around it.
    index_tested: Option<u32>,
    /// Small loops met, for their block to decide whether to share them.
    small_seen: Vec<StmtId>,
    plan: RegionPlan,
}

impl Shaper<'_, '_> {
    fn line(&self, s: StmtId) -> u32 {
        self.an.program.stmts.loc(s).line
    }

    /// A `while` or `do` loop whose condition every thread evaluates. When the condition
    /// reads only what nothing writes, as for any control; otherwise each thread reads the
    /// values the last barrier published, and the loop is fenced: a barrier at the start
    /// of each iteration (every thread has read the condition before any writes) and one
    /// after the loop (the same at the exit). Every write in the body is followed by a
    /// barrier before the condition is read again (`omp for`, `master` + barrier).
    fn condition_loop(&mut self, s: StmtId, cond: ExprId, body: StmtId) -> Result<(), String> {
        let line = self.line(s);
        if !self.control(cond, None) {
            if !self.plain(cond) {
                return Err(format!(
                    "the condition of the loop at line {line} calls, assigns or reads a \
                     volatile or thread-local object: every thread must see the same values"
                ));
            }
            self.plan.fenced.insert(s);
        }
        self.plan.redundant.insert(s);
        self.item(body)
    }

    /// A loop whose control every thread runs.
    fn redundant_loop(&mut self, s: StmtId) -> Result<(), String> {
        let p = self.an.program;
        let line = self.line(s);
        if let Stmt::While { cond, body } | Stmt::DoWhile { body, cond } = &p.stmts[s] {
            return self.condition_loop(s, *cond, *body);
        }
        let Stmt::For {
            init,
            cond,
            step,
            body,
            counted: Some(c),
        } = &p.stmts[s]
        else {
            return Err(format!(
                "the loop at line {line} is not a counted `for`: its control cannot run in \
                 every thread"
            ));
        };
        let index = c.index;
        let name = &p.symbols[index].name;
        if writes_in(p, Child::Stmt(*body)).scalars.contains(&index)
            || self.an.effects.is_address_taken(index)
        {
            return Err(format!(
                "`{name}`, the index of the loop at line {line}, is written in its body"
            ));
        }
        if is_thread_local(p, index) {
            return Err(format!("`{name}` (line {line}) is thread-local"));
        }
        if !matches!(init, ForInit::Decl(_)) {
            let live = self
                .an
                .regions
                .outs(s)
                .iter()
                .any(|r| r.entity == Entity::Scalar(index));
            if live {
                return Err(format!(
                    "`{name}`, the index of the loop at line {line}, is used after the loop: \
                     each thread would keep its own"
                ));
            }
            self.plan.private.push(index);
        }
        self.privates.insert(index);
        let header: Vec<ExprId> = match init {
            ForInit::None => Vec::new(),
            ForInit::Expr(e) => vec![*e],
            ForInit::Decl(g) => g
                .decls
                .iter()
                .filter_map(|d| match &d.init {
                    Some(Init::Expr(e)) => Some(*e),
                    _ => None,
                })
                .collect(),
        }
        .into_iter()
        .chain(cond.iter().copied())
        .chain(step.iter().copied())
        .collect();
        for e in header {
            if !self.control(e, Some(index)) {
                return Err(format!(
                    "the header of the loop at line {line} reads what the loop writes, or calls \
                     or dereferences: every thread must see the same values"
                ));
            }
        }
        self.plan.redundant.insert(s);
        self.item(*body)
    }

    /// One statement on the way to the parallel loops.
    fn item(&mut self, s: StmtId) -> Result<(), String> {
        let p = self.an.program;
        let line = self.line(s);
        if let Some(r) = self.planner.decision(s)
            && r.decision == Decision::Parallel
        {
            match r.guard {
                None => self.unguarded = true,
                Some(Guard::Versioned { .. }) => {
                    let Stmt::For {
                        counted: Some(c), ..
                    } = &p.stmts[s]
                    else {
                        return Err(format!("the loop at line {line} has no counted shape"));
                    };
                    if !self.control(c.lower, None) || !self.control(c.upper, None) {
                        return Err(format!(
                            "the run-time test of the loop at line {line} reads what the \
                             region writes: every thread must see the same values"
                        ));
                    }
                    let reads_index = [c.lower, c.upper].iter().any(|&e| {
                        vars_named(p, Child::Expr(e))
                            .iter()
                            .any(|v| self.privates.contains(v))
                    });
                    if reads_index {
                        self.index_tested = Some(line);
                    }
                }
                Some(Guard::IfClause { .. }) => {
                    return Err(format!(
                        "the loop at line {line} is parallel only under an `if` clause, \
                         which `omp for` does not have"
                    ));
                }
            }
            self.plan.shared.push(s);
            return Ok(());
        }
        if !self.holds_parallel(s) {
            if self.small_candidate(s) {
                // Runs on the master thread unless its block shares it (`choose_small`).
                self.master(s)?;
                self.small_seen.push(s);
                return Ok(());
            }
            return self.master(s);
        }
        match &p.stmts[s] {
            Stmt::Block(b) => {
                let seen = self.small_seen.len();
                for (k, &x) in b.0.iter().enumerate() {
                    if matches!(p.stmts[x], Stmt::Decl(_)) {
                        // A value every thread computes alike; else a local of the master
                        // thread's statements after it; else a value every thread reads
                        // between barriers (one barrier more).
                        let rest = &b.0[k + 1..];
                        if self.redundant_decl(x, rest, false).is_err()
                            && !self.master_decl(x, rest)
                        {
                            self.redundant_decl(x, rest, true)?;
                        }
                    } else {
                        self.item(x)?;
                    }
                }
                let found: Vec<StmtId> = self.small_seen.drain(seen..).collect();
                self.choose_small(&b.0, &found);
                Ok(())
            }
            Stmt::For { .. } => self.redundant_loop(s),
            Stmt::While { cond, body } | Stmt::DoWhile { body, cond } => {
                self.condition_loop(s, *cond, *body)
            }
            Stmt::If { cond, then, els } => {
                if !self.control(*cond, None) {
                    return Err(format!(
                        "the condition at line {line} reads what the loop writes, or calls or \
                         dereferences: every thread must see the same values"
                    ));
                }
                self.plan.redundant.insert(s);
                self.item(*then)?;
                match els {
                    Some(e) => self.item(*e),
                    None => Ok(()),
                }
            }
            _ => Err(format!(
                "the statement at line {line} holds parallel loops and is not a counted `for` \
                 or an `if`"
            )),
        }
    }

    /// A declaration on the way to the parallel loops, followed in its block by `rest`:
    /// every thread declares its own copy, which is right when each gets the same value
    /// (an initializer every thread evaluates alike) and nothing changes it afterwards.
    fn redundant_decl(&mut self, s: StmtId, rest: &[StmtId], fenced: bool) -> Result<(), String> {
        let privates = self.privates.clone();
        let res = self.try_redundant_decl(s, rest, fenced);
        if res.is_err() {
            self.privates = privates;
        }
        res
    }

    fn try_redundant_decl(
        &mut self,
        s: StmtId,
        rest: &[StmtId],
        fenced: bool,
    ) -> Result<(), String> {
        let p = self.an.program;
        let line = self.line(s);
        let Stmt::Decl(g) = &p.stmts[s] else {
            return self.item(s);
        };
        let refuse = || {
            Err(format!(
                "line {line} declares a variable between the parallel loops that is not a \
                 value every thread computes alike: each thread would have its own"
            ))
        };
        if !matches!(
            g.specs.storage,
            Storage::None | Storage::Auto | Storage::Register
        ) {
            return refuse();
        }
        for d in &g.decls {
            let Some(Init::Expr(e)) = &d.init else {
                return refuse();
            };
            let scalar = matches!(
                p.resolve(d.ty).0,
                TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Pointer(_)
            );
            let changed = self.an.effects.is_address_taken(d.sym)
                || rest
                    .iter()
                    .any(|&x| writes_in(p, Child::Stmt(x)).scalars.contains(&d.sym));
            if changed {
                return Err(format!(
                    "line {line} declares `{}`, which the loop then changes: each thread would \
                     have its own copy",
                    p.symbols[d.sym].name
                ));
            }
            if !scalar || is_thread_local(p, d.sym) {
                return refuse();
            }
            if !self.control(*e, None) {
                // Read after the last barrier and fenced by one after it, as a condition.
                if !fenced || !self.plain(*e) {
                    return refuse();
                }
                self.plan.fenced.insert(s);
            }
            self.privates.insert(d.sym);
        }
        self.plan.redundant.insert(s);
        Ok(())
    }

    /// Whether `s` is a loop the cost model found too small for a region of its own, which
    /// a region may share: it has clauses, and no `lastprivate` (OpenMP leaves it
    /// undefined when the loop runs zero times).
    fn small_candidate(&self, s: StmtId) -> bool {
        self.planner.decision(s).is_some_and(|r| {
            r.decision == Decision::Small
                && r.clauses.as_ref().is_some_and(|c| c.lastprivate.is_empty())
        })
    }

    /// Shares the small loops `found` of block `items` (or met as a lone body) that cost
    /// no barrier more than running on the master thread: those between shared loops,
    /// redundant statements or the ends of the block, where a master statement would need
    /// a barrier of its own. A small loop beside master statements stays with them (one
    /// barrier for the run).
    fn choose_small(&mut self, items: &[StmtId], found: &[StmtId]) {
        let p = self.an.program;
        #[derive(PartialEq)]
        enum Kind {
            Neutral,
            Free,
            Master,
        }
        let kind = |x: StmtId| -> Kind {
            match &p.stmts[x] {
                Stmt::Empty | Stmt::Pragma(_) => Kind::Neutral,
                _ if self.plan.shared.contains(&x) || self.plan.redundant.contains(&x) => {
                    Kind::Free
                }
                _ if self.holds_parallel(x) => Kind::Free,
                _ => Kind::Master,
            }
        };
        let mut kept = Vec::new();
        for &small in found {
            let keep = match items.iter().position(|&x| x == small) {
                None => true,
                Some(k) => {
                    let before = items[..k]
                        .iter()
                        .rev()
                        .map(|&x| kind(x))
                        .find(|k| *k != Kind::Neutral);
                    let after = items[k + 1..]
                        .iter()
                        .map(|&x| kind(x))
                        .find(|k| *k != Kind::Neutral);
                    before.is_none_or(|k| k == Kind::Free) && after.is_none_or(|k| k == Kind::Free)
                }
            };
            if keep
                && let Some(c) = self
                    .planner
                    .decision(small)
                    .and_then(|r| r.clauses.as_ref())
            {
                kept.push((small, c.parallel_loop(None)));
            }
        }
        for (small, d) in kept {
            self.plan.shared.push(small);
            self.plan.small.insert(small, d);
        }
    }

    /// Whether `s` holds a parallel loop.
    fn holds_parallel(&self, s: StmtId) -> bool {
        loops_in(self.an.program, s).into_iter().any(|l| {
            self.planner
                .decision(l)
                .is_some_and(|r| r.decision == Decision::Parallel)
        })
    }

    /// Whether declaration `s`, followed in its block by `rest`, can run on the master
    /// thread with the statements after it: its variables are used only by the run of
    /// statements that follows it up to the next statement holding a parallel loop (they
    /// all run on the master thread, in one block, so the declaration's scope holds them).
    fn master_decl(&mut self, s: StmtId, rest: &[StmtId]) -> bool {
        let p = self.an.program;
        let Stmt::Decl(g) = &p.stmts[s] else {
            return false;
        };
        // The run ends where `rewrite_list` may end the master block: at a statement that
        // holds parallel loops, or a declaration (which may be a value of every thread).
        let end = rest
            .iter()
            .position(|&x| self.holds_parallel(x) || matches!(p.stmts[x], Stmt::Decl(_)))
            .unwrap_or(rest.len());
        let used_after = rest[end..].iter().any(|&x| {
            vars_named(p, Child::Stmt(x))
                .iter()
                .any(|v| g.decls.iter().any(|d| d.sym == *v))
        });
        !used_after && self.master_checks(s).is_ok()
    }

    /// A statement the master thread runs alone.
    fn master(&mut self, s: StmtId) -> Result<(), String> {
        let p = self.an.program;
        let line = self.line(s);
        match &p.stmts[s] {
            Stmt::Decl(_) => {
                return Err(format!(
                    "line {line} declares a variable between the parallel loops: each thread \
                     would have its own"
                ));
            }
            Stmt::Pragma(text) if crate::openmp::binds_loop(text) => {
                return Err(format!(
                    "line {line}: the user's `#pragma {text}` binds the statement after it"
                ));
            }
            Stmt::Pragma(_) | Stmt::Empty => return Ok(()),
            _ => {}
        }
        self.master_checks(s)
    }

    /// What any statement run by the master thread alone must satisfy.
    fn master_checks(&self, s: StmtId) -> Result<(), String> {
        let p = self.an.program;
        let line = self.line(s);
        let inside: FxHashSet<StmtId> = stmts_in(p, s);
        if inside.iter().any(|&x| is_user_omp(p, x)) {
            return Err(format!(
                "the statement at line {line} holds an OpenMP directive of the user's: inside \
                 the region it would run on one thread"
            ));
        }
        if let Some(j) = jump_across(p, s) {
            return Err(format!(
                "line {}: a jump or label crosses the statement at line {line}",
                self.line(j)
            ));
        }
        for site in self.an.callgraph.calls_in(self.func) {
            if !inside.contains(&site.stmt) {
                continue;
            }
            let hit = match site.callee {
                Callee::Func(f) => self.planner.reaching.contains(&f),
                Callee::Indirect => self
                    .planner
                    .reaching
                    .iter()
                    .any(|&f| self.an.callgraph.is_address_taken(f)),
                Callee::External(_) => false,
            };
            if hit {
                return Err(format!(
                    "line {}: a call that runs parallel loops: inside the region they would \
                     run on one thread",
                    p.exprs.loc(site.expr).line.max(line)
                ));
            }
        }
        Ok(())
    }

    /// Whether every thread evaluating `e` gets the same value while the others run the
    /// region, and `e` writes nothing but `index` (a loop header's own index).
    fn control(&self, e: ExprId, index: Option<SymbolId>) -> bool {
        let p = self.an.program;
        match &p.exprs[e] {
            Expr::Var(s) => {
                !is_thread_local(p, *s) && (self.privates.contains(s) || !self.written(*s))
            }
            Expr::IntLit { .. } | Expr::FloatLit(_) | Expr::CharLit(_) | Expr::SizeofType(_) => {
                true
            }
            Expr::Unary(op, x) => {
                !matches!(op, UnOp::Deref | UnOp::AddrOf) && self.control(*x, index)
            }
            Expr::Binary(_, x, y) => self.control(*x, index) && self.control(*y, index),
            Expr::Cast(_, x) => self.control(*x, index),
            Expr::Cond(c, Some(a), b) => {
                self.control(*c, index) && self.control(*a, index) && self.control(*b, index)
            }
            Expr::Index(base, sub) => {
                is_array_object(p, *base) && self.control(*base, index) && self.control(*sub, index)
            }
            Expr::Member {
                base, arrow: false, ..
            } => self.control(*base, index),
            Expr::Assign { lhs, rhs, .. } => {
                index.is_some_and(|i| p.exprs[*lhs] == Expr::Var(i)) && self.control(*rhs, index)
            }
            Expr::IncDec { arg, .. } => index.is_some_and(|i| p.exprs[*arg] == Expr::Var(i)),
            Expr::Comma(items) => items.iter().all(|&x| self.control(x, index)),
            _ => false,
        }
    }

    /// Whether `e` may be evaluated by every thread at once, between two barriers, with
    /// the same result: no side effect, no call, nothing volatile, atomic or thread-local.
    fn plain(&self, e: ExprId) -> bool {
        let p = self.an.program;
        edit::copyable(p, e)
            && vars_named(p, Child::Expr(e)).iter().all(|&v| {
                let (_, quals) = p.resolve(p.symbols[v].ty);
                !is_thread_local(p, v) && !quals.is_volatile && !quals.is_atomic
            })
    }

    /// Whether anything in the loop may write variable `s`.
    fn written(&self, s: SymbolId) -> bool {
        let p = self.an.program;
        self.writes
            .iter()
            .any(|&w| self.an.effects.may_overlap(p, self.func, Place::Var(s), w))
    }
}

/// Whether subtree `s` holds one of the user's OpenMP directives.
fn user_omp(p: &Program, s: StmtId) -> bool {
    stmts_in(p, s).into_iter().any(|x| is_user_omp(p, x))
}

/// Whether statement `s` is one of the user's OpenMP directives.
fn is_user_omp(p: &Program, s: StmtId) -> bool {
    matches!(&p.stmts[s], Stmt::Pragma(text) if crate::openmp::is_omp(text))
}

/// Every statement under `root`, `root` included, statement expressions included.
fn stmts_in(p: &Program, root: StmtId) -> FxHashSet<StmtId> {
    let mut res = FxHashSet::default();
    let mut stack = vec![Child::Stmt(root)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                res.insert(s);
                stmt_children(&p.stmts[s], &mut |k| stack.push(k));
            }
            Child::Expr(e) => {
                p4a_analyzer::ir::visit::expr_children(&p.exprs[e], &mut |k| stack.push(k))
            }
            Child::Type(_) => {}
        }
    }
    res
}

/// Applies `plans` to `program`, once the directives are in ([`crate::openmp::insert_directives`]):
/// the region before each loop (versioned when the plan is tested), `omp for` for the
/// shared loops, `master` and a barrier around the rest. Marks the shared loops' report
/// entries with the line of their region's loop.
pub fn apply_all(program: &mut Program, plans: &[RegionPlan], report: &mut [LoopReport]) {
    for plan in plans {
        let line = program.stmts.loc(plan.l).line;
        let shared: FxHashSet<StmtId> = plan.shared.iter().copied().collect();
        let copy = plan.tested.then(|| edit::copy_stmt(program, plan.l));
        rewrite(program, plan, &shared, plan.l);
        let region = Stmt::Directive(Directive::Region {
            private: plan.private.clone(),
        });
        match copy {
            None => crate::openmp::insert_before(program, plan.func, plan.l, region),
            Some(copy) => {
                let tests: Vec<ExprId> = report
                    .iter()
                    .filter(|r| shared.contains(&r.stmt))
                    .filter_map(|r| r.guard_test)
                    .collect();
                let tests: Vec<ExprId> = tests
                    .into_iter()
                    .map(|t| edit::copy_expr(program, t))
                    .collect();
                let loc = program.stmts.loc(plan.l);
                let mut b = Build::new(program, loc);
                let cond = tests
                    .into_iter()
                    .reduce(|a, t| b.bin(BinOp::LogOr, a, t))
                    .expect("a tested plan has a versioned loop");
                let marker = b.s(region);
                let then = b.block(vec![marker, plan.l]);
                let els = b.block(vec![copy]);
                let guarded = b.s(Stmt::If {
                    cond,
                    then,
                    els: Some(els),
                });
                edit::replace_stmt(program, plan.func, plan.l, guarded);
            }
        }
        for r in report.iter_mut() {
            if shared.contains(&r.stmt) {
                r.region = Some(line);
                if plan.small.contains_key(&r.stmt) {
                    r.decision = Decision::Parallel;
                    r.reasons.clear();
                }
            }
        }
        // The loops inside a small loop now shared are inside a parallel loop.
        for &small in plan.small.keys() {
            let outer = program.stmts.loc(small).line;
            let inside: FxHashSet<StmtId> = loops_in(program, small).into_iter().collect();
            for r in report.iter_mut() {
                if r.stmt != small && inside.contains(&r.stmt) && r.decision == Decision::Small {
                    r.decision = Decision::Inner;
                    r.under_parallel = true;
                    r.reasons = vec![crate::parallel::Reason::InsideParallel { outer }];
                }
            }
        }
    }
}

/// Rewrites the parts of redundant statement `s` (a loop, an `if`, a block).
fn rewrite(p: &mut Program, plan: &RegionPlan, shared: &FxHashSet<StmtId>, s: StmtId) {
    match p.stmts[s].clone() {
        Stmt::For { body, .. } => {
            let body = as_block(p, body);
            if let Stmt::For { body: slot, .. } = &mut p.stmts[s] {
                *slot = body;
            }
            rewrite_list(p, plan, shared, body);
        }
        Stmt::While { body, .. } | Stmt::DoWhile { body, .. } => {
            let body = as_block(p, body);
            if let Stmt::While { body: slot, .. } | Stmt::DoWhile { body: slot, .. } =
                &mut p.stmts[s]
            {
                *slot = body;
            }
            rewrite_list(p, plan, shared, body);
            if plan.fenced.contains(&s) {
                let loc = p.stmts.loc(s);
                let barrier = Build::new(p, loc).s(Stmt::Directive(Directive::Barrier));
                if let Stmt::Block(items) = &mut p.stmts[body] {
                    items.0.insert(0, barrier);
                }
            }
        }
        Stmt::If { then, els, .. } => {
            let then = as_block(p, then);
            let els = els.map(|e| as_block(p, e));
            if let Stmt::If {
                then: t, els: e, ..
            } = &mut p.stmts[s]
            {
                *t = then;
                *e = els;
            }
            rewrite_list(p, plan, shared, then);
            if let Some(els) = els {
                rewrite_list(p, plan, shared, els);
            }
        }
        Stmt::Block(_) => rewrite_list(p, plan, shared, s),
        _ => {}
    }
}

/// `s` if it is a block, else a new block holding it.
fn as_block(p: &mut Program, s: StmtId) -> StmtId {
    if matches!(p.stmts[s], Stmt::Block(_)) {
        return s;
    }
    let loc = p.stmts.loc(s);
    Build::new(p, loc).block(vec![s])
}

/// Rewrites block `block` of a redundant statement: shared loops get `omp for`, what holds
/// them is rewritten in turn, runs of other statements run on the master thread.
fn rewrite_list(p: &mut Program, plan: &RegionPlan, shared: &FxHashSet<StmtId>, block: StmtId) {
    let Stmt::Block(items) = &p.stmts[block] else {
        return;
    };
    let items = items.0.clone();
    let mut out = Vec::new();
    let mut group: Vec<StmtId> = Vec::new();
    let holds = |p: &Program, s: StmtId| loops_in(p, s).iter().any(|l| shared.contains(l));
    for (k, &s) in items.iter().enumerate() {
        let next_shared = items.get(k + 1).is_some_and(|n| shared.contains(n));
        match p.stmts[s].clone() {
            Stmt::Directive(Directive::ParallelLoop(d)) if next_shared => {
                flush(p, &mut group, &mut out);
                p.stmts[s] = Stmt::Directive(Directive::Share(ParallelLoop { when: None, ..d }));
                out.push(s);
            }
            Stmt::Decl(_) if plan.redundant.contains(&s) => {
                flush(p, &mut group, &mut out);
                out.push(s);
                // A value read from what the region writes: no thread writes again before
                // every thread has read it (one barrier after a run of them).
                let next_fenced = items
                    .get(k + 1)
                    .is_some_and(|n| plan.fenced.contains(n) && plan.redundant.contains(n));
                if plan.fenced.contains(&s) && !next_fenced {
                    let loc = p.stmts.loc(s);
                    out.push(Build::new(p, loc).s(Stmt::Directive(Directive::Barrier)));
                }
            }
            // Inside a run of master statements, a pragma or `;` stays in it (a declaration
            // before it may be used after it); elsewhere it needs no master.
            Stmt::Pragma(_) | Stmt::Empty if group.is_empty() => out.push(s),
            _ if shared.contains(&s) => {
                flush(p, &mut group, &mut out);
                if let Some(d) = plan.small.get(&s) {
                    let loc = p.stmts.loc(s);
                    let marker = Build::new(p, loc).s(Stmt::Directive(Directive::Share(d.clone())));
                    out.push(marker);
                }
                out.push(s);
            }
            _ if holds(p, s) => {
                flush(p, &mut group, &mut out);
                out.push(s);
                rewrite(p, plan, shared, s);
                if plan.fenced.contains(&s) {
                    let loc = p.stmts.loc(s);
                    out.push(Build::new(p, loc).s(Stmt::Directive(Directive::Barrier)));
                }
            }
            _ => group.push(s),
        }
    }
    flush(p, &mut group, &mut out);
    if let Stmt::Block(items) = &mut p.stmts[block] {
        items.0 = out;
    }
}

/// Puts the statements of `group` in `out` under `omp master`, followed by a barrier.
fn flush(p: &mut Program, group: &mut Vec<StmtId>, out: &mut Vec<StmtId>) {
    if group.is_empty() {
        return;
    }
    let loc = p.stmts.loc(group[0]);
    let mut b = Build::new(p, loc);
    let stmt = if group.len() == 1 {
        group[0]
    } else {
        b.block(std::mem::take(group))
    };
    group.clear();
    let master = b.s(Stmt::Directive(Directive::Master));
    let barrier = b.s(Stmt::Directive(Directive::Barrier));
    out.extend([master, stmt, barrier]);
}
