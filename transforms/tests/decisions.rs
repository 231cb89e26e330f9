//! The parallel-loop decision on small functions: reductions of each form, privatization,
//! and the reasons given for sequential loops. (Whole programs, run before and after, are
//! in `validation/cases/omp_*`.)

use p4a_analyzer::front::{CppOptions, parse_files};
use p4a_analyzer::ir::{Program, Stmt, StmtId};
use p4a_analyzer::{callgraph, deps, effects, loops, preconditions, regions};
use p4a_transforms::decision::{Decision, LoopReport};
use p4a_transforms::openmp::{OmpOptions, decide_all};
use p4a_transforms::parallel::Analyses;

/// Decides every loop of `src` (no cost model) and returns the program and report.
fn decide(src: &str) -> (Program, Vec<LoopReport>) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.c");
    std::fs::write(&path, src).unwrap();
    let parsed = parse_files(&[path], &CppOptions::default());
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    let mut program = parsed.program;
    loops::recognize_counted_loops(&mut program);
    let pre = preconditions::preconditions(&program);
    let cg = callgraph::call_graph(&program);
    let fx = effects::effects(&program, &cg, &effects::EffectsOptions::default());
    let rs = regions::regions(&program, &pre);
    let alias = deps::FromEffects {
        program: &program,
        effects: &fx,
        same_pointer_pairs: true,
    };
    let an = Analyses {
        program: &program,
        callgraph: &cg,
        pre: &pre,
        effects: &fx,
        regions: &rs,
        alias: &alias,
        accept_timers: false,
        keep_assert_order: false,
        no_fp_reductions: false,
    };
    let report = decide_all(
        &an,
        &OmpOptions {
            no_cost_model: true,
            kernels_resident: false,
        },
    );
    (program, report)
}

/// The decision and clauses (or first reason) of the loop at `line`.
fn at(program: &Program, report: &[LoopReport], line: u32) -> (Decision, String) {
    let r = report
        .iter()
        .find(|r| program.stmts.loc(r.stmt).line == line)
        .unwrap_or_else(|| panic!("no loop at line {line}"));
    let what = match (&r.clauses, r.reasons.first()) {
        (Some(c), _) if r.decision == Decision::Parallel => c.render(program),
        (_, Some(reason)) => format!("{}: {}", reason.kind(), reason.message(program)),
        _ => String::new(),
    };
    (r.decision, what)
}

fn is_loop(program: &Program, s: StmtId) -> bool {
    matches!(program.stmts[s], Stmt::For { .. })
}

#[test]
fn every_reduction_form_is_recognised() {
    let src = "double a[100]; int v[100];\n\
               void f(void) {\n\
               int i; double s = 0, p = 1, m = 0, n = 0, q = 0; int b = -1, o = 0, x = 0, l = 1, g = 0;\n\
               for (i = 0; i < 100; i++) s += a[i];\n\
               for (i = 0; i < 100; i++) s = a[i] + s - 1.0;\n\
               for (i = 0; i < 100; i++) p *= a[i];\n\
               for (i = 0; i < 100; i++) if (a[i] > m) m = a[i];\n\
               for (i = 0; i < 100; i++) n = a[i] < n ? a[i] : n;\n\
               for (i = 0; i < 100; i++) b &= v[i];\n\
               for (i = 0; i < 100; i++) o |= v[i];\n\
               for (i = 0; i < 100; i++) x ^= v[i];\n\
               for (i = 0; i < 100; i++) l = l && v[i];\n\
               for (i = 0; i < 100; i++) g++;\n\
               for (i = 0; i < 100; i++) q = q - a[i];\n\
               a[0] = s + p + m + n + b + o + x + l + g + q;\n}\n";
    let (p, r) = decide(src);
    let expect = [
        (4, "reduction(+:s)"),
        (5, "reduction(+:s)"),
        (6, "reduction(*:p)"),
        (7, "reduction(max:m)"),
        (8, "reduction(min:n)"),
        (9, "reduction(&:b)"),
        (10, "reduction(|:o)"),
        (11, "reduction(^:x)"),
        (12, "reduction(&&:l)"),
        (13, "reduction(+:g)"),
        (14, "reduction(+:q)"),
    ];
    for (line, clause) in expect {
        assert_eq!(
            at(&p, &r, line),
            (Decision::Parallel, clause.to_string()),
            "line {line}"
        );
    }
}

