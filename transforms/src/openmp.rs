//! OpenMP placement: which loops get `#pragma omp parallel for`, with which clauses, and
//! the report of every loop's decision.
//!
//! Each loop is decided on its own ([`crate::parallel::decide`]). Then, walking each
//! function from the outside in, the first parallel loop of a nest gets the directive
//! unless a static estimate of its work says it is too small to pay for the threads;
//! loops inside it are left alone (no nested parallel regions). When the trip count is
//! known only at run time and the body's work is known, an `if(...)` clause keeps small
//! instances sequential.

use p4a_analyzer::ir::build::Build;
use p4a_analyzer::ir::edit;
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;

use crate::cost::{
    Cost, ENTRIES_FREE, Entries, MIN_KERNEL_WORK, MIN_PARALLEL_TRIPS, MIN_PARALLEL_WORK,
    ParamConsts, Profit, function_entries, param_constants, trip_count, trips_at_least,
    work_needed,
};
use crate::decision::{Decision, Guard, LoopReport};
use crate::parallel::{Analyses, Reason, decide};

/// Options of the placement.
#[derive(Clone, Copy, Debug, Default)]
pub struct OmpOptions {
    /// Ignore the work estimate: every parallel loop gets the directive.
    pub no_cost_model: bool,
    /// The parallel loops become kernels whose data the transfer placement keeps on the
    /// device: an entry costs a launch, whatever the machine's load and however often it
    /// is entered, so one entry pays from [`crate::cost::MIN_KERNEL_WORK`].
    pub kernels_resident: bool,
}

/// Inserts the directive of every loop the report makes parallel, versioning the loops
/// whose guard says so, and records each guard's test in the report (`guard_test`).
pub fn insert_directives(program: &mut Program, report: &mut [LoopReport]) {
    for r in report.iter_mut() {
        if r.decision != Decision::Parallel {
            continue;
        }
        if let Some(Guard::Versioned { min_trips } | Guard::IfClause { min_trips }) = r.guard {
            r.guard_test = Some(trips_at_least(program, r.stmt, min_trips));
        }
        let directive = Stmt::Directive(Directive::ParallelLoop(parallel_loop(r)));
        match (r.guard, r.guard_test) {
            (Some(Guard::Versioned { .. }), Some(cond)) => {
                // if (cond) { #pragma ...; loop } else { copy of loop }
                let loc = program.stmts.loc(r.stmt);
                let copy = edit::copy_stmt(program, r.stmt);
                let mut b = Build::new(program, loc);
                let pragma = b.s(directive);
                let then = b.block(vec![pragma, r.stmt]);
                let els = b.block(vec![copy]);
                let guarded = b.s(Stmt::If {
                    cond,
                    then,
                    els: Some(els),
                });
                edit::replace_stmt(program, r.func, r.stmt, guarded);
            }
            _ => insert_before(program, r.func, r.stmt, directive),
        }
    }
}

/// The IR form of a parallel loop's decision: its clauses, and the guard's test as the
/// `if` clause when the loop is not versioned.
fn parallel_loop(r: &LoopReport) -> ParallelLoop {
    let when = match r.guard {
        Some(Guard::IfClause { .. }) => r.guard_test,
        _ => None,
    };
    r.clauses
        .as_ref()
        .map(|c| c.parallel_loop(when))
        .unwrap_or_default()
}

/// The directive of a parallel loop (without `#pragma`), as the printer renders the
/// `Stmt::Directive` [`insert_directives`] places (`omp for` in a hoisted region).
pub fn directive(program: &Program, r: &LoopReport) -> String {
    let d = match r.region {
        Some(_) => Directive::Share(parallel_loop(r)),
        None => Directive::ParallelLoop(parallel_loop(r)),
    };
    p4a_analyzer::print::print_directive(program, &d)
}

/// Decides every loop of `program` (see the module documentation).
pub fn decide_all(an: &Analyses, options: &OmpOptions) -> Vec<LoopReport> {
    let p = an.program;
    let consts = param_constants(an);
    let entries = function_entries(an, &consts);
    let mut out = Vec::new();
    for (fid, func) in p.funcs.iter() {
        let mut w = Walker {
            an,
            consts: &consts,
            entries: entries.get(&fid).copied().unwrap_or(Entries {
                times: Some(1),
                from: None,
            }),
            around: (Some(1), None),
            often: None,
            unknown_around: false,
            enclosing: Vec::new(),
            options,
            func: fid,
            out: &mut out,
        };
        w.list(&func.body.0, 0, None);
    }
    no_nested_regions(an, &mut out);
    out
}

