//! Where pointer members of structures point, field by field, over the whole program
//! (a field-based analysis: every object of a structure type shares one abstract value
//! per pointer member).
//!
//! The points-to of the effects walk is field-insensitive: `g->u` and `g->v` both point
//! into "what `g` reaches". This module answers the one question that matters for loops
//! over arrays held in structures: may two local pointers copied from members
//! (`double *u = g->u, *v = g->v;`) point into the same object?
//!
//! For each pointer member `S.f` (keyed by the structure's tag and the member's name, so
//! that the same structure declared in several files is one key) it collects the
//! **sites** of every value stored into it anywhere in the program: allocation calls
//! (`malloc`, `calloc`, `realloc`, `strdup`, the user's wrappers that return only such
//! calls, and functions declared `malloc`) and named objects (`&a[0]`, an array `a`).
//! A value copied from another member adds that member's sites (a fixpoint). Each
//! allocation call returns a block no other site returns while both are live, and
//! distinct named objects are distinct, so two members whose site sets are disjoint
//! never point into a common object.
//!
//! A member is **unknown** (no answer) when any of its values may come from elsewhere:
//! - a stored value that is not one of the forms above (a parameter, a global pointer,
//!   a loaded pointer other than a member, an unknown call);
//! - its address is taken (`&g->u`: it may be written through another pointer);
//! - it is a member of a union, or an array of pointers;
//! - a pointer to its structure is converted to another pointer type (`(char *) g`,
//!   `void *arg = g`, passing `g` to a `void *` parameter), so that bytes may be written
//!   into it, unless the conversion is an argument of a library function known to keep
//!   every member's value or to copy whole structures (`free`, `memset`, `qsort`,
//!   `memcpy` between two such structures, the `printf` family);
//! - a union has a member that reaches the structure (it may be read as another type);
//! - a structure value or pointer comes from code p4a does not see (the return value or
//!   an out-argument of an external function, an external variable): the library may
//!   have stored anything. Everything reachable from such a type is unknown;
//! - the member is never stored in the program at all.
//!
//! A local pointer (never address-taken) whose every definition is a member load, an
//! allocation or a named object (`&s`, an array), or pointer arithmetic on one of these,
//! gets the union of their sites; so does a pointer parameter of a function that is only
//! called by name (never `main`), from the arguments of every call.
//! [`FieldSources::local_sites`] answers for both, [`FieldSources::member_sites`] for a
//! member.

use std::collections::{BTreeMap, BTreeSet};

use rustc_hash::{FxHashMap, FxHashSet};

use super::ty::{self, Shape, Ty};
use super::{Effects, Place};
use crate::ir::visit::{Child, expr_children, init_children, stmt_children};
use crate::ir::*;

/// A pointer member of a structure type: the structure's key and the member's name.
type FieldKey = (String, String);

/// The values assigned to a local pointer, each with the function it is assigned in;
/// `None` for a local that may also change otherwise.
type Defs = Option<Vec<(Option<FuncId>, ExprId)>>;

/// One value of a pointer: where it came from.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Src {
    /// An allocation call or a named object: [`Place::Alloc`] or [`Place::Var`].
    Site(Place),
    /// Whatever a member holds.
    Field(FieldKey),
    /// Anything.
    Unknown,
}

/// The sites of pointer members and of the local pointers copied from them.
#[derive(Clone, Debug, Default)]
pub struct FieldSources {
    /// The sites of each local pointer with known ones.
    locals: FxHashMap<SymbolId, BTreeSet<Place>>,
    /// The sites of each pointer member with known ones.
    fields: BTreeMap<FieldKey, BTreeSet<Place>>,
}

impl FieldSources {
    /// The sites local pointer `sym` may point into, when all are known.
    pub fn local_sites(&self, sym: SymbolId) -> Option<&BTreeSet<Place>> {
        self.locals.get(&sym)
    }

