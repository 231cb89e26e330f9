//! Just enough typing of expressions for the effects walk: whether a value is an array
//! (which decays to its address, with no load), a pointer (whose value must be loaded),
//! a function, and whether a value may hold a pointer at all.
//!
//! The IR stores no expression types, so they are derived here from symbols, casts and
//! member declarations. Where the type cannot be derived the answer is [`Ty::Unknown`],
//! and every query answers conservatively for it (it may be an array, may be a pointer,
//! may hold a pointer).

use crate::ir::*;

/// The type of an expression as far as it can be derived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ty {
    /// A type of the program.
    Of(TypeId),
    /// A pointer to a type of the program (`&x`, a decayed array, an array parameter).
    PtrTo(TypeId),
    /// A pointer to something unknown (`&p` where `p`'s type is itself derived, a string
    /// literal).
    Ptr,
    /// Not derived.
    Unknown,
}

/// What matters of a type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shape {
    /// A pointer, to the given type.
    Pointer(Ty),
    /// An array object of the given element type.
    Array(TypeId),
    /// A function, with its return type.
    Func(TypeId),
    /// A struct or union.
    Record(RecordId),
    /// An integer (enumerations included).
    Int(IntKind),
    /// A floating or complex number: holds no pointer.
    Number,
    /// `void`.
    Void,
    /// Not known.
    Unknown,
}

/// Nesting limit when looking through records and `typeof`.
const DEPTH: u32 = 16;

pub(super) fn shape(program: &Program, ty: Ty) -> Shape {
    shape_at(program, ty, 0)
}

fn shape_at(program: &Program, ty: Ty, depth: u32) -> Shape {
    match ty {
        Ty::Of(t) => match program.resolve(t).0 {
            TypeKind::Pointer(p) => Shape::Pointer(Ty::Of(*p)),
            TypeKind::Array { elem, .. } => Shape::Array(*elem),
            TypeKind::Func { ret, .. } => Shape::Func(*ret),
            TypeKind::Record(r) => Shape::Record(*r),
            TypeKind::Int(k) => Shape::Int(*k),
            TypeKind::Enum(_) => Shape::Int(IntKind::Int),
            TypeKind::Float(_) | TypeKind::Complex(_) => Shape::Number,
            TypeKind::Void => Shape::Void,
            TypeKind::TypeofExpr(e) if depth < DEPTH => {
                shape_at(program, type_of(program, *e), depth + 1)
            }
            TypeKind::TypeofExpr(_) | TypeKind::Opaque(_) | TypeKind::Named(_) => Shape::Unknown,
        },
        Ty::PtrTo(t) => Shape::Pointer(Ty::Of(t)),
        Ty::Ptr => Shape::Pointer(Ty::Unknown),
        Ty::Unknown => Shape::Unknown,
    }
}

/// The type a pointer or array points to or holds.
pub(super) fn pointee(program: &Program, ty: Ty) -> Ty {
    match shape(program, ty) {
        Shape::Pointer(p) => p,
        Shape::Array(elem) => Ty::Of(elem),
        _ => Ty::Unknown,
    }
}

/// Whether arithmetic on a value of this type is pointer arithmetic.
pub(super) fn is_pointer_like(program: &Program, ty: Ty) -> bool {
    matches!(
        shape(program, ty),
        Shape::Pointer(_) | Shape::Array(_) | Shape::Func(_)
    )
}

/// Whether a value of this type may hold a pointer (or part of one): pointers, records
/// with such members, integers as wide as a pointer, `void` and unknown types.
pub(super) fn may_hold_pointer(program: &Program, ty: Ty) -> bool {
    may_hold_at(program, ty, false, 0)
}

/// Whether an object of this declared type may hold a pointer: as
/// [`may_hold_pointer`], and character objects too, since pointers may be copied into
/// them byte by byte (`memcpy`).
pub(super) fn object_may_hold_pointer(program: &Program, ty: Ty) -> bool {
    may_hold_at(program, ty, true, 0)
}

