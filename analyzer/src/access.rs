//! Memory references of expressions: which scalars and array elements an expression
//! reads and writes, with the subscripts of array references.
//!
//! An array reference is named by its base ([`ArrayBase`]): a declared array object
//! (`double a[n][m]` → `a[i][j]`), or the memory a pointer points to (`double *p` →
//! `p[i]`, `*p`; `double (*A)[m]` → `A[i][j]`). Its subscripts are kept as written, one per
//! dimension, outermost first; `*p` has the single subscript [`Subscript::Zero`].
//!
//! References whose shape is not one of these (struct members, pointers computed by
//! arithmetic, calls returning pointers) are [`Access::Opaque`]: analyses treat them
//! conservatively.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::ir::visit::{Child, expr_children, stmt_children};
use crate::ir::*;

/// What an array reference's elements belong to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ArrayBase {
    /// A declared array object.
    Object(SymbolId),
    /// The memory a pointer variable or parameter points to.
    Pointee(SymbolId),
}

impl ArrayBase {
    /// The symbol that names the base.
    pub fn sym(self) -> SymbolId {
        match self {
            ArrayBase::Object(s) | ArrayBase::Pointee(s) => s,
        }
    }
}

/// One subscript of an array reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Subscript {
    /// `[e]`.
    Expr(ExprId),
    /// The implicit `[0]` of `*p`.
    Zero,
}

/// One memory reference.
#[derive(Clone, Debug, PartialEq)]
pub enum Access {
    /// A scalar variable (or a whole aggregate used by value).
    Scalar {
        /// The variable.
        sym: SymbolId,
        /// The reference's expression.
        expr: ExprId,
        /// Whether it is written.
        write: bool,
    },
    /// An element of an array.
    Element {
        /// The array.
        base: ArrayBase,
        /// Subscripts, outermost first.
        subscripts: Vec<Subscript>,
        /// The reference's expression (`a[i][j]`, or `a[i][j].f` when partial).
        expr: ExprId,
        /// Whether it is written.
        write: bool,
        /// Whether only part of the element is referenced (a member of a structure
        /// element, `a[i].f`): a partial write leaves the rest of the element as it was.
        partial: bool,
    },
    /// A reference p4a does not decompose; `sym` is its base variable when known.
    Opaque {
        /// The base variable, if any.
        sym: Option<SymbolId>,
        /// The reference's expression.
        expr: ExprId,
        /// Whether it is written.
        write: bool,
    },
}

impl Access {
    /// Whether the reference writes.
    pub fn is_write(&self) -> bool {
        match self {
            Access::Scalar { write, .. }
            | Access::Element { write, .. }
            | Access::Opaque { write, .. } => *write,
        }
    }

    /// The reference's expression.
    pub fn expr(&self) -> ExprId {
        match self {
            Access::Scalar { expr, .. }
            | Access::Element { expr, .. }
            | Access::Opaque { expr, .. } => *expr,
        }
    }
}

/// Collects the references of `expr` (and of its subexpressions, in evaluation order
/// as far as C defines one) into `out`. Calls are not followed: their arguments are read,
/// what the callee does is for the effects analysis.
pub fn collect_accesses(program: &Program, expr: ExprId, out: &mut Vec<Access>) {
    visit(program, expr, Use::Read, out);
}

#[derive(Clone, Copy, PartialEq)]
enum Use {
    Read,
    Write,
    /// Read and written (`x += 1`, `x++`).
    Update,
    /// Only the address is used (`&x`, array decay): no access to the object itself.
    Address,
}

