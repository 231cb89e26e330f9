//! Launch configuration tuned at run time: the first launches of each kernel try a few
//! block shapes, timed, and the fastest is kept for the launches that follow.
//!
//! # What is tuned, and for which launches
//!
//! A tuning is keyed by [`TuneKey`]: the kernel, the rank of the iteration space, and its
//! size class, `⌊log2 count⌋ / 2` per dimension, so that counts within a factor of about
//! 4 of each other share a tuning and a kernel launched over very different spaces (a
//! triangular loop nest, a multigrid level) tunes each class on its own. A kernel tunes
//! at most [`MAX_CLASSES_PER_KERNEL`] classes; launches of further classes use the
//! default plan untimed, so that a kernel whose counts keep changing does not keep
//! paying for synchronised launches.
//!
//! # Candidates (prune the space, try the few survivors)
//!
//! [`candidates`] is a pure function of the device and kernel limits and the counts of
//! the first launch of a class. With `T` the threads of the default plan
//! (`LaunchPlan::new`: the occupancy-maximising size on CUDA, 256 on OpenCL, reduced so
//! that small spaces reach every compute unit), it lists, in this order:
//! the default block itself (always first, always kept); the *wide* block of `T`
//! threads (x as wide as the count and the limits allow, a multiple of the SIMD width,
//! the rest in y then z; rank 2 and 3 only); the default (near-square) shapes of `T/2`,
//! `2T` and `4T` threads; then the wide blocks of `2T` and `T/2` threads. It drops
//! a candidate that breaks a device or kernel limit, repeats an earlier one, has a thread
//! count that is not a whole number of SIMD groups, or leaves compute units idle (fewer
//! blocks over the whole space than compute units), and keeps the first
//! [`MAX_CANDIDATES`] survivors. With one survivor there is nothing to tune: no launch is
//! timed.
//!
//! # Timing
//!
//! Tuning launches are the program's own launches, with the program's arguments: no
//! launch is added. Each survivor runs [`ROUNDS`] times, round-robin (the first round
//! also pays one-time costs: PoCL compiles a kernel for each work-group size at its
//! first enqueue, CUDA may load a module lazily at its first launch), and its time is
//! the smallest of its samples, per iteration of the space (so that launches of one class
//! with different counts compare). On every backend a tuning launch is timed on the host:
//! the runtime waits for earlier work (`Backend::synchronize`: `cuCtxSynchronize`,
//! `clFinish`), starts a clock, enqueues the launch's chunks, and waits again. Launches
//! are asynchronous otherwise; only tuning launches (and all launches with `P4A_STATS` or
//! `P4A_TRACE`) wait. The time thus includes the enqueue overhead, a few microseconds,
//! the same for every candidate. After the last sample the fastest candidate (the
//! earliest on a tie, so the default wins ties) is kept for every later launch of the
//! key, fitted to each launch's counts ([`fit_block`]: no extent beyond what the counts
//! can use).
//!
//! Every candidate computes the same result: generated kernels guard `i < count` in every
//! dimension (the contract in `crate::launch`), so the block shape only changes which
//! thread computes which iteration, never which iterations are computed.
//!
//! `P4A_TUNE=0` turns tuning off: every launch uses `LaunchPlan::new`, as before tuning
//! existed. `P4A_STATS` reports each tuning (see `crate::stats`).

use std::collections::HashMap;

use crate::launch::{self, DeviceLimits, KernelLimits, LaunchPlan, block_shape, useful_x_extent};
use crate::stats::TuneStats;

/// Most candidates timed per key.
pub const MAX_CANDIDATES: usize = 5;

/// Samples per candidate.
pub const ROUNDS: usize = 2;

/// Most size classes tuned per kernel.
pub const MAX_CLASSES_PER_KERNEL: usize = 8;

