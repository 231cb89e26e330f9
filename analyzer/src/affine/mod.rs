//! Affine algebra over the integers: linear expressions ([`LinExpr`]), constraints
//! ([`Constraint`]) and conjunctions of constraints ([`System`]), with emptiness, projection,
//! implication, bounds, simplification, rectangular hull and join. Preconditions, array
//! regions and dependence tests are built on it.
//!
//! Variables are generic ([`Var`]): the analyses use an enum of program symbols, region
//! dimensions `φ1..φn` and loop indices. A system denotes the *integer* points that satisfy
//! all its constraints (a convex polyhedron ∩ Zⁿ); every answer below is about those
//! points.
//!
//! # Guarantees
//!
//! Nothing here panics, whatever the input, and no operation gives a wrong answer on
//! overflow: expression arithmetic returns `None`, and the system operations fall back to
//! their conservative side.
//!
//! Exact:
//! - [`Constraint::normalize`] (gcd division with integer tightening) keeps the integer
//!   points.
//! - [`System::is_empty`] is decided by the Omega test (Pugh 1992): Fourier–Motzkin with
//!   integer tightening, exact eliminations when a variable has unit coefficients on one
//!   side, equalities solved with unimodular changes of variables, and otherwise real
//!   shadow, dark shadow and splinters. It needs no bounds: unbounded systems are decided
//!   exactly. It works in integer arithmetic only. It stops after a budget of 1024 nodes, or
//!   when a step would exceed 500 rows, or on overflow; then the question goes to an ILP
//!   through `good_lp`/microlp, where each variable is assumed to lie in the 32-bit range
//!   `[-(2^31 - 1), 2^31 - 1]` and data must stay below 2^20 in magnitude (a feasible answer
//!   from the solver is checked exactly on its point; the solver gets 0.5 s). When even that
//!   cannot answer, `is_empty` says `false`. The ILP is the fallback rather than the step
//!   after Fourier–Motzkin because the Omega test is exact by itself, needs no bounds and no
//!   floating point; in the tests and on loop-nest systems the fallback is never reached.
//! - [`System::implies`], [`System::is_subset_of`] and [`System::simplify`] rest on
//!   `is_empty` and share its one caveat: an undecided question counts as "not implied" and
//!   a constraint is then kept.
//! - [`System::bounds`] gives the integer minimum and maximum, or `None` on an unbounded
//!   side (rational unboundedness of a system with an integer point implies integer
//!   unboundedness). If a limit is hit, the range returned contains the true one.
//! - [`System::is_subset_of_union`] (`A ⊆ B1 ∪ B2 ∪ ...`, e.g. to tell whether a join is
//!   exact) is exact up to a budget of emptiness tests, beyond which it says `false`.
//! - [`System::contains`] evaluates exactly.
//!
//! Over-approximating (the result contains every point of the exact result):
//! - [`System::project_out`] returns the integer-tightened real shadow and a flag `exact`
//!   (an inexact projection of a system proved empty is returned as the exact empty set).
//!   It is `true` when the result's integer points are exactly the projection: every step
//!   was an equality with a unit coefficient (after unimodular reduction among the
//!   eliminated variables), a one-sided variable, unit coefficients on one side, or a step
//!   whose real shadow implies its dark shadow. A projection through an equality with a
//!   non-unit coefficient (`2x == y` loses "y is even"), a step that would exceed 500 rows
//!   (the constraints still mentioning eliminated variables are dropped), and an overflow
//!   give `exact == false`.
//! - [`System::rect_hull`] and [`System::join`] are convex over-approximations of a box and
//!   of a union; [`System::difference`] over-approximates `A \ B` and says when it is
//!   exact.
//!
//! # Cost
//!
//! The operations convert a [`System`] to dense rows over its variables (inline up to 12
//! variables, so that copying rows does not allocate) and work there. Typical loop-nest
//! systems take microseconds (release build): emptiness of a 3-deep dependence system
//! about 15 µs, projecting two loop indices out of a region 5 µs, an implication test 5 µs,
//! `simplify` 15 µs, a `join` 15–50 µs. `simplify` and `join` make one emptiness test per
//! constraint or direction, after cheap sign tests that settle most of them.
//!
//! # Text form
//!
//! `Display` writes `{0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1, i == j + 1}`; equality is `==`.
//! See the `display` module for the exact rules; `fmt_with(names)` chooses variable names.

mod constraint;
mod dense;
mod display;
mod expr;
mod ilp;
mod memo;
pub use memo::clear as forget_memo;
mod num;
mod system;

#[cfg(test)]
mod tests;

pub use constraint::{Constraint, Normalized, Relation};
pub use display::WithNames;
pub use expr::LinExpr;
pub use system::{MAX_UNION_CHECKS, System, VarBound};

use std::fmt::Debug;
use std::hash::Hash;

/// A variable of the affine algebra: any small copyable, ordered, hashable key. The order
/// decides the canonical order of terms and the printed form.
pub trait Var: Copy + Ord + Hash + Debug {}

impl<T: Copy + Ord + Hash + Debug> Var for T {}
