//! Convex array regions: for each statement, the elements of each array it reads and
//! writes (READ/WRITE), reads before writing (IN), and writes that are used later (OUT).
//!
//! A [`Region`] is a system over the region variables `φ1..φk` (one per dimension,
//! outermost first) and program variables (their values before the statement), tagged
//! [`Approx::Exact`] when its integer points are exactly the elements touched, or
//! [`Approx::May`] when they over-approximate them. Scalars are 0-dimensional regions.
//!
//! Computation (after Creusillet and Irigoin, and `research/seed-amini-ch3.md`):
//! - a reference `a[e1]..[ek]` gives `{φ1 == e1, ..}` for affine subscripts; a
//!   non-affine subscript leaves its dimension free, bounded by the declared size when it
//!   is known, and makes the region MAY;
//! - a sequence unites its statements' regions, each first expressed over the values at
//!   the sequence's entry (the variables written before it are projected out, through
//!   the statement's precondition); unions stay EXACT when the convex hull adds no
//!   point;
//! - a loop projects its body's regions over the index (with its bounds from the body's
//!   precondition) and over the scalars the loop changes; it stays EXACT for a counted
//!   loop of unit step without early exit whose projections are exact;
//! - an `if` unites its branches, each constrained by its condition (MAY when the
//!   condition is not affine);
//! - a call translates the callee's summary (its body's regions restricted to formals
//!   and globals): pointer and array formals become the actual arrays, scalar formals
//!   the actual values; a call without source reads and writes every array it is given
//!   (MAY), except for pure library functions;
//! - IN regions subtract what earlier statements (or earlier iterations) surely wrote;
//!   OUT regions keep what later statements read or what is live at the function's exit
//!   (arrays reached through parameters, and globals).
//!
//! Every result is sound: the true set of elements is contained in the region.

mod origins;

use std::borrow::Cow;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::access::{Access, ArrayBase, Subscript, collect_accesses};
use crate::affine::{Constraint, LinExpr, System};
use crate::ir::visit::{Child, expr_children, stmt_children};
use crate::ir::*;
use crate::linear::{AVar, Names, affine};
use crate::preconditions::{Preconditions, condition};

/// Read or write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Read.
    Read,
    /// Written.
    Write,
}

/// How a region relates to the true set of elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Approx {
    /// Over-approximation.
    May,
    /// Exactly the elements.
    Exact,
}

impl Approx {
    fn and(self, other: Approx) -> Approx {
        if self == Approx::Exact && other == Approx::Exact {
            Approx::Exact
        } else {
            Approx::May
        }
    }
}

/// What a region is made of: an array, or a scalar variable (0 dimensions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Entity {
    /// Elements of an array.
    Array(ArrayBase),
    /// A scalar variable.
    Scalar(SymbolId),
}

/// A set of elements of one entity, read or written.
#[derive(Clone, Debug, PartialEq)]
pub struct Region {
    /// The array or scalar.
    pub entity: Entity,
    /// Read or write.
    pub action: Action,
    /// Exactness.
    pub approx: Approx,
    /// Number of dimensions (`φ1..φdims`).
    pub dims: u8,
    /// The elements, over `φ`s and program variables.
    pub system: System<AVar>,
}

/// Regions of every statement.
#[derive(Clone, Debug, Default)]
pub struct Regions {
    rw: Vec<Vec<Region>>,
    ins: Vec<Vec<Region>>,
    outs: Vec<Vec<Region>>,
    summaries: FxHashMap<FuncId, Summary>,
    bodies: FxHashMap<FuncId, Body>,
}

/// Regions of a whole function body.
#[derive(Clone, Debug, Default)]
struct Body {
    rw: Vec<Region>,
    ins: Vec<Region>,
    outs: Vec<Region>,
}

impl Regions {
    /// Refuses a statement made after the table was computed: the table knows nothing of
    /// it, and answering "no region" would be unsound.
    fn known(&self, s: StmtId) -> usize {
        assert!(
            s.index() < self.rw.len(),
            "statement {s} is newer than the regions (computed before it was made)"
        );
        s.index()
    }

    /// READ and WRITE regions of `s` (cumulated over its sub-statements).
    pub fn rw(&self, s: StmtId) -> &[Region] {
        &self.rw[self.known(s)]
    }

    /// IN regions of `s`.
    pub fn ins(&self, s: StmtId) -> &[Region] {
        &self.ins[self.known(s)]
    }

    /// OUT regions of `s`.
    pub fn outs(&self, s: StmtId) -> &[Region] {
        &self.outs[self.known(s)]
    }

    /// READ and WRITE regions of a function's body (locals included).
    pub fn func_rw(&self, f: FuncId) -> &[Region] {
        self.bodies.get(&f).map_or(&[], |b| b.rw.as_slice())
    }

    /// IN regions of a function's body.
    pub fn func_ins(&self, f: FuncId) -> &[Region] {
        self.bodies.get(&f).map_or(&[], |b| b.ins.as_slice())
    }

    /// OUT regions of a function's body (what it leaves to its callers).
    pub fn func_outs(&self, f: FuncId) -> &[Region] {
        self.bodies.get(&f).map_or(&[], |b| b.outs.as_slice())
    }
}

/// The effect of a call on the caller's arrays and globals, as regions over the
/// caller's variables; `None` when the callee has no known summary (no source, not a
/// pure library function, or recursive).
pub fn call_effect(
    program: &Program,
    regions: &Regions,
    callee: ExprId,
    args: &[ExprId],
) -> Option<Vec<Region>> {
    let sym = match program.exprs[callee] {
        Expr::Var(sym) => sym,
        _ => return None,
    };
    if let Some(summary) = program.symbols[sym]
        .def
        .and_then(|d| regions.summaries.get(&d))
    {
        let func = &program.funcs[program.symbols[sym].def?];
        return Some(
            summary
                .rw
                .iter()
                .filter_map(|r| translate(program, func, r, args))
                .collect(),
        );
    }
    if let Some(rs) = single_object_call(program, sym, args) {
        return Some(rs);
    }
    if let Some(rs) = byte_range_call(program, sym, args) {
        return Some(rs);
    }
    crate::effects::is_pure_function(program, sym).then(Vec::new)
}

/// The regions of a call of a math library function that writes single objects through
/// pointer arguments (`modf(x, &b[i])`: the element `b[i]`, a MAY write since the regions
/// of a call are not used to kill; a written argument that is not `&object` reaches its
/// whole array).
/// `None` for any other function.
fn single_object_call(program: &Program, sym: SymbolId, args: &[ExprId]) -> Option<Vec<Region>> {
    let written = crate::effects::library_single_object_writes(&program.symbols[sym].name)?;
    if program.symbols[sym].def.is_some() {
        return None;
    }
    let mut acc = Vec::new();
    for (k, &a) in args.iter().enumerate() {
        // The other arguments are numbers, read by the caller's own expression.
        if !written.contains(&k) {
            continue;
        }
        let target = match program.exprs[a] {
            Expr::Unary(UnOp::AddrOf, x) => Some(x),
            _ => None,
        };
        let region = target.and_then(|x| match &program.exprs[x] {
            Expr::Var(v) => access_region_of(
                program,
                &Access::Scalar {
                    sym: *v,
                    expr: x,
                    write: true,
                },
            ),
            _ => crate::access::element(program, x).and_then(|(base, subscripts)| {
                access_region_of(
                    program,
                    &Access::Element {
                        base,
                        subscripts,
                        expr: x,
                        write: true,
                        partial: false,
                    },
                )
            }),
        });
        match region {
            Some(r) => acc = union_all(acc, vec![may(r)]),
            None => {
                if let Some(base) = pointed_array(program, a) {
                    acc = union_all(
                        acc,
                        vec![
                            whole(program, base, Action::Read),
                            whole(program, base, Action::Write),
                        ],
                    );
                }
            }
        }
    }
    Some(acc)
}

/// The regions of a call of a library function that fills or copies a range of bytes
/// (`memset`, `bzero`, `memcpy`, `memmove`, `mempcpy`, `bcopy`): the destination's
/// range written and the source's read. A range whose length is a count times the
/// `sizeof` of a type met along the array's levels (`n * sizeof a[0]`, `sizeof a`,
/// `sizeof *p * n`) is EXACT when it stays within the rows it starts in (see
/// [`byte_range`]); any other range is the whole array, MAY.
/// `None` for any other function.
fn byte_range_call(program: &Program, sym: SymbolId, args: &[ExprId]) -> Option<Vec<Region>> {
    if program.symbols[sym].def.is_some() {
        return None;
    }
    let name = program.symbols[sym].name.as_str();
    let name = name.strip_prefix("__builtin_").unwrap_or(name);
    let (dst, src, len) = match name {
        "memset" | "__memset_chk" => (0, None, 2),
        "bzero" | "explicit_bzero" => (0, None, 1),
        "memcpy" | "memmove" | "mempcpy" | "__memcpy_chk" | "__memmove_chk" => (0, Some(1), 2),
        "bcopy" => (1, Some(0), 2),
        _ => return None,
    };
    let len = *args.get(len)?;
    let mut acc = Vec::new();
    for (arg, action) in [(Some(dst), Action::Write), (src, Action::Read)] {
        let Some(&a) = arg.and_then(|k| args.get(k)) else {
            continue;
        };
        let Some(base) = pointed_array(program, a) else {
            continue;
        };
        let r = byte_range(program, a, len, base, action)
            .unwrap_or_else(|| whole(program, base, action));
        acc = union_all(acc, vec![r]);
    }
    Some(acc)
}

