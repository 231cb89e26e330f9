//! The CUDA backend: the driver API and NVRTC through `cudarc`, both loaded at run time.
//!
//! It runs on the primary context of device `P4A_CUDA_DEVICE` (default 0), on the legacy
//! default stream, so that every copy and launch is ordered. Buffers are `cuMemAlloc`
//! allocations; interior pointers are plain device addresses (`base + offset`).
//!
//! Kernels are CUDA C++ source compiled by NVRTC to PTX for the device's compute
//! capability (`--gpu-architecture=compute_XY` plus the caller's options) at first use,
//! and loaded with `cuModuleLoadData` (the driver JIT-compiles the PTX). The PTX is cached
//! on disk under `P4A_CACHE_DIR` (default `$XDG_CACHE_HOME/p4a` or `~/.cache/p4a`), in
//! `kernels/<hash>.ptx`, keyed by source, options, architecture and NVRTC version; the
//! exact key is stored next to it (`<hash>.key`) and compared, so a hash collision can
//! only cost a recompilation. With a warm cache, NVRTC is not even needed. Kernels are
//! looked up by name, so they must be declared `extern "C" __global__`.
//!
//! The library must be present before any call: `is_culib_present` is checked first,
//! because cudarc panics when a symbol cannot be loaded.

use std::collections::HashMap;
use std::ffi::{CString, c_void};
use std::path::{Path, PathBuf};

use cudarc::driver::result as cu;
use cudarc::driver::sys;
use cudarc::nvrtc::result as nvrtc;

use super::{Backend, BufferId, DeviceInfo, KernelArg, KernelId, ProgramId};
use crate::config::Config;
use crate::error::{Error, Result};
use crate::launch::{DeviceLimits, KernelLimits, Occupancy};

/// A CUDA device with its primary context.
pub struct CudaBackend {
    info: DeviceInfo,
    device: sys::CUdevice,
    context: sys::CUcontext,
    arch: String,
    cache_dir: Option<PathBuf>,
    buffers: HashMap<u64, (sys::CUdeviceptr, usize)>,
    modules: HashMap<u64, sys::CUmodule>,
    functions: HashMap<u64, sys::CUfunction>,
    next_id: u64,
}

// SAFETY: the raw CUDA handles are used only through `&mut self`, one thread at a time
// (the runtime serializes all calls), and each method makes the context current on the
// calling thread before using them.
unsafe impl Send for CudaBackend {}

fn cuda_error(call: &'static str, err: cu::DriverError) -> Error {
    let name = err
        .error_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let text = err
        .error_string()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    Error::Backend {
        backend: "cuda",
        call,
        message: format!("{name}: {text}"),
    }
}

fn start_error(call: &str, err: cu::DriverError) -> String {
    let name = err
        .error_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    match err.0 {
        sys::cudaError_enum::CUDA_ERROR_NO_DEVICE => "the CUDA driver found no GPU".into(),
        sys::cudaError_enum::CUDA_ERROR_SYSTEM_DRIVER_MISMATCH => {
            "the NVIDIA kernel driver and libcuda.so versions differ".into()
        }
        _ => format!("{call} failed: {name}"),
    }
}