#[test]
fn a_variable_used_otherwise_is_not_a_reduction() {
    let src = "double a[100], b[100];\n\
               void f(void) {\n\
               int i; double s = 0, t = 0;\n\
               for (i = 0; i < 100; i++) { s += a[i]; b[i] = s; }\n\
               for (i = 0; i < 100; i++) t = t * 0.5 + a[i];\n\
               for (i = 0; i < 100; i++) s = a[i] - s;\n\
               b[0] = s + t;\n}\n";
    let (p, r) = decide(src);
    for line in [4, 5, 6] {
        let (d, why) = at(&p, &r, line);
        assert_eq!(d, Decision::Sequential, "line {line}");
        assert!(why.starts_with("scalar:"), "line {line}: {why}");
    }
}

#[test]
fn temporaries_are_private_and_last_values_are_kept() {
    let src = "double a[100], b[100];\n\
               double f(int c) {\n\
               int i, j; double t = 0, u = 0, w = 0;\n\
               for (i = 0; i < 100; i++) { t = a[i] * 2; b[i] = t; }\n\
               for (i = 0; i < 100; i++) { u = a[i] + 1; b[i] = u; }\n\
               for (i = 0; i < 100; i++) { if (a[i] > c) w = a[i]; b[i] = 1; }\n\
               for (i = 0; i < 10; i++) for (j = 0; j < 10; j++) b[10 * i + j] = a[j];\n\
               return u + w;\n}\n";
    let (p, r) = decide(src);
    assert_eq!(at(&p, &r, 4), (Decision::Parallel, "private(t)".into()));
    assert_eq!(at(&p, &r, 5), (Decision::Parallel, "lastprivate(u)".into()));
    let (d, why) = at(&p, &r, 6);
    assert_eq!(d, Decision::Sequential);
    assert!(why.contains("not every iteration writes it"), "{why}");
    assert_eq!(at(&p, &r, 7), (Decision::Parallel, "private(j)".into()));
    assert!(r.iter().all(|x| is_loop(&p, x.stmt)));
}

#[test]
fn sequential_loops_say_why() {
    let src = "#include <stdio.h>\n\
               #include <stdlib.h>\n\
               double a[100]; int g;\n\
               void ext(double *);\n\
               void bump(void) { g++; }\n\
               void f(void) {\n\
               int i;\n\
               for (i = 1; i < 100; i++) a[i] = a[i - 1] + 1;\n\
               for (i = 0; i < 100; i++) printf(\"%f\", a[i]);\n\
               for (i = 0; i < 100; i++) { if (a[i] < 0) break; a[i] = 1; }\n\
               for (i = 0; i < 100; i++) ext(&a[i]);\n\
               for (i = 0; i < 100; i++) { bump(); a[i] = 0; }\n\
               for (i = 0; i < 100; i++) { if (a[i] < 0) exit(1); a[i] = 2; }\n\
               while (g < 10) g++;\n}\n";
    let (p, r) = decide(src);
    let kinds = [
        (8, "dependence: flow"),
        (9, "io: "),
        (10, "exit: the loop may be left early: `break`"),
        (11, "call: a call of `ext`"),
        (12, "call: `bump` (line 12) writes `g`"),
        (13, "exit: the loop may be left early: a call of `exit`"),
        (14, "shape: a while loop"),
    ];
    for (line, start) in kinds {
        let (d, why) = at(&p, &r, line);
        assert_eq!(d, Decision::Sequential, "line {line}");
        assert!(why.starts_with(start), "line {line}: {why}");
    }
}

