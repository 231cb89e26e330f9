//! Running one input through the front end, the verifier and the printer, catching panics.

use std::backtrace::Backtrace;
use std::cell::RefCell;
use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::sync::Once;
use std::time::{Duration, Instant};

use p4a_analyzer::front::{lower::Linkage, parse_preprocessed, preprocess};
use p4a_analyzer::ir::{Program, verify::verify};
use p4a_analyzer::print::print_unit;

/// The path the inputs are parsed under (the seeds' line markers name their own files).
pub const INPUT_PATH: &str = "fuzz.c";

/// What kind of problem an input showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `parse_preprocessed` panicked.
    PanicFront,
    /// `verify` panicked.
    PanicVerify,
    /// `print_unit` panicked on the IR of a parse without error.
    PanicPrint,
    /// `print_unit` panicked on verified IR of a parse that reported errors.
    PanicPrintAfterErrors,
    /// `verify` failed after a parse that reported no error.
    VerifyAfterOk,
    /// The rewrites for tree-sitter changed the number of rows (they must keep every
    /// newline, or diagnostics and the line map are off from there on).
    RewriteRows,
    /// The printed program could not be preprocessed by `cc -E`.
    RoundtripCpp,
    /// The printed program, preprocessed, does not parse without error.
    RoundtripReparse,
    /// Printing the reparsed program gives a different text.
    RoundtripFixpoint,
}

impl Kind {
    /// Whether this is a panic (the one thing that must never happen).
    pub fn is_panic(self) -> bool {
        matches!(
            self,
            Kind::PanicFront | Kind::PanicVerify | Kind::PanicPrint | Kind::PanicPrintAfterErrors
        )
    }

    /// The directory findings of this kind are saved in.
    pub fn dir(self) -> &'static str {
        if self.is_panic() {
            "crashes"
        } else if self == Kind::VerifyAfterOk {
            "verify"
        } else if self == Kind::RewriteRows {
            "rows"
        } else {
            "roundtrip"
        }
    }

    fn name(self) -> &'static str {
        match self {
            Kind::PanicFront => "panic-front",
            Kind::PanicVerify => "panic-verify",
            Kind::PanicPrint => "panic-print",
            Kind::PanicPrintAfterErrors => "panic-print-after-errors",
            Kind::VerifyAfterOk => "verify-after-ok",
            Kind::RewriteRows => "rewrite-rows",
            Kind::RoundtripCpp => "roundtrip-cpp",
            Kind::RoundtripReparse => "roundtrip-reparse",
            Kind::RoundtripFixpoint => "roundtrip-fixpoint",
        }
    }
}

/// A problem and where it happened.
#[derive(Clone, Debug)]
pub struct Finding {
    /// What kind.
    pub kind: Kind,
    /// The panic message, or what failed.
    pub message: String,
    /// `file:line:col` of the panic (empty for other findings).
    pub location: String,
    /// The innermost frames of the backtrace inside p4a's own crates, innermost first.
    pub frames: Vec<String>,
}

impl Finding {
    /// Whether this finding is a panic.
    pub fn is_panic(&self) -> bool {
        self.kind.is_panic()
    }

    /// What identifies "the same bug": the kind and the innermost p4a frame (panic
    /// messages carry indices and names that vary between inputs).
    pub fn signature(&self) -> String {
        let place = self.place();
        match self.kind {
            Kind::RewriteRows => self.kind.name().to_string(),
            Kind::VerifyAfterOk | Kind::RoundtripReparse => {
                // The message (less the temporary file's name and the position) tells
                // the bug apart.
                let first = self.message.lines().next().unwrap_or("");
                let message = first.split_once(": error: ").map_or(first, |(_, m)| m);
                let head: String = message.chars().take(60).collect();
                format!("{} {}", self.kind.name(), strip_digits(&head))
            }
            _ => format!("{} {place}", self.kind.name()),
        }
    }

