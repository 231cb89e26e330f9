//! Running the C preprocessor, reading its line markers, and preparing its output for
//! tree-sitter.
//!
//! The preprocessed text (`.i`) is parsed with its line-marker lines blanked, so that
//! tree-sitter rows are `.i` rows and [`LineMap`] maps each row back to the user's file
//! and line. The preprocessor runs with `-dD`, which leaves each `#define` and `#undef`
//! in the text where it was met; those lines are blanked too, and the feature-test macros
//! among the user's ([`is_feature_test_macro`]) are kept in the map, because they change
//! what the system headers the output includes again declare. A few GNU constructs that
//! tree-sitter-c does not parse are rewritten first, on the same line (rows never
//! change), and noted in [`Rewrites`] by their offset in the text that tree-sitter sees,
//! so that the lowering can restore their meaning:
//!
//! - `__attribute__((...))` and `__asm__("label")` after a declarator are blanked and
//!   kept with their offsets; the lowering attaches them to the declaration, declarator
//!   or record whose range holds them;
//! - `_Thread_local` becomes `thread_local`, the spelling tree-sitter-c knows;
//! - `_Complex` / `__complex__` become `volatile` (a qualifier tree-sitter knows), and
//!   `__real__` / `__imag__` become unary `+`;
//! - `case lo ... hi:` gets `||` in place of `...`;
//! - `__builtin_offsetof(T, m)` becomes `__builtin_offsetof((T)0, m)`;
//! - imaginary constants lose their `i` suffix (the spelling is kept in [`Rewrites`]);
//! - `goto *e;` becomes `__p4a_goto_indirect(e);` and `&&label` becomes
//!   `__p4a_label_addr(label)`;
//! - an unnamed bit-field after a type keyword (`int : 3`) gets a placeholder name;
//! - `typeof(e)` of an expression becomes `typeof(__p4a_typeof_expr[e])`, and
//!   `__builtin_types_compatible_p(A, B)` becomes `...((A)0, (B)0)`;
//! - `__signed__`, `__const`, `__volatile__` become their standard spellings;
//! - digraphs (`<:` `:>` `<%` `%>`) become the tokens they stand for;
//! - `__builtin_va_arg(ap, T)` becomes `__builtin_va_arg(ap, (T)0)` so that `T` parses as
//!   a type name;
//! - `_Static_assert(e, "m");` among the members of a structure or union becomes the
//!   member `char __p4a_member_assert[(e, "m")];`.
//!
//! The preprocessed text is read as UTF-8. A byte that is not part of valid UTF-8 (a
//! Latin-1 `é`, 0xE9) is taken where C takes any byte, in a plain or `u8` string literal,
//! a character constant or a comment, and becomes the octal escape `\351` there
//! ([`decode_preprocessed`]): the compiled program holds the same byte, and the output is
//! UTF-8 (its columns on that line move by three per byte). Anywhere else, and in wide
//! literals (`L"..."`, whose bytes the compiler would convert), it is an error at the
//! user's file and line.

use std::collections::HashMap;
use std::path::Path;
use std::process::Command;

use crate::ir::{FileId, MacroDirective, SourceFile};

/// How to run the preprocessor.
#[derive(Clone, Debug)]
pub struct CppOptions {
    /// The command, split on spaces (`cc -E` by default).
    pub cpp: String,
    /// `-I` directories.
    pub include_dirs: Vec<String>,
    /// `-D` definitions (`NAME` or `NAME=VALUE`).
    pub defines: Vec<String>,
    /// `-U` names.
    pub undefines: Vec<String>,
    /// More flags, passed as they are.
    pub flags: Vec<String>,
    /// The directory the preprocessor runs in (a compilation database's `directory`,
    /// against which relative `-I` directories and file names resolve); `None`: the
    /// current directory.
    pub dir: Option<std::path::PathBuf>,
}

impl Default for CppOptions {
    fn default() -> Self {
        CppOptions {
            cpp: "cc -E".to_string(),
            include_dirs: Vec::new(),
            defines: Vec::new(),
            undefines: Vec::new(),
            flags: Vec::new(),
            dir: None,
        }
    }
}

/// Runs the preprocessor on `path`; returns its output, or its error message (with the
/// file and line of an invalid byte: [`decode_preprocessed`]).
pub fn run_cpp(path: &Path, options: &CppOptions) -> Result<String, String> {
    run_cpp_located(path, options).map_err(|e| match e.at {
        Some((file, line, col)) => format!("{file}:{line}:{col}: {}", e.message),
        None => e.message,
    })
}

/// Why the preprocessed text could not be read, and where when it is about one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CppError {
    /// The user's file, line and column (of the preprocessed line), for a byte that is
    /// not valid UTF-8.
    pub at: Option<(String, u32, u32)>,
    /// What went wrong.
    pub message: String,
}

/// [`run_cpp`], with the location of an error kept apart from its message.
pub fn run_cpp_located(path: &Path, options: &CppOptions) -> Result<String, CppError> {
    let unlocated = |message: String| CppError { at: None, message };
    let mut words = options.cpp.split_whitespace();
    let program = words
        .next()
        .ok_or_else(|| unlocated("empty preprocessor command".to_string()))?;
    let mut cmd = Command::new(program);
    cmd.args(words);
    // Macro directives stay in the text, where they were met: see `map_lines`.
    cmd.arg("-dD");
    for dir in &options.include_dirs {
        cmd.arg(format!("-I{dir}"));
    }
    for def in &options.defines {
        cmd.arg(format!("-D{def}"));
    }
    for name in &options.undefines {
        cmd.arg(format!("-U{name}"));
    }
    cmd.args(&options.flags);
    if let Some(dir) = &options.dir {
        cmd.current_dir(dir);
    }
    // A relative name that starts with `-` would read as an option.
    if path.is_relative() && path.as_os_str().as_encoded_bytes().starts_with(b"-") {
        cmd.arg(Path::new(".").join(path));
    } else {
        cmd.arg(path);
    }
    let output = cmd.output().map_err(|e| {
        unlocated(format!(
            "cannot run the preprocessor `{}`: {e}",
            options.cpp
        ))
    })?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(unlocated(format!(
            "the preprocessor `{}` failed:\n{}",
            options.cpp,
            stderr.trim_end()
        )));
    }
    decode_preprocessed(output.stdout, &path.display().to_string())
}