/// The elements of `base` in the `len` bytes from address `ptr`.
///
/// `ptr` is normalised to the address of an element `&a[s1]..[sj]` (`a` is `&a[0]`, a
/// row `a[i]` is `&a[i][0]`, `a + e` is `&a[e]`); `len` must be `k * sizeof(U)` (or
/// `sizeof(U)`) with `U` the type of the array at some level `u`: the whole object at
/// level `j - 1` (then `k == 1` and `sj == 0`), or a level `u >= j` whose sizes between
/// `j` and `u` are constants dividing `k`. The range is then `sj .. sj + count - 1` at
/// level `j`, with the outer subscripts fixed and the inner levels whole. Below the
/// outermost level the range must provably stay within its row (constants), else `None`.
fn byte_range(
    program: &Program,
    ptr: ExprId,
    len: ExprId,
    base: ArrayBase,
    action: Action,
) -> Option<Region> {
    // The types of the array's levels: `types[l]` is the type of `a[s1]..[sl]`; for an
    // object `types[0]` is the object's own type.
    let sym = &program.symbols[base.sym()];
    let mut types: Vec<Option<TypeId>> = Vec::new();
    let mut ty = match base {
        ArrayBase::Object(_) => {
            types.push(Some(sym.ty));
            sym.ty
        }
        ArrayBase::Pointee(_) => {
            types.push(None);
            match program.resolve(sym.ty).0 {
                TypeKind::Pointer(t) | TypeKind::Array { elem: t, .. } => *t,
                _ => return None,
            }
        }
    };
    if let ArrayBase::Pointee(_) = base {
        types.push(Some(ty));
    }
    while let TypeKind::Array { elem, .. } = program.resolve(ty).0 {
        ty = *elem;
        types.push(Some(ty));
    }
    let dims = types.len() - 1;
    if dims != array_dims(program, base) as usize {
        return None;
    }
    // The number of elements at level `l` (1-based), when constant.
    let size_at = |l: usize| -> Option<i128> {
        let t = types.get(l - 1).copied().flatten()?;
        match program.resolve(t).0 {
            TypeKind::Array {
                size: ArraySize::Const { value: Some(n), .. },
                ..
            } => Some(*n as i128),
            _ => None,
        }
    };
    // The address, as subscripts from the outermost level.
    let strip = |mut e: ExprId| {
        while let Expr::Cast(_, x) = program.exprs[e] {
            e = x;
        }
        e
    };
    let ptr = strip(ptr);
    let is_base = |e: ExprId| matches!(program.exprs[e], Expr::Var(v) if v == base.sym());
    let subs: Vec<Option<LinExpr<AVar>>> = match &program.exprs[ptr] {
        Expr::Var(_) if is_base(ptr) => vec![Some(LinExpr::constant(0))],
        Expr::Unary(UnOp::AddrOf, x) if is_base(*x) => vec![Some(LinExpr::constant(0))],
        Expr::Binary(BinOp::Add, a, e) if is_base(*a) => vec![affine(program, *e)],
        Expr::Binary(BinOp::Add, e, a) if is_base(*a) => vec![affine(program, *e)],
        Expr::Unary(UnOp::AddrOf, x) => {
            let (b, subs) = crate::access::element(program, *x)?;
            if b != base {
                return None;
            }
            subs.iter()
                .map(|s| match s {
                    Subscript::Zero => Some(LinExpr::constant(0)),
                    Subscript::Expr(e) => affine(program, *e),
                })
                .collect()
        }
        Expr::Index(..) => {
            let (b, subs) = crate::access::element(program, ptr)?;
            if b != base {
                return None;
            }
            // A row decays to the address of its first element.
            let mut v: Vec<Option<LinExpr<AVar>>> = subs
                .iter()
                .map(|s| match s {
                    Subscript::Zero => Some(LinExpr::constant(0)),
                    Subscript::Expr(e) => affine(program, *e),
                })
                .collect();
            v.push(Some(LinExpr::constant(0)));
            v
        }
        _ => return None,
    };
    let j = subs.len();
    if j == 0 || j > dims {
        return None;
    }
    // The length: `k * sizeof(U)`.
    let len = strip(len);
    let sizeof_type = |e: ExprId| match program.exprs[strip(e)] {
        Expr::SizeofType(t) => Some(t),
        Expr::SizeofExpr(x) => crate::effects::expr_type(program, x),
        _ => None,
    };
    let (count, unit) = match &program.exprs[len] {
        Expr::Binary(BinOp::Mul, a, b) => match (sizeof_type(*a), sizeof_type(*b)) {
            (Some(t), _) => (affine(program, *b)?, t),
            (_, Some(t)) => (affine(program, *a)?, t),
            _ => return None,
        },
        _ => match sizeof_type(len) {
            Some(t) => (LinExpr::constant(1), t),
            // Bytes: a count of elements of a character type.
            None => match types[dims].map(|t| program.resolve(t).0) {
                Some(TypeKind::Int(IntKind::Char | IntKind::SChar | IntKind::UChar)) => {
                    (affine(program, len)?, types[dims]?)
                }
                _ => return None,
            },
        },
    };
    let u = (0..=dims).find(|&l| types[l].is_some_and(|t| same_type(program, t, unit)))?;
    let sj = subs[j - 1].clone();
    let (first, count) = if u + 1 == j {
        // The whole object holding the element: from its first element, once.
        if !(count.is_constant() && count.constant_term() == 1)
            || sj
                .as_ref()
                .is_none_or(|s| !(s.is_constant() && s.constant_term() == 0))
        {
            return None;
        }
        (LinExpr::constant(0), LinExpr::constant(size_at(j)?))
    } else if u >= j {
        let mut units: i128 = 1;
        for l in j + 1..=u {
            units = units.checked_mul(size_at(l)?)?;
        }
        let count = if units == 1 {
            count
        } else if count.is_constant() && count.constant_term() % units == 0 {
            LinExpr::constant(count.constant_term() / units)
        } else {
            return None;
        };
        (sj?, count)
    } else {
        return None;
    };
    // Below the outermost level a range must stay in its row.
    if j > 1 {
        let end = first.checked_add(&count)?;
        if !(first.is_constant()
            && end.is_constant()
            && first.constant_term() >= 0
            && end.constant_term() <= size_at(j)?)
        {
            return None;
        }
    }
    let mut sys = System::universe();
    let mut approx = Approx::Exact;
    for (l, s) in subs.iter().enumerate().take(j - 1) {
        let phi = LinExpr::var(AVar::Phi(l as u8 + 1));
        match s.as_ref().and_then(|v| Constraint::equal(&phi, v)) {
            Some(c) => sys.add(c),
            None => {
                approx = Approx::May;
                for c in declared_bounds(program, base, l) {
                    sys.add(c);
                }
            }
        }
    }
    let phi = LinExpr::var(AVar::Phi(j as u8));
    sys.add(Constraint::greater_eq(&phi, &first)?);
    sys.add(Constraint::less_eq(
        &phi,
        &first.checked_add(&count)?.checked_add_constant(-1)?,
    )?);
    for l in j + 1..=dims {
        if size_at(l).is_none() {
            approx = Approx::May;
        }
        for c in declared_bounds(program, base, l - 1) {
            sys.add(c);
        }
    }
    Some(Region {
        entity: Entity::Array(base),
        action,
        approx,
        dims: dims as u8,
        system: sys,
    })
}

/// Whether two types have the same representation: the same arithmetic type, records,
/// or arrays of the same constant size of such (qualifiers and typedef names aside).
fn same_type(program: &Program, a: TypeId, b: TypeId) -> bool {
    match (program.resolve(a).0, program.resolve(b).0) {
        (TypeKind::Int(x), TypeKind::Int(y)) => x == y,
        (TypeKind::Float(x), TypeKind::Float(y)) => x == y,
        (TypeKind::Complex(x), TypeKind::Complex(y)) => x == y,
        (TypeKind::Pointer(_), TypeKind::Pointer(_)) => true,
        (TypeKind::Record(x), TypeKind::Record(y)) => x == y,
        (TypeKind::Enum(x), TypeKind::Enum(y)) => x == y,
        (
            TypeKind::Array {
                elem: x,
                size: ArraySize::Const { value: Some(n), .. },
                ..
            },
            TypeKind::Array {
                elem: y,
                size: ArraySize::Const { value: Some(m), .. },
                ..
            },
        ) => n == m && same_type(program, *x, *y),
        _ => false,
    }
}

/// Summary of a function: its regions on formals and globals.
#[derive(Clone, Debug, Default)]
struct Summary {
    rw: Vec<Region>,
    /// What the body reads before writing it, over the formals and globals.
    ins: Vec<Region>,
}

/// Computes the regions of every statement; functions are visited callees first, so
/// that calls use their callee's summary (recursive calls are treated as unknown).
pub fn regions(program: &Program, pre: &Preconditions) -> Regions {
    let n = program.stmts.len();
    let mut res = Regions {
        rw: vec![Vec::new(); n],
        ins: vec![Vec::new(); n],
        outs: vec![Vec::new(); n],
        summaries: FxHashMap::default(),
        bodies: FxHashMap::default(),
    };
    let mut summaries: FxHashMap<FuncId, Summary> = FxHashMap::default();
    for f in callee_first_order(program) {
        let func = &program.funcs[f];
        let mut cx = Ctx {
            program,
            pre,
            res: &mut res,
            summaries: &summaries,
            exit_live: Vec::new(),
            escapes: FxHashMap::default(),
            written: FxHashSet::default(),
            writes: Default::default(),
            origins: FxHashMap::default(),
        };
        for &s in &func.body.0 {
            let w = cx.written_scalars(s);
            cx.written.extend(w.scalars.iter().copied());
        }
        cx.origins = origins::origins(program, func, &cx.written);
        let body_rw = cx.seq(&func.body.0);
        let body_in = cx.seq_in(&func.body.0);
        let live = live_at_exit(program, func, &body_rw);
        cx.exit_live = live.clone();
        cx.escapes = escape_table(program, &func.body.0);
        cx.seq_out(&func.body.0, &live);
        let summary = Summary {
            rw: body_rw
                .iter()
                .filter(|r| visible_outside(program, func, r))
                .map(|r| restrict_to_formals(program, func, r.clone()))
                .collect(),
            ins: body_in
                .iter()
                .filter(|r| visible_outside(program, func, r))
                .map(|r| restrict_to_formals(program, func, r.clone()))
                .collect(),
        };
        summaries.insert(f, summary);
        res.bodies.insert(
            f,
            Body {
                rw: body_rw,
                ins: body_in,
                outs: live,
            },
        );
    }
    res.summaries = summaries;
    res
}

/// Functions in an order where callees come before callers when the call graph allows.
fn callee_first_order(program: &Program) -> Vec<FuncId> {
    let mut order = Vec::new();
    let mut state: FxHashMap<FuncId, u8> = FxHashMap::default();
    fn visit(
        program: &Program,
        f: FuncId,
        state: &mut FxHashMap<FuncId, u8>,
        order: &mut Vec<FuncId>,
    ) {
        if state.contains_key(&f) {
            return;
        }
        state.insert(f, 1);
        for callee in callees(program, f) {
            visit(program, callee, state, order);
        }
        state.insert(f, 2);
        order.push(f);
    }
    for f in program.func_ids() {
        visit(program, f, &mut state, &mut order);
    }
    order
}

