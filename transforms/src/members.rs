//! Loop-invariant members become locals: in a loop that reads `g->u[i]`, `s.x[i]` or
//! is bounded by `g->nx`, each member that nothing in the loop can change is loaded once
//! before the loop into a local, and the loop uses the local:
//!
//! ```c
//! double *p4a_g_u = g->u;  int p4a_g_nx = g->nx;
//! for (i = 1; i < p4a_g_nx - 1; i++) p4a_g_v[i] = ... p4a_g_u[i - 1] ...;
//! ```
//!
//! The arrays held in structures are then arrays like any other to every analysis (their
//! regions are on the local's pointee, the local is a kernel argument), the bound makes
//! the loop canonical, and the locals copied from distinct members are told apart by the
//! field-based sites of the effects analysis ([`p4a_analyzer::effects::FieldSources`]).
//!
//! The same holds for an element of a named array at a constant index inside its bounds
//! (`gp[2]`, NAS's problem sizes read once by `scanf`), taken as a member `[2]` of the
//! array.
//!
//! A member `V.f1...fk` or `V->f1...fk` (a chain from a variable `V`, `->` only on `V`
//! itself) of pointer, integer or floating type is hoisted out of loop `L` when:
//! - it is neither `volatile` nor `_Atomic` (nor is the structure);
//! - `L` does not write it, take its address, or write `V` (as a whole, or a member on
//!   its path);
//! - no other write of `L` may change it: a write to another member of `V` never does;
//!   a plain variable only when the aliasing analysis says it may overlap the
//!   structure's storage; any other write is cleared by its type (C's effective type
//!   rule, 6.5p7: a store of `double` cannot change an `int` or a pointer, nor a store of
//!   an integer a pointer), and refused when it is of a character, structure or union
//!   type, of the member's own kind (pointer for a pointer, integer for an integer), or
//!   of a type p4a cannot derive;
//! - every call of `L` is to a pure function (library or user function that writes no
//!   memory), or the effects of its statement cannot touch the structure's storage
//!   (and, if `V`'s address is taken, `V` itself);
//! - the load before the loop cannot fault where the original does not load: `V` is a
//!   structure variable declared outside `L`, or `L`'s first clause or condition
//!   dereferences `V` on its first evaluation, or
//!   `L` is a counted loop, and the hoisted loads then run under the loop's own trip test
//!   (`if (trips >= 1) { loads; loop } else i = lo;`).
//!
//! Loops are visited outermost first: a member invariant in a whole nest is loaded before
//! the nest, and members that change in an outer loop can still be hoisted out of an
//! inner one.

use rustc_hash::FxHashSet;

use p4a_analyzer::effects::{self, Effects, Place};
use p4a_analyzer::ir::edit;
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;

/// A member access path: `var.f1.f2` or `var->f1.f2`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Path {
    var: SymbolId,
    arrow: bool,
    fields: Vec<String>,
}

/// One member hoisted out of a loop.
#[derive(Clone, Debug)]
pub struct Hoist {
    /// The function.
    pub func: FuncId,
    /// The loop (still the `for` statement, now inside a block or a guard).
    pub in_loop: StmtId,
    /// The local the member is loaded into.
    pub local: SymbolId,
}

/// Hoists the loop-invariant members of every loop of `program`; returns what was done.
pub fn hoist_all(program: &mut Program, fx: &Effects) -> Vec<Hoist> {
    let mut names = edit::Names::of_program(program, crate::is_reserved);
    let mut done = Vec::new();
    let funcs: Vec<FuncId> = program.func_ids().collect();
    for func in funcs {
        let mut stack: Vec<StmtId> = program.funcs[func].body.0.iter().rev().copied().collect();
        let mut loops = Vec::new();
        // Outermost first: a preorder walk.
        while let Some(s) = stack.pop() {
            if matches!(program.stmts[s], Stmt::For { .. }) {
                loops.push(s);
            }
            let mut kids = Vec::new();
            stmt_children(&program.stmts[s], &mut |c| {
                if let Child::Stmt(c) = c {
                    kids.push(c)
                }
            });
            stack.extend(kids.into_iter().rev());
        }
        for l in loops {
            hoist_loop(program, fx, func, l, &mut names, &mut done);
        }
    }
    done
}

