//! The cost model both targets use: trip counts (constant, or from the interprocedural
//! constants of parameters), a static estimate of a loop's work, and whether a parallel
//! loop pays for starting threads (or, on a GPU, a launch), and the run-time test "the loop
//! runs at least `k` iterations" that guards the loops whose trip count is known only then.

use p4a_analyzer::affine::LinExpr;
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;
use p4a_analyzer::linear::AVar;
use p4a_analyzer::preconditions::Preconditions;

use crate::parallel::Analyses;

/// Work (in rough operations: expression nodes times trip counts) under which one entry
/// of a parallel loop is not worth a parallel region. `bench/openmp/forkjoin.c` measures
/// both sides: on an idle machine a region costs about 1-2 µs with 2 threads (far more
/// when the machine is loaded: 360 µs at load 5 on 2 cores), and an operation of the
/// estimate about 0.1 ns (0.7 ns for a 7-operation element at -O2). Two threads save half
/// the work, so a region pays from about 30,000 operations (with 8 threads, regions of
/// about 3 µs save 7/8 of the work: about 35,000); the threshold keeps a 1.5x margin
/// over that, so that a parallel entry is never slower than the sequential one.
pub const MIN_PARALLEL_WORK: u64 = 50_000;

/// Work (in the operations of [`MIN_PARALLEL_WORK`]) under which one entry of a parallel
/// loop does not pay for a kernel launch when its data stays on the device: a launch costs
/// about 5-10 µs (CUDA; more on a CPU OpenCL device), which the host spends on about
/// 50,000-100,000 operations, and the device runs the work itself in far less. The
/// count of entries does not matter as it does for threads: a launch costs the same on a
/// loaded machine.
pub const MIN_KERNEL_WORK: u64 = 100_000;

/// Fewest iterations worth a parallel region: a few times the thread count of small
/// machines; fewer iterations leave threads idle however heavy each one is.
pub const MIN_PARALLEL_TRIPS: u64 = 8;

/// Whether [`trips_at_least`] can test counted loop `l`: the test evaluates the loop's
/// bounds once more, so they must have no side effect (`for (i = first(); ...)` would call
/// `first` again).
pub(crate) fn trips_testable(program: &Program, l: StmtId) -> bool {
    match &program.stmts[l] {
        Stmt::For {
            counted: Some(c), ..
        } => edit::copyable(program, c.lower) && edit::copyable(program, c.upper),
        _ => false,
    }
}

/// The condition "loop `l` runs at least `k` iterations" (`k >= 1`), built from its
/// bounds: `hi - lo >= c` for `i < hi` counting up, simplified when `lo` is a
/// literal (`hi >= c`), and with `hi > lo &&` first when an operand may be unsigned (a
/// difference would wrap). Only for loops [`trips_testable`] accepts.
pub(crate) fn trips_at_least(program: &mut Program, l: StmtId, k: u64) -> ExprId {
    assert!(
        trips_testable(program, l),
        "a run-time trip test would evaluate the bounds of loop {l} again"
    );
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
    p4a_analyzer::loops::may_be_unsigned(p, e)
}

pub(crate) enum Profit {
    /// Worth threads when it has at least this many iterations (0: always).
    Worth(u64),
    /// Too little work (the estimate).
    TooSmall(u64),
    /// Too few iterations (the count).
    FewTrips(u64),
    /// The function is entered so often that one entry's work (the estimate, `None` when
    /// unknown) is too small for the threshold the count raises to `need`.
    EnteredOften { work: Option<u64>, need: u64 },
}

