//! The `p4a` command as a user meets it: output names and places, errors with their
//! location, nothing written on failure, inputs never touched.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn p4a(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_p4a"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("p4a runs")
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Runs `exe` in `dir` with two OpenMP threads; its standard output.
fn run_two_threads(dir: &Path, exe: &str) -> String {
    let o = Command::new(dir.join(exe))
        .env("OMP_NUM_THREADS", "2")
        .output()
        .unwrap();
    assert!(o.status.success(), "{exe} failed");
    String::from_utf8(o.stdout).unwrap()
}

/// Builds the original `src` with `cc` and runs it; its standard output.
fn build_and_run(dir: &Path, src: &str) -> String {
    let status = Command::new("cc")
        .current_dir(dir)
        .args([src, "-o", "original"])
        .status()
        .unwrap();
    assert!(status.success());
    run_two_threads(dir, "original")
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn simple_mode_writes_foo_p4a_c_in_the_current_directory() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "foo.c",
        "#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 6 * 7); return 0; }\n",
    );
    let out = p4a(dir.path(), &["-S", "foo.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(dir.path().join("foo.p4a.c")).unwrap();
    assert!(
        text.contains("#include <stdio.h>"),
        "system header not recovered:\n{text}"
    );
    assert!(
        !text.contains("extern int printf"),
        "system header expanded:\n{text}"
    );
}

#[test]
fn output_dir_suffix_and_prefix_are_honoured() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("out")).unwrap();
    write(dir.path(), "a.c", "int main(void) { return 0; }\n");
    let out = p4a(
        dir.path(),
        &[
            "-S",
            "--output-dir",
            "out",
            "--output-suffix",
            "x",
            "--output-prefix",
            "p_",
            "a.c",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(files_in(&dir.path().join("out")), vec!["p_a.x.c"]);
}

#[test]
fn preprocessor_options_reach_the_preprocessor() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("inc")).unwrap();
    write(dir.path(), "inc/size.h", "#define N 17\n");
    write(
        dir.path(),
        "m.c",
        "#include \"size.h\"\nint a[N + M];\n#ifdef GONE\n#error gone\n#endif\nint main(void) { return 0; }\n",
    );
    let out = p4a(
        dir.path(),
        &[
            "-S", "-I", "inc", "-D", "M=3", "-D", "GONE", "-U", "GONE", "m.c",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(dir.path().join("m.p4a.c")).unwrap();
    assert!(text.contains("a[17 + 3]"), "{text}");
}

#[test]
fn syntax_error_is_located_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let src = "int main(void)\n{\n    int x = 3 +* ;\n    return x;\n}\n";
    let path = write(dir.path(), "bad.c", src);
    let out = p4a(dir.path(), &["-S", "bad.c"]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains("bad.c:3:"), "no location in:\n{err}");
    assert!(err.contains("error:"), "{err}");
    assert!(
        err.contains("int x = 3 +* ;"),
        "source line not shown:\n{err}"
    );
    assert!(err.contains('^'), "no caret:\n{err}");
    assert_eq!(files_in(dir.path()), vec!["bad.c"], "something was written");
    assert_eq!(std::fs::read_to_string(path).unwrap(), src, "input changed");
}

#[test]
fn one_bad_file_among_several_writes_no_output_at_all() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "good.c", "int g(void) { return 1; }\n");
    write(
        dir.path(),
        "bad.c",
        "int f(void) { return undeclared_thing; }\n",
    );
    let out = p4a(dir.path(), &["-S", "good.c", "bad.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("bad.c:1:22: error: use of undeclared identifier `undeclared_thing`"),
        "{}",
        stderr(&out)
    );
    assert_eq!(files_in(dir.path()), vec!["bad.c", "good.c"]);
}

#[test]
fn unsupported_construct_is_reported_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "kr.c",
        "int f(a, b)\nint a; int b;\n{ return a + b; }\n",
    );
    let out = p4a(dir.path(), &["-S", "kr.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("K&R"), "{}", stderr(&out));
    assert_eq!(files_in(dir.path()), vec!["kr.c"]);
}

#[test]
fn preprocessor_failure_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "inc.c", "#include \"missing.h\"\nint x;\n");
    let out = p4a(dir.path(), &["-S", "inc.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("missing.h"), "{}", stderr(&out));
    assert_eq!(files_in(dir.path()), vec!["inc.c"]);
}

#[test]
fn an_input_is_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let src = "int main(void) { return 0; }\n";
    write(dir.path(), "x.p4a.c", src);
    let out = p4a(dir.path(), &["-S", "--output-suffix", "p4a", "x.p4a.c"]);
    // `x.p4a.c` would be written as `x.p4a.p4a.c`: allowed. Now aim the output at the input.
    assert!(out.status.success(), "{}", stderr(&out));
    write(dir.path(), "y.c", src);
    let out = p4a(dir.path(), &["-S", "--output-suffix", "", "y.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("would overwrite an input"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("y.c")).unwrap(),
        src
    );
}

#[test]
fn inputs_with_the_same_name_get_an_output_tree() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("d")).unwrap();
    write(dir.path(), "a.c", "int f(void) { return 0; }\n");
    write(
        dir.path(),
        "d/a.c",
        "int g(void) { return 0; }\nint main(void) { return g(); }\n",
    );
    let out = p4a(dir.path(), &["-S", "a.c", "d/a.c", "--output-dir", "out"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let top = std::fs::read_to_string(dir.path().join("out/a.p4a.c")).unwrap();
    let sub = std::fs::read_to_string(dir.path().join("out/d/a.p4a.c")).unwrap();
    assert!(
        top.contains("f(void)") && sub.contains("g(void)"),
        "{top}\n{sub}"
    );
}

#[test]
fn an_executable_named_like_an_input_or_a_source_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let src = "int main(void) { return 0; }\n";
    write(dir.path(), "j.c", src);
    for exe in ["j.c", "other.c", "j.p4a.c"] {
        let out = p4a(dir.path(), &["j.c", "-o", exe]);
        assert_eq!(out.status.code(), Some(1), "-o {exe}");
        assert!(
            stderr(&out).contains(&format!("-o `{exe}`")),
            "{}",
            stderr(&out)
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join("j.c")).unwrap(),
            src
        );
        assert!(!dir.path().join("j.p4a.c").exists(), "nothing is written");
    }
}

