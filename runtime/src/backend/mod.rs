//! The device interface the cache and the runtime are written against, and the choice of
//! a backend at run time.
//!
//! A [`Backend`] owns device buffers, compiled programs and kernels, and names them by
//! small integer ids; it knows nothing of host address ranges, validity or eviction, which
//! are the cache's business (`crate::cache`). Three implementations:
//! - `opencl` (feature `opencl`): any OpenCL platform through `opencl3`, which loads
//!   `libOpenCL.so.1` at run time, so the crate builds with no OpenCL installed;
//! - `cuda` (feature `cuda`): the CUDA driver API and NVRTC through `cudarc` with dynamic
//!   loading, so the crate builds with no CUDA installed;
//! - `sim`: a pure in-memory device whose "kernels" are Rust closures, for the property
//!   tests of the cache and for running the C ABI where no device exists.
//!
//! [`start`] picks one: the one `P4A_BACKEND` names, else the first of CUDA then OpenCL
//! that starts. When none starts, the error lists what each one lacked and what to install.

#[cfg(feature = "cuda")]
pub mod cuda;
#[cfg(feature = "opencl")]
pub mod opencl;
pub mod sim;

use crate::config::Config;
use crate::error::{Error, Result};
use crate::launch::{DeviceLimits, KernelLimits};

/// A device buffer, as numbered by its backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BufferId(pub u64);

/// A compiled program, as numbered by its backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ProgramId(pub u64);

/// A kernel of a compiled program, as numbered by its backend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KernelId(pub u64);

/// Which backends a caller accepts (a bit set, as `P4A_BACKEND_*` in the header).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BackendSet(pub u32);

impl BackendSet {
    /// Any backend.
    pub const ANY: BackendSet = BackendSet(0);
    /// The OpenCL backend.
    pub const OPENCL: BackendSet = BackendSet(1);
    /// The CUDA backend.
    pub const CUDA: BackendSet = BackendSet(2);
    /// The host simulation backend.
    pub const SIM: BackendSet = BackendSet(4);

    /// Whether the backend named `name` is in the set (every backend is in `ANY`).
    pub fn accepts(self, name: &str) -> bool {
        let bit = match name {
            "opencl" => 1,
            "cuda" => 2,
            "sim" => 4,
            _ => return false,
        };
        self.0 == 0 || self.0 & bit != 0
    }
}

/// What the runtime needs to know about the device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceInfo {
    /// `"opencl"`, `"cuda"` or `"sim"`.
    pub backend: &'static str,
    /// The device's name, for messages and statistics.
    pub name: String,
    /// Device memory the runtime may use, in bytes.
    pub global_memory: u64,
    /// The largest single buffer, in bytes.
    pub max_alloc: u64,
    /// Alignment, in bytes, that a pointer into the middle of a buffer must have to be
    /// passed to a kernel (OpenCL sub-buffer alignment; 1 for CUDA).
    pub interior_align: u64,
    /// Limits that shape launches.
    pub launch: DeviceLimits,
}

/// A kernel argument, as the backend sees it.
#[derive(Clone, Copy, Debug)]
pub enum KernelArg<'a> {
    /// A device buffer and a byte offset into it.
    Buffer {
        /// The buffer.
        buffer: BufferId,
        /// Byte offset of the pointer the kernel gets.
        offset: usize,
    },
    /// A by-value argument: its bytes.
    Scalar(&'a [u8]),
}

