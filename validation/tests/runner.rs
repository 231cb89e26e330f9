//! Tests of the validation runner itself, with a fake p4a.
//!
//! The fake is a shell script that copies each input `F.c` to `OUT/F.p4a.c`, putting
//! `#define P4A_FAKE 1` and `#define P4A_ARGS "<its arguments>"` first. The small C
//! programs below use `P4A_FAKE` to behave differently as "p4a output", which lets every
//! kind of outcome be produced on purpose. Variants of the fake fail, write nothing, write
//! broken C, or write to their input.
//!
//! Asked for `--report=json`, the fake prints a loop report whose entries are the lines
//! `// loop: {...}` of its inputs, so a case writes the report it wants p4a to give.

use std::collections::BTreeMap;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use p4a_validation::{
    Config, CsmithConfig, Failure, Mode, OmpVariant, Report, SlowdownCheck, Verdict, discover,
    run_cases, run_csmith,
};
use tempfile::TempDir;

/// What the fake p4a does.
#[derive(Clone, Copy, Debug)]
enum Fake {
    /// Copies its inputs faithfully.
    Good,
    /// Prints an error and exits 1.
    Fail,
    /// Exits 0 without writing anything.
    Silent,
    /// Appends a line that is not C to each output.
    Garbage,
    /// Appends a comment to each of its inputs.
    Touch,
    /// Copies its inputs faithfully but prints no report when asked for one.
    NoReport,
}

const FAKE_P4A: &str = r#"#!/bin/sh
# A stand-in for p4a in the runner's tests.
variant=@VARIANT@
[ "$1" = --version ] && exit 0
out=.
args=""
files=""
while [ $# -gt 0 ]; do
  case "$1" in
    --output-dir) out="$2"; shift 2; continue ;;
    -D|-I|-U) args="$args $1 $2"; shift 2; continue ;;
    -*) args="$args $1" ;;
    *) files="$files $1" ;;
  esac
  shift
done
args="${args# }"
case $variant in
  fail) echo "fake.c:1:1: error: boom" >&2; echo "second line" >&2; exit 1 ;;
  silent) exit 0 ;;
esac
for f in $files; do
  stem=$(basename "$f" .c)
  { printf '#define P4A_FAKE 1\n#define P4A_ARGS "%s"\n' "$args"; cat "$f"; } > "$out/$stem.p4a.c"
  if [ $variant = garbage ]; then echo "this is not C" >> "$out/$stem.p4a.c"; fi
  if [ $variant = touch ]; then echo "/* touched */" >> "$f"; fi
done
case " $args " in
  *" --report=json "*)
    if [ $variant != noreport ]; then
      printf '{"p4a_report": 1, "loops": ['
      sed -n 's|^// loop: ||p' $files | paste -sd, -
      printf ']}\n'
    fi ;;
esac
exit 0
"#;

/// Writes the fake p4a of `variant` into `dir` and returns its path.
fn fake_p4a(dir: &Path, variant: Fake) -> PathBuf {
    let name = format!("{variant:?}").to_lowercase();
    let path = dir.join(format!("p4a-{name}"));
    std::fs::write(&path, FAKE_P4A.replace("@VARIANT@", &name)).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    // Another test thread may fork while the script is open for writing, which makes
    // executing it fail with ETXTBSY for a moment; wait until it can be executed.
    for _ in 0..100 {
        match Command::new(&path).arg("--version").status() {
            Err(error) if error.raw_os_error() == Some(26) => {
                std::thread::sleep(Duration::from_millis(10))
            }
            _ => break,
        }
    }
    path
}

/// A corpus directory in a temporary directory, filled file by file.
struct Corpus {
    dir: TempDir,
}

impl Corpus {
    fn new() -> Corpus {
        Corpus {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    fn file(&self, relative: &str, text: &str) -> &Corpus {
        let path = self.dir.path().join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
        self
    }

    fn path(&self) -> PathBuf {
        self.dir.path().to_owned()
    }

    /// Every file of the corpus and its bytes.
    fn contents(&self) -> BTreeMap<PathBuf, Vec<u8>> {
        fn walk(dir: &Path, res: &mut BTreeMap<PathBuf, Vec<u8>>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    walk(&path, res);
                } else {
                    res.insert(path.clone(), std::fs::read(&path).unwrap());
                }
            }
        }
        let mut res = BTreeMap::new();
        walk(self.dir.path(), &mut res);
        res
    }
}

fn config(p4a: &Path, mode: Mode) -> Config {
    let mut cfg = Config::new(p4a, mode);
    cfg.jobs = 4;
    cfg.timeout = Duration::from_secs(5);
    cfg
}

/// Runs the whole corpus with `p4a` in `mode`, checking that the corpus is left as it was.
fn run(corpus: &Corpus, p4a: &Path, mode: Mode) -> Report {
    let before = corpus.contents();
    let cases = discover(&[corpus.path()]).unwrap();
    let report = run_cases(&config(p4a, mode), &cases);
    assert_eq!(corpus.contents(), before, "the runner changed the corpus");
    report
}

/// Checks the verdict of `case` and that its reason contains `reason`.
fn check(report: &Report, case: &str, mode: Mode, verdict: Verdict, reason: &str) {
    let outcome = report
        .outcome(case, mode)
        .unwrap_or_else(|| panic!("no outcome for {case}:\n{}", report.render_table()));
    assert_eq!(
        (outcome.verdict, outcome.reason.contains(reason)),
        (verdict, true),
        "{case}: reason {:?} should contain {reason:?}\n{}",
        outcome.reason,
        report.render_table()
    );
}

