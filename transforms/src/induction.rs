//! Induction-variable substitution driven by preconditions (research/seed-amini-ch4-5.md
//! §4): in a counted loop `L`, a scalar `k` the body changes is replaced, in each
//! statement `S` of the body that reads it, by the affine expression that the
//! precondition of `S` gives for it, when that expression uses only indices of loops
//! around `S` (up to `L`) and variables `L` does not write.
//!
//! - An update `k += c;` (also `k++`, `k = k + c`, ...) standing alone becomes
//!   `k = e + c;`, so that `k` is still right after the loop and no longer read.
//! - A statement that reads `k` has each read replaced by `e`.
//! - An expression statement holding one increment inside (`b[k++] = x;`) has the
//!   increment replaced by the value it yields, and `k = e + c;` is added after it.
//!
//! The substituted loop no longer reads `k` before writing it, so privatisation (with
//! last-value copy-out when `k` is used afterwards) makes it parallel.

use rustc_hash::FxHashSet;

use p4a_analyzer::affine::LinExpr;
use p4a_analyzer::ir::build::Build;
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;
use p4a_analyzer::linear::{AVar, affine, is_tracked_scalar};
use p4a_analyzer::preconditions::Preconditions;

/// One substitution made.
#[derive(Clone, Debug)]
pub struct Substitution {
    /// The loop.
    pub in_loop: StmtId,
    /// The variable.
    pub var: SymbolId,
    /// The statement rewritten.
    pub stmt: StmtId,
}

/// Substitutes the induction variables of every counted loop, outermost loops first.
pub fn substitute_inductions(program: &mut Program, pre: &Preconditions) -> Vec<Substitution> {
    let mut done = Vec::new();
    let funcs: Vec<FuncId> = program.func_ids().collect();
    for f in funcs {
        let taken = query::address_taken_in(program, &program.funcs[f].body.0);
        let mut loops = Vec::new();
        let roots = program.funcs[f].body.0.clone();
        for s in roots {
            collect_loops(program, s, &mut loops);
        }
        for l in loops {
            substitute_in_loop(program, pre, f, l, &taken, &mut done);
        }
    }
    done
}

fn collect_loops(p: &Program, s: StmtId, out: &mut Vec<StmtId>) {
    if matches!(
        p.stmts[s],
        Stmt::For {
            counted: Some(_),
            ..
        }
    ) {
        out.push(s);
    }
    stmt_children(&p.stmts[s], &mut |c| {
        if let Child::Stmt(c) = c {
            collect_loops(p, c, out)
        }
    });
}

fn substitute_in_loop(
    program: &mut Program,
    pre: &Preconditions,
    func: FuncId,
    l: StmtId,
    taken: &FxHashSet<SymbolId>,
    done: &mut Vec<Substitution>,
) {
    let Stmt::For {
        body,
        counted: Some(c),
        ..
    } = &program.stmts[l]
    else {
        return;
    };
    let (body, index) = (*body, c.index);
    let written = p4a_analyzer::access::writes_in(program, Child::Stmt(l)).scalars;
    let declared = p4a_analyzer::ir::query::automatic_declared_in(program, body);
    let mut candidates: Vec<SymbolId> = written
        .iter()
        .copied()
        .filter(|&k| {
            k != index
                && !declared.contains(&k)
                && !taken.contains(&k)
                && is_tracked_scalar(program, k)
                && !program.symbols[k].file_scope
        })
        .collect();
    candidates.sort();
    for k in candidates {
        // Statements of the body mentioning `k`, with the loop indices around them.
        let mut sites = Vec::new();
        let mut indices = vec![index];
        sites_of(program, body, k, &mut indices, &mut sites);
        // All or nothing: a read left unsubstituted would still carry the value.
        let mut plan = Vec::new();
        for (s, around) in &sites {
            let ok_var = |v: SymbolId| around.contains(&v) || !written.contains(&v);
            let Some(e) = closed_form(pre, *s, k, &ok_var) else {
                plan.clear();
                break;
            };
            match rewrite_kind(program, *s, k) {
                Some(kind) => plan.push((*s, e, kind)),
                None => {
                    plan.clear();
                    break;
                }
            }
        }
        if plan.len() != sites.len() || plan.is_empty() {
            continue;
        }
        for (s, e, kind) in plan {
            apply(program, func, s, k, &e, kind);
            done.push(Substitution {
                in_loop: l,
                var: k,
                stmt: s,
            });
        }
    }
}