/// The path of member access `e`, if it is one p4a hoists; an element of a named array
/// at a constant index inside its bounds (`gp[2]`) is a path too, with `[2]` as its one
/// field.
fn path_of(p: &Program, e: ExprId) -> Option<Path> {
    if let Expr::Index(b, k) = &p.exprs[e] {
        let (Expr::Var(arr), Expr::IntLit { value: Some(k), .. }) = (&p.exprs[*b], &p.exprs[*k])
        else {
            return None;
        };
        let sym = &p.symbols[*arr];
        let TypeKind::Array {
            size: ArraySize::Const { value: Some(n), .. },
            ..
        } = p.resolve(sym.ty).0
        else {
            return None;
        };
        return (sym.kind == SymbolKind::Var && *k < u128::from(*n)).then(|| Path {
            var: *arr,
            arrow: false,
            fields: vec![format!("[{k}]")],
        });
    }
    let mut fields = Vec::new();
    let mut cur = e;
    loop {
        match &p.exprs[cur] {
            Expr::Member { base, field, arrow } => {
                fields.push(field.clone());
                if *arrow {
                    let Expr::Var(v) = p.exprs[*base] else {
                        return None;
                    };
                    fields.reverse();
                    return Some(Path {
                        var: v,
                        arrow: true,
                        fields,
                    });
                }
                cur = *base;
            }
            Expr::Var(v) if !fields.is_empty() => {
                fields.reverse();
                return Some(Path {
                    var: *v,
                    arrow: false,
                    fields,
                });
            }
            _ => return None,
        }
    }
}

/// What a type is, for the effective-type rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Pointer,
    Integer,
    Floating,
    /// Character types, records, unions, arrays and anything not derived: may change
    /// anything.
    Any,
}

fn kind_of(p: &Program, ty: Option<TypeId>) -> Kind {
    let Some(t) = ty else { return Kind::Any };
    match p.resolve(t).0 {
        TypeKind::Pointer(_) => Kind::Pointer,
        TypeKind::Int(k) => match k {
            IntKind::Char | IntKind::SChar | IntKind::UChar => Kind::Any,
            _ => Kind::Integer,
        },
        TypeKind::Enum(_) => Kind::Integer,
        TypeKind::Float(_) => Kind::Floating,
        _ => Kind::Any,
    }
}

/// Whether the member at `e` (of path `path`) may be hoisted as to its type and
/// qualifiers; returns its type.
fn hoistable_type(p: &Program, e: ExprId, path: &Path) -> Option<TypeId> {
    let t = effects::expr_type(p, e)?;
    let (kind, quals) = p.resolve(t);
    let ok_kind = match kind {
        TypeKind::Pointer(to) => !matches!(p.resolve(*to).0, TypeKind::Func { .. }),
        TypeKind::Int(_) | TypeKind::Enum(_) | TypeKind::Float(_) => true,
        _ => false,
    };
    if !ok_kind || quals.is_volatile || quals.is_atomic {
        return None;
    }
    // The structure itself must not be volatile either, at any level of the path.
    let sym = &p.symbols[path.var];
    if !matches!(sym.kind, SymbolKind::Var | SymbolKind::Param) {
        return None;
    }
    let (vk, vq) = p.resolve(sym.ty);
    let record_quals = if path.arrow {
        match vk {
            TypeKind::Pointer(to) => p.resolve(*to).1,
            _ => return None,
        }
    } else {
        match vk {
            TypeKind::Record(_) => vq,
            TypeKind::Array { elem, .. } if matches!(p.exprs[e], Expr::Index(..)) => {
                p.resolve(*elem).1
            }
            _ => return None,
        }
    };
    if record_quals.is_volatile || record_quals.is_atomic || vq.is_volatile {
        return None;
    }
    let mut cur = e;
    while let Expr::Member { base, .. } = p.exprs[cur] {
        if let Some(bt) = effects::expr_type(p, base) {
            let q = p.resolve(bt).1;
            if q.is_volatile || q.is_atomic {
                return None;
            }
        }
        cur = base;
    }
    Some(t)
}

/// What loop `l` does with members and memory.
#[derive(Default)]
struct Uses {
    /// Member reads, with their paths, in visiting order.
    reads: Vec<(ExprId, Path)>,
    /// Paths written, incremented or whose address is taken in the loop.
    touched: FxHashSet<Path>,
    /// Every lvalue written.
    writes: Vec<ExprId>,
    /// Statements holding calls that may write memory.
    calling: Vec<StmtId>,
}

