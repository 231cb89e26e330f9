//! The same checks on every backend: byte copies (single and batched runs, device to
//! device), and a kernel run through the runtime with chunked launches, an interior
//! pointer, growth of a mapping on the device, and eviction with write-back.
//!
//! The simulated backend always runs. OpenCL runs where a platform exists (PoCL in CI) and
//! otherwise prints "skipped: no OpenCL platform" (fatal with `P4A_REQUIRE_OPENCL=1`).
//! CUDA is GPU-only: without a CUDA driver the test prints "skipped: no CUDA driver" and
//! passes.

use std::sync::Arc;

use p4a_runtime::backend::sim::{SimBackend, SimLaunch, SimOptions};
use p4a_runtime::{Access, Arg, Backend, Config, Runtime, RuntimeOptions};

const N: usize = 5000;

const OPENCL_SOURCE: &str = "
__kernel void twice_plus_one(__global int *x, long p4a_offset0, long p4a_count0) {
    long i = p4a_offset0 + get_global_id(0);
    if (i < p4a_count0) x[i] = 2 * x[i] + 1;
}
";

const CUDA_SOURCE: &str = "
extern \"C\" __global__ void twice_plus_one(int *x, long long p4a_offset0, long long p4a_count0) {
    long long i = p4a_offset0 + blockIdx.x * (long long)blockDim.x + threadIdx.x;
    if (i < p4a_count0) x[i] = 2 * x[i] + 1;
}
";

/// Raw backend operations: copies in and out, batched runs, device-to-device.
fn check_copies<B: Backend>(backend: &mut B) {
    let a = backend.alloc(1000).unwrap();
    let b = backend.alloc(1000).unwrap();
    let data: Vec<u8> = (0..1000).map(|i| (i % 251) as u8).collect();
    backend.write(a, 0, &data).unwrap();
    let mut back = vec![0u8; 1000];
    backend.read(a, 0, &mut back).unwrap();
    assert_eq!(back, data);
    backend
        .write_runs(
            a,
            &[(10, &[1, 2, 3][..]), (500, &[4, 5][..]), (998, &[6, 7][..])],
        )
        .unwrap();
    let (mut r1, mut r2) = ([0u8; 3], [0u8; 4]);
    backend
        .read_runs(a, &mut [(10, &mut r1[..]), (499, &mut r2[..])])
        .unwrap();
    assert_eq!((r1, r2), ([1, 2, 3], [data[499], 4, 5, data[502]]));
    backend.copy(a, 100, b, 200, 300).unwrap();
    let mut part = vec![0u8; 300];
    backend.read(b, 200, &mut part).unwrap();
    assert_eq!(part, data[100..400]);
    backend.free(a);
    backend.free(b);
}

/// A kernel through the runtime: chunking, interior pointers, growth, eviction.
fn check_kernel<B: Backend>(rt: &mut Runtime<B>, source: &str) {
    let program = rt.load_program(source, "").unwrap();
    let kernel = rt.kernel(program, "twice_plus_one").unwrap();
    let mut x: Vec<i32> = (0..N as i32).collect();
    let base = x.as_mut_ptr() as usize;
    let bytes = N * 4;
    // Upload the first half only, then launch over everything: the mapping grows on the
    // device, keeping the first half, and the second half is uploaded on its own.
    unsafe { rt.copy_to_device(base, bytes / 2) }.unwrap();
    unsafe { rt.copy_to_device(base + bytes / 2, bytes / 2) }.unwrap();
    let args = [Arg::Buffer {
        host: base,
        len: bytes,
        access: Access::ReadWrite,
        base_and_offset: false,
    }];
    unsafe { rt.launch(kernel, &[N as u64], &args) }.unwrap();
    assert!(
        rt.stats().chunks > 1,
        "P4A_MAX_GRID-like cap should chunk the launch"
    );
    assert_eq!(rt.cache().len(), 1);
    // An interior pointer at a 128-byte boundary: a sub-buffer on OpenCL.
    let tail = 1024;
    let tail_args = [Arg::Buffer {
        host: base + tail * 4,
        len: (N - tail) * 4,
        access: Access::ReadWrite,
        base_and_offset: false,
    }];
    unsafe { rt.launch(kernel, &[(N - tail) as u64], &tail_args) }.unwrap();
    // Evict (device-newer data comes back), then launch again: restored from the host.
    assert!(unsafe { rt.evict(base) }.unwrap());
    assert!(rt.stats().eviction_writeback_bytes >= bytes as u64);
    unsafe { rt.launch(kernel, &[N as u64], &args) }.unwrap();
    unsafe { rt.copy_from_device(base, bytes) }.unwrap();
    for (i, &value) in x.iter().enumerate() {
        let mut expected = i as i32;
        let rounds = if i >= tail { 3 } else { 2 };
        for _ in 0..rounds {
            expected = 2 * expected + 1;
        }
        assert_eq!(value, expected, "element {i}");
    }
    unsafe { rt.unmap(base, bytes) }.unwrap();
    rt.finish();
}

