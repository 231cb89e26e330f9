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
pub fn hoist_all(program: &mut Program, fx: &Effects, whole_functions: bool) -> Vec<Hoist> {
    let mut names = edit::Names::of_program(program, crate::is_reserved);
    let mut done = Vec::new();
    let funcs: Vec<FuncId> = program.func_ids().collect();
    if whole_functions {
        let memo = Memo::default();
        let plans: Vec<(FuncId, FunctionPlan)> = funcs
            .iter()
            .filter_map(|&f| plan_function(program, fx, f, &memo).map(|pl| (f, pl)))
            .collect();
        for (f, pl) in plans {
            hoist_function(program, f, pl, &mut names, &mut done);
        }
    }
    // (A fresh memo: the program changed above.)
    let memo = Memo::default();
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
            hoist_loop(program, fx, func, l, &mut names, &mut done, &memo);
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

/// The variable member access `e` starts from, and whether through `->` (`g->u`: `(g,
/// true)`), for a path member hoisting takes ([`path_of`]).
pub(crate) fn member_root(p: &Program, e: ExprId) -> Option<(SymbolId, bool)> {
    path_of(p, e).map(|path| (path.var, path.arrow))
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
    // A member of a union shares its storage with the others, which writes of any type
    // change (the effective-type rule that clears other writes does not hold there).
    if matches!(p.exprs[e], Expr::Member { .. }) && through_union(p, e) {
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
#[derive(Clone, Default)]
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
                        .all(|w| matches!(w, Place::Io | Place::Clock | Place::Assert)),
                    None => effects::is_pure_function(p, f),
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
fn invariant(
    p: &Program,
    fx: &Effects,
    func: FuncId,
    u: &Uses,
    path: &Path,
    ty: TypeId,
    memo: &Memo,
) -> bool {
    invariant_at(p, fx, func, u, path, ty, 0, memo)
}

/// [`invariant`], `depth` calls down.
#[allow(clippy::too_many_arguments)]
fn invariant_at(
    p: &Program,
    fx: &Effects,
    func: FuncId,
    u: &Uses,
    path: &Path,
    ty: TypeId,
    depth: usize,
    memo: &Memo,
) -> bool {
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
        {
            // Another member of the same structure (prefixes were refused above); members
            // of a union share their storage, so a write to one is a write to all,
            // whatever its type (punning through a union is what unions are for).
            if through_union(p, w) {
                return false;
            }
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
        }) && !calls_keep(p, fx, func, s, path, ty, depth, memo)
        {
            return false;
        }
    }
    true
}

/// What [`structure_stays_put`] answered, per function and structure variable (`->` or
/// not): the question is asked for every call of every statement tested, and the answer
/// walks the whole function. One memo serves one unchanged program.
#[derive(Default)]
struct Memo(std::cell::RefCell<rustc_hash::FxHashMap<(FuncId, SymbolId, bool), bool>>);

impl Memo {
    fn stays_put(&self, p: &Program, func: FuncId, path: &Path) -> bool {
        let key = (func, path.var, path.arrow);
        if let Some(&v) = self.0.borrow().get(&key) {
            return v;
        }
        let v = structure_stays_put(p, func, path);
        self.0.borrow_mut().insert(key, v);
        v
    }
}

/// How deep [`calls_keep`] follows a structure through calls.
const KEEP_DEPTH: usize = 6;

/// Whether the calls of statement `s` (in `func`) cannot change the member at `path`,
/// although the effects say they may write the structure: callee summaries are not
/// field-sensitive (`relax(&g)` whose body writes `g->v[i]` writes `*g`, which holds the
/// structure as well as the blocks its members point to). Each call must be direct, to a
/// function whose written places are reached only through its parameters (or are I/O,
/// the clock, or places that cannot hold the structure); an argument that names `V` is
/// exactly `&V` (or the pointer `V` for `V->f`), and the callee's parameter keeps the
/// member (see [`formal_keeps`]); the other arguments point to nothing that may hold the
/// structure; and nothing else in the function may hold `V`'s address (every `&V` is a
/// call's argument, and `V` is not a pointer assigned or stored).
#[allow(clippy::too_many_arguments)]
fn calls_keep(
    p: &Program,
    fx: &Effects,
    func: FuncId,
    s: StmtId,
    path: &Path,
    ty: TypeId,
    depth: usize,
    memo: &Memo,
) -> bool {
    if depth > KEEP_DEPTH {
        return false;
    }
    let storage = if path.arrow {
        Place::Pointee(path.var)
    } else {
        Place::Var(path.var)
    };
    // The calls of the statement itself (nested statements are their own).
    let mut calls = Vec::new();
    let mut exprs = Vec::new();
    stmt_children(&p.stmts[s], &mut |c| {
        if let Child::Expr(e) = c {
            exprs.push(e);
        }
    });
    while let Some(e) = exprs.pop() {
        if let Expr::Call(..) = p.exprs[e] {
            calls.push(e);
        }
        expr_children(&p.exprs[e], &mut |c| {
            if let Child::Expr(x) = c {
                exprs.push(x);
            }
        });
    }
    if calls.is_empty() || !memo.stays_put(p, func, path) {
        return false;
    }
    calls.into_iter().all(|call| {
        let Expr::Call(callee, args) = &p.exprs[call] else {
            return false;
        };
        let Expr::Var(f) = p.exprs[*callee] else {
            return false;
        };
        let Some(def) = p.symbols[f].def else {
            // A library function: only if it writes no memory, or only heap blocks (which
            // never hold a named structure).
            let name = p.symbols[f].name.as_str();
            return effects::is_pure_function(p, f)
                || matches!(name, "malloc" | "calloc")
                || (!path.arrow && matches!(name, "free" | "realloc"));
        };
        let params = &p.funcs[def].params;
        let holds_v = |a: ExprId| p4a_analyzer::ir::query::mentions(p, Child::Expr(a), path.var);
        let exact_v = |a: ExprId| {
            if path.arrow {
                matches!(p.exprs[a], Expr::Var(v) if v == path.var)
            } else {
                matches!(p.exprs[a], Expr::Unary(UnOp::AddrOf, x)
                    if matches!(p.exprs[x], Expr::Var(v) if v == path.var))
            }
        };
        let mut through: Vec<usize> = Vec::new();
        for (j, &a) in args.iter().enumerate() {
            if holds_v(a) {
                if !exact_v(a) || j >= params.len() {
                    return false;
                }
                through.push(j);
            }
        }
        fx.summary(def).writes.iter().all(|&w| match w {
            Place::Io | Place::Clock | Place::Assert => true,
            Place::Pointee(g) if params.contains(&g) => {
                let j = params.iter().position(|&x| x == g).expect("a parameter");
                if through.contains(&j) {
                    let inner = Path {
                        var: g,
                        arrow: true,
                        fields: path.fields.clone(),
                    };
                    formal_keeps(p, fx, def, &inner, ty, depth + 1, memo)
                } else {
                    // What that argument points to must not hold the structure.
                    match args.get(j).map(|&a| &p.exprs[a]) {
                        Some(Expr::Var(x)) => !fx.may_overlap(p, func, Place::Pointee(*x), storage),
                        Some(Expr::Unary(UnOp::AddrOf, y)) => {
                            matches!(p.exprs[*y], Expr::Var(v) if v != path.var && !path.arrow)
                        }
                        _ => false,
                    }
                }
            }
            Place::Var(gl) => !(gl == path.var || fx.may_overlap(p, func, Place::Var(gl), storage)),
            Place::Alloc(_) if !path.arrow => true,
            _ => false,
        })
    })
}

/// Whether `V` of `path` is only ever used in `func` as the base of member accesses and
/// as a call's argument (`&V`, or `V` for a pointer), and, for a pointer, never assigned:
/// no other expression may then hold the structure's address.
fn structure_stays_put(p: &Program, func: FuncId, path: &Path) -> bool {
    fn ok_expr(p: &Program, e: ExprId, v: SymbolId, arrow: bool, allowed: bool) -> bool {
        match &p.exprs[e] {
            Expr::Var(x) if *x == v => allowed,
            Expr::Member { base, .. } if matches!(p.exprs[*base], Expr::Var(x) if x == v) => true,
            Expr::Unary(UnOp::AddrOf, x)
                if !arrow && matches!(p.exprs[*x], Expr::Var(y) if y == v) =>
            {
                allowed
            }
            Expr::Call(callee, args) => {
                ok_expr(p, *callee, v, arrow, false)
                    && args.iter().all(|&a| ok_expr(p, a, v, arrow, true))
            }
            other => {
                let mut ok = true;
                expr_children(other, &mut |c| {
                    if let Child::Expr(x) = c {
                        ok &= ok_expr(p, x, v, arrow, false);
                    }
                });
                ok
            }
        }
    }
    let mut stmts: Vec<StmtId> = p.funcs[func].body.0.clone();
    while let Some(s) = stmts.pop() {
        let mut ok = true;
        stmt_children(&p.stmts[s], &mut |c| match c {
            Child::Expr(e) => ok &= ok_expr(p, e, path.var, path.arrow, false),
            Child::Stmt(x) => stmts.push(x),
            Child::Type(_) => {}
        });
        if !ok {
            return false;
        }
    }
    true
}

/// Whether nothing in function `def` can change the member `path` of its parameter
/// (`g->u`, with `path.var` the parameter): the parameter is never assigned nor has its
/// address taken, and the member is invariant over the whole body (calls that pass the
/// parameter on are followed, up to [`KEEP_DEPTH`]).
fn formal_keeps(
    p: &Program,
    fx: &Effects,
    def: FuncId,
    path: &Path,
    ty: TypeId,
    depth: usize,
    memo: &Memo,
) -> bool {
    if depth > KEEP_DEPTH {
        return false;
    }
    let body = &p.funcs[def].body.0;
    if body.iter().any(|s| s.index() >= fx.statement_count()) {
        return false;
    }
    let uses = collect_all(p, fx, body);
    if uses
        .writes
        .iter()
        .any(|&w| matches!(p.exprs[w], Expr::Var(x) if x == path.var))
        || p4a_analyzer::ir::query::address_taken_in(p, body).contains(&path.var)
    {
        return false;
    }
    invariant_at(p, fx, def, &uses, path, ty, depth, memo)
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
    memo: &Memo,
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
            .filter(|&t| invariant(program, fx, func, &uses, path, t, memo));
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

// ----- members hoisted for a whole function (GPU targets) ------------------------------

/// A member path as a key: the variable it starts from, whether through `->`, and the
/// fields (`g->u`: `(g, true, ["u"])`).
pub type MemberKey = (SymbolId, bool, Vec<String>);

fn key_of(path: &Path) -> MemberKey {
    (path.var, path.arrow, path.fields.clone())
}

/// What the statements `stmts` do with members and memory, together.
fn collect_all(p: &Program, fx: &Effects, stmts: &[StmtId]) -> Uses {
    let parts: Vec<Uses> = stmts.iter().map(|&s| collect(p, fx, s)).collect();
    merged(&parts)
}

/// The uses of several statements, together (each collected once by [`collect`]).
fn merged(parts: &[Uses]) -> Uses {
    let mut all = Uses::default();
    for u in parts {
        all.reads.extend(u.reads.iter().cloned());
        all.touched.extend(u.touched.iter().cloned());
        all.writes.extend(u.writes.iter().copied());
        for &c in &u.calling {
            if !all.calling.contains(&c) {
                all.calling.push(c);
            }
        }
    }
    all
}

/// Whether control may enter the function body's statements other than from the top:
/// a `goto` or a label anywhere in them.
fn has_goto_or_label(p: &Program, stmts: &[StmtId]) -> bool {
    stmts.iter().any(|&s| {
        p4a_analyzer::ir::query::jumps_in(p, s)
            .iter()
            .any(|(_, j)| {
                matches!(
                    j,
                    p4a_analyzer::ir::query::Jump::Goto | p4a_analyzer::ir::query::Jump::Label
                )
            })
    })
}

/// Whether executing statement `s` surely dereferences pointer `v` before anything it
/// does could skip that: its first evaluated expression does.
fn stmt_surely_dereferences(p: &Program, s: StmtId, v: SymbolId) -> bool {
    let first: Option<ExprId> = match &p.stmts[s] {
        Stmt::Expr(e) | Stmt::Return(Some(e)) => Some(*e),
        Stmt::If { cond, .. } | Stmt::While { cond, .. } | Stmt::Switch { cond, .. } => Some(*cond),
        Stmt::Decl(g) => g.decls.first().and_then(|d| match &d.init {
            Some(Init::Expr(e)) => Some(*e),
            _ => None,
        }),
        Stmt::For { init, cond, .. } => {
            // The first clause, then the condition when the clause cannot skip it (no
            // call: `int i = 1`).
            let clause: Vec<ExprId> = match init {
                ForInit::Expr(e) => vec![*e],
                ForInit::Decl(g) => g
                    .decls
                    .iter()
                    .filter_map(|d| match &d.init {
                        Some(Init::Expr(e)) => Some(*e),
                        _ => None,
                    })
                    .collect(),
                ForInit::None => Vec::new(),
            };
            if clause.iter().any(|&e| surely_dereferences(p, e, v)) {
                return true;
            }
            fn has_call(p: &Program, e: ExprId) -> bool {
                let mut found = matches!(p.exprs[e], Expr::Call(..) | Expr::StmtExpr(_));
                expr_children(&p.exprs[e], &mut |c| {
                    if let Child::Expr(x) = c {
                        found |= has_call(p, x);
                    }
                });
                found
            }
            let calls = clause.iter().any(|&e| has_call(p, e));
            if calls { None } else { *cond }
        }
        _ => None,
    };
    first.is_some_and(|e| surely_dereferences(p, e, v))
}

/// Whether member `path` is worth a local in statements `stmts`: it is read in a loop or
/// in a call's arguments.
fn read_in_loop_or_call(p: &Program, stmts: &[StmtId], path: &Path) -> bool {
    fn in_expr(p: &Program, e: ExprId, path: &Path, under: bool) -> bool {
        if under && path_of(p, e).as_ref() == Some(path) {
            return true;
        }
        let under = under || matches!(p.exprs[e], Expr::Call(..));
        let mut found = false;
        expr_children(&p.exprs[e], &mut |c| match c {
            Child::Expr(x) => found |= in_expr(p, x, path, under),
            Child::Stmt(s) => found |= in_stmt(p, s, path, true),
            Child::Type(_) => {}
        });
        found
    }
    fn in_stmt(p: &Program, s: StmtId, path: &Path, under: bool) -> bool {
        let under = under
            || matches!(
                p.stmts[s],
                Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
            );
        let mut found = false;
        stmt_children(&p.stmts[s], &mut |c| match c {
            Child::Expr(x) => found |= in_expr(p, x, path, under),
            Child::Stmt(x) => found |= in_stmt(p, x, path, under),
            Child::Type(_) => {}
        });
        found
    }
    stmts.iter().any(|&s| in_stmt(p, s, path, false))
}

/// Whether `e`, through casts, is a call of `malloc` or `calloc` (the transfer
/// placement's allocators).
fn is_allocation(p: &Program, e: ExprId) -> bool {
    let mut e = e;
    while let Expr::Cast(_, x) = p.exprs[e] {
        e = x;
    }
    matches!(&p.exprs[e], Expr::Call(f, _)
        if matches!(p.exprs[*f], Expr::Var(s)
            if matches!(p.symbols[s].name.as_str(), "malloc" | "calloc")))
}

/// A function's top-level statements and the members planned for them.
type FunctionPlan = (Vec<StmtId>, Vec<MemberPlan>);

/// One member a function's top level loads once (see [`hoist_function`]).
struct MemberPlan {
    path: Path,
    ty: TypeId,
    /// The top-level statement before which the local is declared.
    at: usize,
    /// The allocation stored in the member just before, which the local takes first.
    alloc: Option<ExprId>,
    /// The reads of the member from `at` on.
    reads: Vec<ExprId>,
    /// The function's own local that already holds the member from `at` on (`double
    /// *u = st.u;`): the reads become it, and no local is made.
    reuse: Option<SymbolId>,
}

/// What [`hoist_function`] does in `func`, decided on the program as the effects saw it
/// (every function is planned before any is changed: a caller's plan asks what its
/// callees' bodies may write).
fn plan_function(
    program: &Program,
    fx: &Effects,
    func: FuncId,
    memo: &Memo,
) -> Option<FunctionPlan> {
    let body = program.funcs[func].body.0.clone();
    if body.is_empty()
        || body.iter().any(|s| s.index() >= fx.statement_count())
        || has_goto_or_label(program, &body)
    {
        return None;
    }
    let per_stmt: Vec<Uses> = body.iter().map(|&s| collect(program, fx, s)).collect();
    // The function's own copies of members (`double *u = st.u;` at its top level): later
    // reads of the member become the copy, so that the block has one name.
    let mut plans: Vec<MemberPlan> = Vec::new();
    for (local, (var, arrow, fields), k, _) in member_copies(program, fx, func) {
        if !matches!(program.stmts[body[k]], Stmt::Decl(_)) || k + 1 >= body.len() {
            continue;
        }
        let path = Path { var, arrow, fields };
        if plans.iter().any(|pl| pl.path == path) {
            continue;
        }
        let reads: Vec<ExprId> = merged(&per_stmt[k + 1..])
            .reads
            .into_iter()
            .filter(|(_, q)| *q == path)
            .map(|(e, _)| e)
            .collect();
        if !reads.is_empty() {
            plans.push(MemberPlan {
                path,
                ty: program.symbols[local].ty,
                at: k + 1,
                alloc: None,
                reads,
                reuse: Some(local),
            });
        }
    }
    // Every member read, first seen first.
    let mut paths: Vec<(Path, ExprId)> = Vec::new();
    for u in &per_stmt {
        for (e, path) in &u.reads {
            if !paths.iter().any(|(q, _)| q == path)
                && !path.fields.first().is_some_and(|f| f.starts_with('['))
            {
                paths.push((path.clone(), *e));
            }
        }
    }
    // Variables declared in nested statements are out of scope at the top level; one
    // declared at the top level can be loaded from after its declaration only.
    let mut declared_inside: FxHashSet<SymbolId> = FxHashSet::default();
    let mut declared_at: rustc_hash::FxHashMap<SymbolId, usize> = Default::default();
    for (i, &s) in body.iter().enumerate() {
        let top: Vec<SymbolId> = match &program.stmts[s] {
            Stmt::Decl(g) => g.decls.iter().map(|d| d.sym).collect(),
            _ => Vec::new(),
        };
        for x in p4a_analyzer::ir::query::declared_in(program, s) {
            if top.contains(&x) {
                declared_at.insert(x, i);
            } else {
                declared_inside.insert(x);
            }
        }
    }
    // (path, type, index of the first statement after the last write, the write's rhs
    // when it stores a new heap block)
    for (path, e) in paths {
        if declared_inside.contains(&path.var) {
            continue;
        }
        let Some(ty) = hoistable_type(program, e, &path) else {
            continue;
        };
        let is_pointer = matches!(program.resolve(ty).0, TypeKind::Pointer(_));
        // The first statement after the last one that may change the member (writes it,
        // takes its address, or calls what may write it).
        let k = per_stmt
            .iter()
            .rposition(|u| !invariant(program, fx, func, u, &path, ty, memo))
            .map_or(0, |i| i + 1)
            .max(declared_at.get(&path.var).map_or(0, |&d| d + 1));
        if k >= body.len() {
            continue;
        }
        let rest = &body[k..];
        // The function copies the member into a local of its own at its top level
        // (`double *u = st.u;`): that local already names the array; a second name for
        // the same block would only split what the transfer placement knows of it.
        let user_copy = rest.iter().any(|&t| {
            match &program.stmts[t] {
            Stmt::Decl(g) => g.decls.iter().any(|d| {
                matches!(d.init, Some(Init::Expr(e)) if path_of(program, e).as_ref() == Some(&path))
            }),
            _ => false,
        }
        });
        if user_copy {
            continue;
        }
        let uses = merged(&per_stmt[k..]);
        if !uses.reads.iter().any(|(_, q)| *q == path)
            || !read_in_loop_or_call(program, rest, &path)
            || !invariant(program, fx, func, &uses, &path, ty, memo)
        {
            continue;
        }
        if path.arrow && !stmt_surely_dereferences(program, body[k], path.var) {
            // The load could fault where the program loads nothing (a null check first).
            let written_before = k > 0;
            if written_before || !stmt_surely_dereferences(program, body[0], path.var) {
                continue;
            }
        }
        // `g.u = malloc(n);` just before: the block goes to the local first.
        let alloc = (k > 0 && is_pointer)
            .then(|| match &program.stmts[body[k - 1]] {
                Stmt::Expr(e) => match &program.exprs[*e] {
                    Expr::Assign { op: None, lhs, rhs }
                        if path_of(program, *lhs).as_ref() == Some(&path)
                            && is_allocation(program, *rhs) =>
                    {
                        Some(*rhs)
                    }
                    _ => None,
                },
                _ => None,
            })
            .flatten();
        let reads = uses
            .reads
            .iter()
            .filter(|(_, q)| *q == path)
            .map(|(e, _)| *e)
            .collect();
        plans.push(MemberPlan {
            path,
            ty,
            at: k,
            alloc,
            reads,
            reuse: None,
        });
    }
    (!plans.is_empty()).then_some((body, plans))
}

/// Members hoisted for the rest of a function body: in the top-level statements of
/// `func`, a pointer or arithmetic member (`g.u`, `g.n`, `gp->u`) read in a loop or
/// passed to a call is loaded once into a local right after the last top-level statement
/// that writes it, when nothing after can change it (the conditions of a loop's
/// hoisting, over all the statements after), and every later read uses the local. A
/// member whose last write stores a new heap block (`g.u = malloc(n)`) gets the block in
/// the local first (`double *p4a_g_u = malloc(n); g.u = p4a_g_u;`), so that the
/// transfer placement knows the block and its size. When the function already copies
/// the member into a local of its own at its top level (`double *u = st.u;`), later
/// reads become that local instead, so that the block has one name.
///
/// The structures that legacy codes pass around then hold arrays that the analyses see
/// as named pointers, in the caller as well as in loops ([`member_copies`] relates a
/// callee's copy of `g->u` to the caller's local).
///
/// Carries out the plans of [`plan_function`] in `func`.
fn hoist_function(
    program: &mut Program,
    func: FuncId,
    (body, plans): FunctionPlan,
    names: &mut edit::Names,
    done: &mut Vec<Hoist>,
) {
    // Reads become the locals (the allocations' sizes included), then the statements go in.
    // (position, whether an allocation's declaration, statements)
    let mut inserts: Vec<(usize, bool, Vec<StmtId>)> = Vec::new();
    for MemberPlan {
        path,
        ty,
        at: k,
        alloc,
        reads,
        reuse,
    } in plans
    {
        if let Some(local) = reuse {
            for e in reads {
                program.exprs[e] = Expr::Var(local);
            }
            done.push(Hoist {
                func,
                in_loop: body[k],
                local,
            });
            continue;
        }
        let ty = program.unqualified(ty);
        let fields: Vec<String> = path.fields.clone();
        let base = format!(
            "p4a_{}_{}",
            program.symbols[path.var].name,
            fields.join("_")
        );
        let local = edit::new_local(program, names, &base, ty, program.stmts.loc(body[k]));
        let mut load = None;
        for e in reads {
            if load.is_none() {
                load = Some(edit::copy_expr(program, e));
            }
            program.exprs[e] = Expr::Var(local);
        }
        let Some(load) = load else { continue };
        match alloc {
            Some(rhs) => {
                // `T *L = malloc(n); g.u = L;` in place of `g.u = malloc(n);`.
                let at = body[k - 1];
                let loc = program.stmts.loc(at);
                let decl = edit::decl_stmt(program, local, Some(rhs), loc);
                let Stmt::Expr(assign) = program.stmts[at] else {
                    unreachable!("planned on an expression statement")
                };
                let var = program.exprs.alloc(Expr::Var(local), loc);
                let Expr::Assign { rhs: r, .. } = &mut program.exprs[assign] else {
                    unreachable!("planned on an assignment")
                };
                *r = var;
                inserts.push((k - 1, true, vec![decl]));
            }
            None => {
                let loc = program.stmts.loc(body[k]);
                let decl = edit::decl_stmt(program, local, Some(load), loc);
                inserts.push((k, false, vec![decl]));
            }
        }
        done.push(Hoist {
            func,
            in_loop: body[k],
            local,
        });
    }
    // Later positions first, so that earlier indices stay valid; at one position, the
    // loads end up before an allocation's declaration (its size may read them).
    inserts.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    for (at, _, stmts) in inserts {
        edit::insert_before(program, func, body[at], &stmts);
    }
}

/// The locals of `func` that hold a member for the rest of the function (see
/// [`hoist_function`]): `(local, member, index of the top-level statement from which the
/// local holds the member's value, whether it does from the function's entry)`.
///
/// A local `L` qualifies when it is a pointer never assigned after its declaration nor
/// address-taken, the function has no `goto` or label, and either a top-level declaration
/// initialises it with the member (`double *u = g->u;`), or a top-level statement stores
/// it in the member (`g.u = L;`, `L` declared at top level before); and nothing after that
/// statement can change the member (the conditions of member hoisting). It holds the
/// member's value at entry when the member is of a parameter (`g->u`, or `v.u` of a
/// structure passed by value) that nothing in the whole body can change.
pub fn member_copies(
    program: &Program,
    fx: &Effects,
    func: FuncId,
) -> Vec<(SymbolId, MemberKey, usize, bool)> {
    let p = program;
    let body = &p.funcs[func].body.0;
    if body.is_empty()
        || body.iter().any(|s| s.index() >= fx.statement_count())
        || has_goto_or_label(p, body)
    {
        return Vec::new();
    }
    let per_stmt: Vec<Uses> = body.iter().map(|&s| collect(p, fx, s)).collect();
    let memo = Memo::default();
    let mut assigned = FxHashSet::default();
    for u in &per_stmt {
        for &w in &u.writes {
            if let Expr::Var(v) = p.exprs[w] {
                assigned.insert(v);
            }
        }
    }
    let taken = p4a_analyzer::ir::query::address_taken_in(p, body);
    let usable = |l: SymbolId| {
        !assigned.contains(&l)
            && !taken.contains(&l)
            && p.symbols[l].kind == SymbolKind::Var
            && matches!(p.resolve(p.symbols[l].ty).0, TypeKind::Pointer(_))
    };
    let top_decl: FxHashSet<SymbolId> = body
        .iter()
        .filter_map(|&s| match &p.stmts[s] {
            Stmt::Decl(g) => Some(g.decls.iter().map(|d| d.sym).collect::<Vec<_>>()),
            _ => None,
        })
        .flatten()
        .collect();
    let mut out = Vec::new();
    for (k, &s) in body.iter().enumerate() {
        // (local, path, whether statement `k` itself must be free of writes of the path)
        let mut found: Vec<(SymbolId, Path, bool)> = Vec::new();
        match &p.stmts[s] {
            Stmt::Decl(g) => {
                for d in &g.decls {
                    if let Some(Init::Expr(e)) = d.init
                        && let Some(path) = path_of(p, e)
                        && usable(d.sym)
                    {
                        found.push((d.sym, path, true));
                    }
                }
            }
            Stmt::Expr(e) => {
                if let Expr::Assign { op: None, lhs, rhs } = &p.exprs[*e]
                    && let (Some(path), Expr::Var(l)) = (path_of(p, *lhs), &p.exprs[*rhs])
                    && top_decl.contains(l)
                    && usable(*l)
                {
                    found.push((*l, path, false));
                }
            }
            _ => {}
        }
        for (l, path, include_self) in found {
            if path.fields.first().is_some_and(|f| f.starts_with('[')) {
                continue;
            }
            // The member has the local's type (one initialises or is stored in the other).
            let ty = p.symbols[l].ty;
            let from = if include_self { k } else { k + 1 };
            if !invariant(p, fx, func, &merged(&per_stmt[from..]), &path, ty, &memo) {
                continue;
            }
            // (`g->u` of a pointer parameter, or `v.u` of a structure passed by value.)
            let at_entry = p.funcs[func].params.contains(&path.var)
                && include_self
                && invariant(p, fx, func, &merged(&per_stmt), &path, ty, &memo);
            out.push((l, key_of(&path), k, at_entry));
        }
    }
    out
}
