//! Text form of expressions, constraints and systems.
//!
//! The form is stable and meant for dumps and golden files:
//! - an expression is written as its terms in variable order, then the constant:
//!   `2*i - j + 3`; a zero expression is `0`;
//! - equality is written `==`;
//! - a constraint is written around a *subject*, the smallest variable (in `Ord`) with a
//!   unit coefficient: `v == e`, `e <= v`, `v <= e`. Without such a variable it is written
//!   with the positive terms on the left: `2*x >= 3*y - 1`, `2*x + 3*y <= 5`, `2*i == j + 1`;
//! - a system is `{c1, c2, ...}`, `{}` for the universe and `{false}` for a system known to
//!   be empty. A lower and an upper bound of the same subject are merged into a range
//!   `e <= v <= f`; variables are tried in increasing order to find such pairs. Items are
//!   sorted by subject, then equalities, ranges, lower bounds, upper bounds; constraints
//!   without a subject come last.

use std::fmt;

use super::{Constraint, LinExpr, Relation, System, Var};

/// Writes a variable's name.
type Namer<'n, V> = &'n dyn Fn(V, &mut fmt::Formatter<'_>) -> fmt::Result;

/// A value printed with variable names given by a function; see `fmt_with` on
/// [`LinExpr`], [`Constraint`] and [`System`].
pub struct WithNames<'a, T, F> {
    value: &'a T,
    names: F,
}

/// One term of a sum, by sign and magnitude so that `i128::MIN` prints without overflow.
struct Term<V> {
    var: Option<V>,
    negative: bool,
    magnitude: u128,
}

fn term<V>(var: Option<V>, coeff: i128, negate: bool) -> Term<V> {
    Term {
        var,
        negative: (coeff < 0) != negate && coeff != 0,
        magnitude: coeff.unsigned_abs(),
    }
}

fn write_sum<V: Var>(
    f: &mut fmt::Formatter<'_>,
    terms: impl Iterator<Item = Term<V>>,
    names: Namer<'_, V>,
) -> fmt::Result {
    let mut first = true;
    for t in terms.filter(|t| t.magnitude != 0) {
        match (first, t.negative) {
            (true, true) => f.write_str("-")?,
            (true, false) => {}
            (false, true) => f.write_str(" - ")?,
            (false, false) => f.write_str(" + ")?,
        }
        match t.var {
            Some(v) if t.magnitude == 1 => names(v, f)?,
            Some(v) => {
                write!(f, "{}*", t.magnitude)?;
                names(v, f)?;
            }
            None => write!(f, "{}", t.magnitude)?,
        }
        first = false;
    }
    if first {
        f.write_str("0")?;
    }
    Ok(())
}

/// Writes `expr` without the term of `skip`, every coefficient negated when `negate`.
fn write_expr<V: Var>(
    f: &mut fmt::Formatter<'_>,
    expr: &LinExpr<V>,
    skip: Option<V>,
    negate: bool,
    names: Namer<'_, V>,
) -> fmt::Result {
    let terms = expr
        .terms()
        .iter()
        .filter(|t| Some(t.0) != skip)
        .map(|&(v, c)| term(Some(v), c, negate));
    write_sum(
        f,
        terms.chain(std::iter::once(term(None, expr.constant_term(), negate))),
        names,
    )
}

/// The subject of a constraint: its smallest variable with a unit coefficient.
fn subject<V: Var>(expr: &LinExpr<V>) -> Option<(V, i128)> {
    expr.terms().iter().copied().find(|t| t.1 == 1 || t.1 == -1)
}

/// Writes a constraint on its own.
fn write_constraint<V: Var>(
    f: &mut fmt::Formatter<'_>,
    c: &Constraint<V>,
    names: Namer<'_, V>,
) -> fmt::Result {
    let e = c.expr();
    match (c.relation(), subject(e)) {
        // `s*v + r == 0`: `v == -s*r`.
        (Relation::Eq, Some((v, s))) => {
            names(v, f)?;
            f.write_str(" == ")?;
            write_expr(f, e, Some(v), s == 1, names)
        }
        // `v + r >= 0`: `-r <= v`.
        (Relation::Ge, Some((v, 1))) => {
            write_expr(f, e, Some(v), true, names)?;
            f.write_str(" <= ")?;
            names(v, f)
        }
        // `-v + r >= 0`: `v <= r`.
        (Relation::Ge, Some((v, _))) => {
            names(v, f)?;
            f.write_str(" <= ")?;
            write_expr(f, e, Some(v), false, names)
        }
        (rel, None) => write_general(f, e, rel, names),
    }
}