fn visit(program: &Program, e: ExprId, use_: Use, out: &mut Vec<Access>) {
    match &program.exprs[e] {
        Expr::Var(sym) => {
            let s = &program.symbols[*sym];
            if !matches!(s.kind, SymbolKind::Var | SymbolKind::Param) || use_ == Use::Address {
                return;
            }
            if matches!(program.resolve(s.ty).0, TypeKind::Array { .. }) && use_ == Use::Read {
                // An array used as a value decays to its address.
                return;
            }
            push(out, use_, |write| Access::Scalar {
                sym: *sym,
                expr: e,
                write,
            });
        }
        Expr::Index(..) | Expr::Unary(UnOp::Deref, _) => {
            match element(program, e) {
                Some((base, subscripts)) => {
                    for s in &subscripts {
                        if let Subscript::Expr(s) = s {
                            visit(program, *s, Use::Read, out);
                        }
                    }
                    if let ArrayBase::Pointee(p) = base {
                        let pexpr = pointer_expr(program, e);
                        push(out, Use::Read, |_| Access::Scalar {
                            sym: p,
                            expr: pexpr,
                            write: false,
                        });
                    }
                    if use_ != Use::Address && !is_array_valued(program, e) {
                        push(out, use_, |write| Access::Element {
                            base,
                            subscripts: subscripts.clone(),
                            expr: e,
                            write,
                            partial: false,
                        });
                    }
                }
                None => {
                    // Decompose what we can: everything below is read.
                    expr_children(&program.exprs[e], &mut |c| {
                        if let Child::Expr(c) = c {
                            visit(program, c, Use::Read, out);
                        }
                    });
                    if use_ != Use::Address && !is_array_valued(program, e) {
                        match in_member_array(program, e) {
                            // An element of an array member of an array element
                            // (`cells[c].v[t]`): part of the outer element.
                            Some((base, subscripts)) => push(out, use_, |write| Access::Element {
                                base,
                                subscripts: subscripts.clone(),
                                expr: e,
                                write,
                                partial: true,
                            }),
                            None => {
                                let sym =
                                    base_symbol(program, e).or_else(|| moved_base(program, e));
                                push(out, use_, |write| Access::Opaque {
                                    sym,
                                    expr: e,
                                    write,
                                });
                            }
                        }
                    }
                }
            }
        }
        Expr::Member { base, arrow, .. } => {
            if *arrow {
                visit(program, *base, Use::Read, out);
            } else {
                visit(program, *base, Use::Address, out);
            }
            // An array member used as a value decays to its address: no access.
            if use_ == Use::Address || (use_ == Use::Read && is_array_valued(program, e)) {
                return;
            }
            // A member of an array element (`a[i][j].f`, `a[i].s.g`): part of that
            // element, so dependence tests see its subscripts.
            let mut inner = e;
            while let Expr::Member {
                base, arrow: false, ..
            } = program.exprs[inner]
            {
                inner = base;
            }
            let element_member = if *arrow || is_array_valued(program, e) {
                None
            } else {
                match program.exprs[inner] {
                    Expr::Index(..) => element(program, inner),
                    _ => None,
                }
            };
            match element_member {
                Some((base, subscripts)) => push(out, use_, |write| Access::Element {
                    base,
                    subscripts: subscripts.clone(),
                    expr: e,
                    write,
                    partial: true,
                }),
                None => {
                    let sym = base_symbol(program, e);
                    push(out, use_, |write| Access::Opaque {
                        sym,
                        expr: e,
                        write,
                    });
                }
            }
        }
        Expr::Unary(UnOp::AddrOf, a) => visit(program, *a, Use::Address, out),
        Expr::Assign { op, lhs, rhs } => {
            visit(program, *rhs, Use::Read, out);
            visit(
                program,
                *lhs,
                if op.is_some() {
                    Use::Update
                } else {
                    Use::Write
                },
                out,
            );
        }
        Expr::IncDec { arg, .. } => visit(program, *arg, Use::Update, out),
        Expr::SizeofExpr(_) | Expr::AlignofExpr(..) => {}
        other => expr_children(other, &mut |c| {
            if let Child::Expr(c) = c {
                visit(program, c, Use::Read, out);
            }
        }),
    }
}

fn push(out: &mut Vec<Access>, use_: Use, make: impl Fn(bool) -> Access) {
    match use_ {
        Use::Read => out.push(make(false)),
        Use::Write => out.push(make(true)),
        Use::Update => {
            out.push(make(false));
            out.push(make(true));
        }
        Use::Address => {}
    }
}

