//! Front-end tests: C text (already preprocessed) in, the printed program or the
//! diagnostics out. Most cases are the typedef ambiguities of C (C11 6.2.1 scopes,
//! 6.7.8 type definitions), which tree-sitter-c parses without a symbol table.

use std::path::Path;

use super::{lower::Linkage, parse_preprocessed};
use crate::ir::Program;
use crate::print::print_unit;

/// Parses `src` as one unit; returns the printed unit, or the rendered diagnostics.
fn translate(src: &str) -> Result<String, String> {
    let mut program = Program::default();
    let mut linkage = Linkage::default();
    let diags = parse_preprocessed(&mut program, &mut linkage, Path::new("t.c"), src);
    if diags.iter().any(|d| d.is_error()) {
        let text: Vec<String> = diags.iter().map(|d| d.render()).collect();
        return Err(text.join("\n"));
    }
    Ok(print_unit(&program, 0, &crate::print::C))
}

/// `src` must translate, and its printed form must contain each line of `expected`
/// (compared without leading blanks), in order.
fn check(src: &str, expected: &str) {
    let printed = translate(src).unwrap_or_else(|e| panic!("{src}\nwas refused:\n{e}"));
    let lines: Vec<&str> = printed.lines().map(str::trim_start).collect();
    let mut at = 0;
    for want in expected.lines().map(str::trim).filter(|l| !l.is_empty()) {
        match lines[at..].iter().position(|l| *l == want) {
            Some(k) => at += k + 1,
            None => panic!("`{want}` missing (in order) from the output of\n{src}\n---\n{printed}"),
        }
    }
}

/// `src` must be refused with a diagnostic containing `message`.
fn check_error(src: &str, message: &str) {
    match translate(src) {
        Ok(printed) => panic!("{src}\nwas accepted:\n{printed}"),
        Err(e) => assert!(e.contains(message), "expected `{message}`, got:\n{e}"),
    }
}

const TYPES: &str = "typedef long A; typedef int B; typedef struct { double re, im; } dc;\n";

#[test]
fn casts_of_casts_with_typedef_names() {
    let cases = [
        (
            "A f(float x) { return (A)(B)(x * 16.0f); }",
            "return (A)(B)(x * 16.0f);",
        ),
        (
            "A f(float x) { return (A)(B)(A)(x); }",
            "return (A)(B)(A)x;",
        ),
        ("A f(float x) { return (A)(B)x; }", "return (A)(B)x;"),
        ("A f(double x) { return (A)(B)-x; }", "return (A)(B)-x;"),
        (
            "A f(int *p) { return (A)(B)*p + 1; }",
            "return (A)(B)*p + 1;",
        ),
        (
            "A f(double x) { return (A)(B)(x) / 2; }",
            "return (A)(B)x / 2;",
        ),
        (
            "int a[2]; A f(void) { return (A)(B)(a)[1]; }",
            "return (A)(B)a[1];",
        ),
        ("A g = (A)(B)(3.5);", "A g = (A)(B)3.5;"),
    ];
    for (src, want) in cases {
        check(&format!("{TYPES}{src}"), want);
    }
    // A cast needs an operand: `(A)(B)` alone uses a type name as a value.
    check_error(
        &format!("{TYPES}A f(void) {{ return (A)(B); }}"),
        "`B` is a type name, not a value",
    );
}

