//! The integer core: systems as dense rows over column indices, the Omega test for integer
//! feasibility, and Fourier–Motzkin projection with exactness tracking.
//!
//! Invariants of a [`Problem`]: every row has `n` coefficients; no coefficient or constant
//! is `i128::MIN` (all arithmetic goes through [`num`], which refuses it), so negation and
//! absolute values never overflow. Columns are never removed: an eliminated column is zero
//! in every row.
//!
//! Every transformation here keeps the integer points of the system, or (in projection)
//! keeps a superset and says so. When an answer cannot be computed within the limits or
//! without overflow, the functions say [`Answer::Unknown`] and the callers take the
//! conservative side.

use std::cmp::Ordering;

use super::ilp;
use super::memo;
use super::num;

/// Projection stops and over-approximates when one Fourier–Motzkin step would leave more
/// than this many inequalities.
pub(crate) const MAX_ROWS: usize = 500;

/// The number of Omega-test nodes (recursive calls: shadows and splinters) one feasibility
/// question may use before it gives up and asks the ILP solver.
const OMEGA_NODES: u32 = 1024;

/// Exactness of a projection step is checked against the dark shadow only when it has at
/// most this many non-trivial pairs; beyond, the step is reported inexact.
const MAX_DARK_CHECKS: usize = 32;

/// Rows with at most this many columns keep their coefficients inline.
const INLINE: usize = 8;

/// The coefficients of a row: inline up to [`INLINE`] columns, so that cloning a row and
/// building one (the inner loop of every algorithm here) does not allocate.
#[derive(Clone)]
pub(crate) enum Coeffs {
    Inline { len: usize, data: [i128; INLINE] },
    Heap(Vec<i128>),
}

impl Coeffs {
    /// `n` zeros.
    pub(crate) fn zeros(n: usize) -> Self {
        if n <= INLINE {
            Coeffs::Inline {
                len: n,
                data: [0; INLINE],
            }
        } else {
            Coeffs::Heap(vec![0; n])
        }
    }

    /// Appends a coefficient.
    pub(crate) fn push(&mut self, x: i128) {
        match self {
            Coeffs::Inline { len, data } if *len < INLINE => {
                data[*len] = x;
                *len += 1;
            }
            Coeffs::Inline { len, data } => {
                let mut v = data[..*len].to_vec();
                v.push(x);
                *self = Coeffs::Heap(v);
            }
            Coeffs::Heap(v) => v.push(x),
        }
    }

    /// Keeps the first `n` coefficients.
    pub(crate) fn truncate(&mut self, n: usize) {
        match self {
            Coeffs::Inline { len, .. } => *len = (*len).min(n),
            Coeffs::Heap(v) => v.truncate(n),
        }
    }
}

impl std::ops::Deref for Coeffs {
    type Target = [i128];
    fn deref(&self) -> &[i128] {
        match self {
            Coeffs::Inline { len, data } => &data[..*len],
            Coeffs::Heap(v) => v,
        }
    }
}

impl std::ops::DerefMut for Coeffs {
    fn deref_mut(&mut self) -> &mut [i128] {
        match self {
            Coeffs::Inline { len, data } => &mut data[..*len],
            Coeffs::Heap(v) => v,
        }
    }
}

impl FromIterator<i128> for Coeffs {
    fn from_iter<I: IntoIterator<Item = i128>>(iter: I) -> Self {
        let mut res = Coeffs::zeros(0);
        for x in iter {
            res.push(x);
        }
        res
    }
}

impl<'a> IntoIterator for &'a Coeffs {
    type Item = &'a i128;
    type IntoIter = std::slice::Iter<'a, i128>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl PartialEq for Coeffs {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl Eq for Coeffs {}

impl std::hash::Hash for Coeffs {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (**self).hash(state);
    }
}

impl std::fmt::Debug for Coeffs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

/// One constraint `c . x + k (== | >=) 0`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Row {
    pub(crate) c: Coeffs,
    pub(crate) k: i128,
}

impl Row {
    /// `a * self + b * other`, or `None` on overflow.
    fn combine(a: i128, r1: &Row, b: i128, r2: &Row) -> Option<Row> {
        let c =
            r1.c.iter()
                .zip(&r2.c)
                .map(|(&x, &y)| num::mul_add(a, x, b, y))
                .collect::<Option<Coeffs>>()?;
        Some(Row {
            c,
            k: num::mul_add(a, r1.k, b, r2.k)?,
        })
    }

    /// `-self - 1`: the complement of `self >= 0` over the integers.
    pub(crate) fn complement(&self) -> Option<Row> {
        Some(Row {
            c: self.c.iter().map(|&x| -x).collect(),
            k: num::sub(-self.k, 1)?,
        })
    }

    /// `self + d`.
    pub(crate) fn shifted(&self, d: i128) -> Option<Row> {
        Some(Row {
            c: self.c.clone(),
            k: num::add(self.k, d)?,
        })
    }

    fn coeff_gcd(&self) -> u128 {
        self.c.iter().fold(0, |g, &x| num::gcd(g, x.unsigned_abs()))
    }

    /// True when some column `j` with `cols(j)` has a non-zero coefficient.
    fn mentions(&self, cols: &[bool]) -> bool {
        self.c.iter().zip(cols).any(|(&x, &e)| e && x != 0)
    }

    /// The sign of the first non-zero coefficient (zero for a constant row).
    fn orientation(&self) -> i128 {
        self.c.iter().find(|&&x| x != 0).map_or(0, |x| x.signum())
    }

