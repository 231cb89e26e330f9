//! The printer's dialect hooks: one kernel, built with the editing module, printed in C
//! and in a made-up dialect whose every hook leaves a mark, so that each hook is seen
//! where the printer calls it. The real kernel languages are tested in their crates.

use crate::front::{CppOptions, parse_files};
use crate::ir::edit::{self, NewFunction};
use crate::ir::*;
use crate::print::{C, Dialect, print_program, print_unit};

/// A dialect whose hooks all leave a mark.
struct Marked;

impl Dialect for Marked {
    fn prologue(&self) -> &'static [&'static str] {
        &["#pragma marked"]
    }

    fn func_qualifiers(&self, kind: FuncKind) -> &'static str {
        match kind {
            FuncKind::Kernel { .. } => "KERNEL ",
            _ => "",
        }
    }

    fn grid_index(&self, dim: u8) -> String {
        format!("GRID({dim})")
    }

    fn int_type(&self, kind: IntKind) -> &'static str {
        match kind {
            IntKind::Long => "LONG",
            kind => kind.spelling(),
        }
    }

    fn address_space(&self, space: AddrSpace) -> Option<&'static str> {
        Some(match space {
            AddrSpace::Default => "",
            AddrSpace::Global => "GLOBAL",
            AddrSpace::Local => "LOCAL",
        })
    }

    fn device_math(&self) -> &'static [&'static str] {
        &["sin"]
    }

    fn library_name<'n>(&self, name: &'n str) -> &'n str {
        name.strip_suffix('f').unwrap_or(name)
    }
}

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
    let mut names = edit::Names::of_program(&p, edit::is_c_reserved);
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
    crate::ir::verify::verify(&p).unwrap();
    (dir, p, unit)
}

#[test]
fn each_dialect_hook_is_written_where_the_printer_calls_it() {
    let (_dir, p, unit) = kernel_program(UnitRole::OpenClKernels);
    let text = print_unit(&p, unit, &Marked);
    assert!(text.starts_with("#pragma marked\n\nKERNEL void"), "{text}");
    assert!(
        text.contains("KERNEL void f_kernel(int n_1, GLOBAL float *a_1)"),
        "{text}"
    );
    assert!(text.contains("LONG i_1 = GRID(0);"), "{text}");
    // C's conversion of the argument is written out: the dialect overloads sin.
    assert!(
        text.contains("a_1[i_1] = sin((float)a_1[i_1]) * 2;"),
        "{text}"
    );
}

#[test]
fn in_c_a_kernel_unit_has_no_qualifier_and_calls_by_c_names() {
    let (_dir, p, unit) = kernel_program(UnitRole::OpenClKernels);
    let text = print_unit(&p, unit, &C);
    assert!(
        text.starts_with("void f_kernel(int n_1, float *a_1)"),
        "{text}"
    );
    assert!(text.contains("long i_1 = __p4a_grid_index(0);"), "{text}");
    assert!(text.contains("a_1[i_1] = sinf(a_1[i_1]) * 2;"), "{text}");
    assert!(print_unit(&p, 0, &C).contains("sinf(a[i])"));
}

#[test]
fn a_unit_printed_into_a_host_literal_is_embedded_in_its_dialect() {
    let (_dir, mut p, unit) = kernel_program(UnitRole::OpenClKernels);
    // `static const char *text = "";` in the host unit, its literal the kernel unit's.
    let char_ty = p.ty(TypeKind::Int(IntKind::Char));
    let ptr = p.ty(TypeKind::Pointer(char_ty));
    let loc = p.funcs.loc(p.func_ids().next().unwrap());
    let mut names = edit::Names::of_program(&p, edit::is_c_reserved);
    let text = edit::new_local(&mut p, &mut names, "text", ptr, loc);
    p.symbols[text].file_scope = true;
    let lit = p
        .exprs
        .alloc(Expr::StringLit(vec!["\"\"".to_string()]), loc);
    let decl = edit::decl_stmt(&mut p, text, Some(lit), loc);
    p.units[0].items.push(Item::Stmt(decl));
    p.units[unit].text_in = Some(lit);
    crate::ir::verify::verify(&p).unwrap();
    let dialect_of = |role: UnitRole| -> &'static dyn Dialect {
        match role {
            UnitRole::Source => &C,
            _ => &Marked,
        }
    };
    let texts = print_program(&p, &dialect_of);
    assert_eq!(texts[unit], print_unit(&p, unit, &Marked));
    assert!(
        texts[0].contains("char *text = \"#pragma marked\\n\"\n    \"\\n\"\n    \"KERNEL void"),
        "{}",
        texts[0]
    );
    // Printed alone, the host unit shows the literal as the IR holds it.
    assert!(print_unit(&p, 0, &C).contains("char *text = \"\";"));
}
