//! Dependences between array references in loop nests, with direction and distance per
//! loop level.
//!
//! For a loop `L` and two references `r1` (in statement `s1`) and `r2` (in `s2`) of the
//! same array inside `L`, at least one of them a write, the dependence system is
//! - `P(s1)`: the precondition of `s1` over the source iteration's values (loop bounds,
//!   induction variables),
//! - `P(s2)` with every variable the nest changes renamed (primed): the sink iteration,
//! - `sub1_k == sub2_k'` for each affine subscript pair (a non-affine pair adds nothing:
//!   any elements may coincide).
//!
//! A dependence is carried at level `l` (loops of the nest numbered from `L`, outermost
//! first) when the system with `i_1 == i_1', .., i_{l-1} == i_{l-1}'` and `i_l` before
//! `i_l'` in execution order has an integer point; the direction and distance of the
//! other levels come from the bounds of `i_m' - i_m`. The test is exact for affine
//! subscripts and bounds (integer emptiness, [`System::is_empty`]); otherwise it errs on
//! the side of a dependence, and says so (`exact == false`).
//!
//! References through two different pointers may designate the same memory: unless the
//! pointers are proved distinct ([`Aliasing`]), they are tested as one array whose
//! subscripts are unknown, which gives a dependence in every direction.

use rustc_hash::FxHashSet;

use crate::access::{Access, ArrayBase, Subscript, collect_accesses};
use crate::affine::{Constraint, LinExpr, System};
use crate::ir::visit::{Child, expr_children, stmt_children};
use crate::ir::*;
use crate::linear::{AVar, affine};
use crate::preconditions::Preconditions;
use crate::regions::Regions;

/// Kind of a dependence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DepKind {
    /// Write, then read.
    Flow,
    /// Read, then write.
    Anti,
    /// Write, then write.
    Output,
}

impl DepKind {
    /// Lower-case name.
    pub fn name(self) -> &'static str {
        match self {
            DepKind::Flow => "flow",
            DepKind::Anti => "anti",
            DepKind::Output => "output",
        }
    }
}

/// Direction of a dependence at one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    /// Source iteration before sink.
    Lt,
    /// Same iteration.
    Eq,
    /// Source iteration after sink (only at levels below the carrying one).
    Gt,
    /// Unknown.
    Any,
}

impl Dir {
    /// `<`, `=`, `>`, `*`.
    pub fn symbol(self) -> &'static str {
        match self {
            Dir::Lt => "<",
            Dir::Eq => "=",
            Dir::Gt => ">",
            Dir::Any => "*",
        }
    }
}

/// One dependence between two references of a loop nest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dependence {
    /// Flow, anti or output.
    pub kind: DepKind,
    /// The array (for references through different pointers, the source's).
    pub array: ArrayBase,
    /// Source reference and its statement.
    pub source: (ExprId, StmtId),
    /// Sink reference and its statement.
    pub sink: (ExprId, StmtId),
    /// The carrying level (0-based from the nest's outermost loop); `None` for a
    /// loop-independent dependence.
    pub level: Option<usize>,
    /// Direction per level of the loops enclosing both references.
    pub directions: Vec<Dir>,
    /// Distance per level, when constant.
    pub distances: Vec<Option<i128>>,
    /// Whether the test was exact (affine subscripts and bounds, same base).
    pub exact: bool,
}

/// Which pointers may point into the same memory.
pub trait Aliasing {
    /// Whether `a` and `b` (different bases), referenced in `func`, may designate the
    /// same memory.
    fn may_alias(&self, func: FuncId, a: ArrayBase, b: ArrayBase) -> bool;

    /// Whether `a` and `b` may designate the same memory in the iterations of loop `l`
    /// of `func` (facts that hold only while a block runs, as `restrict` on a local
    /// pointer declared around the loop, may separate them). By default, as anywhere.
    fn may_alias_in_loop(&self, func: FuncId, l: StmtId, a: ArrayBase, b: ArrayBase) -> bool {
        let _ = l;
        self.may_alias(func, a, b)
    }

    /// Whether `a` and `b` (different bases of `func`) are, whenever they overlap, the same
    /// pointer to elements of the same type: their references may then be compared
    /// subscript by subscript, as references of one array. By default, never.
    fn identical_or_disjoint(&self, func: FuncId, a: ArrayBase, b: ArrayBase) -> bool {
        let _ = (func, a, b);
        false
    }
}

/// Aliasing decided by the effects analysis: points-to of local pointers, call sites of
/// pointer parameters, `restrict`, `--no-pointer-aliasing`.
pub struct FromEffects<'a> {
    /// The program.
    pub program: &'a Program,
    /// Its effects.
    pub effects: &'a crate::effects::Effects,
    /// Whether pointer parameters that overlap only as the same pointer are compared as
    /// one array ([`Aliasing::identical_or_disjoint`]); the GPU targets do not ask for it
    /// yet (their transfer placement copies such a pair as two arrays: redundant uploads).
    pub same_pointer_pairs: bool,
}

impl Aliasing for FromEffects<'_> {
    fn may_alias(&self, func: FuncId, a: ArrayBase, b: ArrayBase) -> bool {
        use crate::effects::Place;
        let place = |x: ArrayBase| match x {
            ArrayBase::Object(s) => Place::Var(s),
            ArrayBase::Pointee(s) => Place::Pointee(s),
        };
        self.effects
            .may_overlap(self.program, func, place(a), place(b))
    }

    fn identical_or_disjoint(&self, func: FuncId, a: ArrayBase, b: ArrayBase) -> bool {
        let p = self.program;
        let (ArrayBase::Pointee(x), ArrayBase::Pointee(y)) = (a, b) else {
            return false;
        };
        let params = &p.funcs[func].params;
        let element = |s: SymbolId| match p.resolve(p.symbols[s].ty).0 {
            TypeKind::Pointer(t) => Some(p.resolve(*t).0),
            _ => None,
        };
        self.same_pointer_pairs
            && x != y
            && params.contains(&x)
            && params.contains(&y)
            && element(x).is_some()
            && element(x) == element(y)
            && self.effects.identical_or_disjoint(p, func, x, y)
    }

    fn may_alias_in_loop(&self, func: FuncId, l: StmtId, a: ArrayBase, b: ArrayBase) -> bool {
        if let (ArrayBase::Pointee(x), ArrayBase::Pointee(y)) = (a, b)
            && (restrict_separates(self.program, self.effects, func, l, x, y)
                || restrict_separates(self.program, self.effects, func, l, y, x)
                || self.effects.rotated_apart(func, l, x, y))
        {
            return false;
        }
        self.may_alias(func, a, b)
    }
}