fn collect(p: &Program, fx: &Effects, l: StmtId) -> Uses {
    let mut u = Uses::default();
    let mut stmts = vec![l];
    while let Some(s) = stmts.pop() {
        let mut exprs = Vec::new();
        stmt_children(&p.stmts[s], &mut |c| match c {
            Child::Expr(e) => exprs.push(e),
            Child::Stmt(x) => stmts.push(x),
            Child::Type(_) => {}
        });
        for e in exprs {
            visit_expr(p, fx, e, s, &mut u, &mut stmts);
        }
    }
    u
}

fn visit_expr(
    p: &Program,
    fx: &Effects,
    e: ExprId,
    stmt: StmtId,
    u: &mut Uses,
    stmts: &mut Vec<StmtId>,
) {
    match &p.exprs[e] {
        Expr::Member { .. } | Expr::Index(..) => {
            if let Some(path) = path_of(p, e) {
                u.reads.push((e, path));
                return;
            }
        }
        Expr::Assign { lhs, .. } | Expr::IncDec { arg: lhs, .. } => {
            u.writes.push(*lhs);
            if let Some(path) = path_of(p, *lhs) {
                u.touched.insert(path);
            }
        }
        Expr::Unary(UnOp::AddrOf, x) => {
            if let Some(path) = path_of(p, *x) {
                u.touched.insert(path);
            }
        }
        Expr::Call(callee, _) => {
            let pure = match p.exprs[*callee] {
                Expr::Var(f) if p.symbols[f].kind == SymbolKind::Func => match p.symbols[f].def {
                    Some(def) => fx
                        .summary(def)
                        .writes
                        .iter()
                        .all(|w| matches!(w, Place::Io | Place::Clock)),
                    None => effects::is_pure_library_function(&p.symbols[f].name),
                },
                _ => false,
            };
            if !pure && !u.calling.contains(&stmt) {
                u.calling.push(stmt);
            }
        }
        _ => {}
    }
    expr_children(&p.exprs[e], &mut |c| match c {
        Child::Expr(x) => visit_expr(p, fx, x, stmt, u, stmts),
        Child::Stmt(s) => stmts.push(s),
        Child::Type(_) => {}
    });
}

/// Whether nothing in the loop can change the member at `path` (see the module
/// documentation).
fn invariant(p: &Program, fx: &Effects, func: FuncId, u: &Uses, path: &Path, ty: TypeId) -> bool {
    if u.touched.iter().any(|t| {
        t.var == path.var && t.arrow == path.arrow && {
            let n = t.fields.len().min(path.fields.len());
            t.fields[..n] == path.fields[..n]
        }
    }) {
        return false;
    }
    let storage = if path.arrow {
        Place::Pointee(path.var)
    } else {
        Place::Var(path.var)
    };
    let var_taken = fx.is_address_taken(path.var);
    let member_kind = kind_of(p, Some(ty));
    for &w in &u.writes {
        if let Some(q) = path_of(p, w)
            && q.var == path.var
            && q.arrow == path.arrow
            && !through_union(p, w)
        {
            // Another member of the same structure (prefixes were refused above); members
            // of a union share their storage, so a write to one is a write to all.
            continue;
        }
        if let Expr::Var(x) = p.exprs[w] {
            if x == path.var || fx.may_overlap(p, func, Place::Var(x), storage) {
                return false;
            }
            continue;
        }
        let wk = kind_of(p, effects::expr_type(p, w));
        let clears = |k: Kind| match (k, wk) {
            (_, Kind::Any) => false,
            (Kind::Pointer, Kind::Integer | Kind::Floating) => true,
            (Kind::Integer, Kind::Pointer | Kind::Floating) => true,
            (Kind::Floating, Kind::Pointer | Kind::Integer) => true,
            _ => false,
        };
        if !clears(member_kind) && !outside(p, fx, w, path) {
            return false;
        }
        // The variable `V` itself (a pointer) may be written through a pointer too.
        if path.arrow && var_taken && !clears(Kind::Pointer) {
            return false;
        }
    }
    for &s in &u.calling {
        let writes = &fx.direct(s).writes;
        if writes.iter().any(|&w| {
            fx.may_overlap(p, func, w, storage)
                || (var_taken && fx.may_overlap(p, func, w, Place::Var(path.var)))
        }) {
            return false;
        }
    }
    true
}

