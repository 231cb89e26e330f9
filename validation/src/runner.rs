//! Running cases: one work directory per case and mode, the steps in a fixed order, and a
//! pool of threads taking cases from a shared index.
//!
//! Layout of a work directory: `src/` holds the copy of the case and is where the compiler,
//! p4a and the programs run; `out/` receives p4a's output; `orig` is the original's build,
//! `p4a.bin` the output's in `simple` mode and `p4a-O<level>.bin` its build at each
//! optimisation level in `openmp` mode; `logs/` holds every command's output and
//! `commands.txt` every command line, for when the directory is kept.
//!
//! Steps: copy the case, build the original, run p4a (then check that it left its input
//! alone and wrote each `out/<stem>.p4a.c`; in `openmp` mode also read its loop report and
//! check the case's `[expect]` table against it), run the original, build the output and run
//! it (in `openmp` mode once per [`crate::OmpVariant`]: built at its level, run with each of
//! its thread counts), compare each run with the original's, and in `openmp` mode time the
//! output against the original (the slowdown check, holding the machine for itself, see
//! [`crate::process::machine_exclusive`]). The first step that fails decides the outcome. Decisions that differ from `[expect]` do not stop the case: the
//! output is still built and run, so that wrong code is found too. If the run fails, that
//! failure is the outcome and the unmet expectations follow in its details; if it passes,
//! the outcome is `decision-mismatch`. Last, the corpus files are compared with what they
//! held before; a change there outranks everything.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use crate::case::Case;
use crate::compare::compare;
use crate::decisions::{LoopReport, check_expect, check_restructure};
use crate::process::{
    End, Finished, Invocation, first_lines, machine_exclusive, machine_shared, runnable_elsewhere,
};
use crate::regions::{REGIONS_FILE_ENV, RegionCounter, read_count};
use crate::report::{Failure, Outcome, Report, Timing, Verdict};
use crate::{Config, Mode, ORIGINAL_OPT_LEVEL, SlowdownCheck};

/// Runs every case of `cases` that passes `cfg.filter` in `cfg.mode`, `cfg.jobs` at a time,
/// and reports how each went. Problems, including ones of the environment, end up in the
/// report; this never fails.
pub fn run_cases(cfg: &Config, cases: &[Case]) -> Report {
    let selected: Vec<&Case> = cases
        .iter()
        .filter(|case| {
            cfg.filter
                .as_ref()
                .is_none_or(|filter| case.name.contains(filter.as_str()))
        })
        .collect();
    let done = AtomicUsize::new(0);
    let counter = RegionCounter::for_mode(cfg);
    let outcomes = map_parallel(cfg.jobs, &selected, |case| {
        let outcome = run_case(cfg, case, Rules::default(), counter.as_ref());
        if cfg.progress {
            print_progress(&outcome, &done, selected.len());
        }
        outcome
    });
    Report::new(outcomes)
}

/// How a run treats a broken original. Corpus cases must work; random programs may not.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Rules {
    /// A crash or timeout of the original skips the case instead of failing it.
    pub(crate) skip_broken_original: bool,
}

/// Prints one line about a finished case on standard error.
pub(crate) fn print_progress(outcome: &Outcome, done: &AtomicUsize, total: usize) {
    let done = done.fetch_add(1, Ordering::Relaxed) + 1;
    eprintln!(
        "[{done}/{total}] {} {}: {} {}",
        outcome.case,
        outcome.mode,
        outcome.verdict.name(),
        outcome.reason
    );
}

/// Applies `work` to every item on `jobs` threads and returns the results in item order.
pub(crate) fn map_parallel<T: Sync, R: Send>(
    jobs: usize,
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new(items.iter().map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, items.len().max(1)) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(index) else { break };
                    let result = work(item);
                    results.lock().unwrap()[index] = Some(result);
                }
            });
        }
    });
    let results = results.into_inner().unwrap();
    results
        .into_iter()
        .map(|result| result.expect("every item was taken by a thread"))
        .collect()
}

