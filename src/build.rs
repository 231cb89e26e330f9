//! `-o PROG`: compiles and links the outputs with the C compiler, as Par4All's `p4a`
//! does (`--cc`, `--c-flags`, `-l`, `-L`).

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, bail};

use crate::cli::Cli;

/// Builds `exe` from `sources`; `openmp` adds `-fopenmp`.
pub fn build(cli: &Cli, sources: &[PathBuf], exe: &Path, openmp: bool) -> anyhow::Result<()> {
    let mut words = cli.cc.split_whitespace();
    let cc = words.next().context("`--cc` is empty")?;
    let mut cmd = Command::new(cc);
    cmd.args(words);
    let flags: Vec<&str> = cli
        .c_flags
        .iter()
        .flat_map(|f| f.split_whitespace())
        .collect();
    if flags.is_empty() {
        cmd.arg("-O3");
    } else {
        cmd.args(&flags);
    }
    if openmp {
        cmd.arg("-fopenmp");
    }
    // The outputs' quoted includes still find the inputs' headers.
    let mut dirs: Vec<PathBuf> = cli
        .files
        .iter()
        .filter_map(|f| f.parent().map(Path::to_path_buf))
        .collect();
    dirs.dedup();
    for d in dirs {
        let d = if d.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            d
        };
        cmd.arg("-iquote").arg(d);
    }
    for dir in &cli.include_dirs {
        cmd.arg(format!("-I{dir}"));
    }
    for d in &cli.defines {
        cmd.arg(format!("-D{d}"));
    }
    cmd.args(sources);
    cmd.arg("-o").arg(exe);
    for dir in &cli.lib_dirs {
        cmd.arg(format!("-L{dir}"));
    }
    for lib in &cli.libs {
        cmd.arg(format!("-l{lib}"));
    }
    // libm is what numerical C programs most often forget.
    cmd.arg("-lm");
    if cli.verbose > 0 {
        eprintln!("p4a: building: {cmd:?}");
    }
    let status = cmd
        .status()
        .with_context(|| format!("cannot run the C compiler `{cc}`"))?;
    if !status.success() {
        bail!(
            "the C compiler failed ({status}) while building `{}`; the generated sources are kept",
            exe.display()
        );
    }
    Ok(())
}
