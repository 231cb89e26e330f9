//! The program's call graph: who calls whom, at which call site.
//!
//! [`call_graph`] walks every function definition once and records each call expression
//! as a [`CallSite`]: the caller, the innermost statement holding the call, the call
//! expression, and what it calls ([`Callee`]). The graph itself is a petgraph
//! [`DiGraph`] whose nodes are the function definitions, the external callees (functions
//! without source: libc, builtins, functions of files not given) and one node standing for
//! every call through a function pointer ([`CgNode::Indirect`]); each edge is one call
//! site.
//!
//! # Invariants and soundness claims
//!
//! - Every evaluated call expression of every function body is a call site, exactly once,
//!   including calls in declaration initializers, `for` clauses, statement expressions
//!   and run-time array sizes of declared types. Operands of `sizeof`, `_Alignof` and the
//!   controlling expression of `_Generic` are not evaluated by C, so calls there are not
//!   call sites.
//! - A callee is direct ([`Callee::Func`] or [`Callee::External`]) only when the callee
//!   expression is a function name, possibly under casts, `*`, `&` or `__extension__`
//!   (`(*f)(x)`, `(&f)(x)` and `((void (*)(void)) f)()` all call `f`). Every other call
//!   is [`Callee::Indirect`]: it may call anything, and analyses treat it so.
//! - A function name given as an argument to an external callee (`qsort(a, n, s, cmp)`)
//!   adds a [`CallSite`] with `callback: true` from the caller to that function, so that
//!   bottom-up orders see the callback before its caller. Whether the external function
//!   really calls it, and when, is the effects table's business.
//! - A function whose name is used other than as a direct callee is *address-taken*: it
//!   may be called from places the graph cannot see, so it [has unknown
//!   callers](CallGraph::has_unknown_callers). So does `main`, and, in a program without
//!   `main` (a library), every function that is not `static`. A program with `main` is
//!   taken to be whole: its non-static functions are called only from within it.
//! - [`CallGraph::bottom_up`] lists the strongly connected components of the graph
//!   restricted to function definitions, callees before callers; within a component,
//!   functions are sorted by id. The output depends only on the program (no hashing
//!   order leaks into it).

use std::collections::BTreeSet;
use std::fmt::Write;

use petgraph::graph::{DiGraph, NodeIndex};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::visit::{Child, expr_children, stmt_children};
use crate::ir::*;

/// What a call site calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Callee {
    /// A function defined in the program.
    Func(FuncId),
    /// A function without a definition in the program (libc, a compiler builtin, a
    /// function of a file that was not given), by its symbol.
    External(SymbolId),
    /// A call through a function pointer: any function at all.
    Indirect,
}

/// One call: a node of the program that transfers control to a callee.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CallSite {
    /// The function holding the call.
    pub caller: FuncId,
    /// The innermost statement holding the call expression.
    pub stmt: StmtId,
    /// The call expression ([`Expr::Call`]).
    pub expr: ExprId,
    /// What it calls.
    pub callee: Callee,
    /// The callee is a function name given as an argument of the call `expr` to an
    /// external function (`qsort(..., cmp)`), not the function `expr` calls.
    pub callback: bool,
}

/// A node of the call graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CgNode {
    /// A function definition.
    Func(FuncId),
    /// A function without source.
    External(SymbolId),
    /// The unknown target of every call through a function pointer.
    Indirect,
}

/// The call graph of a program; see the module documentation.
#[derive(Clone, Debug)]
pub struct CallGraph {
    /// Nodes are functions; the weight of an edge is the index of its site in `sites`.
    graph: DiGraph<CgNode, usize>,
    /// The node of each function definition, by `FuncId` index.
    func_nodes: Vec<NodeIndex>,
    /// Every call site, grouped by caller in id order, in walk order within a caller.
    sites: Vec<CallSite>,
    /// Indices into `sites` of the sites whose caller is the function, by `FuncId` index.
    out_sites: Vec<Vec<usize>>,
    /// Indices into `sites` of the sites whose callee is the function, by `FuncId` index.
    in_sites: Vec<Vec<usize>>,
    /// The site of each call expression (callbacks excluded).
    by_expr: FxHashMap<ExprId, usize>,
    /// Strongly connected components, callees first.
    bottom_up: Vec<Vec<FuncId>>,
    /// Whether each function is in a cycle, by `FuncId` index.
    recursive: Vec<bool>,
    /// Functions whose name is used other than as a direct callee.
    address_taken: BTreeSet<FuncId>,
    /// Functions that may be called from outside the graph, by `FuncId` index.
    unknown_callers: Vec<bool>,
}