    /// Where a panic happened in p4a's code: its location when that is in the analyzer
    /// (but not in the arena's indexing), or else the innermost such frame (release
    /// builds inline some frames away).
    fn place(&self) -> &str {
        let own = |l: &str| l.contains("analyzer/src/") && !l.contains("ir/arena.rs");
        if own(&self.location) {
            return &self.location;
        }
        self.frames
            .iter()
            .find(|f| own(f))
            .or(self.frames.first())
            .map(String::as_str)
            .unwrap_or(&self.location)
    }

    /// A short file name part: kind and place.
    pub fn file_stem(&self) -> String {
        let place = self.place();
        let place = place.split(' ').next().unwrap_or(place);
        let place = place.rsplit('/').next().unwrap_or(place);
        let mut stem = format!("{}-{place}", self.kind.name());
        stem.retain(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.' || c == '_');
        stem.replace('.', "_")
    }
}

fn strip_digits(s: &str) -> String {
    s.chars().filter(|c| !c.is_ascii_digit()).collect()
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.kind.name())?;
        if !self.location.is_empty() {
            write!(f, " at {}", self.location)?;
        }
        write!(f, ": {}", self.message)?;
        for frame in &self.frames {
            write!(f, "\n    in {frame}")?;
        }
        Ok(())
    }
}

/// The result of one input.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The parse reported no error.
    pub parsed_ok: bool,
    /// The printed unit, when the IR verified and the printer returned.
    pub printed: Option<String>,
    /// The problem found, if any.
    pub finding: Option<Finding>,
    /// Time spent on the input.
    pub elapsed: Duration,
}

struct Caught {
    message: String,
    location: String,
    frames: Vec<String>,
}

thread_local! {
    static LAST_PANIC: RefCell<Option<Caught>> = const { RefCell::new(None) };
    static QUIET: RefCell<bool> = const { RefCell::new(false) };
}

static HOOK: Once = Once::new();

/// Installs (once) a panic hook that records the location and backtrace of panics on
/// threads running [`check`], silently, and defers to the previous hook elsewhere (or
/// everywhere when `P4A_BACKTRACE` is set).
pub fn install_panic_hook() {
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let quiet = QUIET.with(|q| *q.borrow());
            if !quiet || std::env::var_os("P4A_BACKTRACE").is_some() {
                previous(info);
            }
            if !quiet {
                return;
            }
            let message = info
                .payload()
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| info.payload().downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "(non-string panic payload)".to_string());
            let location = info
                .location()
                .map(|l| format!("{}:{}:{}", l.file(), l.line(), l.column()))
                .unwrap_or_default();
            let frames = own_frames(&Backtrace::force_capture().to_string());
            LAST_PANIC.with(|p| {
                *p.borrow_mut() = Some(Caught {
                    message,
                    location,
                    frames,
                })
            });
        }));
    });
}

/// The `file:line` of frames in p4a's crates (`analyzer/src/...`), innermost first,
/// at most 8.
fn own_frames(backtrace: &str) -> Vec<String> {
    let mut frames = Vec::new();
    let mut function = String::new();
    for line in backtrace.lines() {
        let line = line.trim();
        if let Some(at) = line.strip_prefix("at ") {
            if let Some(k) = at.find("analyzer/src/") {
                frames.push(format!("{} ({function})", &at[k..]));
                if frames.len() == 8 {
                    break;
                }
            }
        } else if let Some((_, name)) = line.split_once(": ") {
            // `12: p4a_analyzer::front::lower::Ctx::lower_expr`: keep the last two path parts.
            let parts: Vec<&str> = name.rsplitn(3, "::").collect();
            function = parts
                .iter()
                .take(2)
                .rev()
                .copied()
                .collect::<Vec<_>>()
                .join("::");
        }
    }
    frames
}

/// Runs `f` with panics caught and recorded.
fn guarded<T>(f: impl FnOnce() -> T) -> Result<T, Caught> {
    QUIET.with(|q| *q.borrow_mut() = true);
    LAST_PANIC.with(|p| *p.borrow_mut() = None);
    let result = catch_unwind(AssertUnwindSafe(f));
    QUIET.with(|q| *q.borrow_mut() = false);
    result.map_err(|_| {
        LAST_PANIC
            .with(|p| p.borrow_mut().take())
            .unwrap_or(Caught {
                message: "(panic not recorded: was install_panic_hook called?)".to_string(),
                location: String::new(),
                frames: Vec::new(),
            })
    })
}

