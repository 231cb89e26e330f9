//! p4a's loop report and the check of a case's expected decisions against it.
//!
//! In `openmp` mode the runner asks p4a for `--report=json`, which prints on standard output
//! (and nothing else there) one JSON object:
//!
//! ```json
//! { "p4a_report": 1,
//!   "loops": [ { "file": "foo.c", "line": 12, "column": 5, "function": "main", "depth": 0,
//!                "kind": "for", "decision": "parallel", "clauses": "private(j)",
//!                "if_clause": null, "reasons": [ { "kind": "dependence", "line": 14,
//!                "message": "flow dependence on a: ..." } ] } ] }
//! ```
//!
//! Only `p4a_report` (which must be 1), and each loop's `line` and `decision` are required;
//! every other field has a default, and fields this runner does not know are ignored, so
//! p4a may add some. A `decision` is one of `parallel`, `sequential`, `inner` (proved
//! parallel but inside a parallel loop) and `small` (proved parallel, too little work);
//! any other value makes the report invalid.
//!
//! The check of an [`Expect`] table is by line, over every file of the case: a line listed
//! in `parallel` needs some loop at that line decided `parallel`; a line listed in
//! `sequential` needs some loop at that line and none of them `parallel`. Several loops on
//! one line (a distributed loop) are thus all looked at together.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use anyhow::{Result, bail};
use serde::Deserialize;

use crate::case::Expect;
use crate::process::shorten;

/// The decisions a report may give a loop.
const DECISIONS: [&str; 5] = ["parallel", "sequential", "inner", "small", "user"];

/// The only version of the report this runner reads.
const REPORT_VERSION: u32 = 1;

/// The report `p4a --report=json` prints: every loop of the program and what p4a decided.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct LoopReport {
    /// Every loop, in no particular order.
    pub(crate) loops: Vec<LoopEntry>,
    /// Loops fused into others: `(line of the loop fused away, line of the loop that
    /// holds it now)`.
    pub(crate) fused: Vec<(u32, u32)>,
    /// Lines of loops unrolled whole (no loop is left there: they run sequentially).
    pub(crate) unrolled: Vec<u32>,
}

/// One loop of the report. `line` and `decision` are required, the rest has defaults.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub(crate) struct LoopEntry {
    /// The source file, as p4a was given it.
    #[serde(default)]
    pub(crate) file: String,
    /// The loop's line in `file`.
    pub(crate) line: u32,
    /// `parallel`, `sequential`, `inner` or `small`.
    pub(crate) decision: String,
    /// The OpenMP clauses of a parallel loop (`private(j) reduction(+:s)`).
    #[serde(default)]
    pub(crate) clauses: Option<String>,
    /// Why the loop is not parallel, or not more.
    #[serde(default)]
    pub(crate) reasons: Vec<Reason>,
    /// The kernel the loop became (GPU targets); absent or null otherwise.
    #[serde(default)]
    pub(crate) kernel: Option<serde_json::Value>,
}

/// One reason of a loop's decision.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(default)]
pub(crate) struct Reason {
    /// What kind of obstacle (`dependence`, `call`, ...).
    pub(crate) kind: String,
    /// The source line the reason is about, if any.
    pub(crate) line: Option<u32>,
    /// The reason in words.
    pub(crate) message: String,
}