/// What a tuning is for: a kernel (the runtime's handle), a rank and a size class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TuneKey {
    /// The runtime's kernel handle.
    pub kernel: usize,
    /// Rank of the iteration space.
    pub rank: u8,
    /// `⌊log2 count⌋ / 2` per dimension (0 for unused dimensions).
    pub class: [u8; 3],
}

impl TuneKey {
    /// The key of a launch of `kernel` over the non-empty space `counts` (1 to 3 extents).
    pub fn new(kernel: usize, counts: &[u64]) -> TuneKey {
        let mut class = [0u8; 3];
        for (dim, &count) in counts.iter().enumerate().take(3) {
            class[dim] = (count.max(1).ilog2() / 2) as u8;
        }
        TuneKey {
            kernel,
            rank: counts.len() as u8,
            class,
        }
    }
}

/// One timed launch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// Seconds from the enqueue of the first chunk to the end of the last.
    pub seconds: f64,
    /// Iterations of the launch's space.
    pub iterations: u64,
}

impl Sample {
    /// Seconds per iteration.
    pub fn per_iteration(&self) -> f64 {
        self.seconds / self.iterations.max(1) as f64
    }
}

/// A block shape and its samples.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    /// Block extents (1 for unused dimensions).
    pub block: [u32; 3],
    /// Timed launches with this block, in order.
    pub samples: Vec<Sample>,
}

impl Candidate {
    /// The candidate's best time per iteration (`None` before its first sample).
    pub fn best(&self) -> Option<f64> {
        self.samples
            .iter()
            .map(Sample::per_iteration)
            .min_by(f64::total_cmp)
    }
}

/// The tuning of one key: its candidates, their samples, and the choice once made.
#[derive(Clone, Debug, PartialEq)]
pub struct Tuning {
    /// Counts of the launch that created the tuning (1 for unused dimensions).
    pub counts: [u64; 3],
    /// Rank of the space.
    pub rank: usize,
    /// The candidates, the default first.
    pub candidates: Vec<Candidate>,
    /// Index of the kept candidate, once every sample is in.
    pub chosen: Option<usize>,
    /// Samples taken so far (all candidates).
    taken: usize,
}

/// What the next launch of a key does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Launch with this block, timed, and report the time with [`Tuning::record`].
    Measure([u32; 3]),
    /// Launch with this block (the kept one), untimed.
    Use([u32; 3]),
}

impl Tuning {
    /// A tuning over `candidates` (non-empty, the default first) for a launch over
    /// `counts`. With a single candidate the choice is made at once.
    pub fn new(counts: &[u64], candidates: Vec<[u32; 3]>) -> Tuning {
        assert!(
            !candidates.is_empty(),
            "a tuning needs the default candidate"
        );
        let mut full = [1u64; 3];
        full[..counts.len()].copy_from_slice(counts);
        let chosen = (candidates.len() == 1).then_some(0);
        Tuning {
            counts: full,
            rank: counts.len(),
            candidates: candidates
                .into_iter()
                .map(|block| Candidate {
                    block,
                    samples: Vec::new(),
                })
                .collect(),
            chosen,
            taken: 0,
        }
    }

    /// Whether any launch of this tuning was (or will be) timed.
    pub fn is_timed(&self) -> bool {
        self.candidates.len() > 1
    }

    /// The next launch's block, and whether to time it.
    pub fn step(&self) -> Step {
        match self.chosen {
            Some(index) => Step::Use(self.candidates[index].block),
            None => Step::Measure(self.candidates[self.taken % self.candidates.len()].block),
        }
    }

    /// Records the time of the launch [`Tuning::step`] asked to measure; after the last
    /// sample, keeps the fastest candidate.
    pub fn record(&mut self, sample: Sample) {
        if self.chosen.is_some() {
            return;
        }
        let index = self.taken % self.candidates.len();
        self.candidates[index].samples.push(sample);
        self.taken += 1;
        if self.taken == ROUNDS * self.candidates.len() {
            self.chosen = Some(choose(&self.candidates));
        }
    }
}

