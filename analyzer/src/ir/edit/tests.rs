use super::*;
use crate::front::{CppOptions, parse_files};
use crate::ir::verify::verify;
use crate::print::print_unit;

fn parse(src: &str) -> (tempfile::TempDir, Program) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.c");
    std::fs::write(&path, src).unwrap();
    let parsed = parse_files(&[path], &CppOptions::default());
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    (dir, parsed.program)
}

fn func(p: &Program, name: &str) -> FuncId {
    p.func_ids()
        .find(|&f| p.symbols[p.funcs[f].sym].name == name)
        .unwrap()
}

/// The statements of `func` whose kind is picked by `pick`, in source order.
fn find(p: &Program, f: FuncId, pick: impl Fn(&Stmt) -> bool) -> Vec<StmtId> {
    let mut found = Vec::new();
    let mut stack: Vec<StmtId> = p.funcs[f].body.0.iter().rev().copied().collect();
    while let Some(s) = stack.pop() {
        if pick(&p.stmts[s]) {
            found.push(s);
        }
        let mut kids = Vec::new();
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(c) = c {
                kids.push(c)
            }
        });
        stack.extend(kids.into_iter().rev());
    }
    found
}

/// The body of `f` as printed, one line per line, without indentation.
fn body_lines(p: &Program, f: FuncId) -> Vec<String> {
    let text = print_unit(p, 0, &crate::print::C);
    let name = &p.symbols[p.funcs[f].sym].name;
    let start = text
        .lines()
        .position(|l| l.contains(&format!(" {name}(")))
        .unwrap();
    text.lines()
        .skip(start + 1)
        .take_while(|l| *l != "}")
        .map(|l| l.trim().to_string())
        .filter(|l| l != "{")
        .collect()
}

const SRC: &str = "int a[10];\n\
                   void f(int n)\n\
                   {\n\
                   int s = 0;\n\
                   for (int i = 0; i < n; i++) {\n\
                   s += a[i];\n\
                   }\n\
                   if (s > 3)\n\
                   a[0] = s;\n\
                   int t = ({ int u = s; u + 1; });\n\
                   a[1] = t;\n\
                   }\n";

