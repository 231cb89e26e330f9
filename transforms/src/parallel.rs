//! The parallel-loop decision: whether the iterations of a loop may run in any order,
//! and under which data-sharing clauses.
//!
//! A loop is parallel when it is a counted loop (OpenMP's canonical form), leaves only
//! at its end, calls nothing whose effects are unknown, does no I/O, and no iteration
//! touches memory another iteration writes, once these are set aside:
//! - scalars written before being read in every iteration (not in the body's IN
//!   regions): private, or lastprivate when live after the loop (OUT regions) and
//!   surely written by every iteration;
//! - scalars and arrays whose every mention is a reduction update ([`crate::reductions`]);
//! - fixed-size arrays whose elements are all written before being read in the iteration
//!   and are dead after the loop: private copies;
//! - variables declared inside the body, which are private by scoping.
//!
//! Array conflicts come from the dependence test ([`p4a_analyzer::deps`]), which sees
//! through calls by their array regions: a dependence carried by the loop (level 0)
//! that is not on a reduction or private array makes the loop sequential. Every
//! negative answer says why, with the source line ([`Reason`]).

use rustc_hash::FxHashSet;

use p4a_analyzer::access::{Access, ArrayBase, collect_accesses};
use p4a_analyzer::callgraph::CallGraph;
use p4a_analyzer::deps::{self, Aliasing, DepKind, Dependence};
use p4a_analyzer::effects::{Effects, EffectsReason, Place};
use p4a_analyzer::ir::edit;
use p4a_analyzer::ir::visit::{Child, Visitor, expr_children, stmt_children, walk_expr, walk_stmt};
use p4a_analyzer::ir::*;
use p4a_analyzer::preconditions::Preconditions;
use p4a_analyzer::regions::{Action, Approx, Entity, Regions};

use crate::reductions::{self, RedOp};

/// The analyses a decision reads.
pub struct Analyses<'a> {
    /// The program.
    pub program: &'a Program,
    /// Its call graph.
    pub callgraph: &'a CallGraph,
    /// Preconditions.
    pub pre: &'a Preconditions,
    /// Effects.
    pub effects: &'a Effects,
    /// Array regions.
    pub regions: &'a Regions,
    /// Which pointers may alias.
    pub alias: &'a dyn Aliasing,
    /// `--accept-timers`: calls that only read the clocks or update a timer's own state
    /// do not keep a loop sequential (the report notes them).
    pub accept_timers: bool,
    /// `--keep-assert-order`: a loop holding an `assert` stays sequential, so that the
    /// first assertion to fail is the one the sequential program reports.
    pub keep_assert_order: bool,
    /// `--no-fp-reductions`: a sum or product of floating-point values stays sequential,
    /// since a reduction adds in another order and may change the last bits.
    pub no_fp_reductions: bool,
}

/// What a reduction clause reduces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RedTarget {
    /// A scalar variable.
    Scalar(SymbolId),
    /// Every element of a fixed-size array.
    Array(SymbolId),
}

impl RedTarget {
    /// The variable.
    pub fn sym(self) -> SymbolId {
        match self {
            RedTarget::Scalar(s) | RedTarget::Array(s) => s,
        }
    }
}

/// The data-sharing clauses of a parallel loop (variables not listed are shared, or
/// private by scoping).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Clauses {
    /// Fresh uninitialised copy per thread.
    pub private: Vec<SymbolId>,
    /// Copy initialised from the shared variable.
    pub firstprivate: Vec<SymbolId>,
    /// Private, and the last iteration's value is copied out.
    pub lastprivate: Vec<SymbolId>,
    /// Reductions.
    pub reductions: Vec<(RedOp, RedTarget)>,
    /// The loop index is used after the loop: it is lastprivate (the loop runs in
    /// parallel only when it has iterations, see `decision::Guard`).
    pub index_live_out: bool,
    /// Iterations of unequal work (an inner loop's bounds depend on the index, as in a
    /// triangular nest): deal them out round-robin, `schedule(static, 1)`.
    pub cyclic: bool,
    /// Timer calls in the loop, accepted with `--accept-timers` (callee, line): each
    /// thread times its own iterations.
    pub timers: Vec<(String, u32)>,
    /// Lines of the calls reporting failed assertions in the loop: in parallel, when
    /// several iterations fail, another failure than the sequential program's first may
    /// be the one reported (the program stops either way).
    pub asserts: Vec<u32>,
}

impl Clauses {
    /// The directive of the loop (the IR's form of the decision), parallel only when
    /// `when` holds if given.
    pub fn parallel_loop(&self, when: Option<ExprId>) -> ParallelLoop {
        ParallelLoop {
            private: self.private.clone(),
            firstprivate: self.firstprivate.clone(),
            lastprivate: self.lastprivate.clone(),
            reductions: self
                .reductions
                .iter()
                .map(|&(op, t)| (op, t.sym()))
                .collect(),
            cyclic: self.cyclic,
            when,
        }
    }

    /// The clauses as OpenMP text (`private(t) reduction(+:s)`), empty when none: the
    /// printer's rendering of [`Clauses::parallel_loop`].
    pub fn render(&self, program: &Program) -> String {
        p4a_analyzer::print::print_clauses(program, &self.parallel_loop(None))
    }
}

/// Why a loop is not parallel (or not made parallel).
#[derive(Clone, Debug, PartialEq)]
pub enum Reason {
    /// Not a `for` loop of canonical shape.
    NotCounted {
        /// What is wrong.
        why: String,
    },
    /// The loop can be left early.
    EarlyExit {
        /// `break`, `return`, `goto`, or the name of the function called.
        what: String,
        /// Where.
        line: u32,
    },
    /// A call whose effects are not known.
    UnknownEffects {
        /// The function without source, when that is the cause.
        callee: Option<String>,
        /// What the effects analysis could not see through.
        what: String,
        /// Where.
        line: u32,
    },
    /// Input or output: the order of iterations is visible.
    Io {
        /// The function.
        name: String,
        /// Where.
        line: u32,
    },
    /// A scalar read before written in an iteration: its value flows between iterations.
    ScalarCarried {
        /// The variable.
        name: String,
        /// A read.
        read: u32,
        /// A write.
        write: u32,
    },
    /// A private scalar needed after the loop that not every iteration writes.
    ConditionalLastValue {
        /// The variable.
        name: String,
    },
    /// The index is used after the loop and its first value cannot be recomputed.
    IndexLiveOut {
        /// The index.
        name: String,
    },
    /// A scalar whose address is taken and which the loop writes.
    AddressTaken {
        /// The variable.
        name: String,
    },
    /// A variable a called function writes (it cannot be privatised by a clause).
    WrittenByCall {
        /// The variable.
        name: String,
        /// The function.
        callee: String,
        /// Where.
        line: u32,
    },
    /// A write p4a cannot attribute to one variable (struct members, computed pointers).
    OpaqueWrite {
        /// The reference (rendered by the report).
        what: ExprId,
        /// Where.
        line: u32,
    },
    /// A dependence carried by the loop, and for references through two pointers not
    /// proved distinct, the functions without source the pointers may come from (see
    /// [`p4a_analyzer::effects::unknown_pointer_sources`]).
    Dependence(Box<Dependence>, Vec<String>),
    /// Parallel, but inside a parallel loop.
    InsideParallel {
        /// The line of the enclosing parallel loop.
        outer: u32,
    },
    /// Parallel, but with too little work to pay for the threads.
    TooSmall {
        /// The estimated work.
        work: u64,
    },
    /// Parallel, but with too little work to pay for a kernel launch (GPU targets).
    TooSmallForKernel {
        /// The estimated work.
        work: u64,
    },
    /// Parallel, but its function is entered so often per run that each entry's work
    /// (unknown, or under the threshold the count raises) does not pay for a region.
    EnteredOften {
        /// How many times the function may be entered per run (`None`: unknown, many).
        times: Option<u64>,
        /// Where from: the calling function's name and the line of the loop around the call.
        from: Option<(String, u32)>,
        /// The estimated work of one entry of the loop, when known.
        work: Option<u64>,
        /// The work one entry needs ([`crate::cost::work_needed`]).
        need: u64,
    },
    /// Parallel, but with too few iterations to share among threads.
    FewIterations {
        /// The trip count.
        trips: u64,
    },
    /// Parallel, but its function is only ever called from inside parallel loops.
    CalledInParallel {
        /// The line of one such parallel loop.
        outer: u32,
        /// Its file, which may be another than the function's.
        outer_file: FileId,
    },
    /// A variable whose structure type has a variable-length member (GNU C).
    VlaMember {
        /// The variable.
        name: String,
    },
    /// The loop carries the user's own pragma.
    UserDirective {
        /// The pragma's text (after `#pragma`).
        text: String,
        /// Whether it is an OpenMP directive.
        omp: bool,
    },
    /// An `_Atomic` or `volatile` scalar the loop writes: it cannot be private or a
    /// reduction.
    Qualified {
        /// The variable.
        name: String,
        /// `_Atomic` or `volatile`.
        qual: &'static str,
    },
    /// The loop reads or writes `volatile` memory through an array or a pointer: each
    /// access is observable, in program order.
    VolatileMemory {
        /// The array or pointer.
        name: String,
    },
    /// The index is live after a loop that may run zero times and cannot be versioned.
    ZeroTripIndex {
        /// The index.
        name: String,
    },
    /// The loop needs a run-time test of its trip count (to pay for the threads, or to
    /// run at least once for its last values), and its bounds have side effects: the test
    /// would evaluate them again.
    UntestableBounds,
    /// A `static` variable declared in the loop body and written by it: one object shared
    /// by every iteration (and not nameable in a clause outside the body).
    StaticLocal {
        /// The variable.
        name: String,
    },
    /// A thread-local object the loop reads or writes: each thread has its own copy.
    ThreadLocal {
        /// The variable.
        name: String,
    },
    /// Memory the loop writes, or reads while it writes it, through a reference or a call
    /// whose array regions do not describe it (a structure member passed to a function,
    /// a pointer of several origins): the dependence test cannot see the conflict.
    Undescribed {
        /// The memory, in words.
        what: String,
        /// The statement's line.
        line: u32,
    },
    /// An array every iteration writes before reading it, which a private copy per
    /// thread would free of the dependence, but a function the loop calls names the
    /// global itself (it would not see the copy) or keeps a pointer into it.
    PrivateUnseen {
        /// The array.
        name: String,
        /// The function.
        callee: String,
        /// The line of the call in the loop.
        line: u32,
        /// The function keeps a pointer to the array (rather than naming it).
        kept: bool,
    },
    /// Parallel, but the kernel languages cannot express it (GPU targets).
    NotOnDevice {
        /// Why (rendered by the report).
        why: crate::gpu::plan::Why,
    },
    /// A call that reads the clock or updates a timer's state (`clock_gettime`, a
    /// function calling it, a `--timer` function): the loop times itself.
    Timer {
        /// The function called in the loop.
        name: String,
        /// The line of the call.
        line: u32,
    },
    /// An `assert` in the loop, kept in order by `--keep-assert-order`.
    AssertOrder {
        /// The line of the assertion.
        line: u32,
    },
    /// A floating-point sum or product that would be a reduction, refused under
    /// `--no-fp-reductions`.
    FpReduction {
        /// The scalar or array reduced.
        name: String,
    },
}

