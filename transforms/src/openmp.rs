//! OpenMP placement: which loops get `#pragma omp parallel for`, with which clauses, and
//! the report of every loop's decision.
//!
//! Each loop is decided on its own ([`crate::parallel::decide`]). Then, walking each
//! function from the outside in, the first parallel loop of a nest gets the directive
//! unless a static estimate of its work says it is too small to pay for the threads;
//! loops inside it are left alone (no nested parallel regions). When the trip count is
//! known only at run time and the body's work is known, an `if(...)` clause keeps small
//! instances sequential.

use p4a_analyzer::affine::LinExpr;
use p4a_analyzer::ir::edit;
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;
use p4a_analyzer::linear::AVar;
use p4a_analyzer::preconditions::Preconditions;

use crate::parallel::{Analyses, Clauses, Reason, decide};

/// Work (in rough operations: expression nodes times trip counts) under which one entry
/// of a parallel loop is not worth a parallel region. `bench/openmp/forkjoin.c` measures
/// both sides: on an idle machine a region costs about 1-2 µs with 2 threads (far more
/// when the machine is loaded: 360 µs at load 5 on 2 cores), and an operation of the
/// estimate about 0.1 ns (0.7 ns for a 7-operation element at -O2). Two threads save half
/// the work, so a region pays from about 30,000 operations (with 8 threads, regions of
/// about 3 µs save 7/8 of the work: about 35,000); the threshold keeps a 1.5x margin
/// over that, so that a parallel entry is never slower than the sequential one.
pub const MIN_PARALLEL_WORK: u64 = 50_000;

/// Fewest iterations worth a parallel region: a few times the thread count of small
/// machines; fewer iterations leave threads idle however heavy each one is.
pub const MIN_PARALLEL_TRIPS: u64 = 8;

/// The decision on one loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Made parallel: it carries the directive.
    Parallel,
    /// Not proved parallel.
    Sequential,
    /// Proved parallel, inside a loop made parallel.
    Inner,
    /// Proved parallel, but too small.
    Small,
    /// Carries the user's own directive (`#pragma omp ...`, `#pragma GCC unroll`, ...):
    /// kept as written, no directive added to it.
    User,
}

impl Decision {
    /// Lower-case name, as in the JSON report.
    pub fn name(self) -> &'static str {
        match self {
            Decision::Parallel => "parallel",
            Decision::Sequential => "sequential",
            Decision::Inner => "inner",
            Decision::Small => "small",
            Decision::User => "user",
        }
    }
}

/// One loop of the report.
#[derive(Clone, Debug)]
pub struct LoopReport {
    /// The loop.
    pub stmt: StmtId,
    /// Its function.
    pub func: FuncId,
    /// Loops around it in its function.
    pub depth: usize,
    /// `for`, `while` or `do`.
    pub kind: &'static str,
    /// The decision.
    pub decision: Decision,
    /// The clauses (when parallel, inner or small).
    pub clauses: Option<Clauses>,
    /// How the parallel loop is guarded at run time, when it is.
    pub guard: Option<Guard>,
    /// The run-time guard as C text, once [`insert_directives`] has built it.
    pub if_clause: Option<String>,
    /// Why it is not parallel (or not made parallel).
    pub reasons: Vec<Reason>,
    /// Whether a loop around it was made parallel.
    pub under_parallel: bool,
}

/// A run-time test on the trip count of a parallel loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Guard {
    /// `if (trips >= min_trips) { parallel loop } else { sequential copy }`: the OpenMP
    /// runtime is not entered at all when the test fails.
    Versioned {
        /// Fewest iterations that run in parallel.
        min_trips: u64,
    },
    /// An OpenMP `if(trips >= min_trips)` clause, for loops that cannot be duplicated
    /// (they declare labels or static variables).
    IfClause {
        /// Fewest iterations that run in parallel.
        min_trips: u64,
    },
}

/// Options of the placement.
#[derive(Clone, Copy, Debug, Default)]
pub struct OmpOptions {
    /// Ignore the work estimate: every parallel loop gets the directive.
    pub no_cost_model: bool,
}