    /// The sites the pointer member read by `e` (`x.f`, `x->f`) may point into, when
    /// all are known.
    pub fn member_sites(&self, program: &Program, e: ExprId) -> Option<&BTreeSet<Place>> {
        let Expr::Member { base, field, arrow } = &program.exprs[e] else {
            return None;
        };
        let mut t = ty::type_of(program, *base);
        if *arrow {
            t = ty::pointee(program, t);
        }
        let Shape::Record(r) = ty::shape(program, t) else {
            return None;
        };
        self.fields.get(&(record_key(program, r), field.clone()))
    }

    /// Whether the pointees of locals `a` and `b` are proved disjoint by their sites.
    pub fn disjoint(&self, a: SymbolId, b: SymbolId) -> bool {
        match (self.locals.get(&a), self.locals.get(&b)) {
            (Some(x), Some(y)) => a != b && x.is_disjoint(y),
            _ => false,
        }
    }
}

/// The key of record `r`: its tag, or for an anonymous one the list of its member names
/// (the same anonymous structure declared in two files must get one key).
fn record_key(program: &Program, r: RecordId) -> String {
    let rec = &program.records[r];
    match &rec.tag {
        Some(t) => t.clone(),
        None => {
            let names: Vec<&str> = rec.fields().filter_map(|f| f.name.as_deref()).collect();
            format!("{{{}}}", names.join(","))
        }
    }
}

/// The record of a type that is a pointer to a record (`struct s *`, `struct s[]`).
fn pointed_record(program: &Program, t: Ty) -> Option<RecordId> {
    let p = match ty::shape(program, t) {
        Shape::Pointer(p) => p,
        Shape::Array(elem) => Ty::Of(elem),
        _ => return None,
    };
    match ty::shape(program, p) {
        Shape::Record(r) => Some(r),
        _ => None,
    }
}

/// The records whose members may be changed through a value of type `t`: every record
/// reachable from it by pointers, arrays and members (values and pointees).
fn reachable_records(program: &Program, t: TypeId, out: &mut BTreeSet<RecordId>) {
    let mut stack = vec![t];
    let mut seen = FxHashSet::default();
    while let Some(t) = stack.pop() {
        if !seen.insert(t) || seen.len() > 10_000 {
            continue;
        }
        match program.resolve(t).0 {
            TypeKind::Pointer(p) => stack.push(*p),
            TypeKind::Array { elem, .. } => stack.push(*elem),
            TypeKind::Record(r) if out.insert(*r) => {
                stack.extend(program.records[*r].fields().map(|f| f.ty));
            }
            _ => {}
        }
    }
}

/// Library functions that keep every pointer member of a structure passed to them
/// (read it, free it, zero it, permute whole elements).
fn keeps_members(name: &str) -> bool {
    matches!(
        name,
        "free"
            | "memset"
            | "bzero"
            | "explicit_bzero"
            | "qsort"
            | "bsearch"
            | "memcmp"
            | "fwrite"
            | "printf"
            | "fprintf"
            | "sprintf"
            | "snprintf"
            | "dprintf"
            | "puts"
            | "fputs"
    )
}

/// Library functions that return a fresh block on every call.
fn is_library_allocator(name: &str) -> bool {
    matches!(
        name,
        "malloc"
            | "calloc"
            | "realloc"
            | "reallocf"
            | "reallocarray"
            | "aligned_alloc"
            | "valloc"
            | "pvalloc"
            | "memalign"
            | "strdup"
            | "strndup"
    )
}

struct Collector<'a> {
    program: &'a Program,
    effects: &'a Effects,
    /// The values stored into each member.
    stores: BTreeMap<FieldKey, BTreeSet<Src>>,
    /// Members that may hold anything.
    unknown: BTreeSet<FieldKey>,
    /// Records every pointer member of which may hold anything.
    unknown_records: BTreeSet<RecordId>,
    /// The definitions of each local pointer (values assigned to it), `None` for a local
    /// that may change otherwise.
    local_defs: FxHashMap<SymbolId, Defs>,
    /// User functions that return only fresh blocks.
    fresh: FxHashSet<SymbolId>,
    /// The function being walked.
    func: Option<FuncId>,
    /// The function of each parameter.
    param_owner: FxHashMap<SymbolId, FuncId>,
    /// Functions named other than as the callee of a call (their callers are unknown).
    escaped: FxHashSet<SymbolId>,
}