/// Whether `restrict` on block-scope pointer `x` proves that, during loop `l` of
/// `func`, memory modified through `x` is not accessed through `y`, nor memory
/// accessed through `x` modified through `y` (C11 6.7.3.1: during each execution of the
/// block `B` declaring a restrict pointer `x`, an object accessed through an lvalue
/// based on `x` and modified by any means is accessed only through lvalues based on
/// `x`). A dependence needs a write, so references through `x` and through `y` then
/// never touch a common location. Conditions, a sound subset:
/// - `x` is a local of `func` with automatic storage, declared outside `l` (so `l` runs
///   inside one execution of `B`: a pointer declared in the loop body would be a new
///   object, and a new `B`, in every iteration), `restrict`-qualified, assigned only
///   by its declaration (no other assignment in `func`) and its address never taken:
///   every reference with base `x` is based on the value it was declared with;
/// - `y` is not based on `x`: its value comes, through assignments in `func`, only from
///   literals, parameters and locals (never assigned from anything based on `x`),
///   addresses of named objects and `malloc`-like results, by arithmetic, casts and
///   conditionals; never from memory or a call (where a copy of `x` may have been
///   stored), never from a global, and neither `y` nor a variable it comes from has its
///   address taken.
fn restrict_separates(
    p: &Program,
    effects: &crate::effects::Effects,
    func: FuncId,
    l: StmtId,
    x: SymbolId,
    y: SymbolId,
) -> bool {
    let sx = &p.symbols[x];
    if x == y
        || sx.kind != SymbolKind::Var
        || !crate::ir::query::has_automatic_storage(p, x)
        || !p.resolve(sx.ty).1.is_restrict
        || !matches!(p.resolve(sx.ty).0, TypeKind::Pointer(_))
        || effects.is_address_taken(x)
        || crate::ir::query::declared_in(p, l).contains(&x)
    {
        return false;
    }
    let body = &p.funcs[func].body;
    // Each variable's values: declarator initializers and assignments (`None`: a
    // compound assignment or increment, whose value comes from the variable itself and
    // an integer).
    let mut sources: rustc_hash::FxHashMap<SymbolId, Vec<Option<ExprId>>> = Default::default();
    let mut declared: FxHashSet<SymbolId> = FxHashSet::default();
    // Initialised with braces: not followed.
    let mut opaque: FxHashSet<SymbolId> = FxHashSet::default();
    let mut stack: Vec<Child> = body.0.iter().map(|&s| Child::Stmt(s)).collect();
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                let groups: Vec<&DeclGroup> = match &p.stmts[s] {
                    Stmt::Decl(g)
                    | Stmt::For {
                        init: ForInit::Decl(g),
                        ..
                    } => vec![g],
                    _ => vec![],
                };
                for g in groups {
                    for d in &g.decls {
                        declared.insert(d.sym);
                        match &d.init {
                            Some(Init::Expr(e)) => sources.entry(d.sym).or_default().push(Some(*e)),
                            Some(_) => {
                                opaque.insert(d.sym);
                            }
                            None => {}
                        }
                    }
                }
                stmt_children(&p.stmts[s], &mut |c| stack.push(c));
            }
            Child::Expr(e) => {
                match &p.exprs[e] {
                    Expr::Assign { op, lhs, rhs } => {
                        if let Expr::Var(v) = p.exprs[*lhs] {
                            let src = if op.is_none() { Some(*rhs) } else { None };
                            sources.entry(v).or_default().push(src);
                            if v == x {
                                return false;
                            }
                        }
                    }
                    Expr::IncDec { arg, .. } => {
                        if let Expr::Var(v) = p.exprs[*arg] {
                            sources.entry(v).or_default().push(None);
                            if v == x {
                                return false;
                            }
                        }
                    }
                    _ => {}
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    if !declared.contains(&x) {
        return false;
    }
    // `y` and every variable its value may come from: none is `x`, all are clean.
    let is_local = |v: SymbolId| {
        let sv = &p.symbols[v];
        crate::ir::query::has_automatic_storage(p, v)
            && (sv.kind == SymbolKind::Param && p.funcs[func].params.contains(&v)
                || sv.kind == SymbolKind::Var && declared.contains(&v))
    };
    let mut seen: FxHashSet<SymbolId> = FxHashSet::default();
    let mut work = vec![y];
    while let Some(v) = work.pop() {
        if !seen.insert(v) {
            continue;
        }
        if v == x || !is_local(v) || effects.is_address_taken(v) || opaque.contains(&v) {
            return false;
        }
        for src in sources.get(&v).into_iter().flatten() {
            let Some(e) = src else { continue };
            if !clean_value(p, *e, &mut work) {
                return false;
            }
        }
    }
    true
}

/// Whether pointer value `e` is built only from literals, variables (pushed on `vars`
/// for the caller to check), addresses of named objects, arrays and `malloc`-like
/// calls, by arithmetic, casts and conditionals.
fn clean_value(p: &Program, e: ExprId, vars: &mut Vec<SymbolId>) -> bool {
    match &p.exprs[e] {
        Expr::IntLit { .. } | Expr::CharLit(_) | Expr::SizeofType(_) | Expr::SizeofExpr(_) => true,
        Expr::Var(v) => {
            let sv = &p.symbols[*v];
            match p.resolve(sv.ty).0 {
                // An array object's address (a local or global array is no pointer's
                // copy); its name is not reassigned.
                TypeKind::Array { .. } if sv.kind == SymbolKind::Var => true,
                _ if matches!(sv.kind, SymbolKind::EnumConst { .. }) => true,
                _ => {
                    vars.push(*v);
                    true
                }
            }
        }
        Expr::Unary(UnOp::AddrOf, a) => {
            // `&obj`, `&a[i]` of an array object: a named object's address.
            let mut b = *a;
            loop {
                match &p.exprs[b] {
                    Expr::Var(v) => {
                        return !matches!(p.resolve(p.symbols[*v].ty).0, TypeKind::Pointer(_))
                            || b == *a;
                    }
                    Expr::Index(base, i) => {
                        if !crate::effects::is_array_object(p, *base) || !clean_value(p, *i, vars) {
                            return false;
                        }
                        b = *base;
                    }
                    Expr::Member {
                        base, arrow: false, ..
                    } => b = *base,
                    _ => return false,
                }
            }
        }
        Expr::Unary(UnOp::Deref, _) => false,
        Expr::Unary(_, a) | Expr::Cast(_, a) | Expr::Extension(a) => clean_value(p, *a, vars),
        Expr::Binary(_, a, b) => clean_value(p, *a, vars) && clean_value(p, *b, vars),
        Expr::Cond(c, a, b) => {
            clean_value(p, *c, vars)
                && a.is_none_or(|a| clean_value(p, a, vars))
                && clean_value(p, *b, vars)
        }
        Expr::Call(callee, args) => {
            matches!(p.exprs[*callee], Expr::Var(f)
                if matches!(p.symbols[f].name.as_str(), "malloc" | "calloc" | "aligned_alloc")
                    && p.symbols[f].def.is_none())
                && args.iter().all(|&a| clean_value(p, a, vars))
        }
        _ => false,
    }
}

/// The conservative default: different pointers may alias each other and any global or
/// parameter memory; a local array object aliases nothing but itself.
pub struct Conservative<'a> {
    /// The program.
    pub program: &'a Program,
    /// Assume that different pointer parameters never alias (`--no-pointer-aliasing`).
    pub no_pointer_aliasing: bool,
}