const PASS: &str = r#"#include <stdio.h>
int main(void) {
    long sum = 0;
    for (int i = 0; i < 100; i++)
        sum += i * i;
    printf("sum %ld\n", sum);
    return 0;
}
"#;

const SCALED: &str = r#"#include <stdio.h>
int main(void) {
    double x = 1.0;
#ifdef P4A_FAKE
    x += 1e-9;
#endif
    printf("x = %.12f, n = %d\n", x, 42);
    return 0;
}
"#;

fn outcome_corpus() -> Corpus {
    let corpus = Corpus::new();
    corpus
        .file("pass.c", PASS)
        .file(
            "mismatch.c",
            r#"#include <stdio.h>
int main(void) {
    printf("same\n");
#ifdef P4A_FAKE
    printf("value 2\n");
#else
    printf("value 1\n");
#endif
    return 0;
}
"#,
        )
        .file(
            "status.c",
            "int main(void) {\n#ifdef P4A_FAKE\n    return 3;\n#endif\n    return 0;\n}\n",
        )
        .file(
            "crash.c",
            "#include <stdlib.h>\nint main(void) {\n#ifdef P4A_FAKE\n    abort();\n#endif\n    return 0;\n}\n",
        )
        .file(
            "hang.c",
            "int main(void) {\n#ifdef P4A_FAKE\n    volatile int x = 1;\n    while (x) {}\n#endif\n    return 0;\n}\n",
        )
        .file("hang.toml", "timeout = 0.3\n")
        .file("broken.c", "int main(void) { return 0 }\n")
        .file(
            "orig_crash.c",
            "#include <stdlib.h>\nint main(void) { abort(); }\n",
        )
        .file("exit_status.c", "int main(void) { return 7; }\n")
        .file("within_tolerance.c", SCALED)
        .file("within_tolerance.toml", "tolerance = 1e-6\n")
        .file("beyond_tolerance.c", SCALED)
        .file("beyond_tolerance.toml", "tolerance = 1e-12\n")
        .file("no_tolerance.c", SCALED)
        .file(
            "io.c",
            r#"#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
    int a, b;
    if (argc != 3 || strcmp(argv[1], "100") != 0 || strcmp(argv[2], "3") != 0)
        abort();
    if (scanf("%d %d", &a, &b) != 2)
        abort();
    printf("%d\n", a * b + atoi(argv[1]));
    return 0;
}
"#,
        )
        .file("io.toml", "args = [\"100\", \"3\"]\nstdin = \"io.input\"\n")
        .file("io.input", "5 7\n")
        .file(
            "flags.c",
            r#"#include <math.h>
#include <stdio.h>
#include <string.h>
#include "flags_helper.h"
int main(void) {
#ifdef P4A_FAKE
    const char *args = P4A_ARGS;
    if (!strstr(args, "-S ") || !strstr(args, "-DN=64") || !strstr(args, "-I .")
        || !strstr(args, "-UNDEBUG") || !strstr(args, "--fake-flag") || strstr(args, "-O2"))
        printf("p4a got: %s\n", args);
#endif
    volatile double v = N;
    printf("%d %.3f %d\n", N, sqrt(v), helper());
    return 0;
}
"#,
        )
        .file("flags_helper.h", "static int helper(void) { return 5; }\n")
        .file(
            "flags.toml",
            r#"description = "flags reach the compiler and p4a"
cflags = ["-DN=64", "-I", ".", "-O2", "-UNDEBUG"]
libs = ["-lm"]
p4a_flags = ["--fake-flag"]
"#,
        )
        .file("only_openmp.c", PASS)
        .file("only_openmp.toml", "modes = [\"openmp\"]\n")
        .file(
            "multi/main.c",
            r#"#include <stdio.h>
#include "vec.h"
int main(void) {
    double a[4], b[4];
    int n;
    if (scanf("%d", &n) != 1)
        return 9;
    for (int i = 0; i < 4; i++) {
        a[i] = i + n;
        b[i] = 2 * i;
    }
    printf("dot %g\n", SCALE * dot(a, b, 4));
    return 0;
}
"#,
        )
        .file(
            "multi/vec.c",
            "#include \"vec.h\"\ndouble dot(const double *a, const double *b, int n) {\n    double s = 0;\n    for (int i = 0; i < n; i++)\n        s += a[i] * b[i];\n    return s;\n}\n",
        )
        .file(
            "multi/vec.h",
            "double dot(const double *a, const double *b, int n);\n",
        )
        .file("multi/data/n.txt", "3\n")
        .file(
            "multi/case.toml",
            "cflags = [\"-DSCALE=3\"]\nstdin = \"data/n.txt\"\n",
        )
        .file(
            "multi_mismatch/main.c",
            "#include <stdio.h>\nint twice(int);\nint main(void) {\n    printf(\"%d\\n\", twice(21));\n    return 0;\n}\n",
        )
        .file(
            "multi_mismatch/twice.c",
            "int twice(int x) {\n#ifdef P4A_FAKE\n    return x;\n#endif\n    return 2 * x;\n}\n",
        )
        .file("data/readme.txt", "a directory without C files is not a case\n");
    corpus
}

