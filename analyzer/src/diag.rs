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
            out.push_str(&format!("\n {:>5} | {}", self.line, line));
            if self.col > 0 {
                let pad: String = line
                    .chars()
                    .take(self.col as usize - 1)
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                out.push_str(&format!("\n       | {pad}^"));
            }
        }
        out
    }
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
