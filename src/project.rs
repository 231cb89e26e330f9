//! The translation units of a run: the files named on the command line (all with the same
//! preprocessor options), or a project's clang compilation database
//! (`compile_commands.json`, written by CMake with `CMAKE_EXPORT_COMPILE_COMMANDS` or by
//! Bear), where each file comes with its own directory and flags.
//!
//! From a database entry p4a keeps, for preprocessing, every flag except those that name
//! outputs or dependency files (`-c`, `-o X`, `-MD`, `-MF X`...) and warnings; the same
//! flags (without the preprocessor-only ones) build the unit's output with `-o`.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use p4a_analyzer::front::CppOptions;

use crate::cli::Cli;

/// One translation unit.
#[derive(Clone, Debug)]
pub struct Unit {
    /// The file to read, as the user or the database names it (relative names resolve
    /// against `cpp.dir` when it is set).
    pub file: PathBuf,
    /// How to preprocess it.
    pub cpp: CppOptions,
    /// The unit's own compiler flags (a database entry's, without outputs, inputs and
    /// `-c`), to build its output; `None`: the command line's (`--c-flags`, `-I`, `-D`).
    pub compile_flags: Option<Vec<String>>,
}

impl Unit {
    /// The file as a path from the current directory.
    pub fn path(&self) -> PathBuf {
        match &self.cpp.dir {
            Some(dir) => dir.join(&self.file),
            None => self.file.clone(),
        }
    }
}

/// The preprocessor options the command line gives every file it names.
pub fn command_line_cpp(cli: &Cli) -> CppOptions {
    CppOptions {
        cpp: cli.cpp.clone(),
        include_dirs: cli.include_dirs.clone(),
        defines: cli.defines.clone(),
        undefines: cli.undefines.clone(),
        flags: cli
            .cpp_flags
            .iter()
            .flat_map(|f| f.split_whitespace().map(str::to_string))
            .collect(),
        dir: None,
    }
}

/// The units of this run: the database's (`-p`, `--compile-commands`), then the files
/// named on the command line.
pub fn units(cli: &Cli) -> anyhow::Result<Vec<Unit>> {
    let mut units = Vec::new();
    if let Some(db) = database_path(cli)? {
        units.extend(read_database(&db, cli)?);
        if units.is_empty() && cli.files.is_empty() {
            bail!("`{}` lists no C file", db.display());
        }
    }
    let cpp = command_line_cpp(cli);
    units.extend(cli.files.iter().map(|f| Unit {
        file: f.clone(),
        cpp: cpp.clone(),
        compile_flags: None,
    }));
    Ok(units)
}

/// Whether the run reads a compilation database.
pub fn is_project(cli: &Cli) -> bool {
    cli.project.is_some() || cli.compile_commands.is_some()
}

fn database_path(cli: &Cli) -> anyhow::Result<Option<PathBuf>> {
    if let Some(f) = &cli.compile_commands {
        if !f.is_file() {
            bail!("--compile-commands `{}`: no such file", f.display());
        }
        return Ok(Some(f.clone()));
    }
    let Some(dir) = &cli.project else {
        return Ok(None);
    };
    if dir.is_file()
        && dir
            .file_name()
            .is_some_and(|n| n == "compile_commands.json")
    {
        return Ok(Some(dir.clone()));
    }
    if !dir.is_dir() {
        bail!("-p `{}`: not a build directory", dir.display());
    }
    let db = dir.join("compile_commands.json");
    if !db.is_file() {
        bail!(
            "-p `{}`: no compile_commands.json there (configure with \
             -DCMAKE_EXPORT_COMPILE_COMMANDS=ON, or record the build with `bear -- make`)",
            dir.display()
        );
    }
    Ok(Some(db))
}