/// Inserts the directive of every loop the report makes parallel, versioning the loops
/// whose guard says so, and fills each report's `if_clause` with the guard's text.
pub fn insert_directives(program: &mut Program, report: &mut [LoopReport]) {
    for r in report.iter_mut() {
        if r.decision != Decision::Parallel {
            continue;
        }
        let cond = match r.guard {
            Some(Guard::Versioned { min_trips } | Guard::IfClause { min_trips }) => {
                let e = trips_at_least(program, r.stmt, min_trips);
                r.if_clause = Some(p4a_analyzer::print::print_expr(program, e));
                Some(e)
            }
            None => None,
        };
        let clauses = r.clauses.clone().unwrap_or_default();
        let when = match (r.guard, cond) {
            (Some(Guard::IfClause { .. }), Some(cond)) => Some(cond),
            _ => None,
        };
        let directive = Stmt::Directive(clauses.parallel_loop(when));
        match (r.guard, cond) {
            (Some(Guard::Versioned { .. }), Some(cond)) => {
                // if (cond) { #pragma ...; loop } else { copy of loop }
                let loc = program.stmts.loc(r.stmt);
                let copy = edit::copy_stmt(program, r.stmt);
                let pragma = program.stmts.alloc(directive, loc);
                let then = program
                    .stmts
                    .alloc(Stmt::Block(Block(vec![pragma, r.stmt])), loc);
                let els = program.stmts.alloc(Stmt::Block(Block(vec![copy])), loc);
                let guarded = program.stmts.alloc(
                    Stmt::If {
                        cond,
                        then,
                        els: Some(els),
                    },
                    loc,
                );
                edit::replace_stmt(program, r.func, r.stmt, guarded);
            }
            _ => insert_before(program, r.func, r.stmt, directive),
        }
    }
}

/// The condition "loop `l` runs at least `k` iterations" (`k >= 1`), built from its
/// bounds: `hi - lo >= c` for `i < hi` counting up, simplified when `lo` is a
/// literal (`hi >= c`), and with `hi > lo &&` first when an operand may be unsigned (a
/// difference would wrap).
pub(crate) fn trips_at_least(program: &mut Program, l: StmtId, k: u64) -> ExprId {
    let Stmt::For {
        counted: Some(c), ..
    } = &program.stmts[l]
    else {
        unreachable!("guards are on counted loops")
    };
    let (lower, upper, step) = (c.lower, c.upper, c.step);
    let loc = program.exprs.loc(upper);
    // trips >= k  <=>  (last - first) * sign(step) >= (k - 1) * |step|.
    let mut need = i128::from(k.max(1) - 1) * i128::from(step.unsigned_abs());
    // `upper` is inclusive: `hi - 1` for `i < hi` (or `hi + 1` for `i > hi`). Undo it.
    let (mut hi, mut lo) = if step > 0 {
        (upper, lower)
    } else {
        (lower, upper)
    };
    let strip = |p: &Program, e: ExprId, op: BinOp| match p.exprs[e] {
        Expr::Binary(o, x, y)
            if o == op && matches!(p.exprs[y], Expr::IntLit { value: Some(1), .. }) =>
        {
            Some(x)
        }
        _ => None,
    };
    if step > 0 {
        if let Some(x) = strip(program, hi, BinOp::Sub) {
            hi = x;
            need += 1;
        }
    } else if let Some(x) = strip(program, lo, BinOp::Add) {
        lo = x;
        need += 1;
    }
    let unsigned = may_be_unsigned(program, hi) || may_be_unsigned(program, lo);
    let int = |p: &mut Program, v: i128| {
        p.exprs.alloc(
            Expr::IntLit {
                text: v.to_string(),
                value: u128::try_from(v).ok(),
            },
            loc,
        )
    };
    if let Some(v) = const_eval(program, lo) {
        // hi >= lo + need, with a constant term of `hi` moved to the right.
        let mut hi = hi;
        let mut v = v.saturating_add(need);
        while let Expr::Binary(op @ (BinOp::Add | BinOp::Sub), x, y) = program.exprs[hi]
            && let Some(k) = const_eval(program, y)
        {
            v = if op == BinOp::Sub {
                v.saturating_add(k)
            } else {
                v.saturating_sub(k)
            };
            hi = x;
        }
        let hi = edit::copy_expr(program, hi);
        let bound = if v < 0 {
            let lit = int(program, v.saturating_neg());
            program.exprs.alloc(Expr::Unary(UnOp::Neg, lit), loc)
        } else {
            int(program, v)
        };
        return program.exprs.alloc(Expr::Binary(BinOp::Ge, hi, bound), loc);
    }
    let (hi1, lo1) = (edit::copy_expr(program, hi), edit::copy_expr(program, lo));
    let diff = program.exprs.alloc(Expr::Binary(BinOp::Sub, hi1, lo1), loc);
    let bound = int(program, need);
    let test = program
        .exprs
        .alloc(Expr::Binary(BinOp::Ge, diff, bound), loc);
    if !unsigned {
        return test;
    }
    let (hi2, lo2) = (edit::copy_expr(program, hi), edit::copy_expr(program, lo));
    let ordered = program.exprs.alloc(Expr::Binary(BinOp::Gt, hi2, lo2), loc);
    program
        .exprs
        .alloc(Expr::Binary(BinOp::LogAnd, ordered, test), loc)
}