#[test]
fn parenthesized_declarators_after_a_typedef_name() {
    let cases = [
        (
            "void f(int n, void *o) { dc (*x)[n] = (dc (*)[n])o; }",
            "dc (*x)[n] = (dc (*)[n])o;",
        ),
        ("void f(void) { B (y); y = 1; }", "B y;"),
        (
            "void f(void) { B (x), *y = &x, z[2]; }",
            "B x, *y = &x, z[2];",
        ),
        ("void f(void) { B (a)[4][2]; }", "B a[4][2];"),
        (
            "void f(int n, double *d) { A (*r)[n][n] = 0; }",
            "A (*r)[n][n] = 0;",
        ),
        (
            "int sq(int v); void f(void) { B (*g)(int) = sq; }",
            "B (*g)(int) = sq;",
        ),
        (
            "void f(void) { B (*g)(void), (*h)(A, double); }",
            "B (*g)(void), (*h)(A, double);",
        ),
        (
            "void f(void) { for (B (i) = 0; i < 2; i++) ; }",
            "for (B i = 0; i < 2; i++) {",
        ),
        // The declarator may name the typedef itself: it hides it from there on.
        (
            "int f(void) { B (B) = 3; return B * 2; }",
            "B B = 3;\nreturn B * 2;",
        ),
        ("A (gx);", "A gx;"),
    ];
    for (src, want) in cases {
        check(&format!("{TYPES}{src}"), want);
    }
}

#[test]
fn sizeof_type_name_or_expression() {
    let cases = [
        ("int f(void) { return sizeof(B); }", "return sizeof(B);"),
        (
            "int f(void) { return sizeof(B[2][3]); }",
            "return sizeof(B[2][3]);",
        ),
        (
            "int f(void) { return sizeof(dc[3]); }",
            "return sizeof(dc[3]);",
        ),
        ("int f(void) { return sizeof(B *); }", "return sizeof(B *);"),
        (
            "int f(int B) { return sizeof(B) + sizeof(B + 1); }",
            "return sizeof B + sizeof(B + 1);",
        ),
        (
            "int f(void) { int B[4]; return sizeof(B[1]); }",
            "return sizeof B[1];",
        ),
        // The scope of a declared name starts at the end of its declarator.
        (
            "int f(void) { int B = sizeof(B); return B; }",
            "int B = sizeof B;",
        ),
    ];
    for (src, want) in cases {
        check(&format!("{TYPES}{src}"), want);
    }
}

#[test]
fn ordinary_identifiers_hide_typedef_names_until_their_scope_ends() {
    let cases = [
        // A parameter hides the typedef in the whole body.
        (
            "int f(int B) { return B * 2 + (B) - 1; }",
            "return B * 2 + B - 1;",
        ),
        // A local variable, from its declarator on.
        (
            "char base(B *s) { int B = 0; B = s[0] + B; return B * 2; }",
            "int B = 0;\nB = s[0] + B;\nreturn B * 2;",
        ),
        // In an inner block only; the typedef is back after it.
        (
            "int f(int n) { { int B = n; n = B * B; } B y = n; return y; }",
            "n = B * B;\nB y = n;",
        ),
        // `B * x;` multiplies when `B` is hidden, declares when it is not.
        ("int f(int x) { int B = 3; B * x; return 0; }", "B * x;"),
        ("int f(void) { B * x; return 0; }", "B *x;"),
        (
            "int f(int *p) { int B = 1; return (B) * p[0] + (B) & 1; }",
            "return (B * p[0] + B) & 1;",
        ),
        // An enumeration constant hides it too.
        (
            "int f(void) { enum { B = 5 }; return B + 1; }",
            "return B + 1;",
        ),
        // A for-init declaration, for the loop only.
        (
            "int f(void) { int s = 0; for (int B = 0; B < 3; B++) s += B; B z = s; return z; }",
            "s += B;\nB z = s;",
        ),
        // Members and labels live in other name spaces and hide nothing.
        (
            "struct s { int B; B x; }; int f(struct s *p) { return p->B + p->x; }",
            "return p->B + p->x;",
        ),
        (
            "int f(void) { B x = 0; goto B; B: x++; return x; }",
            "goto B;\nB:\nx++;",
        ),
        // A prototype's parameter names do not leak out of it.
        ("void g(int B); B y;", "B y;"),
        // A typedef declared again in an inner scope.
        (
            "int f(void) { typedef double B; B x = 0.5; return x > 0; }",
            "typedef double B;\nB x = 0.5;",
        ),
    ];
    for (src, want) in cases {
        check(&format!("{TYPES}{src}"), want);
    }
    // Hidden, the name is no type: using it as one is an error.
    check_error(&format!("{TYPES}int f(int B) {{ B x; return x; }}"), "`B`");
}

