//! Declarators of every shape, qualifiers at every level, parameter lists, and struct,
//! union and enum bodies.

use super::{Build, CONST, RESTRICT, VOLATILE, check};
use crate::ir::{
    ArraySize, Declarator, EnumDef, Expr, Field, FieldGroup, FloatKind, Init, IntKind, Quals,
    Record, RecordKind, Specs, Stmt, Storage, SymbolKind, TypeKind,
};
use crate::print::{print_stmt, print_type};

#[test]
fn pointers_and_arrays() {
    let mut b = Build::new();
    let int = b.int();
    let double = b.double();
    let p = b.ptr(int);
    let pp = b.ptr(p);
    let arr_of_ptr = b.array_n(p, 3);
    let arr2 = b.array_n(double, 4);
    let arr23 = b.array_n(arr2, 3);
    let n = b.x("n");
    let vla = b.array(double, ArraySize::Vla(n));
    let ptr_to_vla = b.ptr(vla);
    let ptr_to_arr2 = b.ptr(arr23);
    let ptr_to_arr = b.ptr(arr2);
    let arr_ptr_arr = b.array_n(ptr_to_arr, 2);
    let incomplete = b.array(int, ArraySize::Unspecified);
    let cases = [
        (int, "x", "int x"),
        (p, "x", "int *x"),
        (pp, "x", "int **x"),
        (arr_of_ptr, "x", "int *x[3]"),
        (arr23, "x", "double x[3][4]"),
        (ptr_to_vla, "A", "double (*A)[n]"),
        (ptr_to_arr2, "x", "double (*x)[3][4]"),
        (arr_ptr_arr, "x", "double (*x[2])[4]"),
        (incomplete, "x", "int x[]"),
        (ptr_to_vla, "", "double (*)[n]"),
        (pp, "", "int **"),
        (arr2, "", "double[4]"),
    ];
    for (ty, name, expected) in cases {
        check(&print_type(&b.p, ty, name), expected);
    }
}

#[test]
fn functions_and_function_pointers() {
    let mut b = Build::new();
    let int = b.int();
    let double = b.double();
    let char_ty = b.char();
    let void = b.void();
    // int (*f(int))(double)
    let p_double = b.anon(double);
    let inner = b.func(int, vec![p_double]);
    let p_inner = b.ptr(inner);
    let p_int = b.anon(int);
    let f = b.func(p_inner, vec![p_int.clone()]);
    // int (*fns[3])(int)
    let int_to_int = b.func(int, vec![p_int.clone()]);
    let fp = b.ptr(int_to_int);
    let fns = b.array_n(fp, 3);
    // void (*signal(int sig, void (*handler)(int)))(int)
    let void_fn = b.func(void, vec![p_int.clone()]);
    let handler_ty = b.ptr(void_fn);
    let sig = b.param("sig", int);
    let handler = b.param("handler", handler_ty);
    let signal = b.func(handler_ty, vec![sig, handler]);
    // int (*(*pick)(int))(int)
    let pick_fn = b.func(fp, vec![p_int.clone()]);
    let pick = b.ptr(pick_fn);
    // int (*(*row)(int))[5]
    let arr5 = b.array_n(int, 5);
    let p_arr5 = b.ptr(arr5);
    let row_fn = b.func(p_arr5, vec![p_int.clone()]);
    let row = b.ptr(row_fn);
    // int f(void), int g(), int printf(const char *fmt, ...)
    let void_params = b.func(int, vec![]);
    let unprototyped = b.func_full(int, vec![], false, false);
    let const_char = b.qual(char_ty, CONST);
    let fmt_ty = b.ptr(const_char);
    let fmt = b.param("fmt", fmt_ty);
    let printf = b.func_full(int, vec![fmt], true, true);
    // char *(*)(char *)
    let p_char = b.ptr(char_ty);
    let p_p_char = b.anon(p_char);
    let strfn = b.func(p_char, vec![p_p_char]);
    let p_strfn = b.ptr(strfn);
    let cases = [
        (f, "f", "int (*f(int))(double)"),
        (fns, "fns", "int (*fns[3])(int)"),
        (
            signal,
            "signal",
            "void (*signal(int sig, void (*handler)(int)))(int)",
        ),
        (pick, "pick", "int (*(*pick)(int))(int)"),
        (row, "row", "int (*(*row)(int))[5]"),
        (void_params, "f", "int f(void)"),
        (unprototyped, "g", "int g()"),
        (printf, "printf", "int printf(const char *fmt, ...)"),
        (fp, "", "int (*)(int)"),
        (p_strfn, "", "char *(*)(char *)"),
        (int_to_int, "", "int (int)"),
    ];
    for (ty, name, expected) in cases {
        check(&print_type(&b.p, ty, name), expected);
    }
}