impl Aliasing for Conservative<'_> {
    fn may_alias(&self, _func: FuncId, a: ArrayBase, b: ArrayBase) -> bool {
        use ArrayBase::*;
        let p = self.program;
        let restrict = |s: SymbolId| p.types[p.symbols[s].ty].quals.is_restrict;
        let local_object = |s: SymbolId| !p.symbols[s].file_scope;
        match (a, b) {
            (Object(x), Object(y)) => x == y,
            (Object(o), Pointee(q)) | (Pointee(q), Object(o)) => {
                // A local array cannot be reached through a parameter (it did not exist
                // when the call began); locals pointers may point anywhere.
                (!local_object(o) || p.symbols[q].kind != SymbolKind::Param) && !restrict(q)
            }
            (Pointee(x), Pointee(y)) => {
                if x == y {
                    return true;
                }
                let both_params = p.symbols[x].kind == SymbolKind::Param
                    && p.symbols[y].kind == SymbolKind::Param;
                !(restrict(x) || restrict(y) || (both_params && self.no_pointer_aliasing))
            }
        }
    }
}

/// How much of each dependence [`loop_dependences_with`] computes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Detail {
    /// The direction and distance at every level (what `--dump deps` prints).
    #[default]
    Full,
    /// What a decision on the loop itself needs: the dependences the loop carries (level
    /// 0), with the direction and distance at that level, and the loop-independent ones
    /// when the references share no other loop. The levels inside say [`Dir::Any`] and no
    /// distance (unknown, which is sound). Within one iteration of the loop the inner
    /// levels are not tested one by one: a pair that may touch the same element there
    /// gets one approximate dependence at level 1, `(=, *, ..)`. The context of the test
    /// is only what bears on the elements and the loop's own index (the other indices,
    /// linked to them only through parameters such as a bound `n`, are left out, which
    /// can only add dependences), so the work per loop does not grow with the depth of
    /// the nest, and no depth budget ([`MAX_LEVELS`]) applies.
    Carrying,
}

/// Options of [`loop_dependences_with`].
#[derive(Clone, Copy, Debug, Default)]
pub struct DepOptions {
    /// How much of each dependence to compute.
    pub detail: Detail,
}

/// Nests deeper than this many levels (counted from the loop tested) are not tested
/// level by level: every pair of references that may touch the same array gets one
/// approximate dependence carried by the outermost loop, in every direction. This bounds
/// the work on pathological nests (depth 100); loops this deep inside are still tested
/// exactly when they are the loop asked about.
pub const MAX_LEVELS: usize = 12;

/// The dependences inside loop `l`, levels counted from `l`, in full detail.
pub fn loop_dependences(
    program: &Program,
    pre: &Preconditions,
    alias: &dyn Aliasing,
    regions: Option<&Regions>,
    func: FuncId,
    l: StmtId,
) -> Vec<Dependence> {
    loop_dependences_with(
        program,
        pre,
        alias,
        regions,
        func,
        l,
        &DepOptions::default(),
    )
}

/// The dependences inside loop `l`, levels counted from `l`, as detailed as `options`
/// asks.
pub fn loop_dependences_with(
    program: &Program,
    pre: &Preconditions,
    alias: &dyn Aliasing,
    regions: Option<&Regions>,
    func: FuncId,
    l: StmtId,
    options: &DepOptions,
) -> Vec<Dependence> {
    let nest = Nest::new(program, l, options.detail);
    let refs = nest.references(program, pre, regions);
    let mut out = Vec::new();
    for (k1, r1) in refs.iter().enumerate() {
        for r2 in &refs[k1..] {
            if !r1.write && !r2.write {
                continue;
            }
            if r1.base != r2.base && !alias.may_alias_in_loop(func, l, r1.base, r2.base) {
                continue;
            }
            // Two pointers that overlap only as the same pointer: one array.
            let one_array =
                r1.base == r2.base || alias.identical_or_disjoint(func, r1.base, r2.base);
            // Both orders: r1 then r2, and r2 then r1.
            test_pair(program, pre, &nest, one_array, r1, r2, &mut out);
            if !std::ptr::eq(r1, r2) {
                test_pair(program, pre, &nest, one_array, r2, r1, &mut out);
            }
        }
    }
    out.sort_by_key(|d| (d.level, d.kind, d.source.0, d.sink.0));
    out.dedup();
    out
}

/// How a reference designates its element(s).
#[derive(Clone, Debug)]
enum Shape {
    /// One element, per dimension an affine subscript (`None`: not affine).
    Affine(Vec<Option<LinExpr<AVar>>>),
    /// A set of elements (a call's effect), over `φ1..φdims`.
    Region(u8, System<AVar>),
    /// Anything.
    Unknown,
}

/// An array reference of a nest, with the loops around it (inside the nest).
#[derive(Clone, Debug)]
struct Ref {
    base: ArrayBase,
    shape: Shape,
    expr: ExprId,
    stmt: StmtId,
    write: bool,
    /// The inner sizes a one-dimensional subscript was delinearised with (`[ny]` for
    /// `a[i*ny + j]`), outermost first; empty otherwise. Two references compare their
    /// subscripts dimension by dimension only when these are the same (and the nest does
    /// not change them): `a[i*ny + j]` and `a[i*nx + j]` are not `a[i][j]` twice.
    sizes: Vec<LinExpr<AVar>>,
    /// Loops of the nest enclosing the reference, outermost first.
    loops: Vec<StmtId>,
    /// Position in textual order.
    order: usize,
}