fn callees(program: &Program, f: FuncId) -> Vec<FuncId> {
    let mut out = Vec::new();
    let mut stack: Vec<Child> = program.funcs[f]
        .body
        .0
        .iter()
        .map(|s| Child::Stmt(*s))
        .collect();
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => stmt_children(&program.stmts[s], &mut |c| stack.push(c)),
            Child::Expr(e) => {
                if let Expr::Call(callee, _) = program.exprs[e]
                    && let Expr::Var(sym) = program.exprs[callee]
                    && let Some(def) = program.symbols[sym].def
                {
                    out.push(def);
                }
                expr_children(&program.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    out
}

struct Ctx<'a> {
    program: &'a Program,
    pre: &'a Preconditions,
    res: &'a mut Regions,
    summaries: &'a FxHashMap<FuncId, Summary>,
    /// What is live when the function returns (for statements that may `return`).
    exit_live: Vec<Region>,
    /// How each statement of the function may leave itself ([`escape_table`]).
    escapes: FxHashMap<StmtId, Escape>,
    /// The scalars the function writes (syntactically): the others are its parameters,
    /// which do not link the context's constraints ([`Ctx::context_of`]).
    written: FxHashSet<SymbolId>,
    /// What each statement's subtree writes, computed once each.
    writes: crate::access::WritesMemo,
    /// Where the local pointers that need it point ([`origins`]): regions through
    /// them go on the objects they point into.
    origins: FxHashMap<SymbolId, origins::Origin>,
}

impl<'a> Ctx<'a> {
    /// The precondition of `s`, borrowed from the table (copying it for each use was a
    /// large part of the work).
    fn precondition(&self, s: StmtId) -> Cow<'a, System<AVar>> {
        match self.pre.get(s) {
            Some(p) => Cow::Borrowed(p),
            None => Cow::Owned(System::universe()),
        }
    }

    /// The scalars the subtree of `s` writes or declares.
    fn written_scalars(&mut self, s: StmtId) -> std::rc::Rc<crate::access::Writes> {
        self.writes.stmt(self.program, s)
    }

    /// The constraints of `context` that bear on `sys`: those over its variables, and
    /// transitively over the variables the function writes that they mention. The
    /// function's parameters (scalars it never writes, such as a bound `n`) do not link
    /// constraints: in a nest of depth `d` every index is bounded by `n`, and linking
    /// through it put all `2d` bounds into the region of every reference.
    fn context_of(
        &self,
        context: &System<AVar>,
        vars: impl IntoIterator<Item = AVar>,
    ) -> System<AVar> {
        crate::linear::projection_context(context, vars, |v| match v {
            AVar::Sym(s) => self.written.contains(&s),
            _ => true,
        })
    }

    // ----- READ / WRITE -----

    /// Regions of a statement, recorded, and returned over the values before it.
    fn stmt(&mut self, s: StmtId) -> Vec<Region> {
        let program = self.program;
        let regions = match &program.stmts[s] {
            Stmt::Expr(e) | Stmt::GotoIndirect(e) => self.expr_regions(s, *e),
            Stmt::Return(Some(e)) => self.expr_regions(s, *e),
            Stmt::Decl(group) => self.decl_regions(s, group),
            Stmt::Block(b) => self.seq(&b.0),
            Stmt::If { cond, then, els } => {
                let acc = self.expr_regions(s, *cond);
                let (then_exact, else_exact) = (
                    condition_is_captured(program, *cond, true),
                    condition_is_captured(program, *cond, false),
                );
                let then_raw = self.stmt(*then);
                let else_raw = match els {
                    Some(e) => self.stmt(*e),
                    None => Vec::new(),
                };
                let (p_then, p_else) =
                    (self.precondition(*then), els.map(|e| self.precondition(e)));
                let p_else = p_else.unwrap_or_else(|| p_then.clone());
                // Whether a region of one branch meets one of the same array in the
                // other: their union is a hull, taken here over the loop indices.
                let meets = |r: &Region, others: &[Region]| {
                    others
                        .iter()
                        .any(|o| o.entity == r.entity && o.action == r.action && o.dims == r.dims)
                };
                let then_meets: Vec<bool> = then_raw.iter().map(|r| meets(r, &else_raw)).collect();
                let else_meets: Vec<bool> = else_raw.iter().map(|r| meets(r, &then_raw)).collect();
                let mut used = vec![false; else_raw.len()];
                let mut branches = Vec::new();
                for (r, r_meets) in then_raw.into_iter().zip(then_meets) {
                    // The same elements touched by both branches: touched whatever the
                    // condition.
                    let twin = else_raw.iter().enumerate().find(|(_, o)| {
                        o.entity == r.entity
                            && o.action == r.action
                            && o.dims == r.dims
                            && o.approx == Approx::Exact
                    });
                    match twin {
                        Some((k, o))
                            if r.approx == Approx::Exact
                                && r.system.is_subset_of(&o.system)
                                && o.system.is_subset_of(&r.system) =>
                        {
                            used[k] = true;
                            branches.push(r);
                        }
                        _ => {
                            let r = constrain(vec![r], &p_then, then_exact);
                            branches.extend(self.with_bounds_kept(r, r_meets));
                        }
                    }
                }
                for (k, (o, o_meets)) in else_raw.into_iter().zip(else_meets).enumerate() {
                    if !used[k] {
                        let o = constrain(vec![o], &p_else, else_exact);
                        branches.extend(self.with_bounds_kept(o, o_meets));
                    }
                }
                union_all(acc, branches)
            }
            Stmt::While { cond, body } | Stmt::DoWhile { body, cond } => {
                let mut inner = self.expr_regions(*body, *cond);
                let b = self.stmt(*body);
                inner = union_all(inner, b);
                self.loop_regions(s, *body, inner, None)
            }
            Stmt::For {
                init,
                cond,
                step,
                body,
                counted,
            } => {
                let mut head = match init {
                    ForInit::Expr(e) => self.expr_regions(s, *e),
                    ForInit::Decl(g) => self.decl_regions(s, g),
                    ForInit::None => Vec::new(),
                };
                let mut inner = Vec::new();
                if let Some(c) = cond {
                    inner = self.expr_regions(*body, *c);
                }
                let b = self.stmt(*body);
                inner = union_all(inner, b);
                if let Some(st) = step {
                    let sr = self.expr_regions(*body, *st);
                    inner = union_all(inner, sr);
                }
                let looped = self.loop_regions(s, *body, inner, counted.as_ref());
                // The head runs before the loop: regions of the loop are over the
                // values after it; express them over the values before.
                let written = written_scalars_of_exprs(program, init);
                let p_body = self.precondition(*body);
                let looped = looped
                    .into_iter()
                    .map(|r| forget(r, &written, &p_body))
                    .collect();
                head = union_all(head, looped);
                // What the head declares dies with the loop (`for (int i = ..)`).
                drop_locals(head, &for_declared(init))
            }
            Stmt::Switch { cond, body } => {
                let acc = self.expr_regions(s, *cond);
                let mut b = self.stmt(*body);
                b.iter_mut().for_each(|r| r.approx = Approx::May);
                union_all(acc, b)
            }
            Stmt::Asm(_) => Vec::new(),
            Stmt::Return(None)
            | Stmt::Case(..)
            | Stmt::Default
            | Stmt::Label(_)
            | Stmt::Goto(_)
            | Stmt::Break
            | Stmt::Continue
            | Stmt::Empty
            | Stmt::Pragma(_)
            | Stmt::Directive(_)
            | Stmt::StaticAssert(_)
            | Stmt::LocalLabels(_) => Vec::new(),
        };
        let regions: Vec<Region> = regions.into_iter().map(normalize).collect();
        self.res.rw[s.index()] = regions.clone();
        regions
    }

    /// Branch regions that will be joined with the other branch's (`meets`), each with
    /// its projection onto the region's dimensions and the values the function never
    /// changes added (implied constraints: the set is the same). The join keeps a
    /// direction only when both sides state a bound on it; without these, a branch
    /// bounded by its condition (`y > 0 && y < h - 1` on `img[(y - 1) * w + x]`) joined
    /// with the other kept only bounds relative to the loop indices, and projecting the
    /// indices afterwards gave the hull without the condition (`img[-w ..]`).
    fn with_bounds_kept(&self, rs: Vec<Region>, meets: bool) -> Vec<Region> {
        if !meets {
            return rs;
        }
        rs.into_iter()
            .map(|mut r| {
                let changing: Vec<AVar> = r
                    .system
                    .vars()
                    .into_iter()
                    .filter(|v| match v {
                        AVar::Phi(_) => false,
                        AVar::Sym(s) => self.written.contains(s),
                        AVar::Prime(_) | AVar::Tmp(_) => true,
                    })
                    .collect();
                if !changing.is_empty() {
                    let (projected, _) = r.system.project_out(&changing);
                    r.system = r.system.intersect(&projected);
                }
                r
            })
            .collect()
    }

    /// A sequence: each statement's regions over the values at the sequence's entry.
    fn seq(&mut self, stmts: &[StmtId]) -> Vec<Region> {
        let program = self.program;
        let mut acc: Vec<Region> = Vec::new();
        let mut written: FxHashSet<SymbolId> = FxHashSet::default();
        let mut jumped = false;
        for &s in stmts {
            let p = self.precondition(s);
            let rs = self.stmt(s);
            let rs: Vec<Region> = rs
                .into_iter()
                .map(|mut r| {
                    r = forget(r, &written, &p);
                    if jumped {
                        r.approx = Approx::May;
                    }
                    r
                })
                .collect();
            acc = union_all(acc, rs);
            written.extend(self.written_scalars(s).scalars.iter().copied());
            if matches!(
                program.stmts[s],
                Stmt::Label(_)
                    | Stmt::Case(..)
                    | Stmt::Default
                    | Stmt::Goto(_)
                    | Stmt::Break
                    | Stmt::Continue
                    | Stmt::Return(_)
            ) {
                jumped = true;
            }
        }
        // Locals of the sequence die with it.
        let locals: FxHashSet<SymbolId> = declared(program, stmts).into_iter().collect();
        acc.into_iter()
            .filter(|r| !matches!(r.entity, Entity::Scalar(v) if locals.contains(&v)))
            .filter(
                |r| !matches!(r.entity, Entity::Array(ArrayBase::Object(v)) if locals.contains(&v)),
            )
            .map(|r| forget(r, &locals, &System::universe()))
            .collect()
    }

    /// Regions of a loop from its body's (cumulated over one iteration, over the values
    /// at the body's entry).
    fn loop_regions(
        &mut self,
        s: StmtId,
        body: StmtId,
        inner: Vec<Region>,
        counted: Option<&CountedLoop>,
    ) -> Vec<Region> {
        let program = self.program;
        let p_body = self.precondition(body);
        // What the body writes (shared with the table, not copied: in a deep nest it
        // holds every inner index), and what the head and the index add.
        let in_body = self.written_scalars(body);
        let mut in_head: FxHashSet<SymbolId> = FxHashSet::default();
        if let Stmt::For {
            step: Some(st),
            cond,
            ..
        } = &program.stmts[s]
        {
            in_head.extend(written_scalars_expr(program, *st));
            if let Some(c) = cond {
                in_head.extend(written_scalars_expr(program, *c));
            }
        }
        if let Some(c) = counted {
            in_head.insert(c.index);
        }
        let changed = Changed {
            in_body: &in_body.scalars,
            in_head: &in_head,
        };
        // The index's bounds, stated outright: the body's precondition may not know them
        // (a bound that is a global the preconditions do not follow), and a loop is
        // exact only when its projection sees both.
        let mut bounds = System::universe();
        let mut bounded = false;
        if let Some(c) = counted {
            let unchanged = |e: &LinExpr<AVar>| {
                e.vars()
                    .all(|v| !matches!(v, AVar::Sym(x) if changed.contains(&x)))
            };
            let lo = affine(program, c.lower).filter(unchanged);
            let hi = affine(program, c.upper).filter(unchanged);
            if let (Some(lo), Some(hi)) = (lo, hi) {
                let index = LinExpr::var(AVar::Sym(c.index));
                let (first, last) = if c.step > 0 { (lo, hi) } else { (hi, lo) };
                if let (Some(a), Some(b)) = (
                    Constraint::greater_eq(&index, &first),
                    Constraint::less_eq(&index, &last),
                ) {
                    bounds.add(a);
                    bounds.add(b);
                    bounded = true;
                }
            }
        }
        let exact_loop = counted.is_some_and(|c| c.step.abs() == 1)
            && bounded
            && !query::leaves_loop(program, body);
        let p_loop = self.precondition(s);
        inner
            .into_iter()
            .map(|mut r| {
                let own_vars = r.system.vars();
                // The body's context on what the loop projects out of the region, and on
                // the loop's index (its bounds say when the loop runs at all; a loop
                // without a counted index: on everything it changes).
                let eliminated = |v: AVar| match v {
                    AVar::Tmp(_) => true,
                    AVar::Sym(s) => changed.contains(&s),
                    _ => false,
                };
                let seeds = own_vars.iter().copied().filter(|&v| eliminated(v));
                let seeds: Vec<AVar> = match counted {
                    Some(c) => seeds.chain([AVar::Sym(c.index)]).collect(),
                    None => seeds.chain(changed.iter().map(|v| AVar::Sym(*v))).collect(),
                };
                let sys = r
                    .system
                    .intersect(&crate::linear::projection_context(
                        &p_body, seeds, eliminated,
                    ))
                    .intersect(&bounds);
                // What the loop changes, and the existential variables of the context
                // (strides), of those the system names.
                let vars: Vec<AVar> = sys.vars().into_iter().filter(|&v| eliminated(v)).collect();
                let mentions_changed = own_vars.iter().any(|v| {
                    eliminated(*v)
                        && counted.is_none_or(|c| *v != AVar::Sym(c.index))
                        && !defined_by_equality(&p_body, *v)
                });
                let (proj, exact) = sys.project_out(&vars);
                r.system = drop_stated(proj, &r.system, &p_loop);
                if !exact || !exact_loop || mentions_changed {
                    r.approx = Approx::May;
                }
                r
            })
            .collect()
    }

    fn decl_regions(&mut self, s: StmtId, group: &DeclGroup) -> Vec<Region> {
        let mut acc = Vec::new();
        for d in &group.decls {
            // A `static` local is initialised once, before `main`: the declaration itself
            // reads and writes nothing.
            if !crate::ir::query::has_automatic_storage(self.program, d.sym) {
                continue;
            }
            let mut exprs = Vec::new();
            if let Some(init) = &d.init {
                crate::ir::visit::init_children(init, &mut |c| {
                    if let Child::Expr(e) = c {
                        exprs.push(e)
                    }
                });
            }
            for e in exprs {
                let rs = self.expr_regions(s, e);
                acc = union_all(acc, rs);
            }
            if d.init.is_some() && crate::linear::is_tracked_scalar(self.program, d.sym) {
                let w = Region {
                    entity: Entity::Scalar(d.sym),
                    action: Action::Write,
                    approx: Approx::Exact,
                    dims: 0,
                    system: System::universe(),
                };
                acc = union_all(acc, vec![w]);
            }
        }
        acc
    }

    /// Regions of the references of `e`, evaluated in statement `s`.
    fn expr_regions(&mut self, s: StmtId, e: ExprId) -> Vec<Region> {
        let program = self.program;
        let mut accesses = Vec::new();
        collect_accesses(program, e, &mut accesses);
        // Each reference is taken in the statement's context before the union, so that
        // the hull of two references stays within what the context allows.
        let context = self.precondition(s);
        // References to the same entity are united at once, so that the exactness of
        // their hull is judged against all of them (a 3x3 stencil is an exact box).
        let mut groups: Vec<Vec<Region>> = Vec::new();
        for a in accesses {
            for mut r in self.access_region(&a) {
                r.system = r
                    .system
                    .intersect(&self.context_of(&context, r.system.vars()));
                match groups.iter_mut().find(|g| {
                    g[0].entity == r.entity && g[0].action == r.action && g[0].dims == r.dims
                }) {
                    Some(g) => g.push(r),
                    None => groups.push(vec![r]),
                }
            }
        }
        let mut acc: Vec<Region> = groups.into_iter().map(union_many).collect();
        // Calls: the callee's effect on its arguments.
        let mut calls = Vec::new();
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            if let Expr::Call(callee, args) = &program.exprs[x] {
                calls.push((*callee, args.clone()));
            }
            expr_children(&program.exprs[x], &mut |c| match c {
                Child::Expr(c) => stack.push(c),
                Child::Stmt(st) => {
                    let rs = self.stmt(st);
                    acc = union_all(std::mem::take(&mut acc), rs);
                }
                Child::Type(_) => {}
            });
        }
        for (callee, args) in calls {
            let rs = self.call_regions(callee, &args);
            acc = union_all(acc, rs);
        }
        acc
    }

    fn access_region(&self, a: &Access) -> Vec<Region> {
        access_region_of(self.program, a).map_or_else(Vec::new, |r| self.rebase(r))
    }

    /// A region on the pointee of a local pointer, put on the objects the pointer
    /// points into ([`origins`]); other regions as they are.
    fn rebase(&self, r: Region) -> Vec<Region> {
        let Entity::Array(ArrayBase::Pointee(p)) = r.entity else {
            return vec![r];
        };
        let Some(origin) = self.origins.get(&p) else {
            return vec![r];
        };
        let program = self.program;
        match origin {
            origins::Origin::Offset(base, offset) => {
                let phi = LinExpr::var(AVar::Phi(1));
                let shifted = phi.checked_sub(offset);
                match shifted.and_then(|value| {
                    (r.dims == 1 && array_dims(program, *base) == 1)
                        .then(|| r.system.substitute(AVar::Phi(1), &value))
                        .flatten()
                }) {
                    Some(system) => vec![Region {
                        entity: Entity::Array(*base),
                        system: system.simplify(),
                        ..r
                    }],
                    None => vec![anywhere(program, *base, r.action)],
                }
            }
            origins::Origin::Within(bases) => bases
                .iter()
                .map(|&base| anywhere(program, base, r.action))
                .collect(),
            origins::Origin::Moving => vec![anywhere(program, ArrayBase::Pointee(p), r.action)],
        }
    }
}

