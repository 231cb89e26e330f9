//! Calls of kernel-launching functions taken out of expressions, so that the transfer
//! placement ([`super::comm`]) sees each such call as a statement of its own.
//!
//! The placement follows data across calls that are statements: `f(...);`, `x = f(...);`,
//! `x op= f(...);` (a scalar `x`), `T x = f(...);` and `return f(...);`. Any other use of
//! a function that launches kernels (`hist[n++] = mass(v);`, `printf("%e", energy(g));`,
//! `while (residual(u) > eps)`) used to turn the whole program into per-kernel copies.
//! This pass rewrites such statements: each call of a launching function is evaluated
//! first into a temporary (`double mass_value = mass(v); hist[n++] = mass_value;`), and
//! the statement uses the temporary.
//!
//! **Soundness.** A function call is indeterminately sequenced with every evaluation of
//! its full expression that is not sequenced before or after it (C11 6.5.2.2p10), so
//! evaluating it before the statement is one of the orders the program already allows,
//! when the call is *reached unconditionally*: never under the right of `&&`, `||` or
//! `,`, a branch of `?:`, a statement expression or an operand that is not evaluated
//! (`sizeof`). To compute what the input computes whatever order the compiler chose,
//! the pass also requires that the moved calls commute with the rest of the expression
//! and with each other (see [`Access::conflicts`]): a moved call that writes memory must
//! not be moved across a read or write of memory, nor across I/O if it does I/O, nor
//! across the update of a local scalar its arguments read. The store of the statement's
//! own assignment, and the body of a call that takes the moved call's value as an
//! argument, happen after the call in every order.
//!
//! Conditions of loops are evaluated before each iteration: a `while` loop gets the
//! temporaries before it and again at the end of its body (in a block of its own, so
//! that no name of the body hides a name of the call); a `for` loop, or a loop whose
//! body `continue`s, gets them at the top of its body followed by `if (!cond) break;`,
//! one test per `&&` operand, so a call under the right of `&&` runs only when the left
//! is true. An `if` whose condition is a chain of `&&` tests and has no `else` becomes
//! nested `if`s the same way.

use rustc_hash::FxHashSet;

use p4a_analyzer::callgraph::{CallGraph, Callee};
use p4a_analyzer::effects::{self, Effects, Place};
use p4a_analyzer::ir::build::Build;
use p4a_analyzer::ir::edit::{self, Names};
use p4a_analyzer::ir::query::{self, Jump};
use p4a_analyzer::ir::visit::{self, Child};
use p4a_analyzer::ir::{
    BinOp, Block, DeclGroup, Declarator, Expr, ExprId, ForInit, FuncId, Init, Program, Stmt,
    StmtId, SymbolId, SymbolKind, TypeId, TypeKind, UnOp,
};

/// What [`take_out`] did.
#[derive(Debug, Default)]
pub struct Outcome {
    /// How many calls became statements of their own.
    pub moved: usize,
    /// Whether the program changed (calls moved, comma statements split, `if` tests
    /// nested): the analyses must then run again.
    pub changed: bool,
    /// Statements left as they were, with the reason (the placement then falls back to
    /// per-kernel copies and says so).
    pub refused: Vec<(StmtId, String)>,
}

/// Rewrites every statement of the functions in `launching` that uses a call of one of
/// them inside an expression, outside the planned `kernels` (whose work is not host
/// code); see the module documentation. `fx` are the effects of the
/// program as it is (the rewriting adds statements the analyses have not seen: run them
/// again when [`Outcome::changed`]).
pub fn take_out(
    p: &mut Program,
    cg: &CallGraph,
    fx: &Effects,
    launching: &FxHashSet<FuncId>,
    kernels: &FxHashSet<StmtId>,
) -> Outcome {
    let mut funcs: Vec<FuncId> = launching.iter().copied().collect();
    funcs.sort_unstable();
    let mut names = Names::of_program(p, crate::is_reserved);
    let mut out = Outcome::default();
    for f in funcs {
        let mut work = Vec::new();
        for &s in &p.funcs[f].body.0 {
            statements(p, s, kernels, &mut work);
        }
        let taken = query::address_taken_in(p, &p.funcs[f].body.0.clone());
        let mut cx = Rewrite {
            find: Finder { cg, launching },
            fx,
            func: f,
            taken,
            names: &mut names,
            moved: 0,
            changed: false,
        };
        while let Some(s) = work.pop() {
            match cx.statement(p, s, &mut work) {
                Ok(()) => {}
                Err(why) => out.refused.push((s, why)),
            }
        }
        out.moved += cx.moved;
        out.changed |= cx.changed;
    }
    out
}

