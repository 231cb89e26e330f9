//! Benchmark of the analyses against the front end on a large program of loop nests.
//!
//! ```sh
//! cargo bench -p p4a-analyzer --bench analyses
//! ```
//!
//! Builds a program of about `P4A_BENCH_LINES` (default 20,000) lines: functions made from
//! a dozen loop-nest shapes (matrix products, stencils with a time loop, triangular
//! solvers, reductions, strided and reversed loops, calls between them), each copy with
//! its own names. Measures, best of `P4A_BENCH_RUNS` (default 3) runs, the front end
//! (`parse_preprocessed` of the `cc -E` text) and then every analysis: counted loops, call
//! graph, effects, preconditions, regions (R/W/IN/OUT), and the dependences of every loop.
//! Prints milliseconds and the ratio to the front end. Target of the analyses issue:
//! all analyses together under 5x the front end.

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

    let parse = || {
        let mut program = Program::default();
        let mut linkage = Linkage::default();
        let diags =
            front::parse_preprocessed(&mut program, &mut linkage, Path::new("bench.c"), &text);
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
    };
    let t_deps = best_of(runs, || {
        for (id, s) in program.stmts.iter() {
            if matches!(s, Stmt::For { .. } | Stmt::While { .. })
                && let Some(f) = owners[id.index()]
            {
                deps::loop_dependences(&program, &pre, &alias, Some(&rs), f, id);
            }
        }
    });
    let total = t_loops + t_cg + t_fx + t_pre + t_reg + t_deps;
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let ratio = |d: Duration| d.as_secs_f64() / front_end.as_secs_f64();
    println!("{n_loops} loops");
    println!("{:<28} {:>9.1} ms", "front end", ms(front_end));
    for (name, t) in [
        ("counted loops", t_loops),
        ("call graph", t_cg),
        ("effects", t_fx),
        ("preconditions", t_pre),
        ("regions (R/W/IN/OUT)", t_reg),
        ("dependences (every loop)", t_deps),
    ] {
        println!("{name:<28} {:>9.1} ms  {:>6.2}x front end", ms(t), ratio(t));
    }
    println!(
        "{:<28} {:>9.1} ms  {:>6.2}x front end (target: under 5x)",
        "all analyses",
        ms(total),
        ratio(total)
    );
}

fn best_of(runs: usize, mut f: impl FnMut()) -> Duration {
    (0..runs.max(1))
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap()
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
    let lines = src.lines().count();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("bench.c");
    std::fs::write(&path, &src).expect("writable temporary directory");
    let out = Command::new("cc")
        .arg("-E")
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