impl Reason {
    /// A short machine-readable kind.
    pub fn kind(&self) -> &'static str {
        match self {
            Reason::NotCounted { .. } => "shape",
            Reason::EarlyExit { .. } => "exit",
            Reason::UnknownEffects { .. } => "call",
            Reason::Io { .. } => "io",
            Reason::Timer { .. } => "timer",
            Reason::AssertOrder { .. } => "assert-order",
            Reason::FpReduction { .. } => "fp-reduction",
            Reason::ScalarCarried { .. } | Reason::ConditionalLastValue { .. } => "scalar",
            Reason::AddressTaken { .. } => "address-taken",
            Reason::IndexLiveOut { .. } => "scalar",
            Reason::WrittenByCall { .. } => "call",
            Reason::OpaqueWrite { .. } => "opaque",
            Reason::Dependence(..) => "dependence",
            Reason::InsideParallel { .. } => "inner",
            Reason::TooSmall { .. }
            | Reason::TooSmallForKernel { .. }
            | Reason::FewIterations { .. }
            | Reason::EnteredOften { .. } => "small",
            Reason::ZeroTripIndex { .. } | Reason::Qualified { .. } => "scalar",
            Reason::VolatileMemory { .. } => "volatile",
            Reason::UntestableBounds => "guard",
            Reason::NotOnDevice { .. } => "device",
            Reason::UserDirective { .. } => "user",
            Reason::CalledInParallel { .. } => "inner",
            Reason::VlaMember { .. } => "type",
            Reason::StaticLocal { .. } => "scalar",
            Reason::Undescribed { .. } => "opaque",
            Reason::ThreadLocal { .. } => "storage",
            Reason::PrivateUnseen { .. } => "dependence",
        }
    }

    /// The source line the reason points at, if any.
    pub fn line(&self, program: &Program) -> Option<u32> {
        match self {
            Reason::EarlyExit { line, .. }
            | Reason::UnknownEffects { line, .. }
            | Reason::Io { line, .. }
            | Reason::Timer { line, .. }
            | Reason::AssertOrder { line }
            | Reason::WrittenByCall { line, .. }
            | Reason::OpaqueWrite { line, .. }
            | Reason::PrivateUnseen { line, .. }
            | Reason::Undescribed { line, .. } => Some(*line),
            Reason::ScalarCarried { read, .. } => Some(*read),
            Reason::Dependence(d, _) => Some(program.stmts.loc(d.sink.1).line),
            Reason::InsideParallel { outer } | Reason::CalledInParallel { outer, .. } => {
                Some(*outer)
            }
            _ => None,
        }
    }

    /// The explanation, for people.
    pub fn message(&self, program: &Program) -> String {
        match self {
            Reason::NotCounted { why } => why.clone(),
            Reason::EarlyExit { what, line } => {
                format!("the loop may be left early: {what} at line {line}")
            }
            Reason::UnknownEffects {
                callee: Some(name),
                what,
                line,
            } => format!(
                "{what} at line {line}: its effects are unknown (p4a has no source for \
                 `{name}`: give p4a the file that defines it, with the other inputs)"
            ),
            Reason::UnknownEffects { what, line, .. } => {
                format!("{what} at line {line}: its effects are unknown")
            }
            Reason::Io { name, line } => {
                format!("input/output: `{name}` at line {line} must happen in order")
            }
            Reason::AssertOrder { line } => format!(
                "the assertion at line {line} must fail, if it does, in the iteration where \
                 the sequential program fails first (--keep-assert-order)"
            ),
            Reason::Timer { name, line } => format!(
                "`{name}` at line {line} reads the clock: the loop times its own iterations, \
                 which in parallel would overlap (--accept-timers runs such loops in parallel \
                 anyway; each thread then times its own share)"
            ),
            Reason::ScalarCarried { name, read, write } => format!(
                "scalar `{name}` is read (line {read}) before it is written in an iteration, \
                 and written at line {write}: its value flows from one iteration to the next"
            ),
            Reason::ConditionalLastValue { name } => format!(
                "scalar `{name}` is used after the loop but not every iteration writes it, \
                 so its last value is not known"
            ),
            Reason::IndexLiveOut { name } => format!(
                "the index `{name}` is used after the loop and its first value cannot be \
                 recomputed to set it when the loop does not run"
            ),
            Reason::AddressTaken { name } => format!(
                "scalar `{name}` is written in the loop and its address is taken, \
                 so it cannot be made private"
            ),
            Reason::WrittenByCall { name, callee, line } => {
                format!("`{callee}` (line {line}) writes `{name}`, shared by all iterations")
            }
            Reason::OpaqueWrite { what, line } => format!(
                "the write to `{}` at line {line} cannot be analysed (structure member or \
                 computed pointer)",
                p4a_analyzer::print::print_expr(program, *what)
            ),
            Reason::Dependence(d, sources) => render_dependence(program, d, sources),
            Reason::InsideParallel { outer } => {
                format!("parallel, but inside the parallel loop at line {outer}")
            }
            Reason::FewIterations { trips } => {
                format!("parallel, but only {trips} iterations: too few to share among threads")
            }
            Reason::UserDirective { text, omp: true } => format!(
                "the user's `#pragma {text}` is kept as written; p4a adds no directive to this \
                 loop or inside it"
            ),
            Reason::UserDirective { text, omp: false } => format!(
                "the loop carries the user's `#pragma {text}`, kept as written: gcc accepts no \
                 OpenMP directive on the same loop"
            ),
            Reason::CalledInParallel { outer, outer_file } => format!(
                "parallel, but its function is only called from inside parallel loops (the \
                 loop at {}:{outer}): a region here would be nested in theirs",
                program
                    .files
                    .get(outer_file.0 as usize)
                    .map_or("?", |f| f.path.as_str())
            ),
            Reason::VlaMember { name } => format!(
                "`{name}` has a structure type with a variable-length member (GNU C), which \
                 gcc's OpenMP support does not handle"
            ),
            Reason::VolatileMemory { name } => format!(
                "it accesses `volatile` memory through `{name}`: every access must happen, in \
                 program order"
            ),
            Reason::FpReduction { name } => format!(
                "`{name}` is a floating-point reduction, which would add in another order \
                 (--no-fp-reductions)"
            ),
            Reason::Qualified { name, qual } => format!(
                "scalar `{name}` is `{qual}` and written in the loop: it cannot be made private \
                 or a reduction"
            ),
            Reason::Undescribed { what, line } => format!(
                "line {line} touches {what} through a reference or call whose array regions \
                 p4a cannot compute, so the dependence test cannot clear it"
            ),
            Reason::StaticLocal { name } => format!(
                "`{name}` is declared `static` in the loop and written by it: one object shared \
                 by every iteration, whose value flows from one iteration to the next"
            ),
            Reason::ThreadLocal { name } => format!(
                "`{name}` is thread-local (`_Thread_local`): each thread has its own copy, so \
                 threads would read and write other copies than the program does"
            ),
            Reason::PrivateUnseen {
                name,
                callee,
                line,
                kept: false,
            } => format!(
                "every iteration writes `{name}` before reading it, so each thread could have its \
                 own copy, but `{callee}` (called at line {line}) names the global `{name}` \
                 itself and would not see the copy (pass the array to it as an argument)"
            ),
            Reason::PrivateUnseen {
                name, callee, line, ..
            } => format!(
                "every iteration writes `{name}` before reading it, so each thread could have its \
                 own copy, but `{callee}` (called at line {line}) may keep a pointer into it \
                 beyond the call"
            ),
            Reason::NotOnDevice { why } => {
                format!(
                    "parallel, but it stays on the host: {}",
                    why.render(program)
                )
            }
            Reason::UntestableBounds => "parallel, but its trip count is known only at run time \
                 and its bounds have side effects (a call, an assignment): a run-time test of the \
                 trip count would evaluate them again"
                .to_string(),
            Reason::ZeroTripIndex { name } => format!(
                "the index `{name}` is used after the loop, the loop may run zero times (then \
                 OpenMP leaves `{name}` undefined), and the loop cannot be duplicated to test \
                 it first (it declares labels or static variables)"
            ),
            Reason::TooSmall { work } => format!(
                "parallel, but too little work to pay for starting threads (about {work} operations)"
            ),
            Reason::TooSmallForKernel { work } => format!(
                "parallel, but too little work to pay for a kernel launch (about {work} \
                 operations, under {})",
                crate::cost::MIN_KERNEL_WORK
            ),
            Reason::EnteredOften {
                times,
                from,
                work,
                need,
            } => {
                let times = match times {
                    Some(n) => format!("about {n} times"),
                    None => "an unknown, possibly large number of times".to_string(),
                };
                let from = match from {
                    Some((caller, line)) => {
                        format!(" from the loop at line {line} (in `{caller}`)")
                    }
                    None => String::new(),
                };
                let work = match work {
                    Some(w) => format!("each entry's work (about {w} operations) is too small"),
                    None => "each entry's work is not known statically".to_string(),
                };
                format!(
                    "parallel, but it is entered {times} per run{from}; {work}, and a region \
                     started that often needs at least {need} operations"
                )
            }
        }
    }
}