    /// Whether the row holds at the integer point `x`; `None` on overflow.
    pub(crate) fn value_at(&self, x: &[i128]) -> Option<i128> {
        let mut acc = self.k;
        for (&c, &v) in self.c.iter().zip(x) {
            acc = num::add(acc, num::mul(c, v)?)?;
        }
        Some(acc)
    }
}

/// A conjunction of equalities and inequalities over `n` integer columns.
#[derive(Clone, Debug, Default)]
pub(crate) struct Problem {
    pub(crate) n: usize,
    pub(crate) eqs: Vec<Row>,
    pub(crate) ineqs: Vec<Row>,
}

/// Why a computation stopped early.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Stop {
    /// The system was proved to have no integer point.
    Infeasible,
    /// A limit or an overflow was hit; nothing was proved.
    Unknown,
}

/// The answer to "does this system have an integer point?".
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Answer {
    Feasible,
    Infeasible,
    Unknown,
}

impl From<Stop> for Answer {
    fn from(stop: Stop) -> Self {
        match stop {
            Stop::Infeasible => Answer::Infeasible,
            Stop::Unknown => Answer::Unknown,
        }
    }
}

enum RowStatus {
    True,
    False,
    Keep,
}

/// Divides an inequality by the gcd of its coefficients, rounding the constant down.
fn normalize_ineq(r: &mut Row) -> RowStatus {
    let g = r.coeff_gcd();
    if g == 0 {
        return if r.k >= 0 {
            RowStatus::True
        } else {
            RowStatus::False
        };
    }
    if g > 1 {
        // No coefficient is `i128::MIN`, so `g <= i128::MAX`.
        let g = g as i128;
        r.c.iter_mut().for_each(|x| *x /= g);
        r.k = num::floor_div(r.k, g);
    }
    RowStatus::Keep
}

/// Divides an equality by the gcd of its coefficients (false when the constant is not a
/// multiple) and orients it so that its first coefficient is positive.
fn normalize_eq(r: &mut Row) -> RowStatus {
    let g = r.coeff_gcd();
    if g == 0 {
        return if r.k == 0 {
            RowStatus::True
        } else {
            RowStatus::False
        };
    }
    let g = g as i128;
    if r.k % g != 0 {
        return RowStatus::False;
    }
    let g = if r.orientation() < 0 { -g } else { g };
    if g != 1 {
        r.c.iter_mut().for_each(|x| *x /= g);
        r.k /= g;
    }
    RowStatus::Keep
}

/// Compares rows by their coefficient vectors oriented positively, then orientation, then
/// constant, so that parallel and opposite rows end up next to each other. `sa` and `sb`
/// are the rows' orientations.
fn canonical_cmp(a: &Row, sa: i128, b: &Row, sb: i128) -> Ordering {
    for (&x, &y) in a.c.iter().zip(&b.c) {
        let ord = (sa * x).cmp(&(sb * y));
        if ord != Ordering::Equal {
            return ord;
        }
    }
    sa.cmp(&sb).then(a.k.cmp(&b.k))
}

/// Whether two rows with orientations `sa` and `sb` are parallel or opposite.
fn same_direction(a: &Row, sa: i128, b: &Row, sb: i128) -> bool {
    a.c.iter().zip(&b.c).all(|(&x, &y)| sa * x == sb * y)
}

impl Problem {
    /// Normalizes every row, drops trivial and duplicate rows, keeps the tightest of parallel
    /// inequalities, turns opposite inequalities that meet into an equality, and detects the
    /// contradictions these steps reveal. Keeps the integer points.
    pub(crate) fn tidy(&mut self) -> Result<(), Stop> {
        loop {
            let mut status = Ok(());
            self.eqs.retain_mut(|r| match normalize_eq(r) {
                RowStatus::True => false,
                RowStatus::False => {
                    status = Err(Stop::Infeasible);
                    false
                }
                RowStatus::Keep => true,
            });
            status?;
            if self.eqs.len() > 1 {
                self.eqs.sort_by(|a, b| a.c.cmp(&b.c).then(a.k.cmp(&b.k)));
                self.eqs.dedup();
                if self.eqs.windows(2).any(|w| w[0].c == w[1].c) {
                    return Err(Stop::Infeasible);
                }
            }
            self.ineqs.retain_mut(|r| match normalize_ineq(r) {
                RowStatus::True => false,
                RowStatus::False => {
                    status = Err(Stop::Infeasible);
                    false
                }
                RowStatus::Keep => true,
            });
            status?;
            if !self.tidy_parallel_ineqs()? {
                self.drop_box_implied()?;
                return Ok(());
            }
        }
    }

