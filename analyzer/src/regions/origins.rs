//! Where local pointer variables (and parameters the body moves) point, for the regions
//! of accesses through them.
//!
//! A region on the pointee of a local pointer `p` is relative to `p`'s value at the
//! access, and callers cannot see `p`. Such a region is only sound, and only visible to
//! callers, once it is put on the object `p` points into (its *root*: a parameter's or
//! global's pointee, or a declared array):
//!
//! - `p` set once, by its declaration or one assignment, to `q`, `q + e`, `q - e` or
//!   `&q[e]` with `e` affine over variables the function never writes: `p[i]` is
//!   `q[i + e]` everywhere ([`Origin::Offset`]);
//! - `p` set only from roots and moved by `p++`, `p += k`, `p = p + k`... (a pointer
//!   walk): `p` may point anywhere in those roots' objects, before or after where it
//!   started, so an access through it is a MAY region over the whole of each root
//!   ([`Origin::Within`]);
//! - a pointer only ever set to blocks of its own (`p = malloc(..)`, `p = realloc(p, ..)`,
//!   a double buffer `t = a; a = b; b = t;` among such pointers) keeps its own pointee:
//!   its regions are relative to the block it holds, as for any heap array;
//! - anything else (an address taken, a walk over a block of its own, a mix of named
//!   roots and other values): anywhere in its own pointee, MAY over every element
//!   ([`Origin::Moving`]).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::access::ArrayBase;
use crate::affine::LinExpr;
use crate::ir::visit::{Child, expr_children, stmt_children};
use crate::ir::*;
use crate::linear::{AVar, affine};

/// What is known of a local pointer's value.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Origin {
    /// Always `&root[offset]` (one-dimensional root).
    Offset(ArrayBase, LinExpr<AVar>),
    /// Somewhere inside the objects of these roots.
    Within(Vec<ArrayBase>),
    /// Moved, origin unknown: anywhere in its own pointee.
    Moving,
}

/// One definition of a pointer.
enum Def {
    /// `p = e` (or the initializer).
    Set(ExprId),
    /// `p++`, `p += k`, `p = p + k`: moved inside its object.
    Step,
    /// Anything p4a does not follow (address taken).
    Unknown,
}