impl LoopReport {
    /// Reads the report from p4a's standard output, which must hold exactly one report.
    pub(crate) fn parse(stdout: &[u8]) -> Result<LoopReport> {
        let mut value: serde_json::Value = match serde_json::from_slice(stdout) {
            Ok(value) => value,
            Err(error) if stdout.iter().all(u8::is_ascii_whitespace) => {
                bail!("standard output is empty ({error})")
            }
            Err(error) => bail!("standard output is not one JSON value: {error}"),
        };
        let version = value.get("p4a_report");
        if version.and_then(serde_json::Value::as_u64) != Some(REPORT_VERSION.into()) {
            match version {
                None => bail!("no `p4a_report` field: not a p4a report"),
                Some(version) => {
                    bail!("`p4a_report` is {version}; this runner reads version {REPORT_VERSION}")
                }
            }
        }
        let loops = match value.get_mut("loops").map(serde_json::Value::take) {
            None => Vec::new(),
            Some(serde_json::Value::Array(loops)) => loops,
            Some(other) => bail!(
                "`loops` is not an array but {}",
                shorten(&other.to_string(), 60)
            ),
        };
        let mut report = LoopReport {
            loops: Vec::with_capacity(loops.len()),
            fused: Vec::new(),
            unrolled: Vec::new(),
        };
        if let Some(serde_json::Value::Array(notes)) = value.get("unrolled") {
            for n in notes {
                let whole = n.get("whole").and_then(serde_json::Value::as_bool) == Some(true);
                if let (true, Some(line)) =
                    (whole, n.get("line").and_then(serde_json::Value::as_u64))
                {
                    report.unrolled.push(line as u32);
                }
            }
        }
        if let Some(serde_json::Value::Array(notes)) = value.get("fusion") {
            for n in notes {
                let line = |k: &str| n.get(k).and_then(serde_json::Value::as_u64);
                if n.get("fused").and_then(serde_json::Value::as_bool) == Some(true)
                    && let (Some(first), Some(second)) = (line("first_line"), line("second_line"))
                {
                    report.fused.push((second as u32, first as u32));
                }
            }
        }
        for (index, entry) in loops.into_iter().enumerate() {
            match LoopEntry::deserialize(entry) {
                Ok(entry) => report.loops.push(entry),
                Err(error) => bail!("loop {index}: {error}"),
            }
        }
        for entry in &report.loops {
            if !DECISIONS.contains(&entry.decision.as_str()) {
                bail!(
                    "loop at {}:{}: unknown decision `{}` (expected one of {})",
                    entry.file,
                    entry.line,
                    entry.decision,
                    DECISIONS.join(", ")
                );
            }
        }
        Ok(report)
    }

    /// How many loops p4a made parallel: kernels on the GPU targets, `parallel` decisions
    /// otherwise.
    pub(crate) fn n_parallel(&self, gpu: bool) -> usize {
        self.loops
            .iter()
            .filter(|entry| match gpu {
                true => entry.kernel.as_ref().is_some_and(|k| !k.is_null()),
                false => entry.decision == "parallel",
            })
            .count()
    }

    /// The loops at `line`, in any file.
    fn at_line(&self, line: u32) -> impl Iterator<Item = &LoopEntry> {
        self.loops.iter().filter(move |entry| entry.line == line)
    }
}

/// Checks `expect` against `report`; returns one line per unmet expectation, in the order
/// of the `[expect]` table (`parallel` lines first), empty when all are met.
pub(crate) fn check_expect(expect: &Expect, report: &LoopReport) -> Vec<String> {
    let mut mismatches = Vec::new();
    let wanted = expect
        .parallel
        .iter()
        .map(|&line| (line, true))
        .chain(expect.sequential.iter().map(|&line| (line, false)));
    for (line, want_parallel) in wanted {
        let expected = if want_parallel {
            "parallel"
        } else {
            "sequential"
        };
        let mut entries: Vec<&LoopEntry> = report.at_line(line).collect();
        if entries.is_empty()
            && let Some(&(_, into)) = report.fused.iter().find(|f| f.0 == line)
        {
            // Fused into the loop at `into`: it is what that loop is.
            entries = report.at_line(into).collect();
        }
        if entries.is_empty() && report.unrolled.contains(&line) {
            // Unrolled whole: its iterations run in sequence, with no directive.
            if want_parallel {
                mismatches.push(format!(
                    "line {line}: expected parallel, but the loop was unrolled whole"
                ));
            }
            continue;
        }
        if entries.is_empty() {
            mismatches.push(format!(
                "line {line}: expected {expected}, but no loop at line {line} ({})",
                loop_lines(report)
            ));
            continue;
        }
        let parallel: Vec<&&LoopEntry> = entries
            .iter()
            .filter(|entry| entry.decision == "parallel")
            .collect();
        if want_parallel && parallel.is_empty() {
            let got = distinct(entries.iter().map(|entry| entry.decision.as_str()));
            let reasons: Vec<String> = entries
                .iter()
                .flat_map(|entry| &entry.reasons)
                .map(describe_reason)
                .collect();
            let mut text = format!("line {line}: expected parallel, got {got}");
            if !reasons.is_empty() {
                write!(text, " ({})", distinct(reasons.iter().map(String::as_str))).unwrap();
            }
            mismatches.push(text);
        } else if !want_parallel && !parallel.is_empty() {
            let mut text = format!("line {line}: expected sequential, got parallel");
            let clauses = distinct(
                parallel
                    .iter()
                    .filter_map(|entry| entry.clauses.as_deref())
                    .filter(|clauses| !clauses.trim().is_empty()),
            );
            if !clauses.is_empty() {
                write!(text, " ({clauses})").unwrap();
            }
            if parallel.len() < entries.len() {
                text.push_str(" for one of the loops on that line");
            }
            mismatches.push(text);
        }
    }
    mismatches
}

