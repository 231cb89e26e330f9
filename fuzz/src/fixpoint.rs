//! The printer's output is a fixed point: for a program that parses without error,
//! print → `cc -E` → parse → print gives the same text again.

use std::path::Path;
use std::process::Command;

use p4a_analyzer::front::{lower::Linkage, parse_preprocessed, preprocess::run_cpp};
use p4a_analyzer::ir::{Program, verify::verify};
use p4a_analyzer::print::print_unit;

use crate::check::{Finding, Kind};
use crate::seeds::cpp_options;

/// How one file fared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The first print is a fixed point.
    Fixed,
    /// The file itself does not parse without error (nothing to check).
    NotParsed(String),
    /// The check failed: the finding says how.
    Failed(FixFailure),
}

/// Why the fixed-point check failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FixFailure {
    /// The kind: `cc -E` rejected the print, its parse has errors, or the second print
    /// differs.
    pub kind: Kind,
    /// Details: the messages or the first differing line.
    pub message: String,
}

/// Parses preprocessed `text` of `path`, returns the printed unit 0 or the errors.
fn parse_and_print(path: &Path, text: &str) -> Result<String, String> {
    let mut program = Program::default();
    let mut linkage = Linkage::default();
    let diags = parse_preprocessed(&mut program, &mut linkage, path, text);
    let errors: Vec<String> = diags
        .iter()
        .filter(|d| d.is_error())
        .take(5)
        .map(|d| d.to_string())
        .collect();
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }
    verify(&program).map_err(|e| {
        e.iter()
            .take(5)
            .map(|e| format!("verify: {e}"))
            .collect::<Vec<_>>()
            .join("\n")
    })?;
    Ok(print_unit(&program, 0, &p4a_analyzer::print::C))
}

/// Writes `printed` into a temporary `dir/name`, preprocesses, parses and prints it
/// again; returns the second print.
fn reprint(printed: &str, dir: &Path, name: &str) -> Result<String, FixFailure> {
    let file = dir.join(name);
    std::fs::write(&file, printed).map_err(|e| FixFailure {
        kind: Kind::RoundtripCpp,
        message: format!("cannot write {}: {e}", file.display()),
    })?;
    let text = run_cpp(&file, &cpp_options(&file)).map_err(|message| FixFailure {
        kind: Kind::RoundtripCpp,
        message,
    })?;
    parse_and_print(&file, &text).map_err(|message| FixFailure {
        kind: Kind::RoundtripReparse,
        message,
    })
}

/// The first line where `a` and `b` differ, as a message.
pub fn first_difference(a: &str, b: &str) -> Option<String> {
    if a == b {
        return None;
    }
    let (la, lb): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    let k = la.iter().zip(&lb).take_while(|(x, y)| x == y).count();
    Some(format!(
        "line {}: first print `{}`, second print `{}` ({} vs {} lines)",
        k + 1,
        la.get(k).unwrap_or(&"<end>"),
        lb.get(k).unwrap_or(&"<end>"),
        la.len(),
        lb.len()
    ))
}

/// Round-trips a printed program: `Ok` when the second print equals the first.
pub fn roundtrip(printed: &str, name: &str) -> Result<(), FixFailure> {
    let dir = tempfile::tempdir().map_err(|e| FixFailure {
        kind: Kind::RoundtripCpp,
        message: format!("no temporary directory: {e}"),
    })?;
    let second = reprint(printed, dir.path(), name)?;
    match first_difference(printed, &second) {
        None => Ok(()),
        Some(message) => Err(FixFailure {
            kind: Kind::RoundtripFixpoint,
            message,
        }),
    }
}

/// The fuzzer's round-trip oracle: a finding when the printed text of a successfully
/// parsed input is not a fixed point.
pub fn roundtrip_finding(printed: &str) -> Option<Finding> {
    let failure = roundtrip(printed, "fuzz.c").err()?;
    // A user header the print includes is not beside the temporary file (the fuzzer
    // does not know the seed's directory): not the printer's fault.
    if failure.kind == Kind::RoundtripCpp && failure.message.contains("No such file") {
        return None;
    }
    Some(Finding {
        kind: failure.kind,
        message: failure.message,
        location: String::new(),
        frames: Vec::new(),
    })
}

/// The fixed-point check of one C file: `cc -E` → parse → print, then
/// [`roundtrip`] of that print.
pub fn check_file(file: &Path) -> Outcome {
    let text = match run_cpp(file, &cpp_options(file)) {
        Ok(t) => t,
        Err(e) => return Outcome::NotParsed(e),
    };
    let first = match parse_and_print(file, &text) {
        Ok(p) => p,
        Err(e) => return Outcome::NotParsed(e),
    };
    // Same file name, and a copy of the headers beside it, in case the print still
    // includes a user header.
    let dir = match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => {
            return Outcome::Failed(FixFailure {
                kind: Kind::RoundtripCpp,
                message: format!("no temporary directory: {e}"),
            });
        }
    };
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "input.c".to_string());
    let copy_headers = file.parent().map(|d| copy_headers(d, dir.path()));
    if let Some(Err(e)) = copy_headers {
        return Outcome::Failed(FixFailure {
            kind: Kind::RoundtripCpp,
            message: e,
        });
    }
    let second = match reprint(&first, dir.path(), &name) {
        Ok(s) => s,
        Err(f) => return Outcome::Failed(f),
    };
    match first_difference(&first, &second) {
        None => Outcome::Fixed,
        Some(message) => Outcome::Failed(FixFailure {
            kind: Kind::RoundtripFixpoint,
            message,
        }),
    }
}

fn copy_headers(from: &Path, to: &Path) -> Result<(), String> {
    let entries = std::fs::read_dir(from).map_err(|e| e.to_string())?;
    for entry in entries.flatten() {
        let p = entry.path();
        if p.extension().is_some_and(|e| e == "h") {
            std::fs::copy(&p, to.join(entry.file_name())).map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// Whether `gcc -fsyntax-only -std=gnu11` accepts the C text (`None`: cc could not run).
pub fn gcc_accepts(c_text: &str) -> Option<Result<(), String>> {
    let dir = tempfile::tempdir().ok()?;
    let file = dir.path().join("printed.c");
    std::fs::write(&file, c_text).ok()?;
    let out = Command::new("cc")
        .args(["-fsyntax-only", "-std=gnu11", "-w"])
        .arg(&file)
        .output()
        .ok()?;
    Some(if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    })
}