/// First existential variable of the bounded subterms of a subscript.
const BOUNDED_TMP: u32 = 0x6000_0000;

/// The region of one memory reference.
fn access_region_of(program: &Program, a: &Access) -> Option<Region> {
    match a {
        Access::Scalar { sym, write, .. } => Some(Region {
            entity: Entity::Scalar(*sym),
            action: if *write { Action::Write } else { Action::Read },
            approx: Approx::Exact,
            dims: 0,
            system: System::universe(),
        }),
        Access::Element {
            base,
            subscripts,
            write,
            partial,
            ..
        } => {
            let mut sys = System::universe();
            // A write of a member writes part of the element: it kills nothing.
            let mut approx = if *partial && *write {
                Approx::May
            } else {
                Approx::Exact
            };
            // Subterms without affine form but with constant bounds (`j % 4`, `x & 7`).
            let mut next = BOUNDED_TMP;
            let mut tmps = Vec::new();
            for (k, sub) in subscripts.iter().enumerate() {
                let phi = LinExpr::var(AVar::Phi(k as u8 + 1));
                let value = match sub {
                    Subscript::Zero => Some(LinExpr::constant(0)),
                    Subscript::Expr(x) => affine(program, *x),
                };
                match value.and_then(|v| Constraint::equal(&phi, &v)) {
                    Some(c) => sys.add(c),
                    None => {
                        approx = Approx::May;
                        if let Subscript::Expr(x) = sub
                            && let Some((v, bounds, ts)) =
                                crate::linear::bounded_affine(program, *x, &mut next)
                            && let Some(c) = Constraint::equal(&phi, &v)
                        {
                            sys.add(c);
                            for b in bounds {
                                sys.add(b);
                            }
                            tmps.extend(ts);
                        }
                        for c in declared_bounds(program, *base, k) {
                            sys.add(c);
                        }
                    }
                }
            }
            if !tmps.is_empty() {
                sys = sys.project_out(&tmps).0;
            }
            Some(Region {
                entity: Entity::Array(*base),
                action: if *write { Action::Write } else { Action::Read },
                approx,
                dims: subscripts.len() as u8,
                system: sys,
            })
        }
        Access::Opaque {
            sym: Some(sym),
            write,
            ..
        } => {
            let s = &program.symbols[*sym];
            if !matches!(s.kind, SymbolKind::Var | SymbolKind::Param) {
                return None;
            }
            let base = match program.resolve(s.ty).0 {
                TypeKind::Pointer(_) => ArrayBase::Pointee(*sym),
                TypeKind::Array { .. } if s.kind == SymbolKind::Param => ArrayBase::Pointee(*sym),
                TypeKind::Array { .. } => ArrayBase::Object(*sym),
                // A member of a structure or union variable (`s.re`): a reference to
                // part of the variable, which is one scalar entity. A read of a part
                // is a read of the variable; a write of a part may leave the rest as
                // it was, so it is a MAY write and kills nothing.
                _ => {
                    return Some(Region {
                        entity: Entity::Scalar(*sym),
                        action: if *write { Action::Write } else { Action::Read },
                        approx: if *write { Approx::May } else { Approx::Exact },
                        dims: 0,
                        system: System::universe(),
                    });
                }
            };
            Some(whole(
                program,
                base,
                if *write { Action::Write } else { Action::Read },
            ))
        }
        Access::Opaque { sym: None, .. } => None,
    }
}

