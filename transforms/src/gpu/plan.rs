//! Which parallel loops become kernels, and what each kernel receives: the nest mapped
//! onto the grid, the scalars passed by value, the private variables, and the arrays
//! with their extents and the bytes the kernel may touch. Read-only: the analyses are
//! valid while planning; [`super::apply`] edits the IR afterwards.

use p4a_analyzer::print::Dialect;
use p4a_codegen_cuda::Cuda;
use p4a_codegen_opencl::OpenCl;
use rustc_hash::{FxHashMap, FxHashSet};

use p4a_analyzer::affine::{Constraint, LinExpr};
use p4a_analyzer::ir::visit::{Child, stmt_children};
use p4a_analyzer::ir::*;
use p4a_analyzer::linear::AVar;
use p4a_analyzer::preconditions::Preconditions;
use p4a_analyzer::regions::{Entity, Regions};

use crate::cost::trips_testable;
use crate::decision::{Decision, Guard, LoopReport};
use crate::parallel::RedTarget;

/// `Why` from a format string: [`Why::from`] of [`format!`]'s text.
macro_rules! why {
    ($($arg:tt)*) => {
        Why::from(format!($($arg)*))
    };
}

/// Why a loop cannot be a kernel: words, and the IR pieces they name, kept as ids until
/// the report renders them ([`Why::render`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Why(pub Vec<Piece>);

/// A piece of a [`Why`].
#[derive(Clone, Debug, PartialEq)]
pub enum Piece {
    /// Words.
    Text(String),
    /// An expression, printed as C.
    Expr(ExprId),
    /// A type name, printed as C.
    Type(TypeId),
}

impl Why {
    /// `self` followed by `more`.
    pub fn then(mut self, more: impl Into<Why>) -> Why {
        self.0.extend(more.into().0);
        self
    }

    /// The text, the pieces printed as C.
    pub fn render(&self, p: &Program) -> String {
        self.0
            .iter()
            .map(|piece| match piece {
                Piece::Text(text) => text.clone(),
                Piece::Expr(e) => p4a_analyzer::print::print_expr(p, *e),
                Piece::Type(ty) => p4a_analyzer::print::print_type(p, *ty, ""),
            })
            .collect()
    }
}

impl From<String> for Why {
    fn from(text: String) -> Why {
        Why(vec![Piece::Text(text)])
    }
}

impl From<&str> for Why {
    fn from(text: &str) -> Why {
        Why::from(text.to_string())
    }
}

impl From<Piece> for Why {
    fn from(piece: Piece) -> Why {
        Why(vec![piece])
    }
}

/// Grid dimensions a kernel may have.
pub const MAX_GRID_DIMS: usize = 3;

/// A loop of the nest mapped onto one grid dimension.
#[derive(Clone, Debug)]
pub struct GridLoop {
    /// The loop.
    pub stmt: StmtId,
    /// Its index.
    pub index: SymbolId,
    /// First value.
    pub lower: ExprId,
    /// Last value (inclusive).
    pub upper: ExprId,
    /// Constant step.
    pub step: i64,
}

/// The extent of one dimension of an array after the first, for linearised subscripts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extent {
    /// A constant.
    Const(u64),
    /// Known at run time (a variable-length array type): the host computes it from
    /// `sizeof` and passes it.
    Runtime,
}

/// How many bytes of an array the kernel may touch, from its base.
#[derive(Clone, Debug, PartialEq)]
pub enum Size {
    /// The whole declared object: `sizeof a`.
    Object,
    /// Elements `first..=last` of the outermost dimension (rows, for arrays of arrays),
    /// over the values of scalars before the loop: per region (outer vectors), the
    /// greatest of its lower bounds and the least of its upper bounds (inner vectors, all
    /// valid); over the regions, the least first and the greatest last. `first` empty:
    /// from 0.
    Elements {
        /// Lower bounds of each region (empty: 0).
        first: Vec<Vec<LinExpr<AVar>>>,
        /// Upper bounds of each region.
        last: Vec<Vec<LinExpr<AVar>>>,
    },
    /// Elements `lo..=hi` of the outermost dimension, computed by the host before the
    /// launch by interval arithmetic on each outermost subscript (`a[i * n + j]`), each
    /// loop index ranging over its bounds narrowed by the conditions the subscript is
    /// evaluated under: for subscripts the regions cannot bound.
    Interval {
        /// The outermost subscript of every access, with the bounds that the conditions
        /// around it (`if`, `?:`, `&&`, `||`) put on loop indices.
        subs: Vec<(ExprId, Vec<IndexGuard>)>,
        /// The counted loops whose indices the subscripts use: index, first, last
        /// (inclusive), step.
        loops: Vec<(SymbolId, ExprId, ExprId, i64)>,
        /// Locals of the nest the subscripts may name, each declared once with an
        /// initializer the host can bound and never assigned again (`int l = x > 0 ? x -
        /// 1 : 0;`): each stands for its initializer, whose variables are indices of
        /// loops around the declaration, scalars the nest does not write, or earlier
        /// such locals.
        defs: Vec<(SymbolId, ExprId)>,
        /// The conditional expressions `c ? t : f` of the subscripts and of `defs`, each
        /// with the guards `c` puts on loop indices in `t` and in `f`: the hull of the
        /// branches, each bounded where it is taken.
        conds: Vec<(ExprId, Vec<IndexGuard>, Vec<IndexGuard>)>,
    },
}

/// A bound that a condition puts on a loop index where a subscript is evaluated:
/// `index >= bound + offset` (`lower`) or `index <= bound + offset`. The bound is an
/// expression the host can bound by interval arithmetic, and the comparison is signed.
#[derive(Clone, Debug, PartialEq)]
pub struct IndexGuard {
    /// The loop index.
    pub index: SymbolId,
    /// The other side of the comparison.
    pub bound: ExprId,
    /// Added to the bound (`i > b` is `i >= b + 1`).
    pub offset: i64,
    /// A lower bound (else an upper one).
    pub lower: bool,
}

/// An array the kernel uses.
#[derive(Clone, Debug)]
pub struct ArrayArg {
    /// The array object or pointer.
    pub sym: SymbolId,
    /// The (arithmetic) element type.
    pub elem: TypeId,
    /// Extents of dimensions 2.. (outermost first).
    pub extents: Vec<Extent>,
    /// Read by the kernel.
    pub read: bool,
    /// Written by the kernel.
    pub written: bool,
    /// Every byte copied is written by the kernel (and none read): nothing needs to go
    /// to the device first.
    pub whole: bool,
    /// Bytes it may touch.
    pub size: Size,
}

/// One loop nest that becomes a kernel.
#[derive(Clone, Debug)]
pub struct KernelPlan {
    /// The function holding the nest.
    pub func: FuncId,
    /// The outermost loop.
    pub stmt: StmtId,
    /// The loops mapped onto the grid, outermost first (the last is dimension 0); none
    /// for a one-thread kernel (sequential promotion), whose work is `stmt` itself.
    pub grid: Vec<GridLoop>,
    /// The body of the innermost grid loop: the work of one grid point.
    pub body: StmtId,
    /// Scalars passed by value (read, or firstprivate).
    pub scalars: Vec<SymbolId>,
    /// Scalars and arrays declared outside and private to each grid point.
    pub privates: Vec<SymbolId>,
    /// Arrays, in order of first use.
    pub arrays: Vec<ArrayArg>,
    /// Scalar reductions: each grid point accumulates a partial value over a stride of
    /// the grid loops' iterations, flattened into one space (the loop on dimension 0
    /// varies fastest, so consecutive grid points still touch consecutive elements); the
    /// host combines the partials in order. The launch then has one dimension.
    pub reductions: Vec<(RedOp, SymbolId)>,
    /// Scalars whose last value is used after the nest (OpenMP's lastprivate): private to
    /// each grid point, and the grid point of the last iteration sends its value back.
    pub last_values: Vec<SymbolId>,
    /// User functions the kernel calls, directly or not, callees first: each is cloned
    /// as a device function.
    pub device_funcs: Vec<FuncId>,
    /// The outermost index is used after the nest: the host sets its last value.
    pub index_live_out: bool,
    /// The grid dimension of each grid loop: `grid[k]` runs on dimension `dim_of[k]`
    /// ([`dimension_order`]); empty for a one-thread kernel.
    pub dim_of: Vec<usize>,
    /// Array references of one grid point whose last (contiguous) subscript walks with
    /// dimension 0, and all its array references: consecutive work-items then touch
    /// consecutive elements (coalesced accesses).
    pub contiguous: (usize, usize),
    /// The run-time test of the trip count the OpenMP decision asked for.
    pub guard: Option<Guard>,
    /// The arrays read through tiles in local memory, or why none is (decided last,
    /// by [`super::tile::decide`], once the work is final).
    pub tiling: Result<super::tile::Tiling, super::tile::NoTile>,
}

/// What the planner needs.
pub struct PlanContext<'a> {
    /// The program.
    pub program: &'a Program,
    /// Preconditions.
    pub pre: &'a Preconditions,
    /// Array regions.
    pub regions: &'a Regions,
    /// The decisions, by loop.
    pub report: FxHashMap<StmtId, &'a LoopReport>,
    /// `--no-cost-model`: every nest a kernel can express becomes one.
    pub no_cost_model: bool,
    /// Variables some expression of the program may change ([`assignment_target`]),
    /// found once: per-function questions must not scan the whole program.
    pub assigned: FxHashSet<SymbolId>,
}