/// Reads a compilation database: one unit per C file, in the database's order; a file
/// listed twice (built into two targets) is read once, with its first flags.
pub fn read_database(db: &Path, cli: &Cli) -> anyhow::Result<Vec<Unit>> {
    let text =
        std::fs::read_to_string(db).with_context(|| format!("cannot read `{}`", db.display()))?;
    let json: serde_json::Value = serde_json::from_str(&text)
        .with_context(|| format!("`{}` is not a JSON compilation database", db.display()))?;
    let entries = json
        .as_array()
        .with_context(|| format!("`{}`: a compilation database is a JSON array", db.display()))?;
    let db_dir = db.parent().unwrap_or(Path::new("."));
    let mut units: Vec<Unit> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (k, entry) in entries.iter().enumerate() {
        let field = |name: &str| entry.get(name).and_then(|v| v.as_str());
        let at = || format!("`{}`, entry {}", db.display(), k + 1);
        let dir =
            PathBuf::from(field("directory").with_context(|| format!("{}: no `directory`", at()))?);
        let dir = if dir.is_relative() {
            db_dir.join(dir)
        } else {
            dir
        };
        let file = PathBuf::from(field("file").with_context(|| format!("{}: no `file`", at()))?);
        let args: Vec<String> = match (entry.get("arguments"), field("command")) {
            (Some(serde_json::Value::Array(a)), _) => a
                .iter()
                .map(|v| v.as_str().map(str::to_string))
                .collect::<Option<_>>()
                .with_context(|| format!("{}: `arguments` holds a non-string", at()))?,
            (_, Some(c)) => shlex::split(c)
                .with_context(|| format!("{}: cannot split `command` into words", at()))?,
            _ => bail!("{}: neither `arguments` nor `command`", at()),
        };
        if file.extension().is_none_or(|e| e != "c") {
            eprintln!(
                "p4a: warning: {}: `{}` is not a C file; it is left out of the program",
                at(),
                file.display()
            );
            continue;
        }
        let full = if dir.is_relative() {
            std::env::current_dir()
                .context("cannot read the current directory")?
                .join(&dir)
                .join(&file)
        } else {
            dir.join(&file)
        };
        let key = full.canonicalize().unwrap_or_else(|_| full.clone());
        if !seen.insert(key) {
            continue;
        }
        let flags = unit_flags(&args, &file);
        let mut cpp = command_line_cpp(cli);
        // The unit's own flags first, then the command line's `-I`, `-D`, `-U`, which
        // therefore win.
        cpp.flags = flags.iter().cloned().chain(cpp.flags).collect();
        cpp.dir = Some(dir);
        units.push(Unit {
            // Absolute, so that the line markers name it the same from anywhere.
            file: normalize(&full),
            cpp,
            compile_flags: Some(flags),
        });
    }
    Ok(units)
}

/// A compile command's flags without the compiler, `-c`, the source file, and the options
/// that name outputs or dependency files.
pub fn unit_flags(args: &[String], file: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = args.iter().skip(1).peekable();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-c" | "-S" | "-E" | "-MD" | "-MMD" | "-MP" | "-M" | "-MM" => {}
            "-o" | "-MF" | "-MT" | "-MQ" => {
                it.next();
            }
            _ if a.starts_with("-o") && a.len() > 2 => {}
            _ if (a.starts_with("-MF") || a.starts_with("-MT") || a.starts_with("-MQ"))
                && a.len() > 3 => {}
            _ if Path::new(a) == file || (!a.starts_with('-') && a.ends_with(".c")) => {}
            _ => out.push(a.clone()),
        }
    }
    out
}

/// The directory output trees mirror: the current directory when it holds every input,
/// else the deepest directory that holds them all.
pub fn mirror_root(inputs: &[PathBuf]) -> anyhow::Result<PathBuf> {
    let cwd = std::env::current_dir().context("cannot read the current directory")?;
    let abs: Vec<PathBuf> = inputs
        .iter()
        .map(|f| {
            let f = if f.is_relative() {
                cwd.join(f)
            } else {
                f.clone()
            };
            normalize(&f)
        })
        .collect();
    let cwd = normalize(&cwd);
    if abs.iter().all(|f| f.starts_with(&cwd)) {
        return Ok(cwd);
    }
    let mut root = abs
        .first()
        .and_then(|f| f.parent())
        .map(Path::to_path_buf)
        .unwrap_or_else(|| cwd.clone());
    while !abs.iter().all(|f| f.starts_with(&root)) {
        if !root.pop() {
            break;
        }
    }
    Ok(root)
}

/// `path` without `.` and with `..` applied to the components before it (no file system
/// access: symbolic links are not followed).
pub fn normalize(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            c => out.push(c.as_os_str()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn outputs_inputs_and_dependency_files_are_dropped_from_a_unit_s_flags() {
        let args = words(
            "/usr/bin/cc -DN=4 -I../inc -O2 -MD -MT x.o -MF x.o.d -o CMakeFiles/x.o -c /src/x.c",
        );
        assert_eq!(
            unit_flags(&args, Path::new("/src/x.c")),
            words("-DN=4 -I../inc -O2")
        );
        let args = words("gcc -std=c99 -ofoo.o -c foo.c -MFfoo.d");
        assert_eq!(unit_flags(&args, Path::new("foo.c")), words("-std=c99"));
    }

    #[test]
    fn normalize_applies_parent_components() {
        assert_eq!(normalize(Path::new("/a/b/../c/./d")), Path::new("/a/c/d"));
    }
}