fn render_dependence(program: &Program, d: &Dependence, sources: &[String]) -> String {
    // An exact dependence between two pointers: they overlap only as the same pointer,
    // and were compared as one array.
    let same_pointer = pointer_pair(program, d).filter(|_| d.exact);
    if let Some((x, y)) = pointer_pair(program, d).filter(|_| !d.exact) {
        let advice = match sources {
            [] => String::new(),
            [one] => format!(
                "they come from calls of `{one}`, whose source p4a does not have: give its \
                 file to p4a, declare it `__attribute__((malloc))` or use --malloc-like \
                 {one} if it allocates a new block as malloc does; or "
            ),
            _ => format!(
                "they come from calls of {}, whose source p4a does not have: give their \
                 files to p4a, declare them `__attribute__((malloc))` or use {} if they \
                 allocate new blocks as malloc does; or ",
                sources
                    .iter()
                    .map(|n| format!("`{n}`"))
                    .collect::<Vec<_>>()
                    .join(", "),
                sources
                    .iter()
                    .map(|n| format!("--malloc-like {n}"))
                    .collect::<Vec<_>>()
                    .join(" ")
            ),
        };
        return format!(
            "`{}` (line {}) and `{}` (line {}) may designate the same memory: the pointers \
             `{}` and `{}` are not proved distinct ({advice}declare them `restrict`, or use \
             --no-pointer-aliasing, if they never overlap)",
            p4a_analyzer::print::print_expr(program, d.source.0),
            program.stmts.loc(d.source.1).line,
            p4a_analyzer::print::print_expr(program, d.sink.0),
            program.stmts.loc(d.sink.1).line,
            program.symbols[x].name,
            program.symbols[y].name,
        );
    }
    let kind = match d.kind {
        DepKind::Flow => "flow (write then read)",
        DepKind::Anti => "anti (read then write)",
        DepKind::Output => "output (write then write)",
    };
    let distance = match d.distances.first().copied().flatten() {
        Some(k) => format!(" at distance {}", k.abs()),
        None => String::new(),
    };
    let array = match same_pointer {
        Some((x, y)) => format!(
            "`{}` and `{}` (the same pointer where a call passes one argument twice)",
            program.symbols[x].name, program.symbols[y].name
        ),
        None => format!("`{}`", program.symbols[d.array.sym()].name),
    };
    format!(
        "{kind} dependence on {array} carried by this loop{distance}: `{}` (line {}) -> `{}` (line {}){}",
        p4a_analyzer::print::print_expr(program, d.source.0),
        program.stmts.loc(d.source.1).line,
        p4a_analyzer::print::print_expr(program, d.sink.0),
        program.stmts.loc(d.sink.1).line,
        if d.exact {
            ""
        } else {
            " (approximate: subscripts or aliasing not fully analysed)"
        }
    )
}

/// The two pointers of a dependence between references through different bases.
fn pointer_pair(program: &Program, d: &Dependence) -> Option<(SymbolId, SymbolId)> {
    let base = |e: ExprId| p4a_analyzer::access::element(program, e).map(|(b, _)| b);
    match (base(d.source.0), base(d.sink.0)) {
        (Some(x), Some(y)) if x != y => Some((x.sym(), y.sym())),
        _ => None,
    }
}

/// Largest array p4a copies per thread (private or reduction), in bytes: thread stacks
/// are small.
const MAX_PRIVATE_ARRAY_BYTES: u64 = 256 * 1024;

/// Functions that end the program or jump out of the loop.
const EXITS: &[&str] = &[
    "exit",
    "_exit",
    "_Exit",
    "abort",
    "quick_exit",
    "longjmp",
    "siglongjmp",
    "_longjmp",
    "__builtin_trap",
    "__builtin_unreachable",
];

/// Decides whether loop `l` of function `func` is parallel.
pub fn decide(an: &Analyses, func: FuncId, l: StmtId) -> Result<Clauses, Vec<Reason>> {
    let p = an.program;
    let (body, counted) = match &p.stmts[l] {
        Stmt::For {
            body,
            counted: Some(c),
            ..
        } => (*body, c.clone()),
        Stmt::For { .. } => {
            return Err(vec![Reason::NotCounted {
                why:
                    "not a loop of canonical shape `for (i = lo; i < hi; i += c)` with an integer \
                      index the body does not modify and a bound and step that do not change"
                        .into(),
            }]);
        }
        Stmt::While { .. } | Stmt::DoWhile { .. } => {
            return Err(vec![Reason::NotCounted {
                why: "a while loop: its number of iterations is not known when it starts".into(),
            }]);
        }
        _ => unreachable!("decide is called on loops"),
    };
    let mut reasons = Vec::new();
    control(p, body, &mut reasons);
    if !reasons.is_empty() {
        return Err(reasons);
    }
    effects_reasons(an, l, body, &mut reasons);
    if !reasons.is_empty() {
        return Err(reasons);
    }
    if let Some(name) = variably_modified_record(p, l) {
        return Err(vec![Reason::VlaMember { name }]);
    }
    if let Some(name) = volatile_memory(p, l) {
        return Err(vec![Reason::VolatileMemory { name }]);
    }
    if let Some(name) = thread_local_touched(an, body) {
        return Err(vec![Reason::ThreadLocal { name }]);
    }
    let mut clauses = Clauses::default();
    let declared = query::automatic_declared_in(p, body);
    scalars(
        an,
        func,
        l,
        body,
        counted.index,
        &declared,
        &mut clauses,
        &mut reasons,
    );
    arrays(an, func, l, body, &declared, &mut clauses, &mut reasons);
    if reasons.is_empty()
        && let Some(reason) = undescribed_access(an, func, body, counted.index, &declared)
    {
        reasons.push(reason);
    }
    // The index keeps its final value after the loop when that value is used (an index
    // declared by the loop does not exist after it).
    let declared_by_loop = matches!(
        &p.stmts[l],
        Stmt::For {
            init: ForInit::Decl(_),
            ..
        }
    );
    if !declared_by_loop
        && an
            .regions
            .outs(l)
            .iter()
            .any(|r| r.entity == Entity::Scalar(counted.index))
    {
        if edit::copyable(p, counted.lower) {
            clauses.lastprivate.push(counted.index);
            clauses.index_live_out = true;
        } else {
            reasons.push(Reason::IndexLiveOut {
                name: p.symbols[counted.index].name.clone(),
            });
        }
    }
    clauses.cyclic = unbalanced(p, body, counted.index);
    if an.accept_timers {
        clauses.timers = timer_calls(an, body);
    }
    if !an.keep_assert_order {
        clauses.asserts = assert_calls(an, body);
    }
    if reasons.is_empty() {
        Ok(clauses)
    } else {
        Err(reasons)
    }
}

/// Whether some counted loop inside `body` has a bound that depends on `index`
/// (`for (j = 0; j <= i; j++)`): the work of an iteration grows or shrinks with it.
fn unbalanced(p: &Program, body: StmtId, index: SymbolId) -> bool {
    let mut stack = vec![body];
    while let Some(s) = stack.pop() {
        if let Stmt::For {
            counted: Some(c), ..
        } = &p.stmts[s]
            && (query::count_uses(p, Child::Expr(c.lower), index) > 0
                || query::count_uses(p, Child::Expr(c.upper), index) > 0)
        {
            return true;
        }
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(c) = c {
                stack.push(c)
            }
        });
    }
    false
}

/// Whether the iterations of `l` (body `body`) may be reordered as far as control and
/// effects go: no early exit, no unknown effect, no I/O.
pub fn order_free(an: &Analyses, l: StmtId, body: StmtId) -> bool {
    let mut reasons = Vec::new();
    control(an.program, body, &mut reasons);
    effects_reasons(an, l, body, &mut reasons);
    reasons.is_empty()
}

