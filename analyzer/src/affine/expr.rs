//! `LinExpr`: an affine expression `c1*v1 + ... + cn*vn + c0` with `i128` coefficients.
//!
//! Invariant: the terms are sorted by variable, each variable appears once, and no
//! coefficient is zero, so two equal expressions are equal as values (`==`, `Hash`, `Ord`).

use super::Var;
use super::num;

/// An affine expression `c1*v1 + ... + cn*vn + c0` over variables `V`, in canonical form.
///
/// Arithmetic is checked: every operation that could overflow returns `None` rather than a
/// wrong expression. We keep the terms in a sorted `Vec` rather than a `BTreeMap`: the
/// expressions are small, merging two sorted vectors is linear and allocates once, and a
/// `Vec` costs one allocation instead of one per node.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LinExpr<V> {
    terms: Vec<(V, i128)>,
    constant: i128,
}

impl<V: Var> Default for LinExpr<V> {
    fn default() -> Self {
        Self::zero()
    }
}

impl<V: Var> LinExpr<V> {
    /// The expression `0`.
    pub fn zero() -> Self {
        LinExpr {
            terms: Vec::new(),
            constant: 0,
        }
    }

    /// The constant expression `c`.
    pub fn constant(c: i128) -> Self {
        LinExpr {
            terms: Vec::new(),
            constant: c,
        }
    }

    /// The expression `v`.
    pub fn var(v: V) -> Self {
        LinExpr {
            terms: vec![(v, 1)],
            constant: 0,
        }
    }

    /// The expression `coeff * v` (the zero expression when `coeff == 0`).
    pub fn term(coeff: i128, v: V) -> Self {
        if coeff == 0 {
            return Self::zero();
        }
        LinExpr {
            terms: vec![(v, coeff)],
            constant: 0,
        }
    }

    /// The expression `sum(coeff * v) + constant`; repeated variables are added up.
    /// `None` if adding up repeated variables overflows.
    pub fn from_terms(terms: impl IntoIterator<Item = (V, i128)>, constant: i128) -> Option<Self> {
        let mut terms: Vec<(V, i128)> = terms.into_iter().filter(|&(_, c)| c != 0).collect();
        terms.sort_by_key(|t| t.0);
        let mut merged: Vec<(V, i128)> = Vec::with_capacity(terms.len());
        for (v, c) in terms {
            match merged.last_mut() {
                Some(last) if last.0 == v => last.1 = num::add(last.1, c)?,
                _ => merged.push((v, c)),
            }
        }
        merged.retain(|&(_, c)| c != 0);
        Some(LinExpr {
            terms: merged,
            constant,
        })
    }

    /// Builds an expression from terms already sorted by variable, distinct and non-zero.
    pub(crate) fn from_sorted(terms: Vec<(V, i128)>, constant: i128) -> Self {
        debug_assert!(terms.windows(2).all(|w| w[0].0 < w[1].0));
        debug_assert!(terms.iter().all(|&(_, c)| c != 0));
        LinExpr { terms, constant }
    }

    /// The coefficient of `v` (zero when `v` does not occur).
    pub fn coeff(&self, v: V) -> i128 {
        match self.terms.binary_search_by(|t| t.0.cmp(&v)) {
            Ok(idx) => self.terms[idx].1,
            Err(_) => 0,
        }
    }

    /// The constant term `c0`.
    pub fn constant_term(&self) -> i128 {
        self.constant
    }

    /// The terms `(v, coeff)`, sorted by variable, with non-zero coefficients.
    pub fn terms(&self) -> &[(V, i128)] {
        &self.terms
    }