impl Tuning {
    /// The tuning as the statistics report it.
    pub fn to_stats(&self) -> TuneStats {
        TuneStats {
            counts: self.counts[..self.rank].to_vec(),
            chosen: self.chosen.map(|index| self.candidates[index].block),
            candidates: self
                .candidates
                .iter()
                .map(|candidate| {
                    let seconds = candidate
                        .samples
                        .iter()
                        .map(|sample| sample.seconds)
                        .collect();
                    (candidate.block, seconds)
                })
                .collect(),
        }
    }
}

/// The index of the fastest candidate by best time per iteration; the earliest on a tie
/// (so the default, first, wins ties), and candidates without samples never win unless
/// none has any.
pub fn choose(candidates: &[Candidate]) -> usize {
    let mut best: Option<(usize, f64)> = None;
    for (index, candidate) in candidates.iter().enumerate() {
        if let Some(time) = candidate.best()
            && best.is_none_or(|(_, best_time)| time < best_time)
        {
            best = Some((index, time));
        }
    }
    best.map_or(0, |(index, _)| index)
}

/// The candidate blocks for a launch over the non-empty space `counts`, pruned (see the
/// module doc): the default plan's block first, at most [`MAX_CANDIDATES`] in all.
pub fn candidates(
    device: &DeviceLimits,
    kernel: &KernelLimits,
    best_threads: u32,
    counts: &[u64],
) -> Vec<[u32; 3]> {
    let Some(full) = launch::full_counts(counts) else {
        return Vec::new();
    };
    let rank = counts.len();
    let warp = launch::simd(device, kernel);
    let max = launch::max_threads(device, kernel);
    let threads = launch::default_threads(device, kernel, best_threads, &full);
    let default = block_shape(threads, warp, rank, &full, device.max_block_dims);
    let mut res = vec![default];
    // (threads, wide) in order of preference.
    let half = threads / 2;
    let double = threads.saturating_mul(2);
    let quadruple = threads.saturating_mul(4);
    let tries = [
        (threads, true),
        (half, false),
        (double, false),
        (quadruple, false),
        (double, true),
        (half, true),
    ];
    for (total, wide) in tries {
        if res.len() == MAX_CANDIDATES {
            break;
        }
        // A thread count that is not a whole number of SIMD groups wastes lanes; one
        // above the limits is clamped to the limit, which the default may already be.
        if total == 0 || total % warp != 0 {
            continue;
        }
        let total = total.min(max);
        let block = if wide {
            wide_block_shape(total, warp, rank, &full, device.max_block_dims)
        } else {
            block_shape(total, warp, rank, &full, device.max_block_dims)
        };
        if res.contains(&block)
            || !is_legal(device, kernel, rank, block)
            || leaves_units_idle(device, &full, block)
        {
            continue;
        }
        res.push(block);
    }
    res
}

/// Whether `block` respects the device's and the kernel's limits for a space of `rank`.
pub fn is_legal(
    device: &DeviceLimits,
    kernel: &KernelLimits,
    rank: usize,
    block: [u32; 3],
) -> bool {
    let threads: u64 = block.iter().map(|&extent| u64::from(extent)).product();
    (0..3).all(|dim| {
        block[dim] >= 1
            && block[dim] <= device.max_block_dims[dim].max(1)
            && (dim < rank || block[dim] == 1)
    }) && threads <= u64::from(launch::max_threads(device, kernel))
}

/// Whether a launch with `block` over `full` has fewer blocks than compute units.
fn leaves_units_idle(device: &DeviceLimits, full: &[u64; 3], block: [u32; 3]) -> bool {
    let blocks = (0..3).fold(1u64, |acc, dim| {
        acc.saturating_mul(full[dim].div_ceil(u64::from(block[dim])))
    });
    blocks < u64::from(device.compute_units)
}