/// Whether some statement of the functions in `launching` uses a call of one of them
/// inside an expression, outside the planned `kernels`: [`take_out`] has work to do.
pub fn needed(
    p: &Program,
    cg: &CallGraph,
    launching: &FxHashSet<FuncId>,
    kernels: &FxHashSet<StmtId>,
) -> bool {
    let find = Finder { cg, launching };
    let mut work = Vec::new();
    for &f in launching {
        for &s in &p.funcs[f].body.0 {
            statements(p, s, kernels, &mut work);
        }
    }
    work.into_iter().any(|s| {
        let root = find.root_call(p, s);
        let mut found = false;
        let mut look = |e: ExprId| {
            found |= match (root, &p.exprs[e]) {
                (Some(r), Expr::Call(callee, args)) if r == e => {
                    find.has_launch(p, *callee) || args.iter().any(|&a| find.has_launch(p, a))
                }
                (Some(r), Expr::Assign { lhs, rhs, .. }) if *rhs == r => {
                    find.has_launch(p, *lhs) || {
                        let Expr::Call(callee, args) = &p.exprs[r] else {
                            unreachable!("the root call is a call")
                        };
                        find.has_launch(p, *callee) || args.iter().any(|&a| find.has_launch(p, a))
                    }
                }
                _ => find.has_launch(p, e),
            }
        };
        visit::stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Expr(e) = c {
                look(e);
            }
        });
        if let Stmt::Decl(g) = &p.stmts[s] {
            visit::decl_children(g, &mut |c| {
                if let Child::Expr(e) = c {
                    look(e);
                }
            });
        }
        found
    })
}

/// The statements of subtree `s` (not those of statement expressions, nor those of the
/// `kernels`), parents first.
fn statements(p: &Program, s: StmtId, kernels: &FxHashSet<StmtId>, out: &mut Vec<StmtId>) {
    if kernels.contains(&s) {
        return;
    }
    out.push(s);
    visit::stmt_children(&p.stmts[s], &mut |c| {
        if let Child::Stmt(x) = c {
            statements(p, x, kernels, out);
        }
    });
}

/// Finds the calls of launching functions.
struct Finder<'a> {
    cg: &'a CallGraph,
    launching: &'a FxHashSet<FuncId>,
}

impl Finder<'_> {
    fn launches(&self, e: ExprId) -> Option<FuncId> {
        match self.cg.callee_of(e) {
            Some(Callee::Func(g)) if self.launching.contains(&g) => Some(g),
            _ => None,
        }
    }

    fn name_of(&self, p: &Program, e: ExprId) -> String {
        match self.launches(e) {
            Some(g) => p.symbols[p.funcs[g].sym].name.clone(),
            None => "a function".into(),
        }
    }

    /// Whether `e` calls a launching function anywhere (statement expressions and
    /// unevaluated operands included).
    fn has_launch(&self, p: &Program, e: ExprId) -> bool {
        if matches!(p.exprs[e], Expr::Call(..)) && self.launches(e).is_some() {
            return true;
        }
        let mut found = false;
        visit::expr_children(&p.exprs[e], &mut |c| match c {
            Child::Expr(x) => found |= self.has_launch(p, x),
            Child::Stmt(s) => found |= self.stmt_has_launch(p, s),
            Child::Type(_) => {}
        });
        found
    }

    /// Whether the initializer of declarator `d` calls a launching function.
    fn declarator_launches(&self, p: &Program, d: &Declarator) -> bool {
        let mut found = false;
        if let Some(init) = &d.init {
            visit::init_children(init, &mut |c| {
                if let Child::Expr(x) = c {
                    found |= self.has_launch(p, x);
                }
            });
        }
        found
    }

    fn stmt_has_launch(&self, p: &Program, s: StmtId) -> bool {
        let mut found = false;
        visit::stmt_children(&p.stmts[s], &mut |c| match c {
            Child::Expr(x) => found |= self.has_launch(p, x),
            Child::Stmt(x) => found |= self.stmt_has_launch(p, x),
            Child::Type(_) => {}
        });
        if let Stmt::Decl(g) = &p.stmts[s] {
            visit::decl_children(g, &mut |c| {
                if let Child::Expr(x) = c {
                    found |= self.has_launch(p, x);
                }
            });
        }
        found
    }

    /// Is `s` one of the statement forms the placement follows (a call as the whole
    /// statement, or stored into a scalar)? Then its root call stays; its arguments still
    /// must not launch.
    fn root_call(&self, p: &Program, s: StmtId) -> Option<ExprId> {
        let scalar = |x: SymbolId| {
            !matches!(
                p.resolve(p.symbols[x].ty).0,
                TypeKind::Array { .. } | TypeKind::Pointer(_)
            )
        };
        let is_launch =
            |e: ExprId| matches!(p.exprs[e], Expr::Call(..)) && self.launches(e).is_some();
        match &p.stmts[s] {
            Stmt::Expr(e) | Stmt::Return(Some(e)) if is_launch(*e) => Some(*e),
            Stmt::Expr(e) => match p.exprs[*e] {
                Expr::Assign { lhs, rhs, .. }
                    if is_launch(rhs) && matches!(p.exprs[lhs], Expr::Var(x) if scalar(x)) =>
                {
                    Some(rhs)
                }
                _ => None,
            },
            Stmt::Decl(g) => match g.decls.as_slice() {
                [d] if scalar(d.sym) => match d.init {
                    Some(Init::Expr(e)) if is_launch(e) => Some(e),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        }
    }
}

struct Rewrite<'a> {
    find: Finder<'a>,
    fx: &'a Effects,
    func: FuncId,
    /// Variables of the function whose address is taken: a callee may reach them.
    taken: FxHashSet<SymbolId>,
    names: &'a mut Names,
    moved: usize,
    changed: bool,
}