#[test]
fn qualifiers_at_every_level() {
    let mut b = Build::new();
    let int = b.int();
    let double = b.double();
    let const_int = b.qual(int, CONST);
    let int_const_ptr = b.ptr_q(int, CONST);
    let const_int_ptr = b.ptr(const_int);
    let const_int_volatile_ptr = b.ptr_q(const_int, VOLATILE);
    let restrict_ptr = b.ptr_q(double, RESTRICT);
    let cv = Quals {
        is_const: true,
        is_volatile: true,
        ..Quals::NONE
    };
    let cv_ptr_to_const_ptr = b.ptr_q(int_const_ptr, cv);
    let atomic = Quals {
        is_atomic: true,
        ..Quals::NONE
    };
    let atomic_int = b.qual(int, atomic);
    // Pointer to const pointer to function.
    let p_int = b.anon(int);
    let int_fn = b.func(int, vec![p_int]);
    let const_fp = b.ptr_q(int_fn, CONST);
    let cases = [
        (int_const_ptr, "p", "int *const p"),
        (const_int_ptr, "p", "const int *p"),
        (const_int_volatile_ptr, "q", "const int *volatile q"),
        (restrict_ptr, "a", "double *restrict a"),
        (cv_ptr_to_const_ptr, "r", "int *const *const volatile r"),
        (atomic_int, "x", "_Atomic int x"),
        (const_fp, "f", "int (*const f)(int)"),
        (int_const_ptr, "", "int *const"),
    ];
    for (ty, name, expected) in cases {
        check(&print_type(&b.p, ty, name), expected);
    }
}

#[test]
fn array_parameters() {
    let mut b = Build::new();
    let int = b.int();
    let double = b.double();
    let n = b.param("n", int);
    let n_sym = n.sym.expect("named");
    let n_use = b.v(n_sym);
    let ten = b.num("10");
    let static_ten = b.param_array(
        double,
        ArraySize::Const {
            expr: ten,
            value: Some(10),
        },
        Quals::NONE,
        true,
    );
    let a_static = b.param("a", static_ten);
    let const_unsized = b.param_array(double, ArraySize::Unspecified, CONST, false);
    let a_const = b.param("b", const_unsized);
    let star = b.param_array(double, ArraySize::Star, Quals::NONE, false);
    let a_star = b.anon(star);
    let n_use2 = b.v(n_sym);
    let row = b.array(double, ArraySize::Vla(n_use2));
    let matrix = b.array(row, ArraySize::Vla(n_use));
    let a_matrix = b.param("m", matrix);
    let one = b.num("1");
    let restrict_static = b.param_array(
        double,
        ArraySize::Const {
            expr: one,
            value: Some(1),
        },
        RESTRICT,
        true,
    );
    let a_rs = b.param("c", restrict_static);
    let void = b.void();
    let f = b.func(void, vec![n, a_static, a_const, a_star, a_matrix, a_rs]);
    check(
        &print_type(&b.p, f, "f"),
        "void f(int n, double a[static 10], double b[const], double[*], double m[n][n], \
         double c[static restrict 1])",
    );
    // `register` parameters keep their storage class.
    let r = b.param("r", int);
    b.p.symbols[r.sym.expect("named")].storage = Storage::Register;
    let g = b.func(void, vec![r]);
    check(&print_type(&b.p, g, "g"), "void g(register int r)");
}

