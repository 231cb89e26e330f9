//! Rectangular sub-blocks of 1-D to 4-D arrays, cut into contiguous byte runs.
//!
//! An array of `dims[0] × … × dims[n-1]` elements of `elem_size` bytes is stored in C
//! order (the last dimension is contiguous). A block is `block[d]` elements starting at
//! `offset[d]` in each dimension. The device buffer mirrors the whole host array with the
//! same layout, so a run at byte offset `o` of the host array lands at offset `o` of the
//! buffer. Trailing dimensions copied whole are fused with the next one, so a block made
//! of whole rows is a single run (the rule of Par4All's `P4A_copy_to_accel_2d`, extended
//! to any rank).

use crate::error::{Error, Result};

/// The largest rank the copy functions accept.
pub const MAX_RANK: usize = 4;

/// A block of an array: the geometry of one `p4a_copy_*_nd` call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// Bytes per element.
    pub elem_size: usize,
    /// Extent of the whole array in each dimension, outermost first.
    pub dims: Vec<usize>,
    /// Extent of the block in each dimension.
    pub block: Vec<usize>,
    /// First index of the block in each dimension.
    pub offset: Vec<usize>,
}

impl Block {
    /// Checks the geometry and returns the byte size of the whole array.
    pub fn validate(&self) -> Result<usize> {
        let rank = self.dims.len();
        if rank == 0 || rank > MAX_RANK {
            return Err(Error::Invalid(format!(
                "sub-block copy of rank {rank}: ranks 1 to {MAX_RANK} are supported"
            )));
        }
        if self.block.len() != rank || self.offset.len() != rank {
            return Err(Error::Invalid(
                "sub-block copy: dims, block and offset differ in rank".into(),
            ));
        }
        if self.elem_size == 0 {
            return Err(Error::Invalid("sub-block copy: element size is 0".into()));
        }
        for dim in 0..rank {
            let end = self.offset[dim].checked_add(self.block[dim]);
            if end.is_none_or(|end| end > self.dims[dim]) {
                return Err(Error::Invalid(format!(
                    "sub-block copy: dimension {dim}: block {}+{} exceeds extent {}",
                    self.offset[dim], self.block[dim], self.dims[dim]
                )));
            }
        }
        self.dims
            .iter()
            .try_fold(self.elem_size, |acc, &dim| acc.checked_mul(dim))
            .ok_or_else(|| Error::Invalid("sub-block copy: array size overflows".into()))
    }

    /// The contiguous byte runs `(offset, len)` of the block, in increasing order, with
    /// adjacent runs merged. Empty when any block extent is 0. Call [`Block::validate`] first.
    pub fn runs(&self) -> Vec<(usize, usize)> {
        let rank = self.dims.len();
        if self.block.contains(&0) {
            return Vec::new();
        }
        // Byte stride of each dimension.
        let mut stride = vec![self.elem_size; rank];
        for dim in (0..rank - 1).rev() {
            stride[dim] = stride[dim + 1] * self.dims[dim + 1];
        }
        // Fuse trailing dimensions copied whole: `inner` is the outermost dimension whose
        // run is contiguous; dimensions before it are iterated.
        let mut inner = rank - 1;
        while inner > 0 && self.block[inner] == self.dims[inner] {
            inner -= 1;
        }
        let run_len = self.block[inner] * stride[inner];
        let mut runs: Vec<(usize, usize)> = Vec::new();
        let mut index = vec![0usize; inner];
        loop {
            let mut start = self.offset[inner] * stride[inner];
            for dim in 0..inner {
                start += (self.offset[dim] + index[dim]) * stride[dim];
            }
            match runs.last_mut() {
                Some(last) if last.0 + last.1 == start => last.1 += run_len,
                _ => runs.push((start, run_len)),
            }
            // Odometer over the iterated dimensions, innermost fastest.
            let mut dim = inner;
            loop {
                if dim == 0 {
                    return runs;
                }
                dim -= 1;
                index[dim] += 1;
                if index[dim] < self.block[dim] {
                    break;
                }
                index[dim] = 0;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(elem_size: usize, dims: &[usize], block: &[usize], offset: &[usize]) -> Block {
        Block {
            elem_size,
            dims: dims.to_vec(),
            block: block.to_vec(),
            offset: offset.to_vec(),
        }
    }

    /// Byte offsets of every element of the block, by brute force.
    fn bytes_by_enumeration(b: &Block) -> Vec<usize> {
        let rank = b.dims.len();
        let mut res = Vec::new();
        let total: usize = b.block.iter().product();
        for flat in 0..total {
            let mut rest = flat;
            let mut index = vec![0; rank];
            for dim in (0..rank).rev() {
                index[dim] = rest % b.block[dim] + b.offset[dim];
                rest /= b.block[dim];
            }
            let linear = b
                .dims
                .iter()
                .zip(&index)
                .fold(0, |acc, (&dim, &i)| acc * dim + i);
            res.extend(linear * b.elem_size..(linear + 1) * b.elem_size);
        }
        res.sort_unstable();
        res
    }

    fn check(b: Block) {
        b.validate().unwrap();
        let from_runs: Vec<usize> = b
            .runs()
            .iter()
            .flat_map(|&(start, len)| start..start + len)
            .collect();
        assert_eq!(from_runs, bytes_by_enumeration(&b), "{b:?}");
    }

    #[test]
    fn runs_cover_exactly_the_block() {
        check(block(8, &[10], &[4], &[3]));
        check(block(4, &[5, 7], &[2, 3], &[1, 2]));
        check(block(4, &[5, 7], &[2, 7], &[3, 0]));
        check(block(2, &[3, 4, 5], &[2, 4, 5], &[1, 0, 0]));
        check(block(2, &[3, 4, 5], &[2, 2, 5], &[0, 1, 0]));
        check(block(1, &[2, 3, 4, 5], &[1, 2, 3, 4], &[1, 1, 1, 1]));
        check(block(8, &[2, 3, 4, 5], &[2, 3, 4, 5], &[0, 0, 0, 0]));
    }

    #[test]
    fn whole_rows_fuse_into_one_run() {
        assert_eq!(
            block(4, &[5, 7], &[2, 7], &[3, 0]).runs(),
            vec![(3 * 28, 2 * 28)]
        );
        assert_eq!(
            block(8, &[4, 4, 4], &[4, 4, 4], &[0, 0, 0]).runs(),
            vec![(0, 512)]
        );
        assert_eq!(block(4, &[5, 7], &[2, 3], &[1, 2]).runs().len(), 2);
    }

    #[test]
    fn bad_geometry_is_rejected() {
        assert!(block(4, &[5, 7], &[2, 8], &[0, 0]).validate().is_err());
        assert!(block(4, &[5], &[2, 1], &[0, 0]).validate().is_err());
        assert!(
            block(4, &[1, 1, 1, 1, 1], &[1; 5], &[0; 5])
                .validate()
                .is_err()
        );
        assert!(block(4, &[5], &[0], &[5]).validate().is_ok());
        assert!(block(4, &[5], &[0], &[5]).runs().is_empty());
    }
}