#[test]
fn every_outcome_is_told_apart() {
    let corpus = outcome_corpus();
    let bin = tempfile::tempdir().unwrap();
    let report = run(&corpus, &fake_p4a(bin.path(), Fake::Good), Mode::Simple);
    let simple = Mode::Simple;
    let fail = Verdict::Fail;
    check(&report, "pass", simple, Verdict::Pass, "");
    check(&report, "exit_status", simple, Verdict::Pass, "");
    check(&report, "io", simple, Verdict::Pass, "");
    check(&report, "flags", simple, Verdict::Pass, "");
    check(&report, "multi", simple, Verdict::Pass, "");
    check(&report, "within_tolerance", simple, Verdict::Pass, "");
    check(
        &report,
        "mismatch",
        simple,
        fail(Failure::Mismatch),
        "line 2: expected `value 1`, got `value 2`",
    );
    check(
        &report,
        "multi_mismatch",
        simple,
        fail(Failure::Mismatch),
        "line 1: expected `42`, got `21`",
    );
    check(
        &report,
        "status",
        simple,
        fail(Failure::Mismatch),
        "output exit status 3, original exit status 0",
    );
    check(
        &report,
        "crash",
        simple,
        fail(Failure::Run),
        "output killed by signal 6 (SIGABRT)",
    );
    check(
        &report,
        "hang",
        simple,
        fail(Failure::Timeout),
        "output timed out after 0.6 s",
    );
    check(
        &report,
        "broken",
        simple,
        fail(Failure::OriginalBuild),
        "cc: exit status 1",
    );
    check(
        &report,
        "orig_crash",
        simple,
        fail(Failure::OriginalRun),
        "original killed by signal 6",
    );
    check(
        &report,
        "beyond_tolerance",
        simple,
        fail(Failure::Mismatch),
        "1.000000000000 vs 1.000000001000 beyond relative tolerance 1e-12",
    );
    check(
        &report,
        "no_tolerance",
        simple,
        fail(Failure::Mismatch),
        "line 1: expected `x = 1.000000000000, n = 42`, got `x = 1.000000001000, n = 42`",
    );
    check(
        &report,
        "only_openmp",
        simple,
        Verdict::Skip,
        "case not for mode simple",
    );
    let broken = report.outcome("broken", simple).unwrap();
    assert!(
        broken.details.iter().any(|line| line.contains("error")),
        "{broken:?}"
    );

    assert_eq!(
        (report.passed(), report.failed(), report.skipped()),
        (6, 9, 1)
    );
    let table = report.render_table();
    let lines: Vec<&str> = table.lines().collect();
    assert_eq!(lines.last(), Some(&"6 passed, 9 failed, 1 skipped"));
    assert!(lines[0].starts_with("case"), "{table}");
    let names: Vec<&str> = lines[1..lines.len() - 1]
        .iter()
        .filter(|line| !line.starts_with(' '))
        .map(|line| line.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(names.len(), 16, "{table}");
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted, "rows are sorted by case name");
}

#[test]
fn p4a_misbehaviour_is_caught() {
    let corpus = Corpus::new();
    corpus
        .file("pass.c", PASS)
        .file("two/a.c", "int b(void);\nint main(void) { return b(); }\n");
    corpus.file("two/b.c", "int b(void) { return 0; }\n");
    let bin = tempfile::tempdir().unwrap();
    let simple = Mode::Simple;

    let report = run(&corpus, &fake_p4a(bin.path(), Fake::Fail), simple);
    check(
        &report,
        "pass",
        simple,
        Verdict::Fail(Failure::P4a),
        "p4a: exit status 1",
    );
    let outcome = report.outcome("pass", simple).unwrap();
    assert_eq!(outcome.details, ["fake.c:1:1: error: boom", "second line"]);

    let report = run(&corpus, &fake_p4a(bin.path(), Fake::Silent), simple);
    check(
        &report,
        "pass",
        simple,
        Verdict::Fail(Failure::P4a),
        "p4a exited 0 but wrote no pass.p4a.c",
    );
    check(
        &report,
        "two",
        simple,
        Verdict::Fail(Failure::P4a),
        "wrote no a.p4a.c",
    );

    let report = run(&corpus, &fake_p4a(bin.path(), Fake::Garbage), simple);
    check(
        &report,
        "pass",
        simple,
        Verdict::Fail(Failure::OutputBuild),
        "cc: exit status 1",
    );
    let outcome = report.outcome("pass", simple).unwrap();
    assert!(
        outcome.details.iter().any(|line| line.contains("error")),
        "{outcome:?}"
    );

    let report = run(&corpus, &fake_p4a(bin.path(), Fake::Touch), simple);
    check(
        &report,
        "pass",
        simple,
        Verdict::Fail(Failure::InputModified),
        "p4a changed or removed its input pass.c",
    );
    assert_eq!(
        report.render_table().lines().last(),
        Some("0 passed, 2 failed")
    );

    let report = run(&corpus, &bin.path().join("no-such-p4a"), simple);
    check(
        &report,
        "pass",
        simple,
        Verdict::Fail(Failure::P4a),
        "cannot run",
    );
}

