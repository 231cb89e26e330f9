//! The runtime proper: one backend, one address-mapping cache, the loaded programs and
//! kernels, and the launch logic. This is the Rust API; `crate::ffi` wraps one global
//! instance in the C ABI.
//!
//! A launch resolves each buffer argument through the cache (mapping it if needed and
//! pinning it so that mapping the next argument cannot evict it), plans the grid
//! (`crate::launch`, with the block shape the tuner gives when tuning is on:
//! `crate::tune`), enqueues one backend launch per chunk with the hidden offset/count
//! arguments appended, and marks the written arguments device-newer. A launch the tuner
//! times waits for earlier work before it is enqueued and for itself after.

use std::collections::HashMap;
use std::time::Instant;

use crate::backend::{Backend, KernelArg, KernelId, ProgramId};
use crate::blocks::Block;
use crate::cache::Cache;
use crate::error::{Error, Result};
use crate::launch::{self, DeviceLimits, KernelLimits, LaunchPlan};
use crate::stats::Stats;
use crate::tune::{Sample, TuneKey, Tuner};

/// How a kernel uses a buffer argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// Read only.
    Read,
    /// Written only.
    Write,
    /// Read and written.
    ReadWrite,
}

/// A kernel argument, as the caller gives it.
#[derive(Clone, Copy, Debug)]
pub enum Arg<'a> {
    /// A by-value argument: its bytes.
    Scalar(&'a [u8]),
    /// A host pointer into mapped (or to be mapped) memory. The kernel gets the device
    /// address of `host`. `len` is the byte range the kernel may touch from `host`, mapped
    /// if needed; 0 means "the mapping that contains `host`", which must exist.
    Buffer {
        /// Host address.
        host: usize,
        /// Bytes the kernel may access from `host` (0: the enclosing mapping).
        len: usize,
        /// Whether the kernel writes it.
        access: Access,
        /// The kernel receives two arguments instead of one: the device buffer of the
        /// whole mapping that holds `host`, then the byte offset of `host` in it (64-bit).
        /// Any host pointer can be passed so, where an interior pointer could not (OpenCL
        /// sub-buffers must start at aligned offsets).
        base_and_offset: bool,
    },
}

/// Settings of a [`Runtime`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RuntimeOptions {
    /// Device memory budget (default: what the backend reports).
    pub memory_limit: Option<u64>,
    /// Cap on threads per block.
    pub max_block: Option<u32>,
    /// Cap on blocks per grid dimension per launch.
    pub max_grid: Option<u64>,
    /// Wait for each launch and record its time.
    pub time_launches: bool,
    /// Tune block shapes on the first launches of each kernel (`crate::tune`); off, each
    /// launch uses `LaunchPlan::new`. The C ABI turns it on unless `P4A_TUNE=0`.
    pub tune: bool,
}

/// A loaded program.
#[derive(Debug)]
struct Program {
    backend_id: ProgramId,
    key: (String, String),
    kernels: Vec<usize>,
}

/// A kernel found in a program.
#[derive(Debug)]
struct Kernel {
    name: String,
    backend_id: KernelId,
    limits: KernelLimits,
    best_threads: u32,
}

/// A backend, its cache, and the programs and kernels loaded on it.
pub struct Runtime<B: Backend> {
    backend: B,
    cache: Cache,
    device_limits: DeviceLimits,
    time_launches: bool,
    programs: Vec<Option<Program>>,
    program_by_key: HashMap<(String, String), usize>,
    kernels: Vec<Option<Kernel>>,
    kernel_by_name: HashMap<(usize, String), usize>,
    /// `--check-transfers`: count redundant uploads and stale reads.
    checking: bool,
    /// The block-shape tunings, when tuning is on.
    tuner: Option<Tuner>,
}

impl<B: Backend> Runtime<B> {
    /// A runtime on `backend`.
    pub fn new(backend: B, options: RuntimeOptions) -> Runtime<B> {
        let info = backend.info().clone();
        let limit = options.memory_limit.unwrap_or(info.global_memory);
        let mut device_limits = info.launch;
        if let Some(max_block) = options.max_block {
            device_limits.max_block_threads = device_limits.max_block_threads.min(max_block);
        }
        if let Some(max_grid) = options.max_grid {
            for dim in 0..3 {
                device_limits.max_grid[dim] = device_limits.max_grid[dim].min(max_grid);
            }
        }
        let mut cache = Cache::new(limit, info.max_alloc);
        cache.stats.backend = info.backend.to_string();
        cache.stats.device = info.name.clone();
        Runtime {
            backend,
            cache,
            device_limits,
            time_launches: options.time_launches,
            programs: Vec::new(),
            program_by_key: HashMap::new(),
            kernels: Vec::new(),
            kernel_by_name: HashMap::new(),
            checking: false,
            tuner: options.tune.then(Tuner::new),
        }
    }

