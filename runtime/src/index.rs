//! The cache's index: disjoint host ranges `[start, end)` sorted by start, each naming a
//! cache slot, with the lookup of the range that contains an address.
//!
//! Lookups vastly outnumber insertions (every launch argument and copy looks up; only new
//! arrays, growth and unmapping insert or remove), so the index is two sorted parallel
//! vectors: the starts alone (8 bytes per range, 80 KB for 10,000 ranges, so a binary
//! search stays in cache) and the (end, slot) pairs. Insertion and removal shift the
//! vectors, which costs microseconds even at 10,000 ranges, next to a device allocation.
//!
//! Invariant: `starts` is strictly increasing, `spans.len() == starts.len()`, and the
//! ranges do not overlap (the cache guarantees it; debug builds check it on insert).

/// Sorted disjoint ranges → slots.
#[derive(Clone, Debug, Default)]
pub struct RangeIndex {
    starts: Vec<usize>,
    spans: Vec<(usize, usize)>,
}

impl RangeIndex {
    /// An empty index.
    pub fn new() -> RangeIndex {
        RangeIndex::default()
    }

    /// Number of ranges.
    pub fn len(&self) -> usize {
        self.starts.len()
    }

    /// Whether the index holds no range.
    pub fn is_empty(&self) -> bool {
        self.starts.is_empty()
    }

    /// The range that contains `addr`: `(start, end, slot)`.
    #[inline]
    pub fn find(&self, addr: usize) -> Option<(usize, usize, usize)> {
        let pos = self
            .starts
            .partition_point(|&start| start <= addr)
            .checked_sub(1)?;
        let (end, slot) = self.spans[pos];
        (addr < end).then_some((self.starts[pos], end, slot))
    }

    /// Adds `[start, end)` for `slot`; it must not overlap another range.
    pub fn insert(&mut self, start: usize, end: usize, slot: usize) {
        let pos = self.starts.partition_point(|&s| s < start);
        debug_assert!(
            pos == 0 || self.spans[pos - 1].0 <= start,
            "index ranges overlap"
        );
        debug_assert!(
            pos == self.starts.len() || end <= self.starts[pos],
            "index ranges overlap"
        );
        self.starts.insert(pos, start);
        self.spans.insert(pos, (end, slot));
    }

    /// Removes the range that starts at `start`, if any.
    pub fn remove(&mut self, start: usize) {
        if let Ok(pos) = self.starts.binary_search(&start) {
            self.starts.remove(pos);
            self.spans.remove(pos);
        }
    }

    /// Slots of the ranges that overlap `[start, end)`, in address order.
    pub fn overlapping(&self, start: usize, end: usize) -> Vec<usize> {
        let mut pos = self.starts.partition_point(|&s| s < end);
        let mut res = Vec::new();
        while pos > 0 && self.spans[pos - 1].0 > start {
            pos -= 1;
            res.push(self.spans[pos].1);
        }
        res.reverse();
        res
    }

    /// Every range `(start, end, slot)`, in address order.
    pub fn iter(&self) -> impl Iterator<Item = (usize, usize, usize)> + '_ {
        self.starts
            .iter()
            .zip(&self.spans)
            .map(|(&start, &(end, slot))| (start, end, slot))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn find_and_overlap_follow_the_ranges() {
        let mut index = RangeIndex::new();
        index.insert(100, 200, 0);
        index.insert(300, 310, 1);
        index.insert(200, 250, 2);
        assert_eq!(index.find(99), None);
        assert_eq!(index.find(100), Some((100, 200, 0)));
        assert_eq!(index.find(199), Some((100, 200, 0)));
        assert_eq!(index.find(200), Some((200, 250, 2)));
        assert_eq!(index.find(250), None);
        assert_eq!(index.find(309), Some((300, 310, 1)));
        assert_eq!(index.overlapping(150, 301), vec![0, 2, 1]);
        assert_eq!(index.overlapping(250, 300), Vec::<usize>::new());
        assert_eq!(index.overlapping(0, 101), vec![0]);
        index.remove(200);
        assert_eq!(index.find(220), None);
        assert_eq!(index.iter().map(|r| r.2).collect::<Vec<_>>(), vec![0, 1]);
    }
}
