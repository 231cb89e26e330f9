//! Statements, markers, function definitions and units.

use super::{Build, check};
use crate::ir::{
    BinOp, Block, Expr, ForInit, Func, Init, Item, Specs, Stmt, Storage, SymbolKind, Unit,
};
use crate::print::{print_stmt, print_unit};

#[test]
fn control_statements_always_get_braces() {
    let mut b = Build::new();
    let (c, x, one) = (b.x("c"), b.x("x"), b.num("1"));
    let inc = b.e(Expr::Assign {
        op: Some(BinOp::Add),
        lhs: x,
        rhs: one,
    });
    let then = b.expr_stmt(inc);
    let (d, y) = (b.x("d"), b.x("y"));
    let call = b.call(y, vec![]);
    let elif_body = b.expr_stmt(call);
    let ret = b.s(Stmt::Return(None));
    let else_body = b.block(vec![ret]);
    let elif = b.s(Stmt::If {
        cond: d,
        then: elif_body,
        els: Some(else_body),
    });
    let stmt = b.s(Stmt::If {
        cond: c,
        then,
        els: Some(elif),
    });
    check(
        &print_stmt(&b.p, stmt, 1),
        "    if (c) {\n        x += 1;\n    } else if (d) {\n        y();\n    } else {\n        \
         return;\n    }\n",
    );
}

#[test]
fn nested_if_keeps_its_else() {
    // if (a) { if (b) f(); } else g();  must not become the dangling else.
    let mut b = Build::new();
    let (a, cond_b, f, g) = (b.x("a"), b.x("b"), b.x("f"), b.x("g"));
    let call_f = b.call(f, vec![]);
    let call_g = b.call(g, vec![]);
    let f_stmt = b.expr_stmt(call_f);
    let g_stmt = b.expr_stmt(call_g);
    let inner = b.s(Stmt::If {
        cond: cond_b,
        then: f_stmt,
        els: None,
    });
    let stmt = b.s(Stmt::If {
        cond: a,
        then: inner,
        els: Some(g_stmt),
    });
    check(
        &print_stmt(&b.p, stmt, 0),
        "if (a) {\n    if (b) {\n        f();\n    }\n} else {\n    g();\n}\n",
    );
}

#[test]
fn loops() {
    let mut b = Build::new();
    let int = b.int();
    // for (int i = 0; i < n; i++) s += i;
    let zero = b.num("0");
    let i = b.var("i", int);
    let declarator = b.d(i, Some(Init::Expr(zero)));
    let group = b.group(int, vec![declarator]);
    let (i1, n) = (b.v(i), b.x("n"));
    let cond = b.bin(BinOp::Lt, i1, n);
    let i2 = b.v(i);
    let step = b.e(Expr::IncDec {
        prefix: false,
        increment: true,
        arg: i2,
    });
    let (s, i3) = (b.x("s"), b.v(i));
    let add = b.e(Expr::Assign {
        op: Some(BinOp::Add),
        lhs: s,
        rhs: i3,
    });
    let body = b.expr_stmt(add);
    let for_stmt = b.s(Stmt::For {
        init: ForInit::Decl(group),
        cond: Some(cond),
        step: Some(step),
        body,
        counted: None,
    });
    check(
        &print_stmt(&b.p, for_stmt, 0),
        "for (int i = 0; i < n; i++) {\n    s += i;\n}\n",
    );
    // while ((c = f()) != 0) ;   and   while ((c = f())) ;
    let (c, f, zero) = (b.x("c"), b.x("f"), b.num("0"));
    let call = b.call(f, vec![]);
    let assign = b.assign(c, call);
    let ne = b.bin(BinOp::Ne, assign, zero);
    let empty = b.s(Stmt::Empty);
    let while_ne = b.s(Stmt::While {
        cond: ne,
        body: empty,
    });
    check(
        &print_stmt(&b.p, while_ne, 0),
        "while ((c = f()) != 0) {\n}\n",
    );
    let empty_block = b.block(vec![]);
    let while_assign = b.s(Stmt::While {
        cond: assign,
        body: empty_block,
    });
    check(
        &print_stmt(&b.p, while_assign, 0),
        "while ((c = f())) {\n}\n",
    );
    // do x--; while (x);   for (;;) break;
    let x = b.x("x");
    let dec = b.e(Expr::IncDec {
        prefix: false,
        increment: false,
        arg: x,
    });
    let dec_stmt = b.expr_stmt(dec);
    let x2 = b.x("x");
    let do_while = b.s(Stmt::DoWhile {
        body: dec_stmt,
        cond: x2,
    });
    check(
        &print_stmt(&b.p, do_while, 0),
        "do {\n    x--;\n} while (x);\n",
    );
    let brk = b.s(Stmt::Break);
    let forever = b.s(Stmt::For {
        init: ForInit::None,
        cond: None,
        step: None,
        body: brk,
        counted: None,
    });
    check(&print_stmt(&b.p, forever, 0), "for (;;) {\n    break;\n}\n");
    // for (i = 0, j = n; ; ) continue;
    let (i4, j, zero, n2) = (b.v(i), b.x("j"), b.num("0"), b.x("n"));
    let a1 = b.assign(i4, zero);
    let a2 = b.assign(j, n2);
    let comma = b.e(Expr::Comma(vec![a1, a2]));
    let cont = b.s(Stmt::Continue);
    let for_comma = b.s(Stmt::For {
        init: ForInit::Expr(comma),
        cond: None,
        step: None,
        body: cont,
        counted: None,
    });
    check(
        &print_stmt(&b.p, for_comma, 0),
        "for (i = 0, j = n;;) {\n    continue;\n}\n",
    );
}