impl<'a> PlanContext<'a> {
    /// The context of `program`'s kernel plans.
    pub fn new(
        program: &'a Program,
        pre: &'a Preconditions,
        regions: &'a Regions,
        report: FxHashMap<StmtId, &'a LoopReport>,
        no_cost_model: bool,
    ) -> Self {
        let assigned = program
            .exprs
            .iter()
            .filter_map(|(_, e)| assignment_target(program, e))
            .collect();
        PlanContext {
            program,
            pre,
            regions,
            report,
            no_cost_model,
            assigned,
        }
    }
}

/// Fewest iterations a loop known at compile time must have to be a grid on its own: with
/// fewer, its inner parallel loops are the kernels (a grid of 10 points leaves a GPU idle).
pub const MIN_GRID_TRIPS: u64 = 128;

/// The trip count of loop `l` when it is known at compile time.
pub fn static_trips(cx: &PlanContext, l: StmtId) -> Option<u64> {
    let p = cx.program;
    let Stmt::For {
        body,
        counted: Some(c),
        ..
    } = &p.stmts[l]
    else {
        return None;
    };
    crate::cost::trip_count(p, &crate::cost::ParamConsts::default(), cx.pre, *body, c)
}

/// Host time per operation of the work estimate, in nanoseconds.
pub(super) const HOST_NS_PER_OP: f64 = 1.0;
/// What a launch costs beyond its transfers, in nanoseconds (argument set-up, queueing,
/// waiting for the result).
pub(super) const LAUNCH_NS: f64 = 20_000.0;
/// Transfer time per byte between host and device (about 10 GB/s), in nanoseconds.
const TRANSFER_NS_PER_BYTE: f64 = 0.1;

/// The plan of a kernel for parallel loop `r`, or why it stays on the host.
pub fn plan(cx: &PlanContext, r: &LoopReport) -> Result<KernelPlan, Why> {
    let p = cx.program;
    debug_assert!(matches!(r.decision, Decision::Parallel | Decision::Inner));
    let clauses = r.clauses.as_ref().ok_or("no clauses were decided")?;
    let mut reductions = Vec::new();
    for &(op, target) in &clauses.reductions {
        match target {
            RedTarget::Scalar(s) => {
                scalar_type_ok(p, s)?;
                reductions.push((op, s));
            }
            RedTarget::Array(s) => {
                return Err(why!(
                    "it reduces every element of array `{}`, which kernels do not do yet",
                    p.symbols[s].name
                ));
            }
        }
    }
    let reduced = |s: SymbolId| reductions.iter().any(|&(_, t)| t == s);
    // The outermost index's last value is set by the host (`index_live_out`); any other
    // last value would have to come back from the device.
    let index = match &p.stmts[r.stmt] {
        Stmt::For {
            counted: Some(c), ..
        } => Some(c.index),
        _ => None,
    };
    // Other last values come back from the grid point of the last iteration.
    let last_values: Vec<SymbolId> = clauses
        .lastprivate
        .iter()
        .copied()
        .filter(|&s| Some(s) != index)
        .collect();
    for &s in &last_values {
        scalar_type_ok(p, s).map_err(|why| Why::from("its last value ").then(why))?;
    }
    if !reductions.is_empty() && !last_values.is_empty() {
        return Err(why!(
            "it is a reduction and the last value of `{}` is used after it",
            p.symbols[last_values[0]].name
        ));
    }

    if !clauses.timers.is_empty() {
        return Err("it reads the clock".into());
    }
    // With reductions, the grid loops (inner ones reducing the same scalars) are
    // flattened into one space that each grid point strides over (see `apply`).
    let grid = grid_loops(cx, r.stmt, &reductions)?;
    let body = match &p.stmts[grid.last().expect("at least one grid loop").stmt] {
        Stmt::For { body, .. } => *body,
        _ => unreachable!("grid loops are counted for loops"),
    };
    let mut scan = Scan::new(p, false);
    scan.stmt(body)?;
    let mut device_funcs = Vec::new();
    for &f in &scan.calls {
        device_function(p, f, &mut Vec::new(), &mut device_funcs)?;
    }
    // Everything declared in the nest's headers belongs to it too.
    let indices: Vec<SymbolId> = grid.iter().map(|g| g.index).collect();
    let mut private: FxHashSet<SymbolId> = clauses.private.iter().copied().collect();
    let firstprivate: FxHashSet<SymbolId> = clauses.firstprivate.iter().copied().collect();
    for g in &grid[1..] {
        if let Some(c) = cx.report.get(&g.stmt).and_then(|r| r.clauses.as_ref()) {
            private.extend(c.private.iter().copied());
        }
    }
    let mut scalars = Vec::new();
    let mut privates = Vec::new();
    for &s in &scan.scalars_written {
        if scan.declared.contains(&s) || indices.contains(&s) || reduced(s) {
            continue;
        }
        if firstprivate.contains(&s) {
            push_unique(&mut scalars, s);
        } else if private.contains(&s) || last_values.contains(&s) {
            push_unique(&mut privates, s);
        } else {
            return Err(why!(
                "`{}` is written by every iteration and is not private",
                p.symbols[s].name
            ));
        }
    }
    for &s in &scan.scalars_read {
        if scan.declared.contains(&s) || indices.contains(&s) || privates.contains(&s) || reduced(s)
        {
            continue;
        }
        push_unique(&mut scalars, s);
    }
    for &s in scalars.iter().chain(&privates) {
        scalar_type_ok(p, s)?;
    }
    // The launch passes scalars (and reductions' initial values) by address.
    if let Some(&s) = scalars
        .iter()
        .chain(reductions.iter().map(|(_, r)| r))
        .find(|&&s| p.symbols[s].storage == Storage::Register)
    {
        return Err(why!(
            "`{}` is a register variable, whose address the launch would need",
            p.symbols[s].name
        ));
    }
    let mut arrays = Vec::new();
    for (sym, read, written) in scan.arrays {
        if scan.declared.contains(&sym) {
            continue;
        }
        if private.contains(&sym) {
            // A private array: a local of each grid point (constant size checked).
            local_array_ok(p, sym)?;
            push_unique(&mut privates, sym);
            continue;
        }
        arrays.push(array_arg(cx, r.stmt, sym, read, written)?);
    }
    if !cx.no_cost_model
        && let Some((work, bytes)) = static_cost(cx, r.stmt, &arrays)
    {
        let host = work as f64 * HOST_NS_PER_OP;
        let device = LAUNCH_NS + bytes as f64 * TRANSFER_NS_PER_BYTE;
        if host < device {
            return Err(why!(
                "too little work to pay for a launch and its transfers (about {work} \
                 operations, {bytes} bytes copied)"
            ));
        }
    }
    let (dim_of, contiguous) = dimension_order(p, &grid, body);
    // The grid's bounds are evaluated on the host, before the kernel.
    Ok(KernelPlan {
        func: r.func,
        stmt: r.stmt,
        grid,
        dim_of,
        contiguous,
        body,
        scalars,
        privates,
        arrays,
        reductions,
        last_values,
        device_funcs,
        index_live_out: clauses.index_live_out,
        guard: r.guard,
        tiling: Err(super::tile::NoTile::Off),
    })
}

/// What statements run on one device thread read and write (sequential promotion): the
/// arrays `(array, read, written)` not declared inside, the scalars written, and the names
/// declared inside.
#[derive(Clone, Debug, Default)]
pub struct SequentialScan {
    /// Arrays and whether each is read and written.
    pub arrays: Vec<(SymbolId, bool, bool)>,
    /// Scalars written (declared inside or not).
    pub scalars_written: Vec<SymbolId>,
    /// Names declared inside.
    pub declared: FxHashSet<SymbolId>,
}

/// Whether statement `s` could run in a one-thread kernel: only what a kernel's work may
/// hold, calls of functions with device versions, and arrays of numbers kernels take.
pub fn sequential_scan(p: &Program, s: StmtId) -> Result<SequentialScan, Why> {
    let mut scan = Scan::new(p, false);
    scan.stmt(s)?;
    for &f in &scan.calls {
        device_function(p, f, &mut Vec::new(), &mut Vec::new())?;
    }
    let mut arrays = Vec::new();
    for &(sym, r, w) in &scan.arrays {
        if scan.declared.contains(&sym) {
            continue;
        }
        let name = &p.symbols[sym].name;
        let (elem, ..) = array_shape(p, sym).ok_or_else(|| {
            why!("`{name}` is not an array of numbers (or a pointer to one) that kernels take")
        })?;
        if p.resolve(p.symbols[sym].ty).1.is_volatile || p.resolve(elem).1.is_volatile {
            return Err(why!("`{name}` is volatile"));
        }
        arrays.push((sym, r, w));
    }
    Ok(SequentialScan {
        arrays,
        scalars_written: scan.scalars_written,
        declared: scan.declared,
    })
}