impl Ctx<'_> {
    /// Regions of a call's effect on the caller's arrays and globals.
    fn call_regions(&mut self, callee: ExprId, args: &[ExprId]) -> Vec<Region> {
        let program = self.program;
        let sym = match program.exprs[callee] {
            Expr::Var(sym) => Some(sym),
            _ => None,
        };
        let def = sym.and_then(|s| program.symbols[s].def);
        if let (Some(def), Some(summary)) = (def, def.and_then(|d| self.summaries.get(&d))) {
            let func = &program.funcs[def];
            let translated: Vec<Region> = summary
                .rw
                .iter()
                .filter_map(|r| translate(program, func, r, args))
                .flat_map(|r| self.rebase(r))
                .collect();
            return translated;
        }
        if sym.is_some_and(|s| crate::effects::is_pure_function(program, s)) {
            return Vec::new();
        }
        if let Some(rs) = sym.and_then(|s| single_object_call(program, s, args)) {
            return rs;
        }
        if let Some(rs) = sym.and_then(|s| byte_range_call(program, s, args)) {
            return rs;
        }
        // Unknown callee: every array it can reach through its arguments, both ways (an
        // argument of arithmetic type is a value: the caller's expression reads it).
        let mut acc = Vec::new();
        for &a in args {
            let value = crate::effects::expr_type(program, a).is_some_and(|t| {
                matches!(
                    program.resolve(t).0,
                    TypeKind::Int(_)
                        | TypeKind::Float(_)
                        | TypeKind::Enum(_)
                        | TypeKind::Complex(_)
                )
            });
            if !value && let Some(base) = pointed_array(program, a) {
                acc = union_all(
                    acc,
                    vec![
                        whole(program, base, Action::Read),
                        whole(program, base, Action::Write),
                    ],
                );
            }
        }
        acc
    }

    // ----- IN -----

    fn stmt_in(&mut self, s: StmtId) -> Vec<Region> {
        let program = self.program;
        let ins = match &program.stmts[s] {
            Stmt::Block(b) => self.seq_in(&b.0),
            Stmt::If { cond, then, els } => {
                let c = reads(self.rw_of_expr(s, *cond));
                let t = self.stmt_in(*then);
                let t = constrain(
                    t,
                    &self.precondition(*then),
                    condition_is_captured(program, *cond, true),
                );
                let e = match els {
                    Some(e) => {
                        let e_in = self.stmt_in(*e);
                        constrain(
                            e_in,
                            &self.precondition(*e),
                            condition_is_captured(program, *cond, false),
                        )
                    }
                    None => Vec::new(),
                };
                let then_meets: Vec<bool> = t
                    .iter()
                    .map(|r| {
                        e.iter().any(|o| {
                            o.entity == r.entity && o.action == r.action && o.dims == r.dims
                        })
                    })
                    .collect();
                let else_meets: Vec<bool> = e
                    .iter()
                    .map(|r| {
                        t.iter().any(|o| {
                            o.entity == r.entity && o.action == r.action && o.dims == r.dims
                        })
                    })
                    .collect();
                let t = t
                    .into_iter()
                    .zip(then_meets)
                    .flat_map(|(r, m)| self.with_bounds_kept(vec![r], m))
                    .collect();
                let e = e
                    .into_iter()
                    .zip(else_meets)
                    .flat_map(|(r, m)| self.with_bounds_kept(vec![r], m))
                    .collect();
                union_all(c, union_all(t, e))
            }
            Stmt::For { body, counted, .. } => {
                let body_in = self.stmt_in(*body);
                let p_body = self.precondition(*body);
                // A region that does not depend on the index is all read by the first
                // iteration: earlier iterations remove nothing from it.
                let index = counted.as_ref().map(|c| AVar::Sym(c.index));
                let (fixed, varying): (Vec<Region>, Vec<Region>) = body_in
                    .into_iter()
                    .partition(|r| index.is_some_and(|i| !depends_on(&r.system, i)));
                // Elements written by earlier iterations are not IN. What they write
                // matters only for the entities of the varying regions (in a deep nest,
                // the body writes every inner index).
                let body_w: Vec<Region> = self.res.rw[body.index()]
                    .iter()
                    .filter(|w| {
                        w.action == Action::Write
                            && varying
                                .iter()
                                .any(|r| r.entity == w.entity && r.dims == w.dims)
                    })
                    .cloned()
                    .collect();
                let earlier = match counted {
                    Some(c) => earlier_iterations(&body_w, c, |r| {
                        self.context_of(&p_body, r.vars().into_iter().chain([AVar::Sym(c.index)]))
                    }),
                    None => Vec::new(),
                };
                let varying: Vec<Region> = constrain(varying, &p_body, true);
                let varying = subtract_all(varying, &earlier);
                let body_in = union_all(fixed, varying);
                // Loop-level projection as for READ regions, then keep the reads the
                // loop's head does.
                let looped = self.loop_regions(s, *body, body_in, counted.as_ref());
                // Scalars the head reads (the body's are in `looped`).
                let mut head = Vec::new();
                if let Stmt::For {
                    init, cond, step, ..
                } = &program.stmts[s]
                {
                    let mut exprs: Vec<ExprId> = cond.iter().chain(step.iter()).copied().collect();
                    match init {
                        ForInit::Expr(e) => exprs.push(*e),
                        ForInit::Decl(g) => {
                            exprs.extend(g.decls.iter().filter_map(|d| match d.init {
                                Some(Init::Expr(e)) => Some(e),
                                _ => None,
                            }))
                        }
                        ForInit::None => {}
                    }
                    for e in exprs {
                        collect_accesses(program, e, &mut head);
                    }
                }
                let head_reads: Vec<Region> = head
                    .iter()
                    .filter(|a| matches!(a, Access::Scalar { write: false, .. }))
                    .flat_map(|a| self.access_region(a))
                    .collect();
                // The index of a counted loop is set by the first clause before the
                // condition, the step and the body read it; what the head declares
                // does not exist before the loop.
                let mut set_first: FxHashSet<SymbolId> = match &program.stmts[s] {
                    Stmt::For { init, .. } => for_declared(init),
                    _ => FxHashSet::default(),
                };
                set_first.extend(counted.as_ref().map(|c| c.index));
                drop_locals(union_all(looped, head_reads), &set_first)
            }
            Stmt::While { body, .. } | Stmt::DoWhile { body, .. } | Stmt::Switch { body, .. } => {
                let _ = self.stmt_in(*body);
                // Conservative: everything read may be read first.
                reads(self.res.rw[s.index()].clone())
                    .into_iter()
                    .map(may)
                    .collect()
            }
            _ => {
                // A simple statement reads before it writes; a call statement reads what
                // its arguments read, then what its callee reads first.
                for child in sub_statements(program, s) {
                    self.stmt_in(child);
                }
                match self.call_statement_in(s) {
                    Some(ins) => ins,
                    None => reads(self.res.rw[s.index()].clone()),
                }
            }
        };
        self.res.ins[s.index()] = ins.clone();
        ins
    }

    /// IN regions of `f(args);` when `f` has a summary and no argument calls a function
    /// or assigns: the arguments' reads, then the callee's IN regions translated.
    fn call_statement_in(&mut self, s: StmtId) -> Option<Vec<Region>> {
        let program = self.program;
        let Stmt::Expr(e) = program.stmts[s] else {
            return None;
        };
        let Expr::Call(callee, args) = &program.exprs[e] else {
            return None;
        };
        let Expr::Var(sym) = program.exprs[*callee] else {
            return None;
        };
        let def = program.symbols[sym].def?;
        let summary = self.summaries.get(&def)?;
        if args.iter().any(|&a| has_side_effect(program, a)) {
            return None;
        }
        let func = &program.funcs[def];
        let callee_in: Vec<Region> = summary
            .ins
            .iter()
            .filter_map(|r| translate(program, func, r, args))
            .collect();
        let mut acc: Vec<Region> = callee_in.into_iter().flat_map(|r| self.rebase(r)).collect();
        for &a in args {
            acc = union_all(acc, reads(self.rw_of_expr(s, a)));
        }
        Some(acc)
    }

    fn rw_of_expr(&mut self, s: StmtId, e: ExprId) -> Vec<Region> {
        self.expr_regions(s, e)
    }

    fn seq_in(&mut self, stmts: &[StmtId]) -> Vec<Region> {
        let program = self.program;
        let mut acc: Vec<Region> = Vec::new();
        let mut written_regions: Vec<Region> = Vec::new();
        let mut written: FxHashSet<SymbolId> = FxHashSet::default();
        for &s in stmts {
            let p = self.precondition(s);
            let ins: Vec<Region> = self
                .stmt_in(s)
                .into_iter()
                .map(|r| forget(r, &written, &p))
                .collect();
            let ins = subtract_all(ins, &written_regions);
            acc = union_all(acc, ins);
            let ws: Vec<Region> = writes(self.res.rw[s.index()].clone())
                .into_iter()
                .map(|r| forget(r, &written, &p))
                .collect();
            written_regions = union_all(written_regions, ws);
            written.extend(self.written_scalars(s).scalars.iter().copied());
        }
        let locals: FxHashSet<SymbolId> = declared(program, stmts).into_iter().collect();
        acc.into_iter()
            .filter(|r| !matches!(r.entity, Entity::Scalar(v) | Entity::Array(ArrayBase::Object(v)) if locals.contains(&v)))
            .map(|r| forget(r, &locals, &System::universe()))
            .collect()
    }

    // ----- OUT -----

    /// OUT regions of a sequence whose own OUT regions are `out`.
    ///
    /// Walks the sequence backwards, keeping what the statements after the current one
    /// surely overwrite and what they read first (both united as the walk goes), so that
    /// the work is linear in the length of the sequence (times the entities it touches).
    ///
    /// A statement that may leave the sequence (`break`, `continue`, `return`, `goto`,
    /// `longjmp`) makes the statements after it possibly skipped: from there back, nothing
    /// after it counts as surely overwritten, what is live where it jumps is live too (the
    /// loop's or switch's OUT, which `out` holds; the function's exit for `return`), and
    /// after a `goto` everything written is taken as used later (MAY).
    fn seq_out(&mut self, stmts: &[StmtId], out: &[Region]) {
        let program = self.program;
        // What the statements after the current one overwrite, and read before writing.
        let mut overwritten: Vec<Region> = Vec::new();
        let mut read_after: Vec<Region> = Vec::new();
        let mut returns_after = false;
        let mut jumps_anywhere = false;
        // The scalars the statements after the current one write: the sequence's OUT and
        // the later statements' IN speak of the states after them, where these have other
        // values than after the current statement, so their constraints are forgotten.
        let mut written_after: FxHashSet<SymbolId> = FxHashSet::default();
        for &s in stmts.iter().rev() {
            let esc = self.escapes.get(&s).copied().unwrap_or_default();
            if esc.any() {
                overwritten = Vec::new();
            }
            returns_after |= esc.returns;
            jumps_anywhere |= esc.goto;
            // Used later: what the rest of the sequence reads first, or the sequence's OUT
            // minus what the rest of the sequence surely overwrites. Only the entities
            // `s` writes matter.
            let w = writes(self.res.rw[s.index()].clone());
            let touched = |r: &&Region| w.iter().any(|x| x.entity == r.entity && x.dims == r.dims);
            let after = |r: Region| forget(r, &written_after, &System::universe());
            let out_here: Vec<Region> = out.iter().filter(touched).cloned().map(after).collect();
            let read_here: Vec<Region> = read_after
                .iter()
                .filter(touched)
                .cloned()
                .map(after)
                .collect();
            let covered: Vec<Region> = overwritten.iter().cloned().map(after).collect();
            let mut later = union_all(subtract_all(out_here, &covered), read_here);
            if returns_after {
                let exit: Vec<Region> = self.exit_live.iter().filter(touched).cloned().collect();
                later = union_all(later, exit);
            }
            let o = if jumps_anywhere {
                w.iter().cloned().map(may).collect()
            } else {
                intersect_all(&w, &later)
            };
            if !esc.any() {
                overwritten = union_all(overwritten, w);
            }
            read_after = union_all(read_after, self.res.ins[s.index()].clone());
            written_after.extend(crate::access::writes_in(program, Child::Stmt(s)).scalars);
            self.stmt_out(s, o);
        }
    }

    fn stmt_out(&mut self, s: StmtId, out: Vec<Region>) {
        let program = self.program;
        self.res.outs[s.index()] = out.clone();
        match &program.stmts[s] {
            Stmt::Block(b) => {
                let stmts = b.0.clone();
                self.seq_out(&stmts, &out);
            }
            Stmt::If { then, els, .. } => {
                let t = intersect_all(&writes(self.res.rw[then.index()].clone()), &out);
                self.stmt_out(*then, t);
                if let Some(e) = els {
                    let o = intersect_all(&writes(self.res.rw[e.index()].clone()), &out);
                    self.stmt_out(*e, o);
                }
            }
            Stmt::For { body, .. }
            | Stmt::While { body, .. }
            | Stmt::DoWhile { body, .. }
            | Stmt::Switch { body, .. } => {
                // Used later: after the loop, or by any iteration (MAY). The OUT after the
                // loop speaks of the state at its exit (`t == 2` after `while (t < 2)`):
                // inside the body, the scalars the loop writes have other values, so the
                // body sees it without their constraints.
                let written = crate::access::writes_in(program, Child::Stmt(s)).scalars;
                let mut later: Vec<Region> = out
                    .iter()
                    .cloned()
                    .map(|r| forget(r, &written, &System::universe()))
                    .collect();
                later = union_all(
                    later,
                    self.res.ins[body.index()]
                        .clone()
                        .into_iter()
                        .map(may)
                        .collect(),
                );
                let o = intersect_all(&writes(self.res.rw[body.index()].clone()), &later);
                self.stmt_out(*body, o);
            }
            _ => {
                for child in sub_statements(program, s) {
                    let o = intersect_all(&writes(self.res.rw[child.index()].clone()), &out);
                    self.stmt_out(child, o);
                }
            }
        }
    }
}