/// For a reference into an array member of an element of a named array, through `.`
/// only (`cells[c].v[t]`, `grid[i][j].w[k][l]`, `s[i].in.x[k]`, or the member array
/// itself, `cells[c].v`): the outer element, as base and subscripts (`cells[c]`). Members reached through pointers (`->`, or a pointer
/// member `cells[c].p[t]`, which points outside the element) give `None`.
pub fn in_member_array(program: &Program, e: ExprId) -> Option<(ArrayBase, Vec<Subscript>)> {
    let mut cur = e;
    // Down the subscripts of the member array.
    while let Expr::Index(b, i) = &program.exprs[cur] {
        // `i[a]` is `a[i]`.
        cur = if is_indexable(program, *b) { *b } else { *i };
    }
    let Expr::Member { arrow: false, .. } = program.exprs[cur] else {
        return None;
    };
    if !is_array_valued(program, cur) {
        return None;
    }
    // Through `.` members (each an array member or a structure member) to an element.
    while let Expr::Member {
        base, arrow: false, ..
    } = program.exprs[cur]
    {
        cur = base;
        // A member array indexed again below a structure member (`s[i].m[j].x[k]`).
        while let Expr::Index(b, i) = &program.exprs[cur] {
            let next = if is_indexable(program, *b) { *b } else { *i };
            if matches!(program.exprs[next], Expr::Member { .. }) {
                if !is_array_valued(program, next) {
                    return None;
                }
                cur = next;
            } else {
                break;
            }
        }
    }
    match program.exprs[cur] {
        Expr::Index(..) if !is_array_valued(program, cur) => element(program, cur),
        _ => None,
    }
}

/// The pointer expression at the bottom of a reference through a pointer.
fn pointer_expr(program: &Program, mut e: ExprId) -> ExprId {
    loop {
        match &program.exprs[e] {
            Expr::Index(b, _) | Expr::Unary(UnOp::Deref, b) => e = *b,
            _ => return e,
        }
    }
}

/// Whether the reference designates an array (a partial subscript like `a[i]` of a 2-D
/// array), which is not an element access.
fn is_array_valued(program: &Program, e: ExprId) -> bool {
    let ty = match program.exprs[e] {
        Expr::Member { .. } => crate::effects::expr_type(program, e),
        _ => element_type(program, e),
    };
    matches!(ty, Some(t) if matches!(program.resolve(t).0, TypeKind::Array { .. }))
}