struct Nest {
    /// Scalars written anywhere in the nest (their values differ between iterations).
    changed: FxHashSet<SymbolId>,
    root: StmtId,
    detail: Detail,
}

/// Base of the element variables shared by both sides of a dependence system.
const ELEM: u32 = 0x4000_0000;
/// Offset of the primed copies of existential variables of preconditions.
const PRIMED_TMP: u32 = 0x2000_0000;

impl Nest {
    fn new(program: &Program, root: StmtId, detail: Detail) -> Nest {
        let changed = crate::access::writes_in(program, Child::Stmt(root)).scalars;
        Nest {
            changed,
            root,
            detail,
        }
    }

    /// Array references in textual order with their enclosing loops.
    fn references(
        &self,
        program: &Program,
        pre: &Preconditions,
        regions: Option<&Regions>,
    ) -> Vec<Ref> {
        let mut out = Vec::new();
        let mut loops = Vec::new();
        self.walk(program, pre, regions, self.root, &mut loops, &mut out);
        out
    }

    fn walk(
        &self,
        program: &Program,
        pre: &Preconditions,
        regions: Option<&Regions>,
        s: StmtId,
        loops: &mut Vec<StmtId>,
        out: &mut Vec<Ref>,
    ) {
        let is_loop = matches!(
            program.stmts[s],
            Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
        );
        if is_loop {
            loops.push(s);
        }
        let mut exprs = Vec::new();
        let mut stmts = Vec::new();
        stmt_children(&program.stmts[s], &mut |c| match c {
            Child::Expr(e) => exprs.push(e),
            Child::Stmt(c) => stmts.push(c),
            Child::Type(_) => {}
        });
        let universe = System::universe();
        let context = pre.get(s).unwrap_or(&universe);
        for e in exprs {
            let mut acc = Vec::new();
            collect_accesses(program, e, &mut acc);
            for a in acc {
                let (base, (shape, sizes), expr, write) = match a {
                    Access::Element {
                        base,
                        subscripts,
                        expr,
                        write,
                        ..
                    } => (
                        base,
                        element_shape(program, &subscripts, context),
                        expr,
                        write,
                    ),
                    Access::Opaque {
                        sym: Some(sym),
                        expr,
                        write,
                    } => match opaque_base(program, sym) {
                        Some(base) => (base, (Shape::Unknown, Vec::new()), expr, write),
                        None => continue,
                    },
                    _ => continue,
                };
                out.push(Ref {
                    base,
                    shape,
                    sizes,
                    expr,
                    stmt: s,
                    write,
                    loops: loops.clone(),
                    order: out.len(),
                });
            }
            self.call_refs(program, regions, e, s, loops, out);
        }
        for c in stmts {
            self.walk(program, pre, regions, c, loops, out);
        }
        if is_loop {
            loops.pop();
        }
    }

    /// References standing for the effect of the calls in `e` on arrays.
    fn call_refs(
        &self,
        program: &Program,
        regions: Option<&Regions>,
        e: ExprId,
        s: StmtId,
        loops: &[StmtId],
        out: &mut Vec<Ref>,
    ) {
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            if let Expr::Call(callee, args) = &program.exprs[x] {
                let translated =
                    regions.and_then(|r| crate::regions::call_effect(program, r, *callee, args));
                match translated {
                    Some(rs) => {
                        for r in rs {
                            if let crate::regions::Entity::Array(base) = r.entity {
                                let write = r.action == crate::regions::Action::Write;
                                let shape = Shape::Region(r.dims, r.system);
                                out.push(Ref {
                                    base,
                                    shape,
                                    sizes: Vec::new(),
                                    expr: x,
                                    stmt: s,
                                    write,
                                    loops: loops.to_vec(),
                                    order: out.len(),
                                });
                            }
                        }
                    }
                    None => {
                        // Unknown callee: every array it is given, both ways.
                        for &arg in args {
                            if let Some(base) = crate::regions::pointed_array(program, arg) {
                                for write in [false, true] {
                                    let shape = Shape::Unknown;
                                    out.push(Ref {
                                        base,
                                        shape,
                                        sizes: Vec::new(),
                                        expr: x,
                                        stmt: s,
                                        write,
                                        loops: loops.to_vec(),
                                        order: out.len(),
                                    });
                                }
                            }
                        }
                    }
                }
            }
            expr_children(&program.exprs[x], &mut |c| {
                if let Child::Expr(c) = c {
                    stack.push(c)
                }
            });
        }
    }
}

/// The shape of an element reference: affine subscripts, with a one-dimensional
/// subscript delinearised (`a[i*n + j]` is `a[i][j]` when `0 <= j <= n - 1` holds), and
/// the inner sizes it was delinearised with (empty when it was not).
fn element_shape(
    program: &Program,
    subscripts: &[Subscript],
    context: &System<AVar>,
) -> (Shape, Vec<LinExpr<AVar>>) {
    if let [Subscript::Expr(e)] = subscripts
        && affine(program, *e).is_none()
        && let Some((dims, sizes)) = delinearize(program, *e, context)
    {
        return (Shape::Affine(dims.into_iter().map(Some).collect()), sizes);
    }
    let shape = Shape::Affine(
        subscripts
            .iter()
            .map(|s| subscript_affine(program, *s))
            .collect(),
    );
    (shape, Vec::new())
}

/// A delinearised subscript: its parts, outermost first, and the inner sizes.
type Delinearized = (Vec<LinExpr<AVar>>, Vec<LinExpr<AVar>>);

/// The terms of the sum `e`, split at `+` and `-`, each with its sign (`1` or `-1`)
/// times `sign`.
fn sum_terms(program: &Program, e: ExprId, sign: i128, out: &mut Vec<(ExprId, i128)>) {
    match program.exprs[e] {
        Expr::Binary(BinOp::Add, a, b) => {
            sum_terms(program, a, sign, out);
            sum_terms(program, b, sign, out);
        }
        Expr::Binary(BinOp::Sub, a, b) => {
            sum_terms(program, a, sign, out);
            sum_terms(program, b, -sign, out);
        }
        _ => out.push((e, sign)),
    }
}

