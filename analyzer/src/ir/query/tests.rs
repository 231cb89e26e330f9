use super::*;
use crate::front::{CppOptions, parse_files};

fn parse(src: &str) -> (tempfile::TempDir, Program) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.c");
    std::fs::write(&path, src).unwrap();
    let parsed = parse_files(&[path], &CppOptions::default());
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    (dir, parsed.program)
}

/// The body of the first `for` loop of the program.
fn first_loop_body(p: &Program) -> StmtId {
    let mut loops: Vec<(StmtId, StmtId)> = p
        .stmts
        .iter()
        .filter_map(|(id, s)| match s {
            Stmt::For { body, .. } => Some((id, *body)),
            _ => None,
        })
        .collect();
    loops.sort_by_key(|&(id, _)| (p.stmts.loc(id).line, id));
    loops[0].1
}

/// The answers of the jump queries for a loop whose body is `body`: `jump_across`,
/// `leaves_loop`, `ends_iteration_early`, `contains_unstructured_jump`, `contains_jump`.
fn jumps(body: &str) -> [bool; 5] {
    let src = format!(
        "void g(void);\n\
         int f(int n, int *a)\n\
         {{\n\
         for (int i = 0; i < n; i++) {{\n\
         {body}\n\
         }}\n\
         return 0;\n\
         }}\n"
    );
    let (_dir, p) = parse(&src);
    let b = first_loop_body(&p);
    [
        jump_across(&p, b).is_some(),
        leaves_loop(&p, b),
        ends_iteration_early(&p, b),
        contains_unstructured_jump(&p, b),
        contains_jump(&p, b),
    ]
}

#[test]
fn each_jump_question_has_its_answer() {
    // (body, [across, leaves, ends early, unstructured, any jump])
    let cases: &[(&str, [bool; 5])] = &[
        ("a[i] = 0;", [false, false, false, false, false]),
        ("if (a[i]) break;", [true, true, true, false, true]),
        (
            "if (a[i]) continue; a[i] = 1;",
            [true, false, true, false, true],
        ),
        ("if (a[i]) return 1;", [true, true, true, true, true]),
        ("if (a[i]) goto out; out: ;", [true, true, true, true, true]),
        (
            "for (int j = 0; j < n; j++) if (a[j]) break;",
            [false, false, false, false, true],
        ),
        (
            "while (a[i]) { a[i]--; continue; }",
            [false, false, false, false, true],
        ),
        (
            "switch (a[i]) { case 0: g(); break; default: break; }",
            [false, false, false, false, true],
        ),
        // A `continue` in a switch continues the loop around the switch.
        (
            "switch (a[i]) { case 0: continue; }",
            [true, false, true, false, true],
        ),
        // Statement expressions are part of the body.
        (
            "a[i] = ({ if (a[i]) break; 1; });",
            [true, true, true, false, true],
        ),
        (
            "a[i] = ({ int r = 0; while (r < 3) { r++; break; } r; });",
            [false, false, false, false, true],
        ),
        (
            "a[i] = ({ if (a[i]) return 2; 1; });",
            [true, true, true, true, true],
        ),
        // A nested loop's `return` leaves every loop around it.
        (
            "for (int j = 0; j < n; j++) if (a[j]) return 3;",
            [true, true, true, true, true],
        ),
    ];
    for (body, expected) in cases {
        assert_eq!(jumps(body), *expected, "{body}");
    }
}

#[test]
fn loop_exits_name_the_statements_in_order() {
    let (_dir, p) = parse(
        "int f(int n, int *a)\n\
         {\n\
         for (int i = 0; i < n; i++) {\n\
         if (a[i] == 1) break;\n\
         for (int j = 0; j < n; j++) { if (a[j]) break; if (a[j] < 0) return 1; }\n\
         if (a[i] == 2) continue;\n\
         }\n\
         return 0;\n\
         }\n",
    );
    let b = first_loop_body(&p);
    let lines: Vec<u32> = loop_exits(&p, b)
        .iter()
        .map(|&s| p.stmts.loc(s).line)
        .collect();
    assert_eq!(lines, [4, 5]);
}

#[test]
fn address_taken_names_the_base_variable() {
    let (_dir, p) = parse(
        "struct s { int f; };\n\
         void g(int *);\n\
         void f(void)\n\
         {\n\
         int x, y, z, a[4];\n\
         struct s t;\n\
         g(&x); g(&a[1]); g(&t.f);\n\
         y = z;\n\
         }\n",
    );
    let func = p.func_ids().next().unwrap();
    let taken = address_taken_in(&p, &p.funcs[func].body.0);
    let mut names: Vec<&str> = taken.iter().map(|&s| p.symbols[s].name.as_str()).collect();
    names.sort();
    assert_eq!(names, ["a", "t", "x"]);
}

#[test]
fn variable_uses_are_counted_in_statement_expressions_too() {
    let (_dir, p) = parse(
        "int f(int n)\n\
         {\n\
         for (int i = 0; i < n; i++) {\n\
         n = n + ({ int k = n; k + sizeof n; });\n\
         }\n\
         return 0;\n\
         }\n",
    );
    let b = first_loop_body(&p);
    let n = p.symbols.iter().find(|(_, s)| s.name == "n").unwrap().0;
    let i = p.symbols.iter().find(|(_, s)| s.name == "i").unwrap().0;
    assert_eq!(count_uses(&p, Child::Stmt(b), n), 4);
    assert!(mentions(&p, Child::Stmt(b), n));
    assert!(!mentions(&p, Child::Stmt(b), i));
    assert_eq!(vars_named(&p, Child::Stmt(b)).len(), 5);
}