/// The name of the first variable loop `l` names whose type satisfies `pred`.
fn variable_of_type(p: &Program, l: StmtId, pred: impl Fn(TypeId) -> bool) -> Option<String> {
    let mut stack = vec![Child::Stmt(l)];
    let mut seen = FxHashSet::default();
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => stmt_children(&p.stmts[s], &mut |c| stack.push(c)),
            Child::Expr(e) => {
                if let Expr::Var(v) = p.exprs[e]
                    && seen.insert(v)
                    && matches!(p.symbols[v].kind, SymbolKind::Var | SymbolKind::Param)
                    && pred(p.symbols[v].ty)
                {
                    return Some(p.symbols[v].name.clone());
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    None
}

/// A variable the loop names whose type is a structure or union with a variable-length
/// member (GNU C): gcc's OpenMP lowering does not handle such types (it compiles for
/// minutes, when it finishes).
fn variably_modified_record(p: &Program, l: StmtId) -> Option<String> {
    /// Whether `ty` (through arrays and, outside records, pointers) is a record with a
    /// variable-length array somewhere among its members.
    fn vm(p: &Program, ty: TypeId, in_record: bool, depth: u32) -> bool {
        if depth > 16 {
            return true;
        }
        match p.resolve(ty).0 {
            TypeKind::Array { elem, size, .. } => {
                in_record && matches!(size, ArraySize::Vla(_)) || vm(p, *elem, in_record, depth + 1)
            }
            TypeKind::Pointer(t) if !in_record => vm(p, *t, false, depth + 1),
            TypeKind::Record(r) => p.records[*r].fields().any(|f| vm(p, f.ty, true, depth + 1)),
            _ => false,
        }
    }
    variable_of_type(p, l, |ty| vm(p, ty, false, 0))
}

/// An array or pointer the loop uses whose elements or pointees are `volatile`.
fn volatile_memory(p: &Program, l: StmtId) -> Option<String> {
    fn volatile_inside(p: &Program, ty: TypeId, depth: u32) -> bool {
        if depth > 16 {
            return false;
        }
        match p.resolve(ty).0 {
            TypeKind::Array { elem: t, .. } | TypeKind::Pointer(t) => {
                p.resolve(*t).1.is_volatile || volatile_inside(p, *t, depth + 1)
            }
            _ => false,
        }
    }
    variable_of_type(p, l, |ty| volatile_inside(p, ty, 0))
}

/// Early exits: the loop's [`query::loop_exits`] (`break` out of this loop, `return`,
/// `goto`), and calls of `exit` and friends, in walk order, each at the line of the
/// statement that holds it.
fn control(p: &Program, body: StmtId, out: &mut Vec<Reason>) {
    struct Exits<'p, 'o> {
        program: &'p Program,
        exits: FxHashSet<StmtId>,
        /// The line of the statement visited.
        line: u32,
        out: &'o mut Vec<Reason>,
    }
    impl<'p> Visitor<'p> for Exits<'p, '_> {
        fn program(&self) -> &'p Program {
            self.program
        }
        fn visit_stmt(&mut self, s: StmtId) {
            let p = self.program;
            let outer = self.line;
            self.line = p.stmts.loc(s).line;
            if self.exits.contains(&s) {
                let what = match p.stmts[s] {
                    Stmt::Break => "`break`",
                    Stmt::Return(_) => "`return`",
                    _ => "`goto`",
                };
                self.out.push(Reason::EarlyExit {
                    what: what.into(),
                    line: self.line,
                });
            }
            walk_stmt(self, s);
            self.line = outer;
        }
        fn visit_expr(&mut self, e: ExprId) {
            let p = self.program;
            if let Expr::Call(callee, _) = p.exprs[e]
                && let Expr::Var(f) = p.exprs[callee]
                && EXITS.contains(&p.symbols[f].name.as_str())
            {
                self.out.push(Reason::EarlyExit {
                    what: format!("a call of `{}`", p.symbols[f].name),
                    line: self.line,
                });
            }
            walk_expr(self, e);
        }
    }
    let mut v = Exits {
        program: p,
        exits: query::loop_exits(p, body).into_iter().collect(),
        line: p.stmts.loc(body).line,
        out,
    };
    v.visit_stmt(body);
}

/// Unknown callees, unanalysable pointers, `asm`, and I/O.
fn effects_reasons(an: &Analyses, l: StmtId, body: StmtId, out: &mut Vec<Reason>) {
    let p = an.program;
    let fx = &an.effects[body];
    for r in &fx.reasons {
        let callee = match r {
            EffectsReason::UnknownCallee { name, .. } => Some(name.clone()),
            _ => None,
        };
        let (what, line) = match r {
            EffectsReason::UnknownCallee { name, at } => {
                (format!("a call of `{name}`"), p.exprs.loc(*at).line)
            }
            EffectsReason::IndirectCall { at } => (
                "a call through a function pointer".into(),
                p.exprs.loc(*at).line,
            ),
            EffectsReason::UnknownPointer { at } => (
                "an access through a pointer of unknown origin".into(),
                p.exprs.loc(*at).line,
            ),
            EffectsReason::Asm { at } => ("an `asm` statement".into(), p.stmts.loc(*at).line),
            EffectsReason::RecursionLimit { .. } => {
                ("a call of a recursive function".into(), p.stmts.loc(l).line)
            }
        };
        out.push(Reason::UnknownEffects { callee, what, line });
    }
    if !out.is_empty() {
        return;
    }
    // Library state only read (glibc's `<ctype.h>` tables through `__ctype_b_loc()`,
    // `errno`, `getenv` strings) is the same for every iteration when no iteration
    // writes it: only a write of the outside world (I/O, which also reads it) orders them.
    if fx.writes.contains(&Place::Io) {
        // Name the first call doing I/O.
        let mut found = None;
        for_each_call(p, body, &mut |_, callee_sym, line| {
            if found.is_some() {
                return;
            }
            let does_io = match p.symbols[callee_sym].def {
                Some(def) => {
                    let s = &an.effects[def].summary;
                    s.writes.contains(&Place::Io) || s.reads.contains(&Place::Io)
                }
                None => p4a_analyzer::effects::library_does_io(&p.symbols[callee_sym].name)
                    .unwrap_or(true),
            };
            if does_io {
                found = Some((p.symbols[callee_sym].name.clone(), line));
            }
        });
        let (name, line) = found.unwrap_or_else(|| ("?".into(), p.stmts.loc(body).line));
        out.push(Reason::Io { name, line });
    }
    if !an.accept_timers && (fx.reads.contains(&Place::Clock) || fx.writes.contains(&Place::Clock))
    {
        let (name, line) = timer_calls(an, body)
            .into_iter()
            .next()
            .unwrap_or_else(|| ("?".into(), p.stmts.loc(body).line));
        out.push(Reason::Timer { name, line });
    }
    if an.keep_assert_order && fx.reads.contains(&Place::Assert) {
        let line = assert_calls(an, body)
            .first()
            .copied()
            .unwrap_or_else(|| p.stmts.loc(body).line);
        out.push(Reason::AssertOrder { line });
    }
}

/// The lines of the direct calls in `body` of functions that may report a failed
/// assertion ([`Place::Assert`]).
fn assert_calls(an: &Analyses, body: StmtId) -> Vec<u32> {
    let p = an.program;
    let mut found = Vec::new();
    for_each_call(p, body, &mut |_, callee_sym, line| {
        let symbol = &p.symbols[callee_sym];
        let asserts = match symbol.def {
            Some(def) => an.effects[def].summary.reads.contains(&Place::Assert),
            None => p4a_analyzer::effects::library_reports_assertions(&symbol.name),
        };
        if asserts && !found.contains(&line) {
            found.push(line);
        }
    });
    found
}

/// The direct calls in `body` of functions that touch the clocks ([`Place::Clock`]):
/// library timers, functions whose source calls them, `--timer` functions.
fn timer_calls(an: &Analyses, body: StmtId) -> Vec<(String, u32)> {
    let p = an.program;
    let mut found = Vec::new();
    for_each_call(p, body, &mut |_, callee_sym, line| {
        let symbol = &p.symbols[callee_sym];
        let timer = match symbol.def {
            Some(def) => {
                let s = &an.effects[def].summary;
                s.reads.contains(&Place::Clock) || s.writes.contains(&Place::Clock)
            }
            None => {
                p4a_analyzer::effects::library_reads_clock(&symbol.name)
                    || an.effects.options().timers.contains(&symbol.name)
            }
        };
        if timer {
            found.push((symbol.name.clone(), line));
        }
    });
    found.sort_by_key(|(_, line)| *line);
    found
}

/// Calls `f(call, callee symbol, line)` for each direct call in the subtree.
pub(crate) fn for_each_call(p: &Program, root: StmtId, f: &mut dyn FnMut(ExprId, SymbolId, u32)) {
    let mut calls = Vec::new();
    collect_calls(p, root, &mut calls);
    for (call, line) in calls {
        if let Expr::Call(callee, _) = &p.exprs[call]
            && let Expr::Var(sym) = p.exprs[*callee]
        {
            f(call, sym, line);
        }
    }
}

/// The check that keeps the dependence test sound: every memory location a statement of
/// the body may touch (its effects, which are sound for every construct) must be
/// described by the statement's array regions (the dependence test sees only those),
/// when another iteration may write it. A location written through a reference or a call
/// whose regions were lost (a structure member as an argument, a pointer of several
/// origins, a callee's global pointer) makes the loop sequential, with the reason.
///
/// (See [`undescribed_places`].) Variables with automatic storage declared in the body, and the outside world
/// (checked by [`effects_reasons`]), are left out.
fn undescribed_access(
    an: &Analyses,
    func: FuncId,
    body: StmtId,
    index: SymbolId,
    declared: &FxHashSet<SymbolId>,
) -> Option<Reason> {
    let p = an.program;
    let ignored = |place: &Place| match place {
        Place::Io | Place::Clock | Place::Assert | Place::Any => true,
        Place::Var(x) => *x == index || declared.contains(x),
        Place::Pointee(_) | Place::Alloc(_) => false,
    };
    let body_writes: Vec<Place> = an.effects[body]
        .writes
        .iter()
        .copied()
        .filter(|w| !ignored(w))
        .collect();
    if body_writes.is_empty() {
        return None;
    }
    let mut stack = vec![body];
    while let Some(s) = stack.pop() {
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(c) = c {
                stack.push(c)
            }
        });
        let (reads, writes) = undescribed_places(an, func, s);
        let undescribed_write = writes.iter().find(|w| !ignored(w));
        let undescribed_read = || {
            reads.iter().find(|r| {
                !ignored(r)
                    && body_writes
                        .iter()
                        .any(|&w| an.effects.may_overlap(p, func, **r, w))
            })
        };
        if let Some(place) = undescribed_write.or_else(undescribed_read) {
            return Some(Reason::Undescribed {
                what: describe_place(p, *place),
                line: p.stmts.loc(s).line,
            });
        }
    }
    None
}

/// The places statement `s` of `func` reads and writes (its own effects, not its
/// sub-statements', and its calls') that its array regions do not describe: `(reads,
/// writes)`. A region describes the places of its entity ([`entity_places`]).
pub fn undescribed_places(
    an: &Analyses,
    func: FuncId,
    s: StmtId,
) -> (
    std::collections::BTreeSet<Place>,
    std::collections::BTreeSet<Place>,
) {
    use std::collections::BTreeSet;
    let p = an.program;
    let direct = an.effects.direct(s);
    if direct.is_empty() {
        return (BTreeSet::new(), BTreeSet::new());
    }
    let mut described_reads = BTreeSet::new();
    let mut described_writes = BTreeSet::new();
    for r in an.regions.rw(s) {
        let set = entity_places(an, func, r.entity);
        match r.action {
            Action::Read => described_reads.extend(set),
            Action::Write => described_writes.extend(set),
        }
    }
    // A call whose regions do not follow everything its callee touches (a structure
    // holding pointers passed by value, a global pointer the callee reads through)
    // touches places the statement's other references may describe: what it
    // touches counts as undescribed, whatever the rest of the statement describes.
    let mut opaque_call = false;
    let mut call_reads: BTreeSet<Place> = BTreeSet::new();
    let mut call_writes: BTreeSet<Place> = BTreeSet::new();
    for call in own_calls(p, s) {
        if call_described(an, call) {
            continue;
        }
        match call_touches(an, func, call) {
            Some((r, w)) => {
                call_reads.extend(r);
                call_writes.extend(w);
            }
            None => opaque_call = true,
        }
    }
    if opaque_call {
        described_reads.clear();
        described_writes.clear();
    }
    for w in &call_writes {
        described_writes.remove(w);
    }
    for r in &call_reads {
        described_reads.remove(r);
    }
    let reads = direct
        .reads
        .iter()
        .chain(call_reads.iter())
        .filter(|r| !described_reads.contains(*r))
        .copied()
        .collect();
    let writes = direct
        .writes
        .iter()
        .chain(call_writes.iter())
        .filter(|w| !described_writes.contains(*w))
        .copied()
        .collect();
    (reads, writes)
}

