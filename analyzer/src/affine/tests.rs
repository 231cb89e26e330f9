//! Tests of the affine algebra: classic cases written as text, and property tests that check
//! every operation against brute-force enumeration of the integer points in a box.

use std::collections::HashSet;

use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

use super::dense::{self, Answer, Coeffs, Problem, Row};
use super::{Constraint, LinExpr, Normalized, System, Var, ilp};

// ---------------------------------------------------------------------------------------
// A small reader for systems written as text, so that the cases below are data.
// Variables are `&'static str` (a `Var` like any other); the text form is the one `Display`
// writes: `{0 <= i <= n - 1, j == i + 1, 2*x < 3*y}`.

type Name = &'static str;

fn name(s: &str) -> Name {
    Box::leak(s.to_owned().into_boxed_str())
}

fn expr(text: &str) -> LinExpr<Name> {
    let mut terms = Vec::new();
    let mut constant = 0i128;
    let text = text.replace('-', "+-");
    for piece in text.split('+').map(str::trim).filter(|p| !p.is_empty()) {
        let (sign, body) = match piece.strip_prefix('-') {
            Some(rest) => (-1, rest.trim()),
            None => (1, piece),
        };
        match body.split_once('*') {
            Some((c, v)) => terms.push((name(v.trim()), sign * c.trim().parse::<i128>().unwrap())),
            None => match body.parse::<i128>() {
                Ok(c) => constant += sign * c,
                Err(_) => terms.push((name(body), sign)),
            },
        }
    }
    LinExpr::from_terms(terms, constant).unwrap()
}

/// `a <= b <= c`, `a == b`, `a < b`, ...: the constraints of one chain.
fn chain(text: &str) -> Vec<Constraint<Name>> {
    let mut sides = Vec::new();
    let mut ops = Vec::new();
    let mut rest = text;
    loop {
        let next = ["<=", ">=", "==", "<", ">"]
            .iter()
            .filter_map(|op| rest.find(op).map(|at| (at, *op)))
            .min_by_key(|&(at, op)| (at, std::cmp::Reverse(op.len())));
        match next {
            Some((at, op)) => {
                sides.push(expr(&rest[..at]));
                ops.push(op);
                rest = &rest[at + op.len()..];
            }
            None => {
                sides.push(expr(rest));
                break;
            }
        }
    }
    ops.iter()
        .enumerate()
        .map(|(i, op)| {
            let (a, b) = (&sides[i], &sides[i + 1]);
            match *op {
                "<=" => Constraint::less_eq(a, b),
                ">=" => Constraint::greater_eq(a, b),
                "==" => Constraint::equal(a, b),
                "<" => Constraint::less(a, b),
                ">" => Constraint::greater(a, b),
                _ => unreachable!(),
            }
            .unwrap()
        })
        .collect()
}

fn sys(text: &str) -> System<Name> {
    let text = text.trim().trim_start_matches('{').trim_end_matches('}');
    System::from_constraints(
        text.split(',')
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .flat_map(chain),
    )
}

fn show(s: &System<Name>) -> String {
    s.fmt_with(|v| v).to_string()
}

// ---------------------------------------------------------------------------------------
// Classic cases.

#[test]
fn display_groups_ranges() {
    let cases = [
        (
            "{0 <= i, i <= n - 1, j == i + 1}",
            "{i == j - 1, 0 <= i <= n - 1}",
        ),
        (
            "{0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1}",
            "{0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1}",
        ),
        (
            "{0 <= i <= n - 1, 0 <= j <= i - 1}",
            "{0 <= i <= n - 1, 0 <= j <= i - 1}",
        ),
        ("{2*x >= 3*y - 1}", "{2*x >= 3*y - 1}"),
        ("{2*x + 3*y <= 5}", "{2*x + 3*y <= 5}"),
        ("{2*i == 3*j + 1}", "{2*i == 3*j + 1}"),
        ("{x >= 1, n >= x}", "{1 <= x <= n}"),
        ("{x <= 7, x >= -3, y >= 2}", "{-3 <= x <= 7, 2 <= y}"),
        ("{}", "{}"),
        ("{1 <= 0}", "{false}"),
        ("{2*x == 1}", "{false}"),
    ];
    for (input, expected) in cases {
        assert_eq!(show(&sys(input)), expected, "input {input}");
    }
    assert_eq!(
        expr("2*i - j + 3").fmt_with(|v| v).to_string(),
        "2*i - j + 3"
    );
    assert_eq!(expr("0").to_string(), "0");
    assert_eq!(expr("-x").fmt_with(|v| v).to_string(), "-x");
    assert_eq!(
        LinExpr::<u8>::var(0).checked_scale(-2).unwrap().to_string(),
        "-2*0"
    );
}

