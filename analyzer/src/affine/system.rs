//! `System`: a conjunction of constraints over the integer points, and its operations.
//!
//! Invariant: the stored constraints are normalized ([`Constraint::normalize`]), sorted and
//! distinct; a system known to be empty stores no constraint and has `infeasible` set.

use std::collections::BTreeMap;

use super::dense::{self, Coeffs, Minimum, Problem, Row};
use super::{Constraint, LinExpr, Normalized, Relation, Var};

/// A conjunction of affine constraints: the integer points of a convex polyhedron.
///
/// Equality (`==`, `Hash`) is structural: two systems with the same points may differ
/// until both are [`simplify`](System::simplify)-ed, and even then only the constraint
/// set chosen by `simplify` is compared.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct System<V> {
    constraints: Vec<Constraint<V>>,
    infeasible: bool,
}

/// A bound of a variable read off one constraint: `divisor * v >= expr` for a lower bound,
/// `divisor * v <= expr` for an upper bound, where `expr` does not mention `v` and
/// `divisor > 0`.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarBound<V> {
    /// The bounding expression.
    pub expr: LinExpr<V>,
    /// The positive coefficient of the variable.
    pub divisor: i128,
}

impl<V: Var> std::fmt::Debug for VarBound<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}*_ vs {}", self.divisor, self.expr)
    }
}

/// A system in dense form: `vars[j]` is column `j` of `problem`.
struct Dense<V> {
    vars: Vec<V>,
    problem: Problem,
}

impl<V: Var> Dense<V> {
    fn row(&self, expr: &LinExpr<V>) -> Option<Row> {
        let mut c = Coeffs::zeros(self.vars.len());
        for &(v, x) in expr.terms() {
            if x == i128::MIN {
                return None;
            }
            c[self.vars.binary_search(&v).ok()?] = x;
        }
        (expr.constant_term() != i128::MIN).then_some(Row {
            c,
            k: expr.constant_term(),
        })
    }

    fn expr(&self, row: &Row) -> LinExpr<V> {
        let terms = self
            .vars
            .iter()
            .zip(&row.c)
            .filter(|(_, x)| **x != 0)
            .map(|(&v, &x)| (v, x));
        LinExpr::from_sorted(terms.collect(), row.k)
    }

    fn system(&self) -> System<V> {
        let eqs = self
            .problem
            .eqs
            .iter()
            .map(|r| Constraint::eq_zero(self.expr(r)));
        let ineqs = self
            .problem
            .ineqs
            .iter()
            .map(|r| Constraint::ge_zero(self.expr(r)));
        System::from_constraints(eqs.chain(ineqs))
    }
}

impl<V: Var> Default for System<V> {
    fn default() -> Self {
        Self::universe()
    }
}

impl<V: Var> System<V> {
    /// The system without constraints: every integer point.
    pub fn universe() -> Self {
        System {
            constraints: Vec::new(),
            infeasible: false,
        }
    }

    /// The system with no point.
    pub fn empty() -> Self {
        System {
            constraints: Vec::new(),
            infeasible: true,
        }
    }

    /// The conjunction of `constraints`.
    pub fn from_constraints(constraints: impl IntoIterator<Item = Constraint<V>>) -> Self {
        let mut res = Self::universe();
        res.add_all(constraints);
        res
    }

    /// Adds every constraint of `cs`, as [`System::add`] does one by one, in one sort
    /// (adding `m` constraints one by one into a sorted vector moves `O(m²)` of them).
    fn add_all(&mut self, cs: impl IntoIterator<Item = Constraint<V>>) {
        /// Fewer constraints than this are added one by one (a sort costs more).
        const BULK: usize = 32;
        let mut cs = cs.into_iter();
        // Few constraints: one by one.
        let mut first = Vec::new();
        for c in cs.by_ref() {
            first.push(c);
            if first.len() == BULK {
                break;
            }
        }
        if first.len() < BULK {
            for c in first {
                self.add(c);
            }
            return;
        }
        let mut all = std::mem::take(&mut self.constraints);
        for c in first.into_iter().chain(cs) {
            if self.infeasible {
                return;
            }
            match c.into_normalized() {
                Normalized::True => {}
                Normalized::False => {
                    *self = Self::empty();
                    return;
                }
                Normalized::Constraint(c) => all.push(c),
            }
        }
        if self.infeasible {
            return;
        }
        all.sort_unstable();
        all.dedup();
        // Parallel constraints (same relation and terms) are now neighbours, by increasing
        // constant: of inequalities the first is the tightest; two equalities contradict.
        let mut kept: Vec<Constraint<V>> = Vec::with_capacity(all.len());
        for c in all {
            if let Some(last) = kept.last()
                && last.relation() == c.relation()
                && last.expr().terms() == c.expr().terms()
            {
                if c.relation() == Relation::Eq {
                    *self = Self::empty();
                    return;
                }
                continue;
            }
            kept.push(c);
        }
        self.constraints = kept;
    }