/// The places a region of `entity` in `func` stands for: `Var(x)` for a scalar or array
/// `x` (and for an array of pointers, the rows they point to), and for the pointee of a
/// pointer `p`, the places `p` may point to (points-to).
pub fn entity_places(
    an: &Analyses,
    func: FuncId,
    entity: Entity,
) -> std::collections::BTreeSet<Place> {
    let p = an.program;
    match entity {
        Entity::Scalar(x) => std::collections::BTreeSet::from([Place::Var(x)]),
        // An array of pointers: its regions also stand for the rows it points to
        // (`r[l][i]` is element `(l, i)` of `r`).
        Entity::Array(ArrayBase::Object(x)) => {
            // An array of numbers stands for nothing else.
            let mut ty = p.symbols[x].ty;
            while let TypeKind::Array { elem, .. } = p.resolve(ty).0 {
                ty = *elem;
            }
            let numbers = matches!(
                p.resolve(ty).0,
                TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Complex(_) | TypeKind::Enum(_)
            );
            let mut set = if numbers {
                std::collections::BTreeSet::new()
            } else {
                an.effects.pointer_targets(p, func, x)
            };
            set.insert(Place::Var(x));
            set
        }
        Entity::Array(ArrayBase::Pointee(x)) => {
            let mut set = an.effects.pointer_targets(p, func, x);
            set.insert(Place::Pointee(x));
            set
        }
    }
}

/// A place in words, for reasons.
/// The calls in statement `s`'s own expressions (not in its sub-statements).
fn own_calls(p: &Program, s: StmtId) -> Vec<ExprId> {
    let mut stack = Vec::new();
    stmt_children(&p.stmts[s], &mut |c| {
        if let Child::Expr(e) = c {
            stack.push(e)
        }
    });
    let mut out = Vec::new();
    while let Some(e) = stack.pop() {
        if let Expr::Call(..) = p.exprs[e] {
            out.push(e);
        }
        expr_children(&p.exprs[e], &mut |c| {
            if let Child::Expr(c) = c {
                stack.push(c)
            }
        });
    }
    out
}

/// Whether the array regions of `call` (the callee's regions, translated) describe every
/// place of the caller its callee may touch: each global it touches has a region in the
/// callee, and each pointer parameter it reaches through has one and an actual argument
/// the translation follows (an array, `&a[i]`, `a + k`, a row). A library function's
/// regions cover the arrays its arguments designate; another pointer-valued argument
/// (a member `s.p`, a structure holding pointers) is not described. Calls through
/// pointers are not described.
fn call_described(an: &Analyses, call: ExprId) -> bool {
    let p = an.program;
    let Expr::Call(callee, args) = &p.exprs[call] else {
        return true;
    };
    let Expr::Var(sym) = p.exprs[*callee] else {
        return false;
    };
    let follows = |a: ExprId| p4a_analyzer::regions::pointed_array(p, a).is_some();
    let Some(def) = p.symbols[sym].def else {
        if p4a_analyzer::regions::is_pure_library(&p.symbols[sym].name) {
            return true;
        }
        return args.iter().all(|&a| {
            follows(a)
                || p4a_analyzer::effects::expr_type(p, a).is_none_or(|t| {
                    !matches!(
                        p.resolve(t).0,
                        TypeKind::Pointer(_) | TypeKind::Array { .. } | TypeKind::Record(_)
                    )
                })
        });
    };
    let summary = &an.effects[def].summary;
    let func = &p.funcs[def];
    let rw = an.regions.func_rw(def);
    let has = |e: Entity| rw.iter().any(|r| r.entity == e);
    summary
        .reads
        .iter()
        .chain(&summary.writes)
        .all(|place| match *place {
            Place::Var(g) => has(Entity::Scalar(g)) || has(Entity::Array(ArrayBase::Object(g))),
            Place::Pointee(x) => match func.params.iter().position(|&f| f == x) {
                Some(k) => {
                    has(Entity::Array(ArrayBase::Pointee(x)))
                        && args.get(k).is_some_and(|&a| follows(a))
                }
                // A global pointer's pointee: the translation does not carry it to callers.
                None => false,
            },
            Place::Alloc(_) | Place::Io | Place::Clock | Place::Assert => true,
            Place::Any => false,
        })
}

/// The places of the caller (`func`) a call may read and write, from its callee's summary
/// and the pointer targets of its arguments; `None` when they are not known (a call
/// through a pointer, a library function, an argument whose targets p4a does not know).
fn call_touches(
    an: &Analyses,
    func: FuncId,
    call: ExprId,
) -> Option<(
    std::collections::BTreeSet<Place>,
    std::collections::BTreeSet<Place>,
)> {
    use std::collections::BTreeSet;
    let p = an.program;
    let Expr::Call(callee, args) = &p.exprs[call] else {
        return None;
    };
    let Expr::Var(sym) = p.exprs[*callee] else {
        return None;
    };
    let def = p.symbols[sym].def?;
    let summary = &an.effects[def].summary;
    let params = &p.funcs[def].params;
    let places_of = |place: Place| -> Option<BTreeSet<Place>> {
        match place {
            Place::Var(g) => Some(BTreeSet::from([Place::Var(g)])),
            Place::Pointee(x) => match params.iter().position(|&f| f == x) {
                Some(k) => {
                    let arg = *args.get(k)?;
                    let mut set = BTreeSet::new();
                    // An object the argument itself creates (`&(struct v){..}`, a string
                    // literal): no other iteration reaches it.
                    let named = p4a_analyzer::ir::query::vars_named(p, Child::Expr(arg));
                    let mut calls = Vec::new();
                    let mut stack = vec![arg];
                    while let Some(e) = stack.pop() {
                        if let Expr::Call(..) = p.exprs[e] {
                            calls.push(e);
                        }
                        expr_children(&p.exprs[e], &mut |c| {
                            if let Child::Expr(c) = c {
                                stack.push(c)
                            }
                        });
                    }
                    if !calls.is_empty() {
                        return None;
                    }
                    if named.is_empty() {
                        return Some(set);
                    }
                    // An array the argument designates (`a`, `&x`, `&a[i]`, `p + k`).
                    match p4a_analyzer::regions::pointed_array(p, arg) {
                        Some(ArrayBase::Object(x)) => {
                            set.insert(Place::Var(x));
                            return Some(set);
                        }
                        Some(ArrayBase::Pointee(x)) => {
                            let t = an.effects.pointer_targets(p, func, x);
                            if t.is_empty() {
                                return None;
                            }
                            set.extend(t);
                            return Some(set);
                        }
                        None => {}
                    }
                    for v in named {
                        let sv = &p.symbols[v];
                        if !matches!(sv.kind, SymbolKind::Var | SymbolKind::Param) {
                            continue;
                        }
                        match p.resolve(sv.ty).0 {
                            TypeKind::Array { .. } => {
                                set.insert(Place::Var(v));
                            }
                            TypeKind::Pointer(_) | TypeKind::Record(_) => {
                                let t = an.effects.pointer_targets(p, func, v);
                                if t.is_empty() {
                                    return None;
                                }
                                set.extend(t);
                            }
                            _ => {}
                        }
                    }
                    (!set.is_empty()).then_some(set)
                }
                None => {
                    let mut set = an.effects.pointer_targets(p, func, x);
                    set.insert(Place::Pointee(x));
                    Some(set)
                }
            },
            Place::Alloc(_) | Place::Io | Place::Clock | Place::Assert => Some(BTreeSet::new()),
            Place::Any => None,
        }
    };
    let mut reads = BTreeSet::new();
    let mut writes = BTreeSet::new();
    for &pl in &summary.reads {
        reads.extend(places_of(pl)?);
    }
    for &pl in &summary.writes {
        writes.extend(places_of(pl)?);
    }
    Some((reads, writes))
}

fn describe_place(p: &Program, place: Place) -> String {
    match place {
        Place::Var(x) => format!("`{}`", p.symbols[x].name),
        Place::Pointee(x) => format!("what `{}` points to", p.symbols[x].name),
        Place::Alloc(e) => format!("the block allocated at line {}", p.exprs.loc(e).line),
        Place::Io => "the outside world".into(),
        Place::Clock => "the clock".into(),
        Place::Assert => "the assertion reports".into(),
        Place::Any => "any memory".into(),
    }
}

/// The variables declared in the subtree without automatic storage (`static`, `extern`,
/// thread-local): one object for every iteration.
fn statics_declared_in(p: &Program, root: StmtId) -> FxHashSet<SymbolId> {
    let mut all = p4a_analyzer::ir::query::declared_in(p, root);
    all.retain(|&sym| !p4a_analyzer::ir::query::has_automatic_storage(p, sym));
    all
}

/// A thread-local object the loop reads or writes, directly or in a callee: every thread
/// has its own copy, so a parallel loop would read and write other copies than the
/// sequential program's.
fn thread_local_touched(an: &Analyses, body: StmtId) -> Option<String> {
    let p = an.program;
    let fx = &an.effects[body];
    fx.reads
        .iter()
        .chain(&fx.writes)
        .find_map(|place| match place {
            Place::Var(x) | Place::Pointee(x) if p.symbols[*x].thread_local => {
                Some(p.symbols[*x].name.clone())
            }
            _ => None,
        })
}