/// The plan of a one-thread kernel running statement `s` of `func` (sequential
/// promotion): an empty grid (one grid point), the scalars it reads passed by value, and
/// as private variables the scalars it writes that are declared outside it; the caller
/// has checked that their values at its end are dead (`dead_after`).
pub fn plan_sequential(
    cx: &PlanContext,
    func: FuncId,
    s: StmtId,
    dead_after: &[SymbolId],
) -> Result<KernelPlan, Why> {
    let p = cx.program;
    let mut scan = Scan::new(p, false);
    scan.stmt(s)?;
    let mut device_funcs = Vec::new();
    for &f in &scan.calls {
        device_function(p, f, &mut Vec::new(), &mut device_funcs)?;
    }
    let mut privates = Vec::new();
    for &x in &scan.scalars_written {
        if scan.declared.contains(&x) {
            continue;
        }
        if !dead_after.contains(&x) {
            return Err(why!(
                "it writes `{}`, whose value the host may need after it",
                p.symbols[x].name
            ));
        }
        push_unique(&mut privates, x);
    }
    let mut scalars = Vec::new();
    for &x in &scan.scalars_read {
        if !scan.declared.contains(&x) && !privates.contains(&x) {
            push_unique(&mut scalars, x);
        }
    }
    for &x in scalars.iter().chain(&privates) {
        scalar_type_ok(p, x)?;
    }
    if let Some(&x) = scalars
        .iter()
        .find(|&&x| p.symbols[x].storage == Storage::Register)
    {
        return Err(why!(
            "`{}` is a register variable, whose address the launch would need",
            p.symbols[x].name
        ));
    }
    let mut arrays = Vec::new();
    for (sym, read, written) in scan.arrays {
        if !scan.declared.contains(&sym) {
            arrays.push(array_arg(cx, s, sym, read, written)?);
        }
    }
    Ok(KernelPlan {
        func,
        stmt: s,
        grid: Vec::new(),
        dim_of: Vec::new(),
        contiguous: (0, 0),
        body: s,
        scalars,
        privates,
        arrays,
        reductions: Vec::new(),
        last_values: Vec::new(),
        device_funcs,
        index_live_out: false,
        guard: None,
        tiling: Err(super::tile::NoTile::NotAGrid),
    })
}

/// The grid dimension of each loop of `grid` (outermost first) whose innermost body is
/// `body`, and how many of the body's array references then walk their last subscript
/// with dimension 0, of all of them.
///
/// Consecutive work-items differ in dimension 0, so dimension 0 goes to the loop whose
/// index is the last (contiguous) subscript of most array references, with coefficient
/// ±1 and no other grid index beside it: `for (j) for (i) b[i][j] = a[i][j]` runs `j`
/// on dimension 0, and neighbouring work-items touch neighbouring elements. The other
/// loops take dimensions 1, 2 from the innermost outward; on a tie the innermost loop
/// keeps dimension 0 (the nest's own order). Any assignment computes the same: every
/// grid loop is parallel, and no grid loop's bounds depend on another's index
/// ([`grid_loops`]), so the grid is the same set of points whatever the order.
pub(super) fn dimension_order(
    p: &Program,
    grid: &[GridLoop],
    body: StmtId,
) -> (Vec<usize>, (usize, usize)) {
    let n = grid.len();
    let mut votes = vec![0usize; n];
    let mut total = 0;
    let mut exprs = Vec::new();
    fn walk(p: &Program, c: Child, out: &mut Vec<ExprId>) {
        match c {
            Child::Expr(e) => out.push(e),
            Child::Stmt(s) => stmt_children(&p.stmts[s], &mut |c| walk(p, c, out)),
            Child::Type(_) => {}
        }
    }
    walk(p, Child::Stmt(body), &mut exprs);
    let mut accesses = Vec::new();
    for e in exprs {
        p4a_analyzer::access::collect_accesses(p, e, &mut accesses);
    }
    for a in &accesses {
        let p4a_analyzer::access::Access::Element { subscripts, .. } = a else {
            continue;
        };
        total += 1;
        let Some(p4a_analyzer::access::Subscript::Expr(last)) = subscripts.last() else {
            continue;
        };
        let Some(lin) = p4a_analyzer::linear::affine(p, *last) else {
            continue;
        };
        let walking: Vec<usize> = (0..n)
            .filter(|&k| lin.coeff(AVar::Sym(grid[k].index)) != 0)
            .collect();
        if let [k] = walking[..]
            && lin.coeff(AVar::Sym(grid[k].index)).abs() == 1
        {
            votes[k] += 1;
        }
    }
    let mut best = n.saturating_sub(1);
    for k in (0..n).rev() {
        if votes[k] > votes[best] {
            best = k;
        }
    }
    let mut dim_of = vec![0; n];
    let mut d = 1;
    for k in (0..n).rev() {
        if k != best {
            dim_of[k] = d;
            d += 1;
        }
    }
    (dim_of, (votes.get(best).copied().unwrap_or(0), total))
}

fn push_unique(v: &mut Vec<SymbolId>, s: SymbolId) {
    if !v.contains(&s) {
        v.push(s);
    }
}

/// The loops of the nest at `l` that become the grid: `l`, then each loop that is the
/// whole body of the previous one, proved parallel, with bounds that do not depend on
/// the loops around it or on anything the nest writes; at most [`MAX_GRID_DIMS`].
///
/// Inner loops may reduce scalars of `reductions` (with the same operator), and nothing
/// else: the grid of a reduction nest is then flattened.
fn grid_loops(
    cx: &PlanContext,
    l: StmtId,
    reductions: &[(RedOp, SymbolId)],
) -> Result<Vec<GridLoop>, Why> {
    let p = cx.program;
    let mut grid = Vec::new();
    let mut outer_written = None;
    let mut cur = l;
    loop {
        let Stmt::For {
            counted: Some(c),
            body,
            ..
        } = &p.stmts[cur]
        else {
            if grid.is_empty() {
                return Err("it is not a counted for loop".into());
            }
            break;
        };
        if !trips_testable(p, cur) {
            if grid.is_empty() {
                return Err("its bounds have side effects".into());
            }
            break;
        }
        let mut mentioned = query::vars_named(p, Child::Expr(c.lower));
        mentioned.extend(query::vars_named(p, Child::Expr(c.upper)));
        if !grid.is_empty() {
            let outer_written = outer_written.get_or_insert_with(|| written_in(p, l));
            if mentioned
                .iter()
                .any(|s| outer_written.contains(s) || grid.iter().any(|g: &GridLoop| g.index == *s))
            {
                break;
            }
        }
        grid.push(GridLoop {
            stmt: cur,
            index: c.index,
            lower: c.lower,
            upper: c.upper,
            step: c.step,
        });
        if grid.len() == MAX_GRID_DIMS {
            break;
        }
        // The next loop must be the whole body, and proved parallel.
        let inner = match &p.stmts[*body] {
            Stmt::Block(b) if b.0.len() == 1 => b.0[0],
            Stmt::For { .. } => *body,
            _ => break,
        };
        let parallel = cx.report.get(&inner).is_some_and(|r| {
            r.decision == Decision::Inner
                && r.clauses.as_ref().is_some_and(|c| {
                    c.lastprivate.is_empty()
                        && c.reductions.iter().all(|&(op, t)| {
                            matches!(t, RedTarget::Scalar(s) if reductions.contains(&(op, s)))
                        })
                })
        });
        if !parallel {
            break;
        }
        cur = inner;
    }
    Ok(grid)
}

