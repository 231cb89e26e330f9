//! Output file names and safe writing: every output is checked before the translation
//! starts (never an input, never two inputs to one output), and written through a
//! temporary file in the same directory, renamed into place only once all texts exist.
//!
//! The files written are those of the program's units after the transformations: each
//! unit goes to the name planned for the input it comes from, with the extension of its
//! role (`foo.p4a.c` for C, `foo.p4a.cu` for CUDA kernels, `foo.p4a.cl` for OpenCL C).

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

use p4a_analyzer::ir::{Program, UnitRole};

use crate::cli::Cli;
use crate::project;

/// Where each input's outputs go.
#[derive(Debug)]
pub struct Plan {
    /// The C output path of each input, in input order (`dir/PREFIXfoo.SUFFIX.c`).
    pub outputs: Vec<PathBuf>,
}

impl Plan {
    /// The path of a unit of `role` made from input number `input`.
    pub fn path(&self, input: usize, role: UnitRole) -> PathBuf {
        let c = &self.outputs[input];
        match role {
            UnitRole::Source => c.clone(),
            UnitRole::CudaKernels => c.with_extension("cu"),
            UnitRole::OpenClKernels => c.with_extension("cl"),
        }
    }

    /// The output path of every unit of `program`, in unit order: the input a unit comes
    /// from is the first C unit of the same file (the inputs' units come first, in input
    /// order). Panics when two units would go to one file (a p4a bug).
    pub fn unit_paths(&self, program: &Program) -> Vec<PathBuf> {
        let paths: Vec<PathBuf> = program
            .units
            .iter()
            .map(|unit| {
                let input = program
                    .units
                    .iter()
                    .position(|u| u.role == UnitRole::Source && u.file == unit.file)
                    .expect("every unit comes from an input");
                self.path(input, unit.role)
            })
            .collect();
        let distinct: HashSet<&PathBuf> = paths.iter().collect();
        assert_eq!(distinct.len(), paths.len(), "two units go to one file");
        paths
    }
}

/// Checks that each input is a readable regular file named `*.c`, saying what it is
/// otherwise; warns about empty ones.
pub fn check_inputs(cli: &Cli, inputs: &[PathBuf]) -> anyhow::Result<()> {
    for file in inputs {
        let shown = file.display();
        if file.as_os_str() == "-" {
            bail!("`-`: p4a does not read standard input; give the name of a C file");
        }
        let meta = match std::fs::metadata(file) {
            Ok(meta) => meta,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                bail!("cannot read `{shown}`: no such file")
            }
            Err(e) => bail!("cannot read `{shown}`: {e}"),
        };
        if meta.is_dir() {
            bail!("`{shown}` is a directory, not a C source file");
        }
        if !meta.is_file() {
            bail!(
                "`{shown}` is not a regular file (a device, pipe or socket); give a C source file"
            );
        }
        if file.extension().is_none_or(|e| e != "c") {
            bail!("`{shown}` is not a C source file (expected a `.c` file)");
        }
        if let Err(e) = std::fs::File::open(file) {
            bail!("cannot read `{shown}`: {e}");
        }
        if meta.len() == 0 {
            eprintln!("p4a: warning: `{shown}` is empty");
        }
    }
    for (option, value) in [
        ("--output-prefix", &cli.output_prefix),
        ("--output-suffix", &cli.output_suffix),
    ] {
        if value.contains('/') || value.contains(std::path::MAIN_SEPARATOR) {
            bail!(
                "{option} `{value}` contains a `/`: it is part of a file name; use --output-dir for a directory"
            );
        }
    }
    Ok(())
}

