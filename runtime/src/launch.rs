//! Launch configuration: block (work-group) shape and grid chunks for a 1-D to 3-D
//! iteration space, from the device's limits and the iteration counts.
//!
//! # How a generated kernel finds its iteration
//!
//! `p4a_kernel_launch(kernel, rank, counts, ...)` covers the iteration space
//! `[0, counts[0]) × … × [0, counts[rank-1])`. Dimension 0 is the x dimension
//! (`get_global_id(0)`, `blockIdx.x * blockDim.x + threadIdx.x`) and should be the
//! innermost loop, the one that walks contiguous memory. The runtime rounds each extent up
//! to a whole number of blocks, and an extent larger than one grid is cut into several
//! launches (chunks). So that a kernel knows where it is, the runtime appends two hidden
//! 64-bit arguments per dimension after the caller's arguments, in this order:
//! `offset0, count0, offset1, count1, ...` (OpenCL C `long`, CUDA `long long`).
//! `offset_d` is the first iteration of the chunk in dimension `d`, `count_d` is
//! `counts[d]`. A generated kernel therefore reads
//!
//! ```c
//! __kernel void k(__global double *a, long p4a_offset0, long p4a_count0) {
//!     long i = p4a_offset0 + get_global_id(0);          /* CUDA: blockIdx.x * (long long)blockDim.x + threadIdx.x */
//!     if (i < p4a_count0) a[i] = 2 * a[i];              /* the guard is mandatory */
//! }
//! ```
//!
//! Within one chunk, `get_global_id(d)` (or the CUDA product) stays below 2^31, so 32-bit
//! index arithmetic inside a chunk cannot overflow; the 64-bit offset carries the rest.
//!
//! # Block size
//!
//! The thread count per block follows Amini's §5.8.1: the occupancy-maximising size
//! (`block_threads_for_occupancy`, the BLOCKSIZEFOROCCUPANCY search, with MaxBlocksPerCU in
//! the bound) when the backend knows registers and shared memory (CUDA), else 256 threads
//! capped by the device and kernel limits (OpenCL). At every launch it is reduced for small
//! iteration spaces so that each compute unit gets at least one block
//! (`SIMD × ⌈total / (CUs × SIMD)⌉`). The shape is as square as possible with x a multiple
//! of the SIMD width (Par4All's heuristic), giving threads back to x when y or z is short.
//! An empty iteration space (any count 0) launches nothing.
//!
//! This is the *default* plan ([`LaunchPlan::new`]). With tuning on (the default;
//! `P4A_TUNE=0` turns it off), `crate::tune` times this block and a few others on the
//! first launches of each kernel and size class and plans later launches with the fastest
//! ([`LaunchPlan::with_block`]); the guard above is what makes every block shape correct.

/// Threads-per-compute-unit facts for the occupancy computation (CUDA knows them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occupancy {
    /// Maximum resident threads per compute unit.
    pub threads_per_cu: u32,
    /// Maximum resident blocks per compute unit.
    pub blocks_per_cu: u32,
    /// 32-bit registers per compute unit.
    pub registers_per_cu: u32,
    /// Shared (local) memory bytes per compute unit.
    pub shared_per_cu: u32,
}

/// The limits of a device that shape a launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeviceLimits {
    /// Number of compute units (SMs).
    pub compute_units: u32,
    /// SIMD width: warp size, or the preferred work-group multiple.
    pub simd_width: u32,
    /// Maximum threads in one block.
    pub max_block_threads: u32,
    /// Maximum block extent per dimension.
    pub max_block_dims: [u32; 3],
    /// Maximum number of blocks per dimension in one launch.
    pub max_grid: [u64; 3],
    /// Occupancy facts, when the backend knows them.
    pub occupancy: Option<Occupancy>,
}

/// The limits of one compiled kernel on the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelLimits {
    /// Maximum threads per block for this kernel.
    pub max_block_threads: u32,
    /// Preferred multiple of the block size (0: use the device's SIMD width).
    pub preferred_multiple: u32,
    /// Registers per thread (0: unknown).
    pub registers_per_thread: u32,
    /// Static shared memory per block in bytes.
    pub shared_per_block: u32,
}

/// The block size used when no occupancy facts are known.
pub const DEFAULT_BLOCK_THREADS: u32 = 256;

/// Per-dimension bound that keeps the in-chunk global index below 2^31.
const MAX_CHUNK_THREADS: u64 = 1 << 31;

/// The SIMD width to use for a kernel, at least 1 and at most its block limit.
pub(crate) fn simd(device: &DeviceLimits, kernel: &KernelLimits) -> u32 {
    let width = if kernel.preferred_multiple > 0 {
        kernel.preferred_multiple
    } else {
        device.simd_width
    };
    width.clamp(1, max_threads(device, kernel))
}