/// The memory an evaluation may touch, coarsely: enough to tell whether two evaluations
/// may run in either order.
#[derive(Clone, Debug, Default)]
struct Access {
    /// Reads memory a callee may reach (globals, pointees, address-taken locals).
    reads: bool,
    /// Writes such memory.
    writes: bool,
    /// Does input/output or touches library state.
    io: bool,
    /// Private local scalars (no callee can reach them) read, and written.
    local_reads: FxHashSet<SymbolId>,
    local_writes: FxHashSet<SymbolId>,
}

impl Access {
    fn all() -> Access {
        Access {
            reads: true,
            writes: true,
            io: true,
            ..Access::default()
        }
    }

    fn merge(&mut self, o: &Access) {
        self.reads |= o.reads;
        self.writes |= o.writes;
        self.io |= o.io;
        self.local_reads.extend(o.local_reads.iter().copied());
        self.local_writes.extend(o.local_writes.iter().copied());
    }

    /// Whether running `self` and `o` in the other order may change what they compute.
    fn conflicts(&self, o: &Access) -> bool {
        (self.writes && (o.reads || o.writes))
            || (o.writes && self.reads)
            || (self.io && o.io)
            || self
                .local_writes
                .iter()
                .any(|x| o.local_reads.contains(x) || o.local_writes.contains(x))
            || o.local_writes.iter().any(|x| self.local_reads.contains(x))
    }
}

/// What [`Rewrite::access`] leaves out: the moved calls (each evaluated on its own), and
/// the calls whose bodies run after the moved call being compared (it is in their
/// arguments).
#[derive(Default)]
struct Skip {
    moved: FxHashSet<ExprId>,
    after: FxHashSet<ExprId>,
}

/// The calls to move out of one expression, in the order they are evaluated (the calls
/// in a call's arguments before it).
struct Plan {
    calls: Vec<ExprId>,
    /// For each call, the calls among `calls` in its arguments.
    nested: Vec<Vec<ExprId>>,
}

impl<'a> Rewrite<'a> {
    /// Whether `x` is a scalar no callee can reach: automatic, not an array, address
    /// never taken.
    fn private_scalar(&self, p: &Program, x: SymbolId) -> bool {
        query::has_automatic_storage(p, x)
            && !self.taken.contains(&x)
            && !matches!(p.resolve(p.symbols[x].ty).0, TypeKind::Array { .. })
    }

    /// The launching calls of `e` to evaluate first, `exempt` aside; an error when one of
    /// them is not reached unconditionally.
    fn plan(&self, p: &Program, e: ExprId, exempt: Option<ExprId>) -> Result<Plan, String> {
        let mut plan = Plan {
            calls: Vec::new(),
            nested: Vec::new(),
        };
        self.collect(p, e, None, exempt, &mut plan)?;
        Ok(plan)
    }

    fn collect(
        &self,
        p: &Program,
        e: ExprId,
        under: Option<&'static str>,
        exempt: Option<ExprId>,
        plan: &mut Plan,
    ) -> Result<(), String> {
        let line = super::loc_text(p, p.exprs.loc(e));
        let cond = |what: &str| {
            format!(
                "{line}: `{}` launches kernels and is called {what}",
                self.find.name_of(p, e)
            )
        };
        match &p.exprs[e] {
            Expr::Call(callee, args) if self.find.launches(e).is_some() => {
                if let Some(what) = under {
                    return Err(cond(what));
                }
                let first = plan.calls.len();
                self.collect(p, *callee, None, exempt, plan)?;
                for &a in args {
                    self.collect(p, a, None, exempt, plan)?;
                }
                if Some(e) != exempt {
                    let inner = plan.calls[first..].to_vec();
                    plan.calls.push(e);
                    plan.nested.push(inner);
                }
                Ok(())
            }
            Expr::Binary(op @ (BinOp::LogAnd | BinOp::LogOr), a, b) => {
                self.collect(p, *a, under, exempt, plan)?;
                let what = if *op == BinOp::LogAnd {
                    "on the right of `&&`, which runs only when the left is true"
                } else {
                    "on the right of `||`, which runs only when the left is false"
                };
                self.collect(p, *b, under.or(Some(what)), None, plan)
            }
            Expr::Cond(c, t, f) => {
                self.collect(p, *c, under, exempt, plan)?;
                let what = "in a branch of `?:`";
                if let Some(t) = t {
                    self.collect(p, *t, under.or(Some(what)), None, plan)?;
                }
                self.collect(p, *f, under.or(Some(what)), None, plan)
            }
            Expr::Comma(xs) => {
                self.collect(p, xs[0], under, exempt, plan)?;
                let what = "after a comma operator inside an expression";
                for &x in &xs[1..] {
                    self.collect(p, x, under.or(Some(what)), None, plan)?;
                }
                Ok(())
            }
            Expr::SizeofExpr(_) | Expr::AlignofExpr(..) | Expr::Generic(..) | Expr::StmtExpr(_)
                if self.find.has_launch(p, e) =>
            {
                Err(format!(
                    "{line}: a function that launches kernels is called in a statement \
                     expression, `sizeof` or `_Generic`"
                ))
            }
            _ => {
                let mut res = Ok(());
                visit::expr_children(&p.exprs[e], &mut |c| {
                    if let Child::Expr(x) = c
                        && res.is_ok()
                    {
                        res = self.collect(p, x, under, exempt, plan);
                    }
                });
                res
            }
        }
    }

