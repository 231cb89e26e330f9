//! The loop report (`--report`): every loop with its decision and, for each loop left
//! sequential, the reason, pointing at source lines.

use p4a_analyzer::ir::{Program, Stmt};
use p4a_transforms::openmp::{Decision, Guard, LoopReport, directive};

/// `file:line` of a loop, and the file alone.
fn place(program: &Program, r: &LoopReport) -> (String, u32, u32) {
    let loc = program.stmts.loc(r.stmt);
    let file = program
        .files
        .get(loc.file.0 as usize)
        .map_or_else(|| "?".to_string(), |f| f.path.clone());
    (file, loc.line, loc.col)
}

fn index_name(program: &Program, r: &LoopReport) -> Option<String> {
    match &program.stmts[r.stmt] {
        Stmt::For {
            counted: Some(c), ..
        } => Some(program.symbols[c.index].name.clone()),
        _ => None,
    }
}

/// The report for people: a summary line, then one line per loop (nested loops
/// indented), with the directive or the reasons.
pub fn text(program: &Program, report: &[LoopReport]) -> String {
    let count = |d: Decision| report.iter().filter(|r| r.decision == d).count();
    let mut out = format!(
        "p4a: {} loop{}: {} parallel, {} inside parallel loops, {} too small, {} sequential\n",
        report.len(),
        if report.len() == 1 { "" } else { "s" },
        count(Decision::Parallel),
        count(Decision::Inner),
        count(Decision::Small),
        count(Decision::Sequential),
    );
    if count(Decision::User) > 0 {
        out.insert_str(
            out.len() - 1,
            &format!(", {} with the user's directives", count(Decision::User)),
        );
    }
    for r in report {
        let (file, line, _) = place(program, r);
        let func = &program.symbols[program.funcs[r.func].sym].name;
        let what = match index_name(program, r) {
            Some(i) => format!("{} {i}", r.kind),
            None => r.kind.to_string(),
        };
        let indent = "  ".repeat(r.depth);
        let head = format!(
            "{file}:{line}: {indent}{what} (in {func}): {}",
            r.decision.name()
        );
        match r.decision {
            Decision::Parallel => {
                let guard = match (&r.guard, &r.if_clause) {
                    (Some(Guard::Versioned { .. }), Some(cond)) => {
                        format!(" (when {cond}; a sequential copy runs otherwise)")
                    }
                    _ => String::new(),
                };
                out.push_str(&format!(
                    "{head}: #pragma {}{guard}\n",
                    directive(program, r)
                ));
            }
            _ => {
                let mut reasons = r.reasons.iter();
                match reasons.next() {
                    Some(first) => out.push_str(&format!("{head}: {}\n", first.message(program))),
                    None => out.push_str(&format!("{head}\n")),
                }
                for more in reasons {
                    out.push_str(&format!(
                        "{file}:{line}: {indent}  also: {}\n",
                        more.message(program)
                    ));
                }
            }
        }
    }
    out
}

/// The report for tools: one JSON document (see `--help` and the README).
pub fn json(program: &Program, report: &[LoopReport]) -> String {
    let loops: Vec<serde_json::Value> = report
        .iter()
        .map(|r| {
            let (file, line, col) = place(program, r);
            let reasons: Vec<serde_json::Value> = r
                .reasons
                .iter()
                .map(|x| {
                    serde_json::json!({
                        "kind": x.kind(),
                        "line": x.line(program),
                        "message": x.message(program),
                    })
                })
                .collect();
            serde_json::json!({
                "file": file,
                "line": line,
                "column": col,
                "function": program.symbols[program.funcs[r.func].sym].name,
                "depth": r.depth,
                "kind": r.kind,
                "index": index_name(program, r),
                "decision": r.decision.name(),
                "clauses": r.clauses.as_ref().map(|c| c.render(program)),
                "if_clause": r.if_clause,
                "guard": match r.guard {
                    Some(Guard::Versioned { .. }) => Some("versioned"),
                    Some(Guard::IfClause { .. }) => Some("if-clause"),
                    None => None,
                },
                "directive": (r.decision == Decision::Parallel).then(|| directive(program, r)),
                "reasons": reasons,
            })
        })
        .collect();
    let doc = serde_json::json!({ "p4a_report": 1, "loops": loops });
    let mut text = serde_json::to_string_pretty(&doc).expect("JSON values serialize");
    text.push('\n');
    text
}