/// A wide-and-flat block of at most `threads` threads: x takes as many as the x count
/// can use (a multiple of `warp` when it is at least one SIMD group), then y, then z.
fn wide_block_shape(
    threads: u32,
    warp: u32,
    rank: usize,
    counts: &[u64; 3],
    max_dims: [u32; 3],
) -> [u32; 3] {
    let threads = u64::from(threads.max(1));
    let warp = u64::from(warp.max(1));
    let mut x = useful_x_extent(counts[0], warp)
        .min(u64::from(max_dims[0]))
        .min(threads)
        .max(1);
    if x >= warp {
        x = x / warp * warp;
    }
    let mut block = [x, 1, 1];
    for dim in 1..rank {
        let used: u64 = block[..dim].iter().product();
        block[dim] = counts[dim]
            .min(threads / used)
            .min(u64::from(max_dims[dim]))
            .max(1);
    }
    [block[0] as u32, block[1] as u32, block[2] as u32]
}

/// `block` cut to what a launch over `full` (1 to 3 counts, padded with 1) can use: x at
/// most the x count rounded up to the SIMD width, y and z at most their counts. A kept
/// block stays legal when cut, and a launch of the same class never gets a larger one.
pub fn fit_block(block: [u32; 3], warp: u32, full: &[u64; 3]) -> [u32; 3] {
    let x_cap = useful_x_extent(full[0], u64::from(warp)).max(1);
    [
        u64::from(block[0]).min(x_cap) as u32,
        u64::from(block[1]).min(full[1].max(1)) as u32,
        u64::from(block[2]).min(full[2].max(1)) as u32,
    ]
}

/// The tunings of one runtime.
#[derive(Clone, Debug, Default)]
pub struct Tuner {
    tunings: HashMap<TuneKey, Tuning>,
    classes: HashMap<usize, usize>,
}

impl Tuner {
    /// An empty tuner.
    pub fn new() -> Tuner {
        Tuner::default()
    }

    /// The plan of the next launch of `kernel` over `counts` (non-empty space), and the
    /// key to report its time to when it is to be timed.
    pub fn plan(
        &mut self,
        device: &DeviceLimits,
        kernel_limits: &KernelLimits,
        best_threads: u32,
        kernel: usize,
        counts: &[u64],
    ) -> Option<(LaunchPlan, Option<TuneKey>)> {
        let full = launch::full_counts(counts)?;
        let key = TuneKey::new(kernel, counts);
        if !self.tunings.contains_key(&key) {
            let classes = self.classes.entry(kernel).or_default();
            if *classes >= MAX_CLASSES_PER_KERNEL {
                return LaunchPlan::new(device, kernel_limits, best_threads, counts)
                    .map(|plan| (plan, None));
            }
            *classes += 1;
            let blocks = candidates(device, kernel_limits, best_threads, counts);
            self.tunings.insert(key, Tuning::new(counts, blocks));
        }
        let warp = launch::simd(device, kernel_limits);
        let (block, timed) = match self.tunings[&key].step() {
            Step::Measure(block) => (block, Some(key)),
            Step::Use(block) => (block, None),
        };
        LaunchPlan::with_block(device, counts, fit_block(block, warp, &full))
            .map(|plan| (plan, timed))
    }

    /// Records a timed launch of `key`; returns its tuning, for the statistics.
    pub fn record(&mut self, key: TuneKey, sample: Sample) -> Option<&Tuning> {
        let tuning = self.tunings.get_mut(&key)?;
        tuning.record(sample);
        Some(tuning)
    }