fn options() -> RuntimeOptions {
    RuntimeOptions {
        max_grid: Some(4),
        time_launches: true,
        ..RuntimeOptions::default()
    }
}

#[test]
fn sim_backend() {
    let mut sim = SimBackend::new(SimOptions::default());
    check_copies(&mut sim);
    sim.register_kernel(
        "twice_plus_one",
        Arc::new(|launch: &SimLaunch| {
            let x = unsafe { launch.args[0].bytes_mut() };
            let (offset, count) = (
                launch.args[1].as_i64() as usize,
                launch.args[2].as_i64() as usize,
            );
            for local in 0..launch.grid[0] as usize * launch.block[0] as usize {
                let i = offset + local;
                if i < count {
                    let value = i32::from_ne_bytes(x[4 * i..4 * i + 4].try_into().unwrap());
                    x[4 * i..4 * i + 4].copy_from_slice(&(2 * value + 1).to_ne_bytes());
                }
            }
        }),
    );
    let mut rt = Runtime::new(sim, options());
    check_kernel(&mut rt, "");
}

#[test]
fn opencl_backend() {
    use p4a_runtime::backend::opencl::OpenClBackend;
    let mut backend = match OpenClBackend::start(&Config::default()) {
        Ok(backend) => backend,
        Err(why) => {
            assert!(
                !std::env::var("P4A_REQUIRE_OPENCL").is_ok_and(|v| v == "1"),
                "OpenCL is required (P4A_REQUIRE_OPENCL=1) but unavailable: {why}"
            );
            eprintln!(
                "opencl_backend: skipped: no OpenCL platform ({why}); install pocl-opencl-icd"
            );
            return;
        }
    };
    check_copies(&mut backend);
    let mut rt = Runtime::new(backend, options());
    check_kernel(&mut rt, OPENCL_SOURCE);
}

#[test]
fn cuda_backend_gpu_only() {
    use p4a_runtime::backend::cuda::CudaBackend;
    let mut backend = match CudaBackend::start(&Config::default()) {
        Ok(backend) => backend,
        Err(why) => {
            eprintln!("cuda_backend_gpu_only: skipped: no CUDA driver ({why})");
            return;
        }
    };
    check_copies(&mut backend);
    let mut rt = Runtime::new(backend, options());
    check_kernel(&mut rt, CUDA_SOURCE);
}

/// `--check-transfers` declarations through a pointer the program has set to null
/// (`strsep` leaves its cursor null at the end) designate no bytes: they succeed and
/// count nothing, whether a read or a write, and even for a whole mapping.
#[test]
fn checks_through_a_null_pointer_are_no_ops() {
    let mut rt = Runtime::new(SimBackend::new(SimOptions::default()), options());
    rt.check_host(0, 16, true, 7)
        .expect("a null read check is a no-op");
    rt.check_host(0, 16, false, 7)
        .expect("a null write check is a no-op");
    rt.check_host(0, usize::MAX, false, 7)
        .expect("a null whole-mapping write check is a no-op");
}