/// Whether member access `e` (`a.b.c`, `v->b.c`) selects a member of a union anywhere
/// along its chain.
fn through_union(p: &Program, e: ExprId) -> bool {
    let mut cur = e;
    while let Expr::Member { base, arrow, .. } = &p.exprs[cur] {
        let record = effects::expr_type(p, *base).map(|t| {
            let t = match p.resolve(t).0 {
                TypeKind::Pointer(to) if *arrow => *to,
                _ => t,
            };
            p.resolve(t).0.clone()
        });
        match record {
            Some(TypeKind::Record(r)) if p.records[r].kind == RecordKind::Struct => {}
            // A union, or a type p4a cannot name: assume the storage is shared.
            _ => return true,
        }
        cur = *base;
    }
    false
}

/// Whether the object lvalue `w` writes is proved not to be the structure of `path`: the
/// pointer it writes through (`q[i]`, `*q`, `g->v[i]`) points into sites (allocation
/// calls, named objects) that the structure's own sites do not share.
fn outside(p: &Program, fx: &Effects, w: ExprId, path: &Path) -> bool {
    let fields = fx.fields();
    let structure: Option<std::collections::BTreeSet<Place>> = if path.arrow {
        fields.local_sites(path.var).cloned()
    } else {
        Some([Place::Var(path.var)].into_iter().collect())
    };
    let Some(structure) = structure else {
        return false;
    };
    let mut base = match p.exprs[w] {
        Expr::Index(b, _) | Expr::Unary(UnOp::Deref, b) => b,
        _ => return false,
    };
    loop {
        match &p.exprs[base] {
            Expr::Cast(_, x) | Expr::Extension(x) => base = *x,
            Expr::Binary(BinOp::Add | BinOp::Sub, a, _)
                if effects::expr_type(p, *a)
                    .is_some_and(|t| matches!(p.resolve(t).0, TypeKind::Pointer(_))) =>
            {
                base = *a
            }
            _ => break,
        }
    }
    let sites = match &p.exprs[base] {
        Expr::Var(x) => match effects::expr_type(p, base).map(|t| p.resolve(t).0) {
            Some(TypeKind::Pointer(_)) => fields.local_sites(*x).cloned(),
            Some(TypeKind::Array { .. }) if p.symbols[*x].kind == SymbolKind::Var => {
                Some([Place::Var(*x)].into_iter().collect())
            }
            _ => None,
        },
        Expr::Member { .. } => fields.member_sites(p, base).cloned(),
        _ => None,
    };
    sites.is_some_and(|s| s.is_disjoint(&structure))
}

/// The expressions of the conditions of the `for` loops of the nest at `l`.
fn bound_exprs(p: &Program, l: StmtId) -> FxHashSet<ExprId> {
    let mut res = FxHashSet::default();
    let mut stmts = vec![l];
    while let Some(s) = stmts.pop() {
        if let Stmt::For { cond: Some(c), .. } = p.stmts[s] {
            let mut exprs = vec![c];
            while let Some(e) = exprs.pop() {
                res.insert(e);
                expr_children(&p.exprs[e], &mut |c| {
                    if let Child::Expr(x) = c {
                        exprs.push(x)
                    }
                });
            }
        }
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(x) = c {
                stmts.push(x)
            }
        });
    }
    res
}

/// Whether evaluating `e` surely dereferences pointer `v` (`v->f`, `*v`, `v[k]`) before
/// anything that could skip it.
fn surely_dereferences(p: &Program, e: ExprId, v: SymbolId) -> bool {
    match &p.exprs[e] {
        Expr::Member {
            base, arrow: true, ..
        } if p.exprs[*base] == Expr::Var(v) => true,
        Expr::Unary(UnOp::Deref, x) | Expr::Index(x, _) if p.exprs[*x] == Expr::Var(v) => true,
        Expr::Binary(BinOp::LogAnd | BinOp::LogOr, a, _) => surely_dereferences(p, *a, v),
        Expr::Cond(c, _, _) => surely_dereferences(p, *c, v),
        Expr::StmtExpr(_) | Expr::Generic(..) | Expr::SizeofExpr(_) | Expr::AlignofExpr(..) => {
            false
        }
        other => {
            let mut found = false;
            expr_children(other, &mut |c| {
                if let Child::Expr(x) = c {
                    found |= surely_dereferences(p, x, v);
                }
            });
            found
        }
    }
}