/// The largest block this kernel may use on this device (at least 1).
pub(crate) fn max_threads(device: &DeviceLimits, kernel: &KernelLimits) -> u32 {
    device
        .max_block_threads
        .min(kernel.max_block_threads)
        .max(1)
}

/// `counts` padded with 1 to three dimensions, or `None` when the space is empty.
/// Panics on a rank outside 1 to 3 (the runtime checks ranks before planning).
pub(crate) fn full_counts(counts: &[u64]) -> Option<[u64; 3]> {
    let rank = counts.len();
    assert!((1..=3).contains(&rank), "launch rank {rank} outside 1..=3");
    if counts.contains(&0) {
        return None;
    }
    let mut full = [1u64; 3];
    full[..rank].copy_from_slice(counts);
    Some(full)
}

/// The threads per block of the default plan: `best_threads` within the limits, reduced
/// for small spaces so that each compute unit gets at least one block.
pub(crate) fn default_threads(
    device: &DeviceLimits,
    kernel: &KernelLimits,
    best_threads: u32,
    full: &[u64; 3],
) -> u32 {
    let warp = simd(device, kernel);
    let total = full.iter().fold(1u64, |acc, &n| acc.saturating_mul(n));
    let per_cu =
        u64::from(warp) * total.div_ceil(u64::from(device.compute_units.max(1)) * u64::from(warp));
    u64::from(best_threads.clamp(1, max_threads(device, kernel))).min(per_cu.max(u64::from(warp)))
        as u32
}

/// The best threads per block for a kernel, independent of the iteration space; compute
/// it once per (kernel, device).
pub fn block_threads_for_occupancy(device: &DeviceLimits, kernel: &KernelLimits) -> u32 {
    let max = max_threads(device, kernel);
    let warp = simd(device, kernel);
    let Some(occ) = device.occupancy else {
        let threads = DEFAULT_BLOCK_THREADS.min(max);
        return (threads / warp * warp).max(warp.min(threads));
    };
    let (mut best, mut best_occupancy) = (warp, 0u64);
    let mut block = warp;
    while block <= max {
        let shared_bound = match kernel.shared_per_block {
            0 => u64::MAX,
            shared => u64::from(occ.shared_per_cu / shared),
        };
        let register_bound = match kernel.registers_per_thread {
            0 => u64::MAX,
            regs => u64::from(occ.registers_per_cu) / (u64::from(regs) * u64::from(block)),
        };
        let thread_bound = u64::from(occ.threads_per_cu / block);
        let blocks = shared_bound
            .min(register_bound)
            .min(thread_bound)
            .min(u64::from(occ.blocks_per_cu));
        let occupancy = blocks * u64::from(block);
        if occupancy > best_occupancy {
            best_occupancy = occupancy;
            best = block;
        }
        block += warp;
    }
    best
}

/// One launch of a plan: a grid of blocks starting at `offset` iterations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chunk {
    /// First iteration of the chunk in each dimension.
    pub offset: [u64; 3],
    /// Number of blocks in each dimension (1 for unused dimensions).
    pub grid: [u32; 3],
}

/// How to launch a kernel over an iteration space.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LaunchPlan {
    /// Rank of the iteration space (1 to 3).
    pub rank: usize,
    /// Iteration counts (1 for unused dimensions).
    pub counts: [u64; 3],
    /// Block extent per dimension (1 for unused dimensions).
    pub block: [u32; 3],
    /// Blocks per dimension in one chunk.
    pub chunk_blocks: [u64; 3],
}

impl LaunchPlan {
    /// Plans a launch over `counts` (1 to 3 extents), or `None` when the space is empty.
    /// `best_threads` is [`block_threads_for_occupancy`] for this kernel.
    pub fn new(
        device: &DeviceLimits,
        kernel: &KernelLimits,
        best_threads: u32,
        counts: &[u64],
    ) -> Option<LaunchPlan> {
        let full = full_counts(counts)?;
        let rank = counts.len();
        let warp = simd(device, kernel);
        let threads = default_threads(device, kernel, best_threads, &full);
        let block = block_shape(threads, warp, rank, &full, device.max_block_dims);
        LaunchPlan::with_block(device, counts, block)
    }

