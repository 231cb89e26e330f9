//! The front end: C files in, one [`Program`] out.
//!
//! Each input is preprocessed (`cc -E` by default), its line markers are read into a line
//! map and blanked, a few GNU constructs are rewritten for tree-sitter-c (see
//! [`preprocess`]), tree-sitter parses the text, and [`lower`] builds the IR. Parsing
//! collects diagnostics instead of stopping at the first: every input is read, and all
//! errors are returned together.

mod constant;
pub mod lower;
pub mod preprocess;
#[cfg(test)]
mod tests;

use std::path::{Path, PathBuf};

pub use preprocess::CppOptions;

use crate::diag::{Diagnostic, Severity};
use crate::ir::{FileId, Program, SourceFile};

/// The result of reading a program: the IR when it has no error, and every diagnostic.
#[derive(Debug)]
pub struct Parsed {
    /// The program; meaningful only when `diagnostics` holds no error.
    pub program: Program,
    /// Errors and warnings, in input order.
    pub diagnostics: Vec<Diagnostic>,
}

impl Parsed {
    /// Whether some diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Reads the C files `inputs` as one program.
pub fn parse_files(inputs: &[PathBuf], cpp: &CppOptions) -> Parsed {
    parse_files_with(inputs, cpp, |_, _| {})
}

/// Like [`parse_files`], calling `progress(index, path)` before each input.
pub fn parse_files_with(
    inputs: &[PathBuf],
    cpp: &CppOptions,
    progress: impl FnMut(usize, &Path),
) -> Parsed {
    let units: Vec<(PathBuf, CppOptions)> =
        inputs.iter().map(|p| (p.clone(), cpp.clone())).collect();
    parse_units_with(&units, progress)
}

/// Reads translation units, each preprocessed with its own options (a project's
/// compilation database gives each file its own `-I`, `-D` and directory), as one
/// program; calls `progress(index, path)` before each.
pub fn parse_units_with(
    units: &[(PathBuf, CppOptions)],
    mut progress: impl FnMut(usize, &Path),
) -> Parsed {
    let mut program = Program::default();
    let mut linkage = lower::Linkage::default();
    let mut diagnostics = Vec::new();
    for (k, (path, cpp)) in units.iter().enumerate() {
        progress(k, path);
        match preprocess::run_cpp_located(path, cpp) {
            Ok(text) => {
                diagnostics.extend(parse_preprocessed(&mut program, &mut linkage, path, &text))
            }
            Err(preprocess::CppError { at, message }) => {
                let (file, line, col) = at.unwrap_or_else(|| (path.display().to_string(), 0, 0));
                diagnostics.push(Diagnostic::error(file, line, col, message))
            }
        }
    }
    program.const_funcs = crate::effects::libc::declared_const(&program);
    Parsed {
        program,
        diagnostics,
    }
}

/// Adds one preprocessed translation unit (the output of `cc -E` on `path`) to `program`.
pub fn parse_preprocessed(
    program: &mut Program,
    linkage: &mut lower::Linkage,
    path: &Path,
    text: &str,
) -> Vec<Diagnostic> {
    let first_file = program.files.len();
    let (blanked, map) = preprocess::map_lines(text, &mut program.files);
    if program.files.len() == first_file {
        // No line marker at all (`cpp -P`): the text is the file itself.
        program.files.push(SourceFile {
            path: path.display().to_string(),
            system: false,
        });
    }
    let (rewritten, rewrites) = preprocess::rewrite(&blanked);
    let mut parser = tree_sitter::Parser::new();
    if parser
        .set_language(&tree_sitter_c::LANGUAGE.into())
        .is_err()
    {
        return vec![Diagnostic::error(
            path.display().to_string(),
            0,
            0,
            "cannot load the C grammar",
        )];
    }
    let Some(tree) = parser.parse(&rewritten, None) else {
        return vec![Diagnostic::error(
            path.display().to_string(),
            0,
            0,
            "the parser gave up",
        )];
    };
    let unit_file = unit_file_id(program, first_file, path);
    let mut diags = lower::lower_unit(
        program, linkage, unit_file, &rewritten, &tree, &map, &rewrites,
    );
    diags.sort_by_key(|d| d.severity == Severity::Warning);
    diags
}

/// The file id of the input itself: the first file its line markers name that is
/// neither `<built-in>` nor `<command-line>`.
fn unit_file_id(program: &Program, first_file: usize, path: &Path) -> FileId {
    let wanted = path.display().to_string();
    let candidates =
        (first_file..program.files.len()).filter(|&k| !program.files[k].path.starts_with('<'));
    let mut fallback = None;
    for k in candidates {
        if program.files[k].path == wanted {
            return FileId(k as u32);
        }
        fallback.get_or_insert(k);
    }
    FileId(fallback.unwrap_or(first_file) as u32)
}