/// Runs one case in `cfg.mode`, from copying it to comparing the outputs. In openmp mode,
/// `counter` counts the parallel regions the output's runs enter.
pub(crate) fn run_case(
    cfg: &Config,
    case: &Case,
    rules: Rules,
    counter: Option<&RegionCounter>,
) -> Outcome {
    if !case.applies_to(cfg.mode) {
        return Outcome::new(
            &case.name,
            cfg.mode,
            Verdict::Skip,
            format!("case not for mode {}", cfg.mode),
        );
    }
    let snapshot = match Snapshot::of_case(case) {
        Ok(snapshot) => snapshot,
        Err(error) => {
            return Outcome::new(
                &case.name,
                cfg.mode,
                Verdict::Fail(Failure::OriginalBuild),
                format!("cannot read the case: {error}"),
            );
        }
    };
    let work_dir = match tempfile::Builder::new()
        .prefix(&format!("p4a-validate-{}-", case.name))
        .tempdir()
    {
        Ok(dir) => dir,
        Err(error) => {
            return Outcome::new(
                &case.name,
                cfg.mode,
                Verdict::Fail(Failure::OriginalBuild),
                format!("cannot make a work directory: {error}"),
            );
        }
    };
    let mut work = Work::new(cfg, case, work_dir.path(), counter);
    let stop = work.steps(&snapshot, rules).err();
    let corpus_changes = snapshot.changes(&case.root);
    let mut outcome = match (corpus_changes.is_empty(), stop) {
        (false, _) => Outcome::new(
            &case.name,
            cfg.mode,
            Verdict::Fail(Failure::InputModified),
            format!("corpus file changed during the run: {}", corpus_changes[0]),
        ),
        (true, None) if work.unmet.is_empty() => {
            Outcome::new(&case.name, cfg.mode, Verdict::Pass, "")
        }
        (true, None) => {
            let expected =
                case.options.expect.parallel.len() + case.options.expect.sequential.len();
            let mut outcome = Outcome::new(
                &case.name,
                cfg.mode,
                Verdict::Fail(Failure::Decision),
                format!(
                    "{} of {expected} expected loop decisions not met",
                    work.unmet.len()
                ),
            );
            outcome.details = std::mem::take(&mut work.unmet);
            outcome
        }
        (true, Some(stop)) => {
            let mut outcome = Outcome::new(&case.name, cfg.mode, stop.verdict, stop.reason);
            outcome.details = stop.details;
            if matches!(outcome.verdict, Verdict::Fail(_)) {
                let unmet = work.unmet.iter().map(|line| format!("also, {line}"));
                outcome.details.extend(unmet);
            }
            outcome
        }
    };
    outcome.timing = work.timing;
    outcome.parallel_loops = work.parallel_loops;
    outcome.regions_entered = work.regions_entered;
    // Writing the command log is a convenience for kept directories; a failure is harmless.
    let _ = std::fs::write(work_dir.path().join("commands.txt"), &work.commands);
    if cfg.keep && matches!(outcome.verdict, Verdict::Fail(_)) {
        outcome.kept = Some(work_dir.keep());
    }
    outcome
}

/// Why a case stopped before passing.
#[derive(Debug)]
struct Stop {
    verdict: Verdict,
    reason: String,
    details: Vec<String>,
}

impl Stop {
    fn fail(failure: Failure, reason: impl Into<String>) -> Stop {
        Stop {
            verdict: Verdict::Fail(failure),
            reason: reason.into(),
            details: Vec::new(),
        }
    }

    fn with_details(mut self, details: Vec<String>) -> Stop {
        self.details = details;
        self
    }
}

/// The files of a case and their bytes, taken before the run.
struct Snapshot {
    files: Vec<(PathBuf, Vec<u8>)>,
}

impl Snapshot {
    fn of_case(case: &Case) -> std::io::Result<Snapshot> {
        let mut files = Vec::new();
        for relative in &case.files {
            files.push((relative.clone(), std::fs::read(case.root.join(relative))?));
        }
        Ok(Snapshot { files })
    }

    /// The snapshot's files under `root` that are now missing or different, by path.
    fn changes(&self, root: &Path) -> Vec<String> {
        self.files
            .iter()
            .filter(|(relative, bytes)| {
                std::fs::read(root.join(relative)).ok().as_ref() != Some(bytes)
            })
            .map(|(relative, _)| relative.display().to_string())
            .collect()
    }

    fn copy_to(&self, dir: &Path) -> std::io::Result<()> {
        for (relative, bytes) in &self.files {
            let path = dir.join(relative);
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(path, bytes)?;
        }
        Ok(())
    }
}

/// One case being run in one work directory.
struct Work<'a> {
    cfg: &'a Config,
    case: &'a Case,
    src: PathBuf,
    out: PathBuf,
    logs: PathBuf,
    orig_bin: PathBuf,
    /// The output's builds so far, by optimisation level.
    output_bins: Vec<(String, PathBuf)>,
    /// Whether this thread holds the machine for itself (see `machine_exclusive`).
    exclusive: bool,
    /// What the slowdown check measured.
    timing: Option<Timing>,
    /// The number of commands run so far, which prefixes their log names.
    n_commands: usize,
    /// Every command run, one per line, as a shell would take it.
    commands: String,
    /// The case's `[expect]` entries that p4a's loop report does not meet (openmp mode).
    unmet: Vec<String>,
    /// Loops made parallel or kernels, from p4a's report.
    parallel_loops: Option<usize>,
    /// The region counter preloaded into the output's runs (openmp mode).
    counter: Option<&'a RegionCounter>,
    /// The most parallel regions a run of the output entered, as counted so far.
    regions_entered: Option<u64>,
}

