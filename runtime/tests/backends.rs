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

/// A 2-D kernel on the simulated device, launched `launches` times over `counts` with
/// tuning on or off: every element ends up `launches`, whatever blocks the launches
/// used. Returns the runtime, for its statistics and the blocks of each launch.
fn run_add_one_2d(tune: bool, counts: [u64; 2], launches: usize) -> Runtime<SimBackend> {
    let mut sim = SimBackend::new(SimOptions::default());
    sim.register_kernel(
        "add_one_2d",
        Arc::new(|launch: &SimLaunch| {
            let x = unsafe { launch.args[0].bytes_mut() };
            let width = launch.args[1].as_i64() as usize;
            let (offset0, count0) = (launch.args[2].as_i64(), launch.args[3].as_i64());
            let (offset1, count1) = (launch.args[4].as_i64(), launch.args[5].as_i64());
            let extent = |dim: usize| i64::from(launch.grid[dim]) * i64::from(launch.block[dim]);
            for j in offset1..offset1 + extent(1) {
                for i in offset0..offset0 + extent(0) {
                    // The guard every generated kernel has: any block shape is correct.
                    if i < count0 && j < count1 {
                        let at = 4 * (j as usize * width + i as usize);
                        let value = i32::from_ne_bytes(x[at..at + 4].try_into().unwrap());
                        x[at..at + 4].copy_from_slice(&(value + 1).to_ne_bytes());
                    }
                }
            }
        }),
    );
    let mut rt = Runtime::new(
        sim,
        RuntimeOptions {
            tune,
            ..RuntimeOptions::default()
        },
    );
    let program = rt.load_program("", "").unwrap();
    let kernel = rt.kernel(program, "add_one_2d").unwrap();
    let (width, height) = (counts[0] as usize, counts[1] as usize);
    let mut x = vec![0i32; width * height];
    let bytes = x.len() * 4;
    let base = x.as_mut_ptr() as usize;
    let width_arg = (width as i64).to_le_bytes();
    let args = [
        Arg::Buffer {
            host: base,
            len: bytes,
            access: Access::ReadWrite,
            base_and_offset: false,
        },
        Arg::Scalar(&width_arg),
    ];
    unsafe { rt.copy_to_device(base, bytes) }.unwrap();
    for _ in 0..launches {
        unsafe { rt.launch(kernel, &counts, &args) }.unwrap();
    }
    unsafe { rt.copy_from_device(base, bytes) }.unwrap();
    assert!(
        x.iter().all(|&value| value == launches as i32),
        "wrong results"
    );
    unsafe { rt.unmap(base, bytes) }.unwrap();
    rt
}

#[test]
fn tuning_tries_each_candidate_twice_then_keeps_one() {
    let counts = [200, 150];
    let rt = run_add_one_2d(true, counts, 20);
    let default = rt.plan(0, &counts).unwrap().unwrap().block;
    let blocks: Vec<[u32; 3]> = rt.backend().launches.iter().map(|l| l.1).collect();
    let tuned = &rt.stats().kernels["add_one_2d"].tuned;
    assert_eq!(tuned.len(), 1, "one tuning: {tuned:?}");
    let tuning = &tuned[0];
    assert_eq!(tuning.counts, counts);
    let tried: Vec<[u32; 3]> = tuning.candidates.iter().map(|(block, _)| *block).collect();
    // The simulated device (64 threads, SIMD 4): the default 8×8, the wide 64×1, and
    // half the threads, near-square and wide.
    assert_eq!(tried, [[8, 8, 1], [64, 1, 1], [8, 4, 1], [32, 1, 1]]);
    assert_eq!(tried[0], default);
    assert!(
        tuning
            .candidates
            .iter()
            .all(|(_, seconds)| seconds.len() == 2)
    );
    // One chunk per launch: the first 8 launches cycle through the candidates twice, and
    // the 12 after use the kept block.
    assert_eq!(blocks[..4], tried[..]);
    assert_eq!(blocks[4..8], tried[..]);
    let chosen = tuning.chosen.expect("every candidate was timed");
    assert!(
        blocks[8..].iter().all(|&block| block == chosen),
        "{blocks:?}"
    );
}

#[test]
fn tuning_off_launches_the_default_plan_every_time() {
    let counts = [200, 150];
    let rt = run_add_one_2d(false, counts, 10);
    let default = rt.plan(0, &counts).unwrap().unwrap().block;
    assert!(rt.backend().launches.iter().all(|l| l.1 == default));
    assert!(rt.stats().kernels["add_one_2d"].tuned.is_empty());
    // A space too small to give a choice is not tuned even with tuning on: 16 iterations
    // on 4 compute units allow only the default 4-thread block.
    let rt = run_add_one_2d(true, [4, 4], 3);
    assert!(rt.stats().kernels["add_one_2d"].tuned.is_empty());
    let default = rt.plan(0, &[4, 4]).unwrap().unwrap().block;
    assert!(rt.backend().launches.iter().all(|l| l.1 == default));
}