#[test]
fn histograms_on_fixed_arrays_are_array_reductions() {
    let src = "int h[16]; int key[1000]; double w[1000]; double hw[8];\n\
               void f(void) {\n\
               int i;\n\
               for (i = 0; i < 1000; i++) h[key[i]]++;\n\
               for (i = 0; i < 1000; i++) hw[key[i] % 8] += w[i];\n\
               for (i = 0; i < 1000; i++) { h[key[i]]++; w[i] = h[0]; }\n}\n";
    let (p, r) = decide(src);
    assert_eq!(at(&p, &r, 4), (Decision::Parallel, "reduction(+:h)".into()));
    assert_eq!(
        at(&p, &r, 5),
        (Decision::Parallel, "reduction(+:hw)".into())
    );
    assert_eq!(at(&p, &r, 6).0, Decision::Sequential);
}

#[test]
fn updates_whose_value_is_used_are_not_reductions() {
    let src = "double a[100], b[100]; int c[100];\n\
               void f(void) {\n\
               int i; double s = 0, t = 0; int k = 0;\n\
               for (i = 0; i < 100; i++) b[i] = (s += a[i]);\n\
               for (i = 0; i < 100; i++) c[i] = (k++ > 50);\n\
               for (i = 0; i < 100; i++) b[i] = (t += 1.0, t);\n\
               for (i = 0; i < 100; i++) (t += a[i], s += a[i]);\n\
               a[0] = s + t + k;\n}\n";
    let (p, r) = decide(src);
    assert_eq!(at(&p, &r, 4).0, Decision::Sequential, "{:?}", at(&p, &r, 4));
    assert!(
        at(&p, &r, 4).1.starts_with("scalar:"),
        "{:?}",
        at(&p, &r, 4)
    );
    assert_eq!(at(&p, &r, 5).0, Decision::Sequential, "{:?}", at(&p, &r, 5));
    assert_eq!(at(&p, &r, 6).0, Decision::Sequential, "{:?}", at(&p, &r, 6));
    // Both operands of a comma statement are discarded: two reductions.
    assert_eq!(
        at(&p, &r, 7),
        (Decision::Parallel, "reduction(+:s, t)".to_string())
    );
}

#[test]
fn qualified_and_aggregate_scalars() {
    let src = "typedef struct { double re, im; } cpx;\n\
               double a[100]; volatile int vc; _Atomic int ac;\n\
               cpx f(void) {\n\
               int i; cpx s = {0, 0}, w = {1, 2};\n\
               for (i = 0; i < 100; i++) vc += 1;\n\
               for (i = 0; i < 100; i++) ac++;\n\
               for (i = 0; i < 100; i++) s = (cpx){s.re + a[i], s.im};\n\
               for (i = 0; i < 100; i++) w = (cpx){a[i], a[i]};\n\
               a[1] = w.re;\n\
               return s;\n}\n";
    let (p, r) = decide(src);
    for line in [5, 6] {
        let (d, why) = at(&p, &r, line);
        assert_eq!(d, Decision::Sequential, "line {line}");
        assert!(why.contains("volatile") || why.contains("_Atomic"), "{why}");
    }
    let (d, why) = at(&p, &r, 7);
    assert_eq!(d, Decision::Sequential, "{why}");
    assert!(why.contains("`s` is read"), "{why}");
    // Written whole in every iteration, read (a member) after the loop: its last value.
    assert_eq!(
        at(&p, &r, 8),
        (Decision::Parallel, "lastprivate(w)".to_string())
    );
}