/// The first line where `sym` is read, and where it is written, in the subtree.
fn first_uses(p: &Program, root: StmtId, sym: SymbolId) -> (Option<u32>, Option<u32>) {
    let mut read = None;
    let mut write = None;
    let mut stack = vec![Child::Stmt(root)];
    let mut lines = Vec::new();
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                let line = p.stmts.loc(s).line;
                let mut kids = Vec::new();
                stmt_children(&p.stmts[s], &mut |c| kids.push(c));
                for k in kids.into_iter().rev() {
                    if let Child::Expr(e) = k {
                        lines.push((e, line));
                    }
                    stack.push(k);
                }
            }
            Child::Expr(e) => {
                let line = lines
                    .iter()
                    .rev()
                    .find(|(x, _)| *x == e)
                    .map_or(p.exprs.loc(e).line, |&(_, l)| l);
                let mut acc = Vec::new();
                collect_accesses(p, e, &mut acc);
                for a in acc {
                    if let Access::Scalar {
                        sym: s, write: w, ..
                    } = a
                        && s == sym
                    {
                        if w {
                            write.get_or_insert(line);
                        } else {
                            read.get_or_insert(line);
                        }
                    }
                }
                // Increments read too.
                if write.is_some() && read.is_none() {
                    let mut st = vec![e];
                    while let Some(x) = st.pop() {
                        match &p.exprs[x] {
                            Expr::IncDec { arg, .. }
                            | Expr::Assign {
                                op: Some(_),
                                lhs: arg,
                                ..
                            } if matches!(p.exprs[*arg], Expr::Var(s) if s == sym) => {
                                read.get_or_insert(line);
                            }
                            _ => {}
                        }
                        expr_children(&p.exprs[x], &mut |c| {
                            if let Child::Expr(c) = c {
                                st.push(c)
                            }
                        });
                    }
                }
            }
            Child::Type(_) => {}
        }
    }
    (read, write)
}

/// Whether every read of scalar `s` in loop body `body` follows, in the same iteration,
/// a write of it by the first clause of a `for` (`for (s = e; ...)`, `e` not naming `s`)
/// or by an assignment statement `s = e;`. `None` when some mention of `s` may come
/// first; else whether every iteration that ends normally writes `s` (a `continue` of
/// the loop may skip the write).
///
/// The walk follows the body in order with a flag, "`s` already written in this
/// iteration": a `for` whose first clause writes `s` sets it for its whole subtree (the
/// clause runs on every entry, before the condition), unless a label inside it lets a
/// jump enter the subtree without the clause; a statement list passes the flag from one
/// statement to the next; a label (`case`, `default`, a named label) clears it, since a
/// jump may arrive there; a branch or an inner loop keeps the flag it was entered with
/// (what it writes may not happen).
fn written_first(p: &Program, body: StmtId, s: SymbolId) -> Option<bool> {
    /// A label in `st`'s subtree outside the switches it holds: a jump may enter there.
    fn entry_labels(p: &Program, st: StmtId) -> bool {
        let mut stack = vec![st];
        while let Some(x) = stack.pop() {
            match &p.stmts[x] {
                Stmt::Case(..) | Stmt::Default | Stmt::Label(_) => return true,
                Stmt::Switch { .. } if x != st => {
                    // Its own `case` markers are reached from its head only, but named
                    // labels inside it are still labels.
                    let mut inner = vec![x];
                    while let Some(y) = inner.pop() {
                        if matches!(p.stmts[y], Stmt::Label(_)) {
                            return true;
                        }
                        stmt_children(&p.stmts[y], &mut |c| {
                            if let Child::Stmt(c) = c {
                                inner.push(c)
                            }
                        });
                    }
                    continue;
                }
                _ => {}
            }
            stmt_children(&p.stmts[x], &mut |c| {
                if let Child::Stmt(c) = c {
                    stack.push(c)
                }
            });
        }
        false
    }
    /// The flag after `st`, entered with `written`; `None` on an exposed mention.
    /// `nested`: inside a loop of the body (a `continue` there is that loop's); `skip` is
    /// set by a `continue` of the body's loop met before the write.
    fn walk(
        p: &Program,
        st: StmtId,
        s: SymbolId,
        written: bool,
        nested: bool,
        skip: &mut bool,
    ) -> Option<bool> {
        let assigns = |e: ExprId| match &p.exprs[e] {
            Expr::Assign { op: None, lhs, rhs } => {
                matches!(p.exprs[*lhs], Expr::Var(v) if v == s)
                    && !query::mentions(p, Child::Expr(*rhs), s)
            }
            _ => false,
        };
        match &p.stmts[st] {
            Stmt::Block(b) => {
                let mut w = written;
                for &x in &b.0 {
                    w = walk(p, x, s, w, nested, skip)?;
                }
                Some(w)
            }
            Stmt::Case(..) | Stmt::Default | Stmt::Label(_) => Some(false),
            _ if written => Some(true),
            Stmt::Continue => {
                *skip |= !nested;
                Some(false)
            }
            Stmt::Expr(e) if assigns(*e) => Some(true),
            Stmt::For {
                init: ForInit::Expr(e),
                ..
            } if assigns(*e) && !entry_labels(p, st) => Some(true),
            Stmt::If { cond, then, els } => {
                if query::mentions(p, Child::Expr(*cond), s) {
                    return None;
                }
                walk(p, *then, s, false, nested, skip)?;
                if let Some(e) = els {
                    walk(p, *e, s, false, nested, skip)?;
                }
                Some(false)
            }
            other => {
                // A loop, a switch, a declaration, any other statement: its expressions
                // must not name `s`, its statements are walked with the flag unset.
                let inner = nested
                    || matches!(
                        other,
                        Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
                    );
                let mut ok = true;
                stmt_children(other, &mut |c| match c {
                    Child::Stmt(x) => ok &= walk(p, x, s, false, inner, skip).is_some(),
                    c => ok &= !query::mentions(p, c, s),
                });
                ok.then_some(false)
            }
        }
    }
    let mut skip = false;
    let after = walk(p, body, s, false, false, &mut skip)?;
    Some(after && !skip)
}

fn is_array_type(p: &Program, sym: SymbolId) -> bool {
    matches!(p.resolve(p.symbols[sym].ty).0, TypeKind::Array { .. })
}

fn is_scalar_like(p: &Program, sym: SymbolId) -> bool {
    matches!(p.symbols[sym].kind, SymbolKind::Var | SymbolKind::Param) && !is_array_type(p, sym)
}

/// Whether `--no-fp-reductions` refuses reducing `sym` with `op`: a sum or product whose
/// elements are floating (real or complex). `min` and `max` give one of the values
/// whatever the order, and integers add exactly.
fn refused_fp_reduction(an: &Analyses, op: RedOp, sym: SymbolId) -> bool {
    if !an.no_fp_reductions || !matches!(op, RedOp::Add | RedOp::Mul) {
        return false;
    }
    let p = an.program;
    let mut ty = p.symbols[sym].ty;
    for _ in 0..64 {
        match p.resolve(ty).0 {
            TypeKind::Array { elem, .. } => ty = *elem,
            TypeKind::Pointer(elem) => ty = *elem,
            TypeKind::Float(_) => return true,
            // A type p4a cannot see through: refused, to keep the promise.
            TypeKind::Int(_) | TypeKind::Enum(_) => return false,
            _ => return true,
        }
    }
    true
}

/// Scalars the loop writes: private, lastprivate, reduction, or a reason.
fn scalars(
    an: &Analyses,
    func: FuncId,
    l: StmtId,
    body: StmtId,
    index: SymbolId,
    declared: &FxHashSet<SymbolId>,
    clauses: &mut Clauses,
    out: &mut Vec<Reason>,
) {
    let p = an.program;
    let writes = p4a_analyzer::access::writes_in(p, Child::Stmt(body));
    let mut written: Vec<SymbolId> = writes
        .scalars
        .iter()
        .copied()
        .filter(|s| *s != index && !declared.contains(s) && is_scalar_like(p, *s))
        .collect();
    // Scalars written only by callees through their address (`next(&seed)`).
    for v in lent_addresses(p, body) {
        if v != index
            && !declared.contains(&v)
            && is_scalar_like(p, v)
            && !written.contains(&v)
            && an.effects[body].writes.contains(&Place::Var(v))
        {
            written.push(v);
        }
    }
    written.sort();
    let ins = an.regions.ins(body);
    let outs = an.regions.outs(l);
    let rw = an.regions.rw(body);
    let in_of = |s: SymbolId| ins.iter().any(|r| r.entity == Entity::Scalar(s));
    let out_of = |s: SymbolId| outs.iter().any(|r| r.entity == Entity::Scalar(s));
    let surely_written = |s: SymbolId| {
        rw.iter().any(|r| {
            r.entity == Entity::Scalar(s) && r.action == Action::Write && r.approx == Approx::Exact
        })
    };
    let called = call_places(an, body);
    let inner_statics = statics_declared_in(p, body);
    for s in written {
        let name = p.symbols[s].name.clone();
        if inner_statics.contains(&s) {
            out.push(Reason::StaticLocal { name });
            continue;
        }
        let (_, quals) = p.resolve(p.symbols[s].ty);
        if quals.is_atomic || quals.is_volatile {
            let qual = if quals.is_atomic {
                "_Atomic"
            } else {
                "volatile"
            };
            out.push(Reason::Qualified { name, qual });
            continue;
        }
        // A local whose address only goes to callees that do not keep it: private when
        // the regions say each iteration writes it first (the callees' accesses through
        // the pointer are translated onto it).
        let lent = an.effects.is_address_taken(s);
        if lent && !address_only_lent(an, func, s) {
            out.push(Reason::AddressTaken { name });
            continue;
        }
        if let Some((callee, line)) = called.writer_of(Place::Var(s)) {
            out.push(Reason::WrittenByCall { name, callee, line });
            continue;
        }
        if !lent
            && let Some(op) = reductions::scalar_reduction(p, body, s)
            && called.reader_of(Place::Var(s)).is_none()
        {
            if refused_fp_reduction(an, op, s) {
                out.push(Reason::FpReduction { name });
            } else {
                clauses.reductions.push((op, RedTarget::Scalar(s)));
            }
            continue;
        }
        // The index of inner loops (`for (k = rowstr[j]; ...)` with `k` declared outside):
        // IN regions may not see that the loop's first clause writes it before any read
        // when the inner loop is not counted. Only mentions by name are seen, so no
        // callee may read `s` (its address is not taken: no pointer reaches it).
        //
        // A scalar whose address goes to callees: their accesses through the pointer are
        // regions of the object `s` (not of the scalar), so IN regions do not order them
        // with the writes by name. It is private only when written first by name in
        // every iteration: every mention, `&s` included, comes after that write, and no
        // pointer to `s` outlives the calls (`address_only_lent`).
        let header = if lent || called.reader_of(Place::Var(s)).is_none() {
            written_first(p, body, s)
        } else {
            None
        };
        let out_of = |s: SymbolId| {
            out_of(s)
                || (lent
                    && outs
                        .iter()
                        .any(|r| r.entity == Entity::Array(ArrayBase::Object(s))))
        };
        if (!lent && !in_of(s)) || header.is_some() {
            if !out_of(s) {
                clauses.private.push(s);
            } else if surely_written(s) || header == Some(true) {
                clauses.lastprivate.push(s);
            } else {
                out.push(Reason::ConditionalLastValue { name });
            }
            continue;
        }
        let (read, write) = first_uses(p, body, s);
        let line = p.stmts.loc(body).line;
        out.push(Reason::ScalarCarried {
            name,
            read: read.unwrap_or(line),
            write: write.unwrap_or(line),
        });
    }
    // Scalars and aggregates written by callees or through opaque references.
    for (place, (callee, line)) in &called.writes {
        if let Place::Var(v) = place
            && !declared.contains(v)
            && !is_array_type(p, *v)
            && !writes.scalars.contains(v)
        {
            out.push(Reason::WrittenByCall {
                name: p.symbols[*v].name.clone(),
                callee: callee.clone(),
                line: *line,
            });
        }
    }
    opaque_writes(p, body, declared, out);
}

