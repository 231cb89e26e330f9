//! Per-byte validity of one mapped host range, stored as an interval map.
//!
//! A mapping of `len` bytes is cut into maximal segments of equal [`Validity`]. The
//! segments always cover `[0, len)` exactly, never overlap, and two neighbours never have
//! the same state (they are merged), so the map stays as small as the copy pattern allows:
//! one segment for whole-array transfers, one per row for strided sub-block copies.
//!
//! The map is a `BTreeMap` from segment start to (end, state), so that setting a range is
//! `O(k log n)` for `k` touched segments, even after millions of row copies.

use std::collections::BTreeMap;

/// Which side holds the current value of a byte.
///
/// The runtime cannot see host writes, so `Synced` means "the two copies were equal after
/// the last runtime transfer and nothing the runtime saw has changed either since"; the
/// host program promises to tell the runtime (by a download first, or `p4a_host_wrote`)
/// before it writes bytes that are `DeviceNewer`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Validity {
    /// Only the host copy is valid: the device copy is stale or was never written.
    HostNewer,
    /// Both copies hold the same value.
    Synced,
    /// Only the device copy is valid: a kernel wrote it and nobody downloaded it yet.
    DeviceNewer,
    /// Neither copy holds a value yet (`p4a_host_fresh`: a new heap block or array): as
    /// [`Validity::Synced`], except that an upload of these bytes is not redundant (the
    /// host may have written them without telling the runtime).
    Fresh,
}

/// An interval map from byte offsets `[0, len)` to [`Validity`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Segments {
    /// Segment start → (segment end, state). Covers `[0, len)` without gaps.
    map: BTreeMap<u64, (u64, Validity)>,
    len: u64,
}

impl Segments {
    /// A map of `len` bytes all in `state`. A zero-length map holds no segment.
    pub fn new(len: u64, state: Validity) -> Segments {
        let mut map = BTreeMap::new();
        if len > 0 {
            map.insert(0, (len, state));
        }
        Segments { map, len }
    }

    /// The number of bytes covered.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// Whether the map covers no byte.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The number of segments (for tests and statistics).
    pub fn segment_count(&self) -> usize {
        self.map.len()
    }

    /// Sets `[start, end)` (clipped to the map) to `state`.
    pub fn set(&mut self, start: u64, end: u64, state: Validity) {
        let end = end.min(self.len);
        if start >= end {
            return;
        }
        self.split_at(start);
        self.split_at(end);
        let covered: Vec<u64> = self.map.range(start..end).map(|(&s, _)| s).collect();
        for seg_start in covered {
            self.map.remove(&seg_start);
        }
        self.map.insert(start, (end, state));
        self.merge_around(start);
    }

    /// The segments that intersect `[start, end)`, clipped to it, in address order.
    pub fn range(&self, start: u64, end: u64) -> Vec<(u64, u64, Validity)> {
        let end = end.min(self.len);
        let mut res = Vec::new();
        if start >= end {
            return res;
        }
        let first = self.segment_start(start);
        for (&seg_start, &(seg_end, state)) in self.map.range(first..end) {
            res.push((seg_start.max(start), seg_end.min(end), state));
        }
        res
    }

    /// Every segment, in address order.
    pub fn all(&self) -> Vec<(u64, u64, Validity)> {
        self.range(0, self.len)
    }

    /// Whether any byte of `[start, end)` is in `state`.
    pub fn any_in(&self, start: u64, end: u64, state: Validity) -> bool {
        self.range(start, end)
            .iter()
            .any(|&(_, _, seg_state)| seg_state == state)
    }

    /// Replaces every segment in state `from` by `to`.
    pub fn replace_all(&mut self, from: Validity, to: Validity) {
        for (start, end, state) in self.all() {
            if state == from {
                self.set(start, end, to);
            }
        }
    }

    /// Copies the states of `other` into this map at byte offset `at` (clipped).
    pub fn overlay(&mut self, other: &Segments, at: u64) {
        for (start, end, state) in other.all() {
            self.set(at + start, at + end, state);
        }
    }