/// Statements mentioning `k` (simple statements: expressions, declarations, `if`
/// conditions), with the counted-loop indices around each.
fn sites_of(
    p: &Program,
    s: StmtId,
    k: SymbolId,
    indices: &mut Vec<SymbolId>,
    out: &mut Vec<(StmtId, Vec<SymbolId>)>,
) {
    match &p.stmts[s] {
        Stmt::Expr(e) => {
            if query::mentions(p, Child::Expr(*e), k) {
                out.push((s, indices.clone()));
            }
        }
        Stmt::Decl(g) => {
            let mut m = false;
            for d in &g.decls {
                if let Some(Init::Expr(e)) = d.init {
                    m |= query::mentions(p, Child::Expr(e), k);
                }
            }
            if m {
                out.push((s, indices.clone()));
            }
        }
        Stmt::If { cond, then, els } => {
            if query::mentions(p, Child::Expr(*cond), k) {
                out.push((s, indices.clone()));
            }
            sites_of(p, *then, k, indices, out);
            if let Some(e) = els {
                sites_of(p, *e, k, indices, out);
            }
        }
        Stmt::For {
            body,
            counted: Some(c),
            init,
            cond,
            step,
        } => {
            let head_mentions = cond.is_some_and(|e| query::mentions(p, Child::Expr(e), k))
                || step.is_some_and(|e| query::mentions(p, Child::Expr(e), k))
                || matches!(init, ForInit::Expr(e) if query::mentions(p, Child::Expr(*e), k));
            if head_mentions {
                // Not handled: the bound would need `k` at loop entry.
                out.push((s, Vec::new()));
                return;
            }
            indices.push(c.index);
            sites_of(p, *body, k, indices, out);
            indices.pop();
        }
        Stmt::Block(b) => {
            for &x in &b.0 {
                sites_of(p, x, k, indices, out);
            }
        }
        other => {
            // Any other statement mentioning `k` blocks the substitution.
            let mut m = false;
            stmt_children(other, &mut |c| match c {
                Child::Expr(e) => m |= query::mentions(p, Child::Expr(e), k),
                Child::Stmt(x) => {
                    let mut sub = Vec::new();
                    sites_of(p, x, k, &mut indices.clone(), &mut sub);
                    m |= !sub.is_empty();
                }
                Child::Type(_) => {}
            });
            if m {
                out.push((s, Vec::new()));
            }
        }
    }
}

/// `k` as an affine expression of acceptable variables, from the precondition of `s`.
fn closed_form(
    pre: &Preconditions,
    s: StmtId,
    k: SymbolId,
    ok_var: &dyn Fn(SymbolId) -> bool,
) -> Option<LinExpr<AVar>> {
    // A statement an earlier substitution of this pass made (a recomputation of an outer
    // loop's variable) has no precondition: no closed form, the loop is left as it is.
    if !pre.knows(s) {
        return None;
    }
    let sys = pre.get(s)?;
    let kv = AVar::Sym(k);
    for c in sys.constraints() {
        if !c.is_equality() {
            continue;
        }
        let e = c.expr();
        let a = e.coeff(kv);
        if a != 1 && a != -1 {
            continue;
        }
        let others_ok = e.vars().all(|v| match v {
            AVar::Sym(x) => x == k || ok_var(x),
            _ => false,
        });
        if !others_ok {
            continue;
        }
        // a*k + rest == 0  =>  k == -rest / a
        let rest = e.checked_sub(&LinExpr::term(a, kv))?;
        let value = if a == 1 { rest.checked_neg()? } else { rest };
        return Some(value);
    }
    None
}

