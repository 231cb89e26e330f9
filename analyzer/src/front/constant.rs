//! Integer constant expressions evaluated with C's types (C11 6.6), for the checks the
//! front end makes as a C compiler would: `_Static_assert`.
//!
//! Every value carries its type's width and signedness, and each operation applies the
//! integer promotions and the usual arithmetic conversions (C11 6.3.1), so that
//! `-1 < 0u` is false as in C. The target is the one `cc` compiles for: an LP64 data
//! model (`int` 32 bits, `long` and pointers 64).
//!
//! **Invariant:** an answer is C's answer. Whatever p4a cannot evaluate exactly (signed
//! overflow, `>>` of a negative value, a `sizeof` of a structure, whose layout p4a does
//! not compute, floating constants) gives `None`, never a guess: a caller refuses a
//! program only on a `Some`.

use crate::ir::*;

/// An integer value of a C type: `bits` wide, unsigned or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Value {
    value: i128,
    bits: u32,
    unsigned: bool,
}

const INT: (u32, bool) = (32, false);
const SIZE_T: (u32, bool) = (64, true);

impl Value {
    /// `value` converted to the type `(bits, unsigned)`: modulo 2^bits for an unsigned
    /// type, `None` when a signed type cannot represent it (implementation-defined).
    fn of(value: i128, (bits, unsigned): (u32, bool)) -> Option<Value> {
        let value = if unsigned {
            value.rem_euclid(1i128 << bits)
        } else {
            let half = 1i128 << (bits - 1);
            if value < -half || value >= half {
                return None;
            }
            value
        };
        Some(Value {
            value,
            bits,
            unsigned,
        })
    }

    fn ty(self) -> (u32, bool) {
        (self.bits, self.unsigned)
    }

    /// The integer promotions: types narrower than `int` become `int`.
    fn promoted(self) -> Value {
        if self.bits < 32 {
            Value {
                bits: 32,
                unsigned: false,
                ..self
            }
        } else {
            self
        }
    }
}

/// The common type of the usual arithmetic conversions of two promoted operands.
fn common(a: (u32, bool), b: (u32, bool)) -> (u32, bool) {
    match (a.1, b.1) {
        (false, false) | (true, true) => (a.0.max(b.0), a.1),
        _ => {
            let (unsigned, signed) = if a.1 { (a, b) } else { (b, a) };
            if unsigned.0 >= signed.0 {
                unsigned
            } else {
                signed
            }
        }
    }
}

/// The value of the integer constant expression `e`, when p4a can evaluate it exactly.
pub fn int_constant(program: &Program, e: ExprId) -> Option<i128> {
    eval(program, e, 0).map(|v| v.value)
}

/// Width and signedness of an integer type (LP64); `None` for other types.
fn int_type(program: &Program, ty: TypeId) -> Option<(u32, bool)> {
    match program.resolve(ty).0 {
        TypeKind::Int(k) => Some(match k {
            IntKind::Bool => (8, true),
            IntKind::Char => (8, false),
            IntKind::SChar => (8, false),
            IntKind::UChar => (8, true),
            IntKind::Short => (16, false),
            IntKind::UShort => (16, true),
            IntKind::Int => (32, false),
            IntKind::UInt => (32, true),
            IntKind::Long | IntKind::LongLong => (64, false),
            IntKind::ULong | IntKind::ULongLong => (64, true),
            IntKind::Int128 | IntKind::UInt128 => return None,
        }),
        _ => None,
    }
}

/// `sizeof` a type: scalars, pointers and arrays of constant size of those.
fn size_of(program: &Program, ty: TypeId, depth: u32) -> Option<i128> {
    if depth > 32 {
        return None;
    }
    match program.resolve(ty).0 {
        TypeKind::Int(_) => Some(i128::from(int_type(program, ty)?.0 / 8)),
        TypeKind::Float(FloatKind::Float) => Some(4),
        TypeKind::Float(FloatKind::Double) => Some(8),
        TypeKind::Pointer(_) => Some(8),
        TypeKind::Array {
            elem,
            size: ArraySize::Const { value: Some(n), .. },
            ..
        } => size_of(program, *elem, depth + 1)?.checked_mul(i128::from(*n)),
        _ => None,
    }
}

/// The type of an integer constant from its spelling (C11 6.4.4.1): the first of its
/// candidate types that holds the value.
fn literal(text: &str, value: u128) -> Option<Value> {
    let lower = text.to_ascii_lowercase();
    let digits_end = lower.trim_end_matches(['u', 'l']).len();
    let suffix = &lower[digits_end..];
    let unsigned_suffix = suffix.contains('u');
    let longs = suffix.matches('l').count();
    let decimal = !lower.starts_with('0') || lower == "0";
    let mut candidates: Vec<(u32, bool)> = Vec::new();
    for bits in [32u32, 64] {
        if longs > 0 && bits == 32 {
            continue;
        }
        if !unsigned_suffix {
            candidates.push((bits, false));
        }
        if unsigned_suffix || !decimal {
            candidates.push((bits, true));
        }
    }
    let value = i128::try_from(value).ok()?;
    candidates.into_iter().find_map(|ty| {
        let fits = if ty.1 {
            value < 1i128 << ty.0
        } else {
            value < 1i128 << (ty.0 - 1)
        };
        if fits { Value::of(value, ty) } else { None }
    })
}