impl<'a> Work<'a> {
    fn new(
        cfg: &'a Config,
        case: &'a Case,
        dir: &Path,
        counter: Option<&'a RegionCounter>,
    ) -> Work<'a> {
        Work {
            cfg,
            case,
            src: dir.join("src"),
            out: dir.join("out"),
            logs: dir.join("logs"),
            orig_bin: dir.join("orig"),
            output_bins: Vec::new(),
            exclusive: false,
            timing: None,
            n_commands: 0,
            commands: String::new(),
            unmet: Vec::new(),
            parallel_loops: None,
            counter,
            regions_entered: None,
        }
    }

    fn steps(&mut self, snapshot: &Snapshot, rules: Rules) -> Result<(), Stop> {
        self.set_up(snapshot).map_err(|error| {
            Stop::fail(
                Failure::OriginalBuild,
                format!("cannot copy the case: {error}"),
            )
        })?;
        self.build_original()?;
        self.run_p4a(snapshot)?;
        let expected = self.run_original(rules)?;
        match self.cfg.mode {
            Mode::Simple => {
                let binary = self.build_output(ORIGINAL_OPT_LEVEL)?;
                self.run_output(&expected, &binary, None)
            }
            Mode::Opencl | Mode::Cuda => {
                let binary = self.build_output(ORIGINAL_OPT_LEVEL)?;
                self.run_output(&expected, &binary, None)?;
                self.check_transfers()
            }
            Mode::Openmp => {
                for variant in &self.cfg.omp_variants {
                    let binary = self.build_output(&variant.opt_level)?;
                    for &threads in &variant.threads {
                        let build = OmpBuild {
                            opt_level: &variant.opt_level,
                            threads,
                        };
                        self.run_output(&expected, &binary, Some(build))?;
                    }
                }
                self.check_regions()?;
                match &self.cfg.slowdown {
                    Some(check) => self.check_slowdown(check, rules),
                    None => Ok(()),
                }
            }
        }
    }

    fn set_up(&self, snapshot: &Snapshot) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.src)?;
        std::fs::create_dir_all(&self.out)?;
        std::fs::create_dir_all(&self.logs)?;
        snapshot.copy_to(&self.src)
    }

    fn build_original(&mut self) -> Result<(), Stop> {
        let sources: Vec<OsString> = self.case.sources.iter().map(|s| s.into()).collect();
        let argv = self.cc_argv(ORIGINAL_OPT_LEVEL, &[], sources, &self.orig_bin.clone());
        let finished = self.exec("build-orig", argv, self.cfg.tool_timeout)?;
        if !finished.end.success() {
            return Err(
                Stop::fail(Failure::OriginalBuild, format!("cc: {}", finished.end))
                    .with_details(compiler_errors(&finished.stderr)),
            );
        }
        Ok(())
    }

    fn run_p4a(&mut self, snapshot: &Snapshot) -> Result<(), Stop> {
        let mut argv: Vec<OsString> = vec![self.cfg.p4a.clone().into()];
        argv.push(p4a_mode_flag(self.cfg.mode).into());
        if self.cfg.mode != Mode::Simple {
            argv.push("--report=json".into());
        }
        argv.push("--output-dir".into());
        argv.push(self.out.clone().into());
        if matches!(self.cfg.mode, Mode::Opencl | Mode::Cuda) {
            if self.cfg.no_com_optimization {
                argv.push("--no-com-optimization".into());
            }
            if self.cfg.check_transfers {
                argv.push("--check-transfers".into());
            }
        }
        argv.extend(self.case.options.preprocessor_flags().map(OsString::from));
        argv.extend(self.case.options.p4a_flags.iter().map(OsString::from));
        argv.extend(self.case.sources.iter().map(OsString::from));
        let finished = self
            .exec("p4a", argv, self.cfg.tool_timeout)
            .map_err(|stop| Stop {
                verdict: Verdict::Fail(Failure::P4a),
                ..stop
            })?;
        self.check_input_untouched(snapshot)?;
        if !finished.end.success() {
            let mut reason = format!("p4a: {}", finished.end);
            if std::fs::read_dir(&self.out).is_ok_and(|mut entries| entries.next().is_some()) {
                reason.push_str(", and it left files in its output directory");
            }
            return Err(Stop::fail(Failure::P4a, reason).with_details(p4a_errors(&finished.stderr)));
        }
        for output in self.output_files() {
            if !self.out.join(&output).is_file() {
                return Err(Stop::fail(
                    Failure::P4a,
                    format!("p4a exited 0 but wrote no {}", output.display()),
                )
                .with_details(p4a_errors(&finished.stderr)));
            }
        }
        if self.cfg.mode != Mode::Simple {
            let report = LoopReport::parse(&finished.stdout).map_err(|error| {
                Stop::fail(
                    Failure::P4a,
                    format!("p4a --report=json printed no valid report: {error:#}"),
                )
                .with_details(first_lines(&finished.stdout, 3))
            })?;
            self.parallel_loops = Some(report.n_parallel(self.cfg.mode.is_gpu()));
            // The expected decisions are OpenMP's; the GPU targets keep more loops on
            // the host.
            if self.cfg.mode == Mode::Openmp {
                self.unmet = check_expect(&self.case.options.expect, &report);
            }
            if let Some(exp) = &self.case.options.restructure {
                let gpu = matches!(self.cfg.mode, Mode::Opencl | Mode::Cuda);
                self.unmet
                    .extend(check_restructure(exp, &finished.stdout, gpu));
            }
        }
        Ok(())
    }

    /// Fails if p4a changed, removed or added a file beside its input.
    fn check_input_untouched(&self, snapshot: &Snapshot) -> Result<(), Stop> {
        if let Some(changed) = snapshot.changes(&self.src).first() {
            return Err(Stop::fail(
                Failure::InputModified,
                format!("p4a changed or removed its input {changed}"),
            ));
        }
        let mut present = Vec::new();
        list_files(&self.src, Path::new(""), &mut present);
        if let Some(added) = present
            .iter()
            .find(|path| !snapshot.files.iter().any(|(relative, _)| relative == *path))
        {
            return Err(Stop::fail(
                Failure::InputModified,
                format!("p4a wrote {} beside its input", added.display()),
            ));
        }
        Ok(())
    }

    /// The `<stem>.p4a.c` that p4a must write for each source `<stem>.c`.
    fn output_files(&self) -> Vec<PathBuf> {
        self.case
            .sources
            .iter()
            .map(|source| {
                let stem = source.file_stem().unwrap_or_default().to_string_lossy();
                PathBuf::from(format!("{stem}.p4a.c"))
            })
            .collect()
    }

    fn run_original(&mut self, rules: Rules) -> Result<Finished, Stop> {
        let finished =
            self.run_program("run-orig", &self.orig_bin.clone(), None, self.run_timeout())?;
        if matches!(finished.end, End::Exited(_)) {
            return Ok(finished);
        }
        let reason = format!("original {}", finished.end);
        Err(if rules.skip_broken_original {
            Stop {
                verdict: Verdict::Skip,
                reason,
                details: Vec::new(),
            }
        } else {
            Stop::fail(Failure::OriginalRun, reason).with_details(first_lines(&finished.stderr, 3))
        })
    }

    /// Builds the output at `opt_level` (with `-fopenmp` in openmp mode), once per level,
    /// and returns the binary.
    fn build_output(&mut self, opt_level: &str) -> Result<PathBuf, Stop> {
        if let Some((_, binary)) = self
            .output_bins
            .iter()
            .find(|(level, _)| level == opt_level)
        {
            return Ok(binary.clone());
        }
        let binary = match self.cfg.mode {
            Mode::Simple | Mode::Opencl | Mode::Cuda => self.orig_bin.with_file_name("p4a.bin"),
            Mode::Openmp => {
                let level: String = opt_level
                    .trim_start_matches('-')
                    .chars()
                    .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                    .collect();
                self.orig_bin.with_file_name(format!("p4a-{level}.bin"))
            }
        };
        let sources: Vec<OsString> = self
            .output_files()
            .iter()
            .map(|output| self.out.join(output).into())
            .collect();
        let mut extra: Vec<OsString> = Vec::new();
        if self.cfg.mode == Mode::Openmp {
            extra.push("-fopenmp".into());
        }
        if self.cfg.mode.is_gpu() {
            extra.push("-I".into());
            extra.push(crate::RUNTIME_INCLUDE.into());
        }
        // Quoted includes of the output still find the case's headers, as the original's did.
        extra.push("-iquote".into());
        extra.push(".".into());
        let mut argv = self.cc_argv(opt_level, &extra, sources, &binary);
        if self.cfg.mode.is_gpu() {
            argv.push(self.runtime_lib().into());
            argv.extend(
                ["-lm", "-ldl", "-lpthread", "-lrt", "-lgcc_s", "-lutil"].map(OsString::from),
            );
        }
        let finished = self
            .exec("build-output", argv, self.cfg.tool_timeout)
            .map_err(|stop| Stop {
                verdict: Verdict::Fail(Failure::OutputBuild),
                ..stop
            })?;
        if !finished.end.success() {
            let at = match self.cfg.mode {
                Mode::Openmp => format!(" at {opt_level}"),
                _ => String::new(),
            };
            return Err(
                Stop::fail(Failure::OutputBuild, format!("cc: {}{at}", finished.end))
                    .with_details(compiler_errors(&finished.stderr)),
            );
        }
        self.output_bins
            .push((opt_level.to_owned(), binary.clone()));
        Ok(binary)
    }

    /// Runs one build of the output (in openmp mode, with the build's thread count) and
    /// compares it with the original's run.
    fn run_output(
        &mut self,
        expected: &Finished,
        binary: &Path,
        build: Option<OmpBuild>,
    ) -> Result<(), Stop> {
        // The output may be a little slower (instrumented, or threads on a busy machine);
        // a build without optimisation (`-O0`) against the original's `-O1` may be ten
        // times slower without p4a having anything to do with it (csmith seed 1304: 0.6 s
        // at -O1, 5.3 s at -O0, original and output alike).
        // The limit grows with the original's own time too: an original that took most of
        // its limit leaves the output, run on the same busy machine, no margin for the
        // machine's noise (csmith seed 36 in CI: the original done in under 2 s, its
        // output, as fast here, killed at 4 s).
        let unoptimised = build.is_some_and(|b| b.opt_level == "-O0");
        let base = self
            .run_timeout()
            .max(expected.elapsed * ORIGINAL_TIME_MARGIN);
        let timeout = base * if unoptimised { 10 } else { 2 };
        let (label, note) = match build {
            None => ("run-output".to_owned(), String::new()),
            Some(build) => (
                format!("run-output{}-{}-threads", build.opt_level, build.threads),
                format!(
                    " with OMP_NUM_THREADS={} at {}",
                    build.threads, build.opt_level
                ),
            ),
        };
        let threads = build.map(|build| build.threads);
        let count_file = self.logs.join(format!("{label}.regions"));
        let preload = match (build, self.counter.map(RegionCounter::lib)) {
            (Some(_), Some(Ok(lib))) => Some((lib.to_path_buf(), count_file.clone())),
            _ => None,
        };
        let finished = self.run_program_with(&label, binary, threads, timeout, preload)?;
        if let Some(n) = read_count(&count_file) {
            self.regions_entered = Some(self.regions_entered.map_or(n, |m| m.max(n)));
        }
        let stderr_lines = first_lines(&finished.stderr, 3);
        match finished.end {
            End::TimedOut(_) => {
                return Err(Stop::fail(
                    Failure::Timeout,
                    format!("output {}{note}", finished.end),
                ));
            }
            End::Signaled(_) => {
                return Err(
                    Stop::fail(Failure::Run, format!("output {}{note}", finished.end))
                        .with_details(stderr_lines),
                );
            }
            End::Exited(_) if finished.end != expected.end => {
                return Err(Stop::fail(
                    Failure::Mismatch,
                    format!("output {}{note}, original {}", finished.end, expected.end),
                )
                .with_details(stderr_lines));
            }
            End::Exited(_) => {}
        }
        compare(
            &expected.stdout,
            &finished.stdout,
            self.case.options.tolerance,
        )
        .map_err(|why| match build {
            None => Stop::fail(Failure::Mismatch, why),
            Some(build) => Stop::fail(
                Failure::Mismatch,
                format!(
                    "{} OMP_NUM_THREADS={}: {why}",
                    build.opt_level, build.threads
                ),
            ),
        })
    }

    /// GPU modes: the runtime's checks (with `--check-transfers`) and the case's expected
    /// copy counts, from the statistics of the output's last run.
    fn check_transfers(&mut self) -> Result<(), Stop> {
        let path = self.logs.join("stats.json");
        let stats: serde_json::Value = match std::fs::read_to_string(&path)
            .ok()
            .and_then(|text| serde_json::from_str(&text).ok())
        {
            Some(v) => v,
            // The runtime never started: nothing moved.
            None => serde_json::json!({}),
        };
        let num = |path: &[&str]| {
            path.iter()
                .try_fold(&stats, |v, k| v.get(k))
                .and_then(serde_json::Value::as_i64)
                .unwrap_or(0)
        };
        let (h2d, d2h) = (num(&["h2d", "count"]), num(&["d2h", "count"]));
        let mut problems = Vec::new();
        if self.cfg.check_transfers {
            let stale = num(&["stale_reads"]);
            if stale > 0 {
                problems.push(format!(
                    "{stale} stale reads ({} bytes) at lines {} (missing transfers)",
                    num(&["stale_bytes"]),
                    stats
                        .get("stale_lines")
                        .map(|v| v.to_string())
                        .unwrap_or_default()
                ));
            }
            let redundant = num(&["redundant_bytes"]);
            let allowed = self
                .case
                .options
                .transfers
                .as_ref()
                .is_some_and(|t| t.allow_redundant.is_some());
            if redundant > 0 && !allowed {
                problems.push(format!("{redundant} bytes uploaded that the device held"));
            }
        }
        if let Some(expect) = &self.case.options.transfers {
            let (want_h2d, want_d2h) = if self.cfg.no_com_optimization {
                (&expect.naive_h2d, &expect.naive_d2h)
            } else {
                (&expect.h2d, &expect.d2h)
            };
            for (what, want, got) in [("h2d", want_h2d, h2d), ("d2h", want_d2h, d2h)] {
                let Some(formula) = want else { continue };
                match expect.eval(formula) {
                    Ok(n) if n == got => {}
                    Ok(n) => {
                        problems.push(format!("{got} {what} copies, expected {n} ({formula})"))
                    }
                    Err(why) => problems.push(format!("bad {what} formula `{formula}`: {why}")),
                }
            }
        }
        if problems.is_empty() {
            return Ok(());
        }
        Err(Stop::fail(Failure::Transfers, problems.join("; ")))
    }

    /// Openmp mode: the case's `[regions] max` against the most regions a run entered.
    fn check_regions(&self) -> Result<(), Stop> {
        let Some(expect) = &self.case.options.regions else {
            return Ok(());
        };
        let max = expect
            .max()
            .map_err(|why| Stop::fail(Failure::Regions, format!("bad regions max: {why}")))?;
        let lib = self.counter.map(RegionCounter::lib);
        let Some(entered) = self.regions_entered else {
            let why = match lib {
                Some(Err(why)) => why.to_owned(),
                None => "no region counter".to_owned(),
                Some(Ok(_)) => "no run of the output wrote its count".to_owned(),
            };
            return Err(Stop::fail(
                Failure::Regions,
                format!("parallel regions not counted: {why}"),
            ));
        };
        if entered as i128 > i128::from(max) {
            return Err(Stop::fail(
                Failure::Regions,
                format!(
                    "output entered {entered} parallel regions in a run, at most {max} expected ({})",
                    expect.max
                ),
            ));
        }
        Ok(())
    }

    /// The slowdown check: times the original and the output built at the original's level,
    /// alternately and with the machine held for this thread, and fails when the fastest run
    /// of the output is too much slower than the fastest run of the original. A measurement
    /// over the limit is taken again, after a pause, in up to `CONFIRMATION_ROUNDS` more
    /// rounds of as many runs; the fastest runs of all rounds decide.
    fn check_slowdown(&mut self, check: &SlowdownCheck, rules: Rules) -> Result<(), Stop> {
        let binary = self.build_output(ORIGINAL_OPT_LEVEL)?;
        let case_limit = self.case.options.slowdown.as_ref();
        let limit = case_limit.map_or(check.limit, |case| case.limit.max(check.limit));
        let mut samples = Samples::default();
        let mut timing = None;
        for round in 0..=CONFIRMATION_ROUNDS {
            if round > 0 {
                // Let a burst of load from elsewhere pass, without holding the machine.
                std::thread::sleep(CONFIRMATION_PAUSE);
            }
            let exclusive = machine_exclusive();
            self.exclusive = true;
            let measured = self.time_runs(check, limit, &binary, rules, &mut samples);
            self.exclusive = false;
            drop(exclusive);
            measured?;
            let measured = samples.timing(check, limit);
            timing = Some(measured);
            if !measured.is_slowdown() {
                break;
            }
        }
        let timing = timing.expect("at least one round is measured");
        self.timing = Some(timing);
        if !timing.is_slowdown() {
            return Ok(());
        }
        let mut details = vec![
            timing.describe(),
            format!(
                "fastest of {} runs each; output built at {ORIGINAL_OPT_LEVEL} -fopenmp, run with OMP_NUM_THREADS={}",
                timing.runs, timing.threads
            ),
        ];
        if let Some(load) = load_average() {
            details.push(format!(
                "load average {load} on {} hardware threads after timing",
                crate::default_jobs()
            ));
        }
        if let Some(case) = case_limit.filter(|case| case.limit > check.limit) {
            details.push(format!("the case's limit {}x: {}", case.limit, case.reason));
        }
        let reason = if timing.under_floor() {
            format!(
                "output took {:.3} s, over {}x the {} ms floor (the original took {:.3} s)",
                timing.counted_output().as_secs_f64(),
                timing.limit,
                timing.floor.as_millis(),
                timing.original.as_secs_f64()
            )
        } else {
            format!(
                "output {:.2}x slower than the original (limit {}x)",
                timing.counted_output().as_secs_f64() / timing.original.as_secs_f64(),
                timing.limit
            )
        };
        Err(Stop::fail(Failure::Slowdown, reason).with_details(details))
    }

    /// Times `check.runs` runs of the original and of `binary`, alternately, into `samples`.
    /// A run of the output is stopped at twice the time that would make it too slow at the
    /// largest contention (never under a second, never past the output's time limit), which
    /// is then its time, not divided by the contention: it is too slow either way.
    fn time_runs(
        &mut self,
        check: &SlowdownCheck,
        limit: f64,
        binary: &Path,
        rules: Rules,
        samples: &mut Samples,
    ) -> Result<(), Stop> {
        for _ in 0..check.runs.max(1) {
            let label = "time-orig";
            let original =
                self.run_program(label, &self.orig_bin.clone(), None, self.run_timeout())?;
            if !matches!(original.end, End::Exited(_)) {
                let reason = format!("original {} in a timed run", original.end);
                return Err(if rules.skip_broken_original {
                    Stop {
                        verdict: Verdict::Skip,
                        reason,
                        details: Vec::new(),
                    }
                } else {
                    Stop::fail(Failure::OriginalRun, reason)
                });
            }
            samples.original.push(original.elapsed);
            let baseline = samples.fastest_original().max(check.floor);
            let cap = baseline
                .mul_f64(2.0 * limit * MAX_CONTENTION.powi(2))
                .max(Duration::from_secs(1))
                .min(self.run_timeout() * 2);
            let label = format!("time-output-{}-threads", check.threads);
            let before = runnable_elsewhere();
            let output = self.run_program(&label, binary, Some(check.threads), cap)?;
            let contention = match output.end {
                // Stopped at the cap, it is too slow at any contention: it counts whole.
                End::TimedOut(_) => 1.0,
                _ => contention(before, runnable_elsewhere(), check.threads),
            };
            if let End::Signaled(_) = output.end {
                return Err(Stop::fail(
                    Failure::Run,
                    format!(
                        "output {} with OMP_NUM_THREADS={} in a timed run",
                        output.end, check.threads
                    ),
                )
                .with_details(first_lines(&output.stderr, 3)));
            }
            samples.output.push((output.elapsed, contention));
        }
        Ok(())
    }

    fn run_timeout(&self) -> Duration {
        self.case
            .options
            .timeout
            .map_or(self.cfg.timeout, Duration::from_secs_f64)
    }

    /// Runs a built program in the case's directory with its arguments and input.
    fn run_program(
        &mut self,
        label: &str,
        program: &Path,
        omp_threads: Option<u32>,
        timeout: Duration,
    ) -> Result<Finished, Stop> {
        self.run_program_with(label, program, omp_threads, timeout, None)
    }

    /// [`Work::run_program`], with `count_regions` = (library, count file) preloading the
    /// region counter.
    fn run_program_with(
        &mut self,
        label: &str,
        program: &Path,
        omp_threads: Option<u32>,
        timeout: Duration,
        count_regions: Option<(PathBuf, PathBuf)>,
    ) -> Result<Finished, Stop> {
        let mut argv: Vec<OsString> = vec![program.into()];
        argv.extend(self.case.options.args.iter().map(OsString::from));
        let mut invocation = Invocation::new(argv, &self.src, timeout);
        invocation.stdin = self
            .case
            .options
            .stdin
            .as_ref()
            .map(|path| self.src.join(path));
        if let Some(threads) = omp_threads {
            invocation
                .env
                .push(("OMP_NUM_THREADS".to_owned(), threads.to_string()));
        }
        if let Some((lib, count_file)) = count_regions {
            invocation
                .env
                .push(("LD_PRELOAD".to_owned(), lib.display().to_string()));
            invocation.env.push((
                REGIONS_FILE_ENV.to_owned(),
                count_file.display().to_string(),
            ));
        }
        // Outputs of the GPU targets run on the mode's backend (the original ignores it)
        // and write the runtime's statistics.
        if matches!(self.cfg.mode, Mode::Opencl | Mode::Cuda) {
            invocation.env.push((
                "P4A_STATS".to_owned(),
                self.logs.join("stats.json").display().to_string(),
            ));
        }
        match self.cfg.mode {
            Mode::Opencl => invocation
                .env
                .push(("P4A_BACKEND".to_owned(), "opencl".to_owned())),
            Mode::Cuda => invocation
                .env
                .push(("P4A_BACKEND".to_owned(), "cuda".to_owned())),
            _ => {}
        }
        self.exec_invocation(label, &invocation)
            .map_err(|stop| Stop {
                verdict: Verdict::Fail(Failure::Run),
                ..stop
            })
    }

    /// The runtime library outputs of the GPU modes link.
    fn runtime_lib(&self) -> PathBuf {
        self.cfg.runtime_lib.clone().unwrap_or_else(|| {
            self.cfg
                .p4a
                .parent()
                .unwrap_or(Path::new("."))
                .join("libp4a_runtime.a")
        })
    }

    /// `cc <opt_level> -std=gnu11 -w <extra> <cflags> <sources> -o <binary> <libs>`.
    fn cc_argv(
        &self,
        opt_level: &str,
        extra: &[OsString],
        sources: Vec<OsString>,
        binary: &Path,
    ) -> Vec<OsString> {
        let mut argv: Vec<OsString> = self.cfg.cc.split_whitespace().map(OsString::from).collect();
        argv.extend([opt_level, "-std=gnu11", "-w"].map(OsString::from));
        argv.extend(extra.iter().cloned());
        argv.extend(self.case.options.cflags.iter().map(OsString::from));
        argv.extend(sources);
        argv.push("-o".into());
        argv.push(binary.into());
        argv.extend(self.case.options.libs.iter().map(OsString::from));
        argv
    }

    fn exec(
        &mut self,
        label: &str,
        argv: Vec<OsString>,
        timeout: Duration,
    ) -> Result<Finished, Stop> {
        let invocation = Invocation::new(argv, &self.src, timeout);
        self.exec_invocation(label, &invocation)
    }

    /// Runs a command in the work directory and logs it. A command that cannot be started
    /// stops the case as an original-build failure; callers relabel it when it is not one.
    fn exec_invocation(&mut self, label: &str, invocation: &Invocation) -> Result<Finished, Stop> {
        self.n_commands += 1;
        let label = format!("{}-{label}", self.n_commands);
        writeln!(self.commands, "{}", shell_line(invocation)).unwrap();
        let _share = (!self.exclusive).then(machine_shared);
        invocation
            .run(&self.logs, &label)
            .map_err(|error| Stop::fail(Failure::OriginalBuild, error.to_string()))
    }
}