fn may_hold_at(program: &Program, ty: Ty, bytes: bool, depth: u32) -> bool {
    if depth > DEPTH {
        return true;
    }
    match shape(program, ty) {
        Shape::Pointer(_) | Shape::Void | Shape::Unknown => true,
        Shape::Array(elem) => may_hold_at(program, Ty::Of(elem), bytes, depth + 1),
        Shape::Record(r) => match &program.records[r].groups {
            None => true,
            Some(_) => program.records[r]
                .fields()
                .any(|f| may_hold_at(program, Ty::Of(f.ty), bytes, depth + 1)),
        },
        Shape::Int(k) => match k {
            IntKind::Long
            | IntKind::ULong
            | IntKind::LongLong
            | IntKind::ULongLong
            | IntKind::Int128
            | IntKind::UInt128 => true,
            IntKind::Char | IntKind::SChar | IntKind::UChar => bytes,
            _ => false,
        },
        Shape::Func(_) | Shape::Number => false,
    }
}

/// Whether a value of this type is a pointer to a function (no data behind it).
pub(super) fn is_function_pointer(program: &Program, ty: Ty) -> bool {
    match shape(program, ty) {
        Shape::Pointer(p) => matches!(shape(program, p), Shape::Func(_)),
        Shape::Func(_) => true,
        _ => false,
    }
}

/// The type of a symbol used as an expression: array and function parameters are
/// pointers.
pub(super) fn symbol_type(program: &Program, sym: SymbolId) -> Ty {
    let symbol = &program.symbols[sym];
    if symbol.kind == SymbolKind::Param {
        match program.resolve(symbol.ty).0 {
            TypeKind::Array { elem, .. } => return Ty::PtrTo(*elem),
            TypeKind::Func { .. } => return Ty::PtrTo(symbol.ty),
            _ => {}
        }
    }
    match symbol.kind {
        SymbolKind::Var | SymbolKind::Param | SymbolKind::Func => Ty::Of(symbol.ty),
        SymbolKind::EnumConst { .. } => Ty::Unknown,
        SymbolKind::Builtin | SymbolKind::Typedef => Ty::Unknown,
    }
}

/// Whether a parameter's type is `restrict`-qualified (`double *restrict p`, or
/// `double p[restrict]`).
pub(super) fn is_restrict(program: &Program, sym: SymbolId) -> bool {
    let (kind, quals) = program.resolve(program.symbols[sym].ty);
    quals.is_restrict
        || matches!(kind, TypeKind::Array { param_quals, .. } if param_quals.is_restrict)
}

/// The type of member `field` of record `r`, looking into anonymous members.
pub(super) fn field_type(
    program: &Program,
    r: RecordId,
    field: &str,
    depth: u32,
) -> Option<TypeId> {
    if depth > DEPTH {
        return None;
    }
    for f in program.records[r].fields() {
        match &f.name {
            Some(name) if name == field => return Some(f.ty),
            Some(_) => {}
            None => {
                if let TypeKind::Record(inner) = program.resolve(f.ty).0
                    && let Some(t) = field_type(program, *inner, field, depth + 1)
                {
                    return Some(t);
                }
            }
        }
    }
    None
}

/// The type of expression `e`, as far as it can be derived.
pub(super) fn type_of(program: &Program, e: ExprId) -> Ty {
    type_at(program, e, 0)
}