/// A reason in one line: its message (its kind if it has none), and the line it is about
/// when that is not in the message already.
fn describe_reason(reason: &Reason) -> String {
    let mut text = if reason.message.trim().is_empty() {
        reason.kind.clone()
    } else {
        reason.message.clone()
    };
    if let Some(line) = reason.line
        && !text.contains(&format!("line {line}"))
    {
        write!(text, " (line {line})").unwrap();
    }
    shorten(&text, 300)
}

/// `words` without repeats, in first-seen order, joined by `; ` (or `, ` for single words).
fn distinct<'a>(words: impl Iterator<Item = &'a str>) -> String {
    let mut seen: Vec<&str> = Vec::new();
    for word in words {
        if !seen.contains(&word) {
            seen.push(word);
        }
    }
    let separator = if seen.iter().any(|word| word.contains(' ')) {
        "; "
    } else {
        ", "
    };
    seen.join(separator)
}

/// Where the report's loops are, to help fix a wrong line number.
fn loop_lines(report: &LoopReport) -> String {
    let lines: BTreeSet<u32> = report.loops.iter().map(|entry| entry.line).collect();
    match lines.len() {
        0 => "the report lists no loops".to_owned(),
        1 => format!("the only loop is at line {}", lines.first().unwrap()),
        _ => {
            let lines: Vec<String> = lines.iter().map(u32::to_string).collect();
            format!("loops are at lines {}", lines.join(", "))
        }
    }
}

