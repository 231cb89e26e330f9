//! Effects on small C programs: the dumps and the sets.

use super::*;
use crate::callgraph::call_graph;
use crate::front::{CppOptions, parse_files};
use crate::ir::{FuncId, Program};

fn parse(src: &str) -> (tempfile::TempDir, Program) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.c");
    std::fs::write(&path, src).unwrap();
    let parsed = parse_files(&[path], &CppOptions::default());
    assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
    (dir, parsed.program)
}

fn dump_with(src: &str, options: EffectsOptions) -> String {
    let (_dir, program) = parse(src);
    let cg = call_graph(&program);
    let fx = effects(&program, &cg, &options);
    dump_effects(&program, &fx)
}

fn dump(src: &str) -> String {
    dump_with(src, EffectsOptions::default())
}

#[allow(dead_code)]
fn func(program: &Program, name: &str) -> FuncId {
    program
        .func_ids()
        .find(|&f| program.symbols[program.funcs[f].sym].name == name)
        .unwrap()
}

#[test]
fn smoke() {
    let out =
        dump("void f(int n, double *a, double *b) { for (int i = 0; i < n; i++) b[i] = a[i]; }\n");
    println!("{out}");
}