/// The type of an element reference, followed through the base's declared type.
pub fn element_type(program: &Program, e: ExprId) -> Option<TypeId> {
    match &program.exprs[e] {
        Expr::Var(s) => Some(program.symbols[*s].ty),
        Expr::Index(b, _) | Expr::Unary(UnOp::Deref, b) => {
            let t = element_type(program, *b)?;
            match program.resolve(t).0 {
                TypeKind::Array { elem, .. } | TypeKind::Pointer(elem) => Some(*elem),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Decomposes `a[i][j]`, `p[i]`, `*p`, `A[i][j]` into base and subscripts.
pub fn element(program: &Program, e: ExprId) -> Option<(ArrayBase, Vec<Subscript>)> {
    let mut subscripts = Vec::new();
    let mut cur = e;
    loop {
        match &program.exprs[cur] {
            Expr::Index(b, i) => {
                // `i[a]` is `a[i]`: the base is the operand of pointer or array type.
                let (base, index) = if is_indexable(program, *b) {
                    (*b, *i)
                } else {
                    (*i, *b)
                };
                subscripts.push(Subscript::Expr(index));
                cur = base;
            }
            Expr::Unary(UnOp::Deref, b) => {
                subscripts.push(Subscript::Zero);
                cur = *b;
            }
            Expr::Var(s) => {
                subscripts.reverse();
                let sym = &program.symbols[*s];
                if !matches!(sym.kind, SymbolKind::Var | SymbolKind::Param) {
                    return None;
                }
                return match program.resolve(sym.ty).0 {
                    TypeKind::Array { .. } if sym.kind == SymbolKind::Var => {
                        Some((ArrayBase::Object(*s), subscripts))
                    }
                    // Array parameters are pointers in C.
                    TypeKind::Array { .. } | TypeKind::Pointer(_) => {
                        Some((ArrayBase::Pointee(*s), subscripts))
                    }
                    _ => None,
                };
            }
            _ => return None,
        }
    }
}

fn is_indexable(program: &Program, e: ExprId) -> bool {
    match element_type(program, e) {
        Some(t) => matches!(
            program.resolve(t).0,
            TypeKind::Array { .. } | TypeKind::Pointer(_)
        ),
        None => !matches!(program.exprs[e], Expr::IntLit { .. }),
    }
}

/// The variable at the root of a reference (`s` in `s.a[i].b`, `p` in `p->x`).
pub fn base_symbol(program: &Program, mut e: ExprId) -> Option<SymbolId> {
    loop {
        match &program.exprs[e] {
            Expr::Var(s) => return Some(*s),
            Expr::Index(b, _) | Expr::Member { base: b, .. } | Expr::Unary(UnOp::Deref, b) => {
                e = *b
            }
            Expr::Cast(_, b) => e = *b,
            _ => return None,
        }
    }
}

/// The pointer variable an access through computed pointer arithmetic starts from:
/// `p` in `*p++`, `*(p + i)`, `(p + 1)[k]`, `*--p`; `None` when it is not one variable
/// of pointer or array type.
fn moved_base(program: &Program, e: ExprId) -> Option<SymbolId> {
    let mut cur = match &program.exprs[e] {
        Expr::Unary(UnOp::Deref, b) | Expr::Index(b, _) => *b,
        _ => return None,
    };
    for _ in 0..16 {
        match &program.exprs[cur] {
            Expr::Var(s) => {
                let sym = &program.symbols[*s];
                return (matches!(sym.kind, SymbolKind::Var | SymbolKind::Param)
                    && matches!(
                        program.resolve(sym.ty).0,
                        TypeKind::Pointer(_) | TypeKind::Array { .. }
                    ))
                .then_some(*s);
            }
            Expr::IncDec { arg, .. } => cur = *arg,
            Expr::Cast(_, x) | Expr::Extension(x) => cur = *x,
            Expr::Binary(BinOp::Add | BinOp::Sub, a, b) => {
                cur = if is_indexable(program, *a) || !is_indexable(program, *b) {
                    *a
                } else {
                    *b
                };
            }
            _ => return None,
        }
    }
    None
}

/// What a piece of code may write: the scalars it assigns or declares, and whether it
/// writes anything else (array elements, memory through pointers, callees, `asm`).
#[derive(Clone, Debug, Default)]
pub struct Writes {
    /// Scalars written or declared.
    pub scalars: FxHashSet<SymbolId>,
    /// Whether memory other than those scalars may change.
    pub memory: bool,
    /// Scalars read or written (by name, in expressions), declared or not.
    pub named: FxHashSet<SymbolId>,
    /// Variables declared (declarations and `for` heads).
    pub declared: FxHashSet<SymbolId>,
}

/// The writes of a statement or expression subtree, statement expressions included.
pub fn writes_in(program: &Program, root: Child) -> Writes {
    let mut res = Writes::default();
    let mut stack = vec![root];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                let mut exprs = Vec::new();
                stmt_writes(program, s, &mut res, &mut |c| match c {
                    Child::Expr(e) => exprs.push(e),
                    c => stack.push(c),
                });
                for e in exprs {
                    expr_writes(program, e, &mut res, &mut |c| stack.push(Child::Stmt(c)));
                }
            }
            Child::Expr(e) => {
                expr_writes(program, e, &mut res, &mut |c| stack.push(Child::Stmt(c)))
            }
            Child::Type(_) => {}
        }
    }
    res
}

/// [`writes_in`] of statement subtrees, remembered per statement: a statement's writes
/// are its own and its children's, each child computed once. The analyses ask about every
/// loop of a nest, and each walk was as long as the nest (quadratic in its depth).
/// Valid while the program does not change.
#[derive(Default)]
pub struct WritesMemo(FxHashMap<StmtId, std::rc::Rc<Writes>>);

impl WritesMemo {
    /// What the subtree of `root` may write, as [`writes_in`] says.
    pub fn stmt(&mut self, program: &Program, root: StmtId) -> std::rc::Rc<Writes> {
        // Post-order without recursion (nests and blocks may be thousands deep): a
        // statement's own part is computed when it is first seen and kept on the stack
        // until its children are done.
        enum Step {
            Visit(StmtId),
            Finish(StmtId, Writes, Vec<StmtId>),
        }
        let mut stack = vec![Step::Visit(root)];
        while let Some(step) = stack.pop() {
            match step {
                Step::Visit(s) => {
                    if self.0.contains_key(&s) {
                        continue;
                    }
                    let (own, children) = own_writes(program, s);
                    let pending: Vec<Step> = children
                        .iter()
                        .filter(|c| !self.0.contains_key(c))
                        .map(|&c| Step::Visit(c))
                        .collect();
                    stack.push(Step::Finish(s, own, children));
                    stack.extend(pending);
                }
                Step::Finish(s, mut w, children) => {
                    for c in children {
                        let cw = &self.0[&c];
                        w.scalars.extend(cw.scalars.iter().copied());
                        w.named.extend(cw.named.iter().copied());
                        w.declared.extend(cw.declared.iter().copied());
                        w.memory |= cw.memory;
                    }
                    self.0.insert(s, std::rc::Rc::new(w));
                }
            }
        }
        self.0[&root].clone()
    }
}

/// The writes of statement `s` itself (its declarations and expressions), and the
/// statements it holds (its children, and those of its statement expressions).
fn own_writes(program: &Program, s: StmtId) -> (Writes, Vec<StmtId>) {
    let mut res = Writes::default();
    let mut children = Vec::new();
    let mut exprs = Vec::new();
    stmt_writes(program, s, &mut res, &mut |c| match c {
        Child::Stmt(c) => children.push(c),
        Child::Expr(e) => exprs.push(e),
        Child::Type(_) => {}
    });
    for e in exprs {
        expr_writes(program, e, &mut res, &mut |c| children.push(c));
    }
    (res, children)
}

/// What statement `s` declares or writes by itself (`asm`), into `res`; its children go
/// to `child`.
fn stmt_writes(program: &Program, s: StmtId, res: &mut Writes, child: &mut impl FnMut(Child)) {
    if let Stmt::Decl(g)
    | Stmt::For {
        init: ForInit::Decl(g),
        ..
    } = &program.stmts[s]
    {
        // A `static` or thread-local declaration's initializer runs once, before `main`:
        // executing the declaration writes nothing.
        res.scalars.extend(
            g.decls
                .iter()
                .map(|d| d.sym)
                .filter(|&sym| crate::ir::query::has_automatic_storage(program, sym)),
        );
        res.declared.extend(g.decls.iter().map(|d| d.sym));
    }
    if matches!(program.stmts[s], Stmt::Asm(_)) {
        res.memory = true;
    }
    stmt_children(&program.stmts[s], child);
}

/// What expression `e` reads and writes, into `res`; the statements of its statement
/// expressions go to `stmt`.
fn expr_writes(program: &Program, e: ExprId, res: &mut Writes, stmt: &mut impl FnMut(StmtId)) {
    let mut acc = Vec::new();
    collect_accesses(program, e, &mut acc);
    for a in acc {
        match a {
            Access::Scalar { sym, write, .. } => {
                res.named.insert(sym);
                if write {
                    res.scalars.insert(sym);
                }
            }
            Access::Element { write: true, .. } | Access::Opaque { write: true, .. } => {
                res.memory = true
            }
            _ => {}
        }
    }
    if contains_call(program, e) {
        res.memory = true;
    }
    expr_children(&program.exprs[e], &mut |c| {
        if let Child::Stmt(c) = c {
            stmt(c)
        }
    });
}

/// Whether an expression calls a function (or a builtin).
pub fn contains_call(program: &Program, e: ExprId) -> bool {
    let mut stack = vec![e];
    while let Some(e) = stack.pop() {
        if matches!(program.exprs[e], Expr::Call(..) | Expr::Builtin(..)) {
            return true;
        }
        expr_children(&program.exprs[e], &mut |c| {
            if let Child::Expr(c) = c {
                stack.push(c)
            }
        });
    }
    false
}