#[test]
fn openmp_mode_builds_with_openmp_and_runs_two_thread_counts() {
    let corpus = Corpus::new();
    corpus
        .file(
            "omp.c",
            r#"#include <stdio.h>
#include <string.h>
int main(void) {
#ifdef P4A_FAKE
#ifndef _OPENMP
    puts("output not built with -fopenmp");
#endif
    if (!strstr(P4A_ARGS, "--openmp"))
        puts("p4a not asked for openmp");
    if (!strstr(P4A_ARGS, "--report=json"))
        puts("p4a not asked for a report");
#endif
    puts("ok");
    return 0;
}
"#,
        )
        .file(
            "two_threads.c",
            r#"#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
#ifdef P4A_FAKE
    const char *threads = getenv("OMP_NUM_THREADS");
    if (threads && strcmp(threads, "2") == 0)
        puts("two threads");
#endif
    puts("ok");
    return 0;
}
"#,
        )
        .file("simple_only.c", PASS)
        .file("simple_only.toml", "modes = [\"simple\"]\n");
    let bin = tempfile::tempdir().unwrap();
    let openmp = Mode::Openmp;
    let report = run(&corpus, &fake_p4a(bin.path(), Fake::Good), openmp);
    check(&report, "omp", openmp, Verdict::Pass, "");
    check(
        &report,
        "two_threads",
        openmp,
        Verdict::Fail(Failure::Mismatch),
        "OMP_NUM_THREADS=2: line 1: expected `ok`, got `two threads`",
    );
    check(
        &report,
        "simple_only",
        openmp,
        Verdict::Skip,
        "case not for mode openmp",
    );
    assert_eq!(report.closing_line(), "1 passed, 1 failed, 1 skipped");

    let report = run(&corpus, &fake_p4a(bin.path(), Fake::NoReport), openmp);
    check(
        &report,
        "omp",
        openmp,
        Verdict::Fail(Failure::P4a),
        "p4a --report=json printed no valid report: standard output is empty",
    );
}

/// Loops of the programs below, as the fake p4a reports them (see the module doc).
const DECIDED_LOOPS: &str = r#"// loop: {"file": "F.c", "line": 20, "decision": "parallel", "clauses": "private(j)"}
// loop: {"file": "F.c", "line": 21, "decision": "inner"}
// loop: {"file": "F.c", "line": 30, "decision": "sequential", "unknown": [1], "reasons": [{"kind": "dependence", "line": 31, "message": "flow dependence on a: a[i] (line 31) -> a[i - 1] (line 31), carried at distance 1"}]}
// loop: {"file": "F.c", "line": 30, "decision": "small"}
"#;

#[test]
fn openmp_mode_checks_expected_decisions() {
    let program = |body: &str| {
        format!("{DECIDED_LOOPS}#include <stdlib.h>\nint main(void) {{\n{body}    return 0;\n}}\n")
    };
    let corpus = Corpus::new();
    corpus
        .file("met.c", &program(""))
        .file(
            "met.toml",
            "[expect]\nparallel = [20]\nsequential = [21, 30]\n",
        )
        .file("unmet.c", &program(""))
        .file(
            "unmet.toml",
            "[expect]\nparallel = [30, 21]\nsequential = [20, 25]\n",
        )
        .file(
            "unmet_and_crash.c",
            &program("#ifdef P4A_FAKE\n    abort();\n#endif\n"),
        )
        .file("unmet_and_crash.toml", "[expect]\nparallel = [30]\n")
        .file("none_expected.c", &program(""));
    let bin = tempfile::tempdir().unwrap();
    let good = fake_p4a(bin.path(), Fake::Good);
    let openmp = Mode::Openmp;
    let report = run(&corpus, &good, openmp);
    check(&report, "met", openmp, Verdict::Pass, "");
    check(&report, "none_expected", openmp, Verdict::Pass, "");
    check(
        &report,
        "unmet",
        openmp,
        Verdict::Fail(Failure::Decision),
        "4 of 4 expected loop decisions not met",
    );
    assert_eq!(
        report.outcome("unmet", openmp).unwrap().details,
        [
            "line 30: expected parallel, got sequential, small (flow dependence on a: a[i] (line 31) -> a[i - 1] (line 31), carried at distance 1)",
            "line 21: expected parallel, got inner",
            "line 20: expected sequential, got parallel (private(j))",
            "line 25: expected sequential, but no loop at line 25 (loops are at lines 20, 21, 30)",
        ]
    );
    // A failing run outranks unmet expectations, which follow in the details.
    check(
        &report,
        "unmet_and_crash",
        openmp,
        Verdict::Fail(Failure::Run),
        "output killed by signal 6 (SIGABRT) with OMP_NUM_THREADS=1",
    );
    let details = &report.outcome("unmet_and_crash", openmp).unwrap().details;
    assert_eq!(
        details.last().map(String::as_str),
        Some(
            "also, line 30: expected parallel, got sequential, small (flow dependence on a: a[i] (line 31) -> a[i - 1] (line 31), carried at distance 1)"
        ),
        "{details:?}"
    );
    let table = report.render_table();
    assert!(table.contains("decision-mismatch"), "{table}");
    assert_eq!(table.lines().last(), Some("2 passed, 2 failed"));

    // Simple mode neither asks for a report nor checks expectations.
    let report = run(&corpus, &good, Mode::Simple);
    check(&report, "unmet", Mode::Simple, Verdict::Pass, "");
    assert_eq!(report.closing_line(), "3 passed, 1 failed");
}