    /// Drops the inequalities over several columns that the single-column bounds imply
    /// (their minimum over the box of those bounds is non-negative), and detects the ones
    /// that the box makes impossible (maximum negative). Keeps the integer points: the
    /// single-column rows stay. This is what keeps Fourier–Motzkin small on bounded
    /// systems.
    fn drop_box_implied(&mut self) -> Result<(), Stop> {
        const STACK: usize = 32;
        let n = self.n;
        if n > STACK || self.ineqs.len() < 2 {
            return Ok(());
        }
        // `lo[j] <= x_j <= hi[j]`, from rows `±x_j + k >= 0` (normalized: unit coefficient).
        let (mut lo, mut hi) = ([None::<i128>; STACK], [None::<i128>; STACK]);
        for r in &self.ineqs {
            let mut nonzero = r.c.iter().enumerate().filter(|(_, x)| **x != 0);
            let (Some((j, &c)), None) = (nonzero.next(), nonzero.next()) else {
                continue;
            };
            if c == 1 {
                lo[j] = Some(lo[j].map_or(-r.k, |b: i128| b.max(-r.k)));
            } else if c == -1 {
                hi[j] = Some(hi[j].map_or(r.k, |b: i128| b.min(r.k)));
            }
        }
        // The minimum (`low`) or maximum of a row over the box; `None` if unbounded.
        let extreme = |r: &Row, low: bool| -> Option<i128> {
            r.c.iter().enumerate().try_fold(r.k, |acc, (j, &c)| {
                let bound = match (c.cmp(&0), low) {
                    (Ordering::Equal, _) => return Some(acc),
                    (Ordering::Greater, true) | (Ordering::Less, false) => lo[j]?,
                    (Ordering::Greater, false) | (Ordering::Less, true) => hi[j]?,
                };
                num::add(acc, num::mul(c, bound)?)
            })
        };
        let mut status = Ok(());
        self.ineqs.retain(|r| {
            if r.c.iter().filter(|&&x| x != 0).count() < 2 {
                return true;
            }
            if extreme(r, false).is_some_and(|max| max < 0) {
                status = Err(Stop::Infeasible);
            }
            extreme(r, true).is_none_or(|min| min < 0)
        });
        status
    }

    /// Keeps the tightest of parallel inequalities and turns opposite ones that meet into
    /// an equality (returns true when it made one). Rows stay in place (they are large):
    /// the work is done on indices, in stack buffers for the usual sizes.
    fn tidy_parallel_ineqs(&mut self) -> Result<bool, Stop> {
        const STACK: usize = 64;
        let m = self.ineqs.len();
        if m < 2 {
            return Ok(false);
        }
        let (mut orient_stack, mut order_stack, mut fate_stack) =
            ([0i128; STACK], [0usize; STACK], [0u8; STACK]);
        let (mut orient_heap, mut order_heap, mut fate_heap);
        let (orient, order, fate): (&mut [i128], &mut [usize], &mut [u8]) = if m <= STACK {
            (
                &mut orient_stack[..m],
                &mut order_stack[..m],
                &mut fate_stack[..m],
            )
        } else {
            orient_heap = vec![0i128; m];
            order_heap = vec![0usize; m];
            fate_heap = vec![0u8; m];
            (&mut orient_heap, &mut order_heap, &mut fate_heap)
        };
        let ineqs = &self.ineqs;
        for (i, r) in ineqs.iter().enumerate() {
            orient[i] = r.orientation();
            order[i] = i;
        }
        order.sort_unstable_by(|&a, &b| canonical_cmp(&ineqs[a], orient[a], &ineqs[b], orient[b]));
        // Fates: 0 drop, 1 keep, 2 make an equality.
        let mut new_eqs = false;
        let mut start = 0;
        while start < m {
            let first = order[start];
            let mut end = start + 1;
            while end < m
                && same_direction(
                    &ineqs[first],
                    orient[first],
                    &ineqs[order[end]],
                    orient[order[end]],
                )
            {
                end += 1;
            }
            // Sorted by orientation then constant: the first negative and the first positive
            // row of the group are the tightest of each orientation.
            let neg = (orient[first] < 0).then_some(first);
            let pos = order[start..end].iter().copied().find(|&i| orient[i] > 0);
            match (neg, pos) {
                (Some(n), Some(p)) => {
                    // `c.x >= -k_pos` and `c.x <= k_neg`.
                    let sum = num::add(ineqs[n].k, ineqs[p].k).ok_or(Stop::Unknown)?;
                    if sum < 0 {
                        return Err(Stop::Infeasible);
                    }
                    if sum == 0 {
                        fate[p] = 2;
                        new_eqs = true;
                    } else {
                        fate[n] = 1;
                        fate[p] = 1;
                    }
                }
                (Some(i), None) | (None, Some(i)) => fate[i] = 1,
                (None, None) => {}
            }
            start = end;
        }
        if new_eqs {
            for (i, r) in self.ineqs.iter().enumerate() {
                if fate[i] == 2 {
                    self.eqs.push(r.clone());
                }
            }
        }
        let mut idx = 0;
        self.ineqs.retain(|_| {
            idx += 1;
            fate[idx - 1] == 1
        });
        Ok(new_eqs)
    }
}

/// Applies `row -= f * eq` with `f` chosen to zero column `j` of every row, where
/// `eq.c[j] == ±1`.
fn substitute_unit(p: &mut Problem, eq: &Row, j: usize) -> Result<(), Stop> {
    let s = eq.c[j];
    debug_assert!(s == 1 || s == -1);
    for r in p.eqs.iter_mut().chain(p.ineqs.iter_mut()) {
        if r.c[j] != 0 {
            let f = r.c[j] * s;
            *r = Row::combine(1, r, -f, eq).ok_or(Stop::Unknown)?;
        }
    }
    Ok(())
}

/// Zeroes column `j` of every row with `|a| * row - b * sign(a) * eq` (`a = eq.c[j]`,
/// `b = row.c[j]`): exact over the rationals, but the congruence `a | rest` is lost.
fn substitute_scaled(p: &mut Problem, eq: &Row, j: usize) -> Result<(), Stop> {
    let a = eq.c[j];
    for r in p.eqs.iter_mut().chain(p.ineqs.iter_mut()) {
        let b = r.c[j];
        if b != 0 {
            *r = Row::combine(a.abs(), r, -b * a.signum(), eq).ok_or(Stop::Unknown)?;
        }
    }
    Ok(())
}