#[test]
fn a_copy_has_fresh_ids_and_prints_the_same() {
    let (_dir, mut p) = parse(SRC);
    let f = func(&p, "f");
    let l = find(&p, f, |s| matches!(s, Stmt::For { .. }))[0];
    let (n_stmts, n_exprs) = (p.stmts.len(), p.exprs.len());
    let copy = copy_stmt(&mut p, l);
    assert_eq!(
        crate::print::print_stmt(&p, copy, 0),
        crate::print::print_stmt(&p, l, 0)
    );
    // Every node of the copy is new.
    let mut stack = vec![Child::Stmt(copy)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                assert!(s.index() >= n_stmts);
                stmt_children(&p.stmts[s], &mut |c| stack.push(c));
            }
            Child::Expr(e) => {
                assert!(e.index() >= n_exprs);
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    // Placed after the original, the program is still a tree.
    insert_after(&mut p, f, l, &[copy]);
    verify(&p).unwrap();
    let lines = body_lines(&p, f);
    assert_eq!(
        lines
            .iter()
            .filter(|l| l.starts_with("for (int i = 0; i < n; i++)"))
            .count(),
        2,
        "{lines:?}"
    );
}

#[test]
fn slots_name_every_kind_of_parent() {
    let (_dir, p) = parse(SRC);
    let f = func(&p, "f");
    let parents = Parents::of_function(&p, f);
    let l = find(&p, f, |s| matches!(s, Stmt::For { .. }))[0];
    assert_eq!(parents.slot(l), Some(Slot::FuncBody { func: f, index: 1 }));
    let Stmt::For { body, .. } = &p.stmts[l] else {
        unreachable!()
    };
    assert_eq!(parents.slot(*body), Some(Slot::Child { parent: l }));
    let Stmt::Block(b) = &p.stmts[*body] else {
        unreachable!()
    };
    assert_eq!(
        parents.slot(b.0[0]),
        Some(Slot::Block {
            block: *body,
            index: 0
        })
    );
    let inner_decl = find(&p, f, |s| matches!(s, Stmt::Decl(_)));
    // `int s`, `int t`: the statement expression's `int u` is inside an expression.
    assert_eq!(inner_decl.len(), 2);
    let in_expr: Vec<Slot> = parents
        .slots
        .values()
        .copied()
        .filter(|s| matches!(s, Slot::StmtExpr { .. }))
        .collect();
    assert_eq!(in_expr.len(), 2, "`int u = s;` and `u + 1;`");
}

#[test]
fn insertions_and_replacements_keep_a_tree_that_prints() {
    let (_dir, mut p) = parse(SRC);
    let f = func(&p, "f");
    let int = p.ty(TypeKind::Int(IntKind::Int));
    let loc = p.stmts.loc(p.funcs[f].body.0[0]);
    // Before a statement of the function's body.
    let mut names = Names::of_program(&p, is_c_reserved);
    let x = new_local(&mut p, &mut names, "s", int, loc);
    let zero = p.exprs.alloc(
        Expr::IntLit {
            value: Some(0),
            text: "0".into(),
        },
        loc,
    );
    let d = decl_stmt(&mut p, x, Some(zero), loc);
    let l = find(&p, f, |s| matches!(s, Stmt::For { .. }))[0];
    insert_before(&mut p, f, l, &[d]);
    // After the `then` branch of the `if`: the branch becomes a block.
    let assign = find(&p, f, |s| matches!(s, Stmt::Expr(_)))
        .into_iter()
        .find(|&s| matches!(slot_of(&p, f, s), Some(Slot::Child { .. })))
        .unwrap();
    let v = p.exprs.alloc(Expr::Var(x), loc);
    let one = p.exprs.alloc(
        Expr::IntLit {
            value: Some(1),
            text: "1".into(),
        },
        loc,
    );
    let inc = p.exprs.alloc(
        Expr::Assign {
            op: Some(BinOp::Add),
            lhs: v,
            rhs: one,
        },
        loc,
    );
    let inc = p.stmts.alloc(Stmt::Expr(inc), loc);
    insert_after(&mut p, f, assign, &[inc]);
    // The loop replaced by a block holding it.
    let wrapped = p.stmts.alloc(Stmt::Block(Block(vec![l])), loc);
    replace_stmt(&mut p, f, l, wrapped);
    verify(&p).unwrap();
    let lines = body_lines(&p, f);
    let pos = |text: &str| {
        lines
            .iter()
            .position(|l| l == text)
            .unwrap_or_else(|| panic!("no `{text}` in {lines:?}"))
    };
    assert!(pos("int s_1 = 0;") < pos("for (int i = 0; i < n; i++) {"));
    assert_eq!(pos("a[0] = s;") + 1, pos("s_1 += 1;"));
}

#[test]
fn fresh_names_avoid_symbols_keywords_and_each_other() {
    let (_dir, p) = parse(SRC);
    let mut names = Names::of_program(&p, is_c_reserved);
    assert_eq!(names.fresh("s"), "s_1");
    assert_eq!(names.fresh("s"), "s_2");
    assert_eq!(names.fresh("p4a_x"), "p4a_x");
    assert_eq!(names.fresh("p4a_x"), "p4a_x_1");
    // C keywords and the names GNU C reserves; the kernel languages' words are the
    // caller's test (here C's only).
    assert_eq!(names.fresh("for"), "for_1");
    assert_eq!(names.fresh("typeof"), "typeof_1");
    assert_eq!(names.fresh("kernel"), "kernel");
    // Made identifiers.
    assert_eq!(names.fresh("f:12"), "f_12");
    assert_eq!(names.fresh("3d"), "_3d");
    assert!(names.is_taken("a") && names.is_taken("f"));
}

#[test]
fn a_new_function_is_declared_before_its_first_user_and_compiles() {
    let (dir, mut p) = parse(SRC);
    let f = func(&p, "f");
    let mut names = Names::of_program(&p, is_c_reserved);
    let int = p.ty(TypeKind::Int(IntKind::Int));
    let void = p.ty(TypeKind::Void);
    let loc = p.funcs.loc(f);
    let at = p.units[0]
        .items
        .iter()
        .position(|i| *i == Item::Func(f))
        .unwrap();
    let (g, params) = new_function(
        &mut p,
        &mut names,
        NewFunction {
            name: "f_kernel",
            ret: void,
            params: &[("n", int)],
            unit: 0,
            before: Some(at),
            loc,
        },
    );
    // Body: `a[2] = n_1;`
    let a = p
        .symbols
        .iter()
        .find(|(_, s)| s.name == "a")
        .map(|(id, _)| id)
        .unwrap();
    let base = p.exprs.alloc(Expr::Var(a), loc);
    let two = p.exprs.alloc(
        Expr::IntLit {
            value: Some(2),
            text: "2".into(),
        },
        loc,
    );
    let lhs = p.exprs.alloc(Expr::Index(base, two), loc);
    let rhs = p.exprs.alloc(Expr::Var(params[0]), loc);
    let set = p.exprs.alloc(Expr::Assign { op: None, lhs, rhs }, loc);
    let set = p.stmts.alloc(Stmt::Expr(set), loc);
    p.funcs[g].body.0.push(set);
    // Called at the start of `f`.
    let callee = p.exprs.alloc(Expr::Var(p.funcs[g].sym), loc);
    let arg = p.exprs.alloc(Expr::Var(p.funcs[f].params[0]), loc);
    let call = p.exprs.alloc(Expr::Call(callee, vec![arg]), loc);
    let call = p.stmts.alloc(Stmt::Expr(call), loc);
    let first = p.funcs[f].body.0[0];
    insert_before(&mut p, f, first, &[call]);
    verify(&p).unwrap();
    let text = print_unit(&p, 0, &crate::print::C);
    assert!(text.contains("static void f_kernel(int n_1)"), "{text}");
    assert!(text.find("f_kernel(int").unwrap() < text.find("void f(int n)").unwrap());
    let path = dir.path().join("out.c");
    std::fs::write(&path, &text).unwrap();
    let cc = std::process::Command::new("cc")
        .args(["-std=gnu11", "-Wall", "-Werror", "-c", "-o"])
        .arg(dir.path().join("out.o"))
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        cc.status.success(),
        "{}\n{text}",
        String::from_utf8_lossy(&cc.stderr)
    );
}