    /// Adds `c`: normalized first; a trivially false `c`, or an equality contradicting one
    /// with the same linear part, makes the system empty; of two inequalities with the same
    /// linear part only the tighter is kept.
    pub fn add(&mut self, c: Constraint<V>) {
        if self.infeasible {
            return;
        }
        match c.into_normalized() {
            Normalized::True => {}
            Normalized::False => *self = Self::empty(),
            Normalized::Constraint(c) => {
                let Err(idx) = self.constraints.binary_search(&c) else {
                    return;
                };
                // Constraints with the same relation and terms sort next to each other, so
                // a parallel one sits at `idx - 1` or `idx`.
                let parallel = [idx.checked_sub(1), Some(idx)]
                    .into_iter()
                    .flatten()
                    .find(|&i| {
                        self.constraints.get(i).is_some_and(|d| {
                            d.relation() == c.relation() && d.expr().terms() == c.expr().terms()
                        })
                    });
                match (parallel, c.relation()) {
                    (None, _) => self.constraints.insert(idx, c),
                    // Same terms, other constant: `e + c1 == 0` and `e + c2 == 0`.
                    (Some(_), Relation::Eq) => *self = Self::empty(),
                    // Keep the tighter inequality: the smaller constant.
                    (Some(i), Relation::Ge) => {
                        if c.expr().constant_term() < self.constraints[i].expr().constant_term() {
                            self.constraints[i] = c;
                        }
                    }
                }
            }
        }
    }

    /// `self` with `c` added.
    pub fn with(mut self, c: Constraint<V>) -> Self {
        self.add(c);
        self
    }

    /// The conjunction of both systems.
    pub fn intersect(&self, other: &Self) -> Self {
        if other.infeasible {
            return Self::empty();
        }
        let mut res = self.clone();
        res.add_all(other.constraints.iter().cloned());
        res
    }

    /// The normalized constraints, sorted (empty for [`System::empty`]).
    pub fn constraints(&self) -> &[Constraint<V>] {
        &self.constraints
    }

    /// True when the system is known to be empty without any search (it was built empty,
    /// or a trivially false constraint was added). See [`System::is_empty`] for the exact
    /// test.
    pub fn is_trivially_empty(&self) -> bool {
        self.infeasible
    }

    /// True when the system has no constraint (and is not known empty): every point.
    pub fn is_universe(&self) -> bool {
        !self.infeasible && self.constraints.is_empty()
    }

    /// The variables of the constraints, sorted and distinct.
    pub fn vars(&self) -> Vec<V> {
        let mut vars: Vec<V> = self.constraints.iter().flat_map(|c| c.vars()).collect();
        vars.sort_unstable();
        vars.dedup();
        vars
    }

    /// The dense form over the system's variables plus `extra`; `None` when a coefficient
    /// is `i128::MIN`, which the integer core refuses.
    fn dense(&self, extra: &[V]) -> Option<Dense<V>> {
        let mut vars = self.vars();
        vars.extend_from_slice(extra);
        vars.sort_unstable();
        vars.dedup();
        let mut dense = Dense {
            vars,
            problem: Problem::default(),
        };
        dense.problem.n = dense.vars.len();
        for c in &self.constraints {
            let row = dense.row(c.expr())?;
            match c.relation() {
                Relation::Eq => dense.problem.eqs.push(row),
                Relation::Ge => dense.problem.ineqs.push(row),
            }
        }
        Some(dense)
    }