/// The change of variables `x_j := x_j + q * x_l` (unimodular): column `l` of every row,
/// `eq` included, becomes `c_l - q * c_j`.
fn column_op(p: &mut Problem, eq: &mut Row, l: usize, j: usize, q: i128) -> Result<(), Stop> {
    for r in p
        .eqs
        .iter_mut()
        .chain(p.ineqs.iter_mut())
        .chain(std::iter::once(eq))
    {
        if r.c[j] != 0 {
            r.c[l] =
                num::sub(r.c[l], num::mul(q, r.c[j]).ok_or(Stop::Unknown)?).ok_or(Stop::Unknown)?;
        }
    }
    Ok(())
}

/// How an equality was used.
#[derive(PartialEq, Eq, Debug)]
enum EqElim {
    /// A column was eliminated exactly.
    Exact,
    /// A column was eliminated over the rationals; a congruence was lost.
    Inexact,
}

/// Uses the equality `eq` (already removed from `p`) to eliminate one of the columns for
/// which `allowed` holds. It reduces the coefficients of the allowed columns with unimodular
/// changes of variables (Euclid on columns) until one is `±1`, then substitutes. When a
/// single allowed column remains with `|coeff| > 1`, it substitutes with scaling, which
/// loses a congruence (inexact).
fn eliminate_with_equality(p: &mut Problem, mut eq: Row, allowed: &[bool]) -> Result<EqElim, Stop> {
    loop {
        let mut cols = (0..p.n).filter(|&j| allowed[j] && eq.c[j] != 0);
        let Some(first) = cols.next() else {
            p.eqs.push(eq);
            return Ok(EqElim::Exact);
        };
        let j = cols.fold(
            first,
            |j, l| if eq.c[l].abs() < eq.c[j].abs() { l } else { j },
        );
        if eq.c[j].abs() == 1 {
            substitute_unit(p, &eq, j)?;
            return Ok(EqElim::Exact);
        }
        let others: Vec<usize> = (0..p.n)
            .filter(|&l| l != j && allowed[l] && eq.c[l] != 0)
            .collect();
        if others.is_empty() {
            substitute_scaled(p, &eq, j)?;
            return Ok(EqElim::Inexact);
        }
        for l in others {
            let q = eq.c[l] / eq.c[j];
            if q != 0 {
                column_op(p, &mut eq, l, j, q)?;
            }
        }
    }
}

/// The column to eliminate next.
#[derive(Clone, Copy, Debug)]
enum Choice {
    /// The column is bounded on one side only: dropping its rows is exact.
    OneSided(usize),
    /// Every lower or every upper bound has a unit coefficient: the real shadow is exact.
    Exact(usize),
    /// The real shadow may contain points that are not projections of integer points.
    Inexact(usize),
}

fn choose_column(p: &Problem, allowed: &[bool]) -> Option<Choice> {
    // Key: inexact, splinters, pairs, column; the smallest wins.
    let mut best: Option<(bool, u128, usize, usize)> = None;
    for j in (0..p.n).filter(|&j| allowed[j]) {
        let (mut lowers, mut uppers) = (0usize, 0usize);
        let (mut unit_lower, mut unit_upper) = (true, true);
        for r in &p.ineqs {
            match r.c[j].cmp(&0) {
                Ordering::Greater => {
                    lowers += 1;
                    unit_lower &= r.c[j] == 1;
                }
                Ordering::Less => {
                    uppers += 1;
                    unit_upper &= r.c[j] == -1;
                }
                Ordering::Equal => {}
            }
        }
        if lowers + uppers == 0 {
            continue;
        }
        if lowers == 0 || uppers == 0 {
            return Some(Choice::OneSided(j));
        }
        let inexact = !(unit_lower || unit_upper);
        let splinters = if inexact { splinter_plan(p, j).1 } else { 0 };
        let key = (inexact, splinters, lowers.saturating_mul(uppers), j);
        if best.is_none_or(|b| key < b) {
            best = Some(key);
        }
    }
    best.map(|(inexact, _, _, j)| {
        if inexact {
            Choice::Inexact(j)
        } else {
            Choice::Exact(j)
        }
    })
}

/// The side whose bounds on column `j` are splintered (`1`: the lower bounds `a*x >= α`,
/// `-1`: the upper bounds `b*x <= β`) and the number of splinters, the smaller of the two:
/// a bound with coefficient `a` gives `(a*m - a - m) / m + 1` splinters, `m` being the
/// largest coefficient on the other side (Pugh's rule, applied to `x` or to `-x`).
fn splinter_plan(p: &Problem, j: usize) -> (i128, u128) {
    let count = |side: i128| -> u128 {
        let m = p
            .ineqs
            .iter()
            .map(|r| -side * r.c[j])
            .filter(|&x| x > 0)
            .max()
            .unwrap_or(1);
        p.ineqs
            .iter()
            .map(|r| side * r.c[j])
            .filter(|&a| a > 0)
            .map(
                |a| match num::mul(a, m).and_then(|am| num::sub(am, num::add(a, m)?)) {
                    Some(top) if top >= 0 => (num::floor_div(top, m) as u128).saturating_add(1),
                    Some(_) => 0,
                    None => u128::MAX,
                },
            )
            .fold(0u128, |acc, x| acc.saturating_add(x))
    };
    let (lower, upper) = (count(1), count(-1));
    if upper < lower {
        (-1, upper)
    } else {
        (1, lower)
    }
}