/// Scalars assigned anywhere in statement `s` (targets of `=`, `op=`, `++`, `--`, and
/// loop indices).
fn written_in(p: &Program, s: StmtId) -> FxHashSet<SymbolId> {
    use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
    let mut out = FxHashSet::default();
    let mut stack = vec![Child::Stmt(s)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => stmt_children(&p.stmts[s], &mut |c| stack.push(c)),
            Child::Expr(e) => {
                match &p.exprs[e] {
                    Expr::Assign { lhs, .. } | Expr::IncDec { arg: lhs, .. } => {
                        if let Expr::Var(v) = p.exprs[*lhs] {
                            out.insert(v);
                        }
                    }
                    _ => {}
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    out
}

/// Whether scalar `s` can be a kernel parameter or local: an arithmetic type the kernel
/// languages share, not `volatile` or `_Atomic`.
fn scalar_type_ok(p: &Program, s: SymbolId) -> Result<(), Why> {
    let sym = &p.symbols[s];
    let (kind, quals) = p.resolve(sym.ty);
    if quals.is_volatile || quals.is_atomic {
        return Err(why!("`{}` is volatile or atomic", sym.name));
    }
    if !arithmetic(kind) {
        return Err(why!("`{}` has a type kernels do not take (", sym.name)
            .then(Piece::Type(sym.ty))
            .then(")"));
    }
    Ok(())
}

/// The arithmetic types kernels take: integers (not `_Bool` or 128-bit), `float`, `double`.
pub fn arithmetic(kind: &TypeKind) -> bool {
    match kind {
        TypeKind::Int(k) => !matches!(k, IntKind::Bool | IntKind::Int128 | IntKind::UInt128),
        TypeKind::Float(k) => matches!(k, FloatKind::Float | FloatKind::Double),
        _ => false,
    }
}

/// Whether `ty` may be declared in a kernel: arithmetic, or an array of constant size of
/// such.
fn kernel_local_type(p: &Program, ty: TypeId) -> bool {
    match p.resolve(ty).0 {
        TypeKind::Array {
            elem,
            size: ArraySize::Const { value: Some(_), .. },
            ..
        } => kernel_local_type(p, *elem),
        kind => arithmetic(kind),
    }
}

/// Largest local array a kernel or device function declares (each thread has its own,
/// in a few kilobytes of private memory or stack).
const MAX_LOCAL_BYTES: u64 = 4096;

fn local_array_ok(p: &Program, s: SymbolId) -> Result<(), Why> {
    let sym = &p.symbols[s];
    if type_size(p, sym.ty).is_some_and(|n| n > MAX_LOCAL_BYTES) {
        return Err(why!(
            "private array `{}` is too large for a device thread's memory",
            sym.name
        ));
    }
    if sym.kind == SymbolKind::Param || !kernel_local_type(p, sym.ty) {
        return Err(why!(
            "private array `{}` is not of constant size and arithmetic elements",
            sym.name
        ));
    }
    Ok(())
}

/// The shape of array `sym` as seen by subscripts: element type and the extents of the
/// dimensions after the first; `object` when the symbol is an array object (not a
/// pointer or a parameter).
fn array_shape(p: &Program, sym: SymbolId) -> Option<(TypeId, Vec<Extent>, bool)> {
    let s = &p.symbols[sym];
    let (kind, _) = p.resolve(s.ty);
    let (mut ty, object) = match kind {
        TypeKind::Array { elem, .. } => (*elem, s.kind != SymbolKind::Param),
        TypeKind::Pointer(t) => (*t, false),
        _ => return None,
    };
    let mut extents = Vec::new();
    loop {
        match p.resolve(ty).0 {
            TypeKind::Array { elem, size, .. } => {
                extents.push(match size {
                    ArraySize::Const { value: Some(v), .. } => Extent::Const(*v),
                    ArraySize::Vla(_) => Extent::Runtime,
                    _ => return None,
                });
                ty = *elem;
            }
            kind if arithmetic(kind) => return Some((ty, extents, object)),
            _ => return None,
        }
    }
}

/// The argument for array `sym`, used by the nest at `l`.
fn array_arg(
    cx: &PlanContext,
    l: StmtId,
    sym: SymbolId,
    read: bool,
    written: bool,
) -> Result<ArrayArg, Why> {
    let p = cx.program;
    let name = &p.symbols[sym].name;
    let (elem, extents, object) = array_shape(p, sym).ok_or_else(|| {
        why!("`{name}` is not an array of numbers (or a pointer to one) that kernels take")
    })?;
    if p.resolve(p.symbols[sym].ty).1.is_volatile || p.resolve(elem).1.is_volatile {
        return Err(why!("`{name}` is volatile"));
    }
    let complete = matches!(
        p.resolve(p.symbols[sym].ty).0,
        TypeKind::Array {
            size: ArraySize::Const { .. } | ArraySize::Vla(_),
            ..
        }
    );
    // The rows the regions bound; a declared array otherwise moves whole.
    let size = match element_bounds(cx, l, sym) {
        Ok((first, last)) => Size::Elements { first, last },
        Err(_) if object && complete => Size::Object,
        Err(why) => intervals(p, l, sym).map_err(|other| why.then(" (").then(other).then(")"))?,
    };
    // A read of an element the same grid point wrote first (a temporary of a fused
    // nest) needs nothing from the host: the array is read only when its IN region is
    // not empty.
    let read = read
        && (!written
            || cx
                .regions
                .ins(l)
                .iter()
                .any(|r| matches!(r.entity, Entity::Array(b) if b.sym() == sym)));
    let whole = written && !read && writes_all(cx, l, sym, &extents, &size);
    Ok(ArrayArg {
        sym,
        elem,
        extents,
        read,
        written,
        whole,
        size,
    })
}

/// The interval plan of array `sym` in the nest at `l`: every outermost subscript with
/// the guards the conditions around it put on loop indices, and the counted loops of the
/// nest (whose bounds must not depend on anything the nest writes but outer indices).
/// Subscripts may use `+ - *`, division and remainder by positive constants, integer
/// casts, constants, loop indices and scalars the nest does not write.
fn intervals(p: &Program, l: StmtId, sym: SymbolId) -> Result<Size, Why> {
    // Scalars the nest assigns (the walk adds those it declares).
    let assigned = written_in(p, l);
    let mut walk = IntervalWalk {
        p,
        sym,
        written: assigned.clone(),
        loops: Vec::new(),
        subs: Vec::new(),
        enclosing: Vec::new(),
        decls: Vec::new(),
    };
    walk.stmt(l, &[]);
    let IntervalWalk {
        written,
        loops,
        subs,
        decls,
        ..
    } = walk;
    let indices: Vec<SymbolId> = loops.iter().map(|x| x.0).collect();
    // Locals that stand for their initializers, in declaration order (an initializer
    // may name an earlier one).
    let taken = query::address_taken_in(p, &[l]);
    let mut defs: Vec<(SymbolId, ExprId)> = Vec::new();
    for (x, init, around) in decls {
        let signed_wide = matches!(
            p.resolve(p.symbols[x].ty).0,
            TypeKind::Int(IntKind::Int | IntKind::Long | IntKind::LongLong)
        );
        let vars = query::vars_named(p, Child::Expr(init));
        if signed_wide
            && !assigned.contains(&x)
            && !taken.contains(&x)
            && vars
                .iter()
                .all(|v| !indices.contains(v) || around.contains(v))
            && interval_ok(p, init, &indices, &written, &defs)
        {
            defs.push((x, init));
        }
    }
    let ok = |e: ExprId| interval_ok(p, e, &indices, &written, &defs);
    if let Some(&(bad, _)) = subs.iter().find(|&&(e, _)| !ok(e)) {
        return Err(Why::from("its subscript ")
            .then(Piece::Expr(bad))
            .then(" is not an integer expression of loop indices and unchanged scalars"));
    }
    if let Some(&(i, ..)) = loops.iter().find(|&&(_, lo, hi, _)| !ok(lo) || !ok(hi)) {
        return Err(why!(
            "the bounds of the loop on `{}` are not integer expressions of outer indices and unchanged scalars",
            p.symbols[i].name
        ));
    }
    // A guard the host cannot evaluate, or on a variable that is no index of the nest,
    // narrows nothing: dropping it only widens the interval.
    let usable = |gs: Vec<IndexGuard>| -> Vec<IndexGuard> {
        gs.into_iter()
            .filter(|g| indices.contains(&g.index) && ok(g.bound) && signed_int(p, g.bound))
            .collect()
    };
    let subs: Vec<(ExprId, Vec<IndexGuard>)> = subs
        .into_iter()
        .map(|(e, guards)| (e, usable(guards)))
        .collect();
    let mut conds: Vec<(ExprId, Vec<IndexGuard>, Vec<IndexGuard>)> = Vec::new();
    let mut stack: Vec<ExprId> = subs
        .iter()
        .map(|(e, _)| *e)
        .chain(defs.iter().map(|d| d.1))
        .collect();
    while let Some(e) = stack.pop() {
        if let Expr::Cond(c, Some(_), _) = p.exprs[e]
            && !conds.iter().any(|(x, ..)| *x == e)
        {
            conds.push((
                e,
                usable(condition_guards(p, c, true)),
                usable(condition_guards(p, c, false)),
            ));
        }
        p4a_analyzer::ir::visit::expr_children(&p.exprs[e], &mut |c| {
            if let Child::Expr(x) = c {
                stack.push(x);
            }
        });
    }
    Ok(Size::Interval {
        subs,
        loops,
        defs,
        conds,
    })
}

/// The walk of [`intervals`]: the loops of the nest and the outermost subscripts of
/// `sym`, each with the guards in force where it is evaluated.
struct IntervalWalk<'a> {
    p: &'a Program,
    sym: SymbolId,
    /// Scalars the nest writes or declares (locals do not exist where the host computes
    /// the bounds).
    written: FxHashSet<SymbolId>,
    loops: Vec<(SymbolId, ExprId, ExprId, i64)>,
    subs: Vec<(ExprId, Vec<IndexGuard>)>,
    /// The indices of the counted loops around the statement being walked: the only
    /// indices whose values at a condition lie in their loop's bounds.
    enclosing: Vec<SymbolId>,
    /// Locals declared with one initializer, with the indices of the loops around the
    /// declaration.
    decls: Vec<(SymbolId, ExprId, Vec<SymbolId>)>,
}

impl IntervalWalk<'_> {
    /// `guards` and the guards `cond` having the value `truth` adds: those on an index of
    /// an enclosing loop whose bound names no variable the nest writes but such indices
    /// (a later loop's index, or a scalar assigned in the nest, may hold any value here).
    fn narrowed(&self, guards: &[IndexGuard], cond: ExprId, truth: bool) -> Vec<IndexGuard> {
        let p = self.p;
        let mut res = guards.to_vec();
        res.extend(condition_guards(p, cond, truth).into_iter().filter(|g| {
            let vars = query::vars_named(p, Child::Expr(g.bound));
            self.enclosing.contains(&g.index)
                && vars
                    .iter()
                    .all(|v| !self.written.contains(v) || self.enclosing.contains(v))
        }));
        res
    }

    fn stmt(&mut self, s: StmtId, guards: &[IndexGuard]) {
        use p4a_analyzer::ir::visit::{Child, stmt_children};
        let p = self.p;
        let groups: Vec<&DeclGroup> = match &p.stmts[s] {
            Stmt::Decl(g)
            | Stmt::For {
                init: ForInit::Decl(g),
                ..
            } => vec![g],
            _ => Vec::new(),
        };
        for g in groups {
            self.written.extend(g.decls.iter().map(|d| d.sym));
            if let Stmt::Decl(_) = p.stmts[s] {
                for d in &g.decls {
                    if let Some(Init::Expr(e)) = d.init {
                        self.decls.push((d.sym, e, self.enclosing.clone()));
                    }
                }
            }
        }
        match &p.stmts[s] {
            Stmt::If { cond, then, els } => {
                self.expr(*cond, guards);
                let inner = self.narrowed(guards, *cond, true);
                self.stmt(*then, &inner);
                if let Some(e) = els {
                    let inner = self.narrowed(guards, *cond, false);
                    self.stmt(*e, &inner);
                }
            }
            other => {
                // Inside a loop its index takes other values than where an outer guard
                // was tested: the guards that name it are dropped.
                let kept: Vec<IndexGuard>;
                let mut entered = false;
                let guards = match other {
                    Stmt::For {
                        counted: Some(c), ..
                    } => {
                        self.loops.push((c.index, c.lower, c.upper, c.step));
                        self.enclosing.push(c.index);
                        entered = true;
                        kept = guards
                            .iter()
                            .filter(|g| {
                                g.index != c.index
                                    && !query::mentions(p, Child::Expr(g.bound), c.index)
                            })
                            .cloned()
                            .collect();
                        &kept[..]
                    }
                    // Loops of other shapes write what changes in them, and guards name
                    // only counted indices and scalars the nest never writes.
                    _ => guards,
                };
                let mut children = Vec::new();
                stmt_children(other, &mut |c| children.push(c));
                for c in children {
                    match c {
                        Child::Stmt(x) => self.stmt(x, guards),
                        Child::Expr(e) => self.expr(e, guards),
                        Child::Type(_) => {}
                    }
                }
                if entered {
                    self.enclosing.pop();
                }
            }
        }
    }

    fn expr(&mut self, e: ExprId, guards: &[IndexGuard]) {
        use p4a_analyzer::ir::visit::{Child, expr_children};
        let p = self.p;
        match p.exprs[e] {
            Expr::Cond(c, then, els) => {
                self.expr(c, guards);
                if let Some(t) = then {
                    let inner = self.narrowed(guards, c, true);
                    self.expr(t, &inner);
                }
                let inner = self.narrowed(guards, c, false);
                self.expr(els, &inner);
                return;
            }
            Expr::Binary(BinOp::LogAnd, a, b) => {
                self.expr(a, guards);
                let inner = self.narrowed(guards, a, true);
                self.expr(b, &inner);
                return;
            }
            Expr::Binary(BinOp::LogOr, a, b) => {
                self.expr(a, guards);
                let inner = self.narrowed(guards, a, false);
                self.expr(b, &inner);
                return;
            }
            Expr::Index(..) => {
                // The outermost subscript of a full access to `sym`.
                let mut cur = e;
                let mut first = None;
                while let Expr::Index(base, i) = p.exprs[cur] {
                    first = Some(i);
                    cur = base;
                }
                if matches!(p.exprs[cur], Expr::Var(v) if v == self.sym)
                    && let Some(i) = first
                    && !self.subs.iter().any(|(x, _)| *x == i)
                {
                    self.subs.push((i, guards.to_vec()));
                }
            }
            _ => {}
        }
        let mut children = Vec::new();
        expr_children(&p.exprs[e], &mut |c| children.push(c));
        for c in children {
            match c {
                Child::Stmt(x) => self.stmt(x, guards),
                Child::Expr(x) => self.expr(x, guards),
                Child::Type(_) => {}
            }
        }
    }
}

/// The bounds on variables that `cond` having the value `truth` implies: comparisons of
/// a variable with an expression, through `!`, `&&` (true) and `||` (false). What is not
/// of that shape implies nothing here (a sound, less precise answer).
fn condition_guards(p: &Program, cond: ExprId, truth: bool) -> Vec<IndexGuard> {
    match p.exprs[cond] {
        Expr::Unary(UnOp::Not, a) => condition_guards(p, a, !truth),
        Expr::Binary(BinOp::LogAnd, a, b) if truth => {
            let mut v = condition_guards(p, a, true);
            v.extend(condition_guards(p, b, true));
            v
        }
        Expr::Binary(BinOp::LogOr, a, b) if !truth => {
            let mut v = condition_guards(p, a, false);
            v.extend(condition_guards(p, b, false));
            v
        }
        Expr::Binary(op, a, b) => {
            let op = if truth {
                op
            } else {
                match op {
                    BinOp::Lt => BinOp::Ge,
                    BinOp::Le => BinOp::Gt,
                    BinOp::Gt => BinOp::Le,
                    BinOp::Ge => BinOp::Lt,
                    BinOp::Ne => BinOp::Eq,
                    _ => return Vec::new(),
                }
            };
            // Both sides must compare as signed integers: `i < n - 1` with an unsigned
            // `n` of 0 holds for every `i`.
            if !signed_int(p, a) || !signed_int(p, b) {
                return Vec::new();
            }
            let mut v = Vec::new();
            // `x op y` as bounds on x; the mirrored operator gives bounds on y.
            let mut bounds_on = |x: ExprId, y: ExprId, op: BinOp| {
                let Expr::Var(index) = p.exprs[x] else {
                    return;
                };
                let guard = |offset: i64, lower: bool| IndexGuard {
                    index,
                    bound: y,
                    offset,
                    lower,
                };
                match op {
                    BinOp::Lt => v.push(guard(-1, false)),
                    BinOp::Le => v.push(guard(0, false)),
                    BinOp::Gt => v.push(guard(1, true)),
                    BinOp::Ge => v.push(guard(0, true)),
                    BinOp::Eq => {
                        v.push(guard(0, true));
                        v.push(guard(0, false));
                    }
                    _ => {}
                }
            };
            let mirrored = match op {
                BinOp::Lt => BinOp::Gt,
                BinOp::Le => BinOp::Ge,
                BinOp::Gt => BinOp::Lt,
                BinOp::Ge => BinOp::Le,
                other => other,
            };
            bounds_on(a, b, op);
            bounds_on(b, a, mirrored);
            v
        }
        _ => Vec::new(),
    }
}

/// Whether the integer expression `e` has a signed type after the usual conversions,
/// judged from its leaves: variables, constants and casts of signed types (or of types
/// that promote to `int`), combined by arithmetic. Unknown forms are not.
fn signed_int(p: &Program, e: ExprId) -> bool {
    let signed_kind = |ty: TypeId| {
        matches!(
            p.resolve(ty).0,
            TypeKind::Int(
                IntKind::Bool
                    | IntKind::Char
                    | IntKind::SChar
                    | IntKind::UChar
                    | IntKind::Short
                    | IntKind::UShort
                    | IntKind::Int
                    | IntKind::Long
                    | IntKind::LongLong
            )
        )
    };
    match &p.exprs[e] {
        Expr::IntLit { text, value } => {
            !text.contains(['u', 'U']) && value.is_some_and(|v| v < 1 << 31)
        }
        Expr::Var(s) => match p.symbols[*s].kind {
            SymbolKind::EnumConst { .. } => true,
            SymbolKind::Var | SymbolKind::Param => signed_kind(p.symbols[*s].ty),
            _ => false,
        },
        Expr::Cast(ty, _) => signed_kind(*ty),
        Expr::Unary(UnOp::Neg | UnOp::Plus, x) => signed_int(p, *x),
        Expr::Binary(BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Rem, a, b) => {
            signed_int(p, *a) && signed_int(p, *b)
        }
        _ => false,
    }
}

/// Whether the host can bound `e` by interval arithmetic (see [`intervals`]).
fn interval_ok(
    p: &Program,
    e: ExprId,
    indices: &[SymbolId],
    written: &FxHashSet<SymbolId>,
    defs: &[(SymbolId, ExprId)],
) -> bool {
    let ok = |x: ExprId| interval_ok(p, x, indices, written, defs);
    let positive = |x: ExprId| matches!(p.exprs[x], Expr::IntLit { value: Some(v), .. } if v > 0 && v < 1 << 62);
    match &p.exprs[e] {
        Expr::IntLit { value: Some(v), .. } => *v < 1 << 62,
        Expr::Var(s) if indices.contains(s) => true,
        Expr::Var(s) if defs.iter().any(|(x, _)| x == s) => true,
        // Either branch: the hull of both bounds it.
        Expr::Cond(_, Some(t), f) => ok(*t) && ok(*f),
        Expr::Var(s) => {
            let sym = &p.symbols[*s];
            match sym.kind {
                SymbolKind::EnumConst { value: Some(_), .. } => true,
                SymbolKind::Var | SymbolKind::Param => usable_scalar(p, *s) && !written.contains(s),
                _ => false,
            }
        }
        Expr::Unary(UnOp::Neg | UnOp::Plus, x) => ok(*x),
        Expr::Binary(BinOp::Add | BinOp::Sub | BinOp::Mul, a, b) => ok(*a) && ok(*b),
        Expr::Binary(BinOp::Div | BinOp::Rem, a, b) => ok(*a) && positive(*b),
        Expr::Cast(ty, x) => matches!(p.resolve(*ty).0, TypeKind::Int(_)) && ok(*x),
        _ => false,
    }
}

/// The work of the nest at `l` (operations) and the bytes its per-kernel transfers move,
/// when both are known at compile time: constant trip counts and arrays of constant size.
fn static_cost(cx: &PlanContext, l: StmtId, arrays: &[ArrayArg]) -> Option<(u64, u64)> {
    let p = cx.program;
    let Stmt::For {
        body,
        counted: Some(_),
        ..
    } = &p.stmts[l]
    else {
        return None;
    };
    let consts = crate::cost::ParamConsts::default();
    let mut cost = crate::cost::Cost {
        program: p,
        consts: &consts,
        pre: cx.pre,
        depth: 0,
    };
    let per = cost.stmt(*body)?;
    let trips = static_trips(cx, l)?;
    let work = trips.saturating_mul(per.saturating_add(1));
    let mut bytes: u64 = 0;
    for a in arrays {
        let size = match &a.size {
            Size::Object => type_size(p, p.symbols[a.sym].ty)?,
            Size::Elements { first, last } => {
                // Per region the tightest constant, over the regions the widest.
                let constant = |v: &[Vec<LinExpr<AVar>>], first: bool| {
                    let mut widest: Option<i128> = None;
                    for alts in v {
                        let c = alts
                            .iter()
                            .filter(|e| e.is_constant())
                            .map(LinExpr::constant_term)
                            .reduce(|a, b| if first { a.max(b) } else { a.min(b) })?;
                        widest = Some(match widest {
                            None => c,
                            Some(w) if first => w.min(c),
                            Some(w) => w.max(c),
                        });
                    }
                    Some(widest.unwrap_or(0))
                };
                let rows = constant(last, false)? - constant(first, true)? + 1;
                let row = match p.resolve(p.symbols[a.sym].ty).0 {
                    TypeKind::Array { elem, .. } | TypeKind::Pointer(elem) => type_size(p, *elem)?,
                    _ => return None,
                };
                u64::try_from(rows.max(1)).ok()?.checked_mul(row)?
            }
            Size::Interval { .. } => return None,
        };
        let moves = u64::from(!a.whole) + u64::from(a.written);
        bytes = bytes.saturating_add(size.saturating_mul(moves));
    }
    Some((work, bytes))
}

/// The size in bytes of an arithmetic type or a constant-size array of one.
pub(super) fn type_size(p: &Program, ty: TypeId) -> Option<u64> {
    match p.resolve(ty).0 {
        TypeKind::Array {
            elem,
            size: ArraySize::Const { value: Some(n), .. },
            ..
        } => type_size(p, *elem)?.checked_mul(*n),
        TypeKind::Int(k) => Some(match k {
            IntKind::Bool | IntKind::Char | IntKind::SChar | IntKind::UChar => 1,
            IntKind::Short | IntKind::UShort => 2,
            IntKind::Int | IntKind::UInt => 4,
            IntKind::Int128 | IntKind::UInt128 => 16,
            _ => 8,
        }),
        TypeKind::Float(FloatKind::Float) => Some(4),
        TypeKind::Float(FloatKind::Double) => Some(8),
        _ => None,
    }
}

/// Whether the nest at `l` surely writes every element of `sym` that is transferred:
/// its WRITE region is exact and contains the transferred box (the declared array with
/// constant extents, or `0..=last` of a one-dimensional pointer with one bound), whatever
/// the values the precondition allows.
fn writes_all(cx: &PlanContext, l: StmtId, sym: SymbolId, extents: &[Extent], size: &Size) -> bool {
    // Rows bounded by several regions (a temporary read and written): every box.
    if let Size::Elements { first, last } = size
        && last.len() > 1
        && (first.is_empty() || first.len() == last.len())
    {
        return (0..last.len()).all(|k| {
            let one = Size::Elements {
                first: if first.is_empty() {
                    Vec::new()
                } else {
                    vec![first[k].clone()]
                },
                last: vec![last[k].clone()],
            };
            writes_all(cx, l, sym, extents, &one)
        });
    }
    use p4a_analyzer::affine::System;
    use p4a_analyzer::regions::{Action, Approx};
    let p = cx.program;
    let mut bx: System<AVar> = System::universe();
    let mut add_dim = |k: u8, first: LinExpr<AVar>, last: LinExpr<AVar>| {
        let phi = LinExpr::var(AVar::Phi(k));
        if let (Some(a), Some(b)) = (
            Constraint::greater_eq(&phi, &first),
            Constraint::less_eq(&phi, &last),
        ) {
            bx.add(a);
            bx.add(b);
        }
    };
    match size {
        Size::Object => {
            let TypeKind::Array {
                size: ArraySize::Const { value: Some(n), .. },
                ..
            } = p.resolve(p.symbols[sym].ty).0
            else {
                return false;
            };
            add_dim(
                1,
                LinExpr::constant(0),
                LinExpr::constant(i128::from(*n) - 1),
            );
            for (k, e) in extents.iter().enumerate() {
                let Extent::Const(n) = e else {
                    return false;
                };
                add_dim(
                    k as u8 + 2,
                    LinExpr::constant(0),
                    LinExpr::constant(i128::from(*n) - 1),
                );
            }
        }
        Size::Elements { first, last } if first.len() <= 1 && last.len() == 1 => {
            let starts = first
                .first()
                .cloned()
                .unwrap_or_else(|| vec![LinExpr::constant(0)]);
            for start in starts {
                for end in &last[0] {
                    add_dim(1, start.clone(), end.clone());
                }
            }
            for (k, e) in extents.iter().enumerate() {
                let last = match e {
                    Extent::Const(n) => LinExpr::constant(i128::from(*n) - 1),
                    Extent::Runtime => match vla_extent(cx, sym, k + 1) {
                        Some(v) => LinExpr::from_terms([(AVar::Sym(v), 1)], -1).expect("small"),
                        None => return false,
                    },
                };
                add_dim(k as u8 + 2, LinExpr::constant(0), last);
            }
        }
        Size::Elements { .. } | Size::Interval { .. } => return false,
    }
    if let Some(pre) = cx.pre.get(l) {
        bx = bx.intersect(pre);
    }
    cx.regions.rw(l).iter().any(|r| {
        if !matches!(r.entity, Entity::Array(b) if b.sym() == sym)
            || r.action != Action::Write
            || r.approx != Approx::Exact
        {
            return false;
        }
        let mut others: Vec<AVar> = r
            .system
            .vars()
            .into_iter()
            .filter(|v| matches!(v, AVar::Tmp(_) | AVar::Prime(_)))
            .collect();
        others.sort_unstable();
        let (region, exact) = r.system.project_out(&others);
        exact
            && region.constraints().iter().all(|c| {
                c.negation()
                    .is_some_and(|alts| alts.into_iter().all(|n| bx.clone().with(n).is_empty()))
            })
    })
}

/// The variable expression `e` may change: the target of an assignment, `++`/`--`, or a
/// variable whose address it takes (it may be written through the pointer).
pub(super) fn assignment_target(p: &Program, e: &Expr) -> Option<SymbolId> {
    match e {
        Expr::Assign { lhs: t, .. }
        | Expr::IncDec { arg: t, .. }
        | Expr::Unary(UnOp::AddrOf, t) => match p.exprs[*t] {
            Expr::Var(v) => Some(v),
            _ => None,
        },
        _ => None,
    }
}

/// The extent of dimension `depth` (0 = outermost) of array `sym`'s type when it is a
/// variable-length dimension `[v]` with `v` an integer variable that is never assigned
/// (so that it still holds the extent wherever `sym` is used).
pub(super) fn vla_extent(cx: &PlanContext, sym: SymbolId, depth: usize) -> Option<SymbolId> {
    let p = cx.program;
    let mut ty = p.symbols[sym].ty;
    let mut d = 0;
    loop {
        let (elem, size) = match p.resolve(ty).0 {
            TypeKind::Array { elem, size, .. } => (*elem, Some(*size)),
            TypeKind::Pointer(t) if d == 0 => (*t, None),
            _ => return None,
        };
        if d == depth {
            let ArraySize::Vla(mut e) = size? else {
                return None;
            };
            while let Expr::Cast(_, x) = p.exprs[e] {
                e = x;
            }
            let Expr::Var(v) = p.exprs[e] else {
                return None;
            };
            if !usable_scalar(p, v) {
                return None;
            }
            return (!cx.assigned.contains(&v)).then_some(v);
        }
        // A pointer parameter `T (*a)[m]` is dimension 0 of the array it points into.
        d += 1;
        ty = elem;
    }
}

/// Bounds of the outermost subscript of `sym` in the nest at `l` ([`Size::Elements`]):
/// every usable bound of each region (exact ones, over scalars), with the array's own
/// extent for a declared array (accesses outside it would be undefined), so that the
/// tightest one is chosen at run time and no transfer reaches outside the array.
#[allow(clippy::type_complexity)]
pub(super) fn element_bounds(
    cx: &PlanContext,
    l: StmtId,
    sym: SymbolId,
) -> Result<(Vec<Vec<LinExpr<AVar>>>, Vec<Vec<LinExpr<AVar>>>), Why> {
    element_bounds_of(cx, l, sym, None)
}

/// [`element_bounds`] of the regions with `action` only (`None`: all).
#[allow(clippy::type_complexity)]
pub(super) fn element_bounds_of(
    cx: &PlanContext,
    l: StmtId,
    sym: SymbolId,
    action: Option<p4a_analyzer::regions::Action>,
) -> Result<(Vec<Vec<LinExpr<AVar>>>, Vec<Vec<LinExpr<AVar>>>), Why> {
    let p = cx.program;
    let name = &p.symbols[sym].name;
    let regions: Vec<_> = cx
        .regions
        .rw(l)
        .iter()
        .filter(|r| matches!(r.entity, Entity::Array(b) if b.sym() == sym))
        .filter(|r| action.is_none_or(|a| r.action == a))
        .collect();
    if regions.is_empty() {
        return Err(why!("the elements of `{name}` it touches are not known"));
    }
    // A declared array of constant size: its rows are 0..=n-1.
    let declared = match p.resolve(p.symbols[sym].ty).0 {
        TypeKind::Array {
            size: ArraySize::Const { value: Some(n), .. },
            ..
        } if p.symbols[sym].kind != SymbolKind::Param => Some(i128::from(*n) - 1),
        _ => None,
    };
    let declared_vla = match p.resolve(p.symbols[sym].ty).0 {
        TypeKind::Array {
            size: ArraySize::Vla(_),
            ..
        } if p.symbols[sym].kind == SymbolKind::Var => vla_extent(cx, sym, 0),
        _ => None,
    };
    let phi = AVar::Phi(1);
    let usable = |b: &p4a_analyzer::affine::VarBound<AVar>| {
        b.divisor == 1
            && b.expr
                .vars()
                .all(|v| matches!(v, AVar::Sym(s) if usable_scalar(p, s)))
    };
    let (mut firsts, mut lasts) = (Vec::new(), Vec::new());
    for r in regions {
        let mut others: Vec<AVar> = r
            .system
            .vars()
            .into_iter()
            .filter(|v| !matches!(v, AVar::Sym(_)) && *v != phi)
            .collect();
        others.sort_unstable();
        let (sys, _) = r.system.project_out(&others);
        // φ1 >= e / d or <= e / d with d > 1 would need rounding on the host: only exact
        // bounds (d = 1, as affine subscripts give) are kept.
        let mut ubs: Vec<LinExpr<AVar>> = sys
            .upper_bounds(phi)
            .into_iter()
            .filter(usable)
            .map(|b| b.expr)
            .collect();
        let mut lbs: Vec<LinExpr<AVar>> = sys
            .lower_bounds(phi)
            .into_iter()
            .filter(usable)
            .map(|b| b.expr)
            .collect();
        let mut context = sys.clone();
        if let Some(pre) = cx.pre.get(l) {
            context = context.intersect(pre);
        }
        let below = Constraint::less_eq(&LinExpr::var(phi), &LinExpr::constant(-1))
            .expect("a constant bound");
        if declared.is_some() || declared_vla.is_some() || context.with(below).is_empty() {
            lbs.push(LinExpr::constant(0));
        }
        if let Some(last) = declared {
            ubs.push(LinExpr::constant(last));
        }
        // A declared variable-length array `T x[n]...` (n never assigned): rows 0..=n-1,
        // whatever a MAY region reaches past them.
        if let Some(n) = declared_vla {
            ubs.extend(LinExpr::var(AVar::Sym(n)).checked_add_constant(-1));
        }
        if ubs.is_empty() {
            return Err(why!(
                "the last element of `{name}` it touches is not bounded"
            ));
        }
        if lbs.is_empty() {
            return Err(why!(
                "the first element of `{name}` it touches is not bounded (it may be before \
                 the first)"
            ));
        }
        firsts.push(tightest(lbs, true));
        lasts.push(tightest(ubs, false));
    }
    // From 0 when every region's lower bounds are constants whose greatest is 0.
    let from_zero = firsts.iter().all(|alts| {
        alts.iter().all(LinExpr::is_constant)
            && alts.iter().map(LinExpr::constant_term).max() == Some(0)
    });
    if from_zero {
        firsts.clear();
    }
    Ok((firsts, lasts))
}

/// Bounds without duplicates, constants folded into the tightest one (the greatest lower
/// bound, or the least upper bound).
fn tightest(bounds: Vec<LinExpr<AVar>>, lower: bool) -> Vec<LinExpr<AVar>> {
    let mut out: Vec<LinExpr<AVar>> = Vec::new();
    let mut constant: Option<i128> = None;
    for b in bounds {
        if b.is_constant() {
            let c = b.constant_term();
            constant = Some(match constant {
                None => c,
                Some(d) if lower => c.max(d),
                Some(d) => c.min(d),
            });
        } else if !out.contains(&b) {
            out.push(b);
        }
    }
    out.extend(constant.map(LinExpr::constant));
    out
}

/// A scalar the host may read where the loop starts.
fn usable_scalar(p: &Program, s: SymbolId) -> bool {
    let sym = &p.symbols[s];
    matches!(sym.kind, SymbolKind::Var | SymbolKind::Param)
        && matches!(p.resolve(sym.ty).0, TypeKind::Int(_))
}

/// Walks the work of one grid point: what it declares, reads and writes, refusing what a
/// kernel cannot do.
struct Scan<'a> {
    p: &'a Program,
    declared: FxHashSet<SymbolId>,
    scalars_read: Vec<SymbolId>,
    scalars_written: Vec<SymbolId>,
    /// `(array, read, written)`.
    arrays: Vec<(SymbolId, bool, bool)>,
    /// Loops inside the work (a `continue` or `break` at depth 0 would leave the grid).
    loop_depth: usize,
    switch_depth: usize,
    /// User functions called, in order of first call.
    calls: Vec<FuncId>,
    /// Scanning a device function's body (where `return` is fine).
    in_function: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Use {
    Read,
    Write,
    ReadWrite,
}

impl<'a> Scan<'a> {
    /// A scan of a kernel's work (`in_function` false) or of a device function's body.
    fn new(p: &'a Program, in_function: bool) -> Scan<'a> {
        Scan {
            p,
            declared: FxHashSet::default(),
            scalars_read: Vec::new(),
            scalars_written: Vec::new(),
            arrays: Vec::new(),
            loop_depth: 0,
            switch_depth: 0,
            calls: Vec::new(),
            in_function,
        }
    }

    fn line_of(&self, s: StmtId) -> u32 {
        self.p.stmts.loc(s).line
    }

    fn stmt(&mut self, s: StmtId) -> Result<(), Why> {
        let p = self.p;
        match &p.stmts[s] {
            Stmt::Expr(e) => self.expr(*e, Use::Read),
            Stmt::Decl(g) => self.decl(g, s),
            Stmt::Block(b) => {
                for &x in &b.0 {
                    self.stmt(x)?;
                }
                Ok(())
            }
            Stmt::If { cond, then, els } => {
                self.expr(*cond, Use::Read)?;
                self.stmt(*then)?;
                if let Some(e) = els {
                    self.stmt(*e)?;
                }
                Ok(())
            }
            Stmt::While { cond, body } | Stmt::DoWhile { body, cond } => {
                self.expr(*cond, Use::Read)?;
                self.loop_depth += 1;
                let r = self.stmt(*body);
                self.loop_depth -= 1;
                r
            }
            Stmt::For {
                init,
                cond,
                step,
                body,
                ..
            } => {
                match init {
                    ForInit::None => {}
                    ForInit::Expr(e) => self.expr(*e, Use::Read)?,
                    ForInit::Decl(g) => self.decl(g, s)?,
                }
                if let Some(c) = cond {
                    self.expr(*c, Use::Read)?;
                }
                if let Some(c) = step {
                    self.expr(*c, Use::Read)?;
                }
                self.loop_depth += 1;
                let r = self.stmt(*body);
                self.loop_depth -= 1;
                r
            }
            Stmt::Switch { cond, body } => {
                self.expr(*cond, Use::Read)?;
                self.switch_depth += 1;
                let r = self.stmt(*body);
                self.switch_depth -= 1;
                r
            }
            Stmt::Case(..) | Stmt::Default | Stmt::Empty => Ok(()),
            Stmt::Break if self.loop_depth + self.switch_depth > 0 => Ok(()),
            Stmt::Continue if self.loop_depth > 0 => Ok(()),
            Stmt::Break | Stmt::Continue => Err(why!(
                "a `break` or `continue` at line {} leaves an iteration of the grid",
                self.line_of(s)
            )),
            Stmt::Return(Some(e)) if self.in_function => self.expr(*e, Use::Read),
            Stmt::Return(None) if self.in_function => Ok(()),
            Stmt::Return(_) => Err(why!("it returns at line {}", self.line_of(s))),
            Stmt::Label(_) | Stmt::Goto(_) | Stmt::GotoIndirect(_) | Stmt::LocalLabels(_) => {
                Err(why!("it has labels or `goto` (line {})", self.line_of(s)))
            }
            Stmt::Pragma(_) | Stmt::Directive(_) => {
                Err(why!("it holds a pragma (line {})", self.line_of(s)))
            }
            Stmt::Asm(_) => Err(why!("it holds `asm` (line {})", self.line_of(s))),
            Stmt::StaticAssert(_) => Ok(()),
        }
    }

    fn decl(&mut self, g: &DeclGroup, s: StmtId) -> Result<(), Why> {
        let p = self.p;
        if !matches!(
            g.specs.storage,
            Storage::None | Storage::Auto | Storage::Register
        ) {
            return Err(why!(
                "it declares a static, extern or typedef name (line {})",
                self.line_of(s)
            ));
        }
        for d in &g.decls {
            if type_size(p, d.ty).is_some_and(|n| n > MAX_LOCAL_BYTES) {
                return Err(why!(
                    "`{}` (line {}) is an array too large for a device thread's memory",
                    p.symbols[d.sym].name,
                    self.line_of(s)
                ));
            }
            if !kernel_local_type(p, d.ty) {
                return Err(why!(
                    "`{}` (line {}) has a type kernels do not declare",
                    p.symbols[d.sym].name,
                    self.line_of(s)
                ));
            }
            self.declared.insert(d.sym);
            match &d.init {
                None => {}
                Some(Init::Expr(e)) => self.expr(*e, Use::Read)?,
                Some(Init::List(_)) => {
                    return Err(why!(
                        "`{}` (line {}) has an initializer list",
                        p.symbols[d.sym].name,
                        self.line_of(s)
                    ));
                }
            }
        }
        Ok(())
    }

    fn note_scalar(&mut self, s: SymbolId, u: Use) {
        if u != Use::Write {
            push_unique(&mut self.scalars_read, s);
        }
        if u != Use::Read {
            push_unique(&mut self.scalars_written, s);
        }
    }

    fn note_array(&mut self, s: SymbolId, u: Use) {
        let (r, w) = (u != Use::Write, u != Use::Read);
        if let Some(x) = self.arrays.iter_mut().find(|x| x.0 == s) {
            x.1 |= r;
            x.2 |= w;
        } else {
            self.arrays.push((s, r, w));
        }
    }

    fn expr(&mut self, e: ExprId, u: Use) -> Result<(), Why> {
        let p = self.p;
        let line = p.exprs.loc(e).line;
        match &p.exprs[e] {
            Expr::IntLit { .. } | Expr::FloatLit(_) | Expr::CharLit(_) => Ok(()),
            Expr::Var(s) => {
                let sym = &p.symbols[*s];
                match sym.kind {
                    // The kernel gets the enumerator's value (`apply::rewrite_expr`): kernel
                    // units hold no declaration of the user's.
                    SymbolKind::EnumConst { value: Some(_), .. } if u == Use::Read => Ok(()),
                    SymbolKind::Var | SymbolKind::Param => {
                        if matches!(
                            p.resolve(sym.ty).0,
                            TypeKind::Array { .. } | TypeKind::Pointer(_)
                        ) && !self.declared.contains(s)
                        {
                            return Err(why!(
                                "it uses `{}` (line {line}) other than by subscripts",
                                sym.name
                            ));
                        }
                        self.note_scalar(*s, u);
                        Ok(())
                    }
                    _ => Err(why!("it uses `{}` (line {line})", sym.name)),
                }
            }
            Expr::Index(..) => {
                let mut subs = Vec::new();
                let mut cur = e;
                while let Expr::Index(b, i) = &p.exprs[cur] {
                    subs.push(*i);
                    cur = *b;
                }
                let Expr::Var(root) = p.exprs[cur] else {
                    return Err(why!("it subscripts a computed pointer (line {line})"));
                };
                if self.declared.contains(&root) {
                    // A local array of the kernel.
                    self.note_scalar(root, Use::Read);
                } else {
                    let rank = array_shape(p, root).map(|(_, ext, _)| ext.len() + 1);
                    if rank != Some(subs.len()) {
                        return Err(why!(
                            "it uses `{}` (line {line}) other than element by element",
                            p.symbols[root].name
                        ));
                    }
                    self.note_array(root, u);
                }
                for i in subs {
                    self.expr(i, Use::Read)?;
                }
                Ok(())
            }
            Expr::Unary(op, x) => match op {
                UnOp::AddrOf | UnOp::Deref => Err(why!(
                    "it takes an address or dereferences a pointer (line {line})"
                )),
                UnOp::Real | UnOp::Imag => Err(why!("it uses complex numbers (line {line})")),
                _ => self.expr(*x, Use::Read),
            },
            Expr::Binary(_, a, b) => {
                self.expr(*a, Use::Read)?;
                self.expr(*b, Use::Read)
            }
            Expr::Assign { op, lhs, rhs } => {
                self.expr(*rhs, Use::Read)?;
                self.lvalue(
                    *lhs,
                    if op.is_some() {
                        Use::ReadWrite
                    } else {
                        Use::Write
                    },
                )
            }
            Expr::IncDec { arg, .. } => self.lvalue(*arg, Use::ReadWrite),
            Expr::Cond(c, a, b) => {
                self.expr(*c, Use::Read)?;
                if let Some(a) = a {
                    self.expr(*a, Use::Read)?;
                }
                self.expr(*b, Use::Read)
            }
            Expr::Comma(list) => {
                for &x in list {
                    self.expr(x, Use::Read)?;
                }
                Ok(())
            }
            Expr::Cast(ty, x) => {
                if !arithmetic(p.resolve(*ty).0) && !matches!(p.resolve(*ty).0, TypeKind::Void) {
                    return Err(why!("it casts to a non-arithmetic type (line {line})"));
                }
                self.expr(*x, Use::Read)
            }
            Expr::SizeofType(ty) => {
                if kernel_local_type(p, *ty) {
                    Ok(())
                } else {
                    Err(why!(
                        "it takes the size of a type kernels lack (line {line})"
                    ))
                }
            }
            Expr::Call(f, args) => {
                let name = match p.exprs[*f] {
                    Expr::Var(s) => Some(&p.symbols[s]),
                    _ => None,
                };
                match name {
                    Some(sym) if sym.def.is_none() && device_math(&sym.name) => {
                        for &a in args {
                            self.expr(a, Use::Read)?;
                        }
                        Ok(())
                    }
                    Some(sym) if sym.def.is_some() => {
                        let f = sym.def.expect("checked");
                        if !self.calls.contains(&f) {
                            self.calls.push(f);
                        }
                        for &a in args {
                            self.expr(a, Use::Read)?;
                        }
                        Ok(())
                    }
                    Some(sym) => Err(why!(
                        "it calls `{}` (line {line}), which has no device version",
                        sym.name
                    )),
                    None => Err(why!("it calls through a pointer (line {line})")),
                }
            }
            Expr::Extension(x) => self.expr(*x, u),
            Expr::Member { .. } => Err(why!("it uses structures (line {line})")),
            Expr::StringLit(_) => Err(why!("it uses a string (line {line})")),
            _ => Err(
                why!("it uses a construct kernels do not take (line {line}: ")
                    .then(Piece::Expr(e))
                    .then(")"),
            ),
        }
    }

    /// The target of an assignment.
    fn lvalue(&mut self, e: ExprId, u: Use) -> Result<(), Why> {
        let p = self.p;
        match &p.exprs[e] {
            Expr::Var(_) | Expr::Index(..) => self.expr(e, u),
            _ => Err(Why::from("it assigns to `")
                .then(Piece::Expr(e))
                .then(format!("` (line {})", p.exprs.loc(e).line))),
        }
    }
}

/// Checks that user function `f` can run on the device (and, first, the functions it
/// calls), adding them to `out` callees first: parameters and return value of arithmetic
/// types, no global variable, no recursion, and a body a kernel could hold.
fn device_function(
    p: &Program,
    f: FuncId,
    stack: &mut Vec<FuncId>,
    out: &mut Vec<FuncId>,
) -> Result<(), Why> {
    if out.contains(&f) {
        return Ok(());
    }
    let func = &p.funcs[f];
    let name = &p.symbols[func.sym].name;
    if stack.contains(&f) {
        return Err(why!("it calls `{name}`, which is recursive"));
    }
    let TypeKind::Func {
        ret,
        variadic,
        prototyped,
        ..
    } = p.resolve(func.ty).0
    else {
        return Err(why!("`{name}` has no function type"));
    };
    if *variadic || !*prototyped {
        return Err(why!(
            "it calls `{name}`, which is variadic or has no prototype"
        ));
    }
    if !matches!(p.resolve(*ret).0, TypeKind::Void) && !arithmetic(p.resolve(*ret).0) {
        return Err(why!(
            "it calls `{name}`, which returns a type kernels do not take"
        ));
    }
    let mut scan = Scan::new(p, true);
    for &param in &func.params {
        if !arithmetic(p.resolve(p.symbols[param].ty).0) {
            return Err(why!(
                "it calls `{name}`, whose parameter `{}` is not a number",
                p.symbols[param].name
            ));
        }
        scan.declared.insert(param);
    }
    for &s in &func.body.0 {
        scan.stmt(s)
            .map_err(|why| why!("it calls `{name}`, and ").then(why))?;
    }
    let outside = scan
        .scalars_read
        .iter()
        .chain(&scan.scalars_written)
        .chain(scan.arrays.iter().map(|(a, _, _)| a))
        .find(|s| !scan.declared.contains(s));
    if let Some(&g) = outside {
        return Err(why!(
            "it calls `{name}`, which uses the global `{}`",
            p.symbols[g].name
        ));
    }
    stack.push(f);
    for &g in &scan.calls {
        device_function(p, g, stack, out)?;
    }
    stack.pop();
    out.push(f);
    Ok(())
}

/// Math functions of the C library that both kernel languages provide (their dialects'
/// [`device_math`](Dialect::device_math), with the `f` forms), and `abs`. Plans are made
/// before the kernel language matters: a kernel may call only what both languages have.
pub fn device_math(name: &str) -> bool {
    let known = |base: &str| {
        [&Cuda as &dyn Dialect, &OpenCl]
            .iter()
            .all(|dialect| dialect.device_math().contains(&base))
    };
    known(name) || name.strip_suffix('f').is_some_and(known) || name == "abs"
}