#[test]
fn other_type_specifiers() {
    let mut b = Build::new();
    let int = b.int();
    let size_t_underlying = b.ty(TypeKind::Int(IntKind::ULong));
    let size_t_sym = b.sym("size_t", SymbolKind::Typedef, size_t_underlying);
    let size_t = b.ty(TypeKind::Named(size_t_sym));
    let const_size_t = b.qual(size_t, CONST);
    let p_size_t = b.ptr(const_size_t);
    let x = b.x("x");
    let typeof_x = b.ty(TypeKind::TypeofExpr(x));
    let complex = b.ty(TypeKind::Complex(FloatKind::Double));
    let va_list = b.ty(TypeKind::Opaque("__builtin_va_list".to_string()));
    let ull = b.ty(TypeKind::Int(IntKind::ULongLong));
    let int128 = b.ty(TypeKind::Int(IntKind::UInt128));
    let ld = b.ty(TypeKind::Float(FloatKind::LongDouble));
    let bool_ty = b.ty(TypeKind::Int(IntKind::Bool));
    let cases = [
        (p_size_t, "s", "const size_t *s"),
        (typeof_x, "y", "__typeof__(x) y"),
        (complex, "z", "_Complex double z"),
        (va_list, "ap", "__builtin_va_list ap"),
        (ull, "u", "unsigned long long u"),
        (int128, "w", "unsigned __int128 w"),
        (ld, "l", "long double l"),
        (bool_ty, "flag", "_Bool flag"),
        (int, "i", "int i"),
    ];
    for (ty, name, expected) in cases {
        check(&print_type(&b.p, ty, name), expected);
    }
}

#[test]
fn declarators_relative_to_the_base() {
    let mut b = Build::new();
    let int = b.int();
    let const_int = b.qual(int, CONST);
    let p = b.ptr(const_int);
    let arr = b.array_n(const_int, 4);
    let q = b.ptr_q(const_int, CONST);
    let one = b.num("1");
    let stmt = b.decl(
        const_int,
        vec![
            ("a", const_int, Some(Init::Expr(one))),
            ("b", p, None),
            ("c", arr, None),
            ("d", q, None),
        ],
    );
    check(
        &print_stmt(&b.p, stmt, 1),
        "    const int a = 1, *b, c[4], *const d;\n",
    );
}

#[test]
fn derived_base_prints_as_typeof() {
    let mut b = Build::new();
    let double = b.double();
    let p = b.ptr(double);
    let pp = b.ptr(p);
    let stmt = b.decl(p, vec![("a", p, None), ("b", pp, None)]);
    check(&print_stmt(&b.p, stmt, 0), "__typeof__(double *) a, *b;\n");
}

#[test]
fn declarator_off_its_base_gets_its_own_declaration() {
    let mut b = Build::new();
    let int = b.int();
    let double = b.double();
    let p = b.ptr(double);
    let mut stmt = b.decl(int, vec![("a", int, None), ("b", p, None)]);
    if let Stmt::Decl(group) = &mut b.p.stmts[stmt] {
        group.specs.storage = Storage::Static;
    }
    check(
        &print_stmt(&b.p, stmt, 0),
        "static int a;\nstatic double *b;\n",
    );
    // Inside a `for`, the declaration moves into a block around the loop.
    let Stmt::Decl(group) = b.p.stmts[stmt].clone() else {
        unreachable!()
    };
    let body = b.block(vec![]);
    stmt = b.s(Stmt::For {
        init: crate::ir::ForInit::Decl(group),
        cond: None,
        step: None,
        body,
        counted: None,
    });
    check(
        &print_stmt(&b.p, stmt, 0),
        "{\n    static int a;\n    static double *b;\n    for (;;) {\n    }\n}\n",
    );
}

#[test]
fn specifiers_asm_labels_and_attributes() {
    let mut b = Build::new();
    let int = b.int();
    let x = b.var("x", int);
    let seven = b.num("7");
    let decl = Declarator {
        sym: x,
        ty: int,
        init: Some(Init::Expr(seven)),
        attrs: vec!["__attribute__((aligned(16)))".to_string()],
        asm_label: Some("\"x_impl\"".to_string()),
    };
    let group = crate::ir::DeclGroup {
        base: int,
        defines_base: false,
        specs: Specs {
            storage: Storage::Static,
            inline: None,
            thread_local: Some("__thread".to_string()),
            extension: true,
            attrs: vec!["__attribute__((unused))".to_string()],
        },
        decls: vec![decl],
    };
    let stmt = b.s(Stmt::Decl(group));
    check(
        &print_stmt(&b.p, stmt, 0),
        "__extension__ static __thread __attribute__((unused)) int x __asm__(\"x_impl\") \
         __attribute__((aligned(16))) = 7;\n",
    );
}

