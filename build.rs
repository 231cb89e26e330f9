//! Builds the runtime library (`p4a-runtime`, a static library with a C ABI) and leaves it
//! in `OUT_DIR`, where `src/build.rs` embeds it: an installed p4a (`cargo install --path
//! .`) then builds GPU programs with `-o` without a checkout beside it.
//!
//! The runtime is built by a nested `cargo build` into its own target directory (a build
//! dependency would be compiled for the build script, not as a static library). Debug
//! information is stripped when `strip` is found (18 MB instead of 42). With
//! `P4A_EMBED_RUNTIME=0` nothing is built and the binary embeds no runtime (it then
//! looks for `libp4a_runtime.a` beside itself, or `--runtime-lib`).

use std::path::PathBuf;
use std::process::Command;

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("set by cargo"));
    let lib = out.join("libp4a_runtime.a");
    println!("cargo:rerun-if-env-changed=P4A_EMBED_RUNTIME");
    for path in [
        "runtime/src",
        "runtime/Cargo.toml",
        "runtime/include",
        "Cargo.lock",
    ] {
        println!("cargo:rerun-if-changed={}", root.join(path).display());
    }
    if std::env::var("P4A_EMBED_RUNTIME").is_ok_and(|v| v == "0") {
        std::fs::write(&lib, b"").expect("OUT_DIR is writable");
        return;
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let target = out.join("runtime-target");
    let mut cmd = Command::new(cargo);
    cmd.args([
        "build",
        "--release",
        "--lib",
        "-p",
        "p4a-runtime",
        "--manifest-path",
    ])
    .arg(root.join("Cargo.toml"))
    .arg("--target-dir")
    .arg(&target);
    if root.join("Cargo.lock").is_file() {
        cmd.arg("--locked");
    }
    // The outer build's settings for this package must not leak into the nested one.
    for var in [
        "CARGO_TARGET_DIR",
        "CARGO_ENCODED_RUSTFLAGS",
        "CARGO_BUILD_TARGET",
        "CARGO_PRIMARY_PACKAGE",
    ] {
        cmd.env_remove(var);
    }
    let status = cmd.status().expect("cargo runs");
    assert!(
        status.success(),
        "building the p4a runtime failed ({status})"
    );
    let built = target.join("release/libp4a_runtime.a");
    std::fs::copy(&built, &lib).expect("the runtime library was built");
    // Smaller when stripped; the library works as well without its debug information.
    let _ = Command::new("strip")
        .arg("--strip-debug")
        .arg(&lib)
        .status();
}
