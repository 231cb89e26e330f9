//! Host simulation: a device that lives in host memory, for tests.
//!
//! Buffers are `Vec<u8>`s filled with the byte `0xA5` at allocation, so that a test
//! which reads device data the runtime never wrote sees garbage, as on a real device. The
//! memory capacity is a setting, and allocations beyond it fail with
//! [`Error::OutOfMemory`], which exercises the cache's evict-and-retry path. "Kernels" are
//! Rust closures registered by name ([`SimBackend::register_kernel`]); any source text
//! builds, and [`Backend::kernel`] finds registered names. Each launch chunk calls the
//! closure once with the buffers as raw pointers (arguments may alias).

use std::collections::HashMap;
use std::sync::Arc;

use super::{Backend, BufferId, DeviceInfo, KernelArg, KernelId, ProgramId};
use crate::error::{Error, Result};
use crate::launch::{DeviceLimits, KernelLimits};

/// The byte that fills fresh simulated buffers.
pub const GARBAGE: u8 = 0xA5;

/// One argument as a simulated kernel sees it.
#[derive(Clone, Debug)]
pub enum SimArg {
    /// A buffer: a pointer to the argument's first byte and the bytes from there to the
    /// end of the buffer.
    Buffer {
        /// First byte of the argument.
        ptr: *mut u8,
        /// Bytes available from `ptr`.
        len: usize,
    },
    /// A by-value argument.
    Scalar(Vec<u8>),
}

impl SimArg {
    /// The argument as a little-endian `i64` (hidden offsets and counts, scalars).
    pub fn as_i64(&self) -> i64 {
        match self {
            SimArg::Scalar(bytes) => {
                let mut raw = [0u8; 8];
                let n = bytes.len().min(8);
                raw[..n].copy_from_slice(&bytes[..n]);
                i64::from_le_bytes(raw)
            }
            SimArg::Buffer { .. } => panic!("buffer argument read as a scalar"),
        }
    }

    /// The buffer bytes of the argument.
    ///
    /// # Safety
    /// The slice aliases every other view of the same buffer; the caller must not keep
    /// two overlapping mutable views at once.
    pub unsafe fn bytes_mut<'a>(&self) -> &'a mut [u8] {
        match *self {
            SimArg::Buffer { ptr, len } => unsafe { std::slice::from_raw_parts_mut(ptr, len) },
            SimArg::Scalar(_) => panic!("scalar argument read as a buffer"),
        }
    }
}

/// One chunk of a simulated launch.
#[derive(Clone, Debug)]
pub struct SimLaunch {
    /// Rank of the iteration space.
    pub rank: usize,
    /// Block shape.
    pub block: [u32; 3],
    /// Grid of this chunk.
    pub grid: [u32; 3],
    /// The arguments, hidden offsets and counts included.
    pub args: Vec<SimArg>,
}

/// A simulated kernel.
pub type SimKernel = Arc<dyn Fn(&SimLaunch) + Send + Sync>;

/// Settings of a simulated device.
#[derive(Clone, Debug)]
pub struct SimOptions {
    /// Bytes the device holds.
    pub capacity: u64,
    /// Launch limits reported to the runtime.
    pub launch: DeviceLimits,
}

impl Default for SimOptions {
    fn default() -> SimOptions {
        SimOptions {
            capacity: 1 << 30,
            launch: DeviceLimits {
                compute_units: 4,
                simd_width: 4,
                max_block_threads: 64,
                max_block_dims: [64, 64, 64],
                max_grid: [u64::from(u32::MAX), 65535, 65535],
                occupancy: None,
            },
        }
    }
}

/// The simulated device.
pub struct SimBackend {
    info: DeviceInfo,
    buffers: HashMap<u64, Vec<u8>>,
    used: u64,
    next_id: u64,
    registry: HashMap<String, SimKernel>,
    /// Kernel id → name.
    kernels: HashMap<u64, String>,
    /// Every launch chunk, for tests: (kernel name, block, grid).
    pub launches: Vec<(String, [u32; 3], [u32; 3])>,
}

impl SimBackend {
    /// A simulated device with the given settings.
    pub fn new(options: SimOptions) -> SimBackend {
        SimBackend {
            info: DeviceInfo {
                backend: "sim",
                name: "host simulation".into(),
                global_memory: options.capacity,
                max_alloc: options.capacity,
                interior_align: 1,
                launch: options.launch,
            },
            buffers: HashMap::new(),
            used: 0,
            next_id: 1,
            registry: HashMap::new(),
            kernels: HashMap::new(),
            launches: Vec::new(),
        }
    }

    /// Makes `name` launchable; `kernel` runs once per launch chunk.
    pub fn register_kernel(&mut self, name: &str, kernel: SimKernel) {
        self.registry.insert(name.to_string(), kernel);
    }

    /// The bytes of a live buffer (for tests).
    pub fn buffer_bytes(&self, buffer: BufferId) -> Option<&[u8]> {
        self.buffers.get(&buffer.0).map(Vec::as_slice)
    }

