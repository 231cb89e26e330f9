//! The validation runner: builds and runs C programs as written and as p4a output, and
//! compares what they print.
//!
//! A *case* is one C program of a corpus directory (see [`discover`] and `README.md` for the
//! format). For each case and [`Mode`], [`run_cases`] copies the case into a fresh temporary
//! directory, builds and runs the original, runs p4a on the copy, builds and runs p4a's
//! output, and compares standard output and exit status; in `openmp` mode it also checks
//! p4a's loop report against the case's expected decisions. Every case ends as one
//! [`Outcome`] in a [`Report`], which renders as a table closed by the line
//! `N passed, M failed`. [`run_csmith`] does the same for random programs made by csmith,
//! and [`run_loopgen`] for loop-nest programs made by [`loopgen`].
//!
//! Invariants:
//! - The corpus is never written to. Each run works on a copy, and the runner checks
//!   afterwards that the case's files are byte-identical to what they were before.
//! - A failure of the case itself (the original does not build or crashes) is reported
//!   under its own kind and is never confused with a p4a failure.
//!
//! This crate is a test tool: its errors end as a message to a person and no caller matches
//! on them, so it uses `anyhow` instead of the `thiserror` enums STYLE.md §6 asks of
//! library crates.

mod case;
mod compare;
mod csmith;
mod decisions;
pub mod gpu_env;
pub mod loopgen;
mod loopgen_batch;
mod process;
mod regions;
mod report;
mod runner;

use std::path::PathBuf;
use std::time::Duration;

pub use case::{Case, CaseOptions, Expect, Formula, RegionsExpect, SlowdownLimit, discover};
pub use csmith::{CSMITH_SLOWDOWN, CsmithConfig, DEFAULT_CSMITH_ARGS, run_csmith};
pub use loopgen_batch::{LoopgenConfig, run_loopgen};
pub use report::{Failure, Outcome, Report, Timing, Verdict};
pub use runner::run_cases;

/// What p4a is asked to do with a case, and so how its output is built and run.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// `p4a -S`: parse and print back, no transformation.
    Simple,
    /// `p4a --openmp --report=json`: the loop report must be valid and meet the case's
    /// `[expect]` table; the output is built with `-fopenmp` at each optimisation level of
    /// [`Config::omp_variants`] and run with each of its thread counts, every run must match
    /// the original, and the [`Config::slowdown`] check times the output against the original.
    Openmp,
    /// `p4a --opencl --report=json`: the host output is built with the p4a runtime
    /// (`libp4a_runtime.a` next to the p4a binary, or [`Config::runtime_lib`]) and run on
    /// OpenCL (`P4A_BACKEND=opencl`); its output must match the original.
    Opencl,
    /// `p4a --cuda --report=json`, built as for `opencl` and run on CUDA
    /// (`P4A_BACKEND=cuda`): needs an NVIDIA GPU and driver.
    Cuda,
}

impl Mode {
    /// Every mode, in the order reports list them.
    pub const ALL: [Mode; 4] = [Mode::Simple, Mode::Openmp, Mode::Opencl, Mode::Cuda];

    /// The mode's name as written on the command line and in case files.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Simple => "simple",
            Mode::Openmp => "openmp",
            Mode::Opencl => "opencl",
            Mode::Cuda => "cuda",
        }
    }

    /// Whether p4a writes kernels and host code calling the runtime in this mode.
    pub fn is_gpu(self) -> bool {
        matches!(self, Mode::Opencl | Mode::Cuda)
    }
}

impl std::fmt::Display for Mode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Mode {
    type Err = anyhow::Error;

    fn from_str(text: &str) -> anyhow::Result<Mode> {
        Mode::ALL
            .into_iter()
            .find(|mode| mode.name() == text)
            .ok_or_else(|| {
                anyhow::anyhow!("unknown mode `{text}` (expected simple, openmp, opencl or cuda)")
            })
    }
}

/// How to run a set of cases. [`Config::new`] fills in the defaults.
#[derive(Clone, Debug)]
pub struct Config {
    /// The p4a executable to test.
    pub p4a: PathBuf,
    /// The mode every case is run in.
    pub mode: Mode,
    /// The C compiler command. It is split on whitespace, so `"gcc -m64"` works.
    pub cc: String,
    /// How many cases run at once.
    pub jobs: usize,
    /// The time limit of one run of the original program, unless the case sets its own.
    /// Runs of p4a's output get twice this limit.
    pub timeout: Duration,
    /// The time limit of one compiler or p4a invocation.
    pub tool_timeout: Duration,
    /// Only cases whose name contains this string are run.
    pub filter: Option<String>,
    /// Keep the temporary directory of each failed case and name it in the report.
    pub keep: bool,
    /// Print one line per finished case on standard error while running.
    pub progress: bool,
    /// In `openmp` mode, the builds of p4a's output that are run and compared with the
    /// original: each is built at its optimisation level with `-fopenmp` and run once per
    /// thread count. Ignored in `simple` mode, where the output is built like the original.
    pub omp_variants: Vec<OmpVariant>,
    /// In `openmp` mode, the check that p4a's output is not much slower than the original;
    /// `None` turns it off. Ignored in `simple` mode.
    pub slowdown: Option<SlowdownCheck>,
    /// In `opencl` and `cuda` modes, the runtime library the output links (default:
    /// `libp4a_runtime.a` next to the p4a binary).
    pub runtime_lib: Option<PathBuf>,
    /// In `opencl` and `cuda` modes, p4a runs with `--no-com-optimization` (per-kernel
    /// transfers) instead of placing them over the whole program.
    pub no_com_optimization: bool,
    /// In `opencl` and `cuda` modes, p4a runs with `--check-transfers` and a case fails
    /// when the runtime counts a stale read or a redundant upload.
    pub check_transfers: bool,
}

