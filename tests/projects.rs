//! Whole projects: a compilation database read with `-p` / `--compile-commands`, and the
//! `p4a-cc` wrapper used as the compiler of a Makefile and of a CMake project. The
//! project is `tests/projects/layers` (two static libraries, headers in another folder,
//! a per-file `-DSCALE=3`, two files named `ops.c`). Each build's program must print what
//! the project built with plain `cc` prints.
//!
//! CMake runs need `cmake`: without it those tests print "skipped: no cmake", unless
//! `P4A_REQUIRE_CMAKE=1` (CI installs it), where that fails. OpenCL runs need an OpenCL
//! platform, as in `tests/gpu.rs` (`P4A_REQUIRE_OPENCL`).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn bin(name: &str) -> PathBuf {
    match name {
        "p4a" => PathBuf::from(env!("CARGO_BIN_EXE_p4a")),
        _ => PathBuf::from(env!("CARGO_BIN_EXE_p4a-cc")),
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn ok(out: &Output, what: &str) {
    assert!(
        out.status.success(),
        "{what} failed ({}):\n{}\n{}",
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    );
}

/// A fresh copy of the layers project.
fn project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    copy_tree(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/projects/layers"),
        dir.path(),
    );
    dir
}

fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let e = e.unwrap();
        let target = to.join(e.file_name());
        if e.file_type().unwrap().is_dir() {
            copy_tree(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), &target).unwrap();
        }
    }
}

fn run_prog(path: &Path) -> String {
    let out = Command::new(path).output().expect("the program runs");
    ok(&out, &path.display().to_string());
    text(&out.stdout)
}

/// What the project prints, built with plain `cc` by its Makefile.
fn reference() -> String {
    let dir = project();
    let out = Command::new("make")
        .current_dir(dir.path())
        .output()
        .unwrap();
    ok(&out, "make");
    run_prog(&dir.path().join("layers"))
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

fn cmake_available(test: &str) -> bool {
    if Command::new("cmake").arg("--version").output().is_ok() {
        return true;
    }
    if std::env::var("P4A_REQUIRE_CMAKE").is_ok_and(|v| v == "1") {
        panic!("{test}: cmake is required (P4A_REQUIRE_CMAKE=1) but not found");
    }
    eprintln!("{test}: skipped: no cmake; install cmake");
    false
}

/// The target flags of each mode run here.
fn modes(test: &str) -> Vec<Vec<&'static str>> {
    let mut m = vec![vec!["--no-cost-model"]];
    if opencl_available(test) {
        m.push(vec!["--opencl", "--no-cost-model"]);
    }
    m
}

/// A database written by hand, as Bear writes one: relative directory and file names,
/// `command` strings with quoted arguments, a file listed twice, a non-C entry.
#[test]
fn a_hand_written_database_builds_an_output_tree() {
    let want = reference();
    for flags in modes("a_hand_written_database_builds_an_output_tree") {
        let dir = project();
        let db = serde_json::json!([
            {"directory": ".", "file": "src/main.c",
             "command": "cc -O2 -I include -c src/main.c -o build/main.o"},
            {"directory": "src/core", "file": "ops.c",
             "command": "cc -O2 -I../../include '-DSCALE=3' -MD -MF ops.d -c ops.c -o ops.o"},
            {"directory": ".", "file": "src/io/ops.c",
             "arguments": ["cc", "-O2", "-Iinclude", "-c", "src/io/ops.c", "-o", "io.o"]},
            {"directory": ".", "file": "src/io/ops.c",
             "command": "cc -O0 -Iinclude -c src/io/ops.c -o io-debug.o"},
            {"directory": ".", "file": "src/start.S", "command": "cc -c src/start.S"}
        ]);
        std::fs::write(dir.path().join("db.json"), db.to_string()).unwrap();
        let mut args = vec![
            "--compile-commands",
            "db.json",
            "--output-dir",
            "out",
            "-o",
            "prog",
        ];
        args.extend(&flags);
        let out = Command::new(bin("p4a"))
            .current_dir(dir.path())
            .args(&args)
            .output()
            .unwrap();
        ok(&out, &format!("p4a {args:?}"));
        assert!(
            text(&out.stderr).contains("`src/start.S` is not a C file"),
            "{}",
            text(&out.stderr)
        );
        for f in [
            "out/src/main.p4a.c",
            "out/src/core/ops.p4a.c",
            "out/src/io/ops.p4a.c",
        ] {
            assert!(dir.path().join(f).is_file(), "{f} missing ({flags:?})");
        }
        let core = std::fs::read_to_string(dir.path().join("out/src/core/ops.p4a.c")).unwrap();
        assert!(
            core.contains("omp parallel for") || core.contains("p4a_launch"),
            "ops_smooth is parallel:\n{core}"
        );
        assert_eq!(run_prog(&dir.path().join("prog")), want, "{flags:?}");
    }
}