    /// Whether the system has no integer point.
    ///
    /// Exact: the Omega test decides integer feasibility with integer arithmetic, bounded
    /// or not. Only when it exceeds its budget is the question passed to the ILP solver,
    /// under the assumptions of the module doc; if that cannot answer either, the result is
    /// `false` ("may have points"), the conservative side for every caller.
    pub fn is_empty(&self) -> bool {
        if self.infeasible {
            return true;
        }
        if self.constraints.is_empty() {
            return false;
        }
        self.dense(&[])
            .is_some_and(|d| dense::proved_empty(&d.problem))
    }

    /// Eliminates `vars` (existential quantification) by Fourier–Motzkin with integer
    /// tightening. Returns the projected system and whether it is exact.
    ///
    /// The result's integer points always contain the projection of the integer points of
    /// `self`. It is exact (`true`) when every step was: an equality with a unit
    /// coefficient (after unimodular reduction among the eliminated variables), a variable
    /// bounded on one side only, a variable with unit coefficients in all its lower or all
    /// its upper bounds, or a step whose real shadow implies its dark shadow. Otherwise, and
    /// when a step would exceed the row limit (then the constraints that still mention
    /// eliminated variables are dropped) or overflow, it is `false`.
    pub fn project_out(&self, vars: &[V]) -> (Self, bool) {
        if self.infeasible {
            return (Self::empty(), true);
        }
        // `∃x. (A(x, y) ∧ B(y)) = (∃x. A(x, y)) ∧ B(y)`: the constraints without an
        // eliminated variable stay as they are. In a deep nest most of the state is about
        // other indices.
        let linked: Vec<bool> = self
            .constraints
            .iter()
            .map(|c| c.vars().any(|v| vars.contains(&v)))
            .collect();
        let unlinked = linked.iter().filter(|l| !**l).count();
        if unlinked == linked.len() {
            return (self.clone(), true);
        }
        // Splitting costs two systems: worth it when much of the system stays aside.
        if unlinked >= 16 {
            let (part, rest): (Vec<_>, Vec<_>) = self
                .constraints
                .iter()
                .cloned()
                .zip(&linked)
                .partition(|(_, l)| **l);
            let part = System::from_constraints(part.into_iter().map(|(c, _)| c));
            let (projected, exact) = part.project_whole(vars);
            // An inexact step may become exact with the other constraints (`y == 1`
            // makes `y <= 3*x <= y + 1` empty): then the whole system is projected.
            if exact {
                // The constraints set aside are a sorted, tight subsequence of `self`'s:
                // they form a system as they are, and the few projected ones go in.
                let mut res = System {
                    constraints: rest.into_iter().map(|(c, _)| c).collect(),
                    infeasible: false,
                };
                if projected.infeasible {
                    return (Self::empty(), true);
                }
                for c in projected.constraints {
                    res.add(c);
                }
                return (res, true);
            }
        }
        self.project_whole(vars)
    }

    /// [`System::project_out`] over all the constraints at once.
    fn project_whole(&self, vars: &[V]) -> (Self, bool) {
        if self.infeasible {
            return (Self::empty(), true);
        }
        let Some(mut dense) = self.dense(&[]) else {
            let kept = self
                .constraints
                .iter()
                .filter(|c| !c.vars().any(|v| vars.contains(&v)));
            return (Self::from_constraints(kept.cloned()), false);
        };
        let elim: Vec<bool> = dense.vars.iter().map(|v| vars.contains(v)).collect();
        if !elim.contains(&true) {
            return (self.clone(), true);
        }
        let projection = dense::project(&mut dense.problem, &elim);
        if projection.empty {
            return (Self::empty(), true);
        }
        (dense.system(), projection.exact)
    }

    /// An equivalent system (same integer points) with redundant constraints removed,
    /// implicit equalities made explicit, and [`System::empty`] when it has no point.
    ///
    /// A constraint is dropped only when the others are proved to imply it (by the exact
    /// emptiness test of `system ∧ ¬c`); when constraints are equivalent, those with fewer
    /// variables are kept.
    pub fn simplify(&self) -> Self {
        if self.infeasible {
            return Self::empty();
        }
        let Some(mut dense) = self.dense(&[]) else {
            return self.clone();
        };
        match dense::remove_redundant(&mut dense.problem) {
            Ok(()) => dense.system(),
            Err(dense::Stop::Infeasible) => Self::empty(),
            Err(dense::Stop::Unknown) => self.clone(),
        }
    }