/// The directory of the runtime's header, `p4a_runtime.h`, in this source tree.
pub const RUNTIME_INCLUDE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../runtime/include");

/// The optimisation level the original is built at, and p4a's output in `simple` mode.
pub const ORIGINAL_OPT_LEVEL: &str = "-O1";

/// One build of p4a's output in `openmp` mode and the thread counts it runs with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OmpVariant {
    /// The compiler's optimisation flag, such as `-O2`.
    pub opt_level: String,
    /// The values of `OMP_NUM_THREADS` it runs with, in order.
    pub threads: Vec<u32>,
}

impl OmpVariant {
    /// A variant built at `opt_level` and run with each of `threads`.
    pub fn new(opt_level: &str, threads: &[u32]) -> OmpVariant {
        OmpVariant {
            opt_level: opt_level.to_owned(),
            threads: threads.to_vec(),
        }
    }

    /// The default variants: the original's level (`-O1`) with 1 and 2 threads, `-O2` with 2
    /// threads and `-O0` with 4 threads (more threads than a small machine has cores, and
    /// no optimisation to hide a race behind registers).
    pub fn defaults() -> Vec<OmpVariant> {
        vec![
            OmpVariant::new(ORIGINAL_OPT_LEVEL, &[1, 2]),
            OmpVariant::new("-O2", &[2]),
            OmpVariant::new("-O0", &[4]),
        ]
    }
}

impl std::fmt::Display for OmpVariant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let threads: Vec<String> = self.threads.iter().map(u32::to_string).collect();
        write!(f, "{}:{}", self.opt_level, threads.join(","))
    }
}

impl std::str::FromStr for OmpVariant {
    type Err = anyhow::Error;

    /// Parses `-O2:1,2` (an optimisation flag, a colon, thread counts separated by commas).
    fn from_str(text: &str) -> anyhow::Result<OmpVariant> {
        let (opt_level, threads) = text
            .split_once(':')
            .ok_or_else(|| anyhow::anyhow!("`{text}` is not OPT:THREADS (for example -O2:1,2)"))?;
        anyhow::ensure!(
            opt_level.starts_with("-O") && !opt_level.contains(char::is_whitespace),
            "`{opt_level}` is not an optimisation flag such as -O2"
        );
        let threads = threads
            .split(',')
            .map(|count| match count.trim().parse::<u32>() {
                Ok(count) if count > 0 => Ok(count),
                _ => Err(anyhow::anyhow!("`{count}` is not a thread count >= 1")),
            })
            .collect::<anyhow::Result<Vec<u32>>>()?;
        Ok(OmpVariant {
            opt_level: opt_level.to_owned(),
            threads,
        })
    }
}

/// The slowdown check of `openmp` mode: p4a's output, built at the original's optimisation
/// level with `-fopenmp` and run with `threads` threads, must not take more than `limit`
/// times the original's wall time.
///
/// Both programs are timed `runs` times, alternately, and the fastest run of each counts, so
/// that a busy machine (which only ever slows a run down) does not make a case fail. An
/// original faster than `floor` is compared as if it took `floor`: below it, start-up and
/// scheduling noise dominate, so the ratio itself is not tested, but an output that takes
/// more than `limit * floor` still fails. Each run of the output is counted divided by the
/// square of the contention it ran under (how many times over its threads shared the machine with other
/// processes' runnable threads, from `/proc/loadavg`, between 1 and 4). A ratio over the
/// limit is measured again, after a pause, in two more rounds of as many runs; the fastest
/// runs of all rounds decide.
#[derive(Clone, Debug, PartialEq)]
pub struct SlowdownCheck {
    /// The largest accepted ratio of the output's time to the original's. A case may raise
    /// it for itself (its `[slowdown]` table), never lower it.
    pub limit: f64,
    /// The original's time under which the ratio is not tested (see above).
    pub floor: Duration,
    /// How many times each program is timed; the fastest run counts.
    pub runs: usize,
    /// `OMP_NUM_THREADS` of the output's timed runs.
    pub threads: u32,
}

impl Default for SlowdownCheck {
    /// A limit of 1.5, a floor of 100 ms, best of 3 runs, 2 threads.
    ///
    /// The floor is set for a shared machine: under load from other processes, a run of
    /// the output with 2 threads waits at every region's barrier for a thread that is not
    /// scheduled, and outputs with tens of regions were seen taking 20 to 60 ms where the
    /// original took 2 ms. An output must take over 150 ms to fail on a fast original,
    /// which a region entered thousands of times does and a handful of regions does not.
    fn default() -> SlowdownCheck {
        SlowdownCheck {
            limit: 1.5,
            floor: Duration::from_millis(100),
            runs: 3,
            threads: 2,
        }
    }
}

impl Config {
    /// A configuration with the defaults: `cc`, as many jobs as the machine has threads,
    /// 10 s per run, 120 s per compiler or p4a run, no filter, nothing kept, quiet, the
    /// [`OmpVariant::defaults`] and the default [`SlowdownCheck`].
    pub fn new(p4a: impl Into<PathBuf>, mode: Mode) -> Config {
        Config {
            p4a: p4a.into(),
            mode,
            cc: "cc".to_owned(),
            jobs: default_jobs(),
            timeout: Duration::from_secs(10),
            tool_timeout: Duration::from_secs(120),
            filter: None,
            keep: false,
            progress: false,
            omp_variants: OmpVariant::defaults(),
            slowdown: Some(SlowdownCheck::default()),
            runtime_lib: None,
            no_com_optimization: false,
            check_transfers: false,
        }
    }
}

/// The number of threads the machine offers, or 1 if it cannot be told.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