#[test]
fn compound_literals_and_casts_to_pointers_to_arrays() {
    let cases = [
        (
            "double f(void) { dc c = (dc){1.0, 2.0}; return c.re; }",
            "dc c = (dc){1.0, 2.0};",
        ),
        (
            "int f(void) { B *q = (B[]){1, 2, 3}; return q[1]; }",
            "B *q = (B[]){1, 2, 3};",
        ),
        (
            "void f(int n, double *d) { double (*m)[n] = (double (*)[n])d; }",
            "double (*m)[n] = (double (*)[n])d;",
        ),
    ];
    for (src, want) in cases {
        check(&format!("{TYPES}{src}"), want);
    }
}

#[test]
fn generic_selections_and_thread_local_storage() {
    check(
        "int x = _Generic(1.0, double: 1, default: 2);\n\
         int f(int y) { return _Generic(y, int: 0, long: 1, default: 2); }",
        "int x = _Generic(1.0, double: 1, default: 2);\nreturn _Generic(y, int: 0, long: 1, default: 2);",
    );
    check(
        "_Thread_local int a; static _Thread_local int b; __thread int c;",
        "_Thread_local int a;\nstatic _Thread_local int b;\n__thread int c;",
    );
}

#[test]
fn casts_to_keyword_types_before_a_typedef_cast() {
    let cases = [
        (
            "long f(double x) { return (long)(B)-x; }",
            "return (long)(B)-x;",
        ),
        (
            "long f(int *p) { return (long)(int)(B)*p; }",
            "return (long)(int)(B)*p;",
        ),
        (
            "long f(double x) { return (long)(B)(x) + 1; }",
            "return (long)(B)x + 1;",
        ),
    ];
    for (src, want) in cases {
        check(&format!("{TYPES}{src}"), want);
    }
}

#[test]
fn typeof_of_a_pointer_to_a_typedef_name() {
    check(
        &format!(
            "{TYPES}int f(int x) {{ int *q = &x; typeof(B *) p = q; \
             __typeof__(B * const *) pp = &q; typeof(x * 2) y = 3; return *p + **pp + y; }}"
        ),
        "__typeof__(B *) p = q;\n__typeof__(B *const *) pp = &q;\n__typeof__(x * 2) y = 3;",
    );
}

/// Feature-test macros met before the first system header print first, in order; later
/// ones print where they were, among the includes; other macros and the command line's
/// are not printed.
#[test]
fn feature_test_macros_print_before_the_includes_they_configure() {
    let src = "# 1 \"t.c\"\n# 0 \"<command-line>\"\n#define _REENTRANT 1\n# 1 \"t.c\"\n\
               typedef int myint;\n#define _GNU_SOURCE \n#define _FILE_OFFSET_BITS 64\n\
               #define N 3\n\
               # 1 \"/usr/include/stdio.h\" 1 3 4\nint printf(const char *, ...);\n\
               # 6 \"t.c\" 2\n#undef _GNU_SOURCE\n#define __STDC_WANT_LIB_EXT1__ 1\n\
               # 1 \"/usr/include/string.h\" 1 3 4\nchar *strcpy(char *, const char *);\n\
               # 9 \"t.c\" 2\nint x;\n";
    let printed = translate(src).unwrap();
    assert_eq!(
        printed,
        "#define _GNU_SOURCE\n#define _FILE_OFFSET_BITS 64\ntypedef int myint;\n\
         #include <stdio.h>\n#undef _GNU_SOURCE\n#define __STDC_WANT_LIB_EXT1__ 1\n\
         #include <string.h>\nint x;\n"
    );
}

#[test]
fn static_assertions_may_stand_among_members_and_print_after_them() {
    check(
        "struct s { int a; _Static_assert(sizeof(int) == 4, \"int\"); double b; };",
        "struct s {\nint a;\ndouble b;\n_Static_assert(sizeof(int) == 4, \"int\");\n};",
    );
    check(
        "union u { struct { int x; _Static_assert(1, \"in\"); } in; _Static_assert(2 > 1, \"out\"); };",
        "_Static_assert(1, \"in\");\n_Static_assert(2 > 1, \"out\");",
    );
}