/// The preprocessed text `bytes` as UTF-8, each invalid byte in a literal or comment
/// written as an octal escape (see the module documentation); `input` names the file
/// until the first line marker does.
pub fn decode_preprocessed(bytes: Vec<u8>, input: &str) -> Result<String, CppError> {
    let bytes = match String::from_utf8(bytes) {
        Ok(text) => return Ok(text),
        Err(e) => e.into_bytes(),
    };
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        Code,
        /// In a literal closed by this quote; `wide` for `L`, `u` and `U` prefixes.
        Literal {
            quote: u8,
            wide: bool,
            escaped: bool,
        },
        LineComment,
        BlockComment,
    }
    let mut out = String::with_capacity(bytes.len() + 64);
    let mut state = State::Code;
    let (mut file, mut line) = (input.to_string(), 1u32);
    let mut line_start = 0;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if i == line_start && b == b'#' {
            let end = bytes[i..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(bytes.len(), |k| i + k);
            if let Some((marker_file, marker_line)) =
                line_marker(&String::from_utf8_lossy(&bytes[i..end]))
            {
                // The line after the marker is `marker_line`.
                (file, line) = (marker_file, marker_line.saturating_sub(1));
            }
        }
        if b >= 0x80 {
            let width = match b {
                0xC2..=0xDF => 2,
                0xE0..=0xEF => 3,
                0xF0..=0xF4 => 4,
                _ => 0,
            };
            if width > 0
                && let Some(seq) = bytes.get(i..i + width)
                && let Ok(ch) = std::str::from_utf8(seq)
            {
                out.push_str(ch);
                if let State::Literal { escaped, .. } = &mut state {
                    *escaped = false;
                }
                i += width;
                continue;
            }
            match &mut state {
                State::Literal {
                    wide: false,
                    escaped,
                    ..
                } => {
                    // After a lone `\` already written, the digits complete the escape.
                    if !*escaped {
                        out.push('\\');
                    }
                    *escaped = false;
                    out.push_str(&format!("{b:03o}"));
                }
                State::LineComment | State::BlockComment => out.push_str(&format!("\\{b:03o}")),
                State::Literal { wide: true, .. } => {
                    return Err(CppError {
                        at: Some((file, line, (i - line_start + 1) as u32)),
                        message: format!(
                            "byte 0x{b:02X} is not valid UTF-8, and a wide string or \
                             character literal cannot hold it as written: write it as an escape"
                        ),
                    });
                }
                State::Code => {
                    return Err(CppError {
                        at: Some((file, line, (i - line_start + 1) as u32)),
                        message: format!(
                            "byte 0x{b:02X} is not valid UTF-8 and stands outside a string \
                             literal, character constant or comment"
                        ),
                    });
                }
            }
            i += 1;
            continue;
        }
        out.push(b as char);
        let next = bytes.get(i + 1).copied();
        state = match state {
            _ if b == b'\n' => {
                line_start = i + 1;
                line += 1;
                match state {
                    State::BlockComment => State::BlockComment,
                    // A literal or `//` comment ends with its line (splices are gone).
                    _ => State::Code,
                }
            }
            State::Code => match (b, next) {
                (b'"' | b'\'', _) => State::Literal {
                    quote: b,
                    wide: wide_prefix(&bytes[line_start..i]),
                    escaped: false,
                },
                (b'/', Some(b'/')) => {
                    out.push('/');
                    i += 1;
                    State::LineComment
                }
                (b'/', Some(b'*')) => {
                    out.push('*');
                    i += 1;
                    State::BlockComment
                }
                _ => State::Code,
            },
            State::Literal {
                quote,
                wide,
                escaped,
            } => {
                if escaped {
                    State::Literal {
                        quote,
                        wide,
                        escaped: false,
                    }
                } else if b == b'\\' {
                    State::Literal {
                        quote,
                        wide,
                        escaped: true,
                    }
                } else if b == quote {
                    State::Code
                } else {
                    state
                }
            }
            State::BlockComment if b == b'*' && next == Some(b'/') => {
                out.push('/');
                i += 1;
                State::Code
            }
            other => other,
        };
        i += 1;
    }
    Ok(out)
}

/// Whether the literal whose quote follows `before` (the line up to it) has a wide
/// prefix: `L`, `u` or `U`, not `u8`.
fn wide_prefix(before: &[u8]) -> bool {
    let ident = before
        .iter()
        .rev()
        .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
        .count();
    matches!(&before[before.len() - ident..], b"L" | b"u" | b"U")
}

/// The file and line of a line marker `# 12 "file.c" 1`.
fn line_marker(text: &str) -> Option<(String, u32)> {
    let rest = text.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let line = rest[..digits].parse().ok()?;
    let name = rest[digits..].trim_start().strip_prefix('"')?;
    let name = &name[..name.find('"')?];
    Some((name.to_string(), line))
}

/// Where each `.i` row comes from.
#[derive(Clone, Debug, Default)]
pub struct LineMap {
    /// `(file, 1-based line)` of each row.
    pub rows: Vec<(FileId, u32)>,
    /// `#include` directives of user files that brought in system headers.
    pub includes: Vec<IncludeSite>,
    /// Feature-test macro directives of user files, in the order they were met.
    pub macros: Vec<MacroSite>,
}

/// A feature-test macro directive in a user file, at row `row`.
#[derive(Clone, Debug)]
pub struct MacroSite {
    /// The row of the directive.
    pub row: usize,
    /// The directive.
    pub directive: MacroDirective,
}

/// A system header included from a user file: its text occupies rows `start..end`.
#[derive(Clone, Debug)]
pub struct IncludeSite {
    /// First row of the included text.
    pub start: usize,
    /// One past its last row.
    pub end: usize,
    /// The directive to print (`#include <stdio.h>`).
    pub directive: String,
}

impl LineMap {
    /// The user position of a row.
    pub fn at(&self, row: usize) -> (FileId, u32) {
        self.rows.get(row).copied().unwrap_or_default()
    }
}