    /// The backend.
    pub fn backend(&self) -> &B {
        &self.backend
    }

    /// The backend, mutably (tests use it to reach the simulated device).
    pub fn backend_mut(&mut self) -> &mut B {
        &mut self.backend
    }

    /// The cache.
    pub fn cache(&self) -> &Cache {
        &self.cache
    }

    /// The launch limits in force (device limits with the caps applied).
    pub fn device_limits(&self) -> &DeviceLimits {
        &self.device_limits
    }

    /// The statistics so far.
    pub fn stats(&self) -> &Stats {
        &self.cache.stats
    }

    /// Zeroes the statistics (the device bytes held stay counted).
    pub fn reset_stats(&mut self) {
        let stats = &mut self.cache.stats;
        *stats = Stats {
            backend: std::mem::take(&mut stats.backend),
            device: std::mem::take(&mut stats.device),
            device_bytes: stats.device_bytes,
            peak_device_bytes: stats.device_bytes,
            ..Stats::default()
        };
    }

    /// Maps `[host, host + len)` to a device buffer (see `Cache::map`).
    ///
    /// # Safety
    /// Every mapped range must stay valid host memory until unmapped.
    pub unsafe fn map(&mut self, host: usize, len: usize) -> Result<()> {
        unsafe { self.cache.map(&mut self.backend, host, len, false) }.map(|_| ())
    }