impl CallGraph {
    /// The strongly connected components of the graph of function definitions,
    /// callees first (bottom-up). Functions within a component are sorted by id.
    pub fn bottom_up(&self) -> Vec<Vec<FuncId>> {
        self.bottom_up.clone()
    }

    /// The components of [`CallGraph::bottom_up`], without copying them.
    pub fn sccs(&self) -> &[Vec<FuncId>] {
        &self.bottom_up
    }

    /// Whether `func` may call itself, directly or through other functions of the
    /// program (calls through pointers do not count: they are unknown).
    pub fn is_recursive(&self, func: FuncId) -> bool {
        self.recursive.get(func.index()).copied().unwrap_or(false)
    }

    /// The functions of `funcs` and every function that calls one of them, directly or
    /// through other functions (call sites through pointers do not count).
    pub fn with_callers(&self, funcs: impl IntoIterator<Item = FuncId>) -> FxHashSet<FuncId> {
        let mut res: FxHashSet<FuncId> = funcs.into_iter().collect();
        let mut work: Vec<FuncId> = res.iter().copied().collect();
        while let Some(f) = work.pop() {
            for site in self.call_sites(f) {
                if res.insert(site.caller) {
                    work.push(site.caller);
                }
            }
        }
        res
    }

    /// `func` and every function it calls, directly or through other functions (call
    /// sites through pointers do not count).
    pub fn with_callees(&self, func: FuncId) -> FxHashSet<FuncId> {
        let mut res: FxHashSet<FuncId> = FxHashSet::from_iter([func]);
        let mut work = vec![func];
        while let Some(f) = work.pop() {
            for site in self.calls_in(f) {
                if let Callee::Func(g) = site.callee
                    && res.insert(g)
                {
                    work.push(g);
                }
            }
        }
        res
    }

    /// The functions with a call site of `func`, sorted, without repetition.
    pub fn callers(&self, func: FuncId) -> Vec<FuncId> {
        let callers: BTreeSet<FuncId> = self
            .call_sites(func)
            .iter()
            .map(|site| site.caller)
            .collect();
        callers.into_iter().collect()
    }

    /// The call sites whose callee is `func` (callback sites included), in caller order.
    pub fn call_sites(&self, func: FuncId) -> Vec<CallSite> {
        self.in_sites
            .get(func.index())
            .map(|ids| ids.iter().map(|&k| self.sites[k]).collect())
            .unwrap_or_default()
    }

    /// The call sites inside `func`, in walk order (a statement's expressions before its
    /// sub-statements).
    pub fn calls_in(&self, func: FuncId) -> Vec<CallSite> {
        self.out_sites
            .get(func.index())
            .map(|ids| ids.iter().map(|&k| self.sites[k]).collect())
            .unwrap_or_default()
    }

    /// Every call site of the program.
    pub fn sites(&self) -> &[CallSite] {
        &self.sites
    }

    /// What the call expression `expr` calls; `None` when `expr` is not an evaluated call
    /// of a function body.
    pub fn callee_of(&self, expr: ExprId) -> Option<Callee> {
        self.by_expr.get(&expr).map(|&k| self.sites[k].callee)
    }

    /// Whether `func`'s name is used other than as a direct callee (stored in a function
    /// pointer, passed as an argument, put in an initializer).
    pub fn is_address_taken(&self, func: FuncId) -> bool {
        self.address_taken.contains(&func)
    }

    /// Whether `func` may be called from somewhere the graph does not see: it is
    /// address-taken, it is `main`, or the program has no `main` and `func` is not
    /// `static` (a library entry point).
    pub fn has_unknown_callers(&self, func: FuncId) -> bool {
        self.unknown_callers
            .get(func.index())
            .copied()
            .unwrap_or(true)
    }

    /// The node of function definition `func` in [`CallGraph::graph`].
    pub fn node(&self, func: FuncId) -> NodeIndex {
        self.func_nodes[func.index()]
    }

    /// The petgraph graph: nodes are [`CgNode`]s, the weight of an edge is the index of
    /// its call site in [`CallGraph::sites`].
    pub fn graph(&self) -> &DiGraph<CgNode, usize> {
        &self.graph
    }

