//! Outcomes of cases and the report that gathers and renders them.
//!
//! The rendered report is a table with one row per case and mode, sorted by case name
//! (numbers inside names in numeric order, so `csmith-9` comes before `csmith-10`), closed by
//! the line `N passed, M failed`, with `, K skipped` added only when some were skipped. That
//! closing line is always the last line. A passing row of a timed case (openmp mode) shows
//! the times in its reason column, and a summary line of the timings precedes the closing
//! line when any case was timed.

use std::cmp::Ordering;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Duration;

use crate::Mode;

/// How one case ended in one mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The output of p4a behaved as the original did.
    Pass,
    /// The case was not run; the outcome's reason says why.
    Skip,
    /// Something went wrong; the failure says what.
    Fail(Failure),
}

impl Verdict {
    /// The verdict as the report's `result` column shows it.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Pass => "pass",
            Verdict::Skip => "skipped",
            Verdict::Fail(failure) => failure.name(),
        }
    }
}

/// The kinds of failure, each pointing at a different culprit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The original program does not build: the case is broken.
    OriginalBuild,
    /// The original program crashed or timed out: the case is broken.
    OriginalRun,
    /// p4a exited with an error, crashed, timed out, or did not write its output files.
    P4a,
    /// p4a's output does not build.
    OutputBuild,
    /// p4a's output crashed.
    Run,
    /// p4a's output ran past its time limit.
    Timeout,
    /// p4a's output printed something else or exited with another status.
    Mismatch,
    /// p4a's output behaved as the original, but p4a's loop report does not meet the case's
    /// `[expect]` table (openmp mode): a loop expected parallel is not, a loop expected
    /// sequential is parallel, or no loop is at an expected line.
    Decision,
    /// p4a's output behaved as the original but is too much slower than it (openmp mode, see
    /// [`crate::SlowdownCheck`]).
    Slowdown,
    /// The case's files changed: p4a wrote to its input, or the corpus itself changed.
    InputModified,
    /// p4a's output behaved as the original, but its transfers are wrong (GPU modes): the
    /// runtime's checks found a stale read or a redundant upload, or the copy counts
    /// differ from the case's `[transfers]` table.
    Transfers,
    /// p4a's output behaved as the original, but a run entered more OpenMP parallel regions
    /// than the case's `[regions] max` (openmp mode), or they could not be counted.
    Regions,
}

impl Failure {
    /// The failure's name as the report's `result` column shows it.
    pub fn name(self) -> &'static str {
        match self {
            Failure::OriginalBuild => "original-build-failed",
            Failure::OriginalRun => "original-run-failed",
            Failure::P4a => "p4a-failed",
            Failure::OutputBuild => "output-build-failed",
            Failure::Run => "run-failed",
            Failure::Timeout => "timeout",
            Failure::Mismatch => "output-mismatch",
            Failure::Decision => "decision-mismatch",
            Failure::Slowdown => "slowdown",
            Failure::InputModified => "input-modified",
            Failure::Transfers => "transfers",
            Failure::Regions => "regions",
        }
    }
}

/// The result of one case in one mode.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The case's name.
    pub case: String,
    /// The mode it ran in.
    pub mode: Mode,
    /// How it ended.
    pub verdict: Verdict,
    /// Why it failed or was skipped, in one short line; empty on a pass.
    pub reason: String,
    /// Further lines worth showing under the row: the first lines of an error message.
    pub details: Vec<String>,
    /// Where the work directory of a failed case was kept, if it was.
    pub kept: Option<PathBuf>,
    /// The times of the slowdown check, when the case got that far.
    pub timing: Option<Timing>,
    /// How many loops p4a made parallel (openmp mode) or kernels (opencl and cuda modes),
    /// read from its JSON report, when the case got that far.
    pub parallel_loops: Option<usize>,
    /// The most OpenMP parallel regions a run of the output entered (openmp mode), when
    /// counted.
    pub regions_entered: Option<u64>,
}

/// What the slowdown check measured on one case: the fastest run of each program.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Timing {
    /// The original's wall time.
    pub original: Duration,
    /// The wall time of p4a's output.
    pub output: Duration,
    /// How many times over the output's threads had to share the machine with other
    /// processes' (at least 1): its time is counted as `output / contention²`.
    pub contention: f64,
    /// The limit that applied (the run's, or the case's if higher).
    pub limit: f64,
    /// The original's time under which the ratio is not tested.
    pub floor: Duration,
    /// How many runs of each program were timed.
    pub runs: usize,
    /// `OMP_NUM_THREADS` of the output's runs.
    pub threads: u32,
}