/// Whether `e` may have an unsigned type: true unless it is made of literals without a
/// `u` suffix and variables of signed integer types, with arithmetic operators.
fn may_be_unsigned(p: &Program, e: ExprId) -> bool {
    match &p.exprs[e] {
        Expr::IntLit { text, .. } => text.contains(['u', 'U']),
        Expr::CharLit(_) => false,
        Expr::Var(s) => !matches!(
            p.resolve(p.symbols[*s].ty).0,
            TypeKind::Int(
                IntKind::Char
                    | IntKind::SChar
                    | IntKind::Short
                    | IntKind::Int
                    | IntKind::Long
                    | IntKind::LongLong
            ) | TypeKind::Enum(_)
        ),
        Expr::Unary(_, x) => may_be_unsigned(p, *x),
        Expr::Binary(_, x, y) => may_be_unsigned(p, *x) || may_be_unsigned(p, *y),
        Expr::Cond(_, Some(a), b) => may_be_unsigned(p, *a) || may_be_unsigned(p, *b),
        _ => true,
    }
}

/// The directive of a parallel loop (without `#pragma`).
pub fn directive(program: &Program, r: &LoopReport) -> String {
    let clauses = r.clauses.clone().unwrap_or_default();
    let mut text = p4a_analyzer::print::print_directive(program, &clauses.parallel_loop(None));
    if let (Some(Guard::IfClause { .. }), Some(cond)) = (r.guard, &r.if_clause) {
        text.push_str(&format!(" if({cond})"));
    }
    text
}