/// The variables whose address `&v` is an argument of a call in `body`.
fn lent_addresses(p: &Program, body: StmtId) -> Vec<SymbolId> {
    let mut res = Vec::new();
    for_each_call(p, body, &mut |call, _, _| {
        if let Expr::Call(_, args) = &p.exprs[call] {
            for &a in args {
                if let Expr::Unary(UnOp::AddrOf, x) = p.exprs[a]
                    && let Expr::Var(v) = p.exprs[x]
                    && !res.contains(&v)
                {
                    res.push(v);
                }
            }
        }
    });
    res
}

/// Whether every computation of the address of scalar `s` (a local of `func` with
/// automatic storage, of arithmetic or pointer type) is `&s` written as an argument of a
/// direct call (in the loop or elsewhere in `func`) of a function with source that neither stores
/// the pointer anywhere its callers can see (globals, `static` locals, heap blocks,
/// pointees of its parameters: [`Summary::stores`](p4a_analyzer::effects::Summary))
/// nor returns it. Then no pointer to `s` exists outside those calls: the loop's
/// accesses to `s` are its own by name and the callees' through their parameter during
/// the call, which the effects and regions translate onto `s` at the call. A private
/// copy of `s` is then passed to the callees in its place, as in the sequential program.
fn address_only_lent(an: &Analyses, func: FuncId, s: SymbolId) -> bool {
    let p = an.program;
    if !p4a_analyzer::ir::query::has_automatic_storage(p, s)
        || !matches!(
            p.resolve(p.symbols[s].ty).0,
            TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Pointer(_) | TypeKind::Enum(_)
        )
    {
        return false;
    }
    let is_addr = |e: ExprId| match p.exprs[e] {
        Expr::Unary(UnOp::AddrOf, x) => {
            let mut x = x;
            loop {
                match &p.exprs[x] {
                    Expr::Var(v) => return *v == s,
                    Expr::Index(b, _) | Expr::Member { base: b, .. } => x = *b,
                    _ => return false,
                }
            }
        }
        _ => false,
    };
    // Every `&s` of the function.
    let mut all: FxHashSet<ExprId> = FxHashSet::default();
    let mut stack: Vec<Child> = p.funcs[func]
        .body
        .0
        .iter()
        .map(|&x| Child::Stmt(x))
        .collect();
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(x) => stmt_children(&p.stmts[x], &mut |c| stack.push(c)),
            Child::Expr(e) => {
                if is_addr(e) {
                    all.insert(e);
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    if all.is_empty() {
        // Computed some other way (an initializer outside the body): not ours to judge.
        return false;
    }
    // Those passed as such to callees that keep nothing.
    let mut lent: FxHashSet<ExprId> = FxHashSet::default();
    let mut visit = |call: ExprId, callee: SymbolId, _line: u32| {
        let Some(def) = p.symbols[callee].def else {
            return;
        };
        let Expr::Call(_, args) = &p.exprs[call] else {
            return;
        };
        let params = &p.funcs[def].params;
        let summary = &an.effects[def].summary;
        for (i, &arg) in args.iter().enumerate() {
            if !matches!(p.exprs[arg], Expr::Unary(UnOp::AddrOf, x) if matches!(p.exprs[x], Expr::Var(v) if v == s))
            {
                continue;
            }
            let Some(&formal) = params.get(i) else {
                continue;
            };
            let kept =
                |place: &Place| matches!(place, Place::Any) || *place == Place::Pointee(formal);
            if summary.stores.iter().any(|(_, what)| kept(what))
                || summary.returns.iter().any(kept)
                || summary.writes.contains(&Place::Any)
            {
                continue;
            }
            lent.insert(arg);
        }
    };
    for &st in &p.funcs[func].body.0 {
        for_each_call(p, st, &mut visit);
    }
    all.iter().all(|e| lent.contains(e))
}

/// Writes to struct members of variables declared outside the loop, and writes through
/// references p4a cannot decompose.
fn opaque_writes(p: &Program, body: StmtId, declared: &FxHashSet<SymbolId>, out: &mut Vec<Reason>) {
    let mut stack = vec![(Child::Stmt(body), 0u32)];
    while let Some((c, line)) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                let line = p.stmts.loc(s).line;
                stmt_children(&p.stmts[s], &mut |c| stack.push((c, line)));
            }
            Child::Expr(e) => {
                let mut acc = Vec::new();
                collect_accesses(p, e, &mut acc);
                for a in acc {
                    if let Access::Opaque {
                        sym,
                        expr,
                        write: true,
                    } = a
                    {
                        let covered = match sym {
                            Some(s) => {
                                declared.contains(&s)
                                    || matches!(
                                        p.resolve(p.symbols[s].ty).0,
                                        TypeKind::Pointer(_) | TypeKind::Array { .. }
                                    )
                            }
                            None => false,
                        };
                        if !covered {
                            out.push(Reason::OpaqueWrite { what: expr, line });
                        }
                    }
                }
                // Statement expressions: their statements are walked as statements.
                expr_children(&p.exprs[e], &mut |c| {
                    if let Child::Stmt(_) = c {
                        stack.push((c, line))
                    }
                });
            }
            Child::Type(_) => {}
        }
    }
    out.dedup();
}

/// What the calls of a loop body read and write, by callee.
#[derive(Default)]
struct CallPlaces {
    reads: Vec<(Place, (String, u32))>,
    writes: Vec<(Place, (String, u32))>,
}

impl CallPlaces {
    fn writer_of(&self, place: Place) -> Option<(String, u32)> {
        self.writes
            .iter()
            .find(|(p, _)| *p == place || *p == Place::Any)
            .map(|(_, w)| w.clone())
    }

    fn reader_of(&self, place: Place) -> Option<(String, u32)> {
        self.reads
            .iter()
            .chain(&self.writes)
            .find(|(p, _)| *p == place || *p == Place::Any)
            .map(|(_, w)| w.clone())
    }
}

fn call_places(an: &Analyses, body: StmtId) -> CallPlaces {
    let p = an.program;
    let mut res = CallPlaces::default();
    for_each_call(p, body, &mut |_, sym, line| {
        if let Some(def) = p.symbols[sym].def {
            let s = &an.effects[def].summary;
            let who = (p.symbols[sym].name.clone(), line);
            res.reads
                .extend(s.reads.iter().map(|&pl| (pl, who.clone())));
            res.writes
                .extend(s.writes.iter().map(|&pl| (pl, who.clone())));
        }
    });
    res
}