/// The origins of the local pointer variables of `func` that need one (see the module
/// documentation); pointers set once to a fresh block are absent.
pub(super) fn origins(
    program: &Program,
    func: &Func,
    written: &FxHashSet<SymbolId>,
) -> FxHashMap<SymbolId, Origin> {
    let mut defs: FxHashMap<SymbolId, Vec<Def>> = FxHashMap::default();
    // Parameters too: a parameter moved in the body (`*to++ = *from++`) no longer points
    // where its entry value did.
    let is_local_pointer = |sym: SymbolId| {
        let s = &program.symbols[sym];
        matches!(s.kind, SymbolKind::Var | SymbolKind::Param)
            && crate::ir::query::has_automatic_storage(program, sym)
            && matches!(program.resolve(s.ty).0, TypeKind::Pointer(_))
    };
    let mut stack: Vec<Child> = func.body.0.iter().map(|&s| Child::Stmt(s)).collect();
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                if let Stmt::Decl(g)
                | Stmt::For {
                    init: ForInit::Decl(g),
                    ..
                } = &program.stmts[s]
                {
                    for d in &g.decls {
                        if is_local_pointer(d.sym)
                            && let Some(Init::Expr(e)) = &d.init
                        {
                            defs.entry(d.sym).or_default().push(Def::Set(*e));
                        }
                    }
                }
                stmt_children(&program.stmts[s], &mut |c| stack.push(c));
            }
            Child::Expr(e) => {
                match &program.exprs[e] {
                    Expr::Assign { op, lhs, rhs } => {
                        if let Expr::Var(p) = program.exprs[*lhs]
                            && is_local_pointer(p)
                        {
                            let def = match op {
                                None if steps(program, p, *rhs) => Def::Step,
                                None => Def::Set(*rhs),
                                Some(BinOp::Add | BinOp::Sub) => Def::Step,
                                Some(_) => Def::Unknown,
                            };
                            defs.entry(p).or_default().push(def);
                        }
                    }
                    Expr::IncDec { arg, .. } => {
                        if let Expr::Var(p) = program.exprs[*arg]
                            && is_local_pointer(p)
                        {
                            defs.entry(p).or_default().push(Def::Step);
                        }
                    }
                    Expr::Unary(UnOp::AddrOf, x) => {
                        if let Expr::Var(p) = program.exprs[*x]
                            && is_local_pointer(p)
                        {
                            defs.entry(p).or_default().push(Def::Unknown);
                        }
                    }
                    _ => {}
                }
                expr_children(&program.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    let mut res = FxHashMap::default();
    let mut syms: Vec<SymbolId> = defs.keys().copied().collect();
    syms.sort();
    for p in syms {
        if let Some(origin) = origin_of(program, &defs, written, p, &mut Vec::new()) {
            res.insert(p, origin);
        }
    }
    res
}

/// Whether `rhs` is `p + k`, `k + p` or `p - k` (a step of `p` inside its object).
fn steps(program: &Program, p: SymbolId, rhs: ExprId) -> bool {
    match &program.exprs[strip(program, rhs)] {
        Expr::Binary(BinOp::Add, a, b) => is_var(program, *a, p) || is_var(program, *b, p),
        Expr::Binary(BinOp::Sub, a, _) => is_var(program, *a, p),
        _ => false,
    }
}

fn is_var(program: &Program, e: ExprId, p: SymbolId) -> bool {
    matches!(program.exprs[strip(program, e)], Expr::Var(x) if x == p)
}

/// `e` without parentheses' stand-ins: `__extension__`.
fn strip(program: &Program, mut e: ExprId) -> ExprId {
    while let Expr::Extension(x) = program.exprs[e] {
        e = x;
    }
    e
}

/// The origin of pointer `p` from its definitions; `None` when `p` is set once to a
/// fresh block (its own pointee is then the object). `visiting` breaks cycles.
fn origin_of(
    program: &Program,
    defs: &FxHashMap<SymbolId, Vec<Def>>,
    written: &FxHashSet<SymbolId>,
    p: SymbolId,
    visiting: &mut Vec<SymbolId>,
) -> Option<Origin> {
    if visiting.contains(&p) || visiting.len() > 8 {
        return Some(Origin::Moving);
    }
    visiting.push(p);
    let res = origin_from_defs(program, defs, written, p, visiting);
    visiting.pop();
    res
}

fn origin_from_defs(
    program: &Program,
    defs: &FxHashMap<SymbolId, Vec<Def>>,
    written: &FxHashSet<SymbolId>,
    p: SymbolId,
    visiting: &mut Vec<SymbolId>,
) -> Option<Origin> {
    let list = defs.get(&p).map(Vec::as_slice).unwrap_or(&[]);
    // Moved inside its object; being set to several blocks (double buffers) is not
    // moving: regions stay relative to the block it holds.
    let moves = list.iter().any(|d| matches!(d, Def::Step));
    let sets = list.iter().filter(|d| matches!(d, Def::Set(_))).count();
    if list.iter().any(|d| matches!(d, Def::Unknown)) {
        return Some(Origin::Moving);
    }
    let mut roots: Vec<ArrayBase> = Vec::new();
    let mut single: Option<(ArrayBase, Option<LinExpr<AVar>>)> = None;
    let mut fresh = false;
    // A parameter starts at its entry value: its own pointee is a root.
    let param = program.symbols[p].kind == SymbolKind::Param;
    if param {
        roots.push(ArrayBase::Pointee(p));
    }
    for d in list {
        let Def::Set(e) = d else { continue };
        match root_of(program, defs, written, *e, visiting) {
            Some(Root::At(base, offset)) => {
                if !roots.contains(&base) {
                    roots.push(base);
                }
                single = Some((base, offset));
            }
            Some(Root::Inside(bases)) => {
                for base in bases {
                    if !roots.contains(&base) {
                        roots.push(base);
                    }
                }
                single = None;
            }
            None => fresh = true,
        }
    }
    if fresh {
        // A block of its own (or a value p4a does not follow), perhaps mixed with roots.
        return if moves || !roots.is_empty() {
            Some(Origin::Moving)
        } else {
            None
        };
    }
    if roots.is_empty() {
        return if moves { Some(Origin::Moving) } else { None };
    }
    if !moves
        && !param
        && sets == 1
        && roots.len() == 1
        && let Some((base, Some(offset))) = single
    {
        return Some(Origin::Offset(base, offset));
    }
    Some(Origin::Within(roots))
}

/// What a pointer expression points into.
enum Root {
    /// `&base[offset]` (offset `None` when not affine over unchanging variables).
    At(ArrayBase, Option<LinExpr<AVar>>),
    /// Somewhere inside these.
    Inside(Vec<ArrayBase>),
}

/// The root of pointer expression `e`; `None` when it is not derived from a named
/// object (a call, a load from memory, a null pointer).
fn root_of(
    program: &Program,
    defs: &FxHashMap<SymbolId, Vec<Def>>,
    written: &FxHashSet<SymbolId>,
    e: ExprId,
    visiting: &mut Vec<SymbolId>,
) -> Option<Root> {
    let stable = |x: &LinExpr<AVar>| {
        x.vars().all(|v| match v {
            AVar::Sym(s) => !written.contains(&s),
            _ => false,
        })
    };
    let offset_by = |root: Root, delta: Option<LinExpr<AVar>>| match root {
        Root::At(base, Some(off)) => match delta.filter(|d| stable(d)) {
            Some(d) => Root::At(base, off.checked_add(&d)),
            None => Root::At(base, None),
        },
        other @ (Root::At(_, None) | Root::Inside(_)) => other,
    };
    match &program.exprs[strip(program, e)] {
        Expr::Var(q) => {
            let sym = &program.symbols[*q];
            match (&sym.kind, program.resolve(sym.ty).0) {
                (SymbolKind::Var, TypeKind::Array { .. }) => {
                    Some(Root::At(ArrayBase::Object(*q), Some(LinExpr::constant(0))))
                }
                (SymbolKind::Param, TypeKind::Array { .. } | TypeKind::Pointer(_))
                    if !defs.contains_key(q) =>
                {
                    Some(Root::At(ArrayBase::Pointee(*q), Some(LinExpr::constant(0))))
                }
                (SymbolKind::Param, TypeKind::Pointer(_)) => {
                    match origin_of(program, defs, written, *q, visiting) {
                        Some(Origin::Within(bases)) => Some(Root::Inside(bases)),
                        Some(Origin::Offset(base, off)) => Some(Root::At(base, Some(off))),
                        _ => Some(Root::Inside(vec![ArrayBase::Pointee(*q)])),
                    }
                }
                (SymbolKind::Var, TypeKind::Pointer(_))
                    if !crate::ir::query::has_automatic_storage(program, *q) =>
                {
                    // A global pointer: its pointee, while it does not change.
                    Some(Root::At(ArrayBase::Pointee(*q), None))
                }
                (SymbolKind::Var, TypeKind::Pointer(_)) => {
                    match origin_of(program, defs, written, *q, visiting) {
                        // A local holding blocks of its own: not a named root.
                        None => None,
                        Some(Origin::Offset(base, off)) => Some(Root::At(base, Some(off))),
                        Some(Origin::Within(bases)) => Some(Root::Inside(bases)),
                        Some(Origin::Moving) => None,
                    }
                }
                _ => None,
            }
        }
        Expr::Cast(_, x) => {
            // Another element type: the same object, offsets in other units.
            let root = root_of(program, defs, written, *x, visiting)?;
            Some(offset_by(root, None))
        }
        Expr::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => {
            let (root, delta) = match root_of(program, defs, written, *a, visiting) {
                Some(root) => (root, *b),
                None if *op == BinOp::Add => (root_of(program, defs, written, *b, visiting)?, *a),
                None => return None,
            };
            let delta = affine(program, delta).and_then(|d| {
                if *op == BinOp::Sub {
                    d.checked_neg()
                } else {
                    Some(d)
                }
            });
            Some(offset_by(root, delta))
        }
        Expr::Unary(UnOp::AddrOf, x) => match &program.exprs[*x] {
            Expr::Index(..) => {
                let (base, subs) = crate::access::element(program, *x)?;
                let root = root_of_base(program, defs, written, base, visiting)?;
                match subs.as_slice() {
                    [crate::access::Subscript::Expr(i)] => {
                        Some(offset_by(root, affine(program, *i)))
                    }
                    _ => Some(offset_by(root, None)),
                }
            }
            _ => None,
        },
        _ => None,
    }
}

/// The root of an array base named by an element reference.
fn root_of_base(
    program: &Program,
    defs: &FxHashMap<SymbolId, Vec<Def>>,
    written: &FxHashSet<SymbolId>,
    base: ArrayBase,
    visiting: &mut Vec<SymbolId>,
) -> Option<Root> {
    match base {
        ArrayBase::Object(a) => Some(Root::At(ArrayBase::Object(a), Some(LinExpr::constant(0)))),
        ArrayBase::Pointee(q) => {
            let sym = &program.symbols[q];
            if (sym.kind == SymbolKind::Param && !defs.contains_key(&q))
                || !crate::ir::query::has_automatic_storage(program, q)
            {
                return Some(Root::At(ArrayBase::Pointee(q), Some(LinExpr::constant(0))));
            }
            match origin_of(program, defs, written, q, visiting) {
                None => None,
                Some(Origin::Offset(b, off)) => Some(Root::At(b, Some(off))),
                Some(Origin::Within(bases)) => Some(Root::Inside(bases)),
                Some(Origin::Moving) => None,
            }
        }
    }
}