#[test]
fn emptiness_classic() {
    let cases = [
        // Rationally feasible, integer empty.
        ("{2*x == 1}", true),
        ("{1 <= 3*x <= 2}", true),
        ("{27 <= 11*x + 13*y <= 45, -10 <= 7*x - 9*y <= 4}", true),
        ("{0 <= 2*x - 3*y <= 0, 1 <= x - y <= 1, 0 <= x}", false),
        // Pugh's example needs splinters: feasible once the bounds allow it.
        ("{27 <= 11*x + 13*y <= 55, -10 <= 7*x - 9*y <= 4}", false),
        // Unbounded systems.
        ("{x >= 0, y >= 0, x + y <= -1}", true),
        ("{2*x - 3*y == 1}", false),
        ("{6*x + 10*y + 15*z == 1}", false),
        ("{6*x + 10*y == 3}", true),
        ("{3*x - 2*y >= 1, 3*x - 2*y <= 1, x >= 100}", false),
        ("{4*x - 4*y >= 1, 4*x - 4*y <= 3}", true),
        // Coupled subscripts: a[i1 + j1][i1 - j1] against a[i2 + j2][i2 - j2 + 1].
        (
            "{i1 + j1 == i2 + j2, i1 - j1 == i2 - j2 + 1, 0 <= i1 <= n, 0 <= i2 <= n}",
            true,
        ),
        // Dependence system, parameter n.
        ("{i2 == i + 1, 0 <= i <= n - 1, 0 <= i2 <= n - 1}", false),
        (
            "{i2 == i + 1, 0 <= i <= n - 1, 0 <= i2 <= n - 1, n <= 1}",
            true,
        ),
        ("{}", false),
    ];
    for (input, empty) in cases {
        assert_eq!(sys(input).is_empty(), empty, "input {input}");
    }
}

#[test]
fn dependence_distance() {
    let s = sys("{i2 == i + 1, 0 <= i <= n - 1, 0 <= i2 <= n - 1}");
    assert_eq!(s.bounds(&expr("i2 - i")), (Some(1), Some(1)));
    assert_eq!(s.bounds(&expr("n")), (Some(2), None));
    assert_eq!(s.bounds(&expr("i")), (Some(0), None));
    assert!(s.implies(&chain("i <= n - 2")[0]));
    assert!(!s.implies(&chain("i <= n - 3")[0]));
}

#[test]
fn projection_classic() {
    let cases = [
        // Triangular loop nest: eliminate the inner or the outer index.
        (
            "{0 <= i <= n - 1, 0 <= j <= i - 1}",
            "j",
            "{1 <= i <= n - 1}",
            true,
        ),
        (
            "{0 <= i <= n - 1, 0 <= j <= i - 1}",
            "i",
            "{0 <= j <= n - 2}",
            true,
        ),
        // Region of a loop: a[i + 1] for 0 <= i <= n - 1.
        (
            "{φ1 == i + 1, 0 <= i <= n - 1}",
            "i",
            "{1 <= φ1 <= n}",
            true,
        ),
        // Strided: a[2*i] loses "φ1 is even".
        (
            "{φ1 == 2*i, 0 <= i <= n - 1}",
            "i",
            "{0 <= φ1 <= 2*n - 2}",
            false,
        ),
        // The Euclid reduction among eliminated variables keeps it exact.
        (
            "{φ1 == 2*i + 3*j, 0 <= i <= 1, 0 <= j <= 1}",
            "i j",
            "{0 <= φ1 <= 5}",
            false,
        ),
        ("{x == 2*i + 3*j}", "i j", "{}", true),
        // Non-unit coefficients where the dark shadow equals the real shadow.
        (
            "{2*x <= y, y <= 2*x + 1, 0 <= y <= 9}",
            "x",
            "{0 <= y <= 9}",
            true,
        ),
        // Integer tightening of the shadow: 3*x in [y, y + 1] with y in [1, 1].
        ("{y <= 3*x <= y + 1, y == 1}", "x", "{false}", true),
        // One-sided variable.
        ("{x >= y, x >= 0, y <= 5}", "x", "{y <= 5}", true),
    ];
    for (input, elim, expected, exact) in cases {
        let vars: Vec<Name> = elim.split(' ').map(name).collect();
        let (res, is_exact) = sys(input).project_out(&vars);
        assert_eq!(
            show(&res.simplify()),
            expected,
            "input {input} eliminating {elim}"
        );
        assert_eq!(is_exact, exact, "exactness for {input} eliminating {elim}");
    }
}

#[test]
fn simplify_classic() {
    let cases = [
        ("{x >= 0, y >= 0, x + y <= 0}", "{x == 0, y == 0}"),
        ("{x >= 0, x >= 1, x >= -5}", "{1 <= x}"),
        (
            "{0 <= i <= n - 1, 0 <= j <= i, j <= n - 1}",
            "{j <= i <= n - 1, 0 <= j}",
        ),
        ("{x == y, x - y >= 0, 2*x <= 2*y + 1}", "{x == y}"),
        ("{x <= 3, x >= 4}", "{false}"),
        ("{2*x + 2*y >= 1, x + y <= 0}", "{false}"),
        ("{x == y, y == z, x == z}", "{x == y, x == z}"),
    ];
    for (input, expected) in cases {
        assert_eq!(show(&sys(input).simplify()), expected, "input {input}");
    }
}