impl Timing {
    /// The output's time divided by the original's.
    pub fn ratio(&self) -> f64 {
        self.output.as_secs_f64() / self.original.as_secs_f64().max(1e-9)
    }

    /// Whether the original ran faster than the floor, so that the ratio is not tested.
    pub fn under_floor(&self) -> bool {
        self.original < self.floor
    }

    /// The output's time counted for the check: its wall time divided by the square of the
    /// contention. A parallel program on an oversubscribed machine loses more than its share
    /// of the processors: each region's barrier also waits for a thread to be scheduled
    /// again. Outputs seen at contention 3 to 3.5 ran 3 to 44 times slower than on a quieter
    /// machine; the square is on the side of letting them pass.
    pub fn counted_output(&self) -> Duration {
        self.output.div_f64(self.contention.max(1.0).powi(2))
    }

    /// Whether the output is too slow: its counted time over `limit` times the original's,
    /// or times the floor when the original is faster than the floor.
    pub fn is_slowdown(&self) -> bool {
        let baseline = self.original.max(self.floor);
        self.counted_output().as_secs_f64() > self.limit * baseline.as_secs_f64()
    }

    /// One line: both times and the ratio, or that the original was under the floor.
    pub fn describe(&self) -> String {
        let mut times = format!(
            "original {}, output {} ({:.2}x",
            seconds(self.original),
            seconds(self.output),
            self.ratio()
        );
        if self.contention > 1.0 {
            write!(
                times,
                "; machine shared {:.1}x, counted as {}",
                self.contention,
                seconds(self.counted_output())
            )
            .unwrap();
        }
        if self.under_floor() && !self.is_slowdown() {
            format!(
                "{times}; original under the {} ms floor, ratio not tested)",
                self.floor.as_millis()
            )
        } else {
            format!("{times}, limit {}x)", self.limit)
        }
    }
}

fn seconds(time: Duration) -> String {
    format!("{:.3} s", time.as_secs_f64())
}

impl Outcome {
    /// An outcome with no details and nothing kept.
    pub fn new(case: &str, mode: Mode, verdict: Verdict, reason: impl Into<String>) -> Outcome {
        Outcome {
            case: case.to_owned(),
            mode,
            verdict,
            reason: reason.into(),
            details: Vec::new(),
            kept: None,
            timing: None,
            parallel_loops: None,
            regions_entered: None,
        }
    }
}

/// The outcomes of a run, sorted by case name and mode.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// One outcome per case and mode.
    pub outcomes: Vec<Outcome>,
    /// Summary lines of the whole run (a generated batch's counts), rendered after the
    /// timing summary and before the closing line.
    pub notes: Vec<String>,
}

impl Report {
    /// A report of `outcomes`, sorted.
    pub fn new(mut outcomes: Vec<Outcome>) -> Report {
        outcomes.sort_by(|a, b| natural_cmp(&a.case, &b.case).then(a.mode.cmp(&b.mode)));
        Report {
            outcomes,
            notes: Vec::new(),
        }
    }

    /// How many outcomes passed.
    pub fn passed(&self) -> usize {
        self.count(|verdict| verdict == Verdict::Pass)
    }

    /// How many outcomes failed.
    pub fn failed(&self) -> usize {
        self.count(|verdict| matches!(verdict, Verdict::Fail(_)))
    }

    /// How many outcomes were skipped.
    pub fn skipped(&self) -> usize {
        self.count(|verdict| verdict == Verdict::Skip)
    }

    /// Whether nothing failed.
    pub fn is_success(&self) -> bool {
        self.failed() == 0
    }

    /// The outcome of `case` in `mode`, if there is one.
    pub fn outcome(&self, case: &str, mode: Mode) -> Option<&Outcome> {
        self.outcomes
            .iter()
            .find(|outcome| outcome.case == case && outcome.mode == mode)
    }

    /// The closing line: `N passed, M failed`, plus `, K skipped` when some were skipped.
    pub fn closing_line(&self) -> String {
        let mut line = format!("{} passed, {} failed", self.passed(), self.failed());
        if self.skipped() > 0 {
            write!(line, ", {} skipped", self.skipped()).unwrap();
        }
        line
    }

