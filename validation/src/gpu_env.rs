//! What the GPU modes need from the machine: the runtime's static library beside the p4a
//! binary, and an OpenCL platform (PoCL on machines without a GPU) or a CUDA driver.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use anyhow::{Context, bail};

/// Builds `libp4a_runtime.a` into the directory of the `p4a` binary (a cargo target
/// directory: `target/<profile>/p4a`) with the cargo that runs the tests, once per
/// process, and returns it. `cargo test` builds only the crates' rlibs, so the tests
/// that link generated programs ask for the static library here.
pub fn runtime_next_to(p4a: &Path) -> anyhow::Result<PathBuf> {
    static BUILT: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    BUILT
        .get_or_init(|| build(p4a).map_err(|e| format!("{e:#}")))
        .clone()
        .map_err(anyhow::Error::msg)
}

fn build(p4a: &Path) -> anyhow::Result<PathBuf> {
    let dir = p4a.parent().context("the p4a binary has no directory")?;
    let lib = dir.join("libp4a_runtime.a");
    let target = dir
        .parent()
        .context("the p4a binary is not in a target directory")?;
    let profile = dir.file_name().and_then(|n| n.to_str()).unwrap_or("debug");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.args(["build", "--quiet", "-p", "p4a-runtime", "--lib"]);
    if profile == "release" {
        cmd.arg("--release");
    }
    let out = cmd
        .env("CARGO_TARGET_DIR", target)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .output()
        .context("cannot run cargo to build the runtime")?;
    if !out.status.success() {
        bail!(
            "cargo build -p p4a-runtime failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    if !lib.is_file() {
        bail!("{} was not built", lib.display());
    }
    Ok(lib)
}

/// Why OpenCL programs cannot run here, if they cannot.
pub fn opencl_missing() -> Option<String> {
    static WHY: OnceLock<Option<String>> = OnceLock::new();
    WHY.get_or_init(|| {
        p4a_runtime::backend::opencl::OpenClBackend::start(&p4a_runtime::Config::default()).err()
    })
    .clone()
}

/// Why CUDA programs cannot run here, if they cannot.
pub fn cuda_missing() -> Option<String> {
    static WHY: OnceLock<Option<String>> = OnceLock::new();
    WHY.get_or_init(|| {
        p4a_runtime::backend::cuda::CudaBackend::start(&p4a_runtime::Config::default()).err()
    })
    .clone()
}
