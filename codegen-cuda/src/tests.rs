//! The CUDA dialect end to end: one kernel, built with the analyzer's editing module,
//! printed.

use p4a_analyzer::front::{CppOptions, parse_files};
use p4a_analyzer::ir::edit::{self, NewFunction};
use p4a_analyzer::ir::*;
use p4a_analyzer::print::{Dialect, print_unit};

use crate::Cuda;

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
    let pfloat = p.ty(TypeKind::Pointer(float));
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
fn a_cuda_kernel_is_extern_c_global_and_indexes_its_grid() {
    let (_dir, p, unit) = kernel_program(UnitRole::CudaKernels);
    let text = print_unit(&p, unit, &Cuda);
    assert!(
        text.contains("extern \"C\" __global__ void f_kernel(int n_1, float *a_1)"),
        "{text}"
    );
    assert!(
        text.contains("long i_1 = (blockIdx.x * (long)blockDim.x + threadIdx.x);"),
        "{text}"
    );
    assert!(
        text.contains("a_1[i_1] = sinf((float)a_1[i_1]) * 2;"),
        "{text}"
    );
}

#[test]
fn cuda_reserves_cpp_keywords_and_its_predefined_names_beside_c() {
    for name in [
        "threadIdx",
        "blockDim",
        "class",
        "new",
        "__CUDA_ARCH__",
        "for",
    ] {
        assert!(Cuda.is_reserved(name), "{name}");
    }
    for name in ["a", "kernel", "float4"] {
        assert!(!Cuda.is_reserved(name), "{name}");
    }
}
