//! `Constraint`: `expr == 0` or `expr >= 0` over the integers, and its normalization.

use super::num;
use super::{LinExpr, Var};

/// The relation of a constraint's expression to zero.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Relation {
    /// `expr == 0`.
    Eq,
    /// `expr >= 0`.
    Ge,
}

/// An affine constraint `expr == 0` or `expr >= 0`, read over integer values of the
/// variables.
///
/// The constructors do not normalize; [`Constraint::normalize`] does, and a
/// [`System`](super::System) stores only normalized constraints.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Constraint<V> {
    rel: Relation,
    expr: LinExpr<V>,
}

/// The result of [`Constraint::normalize`].
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum Normalized<V> {
    /// The constraint holds at every integer point (e.g. `3 >= 0`).
    True,
    /// The constraint holds at no integer point (e.g. `2*x - 1 == 0`, `0 >= 1`).
    False,
    /// The normalized constraint, with the same integer points as the original.
    Constraint(Constraint<V>),
}

impl<V: Var> Constraint<V> {
    /// The constraint `expr == 0`.
    pub fn eq_zero(expr: LinExpr<V>) -> Self {
        Constraint {
            rel: Relation::Eq,
            expr,
        }
    }

    /// The constraint `expr >= 0`.
    pub fn ge_zero(expr: LinExpr<V>) -> Self {
        Constraint {
            rel: Relation::Ge,
            expr,
        }
    }

    /// The constraint `expr (rel) 0`.
    pub fn new(rel: Relation, expr: LinExpr<V>) -> Self {
        Constraint { rel, expr }
    }

    /// `a == b`, as `a - b == 0`; `None` on overflow.
    pub fn equal(a: &LinExpr<V>, b: &LinExpr<V>) -> Option<Self> {
        Some(Self::eq_zero(a.checked_sub(b)?))
    }

    /// `a <= b`, as `b - a >= 0`; `None` on overflow.
    pub fn less_eq(a: &LinExpr<V>, b: &LinExpr<V>) -> Option<Self> {
        Some(Self::ge_zero(b.checked_sub(a)?))
    }

    /// `a < b`, which over the integers is `a <= b - 1`, as `b - a - 1 >= 0`; `None` on
    /// overflow.
    pub fn less(a: &LinExpr<V>, b: &LinExpr<V>) -> Option<Self> {
        Some(Self::ge_zero(b.checked_sub(a)?.checked_add_constant(-1)?))
    }

    /// `a >= b`, as `a - b >= 0`; `None` on overflow.
    pub fn greater_eq(a: &LinExpr<V>, b: &LinExpr<V>) -> Option<Self> {
        Self::less_eq(b, a)
    }

    /// `a > b`, as `a - b - 1 >= 0`; `None` on overflow.
    pub fn greater(a: &LinExpr<V>, b: &LinExpr<V>) -> Option<Self> {
        Self::less(b, a)
    }

    /// The relation of the expression to zero.
    pub fn relation(&self) -> Relation {
        self.rel
    }

    /// True for `expr == 0`.
    pub fn is_equality(&self) -> bool {
        self.rel == Relation::Eq
    }

    /// The expression compared with zero.
    pub fn expr(&self) -> &LinExpr<V> {
        &self.expr
    }