/// A subscript `outer * n + inner` (`i*ny + j - 1`, `(i+1)*ny + j`, `i*ny*nz + j*nz + k`:
/// the terms in any order, every non-affine term a product by the same scalar `n`, added)
/// with `0 <= inner <= n - 1` under `context`, the outer part delinearised in turn: the
/// subscripts of the array `e` indexes as if it were declared with the inner sizes `n`,
/// and those sizes, outermost first. With the bounds on `inner`, two subscripts with the
/// same sizes designate the same element exactly when their parts are equal.
fn delinearize(program: &Program, e: ExprId, context: &System<AVar>) -> Option<Delinearized> {
    let mut terms = Vec::new();
    sum_terms(program, e, 1, &mut terms);
    delinearize_terms(program, &terms, context)
}

/// [`delinearize`] of the sum of `terms`.
fn delinearize_terms(
    program: &Program,
    terms: &[(ExprId, i128)],
    context: &System<AVar>,
) -> Option<Delinearized> {
    let mut inner = LinExpr::constant(0);
    let mut products = Vec::new();
    for &(t, sign) in terms {
        match affine(program, t) {
            Some(a) => inner = inner.checked_add_scaled(sign, &a)?,
            None => products.push((t, sign)),
        }
    }
    if products.is_empty() {
        return Some((vec![inner], Vec::new()));
    }
    let factors = |t: ExprId| match program.exprs[t] {
        Expr::Binary(BinOp::Mul, a, b) => Some((a, b)),
        _ => None,
    };
    let is_var = |e: ExprId, s: SymbolId| matches!(program.exprs[e], Expr::Var(x) if x == s);
    let (a0, b0) = factors(products[0].0)?;
    // The size is a factor of the first product: the right one first (`i * ny`).
    for size in [b0, a0] {
        let Expr::Var(n) = program.exprs[size] else {
            continue;
        };
        if !crate::linear::is_tracked_scalar(program, n) {
            continue;
        }
        let mut outer = Vec::new();
        let all_by_n = products.iter().all(|&(t, sign)| {
            sign == 1
                && factors(t).is_some_and(|(a, b)| {
                    if is_var(b, n) {
                        sum_terms(program, a, 1, &mut outer);
                        true
                    } else if is_var(a, n) {
                        sum_terms(program, b, 1, &mut outer);
                        true
                    } else {
                        false
                    }
                })
        });
        if !all_by_n {
            continue;
        }
        let n = LinExpr::var(AVar::Sym(n));
        let below = n.checked_add_constant(-1)?;
        let zero = LinExpr::constant(0);
        if !(context.implies(&Constraint::greater_eq(&inner, &zero)?)
            && context.implies(&Constraint::less_eq(&inner, &below)?))
        {
            continue;
        }
        let Some((mut dims, mut sizes)) = delinearize_terms(program, &outer, context) else {
            continue;
        };
        dims.push(inner);
        sizes.push(n);
        return Some((dims, sizes));
    }
    None
}

fn opaque_base(program: &Program, sym: SymbolId) -> Option<ArrayBase> {
    let s = &program.symbols[sym];
    match program.resolve(s.ty).0 {
        TypeKind::Pointer(_) => Some(ArrayBase::Pointee(sym)),
        TypeKind::Array { .. } if s.kind == SymbolKind::Param => Some(ArrayBase::Pointee(sym)),
        TypeKind::Array { .. } => Some(ArrayBase::Object(sym)),
        _ => None,
    }
}

fn index_of(program: &Program, l: StmtId) -> Option<(SymbolId, i64)> {
    match &program.stmts[l] {
        Stmt::For {
            counted: Some(c), ..
        } => Some((c.index, c.step)),
        _ => None,
    }
}

/// Constraints saying that reference `r` designates element `(E1..Ek)`; `None` when
/// nothing can be said. `rename` maps the reference's variables (identity or primes).
fn element_constraints(
    r: &Ref,
    dims: usize,
    rename: &impl Fn(AVar) -> AVar,
) -> Option<System<AVar>> {
    let elem = |k: usize| LinExpr::var(AVar::Tmp(ELEM + k as u32));
    match &r.shape {
        Shape::Affine(subs) if subs.len() == dims => {
            let mut sys = System::universe();
            for (k, sub) in subs.iter().enumerate() {
                if let Some(sub) = sub {
                    let sub = sub.rename(rename)?;
                    sys.add(Constraint::equal(&elem(k), &sub)?);
                }
            }
            Some(sys)
        }
        Shape::Region(d, system) if *d as usize == dims => system.rename(|v| match v {
            AVar::Phi(k) => AVar::Tmp(ELEM + k as u32 - 1),
            other => rename(other),
        }),
        _ => None,
    }
}

fn shape_dims(shape: &Shape) -> Option<usize> {
    match shape {
        Shape::Affine(subs) => Some(subs.len()),
        Shape::Region(d, _) => Some(*d as usize),
        Shape::Unknown => None,
    }
}

fn shape_exact(shape: &Shape) -> bool {
    match shape {
        Shape::Affine(subs) => subs.iter().all(Option::is_some),
        Shape::Region(..) => false,
        Shape::Unknown => false,
    }
}