#[test]
fn hull_and_join_classic() {
    let triangle = sys("{0 <= i <= n - 1, 0 <= j <= i}");
    assert_eq!(
        show(&triangle.rect_hull(&[name("i"), name("j")])),
        "{0 <= i <= n - 1, 0 <= j <= n - 1}"
    );
    let cases = [
        ("{i == 0}", "{i == 1}", "{0 <= i <= 1}"),
        ("{0 <= x <= 5}", "{0 <= x <= 10}", "{0 <= x <= 10}"),
        ("{0 <= φ1 <= n - 1}", "{1 <= φ1 <= n}", "{0 <= φ1 <= n}"),
        (
            "{x == 0, y == 0}",
            "{x == 1, y == 1}",
            "{x == y, 0 <= x <= 1}",
        ),
        ("{1 <= 0}", "{x == 3}", "{x == 3}"),
    ];
    for (a, b, expected) in cases {
        assert_eq!(show(&sys(a).join(&sys(b))), expected, "{a} join {b}");
    }
}

#[test]
fn union_and_difference_classic() {
    let cases = [
        // Exact joins: adjacent intervals; a hole makes it inexact.
        ("{0 <= i <= 4}", "{5 <= i <= 9}", "{0 <= i <= 9}", true),
        ("{0 <= i <= 3}", "{5 <= i <= 9}", "{0 <= i <= 9}", false),
        ("{0 <= i <= n - 1}", "{i == n}", "{i <= n}", false),
        (
            "{0 <= i <= n - 1}",
            "{i == n, 0 <= n}",
            "{0 <= i <= n}",
            true,
        ),
    ];
    for (a, b, expected, exact) in cases {
        let (sa, sb) = (sys(a), sys(b));
        let joined = sa.join(&sb);
        assert_eq!(show(&joined), expected, "{a} join {b}");
        assert_eq!(
            joined.is_subset_of_union(&[sa, sb]),
            exact,
            "{a} join {b} exact"
        );
    }
    let cases = [
        // Kills: the written part is removed exactly when one piece remains.
        (
            "{0 <= φ1 <= n - 1}",
            "{0 <= φ1 <= n - 2}",
            "{n == φ1 + 1, 0 <= φ1}",
            true,
        ),
        ("{0 <= φ1 <= n - 1}", "{0 <= φ1 <= n - 1}", "{false}", true),
        ("{0 <= φ1 <= 9}", "{3 <= φ1 <= 5}", "{0 <= φ1 <= 9}", false),
        ("{0 <= φ1 <= 9}", "{20 <= φ1}", "{0 <= φ1 <= 9}", true),
    ];
    for (a, b, expected, exact) in cases {
        let (diff, is_exact) = sys(a).difference(&sys(b));
        assert_eq!(show(&diff.simplify()), expected, "{a} minus {b}");
        assert_eq!(is_exact, exact, "{a} minus {b} exact");
    }
}

#[test]
fn symbolic_bounds() {
    let s = sys("{0 <= i, i <= n - 1, 2*i >= m, i == k + 1}");
    let show_bounds = |bs: Vec<super::VarBound<Name>>| {
        bs.iter()
            .map(|b| format!("{}:{}", b.divisor, b.expr.fmt_with(|v| v)))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        show_bounds(s.lower_bounds(name("i"))),
        ["1:0", "1:k + 1", "2:m"]
    );
    assert_eq!(
        show_bounds(s.upper_bounds(name("i"))),
        ["1:k + 1", "1:n - 1"]
    );
}

#[test]
fn expression_arithmetic() {
    let e = expr("2*i - j + 3");
    assert_eq!(e.coeff(name("i")), 2);
    assert_eq!(e.coeff(name("k")), 0);
    assert_eq!(e.coeff_gcd(), 1);
    assert_eq!(expr("4*i - 6*j + 3").coeff_gcd(), 2);
    let sum = e.checked_add(&expr("j - 3")).unwrap();
    assert_eq!(sum, expr("2*i"));
    assert!(expr("0").is_constant() && expr("5").is_constant() && !e.is_constant());
    let substituted = e.substitute(name("i"), &expr("j + 1")).unwrap();
    assert_eq!(substituted, expr("j + 5"));
    let renamed = e.rename(|v| if v == "j" { name("i") } else { v }).unwrap();
    assert_eq!(renamed, expr("i + 3"));
    assert_eq!(e.eval(|v| Some(if v == "i" { 10 } else { 1 })), Some(22));
    assert_eq!(e.eval(|_| None), None);
    // Overflow is refused, never wrapped.
    let big = LinExpr::term(i128::MAX, name("x"));
    assert_eq!(big.checked_add(&big), None);
    assert_eq!(big.checked_scale(2), None);
    assert_eq!(LinExpr::<Name>::constant(i128::MIN).checked_neg(), None);
    assert_eq!(big.checked_add_constant(1).unwrap().constant_term(), 1);
}

#[test]
fn constraint_normalization() {
    let norm = |text: &str| match chain(text)[0].normalize() {
        Normalized::True => "true".to_owned(),
        Normalized::False => "false".to_owned(),
        Normalized::Constraint(c) => c.fmt_with(|v| v).to_string(),
    };
    assert_eq!(norm("2*x >= 1"), "1 <= x");
    assert_eq!(norm("2*x <= 1"), "x <= 0");
    assert_eq!(norm("4*x + 6*y >= 3"), "2*x + 3*y >= 2");
    assert_eq!(norm("4*x + 6*y == 3"), "false");
    assert_eq!(norm("4*x + 6*y == 2"), "2*x + 3*y == 1");
    assert_eq!(norm("-x == y - 3"), "x == -y + 3");
    assert_eq!(norm("3 >= 2"), "true");
    assert_eq!(norm("x < x"), "false");
}