    /// The external callees (functions without source) called somewhere, sorted.
    pub fn externals(&self) -> Vec<SymbolId> {
        let set: BTreeSet<SymbolId> = self
            .sites
            .iter()
            .filter_map(|site| match site.callee {
                Callee::External(sym) => Some(sym),
                _ => None,
            })
            .collect();
        set.into_iter().collect()
    }
}

/// The function symbol a callee expression names directly: a function name, possibly
/// under casts, `*`, `&` and `__extension__`. `None` for calls through pointers.
pub fn direct_callee(program: &Program, callee: ExprId) -> Option<SymbolId> {
    let mut e = callee;
    loop {
        match &program.exprs[e] {
            Expr::Cast(_, inner)
            | Expr::Extension(inner)
            | Expr::Unary(UnOp::Deref | UnOp::AddrOf, inner) => e = *inner,
            Expr::Var(sym) => {
                let symbol = &program.symbols[*sym];
                return match symbol.kind {
                    SymbolKind::Func | SymbolKind::Builtin
                        if is_function_designator(program, *sym) =>
                    {
                        Some(*sym)
                    }
                    _ => None,
                };
            }
            _ => return None,
        }
    }
}

/// Whether `sym` names a function (not a builtin object such as `__func__`).
fn is_function_designator(program: &Program, sym: SymbolId) -> bool {
    let symbol = &program.symbols[sym];
    match symbol.kind {
        SymbolKind::Func => true,
        // Builtins have an opaque type; the ones that are objects are few and known.
        SymbolKind::Builtin => !matches!(
            symbol.name.as_str(),
            "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__"
        ),
        _ => false,
    }
}

/// Builds the call graph of `program`.
pub fn call_graph(program: &Program) -> CallGraph {
    let n_funcs = program.funcs.len();
    let mut graph = DiGraph::new();
    let func_nodes: Vec<NodeIndex> = program
        .func_ids()
        .map(|f| graph.add_node(CgNode::Func(f)))
        .collect();
    let mut collector = Collector {
        program,
        sites: Vec::new(),
        address_taken: BTreeSet::new(),
        caller: None,
    };
    for func in program.func_ids() {
        collector.caller = Some(func);
        for &s in &program.funcs[func].body.0 {
            collector.stmt(s);
        }
    }
    collector.caller = None;
    for unit in &program.units {
        for item in &unit.items {
            if let Item::Stmt(s) = item {
                collector.stmt(*s);
            }
        }
    }
    let Collector {
        sites,
        address_taken,
        ..
    } = collector;

    let mut external_nodes: FxHashMap<SymbolId, NodeIndex> = FxHashMap::default();
    let mut indirect_node = None;
    let mut out_sites = vec![Vec::new(); n_funcs];
    let mut in_sites = vec![Vec::new(); n_funcs];
    let mut by_expr = FxHashMap::default();
    for (k, site) in sites.iter().enumerate() {
        let target = match site.callee {
            Callee::Func(f) => {
                in_sites[f.index()].push(k);
                func_nodes[f.index()]
            }
            Callee::External(sym) => *external_nodes
                .entry(sym)
                .or_insert_with(|| graph.add_node(CgNode::External(sym))),
            Callee::Indirect => {
                *indirect_node.get_or_insert_with(|| graph.add_node(CgNode::Indirect))
            }
        };
        graph.add_edge(func_nodes[site.caller.index()], target, k);
        out_sites[site.caller.index()].push(k);
        if !site.callback {
            by_expr.insert(site.expr, k);
        }
    }

    // Tarjan's algorithm gives components in postorder: for caller → callee edges,
    // callees first.
    let mut bottom_up = Vec::new();
    let mut recursive = vec![false; n_funcs];
    for component in petgraph::algo::tarjan_scc(&graph) {
        let mut funcs: Vec<FuncId> = component
            .iter()
            .filter_map(|&n| match graph[n] {
                CgNode::Func(f) => Some(f),
                _ => None,
            })
            .collect();
        if funcs.is_empty() {
            continue;
        }
        funcs.sort();
        let cyclic = funcs.len() > 1 || graph.contains_edge(component[0], component[0]);
        for f in &funcs {
            recursive[f.index()] = cyclic;
        }
        bottom_up.push(funcs);
    }

    let has_main = program
        .func_ids()
        .any(|f| program.symbols[program.funcs[f].sym].name == "main");
    let unknown_callers = program
        .func_ids()
        .map(|f| {
            let symbol = &program.symbols[program.funcs[f].sym];
            address_taken.contains(&f)
                || symbol.name == "main"
                || (!has_main && symbol.storage != Storage::Static)
        })
        .collect();

    CallGraph {
        graph,
        func_nodes,
        sites,
        out_sites,
        in_sites,
        by_expr,
        bottom_up,
        recursive,
        address_taken,
        unknown_callers,
    }
}