    /// The variables of the constraint, in increasing order.
    pub fn vars(&self) -> impl Iterator<Item = V> + '_ {
        self.expr.vars()
    }

    /// Whether the constraint holds when each variable `v` has value `value(v)`; `None`
    /// when a variable has no value or the evaluation overflows.
    pub fn holds(&self, value: impl Fn(V) -> Option<i128>) -> Option<bool> {
        let x = self.expr.eval(value)?;
        Some(match self.rel {
            Relation::Eq => x == 0,
            Relation::Ge => x >= 0,
        })
    }

    /// The constraint with the same integer points, divided by the gcd `g` of its variable
    /// coefficients: for `e >= 0` the constant becomes `floor(c0 / g)` (integer tightening);
    /// for `e == 0` it becomes `c0 / g`, and the constraint is [`Normalized::False`] when `g`
    /// does not divide `c0`. An equality is also oriented so that its first (smallest)
    /// variable has a positive coefficient. Constraints without variables become
    /// [`Normalized::True`] or [`Normalized::False`].
    pub fn normalize(&self) -> Normalized<V> {
        self.clone().into_normalized()
    }

    /// [`Constraint::normalize`], reusing `self`'s storage (most constraints are already
    /// normalized: then nothing is copied).
    pub fn into_normalized(self) -> Normalized<V> {
        let g = self.expr.coeff_gcd();
        let already = match self.rel {
            Relation::Ge => g == 1,
            Relation::Eq => g == 1 && self.expr.terms()[0].1 > 0,
        };
        if already {
            return Normalized::Constraint(self);
        }
        self.normalize_general()
    }

    fn normalize_general(&self) -> Normalized<V> {
        let g = self.expr.coeff_gcd();
        let c0 = self.expr.constant_term();
        if g == 0 {
            let holds = match self.rel {
                Relation::Eq => c0 == 0,
                Relation::Ge => c0 >= 0,
            };
            return if holds {
                Normalized::True
            } else {
                Normalized::False
            };
        }
        // `g > i128::MAX` only when every coefficient is `i128::MIN`; such a constraint is
        // kept as it is, which is correct, merely not tightened.
        let Ok(g) = i128::try_from(g) else {
            return Normalized::Constraint(self.clone());
        };
        let base = match self.rel {
            Relation::Ge => num::floor_div(c0, g),
            Relation::Eq if c0 % g != 0 => return Normalized::False,
            Relation::Eq => c0 / g,
        };
        let flip = self.rel == Relation::Eq && self.expr.terms()[0].1 < 0;
        let terms: Option<Vec<(V, i128)>> = self
            .expr
            .terms()
            .iter()
            .map(|&(v, c)| {
                let c = c / g;
                Some((v, if flip { c.checked_neg()? } else { c }))
            })
            .collect();
        let constant = if flip { base.checked_neg() } else { Some(base) };
        match (terms, constant) {
            (Some(terms), Some(constant)) => Normalized::Constraint(Constraint {
                rel: self.rel,
                expr: LinExpr::from_sorted(terms, constant),
            }),
            // Orienting overflowed (a coefficient was `i128::MIN`): keep the unoriented
            // division, which is the same constraint.
            _ => Normalized::Constraint(Constraint {
                rel: self.rel,
                expr: LinExpr::from_sorted(
                    self.expr.terms().iter().map(|&(v, c)| (v, c / g)).collect(),
                    base,
                ),
            }),
        }
    }

    /// Constraints whose union is the complement of this one over the integers:
    /// `e >= 0` gives `[-e - 1 >= 0]`; `e == 0` gives `[e - 1 >= 0, -e - 1 >= 0]`.
    /// `None` on overflow.
    pub fn negation(&self) -> Option<Vec<Self>> {
        let below = Self::ge_zero(self.expr.checked_neg()?.checked_add_constant(-1)?);
        Some(match self.rel {
            Relation::Ge => vec![below],
            Relation::Eq => vec![Self::ge_zero(self.expr.checked_add_constant(-1)?), below],
        })
    }

    /// The constraint with `v` replaced by `by`; `None` on overflow.
    pub fn substitute(&self, v: V, by: &LinExpr<V>) -> Option<Self> {
        Some(Constraint {
            rel: self.rel,
            expr: self.expr.substitute(v, by)?,
        })
    }

    /// The constraint with every variable `v` renamed to `f(v)`; `None` on overflow.
    pub fn rename<W: Var>(&self, f: impl FnMut(V) -> W) -> Option<Constraint<W>> {
        Some(Constraint {
            rel: self.rel,
            expr: self.expr.rename(f)?,
        })
    }
}

impl<V: Var> std::fmt::Debug for Normalized<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Normalized::True => f.write_str("True"),
            Normalized::False => f.write_str("False"),
            Normalized::Constraint(c) => write!(f, "Constraint({c})"),
        }
    }
}