/// Reads the line markers of `text`, returns the text with marker lines blanked and the
/// line map. New files are added to `files`.
pub fn map_lines(text: &str, files: &mut Vec<SourceFile>) -> (String, LineMap) {
    let mut file_ids: HashMap<String, FileId> = HashMap::new();
    let mut out = String::with_capacity(text.len());
    let mut map = LineMap::default();
    let mut current = (FileId(0), 1u32);
    let mut current_system = false;
    // Stack of (file, system, row where the included text starts) for includes.
    let mut stack: Vec<(FileId, bool, usize, FileId)> = Vec::new();
    let mut sources: HashMap<FileId, Option<Vec<String>>> = HashMap::new();

    for (row, line) in text.split_inclusive('\n').enumerate() {
        if let Some((lineno, path, flags)) = parse_marker(line) {
            let id = *file_ids.entry(path.clone()).or_insert_with(|| {
                let system = flags.contains(&3);
                files.push(SourceFile {
                    path: path.clone(),
                    system,
                });
                FileId(files.len() as u32 - 1)
            });
            let system = files[id.0 as usize].system || flags.contains(&3);
            if flags.contains(&1) {
                stack.push((current.0, current_system, row + 1, id));
            } else if flags.contains(&2)
                && let Some((parent, parent_system, start, child)) = stack.pop()
            {
                // Back in `parent`: the directive was on the line before `lineno`.
                if !parent_system
                    && current_system
                    && parent == id
                    && !files[parent.0 as usize].path.starts_with('<')
                {
                    let lines = sources.entry(parent).or_insert_with(|| {
                        std::fs::read_to_string(&files[parent.0 as usize].path)
                            .ok()
                            .map(|s| s.lines().map(str::to_string).collect())
                    });
                    let directive = lines
                        .as_ref()
                        .and_then(|l| l.get(lineno.saturating_sub(2) as usize))
                        .map(|l| l.trim().to_string())
                        .filter(|l| {
                            (l.starts_with('#') || l.starts_with("%:")) && l.contains("include")
                        })
                        .map(|l| match l.strip_prefix("%:") {
                            Some(rest) => format!("#{rest}"),
                            None => l,
                        })
                        .unwrap_or_else(|| fallback_directive(&files[child.0 as usize].path));
                    map.includes.push(IncludeSite {
                        start,
                        end: row,
                        directive,
                    });
                }
            }
            current = (id, lineno);
            current_system = system;
            map.rows.push((id, lineno.max(1)));
            out.extend(line.chars().map(|c| if c == '\n' { '\n' } else { ' ' }));
            continue;
        }
        map.rows.push(current);
        if let Some(directive) = parse_macro_directive(line) {
            let in_user_file = !current_system
                && files
                    .get(current.0.0 as usize)
                    .is_some_and(|f| !f.path.starts_with('<'));
            if in_user_file && is_feature_test_macro(directive.name()) {
                map.macros.push(MacroSite { row, directive });
            }
            if line.ends_with('\n') {
                out.push('\n');
            }
        } else {
            out.push_str(line);
        }
        current.1 = current.1.saturating_add(1);
    }
    map.rows.push(current);
    (out, map)
}

/// Reads a `#define NAME VALUE` or `#undef NAME` line as `-dD` prints it. A
/// function-like macro's name keeps its parameter list (`F(a)`), so that it is never
/// taken for a feature-test macro.
fn parse_macro_directive(line: &str) -> Option<MacroDirective> {
    let rest = line.strip_prefix('#')?.trim_start();
    let (define, rest) = if let Some(rest) = rest.strip_prefix("define") {
        (true, rest)
    } else {
        (false, rest.strip_prefix("undef")?)
    };
    if !rest.starts_with([' ', '\t']) {
        return None;
    }
    let rest = rest.trim();
    let name_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .unwrap_or(rest.len());
    if name_len == 0 {
        return None;
    }
    let (name, value) = rest.split_at(name_len);
    if !define {
        return Some(MacroDirective::Undef {
            name: name.to_string(),
        });
    }
    if value.starts_with('(') {
        let close = value.find(')').map_or(value.len(), |k| k + 1);
        return Some(MacroDirective::Define {
            name: rest[..name_len + close].to_string(),
            value: value[close..].trim().to_string(),
        });
    }
    Some(MacroDirective::Define {
        name: name.to_string(),
        value: value.trim().to_string(),
    })
}

/// Whether `name` is a feature-test macro: one that a program defines before its first
/// system header to choose what the C library's headers declare (`feature_test_macros(7)`):
/// `_GNU_SOURCE`, `_POSIX_C_SOURCE` and every other `_..._SOURCE`, `_XOPEN_SOURCE_EXTENDED`,
/// `_FILE_OFFSET_BITS`, `_TIME_BITS`, `_REENTRANT`, `_THREAD_SAFE`, `__STRICT_ANSI__`,
/// the C standard's `__STDC_WANT_...__`, and the old `__STDC_..._MACROS` of `<stdint.h>`
/// and `<inttypes.h>`.
pub fn is_feature_test_macro(name: &str) -> bool {
    let source_suffix =
        name.len() > "__SOURCE".len() && name.starts_with('_') && name.ends_with("_SOURCE");
    source_suffix
        || name.starts_with("__STDC_WANT_")
        || matches!(
            name,
            "_XOPEN_SOURCE_EXTENDED"
                | "_FILE_OFFSET_BITS"
                | "_TIME_BITS"
                | "_REENTRANT"
                | "_THREAD_SAFE"
                | "_POSIX_PTHREAD_SEMANTICS"
                | "__STRICT_ANSI__"
                | "__STDC_FORMAT_MACROS"
                | "__STDC_LIMIT_MACROS"
                | "__STDC_CONSTANT_MACROS"
        )
}

/// An `#include` for a system header whose directive cannot be read back: the header's
/// path relative to the usual system include directories, else its full path.
fn fallback_directive(path: &str) -> String {
    const DIRS: [&str; 3] = [
        "/usr/include/x86_64-linux-gnu/",
        "/usr/include/aarch64-linux-gnu/",
        "/usr/include/",
    ];
    for dir in DIRS {
        if let Some(rel) = path.strip_prefix(dir) {
            return format!("#include <{rel}>");
        }
    }
    if let Some(k) = path.find("/include/") {
        return format!("#include <{}>", &path[k + "/include/".len()..]);
    }
    format!("#include \"{path}\"")
}