    /// Drops the mappings of `[host, host + len)`, discarding its device copy.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn unmap(&mut self, host: usize, len: usize) -> Result<()> {
        unsafe { self.cache.unmap(&mut self.backend, host, len) }
    }

    /// Evicts the mapping that contains `host`; `false` if there is none resident.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn evict(&mut self, host: usize) -> Result<bool> {
        unsafe { self.cache.evict(&mut self.backend, host) }
    }

    /// Evicts every mapping.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn evict_all(&mut self) -> Result<()> {
        unsafe { self.cache.evict_all(&mut self.backend) }
    }

    /// Uploads `[host, host + len)`.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn copy_to_device(&mut self, host: usize, len: usize) -> Result<()> {
        unsafe { self.cache.copy_to_device(&mut self.backend, host, len) }
    }

    /// Downloads the device-newer bytes of `[host, host + len)`; returns the bytes moved.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn copy_from_device(&mut self, host: usize, len: usize) -> Result<u64> {
        unsafe { self.cache.copy_from_device(&mut self.backend, host, len) }
    }

    /// Uploads a block of the array at `base`.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn copy_block_to_device(&mut self, base: usize, block: &Block) -> Result<()> {
        unsafe {
            self.cache
                .copy_block_to_device(&mut self.backend, base, block)
        }
    }

    /// Downloads the device-newer bytes of a block of the array at `base`.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn copy_block_from_device(&mut self, base: usize, block: &Block) -> Result<u64> {
        unsafe {
            self.cache
                .copy_block_from_device(&mut self.backend, base, block)
        }
    }

    /// Uploads the bytes of `[host, host + len)` the device does not hold newer; with
    /// checking on, counts those it already held as redundant.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn upload(&mut self, host: usize, len: usize) -> Result<()> {
        let redundant = unsafe { self.cache.upload(&mut self.backend, host, len)? };
        if self.checking {
            self.cache.stats.redundant_bytes += redundant;
        }
        Ok(())
    }

    /// Downloads the device-newer bytes of `[host, host + len)` (`usize::MAX`: the
    /// mapping and heap block holding `host`); nothing if unmapped.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn download(&mut self, host: usize, len: usize) -> Result<()> {
        unsafe { self.cache.download(&mut self.backend, host, len) }.map(|_| ())
    }

    /// Downloads every device-newer byte.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn download_all(&mut self) -> Result<()> {
        unsafe { self.cache.download_all(&mut self.backend) }.map(|_| ())
    }

    /// Turns the transfer checks on.
    pub fn check_start(&mut self) {
        self.checking = true;
    }

    fn stale(&mut self, bytes: u64, line: u32) {
        if bytes == 0 {
            return;
        }
        let st = &mut self.cache.stats;
        st.stale_reads += 1;
        st.stale_bytes += bytes;
        if st.stale_lines.len() < 16 && !st.stale_lines.contains(&line) {
            st.stale_lines.push(line);
            eprintln!(
                "p4a runtime: stale read of {bytes} bytes at line {line} (a missing transfer)"
            );
        }
    }

    /// The host is about to read (`read`) or has written (`!read`) `[host, host + len)`
    /// (`usize::MAX`: the mapping and heap block holding `host`): a read of device-newer
    /// bytes is stale;
    /// a write makes the device copy stale.
    pub fn check_host(&mut self, host: usize, len: usize, read: bool, line: u32) -> Result<()> {
        // A pointer the program has set to null (`strsep` at the end of its string)
        // designates no bytes: there is nothing to check or to record.
        if host == 0 {
            return Ok(());
        }
        if read {
            let n =
                self.cache
                    .count_state(host, len, crate::segments::Validity::DeviceNewer, false);
            self.stale(n, line);
            return Ok(());
        }
        match self.cache.span(host, len) {
            Some((start, len)) => self.cache.mark_host_written(start, len),
            None => Ok(()),
        }
    }

    /// A kernel is about to read `[host, host + len)`: bytes the host holds newer, or never
    /// uploaded, are stale.
    pub fn check_device(&mut self, host: usize, len: usize, line: u32) {
        let n = self
            .cache
            .count_state(host, len, crate::segments::Validity::HostNewer, true);
        self.stale(n, line);
    }

    /// Maps `[host, host + len)`, a new object whose bytes hold no value yet: both copies
    /// are as good, so nothing is uploaded before a kernel writes it, and the transfer
    /// checks count no stale read there.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn host_fresh(&mut self, host: usize, len: usize) -> Result<()> {
        // A failed `malloc` (NULL) is the program's to handle.
        if len == 0 || host == 0 {
            return Ok(());
        }
        unsafe { self.cache.map(&mut self.backend, host, len, false) }?;
        self.cache.mark_fresh(host, len)
    }

    /// Records a host write of `[host, host + len)`.
    pub fn host_wrote(&mut self, host: usize, len: usize) -> Result<()> {
        self.cache.mark_host_written(host, len)
    }

    /// Records a device write of `[host, host + len)` by code the runtime did not launch.
    pub fn device_wrote(&mut self, host: usize, len: usize) -> Result<()> {
        self.cache.mark_device_written(host, len)
    }

    /// Maps `[host, host + len)` and returns the backend's raw device address of `host`.
    ///
    /// # Safety
    /// As [`Runtime::map`].
    pub unsafe fn raw_pointer(&mut self, host: usize, len: usize) -> Result<u64> {
        let resolved = unsafe { self.cache.map(&mut self.backend, host, len, false) }?;
        self.backend.raw_pointer(resolved.buffer, resolved.offset)
    }

    /// Waits for all enqueued work.
    pub fn synchronize(&mut self) -> Result<()> {
        self.backend.synchronize()
    }

    /// Builds a program (once per distinct source and options) and returns its handle.
    pub fn load_program(&mut self, source: &str, options: &str) -> Result<usize> {
        let key = (source.to_string(), options.to_string());
        if let Some(&handle) = self.program_by_key.get(&key) {
            return Ok(handle);
        }
        let begin = Instant::now();
        let backend_id = self.backend.build_program(source, options)?;
        self.cache
            .stats
            .programs
            .add(0, begin.elapsed().as_secs_f64());
        self.programs.push(Some(Program {
            backend_id,
            key: key.clone(),
            kernels: Vec::new(),
        }));
        let handle = self.programs.len() - 1;
        self.program_by_key.insert(key, handle);
        Ok(handle)
    }

    /// Frees a program and its kernels.
    pub fn free_program(&mut self, program: usize) -> Result<()> {
        let Some(entry) = self.programs.get_mut(program).and_then(Option::take) else {
            return Err(Error::UnknownHandle {
                what: "program",
                handle: program,
            });
        };
        for kernel in entry.kernels {
            if let Some(k) = self.kernels[kernel].take() {
                self.kernel_by_name.remove(&(program, k.name));
            }
            if let Some(tuner) = &mut self.tuner {
                tuner.forget(kernel);
            }
        }
        self.program_by_key.remove(&entry.key);
        self.backend.free_program(entry.backend_id);
        Ok(())
    }

    /// Finds a kernel by name in a program (once per name) and returns its handle.
    pub fn kernel(&mut self, program: usize, name: &str) -> Result<usize> {
        if let Some(&handle) = self.kernel_by_name.get(&(program, name.to_string())) {
            return Ok(handle);
        }
        let Some(Some(prog)) = self.programs.get(program) else {
            return Err(Error::UnknownHandle {
                what: "program",
                handle: program,
            });
        };
        let (backend_id, limits) = self.backend.kernel(prog.backend_id, name)?;
        let best_threads = launch::block_threads_for_occupancy(&self.device_limits, &limits);
        self.kernels.push(Some(Kernel {
            name: name.to_string(),
            backend_id,
            limits,
            best_threads,
        }));
        let handle = self.kernels.len() - 1;
        self.kernel_by_name
            .insert((program, name.to_string()), handle);
        if let Some(Some(prog)) = self.programs.get_mut(program) {
            prog.kernels.push(handle);
        }
        Ok(handle)
    }

    /// The name of a kernel.
    pub fn kernel_name(&self, kernel: usize) -> Result<&str> {
        match self.kernels.get(kernel) {
            Some(Some(k)) => Ok(&k.name),
            _ => Err(Error::UnknownHandle {
                what: "kernel",
                handle: kernel,
            }),
        }
    }

    /// Kernel `kernel`, for a launch over `counts` (1 to 3 extents).
    fn launched_kernel(&self, kernel: usize, counts: &[u64]) -> Result<&Kernel> {
        let Some(Some(k)) = self.kernels.get(kernel) else {
            return Err(Error::UnknownHandle {
                what: "kernel",
                handle: kernel,
            });
        };
        if counts.is_empty() || counts.len() > 3 {
            return Err(Error::Invalid(format!(
                "launch of rank {}: ranks 1 to 3 are supported",
                counts.len()
            )));
        }
        Ok(k)
    }

    /// The default plan of a launch of `kernel` over `counts` (`None`: empty space): the
    /// plan every launch uses when tuning is off, and the first candidate when it is on.
    pub fn plan(&self, kernel: usize, counts: &[u64]) -> Result<Option<LaunchPlan>> {
        let k = self.launched_kernel(kernel, counts)?;
        Ok(LaunchPlan::new(
            &self.device_limits,
            &k.limits,
            k.best_threads,
            counts,
        ))
    }

    /// As [`Runtime::launch`], with blocks of exactly `block` (x first), which the kernel's
    /// code assumes ([`LaunchPlan::with_block`]).
    ///
    /// # Safety
    /// As [`Runtime::map`], for every buffer argument.
    pub unsafe fn launch_with_block(
        &mut self,
        kernel: usize,
        counts: &[u64],
        block: [u32; 3],
        args: &[Arg<'_>],
    ) -> Result<()> {
        let k = self.launched_kernel(kernel, counts)?;
        let plan = LaunchPlan::required_block(&self.device_limits, &k.limits, counts, block)
            .map_err(|why| Error::Invalid(format!("launch of {}: {why}", k.name)))?;
        let Some(plan) = plan else {
            self.cache.stats.skipped_empty += 1;
            return Ok(());
        };
        self.cache.begin_pins();
        let res = unsafe { self.launch_planned(kernel, &plan, args, None) };
        self.cache.end_pins();
        res
    }

    /// Launches `kernel` over the iteration space `counts` (1 to 3 extents, x first) with
    /// `args`; the hidden offset/count arguments are appended (see `crate::launch`).
    ///
    /// # Safety
    /// As [`Runtime::map`], for every buffer argument.
    pub unsafe fn launch(&mut self, kernel: usize, counts: &[u64], args: &[Arg<'_>]) -> Result<()> {
        let Some(default_plan) = self.plan(kernel, counts)? else {
            self.cache.stats.skipped_empty += 1;
            return Ok(());
        };
        let (plan, timed) = match &mut self.tuner {
            None => (default_plan, None),
            Some(tuner) => {
                let k = self.kernels[kernel].as_ref().expect("checked by plan");
                tuner
                    .plan(
                        &self.device_limits,
                        &k.limits,
                        k.best_threads,
                        kernel,
                        counts,
                    )
                    .expect("the space is not empty")
            }
        };
        self.cache.begin_pins();
        let res = unsafe { self.launch_planned(kernel, &plan, args, timed) };
        self.cache.end_pins();
        res
    }

    /// Launches `plan`; with `timed`, waits for earlier work first and reports the
    /// launch's time to the tuner.
    unsafe fn launch_planned(
        &mut self,
        kernel: usize,
        plan: &LaunchPlan,
        args: &[Arg<'_>],
        timed: Option<TuneKey>,
    ) -> Result<()> {
        // Map every buffer first (merges may replace entries), then resolve them all.
        for arg in args {
            if let Arg::Buffer { host, len, .. } = *arg {
                unsafe { self.cache.map(&mut self.backend, host, len, true)? };
            }
        }
        // Byte offsets passed beside their buffers (`base_and_offset`), kept alive here.
        let offsets: Vec<[u8; 8]> = args
            .iter()
            .map(|arg| match *arg {
                Arg::Buffer {
                    host,
                    base_and_offset: true,
                    ..
                } => {
                    let (_, offset) = self.cache.lookup(host).expect("argument mapped just above");
                    (offset as i64).to_le_bytes()
                }
                _ => [0; 8],
            })
            .collect();
        let mut kernel_args = Vec::with_capacity(2 * args.len() + 2 * plan.rank);
        for (arg, offset_bytes) in args.iter().zip(&offsets) {
            match *arg {
                Arg::Scalar(bytes) => kernel_args.push(KernelArg::Scalar(bytes)),
                Arg::Buffer {
                    host,
                    base_and_offset,
                    ..
                } => {
                    let (slot, offset) =
                        self.cache.lookup(host).expect("argument mapped just above");
                    let buffer = self
                        .cache
                        .entry(slot)
                        .buffer
                        .expect("pinned argument is resident");
                    if base_and_offset {
                        kernel_args.push(KernelArg::Buffer { buffer, offset: 0 });
                        kernel_args.push(KernelArg::Scalar(offset_bytes));
                    } else {
                        kernel_args.push(KernelArg::Buffer { buffer, offset });
                    }
                }
            }
        }
        let k = self.kernels[kernel].as_ref().expect("checked by plan");
        let backend_kernel = k.backend_id;
        let name = k.name.clone();
        let chunks = plan.chunks();
        if timed.is_some() {
            // Earlier launches are still running: wait, so that they are not timed too.
            self.backend.synchronize()?;
        }
        let begin = Instant::now();
        for chunk in &chunks {
            let mut hidden = [[0u8; 8]; 6];
            for dim in 0..plan.rank {
                hidden[2 * dim] = (chunk.offset[dim] as i64).to_le_bytes();
                hidden[2 * dim + 1] = (plan.counts[dim] as i64).to_le_bytes();
            }
            let mut all_args = kernel_args.clone();
            all_args.extend(
                hidden[..2 * plan.rank]
                    .iter()
                    .map(|bytes| KernelArg::Scalar(bytes)),
            );
            self.backend
                .launch(backend_kernel, plan.rank, plan.block, chunk.grid, &all_args)?;
        }
        let seconds = if self.time_launches || timed.is_some() {
            self.backend.synchronize()?;
            begin.elapsed().as_secs_f64()
        } else {
            0.0
        };
        let tuning = match (timed, &mut self.tuner) {
            (Some(key), Some(tuner)) => {
                let iterations = plan.counts.iter().product();
                tuner
                    .record(
                        key,
                        Sample {
                            seconds,
                            iterations,
                        },
                    )
                    .map(|tuning| tuning.to_stats())
            }
            _ => None,
        };
        for arg in args {
            if let Arg::Buffer {
                host,
                len,
                access: Access::Write | Access::ReadWrite,
                ..
            } = *arg
            {
                self.cache.mark_device_written(host, len)?;
            }
        }
        let stats = &mut self.cache.stats;
        stats.launches += 1;
        stats.chunks += chunks.len() as u64;
        let seconds = if self.time_launches { seconds } else { 0.0 };
        stats.launch_seconds += seconds;
        let per_kernel = stats.kernels.entry(name).or_default();
        per_kernel.launches += 1;
        per_kernel.seconds += seconds;
        if let Some(tuning) = tuning {
            per_kernel.record_tuning(tuning);
        }
        Ok(())
    }

    /// Frees every device buffer and program, discarding device data not downloaded.
    pub fn finish(&mut self) {
        self.cache.clear(&mut self.backend);
        for program in 0..self.programs.len() {
            if self.programs[program].is_some() {
                let _ = self.free_program(program);
            }
        }
    }
}