impl CudaBackend {
    /// Opens the device chosen by `config`; the error says why it could not.
    pub fn start(config: &Config) -> std::result::Result<CudaBackend, String> {
        // SAFETY: only probes for the library.
        if !unsafe { sys::is_culib_present() } {
            return Err("no CUDA driver library (libcuda.so) found".into());
        }
        cu::init().map_err(|err| start_error("cuInit", err))?;
        let count = cu::device::get_count().map_err(|err| start_error("cuDeviceGetCount", err))?;
        let ordinal = config.cuda_device.unwrap_or(0);
        if ordinal as i32 >= count {
            return Err(format!("no CUDA device {ordinal} ({count} found)"));
        }
        let device =
            cu::device::get(ordinal as i32).map_err(|err| start_error("cuDeviceGet", err))?;
        // SAFETY: `device` comes from cuDeviceGet.
        let context = unsafe { cu::primary_ctx::retain(device) }
            .map_err(|err| start_error("cuDevicePrimaryCtxRetain", err))?;
        // SAFETY: `context` was just retained.
        unsafe { cu::ctx::set_current(context) }
            .map_err(|err| start_error("cuCtxSetCurrent", err))?;
        let attr = |attribute: sys::CUdevice_attribute| -> std::result::Result<i32, String> {
            // SAFETY: `device` is valid.
            unsafe { cu::device::get_attribute(device, attribute) }
                .map_err(|err| start_error("cuDeviceGetAttribute", err))
        };
        use sys::CUdevice_attribute_enum as A;
        let major = attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?;
        let minor = attr(A::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?;
        let (free, total) = cu::mem_get_info().map_err(|err| start_error("cuMemGetInfo", err))?;
        // SAFETY: `device` is valid.
        let total_mem = unsafe { cu::device::total_mem(device) }.unwrap_or(total);
        let as_u32 = |v: i32| v.max(0) as u32;
        let launch = DeviceLimits {
            compute_units: as_u32(attr(A::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?).max(1),
            simd_width: as_u32(attr(A::CU_DEVICE_ATTRIBUTE_WARP_SIZE)?).max(1),
            max_block_threads: as_u32(attr(A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?).max(1),
            max_block_dims: [
                as_u32(attr(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X)?),
                as_u32(attr(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y)?),
                as_u32(attr(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)?),
            ],
            max_grid: [
                u64::from(as_u32(attr(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)?)),
                u64::from(as_u32(attr(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y)?)),
                u64::from(as_u32(attr(A::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)?)),
            ],
            occupancy: Some(Occupancy {
                threads_per_cu: as_u32(attr(
                    A::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR,
                )?),
                blocks_per_cu: as_u32(attr(A::CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR)?)
                    .max(1),
                registers_per_cu: as_u32(attr(
                    A::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR,
                )?),
                shared_per_cu: as_u32(attr(
                    A::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR,
                )?),
            }),
        };
        let name = cu::device::get_name(device).unwrap_or_else(|_| "CUDA device".into());
        let info = DeviceInfo {
            backend: "cuda",
            name,
            // Leave 5% of what is free now to the driver and other users.
            global_memory: (free as u64) / 20 * 19,
            max_alloc: total_mem as u64,
            interior_align: 1,
            launch,
        };
        Ok(CudaBackend {
            info,
            device,
            context,
            arch: format!("compute_{major}{minor}"),
            cache_dir: kernel_cache_dir(config),
            buffers: HashMap::new(),
            modules: HashMap::new(),
            functions: HashMap::new(),
            next_id: 1,
        })
    }

    fn bind(&self) -> Result<()> {
        // SAFETY: the context is retained for the backend's lifetime.
        unsafe { cu::ctx::set_current(self.context) }
            .map_err(|err| cuda_error("cuCtxSetCurrent", err))
    }

    fn fresh_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    fn device_ptr(&self, buffer: BufferId, offset: usize, len: usize) -> Result<sys::CUdeviceptr> {
        let &(ptr, size) = self
            .buffers
            .get(&buffer.0)
            .ok_or_else(|| Error::Internal(format!("unknown CUDA buffer {}", buffer.0)))?;
        if offset.checked_add(len).is_none_or(|end| end > size) {
            return Err(Error::Internal(format!(
                "CUDA buffer access {offset}+{len} outside {size} bytes"
            )));
        }
        Ok(ptr + offset as u64)
    }
}

/// Compiles `source` to PTX for `arch` with NVRTC, or takes it from the disk cache in
/// `cache_dir`.
fn cached_ptx(
    cache_dir: Option<&Path>,
    arch: &str,
    source: &str,
    options: &str,
) -> Result<Vec<u8>> {
    let mut nvrtc_version = (0, 0);
    // SAFETY: only probes for the library.
    let have_nvrtc = unsafe { cudarc::nvrtc::sys::is_culib_present() };
    if have_nvrtc {
        // SAFETY: the library is present; the pointers are valid.
        unsafe { cudarc::nvrtc::sys::nvrtcVersion(&mut nvrtc_version.0, &mut nvrtc_version.1) };
    }
    let key = format!(
        "p4a-ptx-v1\narch={arch}\nnvrtc={}.{}\noptions={options}\n{source}",
        nvrtc_version.0, nvrtc_version.1
    );
    let hash = format!(
        "{:016x}{:016x}",
        fnv1a(key.as_bytes(), 0xcbf2_9ce4_8422_2325),
        fnv1a(key.as_bytes(), 0x6c62_272e_07bb_0142)
    );
    let cached = cache_dir.map(|dir| {
        (
            dir.join(format!("{hash}.ptx")),
            dir.join(format!("{hash}.key")),
        )
    });
    if let Some((ptx_path, key_path)) = &cached
        && std::fs::read(key_path).is_ok_and(|stored| stored == key.as_bytes())
        && let Ok(ptx) = std::fs::read(ptx_path)
    {
        return Ok(ptx);
    }
    if !have_nvrtc {
        return Err(Error::Build(
            "NVRTC (libnvrtc.so) is not installed, and this kernel is not in the kernel cache: install the CUDA toolkit's NVRTC or pip install nvidia-cuda-nvrtc".into(),
        ));
    }
    let ptx = compile_ptx(source, arch, options)?;
    if let Some((ptx_path, key_path)) = &cached {
        // A failure to cache is not an error: the next run compiles again.
        let _ = write_atomically(ptx_path, &ptx)
            .and_then(|()| write_atomically(key_path, key.as_bytes()));
    }
    Ok(ptx)
}

/// Where compiled kernels are cached, if anywhere.
fn kernel_cache_dir(config: &Config) -> Option<PathBuf> {
    let base = config.cache_dir.clone().or_else(|| {
        std::env::var_os("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))
            .map(|dir| dir.join("p4a"))
    })?;
    let dir = base.join("kernels");
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir)
}

/// Writes `data` to `path` through a temporary file and a rename.
fn write_atomically(path: &std::path::Path, data: &[u8]) -> std::io::Result<()> {
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, data)?;
    std::fs::rename(&tmp, path)
}

/// 64-bit FNV-1a of `data` from `seed`.
fn fnv1a(data: &[u8], seed: u64) -> u64 {
    data.iter().fold(seed, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Runs NVRTC on `source`; the error holds the compiler log.
fn compile_ptx(source: &str, arch: &str, options: &str) -> Result<Vec<u8>> {
    let src = CString::new(source)
        .map_err(|_| Error::Invalid("program source contains a NUL byte".into()))?;
    let nvrtc_error = |call: &'static str, err: nvrtc::NvrtcError| Error::Backend {
        backend: "cuda",
        call,
        message: format!("{err:?}"),
    };
    let prog = nvrtc::create_program(&src, Some(c"p4a_kernels.cu"))
        .map_err(|err| nvrtc_error("nvrtcCreateProgram", err))?;
    let mut opts: Vec<String> = vec![format!("--gpu-architecture={arch}")];
    opts.extend(options.split_whitespace().map(str::to_string));
    // SAFETY: `prog` is live until destroyed below.
    let compiled = unsafe { nvrtc::compile_program(prog, &opts) };
    let res = match compiled {
        Ok(()) => unsafe { nvrtc::get_ptx(prog) }
            .map(|ptx| ptx.into_iter().map(|c| c as u8).collect())
            .map_err(|err| nvrtc_error("nvrtcGetPTX", err)),
        Err(_) => {
            let log = unsafe { nvrtc::get_program_log(prog) }
                .map(|log| {
                    log.into_iter()
                        .map(|c| c as u8)
                        .take_while(|&c| c != 0)
                        .collect::<Vec<u8>>()
                })
                .unwrap_or_default();
            Err(Error::Build(String::from_utf8_lossy(&log).into_owned()))
        }
    };
    // SAFETY: `prog` is not used afterwards.
    let _ = unsafe { nvrtc::destroy_program(prog) };
    res
}

impl Backend for CudaBackend {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn alloc(&mut self, bytes: usize) -> Result<BufferId> {
        self.bind()?;
        // SAFETY: the context is current.
        match unsafe { cu::malloc_sync(bytes.max(1)) } {
            Ok(ptr) => {
                let id = self.fresh_id();
                self.buffers.insert(id, (ptr, bytes));
                Ok(BufferId(id))
            }
            Err(err) if err.0 == sys::cudaError_enum::CUDA_ERROR_OUT_OF_MEMORY => {
                Err(Error::OutOfMemory {
                    needed: bytes as u64,
                    in_use: 0,
                    limit: self.info.global_memory,
                })
            }
            Err(err) => Err(cuda_error("cuMemAlloc", err)),
        }
    }

    fn free(&mut self, buffer: BufferId) {
        if let Some((ptr, _)) = self.buffers.remove(&buffer.0)
            && self.bind().is_ok()
        {
            // SAFETY: `ptr` came from cuMemAlloc and is freed once.
            let _ = unsafe { cu::free_sync(ptr) };
        }
    }

    fn write(&mut self, buffer: BufferId, offset: usize, data: &[u8]) -> Result<()> {
        self.bind()?;
        let dst = self.device_ptr(buffer, offset, data.len())?;
        // SAFETY: `dst` has room for `data`.
        unsafe { cu::memcpy_htod_sync(dst, data) }.map_err(|err| cuda_error("cuMemcpyHtoD", err))
    }

    fn read(&mut self, buffer: BufferId, offset: usize, out: &mut [u8]) -> Result<()> {
        self.bind()?;
        let src = self.device_ptr(buffer, offset, out.len())?;
        // SAFETY: `src` holds `out.len()` bytes.
        unsafe { cu::memcpy_dtoh_sync(out, src) }.map_err(|err| cuda_error("cuMemcpyDtoH", err))
    }

    fn copy(
        &mut self,
        src: BufferId,
        src_offset: usize,
        dst: BufferId,
        dst_offset: usize,
        len: usize,
    ) -> Result<()> {
        self.bind()?;
        let from = self.device_ptr(src, src_offset, len)?;
        let to = self.device_ptr(dst, dst_offset, len)?;
        // SAFETY: both ranges were bounds-checked.
        unsafe { cu::memcpy_dtod_sync(to, from, len) }
            .map_err(|err| cuda_error("cuMemcpyDtoD", err))
    }

    fn build_program(&mut self, source: &str, options: &str) -> Result<ProgramId> {
        let mut ptx = cached_ptx(self.cache_dir.as_deref(), &self.arch, source, options)?;
        if ptx.last() != Some(&0) {
            ptx.push(0);
        }
        self.bind()?;
        // SAFETY: `ptx` is a NUL-terminated PTX image.
        let module = unsafe { cu::module::load_data(ptx.as_ptr() as *const c_void) }
            .map_err(|err| cuda_error("cuModuleLoadData", err))?;
        let id = self.fresh_id();
        self.modules.insert(id, module);
        Ok(ProgramId(id))
    }

    fn free_program(&mut self, program: ProgramId) {
        if let Some(module) = self.modules.remove(&program.0)
            && self.bind().is_ok()
        {
            // SAFETY: the module is unloaded once; its functions are not launched again.
            let _ = unsafe { cu::module::unload(module) };
        }
    }

    fn kernel(&mut self, program: ProgramId, name: &str) -> Result<(KernelId, KernelLimits)> {
        self.bind()?;
        let module = *self
            .modules
            .get(&program.0)
            .ok_or_else(|| Error::Internal("unknown CUDA module".into()))?;
        let c_name = CString::new(name)
            .map_err(|_| Error::Invalid("kernel name contains a NUL byte".into()))?;
        // SAFETY: the module is loaded.
        let function =
            unsafe { cu::module::get_function(module, c_name) }.map_err(|err| match err.0 {
                sys::cudaError_enum::CUDA_ERROR_NOT_FOUND => Error::Build(format!(
                    "no kernel named {name:?} in the program (declare it extern \"C\" __global__)"
                )),
                _ => cuda_error("cuModuleGetFunction", err),
            })?;
        use sys::CUfunction_attribute_enum as F;
        let attr = |attribute| {
            // SAFETY: the function exists.
            unsafe { cu::function::get_function_attribute(function, attribute) }
                .map(|v| v.max(0) as u32)
                .map_err(|err| cuda_error("cuFuncGetAttribute", err))
        };
        let limits = KernelLimits {
            max_block_threads: attr(F::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?.max(1),
            preferred_multiple: 0,
            registers_per_thread: attr(F::CU_FUNC_ATTRIBUTE_NUM_REGS)?,
            shared_per_block: attr(F::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)?,
        };
        let id = self.fresh_id();
        self.functions.insert(id, function);
        Ok((KernelId(id), limits))
    }

    fn launch(
        &mut self,
        kernel: KernelId,
        _rank: usize,
        block: [u32; 3],
        grid: [u32; 3],
        args: &[KernelArg<'_>],
    ) -> Result<()> {
        self.bind()?;
        let function = *self
            .functions
            .get(&kernel.0)
            .ok_or_else(|| Error::Internal("unknown CUDA kernel".into()))?;
        // Device addresses must outlive the launch call: collect them first.
        let mut addresses: Vec<sys::CUdeviceptr> = Vec::with_capacity(args.len());
        for arg in args {
            if let KernelArg::Buffer { buffer, offset } = *arg {
                addresses.push(self.device_ptr(buffer, offset, 0)?);
            }
        }
        let mut next_address = addresses.iter();
        let mut params: Vec<*mut c_void> = args
            .iter()
            .map(|arg| match arg {
                KernelArg::Buffer { .. } => next_address.next().expect("one address per buffer")
                    as *const u64 as *mut c_void,
                KernelArg::Scalar(bytes) => bytes.as_ptr() as *mut c_void,
            })
            .collect();
        // SAFETY: `params` points to one value per kernel parameter, alive for the call
        // (cuLaunchKernel copies them); the null stream orders the launch after copies.
        unsafe {
            cu::launch_kernel(
                function,
                (grid[0], grid[1], grid[2]),
                (block[0], block[1], block[2]),
                0,
                std::ptr::null_mut(),
                &mut params,
            )
        }
        .map_err(|err| cuda_error("cuLaunchKernel", err))
    }

    fn synchronize(&mut self) -> Result<()> {
        self.bind()?;
        cu::ctx::synchronize().map_err(|err| cuda_error("cuCtxSynchronize", err))
    }

    fn raw_pointer(&mut self, buffer: BufferId, offset: usize) -> Result<u64> {
        self.device_ptr(buffer, offset, 0)
    }
}

impl Drop for CudaBackend {
    fn drop(&mut self) {
        if self.bind().is_err() {
            return;
        }
        for (_, (ptr, _)) in self.buffers.drain() {
            // SAFETY: each pointer is freed once.
            let _ = unsafe { cu::free_sync(ptr) };
        }
        for (_, module) in self.modules.drain() {
            // SAFETY: each module is unloaded once.
            let _ = unsafe { cu::module::unload(module) };
        }
        // SAFETY: balances the retain in `start`.
        let _ = unsafe { cu::primary_ctx::release(self.device) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str =
        "extern \"C\" __global__ void twice(int *x, long long p4a_offset0, long long p4a_count0) {
        long long i = p4a_offset0 + blockIdx.x * (long long)blockDim.x + threadIdx.x;
        if (i < p4a_count0) x[i] *= 2;
    }";

    /// NVRTC needs no GPU: this runs wherever libnvrtc.so is on the library path.
    #[test]
    fn nvrtc_compiles_and_caches_kernels() {
        // SAFETY: only probes for the library.
        if !unsafe { cudarc::nvrtc::sys::is_culib_present() } {
            eprintln!("nvrtc_compiles_and_caches_kernels: skipped: no NVRTC (libnvrtc.so)");
            return;
        }
        let dir = std::env::temp_dir().join(format!("p4a-nvrtc-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let ptx = cached_ptx(Some(&dir), "compute_90", SOURCE, "").unwrap();
        let text = String::from_utf8_lossy(&ptx);
        assert!(text.contains(".entry twice"), "{text}");
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            2,
            "ptx and key cached"
        );
        // A cached result is returned as is.
        assert_eq!(
            cached_ptx(Some(&dir), "compute_90", SOURCE, "").unwrap(),
            ptx
        );
        match cached_ptx(
            Some(&dir),
            "compute_90",
            "extern \"C\" __global__ void broken( {",
            "",
        ) {
            Err(Error::Build(log)) => assert!(log.contains("error"), "{log}"),
            other => panic!("expected a build error, got {other:?}"),
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