#[test]
fn filter_and_keep() {
    let corpus = Corpus::new();
    corpus.file("alpha.c", PASS).file("beta.c", PASS);
    let bin = tempfile::tempdir().unwrap();
    let cases = discover(&[corpus.path()]).unwrap();
    let mut cfg = config(&fake_p4a(bin.path(), Fake::Garbage), Mode::Simple);
    cfg.filter = Some("alp".to_owned());
    cfg.keep = true;
    let report = run_cases(&cfg, &cases);
    assert_eq!(report.outcomes.len(), 1);
    let kept = report.outcomes[0]
        .kept
        .clone()
        .expect("a failed case is kept");
    assert!(kept.join("src/alpha.c").is_file());
    assert!(kept.join("out/alpha.p4a.c").is_file());
    let commands = std::fs::read_to_string(kept.join("commands.txt")).unwrap();
    assert!(commands.contains("--output-dir"), "{commands}");
    assert!(
        report
            .render_table()
            .contains(&format!("kept in {}", kept.display()))
    );
    std::fs::remove_dir_all(&kept).unwrap();

    cfg.p4a = fake_p4a(bin.path(), Fake::Good);
    let report = run_cases(&cfg, &cases);
    assert_eq!(report.outcomes[0].verdict, Verdict::Pass);
    assert_eq!(report.outcomes[0].kept, None, "a passing case is not kept");
}

#[test]
fn discovery_rejects_mistakes() {
    let error = |corpus: &Corpus| format!("{:#}", discover(&[corpus.path()]).unwrap_err());

    let corpus = Corpus::new();
    corpus
        .file("a.c", PASS)
        .file("a.toml", "tolerence = 1e-9\n");
    assert!(
        error(&corpus).contains("unknown field `tolerence`"),
        "{}",
        error(&corpus)
    );

    let corpus = Corpus::new();
    corpus.file("a.c", PASS).file("b.toml", "");
    assert!(
        error(&corpus).contains("no b.c beside it"),
        "{}",
        error(&corpus)
    );

    let corpus = Corpus::new();
    corpus.file("a.c", PASS).file("a/main.c", PASS);
    assert!(
        error(&corpus).contains("two cases are named `a`"),
        "{}",
        error(&corpus)
    );

    let corpus = Corpus::new();
    corpus
        .file("a.c", PASS)
        .file("a.toml", "stdin = \"missing.txt\"\n");
    assert!(
        error(&corpus).contains("missing.txt does not exist"),
        "{}",
        error(&corpus)
    );

    let missing = discover(&[PathBuf::from("/no/such/corpus")]).unwrap_err();
    assert!(format!("{missing:#}").contains("/no/such/corpus"));

    let corpus = Corpus::new();
    corpus
        .file("b10.c", PASS)
        .file("b9.c", PASS)
        .file("a/x.c", PASS)
        .file("a/y.c", PASS)
        .file("a/y.h", "")
        .file("a/case.toml", "description = \"two files\"\n")
        .file("notes/readme.txt", "");
    let cases = discover(&[corpus.path()]).unwrap();
    let names: Vec<&str> = cases.iter().map(|case| case.name.as_str()).collect();
    assert_eq!(names, ["a", "b9", "b10"]);
    assert_eq!(
        cases[0].sources,
        [PathBuf::from("x.c"), PathBuf::from("y.c")]
    );
    assert_eq!(cases[0].options.description.as_deref(), Some("two files"));
    let single = discover(&[corpus.path().join("b9.c")]).unwrap();
    assert_eq!(single.len(), 1);
    assert_eq!(single[0].name, "b9");
}