/// How a statement may leave the sequence it is in.
#[derive(Clone, Copy, Default)]
struct Escape {
    /// `break` for an enclosing loop or switch.
    brk: bool,
    /// `continue` for an enclosing loop.
    cont: bool,
    /// `return`.
    returns: bool,
    /// `goto`, `goto *`, `asm`, `longjmp`: anywhere.
    goto: bool,
}

impl Escape {
    fn any(self) -> bool {
        self.brk || self.cont || self.returns || self.goto
    }

    fn union(self, o: Escape) -> Escape {
        Escape {
            brk: self.brk || o.brk,
            cont: self.cont || o.cont,
            returns: self.returns || o.returns,
            goto: self.goto || o.goto,
        }
    }
}

/// How each statement of a function body may transfer control out of itself other than
/// by finishing, computed once, bottom-up (a loop keeps its body's `break` and
/// `continue`, a switch its `break`).
fn escape_table(program: &Program, body: &[StmtId]) -> FxHashMap<StmtId, Escape> {
    let mut table: FxHashMap<StmtId, Escape> = FxHashMap::default();
    // Post-order: a statement is finished once the statements inside it are.
    let mut stack: Vec<(StmtId, bool)> = body.iter().rev().map(|&s| (s, false)).collect();
    while let Some((s, done)) = stack.pop() {
        // The statements directly inside `s` (statement expressions included), and
        // whether its own expressions call `longjmp`.
        let mut inner = Vec::new();
        let mut jumps_far = false;
        let mut exprs = Vec::new();
        stmt_children(&program.stmts[s], &mut |c| match c {
            Child::Stmt(x) => inner.push(x),
            Child::Expr(e) => exprs.push(e),
            Child::Type(_) => {}
        });
        while let Some(e) = exprs.pop() {
            if let Expr::Call(callee, _) = &program.exprs[e]
                && let Expr::Var(f) = program.exprs[*callee]
                && matches!(
                    program.symbols[f].name.as_str(),
                    "longjmp" | "siglongjmp" | "_longjmp" | "__builtin_longjmp"
                )
            {
                jumps_far = true;
            }
            expr_children(&program.exprs[e], &mut |c| match c {
                Child::Stmt(x) => inner.push(x),
                Child::Expr(x) => exprs.push(x),
                Child::Type(_) => {}
            });
        }
        if !done {
            stack.push((s, true));
            stack.extend(inner.iter().rev().map(|&x| (x, false)));
            continue;
        }
        let mut esc = inner
            .iter()
            .map(|x| table.get(x).copied().unwrap_or_default())
            .fold(Escape::default(), Escape::union);
        match &program.stmts[s] {
            Stmt::Break => esc.brk = true,
            Stmt::Continue => esc.cont = true,
            Stmt::Return(_) => esc.returns = true,
            Stmt::Goto(_) | Stmt::GotoIndirect(_) | Stmt::Asm(_) => esc.goto = true,
            Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. } => {
                esc.brk = false;
                esc.cont = false;
            }
            Stmt::Switch { .. } => esc.brk = false,
            _ => {}
        }
        esc.goto |= jumps_far;
        table.insert(s, esc);
    }
    table
}

/// Statements held by the expressions of a simple statement (statement expressions).
fn sub_statements(program: &Program, s: StmtId) -> Vec<StmtId> {
    let mut out = Vec::new();
    let mut stack = Vec::new();
    stmt_children(&program.stmts[s], &mut |c| stack.push(c));
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(st) => out.push(st),
            Child::Expr(e) => expr_children(&program.exprs[e], &mut |c| stack.push(c)),
            Child::Type(_) => {}
        }
    }
    out
}

/// `proj` without the constraints on program variables alone (no `φ`) that the loop's
/// own precondition `p_loop` states and the body's region `own` did not: the context
/// pulled in to bound the loop's projection (the bounds of the enclosing loops, linked to
/// it through a shared bound such as `n`). On every state that reaches the loop they
/// hold, so the region's elements are the same there; carrying them made every loop of a
/// nest of depth k simplify k outer bounds (about k^3 work per loop).
fn drop_stated(proj: System<AVar>, own: &System<AVar>, p_loop: &System<AVar>) -> System<AVar> {
    let stated = |c: &Constraint<AVar>| {
        !c.vars().any(|v| matches!(v, AVar::Phi(_)))
            && p_loop.constraints().binary_search(c).is_ok()
            && own.constraints().binary_search(c).is_err()
    };
    if proj.is_trivially_empty() || !proj.constraints().iter().any(stated) {
        return proj;
    }
    System::from_constraints(proj.constraints().iter().filter(|c| !stated(c)).cloned())
}

/// The elements written by iterations before the current one of a counted loop.
///
/// `context_of(region)` is the body's precondition on what bears on the region and the
/// loop's index ([`Ctx::context_of`]).
fn earlier_iterations(
    body_w: &[Region],
    c: &CountedLoop,
    context_of: impl Fn(&System<AVar>) -> System<AVar>,
) -> Vec<Region> {
    let i = AVar::Sym(c.index);
    let ip = AVar::Prime(c.index);
    body_w
        .iter()
        .filter(|r| r.approx == Approx::Exact)
        .filter_map(|r| {
            let p_body = context_of(&r.system);
            let shifted = r
                .system
                .intersect(&p_body)
                .rename(|v| if v == i { ip } else { v })?;
            // i' before i in the loop's order, and i' a valid iteration (lower bound).
            let order = if c.step > 0 {
                Constraint::less(&LinExpr::var(ip), &LinExpr::var(i))?
            } else {
                Constraint::greater(&LinExpr::var(ip), &LinExpr::var(i))?
            };
            let mut sys = shifted.with(order);
            let lo_ok = p_body.rename(|v| if v == i { ip } else { v })?;
            sys = sys.intersect(&lo_ok);
            let (proj, exact) = sys.project_out(&[ip]);
            Some(Region {
                system: proj,
                approx: if exact { Approx::Exact } else { Approx::May },
                ..r.clone()
            })
        })
        .filter(|r| r.approx == Approx::Exact)
        .collect()
}

/// `r` with the scalars `vars` projected out, after adding what `context` says of them.
fn forget(mut r: Region, vars: &FxHashSet<SymbolId>, context: &System<AVar>) -> Region {
    let mentioned: Vec<AVar> = r
        .system
        .vars()
        .into_iter()
        .filter(|v| matches!(v, AVar::Sym(s) if vars.contains(s)))
        .collect();
    if mentioned.is_empty() {
        return r;
    }
    let sys = r.system.intersect(&crate::linear::projection_context(
        context,
        mentioned.iter().copied(),
        |v| matches!(v, AVar::Sym(s) if vars.contains(&s)),
    ));
    let mut all: Vec<AVar> = sys
        .vars()
        .into_iter()
        .filter(|v| matches!(v, AVar::Sym(s) if vars.contains(s)))
        .collect();
    all.sort();
    let (proj, exact) = sys.project_out(&all);
    // Exact only if each forgotten variable was pinned down by an equality.
    let pinned = mentioned.iter().all(|v| defined_by_equality(context, *v));
    r.system = proj;
    if !exact || !pinned {
        r.approx = Approx::May;
    }
    r
}

/// Whether the elements of a region vary with `v`: some constraint on the region
/// variables mentions `v` (constraints on `v` alone or with parameters only restrict
/// when the region exists, not which elements it holds).
fn depends_on(sys: &System<AVar>, v: AVar) -> bool {
    sys.simplify()
        .constraints()
        .iter()
        .any(|c| c.vars().any(|x| matches!(x, AVar::Phi(_))) && c.expr().coeff(v) != 0)
}

fn defined_by_equality(sys: &System<AVar>, v: AVar) -> bool {
    sys.constraints()
        .iter()
        .any(|c| c.is_equality() && c.expr().coeff(v) != 0)
}

/// The scalars a loop changes: those its body writes or declares, and those its head
/// writes (its index).
struct Changed<'a> {
    in_body: &'a FxHashSet<SymbolId>,
    in_head: &'a FxHashSet<SymbolId>,
}

impl Changed<'_> {
    fn contains(&self, s: &SymbolId) -> bool {
        self.in_body.contains(s) || self.in_head.contains(s)
    }

    fn iter(&self) -> impl Iterator<Item = &SymbolId> {
        self.in_body
            .iter()
            .chain(self.in_head.iter().filter(|s| !self.in_body.contains(s)))
    }
}

/// The variables a `for` head declares.
fn for_declared(init: &ForInit) -> FxHashSet<SymbolId> {
    match init {
        ForInit::Decl(g) => g.decls.iter().map(|d| d.sym).collect(),
        _ => FxHashSet::default(),
    }
}

/// `rs` without the regions of `locals` (scalars or arrays), and with them forgotten in
/// the others' systems.
fn drop_locals(rs: Vec<Region>, locals: &FxHashSet<SymbolId>) -> Vec<Region> {
    if locals.is_empty() {
        return rs;
    }
    rs.into_iter()
        .filter(|r| {
            !matches!(r.entity, Entity::Scalar(v) | Entity::Array(ArrayBase::Object(v)) if locals.contains(&v))
        })
        .map(|r| forget(r, locals, &System::universe()))
        .collect()
}

fn normalize(mut r: Region) -> Region {
    r.system = r.system.simplify();
    r
}

fn may(mut r: Region) -> Region {
    r.approx = Approx::May;
    r
}

fn reads(rs: Vec<Region>) -> Vec<Region> {
    rs.into_iter()
        .filter(|r| r.action == Action::Read)
        .collect()
}

fn writes(rs: Vec<Region>) -> Vec<Region> {
    rs.into_iter()
        .filter(|r| r.action == Action::Write)
        .collect()
}

fn constrain(rs: Vec<Region>, p: &System<AVar>, affine_cond: bool) -> Vec<Region> {
    rs.into_iter()
        .map(|mut r| {
            r.system = r.system.intersect(p);
            if !affine_cond {
                r.approx = Approx::May;
            }
            r
        })
        .collect()
}

/// The union of regions of one entity and action: their hull, EXACT when all are and
/// the hull holds no point outside them.
fn union_many(mut rs: Vec<Region>) -> Region {
    if rs.len() == 1 {
        return rs.pop().unwrap();
    }
    let mut hull = rs[0].system.clone();
    for r in &rs[1..] {
        hull = hull.join(&r.system);
    }
    let exact = rs.iter().all(|r| r.approx == Approx::Exact)
        && covered(&hull, rs.iter().map(|r| &r.system));
    Region {
        system: hull,
        approx: if exact { Approx::Exact } else { Approx::May },
        ..rs.swap_remove(0)
    }
}

/// Whether `hull` is contained in the union of `pieces`.
fn covered<'a>(hull: &System<AVar>, pieces: impl Iterator<Item = &'a System<AVar>>) -> bool {
    let mut rest = vec![hull.clone()];
    for p in pieces {
        rest = rest.iter().flat_map(|x| difference(x, p)).collect();
        if rest.is_empty() {
            return true;
        }
        if rest.len() > 64 {
            return false;
        }
    }
    rest.is_empty()
}