    /// Whether every integer point of `self` satisfies `c`. Exact, with the caveat of
    /// [`System::is_empty`] (an undecided question answers `false`).
    pub fn implies(&self, c: &Constraint<V>) -> bool {
        if self.infeasible {
            return true;
        }
        let c = match c.normalize() {
            Normalized::True => return true,
            Normalized::False => return self.is_empty(),
            Normalized::Constraint(c) => c,
        };
        let extra: Vec<V> = c.vars().collect();
        let Some(dense) = self.dense(&extra) else {
            return false;
        };
        let Some(row) = dense.row(c.expr()) else {
            return false;
        };
        dense::implies(&dense.problem, &row, c.is_equality())
    }

    /// Whether every integer point of `self` is a point of `other` (`self ⊆ other`).
    pub fn is_subset_of(&self, other: &Self) -> bool {
        if other.infeasible {
            return self.is_empty();
        }
        other.constraints.iter().all(|c| self.implies(c))
    }

    /// The minimum and maximum of `e` over the integer points of `self`; `None` for a side
    /// on which `e` is unbounded. Also `(None, None)` for an empty system (check
    /// [`System::is_empty`] to tell).
    ///
    /// Exact: a lower bound from Fourier–Motzkin projection, then a search with the exact
    /// emptiness test. When a limit is hit (projection row limit, undecided emptiness,
    /// overflow) the result is widened, never narrowed: the true range is always inside.
    pub fn bounds(&self, e: &LinExpr<V>) -> (Option<i128>, Option<i128>) {
        if self.infeasible {
            return (None, None);
        }
        let extra: Vec<V> = e.vars().collect();
        let Some(dense) = self.dense(&extra) else {
            return (None, None);
        };
        let Some(obj) = dense.row(e) else {
            return (None, None);
        };
        let min = dense::minimum(&dense.problem, &obj);
        if min == Minimum::Empty {
            return (None, None);
        }
        // `max e == -min(-e)`; negating a row never overflows (no `i128::MIN` inside).
        let neg = Row {
            c: obj.c.iter().map(|&x| -x).collect(),
            k: -obj.k,
        };
        let min = match min {
            Minimum::Value(v) => Some(v),
            _ => None,
        };
        let max = match dense::minimum(&dense.problem, &neg) {
            Minimum::Value(v) => v.checked_neg(),
            _ => None,
        };
        (min, max)
    }

    /// The lower bounds of `v` read off the constraints (no projection): for each
    /// constraint `a*v + r >= 0` with `a > 0`, the bound `a*v >= -r`; an equality gives a
    /// lower and an upper bound. Bounds whose negation overflows are left out.
    pub fn lower_bounds(&self, v: V) -> Vec<VarBound<V>> {
        self.var_bounds(v, 1)
    }

    /// The upper bounds of `v` read off the constraints: for `-a*v + r >= 0` with `a > 0`,
    /// the bound `a*v <= r`. See [`System::lower_bounds`].
    pub fn upper_bounds(&self, v: V) -> Vec<VarBound<V>> {
        self.var_bounds(v, -1)
    }

    fn var_bounds(&self, v: V, side: i128) -> Vec<VarBound<V>> {
        let mut res = Vec::new();
        for c in &self.constraints {
            let a = c.expr().coeff(v);
            if a == 0 {
                continue;
            }
            // Orient the constraint so that `v` has the sign of `side`.
            let oriented = if a.signum() == side {
                Some(c.expr().clone())
            } else if c.is_equality() {
                c.expr().checked_neg()
            } else {
                None
            };
            let Some(expr) = oriented else { continue };
            // `side * (divisor * v) + rest (>= | ==) 0`.
            let Some(divisor) = expr.coeff(v).checked_abs() else {
                continue;
            };
            let rest = expr.substitute(v, &LinExpr::zero());
            let bound = rest.and_then(|r| if side > 0 { r.checked_neg() } else { Some(r) });
            if let Some(expr) = bound {
                res.push(VarBound { expr, divisor });
            }
        }
        res.sort();
        res.dedup();
        res
    }

