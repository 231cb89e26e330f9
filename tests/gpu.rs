//! The GPU targets as a user meets them: `p4a --opencl` and `p4a --cuda` write host C and
//! kernels, the report says which loops became kernels and why others stay on the host,
//! `-o` builds a program that runs on OpenCL (PoCL here) and computes what the input
//! computes, and every CUDA output of the corpus compiles with nvcc.
//!
//! OpenCL runs need an OpenCL platform: without one the tests that run programs print
//! "skipped: no OpenCL platform", unless `P4A_REQUIRE_OPENCL=1` (CI), where that fails.
//! The nvcc check needs nvcc (`$P4A_NVCC`, else `nvcc` on the path): without it the test
//! prints "skipped: no nvcc", unless `P4A_REQUIRE_NVCC=1` (CI installs nvcc from PyPI).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn p4a_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_p4a"))
}

fn p4a(dir: &Path, args: &[&str]) -> Output {
    Command::new(p4a_bin())
        .current_dir(dir)
        .args(args)
        .output()
        .expect("p4a runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn opencl_available(test: &str) -> bool {
    let Some(why) = p4a_validation::gpu_env::opencl_missing() else {
        return true;
    };
    if std::env::var("P4A_REQUIRE_OPENCL").is_ok_and(|v| v == "1") {
        panic!("{test}: OpenCL is required (P4A_REQUIRE_OPENCL=1) but unavailable: {why}");
    }
    eprintln!("{test}: skipped: no OpenCL platform ({why}); install pocl-opencl-icd");
    false
}

/// A program with a 2-D nest on a heap VLA, a 1-D loop on globals, a reduction, a loop
/// that prints (stays on the host) and a zero-trip loop.
const PROGRAM: &str = r#"#include <stdio.h>
#include <stdlib.h>
#define N 400000
double a[N], b[N];
static void fill(int n, int m, double x[n][m]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            x[i][j] = 0.5 * i - j;
}
int main(int argc, char **argv) {
    (void)argv;
    int n = 300, m = 200, none = argc - 1;
    double (*x)[m] = malloc(sizeof(double[n][m]));
    fill(n, m, x);
    for (int i = 0; i < N; i++)
        a[i] = i * 0.25;
    for (int i = 0; i < none; i++)
        a[i] = -1.0;
    double s = 0.0;
    for (int i = 0; i < N; i++)
        s += a[i] * (i % 7);
    for (int i = 0; i < 3; i++)
        printf("%d %.3f\n", i, a[i]);
    printf("%.6e %.3f\n", s, x[n - 1][m - 1]);
    free(x);
    return 0;
}
"#;

#[test]
fn opencl_writes_host_code_and_kernels_named_after_their_loops() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), PROGRAM).unwrap();
    // (Without the cost model: `fill` alone runs once and its result goes back to the
    // host, which the joint decision would keep on the host; the test is about the code.)
    let out = p4a(dir.path(), &["--opencl", "--no-cost-model", "prog.c"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let host = std::fs::read_to_string(dir.path().join("prog.p4a.c")).unwrap();
    let kernels = std::fs::read_to_string(dir.path().join("prog.p4a.cl")).unwrap();
    assert!(host.contains("#include \"p4a_runtime.h\""));
    assert!(host.contains("p4a_launch_begin(p4a_kernels_prog, \"p4a_kernel_fill_6\")"));
    assert!(kernels.contains("/* Kernel of the loop at prog.c:6: for (int i = 0; i < n; i++) */"));
    assert!(kernels.contains("__kernel void p4a_kernel_fill_6("));
    assert!(kernels.contains("__global double *x"));
    // The 2-D nest is linearised: x[i][j] with a run-time row length.
    assert!(kernels.contains("x[i * p4a_x_extent1 + j]"), "{kernels}");
    // The printing loop stays on the host, as a loop.
    assert!(host.contains("printf(\"%d %.3f\\n\", i, a[i]);"));
}

#[test]
fn cuda_writes_extern_c_global_kernels() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), PROGRAM).unwrap();
    let out = p4a(dir.path(), &["--cuda", "--no-cost-model", "prog.c"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let kernels = std::fs::read_to_string(dir.path().join("prog.p4a.cu")).unwrap();
    assert!(kernels.contains("extern \"C\" __global__ void p4a_kernel_fill_6("));
    assert!(kernels.contains("blockIdx.x"));
    assert!(!kernels.contains("__global double"));
}

#[test]
fn report_names_kernels_copies_and_host_reasons() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), PROGRAM).unwrap();
    // Per-kernel copies: each kernel lists what it copies in and out.
    let out = p4a(
        dir.path(),
        &[
            "--opencl",
            "--no-com-optimization",
            "--report=json",
            "prog.c",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let loops = json["loops"].as_array().unwrap();
    let at = |line: u64| {
        loops
            .iter()
            .find(|l| l["line"] == line && l["depth"] == 0)
            .unwrap_or_else(|| panic!("no loop at line {line}"))
    };
    let fill = &at(6)["kernel"];
    assert_eq!(fill["name"], "p4a_kernel_fill_6");
    assert_eq!(fill["dims"], 2);
    assert_eq!(fill["copied_out"][0]["array"], "x");
    assert_eq!(at(15)["kernel"]["copied_out"][0]["array"], "a");
    let sum = &at(20)["kernel"];
    assert_eq!(sum["dims"], 1, "the reduction runs on the device");
    let print = at(22);
    assert_eq!(print["decision"], "sequential");
    assert!(print["kernel"].is_null());
}

#[test]
fn opencl_program_built_with_o_computes_what_the_input_computes() {
    if !opencl_available("opencl_program_built_with_o_computes_what_the_input_computes") {
        return;
    }
    p4a_validation::gpu_env::runtime_next_to(&p4a_bin()).expect("the runtime library builds");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), PROGRAM).unwrap();
    let status = Command::new("cc")
        .current_dir(dir.path())
        .args(["-O1", "prog.c", "-o", "original"])
        .status()
        .unwrap();
    assert!(status.success());
    let original = Command::new(dir.path().join("original")).output().unwrap();
    let out = p4a(
        dir.path(),
        &["--opencl", "--no-cost-model", "prog.c", "-o", "prog"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stats = dir.path().join("stats.json");
    let run = Command::new(dir.path().join("prog"))
        .env("P4A_BACKEND", "opencl")
        .env("P4A_STATS", &stats)
        .output()
        .unwrap();
    assert!(run.status.success(), "{}", text(&run.stderr));
    assert_eq!(text(&run.stdout), text(&original.stdout));
    let stats: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&stats).unwrap()).unwrap();
    // fill, the 1-D loop and the reduction launch; the zero-trip loop does not.
    assert_eq!(stats["launches"]["count"], 3, "{stats}");
}