    /// Number of live buffers.
    pub fn live_buffers(&self) -> usize {
        self.buffers.len()
    }

    /// Bytes held by live buffers.
    pub fn used_bytes(&self) -> u64 {
        self.used
    }

    fn buffer(&mut self, buffer: BufferId, offset: usize, len: usize) -> Result<&mut [u8]> {
        let bytes = self
            .buffers
            .get_mut(&buffer.0)
            .ok_or_else(|| sim_error("buffer access", "unknown buffer"))?;
        let end = offset.checked_add(len).filter(|&end| end <= bytes.len());
        match end {
            Some(end) => Ok(&mut bytes[offset..end]),
            None => Err(sim_error("buffer access", "out of bounds")),
        }
    }
}

fn sim_error(call: &'static str, message: &str) -> Error {
    Error::Backend {
        backend: "sim",
        call,
        message: message.to_string(),
    }
}

impl Backend for SimBackend {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn alloc(&mut self, bytes: usize) -> Result<BufferId> {
        let bytes_u64 = bytes as u64;
        if self.used + bytes_u64 > self.info.global_memory {
            return Err(Error::OutOfMemory {
                needed: bytes_u64,
                in_use: self.used,
                limit: self.info.global_memory,
            });
        }
        let id = self.next_id;
        self.next_id += 1;
        self.buffers.insert(id, vec![GARBAGE; bytes]);
        self.used += bytes_u64;
        Ok(BufferId(id))
    }

    fn free(&mut self, buffer: BufferId) {
        if let Some(bytes) = self.buffers.remove(&buffer.0) {
            self.used -= bytes.len() as u64;
        }
    }

    fn write(&mut self, buffer: BufferId, offset: usize, data: &[u8]) -> Result<()> {
        self.buffer(buffer, offset, data.len())?
            .copy_from_slice(data);
        Ok(())
    }

    fn read(&mut self, buffer: BufferId, offset: usize, out: &mut [u8]) -> Result<()> {
        out.copy_from_slice(self.buffer(buffer, offset, out.len())?);
        Ok(())
    }

    fn copy(
        &mut self,
        src: BufferId,
        src_offset: usize,
        dst: BufferId,
        dst_offset: usize,
        len: usize,
    ) -> Result<()> {
        let data = self.buffer(src, src_offset, len)?.to_vec();
        self.write(dst, dst_offset, &data)
    }

    fn build_program(&mut self, _source: &str, _options: &str) -> Result<ProgramId> {
        Ok(ProgramId(0))
    }

    fn free_program(&mut self, _program: ProgramId) {}

    fn kernel(&mut self, _program: ProgramId, name: &str) -> Result<(KernelId, KernelLimits)> {
        if !self.registry.contains_key(name) {
            return Err(Error::Build(format!(
                "the host simulation cannot compile kernels: {name:?} is not a registered simulated kernel"
            )));
        }
        let id = self.next_id;
        self.next_id += 1;
        self.kernels.insert(id, name.to_string());
        let limits = KernelLimits {
            max_block_threads: self.info.launch.max_block_threads,
            preferred_multiple: 0,
            registers_per_thread: 0,
            shared_per_block: 0,
        };
        Ok((KernelId(id), limits))
    }

    fn launch(
        &mut self,
        kernel: KernelId,
        rank: usize,
        block: [u32; 3],
        grid: [u32; 3],
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        let name = self
            .kernels
            .get(&kernel.0)
            .ok_or_else(|| sim_error("launch", "unknown kernel"))?
            .clone();
        let func = self.registry[&name].clone();
        let mut sim_args = Vec::with_capacity(args.len());
        for arg in args {
            sim_args.push(match *arg {
                KernelArg::Buffer { buffer, offset } => {
                    let bytes = self
                        .buffers
                        .get_mut(&buffer.0)
                        .ok_or_else(|| sim_error("launch", "unknown buffer"))?;
                    if offset > bytes.len() {
                        return Err(sim_error("launch", "buffer offset out of bounds"));
                    }
                    SimArg::Buffer {
                        ptr: bytes[offset..].as_mut_ptr(),
                        len: bytes.len() - offset,
                    }
                }
                KernelArg::Scalar(bytes) => SimArg::Scalar(bytes.to_vec()),
            });
        }
        self.launches.push((name, block, grid));
        func(&SimLaunch {
            rank,
            block,
            grid,
            args: sim_args,
        });
        Ok(())
    }

    fn synchronize(&mut self) -> Result<()> {
        Ok(())
    }

    fn raw_pointer(&mut self, buffer: BufferId, offset: usize) -> Result<u64> {
        Ok(self.buffer(buffer, offset, 0)?.as_ptr() as u64)
    }
}

// SAFETY: the raw pointers in `SimArg` exist only during one `launch` call; the backend
// itself holds plain vectors and closures that are `Send`.
unsafe impl Send for SimArg {}