/// Parses `# 12 "file.c" 1 3` (and `#line 12 "file.c"`).
fn parse_marker(line: &str) -> Option<(u32, String, Vec<u32>)> {
    let rest = line.strip_prefix('#')?;
    let rest = rest.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    if digits.is_empty() {
        return None;
    }
    let lineno: u32 = digits.parse().ok()?;
    let rest = rest[digits.len()..].trim_start();
    let rest = rest.strip_prefix('"')?;
    let mut path = String::new();
    let mut chars = rest.char_indices();
    let mut end = None;
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => {
                if let Some((_, n)) = chars.next() {
                    path.push(n);
                }
            }
            '"' => {
                end = Some(i);
                break;
            }
            c => path.push(c),
        }
    }
    let flags = rest[end? + 1..]
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    Some((lineno, path, flags))
}

/// What the rewriting pass changed, by offset in the rewritten text.
#[derive(Clone, Debug, Default)]
pub struct Rewrites {
    /// Blanked `__attribute__((...))` texts.
    pub attrs: Vec<(usize, String)>,
    /// Blanked `__asm__("...")` labels: offset and the text between the parentheses.
    pub asm_labels: Vec<(usize, String)>,
    /// Offsets of `volatile` standing for `_Complex`.
    pub complex: Vec<usize>,
    /// Offsets of `+` standing for `__real__` (`false`) or `__imag__` (`true`).
    pub real_imag: Vec<(usize, bool)>,
    /// Offsets of `||` standing for the `...` of a case range.
    pub case_ranges: Vec<usize>,
    /// Imaginary constants (`1.0iF`): offset of the number left in their place, and
    /// their original spelling.
    pub imaginary: Vec<(usize, String)>,
    /// Offsets of placeholder names given to unnamed bit-fields.
    pub unnamed_bitfields: Vec<usize>,
    /// Offsets of `thread_local` standing for `_Thread_local`.
    pub thread_locals: Vec<usize>,
    /// Static assertions among the members of a structure or union, which tree-sitter-c
    /// does not parse there: offset of the member declaration [`MEMBER_ASSERT`] left in
    /// their place, and the assertion as written (`_Static_assert(e, "m")`).
    pub member_asserts: Vec<(usize, String)>,
}

/// Name given to unnamed bit-fields so that tree-sitter can parse them.
pub const UNNAMED_BITFIELD: &str = "__p4a_unnamed";
/// Function-like stand-in for `goto *e` (GNU computed goto).
pub const GOTO_INDIRECT: &str = "__p4a_goto_indirect";
/// Function-like stand-in for `&&label` (GNU label address).
pub const LABEL_ADDR: &str = "__p4a_label_addr";
/// `typeof(e)` is rewritten `typeof(TYPEOF_EXPR[e])`, a type name with an array
/// declarator that tree-sitter parses; the lowering reads `e` back from it.
pub const TYPEOF_EXPR: &str = "__p4a_typeof_expr";
/// `_Static_assert(e, "m");` among members is rewritten as the member declaration
/// `char MEMBER_ASSERT[(e, "m")];`, which tree-sitter parses; the lowering reads the
/// assertion back from it.
pub const MEMBER_ASSERT: &str = "__p4a_member_assert";
/// Function-like stand-in for `__builtin_offsetof(T, m)`: `OFFSETOF((T)0, m)`.
pub const OFFSETOF: &str = "__builtin_offsetof";