    /// The table of outcomes followed by the closing line, which is the last line.
    pub fn render_table(&self) -> String {
        let header = ["case", "mode", "result"];
        let mut widths = header.map(str::len);
        for outcome in &self.outcomes {
            let cells = [
                outcome.case.len(),
                outcome.mode.name().len(),
                outcome.verdict.name().len(),
            ];
            for (width, cell) in widths.iter_mut().zip(cells) {
                *width = (*width).max(cell);
            }
        }
        let [case_width, mode_width, result_width] = widths;
        let indent = " ".repeat(case_width + mode_width + result_width + 6 + 2);
        let row = |case: &str, mode: &str, result: &str, reason: &str| {
            format!("{case:case_width$}  {mode:mode_width$}  {result:result_width$}  {reason}")
        };
        let mut lines = vec![row("case", "mode", "result", "reason")];
        for outcome in &self.outcomes {
            let mut reason = match (&outcome.timing, outcome.verdict) {
                (Some(timing), Verdict::Pass) => format!("time: {}", timing.describe()),
                _ => outcome.reason.clone(),
            };
            if let (Some(n), Verdict::Pass) = (outcome.regions_entered, outcome.verdict) {
                let sep = if reason.is_empty() { "" } else { "; " };
                write!(reason, "{sep}{n} parallel regions entered").unwrap();
            }
            lines.push(row(
                &outcome.case,
                outcome.mode.name(),
                outcome.verdict.name(),
                &reason,
            ));
            for detail in &outcome.details {
                lines.push(format!("{indent}{detail}"));
            }
            if let Some(kept) = &outcome.kept {
                lines.push(format!("{indent}kept in {}", kept.display()));
            }
        }
        if let Some(summary) = self.timing_summary() {
            lines.push(summary);
        }
        lines.extend(self.notes.iter().cloned());
        let mut out = String::new();
        for line in lines {
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out.push_str(&self.closing_line());
        out.push('\n');
        out
    }

    /// `slowdown check: N timed (K under the floor), largest ratio R (CASE)`, when any
    /// outcome was timed; the largest ratio is taken over the cases whose ratio was tested.
    pub fn timing_summary(&self) -> Option<String> {
        let timed: Vec<(&Outcome, &Timing)> = self
            .outcomes
            .iter()
            .filter_map(|outcome| Some((outcome, outcome.timing.as_ref()?)))
            .collect();
        if timed.is_empty() {
            return None;
        }
        let under_floor = timed.iter().filter(|(_, t)| t.under_floor()).count();
        let mut line = format!(
            "slowdown check: {} timed ({under_floor} under the floor)",
            timed.len()
        );
        let largest = timed
            .iter()
            .filter(|(_, timing)| !timing.under_floor())
            .max_by(|(_, a), (_, b)| a.ratio().total_cmp(&b.ratio()));
        if let Some((outcome, timing)) = largest {
            write!(
                line,
                ", largest ratio {:.2}x ({})",
                timing.ratio(),
                outcome.case
            )
            .unwrap();
        }
        Some(line)
    }

    fn count(&self, wanted: impl Fn(Verdict) -> bool) -> usize {
        self.outcomes
            .iter()
            .filter(|outcome| wanted(outcome.verdict))
            .count()
    }
}

/// Orders names as people expect: runs of digits compare by value, the rest by text.
pub(crate) fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    loop {
        match (a.first(), b.first()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let a_len = a.iter().take_while(|byte| byte.is_ascii_digit()).count();
                let b_len = b.iter().take_while(|byte| byte.is_ascii_digit()).count();
                let a_digits = trim_zeros(&a[..a_len]);
                let b_digits = trim_zeros(&b[..b_len]);
                let order = a_digits
                    .len()
                    .cmp(&b_digits.len())
                    .then_with(|| a_digits.cmp(b_digits))
                    .then(a_len.cmp(&b_len));
                if order != Ordering::Equal {
                    return order;
                }
                a = &a[a_len..];
                b = &b[b_len..];
            }
            (Some(x), Some(y)) => {
                if x != y {
                    return x.cmp(y);
                }
                a = &a[1..];
                b = &b[1..];
            }
        }
    }
}