    /// What evaluating `e` may touch, the moved calls aside ([`Skip`]).
    fn access(&self, p: &Program, e: ExprId, skip: &Skip, acc: &mut Access) {
        if skip.moved.contains(&e) {
            return;
        }
        match &p.exprs[e] {
            Expr::Var(x) => {
                let object = matches!(p.symbols[*x].kind, SymbolKind::Var | SymbolKind::Param);
                if self.private_scalar(p, *x) {
                    acc.local_reads.insert(*x);
                } else if object && !matches!(p.resolve(p.symbols[*x].ty).0, TypeKind::Array { .. })
                {
                    acc.reads = true;
                }
            }
            Expr::Index(..) | Expr::Unary(UnOp::Deref, _) | Expr::Member { arrow: true, .. } => {
                acc.reads = true;
                self.children(p, e, skip, acc);
            }
            Expr::Assign { op, lhs, rhs } => {
                self.target(p, *lhs, op.is_some(), true, skip, acc);
                self.access(p, *rhs, skip, acc);
            }
            Expr::IncDec { arg, .. } => self.target(p, *arg, true, true, skip, acc),
            Expr::Call(callee, args) => {
                if !skip.after.contains(&e) {
                    acc.merge(&self.callee_access(p, e));
                }
                self.access(p, *callee, skip, acc);
                for &a in args {
                    self.access(p, a, skip, acc);
                }
            }
            Expr::SizeofExpr(_)
            | Expr::AlignofExpr(..)
            | Expr::SizeofType(_)
            | Expr::AlignofType(..) => {}
            Expr::StmtExpr(_) | Expr::Builtin(..) => acc.merge(&Access::all()),
            _ => self.children(p, e, skip, acc),
        }
    }

    fn children(&self, p: &Program, e: ExprId, skip: &Skip, acc: &mut Access) {
        visit::expr_children(&p.exprs[e], &mut |c| {
            if let Child::Expr(x) = c {
                self.access(p, x, skip, acc);
            }
        });
    }

    /// The lvalue `e`, stored into (`write`) and read first when `read`.
    fn target(
        &self,
        p: &Program,
        e: ExprId,
        read: bool,
        write: bool,
        skip: &Skip,
        acc: &mut Access,
    ) {
        // The variable at the root of `x.f.g` (member of a private local structure).
        let mut root = e;
        while let Expr::Member {
            base, arrow: false, ..
        } = p.exprs[root]
        {
            root = base;
        }
        match p.exprs[root] {
            Expr::Var(x) if self.private_scalar(p, x) => {
                if read {
                    acc.local_reads.insert(x);
                }
                if write {
                    acc.local_writes.insert(x);
                }
            }
            _ => {
                acc.reads |= read;
                acc.writes |= write;
                // The subscripts and pointers that locate the target are read.
                match &p.exprs[root] {
                    Expr::Index(b, i) => {
                        self.locate(p, *b, skip, acc);
                        self.access(p, *i, skip, acc);
                    }
                    Expr::Unary(UnOp::Deref, x) => self.access(p, *x, skip, acc),
                    Expr::Member { base, .. } => self.access(p, *base, skip, acc),
                    Expr::Var(_) => {}
                    _ => self.access(p, root, skip, acc),
                }
            }
        }
    }

    /// The base of a subscript: an array is located without reading it.
    fn locate(&self, p: &Program, e: ExprId, skip: &Skip, acc: &mut Access) {
        match &p.exprs[e] {
            Expr::Index(b, i) if is_array(p, e) => {
                self.locate(p, *b, skip, acc);
                self.access(p, *i, skip, acc);
            }
            Expr::Member {
                base, arrow: false, ..
            } if is_array(p, e) => self.locate(p, *base, skip, acc),
            _ => self.access(p, e, skip, acc),
        }
    }

    /// What the call `call` itself (its body) may touch.
    fn callee_access(&self, p: &Program, call: ExprId) -> Access {
        match self.find.cg.callee_of(call) {
            Some(Callee::Func(g)) => {
                let s = self.fx.summary(g);
                let mem = |pl: &Place| !matches!(pl, Place::Io | Place::Clock | Place::Assert);
                let io = |pl: &Place| {
                    matches!(pl, Place::Io | Place::Clock | Place::Assert | Place::Any)
                };
                Access {
                    reads: s.reads.iter().any(mem),
                    writes: s.writes.iter().any(mem),
                    io: s.reads.iter().chain(&s.writes).any(io),
                    ..Access::default()
                }
            }
            Some(Callee::External(sym)) => {
                let name = p.symbols[sym].name.as_str();
                let name = name.strip_prefix("__builtin_").unwrap_or(name);
                if effects::is_pure_library_function(name) || p.const_funcs.contains(&sym) {
                    Access::default()
                } else if matches!(
                    name,
                    "printf" | "fprintf" | "puts" | "fputs" | "putchar" | "fputc" | "putc"
                ) {
                    Access {
                        reads: true,
                        io: true,
                        ..Access::default()
                    }
                } else {
                    Access::all()
                }
            }
            _ => Access::all(),
        }
    }