    /// Plans a launch over `counts` with a given block, or `None` when the space is empty.
    /// The block must be legal for the kernel on the device (each extent at most the
    /// device's, the product at most the kernel's and the device's thread limits) and
    /// have extent 1 in the dimensions past `counts.len()`; the tuner (`crate::tune`)
    /// gives only such blocks. Any legal block computes the same result: kernels guard
    /// `i < count`.
    pub fn with_block(
        device: &DeviceLimits,
        counts: &[u64],
        block: [u32; 3],
    ) -> Option<LaunchPlan> {
        let full = full_counts(counts)?;
        let rank = counts.len();
        debug_assert!(block.iter().all(|&extent| extent >= 1));
        debug_assert!(block[rank..].iter().all(|&extent| extent == 1));
        let mut chunk_blocks = [1u64; 3];
        for dim in 0..3 {
            let by_index = MAX_CHUNK_THREADS / u64::from(block[dim].max(1));
            chunk_blocks[dim] = device.max_grid[dim].min(by_index).max(1);
        }
        Some(LaunchPlan {
            rank,
            counts: full,
            block,
            chunk_blocks,
        })
    }

    /// Plans a launch over `counts` with blocks of exactly `block` (x first; 1 past the
    /// rank), which the kernel's code assumes (its tiles in local memory), never tuned
    /// or trimmed; `None` when the space is empty. An error when the device or the
    /// kernel cannot run such blocks.
    pub fn required_block(
        device: &DeviceLimits,
        kernel: &KernelLimits,
        counts: &[u64],
        block: [u32; 3],
    ) -> Result<Option<LaunchPlan>, String> {
        let rank = counts.len();
        assert!((1..=3).contains(&rank), "launch rank {rank} outside 1..=3");
        let threads = block.iter().map(|&b| u64::from(b)).product::<u64>();
        let limit = max_threads(device, kernel);
        if block.contains(&0)
            || block[rank..].iter().any(|&b| b != 1)
            || threads > u64::from(limit)
            || (0..3).any(|d| block[d] > device.max_block_dims[d].max(1))
        {
            return Err(format!(
                "the kernel needs blocks of {} x {} x {} work items; this device and kernel \
                 allow at most {limit} work items and {:?} per dimension (build without \
                 tiles: p4a --no-tiling)",
                block[0], block[1], block[2], device.max_block_dims
            ));
        }
        Ok(LaunchPlan::with_block(device, counts, block))
    }

    /// Total blocks per dimension over the whole space.
    pub fn total_blocks(&self) -> [u64; 3] {
        std::array::from_fn(|dim| self.counts[dim].div_ceil(u64::from(self.block[dim])))
    }

    /// The launches that cover the space, x fastest.
    pub fn chunks(&self) -> Vec<Chunk> {
        let blocks = self.total_blocks();
        let per_dim: Vec<Vec<(u64, u32)>> = (0..3)
            .map(|dim| {
                let step = self.chunk_blocks[dim];
                (0..blocks[dim].div_ceil(step))
                    .map(|chunk| {
                        let first = chunk * step;
                        let grid = step.min(blocks[dim] - first) as u32;
                        (first * u64::from(self.block[dim]), grid)
                    })
                    .collect()
            })
            .collect();
        let mut res = Vec::new();
        for &(off_z, grid_z) in &per_dim[2] {
            for &(off_y, grid_y) in &per_dim[1] {
                for &(off_x, grid_x) in &per_dim[0] {
                    res.push(Chunk {
                        offset: [off_x, off_y, off_z],
                        grid: [grid_x, grid_y, grid_z],
                    });
                }
            }
        }
        res
    }
}

/// The useful x extent of a block: the x count rounded up to the SIMD width, or the count
/// itself when it is smaller than one SIMD group.
pub(crate) fn useful_x_extent(count: u64, warp: u64) -> u64 {
    let warp = warp.max(1);
    if count >= warp {
        count.div_ceil(warp) * warp
    } else {
        count
    }
}

/// Near-square block of at most `threads` threads, x a multiple of `warp` when the x
/// extent allows it, no dimension larger than its extent needs.
pub(crate) fn block_shape(
    threads: u32,
    warp: u32,
    rank: usize,
    counts: &[u64; 3],
    max_dims: [u32; 3],
) -> [u32; 3] {
    let threads = u64::from(threads.max(1));
    let warp = u64::from(warp.max(1));
    let x_cap = useful_x_extent(counts[0], warp)
        .min(u64::from(max_dims[0]))
        .min(threads)
        .max(1);
    let round_down = |n: u64| if n >= warp { n / warp * warp } else { n.max(1) };
    let mut block = [1u64; 3];
    if rank == 1 {
        block[0] = x_cap;
    } else {
        let square = (threads as f64).sqrt().ceil() as u64;
        block[0] = x_cap.min(square.div_ceil(warp) * warp).max(1);
        block[1] = counts[1]
            .min(threads / block[0])
            .min(u64::from(max_dims[1]))
            .max(1);
        // Give the threads that y cannot use back to x.
        block[0] = x_cap.min(round_down(threads / block[1])).max(1);
        if rank == 3 {
            block[2] = counts[2]
                .min(threads / (block[0] * block[1]))
                .min(u64::from(max_dims[2]))
                .max(1);
        }
    }
    [block[0] as u32, block[1] as u32, block[2] as u32]
}