    /// The rectangular hull along `dims`: for each dimension `d`, the constraints bounding
    /// `d` by expressions over the variables that are not dimensions, obtained by
    /// projecting out the other dimensions. Constraints over non-dimension variables alone
    /// are not kept. The result contains every point of `self` (an over-approximation).
    pub fn rect_hull(&self, dims: &[V]) -> Self {
        if self.is_empty() {
            return Self::empty();
        }
        let mut res = Self::universe();
        let present = self.vars();
        for &d in dims.iter().filter(|d| present.contains(d)) {
            let others: Vec<V> = dims.iter().copied().filter(|&x| x != d).collect();
            let (projected, _) = self.project_out(&others);
            if projected.infeasible {
                return Self::empty();
            }
            for c in projected.constraints {
                if c.expr().coeff(d) != 0 {
                    res.add(c);
                }
            }
        }
        res.simplify()
    }

    /// A convex over-approximation of the union of `self` and `other`.
    ///
    /// For each direction `L` (the linear part of a constraint of either system, both ways
    /// for equalities), it keeps `L >= min(m1, m2)` when both exist, where `m1` and `m2` are
    /// the exact integer minima of `L` over `self` and `other` (a bound that a system states
    /// starts the search, and a minimum that cannot lower the result is not computed). This contains every constraint of one system implied by the other, and
    /// relaxes bound pairs (`x <= 5` and `x <= 10` give `x <= 10`, `i == 0` and `i == 1`
    /// give `0 <= i <= 1`), which is at least the usual weak join. It adds the equalities
    /// of the affine hull of both systems' explicit equalities (Karr's join: `{x == 0,
    /// y == 0}` and `{x == 1, y == 1}` give `x == y`); implicit equalities are not looked
    /// for, so join [`simplify`](System::simplify)-ed systems for the best result.
    pub fn join(&self, other: &Self) -> Self {
        if self.is_empty() {
            return other.clone();
        }
        if other.is_empty() {
            return self.clone();
        }
        // For each direction `L`: the lower bounds on `L` that each system states itself.
        let mut directions: BTreeMap<LinExpr<V>, [Option<i128>; 2]> = BTreeMap::new();
        for (side, system) in [self, other].into_iter().enumerate() {
            for c in &system.constraints {
                let linear = c.expr().linear_part();
                let c0 = c.expr().constant_term();
                let mut state = |dir: Option<LinExpr<V>>, bound: Option<i128>| {
                    if let Some(dir) = dir {
                        let known = &mut directions.entry(dir).or_default()[side];
                        *known = (*known).max(bound);
                    }
                };
                // `L + c0 >= 0`: `L >= -c0`; an equality also gives `-L >= c0`.
                if c.is_equality() {
                    state(linear.checked_neg(), Some(c0));
                }
                state(Some(linear), c0.checked_neg());
            }
        }
        let mut vars = self.vars();
        vars.extend(other.vars());
        let (Some(mine), Some(theirs)) = (self.dense(&vars), other.dense(&vars)) else {
            return Self::universe();
        };
        let mut res = Self::universe();
        for row in dense::affine_hull_join(mine.vars.len(), &mine.problem.eqs, &theirs.problem.eqs)
        {
            res.add(Constraint::eq_zero(mine.expr(&row)));
        }
        let problems = [&mine.problem, &theirs.problem];
        for (dir, known) in &directions {
            let Some(obj) = mine.row(dir) else { continue };
            let exact_min =
                |side: usize| match dense::minimum_nonempty(problems[side], &obj, known[side]) {
                    Minimum::Value(v) => Some(v),
                    Minimum::Empty | Minimum::Unbounded => None,
                };
            // Compute the side with the lower (or no) stated bound first: when its minimum
            // is below the other side's stated bound, the other minimum is not needed.
            let first = match known {
                [Some(a), Some(b)] if b < a => 1,
                [Some(_), None] => 1,
                _ => 0,
            };
            let Some(m_first) = exact_min(first) else {
                continue;
            };
            let bound = match known[1 - first] {
                Some(stated) if stated >= m_first => m_first,
                _ => match exact_min(1 - first) {
                    Some(m_second) => m_first.min(m_second),
                    None => continue,
                },
            };
            if let Some(expr) = bound
                .checked_neg()
                .and_then(|m| dir.checked_add_constant(m))
            {
                res.add(Constraint::ge_zero(expr));
            }
        }
        res.simplify()
    }