#[test]
fn make_with_the_wrapper_as_cc_parallelizes_the_whole_program() {
    let want = reference();
    for flags in modes("make_with_the_wrapper_as_cc_parallelizes_the_whole_program") {
        let dir = project();
        let out = Command::new("make")
            .current_dir(dir.path())
            .arg(format!("CC={}", bin("p4a-cc").display()))
            .env("P4A_FLAGS", flags.join(" "))
            .output()
            .unwrap();
        ok(&out, "make CC=p4a-cc");
        let core = dir.path().join("layers.p4a/src/core/ops.p4a.c");
        let io = dir.path().join("layers.p4a/src/io/ops.p4a.c");
        assert!(core.is_file() && io.is_file(), "{}", text(&out.stderr));
        assert_eq!(run_prog(&dir.path().join("layers")), want, "{flags:?}");
    }
}

#[test]
fn cmake_with_the_wrapper_and_with_its_database() {
    if !cmake_available("cmake_with_the_wrapper_and_with_its_database") {
        return;
    }
    let want = reference();
    for flags in modes("cmake_with_the_wrapper_and_with_its_database") {
        let dir = project();
        let cmake = |args: &[&str], cc: Option<&Path>| {
            let mut cmd = Command::new("cmake");
            cmd.current_dir(dir.path())
                .args(args)
                .env("P4A_FLAGS", flags.join(" "));
            if let Some(cc) = cc {
                cmd.env("CC", cc);
            }
            let out = cmd.output().unwrap();
            ok(&out, &format!("cmake {args:?}"));
        };
        // The wrapper as the project's compiler.
        cmake(&["-S", ".", "-B", "wrapped"], Some(&bin("p4a-cc")));
        cmake(&["--build", "wrapped"], None);
        assert!(
            dir.path()
                .join("wrapped/layers.p4a/core/ops.p4a.c")
                .is_file()
        );
        assert_eq!(
            run_prog(&dir.path().join("wrapped/layers")),
            want,
            "{flags:?}"
        );
        // The database of a plain build.
        cmake(
            &[
                "-S",
                ".",
                "-B",
                "plain",
                "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON",
            ],
            Some(Path::new("cc")),
        );
        let mut args = vec!["-p", "plain", "--output-dir", "out", "-o", "prog"];
        args.extend(&flags);
        let out = Command::new(bin("p4a"))
            .current_dir(dir.path())
            .args(&args)
            .output()
            .unwrap();
        ok(&out, &format!("p4a {args:?}"));
        assert!(dir.path().join("out/src/io/ops.p4a.c").is_file());
        assert_eq!(run_prog(&dir.path().join("prog")), want, "{flags:?}");
    }
}

#[test]
fn a_build_directory_without_a_database_is_explained() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("build")).unwrap();
    let out = Command::new(bin("p4a"))
        .current_dir(dir.path())
        .args(["-p", "build"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("no compile_commands.json there"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn the_wrapper_passes_other_modes_through() {
    let out = Command::new(bin("p4a-cc"))
        .arg("--version")
        .output()
        .unwrap();
    ok(&out, "p4a-cc --version");
    let real = Command::new("cc").arg("--version").output().unwrap();
    assert_eq!(text(&out.stdout), text(&real.stdout));
}