/// Walks bodies, collecting call sites and address-taken functions.
struct Collector<'a> {
    program: &'a Program,
    sites: Vec<CallSite>,
    address_taken: BTreeSet<FuncId>,
    /// The function being walked; `None` at file scope (initializers only).
    caller: Option<FuncId>,
}

impl Collector<'_> {
    fn stmt(&mut self, s: StmtId) {
        let mut children = Vec::new();
        stmt_children(&self.program.stmts[s], &mut |c| children.push(c));
        for child in children {
            match child {
                Child::Expr(e) => self.expr(e, s),
                Child::Stmt(c) => self.stmt(c),
                Child::Type(t) => self.type_sizes(t, s),
            }
        }
    }

    /// The run-time array sizes of a declared or cast-to type (evaluated where the type
    /// is); typedef names and function types evaluate nothing here.
    fn type_sizes(&mut self, ty: TypeId, s: StmtId) {
        let mut ty = ty;
        loop {
            match &self.program.types[ty].kind {
                TypeKind::Pointer(inner) => ty = *inner,
                TypeKind::Array { elem, size, .. } => {
                    if let ArraySize::Vla(e) = size {
                        self.expr(*e, s);
                    }
                    ty = *elem;
                }
                _ => return,
            }
        }
    }

    /// Walks expression `e` of statement `s` in pre-order, with an explicit stack:
    /// generated code nests expressions thousands deep.
    fn expr(&mut self, e: ExprId, s: StmtId) {
        let program = self.program;
        let mut work = vec![e];
        while let Some(e) = work.pop() {
            match &program.exprs[e] {
                Expr::SizeofExpr(_) | Expr::AlignofExpr(..) => {}
                Expr::Generic(_, assocs) => work.extend(assocs.iter().rev().map(|(_, a)| *a)),
                Expr::StmtExpr(block) => {
                    for &inner in &block.0 {
                        self.stmt(inner);
                    }
                }
                Expr::Var(sym) => {
                    if let Some(f) = program.symbols[*sym].def
                        && is_function_designator(program, *sym)
                    {
                        self.address_taken.insert(f);
                    }
                }
                Expr::Call(callee, args) => {
                    let direct = direct_callee(program, *callee);
                    let target = match direct {
                        Some(sym) => match program.symbols[sym].def {
                            Some(f) => Callee::Func(f),
                            None => Callee::External(sym),
                        },
                        None => Callee::Indirect,
                    };
                    if let Some(caller) = self.caller {
                        self.sites.push(CallSite {
                            caller,
                            stmt: s,
                            expr: e,
                            callee: target,
                            callback: false,
                        });
                        if let Callee::External(_) = target {
                            self.callbacks(caller, s, e, args);
                        }
                    }
                    work.extend(args.iter().rev().copied());
                    if direct.is_none() {
                        work.push(*callee);
                    }
                }
                other => {
                    let mut children = Vec::new();
                    expr_children(other, &mut |c| children.push(c));
                    for child in children.into_iter().rev() {
                        match child {
                            Child::Expr(c) => work.push(c),
                            Child::Stmt(c) => self.stmt(c),
                            Child::Type(t) => self.type_sizes(t, s),
                        }
                    }
                }
            }
        }
    }

    /// Records the functions named as arguments of call `e` to an external function.
    fn callbacks(&mut self, caller: FuncId, s: StmtId, e: ExprId, args: &[ExprId]) {
        for &arg in args {
            if let Some(cb) = direct_callee(self.program, arg)
                && let Some(f) = self.program.symbols[cb].def
            {
                self.sites.push(CallSite {
                    caller,
                    stmt: s,
                    expr: e,
                    callee: Callee::Func(f),
                    callback: true,
                });
            }
        }
    }
}