/// Decides every loop of `program` (see the module documentation).
pub fn decide_all(an: &Analyses, options: &OmpOptions) -> Vec<LoopReport> {
    let p = an.program;
    let consts = param_constants(an);
    let mut out = Vec::new();
    for (fid, func) in p.funcs.iter() {
        let mut w = Walker {
            an,
            consts: &consts,
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
    // Calls made inside unguarded parallel loops, with the loop's line.
    let mut inside: rustc_hash::FxHashMap<ExprId, u32> = Default::default();
    for r in report.iter() {
        if r.decision == Decision::Parallel && r.guard.is_none() {
            let line = p.stmts.loc(r.stmt).line;
            crate::parallel::for_each_call(p, r.stmt, &mut |call, _, _| {
                inside.entry(call).or_insert(line);
            });
        }
    }
    let mut always: rustc_hash::FxHashMap<FuncId, u32> = Default::default();
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
            let lines: Option<Vec<u32>> = sites
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
            r.reasons.push(Reason::CalledInParallel { outer });
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

/// Whether a pragma is an OpenMP directive (`omp ...`).
fn is_omp(text: &str) -> bool {
    text.split_whitespace().next() == Some("omp")
}

struct Walker<'a, 'b> {
    an: &'a Analyses<'b>,
    consts: &'a ParamConsts,
    options: &'a OmpOptions,
    func: FuncId,
    out: &'a mut Vec<LoopReport>,
}

impl Walker<'_, '_> {
    /// The statements of a block: each with the user's pragmas written before it.
    fn list(&mut self, list: &[StmtId], depth: usize, outer: Option<u32>) {
        let p = self.an.program;
        for (pos, &s) in list.iter().enumerate() {
            let pragmas = pragmas_before(p, list, pos);
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
            if_clause: None,
            reasons: vec![Reason::UserDirective {
                text: pragmas.last().cloned().unwrap_or_default(),
                omp,
            }],
            under_parallel: outer.is_some(),
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
                if_clause: None,
                reasons: Vec::new(),
                under_parallel: outer.is_some(),
            };
            match decide(self.an, self.func, s) {
                Err(reasons) => entry.reasons = reasons,
                Ok(clauses) => {
                    entry.clauses = Some(clauses);
                    if let Some(o) = outer {
                        entry.decision = Decision::Inner;
                        entry.reasons.push(Reason::InsideParallel { outer: o });
                    } else {
                        match self.profit(s) {
                            Profit::Worth(min_trips) => self.place(&mut entry, min_trips),
                            Profit::TooSmall(work) => {
                                entry.decision = Decision::Small;
                                entry.reasons.push(Reason::TooSmall { work });
                            }
                            Profit::FewTrips(trips) => {
                                entry.decision = Decision::Small;
                                entry.reasons.push(Reason::FewIterations { trips });
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
        }
        self.children(s, inner_depth, inner_outer);
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
    /// it has at least `k` iterations (`k` = 0: always).
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
        match (trip_count(p, self.consts, self.an.pre, *body, c), body_work) {
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

enum Profit {
    /// Worth threads when it has at least this many iterations (0: always).
    Worth(u64),
    /// Too little work (the estimate).
    TooSmall(u64),
    /// Too few iterations (the count).
    FewTrips(u64),
}

/// The number of iterations of counted loop `c` when its bounds are constants under the
/// body's precondition.
fn trip_count(
    p: &Program,
    consts: &ParamConsts,
    pre: &Preconditions,
    body: StmtId,
    c: &CountedLoop,
) -> Option<u64> {
    let constant = |e: ExprId| {
        p4a_analyzer::linear::affine(p, e)
            .filter(LinExpr::is_constant)
            .map(|x| x.constant_term())
            .or_else(|| const_eval_in(p, consts, e))
    };
    if let (Some(lo), Some(hi)) = (constant(c.lower), constant(c.upper)) {
        let span = if c.step > 0 { hi - lo } else { lo - hi };
        if span < 0 {
            return Some(0);
        }
        return u64::try_from(span / i128::from(c.step.unsigned_abs()) + 1).ok();
    }
    let sys = pre.get(body)?;
    let (lo, hi) = sys.bounds(&LinExpr::var(AVar::Sym(c.index)));
    let (lo, hi) = (lo?, hi?);
    if hi < lo {
        return Some(0);
    }
    let step = i128::from(c.step).unsigned_abs();
    u64::try_from((hi - lo).unsigned_abs() / step + 1).ok()
}

/// The value of an integer constant expression (`80 * (80 + 1) / 2`), computed as C does
/// for values that fit (`/` and `%` truncate); `None` for anything else.
fn const_eval_in(p: &Program, consts: &ParamConsts, e: ExprId) -> Option<i128> {
    Some(match &p.exprs[e] {
        Expr::IntLit { value, .. } => i128::try_from((*value)?).ok()?,
        Expr::Var(s) => match p.symbols[*s].kind {
            SymbolKind::EnumConst { value, .. } => value?,
            _ => *consts.get(s)?,
        },
        Expr::Unary(UnOp::Neg, a) => const_eval_in(p, consts, *a)?.checked_neg()?,
        Expr::Unary(UnOp::Plus, a) | Expr::Extension(a) => const_eval_in(p, consts, *a)?,
        Expr::Cast(ty, a) if matches!(p.resolve(*ty).0, TypeKind::Int(_)) => {
            // Only values every integer type holds: no narrowing to think about.
            let v = const_eval_in(p, consts, *a)?;
            if (0..=i128::from(i16::MAX)).contains(&v) {
                v
            } else {
                return None;
            }
        }
        Expr::Binary(op, a, b) => {
            let (x, y) = (const_eval_in(p, consts, *a)?, const_eval_in(p, consts, *b)?);
            let v = match op {
                BinOp::Add => x.checked_add(y)?,
                BinOp::Sub => x.checked_sub(y)?,
                BinOp::Mul => x.checked_mul(y)?,
                BinOp::Div if y != 0 => x.checked_div(y)?,
                BinOp::Rem if y != 0 => x.checked_rem(y)?,
                _ => return None,
            };
            // Stay within `int`, where the C arithmetic is this arithmetic.
            if (i128::from(i32::MIN)..=i128::from(i32::MAX)).contains(&v) {
                v
            } else {
                return None;
            }
        }
        _ => return None,
    })
}

/// [`const_eval_in`] without parameter constants.
fn const_eval(p: &Program, e: ExprId) -> Option<i128> {
    const_eval_in(p, &ParamConsts::default(), e)
}

/// Integer parameters that hold the same constant in every activation: every call site
/// passes that constant (or a parameter of the caller known to hold one), the function
/// has no caller p4a does not see, and its body never writes the parameter. Problem
/// sizes passed down from `main` decide trip counts, hence guards, statically.
pub type ParamConsts = rustc_hash::FxHashMap<SymbolId, i128>;

/// Computes [`ParamConsts`] by iterating over the call sites until nothing changes.
pub fn param_constants(an: &Analyses) -> ParamConsts {
    let p = an.program;
    let mut consts = ParamConsts::default();
    let candidates: Vec<(FuncId, usize, SymbolId)> = p
        .funcs
        .iter()
        .filter(|(fid, _)| !an.callgraph.has_unknown_callers(*fid))
        .flat_map(|(fid, func)| {
            let mut all_written = rustc_hash::FxHashSet::default();
            for &st in &func.body.0 {
                all_written.extend(p4a_analyzer::access::writes_in(p, Child::Stmt(st)).scalars);
            }
            func.params
                .iter()
                .enumerate()
                .filter(move |(_, s)| {
                    !all_written.contains(s)
                        && matches!(p.resolve(p.symbols[**s].ty).0, TypeKind::Int(_))
                })
                .map(move |(k, &s)| (fid, k, s))
                .collect::<Vec<_>>()
        })
        .collect();
    for _ in 0..8 {
        let mut changed = false;
        for &(fid, k, sym) in &candidates {
            let sites = an.callgraph.call_sites(fid);
            if sites.is_empty() {
                continue;
            }
            let mut value = None;
            let mut same = true;
            for site in sites {
                let v = match &p.exprs[site.expr] {
                    Expr::Call(_, args) => args.get(k).and_then(|&a| const_eval_in(p, &consts, a)),
                    _ => None,
                };
                match (v, value) {
                    (None, _) => same = false,
                    (Some(x), None) => value = Some(x),
                    (Some(x), Some(y)) if x != y => same = false,
                    _ => {}
                }
            }
            if same
                && let Some(v) = value
                && consts.insert(sym, v) != Some(v)
            {
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    consts
}

/// A rough static cost: expression nodes, times trip counts; `None` when a loop's trip
/// count is not a constant (then the work is taken to be large).
struct Cost<'a> {
    program: &'a Program,
    consts: &'a ParamConsts,
    pre: &'a Preconditions,
    depth: usize,
}

impl Cost<'_> {
    fn stmt(&mut self, s: StmtId) -> Option<u64> {
        let p = self.program;
        match &p.stmts[s] {
            Stmt::For {
                body,
                counted: Some(c),
                ..
            } => {
                let trips = trip_count(self.program, self.consts, self.pre, *body, c)?;
                let w = self.stmt(*body)?;
                Some(trips.saturating_mul(w.saturating_add(1)))
            }
            Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. } => None,
            Stmt::If { cond, then, els } => {
                let c = self.expr(*cond)?;
                let t = self.stmt(*then)?;
                let e = match els {
                    Some(e) => self.stmt(*e)?,
                    None => 0,
                };
                Some(c + t.max(e))
            }
            other => {
                let mut total: Option<u64> = Some(0);
                let mut kids = Vec::new();
                stmt_children(other, &mut |c| kids.push(c));
                for c in kids {
                    let w = match c {
                        Child::Stmt(c) => self.stmt(c),
                        Child::Expr(e) => self.expr(e),
                        Child::Type(_) => Some(0),
                    };
                    total = match (total, w) {
                        (Some(a), Some(b)) => Some(a.saturating_add(b)),
                        _ => None,
                    };
                }
                total
            }
        }
    }

    fn expr(&mut self, e: ExprId) -> Option<u64> {
        let p = self.program;
        let mut n: u64 = 0;
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            match &p.exprs[x] {
                Expr::Var(_) | Expr::IntLit { .. } | Expr::FloatLit(_) | Expr::CharLit(_) => {}
                Expr::Call(callee, _) => {
                    n += 10;
                    if let Expr::Var(f) = p.exprs[*callee]
                        && let Some(def) = p.symbols[f].def
                        && self.depth < 4
                    {
                        self.depth += 1;
                        let mut w = Some(0u64);
                        for &s in &p.funcs[def].body.0.clone() {
                            w = match (w, self.stmt(s)) {
                                (Some(a), Some(b)) => Some(a.saturating_add(b)),
                                _ => None,
                            };
                        }
                        self.depth -= 1;
                        n = n.saturating_add(w?);
                    }
                }
                Expr::StmtExpr(b) => {
                    for &s in &b.0.clone() {
                        n = n.saturating_add(self.stmt(s)?);
                    }
                }
                _ => n += 1,
            }
            expr_children(&p.exprs[x], &mut |c| {
                if let Child::Expr(c) = c {
                    stack.push(c)
                }
            });
        }
        Some(n)
    }
}

/// Inserts `new` just before statement `target` of function `func` ([`edit::insert_before`]).
pub(crate) fn insert_before(program: &mut Program, func: FuncId, target: StmtId, new: Stmt) {
    let loc = program.stmts.loc(target);
    let new = program.stmts.alloc(new, loc);
    edit::insert_before(program, func, target, &[new]);
}

/// Inserts `new` just after statement `target` of function `func` ([`edit::insert_after`]).
pub(crate) fn insert_after(program: &mut Program, func: FuncId, target: StmtId, new: Stmt) {
    let loc = program.stmts.loc(target);
    let new = program.stmts.alloc(new, loc);
    edit::insert_after(program, func, target, &[new]);
}