#[cfg(unix)]
#[test]
fn outputs_honour_the_umask_and_read_only_outputs_are_kept() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "m.c", "int main(void) { return 0; }\n");
    let out = Command::new("sh")
        .current_dir(dir.path())
        .arg("-c")
        .arg(format!("umask 022 && {} -S m.c", env!("CARGO_BIN_EXE_p4a")))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let mode = std::fs::metadata(dir.path().join("m.p4a.c"))
        .unwrap()
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o644);
    std::fs::set_permissions(
        dir.path().join("m.p4a.c"),
        std::fs::Permissions::from_mode(0o444),
    )
    .unwrap();
    let out = p4a(dir.path(), &["-S", "m.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("is read-only"), "{}", stderr(&out));
}

#[test]
fn progress_names_each_stage_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "q.c",
        "double a[10];\nint main(void) {\n    for (int i = 0; i < 10; i++)\n        a[i] = i;\n    return 0;\n}\n",
    );
    let out = Command::new(env!("CARGO_BIN_EXE_p4a"))
        .current_dir(dir.path())
        .env("P4A_PROGRESS", "1")
        .args(["--opencl", "q.c"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    for stage in ["p4a: effects...", "p4a: regions...", "p4a: outlining..."] {
        assert!(
            stderr(&out).contains(stage),
            "`{stage}` missing:\n{}",
            stderr(&out)
        );
    }
}

#[test]
fn success_prints_a_summary_line() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "s.c",
        "double a[100000];\nint main(void) {\n    for (int i = 0; i < 100000; i++)\n        a[i] = i * 0.5;\n    return a[7] > 0;\n}\n",
    );
    let out = p4a(dir.path(), &["s.c"]);
    assert!(out.status.success());
    assert!(
        stderr(&out).contains("p4a: wrote s.p4a.c; 1 loop: 1 parallel, 0 sequential"),
        "{}",
        stderr(&out)
    );
}