#[test]
fn failing_static_assertions_are_errors_where_they_stand() {
    let cases = [
        (
            "_Static_assert(sizeof(int) == 3, \"x\");",
            "t.c:1:1: error: static assertion failed: \"x\"",
        ),
        (
            "int f(void) {\n  _Static_assert(1 == 2, \"in f\");\n  return 0;\n}",
            "t.c:2:3: error: static assertion failed: \"in f\"",
        ),
        (
            "struct s {\n  int a;\n  _Static_assert(sizeof(long) < 4, \"member\");\n};",
            "t.c:3:3: error: static assertion failed: \"member\"",
        ),
        // C's conversions: `-1` becomes a large unsigned value.
        (
            "_Static_assert(-1 < 0u, \"u\");",
            "static assertion failed: \"u\"",
        ),
        (
            "enum { N = 4 }; _Static_assert(N * 2 == 9, \"enum\");",
            "failed: \"enum\"",
        ),
        (
            "_Static_assert((char)1 - 1);",
            "static assertion failed: `(char)1 - 1` is false",
        ),
    ];
    for (src, message) in cases {
        check_error(src, message);
    }
}

#[test]
fn static_assertions_that_hold_or_cannot_be_evaluated_are_accepted() {
    let cases = [
        "_Static_assert(sizeof(int) == 4 && sizeof(char *) == 8, \"lp64\");",
        "_Static_assert(-1 > 0u, \"wraps\");",
        "_Static_assert(0xffffffff > 0, \"unsigned int\");",
        "int a[10]; _Static_assert(sizeof a / sizeof a[0] == 10 || 1, \"n\");",
        // The layout of a structure is not computed: accepted as written.
        "struct p { char c; int i; }; _Static_assert(sizeof(struct p) == 3, \"layout\");",
        // Signed overflow is not a constant p4a evaluates.
        "_Static_assert(2147483647 + 1 == 0, \"overflow\");",
        "_Static_assert(1.0 == 2.0, \"float\");",
    ];
    for src in cases {
        translate(src).unwrap_or_else(|e| panic!("{src}\nwas refused:\n{e}"));
    }
}

#[test]
fn a_member_the_type_does_not_have_is_an_error_naming_both() {
    let cases = [
        (
            "struct s { int a; };\nint f(struct s v) {\n  return v.nosuch;\n}",
            "t.c:3:12: error: `struct s` has no member named `nosuch`",
        ),
        (
            "struct s { int a; };\nint f(struct s *p) { return p->b; }",
            "t.c:2:32: error: `struct s` has no member named `b`",
        ),
        (
            "typedef union { int i; float f; } U;\nint f(U u) { return u.d; }",
            "`U` has no member named `d`",
        ),
        (
            "struct s { struct { int x; }; } g[2];\nint f(void) { return g->y; }",
            "`struct s` has no member named `y`",
        ),
    ];
    for (src, message) in cases {
        check_error(src, message);
    }
    // Members of anonymous structures and unions are members of the record.
    check(
        "struct s { struct { int x; }; union { int u; float v; }; } g;\nint f(void) { return g.x + g.u; }",
        "return g.x + g.u;",
    );
}

#[test]
fn text_that_is_not_a_translation_unit_is_a_syntax_error_not_a_statement() {
    let cases = [
        (
            "int bad( {\n",
            "t.c:1:1: error: syntax error near `int bad( {`",
        ),
        (
            "int x;\nint bad( {\n",
            "t.c:2:1: error: syntax error near `int bad( {`",
        ),
        ("int\n", "t.c:1:1: error: syntax error"),
    ];
    for (src, message) in cases {
        check_error(src, message);
        let e = translate(src).unwrap_err();
        assert!(!e.contains("unsupported"), "{src}\n{e}");
    }
    // `int;` declares nothing, but it is C (gcc warns).
    check("int;\nint f(void) { long; return 0; }", "int;\nlong;");
}