/// How a site is rewritten.
#[derive(Clone, Copy, Debug)]
enum Kind {
    /// A standalone update `k op= c`: the new value's increment.
    Update(i128),
    /// Reads only.
    Reads,
    /// Reads and one embedded increment (`k++` inside an expression statement): the
    /// increment and whether it is a prefix one.
    Embedded(i128, bool),
}

fn rewrite_kind(p: &Program, s: StmtId, k: SymbolId) -> Option<Kind> {
    let is_k = |e: ExprId| matches!(p.exprs[e], Expr::Var(x) if x == k);
    let updates = updates_of(p, s, k)?;
    match (&p.stmts[s], updates.as_slice()) {
        (_, []) => Some(Kind::Reads),
        (Stmt::Expr(e), [(u, delta, prefix)]) if u == e => {
            let _ = prefix;
            Some(Kind::Update(*delta))
        }
        (Stmt::Expr(_), [(u, delta, prefix)]) => {
            // The increment must be an `IncDec` (its value is used) and the only one.
            matches!(p.exprs[*u], Expr::IncDec { arg, .. } if is_k(arg))
                .then_some(Kind::Embedded(*delta, *prefix))
        }
        _ => None,
    }
}

/// The updates of `k` in the statement's expressions: (expression, constant increment,
/// prefix); `None` when some update is not by a constant.
fn updates_of(p: &Program, s: StmtId, k: SymbolId) -> Option<Vec<(ExprId, i128, bool)>> {
    let mut out = Vec::new();
    let mut poison = false;
    let mut stack = Vec::new();
    stmt_children(&p.stmts[s], &mut |c| {
        if let Child::Expr(e) = c {
            stack.push(e)
        }
    });
    if let Stmt::Decl(g) = &p.stmts[s] {
        for d in &g.decls {
            if let Some(Init::Expr(e)) = d.init {
                stack.push(e);
            }
        }
    }
    let is_k = |e: ExprId| matches!(p.exprs[e], Expr::Var(x) if x == k);
    while let Some(e) = stack.pop() {
        match &p.exprs[e] {
            Expr::IncDec {
                prefix,
                increment,
                arg,
            } if is_k(*arg) => out.push((e, if *increment { 1 } else { -1 }, *prefix)),
            Expr::Assign { op, lhs, rhs } if is_k(*lhs) => {
                let delta = match op {
                    Some(BinOp::Add) => affine(p, *rhs).filter(|x| x.is_constant()),
                    Some(BinOp::Sub) => affine(p, *rhs)
                        .filter(|x| x.is_constant())
                        .and_then(|x| x.checked_neg()),
                    None => affine(p, *rhs).and_then(|x| {
                        let d = x.checked_sub(&LinExpr::var(AVar::Sym(k)))?;
                        d.is_constant().then_some(d)
                    }),
                    _ => None,
                };
                match delta {
                    Some(d) => out.push((e, d.constant_term(), false)),
                    None => poison = true,
                }
            }
            _ => {}
        }
        expr_children(&p.exprs[e], &mut |c| {
            if let Child::Expr(c) = c {
                stack.push(c)
            }
        });
    }
    (!poison).then_some(out)
}