/// Coefficients and constants anywhere in `i128`, extremes included.
fn arb_any_i128() -> impl Strategy<Value = i128> {
    prop_oneof![
        Just(i128::MIN),
        Just(i128::MIN + 1),
        Just(i128::MAX),
        Just(i128::MAX - 1),
        -3i128..=3,
        any::<i128>(),
        (-(1i128 << 70))..(1i128 << 70),
    ]
}

fn arb_any_expr() -> impl Strategy<Value = LinExpr<Name>> {
    (proptest::collection::vec(arb_any_i128(), 3), arb_any_i128()).prop_map(|(cs, k)| {
        let terms = ["x", "y", "z"].into_iter().zip(cs);
        LinExpr::from_terms(terms, k).unwrap()
    })
}

fn arb_any_system() -> impl Strategy<Value = System<Name>> {
    proptest::collection::vec((arb_any_expr(), any::<bool>()), 0..4).prop_map(|cs| {
        System::from_constraints(cs.into_iter().map(|(e, eq)| {
            if eq {
                Constraint::eq_zero(e)
            } else {
                Constraint::ge_zero(e)
            }
        }))
    })
}

proptest! {
    #![proptest_config(config(200))]

    /// Nothing panics, whatever the values; results are only checked where that is cheap.
    #[test]
    fn prop_no_panic_on_any_values(
        s in arb_any_system(),
        t in arb_any_system(),
        e in arb_any_expr(),
        f in arb_any_expr(),
    ) {
        let c = Constraint::ge_zero(e.clone());
        let _ = s.is_empty();
        let _ = s.simplify();
        let _ = s.project_out(&["x"]);
        let _ = s.project_out(&["x", "y"]);
        let _ = s.bounds(&e);
        let _ = s.implies(&c);
        let _ = s.is_subset_of(&t);
        let _ = s.rect_hull(&["y", "z"]);
        let _ = s.join(&t);
        let _ = s.intersect(&t).is_empty();
        let _ = s.to_string();
        let _ = s.lower_bounds("x");
        let _ = s.upper_bounds("y");
        let _ = s.substitute("x", &f);
        let _ = s.rename(|v| if v == "x" { "y" } else { v });
        let _ = s.contains(|_| Some(i128::MAX));
        let _ = (e.checked_add(&f), e.checked_sub(&f), e.checked_neg(), e.checked_scale(-7));
        let _ = (e.substitute("y", &f), e.eval(|_| Some(3)), e.coeff_gcd(), e.to_string());
        let _ = (c.normalize(), c.negation(), c.to_string());
        let _ = Constraint::eq_zero(f.clone()).normalize();
    }
}

#[test]
fn row_limit_gives_sound_over_approximation() {
    // Eliminating x and y from 30 lower and 30 upper bounds each needs over 500 rows.
    let mut s = System::universe();
    for c in 1..=30i128 {
        s.add(chain(&format!("x + {c}*y + z >= {c}"))[0].clone());
        s.add(chain(&format!("x - {c}*y + z <= {}", 100 + c))[0].clone());
        s.add(chain(&format!("y + {c}*x - w >= {c}"))[0].clone());
        s.add(chain(&format!("y - {c}*x - w <= {}", 100 + c))[0].clone());
    }
    let (res, exact) = s.project_out(&[name("x"), name("y")]);
    assert!(!exact);
    // Whatever was kept is implied by the original system.
    for c in res.constraints() {
        assert!(s.implies(c), "{c} is not implied");
    }
}

// ---------------------------------------------------------------------------------------
// Property tests against brute force: the integer points of random systems in a box.

type Point = [i128; 4];

/// The configuration of a property: `default_cases` cases, or `PROPTEST_CASES` when set, for
/// stress runs such as `PROPTEST_CASES=5000 cargo test --release -p p4a-analyzer affine`.
/// Failing cases are saved next to this file, in `tests.regressions`, and replayed first.
fn config(default_cases: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default_cases);
    ProptestConfig {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("regressions"))),
        ..ProptestConfig::default()
    }
}

/// The variables of the property tests, written `x0`, `x1`, ...
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct X(u8);

impl std::fmt::Debug for X {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "x{}", self.0)
    }
}

fn vars(nv: usize) -> impl Iterator<Item = X> {
    (0..nv as u8).map(X)
}

fn value(p: &Point) -> impl Fn(X) -> Option<i128> + '_ {
    |v| p.get(usize::from(v.0)).copied()
}

/// Evaluates a constraint directly from its terms (independently of `holds`).
fn brute_holds(c: &Constraint<X>, p: &Point) -> bool {
    let e = c.expr();
    let x: i128 = e.constant_term()
        + e.terms()
            .iter()
            .map(|&(v, k)| k * p[usize::from(v.0)])
            .sum::<i128>();
    if c.is_equality() { x == 0 } else { x >= 0 }
}