#[test]
fn command_line() {
    let corpus = Corpus::new();
    corpus.file("good.c", PASS).file(
        "bad.c",
        "#include <stdio.h>\nint main(void) {\n#ifdef P4A_FAKE\n    puts(\"x\");\n#endif\n    return 0;\n}\n",
    );
    let bin = tempfile::tempdir().unwrap();
    let p4a = fake_p4a(bin.path(), Fake::Good);
    let validate = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_p4a-validate"))
            .arg("--p4a")
            .arg(&p4a)
            .args(args)
            .output()
            .unwrap();
        (
            output.status.code(),
            String::from_utf8(output.stdout).unwrap(),
            String::from_utf8(output.stderr).unwrap(),
        )
    };
    let dir = corpus.path();
    let dir = dir.to_str().unwrap();

    let (code, stdout, stderr) = validate(&["-j", "2", dir]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert_eq!(
        stdout.lines().last(),
        Some("1 passed, 1 failed"),
        "{stdout}"
    );
    assert!(stdout.contains("output-mismatch"), "{stdout}");
    assert!(
        stderr.contains("[2/2]"),
        "progress goes to stderr: {stderr}"
    );

    let (code, stdout, _) = validate(&["--filter", "good", "--timeout", "3", dir]);
    assert_eq!(code, Some(0));
    assert_eq!(stdout.lines().last(), Some("1 passed, 0 failed"));

    let (code, _, stderr) = validate(&["/no/such/corpus"]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("/no/such/corpus"), "{stderr}");

    let (code, _, _) = validate(&["--mode", "metal", dir]);
    assert_eq!(code, Some(2), "clap rejects an unknown mode");

    corpus
        .file(
            "decided.c",
            "// loop: {\"line\": 3, \"decision\": \"sequential\"}\nint main(void) {\n    for (int i = 0; i < 2; i++) {}\n    return 0;\n}\n",
        )
        .file("decided.toml", "[expect]\nparallel = [3]\n");
    let (code, stdout, stderr) = validate(&["--mode", "openmp", dir]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert_eq!(
        stdout.lines().last(),
        Some("1 passed, 2 failed"),
        "{stdout}"
    );
    assert!(
        stdout
            .contains("decided  openmp  decision-mismatch  1 of 1 expected loop decisions not met"),
        "{stdout}"
    );
    assert!(
        stdout.contains("line 3: expected parallel, got sequential"),
        "{stdout}"
    );
    assert!(
        stderr.contains("decided openmp: decision-mismatch"),
        "{stderr}"
    );
}

/// Whether csmith is installed (CI installs it; see README.md). If it is, its headers must
/// be too, or the batch fails.
fn csmith_installed() -> bool {
    Command::new("csmith").arg("--version").output().is_ok()
}

#[test]
fn csmith_batch() {
    let bin = tempfile::tempdir().unwrap();
    let mut cfg = CsmithConfig::new(fake_p4a(bin.path(), Fake::Good), Mode::Simple);
    cfg.count = 4;
    cfg.seed = 1;
    cfg.run.jobs = 2;
    let mut missing = cfg.clone();
    missing.csmith = PathBuf::from("/no/such/csmith");
    let error = format!("{:#}", run_csmith(&missing).unwrap_err());
    assert!(
        error.contains("install the Debian packages csmith and libcsmith-dev"),
        "{error}"
    );
    if !csmith_installed() {
        // Without csmith the batch cannot run; it must say so instead of passing.
        let error = format!("{:#}", run_csmith(&cfg).unwrap_err());
        assert!(error.contains("csmith"), "{error}");
        eprintln!("csmith is not installed: only its absence was checked");
        return;
    }
    let report = run_csmith(&cfg).unwrap();
    assert_eq!(report.failed(), 0, "{}", report.render_table());
    assert_eq!(report.passed() + report.skipped(), 4);
    assert!(report.passed() >= 1, "{}", report.render_table());
    assert_eq!(report.outcomes[0].case, "csmith-1");

    let keep = tempfile::tempdir().unwrap();
    cfg.run.p4a = fake_p4a(bin.path(), Fake::Garbage);
    cfg.count = 2;
    cfg.seed = 9;
    cfg.keep_failures = Some(keep.path().to_owned());
    let report = run_csmith(&cfg).unwrap();
    assert_eq!(report.closing_line(), "0 passed, 2 failed");
    check(
        &report,
        "csmith-10",
        Mode::Simple,
        Verdict::Fail(Failure::OutputBuild),
        "cc: exit status 1",
    );
    // The kept programs form a corpus that reproduces the failures.
    let cases = discover(&[keep.path().to_owned()]).unwrap();
    let names: Vec<&str> = cases.iter().map(|case| case.name.as_str()).collect();
    assert_eq!(names, ["csmith_9", "csmith_10"]);
    assert!(cases[0].options.cflags[0].starts_with("-I"));
    let again = run_cases(&cfg.run, &cases);
    assert_eq!(again.closing_line(), "0 passed, 2 failed");
}

/// A program whose work is an `N`-step chain of multiplications the compiler cannot fold,
/// done `REPS` times as p4a output (1 time as the original), with `N` from the command line.
fn repeated_work(reps_in_output: u32) -> String {
    format!(
        r#"#include <stdio.h>
#include <stdlib.h>
#ifdef P4A_FAKE
#define REPS {reps_in_output}
#else
#define REPS 1
#endif
int main(int argc, char **argv) {{
    long n = argc > 1 ? atol(argv[1]) : 0;
    volatile unsigned long seed = 12345;
    unsigned long x = 0;
    for (int r = 0; r < REPS; r++) {{
        x = seed;
        for (long i = 0; i < n; i++)
            x = x * 6364136223846793005UL + 1442695040888963407UL;
    }}
    printf("%lu\n", x);
    return 0;
}}
"#
    )
}

/// A hot nest whose 3-iteration inner loop is made a parallel region as p4a output: one
/// region per iteration of the outer loop, the mistake of issue 9. The original takes about
/// a millisecond; 200,000 regions with two threads take far more than the 7.5 ms the tests
/// allow it, even counted for a busy machine.
const REGION_PER_ITERATION: &str = r#"#include <stdio.h>
int main(void) {
    static double img[200000][3];
    double total = 0;
    for (int i = 0; i < 200000; i++) {
#ifdef P4A_FAKE
#pragma omp parallel for
#endif
        for (int k = 0; k < 3; k++)
            img[i][k] = i * 0.5 + k;
        total += img[i][0] + img[i][2];
    }
    printf("%.1f\n", total);
    return 0;
}
"#;

/// The steps of the chain in `repeated_work` that take the original about 20 ms on this
/// machine: measured, so that the test is about the ratio and not the machine's speed. A
/// busy machine makes it fewer steps, but not under the 5 ms floor of the test.
fn steps_for_20_ms(corpus_dir: &Path) -> u64 {
    let source = corpus_dir.join("calibrate.c");
    std::fs::write(&source, repeated_work(1)).unwrap();
    let binary = corpus_dir.join("calibrate");
    let status = Command::new("cc")
        .args(["-O1", "-o"])
        .arg(&binary)
        .arg(&source)
        .status()
        .unwrap();
    assert!(status.success());
    let steps = 20_000_000u64;
    let fastest = (0..5)
        .map(|_| {
            let start = std::time::Instant::now();
            let status = Command::new(&binary)
                .arg(steps.to_string())
                .output()
                .unwrap()
                .status;
            assert!(status.success());
            start.elapsed()
        })
        .min()
        .unwrap();
    std::fs::remove_file(&source).unwrap();
    std::fs::remove_file(&binary).unwrap();
    (steps as f64 * 0.020 / fastest.as_secs_f64().max(1e-3)) as u64
}

#[test]
fn slowdown_check_fails_slow_outputs() {
    let calibration = tempfile::tempdir().unwrap();
    let steps = steps_for_20_ms(calibration.path());
    let args = format!("args = [\"{steps}\"]\n");
    let corpus = Corpus::new();
    corpus
        .file("same_speed.c", &repeated_work(1))
        .file("same_speed.toml", &args)
        .file("forty_times.c", &repeated_work(40))
        .file("forty_times.toml", &args)
        .file("excused.c", &repeated_work(40))
        .file(
            "excused.toml",
            &format!("{args}[slowdown]\nlimit = 100\nreason = \"the test says so\"\n"),
        )
        .file("region_per_iteration.c", REGION_PER_ITERATION);
    let bin = tempfile::tempdir().unwrap();
    let cases = discover(&[corpus.path()]).unwrap();
    let mut cfg = config(&fake_p4a(bin.path(), Fake::Good), Mode::Openmp);
    // One thread for the runs that check the output: a region per iteration is cheap there,
    // and the timed runs with two threads are cut short at a second anyway.
    cfg.omp_variants = vec![OmpVariant::new("-O1", &[1])];
    // The originals take about 20 ms: a floor under that lets their ratio be tested.
    cfg.slowdown = Some(SlowdownCheck {
        floor: Duration::from_millis(5),
        ..SlowdownCheck::default()
    });
    let report = run_cases(&cfg, &cases);
    let openmp = Mode::Openmp;
    let timing = |case: &str| {
        report
            .outcome(case, openmp)
            .and_then(|outcome| outcome.timing)
            .unwrap_or_else(|| panic!("{case} was timed\n{}", report.render_table()))
    };

    check(&report, "same_speed", openmp, Verdict::Pass, "");
    assert!(
        !timing("same_speed").under_floor(),
        "{}",
        report.render_table()
    );

    check(
        &report,
        "forty_times",
        openmp,
        Verdict::Fail(Failure::Slowdown),
        "x slower than the original (limit 1.5x)",
    );
    let slow = timing("forty_times");
    assert!(slow.ratio() > 2.5, "{slow:?}");
    assert_eq!((slow.limit, slow.threads), (1.5, 2));
    let details = &report.outcome("forty_times", openmp).unwrap().details;
    assert!(details[0].starts_with("original 0."), "{details:?}");
    assert!(details[1].contains("OMP_NUM_THREADS=2"), "{details:?}");

    // The case's own limit applies, and the times are still recorded and shown.
    check(&report, "excused", openmp, Verdict::Pass, "");
    assert_eq!(timing("excused").limit, 100.0);
    assert!(timing("excused").ratio() > 2.5);

    // The original runs under the floor on an idle machine, and a region per iteration is
    // far over it; on a loaded machine the original may take longer than the floor, and
    // then the ratio itself fails the case. Either way it is a slowdown.
    check(
        &report,
        "region_per_iteration",
        openmp,
        Verdict::Fail(Failure::Slowdown),
        "",
    );
    let reason = &report
        .outcome("region_per_iteration", openmp)
        .expect("an outcome")
        .reason;
    assert!(
        if timing("region_per_iteration").under_floor() {
            reason.contains("over 1.5x the 5 ms floor")
        } else {
            reason.contains("slower than the original")
        },
        "{reason}"
    );

    let table = report.render_table();
    assert!(table.contains("forty_times"), "{table}");
    assert!(
        table.contains("excused               openmp  pass      time: original 0."),
        "{table}"
    );
    assert!(table.contains("\nslowdown check: 4 timed ("), "{table}");
    assert_eq!(table.lines().last(), Some("2 passed, 2 failed"));

    // Turned off, or with a higher limit, the same outputs pass.
    cfg.slowdown = None;
    cfg.filter = Some("forty_times".to_owned());
    let report = run_cases(&cfg, &cases);
    check(&report, "forty_times", openmp, Verdict::Pass, "");
    assert_eq!(report.outcomes[0].timing, None);
    cfg.slowdown = Some(SlowdownCheck {
        limit: 100.0,
        floor: Duration::from_millis(5),
        ..SlowdownCheck::default()
    });
    let report = run_cases(&cfg, &cases);
    check(&report, "forty_times", openmp, Verdict::Pass, "");
}

#[test]
fn openmp_mode_runs_every_variant() {
    let corpus = Corpus::new();
    corpus
        .file(
            "unoptimised_four_threads.c",
            r#"#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
#if defined(P4A_FAKE) && !defined(__OPTIMIZE__)
    const char *threads = getenv("OMP_NUM_THREADS");
    if (threads && strcmp(threads, "4") == 0)
        puts("four threads at -O0");
#endif
    puts("ok");
    return 0;
}
"#,
        )
        .file("pass.c", PASS);
    let bin = tempfile::tempdir().unwrap();
    let cases = discover(&[corpus.path()]).unwrap();
    let mut cfg = config(&fake_p4a(bin.path(), Fake::Good), Mode::Openmp);
    assert_eq!(cfg.omp_variants, OmpVariant::defaults());
    cfg.keep = true;
    let openmp = Mode::Openmp;
    let report = run_cases(&cfg, &cases);
    check(&report, "pass", openmp, Verdict::Pass, "");
    check(
        &report,
        "unoptimised_four_threads",
        openmp,
        Verdict::Fail(Failure::Mismatch),
        "-O0 OMP_NUM_THREADS=4: line 1: expected `ok`, got `four threads at -O0`",
    );
    let kept = report.outcome("unoptimised_four_threads", openmp).unwrap();
    let kept = kept.kept.clone().expect("a failed case is kept");
    let commands = std::fs::read_to_string(kept.join("commands.txt")).unwrap();
    for wanted in [
        " -O2 -std=gnu11 -w -fopenmp ",
        " -O0 -std=gnu11 -w -fopenmp ",
        "OMP_NUM_THREADS=4 ",
    ] {
        assert!(commands.contains(wanted), "{wanted:?} in {commands}");
    }
    std::fs::remove_dir_all(&kept).unwrap();

    // Without -O0 among the variants the bug is not seen.
    cfg.keep = false;
    cfg.omp_variants = vec![OmpVariant::new("-O2", &[1, 4])];
    let report = run_cases(&cfg, &cases);
    assert_eq!(report.closing_line(), "2 passed, 0 failed");
}