/// Computes the sites of every pointer member and of the local pointers copied from
/// them.
pub(super) fn field_sources(program: &Program, effects: &Effects) -> FieldSources {
    let mut c = Collector {
        program,
        effects,
        stores: BTreeMap::new(),
        unknown: BTreeSet::new(),
        unknown_records: BTreeSet::new(),
        local_defs: FxHashMap::default(),
        fresh: FxHashSet::default(),
        func: None,
        param_owner: FxHashMap::default(),
        escaped: FxHashSet::default(),
    };
    for f in program.func_ids() {
        for &param in &program.funcs[f].params {
            c.param_owner.insert(param, f);
        }
    }
    c.escaped = escaped_functions(program);
    c.fresh = fresh_functions(program, effects);
    for unit in &program.units {
        for item in &unit.items {
            match item {
                Item::Stmt(s) => {
                    c.func = None;
                    c.stmt(*s);
                }
                Item::Func(f) => {
                    c.func = Some(*f);
                    for &s in &program.funcs[*f].body.0 {
                        c.stmt(s);
                    }
                }
                Item::Include(_) | Item::Macro(_) => {}
            }
        }
    }
    // A union may reinterpret a pointer to a structure as any other pointer.
    for (_, rec) in program.records.iter() {
        if rec.kind == RecordKind::Union {
            for f in rec.fields() {
                reachable_records(program, f.ty, &mut c.unknown_records);
            }
        }
    }
    // External variables: the library may have stored anything into what they reach.
    let defined: FxHashSet<&str> = program
        .symbols
        .iter()
        .filter(|(_, x)| x.kind == SymbolKind::Var && x.file_scope && x.storage != Storage::Extern)
        .map(|(_, x)| x.name.as_str())
        .collect();
    for (_, symbol) in program.symbols.iter() {
        if symbol.kind == SymbolKind::Var
            && symbol.storage == Storage::Extern
            && !defined.contains(symbol.name.as_str())
        {
            reachable_records(program, symbol.ty, &mut c.unknown_records);
        }
    }
    c.solve()
}

