//! Benchmark of the analyses against the front end on a large program of loop nests.
//!
//! ```sh
//! cargo bench -p p4a-analyzer --bench analyses
//! ```
//!
//! Builds a program of about `P4A_BENCH_LINES` (default 20,000) lines: functions made from
//! a dozen loop-nest shapes (matrix products, stencils with a time loop, triangular
//! solvers, reductions, strided and reversed loops, calls between them), each copy with
//! its own names. Measures, best of `P4A_BENCH_RUNS` (default 3) runs (this thread's CPU
//! time), the front end
//! (`parse_preprocessed` of the `cc -E` text) and then every analysis: counted loops, call
//! graph, effects, preconditions, regions (R/W/IN/OUT), and the dependences of every loop.
//! Prints milliseconds and the ratio to the front end. Target of the analyses issue:
//! all analyses together under 5x the front end.
//!
//! Then the shapes of issue 9 §6, each one program measured the same way (best of
//! `P4A_BENCH_RUNS`), printed as seconds per 1,000 source lines for the front end and for
//! all analyses, with their ratio (target: under 10x): `straight` (one function of
//! `P4A_BENCH_STRAIGHT`, default 10,000, statements), `switch` (`P4A_BENCH_SWITCH` cases,
//! default 10,000), `else-if` (a chain of `P4A_BENCH_ELSEIF` branches, default 5,000),
//! `nest` (a loop nest of depth `P4A_BENCH_NEST`, default 100; each loop is decided, as
//! the pipeline does), `functions` (`P4A_BENCH_FUNCS` small functions, default 5,000),
//! and `csmith` (`P4A_BENCH_CSMITH` programs, default 10, seeds 1.., when `csmith` is on
//! the path; all of them as one measurement). `P4A_BENCH_SHAPES=a,b` runs only those,
//! `P4A_BENCH_SHAPES=none` none; `P4A_BENCH_STAGES=1` prints each shape's analyses one by one. Everything runs on a thread with a 1 GiB stack (deep
//! `else if` chains recurse deeply).

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use p4a_analyzer::front::{self, lower::Linkage};
use p4a_analyzer::ir::{Program, Stmt};
use p4a_analyzer::{callgraph, deps, effects, loops, preconditions, regions};

const SHAPES: &[&str] = &[
    "void mm_K(int n, double a[n][n], double b[n][n], double c[n][n])\n{\n    for (int i = 0; i < n; i++)\n        for (int j = 0; j < n; j++) {\n            c[i][j] = 0;\n            for (int k = 0; k < n; k++)\n                c[i][j] += a[i][k] * b[k][j];\n        }\n}\n",
    "void jacobi_K(int n, int steps, double *restrict a, double *restrict b)\n{\n    for (int t = 0; t < steps; t++) {\n        for (int i = 1; i < n - 1; i++)\n            b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;\n        for (int i = 1; i < n - 1; i++)\n            a[i] = b[i];\n    }\n}\n",
    "void heat_K(int n, int m, double u[n][m], double v[n][m])\n{\n    for (int i = 1; i < n - 1; i++)\n        for (int j = 1; j < m - 1; j++)\n            v[i][j] = u[i][j] + 0.1 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]);\n}\n",
    "double dot_K(int n, const double *x, const double *y)\n{\n    double s = 0;\n    for (int i = 0; i < n; i++)\n        s += x[i] * y[i];\n    return s;\n}\n",
    "void lower_K(int n, double l[n][n], double *b, double *x)\n{\n    for (int i = 0; i < n; i++) {\n        double s = b[i];\n        for (int j = 0; j < i; j++)\n            s -= l[i][j] * x[j];\n        x[i] = s / l[i][i];\n    }\n}\n",
    "void lu_K(int n, double a[n][n])\n{\n    for (int k = 0; k < n; k++)\n        for (int i = k + 1; i < n; i++) {\n            a[i][k] /= a[k][k];\n            for (int j = k + 1; j < n; j++)\n                a[i][j] -= a[i][k] * a[k][j];\n        }\n}\n",
    "void prefix_K(int n, long *a)\n{\n    for (int i = 1; i < n; i++)\n        a[i] += a[i - 1];\n}\n",
    "void stride_K(int n, double *a, double *b)\n{\n    for (int i = 0; i < n; i += 2) {\n        a[i] = b[i + 1];\n        a[i + 1] = b[i];\n    }\n    for (int i = n - 1; i >= 0; i--)\n        b[i] = a[i] * 2;\n}\n",
    "void pack_K(int n, const double *a, double *b)\n{\n    int k = 0;\n    for (int i = 0; i < n; i++)\n        if (a[i] > 0)\n            b[k++] = a[i];\n}\n",
    "void flat_K(int n, int m, double *a)\n{\n    for (int i = 0; i < n; i++)\n        for (int j = 0; j < m; j++)\n            a[i * m + j] = i + j;\n}\n",
    "void calls_K(int n, double a[n][n], double b[n][n], double c[n][n], double *v)\n{\n    mm_K(n, a, b, c);\n    for (int i = 0; i < n; i++)\n        lower_K(n, a, v, c[i]);\n}\n",
    "int search_K(int n, const int *a, int key)\n{\n    int i = 0;\n    while (i < n && a[i] != key)\n        i++;\n    return i;\n}\n",
];

