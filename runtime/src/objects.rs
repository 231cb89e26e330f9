//! The heap blocks a generated program allocated through the runtime
//! (`p4a_host_malloc`, `p4a_host_calloc`, `p4a_host_realloc`), with their requested
//! sizes, and the clamping of element ranges to the object that holds a base pointer
//! (`p4a_object_first`, `p4a_object_last`).
//!
//! Generated code computes the elements a transfer moves from array regions or interval
//! arithmetic; a bound may reach past the object (a region that lost a condition, an
//! interval taken over loop bounds). Before any copy, generated code clamps the range to
//! the object that holds the array's base pointer: a declared array by its `sizeof`, a
//! heap block by the size its allocation asked for, recorded here.
//!
//! **Invariant:** a recorded block `[start, start + len)` is live: it is recorded when
//! allocated and forgotten when freed through `p4a_host_free` or moved by
//! `p4a_host_realloc`. A block freed by other means (the program's own `free` that p4a
//! did not see) may stay recorded; its range then matches a later block at the same
//! address only if that block was allocated by other means too, and a clamp to it is at
//! worst a clamp to a stale size (the same risk as before the registry: no clamp).
//!
//! The registry has a lock of its own: allocation never starts a backend.

use std::collections::BTreeMap;
use std::sync::{Mutex, PoisonError};

static BLOCKS: Mutex<BTreeMap<usize, usize>> = Mutex::new(BTreeMap::new());

/// Records the heap block `[start, start + len)`.
pub fn note(start: usize, len: usize) {
    if start == 0 {
        return;
    }
    BLOCKS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .insert(start, len);
}

/// Forgets the block at `start`, returning its recorded size.
pub fn forget(start: usize) -> Option<usize> {
    BLOCKS
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .remove(&start)
}

/// The recorded block that holds `addr` (`start <= addr <= start + len`: a pointer one
/// past the end belongs to its block), as `(start, len)`.
pub fn containing(addr: usize) -> Option<(usize, usize)> {
    let blocks = BLOCKS.lock().unwrap_or_else(PoisonError::into_inner);
    let (&start, &len) = blocks.range(..=addr).next_back()?;
    (addr - start <= len).then_some((start, len))
}

/// The elements of `elem` bytes, indexed from `base`, that lie wholly inside the object
/// holding `base`: `Some((first, last))` (`last < first` when none), `None` when the
/// object is unknown. `size` > 0 is the object's size when `base` is its start (a
/// declared array); 0 asks the registry.
pub fn element_span(base: usize, elem: usize, size: usize) -> Option<(i64, i64)> {
    let elem = elem.max(1);
    let (start, len) = if size > 0 {
        (base, size)
    } else {
        containing(base)?
    };
    let before = (base - start) / elem;
    let after = (start + len - base) / elem;
    let first = -i64::try_from(before).ok()?;
    let last = i64::try_from(after).ok()? - 1;
    Some((first, last))
}

/// `lo` clamped into the object: at least its first element and at most its last (so that
/// a range of one element starting there stays inside when the object has one).
pub fn clamp_first(base: usize, elem: usize, size: usize, lo: i64) -> i64 {
    match element_span(base, elem, size) {
        Some((first, last)) => lo.min(last.max(first)).max(first),
        None => lo,
    }
}

/// `hi` clamped to the object's last element.
pub fn clamp_last(base: usize, elem: usize, size: usize, hi: i64) -> i64 {
    match element_span(base, elem, size) {
        Some((_, last)) => hi.min(last),
        None => hi,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clamps_to_recorded_block() {
        // An address range no allocator hands out in this test process.
        let start = 0x7000_0000_1000usize;
        note(start, 400);
        let base = start + 40; // element 10 of 4-byte elements
        assert_eq!(element_span(base, 4, 0), Some((-10, 89)));
        assert_eq!(clamp_first(base, 4, 0, -50), -10);
        assert_eq!(clamp_last(base, 4, 0, 500), 89);
        assert_eq!(clamp_first(base, 4, 0, 5), 5);
        assert_eq!(clamp_first(base, 4, 0, 200), 89);
        assert_eq!(containing(start + 400), Some((start, 400)));
        assert_eq!(containing(start + 401), None);
        assert_eq!(forget(start), Some(400));
        assert_eq!(element_span(base, 4, 0), None);
        assert_eq!(clamp_first(base, 4, 0, -50), -50);
    }

    #[test]
    fn declared_object_size() {
        assert_eq!(element_span(0x1000, 8, 80), Some((0, 9)));
        assert_eq!(clamp_last(0x1000, 8, 80, 12), 9);
        assert_eq!(clamp_first(0x1000, 8, 80, -3), 0);
    }
}