    /// Checks that the calls of `plan` may run before the rest of `e` (and in the plan's
    /// order); `root_store`: the root of `e` is the statement's assignment, whose store
    /// happens after every other evaluation of the statement.
    fn check(&self, p: &Program, e: ExprId, plan: &Plan, root_store: bool) -> Result<(), String> {
        let moved: FxHashSet<ExprId> = plan.calls.iter().copied().collect();
        let mut each = Vec::new();
        for &c in &plan.calls {
            let g = self.find.launches(c).expect("planned calls launch");
            Self::value_ok(p, g).map_err(|what| {
                format!(
                    "{}: `{}` launches kernels and its value ({what}) is used inside an \
                     expression",
                    super::loc_text(p, p.exprs.loc(c)),
                    p.symbols[p.funcs[g].sym].name
                )
            })?;
            // The rest of the expression, but the bodies of the calls `c` is an argument
            // of: they run after it in any order.
            let skip = Skip {
                moved: moved.clone(),
                after: calls_above(p, e, c).into_iter().collect(),
            };
            let mut rest = Access::default();
            match &p.exprs[e] {
                Expr::Assign { op, lhs, rhs } if root_store => {
                    // A compound assignment also reads its target.
                    self.target(p, *lhs, op.is_some(), false, &skip, &mut rest);
                    self.access(p, *rhs, &skip, &mut rest);
                }
                _ => self.access(p, e, &skip, &mut rest),
            }
            let Expr::Call(callee, args) = &p.exprs[c] else {
                unreachable!("planned calls are calls")
            };
            let mut acc = self.callee_access(p, c);
            let own = Skip {
                moved: moved.clone(),
                after: FxHashSet::default(),
            };
            self.access(p, *callee, &own, &mut acc);
            for &a in args {
                self.access(p, a, &own, &mut acc);
            }
            if acc.conflicts(&rest) {
                return Err(format!(
                    "{}: `{}` launches kernels inside an expression whose other parts \
                     may touch what it touches (their order is the compiler's choice)",
                    super::loc_text(p, p.exprs.loc(c)),
                    self.find.name_of(p, c)
                ));
            }
            each.push(acc);
        }
        for i in 0..plan.calls.len() {
            for j in i + 1..plan.calls.len() {
                let ordered = plan.nested[j].contains(&plan.calls[i]);
                if !ordered && each[i].conflicts(&each[j]) {
                    return Err(format!(
                        "{}: `{}` and `{}` launch kernels in one expression and may \
                         touch the same data (their order is the compiler's choice)",
                        super::loc_text(p, p.exprs.loc(plan.calls[i])),
                        self.find.name_of(p, plan.calls[i]),
                        self.find.name_of(p, plan.calls[j])
                    ));
                }
            }
        }
        Ok(())
    }

    /// Moves the calls of `plan` into temporaries: returns their declarations (`T t =
    /// f(...)`, in order) and the temporaries; each call's node in the expression becomes
    /// a use of its temporary.
    fn move_calls(&mut self, p: &mut Program, plan: &Plan) -> Vec<(SymbolId, ExprId)> {
        let mut temps = Vec::new();
        for &c in &plan.calls {
            let g = self.find.launches(c).expect("planned calls launch");
            let ty = Self::value_type(p, g);
            let loc = p.exprs.loc(c);
            let name = format!("{}_value", p.symbols[p.funcs[g].sym].name);
            let t = edit::new_local(p, self.names, &name, ty, loc);
            let call = p.exprs[c].clone();
            let moved = p.exprs.alloc(call, loc);
            p.exprs[c] = Expr::Var(t);
            temps.push((t, moved));
        }
        self.moved += temps.len();
        self.changed = true;
        temps
    }

