//! Settings read from the environment when the runtime starts.
//!
//! | variable | meaning |
//! |---|---|
//! | `P4A_BACKEND` | `opencl`, `cuda` or `sim`; unset: the first of CUDA, OpenCL that starts |
//! | `P4A_DEVICE_MEMORY_LIMIT` | device memory budget in bytes (`k`, `M`, `G` suffixes: powers of 1024) |
//! | `P4A_STATS` | write statistics as JSON to this path at exit, and a summary line on stderr |
//! | `P4A_TRACE` | `1`: trace every runtime call on stderr |
//! | `P4A_ON_ERROR` | `exit` (the default and the only value): print the error and exit(1) |
//! | `P4A_MAX_BLOCK` | cap on threads per block / work-group |
//! | `P4A_MAX_GRID` | cap on blocks per dimension in one launch (forces chunking; for tests) |
//! | `P4A_TUNE` | `1` (the default): time a few block shapes on the first launches of each kernel and keep the fastest (`crate::tune`); `0`: one shape per launch, from the limits alone |
//! | `P4A_OPENCL_PLATFORM`, `P4A_OPENCL_DEVICE` | indices of the OpenCL platform and device |
//! | `P4A_CUDA_DEVICE` | CUDA device ordinal |
//! | `P4A_CACHE_DIR` | where NVRTC output is cached (default `$XDG_CACHE_HOME/p4a` or `~/.cache/p4a`) |

use std::path::PathBuf;

use crate::error::{Error, Result};

/// What to do when a C ABI call fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorMode {
    /// Print the message on stderr and exit the program with status 1.
    Exit,
    /// Return the error code; the message is in `p4a_last_error`.
    Return,
}

/// The runtime's settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Forced backend name.
    pub backend: Option<String>,
    /// Device memory budget in bytes (`None`: the device's size).
    pub memory_limit: Option<u64>,
    /// Where to write statistics at exit.
    pub stats_path: Option<PathBuf>,
    /// Trace every call on stderr.
    pub trace: bool,
    /// Error policy of the C ABI.
    pub on_error: ErrorMode,
    /// Cap on threads per block.
    pub max_block: Option<u32>,
    /// Cap on blocks per grid dimension.
    pub max_grid: Option<u64>,
    /// Tune block shapes on the first launches of each kernel (`P4A_TUNE`, default on).
    pub tune: bool,
    /// OpenCL platform index.
    pub opencl_platform: Option<usize>,
    /// OpenCL device index within the platform.
    pub opencl_device: Option<usize>,
    /// CUDA device ordinal.
    pub cuda_device: Option<usize>,
    /// Kernel cache directory.
    pub cache_dir: Option<PathBuf>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            backend: None,
            memory_limit: None,
            stats_path: None,
            trace: false,
            on_error: ErrorMode::Exit,
            max_block: None,
            max_grid: None,
            tune: true,
            opencl_platform: None,
            opencl_device: None,
            cuda_device: None,
            cache_dir: None,
        }
    }
}

impl Config {
    /// Reads the settings from the process environment.
    pub fn from_env() -> Result<Config> {
        Config::from_lookup(|name| std::env::var(name).ok().filter(|value| !value.is_empty()))
    }