/// How many times the original's measured time the base of an output's time limit is at
/// least (see `run_output`).
const ORIGINAL_TIME_MARGIN: u32 = 3;

/// How many more times the slowdown check measures a case found too slow before failing it.
const CONFIRMATION_ROUNDS: usize = 2;

/// The pause before each confirmation round.
const CONFIRMATION_PAUSE: Duration = Duration::from_secs(1);

/// The machine's load average over the last minute, as `/proc/loadavg` gives it (Linux).
fn load_average() -> Option<String> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    text.split_whitespace().next().map(str::to_owned)
}

/// The largest contention a timed run is granted (see `contention`).
const MAX_CONTENTION: f64 = 4.0;

/// How much other processes crowded a timed run of an output with `threads` threads: with
/// `ext` threads of other processes runnable (the mean of the counts before and after the
/// run) on `cpus` hardware threads, the output's threads share them as `(ext + threads) /
/// cpus`, at least 1 and at most `MAX_CONTENTION`. `Timing::counted_output` says how it is
/// used. Unknown counts give 1.
fn contention(before: Option<u32>, after: Option<u32>, threads: u32) -> f64 {
    let (Some(before), Some(after)) = (before, after) else {
        return 1.0;
    };
    let elsewhere = f64::from(before + after) / 2.0;
    let cpus = crate::default_jobs() as f64;
    ((elsewhere + f64::from(threads)) / cpus).clamp(1.0, MAX_CONTENTION)
}

