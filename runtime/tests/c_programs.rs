//! End-to-end tests of the C ABI: the C programs in `tests/c/` are compiled with gcc,
//! linked against the static library, and run on OpenCL (PoCL on machines without a GPU).
//! Each program checks its results against a CPU computation and exits non-zero on a
//! mismatch; this driver also checks the environment variables (statistics file, trace,
//! memory limit, grid cap) and the message when no backend can start.
//!
//! Without an OpenCL platform these tests print "skipped: no OpenCL platform" and pass,
//! unless `P4A_REQUIRE_OPENCL=1` (CI sets it), in which case they fail. The CUDA program
//! is GPU-only: without a CUDA driver its test prints "skipped: no CUDA driver".

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Mutex, OnceLock};

use p4a_runtime::Config;
use p4a_runtime::backend::cuda::CudaBackend;
use p4a_runtime::backend::opencl::OpenClBackend;

/// The directory that holds `libp4a_runtime.a`: the test binary lives in `<dir>/deps/`.
fn library_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    exe.parent()
        .and_then(Path::parent)
        .expect("target directory")
        .to_path_buf()
}

/// The static library, built for this test run.
///
/// `cargo test` builds only the rlib of the crate under test, so the staticlib is built
/// here, once, by the same cargo into the same target directory (the outer cargo holds no
/// lock while tests run, and the dependencies are already compiled).
fn static_library() -> PathBuf {
    static BUILT: OnceLock<PathBuf> = OnceLock::new();
    BUILT
        .get_or_init(|| {
            let dir = library_dir();
            let target_dir = dir.parent().expect("target directory");
            let profile = dir
                .file_name()
                .and_then(|n| n.to_str())
                .expect("profile directory name");
            let mut command = Command::new(env!("CARGO"));
            command.args(["build", "--quiet", "-p", "p4a-runtime", "--lib"]);
            if profile == "release" {
                command.arg("--release");
            }
            let output = command
                .env("CARGO_TARGET_DIR", target_dir)
                .current_dir(env!("CARGO_MANIFEST_DIR"))
                .output()
                .expect("run cargo build for the static library");
            assert!(
                output.status.success(),
                "cargo build of the static library failed:\n{}",
                String::from_utf8_lossy(&output.stderr)
            );
            let lib = dir.join("libp4a_runtime.a");
            assert!(lib.exists(), "{} not built", lib.display());
            lib
        })
        .clone()
}

/// Why OpenCL tests cannot run here, if they cannot.
fn opencl_missing() -> Option<String> {
    static WHY: OnceLock<Option<String>> = OnceLock::new();
    WHY.get_or_init(|| OpenClBackend::start(&Config::default()).err())
        .clone()
}

/// Returns false (after saying why) when the test must be skipped.
fn opencl_available(test: &str) -> bool {
    let Some(why) = opencl_missing() else {
        return true;
    };
    if std::env::var("P4A_REQUIRE_OPENCL").is_ok_and(|v| v == "1") {
        panic!("{test}: OpenCL is required (P4A_REQUIRE_OPENCL=1) but unavailable: {why}");
    }
    eprintln!("{test}: skipped: no OpenCL platform ({why}); install pocl-opencl-icd");
    false
}

/// Compiles `tests/c/<name>.c` against the static library (once per test run); returns
/// the executable.
fn compile(name: &str) -> PathBuf {
    static BUILT: Mutex<Vec<(String, PathBuf)>> = Mutex::new(Vec::new());
    let mut built = BUILT
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, exe)) = built.iter().find(|(built_name, _)| built_name == name) {
        return exe.clone();
    }
    let exe = compile_now(name);
    built.push((name.to_string(), exe.clone()));
    exe
}

fn compile_now(name: &str) -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lib = static_library();
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("p4a_c_{name}"));
    let output = Command::new("gcc")
        .args(["-std=c11", "-O2", "-Wall", "-Wextra", "-Werror", "-I"])
        .arg(manifest.join("include"))
        .arg(manifest.join("tests/c").join(format!("{name}.c")))
        .arg(&lib)
        .args(["-o"])
        .arg(&exe)
        .args(["-lm", "-ldl", "-lpthread", "-lrt", "-lgcc_s", "-lutil"])
        .output()
        .expect("gcc must be installed to run the C tests");
    assert!(
        output.status.success(),
        "gcc {name}.c failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    exe
}

/// Runs `exe` on OpenCL with extra environment variables.
fn run(exe: &Path, env: &[(&str, &str)]) -> Output {
    run_on("opencl", exe, env)
}

/// Runs `exe` on `backend` with extra environment variables.
fn run_on(backend: &str, exe: &Path, env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(exe);
    command.env("P4A_BACKEND", backend);
    for var in [
        "P4A_STATS",
        "P4A_TRACE",
        "P4A_DEVICE_MEMORY_LIMIT",
        "P4A_MAX_GRID",
        "P4A_MAX_BLOCK",
        "P4A_ON_ERROR",
        "P4A_TUNE",
    ] {
        command.env_remove(var);
    }
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("run the C test program")
}

/// Asserts that a run succeeded and printed "ok"; returns its stdout and stderr.
fn expect_ok(name: &str, output: &Output) -> (String, String) {
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert!(
        output.status.success() && stdout.contains(": ok"),
        "{name} failed ({}):\nstdout:\n{stdout}\nstderr:\n{stderr}",
        output.status
    );
    (stdout, stderr)
}