impl Collector<'_> {
    fn stmt(&mut self, s: StmtId) {
        let p = self.program;
        match &p.stmts[s] {
            Stmt::Decl(group) => {
                for d in &group.decls {
                    if let Some(init) = &d.init {
                        self.init(p.symbols[d.sym].ty, init, Some(d.sym));
                    }
                }
            }
            Stmt::Return(Some(e)) => {
                if let Some(f) = self.func
                    && let TypeKind::Func { ret, .. } = p.resolve(p.funcs[f].ty).0
                {
                    self.convert(*e, Ty::Of(*ret));
                }
            }
            _ => {}
        }
        stmt_children(&p.stmts[s], &mut |c| match c {
            Child::Stmt(x) => self.stmt(x),
            Child::Expr(x) => self.expr(x),
            Child::Type(_) => {}
        });
    }

    /// An initializer of an object of type `t` (of `sym` when it is a declarator's).
    fn init(&mut self, t: TypeId, init: &Init, sym: Option<SymbolId>) {
        let p = self.program;
        match init {
            Init::Expr(e) => {
                if let Some(sym) = sym {
                    self.define(sym, *e);
                }
                self.convert(*e, Ty::Of(t));
            }
            Init::List(items) => {
                if let TypeKind::Record(r) = p.resolve(t).0 {
                    let rec = &p.records[*r];
                    let fields: Vec<&Field> = rec.fields().collect();
                    let mut next = 0usize;
                    for item in items {
                        let field = match item.designators.as_slice() {
                            [] => fields.get(next).copied(),
                            [Designator::Field(name)] => {
                                let i = fields.iter().position(|f| f.name.as_deref() == Some(name));
                                if let Some(i) = i {
                                    next = i;
                                }
                                i.map(|i| fields[i])
                            }
                            _ => None,
                        };
                        next += 1;
                        match (field, &item.init) {
                            (Some(f), init) if f.name.is_some() => {
                                if let (Init::Expr(e), Some(key)) =
                                    (init, self.pointer_field(*r, f))
                                {
                                    let src = self.sources(*e);
                                    self.stores.entry(key).or_default().extend(src);
                                } else {
                                    self.init(f.ty, init, None);
                                }
                            }
                            _ => {
                                // An initializer p4a does not map to members: any of them
                                // may get any value.
                                self.unknown_records.insert(*r);
                                init_children(&item.init, &mut |c| {
                                    if let Child::Expr(x) = c {
                                        self.expr(x)
                                    }
                                });
                            }
                        }
                    }
                    return;
                }
                let elem = match p.resolve(t).0 {
                    TypeKind::Array { elem, .. } => Some(*elem),
                    _ => None,
                };
                for item in items {
                    match elem {
                        Some(elem) => self.init(elem, &item.init, None),
                        None => init_children(&item.init, &mut |c| {
                            if let Child::Expr(x) = c {
                                self.expr(x)
                            }
                        }),
                    }
                }
            }
        }
    }

    /// The key of member `f` of record `r` when it is a pointer member p4a tracks;
    /// `None` when it is not a pointer (nothing to track) or may hold anything (then it
    /// is marked unknown).
    fn pointer_field(&mut self, r: RecordId, f: &Field) -> Option<FieldKey> {
        let p = self.program;
        let name = f.name.clone()?;
        let key = (record_key(p, r), name);
        match p.resolve(f.ty).0 {
            TypeKind::Pointer(_) => {}
            _ => {
                if ty::may_hold_pointer(p, Ty::Of(f.ty))
                    && !matches!(p.resolve(f.ty).0, TypeKind::Record(_))
                {
                    self.unknown.insert(key);
                }
                return None;
            }
        }
        if p.records[r].kind == RecordKind::Union {
            self.unknown.insert(key);
            return None;
        }
        Some(key)
    }

    /// The member key of `e` when it is a member access `x.f` / `x->f` of a pointer
    /// member declared directly in a structure.
    fn member_key(&mut self, e: ExprId) -> Option<FieldKey> {
        let p = self.program;
        let Expr::Member { base, field, arrow } = &p.exprs[e] else {
            return None;
        };
        let mut t = ty::type_of(p, *base);
        if *arrow {
            t = ty::pointee(p, t);
        }
        let Shape::Record(r) = ty::shape(p, t) else {
            return None;
        };
        let f = p.records[r]
            .fields()
            .find(|f| f.name.as_deref() == Some(field.as_str()))?;
        self.pointer_field(r, f)
    }

    /// Records that local `sym` gets the value of `e`.
    fn define(&mut self, sym: SymbolId, e: ExprId) {
        if !self.tracked_local(sym) {
            return;
        }
        let f = self.func;
        if let Some(defs) = self
            .local_defs
            .entry(sym)
            .or_insert_with(|| Some(Vec::new()))
        {
            defs.push((f, e));
        }
    }

    fn tracked_local(&self, sym: SymbolId) -> bool {
        let p = self.program;
        let s = &p.symbols[sym];
        let kind_ok = match s.kind {
            SymbolKind::Var => !s.file_scope && s.storage != Storage::Extern,
            // A parameter of a function called only by name, from calls p4a sees: its
            // values are the arguments of those calls.
            SymbolKind::Param => self.param_owner.get(&sym).is_some_and(|f| {
                !self.escaped.contains(&p.funcs[*f].sym)
                    && p.symbols[p.funcs[*f].sym].name != "main"
            }),
            _ => false,
        };
        kind_ok
            && matches!(p.resolve(s.ty).0, TypeKind::Pointer(_))
            && !self.effects.is_address_taken(sym)
    }

    /// A value converted to type `to` (assignment, initialization, argument, return):
    /// a pointer to a structure converted to another pointer type exposes its bytes.
    fn convert(&mut self, e: ExprId, to: Ty) {
        let p = self.program;
        let from = ty::type_of(p, strip(p, e));
        let Some(r) = pointed_record(p, from) else {
            return;
        };
        if pointed_record(p, to).is_some_and(|q| record_key(p, q) == record_key(p, r)) {
            return;
        }
        self.unknown_records.insert(r);
        for f in p.records[r].fields() {
            reachable_records(p, f.ty, &mut self.unknown_records);
        }
    }

    fn expr(&mut self, e: ExprId) {
        let p = self.program;
        match &p.exprs[e] {
            Expr::Assign { op, lhs, rhs } => {
                let lhs_t = ty::type_of(p, *lhs);
                if op.is_none() {
                    self.convert(*rhs, lhs_t);
                    if let Some(key) = self.member_key(*lhs) {
                        let src = self.sources(*rhs);
                        self.stores.entry(key).or_default().extend(src);
                    } else if let Expr::Var(x) = p.exprs[*lhs] {
                        self.define(x, *rhs);
                    }
                } else if let Expr::Var(x) = p.exprs[*lhs]
                    && !matches!(op, Some(BinOp::Add | BinOp::Sub))
                {
                    self.local_defs.insert(x, None);
                }
            }
            Expr::Unary(UnOp::AddrOf, x) => {
                if let Some(key) = self.member_key(*x) {
                    self.unknown.insert(key);
                }
            }
            Expr::Cast(t, x) => self.convert(*x, Ty::Of(*t)),
            Expr::Call(callee, args) => self.call(*callee, args),
            _ => {}
        }
        expr_children(&p.exprs[e], &mut |c| match c {
            Child::Expr(x) => self.expr(x),
            Child::Stmt(s) => self.stmt(s),
            Child::Type(_) => {}
        });
    }

    fn call(&mut self, callee: ExprId, args: &[ExprId]) {
        let p = self.program;
        let named = match p.exprs[strip(p, callee)] {
            Expr::Var(f) if p.symbols[f].kind == SymbolKind::Func => Some(f),
            _ => None,
        };
        let external = named.is_none_or(|f| p.symbols[f].def.is_none());
        let fty = ty::type_of(p, callee);
        let ftype = match ty::shape(p, fty) {
            Shape::Pointer(Ty::Of(t)) => Some(t),
            _ => match fty {
                Ty::Of(t) => Some(t),
                _ => None,
            },
        };
        let (ret, params) = match ftype.map(|t| p.resolve(t).0) {
            Some(TypeKind::Func { ret, params, .. }) => (Some(*ret), Some(params.clone())),
            _ => (None, None),
        };
        if external {
            let name = named.map(|f| p.symbols[f].name.as_str()).unwrap_or("");
            // What the library returns may hold what it stored.
            if let Some(ret) = ret {
                reachable_records(p, ret, &mut self.unknown_records);
            }
            let copies_structs = matches!(name, "memcpy" | "memmove") && args.len() >= 2 && {
                let a = pointed_record(p, ty::type_of(p, strip(p, args[0])));
                let b = pointed_record(p, ty::type_of(p, strip(p, args[1])));
                a.is_some() && a.map(|r| record_key(p, r)) == b.map(|r| record_key(p, r))
            };
            if keeps_members(name) || copies_structs {
                return;
            }
            // An argument of no derived type marks nothing: its conversions were seen
            // where it was made.
            for &a in args {
                if let Ty::Of(t) | Ty::PtrTo(t) = ty::type_of(p, strip(p, a)) {
                    reachable_records(p, t, &mut self.unknown_records);
                }
            }
            return;
        }
        let formals = named
            .and_then(|f| p.symbols[f].def)
            .map(|def| p.funcs[def].params.clone())
            .unwrap_or_default();
        for (i, &a) in args.iter().enumerate() {
            if let Some(&formal) = formals.get(i) {
                self.define(formal, a);
            }
            match params.as_ref().and_then(|ps| ps.get(i)) {
                Some(param) => self.convert(a, Ty::Of(param.ty)),
                // A variadic or unprototyped argument: converted to nothing known.
                None => self.convert(a, Ty::Unknown),
            }
        }
    }

    /// Where the pointer value of `e` comes from.
    fn sources(&mut self, e: ExprId) -> Vec<Src> {
        let p = self.program;
        let e = strip(p, e);
        if ty::is_null_constant(p, e) {
            return Vec::new();
        }
        match &p.exprs[e] {
            Expr::Call(callee, _) => match p.exprs[strip(p, *callee)] {
                Expr::Var(f)
                    if (p.symbols[f].def.is_none() && is_library_allocator(&p.symbols[f].name))
                        || self.fresh.contains(&f) =>
                {
                    vec![Src::Site(Place::Alloc(e))]
                }
                _ => vec![Src::Unknown],
            },
            Expr::Var(x) => {
                let s = &p.symbols[*x];
                if s.kind == SymbolKind::Var && matches!(p.resolve(s.ty).0, TypeKind::Array { .. })
                {
                    vec![Src::Site(Place::Var(*x))]
                } else if self.tracked_local(*x) {
                    // Resolved through the local's own definitions when solving.
                    vec![Src::Site(Place::Pointee(*x))]
                } else {
                    vec![Src::Unknown]
                }
            }
            Expr::Unary(UnOp::AddrOf, x) => {
                let x = strip(p, *x);
                match p.exprs[x] {
                    Expr::Var(v) if p.symbols[v].kind == SymbolKind::Var => {
                        vec![Src::Site(Place::Var(v))]
                    }
                    Expr::Index(b, _) => {
                        // `&a[i][j]` is in `a`; `&q[i]` is where `q` points.
                        let mut b = strip(p, b);
                        while let Expr::Index(inner, _) = p.exprs[b] {
                            if !matches!(ty::shape(p, ty::type_of(p, inner)), Shape::Array(_)) {
                                break;
                            }
                            b = strip(p, inner);
                        }
                        match p.exprs[b] {
                            Expr::Var(v)
                                if p.symbols[v].kind == SymbolKind::Var
                                    && matches!(
                                        p.resolve(p.symbols[v].ty).0,
                                        TypeKind::Array { .. }
                                    ) =>
                            {
                                vec![Src::Site(Place::Var(v))]
                            }
                            _ if ty::is_pointer_like(p, ty::type_of(p, b))
                                && !matches!(ty::shape(p, ty::type_of(p, b)), Shape::Array(_)) =>
                            {
                                self.sources(b)
                            }
                            _ => vec![Src::Unknown],
                        }
                    }
                    _ => vec![Src::Unknown],
                }
            }
            Expr::Binary(BinOp::Add | BinOp::Sub, a, b) => {
                if ty::is_pointer_like(p, ty::type_of(p, *a)) {
                    self.sources(*a)
                } else if ty::is_pointer_like(p, ty::type_of(p, *b)) {
                    self.sources(*b)
                } else {
                    vec![Src::Unknown]
                }
            }
            Expr::Member { .. } => match self.member_key(e) {
                Some(k) => vec![Src::Field(k)],
                None => vec![Src::Unknown],
            },
            Expr::Cond(c, t, f) => {
                let mut v = self.sources(t.unwrap_or(*c));
                v.extend(self.sources(*f));
                v
            }
            Expr::Comma(items) => match items.last() {
                Some(x) => self.sources(*x),
                None => vec![Src::Unknown],
            },
            Expr::Assign { op: None, rhs, .. } => self.sources(*rhs),
            _ => vec![Src::Unknown],
        }
    }

    /// Solves the member sets, then the locals'.
    fn solve(mut self) -> FieldSources {
        let p = self.program;
        // Members of records that may hold anything.
        let unknown_records: BTreeSet<String> = self
            .unknown_records
            .iter()
            .map(|&r| record_key(p, r))
            .collect();
        // The sources of a local's definitions, kept for the fixpoint.
        let mut local_srcs: FxHashMap<SymbolId, Option<Vec<Src>>> = FxHashMap::default();
        let defs: Vec<(SymbolId, Defs)> = self
            .local_defs
            .iter()
            .map(|(k, v)| (*k, v.clone()))
            .collect();
        for (sym, d) in defs {
            let srcs = d.map(|d| {
                d.iter()
                    .flat_map(|&(f, e)| {
                        self.func = f;
                        self.sources(e)
                    })
                    .collect::<Vec<_>>()
            });
            local_srcs.insert(sym, srcs);
        }
        // Iterate to the fixpoint: `None` is "anything".
        let mut fields: BTreeMap<FieldKey, Option<BTreeSet<Place>>> = BTreeMap::new();
        let mut locals: FxHashMap<SymbolId, Option<BTreeSet<Place>>> = FxHashMap::default();
        for k in self.stores.keys() {
            fields.insert(k.clone(), Some(BTreeSet::new()));
        }
        for &s in local_srcs.keys() {
            locals.insert(s, Some(BTreeSet::new()));
        }
        let resolve = |srcs: &[Src],
                       fields: &BTreeMap<FieldKey, Option<BTreeSet<Place>>>,
                       locals: &FxHashMap<SymbolId, Option<BTreeSet<Place>>>,
                       unknown: &BTreeSet<FieldKey>|
         -> Option<BTreeSet<Place>> {
            let mut out = BTreeSet::new();
            for s in srcs {
                match s {
                    Src::Unknown => return None,
                    Src::Site(Place::Pointee(x)) => match locals.get(x) {
                        Some(Some(set)) => out.extend(set.iter().copied()),
                        _ => return None,
                    },
                    Src::Site(pl) => {
                        out.insert(*pl);
                    }
                    Src::Field(k) => {
                        if unknown.contains(k) || unknown_records.contains(&k.0) {
                            return None;
                        }
                        match fields.get(k) {
                            Some(Some(set)) => out.extend(set.iter().copied()),
                            // Never stored, or anything.
                            _ => return None,
                        }
                    }
                }
            }
            Some(out)
        };
        loop {
            let mut changed = false;
            for (k, srcs) in &self.stores {
                let srcs: Vec<Src> = srcs.iter().cloned().collect();
                let new = if self.unknown.contains(k) || unknown_records.contains(&k.0) {
                    None
                } else {
                    resolve(&srcs, &fields, &locals, &self.unknown)
                };
                if fields.get(k) != Some(&new) {
                    fields.insert(k.clone(), new);
                    changed = true;
                }
            }
            for (s, srcs) in &local_srcs {
                let new = srcs
                    .as_ref()
                    .and_then(|srcs| resolve(srcs, &fields, &locals, &self.unknown));
                if locals.get(s) != Some(&new) {
                    locals.insert(*s, new);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        FieldSources {
            fields: fields
                .into_iter()
                .filter_map(|(k, set)| set.filter(|set| !set.is_empty()).map(|set| (k, set)))
                .collect(),
            locals: locals
                .into_iter()
                .filter_map(|(s, set)| set.filter(|set| !set.is_empty()).map(|set| (s, set)))
                .collect(),
        }
    }
}

/// Functions named other than as the callee of a direct call (their address is taken:
/// they may be called from anywhere).
fn escaped_functions(program: &Program) -> FxHashSet<SymbolId> {
    let mut callees = FxHashSet::default();
    for (_, e) in program.exprs.iter() {
        if let Expr::Call(c, _) = e {
            callees.insert(strip(program, *c));
        }
    }
    let mut res = FxHashSet::default();
    for (id, e) in program.exprs.iter() {
        if let Expr::Var(f) = e
            && program.symbols[*f].kind == SymbolKind::Func
            && !callees.contains(&id)
        {
            res.insert(*f);
        }
    }
    res
}

/// `e` without casts, `__extension__` and parentheses.
fn strip(p: &Program, mut e: ExprId) -> ExprId {
    while let Expr::Cast(_, x) | Expr::Extension(x) = p.exprs[e] {
        e = x;
    }
    e
}

/// User functions whose every `return` gives a fresh block: a library allocation call,
/// or a local pointer whose every definition is one (or null).
fn fresh_functions(program: &Program, effects: &Effects) -> FxHashSet<SymbolId> {
    let mut res = FxHashSet::default();
    for f in program.func_ids() {
        let func = &program.funcs[f];
        let mut returns = Vec::new();
        let mut defs: FxHashMap<SymbolId, Vec<ExprId>> = FxHashMap::default();
        let mut bad_locals = FxHashSet::default();
        let mut stack: Vec<Child> = func.body.0.iter().map(|&s| Child::Stmt(s)).collect();
        while let Some(c) = stack.pop() {
            match c {
                Child::Stmt(s) => {
                    match &program.stmts[s] {
                        Stmt::Return(e) => returns.push(*e),
                        Stmt::Decl(g) => {
                            for d in &g.decls {
                                if let Some(Init::Expr(e)) = &d.init {
                                    defs.entry(d.sym).or_default().push(*e);
                                }
                            }
                        }
                        _ => {}
                    }
                    stmt_children(&program.stmts[s], &mut |c| stack.push(c));
                }
                Child::Expr(e) => {
                    match &program.exprs[e] {
                        Expr::Assign { op: None, lhs, rhs } => {
                            if let Expr::Var(x) = program.exprs[*lhs] {
                                defs.entry(x).or_default().push(*rhs);
                            }
                        }
                        Expr::Assign { lhs, .. } | Expr::IncDec { arg: lhs, .. } => {
                            if let Expr::Var(x) = program.exprs[*lhs] {
                                bad_locals.insert(x);
                            }
                        }
                        _ => {}
                    }
                    expr_children(&program.exprs[e], &mut |c| stack.push(c));
                }
                Child::Type(_) => {}
            }
        }
        let is_alloc = |e: ExprId| match program.exprs[strip(program, e)] {
            Expr::Call(callee, _) => matches!(program.exprs[strip(program, callee)],
                Expr::Var(g) if program.symbols[g].def.is_none() && is_library_allocator(&program.symbols[g].name)),
            _ => false,
        };
        let fresh_value = |e: ExprId| {
            let e = strip(program, e);
            if ty::is_null_constant(program, e) || is_alloc(e) {
                return true;
            }
            match program.exprs[e] {
                Expr::Var(x) => {
                    let s = &program.symbols[x];
                    s.kind == SymbolKind::Var
                        && !s.file_scope
                        && s.storage != Storage::Static
                        && s.storage != Storage::Extern
                        && !effects.is_address_taken(x)
                        && !bad_locals.contains(&x)
                        && defs.get(&x).is_some_and(|d| {
                            d.iter().all(|&v| {
                                let v = strip(program, v);
                                ty::is_null_constant(program, v) || is_alloc(v)
                            })
                        })
                }
                _ => false,
            }
        };
        if !returns.is_empty()
            && returns.iter().all(|r| r.is_some_and(fresh_value))
            && !returns
                .iter()
                .all(|r| r.is_some_and(|e| ty::is_null_constant(program, strip(program, e))))
        {
            res.insert(func.sym);
        }
    }
    res
}