#[test]
fn long_calls_are_broken_into_lines() {
    let mut b = Build::new();
    let callee = b.x("printf");
    let format = b.e(Expr::StringLit(vec![format!("\"{}\"", "%d ".repeat(20))]));
    let mut args = vec![format];
    for idx in 0..20 {
        args.push(b.x(&format!("value_{idx}")));
    }
    let call = b.call(callee, args);
    let stmt = b.expr_stmt(call);
    check(
        &print_stmt(&b.p, stmt, 1),
        "    printf(\"%d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d \", value_0, value_1,\n        \
         value_2, value_3, value_4, value_5, value_6, value_7, value_8, value_9, value_10, value_11,\n        \
         value_12, value_13, value_14, value_15, value_16, value_17, value_18, value_19);\n",
    );
}

#[test]
fn long_declarations_put_one_declarator_a_line() {
    let mut b = Build::new();
    let double = b.double();
    let p = b.ptr(double);
    let vars = ["alpha", "beta", "gamma"]
        .into_iter()
        .map(|name| {
            let (malloc, size) = (b.x("malloc"), b.num("80000000000000"));
            let call = b.call(malloc, vec![size]);
            (name, p, Some(crate::ir::Init::Expr(call)))
        })
        .collect();
    let stmt = b.decl(double, vars);
    check(
        &print_stmt(&b.p, stmt, 1),
        "    double *alpha = malloc(80000000000000),\n        *beta = malloc(80000000000000),\n        \
         *gamma = malloc(80000000000000);\n",
    );
}

#[test]
fn switch_and_marker_rules() {
    let mut b = Build::new();
    let int = b.int();
    let (x, one, two, three, five) = (b.x("x"), b.num("1"), b.num("2"), b.num("3"), b.num("5"));
    let case1 = b.s(Stmt::Case(one, None));
    let case_range = b.s(Stmt::Case(three, Some(five)));
    let (y, zero) = (b.x("y"), b.num("0"));
    let set = b.assign(y, zero);
    let set_stmt = b.expr_stmt(set);
    let brk = b.s(Stmt::Break);
    let case2 = b.s(Stmt::Case(two, None));
    // A declaration right after a marker needs the empty statement.
    let decl = b.decl(int, vec![("t", int, None)]);
    let default = b.s(Stmt::Default);
    let body = b.block(vec![case1, case_range, set_stmt, brk, case2, decl, default]);
    let stmt = b.s(Stmt::Switch { cond: x, body });
    check(
        &print_stmt(&b.p, stmt, 1),
        "    switch (x) {\n    case 1:\n    case 3 ... 5:\n        y = 0;\n        break;\n    \
         case 2:;\n        int t;\n    default:;\n    }\n",
    );
    // Labels: one level out; `;` at the end of a block.
    let goto = b.s(Stmt::Goto("out".to_string()));
    let label = b.s(Stmt::Label("again".to_string()));
    let p = b.x("p");
    let indirect = b.s(Stmt::GotoIndirect(p));
    let out = b.s(Stmt::Label("out".to_string()));
    let block = b.block(vec![label, goto, indirect, out]);
    check(
        &print_stmt(&b.p, block, 1),
        "    {\n    again:\n        goto out;\n        goto *p;\n    out:;\n    }\n",
    );
    // A marker alone.
    check(&print_stmt(&b.p, out, 1), "out:;\n");
}