/// Rewrites the constructs listed in the module documentation. Newlines are preserved.
pub fn rewrite(text: &str) -> (String, Rewrites) {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() + 64);
    let mut rw = Rewrites::default();
    let mut i = 0;
    // The last significant (non-blank) character written, for asm-label detection.
    let mut last_sig: u8 = b';';
    // Whether a `case` keyword was seen since the last `;`, `{`, `}` or `:`.
    let mut in_case = false;
    // Input offsets where a `}` closing an inserted `{` goes (braceless switch bodies).
    let mut pending_close: Vec<usize> = Vec::new();
    // Input offset where the last `_Generic(...)` ends: `int: e` there is an association,
    // not an unnamed bit-field.
    let mut generic_end = 0;
    // For each open brace, whether it opens the body of a structure or union.
    let mut record_bodies: Vec<bool> = Vec::new();
    // Input offsets where a `]` closing a member assertion's declarator goes.
    let mut pending_bracket: Vec<usize> = Vec::new();
    while i < bytes.len() {
        while pending_close.last() == Some(&i) {
            pending_close.pop();
            record_bodies.pop();
            out.push_str(" }");
        }
        while pending_bracket.last() == Some(&i) {
            pending_bracket.pop();
            out.push(']');
        }
        let c = bytes[i];
        if c == b'"' || c == b'\'' {
            let end = skip_literal(bytes, i);
            out.push_str(&text[i..end]);
            last_sig = c;
            i = end;
            continue;
        }
        if c.is_ascii_digit() || (c == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)) {
            let end = pp_number_end(bytes, i);
            let number = &text[i..end];
            match imaginary_split(number) {
                Some(real) => {
                    rw.imaginary.push((out.len(), number.to_string()));
                    out.push_str(real);
                    out.extend(std::iter::repeat_n(' ', number.len() - real.len()));
                }
                None => out.push_str(number),
            }
            last_sig = b'0';
            i = end;
            continue;
        }
        if c == b'&'
            && bytes.get(i + 1) == Some(&b'&')
            && !(last_sig.is_ascii_alphanumeric()
                || matches!(last_sig, b'_' | b')' | b']' | b'"' | b'\''))
        {
            let mut j = i + 2;
            while j < bytes.len() && bytes[j].is_ascii_whitespace() && bytes[j] != b'\n' {
                j += 1;
            }
            let name_end = (j..bytes.len())
                .find(|&k| !(bytes[k].is_ascii_alphanumeric() || bytes[k] == b'_'))
                .unwrap_or(bytes.len());
            if name_end > j && !bytes[j].is_ascii_digit() {
                out.push_str(&format!("{LABEL_ADDR}({})", &text[j..name_end]));
                i = name_end;
                last_sig = b')';
                continue;
            }
        }
        if c == b':' && !in_case && i >= generic_end && is_type_keyword(&out) {
            rw.unnamed_bitfields.push(out.len() + 1);
            out.push(' ');
            out.push_str(UNNAMED_BITFIELD);
            out.push(' ');
            out.push(':');
            last_sig = b':';
            i += 1;
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &text[start..i];
            match word {
                "__attribute__" | "__attribute" => {
                    if let Some(end) = balanced_parens_after(bytes, i) {
                        rw.attrs.push((out.len(), text[start..end].to_string()));
                        blank_into(&mut out, &text[start..end]);
                        i = end;
                        continue;
                    }
                }
                "__asm__" | "__asm" | "asm"
                    if last_sig == b')'
                        || last_sig == b']'
                        || last_sig.is_ascii_alphanumeric()
                        || last_sig == b'_' =>
                {
                    if let Some(end) = balanced_parens_after(bytes, i) {
                        let inner = text[i..end].trim();
                        let inner = inner[1..inner.len() - 1].trim().to_string();
                        rw.asm_labels.push((out.len(), inner));
                        blank_into(&mut out, &text[start..end]);
                        i = end;
                        continue;
                    }
                }
                "_Generic" => {
                    if let Some(end) = balanced_parens_after(bytes, i) {
                        generic_end = generic_end.max(end);
                    }
                }
                "_Thread_local" => {
                    rw.thread_locals.push(out.len());
                    out.push_str("thread_local ");
                    last_sig = b'l';
                    continue;
                }
                "_Complex" | "__complex__" => {
                    rw.complex.push(out.len());
                    out.push_str("volatile");
                    out.extend(std::iter::repeat_n(' ', word.len().saturating_sub(8)));
                    last_sig = b'e';
                    continue;
                }
                "__real__" | "__imag__" => {
                    rw.real_imag.push((out.len(), word == "__imag__"));
                    out.push('+');
                    out.extend(std::iter::repeat_n(' ', word.len() - 1));
                    last_sig = b'+';
                    continue;
                }
                "__builtin_offsetof" => {
                    if let Some(end) = balanced_parens_after(bytes, i)
                        && let Some(rewritten) = rewrite_type_arg(&text[i..end], true)
                    {
                        out.push_str(word);
                        out.push_str(&keep_rows(&text[i..end], rewritten));
                        i = end;
                        last_sig = b')';
                        continue;
                    }
                }
                "__builtin_types_compatible_p" => {
                    if let Some(end) = balanced_parens_after(bytes, i)
                        && let Some(rewritten) = rewrite_two_types(&text[i..end])
                    {
                        out.push_str(word);
                        out.push_str(&keep_rows(&text[i..end], rewritten));
                        i = end;
                        last_sig = b')';
                        continue;
                    }
                }
                "typeof" | "__typeof__" | "__typeof" => {
                    if let Some(end) = balanced_parens_after(bytes, i) {
                        let inner = text[i..end].trim();
                        let inner = &inner[1..inner.len() - 1];
                        if !looks_like_type(inner) && !inner.contains('\n') {
                            out.push_str(word);
                            out.push_str(&keep_rows(
                                &text[i..end],
                                format!("({TYPEOF_EXPR}[{inner}])"),
                            ));
                            i = end;
                            last_sig = b')';
                            continue;
                        }
                    }
                }
                "__signed__" | "__signed" => {
                    out.push_str("signed");
                    last_sig = b'd';
                    continue;
                }
                "__const" | "__const__" => {
                    out.push_str("const");
                    last_sig = b't';
                    continue;
                }
                "__volatile" | "__volatile__" => {
                    out.push_str("volatile");
                    last_sig = b'e';
                    continue;
                }
                "goto" => {
                    let after = text[i..].trim_start();
                    if after.starts_with('*')
                        && let Some(semi) = find_statement_end(bytes, i)
                    {
                        let star = i + (text[i..].len() - after.len());
                        out.push_str(GOTO_INDIRECT);
                        out.push('(');
                        out.push_str(&text[star + 1..semi]);
                        out.push(')');
                        i = semi;
                        last_sig = b')';
                        continue;
                    }
                }
                "__builtin_va_arg" => {
                    if let Some(end) = balanced_parens_after(bytes, i)
                        && let Some(rewritten) = rewrite_type_arg(&text[i..end], false)
                    {
                        out.push_str(word);
                        out.push_str(&keep_rows(&text[i..end], rewritten));
                        i = end;
                        last_sig = b')';
                        continue;
                    }
                }
                "_Static_assert" | "static_assert" if record_bodies.last() == Some(&true) => {
                    if let Some(end) = balanced_parens_after(bytes, i) {
                        rw.member_asserts
                            .push((out.len(), text[start..end].to_string()));
                        out.push_str("char ");
                        out.push_str(MEMBER_ASSERT);
                        out.push('[');
                        pending_bracket.push(end);
                        pending_bracket.sort_unstable_by(|a, b| b.cmp(a));
                        last_sig = b'[';
                        continue;
                    }
                }
                "case" => in_case = true,
                "switch" => {
                    if let Some(paren_end) = balanced_parens_after(bytes, i)
                        && let Some(semi) = braceless_body_end(bytes, paren_end)
                    {
                        out.push_str(word);
                        out.push_str(&text[i..paren_end]);
                        out.push_str(" {");
                        record_bodies.push(false);
                        pending_close.push(semi + 1);
                        pending_close.sort_unstable_by(|a, b| b.cmp(a));
                        i = paren_end;
                        last_sig = b'{';
                        continue;
                    }
                }
                _ => {}
            }
            out.push_str(word);
            last_sig = b'a';
            continue;
        }
        if c == b'.' && in_case && text[i..].starts_with("...") {
            rw.case_ranges.push(out.len());
            out.push_str("|| ");
            i += 3;
            last_sig = b'|';
            continue;
        }
        if let Some(token) = digraph(&text[i..]) {
            track_braces(&mut record_bodies, &out, token);
            out.push_str(token);
            out.push(' ');
            i += 2;
            last_sig = token.as_bytes()[0];
            continue;
        }
        if matches!(c, b';' | b'{' | b'}' | b':') {
            in_case = false;
        }
        let ch = text[i..].chars().next().unwrap_or(' ');
        if matches!(ch, '{' | '}') {
            track_braces(&mut record_bodies, &out, if ch == '{' { "{" } else { "}" });
        }
        out.push(ch);
        if !ch.is_whitespace() {
            last_sig = if ch.is_ascii() { ch as u8 } else { b'a' };
        }
        i += ch.len_utf8();
    }
    (out, rw)
}