#[test]
fn slowdown_options_on_the_command_line() {
    let corpus = Corpus::new();
    corpus.file("tiny.c", REGION_PER_ITERATION);
    let bin = tempfile::tempdir().unwrap();
    let p4a = fake_p4a(bin.path(), Fake::Good);
    let validate = |args: &[&str]| {
        let output = Command::new(env!("CARGO_BIN_EXE_p4a-validate"))
            .arg("--p4a")
            .arg(&p4a)
            .args(["--mode", "openmp", "--omp-variant", "-O1:1"])
            .args(args)
            .arg(corpus.path())
            .output()
            .unwrap();
        (
            output.status.code(),
            String::from_utf8(output.stdout).unwrap(),
        )
    };
    let (code, stdout) = validate(&["--slowdown-floor", "5"]);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(stdout.contains("tiny  openmp  slowdown"), "{stdout}");
    // A floor high enough that the regions fit under it.
    let (code, stdout) = validate(&["--slowdown-floor", "30000", "--slowdown-runs", "1"]);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("ratio not tested"), "{stdout}");
    let (code, stdout) = validate(&["--no-slowdown"]);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(!stdout.contains("time:"), "{stdout}");
    let (code, _) = validate(&["--slowdown-limit", "0.5"]);
    assert_eq!(code, Some(2));
    let (code, _) = validate(&["--omp-variant", "O2"]);
    assert_eq!(code, Some(2));
}