fn trim_zeros(digits: &[u8]) -> &[u8] {
    let zeros = digits.iter().take_while(|&&byte| byte == b'0').count();
    &digits[zeros..]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order() {
        let mut names = vec![
            "csmith-10",
            "csmith-9",
            "b",
            "a2",
            "a10",
            "a02",
            "csmith-100",
        ];
        names.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(
            names,
            [
                "a2",
                "a02",
                "a10",
                "b",
                "csmith-9",
                "csmith-10",
                "csmith-100"
            ]
        );
    }

    #[test]
    fn table_and_closing_line() {
        let mut failed = Outcome::new(
            "broken",
            Mode::Simple,
            Verdict::Fail(Failure::P4a),
            "p4a: exit status 1",
        );
        failed.details.push("error: boom".to_owned());
        let report = Report::new(vec![
            Outcome::new("zeta", Mode::Simple, Verdict::Pass, ""),
            failed,
            Outcome::new("alpha", Mode::Openmp, Verdict::Skip, "not for openmp"),
            Outcome::new("alpha", Mode::Simple, Verdict::Pass, ""),
        ]);
        assert_eq!(
            report.render_table(),
            "\
case    mode    result      reason
alpha   simple  pass
alpha   openmp  skipped     not for openmp
broken  simple  p4a-failed  p4a: exit status 1
                              error: boom
zeta    simple  pass
2 passed, 1 failed, 1 skipped
"
        );
        assert!(!report.is_success());
        let clean = Report::new(vec![Outcome::new("a", Mode::Simple, Verdict::Pass, "")]);
        assert_eq!(clean.timing_summary(), None);
        assert_eq!(clean.closing_line(), "1 passed, 0 failed");
        assert!(clean.is_success());
    }

    fn timing(original_ms: u64, output_ms: u64) -> Timing {
        Timing {
            original: Duration::from_millis(original_ms),
            output: Duration::from_millis(output_ms),
            contention: 1.0,
            limit: 1.5,
            floor: Duration::from_millis(20),
            runs: 3,
            threads: 2,
        }
    }

    #[test]
    fn slowdown_is_judged_against_the_floor() {
        assert!(!timing(100, 150).is_slowdown());
        assert!(timing(100, 151).is_slowdown());
        assert!((timing(100, 151).ratio() - 1.51).abs() < 1e-9);
        // Under the floor the ratio is not tested, but the floor times the limit is.
        assert!(timing(2, 29).under_floor());
        assert!(!timing(2, 29).is_slowdown());
        assert!(timing(2, 31).is_slowdown());
        assert!(!timing(20, 30).under_floor());
        assert_eq!(
            timing(2, 29).describe(),
            "original 0.002 s, output 0.029 s (14.50x; original under the 20 ms floor, ratio not tested)"
        );
        assert_eq!(
            timing(2, 31).describe(),
            "original 0.002 s, output 0.031 s (15.50x, limit 1.5x)"
        );
        // A run that shared the machine with other processes counts for less.
        let busy = Timing {
            contention: 2.0,
            ..timing(100, 600)
        };
        assert!(!busy.is_slowdown());
        assert_eq!(
            busy.describe(),
            "original 0.100 s, output 0.600 s (6.00x; machine shared 2.0x, counted as 0.150 s, limit 1.5x)"
        );
        assert!(
            Timing {
                contention: 1.9,
                ..timing(100, 600)
            }
            .is_slowdown()
        );
    }

    #[test]
    fn timed_rows_and_summary() {
        let mut fast = Outcome::new("fast", Mode::Openmp, Verdict::Pass, "");
        fast.timing = Some(timing(100, 110));
        let mut tiny = Outcome::new("tiny", Mode::Openmp, Verdict::Pass, "");
        tiny.timing = Some(timing(1, 2));
        let mut slow = Outcome::new(
            "slow",
            Mode::Openmp,
            Verdict::Fail(Failure::Slowdown),
            "output 3.00x slower than the original",
        );
        slow.timing = Some(timing(100, 300));
        let report = Report::new(vec![fast, tiny, slow]);
        assert_eq!(
            report.render_table(),
            "\
case  mode    result    reason
fast  openmp  pass      time: original 0.100 s, output 0.110 s (1.10x, limit 1.5x)
slow  openmp  slowdown  output 3.00x slower than the original
tiny  openmp  pass      time: original 0.001 s, output 0.002 s (2.00x; original under the 20 ms floor, ratio not tested)
slowdown check: 3 timed (1 under the floor), largest ratio 3.00x (slow)
2 passed, 1 failed
"
        );
    }
}