/// Unites two lists of regions, merging regions of the same entity and action.
pub fn union_all(mut acc: Vec<Region>, more: Vec<Region>) -> Vec<Region> {
    for r in more {
        match acc
            .iter_mut()
            .find(|a| a.entity == r.entity && a.action == r.action && a.dims == r.dims)
        {
            Some(a) => *a = union(a, &r),
            None => acc.push(r),
        }
    }
    acc
}

/// The union of two regions of the same entity: their convex hull, EXACT when both are
/// and the hull adds no point.
fn union(a: &Region, b: &Region) -> Region {
    if a.system == b.system {
        // Equal sets: exact as soon as one side is (the other's elements are among them).
        let approx = if a.approx == Approx::Exact || b.approx == Approx::Exact {
            Approx::Exact
        } else {
            Approx::May
        };
        return Region {
            approx,
            ..a.clone()
        };
    }
    if b.system.is_subset_of(&a.system) {
        let approx = if a.approx == Approx::Exact {
            Approx::Exact
        } else {
            a.approx.and(b.approx)
        };
        return Region {
            approx,
            ..a.clone()
        };
    }
    if a.system.is_subset_of(&b.system) {
        let approx = if b.approx == Approx::Exact {
            Approx::Exact
        } else {
            a.approx.and(b.approx)
        };
        return Region {
            approx,
            ..b.clone()
        };
    }
    let hull = a.system.join(&b.system);
    let exact = a.approx == Approx::Exact
        && b.approx == Approx::Exact
        && hull_is_union(&hull, &a.system, &b.system);
    Region {
        system: hull,
        approx: if exact { Approx::Exact } else { Approx::May },
        ..a.clone()
    }
}

/// Whether `hull ⊆ a ∪ b`: every piece of `hull − a` lies in `b`.
fn hull_is_union(hull: &System<AVar>, a: &System<AVar>, b: &System<AVar>) -> bool {
    a.constraints().iter().all(|c| match c.negation() {
        Some(pieces) => pieces.into_iter().all(|neg| {
            let piece = hull.clone().with(neg);
            piece.is_empty() || piece.is_subset_of(b)
        }),
        None => false,
    })
}

/// Regions of `rs` minus what the EXACT regions of `covered` surely cover. The
/// difference of two convex sets is a union of convex pieces (one per negated
/// constraint of the subtrahend): with no piece left the region disappears, with one it
/// is exactly that piece, with more it is their hull (MAY).
fn subtract_all(rs: Vec<Region>, covered: &[Region]) -> Vec<Region> {
    rs.into_iter()
        .filter_map(|mut r| {
            for c in covered
                .iter()
                .filter(|c| c.entity == r.entity && c.dims == r.dims && c.approx == Approx::Exact)
            {
                let pieces = difference(&r.system, &c.system);
                match pieces.len() {
                    0 => return None,
                    1 => r.system = pieces.into_iter().next().unwrap().simplify(),
                    _ => {
                        let mut hull = pieces[0].clone();
                        for piece in &pieces[1..] {
                            hull = hull.join(piece);
                        }
                        // The pieces' union is smaller than their hull in general.
                        r.approx = Approx::May;
                        r.system = hull.simplify();
                    }
                }
            }
            Some(r)
        })
        .collect()
}

/// `a − b` as disjoint convex pieces, empty ones left out.
pub fn difference(a: &System<AVar>, b: &System<AVar>) -> Vec<System<AVar>> {
    if a.intersect(b).is_empty() {
        return vec![a.clone()];
    }
    let mut pieces = Vec::new();
    let mut prefix = a.clone();
    for c in b.constraints() {
        let Some(negations) = c.negation() else {
            return vec![a.clone()];
        };
        for neg in negations {
            let piece = prefix.clone().with(neg);
            if !piece.is_empty() {
                pieces.push(piece);
            }
        }
        prefix = prefix.with(c.clone());
        if prefix.is_empty() {
            break;
        }
    }
    pieces
}

/// For each region of `ws`, its intersection with the union of the regions of `later` on
/// the same entity (as a hull): what is written and used later.
fn intersect_all(ws: &[Region], later: &[Region]) -> Vec<Region> {
    let mut out = Vec::new();
    for w in ws {
        let mut acc: Option<Region> = None;
        for l in later
            .iter()
            .filter(|l| l.entity == w.entity && l.dims == w.dims)
        {
            let sys = w.system.intersect(&l.system);
            if sys.is_empty() {
                continue;
            }
            let approx = w.approx.and(l.approx);
            let piece = Region {
                entity: w.entity,
                action: Action::Write,
                approx,
                dims: w.dims,
                system: sys.simplify(),
            };
            acc = Some(match acc {
                None => piece,
                Some(a) => union(&a, &piece),
            });
        }
        out.extend(acc);
    }
    out
}

/// Any element of an array a moving pointer may reach: the whole of it, the first
/// dimension unbounded (the pointer may have started inside the object), MAY.
fn anywhere(program: &Program, base: ArrayBase, action: Action) -> Region {
    let mut r = whole(program, base, action);
    let (system, _) = r.system.project_out(&[AVar::Phi(1)]);
    r.system = system;
    r
}

/// The whole of an array (bounded by its declared sizes where known), MAY.
fn whole(program: &Program, base: ArrayBase, action: Action) -> Region {
    let dims = array_dims(program, base);
    let mut sys = System::universe();
    for k in 0..dims {
        for c in declared_bounds(program, base, k as usize) {
            sys.add(c);
        }
    }
    Region {
        entity: Entity::Array(base),
        action,
        approx: Approx::May,
        dims,
        system: sys,
    }
}

/// Number of dimensions of an array base: array levels of the object, or of the
/// pointee for pointers.
fn array_dims(program: &Program, base: ArrayBase) -> u8 {
    let sym = &program.symbols[base.sym()];
    let mut ty = sym.ty;
    let mut n = 0u8;
    if let ArrayBase::Pointee(_) = base {
        match program.resolve(ty).0 {
            TypeKind::Pointer(t) | TypeKind::Array { elem: t, .. } => {
                ty = *t;
                n = 1;
            }
            _ => return 1,
        }
    }
    while let TypeKind::Array { elem, .. } = program.resolve(ty).0 {
        n += 1;
        ty = *elem;
    }
    n.max(1)
}

/// `0 <= φk <= size - 1` for dimension `k` (0-based) when its size is known and affine.
fn declared_bounds(program: &Program, base: ArrayBase, k: usize) -> Vec<Constraint<AVar>> {
    let phi = LinExpr::var(AVar::Phi(k as u8 + 1));
    let mut out: Vec<Constraint<AVar>> = Constraint::greater_eq(&phi, &LinExpr::constant(0))
        .into_iter()
        .collect();
    let sym = &program.symbols[base.sym()];
    let mut ty = sym.ty;
    let mut level = 0usize;
    // For a pointer, dimension 0 is the pointer's own (unbounded); sizes start below.
    if let ArrayBase::Pointee(_) = base {
        match program.resolve(ty).0 {
            TypeKind::Pointer(t) => {
                ty = *t;
                level = 1;
            }
            TypeKind::Array { elem, .. } => {
                ty = *elem;
                level = 1;
            }
            _ => return out,
        }
        if k == 0 {
            // Parameters' outermost size is not a bound the callee can rely on... but
            // C requires accesses within the object; keep only the lower bound.
            return out;
        }
    }
    while level <= k {
        let TypeKind::Array { elem, size, .. } = program.resolve(ty).0 else {
            return out;
        };
        if level == k {
            if let Some(e) = size.expr()
                && let Some(n) = affine(program, e)
                && let Some(c) = n
                    .checked_add_constant(-1)
                    .and_then(|m| Constraint::less_eq(&phi, &m))
            {
                out.push(c);
            }
            return out;
        }
        ty = *elem;
        level += 1;
    }
    out
}

/// The array an argument designates: `a` (array or pointer), `&a[..]` and `a + k` (MAY).
pub fn pointed_array(program: &Program, e: ExprId) -> Option<ArrayBase> {
    match &program.exprs[e] {
        Expr::Var(s) => {
            let sym = &program.symbols[*s];
            match program.resolve(sym.ty).0 {
                TypeKind::Array { .. } if sym.kind == SymbolKind::Var => {
                    Some(ArrayBase::Object(*s))
                }
                TypeKind::Array { .. } | TypeKind::Pointer(_) => Some(ArrayBase::Pointee(*s)),
                _ => None,
            }
        }
        Expr::Unary(UnOp::AddrOf, a) => {
            let sym = crate::access::base_symbol(program, *a)?;
            let s = &program.symbols[sym];
            match program.resolve(s.ty).0 {
                TypeKind::Array { .. } if s.kind == SymbolKind::Var => Some(ArrayBase::Object(sym)),
                TypeKind::Pointer(_) | TypeKind::Array { .. } => Some(ArrayBase::Pointee(sym)),
                _ => Some(ArrayBase::Object(sym)),
            }
        }
        Expr::Index(..) => crate::access::element(program, e)
            .or_else(|| crate::access::in_member_array(program, e))
            .map(|(b, _)| b),
        // An array member of an array element (`cells[c].v`): inside that element.
        Expr::Member { .. } => crate::access::in_member_array(program, e).map(|(b, _)| b),
        Expr::Binary(BinOp::Add | BinOp::Sub, a, _) => pointed_array(program, *a),
        Expr::Cast(_, a) => pointed_array(program, *a),
        _ => None,
    }
}

/// Translates a callee's region on a formal or a global to the call site.
fn translate(program: &Program, func: &Func, r: &Region, args: &[ExprId]) -> Option<Region> {
    // Scalar formals take the actual values.
    let mut sys = r.system.clone();
    let mut approx = r.approx;
    let mut unknown = Vec::new();
    for (k, &formal) in func.params.iter().enumerate() {
        let fv = AVar::Sym(formal);
        if !sys.vars().contains(&fv) {
            continue;
        }
        match args.get(k).and_then(|a| affine(program, *a)) {
            Some(value) => match sys.substitute(fv, &value) {
                Some(s) => sys = s,
                None => unknown.push(fv),
            },
            None => unknown.push(fv),
        }
    }
    if !unknown.is_empty() {
        let (s, _) = sys.project_out(&unknown);
        sys = s;
        approx = Approx::May;
    }
    let entity = match r.entity {
        Entity::Scalar(s) => {
            if program.symbols[s].file_scope {
                Entity::Scalar(s)
            } else {
                return None;
            }
        }
        Entity::Array(ArrayBase::Object(s)) => Entity::Array(ArrayBase::Object(s)),
        Entity::Array(ArrayBase::Pointee(formal)) => {
            let k = func.params.iter().position(|&f| f == formal)?;
            let actual = *args.get(k)?;
            let base = pointed_array(program, actual)?;
            if let Some(r) = in_member_region(program, actual, base, r.action) {
                return Some(r);
            }
            match &program.exprs[actual] {
                Expr::Var(_) if array_dims(program, base) == r.dims => Entity::Array(base),
                _ => {
                    return Some(
                        reshaped(program, actual, base, r, &sys, approx)
                            .unwrap_or_else(|| whole(program, base, r.action)),
                    );
                }
            }
        }
    };
    Some(Region {
        entity,
        action: r.action,
        approx,
        dims: r.dims,
        system: sys.simplify(),
    })
}