    /// Reads the settings through `lookup` (the environment, or a table in tests).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config> {
        let number = |name: &str| -> Result<Option<u64>> {
            lookup(name)
                .map(|text| {
                    parse_bytes(&text)
                        .ok_or_else(|| Error::Invalid(format!("{name}={text:?} is not a number")))
                })
                .transpose()
        };
        // Generated programs check no return code: a failing call that returned would
        // leave them running on wrong data (and exit 0). Only a program written to check
        // the codes asks for them, with `p4a_runtime_set_error_mode`.
        let on_error = match lookup("P4A_ON_ERROR").as_deref() {
            None | Some("exit") => ErrorMode::Exit,
            Some(other) => {
                return Err(Error::Invalid(format!(
                    "P4A_ON_ERROR={other:?}: the only setting is `exit` (programs p4a \
                     generates check no return code; a program that checks them calls \
                     p4a_runtime_set_error_mode(P4A_ERRORS_RETURN))"
                )));
            }
        };
        let tune = match lookup("P4A_TUNE").as_deref() {
            None | Some("1") => true,
            Some("0") => false,
            Some(other) => {
                return Err(Error::Invalid(format!(
                    "P4A_TUNE={other:?}: use 1 (tune block shapes, the default) or 0 (do not)"
                )));
            }
        };
        Ok(Config {
            backend: lookup("P4A_BACKEND").map(|name| name.to_ascii_lowercase()),
            memory_limit: number("P4A_DEVICE_MEMORY_LIMIT")?,
            stats_path: lookup("P4A_STATS").map(PathBuf::from),
            trace: lookup("P4A_TRACE").is_some_and(|value| value != "0"),
            on_error,
            max_block: number("P4A_MAX_BLOCK")?.map(|n| n.clamp(1, u64::from(u32::MAX)) as u32),
            max_grid: number("P4A_MAX_GRID")?.map(|n| n.max(1)),
            tune,
            opencl_platform: number("P4A_OPENCL_PLATFORM")?.map(|n| n as usize),
            opencl_device: number("P4A_OPENCL_DEVICE")?.map(|n| n as usize),
            cuda_device: number("P4A_CUDA_DEVICE")?.map(|n| n as usize),
            cache_dir: lookup("P4A_CACHE_DIR").map(PathBuf::from),
        })
    }
}

/// Parses `123`, `64k`, `16M`, `2G` (powers of 1024; case-insensitive; optional `B`/`iB`).
pub fn parse_bytes(text: &str) -> Option<u64> {
    let text = text.trim();
    let lower = text.to_ascii_lowercase();
    let lower = lower.trim_end_matches("ib").trim_end_matches('b');
    let (digits, shift) = match lower.chars().last()? {
        'k' => (&lower[..lower.len() - 1], 10),
        'm' => (&lower[..lower.len() - 1], 20),
        'g' => (&lower[..lower.len() - 1], 30),
        't' => (&lower[..lower.len() - 1], 40),
        _ => (lower, 0),
    };
    digits
        .trim()
        .parse::<u64>()
        .ok()?
        .checked_mul(1u64 << shift)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_sizes_parse() {
        assert_eq!(parse_bytes("4096"), Some(4096));
        assert_eq!(parse_bytes("64k"), Some(65536));
        assert_eq!(parse_bytes("16MB"), Some(16 << 20));
        assert_eq!(parse_bytes("2GiB"), Some(2 << 30));
        assert_eq!(parse_bytes("lots"), None);
    }

    #[test]
    fn environment_is_read() {
        let config = Config::from_lookup(|name| match name {
            "P4A_BACKEND" => Some("OpenCL".into()),
            "P4A_DEVICE_MEMORY_LIMIT" => Some("1M".into()),
            "P4A_TRACE" => Some("1".into()),
            "P4A_ON_ERROR" => Some("exit".into()),
            _ => None,
        })
        .unwrap();
        assert_eq!(config.backend.as_deref(), Some("opencl"));
        assert_eq!(config.memory_limit, Some(1 << 20));
        assert!(config.trace);
        assert_eq!(config.on_error, ErrorMode::Exit);
        assert!(config.tune, "tuning is on by default");
        // `return` would let a generated program, which checks no code, go on after a
        // failure: refused, as any other value.
        for value in ["return", "abort"] {
            let err = Config::from_lookup(|name| (name == "P4A_ON_ERROR").then(|| value.into()))
                .unwrap_err()
                .to_string();
            assert!(err.contains("the only setting is `exit`"), "{err}");
            assert_eq!(err.matches("invalid argument").count(), 1, "{err}");
        }
    }

    #[test]
    fn tuning_is_on_unless_turned_off() {
        let tune = |value: Option<&str>| {
            Config::from_lookup(|name| {
                (name == "P4A_TUNE")
                    .then(|| value.map(String::from))
                    .flatten()
            })
            .map(|config| config.tune)
        };
        assert!(tune(None).unwrap());
        assert!(tune(Some("1")).unwrap());
        assert!(!tune(Some("0")).unwrap());
        let err = tune(Some("yes")).unwrap_err().to_string();
        assert!(err.contains("P4A_TUNE=\"yes\": use 1"), "{err}");
    }
}