/// The token a digraph stands for (`<:` is `[`), if `rest` starts with one.
fn digraph(rest: &str) -> Option<&'static str> {
    Some(match rest.get(..2)? {
        "<:" => "[",
        ":>" => "]",
        "<%" => "{",
        "%>" => "}",
        _ => return None,
    })
}

/// `rewritten` followed by as many newlines as it lost from `original`: rewrites never
/// change the number of rows, so rows keep their place in the line map.
fn keep_rows(original: &str, rewritten: String) -> String {
    let missing = original
        .matches('\n')
        .count()
        .saturating_sub(rewritten.matches('\n').count());
    rewritten + &"\n".repeat(missing)
}

/// Whether the text written so far ends with a type keyword (so that a `:` after it
/// starts an unnamed bit-field).
/// Keeps `record_bodies` (whether each open brace opens a structure or union body) up
/// to date for `token` about to be written after `out`.
fn track_braces(record_bodies: &mut Vec<bool>, out: &str, token: &str) {
    match token {
        "{" => record_bodies.push(opens_record_body(out)),
        "}" => {
            record_bodies.pop();
        }
        _ => {}
    }
}

/// Whether a `{` written after `out` opens a structure or union body: `out` ends with
/// `struct` or `union`, and a tag (attributes are blanked by then).
fn opens_record_body(out: &str) -> bool {
    fn last_word(text: &str) -> (&str, &str) {
        let trimmed = text.trim_end();
        let start = trimmed
            .char_indices()
            .rev()
            .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '_'))
            .map_or(0, |(k, c)| k + c.len_utf8());
        (&trimmed[..start], &trimmed[start..])
    }
    let (before, word) = last_word(out);
    match word {
        "struct" | "union" => true,
        "" => false,
        _ => matches!(last_word(before).1, "struct" | "union"),
    }
}

fn is_type_keyword(out: &str) -> bool {
    let trimmed = out.trim_end();
    let word_start = trimmed
        .char_indices()
        .rev()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '_'))
        .map_or(0, |(k, c)| k + c.len_utf8());
    matches!(
        &trimmed[word_start..],
        "int" | "unsigned" | "signed" | "char" | "short" | "long" | "_Bool"
    )
}

/// Whether the operand of `typeof` reads as a type name (rather than an expression): it
/// starts with a type keyword, or it is a single identifier (which the lowering resolves).
fn looks_like_type(inner: &str) -> bool {
    let inner = inner.trim();
    // No expression ends with `*` (or `* const`): `T *`, `T *const *` are type names.
    let mut tail = inner;
    loop {
        let trimmed = tail.trim_end();
        let word_start = trimmed
            .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(0, |k| k + 1);
        match &trimmed[word_start..] {
            "const" | "volatile" | "restrict" | "__restrict" | "_Atomic" => {
                tail = &trimmed[..word_start]
            }
            _ => {
                tail = trimmed;
                break;
            }
        }
    }
    if tail.ends_with('*') {
        return true;
    }
    let first: String = inner
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    if !first.is_empty()
        && first.len() == inner.len()
        && !first.starts_with(|c: char| c.is_ascii_digit())
    {
        return true;
    }
    matches!(
        first.as_str(),
        "int"
            | "char"
            | "short"
            | "long"
            | "unsigned"
            | "signed"
            | "float"
            | "double"
            | "void"
            | "_Bool"
            | "struct"
            | "union"
            | "enum"
            | "const"
            | "volatile"
            | "typeof"
            | "__typeof__"
            | "__typeof"
            | "_Complex"
            | "__int128"
            | "size_t"
    )
}

/// `(A, B)` → `((A)0, (B)0)` for `__builtin_types_compatible_p`.
fn rewrite_two_types(args: &str) -> Option<String> {
    let (inner, k) = split_last_argument(args)?;
    let (a, b) = (inner[..k].trim(), inner[k + 1..].trim());
    if a.contains('\n') || b.contains('\n') {
        return None;
    }
    Some(format!("(({a})0, ({b})0)"))
}

/// The text between the parentheses of `args` (`(a, b)`), and the offset in it of the
/// last comma outside nested parentheses and brackets.
fn split_last_argument(args: &str) -> Option<(&str, usize)> {
    let inner = args.trim();
    let inner = &inner[1..inner.len() - 1];
    let mut depth = 0i32;
    let mut split = None;
    for (k, b) in inner.bytes().enumerate() {
        match b {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b',' if depth == 0 => split = Some(k),
            _ => {}
        }
    }
    Some((inner, split?))
}

/// End of the preprocessing number starting at `start`.
fn pp_number_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start;
    while i < bytes.len() {
        let b = bytes[i];
        let exponent_sign = matches!(b, b'+' | b'-')
            && i > start
            && matches!(bytes[i - 1], b'e' | b'E' | b'p' | b'P');
        if exponent_sign || b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || b == b'\'' {
            i += 1;
        } else {
            break;
        }
    }
    i
}

/// The real part of an imaginary constant's spelling (`1.0iF` → `1.0F`... the number
/// without its `i`/`j` suffix letters), or `None` for an ordinary number.
fn imaginary_split(number: &str) -> Option<&str> {
    let is_hex = number.starts_with("0x") || number.starts_with("0X");
    let suffix_len = number
        .bytes()
        .rev()
        .take_while(|b| {
            matches!(
                b,
                b'i' | b'I' | b'j' | b'J' | b'f' | b'F' | b'l' | b'L' | b'u' | b'U'
            ) && !(is_hex && matches!(b, b'f' | b'F'))
        })
        .count();
    let suffix = &number[number.len() - suffix_len..];
    if !suffix
        .bytes()
        .any(|b| matches!(b, b'i' | b'I' | b'j' | b'J'))
    {
        return None;
    }
    Some(&number[..number.len() - suffix_len])
}