/// Computes the output paths (after [`check_inputs`]): `DIR/PREFIXfoo.SUFFIX.c` for each
/// input `foo.c`, or, for a project (`mirror`) and for inputs that share a base name,
/// the input's path from [`project::mirror_root`] under `DIR` (`src/core/ops.c` →
/// `DIR/src/core/ops.p4a.c`). No output may be an input or another source file.
pub fn plan_outputs(cli: &Cli, inputs: &[PathBuf], mirror: bool) -> anyhow::Result<Plan> {
    let dir = match &cli.output_dir {
        Some(d) => d.clone(),
        None => std::env::current_dir().context("cannot read the current directory")?,
    };
    if dir.exists() && !dir.is_dir() {
        bail!(
            "--output-dir `{}` is a file, not a directory",
            dir.display()
        );
    }
    let mut stems = HashSet::new();
    let mirror = mirror
        || !inputs
            .iter()
            .all(|f| stems.insert(f.file_stem().map(|s| s.to_os_string()).unwrap_or_default()));
    // A project's output tree is made, root included, when its texts are written.
    if !dir.is_dir() && !mirror {
        bail!("output directory `{}` does not exist", dir.display());
    }
    let root = if mirror {
        Some(project::mirror_root(inputs)?)
    } else {
        None
    };
    let cwd = std::env::current_dir().context("cannot read the current directory")?;
    let canon_inputs: HashSet<PathBuf> = inputs
        .iter()
        .filter_map(|f| f.canonicalize().ok())
        .collect();
    let suffix = if cli.output_suffix.is_empty() {
        String::new()
    } else {
        format!(".{}", cli.output_suffix)
    };
    let mut outputs = Vec::new();
    let mut taken = HashSet::new();
    for file in inputs {
        let stem = file
            .file_stem()
            .and_then(|s| s.to_str())
            .context("input name is not valid UTF-8")?;
        let name = format!("{}{stem}{suffix}.c", cli.output_prefix);
        let out = match &root {
            Some(root) => {
                let abs = project::normalize(&cwd.join(file));
                let rel = abs
                    .strip_prefix(root)
                    .ok()
                    .and_then(Path::parent)
                    .unwrap_or(Path::new(""));
                dir.join(rel).join(name)
            }
            None => dir.join(name),
        };
        if !taken.insert(project::normalize(&cwd.join(&out))) {
            bail!(
                "two inputs would be written to `{}`: their outputs would collide",
                out.display()
            );
        }
        if std::fs::metadata(&out).is_ok_and(|m| m.permissions().readonly()) {
            bail!(
                "the output `{}` exists and is read-only: p4a does not replace it",
                out.display()
            );
        }
        let canon_out = out.canonicalize().unwrap_or_else(|_| out.clone());
        if canon_inputs.contains(&canon_out) {
            bail!(
                "the output `{}` would overwrite an input file",
                out.display()
            );
        }
        outputs.push(out);
    }
    Ok(Plan { outputs })
}

/// A temporary file in `dir`, to be renamed into place once written whole (a reader never
/// sees half a file), created as any new file is: 0666 less the umask, not 0600 as
/// temporary files are.
pub fn staged_file_in(dir: &Path) -> std::io::Result<tempfile::NamedTempFile> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(".p4a-").suffix(".tmp");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    builder.tempfile_in(dir)
}

/// Writes every text to its output, each through a temporary file and a rename.
pub fn write_all(paths: &[PathBuf], texts: &[String], verbose: bool) -> anyhow::Result<()> {
    let mut staged = Vec::new();
    for (path, text) in paths.iter().zip(texts) {
        let dir = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        // An output tree (a project's) gets its directories now, once every text exists.
        std::fs::create_dir_all(dir)
            .with_context(|| format!("cannot create the directory `{}`", dir.display()))?;
        let mut tmp = staged_file_in(dir)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_units_take_the_extension_of_their_language() {
        let plan = Plan {
            outputs: vec![
                PathBuf::from("out/foo.p4a.c"),
                PathBuf::from("out/pfx_bar.c"),
            ],
        };
        assert_eq!(plan.path(0, UnitRole::Source), Path::new("out/foo.p4a.c"));
        assert_eq!(
            plan.path(0, UnitRole::CudaKernels),
            Path::new("out/foo.p4a.cu")
        );
        assert_eq!(
            plan.path(1, UnitRole::OpenClKernels),
            Path::new("out/pfx_bar.cl")
        );
    }
}
