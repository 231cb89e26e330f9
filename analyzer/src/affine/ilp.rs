//! The fallback integer-feasibility check through `good_lp` and its pure-Rust `microlp`
//! branch-and-bound solver, used only when the Omega test runs out of budget.
//!
//! Assumptions, because microlp works in floating point over bounded integer variables:
//! - every variable is confined to `[-(2^31 - 1), 2^31 - 1]` (a C `int`); a system whose
//!   only integer points lie outside that box is reported infeasible;
//! - the solver is asked only when every coefficient and constant has magnitude at most
//!   2^20, so that the data are exact in `f64`; otherwise the answer is `Unknown`.
//!
//! A feasible answer is never trusted as such: the solver's point is rounded and checked
//! exactly, and the answer is `Unknown` if it fails. The solver runs under a time limit and
//! inside `catch_unwind`; a timeout, an error or a panic gives `Unknown`.

use good_lp::{
    Expression, ProblemVariables, ResolutionError, Solution, SolverModel, WithTimeLimit, microlp,
    variable,
};

use super::dense::{Answer, Problem, Row};

/// Coefficients and constants above this magnitude are not handed to the solver.
const MAX_DATA: i128 = 1 << 20;

/// Each variable lies in `[-VAR_BOUND, VAR_BOUND]`.
const VAR_BOUND: i32 = i32::MAX;

/// Seconds the solver may spend on one question.
const TIME_LIMIT_S: f64 = 0.5;

/// Whether `p`, with the inequality `extra` when given, has an integer point in the box,
/// by branch and bound (see the module doc).
pub(crate) fn decide(p: &Problem, extra: Option<&Row>) -> Answer {
    let small = |r: &Row| r.k.abs() <= MAX_DATA && r.c.iter().all(|x| x.abs() <= MAX_DATA);
    if !p.eqs.iter().chain(&p.ineqs).chain(extra).all(small) {
        return Answer::Unknown;
    }
    let solve = || solve(p, extra);
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(solve)).unwrap_or(Answer::Unknown)
}

fn solve(p: &Problem, extra: Option<&Row>) -> Answer {
    let mut vars = ProblemVariables::new();
    let xs: Vec<_> = (0..p.n)
        .map(|_| vars.add(variable().integer().min(-VAR_BOUND).max(VAR_BOUND)))
        .collect();
    let mut model = vars
        .minimise(Expression::from(0.0))
        .using(microlp)
        .with_time_limit(TIME_LIMIT_S);
    // `good_lp` writes `lhs <= rhs` and `lhs == rhs`: `c.x + k >= 0` becomes
    // `-c.x - k <= 0`.
    let expression = |r: &Row, sign: f64| {
        let mut e = Expression::with_capacity(p.n);
        for (j, &c) in r.c.iter().enumerate() {
            if c != 0 {
                e.add_mul(sign * c as f64, xs[j]);
            }
        }
        e.add_mul(sign * r.k as f64, 1.0);
        e
    };
    for r in &p.eqs {
        model.add_constraint(expression(r, 1.0).eq(0.0));
    }
    for r in p.ineqs.iter().chain(extra) {
        model.add_constraint(expression(r, -1.0).leq(0.0));
    }
    match model.solve() {
        Ok(solution) => {
            let point: Vec<i128> = xs
                .iter()
                .map(|&x| solution.value(x).round() as i128)
                .collect();
            let holds = p.eqs.iter().all(|r| r.value_at(&point) == Some(0))
                && p.ineqs
                    .iter()
                    .all(|r| r.value_at(&point).is_some_and(|v| v >= 0));
            if holds {
                Answer::Feasible
            } else {
                Answer::Unknown
            }
        }
        Err(ResolutionError::Infeasible) => Answer::Infeasible,
        Err(_) => Answer::Unknown,
    }
}