/// The inequalities after eliminating column `j` by Fourier–Motzkin: the rows without `j`
/// plus one combination per (lower, upper) pair. With `dark`, each combination is the
/// dark-shadow constraint `a*β - b*α >= (a-1)(b-1)` instead of the real shadow
/// `a*β - b*α >= 0` (for `α <= a*x`, `b*x <= β`).
fn fm_step(p: &Problem, j: usize, dark: bool) -> Result<Vec<Row>, Stop> {
    let lowers: Vec<&Row> = p.ineqs.iter().filter(|r| r.c[j] > 0).collect();
    let uppers: Vec<&Row> = p.ineqs.iter().filter(|r| r.c[j] < 0).collect();
    let kept = p.ineqs.len() - lowers.len() - uppers.len();
    if kept.saturating_add(lowers.len().saturating_mul(uppers.len())) > MAX_ROWS {
        return Err(Stop::Unknown);
    }
    let mut rows: Vec<Row> = Vec::with_capacity(kept + lowers.len() * uppers.len());
    rows.extend(p.ineqs.iter().filter(|r| r.c[j] == 0).cloned());
    for l in &lowers {
        for u in &uppers {
            rows.push(shadow_row(l, u, j, dark).ok_or(Stop::Unknown)?);
        }
    }
    Ok(rows)
}

fn shadow_row(l: &Row, u: &Row, j: usize, dark: bool) -> Option<Row> {
    let (a, b) = (l.c[j], -u.c[j]);
    if dark {
        let row = Row::combine(b, l, a, u)?;
        let slack = num::mul(a - 1, b - 1)?;
        row.shifted(-slack)
    } else {
        let g = num::gcd(a as u128, b as u128) as i128;
        Row::combine(b / g, l, a / g, u)
    }
}

/// The Omega test (Pugh 1992): whether `p` has an integer point. Exact, except that it says
/// [`Answer::Unknown`] when it runs out of `budget` nodes, when a step would exceed
/// [`MAX_ROWS`] rows, or on overflow.
pub(crate) fn omega(mut p: Problem, budget: &mut u32) -> Answer {
    if *budget == 0 {
        return Answer::Unknown;
    }
    *budget -= 1;
    let all = vec![true; p.n];
    loop {
        if let Err(stop) = p.tidy() {
            return stop.into();
        }
        if let Some(eq) = p.eqs.pop() {
            match eliminate_with_equality(&mut p, eq, &all) {
                Ok(EqElim::Exact) => continue,
                // A normalized equality has coprime coefficients, so Euclid always reaches a
                // unit coefficient; this arm is defensive.
                Ok(EqElim::Inexact) => return Answer::Unknown,
                Err(stop) => return stop.into(),
            }
        }
        if p.ineqs.is_empty() {
            return Answer::Feasible;
        }
        match choose_column(&p, &all) {
            // After `tidy` no row is constant, so some column is chosen; defensive.
            None => return Answer::Unknown,
            Some(Choice::OneSided(j)) => p.ineqs.retain(|r| r.c[j] == 0),
            Some(Choice::Exact(j)) => match fm_step(&p, j, false) {
                Ok(rows) => p.ineqs = rows,
                Err(stop) => return stop.into(),
            },
            Some(Choice::Inexact(j)) => return omega_inexact(p, j, budget),
        }
    }
}

/// The Omega test's step for a column whose elimination is not exact: real shadow (no point
/// there, no point at all), dark shadow (a point there is a point of `p`), then the
/// splinters `a*x == α + i` that hold every integer point outside the dark shadow.
fn omega_inexact(p: Problem, j: usize, budget: &mut u32) -> Answer {
    let shadow = |dark: bool, budget: &mut u32| match fm_step(&p, j, dark) {
        Ok(rows) => omega(
            Problem {
                n: p.n,
                eqs: p.eqs.clone(),
                ineqs: rows,
            },
            budget,
        ),
        Err(stop) => stop.into(),
    };
    if shadow(false, budget) == Answer::Infeasible {
        return Answer::Infeasible;
    }
    let dark = shadow(true, budget);
    if dark == Answer::Feasible {
        return Answer::Feasible;
    }
    let mut all_infeasible = dark == Answer::Infeasible;
    let (side, _) = splinter_plan(&p, j);
    let max_other = p
        .ineqs
        .iter()
        .map(|r| -side * r.c[j])
        .filter(|&x| x > 0)
        .max()
        .unwrap_or(1);
    for bound in p.ineqs.iter().filter(|r| side * r.c[j] > 0) {
        let a = side * bound.c[j];
        // Splinters `bound - i == 0` (that is `a*x == α + i`, or `b*x == β - i`) for
        // `0 <= i <= (a*m - a - m) / m`.
        let Some(top) = num::mul(a, max_other).and_then(|am| num::sub(am, num::add(a, max_other)?))
        else {
            return Answer::Unknown;
        };
        let top = num::floor_div(top, max_other);
        let mut i = 0;
        while i <= top {
            if *budget == 0 {
                return Answer::Unknown;
            }
            let Some(eq) = bound.shifted(-i) else {
                return Answer::Unknown;
            };
            let mut q = p.clone();
            q.eqs.push(eq);
            match omega(q, budget) {
                Answer::Feasible => return Answer::Feasible,
                Answer::Infeasible => {}
                Answer::Unknown => all_infeasible = false,
            }
            i += 1;
        }
    }
    if all_infeasible {
        Answer::Infeasible
    } else {
        Answer::Unknown
    }
}

/// Whether `p` has an integer point: the Omega test, and when it gives up, the ILP solver
/// (see [`ilp::decide`] for the assumptions of that fallback).
pub(crate) fn decide(p: &Problem) -> Answer {
    decide_with(p, None)
}