/// The call graph as text, for golden tests: one line per function definition,
/// bottom-up, with its callees in first-call order.
///
/// ```text
/// scale (m.c:1) -> sqrt [pure]
/// fact (m.c:5) (recursive) -> fact
/// main (m.c:9) [unknown callers] -> fact, printf [io], scale, <indirect>, cmp (callback)
/// ```
///
/// External callees carry the kind of their effect summary: `pure`, `io`, `alloc`,
/// `memory` (reads or writes memory given by pointer arguments), or `unknown` (no
/// summary: every effect is assumed).
pub fn dump_callgraph(program: &Program, cg: &CallGraph) -> String {
    let mut out = String::new();
    for component in cg.sccs() {
        for &f in component {
            let func = &program.funcs[f];
            let _ = write!(
                out,
                "{} ({})",
                program.symbols[func.sym].name,
                crate::dump::short_loc(program, program.funcs.loc(f))
            );
            if cg.is_recursive(f) {
                out.push_str(" (recursive)");
            }
            if cg.has_unknown_callers(f) {
                out.push_str(" [unknown callers]");
            }
            let mut seen = BTreeSet::new();
            let mut callees = Vec::new();
            for site in cg.calls_in(f) {
                if !seen.insert((site.callee, site.callback)) {
                    continue;
                }
                callees.push(match site.callee {
                    Callee::Func(g) => {
                        let name = program.symbols[program.funcs[g].sym].name.clone();
                        if site.callback {
                            format!("{name} (callback)")
                        } else {
                            name
                        }
                    }
                    Callee::External(sym) => {
                        let name = &program.symbols[sym].name;
                        let kind = crate::effects::external_kind(name);
                        format!("{name} [{kind}]")
                    }
                    Callee::Indirect => "<indirect>".to_string(),
                });
            }
            if callees.is_empty() {
                out.push('\n');
            } else {
                let _ = writeln!(out, " -> {}", callees.join(", "));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
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

    fn func(program: &Program, name: &str) -> FuncId {
        program
            .func_ids()
            .find(|&f| program.symbols[program.funcs[f].sym].name == name)
            .unwrap()
    }

    fn check(src: &str, expected: &str) {
        let (_dir, program) = parse(src);
        let cg = call_graph(&program);
        assert_eq!(dump_callgraph(&program, &cg), expected);
    }

    #[test]
    fn direct_calls_bottom_up_with_externals() {
        check(
            "#include <math.h>\n\
             #include <stdio.h>\n\
             double scale(double x) { return sqrt(x) * 2; }\n\
             double sum(int n) { double s = 0; for (int i = 0; i < n; i++) s += scale(i); return s; }\n\
             int main(void) { printf(\"%f\\n\", sum(3)); return 0; }\n",
            "scale (m.c:3) -> sqrt [pure]\n\
             sum (m.c:4) -> scale\n\
             main (m.c:5) [unknown callers] -> printf [io], sum\n",
        );
    }

    #[test]
    fn recursion_self_and_mutual() {
        let src = "int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }\n\
                   int odd(int n);\n\
                   int even(int n) { return n == 0 ? 1 : odd(n - 1); }\n\
                   int odd(int n) { return n == 0 ? 0 : even(n - 1); }\n\
                   int leaf(int n) { return n; }\n\
                   int main(void) { return fact(3) + even(4) + leaf(1); }\n";
        let (_dir, program) = parse(src);
        let cg = call_graph(&program);
        let fact = func(&program, "fact");
        let even = func(&program, "even");
        let odd = func(&program, "odd");
        let leaf = func(&program, "leaf");
        let main = func(&program, "main");
        assert!(cg.is_recursive(fact));
        assert!(cg.is_recursive(even) && cg.is_recursive(odd));
        assert!(!cg.is_recursive(leaf) && !cg.is_recursive(main));
        let order = cg.bottom_up();
        assert!(order.contains(&vec![even, odd]));
        let pos = |f: FuncId| order.iter().position(|c| c.contains(&f)).unwrap();
        assert!(pos(fact) < pos(main) && pos(even) < pos(main) && pos(leaf) < pos(main));
        assert_eq!(cg.callers(fact), vec![fact, main]);
        assert_eq!(cg.callers(odd), vec![even]);
        assert_eq!(cg.call_sites(even).len(), 2);
        assert_eq!(
            dump_callgraph(&program, &cg)
                .lines()
                .filter(|l| l.contains("(recursive)"))
                .count(),
            3
        );
    }

    #[test]
    fn function_pointers_are_indirect_and_address_taken() {
        let src = "static int twice(int x) { return 2 * x; }\n\
                   static int apply(int (*f)(int), int x) { return f(x) + (*f)(x); }\n\
                   static int direct(int x) { return (*twice)(x) + (&twice)(x); }\n\
                   int main(void) { return apply(twice, 1) + direct(2); }\n";
        let (_dir, program) = parse(src);
        let cg = call_graph(&program);
        let apply = func(&program, "apply");
        let twice = func(&program, "twice");
        let direct = func(&program, "direct");
        let sites = cg.calls_in(apply);
        assert_eq!(sites.len(), 2);
        assert!(sites.iter().all(|s| s.callee == Callee::Indirect));
        assert!(cg.is_address_taken(twice));
        assert!(cg.has_unknown_callers(twice));
        assert!(!cg.is_address_taken(direct) && !cg.has_unknown_callers(direct));
        assert!(
            cg.calls_in(direct)
                .iter()
                .all(|s| s.callee == Callee::Func(twice))
        );
        assert_eq!(
            dump_callgraph(&program, &cg),
            "twice (m.c:1) [unknown callers]\n\
             apply (m.c:2) -> <indirect>\n\
             direct (m.c:3) -> twice\n\
             main (m.c:4) [unknown callers] -> apply, direct\n"
        );
    }

    #[test]
    fn callbacks_of_external_functions() {
        check(
            "#include <stdlib.h>\n\
             static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }\n\
             void sort(int *v, int n) { qsort(v, n, sizeof *v, cmp); }\n",
            "cmp (m.c:2) [unknown callers]\n\
             sort (m.c:3) [unknown callers] -> qsort [memory], cmp (callback)\n",
        );
    }

    #[test]
    fn call_sites_in_every_evaluated_position() {
        let src = "int g(int x) { return x; }\n\
                   int f(int n) {\n\
                   int a = g(1);\n\
                   for (int i = g(2); i < g(3); i += g(4)) a += ({ int t = g(5); t; });\n\
                   double v[g(6)];\n\
                   return a + sizeof(g(7)) + (int)sizeof v;\n\
                   }\n";
        let (_dir, program) = parse(src);
        let cg = call_graph(&program);
        let g = func(&program, "g");
        let f = func(&program, "f");
        let lines: Vec<u32> = cg
            .call_sites(g)
            .iter()
            .map(|s| program.stmt_loc(s.stmt).line)
            .collect();
        assert_eq!(lines, vec![3, 4, 4, 4, 4, 5]);
        for site in cg.call_sites(g) {
            assert_eq!(site.caller, f);
            assert_eq!(cg.callee_of(site.expr), Some(Callee::Func(g)));
        }
        // The statement of `g(5)` is the declaration inside the statement expression.
        let inner = cg.call_sites(g)[4];
        assert!(matches!(program.stmts[inner.stmt], Stmt::Decl(_)));
    }

    #[test]
    fn library_without_main_exports_non_static_functions() {
        let src = "static void helper(double *a) { a[0] = 1; }\n\
                   void api(double *a) { helper(a); }\n";
        let (_dir, program) = parse(src);
        let cg = call_graph(&program);
        assert!(cg.has_unknown_callers(func(&program, "api")));
        assert!(!cg.has_unknown_callers(func(&program, "helper")));
        let src = "void api(double *a) { a[0] = 1; }\n\
                   int main(void) { double x[1]; api(x); return 0; }\n";
        let (_dir, program) = parse(src);
        let cg = call_graph(&program);
        assert!(!cg.has_unknown_callers(func(&program, "api")));
        assert!(cg.has_unknown_callers(func(&program, "main")));
    }

    #[test]
    fn function_tables_in_initializers_take_addresses() {
        let src = "static void a(void) {}\n\
                   static void b(void) {}\n\
                   static void (*table[])(void) = { a, b };\n\
                   int main(void) { table[0](); return 0; }\n";
        let (_dir, program) = parse(src);
        let cg = call_graph(&program);
        assert!(cg.is_address_taken(func(&program, "a")));
        assert!(cg.is_address_taken(func(&program, "b")));
        assert_eq!(
            cg.calls_in(func(&program, "main"))[0].callee,
            Callee::Indirect
        );
    }
}
