//! The command line. Option names follow Par4All's `p4a` where an option exists there;
//! only options that work are offered.

use std::path::PathBuf;

use clap::Parser;

/// p4a: automatic parallelizer for sequential C.
///
/// Reads plain C files and writes, for each input `foo.c`, a file `foo.p4a.c`: by
/// default (`--openmp`) the same program with `#pragma omp parallel for` on every loop
/// proved parallel and worth it. `-S` (`--simple`) regenerates the program without
/// transforming it. `--report` says, for every loop, what was decided and why.
#[derive(Debug, Parser)]
#[command(name = "p4a", version, about, long_about)]
#[command(
    after_help = "Examples:\n  p4a foo.c                         writes ./foo.p4a.c with OpenMP directives\n  p4a foo.c --report                also lists every loop's decision and reason\n  p4a foo.c -o foo                  also builds ./foo with cc -fopenmp\n  p4a -S foo.c                      writes ./foo.p4a.c, untransformed\n  p4a -S -DN=100 -I inc a.c b.c     one program of two files\n  p4a -S --output-dir out foo.c     writes out/foo.p4a.c\n  p4a -p build --output-dir out     every file of build/compile_commands.json, to out/<its path>"
)]
pub struct Cli {
    /// C source files; together they form one program (linked by name).
    #[arg(
        required_unless_present_any = ["project", "compile_commands", "print_runtime_dir"],
        value_name = "FILE"
    )]
    pub files: Vec<PathBuf>,

    /// A build directory holding `compile_commands.json` (CMake with
    /// `-DCMAKE_EXPORT_COMPILE_COMMANDS=ON`, or `bear -- make`): every C file it lists,
    /// each with its own flags, forms the program; outputs mirror the source tree.
    #[arg(
        short = 'p',
        long = "project",
        value_name = "BUILD_DIR",
        help_heading = "Projects"
    )]
    pub project: Option<PathBuf>,

    /// A compilation database file to read, as `-p` does.
    #[arg(
        long = "compile-commands",
        value_name = "FILE",
        conflicts_with = "project",
        help_heading = "Projects"
    )]
    pub compile_commands: Option<PathBuf>,

    /// Parse and regenerate the code, with no transformation (Par4All's --simple).
    #[arg(short = 'S', long = "simple", conflicts_with = "openmp")]
    pub simple: bool,

    /// Parallelize for OpenMP (the default target).
    #[arg(long = "openmp")]
    pub openmp: bool,

    /// Write CUDA kernels (FOO.p4a.cu) and host C that launches them through the p4a
    /// runtime (FOO.p4a.c).
    #[arg(long = "cuda", conflicts_with_all = ["simple", "opencl", "openmp"])]
    pub cuda: bool,

    /// Write OpenCL C kernels (FOO.p4a.cl) and host C that launches them through the p4a
    /// runtime (FOO.p4a.c).
    #[arg(long = "opencl", conflicts_with_all = ["simple", "openmp"])]
    pub opencl: bool,

    /// The runtime library GPU programs link with `-o` (default: libp4a_runtime.a next to
    /// the p4a binary, or $P4A_RUNTIME_LIB).
    #[arg(long = "runtime-lib", value_name = "PATH", help_heading = "Building")]
    pub runtime_lib: Option<PathBuf>,

    /// Print the directory holding the runtime's header (`p4a_runtime.h`) and library
    /// (`libp4a_runtime.a`), written there from the p4a binary, for programs built by
    /// hand (`-I DIR`, `DIR/libp4a_runtime.a`), and exit.
    #[arg(long = "print-runtime-dir", help_heading = "Building")]
    pub print_runtime_dir: bool,

    /// GPU targets: copy arrays in and out around every kernel (the per-kernel scheme)
    /// instead of placing transfers over the whole program.
    #[arg(long = "no-com-optimization", help_heading = "GPU")]
    pub no_com_optimization: bool,

    /// GPU targets: the program declares to the runtime what each kernel and host
    /// statement reads and writes; the runtime counts reads of stale bytes (a missing
    /// transfer) and uploads of bytes the device held (redundant), in its statistics
    /// (`P4A_STATS`) and on standard error.
    #[arg(long = "check-transfers", help_heading = "GPU")]
    pub check_transfers: bool,

    /// GPU targets: keep on the host the short sequential statements between kernels
    /// that would otherwise run on the device, in a one-thread kernel, to save the copies
    /// of their arrays (sequential promotion).
    #[arg(long = "no-sequential-promotion", help_heading = "GPU")]
    pub no_sequential_promotion: bool,

    /// GPU targets: do not read stencil neighbourhoods through tiles in local (shared)
    /// memory; every read then goes to global memory.
    #[arg(long = "no-tiling", help_heading = "GPU")]
    pub no_tiling: bool,

    /// OpenMP: do not hoist parallel regions out of sequential loops (each parallel loop
    /// then enters its own region every time it runs).
    #[arg(long = "no-region-hoisting")]
    pub no_region_hoisting: bool,

    /// Do not fuse consecutive parallel loop nests that share data (every target).
    #[arg(long = "no-fusion")]
    pub no_fusion: bool,

    /// Do not turn array elements used within one iteration into scalars (temporaries
    /// of fused loops, an element kept across an inner loop).
    #[arg(long = "no-scalarization")]
    pub no_scalarization: bool,

    /// Do not unroll short loops of constant trip count (at most 8 iterations).
    #[arg(long = "no-unroll")]
    pub no_unroll: bool,

    /// GPU targets: unroll the sequential loops inside kernels by N (0 or 1: not at all).
    #[arg(
        long = "kernel-unroll",
        value_name = "N",
        default_value_t = 0,
        help_heading = "GPU"
    )]
    pub kernel_unroll: u32,

    /// Also distribute loops into parallel and sequential parts (Allen–Kennedy) where the
    /// whole loop is not parallel.
    #[arg(long = "fine-grain", help_heading = "Parallelization")]
    pub fine_grain: bool,

    /// Keep floating-point sums and products sequential instead of making them reductions,
    /// so that they give the sequential program's results to the last bit.
    #[arg(long = "no-fp-reductions", help_heading = "Parallelization")]
    pub no_fp_reductions: bool,

    /// Put a directive on every parallel loop, however little work it has (no `if`
    /// clauses either).
    #[arg(long = "no-cost-model", help_heading = "Parallelization")]
    pub no_cost_model: bool,

    /// Print every loop's decision and reason on standard output: `text` (default) or
    /// `json`.
    #[arg(
        long = "report",
        value_name = "FORMAT",
        num_args = 0..=1,
        default_missing_value = "text",
        require_equals = true,
        help_heading = "Parallelization"
    )]
    pub report: Option<ReportFormat>,

    /// Also compile and link the output into this executable.
    #[arg(
        short = 'o',
        long = "output-file",
        value_name = "PROG",
        help_heading = "Building"
    )]
    pub build: Option<PathBuf>,

    /// The C compiler used to build.
    #[arg(
        long = "cc",
        value_name = "CMD",
        default_value = "cc",
        help_heading = "Building"
    )]
    pub cc: String,

    /// Flags for the C compiler (split on spaces; repeatable). Default: `-O3`.
    #[arg(
        long = "c-flags",
        value_name = "FLAGS",
        allow_hyphen_values = true,
        help_heading = "Building"
    )]
    pub c_flags: Vec<String>,

    /// More arguments for the link step of `-o`, after the program's objects: objects,
    /// libraries, `-Wl,...` (split on spaces; repeatable).
    #[arg(
        long = "link-flags",
        value_name = "FLAGS",
        allow_hyphen_values = true,
        help_heading = "Building"
    )]
    pub link_flags: Vec<String>,

    /// Link with a library.
    #[arg(short = 'l', value_name = "LIB", help_heading = "Building")]
    pub libs: Vec<String>,

    /// Add a directory to the library search path.
    #[arg(short = 'L', value_name = "DIR", help_heading = "Building")]
    pub lib_dirs: Vec<String>,

    /// The C preprocessor command.
    #[arg(
        long = "cpp",
        value_name = "CMD",
        default_value = "cc -E",
        help_heading = "Preprocessing"
    )]
    pub cpp: String,

    /// Add DIR to the preprocessor's include path.
    #[arg(short = 'I', value_name = "DIR", help_heading = "Preprocessing")]
    pub include_dirs: Vec<String>,

    /// Define a macro for the preprocessor.
    #[arg(
        short = 'D',
        value_name = "NAME[=VALUE]",
        help_heading = "Preprocessing"
    )]
    pub defines: Vec<String>,

    /// Undefine a macro for the preprocessor.
    #[arg(short = 'U', value_name = "NAME", help_heading = "Preprocessing")]
    pub undefines: Vec<String>,

    /// More flags for the preprocessor (split on spaces; repeatable).
    #[arg(
        long = "cpp-flags",
        value_name = "FLAGS",
        allow_hyphen_values = true,
        help_heading = "Preprocessing"
    )]
    pub cpp_flags: Vec<String>,

    /// Directory for the output files (default: the current directory).
    #[arg(
        long = "output-dir",
        visible_alias = "od",
        value_name = "DIR",
        help_heading = "Output"
    )]
    pub output_dir: Option<PathBuf>,

    /// Suffix inserted before the extension of output files.
    #[arg(
        long = "output-suffix",
        visible_alias = "os",
        value_name = "SUFFIX",
        default_value = "p4a",
        help_heading = "Output"
    )]
    pub output_suffix: String,

    /// Prefix added to the names of output files.
    #[arg(
        long = "output-prefix",
        visible_alias = "op",
        value_name = "PREFIX",
        default_value = "",
        help_heading = "Output"
    )]
    pub output_prefix: String,

    /// Say what each stage does.
    #[arg(short = 'v', long = "verbose", action = clap::ArgAction::Count)]
    pub verbose: u8,

    /// Print an analysis result next to each source line instead of writing output files.
    #[arg(long = "dump", value_name = "ANALYSIS", help_heading = "Inspection")]
    pub dump: Option<Dump>,

    /// Assume that distinct pointer parameters never point into the same memory.
    #[arg(long = "no-pointer-aliasing")]
    pub no_pointer_aliasing: bool,

    /// Take NAME, a function without source, as an allocator like `malloc`: each call
    /// returns a new block (repeatable; `__attribute__((malloc))` on its declaration
    /// does the same).
    #[arg(long = "malloc-like", value_name = "NAME")]
    pub malloc_like: Vec<String>,

    /// Take NAME, a function without source, as a timer (as `timer_start`): its calls
    /// read their arguments and change only its own state (repeatable). Library timers
    /// (`clock_gettime`, `gettimeofday`, `omp_get_wtime`...) and functions calling them
    /// are known without it.
    #[arg(long = "timer", value_name = "NAME")]
    pub timers: Vec<String>,

    /// Run loops that call timers in parallel anyway (each thread then times its own
    /// iterations; the report notes each such call). Without it, a loop that times
    /// itself stays sequential, with that reason.
    #[arg(long = "accept-timers")]
    pub accept_timers: bool,

    /// Keep loops holding an `assert` sequential. By default such a loop may run in
    /// parallel: when several iterations would fail, the failure reported (the program
    /// stops) may be another than the sequential program's first.
    #[arg(long = "keep-assert-order")]
    pub keep_assert_order: bool,

    /// Check the IR's invariants after each stage (always on in debug builds).
    #[arg(long = "verify")]
    pub verify: bool,
}

/// Analysis results `--dump` can print.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Dump {
    /// Functions bottom-up with their callees.
    Callgraph,
    /// Variables and memory each statement reads and writes.
    Effects,
    /// Linear facts over integer scalars before each statement.
    Preconditions,
    /// Array elements each statement reads and writes.
    Regions,
    /// Array elements each statement reads before writing them.
    InRegions,
    /// Array elements each statement writes that are used afterwards.
    OutRegions,
    /// Dependences carried by each loop nest, with directions and distances.
    Deps,
}

/// Formats of `--report`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ReportFormat {
    /// A line per loop, for people.
    Text,
    /// One JSON document, for tools.
    Json,
}