/// The region of an actual argument pointing into an array member of an array element
/// (`cells[c].v`, `&cells[c].v[k]`, `cells[c].v + k`): the element `cells[c]`, MAY (the
/// callee touches part of it).
fn in_member_region(
    program: &Program,
    actual: ExprId,
    base: ArrayBase,
    action: Action,
) -> Option<Region> {
    let mut e = actual;
    while let Expr::Cast(_, x)
    | Expr::Unary(UnOp::AddrOf, x)
    | Expr::Binary(BinOp::Add | BinOp::Sub, x, _) = &program.exprs[e]
    {
        e = *x;
    }
    let (b, subs) = crate::access::in_member_array(program, e)?;
    if b != base {
        return None;
    }
    let mut sys = System::universe();
    for (k, sub) in subs.iter().enumerate() {
        let phi = LinExpr::var(AVar::Phi(k as u8 + 1));
        let value = match sub {
            Subscript::Zero => Some(LinExpr::constant(0)),
            Subscript::Expr(x) => affine(program, *x),
        };
        match value.and_then(|v| Constraint::equal(&phi, &v)) {
            Some(c) => sys.add(c),
            None => {
                for c in declared_bounds(program, base, k) {
                    sys.add(c);
                }
            }
        }
    }
    Some(Region {
        entity: Entity::Array(base),
        action,
        approx: Approx::May,
        dims: subs.len() as u8,
        system: sys,
    })
}

/// A callee's region on a pointer formal, over the caller's array when the actual is a
/// part of it: a sub-array `a[e1]..[ek]` (the callee's dimensions are the caller's last
/// ones, the first `k` fixed), or an element's address `&a[e1]..[ek]` / `a + e` (the
/// callee's first dimension is the caller's `k`-th, shifted by `ek`).
fn reshaped(
    program: &Program,
    actual: ExprId,
    base: ArrayBase,
    r: &Region,
    sys: &System<AVar>,
    approx: Approx,
) -> Option<Region> {
    // Leading fixed subscripts, and the offset added to the callee's first dimension.
    let (fixed, offset): (Vec<ExprId>, Option<LinExpr<AVar>>) = match &program.exprs[actual] {
        Expr::Index(..) => {
            let (b, subs) = crate::access::element(program, actual)?;
            if b != base {
                return None;
            }
            let subs: Vec<ExprId> = subs
                .into_iter()
                .map(|s| match s {
                    Subscript::Expr(e) => Some(e),
                    Subscript::Zero => None,
                })
                .collect::<Option<_>>()?;
            (subs, None)
        }
        Expr::Unary(UnOp::AddrOf, inner) => {
            let (b, subs) = crate::access::element(program, *inner)?;
            if b != base {
                return None;
            }
            let mut subs: Vec<ExprId> = subs
                .into_iter()
                .map(|s| match s {
                    Subscript::Expr(e) => Some(e),
                    Subscript::Zero => None,
                })
                .collect::<Option<_>>()?;
            let last = subs.pop()?;
            (subs, Some(affine(program, last)?))
        }
        Expr::Binary(BinOp::Add, p, e) if matches!(program.exprs[*p], Expr::Var(_)) => {
            (Vec::new(), Some(affine(program, *e)?))
        }
        _ => return None,
    };
    let n = array_dims(program, base) as usize;
    if fixed.len() + r.dims as usize != n {
        return None;
    }
    let shift = fixed.len() as u8;
    const CALLEE: u32 = 0x5000_0000;
    let mut out = sys.rename(|v| match v {
        AVar::Phi(j) => AVar::Tmp(CALLEE + j as u32),
        other => other,
    })?;
    let mut approx = approx;
    for (m, e) in fixed.iter().enumerate() {
        match affine(program, *e) {
            Some(v) => out.add(Constraint::equal(
                &LinExpr::var(AVar::Phi(m as u8 + 1)),
                &v,
            )?),
            None => approx = Approx::May,
        }
    }
    let mut tmps = Vec::new();
    for j in 1..=r.dims {
        let callee = LinExpr::var(AVar::Tmp(CALLEE + j as u32));
        let value = match (&offset, j) {
            (Some(off), 1) => callee.checked_add(off)?,
            _ => callee,
        };
        out.add(Constraint::equal(
            &LinExpr::var(AVar::Phi(shift + j)),
            &value,
        )?);
        tmps.push(AVar::Tmp(CALLEE + j as u32));
    }
    let (out, exact) = out.project_out(&tmps);
    if !exact {
        approx = Approx::May;
    }
    // An inner dimension must stay within its declared size, or the callee walks into
    // the next rows: then only the whole array is a safe answer.
    if shift > 0 {
        for c in declared_bounds(program, base, shift as usize) {
            if !out.implies(&c) {
                return None;
            }
        }
    }
    Some(Region {
        entity: Entity::Array(base),
        action: r.action,
        approx,
        dims: n as u8,
        system: out.simplify(),
    })
}

/// Whether a region is visible to callers: on a formal's pointee, or a global.
fn visible_outside(program: &Program, func: &Func, r: &Region) -> bool {
    match r.entity {
        Entity::Array(ArrayBase::Pointee(s)) => func.params.contains(&s),
        Entity::Array(ArrayBase::Object(s)) | Entity::Scalar(s) => program.symbols[s].file_scope,
    }
}

/// A summary region with the callee's local variables projected out.
fn restrict_to_formals(program: &Program, func: &Func, mut r: Region) -> Region {
    let locals: Vec<AVar> = r
        .system
        .vars()
        .into_iter()
        .filter(|v| match v {
            AVar::Sym(s) => !func.params.contains(s) && !program.symbols[*s].file_scope,
            AVar::Phi(_) => false,
            _ => true,
        })
        .collect();
    if !locals.is_empty() {
        let (s, exact) = r.system.project_out(&locals);
        r.system = s;
        if !exact {
            r.approx = Approx::May;
        }
    }
    r
}

/// The regions live at a function's exit: everything written on formals' pointees and
/// globals.
fn live_at_exit(program: &Program, func: &Func, body_rw: &[Region]) -> Vec<Region> {
    body_rw
        .iter()
        .filter(|r| r.action == Action::Write && visible_outside(program, func, r))
        .cloned()
        .collect()
}

/// Whether `cond` having the value `truth` is exactly the conjunction of the affine
/// constraints `preconditions::condition` gives for it (and which the branch's
/// precondition therefore holds), so that the branch's regions constrained by its
/// precondition stay exact: comparisons `<`, `<=`, `>`, `>=` of affine expressions, `==`
/// when true and `!=` when false, through `!`, `&&` when true and `||` when false. A
/// disjunction (an `&&` that is false, an `||` that is true, a `==` that is false) is
/// not convex: its branch's regions are MAY.
fn condition_is_captured(program: &Program, cond: ExprId, truth: bool) -> bool {
    match &program.exprs[cond] {
        Expr::Unary(UnOp::Not, a) => condition_is_captured(program, *a, !truth),
        Expr::Binary(BinOp::LogAnd, a, b) => {
            truth
                && condition_is_captured(program, *a, true)
                && condition_is_captured(program, *b, true)
        }
        Expr::Binary(BinOp::LogOr, a, b) => {
            !truth
                && condition_is_captured(program, *a, false)
                && condition_is_captured(program, *b, false)
        }
        Expr::Binary(BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge, _, _) => {
            !condition(program, cond, truth).is_empty()
        }
        Expr::Binary(BinOp::Eq, _, _) if truth => !condition(program, cond, truth).is_empty(),
        Expr::Binary(BinOp::Ne, _, _) if !truth => !condition(program, cond, truth).is_empty(),
        _ => false,
    }
}

fn written_scalars_expr(program: &Program, e: ExprId) -> FxHashSet<SymbolId> {
    let mut acc = Vec::new();
    collect_accesses(program, e, &mut acc);
    acc.into_iter()
        .filter_map(|a| match a {
            Access::Scalar {
                sym, write: true, ..
            } => Some(sym),
            _ => None,
        })
        .collect()
}

fn written_scalars_of_exprs(program: &Program, init: &ForInit) -> FxHashSet<SymbolId> {
    match init {
        ForInit::None => FxHashSet::default(),
        ForInit::Expr(e) => written_scalars_expr(program, *e),
        ForInit::Decl(g) => g.decls.iter().map(|d| d.sym).collect(),
    }
}

/// The variables with automatic storage declared directly in `stmts`: their regions die
/// with the block (a `static` local's do not).
fn declared(program: &Program, stmts: &[StmtId]) -> Vec<SymbolId> {
    crate::ir::query::automatic_declared_directly(program, stmts)
}

/// Functions of the C library without effects on memory.
pub fn is_pure_library(name: &str) -> bool {
    crate::effects::is_pure_library_function(name)
}

/// Renders regions for dumps: `W a[φ1][φ2] EXACT {...}`, constraints implied by the
/// statement's precondition left out.
pub fn render(
    program: &Program,
    regions: &[Region],
    label: Option<&str>,
    context: Option<&System<AVar>>,
) -> Vec<String> {
    let names = Names(program);
    let mut lines: Vec<String> = regions
        .iter()
        .filter(|r| matches!(r.entity, Entity::Array(_)))
        .map(|r| {
            let tag = label.unwrap_or(match r.action {
                Action::Read => "R",
                Action::Write => "W",
            });
            let name = match r.entity {
                Entity::Array(b) => program.symbols[b.sym()].name.clone(),
                Entity::Scalar(s) => program.symbols[s].name.clone(),
            };
            let dims: String = (1..=r.dims).map(|k| format!("[φ{k}]")).collect();
            let approx = match r.approx {
                Approx::May => "MAY",
                Approx::Exact => "EXACT",
            };
            let gist = match context {
                Some(p) => System::from_constraints(
                    r.system
                        .simplify()
                        .constraints()
                        .iter()
                        .filter(|c| !p.implies(c))
                        .cloned(),
                ),
                None => r.system.simplify(),
            };
            format!(
                "{tag} {name}{dims} {approx} {}",
                gist.fmt_with(|v| names.name(v))
            )
        })
        .collect();
    lines.sort();
    lines
}

/// Annotated listing of READ/WRITE regions.
pub fn dump_regions(
    program: &Program,
    pre: &Preconditions,
    regions: &Regions,
    kind: RegionKind,
) -> String {
    crate::dump::annotate(program, |s| {
        if matches!(program.stmts[s], Stmt::Block(_)) {
            return Vec::new();
        }
        let (rs, label) = match kind {
            RegionKind::ReadWrite => (regions.rw(s), None),
            RegionKind::In => (regions.ins(s), Some("IN")),
            RegionKind::Out => (regions.outs(s), Some("OUT")),
        };
        render(program, rs, label, pre.get(s))
    })
}

/// Which regions a dump shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionKind {
    /// READ and WRITE.
    ReadWrite,
    /// IN.
    In,
    /// OUT.
    Out,
}

/// Whether evaluating `e` may call a function or assign (a statement expression, a
/// builtin or a compound literal counts as such: their contents are not looked into).
fn has_side_effect(program: &Program, e: ExprId) -> bool {
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        match &program.exprs[x] {
            Expr::Call(..)
            | Expr::Assign { .. }
            | Expr::IncDec { .. }
            | Expr::StmtExpr(_)
            | Expr::Builtin(..)
            | Expr::CompoundLit(..) => return true,
            other => expr_children(other, &mut |c| {
                if let Child::Expr(c) = c {
                    stack.push(c)
                }
            }),
        }
    }
    false
}