/// Checks `exp` against the JSON report `stdout` of a run in `mode`: one line per unmet
/// expectation.
pub(crate) fn check_restructure(
    exp: &crate::case::RestructureExpect,
    stdout: &[u8],
    gpu: bool,
) -> Vec<String> {
    let mut out = Vec::new();
    let Ok(doc) = serde_json::from_slice::<serde_json::Value>(stdout) else {
        return vec!["the report is not JSON".into()];
    };
    let list = |k: &str| {
        doc.get(k)
            .and_then(|v| v.as_array())
            .cloned()
            .unwrap_or_default()
    };
    let loops = list("loops");
    let mut untiled = Vec::new();
    let mut check = |what: &str, want: Option<u32>, got: usize| {
        if let Some(w) = want
            && w as usize != got
        {
            out.push(format!("expected {w} {what}, got {got}"));
        }
    };
    if gpu {
        let kernels = loops
            .iter()
            .filter(|l| l.get("kernel").is_some_and(|k| !k.is_null()))
            .count();
        check("kernels", exp.kernels, kernels);
        let tiles: Vec<Vec<String>> = loops
            .iter()
            .filter_map(|l| l.get("kernel"))
            .filter_map(|k| k.get("tiles").and_then(|t| t.as_array()))
            .map(|t| {
                t.iter()
                    .filter_map(|x| x.get("array").and_then(|a| a.as_str()).map(str::to_string))
                    .collect()
            })
            .collect();
        let tiled_kernels = tiles.iter().filter(|t| !t.is_empty()).count();
        check("tiled kernels", exp.tiled_kernels, tiled_kernels);
        let all: Vec<&String> = tiles.iter().flatten().collect();
        for a in &exp.tiled {
            if !all.contains(&a) {
                untiled.push(format!(
                    "expected `{a}` tiled (tiled: {})",
                    all.iter()
                        .map(|s| s.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            }
        }
    } else {
        let regions = loops
            .iter()
            .filter(|l| l.get("decision").and_then(|d| d.as_str()) == Some("parallel"))
            .count();
        check("parallel regions", exp.regions, regions);
    }
    let fused = list("fusion")
        .iter()
        .filter(|n| n.get("fused").and_then(|f| f.as_bool()) == Some(true))
        .count();
    check("fused pairs", exp.fused, fused);
    let unrolled = list("unrolled").len();
    check("unrolled loops", exp.unrolled, unrolled);
    let scalarized: Vec<String> = list("scalarization")
        .iter()
        .filter(|n| n.get("scalarized").and_then(|f| f.as_bool()) == Some(true))
        .filter_map(|n| n.get("array").and_then(|a| a.as_str()).map(str::to_string))
        .collect();
    for a in &exp.scalarized {
        if !scalarized.contains(a) {
            out.push(format!(
                "expected `{a}` scalarized (scalarized: {})",
                scalarized.join(", ")
            ));
        }
    }
    out.extend(untiled);
    out
}

#[cfg(test)]
mod tests {

    #[test]
    fn restructure_expectations_are_checked_against_the_report() {
        let report = br#"{"p4a_report": 1, "loops": [
            {"line": 3, "decision": "parallel", "kernel": {"name": "k", "tiles": [{"array": "a"}]}},
            {"line": 9, "decision": "sequential", "kernel": null}],
            "fusion": [{"fused": true}, {"fused": false}],
            "scalarization": [{"array": "t", "scalarized": true}, {"array": "u", "scalarized": false}],
            "unrolled": [{"line": 5, "whole": true, "what": "unrolled whole (3 iterations)"}]}"#;
        let mut exp = crate::case::RestructureExpect {
            regions: Some(1),
            kernels: Some(1),
            fused: Some(1),
            scalarized: vec!["t".into()],
            unrolled: Some(1),
            tiled: vec!["a".into()],
            tiled_kernels: Some(1),
        };
        assert!(check_restructure(&exp, report, false).is_empty());
        assert!(check_restructure(&exp, report, true).is_empty());
        // Tiles are checked in GPU modes.
        let mut tiles = exp.clone();
        tiles.tiled.push("b".into());
        tiles.tiled_kernels = Some(2);
        let got = check_restructure(&tiles, report, true);
        assert_eq!(got.len(), 2, "{got:?}");
        assert!(got[0].contains("2 tiled kernels, got 1"), "{got:?}");
        assert!(got[1].contains("`b` tiled (tiled: a)"), "{got:?}");
        exp.fused = Some(2);
        exp.scalarized.push("u".into());
        exp.regions = Some(2);
        let got = check_restructure(&exp, report, false);
        assert_eq!(got.len(), 3, "{got:?}");
        assert!(got[0].contains("2 parallel regions, got 1"), "{got:?}");
        assert!(got[1].contains("2 fused pairs, got 1"), "{got:?}");
        assert!(got[2].contains("`u` scalarized"), "{got:?}");
        // A loop unrolled whole is sequential, never parallel.
        let parsed = LoopReport::parse(report).unwrap();
        assert_eq!(parsed.unrolled, [5]);
        assert!(check_expect(&expect(&[], &[5]), &parsed).is_empty());
        assert_eq!(check_expect(&expect(&[5], &[]), &parsed).len(), 1);
    }
    use super::*;

    fn expect(parallel: &[u32], sequential: &[u32]) -> Expect {
        Expect {
            parallel: parallel.to_vec(),
            sequential: sequential.to_vec(),
        }
    }

    /// A report like p4a's, with fields this runner does not know at every level.
    const REPORT: &str = r#"{
      "p4a_report": 1,
      "generator": "p4a 0.1.0",
      "loops": [
        { "file": "path/as/given/foo.c", "line": 12, "column": 5, "function": "main",
          "depth": 0, "kind": "for", "decision": "parallel",
          "clauses": "private(j) reduction(+:s)", "if_clause": null, "reasons": [],
          "estimated_work": 4096 },
        { "file": "path/as/given/foo.c", "line": 13, "column": 9, "function": "main",
          "depth": 1, "kind": "for", "decision": "inner", "clauses": "", "if_clause": null,
          "reasons": [] },
        { "file": "path/as/given/foo.c", "line": 20, "column": 5, "function": "main",
          "depth": 0, "kind": "while", "decision": "sequential", "clauses": null,
          "if_clause": null,
          "reasons": [ { "kind": "dependence", "line": 14, "severity": "hard",
            "message": "flow dependence on a: a[i] (line 14) -> a[i - 1] (line 14), carried at distance 1" } ] },
        { "file": "path/as/given/bar.c", "line": 7, "decision": "small",
          "reasons": [ { "kind": "work", "message": "8 iterations" } ] }
      ]
    }"#;

    #[test]
    fn parses_a_report_with_the_functions_array() {
        // p4a adds what it proved of pointer parameters beside the loops.
        let text = br#"{"p4a_report": 1,
            "loops": [{"line": 5, "decision": "parallel"}],
            "functions": [{"function": "kern", "pairs": [
                {"a": "A", "b": "B", "distinct": true, "how": "distinct objects at every call site"}]}]}"#;
        let report = LoopReport::parse(text).unwrap();
        assert_eq!(report.loops.len(), 1);
        assert_eq!(report.loops[0].decision, "parallel");
    }

    #[test]
    fn parses_a_report_ignoring_unknown_fields() {
        let report = LoopReport::parse(REPORT.as_bytes()).unwrap();
        assert_eq!(report.loops.len(), 4);
        assert_eq!(report.loops[0].file, "path/as/given/foo.c");
        assert_eq!(report.loops[0].line, 12);
        assert_eq!(report.loops[0].decision, "parallel");
        assert_eq!(
            report.loops[0].clauses.as_deref(),
            Some("private(j) reduction(+:s)")
        );
        assert_eq!(report.loops[2].clauses, None);
        assert_eq!(report.loops[2].reasons[0].kind, "dependence");
        assert_eq!(report.loops[2].reasons[0].line, Some(14));
        // Only line and decision are required of a loop.
        assert_eq!(report.loops[3].file, "path/as/given/bar.c");
        assert_eq!(report.loops[3].reasons[0].line, None);

        let empty = LoopReport::parse(b"{\"p4a_report\": 1, \"loops\": []}\n").unwrap();
        assert!(empty.loops.is_empty());
        let no_loops = LoopReport::parse(b"{\"p4a_report\": 1}").unwrap();
        assert!(no_loops.loops.is_empty());
    }

    #[test]
    fn rejects_what_is_not_a_report() {
        let check = |text: &str, expected: &str| {
            let error = format!("{:#}", LoopReport::parse(text.as_bytes()).unwrap_err());
            assert!(error.contains(expected), "{error:?} lacks {expected:?}");
        };
        check("", "standard output is empty");
        check("  \n", "standard output is empty");
        check("loop at line 12: parallel\n", "not one JSON value");
        check(
            "{\"p4a_report\": 1, \"loops\": []}\nextra text",
            "not one JSON value",
        );
        check(
            "{\"p4a_report\": 1, \"loops\": []}{\"p4a_report\": 1}",
            "not one JSON value",
        );
        check("{\"loops\": []}", "no `p4a_report` field");
        check("[1, 2]", "no `p4a_report` field");
        check(
            "{\"p4a_report\": 2, \"loops\": []}",
            "this runner reads version 1",
        );
        check(
            "{\"p4a_report\": 1, \"loops\": {}}",
            "`loops` is not an array",
        );
        check(
            "{\"p4a_report\": 1, \"loops\": [{\"decision\": \"parallel\"}]}",
            "loop 0: missing field `line`",
        );
        check(
            "{\"p4a_report\": 1, \"loops\": [{\"line\": 3}]}",
            "loop 0: missing field `decision`",
        );
        check(
            "{\"p4a_report\": 1, \"loops\": [{\"line\": \"3\", \"decision\": \"small\"}]}",
            "loop 0: invalid type",
        );
        check(
            "{\"p4a_report\": 1, \"loops\": [{\"file\": \"a.c\", \"line\": 3, \"decision\": \"Parallel\"}]}",
            "loop at a.c:3: unknown decision `Parallel`",
        );
    }

    #[test]
    fn expectations_that_hold() {
        let report = LoopReport::parse(REPORT.as_bytes()).unwrap();
        assert_eq!(
            check_expect(&expect(&[12], &[13, 20, 7]), &report),
            Vec::<String>::new()
        );
        assert_eq!(
            check_expect(&Expect::default(), &report),
            Vec::<String>::new()
        );
    }

    #[test]
    fn expectations_that_fail_say_why() {
        let report = LoopReport::parse(REPORT.as_bytes()).unwrap();
        assert_eq!(
            check_expect(&expect(&[20, 13, 7], &[12]), &report),
            [
                "line 20: expected parallel, got sequential (flow dependence on a: a[i] (line 14) -> a[i - 1] (line 14), carried at distance 1)",
                "line 13: expected parallel, got inner",
                "line 7: expected parallel, got small (8 iterations)",
                "line 12: expected sequential, got parallel (private(j) reduction(+:s))",
            ]
        );
    }

    #[test]
    fn a_line_without_a_loop_is_an_error() {
        let report = LoopReport::parse(REPORT.as_bytes()).unwrap();
        assert_eq!(
            check_expect(&expect(&[11], &[21]), &report),
            [
                "line 11: expected parallel, but no loop at line 11 (loops are at lines 7, 12, 13, 20)",
                "line 21: expected sequential, but no loop at line 21 (loops are at lines 7, 12, 13, 20)",
            ]
        );
        let empty = LoopReport::parse(b"{\"p4a_report\": 1, \"loops\": []}").unwrap();
        assert_eq!(
            check_expect(&expect(&[], &[5]), &empty),
            ["line 5: expected sequential, but no loop at line 5 (the report lists no loops)"]
        );
        let one = LoopReport::parse(
            b"{\"p4a_report\": 1, \"loops\": [{\"line\": 9, \"decision\": \"parallel\"}]}",
        )
        .unwrap();
        assert_eq!(
            check_expect(&expect(&[8], &[]), &one),
            ["line 8: expected parallel, but no loop at line 8 (the only loop is at line 9)"]
        );
    }

    #[test]
    fn a_distributed_loop_has_several_entries_on_one_line() {
        // Loop distribution split the loop at line 30 in two: one part parallel, one not.
        let split = r#"{ "p4a_report": 1, "loops": [
            { "file": "d.c", "line": 30, "decision": "parallel", "clauses": "" },
            { "file": "d.c", "line": 30, "decision": "sequential",
              "reasons": [ { "kind": "dependence", "line": 32,
                             "message": "flow dependence on s" } ] },
            { "file": "d.c", "line": 40, "decision": "sequential",
              "reasons": [ { "kind": "call", "message": "calls printf" } ] },
            { "file": "d.c", "line": 40, "decision": "small",
              "reasons": [ { "kind": "call", "message": "calls printf" },
                           { "kind": "work" } ] }
        ] }"#;
        let report = LoopReport::parse(split.as_bytes()).unwrap();
        // Some part of line 30 is parallel; no part of line 40 is.
        assert_eq!(
            check_expect(&expect(&[30], &[40]), &report),
            Vec::<String>::new()
        );
        assert_eq!(
            check_expect(&expect(&[40], &[30]), &report),
            [
                "line 40: expected parallel, got sequential, small (calls printf; work)",
                "line 30: expected sequential, got parallel for one of the loops on that line",
            ]
        );
    }

    #[test]
    fn reasons_name_their_line_once() {
        let reason = |line, message: &str| Reason {
            kind: "dependence".to_owned(),
            line,
            message: message.to_owned(),
        };
        assert_eq!(
            describe_reason(&reason(Some(14), "anti dependence on b")),
            "anti dependence on b (line 14)"
        );
        assert_eq!(
            describe_reason(&reason(Some(14), "b[i] (line 14) -> b[i+1]")),
            "b[i] (line 14) -> b[i+1]"
        );
        assert_eq!(describe_reason(&reason(None, "")), "dependence");
    }
}