fn panic_finding(kind: Kind, caught: Caught) -> Finding {
    Finding {
        kind,
        message: caught.message,
        location: caught.location,
        frames: caught.frames,
    }
}

/// Parses `text` as the preprocessed output of [`INPUT_PATH`], verifies the IR, and
/// prints unit 0 when the IR verifies. Never panics (call [`install_panic_hook`] first
/// for panic locations).
pub fn check(text: &str) -> Checked {
    install_panic_hook();
    let start = Instant::now();
    let mut program = Program::default();
    let mut linkage = Linkage::default();
    let done = |parsed_ok, printed, finding| Checked {
        parsed_ok,
        printed,
        finding,
        elapsed: start.elapsed(),
    };
    let diags = match guarded(|| {
        parse_preprocessed(&mut program, &mut linkage, Path::new(INPUT_PATH), text)
    }) {
        Ok(d) => d,
        Err(c) => return done(false, None, Some(panic_finding(Kind::PanicFront, c))),
    };
    let parsed_ok = !diags.iter().any(|d| d.is_error());
    let verified = match guarded(|| verify(&program)) {
        Ok(v) => v,
        Err(c) => return done(parsed_ok, None, Some(panic_finding(Kind::PanicVerify, c))),
    };
    if let Err(errors) = verified {
        let finding = parsed_ok.then(|| Finding {
            kind: Kind::VerifyAfterOk,
            message: errors
                .iter()
                .take(3)
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("; "),
            location: String::new(),
            frames: Vec::new(),
        });
        return done(parsed_ok, None, finding.or_else(|| rows_finding(text)));
    }
    match guarded(|| print_unit(&program, 0, &p4a_analyzer::print::C)) {
        Ok(printed) => done(parsed_ok, Some(printed), rows_finding(text)),
        Err(c) => {
            let kind = if parsed_ok {
                Kind::PanicPrint
            } else {
                Kind::PanicPrintAfterErrors
            };
            done(parsed_ok, None, Some(panic_finding(kind, c)))
        }
    }
}

/// [`rewrite_rows`], its panics left to the parse (which runs the same code first).
fn rows_finding(text: &str) -> Option<Finding> {
    guarded(|| rewrite_rows(text)).ok().flatten()
}

/// A finding when `preprocess::rewrite` does not keep the rows of the blanked text.
fn rewrite_rows(text: &str) -> Option<Finding> {
    let mut files = Vec::new();
    let (blanked, _) = preprocess::map_lines(text, &mut files);
    let (rewritten, _) = preprocess::rewrite(&blanked);
    let newlines = |s: &str| s.bytes().filter(|&b| b == b'\n').count();
    let (before, after) = (newlines(&blanked), newlines(&rewritten));
    (before != after).then(|| {
        // The first row that differs, for the report.
        let row = blanked
            .lines()
            .zip(rewritten.lines())
            .position(|(a, b)| a.trim().is_empty() != b.trim().is_empty())
            .unwrap_or(0);
        Finding {
            kind: Kind::RewriteRows,
            message: format!(
                "{before} rows before the rewrites, {after} after; first difference near row {}: `{}`",
                row + 1,
                blanked.lines().nth(row).unwrap_or("").trim()
            ),
            location: String::new(),
            frames: Vec::new(),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_are_read_from_a_backtrace() {
        let bt = "   0: std::panicking::begin_panic\n             at /rustc/abc/library/std/src/panicking.rs:1:1\n   3: p4a_analyzer::front::lower::Ctx::lower_expr\n             at ./analyzer/src/front/lower.rs:120:9\n";
        assert_eq!(
            own_frames(bt),
            vec!["analyzer/src/front/lower.rs:120:9 (Ctx::lower_expr)".to_string()]
        );
    }

    #[test]
    fn a_plain_program_checks_clean() {
        let c = check("int main(void) { int a = 1; return a + 2; }\n");
        assert!(c.parsed_ok);
        assert!(c.finding.is_none());
        assert!(c.printed.unwrap().contains("return a + 2;"));
    }
}