#[test]
fn user_pragmas_and_work_arrays() {
    let src = "double a[100][8], g[8], out[100];\n\
               void f(int n) {\n\
               int i, k;\n\
               #pragma GCC unroll 2\n\
               for (i = 0; i < 100; i++) out[i] = i;\n\
               #pragma omp parallel for\n\
               for (i = 0; i < 100; i++) for (k = 0; k < 8; k++) a[i][k] = k;\n\
               for (i = 0; i < 100; i++) { for (k = 0; k < 8; k++) g[k] = a[i][k]; out[i] = g[3]; }\n\
               double t[n];\n\
               for (i = 0; i < 100; i++) { for (k = 0; k < n; k++) t[k] = i; out[i] += t[0]; }\n\
               }\n";
    let (p, r) = decide(src);
    assert_eq!(at(&p, &r, 5).0, Decision::User);
    assert_eq!(at(&p, &r, 7).0, Decision::User);
    // The inner loop of the user's parallel loop gets nothing either.
    assert!(
        r.iter()
            .filter(|x| p.stmts.loc(x.stmt).line == 7)
            .all(|x| x.decision != Decision::Parallel)
    );
    assert_eq!(
        at(&p, &r, 8),
        (
            Decision::Parallel,
            "private(k) firstprivate(g) lastprivate(g)".to_string()
        )
    );
    // A VLA whose read t[0] is covered only if k's loop runs (n > 0 is not known) is not
    // private: the value may flow from an earlier iteration.
    let (d, why) = at(&p, &r, 10);
    assert_eq!(d, Decision::Sequential, "{why}");
    assert!(why.contains("dependence on `t`"), "{why}");
}

#[test]
fn local_vlas_written_before_read_are_private() {
    let src = "void f(int n, int m, double out[n][m]) {
               double x[m];
               for (int i = 0; i < n; i++) {
               for (int k = 0; k < m; k++) x[k] = i + k;
               for (int k = 1; k < m - 1; k++) out[i][k] = x[k - 1] + x[k + 1];
               }
}
";
    let (p, r) = decide(src);
    assert_eq!(
        at(&p, &r, 3),
        (Decision::Parallel, "private(x)".to_string())
    );
}

#[test]
fn index_written_by_an_inner_loop_header_is_private() {
    // Inner loops that are not counted (a condition with `&&`, a body writing through a
    // pointer): the first clause still writes `k` before any read in the iteration.
    let src = "void f(int n, const int *rs, const int *col, const double *a, double *restrict d, int *w, int g) {
               int j, k;
               for (j = 0; j < n; j++) {
               for (k = rs[j]; k < rs[j + 1] && col[k] != j; k++) ;
               d[j] = k < rs[j + 1] ? a[k] : 0.0;
               }
               for (j = 0; j < n; j++) {
               d[j] = k;
               for (k = rs[j]; k < rs[j + 1] && col[k] != j; k++) ;
               }
               for (j = 0; j < n; j++) {
               if (g) for (k = rs[j]; k < rs[j + 1] && col[k] != j; k++) ;
               d[j] = k;
               }
               for (j = 0; j < n; j++) {
               for (k = rs[j]; k < rs[j + 1] && col[k] != j; k++) ;
               if (g) continue;
               d[j] = k;
               }
               w[0] = k;
}
";
    let (p, r) = decide(src);
    // `k` is live after the loops (`w[0] = k`): every iteration writes it.
    assert_eq!(
        at(&p, &r, 3),
        (Decision::Parallel, "lastprivate(k)".to_string())
    );
    // Read before the inner loop writes it, or after an inner loop that may not run.
    for line in [7, 11] {
        let (d, why) = at(&p, &r, line);
        assert_eq!(d, Decision::Sequential, "line {line}: {why}");
        assert!(why.contains("`k` is read"), "line {line}: {why}");
    }
    // Live after the loop: every iteration writes it (a `continue` comes after).
    assert_eq!(
        at(&p, &r, 15),
        (Decision::Parallel, "lastprivate(k)".to_string())
    );
}