/// A device: buffers, byte copies, programs and launches.
///
/// Calls are serialized by the runtime (one thread at a time). Copies are blocking unless
/// said otherwise: when a copy returns, the host memory may be reused.
pub trait Backend: Send {
    /// Facts about the device.
    fn info(&self) -> &DeviceInfo;
    /// Allocates `bytes` bytes of device memory; [`Error::OutOfMemory`] when the device is
    /// full, which makes the cache evict and retry.
    fn alloc(&mut self, bytes: usize) -> Result<BufferId>;
    /// Frees a buffer. Never fails: a failure here leaks device memory at worst.
    fn free(&mut self, buffer: BufferId);
    /// Copies `data` to `buffer` at byte `offset`.
    fn write(&mut self, buffer: BufferId, offset: usize, data: &[u8]) -> Result<()>;
    /// Copies from `buffer` at byte `offset` into `out`.
    fn read(&mut self, buffer: BufferId, offset: usize, out: &mut [u8]) -> Result<()>;
    /// Copies several runs to one buffer; backends override this to batch the runs.
    fn write_runs(&mut self, buffer: BufferId, runs: &[(usize, &[u8])]) -> Result<()> {
        for &(offset, data) in runs {
            self.write(buffer, offset, data)?;
        }
        Ok(())
    }
    /// Copies several runs from one buffer; backends override this to batch the runs.
    fn read_runs(&mut self, buffer: BufferId, runs: &mut [(usize, &mut [u8])]) -> Result<()> {
        for (offset, out) in runs.iter_mut() {
            self.read(buffer, *offset, out)?;
        }
        Ok(())
    }
    /// Copies `len` bytes between two buffers on the device.
    fn copy(
        &mut self,
        src: BufferId,
        src_offset: usize,
        dst: BufferId,
        dst_offset: usize,
        len: usize,
    ) -> Result<()>;
    /// Compiles a program from source text in the backend's kernel language.
    fn build_program(&mut self, source: &str, options: &str) -> Result<ProgramId>;
    /// Frees a program; its kernels must not be launched afterwards.
    fn free_program(&mut self, program: ProgramId);
    /// Finds a kernel of a program by name.
    fn kernel(&mut self, program: ProgramId, name: &str) -> Result<(KernelId, KernelLimits)>;
    /// Enqueues one grid: `grid[d]` blocks of `block[d]` threads in each of `rank`
    /// dimensions, with `args` in order (the hidden offset/count arguments included).
    fn launch(
        &mut self,
        kernel: KernelId,
        rank: usize,
        block: [u32; 3],
        grid: [u32; 3],
        args: &[KernelArg<'_>],
    ) -> Result<()>;
    /// Waits until everything enqueued is done.
    fn synchronize(&mut self) -> Result<()>;
    /// A device address for `buffer` at `offset` for code that launches kernels itself:
    /// a `CUdeviceptr` for CUDA, the `cl_mem` (offset 0 only) for OpenCL.
    fn raw_pointer(&mut self, buffer: BufferId, offset: usize) -> Result<u64>;
}

impl<B: Backend + ?Sized> Backend for Box<B> {
    fn info(&self) -> &DeviceInfo {
        (**self).info()
    }
    fn alloc(&mut self, bytes: usize) -> Result<BufferId> {
        (**self).alloc(bytes)
    }
    fn free(&mut self, buffer: BufferId) {
        (**self).free(buffer)
    }
    fn write(&mut self, buffer: BufferId, offset: usize, data: &[u8]) -> Result<()> {
        (**self).write(buffer, offset, data)
    }
    fn read(&mut self, buffer: BufferId, offset: usize, out: &mut [u8]) -> Result<()> {
        (**self).read(buffer, offset, out)
    }
    fn write_runs(&mut self, buffer: BufferId, runs: &[(usize, &[u8])]) -> Result<()> {
        (**self).write_runs(buffer, runs)
    }
    fn read_runs(&mut self, buffer: BufferId, runs: &mut [(usize, &mut [u8])]) -> Result<()> {
        (**self).read_runs(buffer, runs)
    }
    fn copy(
        &mut self,
        src: BufferId,
        src_offset: usize,
        dst: BufferId,
        dst_offset: usize,
        len: usize,
    ) -> Result<()> {
        (**self).copy(src, src_offset, dst, dst_offset, len)
    }
    fn build_program(&mut self, source: &str, options: &str) -> Result<ProgramId> {
        (**self).build_program(source, options)
    }
    fn free_program(&mut self, program: ProgramId) {
        (**self).free_program(program)
    }
    fn kernel(&mut self, program: ProgramId, name: &str) -> Result<(KernelId, KernelLimits)> {
        (**self).kernel(program, name)
    }
    fn launch(
        &mut self,
        kernel: KernelId,
        rank: usize,
        block: [u32; 3],
        grid: [u32; 3],
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        (**self).launch(kernel, rank, block, grid, args)
    }
    fn synchronize(&mut self) -> Result<()> {
        (**self).synchronize()
    }
    fn raw_pointer(&mut self, buffer: BufferId, offset: usize) -> Result<u64> {
        (**self).raw_pointer(buffer, offset)
    }
}

/// What to install for each backend, for the "no backend" message.
const OPENCL_HINT: &str = "install an OpenCL platform and the ICD loader (Debian: apt-get install pocl-opencl-icd ocl-icd-libopencl1; or the GPU vendor's OpenCL driver)";
#[cfg(feature = "cuda")]
const CUDA_HINT: &str = "install the NVIDIA driver (libcuda.so) for the GPU; kernels also need NVRTC (libnvrtc.so, from the CUDA toolkit or pip install nvidia-cuda-nvrtc)";

/// Starts a backend: the one `config.backend` names (it must be in `wanted`), else the
/// first of CUDA and OpenCL in `wanted` that starts. `sim` starts only when named.
pub fn start(config: &Config, wanted: BackendSet) -> Result<Box<dyn Backend>> {
    if let Some(name) = config.backend.as_deref() {
        if !wanted.accepts(name) {
            return Err(Error::Invalid(format!(
                "P4A_BACKEND={name}, but this program accepts only {}",
                describe_set(wanted)
            )));
        }
        return start_named(name, config).map_err(|err| match err {
            Error::NoBackend(why) => Error::NoBackend(format!("P4A_BACKEND={name}: {why}")),
            other => other,
        });
    }
    let mut failures = Vec::new();
    for name in ["cuda", "opencl"] {
        if !wanted.accepts(name) {
            continue;
        }
        match start_named(name, config) {
            Ok(backend) => return Ok(backend),
            Err(Error::NoBackend(why)) => failures.push(format!("  {name}: {why}")),
            Err(err) => failures.push(format!("  {name}: {err}")),
        }
    }
    if failures.is_empty() {
        failures.push(format!(
            "  no backend compiled in among {}",
            describe_set(wanted)
        ));
    }
    Err(Error::NoBackend(failures.join("\n")))
}

/// Starts the backend called `name`.
fn start_named(name: &str, config: &Config) -> Result<Box<dyn Backend>> {
    match name {
        "sim" => Ok(Box::new(sim::SimBackend::new(sim::SimOptions::default()))),
        #[cfg(feature = "opencl")]
        "opencl" => opencl::OpenClBackend::start(config)
            .map(|b| Box::new(b) as Box<dyn Backend>)
            .map_err(|why| Error::NoBackend(format!("{why}; {OPENCL_HINT}"))),
        #[cfg(not(feature = "opencl"))]
        "opencl" => Err(Error::NoBackend(format!(
            "this runtime was built without the `opencl` feature; {OPENCL_HINT}"
        ))),
        #[cfg(feature = "cuda")]
        "cuda" => cuda::CudaBackend::start(config)
            .map(|b| Box::new(b) as Box<dyn Backend>)
            .map_err(|why| Error::NoBackend(format!("{why}; {CUDA_HINT}"))),
        #[cfg(not(feature = "cuda"))]
        "cuda" => Err(Error::NoBackend(
            "this runtime was built without the `cuda` feature".into(),
        )),
        other => {
            let _ = config;
            Err(Error::Invalid(format!(
                "unknown backend {other:?} in P4A_BACKEND: use opencl, cuda or sim"
            )))
        }
    }
}

/// `"opencl or cuda"`-style text for a set.
fn describe_set(set: BackendSet) -> String {
    let names: Vec<&str> = ["opencl", "cuda", "sim"]
        .into_iter()
        .filter(|name| set.accepts(name))
        .collect();
    names.join(" or ")
}
