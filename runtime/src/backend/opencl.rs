//! The OpenCL backend, through `opencl3` (which loads `libOpenCL.so.1` at run time).
//!
//! One context and one in-order command queue on one device: the device `P4A_OPENCL_DEVICE`
//! (default 0) of platform `P4A_OPENCL_PLATFORM`, or else of the first platform that has a
//! device of any type (so PoCL's CPU device qualifies). Buffers are `cl_mem` objects of
//! bytes. Copies are blocking; batches of runs are enqueued without blocking and waited
//! for once. Kernels are OpenCL C, built with the caller's options.
//!
//! A pointer into the middle of a buffer is passed to a kernel as a sub-buffer, which
//! OpenCL allows only at offsets that are multiples of `CL_DEVICE_MEM_BASE_ADDR_ALIGN`;
//! other offsets are an error that says so (generated code passes array bases).

use std::collections::HashMap;
use std::ffi::c_void;
use std::ptr;

use opencl3::command_queue::CommandQueue;
use opencl3::context::Context;
use opencl3::device::{CL_DEVICE_TYPE_ALL, CL_DEVICE_TYPE_GPU, Device};
use opencl3::error_codes::ClError;
use opencl3::kernel::{Kernel, set_kernel_arg};
use opencl3::memory::{Buffer, CL_MEM_READ_WRITE, ClMem};
use opencl3::platform::get_platforms;
use opencl3::program::Program;
use opencl3::types::{CL_BLOCKING, CL_NON_BLOCKING, cl_event, cl_mem};

use super::{Backend, BufferId, DeviceInfo, KernelArg, KernelId, ProgramId};
use crate::config::Config;
use crate::error::{Error, Result};
use crate::launch::{DeviceLimits, KernelLimits};

/// OpenCL error codes that mean "no memory for this buffer".
const OUT_OF_MEMORY_CODES: [i32; 4] = [
    -4,  // CL_MEM_OBJECT_ALLOCATION_FAILURE
    -5,  // CL_OUT_OF_RESOURCES
    -6,  // CL_OUT_OF_HOST_MEMORY
    -61, // CL_INVALID_BUFFER_SIZE
];

/// An OpenCL device with its context and queue.
pub struct OpenClBackend {
    info: DeviceInfo,
    device: Device,
    // Field order matters for drop order: objects before the queue, the queue before the
    // context.
    buffers: HashMap<u64, Buffer<u8>>,
    kernels: HashMap<u64, Kernel>,
    programs: HashMap<u64, Program>,
    queue: CommandQueue,
    _context: Context,
    next_id: u64,
}

/// Converts an OpenCL error of `call` into the runtime's error.
fn cl_error(call: &'static str, err: ClError) -> Error {
    Error::Backend {
        backend: "opencl",
        call,
        message: format!("{err} ({})", err.0),
    }
}

/// The text of a failed start-up step.
fn start_error(step: &str, err: ClError) -> String {
    match err.0 {
        -2000 | -1001 => format!("no OpenCL platform found ({step}: {err})"),
        _ => format!("{step} failed: {err} ({})", err.0),
    }
}

impl OpenClBackend {
    /// Opens the device chosen by `config`; the error says why none could be opened.
    pub fn start(config: &Config) -> std::result::Result<OpenClBackend, String> {
        let platforms = get_platforms().map_err(|err| start_error("clGetPlatformIDs", err))?;
        if platforms.is_empty() {
            return Err("no OpenCL platform found".into());
        }
        let mut chosen = None;
        for (index, platform) in platforms.iter().enumerate() {
            if config.opencl_platform.is_some_and(|wanted| wanted != index) {
                continue;
            }
            let Ok(devices) = platform.get_devices(CL_DEVICE_TYPE_ALL) else {
                continue;
            };
            let device_index = config.opencl_device.unwrap_or(0);
            if let Some(&id) = devices.get(device_index) {
                chosen = Some(Device::new(id));
                break;
            }
        }
        let device = chosen.ok_or_else(|| no_device_message(config))?;
        let context =
            Context::from_device(&device).map_err(|err| start_error("clCreateContext", err))?;
        #[allow(deprecated)] // clCreateCommandQueue exists on every OpenCL version.
        let queue = CommandQueue::create_default(&context, 0)
            .map_err(|err| start_error("clCreateCommandQueue", err))?;
        let info = device_info(&device).map_err(|err| start_error("clGetDeviceInfo", err))?;
        Ok(OpenClBackend {
            info,
            device,
            buffers: HashMap::new(),
            kernels: HashMap::new(),
            programs: HashMap::new(),
            queue,
            _context: context,
            next_id: 1,
        })
    }

