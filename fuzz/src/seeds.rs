//! The seed corpus: the validation cases, preprocessed once.

use std::path::{Path, PathBuf};

use p4a_analyzer::front::CppOptions;
use p4a_analyzer::front::preprocess::run_cpp;

/// One seed: a name and preprocessed text.
#[derive(Clone, Debug)]
pub struct Seed {
    /// Where it came from.
    pub name: String,
    /// The preprocessed text (`.i`), line markers included.
    pub text: String,
}

/// The validation corpus of this checkout (`validation/cases`).
pub fn default_cases_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../validation/cases")
}

/// The C files of a corpus directory: `*.c` at the top and one level down (the
/// multi-file cases), sorted.
pub fn c_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return files;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if let Ok(inner) = std::fs::read_dir(&path) {
                files.extend(
                    inner
                        .flatten()
                        .map(|e| e.path())
                        .filter(|p| p.extension().is_some_and(|e| e == "c")),
                );
            }
        } else if path.extension().is_some_and(|e| e == "c") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The preprocessor options for a corpus file: `cc -E -std=gnu11`, with its directory
/// on the include path (the multi-file cases include their own headers).
pub fn cpp_options(file: &Path) -> CppOptions {
    CppOptions {
        include_dirs: file
            .parent()
            .map(|d| vec![d.display().to_string()])
            .unwrap_or_default(),
        flags: vec!["-std=gnu11".to_string()],
        ..CppOptions::default()
    }
}

/// Preprocesses every C file of `dir`; files the preprocessor rejects are reported on
/// stderr and skipped.
pub fn load_corpus(dir: &Path) -> Vec<Seed> {
    let mut seeds = Vec::new();
    for file in c_files(dir) {
        match run_cpp(&file, &cpp_options(&file)) {
            Ok(text) => seeds.push(Seed {
                name: file.display().to_string(),
                text,
            }),
            Err(e) => eprintln!("p4a-fuzz: skipping {}: {e}", file.display()),
        }
    }
    seeds
}

/// Reads every `*.i` file of `dir` as a seed (saved findings, hand-written inputs).
pub fn load_dir(dir: &Path) -> Vec<Seed> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|e| e == "i"))
                .collect()
        })
        .unwrap_or_default();
    paths.sort();
    paths
        .into_iter()
        .filter_map(|p| {
            let text = std::fs::read(&p).ok()?;
            Some(Seed {
                name: p.display().to_string(),
                text: String::from_utf8_lossy(&text).into_owned(),
            })
        })
        .collect()
}