/// The points of `[-bound, bound]^nv` (the other coordinates are 0).
fn box_points(nv: usize, bound: i128) -> Vec<Point> {
    let mut points = vec![[0; 4]];
    for v in 0..nv {
        points = points
            .into_iter()
            .flat_map(|p| {
                (-bound..=bound).map(move |x| {
                    let mut q = p;
                    q[v] = x;
                    q
                })
            })
            .collect();
    }
    points
}

/// How random systems are drawn.
#[derive(Clone, Copy, Debug)]
struct Shape {
    min_vars: usize,
    max_vars: usize,
    max_coeff: i128,
    max_constant: i128,
    max_constraints: usize,
    /// Box of the brute-force enumeration.
    bound: i128,
    /// Whether the box constraints are part of the system (then the enumeration is
    /// complete); without them only one-way checks are possible.
    boxed: bool,
}

/// The shape of the brief: 2 or 3 variables, coefficients in [-3, 3], constants in [-6, 6],
/// box [-8, 8].
const SMALL: Shape = Shape {
    min_vars: 2,
    max_vars: 3,
    max_coeff: 3,
    max_constant: 6,
    max_constraints: 4,
    bound: 8,
    boxed: true,
};
/// Larger coefficients, which need dark shadows and splinters.
const WIDE: Shape = Shape {
    max_coeff: 12,
    max_constant: 40,
    ..SMALL
};
/// Four variables in a smaller box.
const FOUR: Shape = Shape {
    min_vars: 4,
    max_vars: 4,
    max_coeff: 2,
    max_constant: 4,
    max_constraints: 5,
    bound: 4,
    boxed: true,
};
/// Unbounded systems, enumerated in a box that is not part of the system.
const OPEN: Shape = Shape {
    boxed: false,
    bound: 10,
    ..SMALL
};

/// A random system with its raw constraints (box constraints included when `boxed`).
#[derive(Clone, Debug)]
struct Case {
    nv: usize,
    shape: Shape,
    raw: Vec<Constraint<X>>,
}

impl Case {
    fn system(&self) -> System<X> {
        System::from_constraints(self.raw.iter().cloned())
    }

    fn box_points(&self) -> Vec<Point> {
        box_points(self.nv, self.shape.bound)
    }

    /// The points of the system in the box: all of them when `boxed`.
    fn points(&self) -> Vec<Point> {
        self.box_points()
            .into_iter()
            .filter(|p| self.raw.iter().all(|c| brute_holds(c, p)))
            .collect()
    }

    fn point_set(&self) -> HashSet<Point> {
        self.points().into_iter().collect()
    }
}

fn arb_expr(nv: usize, shape: Shape) -> impl Strategy<Value = LinExpr<X>> {
    let (c, k) = (shape.max_coeff, shape.max_constant);
    (proptest::collection::vec(-c..=c, nv), -k..=k).prop_map(|(cs, k)| {
        LinExpr::from_terms(cs.into_iter().enumerate().map(|(v, c)| (X(v as u8), c)), k).unwrap()
    })
}

fn arb_constraint(nv: usize, shape: Shape) -> impl Strategy<Value = Constraint<X>> {
    (arb_expr(nv, shape), 0..4).prop_map(|(e, kind)| {
        if kind == 0 {
            Constraint::eq_zero(e)
        } else {
            Constraint::ge_zero(e)
        }
    })
}

fn box_constraints(nv: usize, bound: i128) -> Vec<Constraint<X>> {
    vars(nv)
        .flat_map(|v| {
            let x = LinExpr::var(v);
            [
                Constraint::greater_eq(&x, &LinExpr::constant(-bound)).unwrap(),
                Constraint::less_eq(&x, &LinExpr::constant(bound)).unwrap(),
            ]
        })
        .collect()
}

fn arb_case_with(nv: usize, shape: Shape) -> impl Strategy<Value = Case> {
    proptest::collection::vec(arb_constraint(nv, shape), 0..=shape.max_constraints).prop_map(
        move |mut raw| {
            if shape.boxed {
                raw.extend(box_constraints(nv, shape.bound));
            }
            Case { nv, shape, raw }
        },
    )
}

fn arb_case(shape: Shape) -> impl Strategy<Value = Case> {
    (shape.min_vars..=shape.max_vars).prop_flat_map(move |nv| arb_case_with(nv, shape))
}

fn arb_case_and_expr(shape: Shape) -> impl Strategy<Value = (Case, LinExpr<X>)> {
    arb_case(shape).prop_flat_map(move |case| {
        let nv = case.nv;
        (Just(case), arb_expr(nv, shape))
    })
}

fn arb_case_and_constraint(shape: Shape) -> impl Strategy<Value = (Case, Constraint<X>)> {
    arb_case(shape).prop_flat_map(move |case| {
        let nv = case.nv;
        (Just(case), arb_constraint(nv, shape))
    })
}

fn arb_case_and_mask(shape: Shape) -> impl Strategy<Value = (Case, Vec<bool>)> {
    arb_case(shape).prop_flat_map(|case| {
        let nv = case.nv;
        (Just(case), proptest::collection::vec(any::<bool>(), nv))
    })
}