/// A program entering `#pragma omp parallel for` ten times, and ten more regions whose
/// `if` clause is false (one thread: not counted).
const TEN_REGIONS: &str = r#"#include <stdio.h>
int main(void) {
    double a[100] = {0};
    for (int t = 0; t < 10; t++) {
#pragma omp parallel for
        for (int i = 0; i < 100; i++)
            a[i] += i;
#pragma omp parallel for if(t < 0)
        for (int i = 0; i < 100; i++)
            a[i] += 1;
    }
    printf("%g\n", a[99]);
    return 0;
}
"#;

#[test]
fn openmp_mode_counts_parallel_regions() {
    let corpus = Corpus::new();
    corpus
        .file("ten.c", TEN_REGIONS)
        .file("ten.toml", "[regions]\nmax = 10\n")
        .file("too_many.c", TEN_REGIONS)
        .file(
            "too_many.toml",
            "[regions]\nmax = \"T - 1\"\nvars = { T = 10 }\n",
        )
        .file("unchecked.c", TEN_REGIONS);
    let bin = tempfile::tempdir().unwrap();
    let openmp = Mode::Openmp;
    let report = run(&corpus, &fake_p4a(bin.path(), Fake::Good), openmp);
    check(&report, "ten", openmp, Verdict::Pass, "");
    check(
        &report,
        "too_many",
        openmp,
        Verdict::Fail(Failure::Regions),
        "output entered 10 parallel regions in a run, at most 9 expected (T - 1)",
    );
    check(&report, "unchecked", openmp, Verdict::Pass, "");
    for case in ["ten", "too_many", "unchecked"] {
        let outcome = report.outcome(case, openmp).unwrap();
        assert_eq!(outcome.regions_entered, Some(10), "{case}");
    }
    assert!(
        report
            .render_table()
            .contains("10 parallel regions entered"),
        "{}",
        report.render_table()
    );

    // The original, and other modes, are not counted.
    let report = run(&corpus, &fake_p4a(bin.path(), Fake::Good), Mode::Simple);
    assert_eq!(
        report.outcome("ten", Mode::Simple).unwrap().regions_entered,
        None
    );

    // A formula that does not evaluate is an error of the options file.
    let bad = Corpus::new();
    bad.file("bad.c", PASS)
        .file("bad.toml", "[regions]\nmax = \"T\"\n");
    let error = discover(&[bad.path()]).unwrap_err();
    assert!(
        format!("{error:#}").contains("regions: bad max `T`: unknown name `T`"),
        "{error:#}"
    );
}
