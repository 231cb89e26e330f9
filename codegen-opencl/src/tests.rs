//! The OpenCL C dialect end to end: one kernel, built with the analyzer's editing module,
//! printed (and compiled by clang when it is installed).

use p4a_analyzer::front::{CppOptions, parse_files};
use p4a_analyzer::ir::edit::{self, NewFunction};
use p4a_analyzer::ir::*;
use p4a_analyzer::print::{C, print_unit};

use p4a_analyzer::print::Dialect;

use crate::OpenCl;

/// A program with `sinf` declared, and a kernel unit of `role` holding
/// `kernel_f(int n, float *a) { long i = <grid index 0>; if (i < n) a[i] = sinf(a[i]) * 2; }`.
fn kernel_program(role: UnitRole) -> (tempfile::TempDir, Program, usize) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.c");
    std::fs::write(
        &path,
        "#include <math.h>\nvoid f(int n, float *a) { for (int i = 0; i < n; i++) a[i] = sinf(a[i]) * 2; }\n",
    )
    .unwrap();
    let parsed = parse_files(&[path], &CppOptions::default());
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    let mut p = parsed.program;
    let file = p.units[0].file;
    p.units.push(Unit {
        file,
        items: Vec::new(),
        role,
        feature_macros: Vec::new(),
        text_in: None,
    });
    let unit = p.units.len() - 1;
    let mut names = edit::Names::of_program(&p, crate::keywords::is_reserved);
    let int = p.ty(TypeKind::Int(IntKind::Int));
    let long = p.ty(TypeKind::Int(IntKind::Long));
    let float = p.ty(TypeKind::Float(FloatKind::Float));
    // The buffer is in global memory, as the outliner records it.
    let global_float = p.qualified(
        float,
        Quals {
            space: AddrSpace::Global,
            ..Quals::NONE
        },
    );
    let pfloat = p.ty(TypeKind::Pointer(global_float));
    let void = p.ty(TypeKind::Void);
    let f = p
        .func_ids()
        .find(|&f| p.symbols[p.funcs[f].sym].name == "f")
        .unwrap();
    let loc = p.funcs.loc(f);
    let (k, params) = edit::new_function(
        &mut p,
        &mut names,
        NewFunction {
            name: "f_kernel",
            ret: void,
            params: &[("n", int), ("a", pfloat)],
            unit,
            before: None,
            loc,
        },
    );
    p.funcs[k].kind = FuncKind::Kernel {
        dims: 1,
        block: None,
    };
    p.funcs[k].specs.storage = Storage::None;
    let i = edit::new_local(&mut p, &mut names, "i", long, loc);
    let gid = p.exprs.alloc(Expr::GridIndex(0), loc);
    let decl = edit::decl_stmt(&mut p, i, Some(gid), loc);
    let sinf = p
        .symbols
        .iter()
        .find(|(_, s)| s.name == "sinf")
        .map(|(id, _)| id)
        .unwrap();
    let mut e = |x: Expr| p.exprs.alloc(x, loc);
    let (iv, nv) = (e(Expr::Var(i)), e(Expr::Var(params[0])));
    let cond = e(Expr::Binary(BinOp::Lt, iv, nv));
    let (a1, i1) = (e(Expr::Var(params[1])), e(Expr::Var(i)));
    let lhs = e(Expr::Index(a1, i1));
    let (a2, i2) = (e(Expr::Var(params[1])), e(Expr::Var(i)));
    let elem = e(Expr::Index(a2, i2));
    let callee = e(Expr::Var(sinf));
    let call = e(Expr::Call(callee, vec![elem]));
    let two = e(Expr::IntLit {
        text: "2".into(),
        value: Some(2),
    });
    let rhs = e(Expr::Binary(BinOp::Mul, call, two));
    let set = e(Expr::Assign { op: None, lhs, rhs });
    let then = p.stmts.alloc(Stmt::Expr(set), loc);
    let guard = p.stmts.alloc(
        Stmt::If {
            cond,
            then,
            els: None,
        },
        loc,
    );
    p.funcs[k].body.0 = vec![decl, guard];
    p4a_analyzer::ir::verify::verify(&p).unwrap();
    (dir, p, unit)
}

#[test]
fn an_opencl_kernel_has_its_qualifiers_address_spaces_and_names() {
    let (dir, p, unit) = kernel_program(UnitRole::OpenClKernels);
    let text = print_unit(&p, unit, &OpenCl);
    assert!(
        text.contains("__kernel void f_kernel(int n_1, __global float *a_1)"),
        "{text}"
    );
    assert!(
        text.contains("long i_1 = (long)get_global_id(0);"),
        "{text}"
    );
    // C's conversion of the argument is written out: the kernel languages overload sin.
    assert!(
        text.contains("a_1[i_1] = sin((float)a_1[i_1]) * 2;"),
        "{text}"
    );
    // The host unit is C, unchanged.
    assert!(print_unit(&p, 0, &C).contains("sinf(a[i])"));
    // OpenCL C accepts it (clang's OpenCL front end, when installed).
    let Some(clang) = ["clang", "clang-15", "clang-16", "clang-14"]
        .into_iter()
        .find(|c| {
            std::process::Command::new(c)
                .arg("--version")
                .output()
                .is_ok()
        })
    else {
        eprintln!("skipped: no clang to compile OpenCL C");
        return;
    };
    let path = dir.path().join("k.cl");
    std::fs::write(&path, &text).unwrap();
    let out = std::process::Command::new(clang)
        .args([
            "-x",
            "cl",
            "-cl-std=CL1.2",
            "-Xclang",
            "-finclude-default-header",
            "-fsyntax-only",
            "-Werror",
        ])
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}\n{text}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn opencl_reserves_its_keywords_vector_types_and_macros_beside_c() {
    for name in [
        "kernel",
        "__global",
        "get_global_id",
        "float4",
        "uchar16",
        "M_PI",
        "INT_MAX",
        "for",
    ] {
        assert!(OpenCl.is_reserved(name), "{name}");
    }
    for name in ["a", "float5", "threadIdx", "kernels"] {
        assert!(!OpenCl.is_reserved(name), "{name}");
    }
}

#[test]
fn opencl_names_the_float_and_long_forms_of_math_by_the_overloaded_name() {
    assert_eq!(OpenCl.library_name("sinf"), "sin");
    assert_eq!(OpenCl.library_name("powl"), "pow");
    assert_eq!(OpenCl.library_name("llabs"), "abs");
    // Not a math function: kept.
    assert_eq!(OpenCl.library_name("memsetf"), "memsetf");
    assert_eq!(OpenCl.int_type(IntKind::ULongLong), "unsigned long");
}
