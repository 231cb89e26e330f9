//! Random testing with the loop-nest generator of [`crate::loopgen`]: each program becomes a
//! case, run through p4a like a corpus case.
//!
//! Program `i` of a batch is `loopgen::generate_with(seed + i, features)`, so a batch is
//! reproducible from its first seed and feature set. Unlike csmith programs, generated
//! programs always terminate quickly and build without warnings, so an original that fails
//! to build or run is a generator bug and fails the case (as `original-*`). The outputs
//! are compared with [`loopgen::TOLERANCE`], since p4a may reassociate reductions.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicUsize;
use std::time::Duration;

use anyhow::{Context, Result};

use crate::case::{Case, CaseOptions};
use crate::loopgen::{self, Features};
use crate::regions::RegionCounter;
use crate::report::{Failure, Outcome, Report, Verdict};
use crate::runner::{Rules, map_parallel, print_progress, run_case};
use crate::{CSMITH_SLOWDOWN, Config, Mode};

/// How to run a batch of generated programs. [`LoopgenConfig::new`] fills in the defaults.
#[derive(Clone, Debug)]
pub struct LoopgenConfig {
    /// How each program is run, as for corpus cases. Its `filter` is not used.
    pub run: Config,
    /// How many programs to generate.
    pub count: u64,
    /// The seed of the first program; program `i` uses `seed + i`.
    pub seed: u64,
    /// The shapes of code the programs may use.
    pub features: Features,
    /// Where the programs that fail are copied, each with an options file that makes the
    /// directory a corpus: `p4a-validate DIR` runs them again.
    pub keep_failures: Option<PathBuf>,
    /// Extra p4a options for every program (`--no-cost-model` puts every parallel loop
    /// on the device, so that the transfer placement meets every generated shape).
    pub p4a_flags: Vec<String>,
}

impl LoopgenConfig {
    /// A batch of 100 programs from seed 1 with the default features, 10 s per run of the
    /// original, 30 s in GPU modes (they take well under a second; GPU outputs also
    /// compile their kernels),
    /// and the slowdown check of csmith batches, gross slowdowns only: nobody chose these
    /// loops as worth parallelizing, but a region started far too often must still fail.
    pub fn new(p4a: impl Into<PathBuf>, mode: Mode) -> LoopgenConfig {
        let mut run = Config::new(p4a, mode);
        // GPU outputs compile every kernel at their first launch (PoCL runs LLVM), which
        // on a loaded 2-core machine took over 20 s for programs of a dozen kernels; the
        // originals take milliseconds, so only a hang reaches these limits.
        run.timeout = Duration::from_secs(match mode {
            Mode::Opencl | Mode::Cuda => 30,
            _ => 10,
        });
        run.slowdown = Some(CSMITH_SLOWDOWN);
        LoopgenConfig {
            run,
            count: 100,
            seed: 1,
            features: Features::default(),
            keep_failures: None,
            p4a_flags: Vec::new(),
        }
    }
}

