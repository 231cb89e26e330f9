//! What was decided about each loop, for every target: the decision, the clauses that
//! make the loop parallel, the run-time guard on its trip count, and the reasons. The
//! OpenMP placement ([`crate::openmp`]) fills it; the report prints it.

use p4a_analyzer::ir::{ExprId, FuncId, StmtId, SymbolId};

use crate::parallel::{Clauses, Reason};

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
    /// The run-time test of the guard, in the IR, once [`crate::openmp::insert_directives`] has built it
    /// (the report prints it).
    pub guard_test: Option<ExprId>,
    /// Why it is not parallel (or not made parallel).
    pub reasons: Vec<Reason>,
    /// Whether a loop around it was made parallel.
    pub under_parallel: bool,
    /// The kernel it became (GPU targets).
    pub kernel: Option<KernelInfo>,
    /// The line of the sequential loop around it whose parallel region it shares
    /// (`omp for` inside a hoisted `omp parallel`; see [`crate::hoist`]).
    pub region: Option<u32>,
}

/// A loop nest that became a kernel, as the report tells it.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelInfo {
    /// The kernel's name.
    pub name: String,
    /// Grid dimensions.
    pub dims: u8,
    /// The indices of the loops on the grid, outermost first.
    pub grid: Vec<String>,
    /// The grid's points (iterations of the grid loops together), when every bound is a
    /// constant.
    pub points: Option<u64>,
    /// The index on grid dimension 0 (consecutive work-items), and how many of one grid
    /// point's array references walk their last (contiguous) subscript with it, of all
    /// of them; `None` for a one-thread kernel.
    pub dim0: Option<(String, usize, usize)>,
    /// Arrays copied to the device before it, with how their bytes are counted (the
    /// report renders them: [`crate::gpu::size_text`]).
    pub copied_in: Vec<(SymbolId, crate::gpu::plan::Size)>,
    /// Arrays copied back after it.
    pub copied_out: Vec<(SymbolId, crate::gpu::plan::Size)>,
    /// The arrays it reads through tiles in local memory, or why none.
    pub tiling: Result<crate::gpu::tile::Tiling, crate::gpu::tile::NoTile>,
    /// The index of the loop its tiled blocks march along, if they do.
    pub march: Option<String>,
    /// The block shape its code assumes (tiles, a reduction's block sums), x first.
    pub block: Option<[u16; 3]>,
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

/// What the restructuring transformations did and refused, for the report: loop fusion
/// ([`crate::fusion`]), scalarization ([`crate::scalarize`]) and unrolling.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Restructuring {
    /// Pairs of nests considered for fusion.
    pub fusion: Vec<crate::fusion::FusionNote>,
    /// Arrays considered for scalarization.
    pub scalarization: Vec<crate::scalarize::ScalarNote>,
    /// Loops unrolled.
    pub unrolled: Vec<UnrollNote>,
    /// Sequential loops holding parallel loops, and whether a parallel region was hoisted
    /// around them (OpenMP).
    pub regions: Vec<crate::hoist::RegionNote>,
    /// Idioms of generated C rewritten before the analyses.
    pub idioms: Vec<crate::idioms::IdiomNote>,
}

/// A loop unrolled, for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnrollNote {
    /// The function that holds it.
    pub function: String,
    /// Its line in the source.
    pub line: u32,
    /// How.
    pub how: Unrolled,
}

/// How a loop was unrolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unrolled {
    /// Replaced by its iterations, in sequence (no loop is left).
    Whole {
        /// Its trip count.
        trips: u64,
    },
    /// Its body copied `factor` times per iteration, inside a kernel (`--kernel-unroll`).
    InKernel {
        /// The number of copies.
        factor: u32,
    },
}

impl std::fmt::Display for Unrolled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unrolled::Whole { trips } => write!(f, "unrolled whole ({trips} iterations)"),
            Unrolled::InKernel { factor } => write!(f, "unrolled by {factor} in its kernel"),
        }
    }
}