/// [`decide`] for `p` with the inequality `extra` added, without copying `p` twice.
/// Remembered per thread (see [`memo`]).
pub(crate) fn decide_with(p: &Problem, extra: Option<&Row>) -> Answer {
    // Every column fixed by an equality: the inequalities hold at that point or not.
    if let Some(x) = fixed_point(p) {
        let values: Option<Vec<i128>> = p
            .ineqs
            .iter()
            .chain(extra)
            .map(|r| r.value_at(&x))
            .collect();
        if let Some(values) = values {
            return if values.iter().all(|v| *v >= 0) {
                Answer::Feasible
            } else {
                Answer::Infeasible
            };
        }
    }
    memo::decide(p, extra, || decide_uncached(p, extra))
}

fn decide_uncached(p: &Problem, extra: Option<&Row>) -> Answer {
    let mut budget = OMEGA_NODES;
    let mut q = p.clone();
    q.ineqs.extend(extra.cloned());
    match omega(q, &mut budget) {
        Answer::Unknown => ilp::decide(p, extra),
        answer => answer,
    }
}

/// True when `p` is proved to have no integer point.
pub(crate) fn proved_empty(p: &Problem) -> bool {
    decide(p) == Answer::Infeasible
}

/// True when `p` with the inequality `extra` is proved to have no integer point.
fn proved_empty_with(p: &Problem, extra: &Row) -> bool {
    decide_with(p, Some(extra)) == Answer::Infeasible
}

/// The result of [`project`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Projection {
    /// The remaining rows describe exactly the projection of the integer points.
    pub(crate) exact: bool,
    /// The system was proved empty (and `p` is left without rows).
    pub(crate) empty: bool,
}

/// Eliminates the columns with `elim[j]` from `p` in place, so that afterwards no row
/// mentions them. The result's integer points contain the projection of `p`'s integer
/// points; `exact` says they are equal.
/// Remembered per thread (see [`memo`]).
pub(crate) fn project(p: &mut Problem, elim: &[bool]) -> Projection {
    memo::project(p, elim, |p| project_uncached(p, elim))
}

fn project_uncached(p: &mut Problem, elim: &[bool]) -> Projection {
    let original = p.clone();
    let mut exact = true;
    let res = match project_steps(p, elim, &mut exact) {
        Ok(()) => Projection {
            exact,
            empty: false,
        },
        Err(Stop::Infeasible) => {
            p.eqs.clear();
            p.ineqs.clear();
            Projection {
                exact: true,
                empty: true,
            }
        }
        Err(Stop::Unknown) => {
            // Every row is implied by the original system (each step only derives
            // consequences, or changes eliminated variables unimodularly), so the rows
            // free of eliminated columns describe a superset of the projection.
            p.eqs.retain(|r| !r.mentions(elim));
            p.ineqs.retain(|r| !r.mentions(elim));
            Projection {
                exact: false,
                empty: false,
            }
        }
    };
    // An inexact projection of an empty system is made exact by proving it empty.
    if !res.exact && proved_empty(&original) {
        p.eqs.clear();
        p.ineqs.clear();
        return Projection {
            exact: true,
            empty: true,
        };
    }
    res
}

/// The equalities of the affine hull of the union of the affine spaces given by `eqs1` and
/// `eqs2` (both over `n` columns, both with integer points): the projection onto `x` of
/// `{E1 y + k1 λ == 0, E2 (x - y) + k2 (1 - λ) == 0}`, that is, of the affine
/// combinations `λ a1 + (1 - λ) a2`. The rows returned hold at every integer point of both
/// spaces (every step keeps the lifted integer points, among which `λ = 1, y = x`).
pub(crate) fn affine_hull_join(n: usize, eqs1: &[Row], eqs2: &[Row]) -> Vec<Row> {
    let width = 2 * n + 1;
    let mut lifted = Problem {
        n: width,
        eqs: Vec::new(),
        ineqs: Vec::new(),
    };
    for r in eqs1 {
        let mut c = Coeffs::zeros(width);
        c[n..2 * n].copy_from_slice(&r.c);
        c[2 * n] = r.k;
        lifted.eqs.push(Row { c, k: 0 });
    }
    for r in eqs2 {
        let mut c = Coeffs::zeros(width);
        c[..n].copy_from_slice(&r.c);
        for j in 0..n {
            c[n + j] = -r.c[j];
        }
        c[2 * n] = -r.k;
        lifted.eqs.push(Row { c, k: r.k });
    }
    let elim: Vec<bool> = (0..width).map(|j| j >= n).collect();
    let mut exact = true;
    if project_steps(&mut lifted, &elim, &mut exact).is_err() {
        return Vec::new();
    }
    lifted
        .eqs
        .into_iter()
        .filter(|r| !r.mentions(&elim))
        .map(|mut r| {
            r.c.truncate(n);
            r
        })
        .collect()
}

fn project_steps(p: &mut Problem, elim: &[bool], exact: &mut bool) -> Result<(), Stop> {
    loop {
        p.tidy()?;
        if let Some(idx) = p.eqs.iter().position(|r| r.mentions(elim)) {
            let eq = p.eqs.swap_remove(idx);
            if eliminate_with_equality(p, eq, elim)? == EqElim::Inexact {
                *exact = false;
            }
            continue;
        }
        match choose_column(p, elim) {
            None => return Ok(()),
            Some(Choice::OneSided(j)) => p.ineqs.retain(|r| r.c[j] == 0),
            Some(Choice::Exact(j)) => p.ineqs = fm_step(p, j, false)?,
            Some(Choice::Inexact(j)) => {
                let rows = fm_step(p, j, false)?;
                if *exact {
                    *exact = dark_shadow_implied(p, j, &rows);
                }
                p.ineqs = rows;
            }
        }
    }
}