/// For a `switch` body that is not a block, the offset of its last byte (the `;` or `}`
/// that ends it); `None` when the body is already a block or cannot be delimited.
fn braceless_body_end(bytes: &[u8], from: usize) -> Option<usize> {
    let start = skip_blanks(bytes, from);
    if bytes.get(start) == Some(&b'{') {
        return None;
    }
    statement_last_byte(bytes, start, 0)
}

fn skip_blanks(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

/// The offset of the last byte of the statement starting at `i`, found on tokens alone.
fn statement_last_byte(bytes: &[u8], i: usize, depth: u32) -> Option<usize> {
    if depth > 64 {
        return None;
    }
    let i = skip_blanks(bytes, i);
    if bytes.get(i) == Some(&b'{') {
        return matching_brace(bytes, i);
    }
    let word_end = (i..bytes.len())
        .find(|&k| !(bytes[k].is_ascii_alphanumeric() || bytes[k] == b'_'))
        .unwrap_or(bytes.len());
    let word = std::str::from_utf8(&bytes[i..word_end]).ok()?;
    match word {
        "if" => {
            let cond_end = balanced_parens_after(bytes, word_end)?;
            let then_end = statement_last_byte(bytes, cond_end, depth + 1)?;
            let after = skip_blanks(bytes, then_end + 1);
            if bytes[after..].starts_with(b"else")
                && !bytes
                    .get(after + 4)
                    .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
            {
                return statement_last_byte(bytes, after + 4, depth + 1);
            }
            Some(then_end)
        }
        "for" | "while" | "switch" => {
            let head_end = balanced_parens_after(bytes, word_end)?;
            statement_last_byte(bytes, head_end, depth + 1)
        }
        "do" => {
            let body_end = statement_last_byte(bytes, word_end, depth + 1)?;
            let after = skip_blanks(bytes, body_end + 1);
            if !bytes[after..].starts_with(b"while") {
                return None;
            }
            let cond_end = balanced_parens_after(bytes, after + 5)?;
            let semi = skip_blanks(bytes, cond_end);
            (bytes.get(semi) == Some(&b';')).then_some(semi)
        }
        "case" | "default" => {
            let colon = (word_end..bytes.len()).find(|&k| bytes[k] == b':')?;
            statement_last_byte(bytes, colon + 1, depth + 1)
        }
        _ => find_statement_end(bytes, i),
    }
}

/// The offset of the `}` matching the `{` at `open`.
fn matching_brace(bytes: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0i32;
    let mut i = open;
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                i = skip_literal(bytes, i);
                continue;
            }
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// End (the `;`) of the statement that starts at `from`.
fn find_statement_end(bytes: &[u8], from: usize) -> Option<usize> {
    let mut depth = 0i32;
    let mut i = from;
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                i = skip_literal(bytes, i);
                continue;
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b';' if depth == 0 => return Some(i),
            _ => {}
        }
        if depth < 0 {
            return None;
        }
        i += 1;
    }
    None
}

/// `(ap, T)` → `(ap, (T)0)` for `__builtin_va_arg`, where the split is at the last
/// top-level comma; `(T, m)` → `((T)0, m)` for `__builtin_offsetof` (`type_first`).
fn rewrite_type_arg(args: &str, type_first: bool) -> Option<String> {
    let (inner, k) = split_last_argument(args)?;
    if type_first {
        let ty = inner[..k].trim();
        if ty.contains('\n') {
            return None;
        }
        return Some(format!("(({ty})0,{})", &inner[k + 1..]));
    }
    let ty = inner[k + 1..].trim();
    if ty.contains('\n') {
        return None;
    }
    Some(format!("({}, ({ty})0)", &inner[..k]))
}

fn blank_into(out: &mut String, text: &str) {
    out.extend(text.chars().map(|c| if c == '\n' { '\n' } else { ' ' }));
}