#[test]
fn verbatim_statements_and_scopes() {
    let mut b = Build::new();
    let int = b.int();
    let pragma = b.s(Stmt::Pragma("omp parallel for".to_string()));
    let asm = b.s(Stmt::Asm("__asm__ volatile(\"nop\")".to_string()));
    let assert = b.s(Stmt::StaticAssert(
        "_Static_assert(sizeof(int) == 4, \"int\")".to_string(),
    ));
    let asm_semi = b.s(Stmt::Asm("asm(\"nop\");".to_string()));
    // An inner block shadowing a name stays a block.
    let inner_decl = b.decl(int, vec![("x", int, None)]);
    let inner = b.block(vec![inner_decl]);
    let outer_decl = b.decl(int, vec![("x", int, None)]);
    let label = b.s(Stmt::Label("l".to_string()));
    let pragma2 = b.s(Stmt::Pragma("GCC ivdep".to_string()));
    let empty = b.s(Stmt::Empty);
    let block = b.block(vec![
        pragma, asm, assert, asm_semi, outer_decl, inner, label, pragma2, empty,
    ]);
    check(
        &print_stmt(&b.p, block, 0),
        "{\n    #pragma omp parallel for\n    __asm__ volatile(\"nop\");\n    \
         _Static_assert(sizeof(int) == 4, \"int\");\n    asm(\"nop\");\n    int x;\n    {\n        \
         int x;\n    }\nl:;\n    #pragma GCC ivdep\n    ;\n}\n",
    );
}

#[test]
fn units_and_function_definitions() {
    let mut b = Build::new();
    let int = b.int();
    let double = b.double();
    // static double *f(int n, double a[n][n]) { return a[0]; }
    let n = b.param("n", int);
    let n_sym = n.sym.expect("named");
    let (n1, n2) = (b.v(n_sym), b.v(n_sym));
    let row = b.array(double, crate::ir::ArraySize::Vla(n2));
    let matrix = b.array(row, crate::ir::ArraySize::Vla(n1));
    let a = b.param("a", matrix);
    let a_sym = a.sym.expect("named");
    let p_double = b.ptr(double);
    let f_ty = b.func(p_double, vec![n.clone(), a.clone()]);
    let f_sym = b.sym("f", SymbolKind::Func, f_ty);
    let (a_use, zero) = (b.v(a_sym), b.num("0"));
    let index = b.e(Expr::Index(a_use, zero));
    let ret = b.s(Stmt::Return(Some(index)));
    let f = b.p.funcs.alloc(
        Func {
            sym: f_sym,
            ty: f_ty,
            base: double,
            specs: Specs {
                storage: Storage::Static,
                ..Specs::default()
            },
            params: vec![n_sym, a_sym],
            body: Block(vec![ret]),
            kind: crate::ir::FuncKind::Host,
            comment: None,
        },
        Default::default(),
    );
    b.p.symbols[f_sym].def = Some(f);
    // Old-style definition: int g(x) double x; { return x; }
    let x = b.param("x", double);
    let x_sym = x.sym.expect("named");
    let g_ty = b.func_full(int, vec![x], false, false);
    let g_sym = b.sym("g", SymbolKind::Func, g_ty);
    let x_use = b.v(x_sym);
    let ret = b.s(Stmt::Return(Some(x_use)));
    let g = b.p.funcs.alloc(
        Func {
            sym: g_sym,
            ty: g_ty,
            base: int,
            specs: Specs::default(),
            params: vec![x_sym],
            body: Block(vec![ret]),
            kind: crate::ir::FuncKind::Host,
            comment: None,
        },
        Default::default(),
    );
    b.p.symbols[g_sym].def = Some(g);
    // A file-scope declaration between them: `extern int counter;`.
    let counter = b.decl(int, vec![("counter", int, None)]);
    if let Stmt::Decl(group) = &mut b.p.stmts[counter] {
        group.specs.storage = Storage::Extern;
    }
    let prototype = b.var("h", g_ty);
    let h_decl = b.d(prototype, None);
    let h_group = b.group(int, vec![h_decl]);
    let h = b.s(Stmt::Decl(h_group));
    let last = b.decl(int, vec![("last", int, None)]);
    b.p.units.push(Unit {
        role: Default::default(),
        file: Default::default(),
        items: vec![
            Item::Include("#include <stdio.h>".to_string()),
            Item::Stmt(counter),
            Item::Stmt(h),
            Item::Func(f),
            Item::Func(g),
            Item::Stmt(last),
        ],
        feature_macros: Vec::new(),
        text_in: None,
    });
    check(
        &print_unit(&b.p, 0, &crate::print::C),
        "#include <stdio.h>\nextern int counter;\nint h();\n\n\
         static double *f(int n, double a[n][n])\n{\n    return a[0];\n}\n\n\
         int g(x)\ndouble x;\n{\n    return x;\n}\n\nint last;\n",
    );
    // No such unit: nothing.
    check(&print_unit(&b.p, 7, &crate::print::C), "");
}