/// Whether the real shadow `rows` (with `p`'s equalities) implies every dark-shadow
/// constraint of eliminating column `j` from `p`. Then the real shadow's integer points all
/// lie in the dark shadow, whose integer points are projections of integer points of `p`:
/// the step is exact.
fn dark_shadow_implied(p: &Problem, j: usize, rows: &[Row]) -> bool {
    let lowers: Vec<&Row> = p.ineqs.iter().filter(|r| r.c[j] > 1).collect();
    let uppers: Vec<&Row> = p.ineqs.iter().filter(|r| r.c[j] < -1).collect();
    if lowers.len().saturating_mul(uppers.len()) > MAX_DARK_CHECKS {
        return false;
    }
    let shadow = Problem {
        n: p.n,
        eqs: p.eqs.clone(),
        ineqs: rows.to_vec(),
    };
    lowers.iter().all(|l| {
        uppers.iter().all(|u| {
            let Some(dark) = shadow_row(l, u, j, true) else {
                return false;
            };
            let Some(outside) = dark.complement() else {
                return false;
            };
            proved_empty_with(&shadow, &outside)
        })
    })
}

/// Whether `p` implies `row >= 0` (with `eq`, `row == 0`).
pub(crate) fn implies(p: &Problem, row: &Row, eq: bool) -> bool {
    let Some(below) = row.complement() else {
        return false;
    };
    if !proved_empty_with(p, &below) {
        return false;
    }
    if !eq {
        return true;
    }
    let Some(above) = row.shifted(-1) else {
        return false;
    };
    proved_empty_with(p, &above)
}

/// Whether some column `j` of `r` can move so as to change `r` in the direction of `sign`
/// while keeping every row of `eqs` and `ineqs` satisfied: `j` is in no equality, and every
/// inequality's coefficient on `j` has the sign that makes it grow (or is zero). Then, from
/// any point of a non-empty system, `r` can be made positive (`sign > 0`) or negative
/// (`sign < 0`) without leaving the other rows: a cheap proof that `r` is not implied
/// tight, or not implied at all.
fn can_push<'a>(
    r: &Row,
    sign: i128,
    eqs: impl Iterator<Item = &'a Row> + Clone,
    ineqs: impl Iterator<Item = &'a Row> + Clone,
) -> bool {
    (0..r.c.len()).any(|j| {
        let dir = r.c[j].signum() * sign;
        dir != 0
            && eqs.clone().all(|e| e.c[j] == 0)
            && ineqs.clone().all(|q| q.c[j].signum() * dir >= 0)
    })
}

/// Removes rows implied by the others and turns inequalities that can only be tight into
/// equalities. Keeps the integer points; a row is removed only when that is proved.
/// Returns `Err(Stop::Infeasible)` when the system is proved empty.
/// Remembered per thread (see [`memo`]).
pub(crate) fn remove_redundant(p: &mut Problem) -> Result<(), Stop> {
    memo::remove_redundant(p, remove_redundant_uncached)
}

fn remove_redundant_uncached(p: &mut Problem) -> Result<(), Stop> {
    p.tidy()?;
    if proved_empty(p) {
        return Err(Stop::Infeasible);
    }
    // Implicit equalities: `r >= 0` where `p` implies `r <= 0`.
    let mut idx = 0;
    while idx < p.ineqs.len() {
        let others = p
            .ineqs
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != idx)
            .map(|(_, r)| r);
        let tight = !can_push(&p.ineqs[idx], 1, p.eqs.iter(), others)
            && p.ineqs[idx]
                .shifted(-1)
                .is_some_and(|above| proved_empty_with(p, &above));
        if tight {
            let row = p.ineqs.swap_remove(idx);
            p.eqs.push(row);
        } else {
            idx += 1;
        }
    }
    p.tidy()?;
    // Redundant rows, trying rows with more variables first so that simpler ones remain.
    let mut rows: Vec<(bool, Row)> = std::mem::take(&mut p.eqs)
        .into_iter()
        .map(|r| (true, r))
        .chain(std::mem::take(&mut p.ineqs).into_iter().map(|r| (false, r)))
        .collect();
    let n_vars = |r: &Row| r.c.iter().filter(|&&x| x != 0).count();
    rows.sort_by(|a, b| {
        n_vars(&b.1)
            .cmp(&n_vars(&a.1))
            .then(a.0.cmp(&b.0))
            .then(canonical_cmp(
                &a.1,
                a.1.orientation(),
                &b.1,
                b.1.orientation(),
            ))
    });
    let mut kept = vec![true; rows.len()];
    for idx in 0..rows.len() {
        let (is_eq, row) = (&rows[idx].0, &rows[idx].1);
        let kept_now = &kept;
        let rest = |eq: bool| {
            rows.iter()
                .enumerate()
                .filter(move |&(i, r)| i != idx && kept_now[i] && r.0 == eq)
                .map(|(_, r)| &r.1)
        };
        let violable = can_push(row, -1, rest(true), rest(false))
            || (*is_eq && can_push(row, 1, rest(true), rest(false)));
        if violable {
            continue;
        }
        let rest_problem = Problem {
            n: p.n,
            eqs: rest(true).cloned().collect(),
            ineqs: rest(false).cloned().collect(),
        };
        if implies(&rest_problem, row, *is_eq) {
            kept[idx] = false;
        }
    }
    for ((is_eq, row), keep) in rows.into_iter().zip(kept) {
        if keep {
            if is_eq {
                p.eqs.push(row)
            } else {
                p.ineqs.push(row)
            }
        }
    }
    Ok(())
}

