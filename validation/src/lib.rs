//! The validation runner: builds and runs C programs as written and as p4a output, and
//! compares what they print.
//!
//! A *case* is one C program of a corpus directory (see [`discover`] and `README.md` for the
//! format). For each case and [`Mode`], [`run_cases`] copies the case into a fresh temporary
//! directory, builds and runs the original, runs p4a on the copy, builds and runs p4a's
//! output, and compares standard output and exit status; in `openmp` mode it also checks
//! p4a's loop report against the case's expected decisions. Every case ends as one
//! [`Outcome`] in a [`Report`], which renders as a table closed by the line
//! `N passed, M failed`. [`run_csmith`] does the same for random programs made by csmith.
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
mod process;
mod report;
mod runner;

use std::path::PathBuf;
use std::time::Duration;

pub use case::{Case, CaseOptions, Expect, discover};
pub use csmith::{CsmithConfig, DEFAULT_CSMITH_ARGS, run_csmith};
pub use report::{Failure, Outcome, Report, Verdict};
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
    /// `[expect]` table; the output is built with `-fopenmp` and run with one and with two
    /// threads, and both runs must match the original.
    Openmp,
}

impl Mode {
    /// Every mode, in the order reports list them.
    pub const ALL: [Mode; 2] = [Mode::Simple, Mode::Openmp];

    /// The mode's name as written on the command line and in case files.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Simple => "simple",
            Mode::Openmp => "openmp",
        }
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
            .ok_or_else(|| anyhow::anyhow!("unknown mode `{text}` (expected simple or openmp)"))
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
}

impl Config {
    /// A configuration with the defaults: `cc`, as many jobs as the machine has threads,
    /// 10 s per run, 120 s per compiler or p4a run, no filter, nothing kept, quiet.
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
        }
    }
}

/// The number of threads the machine offers, or 1 if it cannot be told.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}
