//! `-o PROG`: compiles and links the outputs with the C compiler, as Par4All's `p4a`
//! does (`--cc`, `--c-flags`, `-l`, `-L`).

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{Context, bail};

use crate::cli::Cli;
use crate::project::Unit;

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

/// The runtime library built with p4a (`build.rs`), empty when it was built without.
const EMBEDDED_RUNTIME: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/libp4a_runtime.a"));

/// The directory holding the runtime's header and the embedded library, written there on
/// first use: `$P4A_CACHE_DIR`, else `$XDG_CACHE_HOME/p4a`, else `~/.cache/p4a`, else the
/// temporary directory; one subdirectory per p4a version and library content.
pub fn runtime_dir() -> anyhow::Result<PathBuf> {
    let base = std::env::var_os("P4A_CACHE_DIR")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("XDG_CACHE_HOME").map(|d| PathBuf::from(d).join("p4a")))
        .or_else(|| std::env::var_os("HOME").map(|d| PathBuf::from(d).join(".cache/p4a")))
        .unwrap_or_else(|| std::env::temp_dir().join("p4a"));
    // FNV-1a of the library and the header: a new build never reuses an old directory.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in EMBEDDED_RUNTIME.iter().chain(RUNTIME_HEADER.as_bytes()) {
        hash = (hash ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    let dir = base.join(format!("runtime-{}-{hash:016x}", env!("CARGO_PKG_VERSION")));
    let mut files = vec![("p4a_runtime.h", RUNTIME_HEADER.as_bytes())];
    if !EMBEDDED_RUNTIME.is_empty() {
        files.push(("libp4a_runtime.a", EMBEDDED_RUNTIME));
    }
    for (name, bytes) in files {
        let path = dir.join(name);
        if std::fs::metadata(&path).is_ok_and(|m| m.len() == bytes.len() as u64) {
            continue;
        }
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("cannot create `{}`", dir.display()))?;
        // Written whole under another name, then renamed: a concurrent p4a never sees
        // half a library.
        let mut tmp = crate::output::staged_file_in(&dir)
            .with_context(|| format!("cannot write in `{}`", dir.display()))?;
        std::io::Write::write_all(&mut tmp, bytes)
            .with_context(|| format!("cannot write `{}`", path.display()))?;
        tmp.persist(&path)
            .with_context(|| format!("cannot write `{}`", path.display()))?;
    }
    Ok(dir)
}

/// The runtime library: `--runtime-lib`, `$P4A_RUNTIME_LIB`, the one embedded in p4a
/// (written to [`runtime_dir`]), or `libp4a_runtime.a` next to the p4a binary.
fn runtime_lib(cli: &Cli) -> anyhow::Result<PathBuf> {
    if let Some(path) = &cli.runtime_lib {
        return Ok(path.clone());
    }
    if let Some(path) = std::env::var_os("P4A_RUNTIME_LIB") {
        return Ok(PathBuf::from(path));
    }
    if !EMBEDDED_RUNTIME.is_empty() {
        return Ok(runtime_dir()?.join("libp4a_runtime.a"));
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
        "cannot find the p4a runtime library libp4a_runtime.a next to {} (this p4a was built \
         with P4A_EMBED_RUNTIME=0; build it with `cargo build --release -p p4a-runtime`, or \
         give --runtime-lib PATH)",
        exe.display()
    )
}

/// Refuses an executable path that names an input, an output or a source file (`-o
/// jacobi.c` would replace the program with an executable), or a directory.
pub fn check_executable(exe: &Path, inputs: &[PathBuf], outputs: &[PathBuf]) -> anyhow::Result<()> {
    let shown = exe.display();
    if exe.is_dir() {
        bail!("-o `{shown}` is a directory; give the name of the program to build");
    }
    if exe
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| ["c", "h", "i", "cu", "cl", "cc", "cpp", "hpp"].contains(&e))
    {
        bail!("-o `{shown}` names a source file; give the name of the program to build");
    }
    let canon = |p: &Path| p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
    let target = canon(exe);
    if inputs.iter().chain(outputs).any(|f| canon(f) == target) {
        bail!("-o `{shown}` would overwrite an input or output file");
    }
    Ok(())
}