fn arb_two_cases(shape: Shape) -> impl Strategy<Value = (Case, Case)> {
    arb_case(shape).prop_flat_map(move |a| {
        let nv = a.nv;
        (Just(a), arb_case_with(nv, shape))
    })
}

fn check_is_empty(case: &Case) -> Result<(), TestCaseError> {
    let s = case.system();
    let has_point = !case.points().is_empty();
    if case.shape.boxed {
        prop_assert_eq!(s.is_empty(), !has_point, "is_empty of {}", s);
    } else if has_point {
        prop_assert!(!s.is_empty(), "{} has a point", s);
    }
    Ok(())
}

fn check_contains(case: &Case) -> Result<(), TestCaseError> {
    let s = case.system();
    let truth = case.point_set();
    for p in case.box_points() {
        prop_assert_eq!(s.contains(value(&p)), truth.contains(&p));
    }
    Ok(())
}

fn check_project_out(case: &Case, mask: &[bool]) -> Result<(), TestCaseError> {
    let s = case.system();
    let elim: Vec<X> = vars(case.nv).filter(|&v| mask[usize::from(v.0)]).collect();
    let (res, exact) = s.project_out(&elim);
    for v in res.vars() {
        prop_assert!(!elim.contains(&v), "{} still mentions {:?}", res, v);
    }
    let keep = |p: &Point| {
        let mut q = *p;
        for &v in &elim {
            q[usize::from(v.0)] = 0;
        }
        q
    };
    let truth: HashSet<Point> = case.points().iter().map(keep).collect();
    for p in case.box_points() {
        if elim.iter().any(|&v| p[usize::from(v.0)] != 0) {
            continue;
        }
        let inside = res.contains(value(&p));
        if truth.contains(&p) {
            prop_assert!(
                inside,
                "{:?} lost by projecting {:?} of {}: {}",
                p,
                elim,
                s,
                res
            );
        } else if exact && case.shape.boxed {
            prop_assert!(
                !inside,
                "{:?} added by exact projection of {}: {}",
                p,
                s,
                res
            );
        }
    }
    Ok(())
}

fn check_simplify(case: &Case) -> Result<(), TestCaseError> {
    let s = case.system().simplify();
    let truth = case.point_set();
    for p in case.box_points() {
        prop_assert_eq!(
            s.contains(value(&p)),
            truth.contains(&p),
            "point {:?} of {}",
            p,
            s
        );
    }
    if case.shape.boxed {
        // No point outside the box either: every variable stays within it.
        if truth.is_empty() {
            prop_assert!(s.is_trivially_empty(), "{} is empty", s);
        } else {
            let bound = case.shape.bound;
            for v in vars(case.nv) {
                let (lo, hi) = s.bounds(&LinExpr::var(v));
                prop_assert!(lo.is_some_and(|lo| lo >= -bound) && hi.is_some_and(|hi| hi <= bound));
            }
        }
    }
    prop_assert_eq!(s.simplify(), s.clone(), "simplify is not idempotent");
    Ok(())
}

fn check_implies(case: &Case, c: &Constraint<X>) -> Result<(), TestCaseError> {
    let s = case.system();
    let truth = case.points().iter().all(|p| brute_holds(c, p));
    if case.shape.boxed {
        prop_assert_eq!(s.implies(c), truth, "{} implies {}", s, c);
    } else if !truth {
        prop_assert!(!s.implies(c), "{} does not imply {}", s, c);
    }
    Ok(())
}

fn check_bounds(case: &Case, e: &LinExpr<X>) -> Result<(), TestCaseError> {
    let s = case.system();
    let values: Vec<i128> = case
        .points()
        .iter()
        .map(|p| e.eval(value(p)).unwrap())
        .collect();
    let (min, max) = (values.iter().min().copied(), values.iter().max().copied());
    let (lo, hi) = s.bounds(e);
    if case.shape.boxed {
        prop_assert_eq!((lo, hi), (min, max), "bounds of {} over {}", e, s);
    } else if let (Some(min), Some(max)) = (min, max) {
        prop_assert!(lo.is_none_or(|lo| lo <= min), "bounds of {} over {}", e, s);
        prop_assert!(hi.is_none_or(|hi| hi >= max), "bounds of {} over {}", e, s);
    }
    Ok(())
}

fn check_var_bounds(case: &Case) -> Result<(), TestCaseError> {
    let s = case.system();
    let points = case.points();
    for v in vars(case.nv) {
        for b in s.lower_bounds(v) {
            for p in &points {
                prop_assert!(b.divisor * p[usize::from(v.0)] >= b.expr.eval(value(p)).unwrap());
            }
        }
        for b in s.upper_bounds(v) {
            for p in &points {
                prop_assert!(b.divisor * p[usize::from(v.0)] <= b.expr.eval(value(p)).unwrap());
            }
        }
    }
    Ok(())
}

fn check_rect_hull(case: &Case, mask: &[bool]) -> Result<(), TestCaseError> {
    let s = case.system();
    let dims: Vec<X> = vars(case.nv).filter(|&v| mask[usize::from(v.0)]).collect();
    let hull = s.rect_hull(&dims);
    for p in case.points() {
        prop_assert!(
            hull.contains(value(&p)),
            "{:?} not in rect_hull {} of {}",
            p,
            hull,
            s
        );
    }
    for c in hull.constraints() {
        let n_dims = c.vars().filter(|v| dims.contains(v)).count();
        prop_assert_eq!(n_dims, 1, "{} bounds no single dimension", c);
    }
    Ok(())
}