    /// The variables with a non-zero coefficient, in increasing order.
    pub fn vars(&self) -> impl Iterator<Item = V> + '_ {
        self.terms.iter().map(|t| t.0)
    }

    /// True when no variable occurs.
    pub fn is_constant(&self) -> bool {
        self.terms.is_empty()
    }

    /// True for the expression `0`.
    pub fn is_zero(&self) -> bool {
        self.terms.is_empty() && self.constant == 0
    }

    /// The same expression with constant term zero.
    pub fn linear_part(&self) -> Self {
        LinExpr {
            terms: self.terms.clone(),
            constant: 0,
        }
    }

    /// `self + k * other`, or `None` on overflow.
    pub fn checked_add_scaled(&self, k: i128, other: &Self) -> Option<Self> {
        let mut terms = Vec::with_capacity(self.terms.len() + other.terms.len());
        let (mut i, mut j) = (0, 0);
        while i < self.terms.len() || j < other.terms.len() {
            let take_self = j == other.terms.len()
                || (i < self.terms.len() && self.terms[i].0 < other.terms[j].0);
            let take_other = i == self.terms.len()
                || (j < other.terms.len() && other.terms[j].0 < self.terms[i].0);
            if take_self {
                terms.push(self.terms[i]);
                i += 1;
            } else if take_other {
                let c = num::mul(k, other.terms[j].1)?;
                if c != 0 {
                    terms.push((other.terms[j].0, c));
                }
                j += 1;
            } else {
                let c = num::mul_add(1, self.terms[i].1, k, other.terms[j].1)?;
                if c != 0 {
                    terms.push((self.terms[i].0, c));
                }
                i += 1;
                j += 1;
            }
        }
        let constant = num::mul_add(1, self.constant, k, other.constant)?;
        Some(LinExpr { terms, constant })
    }

    /// `self + other`, or `None` on overflow.
    pub fn checked_add(&self, other: &Self) -> Option<Self> {
        self.checked_add_scaled(1, other)
    }

    /// `self - other`, or `None` on overflow.
    pub fn checked_sub(&self, other: &Self) -> Option<Self> {
        self.checked_add_scaled(-1, other)
    }

    /// `-self`, or `None` on overflow.
    pub fn checked_neg(&self) -> Option<Self> {
        self.checked_scale(-1)
    }

    /// `k * self`, or `None` on overflow.
    pub fn checked_scale(&self, k: i128) -> Option<Self> {
        if k == 0 {
            return Some(Self::zero());
        }
        let terms = self
            .terms
            .iter()
            .map(|&(v, c)| Some((v, num::mul(k, c)?)))
            .collect::<Option<_>>()?;
        Some(LinExpr {
            terms,
            constant: num::mul(k, self.constant)?,
        })
    }

    /// `self + c`, or `None` on overflow.
    pub fn checked_add_constant(&self, c: i128) -> Option<Self> {
        Some(LinExpr {
            terms: self.terms.clone(),
            constant: num::add(self.constant, c)?,
        })
    }

    /// `self` with `v` replaced by `by`, or `None` on overflow.
    pub fn substitute(&self, v: V, by: &Self) -> Option<Self> {
        let c = self.coeff(v);
        if c == 0 {
            return Some(self.clone());
        }
        let mut without = self.clone();
        without.terms.retain(|t| t.0 != v);
        without.checked_add_scaled(c, by)
    }

    /// `self` with every variable `v` renamed to `f(v)`; variables renamed to the same
    /// variable are added up. `None` on overflow.
    pub fn rename<W: Var>(&self, mut f: impl FnMut(V) -> W) -> Option<LinExpr<W>> {
        LinExpr::from_terms(self.terms.iter().map(|&(v, c)| (f(v), c)), self.constant)
    }

    /// The value of the expression when each variable `v` has value `value(v)`; `None` when
    /// a variable has no value or the evaluation overflows.
    pub fn eval(&self, value: impl Fn(V) -> Option<i128>) -> Option<i128> {
        let mut acc = self.constant;
        for &(v, c) in &self.terms {
            acc = num::add(acc, num::mul(c, value(v)?)?)?;
        }
        Some(acc)
    }

    /// The greatest common divisor of the magnitudes of the variable coefficients (the
    /// constant is not included); `0` for a constant expression. It is a `u128` because the
    /// gcd of `i128::MIN` alone, `2^127`, is not an `i128`.
    pub fn coeff_gcd(&self) -> u128 {
        self.terms
            .iter()
            .fold(0, |g, &(_, c)| num::gcd(g, c.unsigned_abs()))
    }
}

impl<V: Var> From<V> for LinExpr<V> {
    fn from(v: V) -> Self {
        LinExpr::var(v)
    }
}