fn test_pair(
    program: &Program,
    pre: &Preconditions,
    nest: &Nest,
    one_array: bool,
    r1: &Ref,
    r2: &Ref,
    out: &mut Vec<Dependence>,
) {
    let common: Vec<StmtId> = r1
        .loops
        .iter()
        .zip(&r2.loops)
        .take_while(|(a, b)| a == b)
        .map(|(a, _)| *a)
        .collect();
    let kind = match (r1.write, r2.write) {
        (true, false) => DepKind::Flow,
        (false, true) => DepKind::Anti,
        _ => DepKind::Output,
    };
    let depth = common.len();
    let carrying = nest.detail == Detail::Carrying;
    if depth > MAX_LEVELS && !carrying {
        // Beyond the budget: a dependence in every direction, carried by the outermost
        // loop.
        out.push(dep(
            kind,
            r1,
            r2,
            Some(0),
            vec![Dir::Any; depth],
            vec![None; depth],
            false,
        ));
        return;
    }
    let identity = |v: AVar| v;
    let prime = |v: AVar| match v {
        AVar::Sym(s) if nest.changed.contains(&s) => AVar::Prime(s),
        AVar::Tmp(k) if k < PRIMED_TMP => AVar::Tmp(k + PRIMED_TMP),
        other => other,
    };
    let universe = System::universe();
    let p1 = pre.get(r1.stmt).unwrap_or(&universe);
    let p2 = pre.get(r2.stmt).unwrap_or(&universe);
    let mut sys = System::universe();
    let mut exact = one_array && shape_exact(&r1.shape) && shape_exact(&r2.shape);
    let dims = shape_dims(&r1.shape).filter(|d| Some(*d) == shape_dims(&r2.shape));
    // Delinearised subscripts compare part by part only under the same sizes, with the
    // same value at both references.
    let same_sizes = r1.sizes == r2.sizes
        && r1.sizes.iter().all(|n| {
            n.vars()
                .all(|v| !matches!(v, AVar::Sym(s) if nest.changed.contains(&s)))
        });
    match (one_array && same_sizes, dims) {
        (true, Some(d)) => {
            match (
                element_constraints(r1, d, &identity),
                element_constraints(r2, d, &prime),
            ) {
                (Some(a), Some(b)) => sys = sys.intersect(&a).intersect(&b),
                _ => exact = false,
            }
        }
        _ => exact = false,
    }
    // Variables the nest changes that are not loop indices are unknown per iteration.
    let indices: Vec<Option<(SymbolId, i64)>> =
        common.iter().map(|l| index_of(program, *l)).collect();
    // A common loop without a known index has bounds the context may not hold: the
    // iterations, and so the elements its references reach, are over-approximated.
    if indices.iter().any(Option::is_none) {
        exact = false;
    }
    // Only the context that bears on the elements and the indices matters.
    let mut seeds = sys.vars();
    let levels = if carrying { depth.min(1) } else { depth };
    for (i, _) in indices[..levels].iter().flatten() {
        seeds.push(AVar::Sym(*i));
        seeds.push(AVar::Prime(*i));
    }
    let context = if carrying {
        carrying_context(p1, p2, &nest.changed, &seeds, prime)
    } else {
        p2.rename(prime)
            .map(|p2| crate::linear::relevant_to(&p1.intersect(&p2), seeds))
    };
    let Some(context) = context else { return };
    let sys = sys.intersect(&context);
    if sys.vars().iter().any(|v| match v {
        AVar::Sym(s) | AVar::Prime(s) => {
            nest.changed.contains(s)
                && !indices.iter().flatten().any(|(i, _)| i == s)
                && !defined(&sys, *v)
        }
        _ => false,
    }) {
        exact = false;
    }
    // The variables that are neither an element's coordinates nor an index of a common
    // loop (parameters, indices of the loops outside the nest) only say whether the
    // system has points: project them out once, when that is exact, rather than carry
    // them through every test below.
    let sys = project_parameters(sys, &indices);
    if sys.is_empty() {
        return;
    }
    let mut equal_prefix = sys.clone();
    for level in 0..levels {
        let Some((i, step)) = indices[level] else {
            // A loop without a known index: any iteration order.
            let directions = vec![Dir::Any; depth];
            out.push(dep(
                kind,
                r1,
                r2,
                Some(level),
                directions,
                vec![None; depth],
                false,
            ));
            return;
        };
        let (iv, ip) = (LinExpr::var(AVar::Sym(i)), LinExpr::var(AVar::Prime(i)));
        let before = if step > 0 {
            Constraint::less(&iv, &ip)
        } else {
            Constraint::greater(&iv, &ip)
        };
        let Some(before) = before else { return };
        let carried = equal_prefix.clone().with(before);
        if !carried.is_empty() {
            let (directions, distances) = shape(&carried, &indices, level, nest.detail);
            out.push(dep(kind, r1, r2, Some(level), directions, distances, exact));
        }
        let Some(eq) = Constraint::equal(&iv, &ip) else {
            return;
        };
        equal_prefix = equal_prefix.with(eq);
        if equal_prefix.is_empty() {
            return;
        }
    }
    if levels < depth {
        // Same iteration of the loop, inner levels not tested: one dependence for all.
        let mut directions = vec![Dir::Any; depth];
        directions[0] = Dir::Eq;
        let mut distances = vec![None; depth];
        distances[0] = Some(0);
        out.push(dep(kind, r1, r2, Some(1), directions, distances, false));
        return;
    }
    // Same iteration of every common loop: loop-independent, if r1 runs before r2.
    if r1.order < r2.order || (r1.stmt == r2.stmt && !r1.write && r2.write) {
        let (directions, distances) = (vec![Dir::Eq; depth], vec![Some(0); depth]);
        out.push(dep(kind, r1, r2, None, directions, distances, exact));
    }
}

/// The part of the dependence context `P(s1) ∧ P'(s2)` that bears on `seeds` when the
/// variables the nest does not change (parameters) do not link constraints
/// ([`crate::linear::projection_context`]): taken from each side before the sink's is
/// renamed, since the two sides share only parameters; with the constraints over its
/// parameters alone. Seeds that are parameters are left out: taking every constraint that
/// names a bound `n` would bring in the bounds of every index of the nest. What is left
/// out is over other variables the nest changes, linked to the seeds only through
/// parameters: leaving it out can only add points (what it implies of the parameters,
/// such as `n >= 1` from `0 <= i5 <= n - 1`). `None` when the renaming fails.
fn carrying_context(
    p1: &System<AVar>,
    p2: &System<AVar>,
    changed: &FxHashSet<SymbolId>,
    seeds: &[AVar],
    prime: impl Fn(AVar) -> AVar,
) -> Option<System<AVar>> {
    let eliminated = |v: AVar| match v {
        AVar::Sym(s) => changed.contains(&s),
        _ => true,
    };
    let mut source = Vec::new();
    let mut sink = Vec::new();
    for &v in seeds.iter().filter(|v| eliminated(**v)) {
        match v {
            AVar::Prime(s) => sink.push(AVar::Sym(s)),
            AVar::Tmp(k) if (PRIMED_TMP..ELEM).contains(&k) => sink.push(AVar::Tmp(k - PRIMED_TMP)),
            AVar::Tmp(k) if k >= ELEM => {}
            other => source.push(other),
        }
    }
    // Plus the facts over its parameters and those of the elements alone (`cols <= 200`
    // for `j < cols`, `k <= j - 1` for `a[j][k]`): they restrict which elements the
    // references can reach.
    let shared: Vec<AVar> = seeds.iter().copied().filter(|v| !eliminated(*v)).collect();
    let side = |p: &System<AVar>, seeds: Vec<AVar>| {
        let mut near = crate::linear::projection_context(p, seeds, eliminated);
        let mut params: Vec<AVar> = near
            .vars()
            .into_iter()
            .filter(|v| !eliminated(*v))
            .collect();
        params.extend_from_slice(&shared);
        params.sort_unstable();
        params.dedup();
        if !params.is_empty() {
            let facts: Vec<Constraint<AVar>> = p
                .constraints()
                .iter()
                .filter(|c| c.vars().all(|v| params.binary_search(&v).is_ok()))
                .cloned()
                .collect();
            for c in facts {
                near.add(c);
            }
        }
        near
    };
    let mine = side(p1, source);
    let theirs = side(p2, sink).rename(prime)?;
    Some(mine.intersect(&theirs))
}