/// An installed p4a is its binary alone: the runtime's library and header come from it.
#[test]
fn a_lone_p4a_binary_builds_gpu_programs() {
    let dir = tempfile::tempdir().unwrap();
    let bin = dir.path().join("bin");
    std::fs::create_dir(&bin).unwrap();
    std::fs::copy(env!("CARGO_BIN_EXE_p4a"), bin.join("p4a")).unwrap();
    write(
        dir.path(),
        "g.c",
        "#include <stdio.h>\ndouble a[1000];\nint main(void) {\n    for (int i = 0; i < 1000; i++)\n        a[i] = i * 0.5;\n    printf(\"%g\\n\", a[999]);\n    return 0;\n}\n",
    );
    let cache = dir.path().join("cache");
    let out = Command::new(bin.join("p4a"))
        .current_dir(dir.path())
        .env("P4A_CACHE_DIR", &cache)
        .env_remove("P4A_RUNTIME_LIB")
        .args(["--opencl", "--no-cost-model", "g.c", "-o", "g"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(dir.path().join("g").is_file());
    let shown = Command::new(bin.join("p4a"))
        .env("P4A_CACHE_DIR", &cache)
        .arg("--print-runtime-dir")
        .output()
        .unwrap();
    assert!(shown.status.success());
    let rt = PathBuf::from(String::from_utf8_lossy(&shown.stdout).trim());
    assert!(rt.starts_with(&cache), "{}", rt.display());
    assert!(rt.join("p4a_runtime.h").is_file() && rt.join("libp4a_runtime.a").is_file());
}

#[test]
fn an_output_directory_that_is_a_file_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.c", "int main(void) { return 0; }\n");
    write(dir.path(), "notdir", "");
    let out = p4a(dir.path(), &["k.c", "--output-dir", "notdir"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("is a file, not a directory"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn verbose_mode_names_each_stage() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "v.c", "int main(void) { return 0; }\n");
    let out = p4a(dir.path(), &["-S", "-v", "v.c"]);
    assert!(out.status.success());
    let err = stderr(&out);
    for stage in [
        "preprocessing and parsing",
        "function definition",
        "printed",
        "wrote",
    ] {
        assert!(err.contains(stage), "`{stage}` missing from:\n{err}");
    }
}

#[test]
fn help_lists_the_options_that_work() {
    let out = Command::new(env!("CARGO_BIN_EXE_p4a"))
        .arg("--help")
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    for opt in [
        "--simple",
        "--cpp",
        "-I",
        "-D",
        "-U",
        "--output-dir",
        "--output-suffix",
        "--verbose",
        "--opencl",
        "--cuda",
        "--runtime-lib",
    ] {
        assert!(help.contains(opt), "`{opt}` missing from --help");
    }
}

#[test]
fn the_default_target_is_openmp_and_the_output_computes_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let src = "#include <stdio.h>\n\
               #define N 100000\n\
               double a[N], b[N];\n\
               int main(void)\n{\n\
               \x20   int i;\n\
               \x20   double s = 0;\n\
               \x20   for (i = 0; i < N; i++)\n\
               \x20       a[i] = i * 0.5;\n\
               \x20   for (i = 1; i < N; i++)\n\
               \x20       b[i] = b[i - 1] + a[i];\n\
               \x20   for (i = 0; i < N; i++)\n\
               \x20       s += a[i] * b[i];\n\
               \x20   printf(\"%.6e\\n\", s);\n\
               \x20   return 0;\n}\n";
    write(dir.path(), "t.c", src);
    let out = p4a(dir.path(), &["t.c", "--report", "-o", "t_omp"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(text.contains("t.c:8: for i (in main): parallel"), "{text}");
    assert!(
        text.contains("t.c:10: for i (in main): sequential: flow"),
        "{text}"
    );
    assert!(text.contains("reduction(+:s)"), "{text}");
    let output = std::fs::read_to_string(dir.path().join("t.p4a.c")).unwrap();
    assert_eq!(
        output.matches("#pragma omp parallel for").count(),
        2,
        "{output}"
    );
    // The built program and the original agree, with two threads.
    assert_eq!(
        run_two_threads(dir.path(), "t_omp"),
        build_and_run(dir.path(), "t.c")
    );
}

#[test]
fn the_json_report_lists_every_loop_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    let src = "void f(int n, double *a)\n{\n\
               \x20   int k;\n\
               \x20   while (n > 0)\n\
               \x20       n--;\n\
               \x20   for (k = 0; k < 8; k++)\n\
               \x20       a[k] = 0;\n}\n";
    write(dir.path(), "j.c", src);
    let out = p4a(dir.path(), &["--openmp", "--report=json", "j.c"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("stdout is JSON");
    let loops = doc["loops"].as_array().unwrap();
    assert_eq!(loops.len(), 2);
    assert_eq!(loops[0]["line"], 4);
    assert_eq!(loops[0]["kind"], "while");
    assert_eq!(loops[0]["decision"], "sequential");
    assert_eq!(loops[0]["reasons"][0]["kind"], "shape");
    assert_eq!(loops[1]["line"], 6);
    assert_eq!(loops[1]["decision"], "small");
    assert_eq!(loops[1]["function"], "f");
}

#[test]
fn simple_and_openmp_modes_exclude_each_other() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "t.c", "int main(void) { return 0; }\n");
    let out = p4a(dir.path(), &["-S", "--openmp", "t.c"]);
    assert_ne!(out.status.code(), Some(0));
    assert_eq!(files_in(dir.path()), vec!["t.c"]);
}

#[test]
fn a_failing_build_is_reported_and_keeps_the_sources() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "t.c", "int main(void) { return 0; }\n");
    let out = p4a(dir.path(), &["t.c", "--cc", "false", "-o", "prog"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("C compiler failed"),
        "{}",
        stderr(&out)
    );
    assert_eq!(files_in(dir.path()), vec!["t.c", "t.p4a.c"]);
}

#[test]
fn every_dump_prints_results_beside_source_lines_and_writes_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let src = "void scale(int n, double a[n], double s)\n{\n    for (int i = 0; i < n; i++)\n        a[i] = a[i] * s;\n}\n\
               void shift(int n, double a[n])\n{\n    for (int i = 1; i < n; i++)\n        a[i] = a[i - 1];\n}\n";
    write(dir.path(), "d.c", src);
    let cases = [
        ("callgraph", "scale (d.c:1)"),
        ("effects", "W{*a}"),
        ("preconditions", "P: {0 <= i <= n - 1}"),
        ("regions", "W a[φ1] EXACT {0 <= φ1 <= n - 1}"),
        ("in-regions", "IN a[φ1] EXACT"),
        ("out-regions", "OUT a[φ1] EXACT"),
        ("deps", "dep: flow a (<) (1)"),
    ];
    for (kind, needle) in cases {
        let out = p4a(dir.path(), &["--dump", kind, "d.c"]);
        assert!(out.status.success(), "{kind}: {}", stderr(&out));
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains(needle),
            "--dump {kind} lacks `{needle}`:\n{text}"
        );
        assert!(
            text.contains("d.c:3") || kind == "callgraph",
            "--dump {kind} names no source line:\n{text}"
        );
    }
    assert_eq!(files_in(dir.path()), vec!["d.c"]);
}

#[test]
fn statements_outside_functions_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "fs.c",
        "int x;\nx = 2;\nint main(void) { return x; }\n",
    );
    let out = p4a(dir.path(), &["-S", "fs.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("fs.c:2:1: error: a statement outside a function"),
        "{}",
        stderr(&out)
    );
    assert_eq!(files_in(dir.path()), vec!["fs.c"]);
}