/// A build of the output in openmp mode and the thread count of one of its runs.
#[derive(Clone, Copy, Debug)]
struct OmpBuild<'a> {
    opt_level: &'a str,
    threads: u32,
}

/// The wall times of the slowdown check's runs so far.
#[derive(Debug, Default)]
struct Samples {
    original: Vec<Duration>,
    /// Each run's wall time and the contention it ran under.
    output: Vec<(Duration, f64)>,
}

impl Samples {
    fn fastest_original(&self) -> Duration {
        self.original.iter().copied().min().unwrap_or_default()
    }

    /// The timing of the fastest run of each program, the output's counted for the
    /// contention it ran under (`Timing::counted_output`). Needs a run of each.
    fn timing(&self, check: &SlowdownCheck, limit: f64) -> Timing {
        let (output, contention) = self
            .output
            .iter()
            .copied()
            .min_by(|(a, a_contention), (b, b_contention)| {
                let counted = |time: &Duration, contention: &f64| {
                    time.as_secs_f64() / contention.max(1.0).powi(2)
                };
                counted(a, a_contention).total_cmp(&counted(b, b_contention))
            })
            .unwrap_or_default();
        Timing {
            original: self.fastest_original(),
            output,
            contention: contention.max(1.0),
            limit,
            floor: check.floor,
            runs: self.original.len(),
            threads: check.threads,
        }
    }
}