    fn fresh_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    fn buffer_mut(&mut self, buffer: BufferId) -> Result<&mut Buffer<u8>> {
        self.buffers
            .get_mut(&buffer.0)
            .ok_or_else(|| unknown_buffer(buffer))
    }
}

/// Reads the facts the runtime needs about `device`.
fn device_info(device: &Device) -> opencl3::Result<DeviceInfo> {
    let item_sizes = device.max_work_item_sizes()?;
    let dim = |d: usize| {
        item_sizes
            .get(d)
            .copied()
            .unwrap_or(1)
            .min(u32::MAX as usize) as u32
    };
    let is_gpu = device.dev_type()? & CL_DEVICE_TYPE_GPU != 0;
    Ok(DeviceInfo {
        backend: "opencl",
        name: device.name()?.trim().to_string(),
        global_memory: device.global_mem_size()?,
        max_alloc: device.max_mem_alloc_size()?,
        interior_align: u64::from(device.mem_base_addr_align()? / 8).max(1),
        launch: DeviceLimits {
            compute_units: device.max_compute_units()?.max(1),
            // The kernel's preferred multiple overrides this; 32 suits GPUs, 8 CPUs.
            simd_width: if is_gpu { 32 } else { 8 },
            max_block_threads: device.max_work_group_size()?.min(u32::MAX as usize) as u32,
            max_block_dims: [dim(0), dim(1), dim(2)],
            // NDRange sizes are size_t: no practical grid limit.
            max_grid: [u64::MAX; 3],
            occupancy: None,
        },
    })
}

impl Backend for OpenClBackend {
    fn info(&self) -> &DeviceInfo {
        &self.info
    }

    fn alloc(&mut self, bytes: usize) -> Result<BufferId> {
        // SAFETY: no host pointer is given; the context is valid.
        let created = unsafe {
            Buffer::<u8>::create(
                &self._context,
                CL_MEM_READ_WRITE,
                bytes.max(1),
                ptr::null_mut(),
            )
        };
        match created {
            Ok(buffer) => {
                let id = self.fresh_id();
                self.buffers.insert(id, buffer);
                Ok(BufferId(id))
            }
            Err(err) if OUT_OF_MEMORY_CODES.contains(&err.0) => Err(Error::OutOfMemory {
                needed: bytes as u64,
                in_use: 0,
                limit: self.info.global_memory,
            }),
            Err(err) => Err(cl_error("clCreateBuffer", err)),
        }
    }

    fn free(&mut self, buffer: BufferId) {
        self.buffers.remove(&buffer.0);
    }

    fn write(&mut self, buffer: BufferId, offset: usize, data: &[u8]) -> Result<()> {
        self.write_runs(buffer, &[(offset, data)])
    }

    fn read(&mut self, buffer: BufferId, offset: usize, out: &mut [u8]) -> Result<()> {
        self.read_runs(buffer, &mut [(offset, out)])
    }

    fn write_runs(&mut self, buffer: BufferId, runs: &[(usize, &[u8])]) -> Result<()> {
        let buf = self
            .buffers
            .get_mut(&buffer.0)
            .ok_or_else(|| unknown_buffer(buffer))?;
        let last = runs.len().saturating_sub(1);
        for (index, &(offset, data)) in runs.iter().enumerate() {
            let blocking = if index == last {
                CL_BLOCKING
            } else {
                CL_NON_BLOCKING
            };
            // SAFETY: `data` stays alive until the final blocking write returns, which in
            // an in-order queue means every earlier write has completed.
            unsafe {
                self.queue
                    .enqueue_write_buffer(buf, blocking, offset, data, &[])
            }
            .map_err(|err| cl_error("clEnqueueWriteBuffer", err))?;
        }
        Ok(())
    }