#[test]
fn scalars_lent_to_callees_that_keep_nothing_are_private() {
    let src = "static double next(double *s) { *s = *s * 2 + 1; return *s; }
static double *kept;
static double grab(double *s) { kept = s; return *s; }
double out[100];
void f(void) {
               int k; double seed, x, acc = 1, z;
               for (k = 0; k < 100; k++) { seed = k; x = next(&seed); out[k] = x; }
               for (k = 0; k < 100; k++) { x = next(&acc); out[k] = x; }
               for (k = 0; k < 100; k++) { z = k; out[k] = grab(&z); }
}
";
    let (p, r) = decide(src);
    assert_eq!(
        at(&p, &r, 7),
        (Decision::Parallel, "private(seed, x)".to_string())
    );
    let (d, why) = at(&p, &r, 8);
    assert_eq!(d, Decision::Sequential, "{why}");
    assert!(why.contains("`acc` is read"), "{why}");
    let (d, why) = at(&p, &r, 9);
    assert_eq!(d, Decision::Sequential, "{why}");
    assert!(why.contains("address is taken"), "{why}");
}

#[test]
fn global_scratch_reset_through_a_call_is_private_unless_a_callee_names_it() {
    let src = "#include <string.h>
static double sc[64], out[100][64];
static void clear(double *s, int n) { for (int i = 0; i < n; i++) s[i] = 0; }
static void clear_named(void) { for (int i = 0; i < 64; i++) sc[i] = 0; }
void f(void) {
  for (int k = 0; k < 100; k++) {
    memset(sc, 0, sizeof sc);
    for (int j = 0; j < 64; j++) sc[(j * 7) % 64] += j;
    for (int j = 0; j < 64; j++) out[k][j] = sc[j];
  }
  for (int k = 0; k < 100; k++) {
    clear(sc, 64);
    for (int j = 0; j < 64; j++) sc[j & 63] += k;
    for (int j = 0; j < 64; j++) out[k][j] += sc[j];
  }
  for (int k = 0; k < 100; k++) {
    clear_named();
    for (int j = 0; j < 64; j++) sc[j] += k;
    for (int j = 0; j < 64; j++) out[k][j] += sc[j];
  }
  for (int k = 0; k < 100; k++) {
    memset(sc, 0, 32 * sizeof sc[0]);
    for (int j = 0; j < 64; j++) out[k][j] += sc[j];
  }
}
";
    let (p, r) = decide(src);
    // A global is live after the loop: the last iteration's copy is kept.
    for line in [6, 11] {
        assert_eq!(
            at(&p, &r, line),
            (
                Decision::Parallel,
                "firstprivate(sc) lastprivate(sc)".to_string()
            ),
            "line {line}"
        );
    }
    let (d, why) = at(&p, &r, 16);
    assert_eq!(d, Decision::Sequential);
    assert!(
        why.contains("`clear_named` (called at line 17) names the global `sc`"),
        "{why}"
    );
    // Half of the scratch is reset: the other half flows between iterations.
    let (d, why) = at(&p, &r, 21);
    assert_eq!(d, Decision::Sequential);
    assert!(why.contains("dependence on `sc`"), "{why}");
}

#[test]
fn a_call_reading_through_a_structure_hides_no_dependence() {
    // `next` reads `b[i + 1]` through the pointer in `v`: its regions do not show it,
    // and the statement's own `b[i]` must not be taken to describe that read.
    let src = "struct view { double *p; int n; };
static double next(struct view v, int i) { return i + 1 < v.n ? v.p[i + 1] : 0.0; }
static double cells_v[100][8];
struct cell { double v[8]; int id; };
static struct cell cells[100];
void f(double *b, int n) {
  struct view v = { b, n };
  for (int i = 0; i < n; i++) b[i] = next(v, i) + b[i];
  for (int c = 0; c < 100; c++) {
    cells[c].id = c;
    for (int t = 0; t < 8; t++) cells[c].v[t] = c + t + cells_v[c][t];
  }
}
";
    let (p, r) = decide(src);
    let (d, why) = at(&p, &r, 8);
    assert_eq!(d, Decision::Sequential);
    assert!(why.starts_with("opaque:"), "{why}");
    // Each cell is its own element: the array inside it is part of that element.
    assert_eq!(at(&p, &r, 9).0, Decision::Parallel);
}