/// nvcc, from `$P4A_NVCC` or the path.
fn nvcc() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("P4A_NVCC") {
        return Some(PathBuf::from(path));
    }
    let found = Command::new("nvcc").arg("--version").output();
    found
        .is_ok_and(|o| o.status.success())
        .then(|| PathBuf::from("nvcc"))
}

#[test]
fn cuda_outputs_of_the_corpus_compile_with_nvcc() {
    let Some(nvcc) = nvcc() else {
        if std::env::var("P4A_REQUIRE_NVCC").is_ok_and(|v| v == "1") {
            panic!("nvcc is required (P4A_REQUIRE_NVCC=1) but neither $P4A_NVCC nor nvcc is there");
        }
        eprintln!("cuda_outputs_of_the_corpus_compile_with_nvcc: skipped: no nvcc");
        return;
    };
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let cases = p4a_validation::discover(&[root.join("validation/cases")]).unwrap();
    let out = tempfile::tempdir().unwrap();
    let mut kernel_files = Vec::new();
    for case in cases
        .iter()
        .filter(|c| c.applies_to(p4a_validation::Mode::Cuda))
    {
        let dir = out.path().join(&case.name);
        std::fs::create_dir_all(&dir).unwrap();
        let mut args: Vec<String> = vec!["--cuda".into(), "--output-dir".into()];
        args.push(dir.display().to_string());
        args.extend(case.options.preprocessor_flags().map(|f| f.to_string()));
        args.extend(case.options.p4a_flags.iter().cloned());
        args.extend(case.sources.iter().map(|s| s.display().to_string()));
        let done = Command::new(p4a_bin())
            .current_dir(&case.root)
            .args(&args)
            .output()
            .unwrap();
        assert!(
            done.status.success(),
            "{}: {}",
            case.name,
            text(&done.stderr)
        );
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "cu") {
                kernel_files.push((case.name.clone(), path));
            } else if path.extension().is_some_and(|e| e == "c") {
                // The host code compiles against the runtime's header.
                let host = Command::new("cc")
                    .current_dir(&case.root)
                    .args(["-fsyntax-only", "-w", "-std=gnu11", "-I"])
                    .arg(root.join("runtime/include"))
                    .args(case.options.cflags.iter())
                    .arg(&path)
                    .output()
                    .unwrap();
                assert!(
                    host.status.success(),
                    "{}: host code does not compile:\n{}",
                    case.name,
                    text(&host.stderr)
                );
            }
        }
    }
    assert!(
        kernel_files.len() >= 30,
        "only {} .cu files",
        kernel_files.len()
    );
    // Two compilers at a time.
    let failures: Vec<String> = std::thread::scope(|scope| {
        let halves: Vec<_> = kernel_files
            .chunks(kernel_files.len().div_ceil(2))
            .map(|chunk| {
                let nvcc = &nvcc;
                scope.spawn(move || {
                    let mut failed = Vec::new();
                    for (name, path) in chunk {
                        let done = Command::new(nvcc)
                            .args(["-c", "-o"])
                            .arg(path.with_extension("o"))
                            .arg(path)
                            .output()
                            .expect("nvcc runs");
                        if !done.status.success() {
                            failed.push(format!("{name}: {}", text(&done.stderr)));
                        }
                    }
                    failed
                })
            })
            .collect();
        halves.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    assert!(
        failures.is_empty(),
        "nvcc rejects:\n{}",
        failures.join("\n")
    );
    println!(
        "{} CUDA kernel files compiled with nvcc",
        kernel_files.len()
    );
}

#[test]
fn several_input_files_each_get_their_kernels() {
    if !opencl_available("several_input_files_each_get_their_kernels") {
        return;
    }
    p4a_validation::gpu_env::runtime_next_to(&p4a_bin()).expect("the runtime library builds");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("main.c"),
        "#include <stdio.h>\n#define N 300000\nvoid scale(int n, double *x, double f);\n\
         double v[N];\nint main(void) {\n    for (int i = 0; i < N; i++)\n        v[i] = i % 11;\n\
         \x20   scale(N, v, 0.5);\n    double s = 0;\n    for (int i = 0; i < N; i++)\n        s += v[i];\n\
         \x20   printf(\"%.3f\\n\", s);\n    return 0;\n}\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("scale.c"),
        "void scale(int n, double *x, double f) {\n    for (int i = 0; i < n; i++)\n        x[i] = x[i] * f + 1.0;\n}\n",
    )
    .unwrap();
    let out = p4a(dir.path(), &["--opencl", "main.c", "scale.c", "-o", "prog"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    for file in ["main.p4a.c", "main.p4a.cl", "scale.p4a.c", "scale.p4a.cl"] {
        assert!(dir.path().join(file).is_file(), "{file} missing");
    }
    let scale_cl = std::fs::read_to_string(dir.path().join("scale.p4a.cl")).unwrap();
    assert!(scale_cl.contains("p4a_kernel_scale_2"), "{scale_cl}");
    let run = Command::new(dir.path().join("prog"))
        .env("P4A_BACKEND", "opencl")
        .output()
        .unwrap();
    assert!(run.status.success(), "{}", text(&run.stderr));
    // sum over i of (i % 11) * 0.5 + 1
    let expected: f64 = (0..300_000).map(|i| f64::from(i % 11) * 0.5 + 1.0).sum();
    assert_eq!(text(&run.stdout), format!("{expected:.3}\n"));
}

/// A time loop over a function that calls two kernel-launching functions (thesis Test K2).
const TIME_LOOP: &str = r#"#include <stdio.h>
#define N 100000
static float p[N], v[N];
static void k_vel(int n, float *vel, float *pos) { for (int i = 0; i < n; i++) vel[i] = vel[i] * 0.5f + pos[i]; }
static void k_pos(int n, float *pos, float *vel) { for (int i = 0; i < n; i++) pos[i] += vel[i]; }
static void iteration(int n, float *pos, float *vel) { k_vel(n, vel, pos); k_pos(n, pos, vel); }
int main(void) {
  unsigned s = 1;
  for (int i = 0; i < N; i++) { s = s * 1103515245u + 12345u; p[i] = s % 7; v[i] = 0; }
  for (int t = 0; t < 20; t++)
    iteration(N, p, v);
  for (int i = 0; i < N; i += 9999) printf("%f\n", p[i]);
  return 0;
}
"#;

#[test]
fn transfers_climb_out_of_the_time_loop_and_the_call_graph() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), TIME_LOOP).unwrap();
    let out = p4a(
        dir.path(),
        &["--opencl", "--no-cost-model", "--report=json", "prog.c"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let t = &json["transfers"];
    assert_eq!(t["scheme"], "whole-program", "{t}");
    let placed = t["placed"].as_array().unwrap();
    let summary: Vec<String> = placed
        .iter()
        .map(|x| {
            format!(
                "{} {} {} {}",
                x["function"], x["line"], x["what"], x["array"]
            )
        })
        .collect();
    // Both arrays go up in main once, right after the host loop that fills them (line 9;
    // their initial zeros are never read, so nothing goes up before), before the time
    // loop; p comes back once, before the printing loop (line 12); the callees move
    // nothing.
    assert_eq!(
        summary,
        [
            "\"main\" 9 \"upload\" \"p\"",
            "\"main\" 9 \"upload\" \"v\"",
            "\"main\" 12 \"download\" \"p\""
        ],
        "{t}"
    );
    assert!(placed.iter().all(|x| x["count"] == "1"), "{t}");
    // The generated callees upload nothing themselves.
    let host = std::fs::read_to_string(dir.path().join("prog.p4a.c")).unwrap();
    let callee =
        &host[host.find("static void k_vel").unwrap()..host.find("static void iteration").unwrap()];
    assert!(
        !callee.contains("p4a_upload") && !callee.contains("p4a_copy_to_device"),
        "{callee}"
    );

    // --no-com-optimization: the per-kernel scheme, said so.
    let out = p4a(
        dir.path(),
        &[
            "--opencl",
            "--no-cost-model",
            "--no-com-optimization",
            "--report=json",
            "prog.c",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["transfers"]["scheme"], "per-kernel");
    let host = std::fs::read_to_string(dir.path().join("prog.p4a.c")).unwrap();
    assert!(host.contains("p4a_copy_to_device") && host.contains("p4a_copy_from_device"));
}

/// A time loop whose functions launch kernels, their values used inside expressions.
const EXPRESSION_CALLS: &str = r#"#include <stdio.h>
#include <stdlib.h>
#define N 1000
static double mass(int n, const double *v) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}
static void step(int n, const double *restrict u, double *restrict v) {
    for (int i = 1; i < n - 1; i++)
        v[i] = 0.5 * u[i] + 0.25 * (u[i - 1] + u[i + 1]);
}
int main(void) {
    double *u = malloc(N * sizeof *u), *v = malloc(N * sizeof *v);
    double hist[16];
    int nh = 0;
    for (int i = 0; i < N; i++) {
        u[i] = i % 7;
        v[i] = 0;
    }
    for (int t = 0; t < 16; t++) {
        step(N, u, v);
        step(N, v, u);
        hist[nh++] = MASS;
        printf("%d %.6e\n", t, 2.0 * mass(N, v));
    }
    while (mass(N, u) > 1.0 && nh < 20)
        nh++;
    printf("%.6e %.6e %d\n", hist[3], u[5], nh);
    free(u);
    free(v);
    return 0;
}
"#;

#[test]
fn calls_that_launch_kernels_inside_expressions_keep_the_whole_program_placement() {
    let dir = tempfile::tempdir().unwrap();
    let run = |mass: &str| {
        let src = EXPRESSION_CALLS.replace("MASS", mass);
        std::fs::write(dir.path().join("prog.c"), src).unwrap();
        let out = p4a(
            dir.path(),
            &["--opencl", "--no-cost-model", "--report=json", "prog.c"],
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let host = std::fs::read_to_string(dir.path().join("prog.p4a.c")).unwrap();
        (json["transfers"].clone(), host)
    };
    // Each call becomes a statement before its use: `u` and `v` never go up (kernels
    // write them first) and come down once, before the final printf.
    let (t, host) = run("mass(N, u)");
    assert_eq!(t["scheme"], "whole-program", "{t}");
    let placed: Vec<String> = t["placed"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|x| x["what"] == "upload" || x["what"] == "download")
        .map(|x| format!("{} {}", x["what"], x["array"]))
        .collect();
    assert_eq!(placed, ["\"download\" \"u\""], "{t}");
    for shape in [
        "double mass_value",
        "hist[t] = mass_value",
        "2.0 * mass_value",
        "while (mass_value",
    ] {
        assert!(host.contains(shape), "{shape} missing from\n{host}");
    }
    // A call reached only on one branch of `?:` stays where it is, and the report says
    // why the program falls back to per-kernel copies.
    let (t, _) = run("nh > 2 ? mass(N, u) : 0.0");
    assert_eq!(t["scheme"], "per-kernel", "{t}");
    let why = t["per_kernel_reason"].as_str().unwrap();
    assert!(why.contains("`mass`") && why.contains("`?:`"), "{why}");
}

/// Two functions that launch kernels in one expression, one of which writes what the
/// other reads: C leaves their order to the compiler, so neither call is moved.
const CONFLICTING_CALLS: &str = r#"#include <stdio.h>
#include <stdlib.h>
#define N 1000
static double total(int n, const double *v) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}
static double halve(int n, double *v) {
    for (int i = 0; i < n; i++)
        v[i] *= 0.5;
    return 1.0;
}
int main(void) {
    double *u = malloc(N * sizeof *u);
    for (int i = 0; i < N; i++)
        u[i] = i % 9;
    double x = EXPR;
    printf("%.6e %.6e\n", x, u[4]);
    free(u);
    return 0;
}
"#;

#[test]
fn calls_whose_order_matters_stay_in_their_expression_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let run = |expr: &str| {
        std::fs::write(
            dir.path().join("prog.c"),
            CONFLICTING_CALLS.replace("EXPR", expr),
        )
        .unwrap();
        let out = p4a(
            dir.path(),
            &["--opencl", "--no-cost-model", "--report=json", "prog.c"],
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        json["transfers"].clone()
    };
    let t = run("total(N, u) + halve(N, u)");
    assert_eq!(t["scheme"], "per-kernel", "{t}");
    let why = t["per_kernel_reason"].as_str().unwrap();
    assert!(why.contains("`total` and `halve`"), "{why}");
    // A call that writes `u` moved before a read of `u[0]` would change what is read.
    let t = run("u[0] + halve(N, u)");
    assert_eq!(t["scheme"], "per-kernel", "{t}");
    let why = t["per_kernel_reason"].as_str().unwrap();
    assert!(
        why.contains("`halve`") && why.contains("other parts"),
        "{why}"
    );
    // Two calls that only read commute: both are moved.
    let t = run("total(N, u) + 2.0 * total(N, u)");
    assert_eq!(t["scheme"], "whole-program", "{t}");
}

/// Gram–Schmidt's shape: per column, a norm (a reduction) and a store between kernels.
const GRAM: &str = r#"#include <math.h>
#include <stdio.h>
#define M 90
#define N 80
static double A[M][N], Q[M][N], R[N][N];
int main(void) {
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            A[i][j] = (i * 7 + j * 3) % 11 + (i == j ? 4.0 : 0.5);
    for (int k = 0; k < N; k++) {
        double nrm = 0;
        for (int i = 0; i < M; i++)
            nrm += A[i][k] * A[i][k];
        R[k][k] = sqrt(nrm);
        for (int i = 0; i < M; i++)
            Q[i][k] = A[i][k] / R[k][k];
        for (int i = 0; i < M; i++)
            for (int j = k + 1; j < N; j++)
                A[i][j] -= Q[i][k] * A[i][k];
    }
    double s = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            s = s * 0.999 + Q[i][j];
    printf("%.6e\n", s);
    return 0;
}
"#;

const UNREAD_INITIAL: &str = r#"#include <stdio.h>
#define N 4096
struct view { double *p; };
static double u[N], unew[N];
static void step(void) {
    for (int i = 1; i < N - 1; i++)
        unew[i] = 0.5 * (u[i - 1] + u[i + 1]);
    for (int i = 1; i < N - 1; i++)
        u[i] = unew[i];
}
int main(void) {
    for (int i = 0; i < N; i++)
        u[i] = i % 5;
    for (int t = 0; t < 8; t++)
        step();
    READ
    printf("%f %f\n", u[7], unew[9]);
    return 0;
}
"#;

#[test]
fn global_arrays_whose_initial_values_nobody_reads_are_never_uploaded() {
    let dir = tempfile::tempdir().unwrap();
    let run = |read: &str| {
        std::fs::write(
            dir.path().join("prog.c"),
            UNREAD_INITIAL.replace("READ", read),
        )
        .unwrap();
        let out = p4a(
            dir.path(),
            &["--opencl", "--no-cost-model", "--report=json", "prog.c"],
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let t = json["transfers"].clone();
        assert_eq!(t["scheme"], "whole-program", "{t}");
        t["placed"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|x| x["array"] == "unew" && x["what"] != "download")
            .map(|x| x["what"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    // The kernels write unew[1..N-2] before any read: marked fresh, never uploaded.
    assert_eq!(run(""), ["fresh"]);
    // unew[0] is read on the host and nobody writes it: its zero is the program's, so
    // unew is not fresh; it is not uploaded either, since every element `step` touches
    // is written by its first kernel before any read (the host's zero stays on the host).
    assert_eq!(run("printf(\"%f\\n\", unew[0]);"), Vec::<String>::new());
    // A read through a pointer member the regions do not follow may see any element: not
    // fresh either.
    assert_eq!(
        run("struct view v = {unew}; printf(\"%f\\n\", v.p[N - 1]);"),
        Vec::<String>::new()
    );
}

const SMALL_LOOPS: &str = r#"#include <stdio.h>
#define N 400
static double u[N][N], v[N][N];
static int steps = 12;
static void sweep(void) {
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            u[i][j] = v[i][j];
}
int main(int argc, char **argv) {
    (void)argv;
    if (argc > 1)
        steps = 3;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            u[i][j] = (i * 7 + j) % 13;
    for (int t = 0; t < steps; t++)
        sweep();
    double col = 0.0;
    for (int i = 0; i < N; i++)
        col += u[i][N / 2];
    int hist[8] = {0};
    for (int k = 0; k < 8; k++)
        hist[k] = k * k;
    printf("%f %d\n", col, hist[3]);
    return 0;
}
"#;

#[test]
fn loops_too_small_for_a_launch_run_on_the_device_when_that_saves_copies() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), SMALL_LOOPS).unwrap();
    let out = p4a(dir.path(), &["--opencl", "--report", "prog.c"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout) + &text(&out.stderr);
    let line = |n: u32| {
        report
            .lines()
            .find(|l| l.starts_with(&format!("prog.c:{n}: ")))
            .unwrap_or_else(|| panic!("no line {n} in\n{report}"))
            .to_string()
    };
    // The sweeps run an unknown number of times with their data on the device: each
    // entry's 160,000 points pay for a launch, whatever the count.
    assert!(line(6).contains("kernel"), "{report}");
    assert!(line(9).contains("kernel"), "{report}");
    // The column sum is too small for a launch, but on the host it would bring the whole
    // grid down: it runs on the device.
    assert!(
        line(23).contains("kernel") && line(23).contains("force copies"),
        "{report}"
    );
    assert!(!report.contains("download `u`"), "{report}");
    // The histogram is host data: it stays on the host.
    assert!(!report.contains("p4a_kernel_main_26"), "{report}");
}

const MID_KERNEL: &str = r#"#include <stdio.h>
#define N 160
static double a[N][N], x[N], y[N];
static void matvec(void) {
    for (int i = 0; i < N; i++) {
        double s = 0.0;
        for (int j = 0; j < N; j++)
            s += a[i][j] * x[j];
        y[i] = s;
    }
}
int main(int argc, char **argv) {
    (void)argv;
    int iters = argc > 1 ? 5 : 40;
    for (int i = 0; i < N; i++) {
        x[i] = 1.0;
        for (int j = 0; j < N; j++)
            a[i][j] = (i == j) ? 2.0 : 1.0 / (1 + i + j);
    }
    for (int it = 0; it < iters; it++) {
        matvec();
        double m = 0.0;
        for (int i = 0; i < N; i++)
            m = m > y[i] ? m : y[i];
        for (int i = 0; i < N; i++)
            x[i] = y[i] / m;
    }
    printf("%f\n", x[7]);
    return 0;
}
"#;

#[test]
fn kernels_whose_copies_cost_more_than_their_work_stay_on_the_host() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), MID_KERNEL).unwrap();
    // Without sequential promotion, which would rather move the host loops between the
    // products onto the device.
    let out = p4a(
        dir.path(),
        &[
            "--opencl",
            "--no-sequential-promotion",
            "--report",
            "prog.c",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout) + &text(&out.stderr);
    // The product has the work of a launch (N * N), but the host rescales x and reads y
    // in every iteration: on the device, x would go up and y come down each time.
    let line = report
        .lines()
        .find(|l| l.starts_with("prog.c:5: "))
        .unwrap_or_else(|| panic!("no line 5 in\n{report}"));
    assert!(
        line.contains("stays on the host") && line.contains("force copies"),
        "{report}"
    );
    assert!(!report.contains("upload `x`"), "{report}");
}

#[test]
fn sequential_promotion_runs_the_norm_on_one_device_thread() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("gram.c"), GRAM).unwrap();
    let out = p4a(
        dir.path(),
        &["--opencl", "--no-cost-model", "--report=json", "gram.c"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let t = &json["transfers"];
    let promotions = t["promotions"].as_array().unwrap();
    // Lines 11-14: the declaration, the norm's loop and the store, in one kernel.
    assert_eq!(promotions.len(), 1, "{t}");
    let p = &promotions[0];
    assert_eq!(p["promoted"], true, "{t}");
    assert_eq!(
        (p["first_line"].as_u64(), p["last_line"].as_u64()),
        (Some(11), Some(14))
    );
    let kernel = p["kernel"].as_str().unwrap().to_string();
    // Nothing moves inside the k loop (line 10).
    let placed = t["placed"].as_array().unwrap();
    assert!(
        placed.iter().all(|x| x["count"] == "1"),
        "a copy inside the loop: {t}"
    );
    // The norm's loop is no kernel of its own; the one-thread kernel has a 1-point grid.
    let loops = json["loops"].as_array().unwrap();
    let norm = loops.iter().find(|l| l["line"] == 12).unwrap();
    assert_eq!(norm["decision"], "sequential", "{norm}");
    let host = std::fs::read_to_string(dir.path().join("gram.p4a.c")).unwrap();
    let launch = &host[host.find(&format!("\"{kernel}\"")).unwrap()..];
    let end = &launch[launch.find("p4a_launch_end").unwrap()..];
    assert!(end.starts_with("p4a_launch_end(1, 1, 0, 0)"), "{end}");

    // Turned off: the norm is a reduction kernel again, and copies run in the loop.
    let out = p4a(
        dir.path(),
        &[
            "--opencl",
            "--no-cost-model",
            "--no-sequential-promotion",
            "--report=json",
            "gram.c",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(
        json["transfers"]["promotions"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    assert!(
        json["transfers"]["placed"]
            .as_array()
            .unwrap()
            .iter()
            .any(|x| x["count"] != "1"),
        "{}",
        json["transfers"]
    );

    // Built and run on OpenCL, it computes what the input computes.
    if !opencl_available("sequential_promotion_runs_the_norm_on_one_device_thread") {
        return;
    }
    let out = p4a(
        dir.path(),
        &["--opencl", "--no-cost-model", "-o", "gram", "gram.c"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let got = Command::new(dir.path().join("gram")).output().unwrap();
    let cc = Command::new("cc")
        .current_dir(dir.path())
        .args(["-O2", "-o", "orig", "gram.c", "-lm"])
        .status()
        .unwrap();
    assert!(cc.success());
    let want = Command::new(dir.path().join("orig")).output().unwrap();
    let parse = |o: &Output| text(&o.stdout).trim().parse::<f64>().unwrap();
    let (g, w) = (parse(&got), parse(&want));
    assert!((g - w).abs() <= 1e-9 * w.abs(), "{g} vs {w}");
}

/// A vertical smoothing on heap images whose border test (`y - 1 >= 0 && y + 1 < h`)
/// bounds no loop index alone: the interval of its subscripts reaches a row before and a
/// row after each image. The copies must still stay inside the `malloc`/`calloc` blocks.
const BORDER_PROGRAM: &str = r#"#include <stdio.h>
#include <stdlib.h>
static void smooth(const float *in, float *out, int w, int h) {
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if (y - 1 >= 0 && y + 1 < h)
                out[y * w + x] = 0.25f * in[(y - 1) * w + x] + 0.5f * in[y * w + x]
                    + 0.25f * in[(y + 1) * w + x];
            else
                out[y * w + x] = in[y * w + x];
        }
}
int main(void) {
    int w = 256, h = 192;
    float *in = malloc(sizeof(float) * w * h);
    float *out = calloc((size_t)w * h, sizeof(float));
    for (int i = 0; i < w * h; i++)
        in[i] = (float)(i % 101);
    smooth(in, out, w, h);
    double s = 0.0;
    for (int i = 0; i < w * h; i++)
        s += out[i] * (i % 7);
    printf("%.3f\n", s);
    free(in);
    free(out);
    return 0;
}
"#;

#[test]
fn copies_stay_inside_their_heap_blocks_under_address_sanitizer() {
    let test = "copies_stay_inside_their_heap_blocks_under_address_sanitizer";
    if !opencl_available(test) {
        return;
    }
    p4a_validation::gpu_env::runtime_next_to(&p4a_bin()).expect("the runtime library builds");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), BORDER_PROGRAM).unwrap();
    let status = Command::new("cc")
        .current_dir(dir.path())
        .args(["-O1", "prog.c", "-o", "original"])
        .status()
        .unwrap();
    assert!(status.success());
    let original = Command::new(dir.path().join("original")).output().unwrap();
    // The per-kernel scheme copies each kernel's interval; the communication optimization
    // uploads and downloads around it and checks what kernels read.
    for scheme in [&["--no-com-optimization"][..], &["--check-transfers"][..]] {
        let mut args = vec!["--opencl", "prog.c", "-o", "prog"];
        args.extend_from_slice(scheme);
        args.extend_from_slice(&["--c-flags", "-O1 -g -fsanitize=address"]);
        let out = p4a(dir.path(), &args);
        assert!(out.status.success(), "{scheme:?}: {}", text(&out.stderr));
        let run = Command::new(dir.path().join("prog"))
            .env("P4A_BACKEND", "opencl")
            .env("ASAN_OPTIONS", "detect_leaks=0")
            .output()
            .unwrap();
        let stderr = text(&run.stderr);
        assert!(run.status.success(), "{scheme:?}: {stderr}");
        assert!(!stderr.contains("AddressSanitizer"), "{scheme:?}: {stderr}");
        assert!(!stderr.contains("stale read"), "{scheme:?}: {stderr}");
        assert_eq!(text(&run.stdout), text(&original.stdout), "{scheme:?}");
    }
}

/// A kernel in a function whose pointer parameter gets no contract: the caller cannot
/// upload the block whole (its size changes after the `malloc`), so the kernel uploads
/// the rows it reads itself.
const UNSIZED_CALL: &str = "\
#include <stdio.h>
#include <stdlib.h>
static void smooth(int n, const double *in, double *out)
{
    for (int i = 1; i < n - 1; i++)
        out[i] = 0.5 * (in[i - 1] + in[i + 1]);
}
int main(int argc, char **argv)
{
    (void)argv;
    int n = 100000;
    n += argc;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    if (!a || !b)
        return 1;
    for (int i = 0; i < n; i++)
        a[i] = (i * 7) % 13;
    for (int t = 0; t < 4; t++) {
        smooth(n, a, b);
        a[t] += b[t + 1];
    }
    printf(\"%f\\n\", b[n / 2]);
    return 0;
}
";

#[test]
fn the_report_lists_the_uploads_kernels_make_themselves() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), UNSIZED_CALL).unwrap();
    let out = p4a(
        dir.path(),
        &["--opencl", "--no-cost-model", "--report", "prog.c"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout) + &text(&out.stderr);
    let line = report
        .lines()
        .find(|l| l.starts_with("  smooth:5: upload `in`"))
        .unwrap_or_else(|| panic!("no kernel-site upload of `in` listed in\n{report}"));
    assert!(
        line.contains("the rows the kernel reads") && line.contains("uploads it itself"),
        "{line}"
    );
}

/// A kernel whose function leaves a local array's scope by `goto`: the placement keeps
/// per-kernel copies there.
const GOTO_SCOPE: &str = "\
#include <stdio.h>
#define N 4096
static double out[N];
int main(void)
{
    int k = 0;
again:
    {
        double a[N];
        for (int i = 0; i < N; i++)
            a[i] = i * 0.5 + k;
        for (int i = 0; i < N; i++)
            out[i] += a[i];
        out[k] += a[7];
        if (++k < 3)
            goto again;
    }
    printf(\"%f\\n\", out[N / 2]);
    return 0;
}
";

#[test]
fn checks_are_declared_where_the_per_kernel_scheme_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), GOTO_SCOPE).unwrap();
    let out = p4a(
        dir.path(),
        &[
            "--opencl",
            "--no-cost-model",
            "--check-transfers",
            "--report",
            "prog.c",
        ],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout) + &text(&out.stderr);
    assert!(report.contains("transfers: per kernel"), "{report}");
    let c = std::fs::read_to_string(dir.path().join("prog.p4a.c")).unwrap();
    // The checker starts, the kernels declare what they read, and the host statement
    // that reads `out` declares it (it must find the per-kernel download there).
    assert!(c.contains("p4a_check_start()"), "{c}");
    assert!(c.contains("p4a_check_device("), "{c}");
    let printf = c.find("printf(").unwrap();
    assert!(
        c[..printf].contains("p4a_check_host(out"),
        "no check of `out` before the printf: {c}"
    );
}

/// A column-order nest (`for j { for i { a[i][j] } }`): the grid puts `j`, the index of
/// the contiguous subscript, on dimension 0 (consecutive work-items touch consecutive
/// elements), says so in the report, and computes what the input computes.
#[test]
fn the_contiguous_subscript_s_loop_runs_on_dimension_0() {
    const COLUMNS: &str = r#"#include <stdio.h>
#define N 300
#define M 500
static double a[N][M], b[N][M];
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            a[i][j] = (i * 7 + j * 3) % 11;
    for (int j = 1; j < M - 1; j++)
        for (int i = 0; i < N; i++)
            b[i][j] = a[i][j - 1] + 2.0 * a[i][j] + a[i][j + 1];
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            s = s * 0.5 + b[i][j];
    printf("%.9f %.3f\n", s, b[N / 2][M / 3]);
    return 0;
}
"#;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), COLUMNS).unwrap();
    let out = p4a(
        dir.path(),
        &["--opencl", "--no-cost-model", "--report", "prog.c"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(
        report.contains("prog.c:9:   dimension 0 (consecutive work-items): `j`; 4 of 4 array references walk their contiguous subscript with it"),
        "{report}"
    );
    assert!(
        report.contains(
            "prog.c:6:   dimension 0 (consecutive work-items): `j`; 1 of 1 array references"
        ),
        "{report}"
    );
    let cl = std::fs::read_to_string(dir.path().join("prog.p4a.cl")).unwrap();
    // The kernel of the column-order nest: `j` from dimension 0, `i` from dimension 1.
    let kernel = &cl[cl
        .find("void p4a_kernel_main_9(")
        .expect("the kernel at line 9")..];
    assert!(
        kernel.contains("int j = p4a_lo_j + p4a_g0"),
        "j on dimension 0:\n{kernel}"
    );
    assert!(
        kernel.contains("int i = p4a_lo_i + p4a_g1"),
        "i on dimension 1:\n{kernel}"
    );
    if !opencl_available("the_contiguous_subscript_s_loop_runs_on_dimension_0") {
        return;
    }
    let status = Command::new("cc")
        .current_dir(dir.path())
        .args(["-O1", "prog.c", "-o", "original"])
        .status()
        .unwrap();
    assert!(status.success());
    let original = Command::new(dir.path().join("original")).output().unwrap();
    let built = p4a(
        dir.path(),
        &["--opencl", "--no-cost-model", "prog.c", "-o", "prog"],
    );
    assert!(built.status.success(), "{}", text(&built.stderr));
    let run = Command::new(dir.path().join("prog"))
        .env("P4A_BACKEND", "opencl")
        .output()
        .unwrap();
    assert!(run.status.success(), "{}", text(&run.stderr));
    assert_eq!(text(&run.stdout), text(&original.stdout));
}

#[test]
fn every_host_unit_that_calls_the_runtime_includes_its_header() {
    // One file with kernels, one without kernels whose allocations go through the
    // runtime, one that only frees: each host unit compiles on its own with implicit
    // declarations refused (gcc 14's default).
    let dir = tempfile::tempdir().unwrap();
    let files = [
        (
            "main.c",
            "#include <stdio.h>\n#include <stdlib.h>\ndouble *make(int n);\nvoid release(double *p);\n\
             int main(void) {\n    int n = 1000000;\n    double *a = make(n);\n    double s = 0;\n\
             for (int i = 0; i < n; i++)\n        a[i] = 2.0 * i;\n    for (int i = 0; i < n; i++)\n        s += a[i];\n\
             printf(\"%f\\n\", s);\n    release(a);\n    return 0;\n}\n",
        ),
        (
            "alloc.c",
            "#include <stdlib.h>\ndouble *make(int n) { return malloc(n * sizeof(double)); }\n",
        ),
        (
            "release.c",
            "#include <stdlib.h>\nvoid release(double *p) { free(p); }\n",
        ),
    ];
    for (name, src) in files {
        std::fs::write(dir.path().join(name), src).unwrap();
    }
    let header_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime/include");
    for target in ["--opencl", "--cuda"] {
        let out = p4a(dir.path(), &[target, "main.c", "alloc.c", "release.c"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        for (name, _) in files {
            let host = name.replace(".c", ".p4a.c");
            let printed = std::fs::read_to_string(dir.path().join(&host)).unwrap();
            if name != "main.c" {
                assert!(printed.contains("p4a_host_"), "{target} {host}:\n{printed}");
            }
            let built = Command::new("cc")
                .current_dir(dir.path())
                .args([
                    "-std=c99",
                    "-c",
                    "-Werror=implicit-function-declaration",
                    "-I",
                ])
                .arg(&header_dir)
                .args([host.as_str(), "-o", "/dev/null"])
                .output()
                .unwrap();
            assert!(
                built.status.success(),
                "{target} {host}:\n{}\n{printed}",
                text(&built.stderr)
            );
        }
    }
}

/// Runs `p4a ARGS --report` on the files `files` in a fresh directory; its standard output.
fn report_of(files: &[(&str, &str)], args: &[&str]) -> String {
    let dir = tempfile::tempdir().unwrap();
    for (name, src) in files {
        std::fs::write(dir.path().join(name), src).unwrap();
    }
    let mut all = args.to_vec();
    all.push("--report");
    all.extend(files.iter().map(|(name, _)| *name));
    let out = p4a(dir.path(), &all);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// Each line of `expected` must be a whole line of `report`.
fn check_lines(report: &str, expected: &[&str]) {
    for want in expected {
        assert!(
            report.lines().any(|line| line == *want),
            "missing line\n{want}\nin the report:\n{report}"
        );
    }
}

#[test]
fn report_lines_are_exact_for_small_programs() {
    // A bound met twice prints once: no `max(n - 1, n - 1)`, no `rows 0..=0|0`.
    let recursive = "#include <stdio.h>\n#define N (1 << 16)\nstatic double a[N];\n\
        static void level(double *p, int n, int depth)\n{\n    for (int i = 0; i < n; i++)\n        \
        p[i] = p[i] * 0.75 + depth;\n    if (n <= 4096) {\n        p[0] += 1.0;\n        return;\n    }\n    \
        int h = n / 2;\n    level(p, h, depth + 1);\n    level(p + h, n - h, depth + 1);\n}\n\
        int main(void)\n{\n    for (int i = 0; i < N; i++)\n        a[i] = (i * 13) % 29;\n    \
        level(a, N, 0);\n    double s = 0;\n    for (int i = 0; i < N; i++)\n        s += a[i] * (1 + (i & 3));\n    \
        printf(\"%.12e\\n\", s);\n    return 0;\n}\n";
    let report = report_of(&[("rec.c", recursive)], &["--opencl"]);
    check_lines(
        &report,
        &[
            "rec.c:6:   copied in: p (p[0..=n - 1], sizeof p[0] bytes each)",
            "  level:9: download `p` (rows 0..=0) before line 9: the host uses `p` at line 9; runs 1",
        ],
    );
    assert!(
        !report.contains("max(n - 1, n - 1)") && !report.contains("|0"),
        "{report}"
    );

    // A user function called in a `printf` argument is a direct call.
    let dot = "#include <stdio.h>\n#define N 1000000\ndouble a[N], b[N];\n\
        double dot(double *x, double *y, int n) {\n    double s = 0.0;\n    for (int i = 0; i < n; i++)\n        \
        s += x[i] * y[i];\n    return s;\n}\nint main(void) {\n    int k = 0;\n    \
        for (int i = 0; i < N; i++) { a[i] = i; b[i] = 1.0 / (i + 1); }\n    \
        printf(\"%f %d\\n\", k == 0 ? dot(a, b, N) : 0.0, k);\n    return 0;\n}\n";
    let report = report_of(&[("dot.c", dot)], &["--opencl"]);
    assert!(!report.contains("indirect"), "{report}");
    check_lines(
        &report,
        &[
            "p4a: transfers: per kernel (every kernel copies its arrays in and out): dot.c:13: `dot` launches kernels and is called in a branch of `?:`",
        ],
    );

    // A line of another file is named with its file.
    let caller = "void work(double *x, int n);\ndouble a[64][100000];\nint main(void) {\n    \
        for (int i = 0; i < 64; i++)\n        work(a[i], 100000);\n    return 0;\n}\n";
    let callee =
        "void work(double *x, int n) {\n    for (int j = 0; j < n; j++)\n        x[j] = j;\n}\n";
    let report = report_of(&[("main.c", caller), ("work.c", callee)], &["--openmp"]);
    check_lines(
        &report,
        &[
            "work.c:2: for j (in work): inner: parallel, but its function is only called from inside parallel loops (the loop at main.c:4): a region here would be nested in theirs",
        ],
    );
}

/// A 2-D five-point stencil and a 2-D checksum for the tiling and flattened-reduction
/// tests.
const STENCIL: &str = "#include <stdio.h>\n\
#define N 64\n\
static double u[N][N], v[N][N];\n\
int main(void) {\n\
    for (int i = 0; i < N; i++)\n\
        for (int j = 0; j < N; j++)\n\
            u[i][j] = (i * 7 + j) % 13;\n\
    for (int i = 1; i < N - 1; i++)\n\
        for (int j = 1; j < N - 1; j++)\n\
            v[i][j] = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1];\n\
    double s = 0;\n\
    for (int i = 0; i < N; i++)\n\
        for (int j = 0; j < N; j++)\n\
            s += v[i][j] * (i + 1);\n\
    printf(\"%f\\n\", s);\n\
    return 0;\n\
}\n";

#[test]
fn stencil_reads_go_through_a_tile_in_local_memory_unless_tiling_is_off() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), STENCIL).unwrap();
    let out = p4a(
        dir.path(),
        &["--opencl", "--no-cost-model", "--report", "prog.c"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout) + &text(&out.stderr);
    let cl = std::fs::read_to_string(dir.path().join("prog.p4a.cl")).unwrap();
    let host = std::fs::read_to_string(dir.path().join("prog.p4a.c")).unwrap();
    // 32 x 8 points and a halo of one: 10 rows of 34.
    assert!(cl.contains("__local double p4a_tile_u[10L][34L];"), "{cl}");
    assert!(cl.contains("barrier(CLK_LOCAL_MEM_FENCE);"), "{cl}");
    assert!(
        cl.contains(
            "__kernel __attribute__((reqd_work_group_size(32, 8, 1))) void p4a_kernel_main_8("
        ),
        "{cl}"
    );
    assert!(cl.contains("p4a_tile_u[p4a_l1][p4a_l0 + 1L]"), "{cl}");
    assert!(host.contains("p4a_launch_block(32, 8, 1);"), "{host}");
    assert!(
        report.contains("tiled: `u` in local memory (10 x 34 elements"),
        "{report}"
    );
    // CUDA: shared memory and launch bounds.
    let out = p4a(dir.path(), &["--cuda", "--no-cost-model", "prog.c"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let cu = std::fs::read_to_string(dir.path().join("prog.p4a.cu")).unwrap();
    assert!(
        cu.contains("__shared__ double p4a_tile_u[10L][34L];"),
        "{cu}"
    );
    assert!(cu.contains("__syncthreads();"), "{cu}");
    assert!(cu.contains("__launch_bounds__(256)"), "{cu}");
    // --no-tiling: plain global reads, no fixed block.
    let out = p4a(
        dir.path(),
        &["--opencl", "--no-cost-model", "--no-tiling", "prog.c"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let cl = std::fs::read_to_string(dir.path().join("prog.p4a.cl")).unwrap();
    let host = std::fs::read_to_string(dir.path().join("prog.p4a.c")).unwrap();
    // (The checksum's reduction keeps its block of 256 and its __local tree.)
    assert!(!cl.contains("p4a_tile_"), "{cl}");
    assert!(!cl.contains("reqd_work_group_size(32, 8, 1)"), "{cl}");
    assert!(!host.contains("p4a_launch_block(32, 8, 1)"), "{host}");
}

#[test]
fn a_reduction_over_a_2d_nest_strides_over_both_loops_flattened() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("prog.c"), STENCIL).unwrap();
    let out = p4a(
        dir.path(),
        &["--opencl", "--no-cost-model", "--report", "prog.c"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout) + &text(&out.stderr);
    let cl = std::fs::read_to_string(dir.path().join("prog.p4a.cl")).unwrap();
    assert!(
        report.contains("kernel p4a_kernel_main_12 over a 1-D grid (i, j flattened, a partial value per grid point, 4096 points)"),
        "{report}"
    );
    // j (the contiguous subscript) varies fastest among consecutive iterations.
    assert!(cl.contains("int i = p4a_lo_i + p4a_t / p4a_n_j;"), "{cl}");
    assert!(cl.contains("int j = p4a_lo_j + p4a_t % p4a_n_j;"), "{cl}");
    assert!(!cl.contains("for (int j"), "{cl}");
    // Each block of 256 combines its values in local memory; one partial per block.
    assert!(cl.contains("__local double p4a_s_block[256L];"), "{cl}");
    assert!(
        cl.contains("p4a_s_partials[p4a_g0 / 256L] = p4a_s_block[0];"),
        "{cl}"
    );
}