/// Generates `cfg.count` programs and runs each through p4a in `cfg.run.mode`. The report's
/// notes give the batch's counts: programs, passes, wrong outputs, other failures, and how
/// many programs got at least one parallel loop (openmp) or kernel (GPU modes).
///
/// Fails before running anything only when `keep_failures` cannot be created.
pub fn run_loopgen(cfg: &LoopgenConfig) -> Result<Report> {
    if let Some(dir) = &cfg.keep_failures {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    let seeds: Vec<u64> = (0..cfg.count).map(|i| cfg.seed.wrapping_add(i)).collect();
    let done = AtomicUsize::new(0);
    let counter = RegionCounter::for_mode(&cfg.run);
    let outcomes = map_parallel(cfg.run.jobs, &seeds, |&seed| {
        let outcome = run_seed(cfg, seed, counter.as_ref());
        if cfg.run.progress {
            print_progress(&outcome, &done, seeds.len());
        }
        outcome
    });
    let mut report = Report::new(outcomes);
    report.notes.push(summary(&report, cfg));
    Ok(report)
}

/// `loopgen: N programs (features ...): P passed, W wrong outputs, F other failures; K of M
/// translated got a parallel loop (X%)`.
pub fn summary(report: &Report, cfg: &LoopgenConfig) -> String {
    let wrong = report
        .outcomes
        .iter()
        .filter(|o| matches!(o.verdict, Verdict::Fail(Failure::Mismatch | Failure::Run)))
        .count();
    let translated: Vec<usize> = report
        .outcomes
        .iter()
        .filter_map(|o| o.parallel_loops)
        .collect();
    let with_parallel = translated.iter().filter(|&&n| n > 0).count();
    let what = if cfg.run.mode.is_gpu() {
        "a kernel"
    } else {
        "a parallel loop"
    };
    let percent = if translated.is_empty() {
        0.0
    } else {
        100.0 * with_parallel as f64 / translated.len() as f64
    };
    format!(
        "loopgen: {} programs from seed {} (features {}): {} passed, {wrong} wrong outputs \
         (mismatch or crash), {} other failures; {with_parallel} of {} translated got {what} \
         ({percent:.0}%), {} loops in all",
        report.outcomes.len(),
        cfg.seed,
        cfg.features.describe(),
        report.passed(),
        report.failed() - wrong,
        translated.len(),
        translated.iter().sum::<usize>(),
    )
}

fn run_seed(cfg: &LoopgenConfig, seed: u64, counter: Option<&RegionCounter>) -> Outcome {
    let name = format!("loopgen-{seed}");
    let mode = cfg.run.mode;
    let gen_dir = match tempfile::Builder::new().prefix("p4a-loopgen-").tempdir() {
        Ok(dir) => dir,
        Err(error) => {
            return Outcome::new(
                &name,
                mode,
                Verdict::Fail(Failure::OriginalBuild),
                format!("cannot make a directory for the program: {error}"),
            );
        }
    };
    let root = gen_dir.path().to_path_buf();
    let source = PathBuf::from(format!("loopgen_{seed}.c"));
    if let Err(error) = std::fs::write(
        root.join(&source),
        loopgen::generate_with(seed, &cfg.features),
    ) {
        return Outcome::new(
            &name,
            mode,
            Verdict::Fail(Failure::OriginalBuild),
            format!("cannot write the program: {error}"),
        );
    }
    let options = CaseOptions {
        description: Some(format!(
            "loopgen seed {seed}, features {}",
            cfg.features.describe()
        )),
        tolerance: Some(loopgen::TOLERANCE),
        timeout: Some(cfg.run.timeout.as_secs_f64()),
        // A batch fails on wrong outputs and stale reads; bytes uploaded twice are a
        // cost, not an error (the copy counts of outside shapes are issue 21's, and
        // loopgen-findings/003.c is one), so they do not fail a generated program.
        transfers: Some(crate::case::TransferExpect {
            allow_redundant: Some(
                "generated program: redundant uploads are a cost, not a wrong result".into(),
            ),
            ..Default::default()
        }),
        p4a_flags: cfg.p4a_flags.clone(),
        ..CaseOptions::default()
    };
    let case = Case {
        name,
        root,
        files: vec![source.clone()],
        sources: vec![source.clone()],
        options,
    };
    let mut outcome = run_case(&cfg.run, &case, Rules::default(), counter);
    if let (Some(dir), Verdict::Fail(_)) = (&cfg.keep_failures, outcome.verdict) {
        match keep_failure(dir, &case, &source, &outcome, &cfg.p4a_flags) {
            Ok(path) => outcome
                .details
                .push(format!("program kept as {}", path.display())),
            Err(error) => outcome
                .details
                .push(format!("cannot keep the program: {error:#}")),
        }
    }
    outcome
}

/// Keeps a failing generated program, with its tolerance and p4a options.
fn keep_failure(
    dir: &Path,
    case: &Case,
    source: &Path,
    outcome: &Outcome,
    p4a_flags: &[String],
) -> Result<PathBuf> {
    let mut options = format!("tolerance = {:e}\n", loopgen::TOLERANCE);
    if !p4a_flags.is_empty() {
        let quoted: Vec<String> = p4a_flags.iter().map(|f| format!("{f:?}")).collect();
        options.push_str(&format!("p4a_flags = [{}]\n", quoted.join(", ")));
    }
    crate::csmith::keep_failure_with(dir, case, source, outcome, &options, 10.0)
}
