//! Output file names and safe writing: every output is checked before the translation
//! starts (never an input, never two inputs to one output), and written through a
//! temporary file in the same directory, renamed into place only once all texts exist.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

use crate::cli::Cli;

/// Where each input's output goes.
#[derive(Debug)]
pub struct Plan {
    /// One output path per input, in input order.
    pub outputs: Vec<PathBuf>,
}

/// Checks the inputs and computes the output paths.
pub fn plan_outputs(cli: &Cli) -> anyhow::Result<Plan> {
    let dir = match &cli.output_dir {
        Some(d) => d.clone(),
        None => std::env::current_dir().context("cannot read the current directory")?,
    };
    if !dir.is_dir() {
        bail!("output directory `{}` does not exist", dir.display());
    }
    let mut outputs = Vec::new();
    let mut stems = HashSet::new();
    let inputs: HashSet<PathBuf> = cli
        .files
        .iter()
        .filter_map(|f| f.canonicalize().ok())
        .collect();
    for file in &cli.files {
        if !file.is_file() {
            bail!("cannot read `{}`: no such file", file.display());
        }
        let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("");
        if ext != "c" {
            bail!(
                "`{}` is not a C source file (expected a `.c` file)",
                file.display()
            );
        }
        let stem = file
            .file_stem()
            .and_then(|s| s.to_str())
            .context("input name is not valid UTF-8")?;
        if !stems.insert(stem.to_string()) {
            bail!("two inputs are named `{stem}.c`: their outputs would collide");
        }
        let suffix = if cli.output_suffix.is_empty() {
            String::new()
        } else {
            format!(".{}", cli.output_suffix)
        };
        let out = dir.join(format!("{}{stem}{suffix}.c", cli.output_prefix));
        let canon_out = out.canonicalize().unwrap_or_else(|_| out.clone());
        if inputs.contains(&canon_out) {
            bail!(
                "the output `{}` would overwrite an input file",
                out.display()
            );
        }
        outputs.push(out);
    }
    Ok(Plan { outputs })
}

/// Writes every text to its output, each through a temporary file and a rename.
pub fn write_all(plan: &Plan, texts: &[String], verbose: bool) -> anyhow::Result<()> {
    let mut staged = Vec::new();
    for (path, text) in plan.outputs.iter().zip(texts) {
        let dir = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let mut tmp = tempfile::Builder::new()
            .prefix(".p4a-")
            .suffix(".tmp")
            .tempfile_in(dir)
            .with_context(|| format!("cannot create a file in `{}`", dir.display()))?;
        tmp.write_all(text.as_bytes())
            .with_context(|| format!("cannot write `{}`", path.display()))?;
        staged.push((tmp, path));
    }
    for (tmp, path) in staged {
        tmp.persist(path)
            .with_context(|| format!("cannot write `{}`", path.display()))?;
        if verbose {
            eprintln!("p4a: wrote {}", path.display());
        }
    }
    Ok(())
}