/// `sys` with every variable other than the element coordinates and the common loops'
/// indices (and their primed copies) projected out, when the projection is exact (the
/// same integer points on the variables kept); otherwise `sys` itself.
fn project_parameters(sys: System<AVar>, indices: &[Option<(SymbolId, i64)>]) -> System<AVar> {
    let kept = |v: &AVar| match v {
        AVar::Tmp(k) => *k >= ELEM,
        AVar::Sym(s) | AVar::Prime(s) => indices.iter().flatten().any(|(i, _)| i == s),
        _ => false,
    };
    let others: Vec<AVar> = sys.vars().into_iter().filter(|v| !kept(v)).collect();
    if others.is_empty() {
        return sys;
    }
    match sys.project_out(&others) {
        (proj, true) => proj,
        (_, false) => sys,
    }
}

fn defined(sys: &System<AVar>, v: AVar) -> bool {
    sys.constraints()
        .iter()
        .any(|c| c.is_equality() && c.expr().coeff(v) != 0)
}

fn subscript_affine(program: &Program, s: Subscript) -> Option<LinExpr<AVar>> {
    match s {
        Subscript::Zero => Some(LinExpr::constant(0)),
        Subscript::Expr(e) => affine(program, e),
    }
}

/// Directions and distances per level of a carried dependence's system.
fn shape(
    sys: &System<AVar>,
    indices: &[Option<(SymbolId, i64)>],
    level: usize,
    detail: Detail,
) -> (Vec<Dir>, Vec<Option<i128>>) {
    let mut dirs = Vec::new();
    let mut dists = Vec::new();
    for (m, idx) in indices.iter().enumerate() {
        if m < level {
            dirs.push(Dir::Eq);
            dists.push(Some(0));
            continue;
        }
        if m > level && detail == Detail::Carrying {
            dirs.push(Dir::Any);
            dists.push(None);
            continue;
        }
        let Some((i, step)) = idx else {
            dirs.push(Dir::Any);
            dists.push(None);
            continue;
        };
        // Distance in iterations of the loop's own order: (i' - i) / step.
        let Some(diff) = LinExpr::var(AVar::Prime(*i)).checked_sub(&LinExpr::var(AVar::Sym(*i)))
        else {
            dirs.push(Dir::Any);
            dists.push(None);
            continue;
        };
        let (lo, hi) = sys.bounds(&diff);
        let sign = |x: i128| if *step > 0 { x } else { -x };
        let (lo, hi) = if *step > 0 {
            (lo, hi)
        } else {
            (hi.map(|h| -h), lo.map(|l| -l))
        };
        let _ = sign;
        let dir = match (lo, hi) {
            (Some(0), Some(0)) => Dir::Eq,
            (Some(l), _) if l > 0 => Dir::Lt,
            (_, Some(h)) if h < 0 => Dir::Gt,
            _ => Dir::Any,
        };
        let dist = match (lo, hi) {
            (Some(l), Some(h)) if l == h => Some(l / (*step as i128).abs().max(1)),
            _ => None,
        };
        dirs.push(if m == level && dir == Dir::Any {
            Dir::Lt
        } else {
            dir
        });
        dists.push(dist);
    }
    (dirs, dists)
}

fn dep(
    kind: DepKind,
    r1: &Ref,
    r2: &Ref,
    level: Option<usize>,
    directions: Vec<Dir>,
    distances: Vec<Option<i128>>,
    exact: bool,
) -> Dependence {
    Dependence {
        kind,
        array: r1.base,
        source: (r1.expr, r1.stmt),
        sink: (r2.expr, r2.stmt),
        level,
        directions,
        distances,
        exact,
    }
}

/// Renders one dependence: `flow a (<, =) (1, 0)  a[i][j] line 8 -> a[i - 1][j] line 8`.
pub fn render(program: &Program, d: &Dependence) -> String {
    let dirs: Vec<&str> = d.directions.iter().map(|x| x.symbol()).collect();
    let dists: Vec<String> = d
        .distances
        .iter()
        .map(|x| x.map_or("?".to_string(), |v| v.to_string()))
        .collect();
    format!(
        "{} {} ({}) ({}){}  {} line {} -> {} line {}",
        d.kind.name(),
        program.symbols[d.array.sym()].name,
        dirs.join(", "),
        dists.join(", "),
        if d.exact { "" } else { " approximate" },
        crate::print::print_expr(program, d.source.0),
        program.stmts.loc(d.source.1).line,
        crate::print::print_expr(program, d.sink.0),
        program.stmts.loc(d.sink.1).line,
    )
}

/// Annotated listing: under each loop, the dependences its nest carries (`dep: none`
/// when there is none).
pub fn dump_deps(
    program: &Program,
    pre: &Preconditions,
    regions: &Regions,
    alias: &dyn Aliasing,
) -> String {
    let owner = statement_owners(program);
    crate::dump::annotate(program, |s| {
        let Some(func) = owner[s.index()] else {
            return Vec::new();
        };
        if !matches!(
            program.stmts[s],
            Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
        ) {
            return Vec::new();
        }
        let deps: Vec<Dependence> = loop_dependences(program, pre, alias, Some(regions), func, s)
            .into_iter()
            .filter(|d| d.level.is_some())
            .collect();
        if deps.is_empty() {
            return vec!["dep: none".to_string()];
        }
        let mut lines: Vec<String> = deps
            .iter()
            .map(|d| format!("dep: {}", render(program, d)))
            .collect();
        lines.dedup();
        lines
    })
}