    /// A new map holding the states of `[start, end)` of this one, rebased at 0.
    pub fn slice(&self, start: u64, end: u64) -> Segments {
        let end = end.min(self.len);
        let mut res = Segments::new(end.saturating_sub(start), Validity::HostNewer);
        for (seg_start, seg_end, state) in self.range(start, end) {
            res.set(seg_start - start, seg_end - start, state);
        }
        res
    }

    /// The start of the segment that contains `offset` (which must be `< len`).
    fn segment_start(&self, offset: u64) -> u64 {
        self.map
            .range(..=offset)
            .next_back()
            .map_or(0, |(&seg_start, _)| seg_start)
    }

    /// Makes `offset` a segment boundary (no-op at 0, at `len` or on a boundary).
    fn split_at(&mut self, offset: u64) {
        if offset == 0 || offset >= self.len {
            return;
        }
        let seg_start = self.segment_start(offset);
        if seg_start == offset {
            return;
        }
        let (seg_end, state) = self.map[&seg_start];
        self.map.insert(seg_start, (offset, state));
        self.map.insert(offset, (seg_end, state));
    }

    /// Merges the segment starting at `start` with equal-state neighbours.
    fn merge_around(&mut self, start: u64) {
        let (mut end, state) = self.map[&start];
        if let Some(&(next_end, next_state)) = self.map.get(&end)
            && next_state == state
        {
            self.map.remove(&end);
            end = next_end;
            self.map.insert(start, (end, state));
        }
        if start > 0 {
            let prev_start = self.segment_start(start - 1);
            let (_, prev_state) = self.map[&prev_start];
            if prev_state == state {
                self.map.remove(&start);
                self.map.insert(prev_start, (end, state));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn states() -> impl Strategy<Value = Validity> {
        prop_oneof![
            Just(Validity::HostNewer),
            Just(Validity::Synced),
            Just(Validity::DeviceNewer)
        ]
    }

    /// Checks the structural invariants: full coverage, no gap, no equal neighbours.
    fn check_invariants(segs: &Segments) {
        let all = segs.all();
        let mut at = 0;
        for (i, &(start, end, state)) in all.iter().enumerate() {
            assert_eq!(start, at);
            assert!(end > start);
            if i > 0 {
                assert_ne!(all[i - 1].2, state, "unmerged neighbours in {all:?}");
            }
            at = end;
        }
        assert_eq!(at, segs.len());
    }

    proptest! {
        #[test]
        fn set_matches_a_byte_model(
            len in 1u64..200,
            ops in prop::collection::vec((0u64..220, 0u64..220, states()), 0..40),
        ) {
            let mut segs = Segments::new(len, Validity::HostNewer);
            let mut model = vec![Validity::HostNewer; len as usize];
            for (a, b, state) in ops {
                let (start, end) = (a.min(b), a.max(b));
                segs.set(start, end, state);
                for byte in start.min(len)..end.min(len) {
                    model[byte as usize] = state;
                }
                check_invariants(&segs);
            }
            for (start, end, state) in segs.all() {
                for byte in start..end {
                    prop_assert_eq!(model[byte as usize], state);
                }
            }
        }
    }

    #[test]
    fn overlay_and_slice_round_trip() {
        let mut inner = Segments::new(10, Validity::Synced);
        inner.set(2, 4, Validity::DeviceNewer);
        let mut outer = Segments::new(30, Validity::HostNewer);
        outer.overlay(&inner, 5);
        assert_eq!(outer.slice(5, 15), inner);
        assert_eq!(
            outer.all(),
            vec![
                (0, 5, Validity::HostNewer),
                (5, 7, Validity::Synced),
                (7, 9, Validity::DeviceNewer),
                (9, 15, Validity::Synced),
                (15, 30, Validity::HostNewer),
            ]
        );
        check_invariants(&outer);
    }

    #[test]
    fn many_strided_rows_stay_fast() {
        let mut segs = Segments::new(8_000_000, Validity::HostNewer);
        for row in 0..100_000u64 {
            segs.set(row * 80, row * 80 + 40, Validity::Synced);
        }
        assert_eq!(segs.segment_count(), 200_000);
        segs.set(0, 8_000_000, Validity::Synced);
        assert_eq!(segs.segment_count(), 1);
    }
}