/// End of the string or character literal starting at `start`.
fn skip_literal(bytes: &[u8], start: usize) -> usize {
    let quote = bytes[start];
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => {
                // Skip the escaped character whole, even when it is not ASCII.
                i += 2;
                while i < bytes.len() && (bytes[i] & 0xC0) == 0x80 {
                    i += 1;
                }
            }
            b'\n' => return i,
            b if b == quote => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// If blanks and then `(` follow `from`, the offset just past the matching `)`.
fn balanced_parens_after(bytes: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    if bytes.get(i) != Some(&b'(') {
        return None;
    }
    let mut depth = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'"' | b'\'' => {
                i = skip_literal(bytes, i);
                continue;
            }
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_map_rows_and_find_includes() {
        let dir = tempfile::tempdir().unwrap();
        let main = dir.path().join("m.c");
        std::fs::write(&main, "#include <stdio.h>\nint x;\n").unwrap();
        let m = main.display().to_string();
        let text = format!(
            "# 1 \"{m}\"\n# 1 \"/usr/include/stdio.h\" 1 3 4\nint printf(const char *, ...);\n# 2 \"{m}\" 2\nint x;\n"
        );
        let mut files = Vec::new();
        let (blanked, map) = map_lines(&text, &mut files);
        assert_eq!(blanked.lines().count(), text.lines().count());
        assert!(blanked.lines().next().unwrap().trim().is_empty());
        assert_eq!(map.at(4), (FileId(0), 2));
        assert_eq!(map.at(2).0, FileId(1));
        assert_eq!(map.includes.len(), 1);
        assert_eq!(map.includes[0].directive, "#include <stdio.h>");
        assert_eq!((map.includes[0].start, map.includes[0].end), (2, 3));
    }

    #[test]
    fn user_feature_test_macros_are_kept_and_every_macro_line_blanked() {
        // What `cc -E -dD` prints: built-in and command-line macros, then the file's,
        // then a system header's own.
        let text = "# 0 \"m.c\"\n# 0 \"<built-in>\"\n#define __STDC__ 1\n\
                    # 0 \"<command-line>\"\n#define _GNU_SOURCE 1\n# 1 \"m.c\"\n\
                    #define _GNU_SOURCE \n#define _POSIX_C_SOURCE 200809L\n#define N 10\n\
                    #define _X_SOURCE(a) a\n\
                    # 1 \"/usr/include/stdio.h\" 1 3 4\n#define _ISOC11_SOURCE 1\n\
                    int printf(const char *, ...);\n# 7 \"m.c\" 2\n#undef _GNU_SOURCE\nint x;\n";
        let mut files = Vec::new();
        let (blanked, map) = map_lines(text, &mut files);
        assert_eq!(blanked.lines().count(), text.lines().count());
        assert!(!blanked.contains('#'), "{blanked}");
        let kept: Vec<(usize, MacroDirective)> = map
            .macros
            .iter()
            .map(|site| (site.row, site.directive.clone()))
            .collect();
        let define = |name: &str, value: &str| MacroDirective::Define {
            name: name.to_string(),
            value: value.to_string(),
        };
        let undef = MacroDirective::Undef {
            name: "_GNU_SOURCE".to_string(),
        };
        let expected = vec![
            (6, define("_GNU_SOURCE", "")),
            (7, define("_POSIX_C_SOURCE", "200809L")),
            (14, undef),
        ];
        assert_eq!(kept, expected);
        // Rows after a blanked directive keep their lines.
        assert_eq!(map.at(15).1, 8);
        assert_eq!(&blanked.lines().nth(15).unwrap(), &"int x;");
    }

    #[test]
    fn feature_test_macros_are_told_by_name() {
        for name in [
            "_GNU_SOURCE",
            "_POSIX_C_SOURCE",
            "_XOPEN_SOURCE",
            "_XOPEN_SOURCE_EXTENDED",
            "_DEFAULT_SOURCE",
            "_BSD_SOURCE",
            "_ISOC11_SOURCE",
            "_LARGEFILE64_SOURCE",
            "_ATFILE_SOURCE",
            "_FILE_OFFSET_BITS",
            "_TIME_BITS",
            "_REENTRANT",
            "__STDC_WANT_LIB_EXT1__",
            "__STDC_WANT_IEC_60559_FUNCS_EXT__",
        ] {
            assert!(is_feature_test_macro(name), "{name}");
        }
        for name in [
            "N",
            "_SOURCE",
            "__SOURCE",
            "GNU_SOURCE",
            "NDEBUG",
            "_X_SOURCE(a)",
        ] {
            assert!(!is_feature_test_macro(name), "{name}");
        }
    }

    #[test]
    fn rewrites_of_arguments_over_several_lines_keep_rows() {
        let src =
            "x = __builtin_va_arg(\n ap\n ,\n int\n );\ny = __builtin_offsetof (\n,\n);\nz;\n";
        let (out, _) = rewrite(src);
        assert_eq!(out.matches('\n').count(), src.matches('\n').count());
        assert_eq!(out.lines().last(), Some("z;"));
    }

    #[test]
    fn rewrites_keep_rows_and_note_offsets() {
        let src = "int x __attribute__((aligned(16))) = 1;\nint f(void) __asm__(\"g\");\n\
                   double _Complex z; switch (a) { case 1 ... 3: ; }\n\
                   y = __builtin_va_arg(ap, unsigned int); \"__attribute__\";\n";
        let (out, rw) = rewrite(src);
        assert_eq!(out.lines().count(), src.lines().count());
        assert_eq!(rw.attrs.len(), 1);
        assert_eq!(rw.attrs[0].1, "__attribute__((aligned(16)))");
        assert_eq!(
            rw.asm_labels,
            vec![(
                out.find("__asm__").unwrap_or(rw.asm_labels[0].0),
                "\"g\"".to_string()
            )]
        );
        assert_eq!(rw.complex.len(), 1);
        assert_eq!(&out[rw.complex[0]..rw.complex[0] + 8], "volatile");
        assert_eq!(&out[rw.case_ranges[0]..rw.case_ranges[0] + 2], "||");
        assert!(out.contains("__builtin_va_arg(ap, (unsigned int)0)"));
        assert!(out.contains("\"__attribute__\""));
    }
}

#[cfg(test)]
mod decode_tests {
    use super::{CppError, decode_preprocessed};

    fn decode(bytes: &[u8]) -> Result<String, CppError> {
        decode_preprocessed(bytes.to_vec(), "in.c")
    }

    #[test]
    fn invalid_bytes_in_literals_and_comments_become_octal_escapes() {
        let cases: [(&[u8], &str); 5] = [
            (b"char *s = \"caf\xe9\";", "char *s = \"caf\\351\";"),
            (b"int c = '\xe9';", "int c = '\\351';"),
            // After a backslash the digits complete the escape: the same byte.
            (b"char *s = \"\\\xe9\";", "char *s = \"\\351\";"),
            (
                b"char *s = u8\"\xe9\xe9\" \"\\\"\xe9\";",
                "char *s = u8\"\\351\\351\" \"\\\"\\351\";",
            ),
            (
                b"/* \xe9 */ int x; // \xff\n",
                "/* \\351 */ int x; // \\377\n",
            ),
        ];
        for (bytes, want) in cases {
            assert_eq!(
                decode(bytes).unwrap(),
                want,
                "{}",
                String::from_utf8_lossy(bytes)
            );
        }
        // Valid UTF-8 stays as it is.
        let mut mixed = "char *s = \"é".as_bytes().to_vec();
        mixed.extend_from_slice(b"\xe9\";");
        assert_eq!(decode(&mixed).unwrap(), "char *s = \"é\\351\";");
    }

    #[test]
    fn invalid_bytes_elsewhere_are_errors_at_the_user_line() {
        let text = b"# 1 \"in.c\"\nint a;\n# 7 \"inc.h\" 1\nint b;\nint x\xe9 = 1;\n";
        let e = decode(text).unwrap_err();
        assert_eq!(e.at, Some(("inc.h".to_string(), 8, 6)));
        assert!(e.message.contains("0xE9"), "{}", e.message);
        let e = decode(b"int *w = L\"\xe9\";").unwrap_err();
        assert_eq!(e.at, Some(("in.c".to_string(), 1, 12)));
        assert!(e.message.contains("wide"), "{}", e.message);
        // A literal ends with its line: the next line is code again.
        assert!(decode(b"char *s = \"a;\nint \xe9;").is_err());
    }
}