    fn read_runs(&mut self, buffer: BufferId, runs: &mut [(usize, &mut [u8])]) -> Result<()> {
        let buf = self
            .buffers
            .get(&buffer.0)
            .ok_or_else(|| unknown_buffer(buffer))?;
        let last = runs.len().saturating_sub(1);
        for (index, (offset, out)) in runs.iter_mut().enumerate() {
            let blocking = if index == last {
                CL_BLOCKING
            } else {
                CL_NON_BLOCKING
            };
            // SAFETY: as in `write_runs`; the outputs outlive the final blocking read.
            unsafe {
                self.queue
                    .enqueue_read_buffer(buf, blocking, *offset, out, &[])
            }
            .map_err(|err| cl_error("clEnqueueReadBuffer", err))?;
        }
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
        let src_mem = self.buffer_mut(src)?.get();
        let dst_mem = self.buffer_mut(dst)?.get();
        // SAFETY: both buffers are live; the ranges were checked by the cache.
        unsafe {
            opencl3::command_queue::enqueue_copy_buffer(
                self.queue.get(),
                src_mem,
                dst_mem,
                src_offset,
                dst_offset,
                len,
                0,
                ptr::null(),
            )
        }
        .map(release_event)
        .map_err(|code| cl_error("clEnqueueCopyBuffer", ClError(code)))
    }

    fn build_program(&mut self, source: &str, options: &str) -> Result<ProgramId> {
        if options.contains('\0') || source.contains('\0') {
            return Err(Error::Invalid(
                "program source or options contain a NUL byte".into(),
            ));
        }
        let program = Program::create_and_build_from_source(&self._context, source, options)
            .map_err(Error::Build)?;
        let id = self.fresh_id();
        self.programs.insert(id, program);
        Ok(ProgramId(id))
    }

    fn free_program(&mut self, program: ProgramId) {
        self.programs.remove(&program.0);
    }

    fn kernel(&mut self, program: ProgramId, name: &str) -> Result<(KernelId, KernelLimits)> {
        let prog = self
            .programs
            .get(&program.0)
            .ok_or_else(|| Error::Internal("unknown OpenCL program".into()))?;
        if name.contains('\0') {
            return Err(Error::Invalid("kernel name contains a NUL byte".into()));
        }
        let kernel = Kernel::create(prog, name).map_err(|err| match err.0 {
            -46 => Error::Build(format!(
                "no kernel named {name:?} in the program (CL_INVALID_KERNEL_NAME)"
            )),
            _ => cl_error("clCreateKernel", err),
        })?;
        let device = self.device.id();
        let limits = KernelLimits {
            max_block_threads: kernel
                .get_work_group_size(device)
                .map_err(|err| cl_error("clGetKernelWorkGroupInfo", err))?
                .min(u32::MAX as usize) as u32,
            preferred_multiple: kernel
                .get_work_group_size_multiple(device)
                .unwrap_or(0)
                .min(1024) as u32,
            registers_per_thread: 0,
            shared_per_block: kernel
                .get_local_mem_size(device)
                .unwrap_or(0)
                .min(u64::from(u32::MAX)) as u32,
        };
        let id = self.fresh_id();
        self.kernels.insert(id, kernel);
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
        let align = self.info.interior_align as usize;
        // Sub-buffers live until the kernel is enqueued (OpenCL retains them after that).
        let mut sub_buffers: Vec<Buffer<u8>> = Vec::new();
        let mut mems: Vec<cl_mem> = Vec::with_capacity(args.len());
        for arg in args {
            if let KernelArg::Buffer { buffer, offset } = *arg {
                let buf = self.buffer_mut(buffer)?;
                if offset == 0 {
                    mems.push(buf.get());
                    continue;
                }
                if offset % align != 0 {
                    return Err(Error::Invalid(format!(
                        "a kernel argument points {offset} bytes into its buffer; OpenCL passes interior pointers as sub-buffers, which must start at a multiple of {align} bytes on this device: pass the array base instead"
                    )));
                }
                let size = buf
                    .size()
                    .map_err(|err| cl_error("clGetMemObjectInfo", err))?;
                // SAFETY: origin and size lie within the parent buffer.
                let sub =
                    unsafe { buf.create_sub_buffer(CL_MEM_READ_WRITE, offset, size - offset) }
                        .map_err(|err| cl_error("clCreateSubBuffer", err))?;
                mems.push(sub.get());
                sub_buffers.push(sub);
            }
        }
        let k = self
            .kernels
            .get(&kernel.0)
            .ok_or_else(|| Error::Internal("unknown OpenCL kernel".into()))?;
        let mut next_mem = mems.iter();
        for (index, arg) in args.iter().enumerate() {
            let (size, value): (usize, *const c_void) = match arg {
                KernelArg::Buffer { .. } => {
                    let mem = next_mem.next().expect("one cl_mem per buffer argument");
                    (size_of::<cl_mem>(), mem as *const cl_mem as *const c_void)
                }
                KernelArg::Scalar(bytes) => (bytes.len(), bytes.as_ptr() as *const c_void),
            };
            // SAFETY: `value` points to `size` readable bytes for the duration of the call.
            unsafe { set_kernel_arg(k.get(), index as u32, size, value) }.map_err(|code| match code {
                -49 | -51 | -52 => Error::Invalid(format!(
                    "kernel argument {index}: wrong size, or more arguments than the kernel has parameters ({}); the runtime appends 2 hidden long arguments per dimension (offset, count)",
                    ClError(code)
                )),
                _ => cl_error("clSetKernelArg", ClError(code)),
            })?;
        }
        let mut global = [0usize; 3];
        let mut local = [0usize; 3];
        for dim in 0..rank {
            local[dim] = block[dim] as usize;
            global[dim] = grid[dim] as usize * local[dim];
        }
        // SAFETY: the kernel and its arguments are set; the sizes have `rank` entries.
        unsafe {
            opencl3::command_queue::enqueue_nd_range_kernel(
                self.queue.get(),
                k.get(),
                rank as u32,
                ptr::null(),
                global.as_ptr(),
                local.as_ptr(),
                0,
                ptr::null(),
            )
        }
        .map(release_event)
        .map_err(|code| cl_error("clEnqueueNDRangeKernel", ClError(code)))?;
        drop(sub_buffers);
        Ok(())
    }