/// The function each statement belongs to, by statement index.
pub fn statement_owners(program: &Program) -> Vec<Option<FuncId>> {
    let mut owner = vec![None; program.stmts.len()];
    for (f, func) in program.funcs.iter() {
        let mut stack: Vec<Child> = func.body.0.iter().map(|s| Child::Stmt(*s)).collect();
        while let Some(c) = stack.pop() {
            match c {
                Child::Stmt(s) => {
                    owner[s.index()] = Some(f);
                    stmt_children(&program.stmts[s], &mut |c| stack.push(c));
                }
                Child::Expr(e) => expr_children(&program.exprs[e], &mut |c| stack.push(c)),
                Child::Type(_) => {}
            }
        }
    }
    owner
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The dependences of every loop of the only function, outermost first, with `options`.
    fn all_loops(src: &str, options: &DepOptions) -> Vec<Vec<Dependence>> {
        let (program, pre) = crate::preconditions::tests::analyse(src);
        let alias = Conservative {
            program: &program,
            no_pointer_aliasing: false,
        };
        let func = program.func_ids().next().unwrap();
        let mut loops: Vec<StmtId> = program
            .stmts
            .iter()
            .filter(|(_, s)| matches!(s, Stmt::For { .. }))
            .map(|(id, _)| id)
            .collect();
        loops.sort_by_key(|l| program.stmts.loc(*l).line);
        loops
            .into_iter()
            .map(|l| loop_dependences_with(&program, &pre, &alias, None, func, l, options))
            .collect()
    }

    /// `depth` nested loops over `a[i0]`, the outermost first.
    fn nest(depth: usize) -> String {
        let mut src = String::from("double a[64];\nvoid f(int n)\n{\n");
        for k in 0..depth {
            src.push_str(&format!("for (int i{k} = 0; i{k} < n; i{k}++)\n"));
        }
        src.push_str("a[i0] = a[i0] + 1;\n}\n");
        src
    }

    #[test]
    fn carrying_detail_keeps_the_carrying_level_and_its_distance() {
        let src = "double a[64][64];\nvoid f(int n)\n{\nfor (int i = 1; i < 64; i++)\n\
                   for (int j = 1; j < 64; j++)\na[i][j] = a[i - 1][j - 1];\n}\n";
        let full = all_loops(src, &DepOptions::default());
        let carrying = all_loops(
            src,
            &DepOptions {
                detail: Detail::Carrying,
            },
        );
        let outer_full: Vec<_> = full[0].iter().filter(|d| d.level == Some(0)).collect();
        let outer_carrying: Vec<_> = carrying[0].iter().filter(|d| d.level == Some(0)).collect();
        assert_eq!(outer_full.len(), 1);
        assert_eq!(outer_full[0].directions, vec![Dir::Lt, Dir::Lt]);
        assert_eq!(outer_full[0].distances, vec![Some(1), Some(1)]);
        assert_eq!(outer_carrying.len(), 1);
        assert_eq!(outer_carrying[0].directions, vec![Dir::Lt, Dir::Any]);
        assert_eq!(outer_carrying[0].distances, vec![Some(1), None]);
        assert!(outer_carrying[0].exact);
        // The inner loop alone carries nothing, in either detail.
        assert!(full[1].iter().all(|d| d.level.is_none()));
        assert!(carrying[1].iter().all(|d| d.level.is_none()));
    }

    #[test]
    fn the_carrying_detail_has_no_depth_budget() {
        let carrying = DepOptions {
            detail: Detail::Carrying,
        };
        let deps = all_loops(&nest(MAX_LEVELS + 8), &carrying);
        // `a[i0]`: the outermost loop carries nothing, whatever the depth; within one of
        // its iterations the pair depends, summed up at level 1 as `(=, *, ..)`.
        assert!(deps[0].iter().all(|d| d.level != Some(0)));
        assert!(deps[0].iter().any(|d| d.level == Some(1)
            && d.directions[0] == Dir::Eq
            && d.directions[1..].iter().all(|x| *x == Dir::Any)
            && !d.exact));
        // Every inner loop carries the update of `a[i0]`, exactly.
        for inner in &deps[1..] {
            assert!(inner.iter().any(|d| d.level == Some(0) && d.exact));
        }
    }

    #[test]
    fn the_carrying_context_keeps_facts_over_the_parameters_of_the_elements() {
        // `a[i][j]` -> `a[j][k]` in the `i` loop: `i == j` and `j == k` meet
        // `k <= j - 1`, a fact over two parameters of the `i` loop.
        let src = "void f(int n, double a[n][n])\n{\nfor (int k = 0; k < n; k++)\n\
                   for (int j = k + 1; j < n; j++)\nfor (int i = j; i < n; i++)\n\
                   a[i][j] -= a[i][k] * a[j][k];\n}\n";
        let deps = all_loops(
            src,
            &DepOptions {
                detail: Detail::Carrying,
            },
        );
        assert!(deps[2].iter().all(|d| d.level != Some(0)), "{:?}", deps[2]);
    }

    #[test]
    fn nests_deeper_than_the_budget_get_an_approximate_dependence() {
        let deps = all_loops(&nest(MAX_LEVELS + 2), &DepOptions::default());
        // The two outermost loops see more levels than the budget: every pair depends at
        // level 0 in every direction, approximately.
        for outer in &deps[..2] {
            assert!(!outer.is_empty());
            assert!(
                outer
                    .iter()
                    .all(|d| d.level == Some(0) && !d.exact && d.directions[1] == Dir::Any)
            );
        }
        // Within the budget, exact: `a[i0]` does not change with the inner indices.
        let third = &deps[2];
        assert!(!third.is_empty() && third.iter().all(|d| d.exact));
        assert!(third.iter().any(|d| d.level == Some(0)));
        // The outermost loop of a nest within the budget: nothing carried at level 0.
        let shallow = all_loops(&nest(MAX_LEVELS), &DepOptions::default());
        assert!(shallow[0].iter().all(|d| d.level != Some(0)));
    }

    #[test]
    fn flat_subscripts_are_delinearised_only_against_the_same_sizes() {
        let outer_carried = |body: &str| {
            let src = format!(
                "void f(int n, int nx, int ny, double *a)\n{{\nif (nx < 1 || nx > ny) return;\n\
                 for (int i = 0; i < n; i++)\nfor (int j = 1; j < nx; j++)\n{body}\n}}\n"
            );
            let deps = all_loops(&src, &DepOptions::default());
            deps[0].iter().any(|d| d.level == Some(0))
        };
        // Row i, column j - 1, whatever the terms' order: nothing crosses rows.
        assert!(!outer_carried("a[i * ny + j] = a[i * ny + j - 1];"));
        assert!(!outer_carried("a[j + ny * i] = a[-1 + i * ny + j];"));
        // The next row: carried by the row loop.
        assert!(outer_carried("a[i * ny + j] = a[(i + 1) * ny + j];"));
        // Two row lengths: element 2i + j of one is element 3i' + j' of the other.
        assert!(outer_carried("a[i * ny + j] = a[i * nx + j];"));
        // A product subtracted is not a row.
        assert!(outer_carried("a[i * ny + j] = a[j - i * ny + 2 * i * ny];"));
    }
}