/// Builds `struct tag { int a : 3, : 2; unsigned b; double *c[2]; }` (tag optional).
fn bitfield_record(b: &mut Build, tag: Option<&str>) -> crate::ir::TypeId {
    let int = b.int();
    let unsigned = b.ty(TypeKind::Int(IntKind::UInt));
    let double = b.double();
    let p = b.ptr(double);
    let arr = b.array_n(p, 2);
    let three = b.num("3");
    let two = b.num("2");
    let field = |name: Option<&str>, ty, bits| Field {
        name: name.map(str::to_string),
        ty,
        bits,
        attrs: Vec::new(),
    };
    let groups = vec![
        FieldGroup {
            base: int,
            defines_base: false,
            fields: vec![
                field(Some("a"), int, Some(three)),
                field(None, int, Some(two)),
            ],
        },
        FieldGroup {
            base: unsigned,
            defines_base: false,
            fields: vec![field(Some("b"), unsigned, None)],
        },
        FieldGroup {
            base: double,
            defines_base: false,
            fields: vec![field(Some("c"), arr, None)],
        },
    ];
    let record = b.p.records.alloc(
        Record {
            kind: RecordKind::Struct,
            tag: tag.map(str::to_string),
            groups: Some(groups),
            attrs: Vec::new(),
            static_asserts: Vec::new(),
        },
        Default::default(),
    );
    b.ty(TypeKind::Record(record))
}

#[test]
fn struct_body_with_bit_fields() {
    let mut b = Build::new();
    let s = bitfield_record(&mut b, Some("s"));
    let p = b.ptr(s);
    let mut stmt = b.decl(s, vec![("x", s, None), ("px", p, None)]);
    if let Stmt::Decl(group) = &mut b.p.stmts[stmt] {
        group.defines_base = true;
    }
    check(
        &print_stmt(&b.p, stmt, 0),
        "struct s {\n    int a : 3, : 2;\n    unsigned int b;\n    double *c[2];\n} x, *px;\n",
    );
    // Without `defines_base`, a tagged record prints its tag only.
    stmt = b.decl(s, vec![("y", s, None)]);
    check(&print_stmt(&b.p, stmt, 1), "    struct s y;\n");
    // A bare definition, indented.
    let group = b.group(s, vec![]);
    stmt = b.s(Stmt::Decl(crate::ir::DeclGroup {
        defines_base: true,
        ..group
    }));
    check(
        &print_stmt(&b.p, stmt, 1),
        "    struct s {\n        int a : 3, : 2;\n        unsigned int b;\n        double *c[2];\n    };\n",
    );
}