/// `P (== | >=) N` with the positive terms `P` on the left, or `N' <= k` when no term is
/// positive.
fn write_general<V: Var>(
    f: &mut fmt::Formatter<'_>,
    e: &LinExpr<V>,
    rel: Relation,
    names: Namer<'_, V>,
) -> fmt::Result {
    let has_positive = e.terms().iter().any(|t| t.1 > 0);
    // Without positive terms, negate the whole constraint: `-e <= 0`.
    let negate = !has_positive;
    let left = e
        .terms()
        .iter()
        .filter(|t| (t.1 > 0) != negate)
        .map(|&(v, c)| term(Some(v), c, negate));
    write_sum(f, left, names)?;
    f.write_str(match (rel, negate) {
        (Relation::Eq, _) => " == ",
        (Relation::Ge, false) => " >= ",
        (Relation::Ge, true) => " <= ",
    })?;
    let right = e
        .terms()
        .iter()
        .filter(|t| (t.1 > 0) == negate)
        .map(|&(v, c)| term(Some(v), c, !negate))
        .chain(std::iter::once(term(None, e.constant_term(), !negate)));
    write_sum(f, right, names)
}

/// The order of printed items: subject (`None` sorts first, so items without a subject are
/// put last explicitly), kind (equality, range, lower, upper, general), position.
type ItemKey<V> = (Option<V>, u8, usize);

/// One printed item of a system.
enum Item<'a, V> {
    Single(&'a Constraint<V>),
    Range {
        var: V,
        lower: &'a Constraint<V>,
        upper: &'a Constraint<V>,
    },
}

fn write_system<V: Var>(
    f: &mut fmt::Formatter<'_>,
    system: &System<V>,
    names: Namer<'_, V>,
) -> fmt::Result {
    if system.is_trivially_empty() {
        return f.write_str("{false}");
    }
    let cs = system.constraints();
    let mut used = vec![false; cs.len()];
    let mut items: Vec<(ItemKey<V>, Item<'_, V>)> = Vec::with_capacity(cs.len());
    let mut unit_vars: Vec<V> = cs
        .iter()
        .filter(|c| !c.is_equality())
        .flat_map(|c| {
            c.expr()
                .terms()
                .iter()
                .filter(|t| t.1 == 1 || t.1 == -1)
                .map(|t| t.0)
        })
        .collect();
    unit_vars.sort_unstable();
    unit_vars.dedup();
    for &v in &unit_vars {
        let free = |coeff: i128, used: &[bool]| -> Vec<usize> {
            (0..cs.len())
                .filter(|&i| !used[i] && !cs[i].is_equality() && cs[i].expr().coeff(v) == coeff)
                .collect()
        };
        let lowers = free(1, &used);
        let uppers = free(-1, &used);
        for (&l, &u) in lowers.iter().zip(&uppers) {
            used[l] = true;
            used[u] = true;
            items.push((
                (Some(v), 1, l),
                Item::Range {
                    var: v,
                    lower: &cs[l],
                    upper: &cs[u],
                },
            ));
        }
    }
    for (idx, c) in cs.iter().enumerate().filter(|&(i, _)| !used[i]) {
        let key = match (c.relation(), subject(c.expr())) {
            (Relation::Eq, Some((v, _))) => (Some(v), 0, idx),
            (Relation::Ge, Some((v, 1))) => (Some(v), 2, idx),
            (Relation::Ge, Some((v, _))) => (Some(v), 3, idx),
            (_, None) => (None, 4, idx),
        };
        items.push((key, Item::Single(c)));
    }
    items.sort_by_key(|&((subject, kind, idx), _)| (subject.is_none(), subject, kind, idx));
    f.write_str("{")?;
    for (pos, (_, item)) in items.iter().enumerate() {
        if pos > 0 {
            f.write_str(", ")?;
        }
        match item {
            Item::Single(c) => write_constraint(f, c, names)?,
            Item::Range { var, lower, upper } => {
                write_expr(f, lower.expr(), Some(*var), true, names)?;
                f.write_str(" <= ")?;
                names(*var, f)?;
                f.write_str(" <= ")?;
                write_expr(f, upper.expr(), Some(*var), false, names)?;
            }
        }
    }
    f.write_str("}")
}

fn debug_name<V: Var>(v: V, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "{v:?}")
}

macro_rules! text_form {
    ($ty:ident, $write:ident) => {
        impl<V: Var> $ty<V> {
            /// A value that displays `self` with each variable `v` written as `names(v)`
            /// (the [`Display`](fmt::Display) impl writes variables with their `Debug`).
            pub fn fmt_with<F, D>(&self, names: F) -> WithNames<'_, Self, F>
            where
                F: Fn(V) -> D,
                D: fmt::Display,
            {
                WithNames { value: self, names }
            }
        }

        impl<V: Var, F: Fn(V) -> D, D: fmt::Display> fmt::Display for WithNames<'_, $ty<V>, F> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                $write(f, self.value, &|v, f| write!(f, "{}", (self.names)(v)))
            }
        }

        impl<V: Var> fmt::Display for $ty<V> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                $write(f, self, &debug_name)
            }
        }

        impl<V: Var> fmt::Debug for $ty<V> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(self, f)
            }
        }
    };
}

fn write_lin_expr<V: Var>(
    f: &mut fmt::Formatter<'_>,
    e: &LinExpr<V>,
    names: Namer<'_, V>,
) -> fmt::Result {
    write_expr(f, e, None, false, names)
}

text_form!(LinExpr, write_lin_expr);
text_form!(Constraint, write_constraint);
text_form!(System, write_system);