#[test]
fn fine_grain_distributes_a_loop_into_parallel_and_sequential_parts() {
    let dir = tempfile::tempdir().unwrap();
    let src = "#include <stdio.h>\n\
               #define N 400\n\
               double a[N][N], b[N][N], c[N][N];\n\
               int main(void)\n{\n\
               \x20   int i, j;\n\
               \x20   for (i = 1; i < N; i++) {\n\
               \x20       for (j = 1; j < N; j++) {\n\
               \x20           a[i][j] = (i + j) % 7;\n\
               \x20           b[i][j] = b[i][j - 1] * 0.5 + a[i][j] * c[i - 1][j];\n\
               \x20           c[i][j] = 0.25 * b[i][j] + a[i][j];\n\
               \x20       }\n\
               \x20   }\n\
               \x20   double s = 0;\n\
               \x20   for (i = 0; i < N; i++)\n\
               \x20       for (j = 0; j < N; j++)\n\
               \x20           s += a[i][j] + b[i][j] + c[i][j];\n\
               \x20   printf(\"%.10e\\n\", s);\n\
               \x20   return 0;\n}\n";
    write(dir.path(), "ak.c", src);
    // Without --fine-grain the j loop is sequential as a whole.
    let out = p4a(dir.path(), &["ak.c", "--report=json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let at = |doc: &serde_json::Value, line: u64| -> Vec<String> {
        doc["loops"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["line"] == line)
            .map(|l| l["decision"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(at(&doc, 8), ["sequential"]);
    let out = p4a(
        dir.path(),
        &["ak.c", "--fine-grain", "--report=json", "-o", "ak_omp"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    // Three pieces: a[] (parallel, but small per i), b[] (carried), c[] (parallel).
    let pieces = at(&doc, 8);
    assert_eq!(pieces.len(), 3, "{pieces:?}");
    assert!(pieces.contains(&"sequential".to_string()), "{pieces:?}");
    assert!(
        pieces.iter().filter(|d| *d != "sequential").count() == 2,
        "{pieces:?}"
    );
    assert_eq!(
        run_two_threads(dir.path(), "ak_omp"),
        build_and_run(dir.path(), "ak.c")
    );
}

/// Deep inputs that gcc takes: each with a loop, so that the analyses and the
/// transforms see the depth too. Every program exits with status 0.
fn deep_programs() -> Vec<(&'static str, String)> {
    let loop_ = "for (int i = 0; i < 100; i++) a[i] = i;";
    let mut else_if =
        String::from("int a[100];\nint f(int x) {\n int r = 0;\n if (x == 0) r = 0;\n");
    for k in 1..5000 {
        else_if += &format!(" else if (x == {k}) r = {k};\n");
    }
    else_if += &format!(" {loop_}\n return r;\n}}\nint main(void) {{ return f(4321) - 4321; }}\n");
    let n = 10_000;
    let parens = format!(
        "int a[100];\nint main(void) {{ {loop_} int x = {}a[1]{}; return x - 1; }}\n",
        "(".repeat(n),
        ")".repeat(n)
    );
    let blocks = format!(
        "int a[100];\nint main(void) {{ int x = 0; {}x++; {loop_}{} return x - 1 + a[0]; }}\n",
        "{".repeat(n),
        "}".repeat(n)
    );
    let terms = 40_000;
    let sum = format!(
        "int a[100];\nint main(void) {{ for (int i = 0; i < 100; i++) a[i] = {}; return a[1] != {terms}; }}\n",
        vec!["i"; terms].join(" + ")
    );
    vec![
        ("else_if", else_if),
        ("parens", parens),
        ("blocks", blocks),
        ("sum", sum),
    ]
}

#[test]
fn deep_nesting_is_translated_in_simple_and_openmp_modes() {
    for (name, text) in deep_programs() {
        for mode in ["-S", "--no-cost-model"] {
            let dir = tempfile::tempdir().unwrap();
            let file = format!("{name}.c");
            write(dir.path(), &file, &text);
            let out = p4a(dir.path(), &[mode, &file]);
            assert!(
                out.status.success(),
                "{name} {mode}: exit {:?}\n{}",
                out.status.code(),
                stderr(&out)
            );
            let built = Command::new("cc")
                .current_dir(dir.path())
                .args(["-fopenmp", &format!("{name}.p4a.c"), "-o", "prog"])
                .output()
                .unwrap();
            assert!(built.status.success(), "{name} {mode}: {}", stderr(&built));
            let run = Command::new(dir.path().join("prog")).status().unwrap();
            assert!(run.success(), "{name} {mode}: the output exits with {run}");
        }
    }
}

#[test]
fn nesting_beyond_the_limit_is_an_error_not_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let n = 200_001;
    let text = format!(
        "int main(void) {{ return {}0{}; }}\n",
        "(".repeat(n),
        ")".repeat(n)
    );
    write(dir.path(), "deep.c", &text);
    let out = p4a(dir.path(), &["-S", "deep.c"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("deep.c:1:") && stderr(&out).contains("nested too deeply"),
        "{}",
        stderr(&out)
    );
    assert_eq!(files_in(dir.path()), ["deep.c"]);
}

#[test]
fn gpu_targets_write_host_and_kernel_files_even_without_kernels() {
    for (flag, ext) in [("--cuda", "cu"), ("--opencl", "cl")] {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "a.c", "int main(void) { return 0; }\n");
        let out = p4a(dir.path(), &[flag, "a.c"]);
        assert_eq!(out.status.code(), Some(0), "{flag}: {}", stderr(&out));
        assert_eq!(
            files_in(dir.path()),
            ["a.c".to_string(), "a.p4a.c".into(), format!("a.p4a.{ext}")]
        );
    }
}

#[test]
fn inputs_that_are_not_c_files_are_named_for_what_they_are() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("sub.c")).unwrap();
    for (input, message) in [
        ("sub.c", "`sub.c` is a directory"),
        ("/dev/null", "`/dev/null` is not a regular file"),
        ("-", "p4a does not read standard input"),
        ("missing.c", "cannot read `missing.c`: no such file"),
    ] {
        for mode in ["-S", "--dump=callgraph"] {
            let out = p4a(dir.path(), &[mode, input]);
            assert_eq!(out.status.code(), Some(1), "{input}: {}", stderr(&out));
            assert!(stderr(&out).contains(message), "{input}: {}", stderr(&out));
        }
    }
    assert_eq!(files_in(dir.path()), ["sub.c"]);
}

#[test]
fn an_empty_input_is_translated_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "empty.c", "");
    let out = p4a(dir.path(), &["-S", "empty.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("warning: `empty.c` is empty"),
        "{}",
        stderr(&out)
    );
    assert!(dir.path().join("empty.p4a.c").exists());
}

#[test]
fn an_input_named_like_an_option_reaches_the_preprocessor_as_a_file() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "-x.c", "int main(void) { return 0; }\n");
    let out = p4a(dir.path(), &["-S", "--", "-x.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(dir.path().join("-x.p4a.c")).unwrap();
    assert!(text.contains("int main(void)"), "{text}");
}

#[test]
fn an_output_prefix_or_suffix_with_a_slash_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let sub = dir.path().join("sub");
    std::fs::create_dir(&sub).unwrap();
    write(&sub, "a.c", "int main(void) { return 0; }\n");
    for option in ["--output-prefix", "--output-suffix"] {
        let out = p4a(&sub, &["-S", option, "../", "a.c"]);
        assert_eq!(out.status.code(), Some(1), "{option}: {}", stderr(&out));
        assert!(
            stderr(&out).contains(&format!("{option} `../` contains a `/`")),
            "{}",
            stderr(&out)
        );
    }
    assert_eq!(files_in(dir.path()), ["sub"]);
    assert_eq!(files_in(&sub), ["a.c"]);
}

/// A kernel file of a benchmark suite: the arrays come from `alloc_data`, defined in
/// `alloc.c`, which is not given to p4a.
const KERNEL_WITH_WRAPPER: &str = "#include <stdio.h>\n\
#include <stddef.h>\n\
void *alloc_data(size_t n, size_t size);\n\
static void kern(int n, int m, double (*A)[m], double (*B)[m]) {\n\
  for (int i = 0; i < n; i++)\n\
    for (int j = 0; j < m; j++) B[i][j] = 2 * A[i][j] + i;\n\
}\n\
int main(void) {\n\
  int n = 200, m = 300;\n\
  double (*A)[m] = alloc_data(n * m, sizeof(double));\n\
  double (*B)[m] = alloc_data(n * m, sizeof(double));\n\
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) A[i][j] = (i + j) % 7;\n\
  kern(n, m, A, B);\n\
  double s = 0;\n\
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) s += B[i][j];\n\
  printf(\"%.1f\\n\", s);\n\
  return 0;\n\
}\n";

const ALLOC_WRAPPER: &str = "#include <stdlib.h>\n\
void *alloc_data(size_t n, size_t size) {\n\
  void *p = 0;\n\
  if (posix_memalign(&p, 64, n * size)) abort();\n\
  return p;\n\
}\n";

/// The decision of the loop at `line` in a JSON report.
fn decision_at(report: &serde_json::Value, line: u64) -> String {
    report["loops"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["line"] == line)
        .map(|l| l["decision"].as_str().unwrap().to_string())
        .unwrap_or_default()
}

#[test]
fn arrays_from_an_allocation_wrapper_without_source() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "k.c", KERNEL_WITH_WRAPPER);
    write(dir.path(), "alloc.c", ALLOC_WRAPPER);
    // Without source nor description, the reason says what to do about `alloc_data`.
    let out = p4a(dir.path(), &["--report", "k.c"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8(out.stdout).unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with("k.c:5: for i (in kern)"))
        .unwrap();
    assert!(line.contains("sequential"), "{line}");
    assert!(
        text.contains(
            "k.c:4: pointer parameters of kern: `A` and `B` not proved distinct \
             (arguments may overlap at k.c:13)\n"
        ),
        "{text}"
    );
    assert!(
        line.contains("they come from calls of `alloc_data`, whose source p4a does not have")
            && line.contains("`__attribute__((malloc))`")
            && line.contains("--malloc-like alloc_data")
            && line.contains("--no-pointer-aliasing"),
        "{line}"
    );
    // Named as an allocator, given, or declared with the attribute: the kernel's outer
    // loop is parallel, and the program still computes the same.
    let attributed = KERNEL_WITH_WRAPPER.replace(
        "void *alloc_data(size_t n, size_t size);",
        "void *alloc_data(size_t n, size_t size) __attribute__((malloc));",
    );
    write(dir.path(), "ka.c", &attributed);
    for args in [
        &["--report=json", "--malloc-like", "alloc_data", "k.c"][..],
        &["--report=json", "k.c", "alloc.c"][..],
        &["--report=json", "ka.c"][..],
    ] {
        let out = p4a(dir.path(), args);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(decision_at(&doc, 5), "parallel", "{args:?}");
        assert_eq!(
            doc["functions"][0],
            serde_json::json!({"function": "kern", "pairs": [{"a": "A", "b": "B",
                "distinct": true, "how": "distinct objects at every call site"}]}),
            "{args:?}"
        );
    }
    let out = p4a(
        dir.path(),
        &[
            "--malloc-like",
            "alloc_data",
            "k.c",
            "--output-suffix",
            "omp",
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let build = |sources: &[&str], exe: &str, omp: bool| {
        let mut cmd = Command::new("cc");
        cmd.current_dir(dir.path()).args(sources).args(["-o", exe]);
        if omp {
            cmd.arg("-fopenmp");
        }
        assert!(cmd.status().unwrap().success());
    };
    build(&["k.c", "alloc.c"], "original", false);
    build(&["k.omp.c", "alloc.c"], "parallel", true);
    assert_eq!(
        run_two_threads(dir.path(), "original"),
        run_two_threads(dir.path(), "parallel")
    );
}

#[test]
fn a_call_without_source_is_warned_about_once() {
    let dir = tempfile::tempdir().unwrap();
    let src = "double a[100000];\n\
               void ext(double *);\n\
               int main(void)\n{\n\
               \x20   for (int i = 0; i < 100000; i++) { a[i] = i; ext(&a[i]); }\n\
               \x20   for (int i = 0; i < 100000; i++) { a[i] += 1; ext(a); }\n\
               \x20   return 0;\n}\n";
    write(dir.path(), "u.c", src);
    let out = p4a(dir.path(), &["u.c", "--report"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let err = stderr(&out);
    assert_eq!(
        err.matches("warning: `ext` has no source").count(),
        1,
        "{err}"
    );
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(
        report.contains("p4a has no source for `ext`: give p4a the file that defines it"),
        "{report}"
    );
}

/// A loop holding an `assert` is parallel, with a note in the report, unless
/// `--keep-assert-order`; `*&x` is `x`; a `double` index with integral bounds becomes an
/// integer loop (and the program computes the same).
#[test]
fn generated_code_idioms_and_asserts() {
    let dir = tempfile::tempdir().unwrap();
    let src = "#include <assert.h>\n#include <stdio.h>\n\
               double a[200000];\n\
               int main(void)\n{\n\
               \x20   double x = 0, d;\n\
               \x20   for (d = 1; d <= 200000; d++) a[(int)d - 1] = d;\n\
               \x20   for (int i = 0; i < 200000; i++) { assert(a[i] > 0); *&a[i] = a[i] * 2; }\n\
               \x20   for (int i = 0; i < 200000; i++) *&x = *&x + a[i];\n\
               \x20   printf(\"%.1f %.1f\\n\", x, d);\n\
               \x20   return 0;\n}\n";
    write(dir.path(), "u.c", src);
    let out = p4a(dir.path(), &["u.c", "--report"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let report = String::from_utf8_lossy(&out.stdout);
    // (The loop at line 9 is fused into the one at line 8.)
    assert!(
        report.contains("u.c:7: for p4a_d (in main): parallel"),
        "{report}"
    );
    assert!(
        report.contains("u.c:8: for i (in main): parallel"),
        "{report}"
    );
    assert!(
        report.contains("u.c:8:   note: assertions at line 8"),
        "{report}"
    );
    assert!(
        report.contains("the `double` index `d` takes integer values only"),
        "{report}"
    );
    let c = std::fs::read_to_string(dir.path().join("u.p4a.c")).unwrap();
    assert!(!c.contains("*&"), "{c}");
    assert!(c.contains("d = (double)p4a_d;"), "{c}");
    assert!(c.contains("reduction(+:x)"), "{c}");
    assert_eq!(build_and_run(dir.path(), "u.c"), "40000200000.0 200001.0\n");
    let status = Command::new("cc")
        .current_dir(dir.path())
        .args(["u.p4a.c", "-fopenmp", "-o", "parallel"])
        .status()
        .unwrap();
    assert!(status.success());
    assert_eq!(
        run_two_threads(dir.path(), "parallel"),
        "40000200000.0 200001.0\n"
    );
    let out = p4a(dir.path(), &["u.c", "--report", "--keep-assert-order"]);
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(
        report.contains("u.c:8: for i (in main): sequential: the assertion at line 8 must fail"),
        "{report}"
    );
}

/// Every option that changes the pipeline, on every case of the corpus, with the IR
/// verified after each stage: p4a finishes (an internal error, exit 70, is a bug: this
/// found `--fine-grain` asking the preconditions of a statement made after them).
#[test]
fn pipeline_options_never_fail_on_the_corpus() {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let cases = p4a_validation::discover(&[manifest.join("validation/cases")]).unwrap();
    let mut failures = Vec::new();
    for options in [
        &["--fine-grain"][..],
        &["--no-cost-model"],
        &["--no-pointer-aliasing"],
        &["--accept-timers"],
    ] {
        for case in cases
            .iter()
            .filter(|c| c.applies_to(p4a_validation::Mode::Openmp))
        {
            let tmp = tempfile::tempdir().unwrap();
            let out = Command::new(env!("CARGO_BIN_EXE_p4a"))
                .current_dir(&case.root)
                .args(["--openmp", "--verify", "--output-dir"])
                .arg(tmp.path())
                .args(
                    options
                        .iter()
                        .filter(|o| !case.options.p4a_flags.iter().any(|f| f == *o)),
                )
                .args(case.options.preprocessor_flags())
                .args(&case.options.p4a_flags)
                .args(&case.sources)
                .output()
                .unwrap();
            if !out.status.success() {
                failures.push(format!("{} {options:?}: {}", case.name, stderr(&out)));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A program whose feature-test macros decide what its system headers declare:
/// `strcasestr` is a GNU extension, searched in a heap buffer of 1 MiB (mapped above the
/// first 4 GiB, so that a pointer cut to an `int` by an implicit declaration is wrong).
const FEATURE_MACROS_SRC: &str = "#define _GNU_SOURCE\n\
    #define _FILE_OFFSET_BITS 64\n\
    #define N 200000\n\
    #include <stdio.h>\n\
    #include <stdlib.h>\n\
    #undef _FILE_OFFSET_BITS\n\
    #include <string.h>\n\
    int main(void)\n{\n\
    \x20   char *text = malloc(1 << 20);\n\
    \x20   double *a = malloc(N * sizeof *a);\n\
    \x20   memset(text, 'x', (1 << 20) - 1);\n\
    \x20   text[(1 << 20) - 1] = 0;\n\
    \x20   memcpy(text + 777777, \"Hello\", 5);\n\
    \x20   char *hit = strcasestr(text, \"hello\");\n\
    \x20   for (int i = 0; i < N; i++)\n\
    \x20       a[i] = i * 0.5 + hit[i % 5];\n\
    \x20   double s = 0;\n\
    \x20   for (int i = 0; i < N; i++)\n\
    \x20       s += a[i];\n\
    \x20   printf(\"%ld %.1f\\n\", (long)(hit - text), s);\n\
    \x20   return 0;\n\
    }\n";

#[test]
fn feature_test_macros_stay_before_the_includes_in_every_target() {
    for (flags, kernel_file) in [
        (&["-S"][..], None),
        (&["--openmp"][..], None),
        (&["--opencl", "--no-cost-model"][..], Some("f.p4a.cl")),
        (&["--cuda", "--no-cost-model"][..], Some("f.p4a.cu")),
    ] {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "f.c", FEATURE_MACROS_SRC);
        let out = p4a(dir.path(), &[flags, &["f.c"]].concat());
        assert!(out.status.success(), "{flags:?}: {}", stderr(&out));
        let host = std::fs::read_to_string(dir.path().join("f.p4a.c")).unwrap();
        // In order, with their values, before the first include; the `#undef` met
        // after `<stdlib.h>` stays between it and `<string.h>`; `N` is expanded.
        assert!(
            host.starts_with(
                "#define _GNU_SOURCE\n#define _FILE_OFFSET_BITS 64\n#include <stdio.h>\n\
                 #include <stdlib.h>\n#undef _FILE_OFFSET_BITS\n#include <string.h>\n"
            ),
            "{flags:?}:\n{host}"
        );
        assert!(!host.contains("#define N"), "{flags:?}:\n{host}");
        if let Some(kernel_file) = kernel_file {
            assert!(
                host.contains("#include \"p4a_runtime.h\""),
                "{flags:?}: no kernel:\n{host}"
            );
            let kernels = std::fs::read_to_string(dir.path().join(kernel_file)).unwrap();
            assert!(!kernels.contains("#define"), "{flags:?}:\n{kernels}");
        }
    }
}

#[test]
fn the_output_of_a_program_with_feature_test_macros_computes_the_same() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "f.c", FEATURE_MACROS_SRC);
    let expected = build_and_run(dir.path(), "f.c");
    let out = p4a(dir.path(), &["f.c", "-o", "prog"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(run_two_threads(dir.path(), "prog"), expected);
}

#[test]
fn feature_test_macros_given_with_d_reach_the_build_not_the_output() {
    let dir = tempfile::tempdir().unwrap();
    let src = FEATURE_MACROS_SRC.replacen("#define _GNU_SOURCE\n", "", 1);
    write(dir.path(), "f.c", &src);
    let status = Command::new("cc")
        .current_dir(dir.path())
        .args(["-D_GNU_SOURCE", "f.c", "-o", "original"])
        .status()
        .unwrap();
    assert!(status.success());
    let expected = run_two_threads(dir.path(), "original");
    let out = p4a(dir.path(), &["-D_GNU_SOURCE", "f.c", "-o", "prog"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let host = std::fs::read_to_string(dir.path().join("f.p4a.c")).unwrap();
    assert!(
        host.starts_with("#define _FILE_OFFSET_BITS 64\n#include <stdio.h>\n"),
        "{host}"
    );
    assert_eq!(run_two_threads(dir.path(), "prog"), expected);
}

#[test]
fn regions_are_hoisted_only_where_every_thread_can_run_the_loop_control() {
    let dir = tempfile::tempdir().unwrap();
    let case =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("validation/cases/regions_hoisted_time_loops.c");
    std::fs::copy(&case, dir.path().join("h.c")).unwrap();
    let out = p4a(dir.path(), &["h.c", "--report=json", "-o", "h_omp"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let note = |function: &str| -> (bool, String) {
        let x = doc["regions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|x| x["function"] == function)
            .unwrap_or_else(|| panic!("no region note for {function}"));
        (
            x["hoisted"].as_bool().unwrap(),
            x["why"].as_str().unwrap().to_string(),
        )
    };
    assert_eq!(note("relax_steps").0, true);
    let (hoisted, why) = note("smooth_n");
    assert!(hoisted && why.contains("run-time tests"), "{why}");
    for (function, words) in [
        ("steps_until", "used after the loop"),
        ("scaled_steps", "a call that runs parallel loops"),
        ("shrinking", "not a counted `for`"),
        ("norms", "`s`, which the loop then changes"),
    ] {
        let (hoisted, why) = note(function);
        assert!(!hoisted && why.contains(words), "{function}: {why}");
    }
    let text = std::fs::read_to_string(dir.path().join("h.p4a.c")).unwrap();
    for pragma in [
        "#pragma omp parallel private(t)\n",
        "#pragma omp master\n",
        "#pragma omp barrier\n",
        "#pragma omp for\n",
    ] {
        assert!(text.contains(pragma), "no `{pragma}` in\n{text}");
    }
    // The shared loops say so in the report.
    let shared: Vec<&serde_json::Value> = doc["loops"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["region"] == 19)
        .collect();
    assert_eq!(shared.len(), 3);
    assert!(shared.iter().all(|l| l["directive"] == "omp for"));
    assert_eq!(
        run_two_threads(dir.path(), "h_omp"),
        build_and_run(dir.path(), "h.c")
    );
    // Without hoisting, every loop has its own region again.
    let out = p4a(
        dir.path(),
        &["h.c", "--no-region-hoisting", "--output-suffix", "plain"],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = std::fs::read_to_string(dir.path().join("h.plain.c")).unwrap();
    assert!(!text.contains("omp master") && !text.contains("omp for\n"));
}

#[test]
fn a_fusion_whose_loop_would_not_be_parallel_is_undone() {
    // The loops at lines 62 and 64 are parallel alone; fused, the second one's helper
    // would read `b[i + 1]` before the first one's part writes it, which only the
    // decision's check of what the call touches sees: the fusion is undone, and the
    // output built from the rest runs as the original does.
    let dir = tempfile::tempdir().unwrap();
    let case = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("validation/cases/legacy_struct_member_arrays.c");
    std::fs::copy(&case, dir.path().join("v.c")).unwrap();
    let out = p4a(dir.path(), &["v.c", "--report=json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let pair = doc["fusion"]
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["first_line"] == 62 && x["second_line"] == 64)
        .unwrap_or_else(|| panic!("no fusion note for lines 62 and 64: {}", doc["fusion"]));
    assert_eq!(pair["fused"], false);
    let why = pair["why"].as_str().unwrap();
    assert!(
        why.contains("the fused loop would not be parallel"),
        "{why}"
    );
    let text = std::fs::read_to_string(dir.path().join("v.p4a.c")).unwrap();
    assert_eq!(text.matches("next_of(v, i)").count(), 2, "{text}");
}

#[test]
fn latin1_bytes_in_literals_keep_their_value_and_elsewhere_are_located_errors() {
    let dir = tempfile::tempdir().unwrap();
    let src: &[u8] = b"#include <stdio.h>\n/* caf\xe9 */\nint main(void) {\n  char c = '\xe9';\n  printf(\"caf\xe9 %d\\n\", c);\n  return 0;\n}\n";
    std::fs::write(dir.path().join("l.c"), src).unwrap();
    let out = p4a(dir.path(), &["-S", "l.c"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(dir.path().join("l.p4a.c")).unwrap();
    assert!(text.contains("printf(\"caf\\351 %d\\n\", c);"), "{text}");
    // The compiled output prints the same bytes as the original.
    let status = Command::new("cc")
        .current_dir(dir.path())
        .args(["l.p4a.c", "-o", "translated"])
        .status()
        .unwrap();
    assert!(status.success());
    let translated = Command::new(dir.path().join("translated"))
        .output()
        .unwrap()
        .stdout;
    let status = Command::new("cc")
        .current_dir(dir.path())
        .args(["l.c", "-o", "original"])
        .status()
        .unwrap();
    assert!(status.success());
    let original = Command::new(dir.path().join("original"))
        .output()
        .unwrap()
        .stdout;
    assert_eq!(translated, original);
    assert!(original.starts_with(b"caf\xe9 "));

    std::fs::write(
        dir.path().join("bad.c"),
        b"int main(void) {\n  int x\xe9 = 0;\n  return 0;\n}\n",
    )
    .unwrap();
    let out = p4a(dir.path(), &["-S", "bad.c"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("bad.c:2:8: error: byte 0xE9 is not valid UTF-8"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn c_compiler_errors_are_p4a_errors_with_their_location() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "int bad( {\n",
            "a.c:1:1: error: syntax error near `int bad( {`",
        ),
        (
            "struct s { int a; _Static_assert(sizeof(int) == 4, \"ok\"); };\n_Static_assert(sizeof(int) == 3, \"x\");\nint main(void) { return 0; }\n",
            "a.c:2:1: error: static assertion failed: \"x\"",
        ),
        (
            "struct s { int a; };\nint main(void) {\n  struct s v = { 1 }, *p = &v;\n  return v.a + p->nosuch;\n}\n",
            "a.c:4:19: error: `struct s` has no member named `nosuch`",
        ),
    ];
    for (src, message) in cases {
        write(dir.path(), "a.c", src);
        let out = p4a(dir.path(), &["-S", "a.c"]);
        assert_eq!(out.status.code(), Some(1), "{src}");
        assert!(stderr(&out).contains(message), "{src}\n{}", stderr(&out));
        assert!(!stderr(&out).contains("unsupported"), "{}", stderr(&out));
    }
}

#[test]
fn no_fp_reductions_keeps_floating_sums_sequential_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    write(
        dir.path(),
        "sum.c",
        "#include <stdio.h>\ndouble a[1000000];\nint main(void) {\n    double s = 0.0;\n    long t = 0;\n\
         for (int i = 0; i < 1000000; i++)\n        a[i] = i * 0.5;\n\
         for (int i = 0; i < 1000000; i++)\n        s += a[i];\n\
         for (int i = 0; i < 1000000; i++)\n        t += i;\n\
         printf(\"%f %ld\\n\", s, t);\n    return 0;\n}\n",
    );
    let report = |extra: &[&str]| {
        let mut args = vec!["--report", "--no-fusion", "sum.c"];
        args.extend_from_slice(extra);
        let out = p4a(dir.path(), &args);
        assert!(out.status.success(), "{}", stderr(&out));
        String::from_utf8(out.stdout).unwrap()
    };
    let default = report(&[]);
    assert!(
        default.contains(
            "sum.c:8: for i (in main): parallel: #pragma omp parallel for reduction(+:s)\n"
        ),
        "{default}"
    );
    let exact = report(&["--no-fp-reductions"]);
    assert!(
        exact.contains(
            "sum.c:8: for i (in main): sequential: `s` is a floating-point reduction, which \
             would add in another order (--no-fp-reductions)\n"
        ),
        "{exact}"
    );
    // Integer reductions are exact: still parallel.
    assert!(
        exact.contains(
            "sum.c:10: for i (in main): parallel: #pragma omp parallel for reduction(+:t)\n"
        ),
        "{exact}"
    );
}