    /// Forgets the tunings of `kernel` (its program was freed).
    pub fn forget(&mut self, kernel: usize) {
        self.tunings.retain(|key, _| key.kernel != kernel);
        self.classes.remove(&kernel);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::launch::Occupancy;

    fn h100() -> DeviceLimits {
        DeviceLimits {
            compute_units: 132,
            simd_width: 32,
            max_block_threads: 1024,
            max_block_dims: [1024, 1024, 64],
            max_grid: [(1 << 31) - 1, 65535, 65535],
            occupancy: Some(Occupancy {
                threads_per_cu: 2048,
                blocks_per_cu: 32,
                registers_per_cu: 65536,
                shared_per_cu: 228 * 1024,
            }),
        }
    }

    fn pocl() -> DeviceLimits {
        DeviceLimits {
            compute_units: 2,
            simd_width: 8,
            max_block_threads: 4096,
            max_block_dims: [4096, 4096, 4096],
            max_grid: [u64::MAX; 3],
            occupancy: None,
        }
    }

    fn kernel(max_threads: u32) -> KernelLimits {
        KernelLimits {
            max_block_threads: max_threads,
            preferred_multiple: 0,
            registers_per_thread: 32,
            shared_per_block: 0,
        }
    }

    fn blocks_for(device: &DeviceLimits, kern: &KernelLimits, counts: &[u64]) -> Vec<[u32; 3]> {
        let best = launch::block_threads_for_occupancy(device, kern);
        candidates(device, kern, best, counts)
    }

    /// Every candidate is legal, distinct, and the first is the default plan's block.
    fn check_candidates(
        device: &DeviceLimits,
        kern: &KernelLimits,
        counts: &[u64],
    ) -> Vec<[u32; 3]> {
        let best = launch::block_threads_for_occupancy(device, kern);
        let res = candidates(device, kern, best, counts);
        let default = LaunchPlan::new(device, kern, best, counts).unwrap();
        assert_eq!(res[0], default.block, "{counts:?}");
        assert!(res.len() <= MAX_CANDIDATES);
        for (index, &block) in res.iter().enumerate() {
            assert!(is_legal(device, kern, counts.len(), block), "{block:?}");
            assert!(
                !res[..index].contains(&block),
                "duplicate {block:?} in {res:?}"
            );
            let threads: u32 = block.iter().product();
            assert!(threads <= kern.max_block_threads.min(device.max_block_threads));
        }
        res
    }

    #[test]
    fn candidates_are_legal_distinct_and_start_with_the_default() {
        for device in [h100(), pocl()] {
            for kern in [kernel(1024), kernel(256), kernel(64)] {
                for counts in [
                    &[1][..],
                    &[5],
                    &[1000],
                    &[10_000_000],
                    &[3, 1000],
                    &[1000, 3],
                    &[1024, 1024],
                    &[7, 9, 11],
                    &[100, 100, 100],
                    &[1, 1, 1_000_000],
                ] {
                    check_candidates(&device, &kern, counts);
                }
            }
        }
    }

    #[test]
    fn candidates_on_a_cpu_device() {
        // PoCL-like: 256 threads by default, 16×16 near-square; the wide 256×1, then
        // half, double and quadruple the threads in the default's near-square shapes
        // (504 of 512 threads in 24×21: x a multiple of the SIMD width).
        let res = check_candidates(&pocl(), &kernel(4096), &[1024, 1024]);
        assert_eq!(
            res,
            [
                [16, 16, 1],
                [256, 1, 1],
                [16, 8, 1],
                [24, 21, 1],
                [32, 32, 1]
            ]
        );
        // Rank 1: no wide shape, only the thread counts.
        let res = check_candidates(&pocl(), &kernel(4096), &[1 << 20]);
        assert_eq!(res, [[256, 1, 1], [128, 1, 1], [512, 1, 1], [1024, 1, 1]]);
    }

    #[test]
    fn kernel_limits_prune_larger_blocks() {
        // The kernel allows 256 threads: 2T and 4T clamp to the default, which is pruned
        // as a duplicate; the wide shape of 256 stays.
        let res = check_candidates(&pocl(), &kernel(256), &[1024, 1024]);
        assert_eq!(res, [[16, 16, 1], [256, 1, 1], [16, 8, 1], [128, 1, 1]]);
        // A device block dimension limit prunes shapes beyond it.
        let mut device = pocl();
        device.max_block_dims = [64, 64, 64];
        let res = check_candidates(&device, &kernel(4096), &[1024, 1024]);
        assert!(res.iter().all(|block| block[0] <= 64), "{res:?}");
        assert!(!res.contains(&[256, 1, 1]));
    }

    #[test]
    fn small_spaces_keep_every_unit_busy() {
        // 1000 iterations on 132 SMs: only 32-thread blocks reach most of them; larger
        // blocks would leave SMs idle, and smaller ones are partial warps.
        assert_eq!(blocks_for(&h100(), &kernel(1024), &[1000]), [[32, 1, 1]]);
        // On 2 compute units, 64 iterations allow 32 threads per block at most.
        let res = check_candidates(&pocl(), &kernel(4096), &[64]);
        assert_eq!(res, [[32, 1, 1], [16, 1, 1]]);
        for block in res {
            assert!(64u32.div_ceil(block[0]) >= 2);
        }
    }

    #[test]
    fn the_gpu_default_is_tried_against_more_threads() {
        // 32 registers: the occupancy search gives 64 threads; 32, 128 and 256 are tried.
        let res = check_candidates(&h100(), &kernel(1024), &[1 << 24]);
        assert_eq!(res, [[64, 1, 1], [32, 1, 1], [128, 1, 1], [256, 1, 1]]);
        let res = check_candidates(&h100(), &kernel(1024), &[4096, 4096]);
        assert_eq!(res[0], [32, 2, 1]);
        assert_eq!(res[1], [64, 1, 1]);
    }

    fn sample(seconds: f64, iterations: u64) -> Sample {
        Sample {
            seconds,
            iterations,
        }
    }

    #[test]
    fn the_fastest_candidate_is_kept_after_every_round() {
        let blocks = vec![[16, 16, 1], [256, 1, 1], [8, 16, 1]];
        let mut tuning = Tuning::new(&[1024, 1024], blocks.clone());
        // Fake times: the wide block is fastest on its second round; the default's first
        // round pays a one-time cost.
        let times = [[9.0, 2.0, 5.0], [3.0, 1.5, 4.0]];
        for round in times {
            for (index, seconds) in round.into_iter().enumerate() {
                assert_eq!(tuning.step(), Step::Measure(blocks[index]));
                tuning.record(sample(seconds, 1 << 20));
            }
        }
        assert_eq!(tuning.chosen, Some(1));
        assert_eq!(tuning.step(), Step::Use([256, 1, 1]));
        assert_eq!(tuning.candidates[0].samples.len(), ROUNDS);
        // Later records change nothing.
        tuning.record(sample(0.0, 1));
        assert_eq!(tuning.step(), Step::Use([256, 1, 1]));
    }

    #[test]
    fn times_compare_per_iteration_and_ties_keep_the_default() {
        let mut candidates = vec![
            Candidate {
                block: [64, 1, 1],
                samples: vec![sample(2.0, 2000)],
            },
            Candidate {
                block: [128, 1, 1],
                samples: vec![sample(1.5, 1000)],
            },
        ];
        // 1 ms per 1000 iterations beats 1.5 ms per 1000.
        assert_eq!(choose(&candidates), 0);
        candidates[1].samples.push(sample(0.5, 1000));
        assert_eq!(choose(&candidates), 1);
        candidates[0].samples.push(sample(0.25, 500));
        assert_eq!(choose(&candidates), 0, "ties keep the earliest");
        // A candidate never timed does not win.
        let untimed = vec![
            Candidate {
                block: [64, 1, 1],
                samples: vec![],
            },
            Candidate {
                block: [32, 1, 1],
                samples: vec![sample(1.0, 1)],
            },
        ];
        assert_eq!(choose(&untimed), 1);
    }

    #[test]
    fn a_single_candidate_times_nothing() {
        let tuning = Tuning::new(&[1000], vec![[32, 1, 1]]);
        assert!(!tuning.is_timed());
        assert_eq!(tuning.step(), Step::Use([32, 1, 1]));
    }

    #[test]
    fn keys_separate_ranks_and_distant_counts() {
        assert_eq!(TuneKey::new(0, &[1000]), TuneKey::new(0, &[1023]));
        assert_eq!(TuneKey::new(0, &[256, 300]), TuneKey::new(0, &[1023, 511]));
        assert_ne!(TuneKey::new(0, &[1000]), TuneKey::new(0, &[4096]));
        assert_ne!(TuneKey::new(0, &[1000]), TuneKey::new(0, &[1000, 1]));
        assert_ne!(TuneKey::new(0, &[1000]), TuneKey::new(1, &[1000]));
    }

    #[test]
    fn kept_blocks_are_fitted_to_each_launch() {
        assert_eq!(fit_block([256, 1, 1], 8, &[100, 1, 1]), [104, 1, 1]);
        assert_eq!(fit_block([16, 16, 1], 8, &[3, 5, 1]), [3, 5, 1]);
        assert_eq!(fit_block([32, 8, 2], 32, &[4096, 4096, 4096]), [32, 8, 2]);
    }

    #[test]
    fn the_tuner_measures_then_keeps_one_plan() {
        let device = pocl();
        let kern = kernel(4096);
        let best = launch::block_threads_for_occupancy(&device, &kern);
        let mut tuner = Tuner::new();
        let n_candidates = candidates(&device, &kern, best, &[1 << 20]).len();
        let mut measured = Vec::new();
        for launch_idx in 0..(ROUNDS * n_candidates) {
            let (plan, key) = tuner.plan(&device, &kern, best, 7, &[1 << 20]).unwrap();
            let key = key.expect("tuning launches are timed");
            measured.push(plan.block);
            // The 512-thread block is fastest.
            let seconds = if plan.block == [512, 1, 1] {
                1.0
            } else {
                2.0 + launch_idx as f64
            };
            tuner.record(key, sample(seconds, 1 << 20));
        }
        assert_eq!(measured[..n_candidates], measured[n_candidates..]);
        let (plan, key) = tuner.plan(&device, &kern, best, 7, &[1 << 20]).unwrap();
        assert_eq!((plan.block, key), ([512, 1, 1], None));
        // A launch of the same class with other counts gets the kept block.
        let (plan, key) = tuner
            .plan(&device, &kern, best, 7, &[(1 << 20) + 1000])
            .unwrap();
        assert_eq!((plan.block, key), ([512, 1, 1], None));
        // Another class tunes on its own; empty spaces plan nothing.
        assert!(
            tuner
                .plan(&device, &kern, best, 7, &[1 << 10])
                .unwrap()
                .1
                .is_some()
        );
        assert!(tuner.plan(&device, &kern, best, 7, &[0]).is_none());
    }

    #[test]
    fn classes_beyond_the_bound_use_the_default_untimed() {
        let device = pocl();
        let kern = kernel(4096);
        let mut tuner = Tuner::new();
        for class in 0..MAX_CLASSES_PER_KERNEL {
            let counts = [1u64 << (2 * class + 8)];
            tuner.plan(&device, &kern, 256, 3, &counts).unwrap();
        }
        let counts = [1u64 << 30];
        let (plan, key) = tuner.plan(&device, &kern, 256, 3, &counts).unwrap();
        assert_eq!(key, None);
        assert_eq!(plan, LaunchPlan::new(&device, &kern, 256, &counts).unwrap());
        // Another kernel still tunes.
        assert!(
            tuner
                .plan(&device, &kern, 256, 4, &counts)
                .unwrap()
                .1
                .is_some()
        );
        // A forgotten kernel starts over.
        tuner.forget(3);
        assert!(
            tuner
                .plan(&device, &kern, 256, 3, &counts)
                .unwrap()
                .1
                .is_some()
        );
    }
}