/// The minimum of `obj . x + k` over the integer points of a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Minimum {
    /// The problem was proved to have no integer point.
    Empty,
    /// No lower bound is known (the objective is unbounded below, or a limit was hit).
    Unbounded,
    /// A lower bound on the objective: the exact minimum unless a limit was hit.
    Value(i128),
}

/// The only integer point the equalities of `p` allow when they fix the columns one by
/// one (`c * x_j + k == 0`, `c` dividing `k`); `None` otherwise. The inequalities are not
/// looked at.
fn fixed_point(p: &Problem) -> Option<Vec<i128>> {
    if p.eqs.len() != p.n {
        return None;
    }
    let mut x = vec![None; p.n];
    for r in &p.eqs {
        let mut nonzero = r.c.iter().enumerate().filter(|(_, c)| **c != 0);
        let (j, &c) = nonzero.next()?;
        if nonzero.next().is_some() || x[j].is_some() || r.k.checked_rem(c)? != 0 {
            return None;
        }
        x[j] = Some(r.k.checked_neg()?.checked_div(c)?);
    }
    x.into_iter().collect()
}

/// The minimum of `obj` over the integer points of `p`. Exact, except when a limit or an
/// overflow is hit; then the result is a lower bound (or `Unbounded`), never above the
/// true minimum.
pub(crate) fn minimum(p: &Problem, obj: &Row) -> Minimum {
    if decide(p) == Answer::Infeasible {
        return Minimum::Empty;
    }
    minimum_nonempty(p, obj, None)
}

/// [`minimum`] for a problem already known to have an integer point (otherwise the result
/// is still a lower bound, but `Empty` is not detected). `known`, when given, is a lower
/// bound on the objective over `p` (e.g. stated by one of its constraints); it replaces the
/// projection as the start of the search.
pub(crate) fn minimum_nonempty(p: &Problem, obj: &Row, known: Option<i128>) -> Minimum {
    if obj.c.iter().all(|&x| x == 0) {
        return Minimum::Value(obj.k);
    }
    // One point (a region of one element under a condition `x == k`, which the hulls of
    // an `else if` chain meet at every branch): its value, without a search.
    if let Some(x) = fixed_point(p)
        && p.ineqs
            .iter()
            .all(|r| r.value_at(&x).is_some_and(|v| v >= 0))
        && let Some(v) = obj.value_at(&x)
    {
        return Minimum::Value(v);
    }
    let lower = match known {
        Some(v) => v,
        // Rational lower bound: project everything but `t == obj` onto `t`.
        None => match projected_lower_bound(p, obj) {
            Some(Minimum::Value(v)) => v,
            Some(other) => return other,
            None => return Minimum::Unbounded,
        },
    };
    // `feasible_below(m)`: may the objective be `<= m`? Unknown counts as yes, so that the
    // search never passes the true minimum.
    let feasible_below = |m: i128| -> Option<bool> {
        let row = Row {
            c: obj.c.iter().map(|&x| -x).collect(),
            k: num::sub(m, obj.k)?,
        };
        Some(decide_with(p, Some(&row)) != Answer::Infeasible)
    };
    match feasible_below(lower) {
        Some(true) | None => return Minimum::Value(lower),
        Some(false) => {}
    }
    // Find some `hi` with a point, doubling the step, then bisect in `(lo, hi]`.
    let mut lo = lower;
    let mut step: i128 = 1;
    let mut hi = loop {
        let Some(candidate) = num::add(lo, step) else {
            return Minimum::Value(lo.saturating_add(1));
        };
        match feasible_below(candidate) {
            Some(true) => break candidate,
            Some(false) => lo = candidate,
            None => return Minimum::Value(lo.saturating_add(1)),
        }
        let Some(next) = num::mul(step, 2) else {
            return Minimum::Value(lo.saturating_add(1));
        };
        step = next;
    };
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        match feasible_below(mid) {
            Some(true) | None => hi = mid,
            Some(false) => lo = mid,
        }
    }
    Minimum::Value(hi)
}

/// The greatest lower bound on `obj` that Fourier–Motzkin projection onto `t == obj` gives,
/// rounded up; `None` when no lower bound appears.
fn projected_lower_bound(p: &Problem, obj: &Row) -> Option<Minimum> {
    let n = p.n + 1;
    let widen = |r: &Row| {
        let mut c = r.c.clone();
        c.push(0);
        Row { c, k: r.k }
    };
    let mut q = Problem {
        n,
        eqs: p.eqs.iter().map(widen).collect(),
        ineqs: p.ineqs.iter().map(widen).collect(),
    };
    // `t - obj == 0`.
    let mut def = Row {
        c: obj.c.iter().map(|&x| -x).collect(),
        k: -obj.k,
    };
    def.c.push(1);
    q.eqs.push(def);
    let mut elim = vec![true; n];
    elim[p.n] = false;
    if project(&mut q, &elim).empty {
        return Some(Minimum::Empty);
    }
    let t = p.n;
    // `a*t + k == 0` gives `t == -k / a`, and `a*t + k >= 0` with `a > 0` gives
    // `t >= -k / a`; both yield the lower bound `ceil(-k * sign(a) / |a|)`.
    let from_eqs = q
        .eqs
        .iter()
        .filter(|r| r.c[t] != 0)
        .map(|r| num::ceil_div(-r.k * r.c[t].signum(), r.c[t].abs()));
    let from_ineqs = q
        .ineqs
        .iter()
        .filter(|r| r.c[t] > 0)
        .map(|r| num::ceil_div(-r.k, r.c[t]));
    from_eqs.chain(from_ineqs).max().map(Minimum::Value)
}