fn type_at(program: &Program, e: ExprId, depth: u32) -> Ty {
    if depth > DEPTH * 4 {
        return Ty::Unknown;
    }
    let sub = |x: ExprId| type_at(program, x, depth + 1);
    match &program.exprs[e] {
        Expr::IntLit { .. } | Expr::CharLit(_) => Ty::Unknown,
        Expr::FloatLit(_) => Ty::Unknown,
        Expr::StringLit(_) => Ty::Ptr,
        Expr::Var(sym) => symbol_type(program, *sym),
        Expr::Unary(UnOp::Deref, x) => {
            let t = sub(*x);
            match shape(program, t) {
                // `*f` of a function designator is the function.
                Shape::Func(_) => t,
                _ => pointee(program, t),
            }
        }
        Expr::Unary(UnOp::AddrOf, x) => match sub(*x) {
            Ty::Of(t) => Ty::PtrTo(t),
            _ => Ty::Ptr,
        },
        Expr::Unary(UnOp::Not, _) => Ty::Unknown,
        Expr::Unary(UnOp::Real | UnOp::Imag, _) => Ty::Unknown,
        Expr::Unary(UnOp::Neg | UnOp::Plus | UnOp::BitNot, x) => sub(*x),
        Expr::Binary(op, a, b) => match op {
            BinOp::Add | BinOp::Sub => {
                let (ta, tb) = (sub(*a), sub(*b));
                let (pa, pb) = (is_pointer_like(program, ta), is_pointer_like(program, tb));
                match (pa, pb) {
                    (true, true) => Ty::Unknown,
                    (true, false) => decay(program, ta),
                    (false, true) => decay(program, tb),
                    (false, false) => {
                        if ta == Ty::Unknown {
                            tb
                        } else {
                            ta
                        }
                    }
                }
            }
            BinOp::Mul
            | BinOp::Div
            | BinOp::Rem
            | BinOp::Shl
            | BinOp::Shr
            | BinOp::BitAnd
            | BinOp::BitXor
            | BinOp::BitOr => {
                let ta = sub(*a);
                if ta == Ty::Unknown { sub(*b) } else { ta }
            }
            _ => Ty::Unknown,
        },
        Expr::Assign { lhs, .. } => sub(*lhs),
        Expr::IncDec { arg, .. } => sub(*arg),
        Expr::Cond(c, t, f) => {
            let t = sub(t.unwrap_or(*c));
            if t == Ty::Unknown { sub(*f) } else { t }
        }
        Expr::Comma(items) => items.last().map_or(Ty::Unknown, |x| sub(*x)),
        Expr::Cast(ty, _) | Expr::CompoundLit(ty, _) => Ty::Of(*ty),
        Expr::SizeofExpr(_)
        | Expr::SizeofType(_)
        | Expr::AlignofType(..)
        | Expr::AlignofExpr(..) => Ty::Unknown,
        Expr::Call(callee, _) => {
            let t = sub(*callee);
            let f = match shape(program, t) {
                Shape::Pointer(p) => shape(program, p),
                s => s,
            };
            match f {
                Shape::Func(ret) => Ty::Of(ret),
                _ => Ty::Unknown,
            }
        }
        Expr::Index(a, b) => {
            let ta = sub(*a);
            if is_pointer_like(program, ta) {
                pointee(program, ta)
            } else {
                let tb = sub(*b);
                if is_pointer_like(program, tb) {
                    pointee(program, tb)
                } else {
                    Ty::Unknown
                }
            }
        }
        Expr::Member { base, field, arrow } => {
            let mut t = sub(*base);
            if *arrow {
                t = pointee(program, t);
            }
            match shape(program, t) {
                Shape::Record(r) => field_type(program, r, field, 0).map_or(Ty::Unknown, Ty::Of),
                _ => Ty::Unknown,
            }
        }
        Expr::StmtExpr(block) => match block.0.last().map(|s| &program.stmts[*s]) {
            Some(Stmt::Expr(x)) => sub(*x),
            _ => Ty::Unknown,
        },
        Expr::Builtin(name, args) => match (name.as_str(), args.as_slice()) {
            ("__builtin_va_arg", [_, BuiltinArg::Type(t)]) => Ty::Of(*t),
            _ => Ty::Unknown,
        },
        Expr::Generic(..) => Ty::Unknown,
        Expr::Extension(x) => sub(*x),
        Expr::LabelAddr(_) => Ty::Ptr,
        Expr::GridIndex(_) | Expr::BlockIndex(_) | Expr::Barrier => Ty::Unknown,
    }
}

/// An array type decays to a pointer to its element in arithmetic.
fn decay(program: &Program, ty: Ty) -> Ty {
    match shape(program, ty) {
        Shape::Array(elem) => Ty::PtrTo(elem),
        _ => ty,
    }
}

/// Whether `e` is a null pointer constant (`0`, `(void *) 0`).
pub(super) fn is_null_constant(program: &Program, e: ExprId) -> bool {
    match &program.exprs[e] {
        Expr::IntLit { value, .. } => *value == Some(0),
        Expr::Cast(_, x) | Expr::Extension(x) => is_null_constant(program, *x),
        _ => false,
    }
}