fn p4a_mode_flag(mode: Mode) -> &'static str {
    match mode {
        Mode::Simple => "-S",
        Mode::Openmp => "--openmp",
        Mode::Opencl => "--opencl",
        Mode::Cuda => "--cuda",
    }
}

/// p4a's messages from its first error on (a diagnostic is an error line, the source line
/// and a caret), or its first lines when none says `error`.
fn p4a_errors(stderr: &[u8]) -> Vec<String> {
    let lines = first_lines(stderr, 200);
    let first_error = lines
        .iter()
        .position(|line| line.contains("error"))
        .unwrap_or(0);
    lines.into_iter().skip(first_error).take(5).collect()
}

/// The compiler's error lines, or its first lines when none says `error`.
fn compiler_errors(stderr: &[u8]) -> Vec<String> {
    let errors: Vec<String> = first_lines(stderr, 200)
        .into_iter()
        .filter(|line| line.contains("error"))
        .take(5)
        .collect();
    if errors.is_empty() {
        first_lines(stderr, 5)
    } else {
        errors
    }
}

fn list_files(root: &Path, relative: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(root.join(relative)) else {
        return;
    };
    for entry in entries.flatten() {
        let entry_relative = relative.join(entry.file_name());
        if entry.path().is_dir() {
            list_files(root, &entry_relative, files);
        } else {
            files.push(entry_relative);
        }
    }
}