    /// Whether `g`'s value can be held in a temporary: not `void`, nor a type that
    /// cannot be assigned, nor a pointer (the placement follows no pointer a launching
    /// function returns).
    fn value_ok(p: &Program, g: FuncId) -> Result<(), &'static str> {
        let TypeKind::Func { ret, .. } = p.resolve(p.symbols[p.funcs[g].sym].ty).0 else {
            return Err("not a function's");
        };
        // Qualifiers of the return type itself are dropped (a call's value has none);
        // those of a typedef name are not.
        let named_const =
            matches!(p.types[*ret].kind, TypeKind::Named(_)) && p.resolve(*ret).1.is_const;
        match p.resolve(*ret).0 {
            TypeKind::Void => Err("void"),
            TypeKind::Pointer(_) => Err("a pointer"),
            TypeKind::Array { .. } | TypeKind::Func { .. } | TypeKind::Opaque(_) => {
                Err("of a type p4a does not copy")
            }
            _ if named_const => Err("of a const type"),
            _ => Ok(()),
        }
    }

    /// The type of a temporary holding `g`'s value ([`Self::value_ok`]): its return
    /// type without qualifiers.
    fn value_type(p: &mut Program, g: FuncId) -> TypeId {
        let TypeKind::Func { ret, .. } = p.resolve(p.symbols[p.funcs[g].sym].ty).0 else {
            unreachable!("checked by value_ok")
        };
        let ret = *ret;
        p.unqualified(ret)
    }

    fn decls(p: &mut Program, temps: &[(SymbolId, ExprId)]) -> Vec<StmtId> {
        temps
            .iter()
            .map(|&(t, call)| {
                let loc = p.exprs.loc(call);
                edit::decl_stmt(p, t, Some(call), loc)
            })
            .collect()
    }

    /// `t = copy of call;` for each temporary: the calls evaluated again.
    fn again(p: &mut Program, temps: &[(SymbolId, ExprId)]) -> Vec<StmtId> {
        temps
            .iter()
            .map(|&(t, call)| {
                let loc = p.exprs.loc(call);
                let copy = edit::copy_expr(p, call);
                let mut b = Build::new(p, loc);
                let v = b.var(t);
                b.assign(v, copy)
            })
            .collect()
    }

    /// Rewrites statement `s` if it uses a launching call inside an expression; new
    /// statements that may need the same go to `work`.
    fn statement(
        &mut self,
        p: &mut Program,
        s: StmtId,
        work: &mut Vec<StmtId>,
    ) -> Result<(), String> {
        let exempt = self.find.root_call(p, s);
        match p.stmts[s].clone() {
            Stmt::Expr(e) => {
                // `a = f(), b = g();` is two statements; `(void) f();` is `f();`.
                match p.exprs[e].clone() {
                    Expr::Comma(xs) if xs.iter().any(|&x| self.find.has_launch(p, x)) => {
                        let loc = p.stmts.loc(s);
                        let parts: Vec<StmtId> = xs
                            .iter()
                            .map(|&x| p.stmts.alloc(Stmt::Expr(x), loc))
                            .collect();
                        let block = p.stmts.alloc(Stmt::Block(Block(parts.clone())), loc);
                        edit::replace_stmt(p, self.func, s, block);
                        self.changed = true;
                        work.extend(parts);
                        return Ok(());
                    }
                    Expr::Cast(ty, x)
                        if matches!(p.resolve(ty).0, TypeKind::Void)
                            && matches!(p.exprs[x], Expr::Call(..))
                            && self.find.launches(x).is_some() =>
                    {
                        p.stmts[s] = Stmt::Expr(x);
                        self.changed = true;
                        work.push(s);
                        return Ok(());
                    }
                    _ => {}
                }
                self.before(p, s, e, exempt, true)
            }
            Stmt::Return(Some(e)) => self.before(p, s, e, exempt, false),
            Stmt::Decl(g) => self.declaration(p, s, &g, exempt),
            Stmt::Switch { cond, .. } => self.before(p, s, cond, None, false),
            Stmt::If { cond, then, els } => {
                if !self.find.has_launch(p, cond) {
                    return Ok(());
                }
                let plan = self.plan(p, cond, None);
                match plan {
                    Ok(_) => self.before(p, s, cond, None, false),
                    Err(why) if els.is_some() => Err(why),
                    Err(_) => self.if_chain(p, s, cond, then, work),
                }
            }
            Stmt::While { cond, body } => self.while_loop(p, s, cond, body),
            Stmt::DoWhile { body, cond } => self.do_while(p, s, body, cond),
            Stmt::For {
                init,
                cond,
                step,
                body,
                ..
            } => self.for_loop(p, s, &init, cond, step, body),
            _ => Ok(()),
        }
    }

    /// Evaluates the launching calls of `e` (part of statement `s`) into temporaries
    /// declared just before `s`.
    fn before(
        &mut self,
        p: &mut Program,
        s: StmtId,
        e: ExprId,
        exempt: Option<ExprId>,
        root_store: bool,
    ) -> Result<(), String> {
        let plan = self.plan(p, e, exempt)?;
        if plan.calls.is_empty() {
            return Ok(());
        }
        self.check(p, e, &plan, root_store)?;
        let temps = self.move_calls(p, &plan);
        let decls = Self::decls(p, &temps);
        edit::insert_before(p, self.func, s, &decls);
        Ok(())
    }

    fn declaration(
        &mut self,
        p: &mut Program,
        s: StmtId,
        g: &DeclGroup,
        exempt: Option<ExprId>,
    ) -> Result<(), String> {
        let inits: Vec<ExprId> = g
            .decls
            .iter()
            .filter_map(|d| match d.init {
                Some(Init::Expr(e)) => Some(e),
                _ => None,
            })
            .collect();
        let launching: Vec<usize> = g
            .decls
            .iter()
            .enumerate()
            .filter(|(_, d)| self.find.declarator_launches(p, d))
            .map(|(i, _)| i)
            .collect();
        match launching.as_slice() {
            [] => Ok(()),
            // Only the first declarator's initializer: it is evaluated first.
            [0] => match g.decls[0].init {
                Some(Init::Expr(e)) if inits.first() == Some(&e) => {
                    self.before(p, s, e, exempt, false)
                }
                _ => Err(format!(
                    "{}: a function that launches kernels is called in an initializer list",
                    super::loc_text(p, p.stmts.loc(s))
                )),
            },
            _ => Err(format!(
                "{}: a declaration calls a function that launches kernels after its \
                 first declarator",
                super::loc_text(p, p.stmts.loc(s))
            )),
        }
    }

    /// `if (a && b && ...) then` (no `else`) where a launching call is under `&&`:
    /// nested `if`s, the calls of each operand evaluated just before its test.
    fn if_chain(
        &mut self,
        p: &mut Program,
        s: StmtId,
        cond: ExprId,
        then: StmtId,
        work: &mut Vec<StmtId>,
    ) -> Result<(), String> {
        let ops = conjuncts(p, cond);
        // Split before the first launching operand after the first: the outer test's
        // calls (in its first operand, if any) are then reached unconditionally.
        let Some(k) = ops
            .iter()
            .skip(1)
            .position(|&x| self.find.has_launch(p, x))
            .map(|k| k + 1)
        else {
            return self.plan(p, cond, None).map(|_| ());
        };
        let loc = p.stmts.loc(s);
        let outer = and_all(p, &ops[..k], loc);
        let inner_cond = and_all(p, &ops[k..], loc);
        let inner = p.stmts.alloc(
            Stmt::If {
                cond: inner_cond,
                then,
                els: None,
            },
            loc,
        );
        let block = p.stmts.alloc(Stmt::Block(Block(vec![inner])), loc);
        p.stmts[s] = Stmt::If {
            cond: outer,
            then: block,
            els: None,
        };
        self.changed = true;
        work.push(s);
        work.push(inner);
        Ok(())
    }

    fn while_loop(
        &mut self,
        p: &mut Program,
        s: StmtId,
        cond: ExprId,
        body: StmtId,
    ) -> Result<(), String> {
        if !self.find.has_launch(p, cond) {
            return Ok(());
        }
        let continues = continues(p, body);
        match self.plan(p, cond, None) {
            // (Else, `&&` operands are tested one by one below: a call on the left of
            // `&&` is then not compared with the right, which runs after it.)
            Ok(plan) if !continues && self.check(p, cond, &plan, false).is_ok() => {
                // `T t = f(); while (c[t]) { { body } t = f(); }`
                let temps = self.move_calls(p, &plan);
                let decls = Self::decls(p, &temps);
                let again = Self::again(p, &temps);
                let loc = p.stmts.loc(body);
                let mut list = vec![body];
                list.extend(again);
                let new_body = p.stmts.alloc(Stmt::Block(Block(list)), loc);
                p.stmts[s] = Stmt::While {
                    cond,
                    body: new_body,
                };
                edit::insert_before(p, self.func, s, &decls);
                Ok(())
            }
            _ => {
                // `while (1) { T t = f(); if (!c[t]) break; body }`
                let tests = self.tests(p, cond)?;
                let loc = p.stmts.loc(s);
                let mut list = tests;
                list.push(body);
                let new_body = p.stmts.alloc(Stmt::Block(Block(list)), loc);
                let one = Build::new(p, loc).int(1);
                p.stmts[s] = Stmt::While {
                    cond: one,
                    body: new_body,
                };
                Ok(())
            }
        }
    }

    fn do_while(
        &mut self,
        p: &mut Program,
        s: StmtId,
        body: StmtId,
        cond: ExprId,
    ) -> Result<(), String> {
        if !self.find.has_launch(p, cond) {
            return Ok(());
        }
        let line = super::loc_text(p, p.stmts.loc(s));
        if continues(p, body) {
            return Err(format!(
                "{line}: the condition of a `do` loop whose body `continue`s calls a \
                 function that launches kernels"
            ));
        }
        // `T t; do { { body } t = f(); } while (c[t]);`
        let plan = self.plan(p, cond, None)?;
        self.check(p, cond, &plan, false)?;
        let temps = self.move_calls(p, &plan);
        let decls: Vec<StmtId> = temps
            .iter()
            .map(|&(t, call)| {
                let loc = p.exprs.loc(call);
                edit::decl_stmt(p, t, None, loc)
            })
            .collect();
        let assigns: Vec<StmtId> = temps
            .iter()
            .map(|&(t, call)| {
                let loc = p.exprs.loc(call);
                let mut b = Build::new(p, loc);
                let v = b.var(t);
                b.assign(v, call)
            })
            .collect();
        let loc = p.stmts.loc(body);
        let mut list = vec![body];
        list.extend(assigns);
        let new_body = p.stmts.alloc(Stmt::Block(Block(list)), loc);
        p.stmts[s] = Stmt::DoWhile {
            body: new_body,
            cond,
        };
        edit::insert_before(p, self.func, s, &decls);
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn for_loop(
        &mut self,
        p: &mut Program,
        s: StmtId,
        init: &ForInit,
        cond: Option<ExprId>,
        step: Option<ExprId>,
        body: StmtId,
    ) -> Result<(), String> {
        let line = super::loc_text(p, p.stmts.loc(s));
        let in_init = match init {
            ForInit::Expr(e) => self.find.has_launch(p, *e),
            ForInit::Decl(g) => g.decls.iter().any(|d| self.find.declarator_launches(p, d)),
            ForInit::None => false,
        };
        let in_cond = cond.is_some_and(|c| self.find.has_launch(p, c));
        let in_step = step.is_some_and(|c| self.find.has_launch(p, c));
        if !(in_init || in_cond || in_step) {
            return Ok(());
        }
        if in_init || in_step {
            return Err(format!(
                "{line}: the first or third clause of a `for` calls a function that \
                 launches kernels"
            ));
        }
        // `for (init; ; step) { T t = f(); if (!c[t]) break; body }`: `continue` goes to
        // the step, then to the tests.
        let cond = cond.expect("checked");
        let tests = self.tests(p, cond)?;
        let loc = p.stmts.loc(body);
        let mut list = tests;
        list.push(body);
        let new_body = p.stmts.alloc(Stmt::Block(Block(list)), loc);
        if let Stmt::For {
            cond: c,
            body: b,
            counted,
            ..
        } = &mut p.stmts[s]
        {
            *c = None;
            *b = new_body;
            *counted = None;
        }
        Ok(())
    }

    /// The statements that evaluate condition `cond` at the top of a loop body and leave
    /// the loop when it is false: per `&&` operand that launches, its calls into
    /// temporaries and `if (!(operands)) break;`.
    fn tests(&mut self, p: &mut Program, cond: ExprId) -> Result<Vec<StmtId>, String> {
        let ops = conjuncts(p, cond);
        let loc = p.exprs.loc(cond);
        // Groups: each launching operand starts one; the operands before the first form
        // a group without calls.
        let mut groups: Vec<Vec<ExprId>> = Vec::new();
        for &x in &ops {
            if self.find.has_launch(p, x) || groups.is_empty() {
                groups.push(vec![x]);
            } else {
                groups.last_mut().expect("not empty").push(x);
            }
        }
        // Plan every group before changing anything.
        let mut plans = Vec::new();
        for g in &groups {
            let plan = self.plan(p, g[0], None)?;
            self.check(p, g[0], &plan, false)?;
            plans.push(plan);
        }
        let mut out = Vec::new();
        for (g, plan) in groups.iter().zip(plans) {
            let temps = self.move_calls(p, &plan);
            out.extend(Self::decls(p, &temps));
            let test = and_all(p, g, loc);
            let mut b = Build::new(p, loc);
            let not = b.un(UnOp::Not, test);
            let brk = b.s(Stmt::Break);
            out.push(b.s(Stmt::If {
                cond: not,
                then: brk,
                els: None,
            }));
        }
        Ok(out)
    }
}

