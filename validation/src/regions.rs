//! Counting the OpenMP parallel regions that a run of an openmp output enters.
//!
//! `regions_shim.c` is compiled once per batch into a shared library that the runner loads
//! with `LD_PRELOAD` into the output's runs. It interposes libgomp's entry points that start
//! a region (`GOMP_parallel`, `GOMP_parallel_loop_*`, ...), counts the calls, forwards them
//! to libgomp, and writes the count at exit to the file that `P4A_REGIONS_FILE` names.
//! A region whose `if` clause is false (libgomp asked for one thread) is not counted. Only
//! libgomp is interposed: an output built by a compiler using another OpenMP runtime
//! (clang's libomp) enters no counted region. A run that ends without `exit` (killed, or
//! `_exit`) writes no count.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The shim's source.
const SHIM_SOURCE: &str = include_str!("regions_shim.c");

/// The environment variable naming the file the count is written to.
pub(crate) const REGIONS_FILE_ENV: &str = "P4A_REGIONS_FILE";

/// The shim, built for one batch of cases in a directory that lives as long as this value.
pub(crate) struct RegionCounter {
    /// Holds the built library; removed on drop.
    _dir: Option<tempfile::TempDir>,
    /// The library, or why it could not be built.
    lib: Result<PathBuf, String>,
}

impl RegionCounter {
    /// Builds the shim with compiler command `cc` (split on whitespace, as
    /// [`crate::Config::cc`]). A failure is kept, not returned: only the cases that state
    /// `[regions]` fail for it.
    pub(crate) fn build(cc: &str) -> RegionCounter {
        let dir = match tempfile::Builder::new()
            .prefix("p4a-validate-regions-")
            .tempdir()
        {
            Ok(dir) => dir,
            Err(error) => {
                return RegionCounter {
                    _dir: None,
                    lib: Err(format!("cannot make a directory for the shim: {error}")),
                };
            }
        };
        let lib = build_shim(cc, dir.path());
        RegionCounter {
            _dir: Some(dir),
            lib,
        }
    }

    /// The counter of a batch run with `cfg`: built in openmp mode only.
    pub(crate) fn for_mode(cfg: &crate::Config) -> Option<RegionCounter> {
        (cfg.mode == crate::Mode::Openmp).then(|| RegionCounter::build(&cfg.cc))
    }

    /// The library to preload, or why there is none.
    pub(crate) fn lib(&self) -> Result<&Path, &str> {
        match &self.lib {
            Ok(path) => Ok(path),
            Err(why) => Err(why),
        }
    }
}

fn build_shim(cc: &str, dir: &Path) -> Result<PathBuf, String> {
    let source = dir.join("regions_shim.c");
    let lib = dir.join("libp4a_regions.so");
    std::fs::write(&source, SHIM_SOURCE).map_err(|e| format!("cannot write the shim: {e}"))?;
    let mut words = cc.split_whitespace();
    let program = words.next().ok_or("no compiler command")?;
    let output = Command::new(program)
        .args(words)
        .args(["-shared", "-fPIC", "-O1", "-w"])
        .arg(&source)
        .arg("-o")
        .arg(&lib)
        .arg("-ldl")
        .output()
        .map_err(|e| format!("cannot run {program}: {e}"))?;
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(format!(
            "{program} failed to build the region counter: {}",
            stderr.lines().next().unwrap_or("")
        ));
    }
    Ok(lib)
}

/// The count a run wrote to `path`, if it wrote one.
pub(crate) fn read_count(path: &Path) -> Option<u64> {
    std::fs::read_to_string(path).ok()?.trim().parse().ok()
}
