//! The bridge from C expressions to affine forms: the variables analyses reason about
//! ([`AVar`]) and the conversion of integer expressions into [`LinExpr`]s.
//!
//! Only integer scalars whose value the analyses can follow take part: local variables
//! and parameters of integer or enumeration type (whose address is never taken, checked
//! by the callers), enumeration constants (folded), integer literals. C's integer
//! arithmetic wraps or is undefined on overflow; like every dependence analyser, p4a
//! reasons in mathematical integers, which is exact for programs without overflow.

use std::fmt;

use crate::affine::LinExpr;
use crate::ir::*;

/// A variable of the affine systems.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AVar {
    /// The value of a program variable.
    Sym(SymbolId),
    /// The `k`-th dimension (1-based) of an array region.
    Phi(u8),
    /// A copy of a program variable (loop indices of a second iteration in dependence
    /// tests, old values in transfer functions).
    Prime(SymbolId),
    /// A fresh variable (existential).
    Tmp(u32),
}

/// Names for printing systems: symbol names, `φk`, `x'`, `t#k`.
pub struct Names<'a>(pub &'a Program);

impl Names<'_> {
    /// The printed name of `v`.
    pub fn name(&self, v: AVar) -> String {
        match v {
            AVar::Sym(s) => self.0.symbols[s].name.clone(),
            AVar::Phi(k) => format!("φ{k}"),
            AVar::Prime(s) => format!("{}'", self.0.symbols[s].name),
            AVar::Tmp(k) => format!("t#{k}"),
        }
    }
}

impl fmt::Display for AVar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AVar::Sym(s) => write!(f, "{s}"),
            AVar::Phi(k) => write!(f, "φ{k}"),
            AVar::Prime(s) => write!(f, "{s}'"),
            AVar::Tmp(k) => write!(f, "t#{k}"),
        }
    }
}

/// Whether `sym` is an integer scalar the analyses may track.
pub fn is_tracked_scalar(program: &Program, sym: SymbolId) -> bool {
    let s = &program.symbols[sym];
    matches!(s.kind, SymbolKind::Var | SymbolKind::Param)
        && matches!(
            program.resolve(s.ty).0,
            TypeKind::Int(_) | TypeKind::Enum(_)
        )
}

/// The affine form of an integer expression, when it has one.
pub fn affine(program: &Program, e: ExprId) -> Option<LinExpr<AVar>> {
    match &program.exprs[e] {
        Expr::IntLit { value, .. } => Some(LinExpr::constant(i128::try_from((*value)?).ok()?)),
        Expr::CharLit(_) => None,
        Expr::Var(s) => match program.symbols[*s].kind {
            SymbolKind::EnumConst { value, .. } => Some(LinExpr::constant(value?)),
            _ if is_tracked_scalar(program, *s) => Some(LinExpr::var(AVar::Sym(*s))),
            _ => None,
        },
        Expr::Unary(UnOp::Neg, a) => affine(program, *a)?.checked_neg(),
        Expr::Unary(UnOp::Plus, a) | Expr::Extension(a) => affine(program, *a),
        Expr::Binary(BinOp::Add, a, b) => affine(program, *a)?.checked_add(&affine(program, *b)?),
        Expr::Binary(BinOp::Sub, a, b) => affine(program, *a)?.checked_sub(&affine(program, *b)?),
        Expr::Binary(BinOp::Mul, a, b) => {
            let (x, y) = (affine(program, *a)?, affine(program, *b)?);
            if x.is_constant() {
                y.checked_scale(x.constant_term())
            } else if y.is_constant() {
                x.checked_scale(y.constant_term())
            } else {
                None
            }
        }
        Expr::Cast(ty, a) => match program.resolve(*ty).0 {
            TypeKind::Int(k) if *k != IntKind::Bool => affine(program, *a),
            _ => None,
        },
        _ => None,
    }
}