/// Functions whose every call runs inside a parallel loop without a run-time guard (its
/// body, or a function that is itself always called so) get no directive: their regions
/// would be nested in the caller's, entering the OpenMP runtime once per call for nothing
/// (a nested region runs on one thread). Their parallel loops become `inner`.
fn no_nested_regions(an: &Analyses, report: &mut [LoopReport]) {
    let p = an.program;
    // Calls made inside unguarded parallel loops, with the loop's location (its file may
    // be another than the callee's).
    let mut inside: rustc_hash::FxHashMap<ExprId, Loc> = Default::default();
    for r in report.iter() {
        if r.decision == Decision::Parallel && r.guard.is_none() {
            let line = p.stmts.loc(r.stmt);
            crate::parallel::for_each_call(p, r.stmt, &mut |call, _, _| {
                inside.entry(call).or_insert(line);
            });
        }
    }
    let mut always: rustc_hash::FxHashMap<FuncId, Loc> = Default::default();
    loop {
        let mut changed = false;
        for (fid, _) in p.funcs.iter() {
            if always.contains_key(&fid) || an.callgraph.has_unknown_callers(fid) {
                continue;
            }
            let sites = an.callgraph.call_sites(fid);
            if sites.is_empty() {
                continue;
            }
            let lines: Option<Vec<Loc>> = sites
                .iter()
                .map(|site| {
                    inside
                        .get(&site.expr)
                        .copied()
                        .or_else(|| always.get(&site.caller).copied())
                })
                .collect();
            if let Some(lines) = lines {
                always.insert(fid, lines[0]);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for r in report.iter_mut() {
        if r.decision == Decision::Parallel
            && let Some(&outer) = always.get(&r.func)
        {
            r.decision = Decision::Inner;
            r.guard = None;
            r.reasons.push(Reason::CalledInParallel {
                outer: outer.line,
                outer_file: outer.file,
            });
        }
    }
}

/// The user's pragmas written just before `list[pos]` (nearest first).
fn pragmas_before(p: &Program, list: &[StmtId], pos: usize) -> Vec<String> {
    list[..pos]
        .iter()
        .rev()
        .map_while(|&s| match &p.stmts[s] {
            Stmt::Pragma(text) => Some(text.trim().to_string()),
            _ => None,
        })
        .collect()
}

/// `for`, `while` or `do` for a loop, as the report names it.
fn loop_kind(s: &Stmt) -> Option<&'static str> {
    match s {
        Stmt::For { .. } => Some("for"),
        Stmt::While { .. } => Some("while"),
        Stmt::DoWhile { .. } => Some("do"),
        _ => None,
    }
}

/// Whether a pragma applies to the loop written after it, so that p4a must keep the loop
/// as written: the user's OpenMP or OpenACC directives, and the loop hints that must stay
/// directly before their loop (`GCC unroll`, `GCC ivdep`, `unroll`, `clang loop`, ...).
pub fn binds_loop(text: &str) -> bool {
    let mut words = text.split_whitespace();
    match words.next() {
        Some(
            "omp" | "acc" | "ivdep" | "unroll" | "nounroll" | "unroll_and_jam" | "loop" | "vector"
            | "novector" | "simd" | "nofusion" | "distribute_point",
        ) => true,
        Some("GCC") => matches!(words.next(), Some("unroll" | "ivdep" | "novector")),
        Some("clang") => matches!(words.next(), Some("loop")),
        _ => false,
    }
}

/// Whether a pragma is an OpenMP directive (`omp ...`).
pub(crate) fn is_omp(text: &str) -> bool {
    text.split_whitespace().next() == Some("omp")
}

struct Walker<'a, 'b> {
    an: &'a Analyses<'b>,
    consts: &'a ParamConsts,
    /// How often the walked function is entered per run.
    entries: Entries,
    /// The trip-count product of the sequential loops around the walked statement in its
    /// function (`None`: unknown), and the innermost one's line.
    around: (Option<u64>, Option<u32>),
    /// Set inside a loop left sequential because it is entered too often for its work
    /// (the work needed): the loops inside it are entered at least as often, each with
    /// less work, so they stay sequential too.
    often: Option<u64>,
    /// Some loop around the walked statement in its function has a trip count not known
    /// at compile time.
    unknown_around: bool,
    /// The loops around the walked statement in its function, outermost first.
    enclosing: Vec<StmtId>,
    options: &'a OmpOptions,
    func: FuncId,
    out: &'a mut Vec<LoopReport>,
}

impl Walker<'_, '_> {
    /// The statements of a block: each with the user's pragmas written before it.
    fn list(&mut self, list: &[StmtId], depth: usize, outer: Option<u32>) {
        let p = self.an.program;
        for (pos, &s) in list.iter().enumerate() {
            let mut pragmas = pragmas_before(p, list, pos);
            // Only a pragma that applies to the statement after it keeps a loop as written;
            // the others (`scop`, `endscop`, `GCC diagnostic`, ...) stay in place and the
            // loop is decided as usual (gcc accepts them before an OpenMP directive).
            pragmas.retain(|text| binds_loop(text));
            if pragmas.is_empty() {
                self.stmt(s, depth, outer);
            } else {
                self.stmt_with_pragmas(s, depth, outer, &pragmas);
            }
        }
    }

    /// A statement after the user's pragmas. A loop carrying them keeps them and gets no
    /// directive (gcc accepts no OpenMP directive beside `#pragma GCC unroll` or `ivdep`,
    /// and a second OpenMP directive would clash with the user's); under the user's
    /// OpenMP directive (a loop's or a region's), p4a adds nothing either.
    fn stmt_with_pragmas(
        &mut self,
        s: StmtId,
        depth: usize,
        outer: Option<u32>,
        pragmas: &[String],
    ) {
        let p = self.an.program;
        let line = p.stmts.loc(s).line;
        let omp = pragmas.iter().any(|t| is_omp(t));
        let inner_outer = if omp { outer.or(Some(line)) } else { outer };
        let Some(kind) = loop_kind(&p.stmts[s]) else {
            return self.stmt(s, depth, inner_outer);
        };
        self.out.push(LoopReport {
            stmt: s,
            func: self.func,
            depth,
            kind,
            decision: Decision::User,
            clauses: None,
            guard: None,
            guard_test: None,
            reasons: vec![Reason::UserDirective {
                text: pragmas.last().cloned().unwrap_or_default(),
                omp,
            }],
            under_parallel: outer.is_some(),
            kernel: None,
            region: None,
        });
        self.children(s, depth + 1, inner_outer);
    }

    fn children(&mut self, s: StmtId, depth: usize, outer: Option<u32>) {
        let p = self.an.program;
        if let Stmt::Block(b) = &p.stmts[s] {
            return self.list(&b.0, depth, outer);
        }
        let mut kids = Vec::new();
        stmt_children(&p.stmts[s], &mut |c| kids.push(c));
        for c in kids {
            match c {
                Child::Stmt(c) => self.stmt(c, depth, outer),
                Child::Expr(e) => self.expr(e, depth, outer),
                Child::Type(_) => {}
            }
        }
    }

    fn stmt(&mut self, s: StmtId, depth: usize, outer: Option<u32>) {
        let p = self.an.program;
        let kind = loop_kind(&p.stmts[s]);
        let mut inner_outer = outer;
        let mut inner_depth = depth;
        if let Some(kind) = kind {
            let line = p.stmts.loc(s).line;
            let mut entry = LoopReport {
                stmt: s,
                func: self.func,
                depth,
                kind,
                decision: Decision::Sequential,
                clauses: None,
                guard: None,
                guard_test: None,
                reasons: Vec::new(),
                under_parallel: outer.is_some(),
                kernel: None,
                region: None,
            };
            match decide(self.an, self.func, s) {
                Err(reasons) => entry.reasons = reasons,
                Ok(clauses) => {
                    entry.clauses = Some(clauses);
                    if let Some(o) = outer {
                        entry.decision = Decision::Inner;
                        entry.reasons.push(Reason::InsideParallel { outer: o });
                    } else {
                        let profit = match self.often {
                            Some(need) if !self.options.kernels_resident => {
                                Profit::EnteredOften { work: None, need }
                            }
                            _ => self.profit(s),
                        };
                        match profit {
                            Profit::Worth(min_trips) => self.place(&mut entry, min_trips),
                            Profit::TooSmall(work) if self.options.kernels_resident => {
                                entry.decision = Decision::Small;
                                entry.reasons.push(Reason::TooSmallForKernel { work });
                            }
                            Profit::TooSmall(work) => {
                                entry.decision = Decision::Small;
                                entry.reasons.push(Reason::TooSmall { work });
                            }
                            Profit::FewTrips(trips) => {
                                entry.decision = Decision::Small;
                                entry.reasons.push(Reason::FewIterations { trips });
                            }
                            Profit::EnteredOften { work, need } => {
                                entry.decision = Decision::Small;
                                let (times, from) = self.loop_entries();
                                let from = from.map(|(caller, line)| {
                                    (p.symbols[p.funcs[caller].sym].name.clone(), line)
                                });
                                entry.reasons.push(Reason::EnteredOften {
                                    times,
                                    from,
                                    work,
                                    need,
                                });
                            }
                        }
                        if entry.decision == Decision::Parallel {
                            inner_outer = Some(line);
                        }
                    }
                }
            }
            self.out.push(entry);
            inner_depth += 1;
            let saved = (self.around, self.often, self.unknown_around);
            self.around = self.around_loop(s);
            self.unknown_around |= match &p.stmts[s] {
                Stmt::For {
                    body,
                    counted: Some(c),
                    ..
                } => trip_count(p, self.consts, self.an.pre, *body, c).is_none(),
                _ => true,
            };
            if let Some(Reason::EnteredOften { need, .. }) =
                self.out.last().and_then(|r| r.reasons.last())
            {
                self.often = Some(*need);
            }
            self.enclosing.push(s);
            self.children(s, inner_depth, inner_outer);
            self.enclosing.pop();
            (self.around, self.often, self.unknown_around) = saved;
            return;
        }
        self.children(s, inner_depth, inner_outer);
    }

    /// [`Walker::around`] inside loop `l`. Unlike a call inside a loop of unknown trip
    /// count (taken as many, see [`function_entries`]), such a loop around a loop of the
    /// same function is not counted: a hand-written OpenMP version would start a region
    /// in each of its iterations too (a sweep in a time loop), and whether that pays is
    /// the guard's business.
    fn around_loop(&self, l: StmtId) -> (Option<u64>, Option<u32>) {
        let p = self.an.program;
        let line = Some(p.stmts.loc(l).line);
        match &p.stmts[l] {
            Stmt::For {
                body,
                counted: Some(c),
                ..
            } => match trip_count(p, self.consts, self.an.pre, *body, c) {
                Some(trips) => (self.around.0.map(|a| a.saturating_mul(trips)), line),
                None => self.around,
            },
            _ => self.around,
        }
    }

    /// How often the loop being decided is entered per run: its function's entries times
    /// the loops around it, with the line and function of the innermost such loop.
    fn loop_entries(&self) -> (Option<u64>, Option<(FuncId, u32)>) {
        let times = self
            .entries
            .times
            .zip(self.around.0)
            .map(|(a, b)| a.saturating_mul(b));
        let from = match self.around.1 {
            Some(line) => Some((self.func, line)),
            None => self.entries.from,
        };
        (times, from)
    }

    /// Makes `entry` parallel with its run-time guard: the cost model's `min_trips`, and
    /// at least one iteration when a variable is lastprivate and the loop may run zero
    /// times (OpenMP leaves a lastprivate variable undefined then, while the sequential
    /// loop leaves it unchanged). The guard versions the loop (a sequential copy runs
    /// otherwise); a loop that cannot be copied gets an `if` clause instead, its
    /// lastprivate variables become firstprivate too (so zero iterations copy their own
    /// value back), and it stays sequential when its index is live after it, since an
    /// index cannot be firstprivate.
    fn place(&self, entry: &mut LoopReport, cost_trips: u64) {
        let p = self.an.program;
        let clauses = entry.clauses.as_mut().expect("decided parallel");
        let has_last = !clauses.lastprivate.is_empty();
        let may_be_empty = has_last && !self.nonempty(entry.stmt);
        let min_trips = cost_trips.max(u64::from(may_be_empty));
        if min_trips == 0 {
            entry.decision = Decision::Parallel;
            return;
        }
        if !crate::cost::trips_testable(p, entry.stmt) {
            entry.reasons.push(Reason::UntestableBounds);
            return;
        }
        if edit::stmt_copyable(p, entry.stmt) {
            entry.decision = Decision::Parallel;
            entry.guard = Some(Guard::Versioned { min_trips });
            return;
        }
        if may_be_empty && clauses.index_live_out {
            let index = match &p.stmts[entry.stmt] {
                Stmt::For {
                    counted: Some(c), ..
                } => p.symbols[c.index].name.clone(),
                _ => unreachable!("an index is live out of counted loops only"),
            };
            entry.reasons.push(Reason::ZeroTripIndex { name: index });
            return;
        }
        if may_be_empty {
            let last = clauses.lastprivate.clone();
            clauses.firstprivate.extend(last);
        }
        entry.decision = Decision::Parallel;
        if cost_trips > 0 {
            entry.guard = Some(Guard::IfClause {
                min_trips: cost_trips,
            });
        }
    }

    fn expr(&mut self, e: ExprId, depth: usize, outer: Option<u32>) {
        let p = self.an.program;
        let mut kids = Vec::new();
        expr_children(&p.exprs[e], &mut |c| kids.push(c));
        for c in kids {
            match c {
                Child::Stmt(c) => self.stmt(c, depth, outer),
                Child::Expr(c) => self.expr(c, depth, outer),
                Child::Type(_) => {}
            }
        }
    }

    /// Whether loop `l` pays for a parallel region: `Worth(k)` runs it in parallel when
    /// it has at least `k` iterations (`k` = 0: always). One entry must have the work
    /// [`work_needed`] asks for the times its function is entered per run: beyond
    /// [`crate::cost::ENTRIES_FREE`] entries, more than [`MIN_PARALLEL_WORK`], and a work
    /// that is not known statically is not assumed large.
    fn profit(&self, l: StmtId) -> Profit {
        if self.options.no_cost_model {
            return Profit::Worth(0);
        }
        let p = self.an.program;
        let Stmt::For {
            body,
            counted: Some(c),
            ..
        } = &p.stmts[l]
        else {
            return Profit::Worth(0);
        };
        let mut cost = Cost {
            program: p,
            consts: self.consts,
            pre: self.an.pre,
            depth: 0,
        };
        let body_work = cost.stmt(*body);
        let trips = trip_count(p, self.consts, self.an.pre, *body, c);
        if self.options.kernels_resident {
            // A launch costs the same however often it happens, but a loop whose trip
            // count is known only at run time, entered an unknown or large number of
            // times, may be tiny each time (a dot product inside a factorisation's
            // sequential loops): its launches are not assumed to pay.
            // Only bounds that change from one entry to the next (a triangular loop's `j`)
            // make the count's entries differ; a problem size read at run time (`n`) is
            // the same at every entry, as a hand-written version would launch it.
            let varying = {
                let mut vars = Vec::new();
                let mut stack = vec![c.lower, c.upper];
                while let Some(e) = stack.pop() {
                    if let Expr::Var(v) = p.exprs[e] {
                        vars.push(v);
                    }
                    expr_children(&p.exprs[e], &mut |k| {
                        if let Child::Expr(k) = k {
                            stack.push(k)
                        }
                    });
                }
                self.enclosing.iter().any(|&l| {
                    let written = p4a_analyzer::access::writes_in(p, Child::Stmt(l)).scalars;
                    vars.iter().any(|v| written.contains(v))
                })
            };
            let often = varying
                && (self.unknown_around
                    || !matches!(self.loop_entries().0, Some(n) if n <= ENTRIES_FREE));
            return match (trips, body_work) {
                (None, _) if often => Profit::EnteredOften {
                    work: None,
                    need: MIN_KERNEL_WORK,
                },
                (Some(trips), _) if trips < MIN_PARALLEL_TRIPS => Profit::FewTrips(trips),
                (Some(trips), Some(w)) => {
                    let total = trips.saturating_mul(w.saturating_add(1));
                    if total < MIN_KERNEL_WORK {
                        Profit::TooSmall(total)
                    } else {
                        Profit::Worth(0)
                    }
                }
                (Some(_), None) => Profit::Worth(0),
                (None, Some(w)) => {
                    let per = w.saturating_add(1).max(1);
                    Profit::Worth(MIN_KERNEL_WORK.div_ceil(per).max(MIN_PARALLEL_TRIPS))
                }
                (None, None) => Profit::Worth(MIN_PARALLEL_TRIPS),
            };
        }
        let need = work_needed(self.loop_entries().0);
        if need > MIN_PARALLEL_WORK {
            return match (trips, body_work) {
                (Some(trips), _) if trips < MIN_PARALLEL_TRIPS => Profit::FewTrips(trips),
                (Some(trips), Some(w)) => {
                    let total = trips.saturating_mul(w.saturating_add(1));
                    if total < MIN_PARALLEL_WORK {
                        // Too small however rarely entered: the plain reason.
                        Profit::TooSmall(total)
                    } else if total < need {
                        Profit::EnteredOften {
                            work: Some(total),
                            need,
                        }
                    } else {
                        Profit::Worth(0)
                    }
                }
                (None, Some(w)) => {
                    let per = w.saturating_add(1).max(1);
                    Profit::Worth(need.div_ceil(per).max(MIN_PARALLEL_TRIPS))
                }
                (_, None) => Profit::EnteredOften { work: None, need },
            };
        }
        match (trips, body_work) {
            (Some(trips), _) if trips < MIN_PARALLEL_TRIPS => Profit::FewTrips(trips),
            (Some(trips), Some(w)) => {
                let total = trips.saturating_mul(w.saturating_add(1));
                if total < MIN_PARALLEL_WORK {
                    Profit::TooSmall(total)
                } else {
                    Profit::Worth(0)
                }
            }
            (Some(_), None) => Profit::Worth(0),
            (None, Some(w)) => {
                // Trips known at run time: run in parallel only when there are enough.
                let per = w.saturating_add(1).max(1);
                Profit::Worth(MIN_PARALLEL_WORK.div_ceil(per).max(MIN_PARALLEL_TRIPS))
            }
            (None, None) => Profit::Worth(MIN_PARALLEL_TRIPS),
        }
    }

    /// Whether loop `l` surely runs at least once (its bounds are ordered before it).
    fn nonempty(&self, l: StmtId) -> bool {
        let p = self.an.program;
        let Stmt::For {
            body,
            counted: Some(c),
            ..
        } = &p.stmts[l]
        else {
            return false;
        };
        if let Some(t) = trip_count(p, self.consts, self.an.pre, *body, c) {
            return t > 0;
        }
        let (Some(sys), Some(lo), Some(hi)) = (
            self.an.pre.get(l),
            p4a_analyzer::linear::affine(p, c.lower),
            p4a_analyzer::linear::affine(p, c.upper),
        ) else {
            return false;
        };
        let ordered = if c.step > 0 {
            p4a_analyzer::affine::Constraint::less_eq(&lo, &hi)
        } else {
            p4a_analyzer::affine::Constraint::greater_eq(&lo, &hi)
        };
        ordered.is_some_and(|o| sys.implies(&o))
    }
}

/// Inserts `new` just before statement `target` of function `func` ([`edit::insert_before`]).
pub(crate) fn insert_before(program: &mut Program, func: FuncId, target: StmtId, new: Stmt) {
    let loc = program.stmts.loc(target);
    let new = Build::new(program, loc).s(new);
    edit::insert_before(program, func, target, &[new]);
}

/// Inserts `new` just after statement `target` of function `func` ([`edit::insert_after`]).
pub(crate) fn insert_after(program: &mut Program, func: FuncId, target: StmtId, new: Stmt) {
    let loc = program.stmts.loc(target);
    let new = Build::new(program, loc).s(new);
    edit::insert_after(program, func, target, &[new]);
}