fn apply(
    program: &mut Program,
    func: FuncId,
    s: StmtId,
    k: SymbolId,
    e: &LinExpr<AVar>,
    kind: Kind,
) {
    let loc = program.stmts.loc(s);
    match kind {
        Kind::Update(delta) => {
            let Stmt::Expr(u) = program.stmts[s] else {
                return;
            };
            let Some(value) = e.checked_add_constant(delta) else {
                return;
            };
            let mut b = Build::new(program, loc);
            let rhs = build(&mut b, &value);
            let lhs = b.var(k);
            program.exprs[u] = Expr::Assign { op: None, lhs, rhs };
        }
        Kind::Reads => replace_reads(program, s, k, e, loc),
        Kind::Embedded(delta, prefix) => {
            let Some(after) = e.checked_add_constant(delta) else {
                return;
            };
            // The increment yields the new value (prefix) or the old one (postfix).
            let Some(&[(u, _, _)]) = updates_of(program, s, k).as_deref() else {
                return;
            };
            let yielded = if prefix { after.clone() } else { e.clone() };
            let node = build_node(&mut Build::new(program, loc), &yielded);
            program.exprs[u] = node;
            replace_reads(program, s, k, e, loc);
            let mut b = Build::new(program, loc);
            let rhs = build(&mut b, &after);
            let lhs = b.var(k);
            let assign = b.assign_expr(None, lhs, rhs);
            crate::openmp::insert_after(program, func, s, Stmt::Expr(assign));
        }
    }
}

/// Replaces every read `k` in the statement's expressions by `e`.
fn replace_reads(program: &mut Program, s: StmtId, k: SymbolId, e: &LinExpr<AVar>, loc: Loc) {
    let mut stack = Vec::new();
    stmt_children(&program.stmts[s], &mut |c| {
        if let Child::Expr(x) = c {
            stack.push(x)
        }
    });
    if let Stmt::Decl(g) = &program.stmts[s] {
        for d in &g.decls {
            if let Some(Init::Expr(x)) = d.init {
                stack.push(x);
            }
        }
    }
    let mut targets = Vec::new();
    while let Some(x) = stack.pop() {
        match &program.exprs[x] {
            // The target of an assignment is not a read.
            Expr::Assign { lhs, rhs, .. } if matches!(program.exprs[*lhs], Expr::Var(v) if v == k) =>
            {
                stack.push(*rhs);
                continue;
            }
            Expr::Var(v) if *v == k => targets.push(x),
            _ => {}
        }
        expr_children(&program.exprs[x], &mut |c| {
            if let Child::Expr(c) = c {
                stack.push(c)
            }
        });
    }
    for t in targets {
        let node = build_node(&mut Build::new(program, loc), e);
        program.exprs[t] = node;
    }
}

/// A new expression for `e`.
fn build(b: &mut Build, e: &LinExpr<AVar>) -> ExprId {
    let node = build_node(b, e);
    b.e(node)
}

/// The node of an expression for `e` (`2 * i + k0 - 1`), its operands allocated.
fn build_node(b: &mut Build, e: &LinExpr<AVar>) -> Expr {
    let mut acc: Option<ExprId> = None;
    for &(v, c) in e.terms() {
        let AVar::Sym(sym) = v else {
            unreachable!("closed forms use program variables only")
        };
        let var = b.var(sym);
        let (term, negative) = match c {
            1 => (var, false),
            -1 => (var, true),
            _ => {
                let lit = b.int(c.abs());
                (b.bin(BinOp::Mul, lit, var), c < 0)
            }
        };
        acc = Some(match acc {
            None if negative => b.un(UnOp::Neg, term),
            None => term,
            Some(a) => b.bin(if negative { BinOp::Sub } else { BinOp::Add }, a, term),
        });
    }
    let k = e.constant_term();
    match acc {
        None => {
            if k < 0 {
                let lit = b.int(-k);
                Expr::Unary(UnOp::Neg, lit)
            } else {
                Expr::IntLit {
                    text: k.to_string(),
                    value: Some(k.unsigned_abs()),
                }
            }
        }
        Some(a) if k == 0 => b.p.exprs[a].clone(),
        Some(a) => {
            let lit = b.int(k.abs());
            Expr::Binary(if k < 0 { BinOp::Sub } else { BinOp::Add }, a, lit)
        }
    }
}