#[cfg(test)]
mod tests {
    use super::*;

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

    fn kernel(regs: u32, shared: u32) -> KernelLimits {
        KernelLimits {
            max_block_threads: 1024,
            preferred_multiple: 0,
            registers_per_thread: regs,
            shared_per_block: shared,
        }
    }

    #[test]
    fn occupancy_search_follows_the_register_cliff() {
        // 32 registers: full occupancy from 64 threads on; the smallest best wins.
        assert_eq!(block_threads_for_occupancy(&h100(), &kernel(32, 0)), 64);
        // 64 registers: half occupancy at best, reached first at 32×32 = 1024 threads/CU
        // with 32-thread blocks.
        let best = block_threads_for_occupancy(&h100(), &kernel(64, 0));
        let blocks = (65536 / (64 * best)).min(2048 / best).min(32);
        assert_eq!(blocks * best, 1024);
        // Shared memory limits the number of blocks.
        let best = block_threads_for_occupancy(&h100(), &kernel(16, 100 * 1024));
        assert_eq!(best, 1024);
        // No occupancy facts: the default size.
        assert_eq!(block_threads_for_occupancy(&pocl(), &kernel(0, 0)), 256);
    }

    fn check_plan(device: &DeviceLimits, counts: &[u64]) -> LaunchPlan {
        let kern = kernel(32, 0);
        let best = block_threads_for_occupancy(device, &kern);
        let plan = LaunchPlan::new(device, &kern, best, counts).unwrap();
        let threads: u64 = plan.block.iter().map(|&b| u64::from(b)).product();
        assert!(threads <= u64::from(device.max_block_threads), "{plan:?}");
        for dim in 0..3 {
            assert!(plan.block[dim] >= 1 && plan.block[dim] <= device.max_block_dims[dim]);
        }
        // The chunks tile the space exactly once, block-aligned.
        let mut covered = [0u64; 3];
        let chunks = plan.chunks();
        for chunk in &chunks {
            for dim in 0..3 {
                assert!(u64::from(chunk.grid[dim]) <= device.max_grid[dim]);
                assert_eq!(chunk.offset[dim] % u64::from(plan.block[dim]), 0);
            }
        }
        for (dim, covered) in covered.iter_mut().enumerate() {
            let mut offsets: Vec<(u64, u32)> = chunks
                .iter()
                .map(|c| (c.offset[dim], c.grid[dim]))
                .collect();
            offsets.sort_unstable();
            offsets.dedup();
            for (offset, grid) in offsets {
                assert_eq!(offset, *covered);
                *covered += u64::from(grid) * u64::from(plan.block[dim]);
            }
            assert!(*covered >= plan.counts[dim]);
            assert!(*covered - plan.counts[dim] < u64::from(plan.block[dim]));
        }
        plan
    }

    #[test]
    fn plans_respect_limits_and_cover_the_space() {
        for device in [h100(), pocl()] {
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
                check_plan(&device, counts);
            }
        }
    }

    #[test]
    fn small_spaces_get_small_blocks() {
        let plan = check_plan(&h100(), &[1000]);
        // 1000 iterations on 132 SMs: 32-thread blocks, so that most SMs get one.
        assert_eq!(plan.block, [32, 1, 1]);
        let plan = check_plan(&h100(), &[1 << 24]);
        assert_eq!(plan.block, [64, 1, 1]);
        let plan = check_plan(&h100(), &[4096, 4096]);
        assert_eq!(plan.block[0] % 32, 0);
        assert_eq!(plan.block[0] * plan.block[1], 64);
        // An x extent smaller than a warp is not padded to a warp.
        let plan = check_plan(&pocl(), &[3, 100_000]);
        assert_eq!(plan.block[0], 3);
    }

    #[test]
    fn spaces_larger_than_a_grid_are_chunked() {
        let mut device = h100();
        device.max_grid = [4, 2, 1];
        let plan = check_plan(&device, &[1000, 300, 3]);
        assert!(plan.chunks().len() > 1);
        let plan = check_plan(&h100(), &[1 << 20, 1 << 22]);
        assert!(plan.chunks().len() > 1, "{plan:?}");
    }

    #[test]
    fn empty_spaces_launch_nothing() {
        let kern = kernel(32, 0);
        assert_eq!(LaunchPlan::new(&h100(), &kern, 256, &[0]), None);
        assert_eq!(LaunchPlan::new(&h100(), &kern, 256, &[10, 0, 5]), None);
    }
}