/// The operands of a chain of `&&` (one operand when `e` is not one).
fn conjuncts(p: &Program, e: ExprId) -> Vec<ExprId> {
    match p.exprs[e] {
        Expr::Binary(BinOp::LogAnd, a, b) => {
            let mut v = conjuncts(p, a);
            v.extend(conjuncts(p, b));
            v
        }
        _ => vec![e],
    }
}

/// `a && b && ...` of the (detached) operands.
fn and_all(p: &mut Program, ops: &[ExprId], loc: p4a_analyzer::ir::Loc) -> ExprId {
    let mut b = Build::new(p, loc);
    let mut e = ops[0];
    for &x in &ops[1..] {
        e = b.bin(BinOp::LogAnd, e, x);
    }
    e
}

/// The calls on the path from `root` down to `target` (excluded), outermost first.
fn calls_above(p: &Program, root: ExprId, target: ExprId) -> Vec<ExprId> {
    fn walk(p: &Program, e: ExprId, target: ExprId, path: &mut Vec<ExprId>) -> bool {
        if e == target {
            return true;
        }
        let call = matches!(p.exprs[e], Expr::Call(..));
        if call {
            path.push(e);
        }
        let mut found = false;
        visit::expr_children(&p.exprs[e], &mut |c| {
            if let Child::Expr(x) = c
                && !found
            {
                found = walk(p, x, target, path);
            }
        });
        if call && !found {
            path.pop();
        }
        found
    }
    let mut path = Vec::new();
    walk(p, root, target, &mut path);
    path
}

/// Whether loop body `body` has a `continue` of its loop.
fn continues(p: &Program, body: StmtId) -> bool {
    query::jumps_in(p, body)
        .iter()
        .any(|&(_, j)| j == Jump::Continue)
}

/// Whether expression `e` designates an array (located, not read, as a subscript base).
fn is_array(p: &Program, e: ExprId) -> bool {
    effects::expr_type(p, e).is_some_and(|t| matches!(p.resolve(t).0, TypeKind::Array { .. }))
}