fn hoist_loop(
    program: &mut Program,
    fx: &Effects,
    func: FuncId,
    l: StmtId,
    names: &mut edit::Names,
    done: &mut Vec<Hoist>,
) {
    // Statements made by earlier rewrites are unknown to the effects: leave them.
    if l.index() >= fx.statement_count() {
        return;
    }
    let uses = collect(program, fx, l);
    if uses.reads.is_empty() {
        return;
    }
    // What the loop evaluates before its first iteration: its first clause, then its
    // condition.
    let entry: Vec<ExprId> = match &program.stmts[l] {
        Stmt::For { init, cond, .. } => {
            let mut v = Vec::new();
            match init {
                ForInit::Expr(e) => v.push(*e),
                ForInit::Decl(g) => v.extend(g.decls.iter().filter_map(|d| match &d.init {
                    Some(Init::Expr(e)) => Some(*e),
                    _ => None,
                })),
                ForInit::None => {}
            }
            v.extend(*cond);
            v
        }
        _ => return,
    };
    let inside = p4a_analyzer::ir::query::declared_in(program, l);
    // Array elements are hoisted only to make bounds invariant: those read in a loop
    // condition of the nest.
    let in_bounds = bound_exprs(program, l);
    let counted = matches!(
        program.stmts[l],
        Stmt::For {
            counted: Some(_),
            ..
        }
    ) && crate::cost::trips_testable(program, l);
    let mut chosen: Vec<(Path, TypeId, Vec<ExprId>)> = Vec::new();
    let mut refused: FxHashSet<Path> = FxHashSet::default();
    let mut needs_guard = false;
    for (e, path) in &uses.reads {
        if let Some(entry) = chosen.iter_mut().find(|(q, ..)| q == path) {
            entry.2.push(*e);
            continue;
        }
        if refused.contains(path) || inside.contains(&path.var) {
            continue;
        }
        let element = path.fields.first().is_some_and(|f| f.starts_with('['));
        if element
            && !uses
                .reads
                .iter()
                .any(|(x, q)| q == path && in_bounds.contains(x))
        {
            refused.insert(path.clone());
            continue;
        }
        let ok = hoistable_type(program, *e, path)
            .filter(|&t| invariant(program, fx, func, &uses, path, t));
        let Some(ty) = ok else {
            refused.insert(path.clone());
            continue;
        };
        if path.arrow
            && !entry
                .iter()
                .any(|&c| surely_dereferences(program, c, path.var))
        {
            if !counted {
                refused.insert(path.clone());
                continue;
            }
            needs_guard = true;
        }
        chosen.push((path.clone(), ty, vec![*e]));
    }
    if chosen.is_empty() {
        return;
    }
    let loc = program.stmts.loc(l);
    // The trip test reads the bounds as written, before the members are replaced.
    let guard = needs_guard.then(|| crate::cost::trips_at_least(program, l, 1));
    let mut decls = Vec::new();
    for (path, ty, sites) in chosen {
        let ty = program.unqualified(ty);
        let fields: Vec<String> = path
            .fields
            .iter()
            .map(|f| f.trim_matches(|c| c == '[' || c == ']').to_string())
            .collect();
        let base = format!(
            "p4a_{}_{}",
            program.symbols[path.var].name,
            fields.join("_")
        );
        let local = edit::new_local(program, names, &base, ty, loc);
        let load = edit::copy_expr(program, sites[0]);
        for e in sites {
            program.exprs[e] = Expr::Var(local);
        }
        decls.push(edit::decl_stmt(program, local, Some(load), loc));
        done.push(Hoist {
            func,
            in_loop: l,
            local,
        });
    }
    if let Some(cond) = guard {
        let init = match &program.stmts[l] {
            Stmt::For { init, .. } => init.clone(),
            _ => unreachable!(),
        };
        let mut body = decls;
        body.push(l);
        let then = program.stmts.alloc(Stmt::Block(Block(body)), loc);
        let els = match init {
            ForInit::Expr(e) => {
                let first = edit::copy_expr(program, e);
                Some(program.stmts.alloc(Stmt::Expr(first), loc))
            }
            ForInit::Decl(_) | ForInit::None => None,
        };
        let guarded = program.stmts.alloc(Stmt::If { cond, then, els }, loc);
        edit::replace_stmt(program, func, l, guarded);
    } else {
        edit::insert_before(program, func, l, &decls);
    }
}