/// The number of iterations of counted loop `c` when its bounds are constants under the
/// body's precondition.
pub(crate) fn trip_count(
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
pub(crate) fn const_eval_in(p: &Program, consts: &ParamConsts, e: ExprId) -> Option<i128> {
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
                // `1 << 18`: shifts of non-negative values by less than 31 bits.
                BinOp::Shl if x >= 0 && (0..31).contains(&y) => x.checked_shl(y as u32)?,
                BinOp::Shr if x >= 0 && (0..31).contains(&y) => x >> y,
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
pub(crate) fn const_eval(p: &Program, e: ExprId) -> Option<i128> {
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
                    Expr::Call(_, args) => args.get(k).and_then(|&a| {
                        const_eval_in(p, &consts, a).or_else(|| known_at(an, site.stmt, a))
                    }),
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

/// The value the preconditions pin affine argument `a` to where statement `s` starts
/// (`n` after `int n = 500;`), when `s` writes none of its variables (they keep that
/// value until the call evaluates `a`).
fn known_at(an: &Analyses, s: StmtId, a: ExprId) -> Option<i128> {
    let p = an.program;
    let lin = p4a_analyzer::linear::affine(p, a)?;
    let written = p4a_analyzer::access::writes_in(p, Child::Stmt(s)).scalars;
    if lin
        .vars()
        .any(|v| matches!(v, AVar::Sym(x) if written.contains(&x)))
    {
        return None;
    }
    match an.pre.get(s)?.bounds(&lin) {
        (Some(lo), Some(hi)) if lo == hi => Some(lo),
        _ => None,
    }
}

/// A rough static cost: expression nodes, times trip counts; `None` when a loop's trip
/// count is not a constant (then the work is taken to be large).
pub(crate) struct Cost<'a> {
    pub(crate) program: &'a Program,
    pub(crate) consts: &'a ParamConsts,
    pub(crate) pre: &'a Preconditions,
    pub(crate) depth: usize,
}

impl Cost<'_> {
    /// The estimated work of one execution of `s`; `None` when it cannot be bounded.
    pub(crate) fn stmt(&mut self, s: StmtId) -> Option<u64> {
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

/// Times a loop may be entered in one run for free: each start of a region costs
/// microseconds on a quiet machine but up to hundreds on a loaded one
/// (`bench/openmp/forkjoin.c`: 360 µs at load 5 on 2 cores), so this many entries may lose
/// a few hundred milliseconds under load (as a hand-written version with a region per step
/// of a time or pivot loop would), whatever their work. Beyond, [`work_needed`] asks
/// each entry to pay for itself on a loaded machine, but for that budget.
pub const ENTRIES_FREE: u64 = 1_000;

/// The work per entry of a region entered very often (or an unknown number of times):
/// about what saves, with two threads, the time a region costs on a loaded machine (0.1 ns
/// an operation, rounded down).
pub const LOADED_PARALLEL_WORK: u64 = 5_000_000;

/// The work one entry of a parallel loop must have when the loop is entered `entries`
/// times per run (`None`: unknown, many): [`MIN_PARALLEL_WORK`] up to [`ENTRIES_FREE`]
/// entries, then `LOADED_PARALLEL_WORK * (1 - ENTRIES_FREE / entries)`: the entries share
/// the loss the free ones are allowed on a loaded machine, and each pays for the rest.
pub fn work_needed(entries: Option<u64>) -> u64 {
    match entries {
        Some(n) if n <= ENTRIES_FREE => MIN_PARALLEL_WORK,
        Some(n) => {
            let loaded = u128::from(LOADED_PARALLEL_WORK);
            let need = loaded * u128::from(n - ENTRIES_FREE) / u128::from(n);
            (need as u64).max(MIN_PARALLEL_WORK)
        }
        None => LOADED_PARALLEL_WORK,
    }
}

/// How often a function may be entered in one run, from the call tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entries {
    /// The count: the sum over its call sites of the caller's count times the trip counts
    /// of the loops around the call; `None` when unknown and possibly large (a call inside
    /// a loop whose trip count is not a constant, or recursion).
    pub times: Option<u64>,
    /// The call site that makes the count largest when it is inside a loop: the caller
    /// and the line of the innermost loop around the call.
    pub from: Option<(FuncId, u32)>,
}

impl Entries {
    const ONCE: Entries = Entries {
        times: Some(1),
        from: None,
    };
}

/// [`Entries`] of every function. A function with callers p4a does not see (its address
/// is taken, or it is `main` or external) counts as entered once: nothing is known of the
/// loops around those calls.
pub fn function_entries(an: &Analyses, consts: &ParamConsts) -> FxHashMap<FuncId, Entries> {
    let p = an.program;
    // The trip-count product of the loops around each call, and the innermost loop's line.
    let mut around: FxHashMap<ExprId, (Option<u64>, Option<u32>)> = FxHashMap::default();
    for (_, func) in p.funcs.iter() {
        for &s in &func.body.0 {
            calls_in_loops(an, consts, Child::Stmt(s), (Some(1), None), &mut around);
        }
    }
    let mut res = FxHashMap::default();
    let mut active = FxHashSet::default();
    for (fid, _) in p.funcs.iter() {
        entries_of(an, &around, fid, &mut res, &mut active);
    }
    res
}

type FxHashMap<K, V> = rustc_hash::FxHashMap<K, V>;
type FxHashSet<K> = rustc_hash::FxHashSet<K>;

/// Records in `around` the loop factor of every call under `node`; `factor` is that of
/// the loops around `node` (trip-count product, innermost loop line).
fn calls_in_loops(
    an: &Analyses,
    consts: &ParamConsts,
    node: Child,
    factor: (Option<u64>, Option<u32>),
    around: &mut FxHashMap<ExprId, (Option<u64>, Option<u32>)>,
) {
    let p = an.program;
    match node {
        Child::Stmt(s) => {
            let inner = match &p.stmts[s] {
                Stmt::For {
                    body,
                    counted: Some(c),
                    ..
                } => {
                    let trips = trip_count(p, consts, an.pre, *body, c);
                    let times = factor.0.zip(trips).map(|(a, b)| a.saturating_mul(b));
                    (times, Some(p.stmts.loc(s).line))
                }
                Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. } => {
                    (None, Some(p.stmts.loc(s).line))
                }
                _ => factor,
            };
            stmt_children(&p.stmts[s], &mut |c| {
                calls_in_loops(an, consts, c, inner, around)
            });
        }
        Child::Expr(e) => {
            if let Expr::Call(..) = &p.exprs[e] {
                around.insert(e, factor);
            }
            expr_children(&p.exprs[e], &mut |c| {
                calls_in_loops(an, consts, c, factor, around)
            });
        }
        Child::Type(_) => {}
    }
}

/// The [`Entries`] of `func`, memoized in `res`; `active` holds the functions being
/// computed, so that recursion gives an unknown count.
fn entries_of(
    an: &Analyses,
    around: &FxHashMap<ExprId, (Option<u64>, Option<u32>)>,
    func: FuncId,
    res: &mut FxHashMap<FuncId, Entries>,
    active: &mut FxHashSet<FuncId>,
) -> Entries {
    if let Some(&e) = res.get(&func) {
        return e;
    }
    let sites = an.callgraph.call_sites(func);
    if an.callgraph.has_unknown_callers(func) || sites.is_empty() {
        res.insert(func, Entries::ONCE);
        return Entries::ONCE;
    }
    if !active.insert(func) {
        return Entries {
            times: None,
            from: None,
        };
    }
    let mut times = Some(0u64);
    let mut from = None;
    let mut largest = Some(0u64);
    for site in sites {
        let caller = entries_of(an, around, site.caller, res, active);
        let (factor, line) = around.get(&site.expr).copied().unwrap_or((Some(1), None));
        let here = caller.times.zip(factor).map(|(a, b)| a.saturating_mul(b));
        times = times.zip(here).map(|(a, b)| a.saturating_add(b));
        // The site whose count is largest (unknown counts as largest) names where from.
        let larger = match (here, largest) {
            (_, None) => false,
            (None, Some(_)) => true,
            (Some(h), Some(l)) => h > l,
        };
        if larger {
            largest = here;
            from = line.map(|line| (site.caller, line)).or(caller.from);
        }
    }
    active.remove(&func);
    let entries = Entries { times, from };
    res.insert(func, entries);
    entries
}