/// Builds `exe` from `sources` (the C output of each unit, in unit order) for `target`:
/// in one compiler call when every unit takes the command line's flags; otherwise each
/// unit is compiled with its own flags (a project's) in its own directory, then all are
/// linked.
pub fn build(
    cli: &Cli,
    units: &[Unit],
    sources: &[PathBuf],
    exe: &Path,
    target: Target,
) -> anyhow::Result<()> {
    let openmp = target == Target::OpenMp;
    let header_dir = if target == Target::Gpu {
        let dir = tempfile::tempdir().context("cannot make a directory for the runtime header")?;
        std::fs::write(dir.path().join("p4a_runtime.h"), RUNTIME_HEADER)
            .context("cannot write the runtime header")?;
        Some(dir)
    } else {
        None
    };
    let cwd = std::env::current_dir().context("cannot read the current directory")?;
    let abs = |p: &Path| {
        if p.is_relative() {
            cwd.join(p)
        } else {
            p.to_path_buf()
        }
    };
    let cc = cli
        .cc
        .split_whitespace()
        .next()
        .context("`--cc` is empty")?;
    let compiler = || {
        let mut cmd = Command::new(cc);
        cmd.args(cli.cc.split_whitespace().skip(1));
        cmd
    };
    let global_flags: Vec<String> = {
        let flags: Vec<String> = cli
            .c_flags
            .iter()
            .flat_map(|f| f.split_whitespace().map(str::to_string))
            .collect();
        if flags.is_empty() {
            vec!["-O3".to_string()]
        } else {
            flags
        }
    };
    // The translation saw these: feature-test macros given as `-D` choose what the
    // headers the outputs include declare.
    let mut cpp_flags: Vec<String> = Vec::new();
    for dir in &cli.include_dirs {
        cpp_flags.push(format!("-I{dir}"));
    }
    for d in &cli.defines {
        cpp_flags.push(format!("-D{d}"));
    }
    for u in &cli.undefines {
        cpp_flags.push(format!("-U{u}"));
    }
    let mut link_args: Vec<std::ffi::OsString> = Vec::new();
    for dir in &cli.lib_dirs {
        link_args.push(format!("-L{dir}").into());
    }
    for lib in &cli.libs {
        link_args.push(format!("-l{lib}").into());
    }
    link_args.extend(
        cli.link_flags
            .iter()
            .flat_map(|f| f.split_whitespace().map(std::ffi::OsString::from)),
    );
    if target == Target::Gpu {
        link_args.push(runtime_lib(cli)?.into_os_string());
        link_args.extend(RUNTIME_LIBS.iter().map(std::ffi::OsString::from));
    }
    // libm is what numerical C programs most often forget.
    link_args.push("-lm".into());
    // The outputs' quoted includes still find the inputs' headers.
    let quote_dir = |u: &Unit| {
        let d = u.path().parent().map(Path::to_path_buf).unwrap_or_default();
        abs(if d.as_os_str().is_empty() {
            Path::new(".")
        } else {
            &d
        })
    };
    // GPU targets: only the C units are compiled (kernels are built by the runtime).
    let c_units: Vec<(&Unit, &PathBuf)> = units
        .iter()
        .zip(sources)
        .filter(|(_, s)| target != Target::Gpu || s.extension().is_some_and(|e| e == "c"))
        .collect();
    let run = |mut cmd: Command, what: &str| -> anyhow::Result<()> {
        if cli.verbose > 0 {
            eprintln!("p4a: {what}: {cmd:?}");
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
    };
    if c_units.iter().all(|(u, _)| u.compile_flags.is_none()) {
        let mut cmd = compiler();
        cmd.args(&global_flags);
        if openmp {
            cmd.arg("-fopenmp");
        }
        let mut dirs: Vec<PathBuf> = c_units.iter().map(|(u, _)| quote_dir(u)).collect();
        dirs.dedup();
        for d in dirs {
            cmd.arg("-iquote").arg(d);
        }
        if let Some(dir) = &header_dir {
            cmd.arg("-I").arg(dir.path());
        }
        cmd.args(&cpp_flags);
        cmd.args(c_units.iter().map(|(_, s)| s));
        cmd.arg("-o").arg(exe);
        cmd.args(&link_args);
        return run(cmd, "building");
    }
    let objects = tempfile::tempdir().context("cannot make a directory for the objects")?;
    let mut objs = Vec::new();
    for (k, (u, src)) in c_units.iter().enumerate() {
        let obj = objects.path().join(format!("{k}.o"));
        let mut cmd = compiler();
        cmd.args(u.compile_flags.as_deref().unwrap_or(&global_flags));
        cmd.args(&cpp_flags);
        if openmp {
            cmd.arg("-fopenmp");
        }
        cmd.arg("-iquote").arg(quote_dir(u));
        if let Some(dir) = &header_dir {
            cmd.arg("-I").arg(dir.path());
        }
        if let Some(dir) = &u.cpp.dir {
            cmd.current_dir(dir);
        }
        cmd.arg("-c").arg(abs(src)).arg("-o").arg(&obj);
        run(cmd, "compiling")?;
        objs.push(obj);
    }
    let mut cmd = compiler();
    if openmp {
        cmd.arg("-fopenmp");
    }
    cmd.args(&objs);
    cmd.arg("-o").arg(exe);
    cmd.args(&link_args);
    run(cmd, "linking")
}