/// Arrays: dependences carried by the loop, less reductions and private arrays.
fn arrays(
    an: &Analyses,
    func: FuncId,
    l: StmtId,
    body: StmtId,
    declared: &FxHashSet<SymbolId>,
    clauses: &mut Clauses,
    out: &mut Vec<Reason>,
) {
    let p = an.program;
    let all = deps::loop_dependences_with(
        p,
        an.pre,
        an.alias,
        Some(an.regions),
        func,
        l,
        &deps::DepOptions {
            detail: deps::Detail::Carrying,
        },
    );
    let ref_base = |e: ExprId| p4a_analyzer::access::element(p, e).map(|(b, _)| b);
    let mut mixed: FxHashSet<ArrayBase> = FxHashSet::default();
    for d in &all {
        if let (Some(x), Some(y)) = (ref_base(d.source.0), ref_base(d.sink.0))
            && x != y
        {
            mixed.insert(x);
            mixed.insert(y);
        }
    }
    let carried: Vec<Dependence> = all.into_iter().filter(|d| d.level == Some(0)).collect();
    if carried.is_empty() {
        return;
    }
    let mut bases: Vec<ArrayBase> = carried.iter().map(|d| d.array).collect();
    bases.sort();
    bases.dedup();
    let called = call_places(an, body);
    let inner_statics = statics_declared_in(p, body);
    let has_user_calls = !called.reads.is_empty() || !called.writes.is_empty();
    let mut settled: FxHashSet<ArrayBase> = FxHashSet::default();
    // The pointers the body (callees included) reads or writes through.
    let mut through_pointers: Vec<ArrayBase> = an
        .regions
        .rw(body)
        .iter()
        .filter_map(|r| match r.entity {
            Entity::Array(b @ ArrayBase::Pointee(_)) => Some(b),
            _ => None,
        })
        .collect();
    through_pointers.sort();
    through_pointers.dedup();
    let mut unseen_reasons = Vec::new();
    let mut unseen_bases: FxHashSet<ArrayBase> = FxHashSet::default();
    for base in bases {
        let ArrayBase::Object(a) = base else {
            continue;
        };
        // Declared in the body: each iteration has its own. A scalar made private (or
        // lastprivate) above, whose address goes to callees (their regions name it as
        // an object): each thread has its own, written before read in every iteration.
        if declared.contains(&a)
            || (is_scalar_like(p, a)
                && (clauses.private.contains(&a) || clauses.lastprivate.contains(&a)))
        {
            settled.insert(base);
            continue;
        }
        // A `static` array declared in the body is one object for all iterations, and
        // its name is not in scope where a clause would go.
        if inner_statics.contains(&a) {
            continue;
        }
        // Fixed-size arrays can be copied per thread when small; a local variable-length
        // array can be made private (each thread allocates its own, as the function
        // did), but not reduced or copied in or out.
        let fixed = fixed_size_bytes(p, p.symbols[a].ty);
        let vla = fixed.is_none() && is_local_vla(p, a);
        if !vla && fixed.is_none_or(|bytes| bytes > MAX_PRIVATE_ARRAY_BYTES) {
            continue;
        }
        // No reference through a pointer that may point into `a`, in the body or in the
        // functions it calls (a pointer set before the loop, a global pointer): a private
        // copy would not be seen through it.
        if mixed.contains(&base)
            || through_pointers
                .iter()
                .any(|&q| an.alias.may_alias_in_loop(func, l, base, q))
        {
            continue;
        }
        if !vla && let Some(op) = reductions::array_reduction(p, body, a) {
            if refused_fp_reduction(an, op, a) {
                out.push(Reason::FpReduction {
                    name: p.symbols[a].name.clone(),
                });
            } else {
                clauses.reductions.push((op, RedTarget::Array(a)));
            }
            settled.insert(base);
            continue;
        }
        let entity = Entity::Array(base);
        let read_first = an.regions.ins(body).iter().any(|r| r.entity == entity);
        let live_after = an.regions.outs(l).iter().any(|r| r.entity == entity);
        if read_first {
            continue;
        }
        // Private when dead after the loop; when live, every iteration must write the
        // same elements: after the loop they hold what the last iteration wrote, and the
        // others their value before the loop. That is `lastprivate` (the last
        // iteration's copy) over a `firstprivate` copy (elements it does not write keep
        // their first value).
        let copied_out = if !live_after {
            false
        } else if !vla && same_elements_each_iteration(an, body, entity) {
            true
        } else {
            continue;
        };
        // The copy is seen only where the loop names `a` and in the calls it passes a
        // pointer into `a` to, for the duration of the call: a callee that names a
        // global `a` itself would touch the shared object, and a pointer kept beyond the
        // call would outlive the copy.
        let unseen = if p.symbols[a].file_scope && has_user_calls {
            callee_naming(an, body, a).map(|(callee, line)| (callee, line, false))
        } else {
            None
        };
        if let Some((callee, line, kept)) =
            unseen.or_else(|| pointer_kept(an, body, a).map(|(c, line)| (c, line, true)))
        {
            unseen_reasons.push(Reason::PrivateUnseen {
                name: p.symbols[a].name.clone(),
                callee,
                line,
                kept,
            });
            unseen_bases.insert(base);
            continue;
        }
        if copied_out {
            clauses.firstprivate.push(a);
            clauses.lastprivate.push(a);
        } else {
            clauses.private.push(a);
        }
        settled.insert(base);
    }
    out.extend(unseen_reasons);
    let mut seen = unseen_bases;
    for d in carried {
        if settled.contains(&d.array) {
            continue;
        }
        // One reason per array is enough to act on.
        if seen.insert(d.array) {
            let sources = match pointer_pair(an.program, &d) {
                Some((x, y)) => p4a_analyzer::effects::unknown_pointer_sources(
                    an.program, an.effects, func, x, y,
                ),
                None => Vec::new(),
            };
            out.push(Reason::Dependence(Box::new(d), sources));
        }
    }
}

/// A function the calls of `body` reach (to any depth) that names the global `a`
/// itself, or calls through a pointer (any function): its name and the line of the call
/// in `body` that reaches it.
fn callee_naming(an: &Analyses, body: StmtId, a: SymbolId) -> Option<(String, u32)> {
    use p4a_analyzer::callgraph::Callee;
    let p = an.program;
    let mut found = None;
    let mut calls = Vec::new();
    collect_calls(p, body, &mut calls);
    for (call, line) in calls {
        let mut stack = vec![an.callgraph.callee_of(call)];
        let mut visited: FxHashSet<FuncId> = FxHashSet::default();
        while let Some(c) = stack.pop() {
            match c {
                Some(Callee::Func(f)) => {
                    if !visited.insert(f) {
                        continue;
                    }
                    let func = &p.funcs[f];
                    if func
                        .body
                        .0
                        .iter()
                        .any(|&st| p4a_analyzer::ir::query::mentions(p, Child::Stmt(st), a))
                    {
                        found = Some((p.symbols[func.sym].name.clone(), line));
                        break;
                    }
                    stack.extend(
                        an.callgraph
                            .calls_in(f)
                            .iter()
                            .map(|site| Some(site.callee)),
                    );
                }
                Some(Callee::External(_)) => {}
                Some(Callee::Indirect) | None => {
                    found = Some(("a function called through a pointer".to_string(), line));
                    break;
                }
            }
        }
        if found.is_some() {
            break;
        }
    }
    found
}

/// The calls in `root` (direct or not), with their lines.
fn collect_calls(p: &Program, root: StmtId, out: &mut Vec<(ExprId, u32)>) {
    let mut stack = vec![(Child::Stmt(root), p.stmts.loc(root).line)];
    while let Some((c, line)) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                let line = p.stmts.loc(s).line;
                stmt_children(&p.stmts[s], &mut |c| stack.push((c, line)));
            }
            Child::Expr(e) => {
                if let Expr::Call(..) = &p.exprs[e] {
                    out.push((e, p.exprs.loc(e).line.max(line)));
                }
                expr_children(&p.exprs[e], &mut |c| stack.push((c, line)));
            }
            Child::Type(_) => {}
        }
    }
}

/// A call in `body` given a pointer into array `a` that its callee may keep beyond the
/// call: stored where its callers can see it, returned (and the value used), or a
/// function p4a does not know. Its name and line.
fn pointer_kept(an: &Analyses, body: StmtId, a: SymbolId) -> Option<(String, u32)> {
    let p = an.program;
    // Calls whose value is discarded.
    let mut discarded: FxHashSet<ExprId> = FxHashSet::default();
    let mut stack = vec![body];
    while let Some(s) = stack.pop() {
        if let Stmt::Expr(e) = p.stmts[s] {
            discarded.insert(e);
        }
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(x) = c {
                stack.push(x)
            }
        });
    }
    let mut calls = Vec::new();
    collect_calls(p, body, &mut calls);
    for (call, line) in calls {
        let Expr::Call(callee, args) = &p.exprs[call] else {
            continue;
        };
        for (k, &arg) in args.iter().enumerate() {
            if p4a_analyzer::regions::pointed_array(p, arg).map(|b| b.sym()) != Some(a) {
                continue;
            }
            let sym = match p.exprs[*callee] {
                Expr::Var(s) => Some(s),
                _ => None,
            };
            let name = sym.map_or_else(
                || "a function called through a pointer".to_string(),
                |s| p.symbols[s].name.clone(),
            );
            let kept = match sym.map(|s| (s, p.symbols[s].def)) {
                Some((_, Some(def))) => match p.funcs[def].params.get(k) {
                    Some(&formal) => {
                        let summary = &an.effects[def].summary;
                        let mine = |place: &Place| {
                            matches!(place, Place::Any) || *place == Place::Pointee(formal)
                        };
                        summary.stores.iter().any(|(_, what)| mine(what))
                            || (summary.returns.iter().any(mine) && !discarded.contains(&call))
                            || summary.writes.contains(&Place::Any)
                    }
                    // Through `...`: not followed.
                    None => true,
                },
                Some((s, None)) => {
                    match p4a_analyzer::effects::library_keeps_argument(&p.symbols[s].name, k) {
                        Some((stored, returned)) => {
                            stored || (returned && !discarded.contains(&call))
                        }
                        None => true,
                    }
                }
                None => true,
            };
            if kept {
                return Some((name, line));
            }
        }
    }
    None
}

/// Whether `a` is a variable-length array declared in a function (not a parameter, which
/// is a pointer).
fn is_local_vla(p: &Program, a: SymbolId) -> bool {
    let sym = &p.symbols[a];
    sym.kind == SymbolKind::Var
        && !sym.file_scope
        && matches!(p.resolve(sym.ty).0, TypeKind::Array { .. })
}

/// Whether the body writes the elements of `entity` it writes exactly, in one region that
/// names no program variable: the same elements in every iteration.
fn same_elements_each_iteration(an: &Analyses, body: StmtId, entity: Entity) -> bool {
    let writes: Vec<&p4a_analyzer::regions::Region> = an
        .regions
        .rw(body)
        .iter()
        .filter(|r| r.entity == entity && r.action == Action::Write)
        .collect();
    writes.len() == 1
        && writes[0].approx == Approx::Exact
        && writes[0]
            .system
            .vars()
            .iter()
            .all(|v| matches!(v, p4a_analyzer::linear::AVar::Phi(_)))
}

/// Whether `ty` is an array of constant size, and its size in bytes (elements counted
/// as 8 bytes when their size is not obvious).
pub fn fixed_size_bytes(p: &Program, ty: TypeId) -> Option<u64> {
    match p.resolve(ty).0 {
        TypeKind::Array {
            elem,
            size: ArraySize::Const { value: Some(n), .. },
            ..
        } => {
            let inner = match p.resolve(*elem).0 {
                TypeKind::Array { .. } => fixed_size_bytes(p, *elem)?,
                TypeKind::Int(_)
                | TypeKind::Float(_)
                | TypeKind::Enum(_)
                | TypeKind::Pointer(_) => 8,
                _ => return None,
            };
            n.checked_mul(inner)
        }
        _ => None,
    }
}
