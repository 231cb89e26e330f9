//! User-facing diagnostics: `file:line:col: error: message`, the source line, a caret.

use std::fmt;

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The input cannot be translated.
    Error,
    /// Translated, but something deserves attention.
    Warning,
}

/// A problem in the user's input, located in the user's file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// The user's file.
    pub path: String,
    /// 1-based line; 0 when the problem concerns the whole file.
    pub line: u32,
    /// 1-based column; 0 when unknown.
    pub col: u32,
    /// What is wrong and why, lower case, no trailing period.
    pub message: String,
}

impl Diagnostic {
    /// An error at `path:line:col`.
    pub fn error(path: impl Into<String>, line: u32, col: u32, message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            path: path.into(),
            line,
            col,
            message: message.into(),
        }
    }

    /// Whether this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The diagnostic with the source line and a caret under the column, read from the
    /// file when it can be read.
    pub fn render(&self) -> String {
        let mut out = self.to_string();
        if self.line == 0 {
            return out;
        }
        let text = std::fs::read_to_string(&self.path).ok();
        let line = text
            .as_deref()
            .and_then(|t| t.lines().nth(self.line as usize - 1));
        if let Some(line) = line {
            out.push_str(&source_excerpt(self.line, line, self.col));
        }
        out
    }
}

/// How many characters of a long source line are shown around the column.
const EXCERPT_WIDTH: usize = 120;

/// The source line (a window of it around `col` when it is long) and a caret under `col`.
fn source_excerpt(line_no: u32, line: &str, col: u32) -> String {
    let chars: Vec<char> = line.chars().collect();
    let at = (col as usize).saturating_sub(1).min(chars.len());
    let (start, end) = if chars.len() <= EXCERPT_WIDTH {
        (0, chars.len())
    } else {
        let start = at.saturating_sub(EXCERPT_WIDTH / 2);
        (start, (start + EXCERPT_WIDTH).min(chars.len()))
    };
    let before = if start > 0 { "..." } else { "" };
    let after = if end < chars.len() { "..." } else { "" };
    let shown: String = chars[start..end].iter().collect();
    let mut out = format!("\n {line_no:>5} | {before}{shown}{after}");
    if col > 0 {
        let pad: String = std::iter::repeat_n(' ', before.len())
            .chain(
                chars[start..at]
                    .iter()
                    .map(|&c| if c == '\t' { '\t' } else { ' ' }),
            )
            .collect();
        out.push_str(&format!("\n       | {pad}^"));
    }
    out
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        if self.line == 0 {
            write!(f, "{}: {kind}: {}", self.path, self.message)
        } else {
            write!(
                f,
                "{}:{}:{}: {kind}: {}",
                self.path, self.line, self.col, self.message
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::source_excerpt;

    #[test]
    fn excerpts_show_short_lines_whole_and_a_window_of_long_ones() {
        assert_eq!(
            source_excerpt(3, "int x = y;", 9),
            "\n     3 | int x = y;\n       |         ^"
        );
        let long = format!("{}x{}", "(".repeat(1000), ")".repeat(1000));
        let shown = source_excerpt(1, &long, 1001);
        let lines: Vec<&str> = shown.lines().skip(1).collect();
        assert!(lines[0].len() < 140, "{}", lines[0]);
        assert!(lines[0].starts_with("     1 | ...(((") && lines[0].ends_with(")))..."));
        // The caret stands under the `x`.
        let caret = lines[1].find('^').unwrap();
        assert_eq!(lines[0].as_bytes()[caret], b'x');
    }
}