#[test]
fn vector_add_with_statistics_and_trace() {
    if !opencl_available("vector_add") {
        return;
    }
    let exe = compile("vector_add");
    let stats_path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("vector_add_stats.json");
    let _ = std::fs::remove_file(&stats_path);
    let output = run(
        &exe,
        &[
            ("P4A_STATS", stats_path.to_str().unwrap()),
            ("P4A_TRACE", "1"),
        ],
    );
    let (_, stderr) = expect_ok("vector_add", &output);
    assert!(
        stderr.contains("p4a: copy_to_device(0x"),
        "no trace in:\n{stderr}"
    );
    assert!(
        stderr.contains("p4a: opencl ("),
        "no summary line in:\n{stderr}"
    );
    let json = std::fs::read_to_string(&stats_path).expect("statistics file written at finish");
    // 3 uploads and the restore of the evicted c; 2 downloads, the eviction's write-back of
    // the device-newer half of c, and a last download that spares the host-written element.
    for field in [
        "\"backend\": \"opencl\"",
        "\"h2d\": {\"count\": 4, \"bytes\": 32000096,",
        "\"d2h\": {\"count\": 4, \"bytes\": 24000088,",
        "\"evictions\": {\"count\": 1, \"bytes\": 8000024, \"writeback_bytes\": 4000024}",
        "\"name\": \"vadd\", \"launches\": 2",
        "\"name\": \"scale\", \"launches\": 3",
    ] {
        assert!(json.contains(field), "{field} not in {json}");
    }
}

#[test]
fn stencil_with_time_loop_chunked_or_not() {
    if !opencl_available("stencil2d") {
        return;
    }
    let exe = compile("stencil2d");
    // This program never calls p4a_runtime_finish: the statistics are written at exit.
    let stats_path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("stencil2d_stats.json");
    let _ = std::fs::remove_file(&stats_path);
    let (plain, stderr) = expect_ok(
        "stencil2d",
        &run(&exe, &[("P4A_STATS", stats_path.to_str().unwrap())]),
    );
    assert!(plain.contains("40 launches in 40 chunks"), "{plain}");
    assert!(
        stderr.contains("2 H2D copies") && stderr.contains("40 kernel launches"),
        "{stderr}"
    );
    let json = std::fs::read_to_string(&stats_path).expect("statistics written at exit");
    assert!(
        json.contains("\"name\": \"jacobi\", \"launches\": 40"),
        "{json}"
    );
    // The first launches tried block shapes (the program checks its results itself).
    assert!(
        json.contains("\"tuned\": [{\"counts\": [155, 201], \"chosen\": ["),
        "{json}"
    );
    assert!(
        stderr.contains("p4a: tuned jacobi over 155x201: kept "),
        "{stderr}"
    );
    // P4A_TUNE=0: no tuning, same checked results.
    let (untuned, stderr) = expect_ok(
        "stencil2d",
        &run(
            &exe,
            &[
                ("P4A_STATS", stats_path.to_str().unwrap()),
                ("P4A_TUNE", "0"),
            ],
        ),
    );
    assert_eq!(untuned, plain);
    assert!(!stderr.contains("p4a: tuned"), "{stderr}");
    let json = std::fs::read_to_string(&stats_path).expect("statistics written at exit");
    assert!(json.contains("\"tuned\": []"), "{json}");
    // With at most 2 work-groups per dimension per launch, each launch is split.
    let (chunked, _) = expect_ok("stencil2d", &run(&exe, &[("P4A_MAX_GRID", "2")]));
    assert!(!chunked.contains("in 40 chunks"), "{chunked}");
}

#[test]
fn sub_block_copies_of_1d_to_4d_arrays() {
    if !opencl_available("subblock") {
        return;
    }
    let exe = compile("subblock");
    expect_ok("subblock", &run(&exe, &[]));
}

#[test]
fn eviction_under_a_tiny_memory_limit() {
    if !opencl_available("eviction") {
        return;
    }
    let exe = compile("eviction");
    let (stdout, _) = expect_ok(
        "eviction",
        &run(&exe, &[("P4A_DEVICE_MEMORY_LIMIT", "3670016")]),
    );
    assert!(!stdout.contains("(0 evictions"), "{stdout}");
}

#[test]
fn no_backend_stops_with_a_clear_message() {
    // This one needs no OpenCL: it hides every OpenCL platform.
    let exe = compile("vector_add");
    let mut command = Command::new(&exe);
    command
        .env_remove("P4A_BACKEND")
        .env_remove("P4A_ON_ERROR")
        .env("OCL_ICD_VENDORS", "/nonexistent-p4a-test");
    let output = command.output().expect("run vector_add");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "stderr:\n{stderr}");
    assert!(
        stderr.contains("p4a runtime: p4a_runtime_init: no GPU backend could start"),
        "{stderr}"
    );
    assert!(
        stderr.contains("opencl:") && stderr.contains("pocl-opencl-icd"),
        "{stderr}"
    );
}

#[test]
fn cuda_vector_add_gpu_only() {
    if let Err(why) = CudaBackend::start(&Config::default()) {
        eprintln!("cuda_vector_add_gpu_only: skipped: no CUDA driver ({why})");
        return;
    }
    let exe = compile("vector_add_cuda");
    expect_ok("vector_add_cuda", &run_on("cuda", &exe, &[]));
}

#[test]
fn p4a_on_error_return_is_refused_and_the_program_stops() {
    // Generated programs check no return code: `return` would let them go on after a
    // failure. This one needs no OpenCL: the setting is read at the first call.
    let exe = compile("vector_add");
    let mut command = Command::new(&exe);
    command
        .env_remove("P4A_BACKEND")
        .env("P4A_ON_ERROR", "return");
    let output = command.output().expect("run vector_add");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "stderr:\n{stderr}");
    assert!(
        stderr.contains("P4A_ON_ERROR=\"return\": the only setting is `exit`"),
        "{stderr}"
    );
    assert_eq!(stderr.matches("invalid argument").count(), 1, "{stderr}");
    assert!(!String::from_utf8_lossy(&output.stdout).contains(": ok"));
}