    fn synchronize(&mut self) -> Result<()> {
        self.queue.finish().map_err(|err| cl_error("clFinish", err))
    }

    fn raw_pointer(&mut self, buffer: BufferId, offset: usize) -> Result<u64> {
        if offset != 0 {
            return Err(Error::Invalid(
                "OpenCL buffers have no device address: only array bases can be exported".into(),
            ));
        }
        Ok(self.buffer_mut(buffer)?.get() as u64)
    }
}

/// The error for a buffer id the backend did not give out (a runtime bug).
fn unknown_buffer(buffer: BufferId) -> Error {
    Error::Internal(format!("unknown OpenCL buffer {}", buffer.0))
}

/// Releases an event the runtime does not wait on.
fn release_event(event: cl_event) {
    // SAFETY: the event was just returned by an enqueue call and is not used elsewhere.
    let _ = unsafe { opencl3::event::release_event(event) };
}

/// Why no device was chosen, naming the indices the settings asked for.
fn no_device_message(config: &Config) -> String {
    let mut wanted = Vec::new();
    if let Some(platform) = config.opencl_platform {
        wanted.push(format!("platform {platform} (P4A_OPENCL_PLATFORM)"));
    }
    wanted.push(format!(
        "device {}{}",
        config.opencl_device.unwrap_or(0),
        if config.opencl_device.is_some() {
            " (P4A_OPENCL_DEVICE)"
        } else {
            ""
        }
    ));
    format!("no OpenCL device found: no {}", wanted.join(" with "))
}

#[cfg(test)]
mod message_tests {
    use super::*;

    #[test]
    fn the_missing_device_is_named_by_its_indices() {
        let mut config = Config::default();
        assert_eq!(
            no_device_message(&config),
            "no OpenCL device found: no device 0"
        );
        config.opencl_platform = Some(5);
        config.opencl_device = Some(2);
        assert_eq!(
            no_device_message(&config),
            "no OpenCL device found: no platform 5 (P4A_OPENCL_PLATFORM) with device 2 (P4A_OPENCL_DEVICE)"
        );
    }
}
