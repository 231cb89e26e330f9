//! `-o PROG`: compiles and links the outputs with the C compiler, as Par4All's `p4a`
//! does (`--cc`, `--c-flags`, `-l`, `-L`).

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, bail};

use crate::cli::Cli;

/// What the program links.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Plain C (`-S`).
    Plain,
    /// OpenMP C: `-fopenmp`.
    OpenMp,
    /// Host C of the GPU targets: the runtime's header and static library.
    Gpu,
}

/// The runtime's header, written next to the build for `-I`.
const RUNTIME_HEADER: &str = include_str!("../runtime/include/p4a_runtime.h");

/// Libraries the runtime's static library needs (see `p4a_runtime.h`).
const RUNTIME_LIBS: &[&str] = &["-ldl", "-lpthread", "-lrt", "-lgcc_s", "-lutil"];

/// The runtime library: `--runtime-lib`, `$P4A_RUNTIME_LIB`, or `libp4a_runtime.a` next
/// to the p4a binary.
fn runtime_lib(cli: &Cli) -> anyhow::Result<PathBuf> {
    if let Some(path) = &cli.runtime_lib {
        return Ok(path.clone());
    }
    if let Some(path) = std::env::var_os("P4A_RUNTIME_LIB") {
        return Ok(PathBuf::from(path));
    }
    let exe = std::env::current_exe().context("cannot find the p4a binary")?;
    let mut dirs = Vec::new();
    if let Some(dir) = exe.parent() {
        dirs.push(dir.to_path_buf());
        // Test binaries live in target/<profile>/deps.
        if let Some(up) = dir.parent() {
            dirs.push(up.to_path_buf());
        }
    }
    for dir in &dirs {
        let lib = dir.join("libp4a_runtime.a");
        if lib.is_file() {
            return Ok(lib);
        }
    }
    bail!(
        "cannot find the p4a runtime library libp4a_runtime.a next to {} (build it with          `cargo build --release -p p4a-runtime`, or give --runtime-lib PATH)",
        exe.display()
    )
}

/// Builds `exe` from `sources` for `target`.
pub fn build(cli: &Cli, sources: &[PathBuf], exe: &Path, target: Target) -> anyhow::Result<()> {
    let openmp = target == Target::OpenMp;
    // GPU targets: only the C units are compiled (kernels are built by the runtime).
    let sources: Vec<&PathBuf> = sources
        .iter()
        .filter(|s| target != Target::Gpu || s.extension().is_some_and(|e| e == "c"))
        .collect();
    let header_dir = if target == Target::Gpu {
        let dir = tempfile::tempdir().context("cannot make a directory for the runtime header")?;
        std::fs::write(dir.path().join("p4a_runtime.h"), RUNTIME_HEADER)
            .context("cannot write the runtime header")?;
        Some(dir)
    } else {
        None
    };
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
    if let Some(dir) = &header_dir {
        cmd.arg("-I").arg(dir.path());
    }
    for dir in &cli.include_dirs {
        cmd.arg(format!("-I{dir}"));
    }
    // The translation saw these: feature-test macros given as `-D` choose what the
    // headers the outputs include declare.
    for d in &cli.defines {
        cmd.arg(format!("-D{d}"));
    }
    for u in &cli.undefines {
        cmd.arg(format!("-U{u}"));
    }
    cmd.args(sources);
    cmd.arg("-o").arg(exe);
    for dir in &cli.lib_dirs {
        cmd.arg(format!("-L{dir}"));
    }
    for lib in &cli.libs {
        cmd.arg(format!("-l{lib}"));
    }
    if target == Target::Gpu {
        cmd.arg(runtime_lib(cli)?);
        cmd.args(RUNTIME_LIBS);
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