fn check_join(a: &Case, b: &Case) -> Result<(), TestCaseError> {
    let (sa, sb) = (a.system(), b.system());
    let joined = sa.join(&sb);
    for p in a.points().iter().chain(&b.points()) {
        prop_assert!(
            joined.contains(value(p)),
            "{:?} not in {} join {} = {}",
            p,
            sa,
            sb,
            joined
        );
    }
    // A constraint of one side implied by the other side stays implied.
    for c in sa.constraints() {
        if sb.implies(c) {
            prop_assert!(
                joined.implies(c),
                "{} lost from {} join {} = {}",
                c,
                sa,
                sb,
                joined
            );
        }
    }
    Ok(())
}

fn check_union_and_difference(a: &Case, b: &Case, c: &Case) -> Result<(), TestCaseError> {
    let (sa, sb, sc) = (a.system(), b.system(), c.system());
    let (pb, pc) = (b.point_set(), c.point_set());
    let covered = a.points().iter().all(|p| pb.contains(p) || pc.contains(p));
    prop_assert_eq!(
        sa.is_subset_of_union(&[sb.clone(), sc.clone()]),
        covered,
        "{} in {} or {}",
        sa,
        sb,
        sc
    );
    let (diff, exact) = sa.difference(&sb);
    let truth: HashSet<Point> = a.points().into_iter().filter(|p| !pb.contains(p)).collect();
    for p in a.box_points() {
        let inside = diff.contains(value(&p));
        if truth.contains(&p) {
            prop_assert!(inside, "{:?} lost from {} minus {} = {}", p, sa, sb, diff);
        } else if exact {
            prop_assert!(!inside, "{:?} added to {} minus {} = {}", p, sa, sb, diff);
        }
    }
    Ok(())
}

fn arb_three_cases(shape: Shape) -> impl Strategy<Value = (Case, Case, Case)> {
    arb_case(shape).prop_flat_map(move |a| {
        let nv = a.nv;
        (Just(a), arb_case_with(nv, shape), arb_case_with(nv, shape))
    })
}

fn dense_of(case: &Case) -> Problem {
    let mut p = Problem {
        n: case.nv,
        ..Problem::default()
    };
    for c in &case.raw {
        let mut row = Row {
            c: Coeffs::zeros(case.nv),
            k: c.expr().constant_term(),
        };
        for &(v, k) in c.expr().terms() {
            row.c[usize::from(v.0)] = k;
        }
        if c.is_equality() {
            p.eqs.push(row)
        } else {
            p.ineqs.push(row)
        }
    }
    p
}

proptest! {
    #![proptest_config(config(400))]

    #[test]
    fn prop_normalization_keeps_points((case, c) in arb_case_and_constraint(SMALL)) {
        let normalized = c.normalize();
        for p in case.box_points() {
            let expected = brute_holds(&c, &p);
            let got = match &normalized {
                Normalized::True => true,
                Normalized::False => false,
                Normalized::Constraint(n) => brute_holds(n, &p),
            };
            prop_assert_eq!(got, expected, "{} at {:?}", c, p);
        }
    }

    #[test]
    fn prop_is_empty(case in arb_case(SMALL)) { check_is_empty(&case)?; }

    #[test]
    fn prop_contains(case in arb_case(SMALL)) { check_contains(&case)?; }

    #[test]
    fn prop_project_out((case, mask) in arb_case_and_mask(SMALL)) {
        check_project_out(&case, &mask)?;
    }

    #[test]
    fn prop_simplify(case in arb_case(SMALL)) { check_simplify(&case)?; }

    #[test]
    fn prop_implies((case, c) in arb_case_and_constraint(SMALL)) { check_implies(&case, &c)?; }

    #[test]
    fn prop_bounds((case, e) in arb_case_and_expr(SMALL)) { check_bounds(&case, &e)?; }

    #[test]
    fn prop_var_bounds(case in arb_case(SMALL)) { check_var_bounds(&case)?; }

    #[test]
    fn prop_rect_hull((case, mask) in arb_case_and_mask(SMALL)) {
        check_rect_hull(&case, &mask)?;
    }

    #[test]
    fn prop_join((a, b) in arb_two_cases(SMALL)) { check_join(&a, &b)?; }

    #[test]
    fn prop_ilp_fallback_agrees(case in arb_case(SMALL)) {
        let expected = !case.points().is_empty();
        match ilp::decide(&dense_of(&case), None) {
            Answer::Feasible => prop_assert!(expected),
            Answer::Infeasible => prop_assert!(!expected),
            Answer::Unknown => {}
        }
    }

    #[test]
    fn prop_omega_without_budget_is_unknown(case in arb_case(SMALL)) {
        prop_assert_eq!(dense::omega(dense_of(&case), &mut 0), Answer::Unknown);
    }

    #[test]
    fn prop_display_is_stable(case in arb_case(SMALL)) {
        let s = case.system();
        let shuffled = System::from_constraints(case.raw.iter().rev().cloned());
        prop_assert_eq!(s.to_string(), shuffled.to_string());
    }

    #[test]
    fn prop_expr_arithmetic(
        (case, e) in arb_case_and_expr(SMALL),
        f in arb_expr(3, SMALL),
        v in (0u8..3).prop_map(X),
    ) {
        for p in case.box_points().iter().step_by(7) {
            let at = |x: &LinExpr<X>| x.eval(value(p)).unwrap();
            prop_assert_eq!(at(&e.checked_add(&f).unwrap()), at(&e) + at(&f));
            prop_assert_eq!(at(&e.checked_sub(&f).unwrap()), at(&e) - at(&f));
            prop_assert_eq!(at(&e.checked_scale(-3).unwrap()), -3 * at(&e));
            let mut q = *p;
            q[usize::from(v.0)] = at(&f);
            prop_assert_eq!(at(&e.substitute(v, &f).unwrap()), e.eval(value(&q)).unwrap());
        }
    }
}