/// The verifier's messages for `p`.
fn verify_messages(p: &Program) -> Vec<String> {
    verify(p)
        .err()
        .unwrap_or_default()
        .into_iter()
        .map(|e| e.message)
        .collect()
}

#[test]
fn the_verifier_refuses_grid_indices_and_kernels_out_of_place() {
    let (_dir, mut p) = parse(SRC);
    let f = func(&p, "f");
    let loc = p.funcs.loc(f);
    // A grid index in host code.
    let first = p.funcs[f].body.0[0];
    let gid = p.exprs.alloc(Expr::GridIndex(0), loc);
    let stray = p.stmts.alloc(Stmt::Expr(gid), loc);
    insert_before(&mut p, f, first, &[stray]);
    assert!(
        verify_messages(&p)
            .iter()
            .any(|m| m.contains("grid index 0 outside a kernel")),
        "{:?}",
        verify_messages(&p)
    );
    // The same function made a kernel, still in the C unit.
    p.funcs[f].kind = FuncKind::Kernel {
        dims: 1,
        block: None,
    };
    assert!(
        verify_messages(&p)
            .iter()
            .any(|m| m.contains("in a Source unit"))
    );
    // In a kernel unit, it is valid; along a dimension it does not have, not.
    let item = p.units[0]
        .items
        .iter()
        .position(|i| *i == Item::Func(f))
        .unwrap();
    let moved = p.units[0].items.remove(item);
    p.units.push(Unit {
        file: p.units[0].file,
        items: vec![moved],
        role: UnitRole::OpenClKernels,
        feature_macros: Vec::new(),
        text_in: None,
    });
    assert_eq!(verify_messages(&p), Vec::<String>::new());
    p.exprs[gid] = Expr::GridIndex(1);
    assert!(
        verify_messages(&p)
            .iter()
            .any(|m| m.contains("grid index 1"))
    );
}