fn main() {
    std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(run)
        .expect("a thread")
        .join()
        .expect("the benchmark panicked");
}

fn run() {
    let target: usize = std::env::var("P4A_BENCH_LINES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000);
    let runs: usize = std::env::var("P4A_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3);
    let (text, lines) = build(target);
    println!(
        "program: {lines} lines of C ({} after preprocessing)",
        text.lines().count()
    );

    let m = measure(&text, runs);
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let ratio = |d: Duration| d.as_secs_f64() / m.front_end.as_secs_f64();
    println!("{} loops", m.n_loops);
    println!("{:<28} {:>9.1} ms", "front end", ms(m.front_end));
    for (name, t) in &m.stages {
        println!(
            "{name:<28} {:>9.1} ms  {:>6.2}x front end",
            ms(*t),
            ratio(*t)
        );
    }
    println!(
        "{:<28} {:>9.1} ms  {:>6.2}x front end (target: under 5x)",
        "all analyses",
        ms(m.total()),
        ratio(m.total())
    );
    shapes(runs);
}

/// Times of the front end and of each analysis on one program.
struct Measure {
    front_end: Duration,
    stages: Vec<(&'static str, Duration)>,
    n_loops: usize,
}

impl Measure {
    fn total(&self) -> Duration {
        self.stages.iter().map(|(_, t)| *t).sum()
    }
}

/// Measures the front end and every analysis on preprocessed `text`, best of `runs`.
fn measure(text: &str, runs: usize) -> Measure {
    let parse = || {
        let mut program = Program::default();
        let mut linkage = Linkage::default();
        let diags =
            front::parse_preprocessed(&mut program, &mut linkage, Path::new("bench.c"), text);
        assert!(
            diags.iter().all(|d| !d.is_error()),
            "the front end rejects the program: {:?}",
            &diags[..diags.len().min(3)]
        );
        program
    };
    let front_end = best_of(runs, || {
        parse();
    });
    let mut program = parse();
    let n_loops = program
        .stmts
        .iter()
        .filter(|(_, s)| matches!(s, Stmt::For { .. } | Stmt::While { .. }))
        .count();

    let t_loops = best_of(runs, || {
        let mut p = program.clone();
        loops::recognize_counted_loops(&mut p);
    });
    loops::recognize_counted_loops(&mut program);
    let cg = callgraph::call_graph(&program);
    let t_cg = best_of(runs, || {
        callgraph::call_graph(&program);
    });
    let opts = effects::EffectsOptions::default();
    let t_fx = best_of(runs, || {
        effects::effects(&program, &cg, &opts);
    });
    let fx = effects::effects(&program, &cg, &opts);
    let t_pre = best_of(runs, || {
        preconditions::preconditions(&program);
    });
    let pre = preconditions::preconditions(&program);
    let t_reg = best_of(runs, || {
        regions::regions(&program, &pre);
    });
    let rs = regions::regions(&program, &pre);
    let owners = deps::statement_owners(&program);
    let alias = deps::FromEffects {
        program: &program,
        effects: &fx,
        same_pointer_pairs: true,
    };
    // What the parallel decision asks of every loop.
    let dep_options = deps::DepOptions {
        detail: deps::Detail::Carrying,
    };
    let t_deps = best_of(runs, || {
        for (id, s) in program.stmts.iter() {
            if matches!(s, Stmt::For { .. } | Stmt::While { .. })
                && let Some(f) = owners[id.index()]
            {
                deps::loop_dependences_with(&program, &pre, &alias, Some(&rs), f, id, &dep_options);
            }
        }
    });
    Measure {
        front_end,
        stages: vec![
            ("counted loops", t_loops),
            ("call graph", t_cg),
            ("effects", t_fx),
            ("preconditions", t_pre),
            ("regions (R/W/IN/OUT)", t_reg),
            ("dependences (every loop)", t_deps),
        ],
        n_loops,
    }
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The shapes of issue 9 §6: seconds per 1,000 lines, front end and analyses.
fn shapes(runs: usize) {
    let only = std::env::var("P4A_BENCH_SHAPES").ok();
    let wanted = |name: &str| {
        only.as_deref()
            .is_none_or(|o| o.split(',').any(|x| x.trim() == name))
    };
    let mut programs: Vec<(String, String)> = Vec::new();
    if wanted("straight") {
        let n = env_usize("P4A_BENCH_STRAIGHT", 10_000);
        programs.push((format!("straight ({n} stmts)"), straight(n)));
    }
    if wanted("switch") {
        let n = env_usize("P4A_BENCH_SWITCH", 10_000);
        programs.push((format!("switch ({n} cases)"), switch(n)));
    }
    if wanted("else-if") {
        let n = env_usize("P4A_BENCH_ELSEIF", 5_000);
        programs.push((format!("else-if ({n} branches)"), else_if(n)));
    }
    if wanted("nest") {
        let n = env_usize("P4A_BENCH_NEST", 100);
        programs.push((format!("nest (depth {n})"), nest(n)));
    }
    if wanted("functions") {
        let n = env_usize("P4A_BENCH_FUNCS", 5_000);
        programs.push((format!("functions ({n})"), functions(n)));
    }
    if programs.is_empty() && !wanted("csmith") {
        return;
    }
    println!();
    println!(
        "{:<26} {:>7} {:>14} {:>14} {:>7}",
        "shape", "lines", "front s/kline", "analyses s/kl", "ratio"
    );
    let row = |name: &str, lines: usize, m: &Measure| {
        let per_k = |d: Duration| d.as_secs_f64() * 1000.0 / lines as f64;
        println!(
            "{name:<26} {lines:>7} {:>14.4} {:>14.4} {:>6.1}x",
            per_k(m.front_end),
            per_k(m.total()),
            m.total().as_secs_f64() / m.front_end.as_secs_f64()
        );
    };
    let stages = std::env::var_os("P4A_BENCH_STAGES").is_some();
    for (name, src) in programs {
        let (text, lines) = preprocess(&src, &[]);
        let m = measure(&text, runs);
        row(&name, lines, &m);
        if stages {
            for (stage, t) in &m.stages {
                println!(
                    "    {stage:<26} {:>9.2} ms  {:>6.1}x front end",
                    t.as_secs_f64() * 1e3,
                    t.as_secs_f64() / m.front_end.as_secs_f64()
                );
            }
        }
    }
    if wanted("csmith") {
        let n = env_usize("P4A_BENCH_CSMITH", 10);
        match csmith_programs(n) {
            Some(progs) => {
                let mut front_end = Duration::ZERO;
                let mut stages: Vec<(&'static str, Duration)> = Vec::new();
                let mut lines = 0;
                for (text, l) in progs {
                    let m = measure(&text, runs);
                    front_end += m.front_end;
                    if stages.is_empty() {
                        stages = m.stages;
                    } else {
                        for (acc, (_, t)) in stages.iter_mut().zip(m.stages) {
                            acc.1 += t;
                        }
                    }
                    lines += l;
                }
                let m = Measure {
                    front_end,
                    stages,
                    n_loops: 0,
                };
                row(&format!("csmith ({n} programs)"), lines, &m);
            }
            None => println!("csmith: not on the path, left out"),
        }
    }
}

/// One function of `n` statements in a row: scalar updates, array stores, conditionals.
fn straight(n: usize) -> String {
    let mut src = String::from("int a[100], b[100];\nint f(int x)\n{\n    int y = x, z = 0;\n");
    for k in 0..n {
        src.push_str(&match k % 4 {
            0 => format!("    y = y * 3 + a[{}] + {k};\n", k % 100),
            1 => format!("    z = z + {};\n", k % 7),
            2 => format!("    b[{}] = y - z;\n", k % 100),
            _ => format!("    if (y > {k}) a[{}] = z;\n", k % 100),
        });
    }
    src.push_str("    return y + z;\n}\n");
    src
}

/// A switch of `n` cases.
fn switch(n: usize) -> String {
    let mut src = String::from("int a[100];\nint f(int x)\n{\n    int y = 0;\n    switch (x) {\n");
    for k in 0..n {
        src.push_str(&format!(
            "    case {k}:\n        y = a[{}] + {k};\n        break;\n",
            k % 100
        ));
    }
    src.push_str("    }\n    return y;\n}\n");
    src
}

/// An `else if` chain of `n` branches.
fn else_if(n: usize) -> String {
    let mut src = String::from(
        "int a[100];\nint f(int x)\n{\n    int y = 0;\n    if (x == 0)\n        y = 1;\n",
    );
    for k in 1..n {
        src.push_str(&format!(
            "    else if (x == {k})\n        y = a[{}] + {k};\n",
            k % 100
        ));
    }
    src.push_str("    return y;\n}\n");
    src
}

/// A loop nest of depth `d` around one statement.
fn nest(d: usize) -> String {
    let mut src = String::from("double a[4];\nvoid f(int n)\n{\n");
    for k in 0..d {
        src.push_str(&format!("    for (int i{k} = 0; i{k} < n; i{k}++)\n"));
    }
    src.push_str("        a[i0 % 4] += 1;\n}\n");
    src
}

/// `n` small functions, each with a loop and a conditional.
fn functions(n: usize) -> String {
    let mut src = String::from("double g[1000];\n");
    for k in 0..n {
        src.push_str(&format!(
            "int f{k}(int n, double *a)\n{{\n    int s = 0;\n    for (int i = 0; i < n; i++)\n        a[i] = g[i] + {k};\n    if (n > {}) s = n * 2;\n    return s;\n}}\n",
            k % 7
        ));
    }
    src
}

/// `n` csmith programs (seeds 1..=n), preprocessed, with their line counts; `None` when
/// csmith is not installed.
fn csmith_programs(n: usize) -> Option<Vec<(String, usize)>> {
    let include = ["/usr/include/csmith", "/usr/local/include/csmith"]
        .into_iter()
        .find(|d| Path::new(d).join("csmith.h").exists())?;
    let mut out = Vec::new();
    for seed in 1..=n {
        let generated = Command::new("csmith")
            .args(["--seed", &seed.to_string()])
            .output()
            .ok()?;
        if !generated.status.success() {
            return None;
        }
        let src = String::from_utf8(generated.stdout).ok()?;
        out.push(preprocess(&src, &[format!("-I{include}")]));
    }
    Some(out)
}

/// The best time of `runs` runs: this thread's CPU time (other load on a shared machine
/// inflates wall time far more), or wall time where there is no thread clock.
fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    (0..runs.max(1))
        .map(|_| {
            // Every run computes from scratch: nothing remembered from an earlier run or
            // stage (the pipeline's later stages would find the earlier ones' answers).
            p4a_analyzer::affine::forget_memo();
            let (start, cpu_start) = (Instant::now(), thread_cpu());
            f();
            match thread_cpu().saturating_sub(cpu_start) {
                Duration::ZERO => start.elapsed(),
                cpu => cpu,
            }
        })
        .min()
        .unwrap()
}

/// CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`).
#[cfg(target_os = "linux")]
fn thread_cpu() -> Duration {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec (64-bit Linux layout); the call writes
    // only it.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return Duration::ZERO;
    }
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Elsewhere, no thread clock: the measures use wall time.
#[cfg(not(target_os = "linux"))]
fn thread_cpu() -> Duration {
    Duration::ZERO
}

/// The program's source, preprocessed, and its number of source lines.
fn build(target: usize) -> (String, usize) {
    let mut src = String::from("#include <stdio.h>\n");
    let mut copy = 0;
    while src.lines().count() < target {
        for shape in SHAPES {
            src.push_str(&shape.replace("_K", &format!("_{copy}")));
            src.push('\n');
        }
        copy += 1;
    }
    preprocess(&src, &[])
}

/// `src` preprocessed by `cc -E` with `flags`, and its number of source lines.
fn preprocess(src: &str, flags: &[String]) -> (String, usize) {
    let lines = src.lines().count();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("bench.c");
    std::fs::write(&path, src).expect("writable temporary directory");
    let out = Command::new("cc")
        .arg("-E")
        .args(flags)
        .arg(&path)
        .output()
        .expect("cc runs");
    assert!(
        out.status.success(),
        "cc -E failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    (String::from_utf8(out.stdout).expect("UTF-8"), lines)
}