    /// Whether every integer point of `self` lies in one of `systems` (`self ⊆ ∪ systems`),
    /// for instance to tell whether a [`join`](System::join) is exact:
    /// `a.join(&b).is_subset_of_union(&[a, b])`.
    ///
    /// Exact: it searches `self ∧ ¬c1 ∧ ¬c2 ∧ ...` over one negated constraint of each
    /// system, pruning empty prefixes. After [`MAX_UNION_CHECKS`] emptiness tests it gives up
    /// and answers `false` (not proved).
    pub fn is_subset_of_union(&self, systems: &[Self]) -> bool {
        let mut budget = MAX_UNION_CHECKS;
        self.is_empty() || covered(self, systems, &mut budget) == Some(true)
    }

    /// The set difference `self \ other`, convex-over-approximated, and whether it is exact.
    ///
    /// The difference is the union of the pieces `self ∧ ¬c` for the constraints `c` of
    /// `other`. No non-empty piece gives the empty system, one gives that piece (both
    /// exact); several give their [`join`](System::join), exact when it is covered by the
    /// pieces.
    pub fn difference(&self, other: &Self) -> (Self, bool) {
        if other.infeasible || self.is_empty() {
            return (self.clone(), true);
        }
        let mut pieces: Vec<Self> = Vec::new();
        for c in &other.constraints {
            let Some(negation) = c.negation() else {
                return (self.clone(), false);
            };
            for n in negation {
                let piece = self.clone().with(n);
                if !piece.is_empty() {
                    pieces.push(piece);
                }
            }
        }
        match pieces.len() {
            0 => (Self::empty(), true),
            1 => (pieces.swap_remove(0), true),
            _ => {
                let joined = pieces[1..]
                    .iter()
                    .fold(pieces[0].clone(), |acc, p| acc.join(p));
                let exact = joined.is_subset_of_union(&pieces);
                (joined, exact)
            }
        }
    }

    /// Whether the point where each variable `v` has value `value(v)` satisfies every
    /// constraint. A constraint over a variable without value, or whose evaluation
    /// overflows, counts as not satisfied.
    pub fn contains(&self, value: impl Fn(V) -> Option<i128>) -> bool {
        !self.infeasible
            && self
                .constraints
                .iter()
                .all(|c| c.holds(&value) == Some(true))
    }

    /// The system with `v` replaced by `by` in every constraint; `None` on overflow.
    pub fn substitute(&self, v: V, by: &LinExpr<V>) -> Option<Self> {
        if self.infeasible {
            return Some(Self::empty());
        }
        let cs = self.constraints.iter().map(|c| c.substitute(v, by));
        Some(Self::from_constraints(cs.collect::<Option<Vec<_>>>()?))
    }

    /// The system with every variable `v` renamed to `f(v)`; `None` on overflow.
    pub fn rename<W: Var>(&self, mut f: impl FnMut(V) -> W) -> Option<System<W>> {
        if self.infeasible {
            return Some(System::empty());
        }
        let cs = self.constraints.iter().map(|c| c.rename(&mut f));
        Some(System::from_constraints(cs.collect::<Option<Vec<_>>>()?))
    }
}

/// The number of emptiness tests [`System::is_subset_of_union`] may use.
pub const MAX_UNION_CHECKS: u32 = 4096;

/// Whether `current ⊆ ∪ systems`, for a non-empty `current`; `None` when the budget ran out.
fn covered<V: Var>(current: &System<V>, systems: &[System<V>], budget: &mut u32) -> Option<bool> {
    let Some((first, rest)) = systems.split_first() else {
        // Nothing left to cover a non-empty set.
        return Some(false);
    };
    if first.infeasible {
        return covered(current, rest, budget);
    }
    // `current \ first` is the union of `current ∧ ¬c` over the constraints `c` of `first`;
    // each non-empty piece must be covered by the rest.
    for c in &first.constraints {
        for n in c.negation()? {
            if *budget == 0 {
                return None;
            }
            *budget -= 1;
            let piece = current.clone().with(n);
            if !piece.is_empty() && !covered(&piece, rest, budget)? {
                return Some(false);
            }
        }
    }
    Some(true)
}

impl<V: Var> FromIterator<Constraint<V>> for System<V> {
    fn from_iter<I: IntoIterator<Item = Constraint<V>>>(iter: I) -> Self {
        Self::from_constraints(iter)
    }
}

impl<V: Var> Extend<Constraint<V>> for System<V> {
    fn extend<I: IntoIterator<Item = Constraint<V>>>(&mut self, iter: I) {
        for c in iter {
            self.add(c);
        }
    }
}