/// The value of a plain character constant whose character is ASCII.
fn char_literal(text: &str) -> Option<Value> {
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    let value: i128 = match inner.as_bytes() {
        [c] if *c != b'\\' && c.is_ascii() => i128::from(*c),
        [b'\\', c] => match c {
            b'n' => 10,
            b't' => 9,
            b'r' => 13,
            b'0' => 0,
            b'\\' => 92,
            b'\'' => 39,
            b'"' => 34,
            b'a' => 7,
            b'b' => 8,
            b'f' => 12,
            b'v' => 11,
            b'?' => 63,
            _ => return None,
        },
        _ => return None,
    };
    Value::of(value, INT)
}

fn eval(program: &Program, e: ExprId, depth: u32) -> Option<Value> {
    if depth > 256 {
        return None;
    }
    let sub = |x: ExprId| eval(program, x, depth + 1);
    match &program.exprs[e] {
        Expr::IntLit { text, value } => literal(text, (*value)?),
        Expr::CharLit(text) => char_literal(text),
        Expr::Var(sym) => match program.symbols[*sym].kind {
            // An enumeration constant has type `int` (C11 6.7.2.2).
            SymbolKind::EnumConst { value, .. } => Value::of(value?, INT),
            _ => None,
        },
        Expr::SizeofType(ty) => Value::of(size_of(program, *ty, 0)?, SIZE_T),
        Expr::SizeofExpr(x) => match &program.exprs[*x] {
            // A parameter declared as an array is a pointer: only other objects.
            Expr::Var(sym) if program.symbols[*sym].kind == SymbolKind::Var => {
                Value::of(size_of(program, program.symbols[*sym].ty, 0)?, SIZE_T)
            }
            _ => None,
        },
        Expr::Unary(op, x) => {
            let x = sub(*x)?.promoted();
            match op {
                UnOp::Plus => Some(x),
                UnOp::Neg => Value::of(-x.value, x.ty()),
                UnOp::BitNot => Value::of(!x.value, x.ty()),
                UnOp::Not => Value::of(i128::from(x.value == 0), INT),
                _ => None,
            }
        }
        Expr::Binary(BinOp::LogAnd, a, b) => {
            let truth = sub(*a)?.value != 0 && sub(*b)?.value != 0;
            Value::of(i128::from(truth), INT)
        }
        Expr::Binary(BinOp::LogOr, a, b) => {
            let truth = sub(*a)?.value != 0 || sub(*b)?.value != 0;
            Value::of(i128::from(truth), INT)
        }
        Expr::Binary(op @ (BinOp::Shl | BinOp::Shr), a, b) => {
            let (a, b) = (sub(*a)?.promoted(), sub(*b)?.promoted());
            if b.value < 0 || b.value >= i128::from(a.bits) || (!a.unsigned && a.value < 0) {
                return None;
            }
            let shift = b.value as u32;
            if *op == BinOp::Shr {
                return Value::of(a.value >> shift, a.ty());
            }
            // Unsigned `<<` wraps; signed overflow is undefined and `Value::of` refuses it.
            Value::of(a.value.checked_shl(shift)?, a.ty())
        }
        Expr::Binary(op, a, b) => {
            let (a, b) = (sub(*a)?.promoted(), sub(*b)?.promoted());
            let ty = common(a.ty(), b.ty());
            let (x, y) = (Value::of(a.value, ty)?.value, Value::of(b.value, ty)?.value);
            let truth = |t: bool| Value::of(i128::from(t), INT);
            let exact = match op {
                BinOp::Lt => return truth(x < y),
                BinOp::Gt => return truth(x > y),
                BinOp::Le => return truth(x <= y),
                BinOp::Ge => return truth(x >= y),
                BinOp::Eq => return truth(x == y),
                BinOp::Ne => return truth(x != y),
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul => x.checked_mul(y)?,
                BinOp::Div => x.checked_div(y)?,
                BinOp::Rem => x.checked_rem(y)?,
                BinOp::BitAnd => x & y,
                BinOp::BitXor => x ^ y,
                BinOp::BitOr => x | y,
                BinOp::LogAnd | BinOp::LogOr | BinOp::Shl | BinOp::Shr => unreachable!(),
            };
            // Unsigned arithmetic wraps; a signed result out of range is undefined and
            // `Value::of` refuses it.
            Value::of(exact, ty)
        }
        Expr::Cond(c, t, f) => {
            let c = sub(*c)?;
            let (t, f) = (t.map_or(Some(c), sub)?, sub(*f)?);
            let (t, f) = (t.promoted(), f.promoted());
            let ty = common(t.ty(), f.ty());
            Value::of(if c.value != 0 { t.value } else { f.value }, ty)
        }
        Expr::Cast(ty, x) => {
            let x = sub(*x)?;
            match program.resolve(*ty).0 {
                TypeKind::Int(IntKind::Bool) => {
                    return Value::of(i128::from(x.value != 0), (8, true));
                }
                // Plain `char` is signed on some targets and unsigned on others.
                TypeKind::Int(IntKind::Char) if !(0..128).contains(&x.value) => return None,
                _ => {}
            }
            Value::of(x.value, int_type(program, *ty)?)
        }
        Expr::Extension(x) => sub(*x),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_take_the_first_type_that_holds_them() {
        assert_eq!(literal("1", 1), Value::of(1, (32, false)));
        assert_eq!(literal("1u", 1), Value::of(1, (32, true)));
        assert_eq!(
            literal("0xffffffff", 0xffff_ffff),
            Value::of(0xffff_ffff, (32, true))
        );
        assert_eq!(
            literal("4294967295", 0xffff_ffff),
            Value::of(0xffff_ffff, (64, false))
        );
        assert_eq!(literal("1L", 1), Value::of(1, (64, false)));
        assert_eq!(literal("1ULL", 1), Value::of(1, (64, true)));
        assert_eq!(common((32, false), (32, true)), (32, true));
        assert_eq!(common((64, false), (32, true)), (64, false));
    }
}