#[test]
fn the_verifier_refuses_a_local_of_another_function_and_host_calls_from_kernels() {
    let (_dir, mut p) = parse(
        "int h(int x) { return x + 1; }\n\
         int g(int n) { int k = n; return k; }\n\
         int f(int m) { return m; }\n",
    );
    let (f, g) = (func(&p, "f"), func(&p, "g"));
    // `return m;` of f made to read g's local `k`.
    let k = p
        .symbols
        .iter()
        .find(|(_, s)| s.name == "k")
        .map(|(id, _)| id)
        .unwrap();
    let Stmt::Return(Some(e)) = p.stmts[p.funcs[f].body.0[0]] else {
        unreachable!()
    };
    p.exprs[e] = Expr::Var(k);
    assert!(
        verify_messages(&p)
            .iter()
            .any(|m| m.contains("uses `k`, declared in no scope of its function"))
    );
    p.exprs[e] = Expr::Var(p.funcs[f].params[0]);
    assert_eq!(verify_messages(&p), Vec::<String>::new());
    // g as a device function calling the host function h.
    let loc = p.funcs.loc(g);
    let h = p.funcs[func(&p, "h")].sym;
    let callee = p.exprs.alloc(Expr::Var(h), loc);
    let arg = p.exprs.alloc(Expr::Var(p.funcs[g].params[0]), loc);
    let call = p.exprs.alloc(Expr::Call(callee, vec![arg]), loc);
    let call = p.stmts.alloc(Stmt::Expr(call), loc);
    let first = p.funcs[g].body.0[0];
    insert_before(&mut p, g, first, &[call]);
    p.funcs[g].kind = FuncKind::Device;
    let item = p.units[0]
        .items
        .iter()
        .position(|i| *i == Item::Func(g))
        .unwrap();
    let moved = p.units[0].items.remove(item);
    p.units.push(Unit {
        file: p.units[0].file,
        items: vec![moved],
        role: UnitRole::CudaKernels,
        feature_macros: Vec::new(),
        text_in: None,
    });
    assert!(
        verify_messages(&p)
            .iter()
            .any(|m| m.contains("device code calls `h`")),
        "{:?}",
        verify_messages(&p)
    );
}

#[test]
fn grouping_puts_consecutive_statements_into_one_block_and_refuses_others() {
    let (_dir, mut p) = parse(
        "int g(int n) { int s = 0; for (int i = 0; i < n; i++) { s += i; s *= 2; s -= 1; } return s; }\n",
    );
    let f = func(&p, "g");
    let exprs = find(&p, f, |s| matches!(s, Stmt::Expr(_)));
    assert_eq!(exprs.len(), 3);
    // Not consecutive (the first and the third): nothing changes.
    let before = body_lines(&p, f);
    assert_eq!(group_stmts(&mut p, f, &[exprs[0], exprs[2]]), None);
    assert_eq!(body_lines(&p, f), before);
    // The last two: one block in their place, which prints and verifies.
    let block = group_stmts(&mut p, f, &[exprs[1], exprs[2]]).expect("consecutive");
    assert!(matches!(&p.stmts[block], Stmt::Block(b) if b.0 == [exprs[1], exprs[2]]));
    assert_eq!(
        slot_of(&p, f, exprs[1]),
        Some(Slot::Block { block, index: 0 })
    );
    verify(&p).unwrap();
    let text = body_lines(&p, f).join(" ");
    // The block's own braces: one more `}` after the grouped statements.
    assert!(text.contains("s += i; s *= 2; s -= 1; } }"), "{text}");
}

#[test]
fn the_verifier_checks_how_parallel_constructs_nest() {
    let (_dir, mut p) = parse(
        "double a[100];\n\
         void f(void)\n\
         {\n\
         for (int t = 0; t < 4; t++)\n\
         for (int i = 0; i < 100; i++)\n\
         a[i] += t;\n\
         }\n",
    );
    let f = func(&p, "f");
    let loops = find(&p, f, |s| matches!(s, Stmt::For { .. }));
    let (outer, inner) = (loops[0], loops[1]);
    let marker = |p: &mut Program, d: Directive| {
        let loc = p.stmts.loc(outer);
        crate::ir::build::Build::new(p, loc).s(Stmt::Directive(d))
    };
    // `omp for` outside any region.
    let share = marker(&mut p, Directive::Share(ParallelLoop::default()));
    insert_before(&mut p, f, inner, &[share]);
    let errors = verify(&p).unwrap_err();
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("outside any region")),
        "{errors:?}"
    );
    // Inside a region around the outer loop: right.
    let region = marker(&mut p, Directive::Region { private: vec![] });
    insert_before(&mut p, f, outer, &[region]);
    verify(&p).unwrap();
    // A parallel loop of its own inside the region: wrong.
    p.stmts[share] = Stmt::Directive(Directive::ParallelLoop(ParallelLoop::default()));
    let errors = verify(&p).unwrap_err();
    assert!(
        errors
            .iter()
            .any(|e| e.message.contains("inside a hoisted region")),
        "{errors:?}"
    );
}
