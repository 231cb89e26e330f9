//! Answers of the integer core remembered per thread, keyed by the dense problem.
//!
//! The analyses ask the same questions many times: the regions of one loop body are
//! simplified, joined and subtracted at every level of the nest, and the dependence test of
//! every pair of references in a nest builds the same bounds. Measured on the analysis
//! benchmark's program of a dozen loop-nest functions (203 lines), 89% of the emptiness
//! questions had been asked before. A dense problem has no variable names (its columns are
//! the sorted variables), so the same shape in another function is also the same question.
//!
//! The results are those the computation would give: every entry is the answer of a
//! deterministic function of its key. The memory is bounded: past [`MAX_ROWS`] stored rows
//! the table is emptied and starts again.

use std::cell::RefCell;
use std::hash::{Hash, Hasher};

use rustc_hash::{FxHashMap, FxHasher};

use super::dense::{Answer, Problem, Projection, Row, Stop};

/// The stored rows (keys and values together) past which a table is emptied: about 40 MB
/// of rows of inline coefficients.
const MAX_ROWS: usize = 200_000;

/// One table: entries by the hash of their key, compared in full on lookup.
struct Table<K, T> {
    entries: FxHashMap<u64, Vec<(K, T)>>,
    rows: usize,
}

impl<K, T> Default for Table<K, T> {
    fn default() -> Self {
        Table {
            entries: FxHashMap::default(),
            rows: 0,
        }
    }
}

impl<K, T: Clone> Table<K, T> {
    fn get(&self, hash: u64, key: impl Fn(&K) -> bool) -> Option<T> {
        self.entries
            .get(&hash)?
            .iter()
            .find(|(k, _)| key(k))
            .map(|(_, t)| t.clone())
    }

    fn insert(&mut self, hash: u64, key: K, value: T, rows: usize) {
        if self.rows + rows > MAX_ROWS {
            self.entries.clear();
            self.rows = 0;
        }
        self.rows += rows;
        self.entries.entry(hash).or_default().push((key, value));
    }
}

fn rows(p: &Problem) -> usize {
    p.eqs.len() + p.ineqs.len()
}

fn hash_of(p: &Problem, extra: impl Hash) -> u64 {
    let mut h = FxHasher::default();
    p.n.hash(&mut h);
    p.eqs.hash(&mut h);
    p.ineqs.hash(&mut h);
    extra.hash(&mut h);
    h.finish()
}

fn same(a: &Problem, b: &Problem) -> bool {
    a.n == b.n && a.eqs == b.eqs && a.ineqs == b.ineqs
}

type DecideTable = Table<(Problem, Option<Row>), Answer>;
type RedundantTable = Table<Problem, Result<Problem, Stop>>;
type ProjectTable = Table<(Problem, Vec<bool>), (Problem, Projection)>;

thread_local! {
    static DECIDE: RefCell<DecideTable> = RefCell::default();
    static REDUNDANT: RefCell<RedundantTable> = RefCell::default();
    static PROJECT: RefCell<ProjectTable> = RefCell::default();
}

/// `compute(p, extra)`, remembered.
pub(crate) fn decide(p: &Problem, extra: Option<&Row>, compute: impl FnOnce() -> Answer) -> Answer {
    let hash = hash_of(p, extra);
    let found = DECIDE.with(|t| {
        t.borrow()
            .get(hash, |(q, e)| same(p, q) && e.as_ref() == extra)
    });
    if let Some(answer) = found {
        return answer;
    }
    let answer = compute();
    DECIDE.with(|t| {
        t.borrow_mut()
            .insert(hash, (p.clone(), extra.cloned()), answer, rows(p) + 1)
    });
    answer
}

/// Runs `compute` on `p` (which it changes in place), or sets `p` to the remembered result
/// of the same computation on an equal problem.
pub(crate) fn remove_redundant(
    p: &mut Problem,
    compute: impl FnOnce(&mut Problem) -> Result<(), Stop>,
) -> Result<(), Stop> {
    let hash = hash_of(p, ());
    let found = REDUNDANT.with(|t| t.borrow().get(hash, |q| same(p, q)));
    let result = match found {
        Some(result) => result,
        None => {
            let key = p.clone();
            let result = compute(p).map(|()| p.clone());
            let size = rows(&key) + result.as_ref().map_or(0, rows);
            REDUNDANT.with(|t| t.borrow_mut().insert(hash, key, result.clone(), size));
            return result.map(|_| ());
        }
    };
    result.map(|q| *p = q)
}

/// Like [`remove_redundant`] for a projection eliminating the columns of `elim`.
pub(crate) fn project(
    p: &mut Problem,
    elim: &[bool],
    compute: impl FnOnce(&mut Problem) -> Projection,
) -> Projection {
    let hash = hash_of(p, elim);
    let found = PROJECT.with(|t| {
        t.borrow()
            .get(hash, |(q, e)| same(p, q) && e.as_slice() == elim)
    });
    if let Some((q, projection)) = found {
        *p = q;
        return projection;
    }
    let key = (p.clone(), elim.to_vec());
    let projection = compute(p);
    let size = rows(&key.0) + rows(p);
    PROJECT.with(|t| {
        t.borrow_mut()
            .insert(hash, key, (p.clone(), projection), size)
    });
    projection
}

/// Forgets every remembered answer of this thread (for benchmarks that measure the
/// computation itself several times).
pub fn clear() {
    DECIDE.with(|t| *t.borrow_mut() = Table::default());
    REDUNDANT.with(|t| *t.borrow_mut() = Table::default());
    PROJECT.with(|t| *t.borrow_mut() = Table::default());
}