/// The invocation as one shell command line, for `commands.txt`.
fn shell_line(invocation: &Invocation) -> String {
    let quote = |text: &std::ffi::OsStr| {
        let text = text.to_string_lossy();
        if !text.is_empty()
            && text
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_./=+,:@%".contains(c))
        {
            text.into_owned()
        } else {
            format!("'{}'", text.replace('\'', r"'\''"))
        }
    };
    let mut line = format!("cd {} &&", quote(invocation.cwd.as_os_str()));
    for (key, value) in &invocation.env {
        write!(line, " {key}={}", quote(value.as_ref())).unwrap();
    }
    for arg in &invocation.argv {
        write!(line, " {}", quote(arg)).unwrap();
    }
    if let Some(stdin) = &invocation.stdin {
        write!(line, " < {}", quote(stdin.as_os_str())).unwrap();
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::case::CaseOptions;

    #[test]
    fn passes_preprocessor_flags_to_p4a() {
        let options = CaseOptions {
            cflags: [
                "-DN=64", "-O2", "-I", "inc", "-Wall", "-Ufoo", "-D", "M", "-lm", "-Iother",
            ]
            .map(String::from)
            .to_vec(),
            ..CaseOptions::default()
        };
        let flags: Vec<&String> = options.preprocessor_flags().collect();
        assert_eq!(
            flags,
            ["-DN=64", "-I", "inc", "-Ufoo", "-D", "M", "-Iother"]
        );
    }

    #[test]
    fn error_lines_come_first() {
        let stderr = b"a.c:1:1: warning: w\n 1 | x\n\na.c:2:1: error: e\n 2 | y\n   | ^\n";
        assert_eq!(
            p4a_errors(stderr),
            ["a.c:2:1: error: e", " 2 | y", "   | ^"]
        );
        assert_eq!(compiler_errors(stderr), ["a.c:2:1: error: e"]);
        assert_eq!(p4a_errors(b"plain\n"), ["plain"]);
        assert_eq!(compiler_errors(b"plain\n"), ["plain"]);
    }

    #[test]
    fn parallel_map_keeps_order() {
        let items: Vec<usize> = (0..50).collect();
        assert_eq!(
            map_parallel(4, &items, |n| n * 2),
            (0..50).map(|n| n * 2).collect::<Vec<_>>()
        );
        assert_eq!(
            map_parallel(3, &[] as &[usize], |n| *n),
            Vec::<usize>::new()
        );
    }
}