#[test]
fn anonymous_records_always_carry_their_body() {
    let mut b = Build::new();
    let anon = bitfield_record(&mut b, None);
    let const_anon = b.qual(anon, CONST);
    let p = b.ptr(const_anon);
    check(
        &print_type(&b.p, p, "p"),
        "const struct {\n    int a : 3, : 2;\n    unsigned int b;\n    double *c[2];\n} *p",
    );
    // Nested anonymous member: `struct outer { union { int i; float f; }; int tail; }`.
    let int = b.int();
    let float = b.ty(TypeKind::Float(FloatKind::Float));
    let field = |name: &str, ty| Field {
        name: Some(name.to_string()),
        ty,
        bits: None,
        attrs: Vec::new(),
    };
    let union_record = b.p.records.alloc(
        Record {
            kind: RecordKind::Union,
            tag: None,
            groups: Some(vec![
                FieldGroup {
                    base: int,
                    defines_base: false,
                    fields: vec![field("i", int)],
                },
                FieldGroup {
                    base: float,
                    defines_base: false,
                    fields: vec![field("f", float)],
                },
            ]),
            attrs: Vec::new(),
            static_asserts: Vec::new(),
        },
        Default::default(),
    );
    let union_ty = b.ty(TypeKind::Record(union_record));
    let outer = b.p.records.alloc(
        Record {
            kind: RecordKind::Struct,
            tag: Some("outer".to_string()),
            groups: Some(vec![
                FieldGroup {
                    base: union_ty,
                    defines_base: true,
                    fields: vec![Field {
                        name: None,
                        ty: union_ty,
                        bits: None,
                        attrs: Vec::new(),
                    }],
                },
                FieldGroup {
                    base: int,
                    defines_base: false,
                    fields: vec![Field {
                        name: Some("tail".to_string()),
                        ty: int,
                        bits: None,
                        attrs: vec!["__attribute__((aligned(8)))".to_string()],
                    }],
                },
            ]),
            attrs: vec!["__attribute__((packed))".to_string()],
            static_asserts: Vec::new(),
        },
        Default::default(),
    );
    let outer_ty = b.ty(TypeKind::Record(outer));
    let mut stmt = b.decl(outer_ty, vec![]);
    if let Stmt::Decl(group) = &mut b.p.stmts[stmt] {
        group.defines_base = true;
    }
    check(
        &print_stmt(&b.p, stmt, 0),
        "struct __attribute__((packed)) outer {\n    union {\n        int i;\n        float f;\n    \
         };\n    int tail __attribute__((aligned(8)));\n};\n",
    );
    // A typedef of an anonymous struct.
    let named = b.sym("pair", SymbolKind::Typedef, anon);
    let decl = b.d(named, None);
    let mut group = b.group(anon, vec![decl]);
    group.specs.storage = Storage::Typedef;
    stmt = b.s(Stmt::Decl(group));
    check(
        &print_stmt(&b.p, stmt, 0),
        "typedef struct {\n    int a : 3, : 2;\n    unsigned int b;\n    double *c[2];\n} pair;\n",
    );
}

#[test]
fn enums() {
    let mut b = Build::new();
    let int = b.int();
    let three = b.num("3");
    let a = b.sym(
        "A",
        SymbolKind::EnumConst {
            expr: None,
            value: Some(0),
        },
        int,
    );
    let b_const = b.sym(
        "B",
        SymbolKind::EnumConst {
            expr: Some(three),
            value: Some(3),
        },
        int,
    );
    let color = b.p.enums.alloc(
        EnumDef {
            tag: Some("color".to_string()),
            consts: Some(vec![a, b_const]),
        },
        Default::default(),
    );
    let color_ty = b.ty(TypeKind::Enum(color));
    let mut stmt = b.decl(color_ty, vec![("c", color_ty, None)]);
    if let Stmt::Decl(group) = &mut b.p.stmts[stmt] {
        group.defines_base = true;
    }
    check(&print_stmt(&b.p, stmt, 0), "enum color { A, B = 3 } c;\n");
    check(&print_type(&b.p, color_ty, "d"), "enum color d");
    // Untagged: always with constants; a long list goes one constant a line.
    let names: Vec<_> = (0..12)
        .map(|idx| {
            let name = format!("LONG_CONSTANT_NAME_{idx}");
            let value = b.e(Expr::IntLit {
                text: idx.to_string(),
                value: Some(idx),
            });
            b.sym(
                &name,
                SymbolKind::EnumConst {
                    expr: Some(value),
                    value: None,
                },
                int,
            )
        })
        .collect();
    let long = b.p.enums.alloc(
        EnumDef {
            tag: None,
            consts: Some(names),
        },
        Default::default(),
    );
    let long_ty = b.ty(TypeKind::Enum(long));
    stmt = b.decl(long_ty, vec![]);
    let printed = print_stmt(&b.p, stmt, 0);
    assert!(printed.starts_with("enum {\n    LONG_CONSTANT_NAME_0 = 0,\n"));
    assert!(printed.ends_with("    LONG_CONSTANT_NAME_11 = 11\n};\n"));
}

#[test]
fn record_bodies_in_expressions_stay_on_one_line() {
    let mut b = Build::new();
    let anon = bitfield_record(&mut b, None);
    let size = b.e(Expr::SizeofType(anon));
    check(
        &crate::print::print_expr(&b.p, size),
        "sizeof(struct { int a : 3, : 2; unsigned int b; double *c[2]; })",
    );
}