proptest! {
    #![proptest_config(config(150))]

    #[test]
    fn prop_wide_is_empty(case in arb_case(WIDE)) { check_is_empty(&case)?; }

    #[test]
    fn prop_wide_project_out((case, mask) in arb_case_and_mask(WIDE)) {
        check_project_out(&case, &mask)?;
    }

    #[test]
    fn prop_wide_bounds((case, e) in arb_case_and_expr(WIDE)) { check_bounds(&case, &e)?; }

    #[test]
    fn prop_wide_simplify(case in arb_case(WIDE)) { check_simplify(&case)?; }

    #[test]
    fn prop_four_is_empty(case in arb_case(FOUR)) { check_is_empty(&case)?; }

    #[test]
    fn prop_four_project_out((case, mask) in arb_case_and_mask(FOUR)) {
        check_project_out(&case, &mask)?;
    }

    #[test]
    fn prop_four_implies((case, c) in arb_case_and_constraint(FOUR)) { check_implies(&case, &c)?; }

    #[test]
    fn prop_four_rect_hull((case, mask) in arb_case_and_mask(FOUR)) {
        check_rect_hull(&case, &mask)?;
    }

    #[test]
    fn prop_open_is_empty(case in arb_case(OPEN)) { check_is_empty(&case)?; }

    #[test]
    fn prop_open_project_out((case, mask) in arb_case_and_mask(OPEN)) {
        check_project_out(&case, &mask)?;
    }

    #[test]
    fn prop_open_simplify(case in arb_case(OPEN)) { check_simplify(&case)?; }

    #[test]
    fn prop_open_implies((case, c) in arb_case_and_constraint(OPEN)) {
        check_implies(&case, &c)?;
    }

    #[test]
    fn prop_open_bounds((case, e) in arb_case_and_expr(OPEN)) { check_bounds(&case, &e)?; }

    #[test]
    fn prop_open_var_bounds(case in arb_case(OPEN)) { check_var_bounds(&case)?; }

    #[test]
    fn prop_open_join((a, b) in arb_two_cases(OPEN)) { check_join(&a, &b)?; }

    #[test]
    fn prop_open_rect_hull((case, mask) in arb_case_and_mask(OPEN)) {
        check_rect_hull(&case, &mask)?;
    }
}

proptest! {
    // The heaviest checks (several joins and emptiness searches per case); debug builds are
    // slow at them, release stress runs cover more cases.
    #![proptest_config(config(40))]

    #[test]
    fn prop_union_and_difference((a, b, c) in arb_three_cases(SMALL)) {
        check_union_and_difference(&a, &b, &c)?;
    }

    #[test]
    fn prop_four_join((a, b) in arb_two_cases(FOUR)) { check_join(&a, &b)?; }

    #[test]
    fn prop_four_union_and_difference((a, b, c) in arb_three_cases(FOUR)) {
        check_union_and_difference(&a, &b, &c)?;
    }
}

/// Checks that `Var` accepts the kinds of keys the analyses use.
#[test]
fn var_is_generic() {
    #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
    enum Sym {
        Phi(u8),
        Index(u32),
    }
    fn assert_var<V: Var>() {}
    assert_var::<Sym>();
    let s = System::from_constraints([Constraint::less_eq(
        &LinExpr::var(Sym::Index(0)),
        &LinExpr::var(Sym::Phi(1)),
    )
    .unwrap()]);
    assert_eq!(s.to_string(), "{Index(0) <= Phi(1)}");
}

#[test]
fn single_points_are_decided_without_a_search() {
    // Every variable fixed by an equality: the inequalities hold there or not.
    assert!(!sys("{x == 3, y == -2}").is_empty());
    assert!(sys("{x == 3, y == -2, x + y >= 2}").is_empty());
    assert!(!sys("{2*x == 6, y == -2, x + y >= 1}").is_empty());
    // A point's minimum and maximum are its value.
    assert_eq!(
        sys("{x == 3, y == -2}").bounds(&expr("x - 4*y + 1")),
        (Some(12), Some(12))
    );
    // The hull of a point and a range reaches the point.
    let hull = sys("{x == 9}").join(&sys("{0 <= x <= 3}"));
    assert_eq!(show(&hull), show(&sys("{0 <= x <= 9}")));
}
