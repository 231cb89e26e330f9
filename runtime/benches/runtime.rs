//! Benchmark of the runtime (`cargo bench -p p4a-runtime`); prints its figures.
//!
//! 1. Cache lookup cost with 10,000 mapped buffers (target: under 100 ns per lookup):
//!    the bare interval lookup, a full `map` hit (what every launch argument costs), and
//!    the C ABI `p4a_buffer_is_mapped` (lock and panic guard included).
//! 2. Copy throughput through the runtime against raw `clEnqueueWriteBuffer` /
//!    `clEnqueueReadBuffer` on the same OpenCL device, 1 MB to 256 MB (target: ratio at
//!    least 0.95). Raw and runtime runs alternate; each figure is the median of its runs.
//!    Skipped, with the reason, when no OpenCL platform exists.

use std::hint::black_box;
use std::time::Instant;

use opencl3::command_queue::CommandQueue;
use opencl3::context::Context;
use opencl3::device::{CL_DEVICE_TYPE_ALL, Device};
use opencl3::memory::{Buffer, CL_MEM_READ_WRITE};
use opencl3::platform::get_platforms;
use opencl3::types::CL_BLOCKING;
use p4a_runtime::backend::opencl::OpenClBackend;
use p4a_runtime::backend::sim::{SimBackend, SimOptions};
use p4a_runtime::{Config, Runtime, RuntimeOptions};

const BUFFERS: usize = 10_000;
const LOOKUPS: usize = 2_000_000;

/// A deterministic pseudo-random sequence (64-bit LCG, high bits).
fn pseudo_random(seed: u64, count: usize, bound: usize) -> Vec<usize> {
    let mut state = seed;
    (0..count)
        .map(|_| {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((state >> 33) as usize) % bound
        })
        .collect()
}

fn bench_lookup() {
    const STRIDE: usize = 128;
    const LEN: usize = 96;
    let host = vec![0u8; BUFFERS * STRIDE];
    let base = host.as_ptr() as usize;
    let sim = SimBackend::new(SimOptions::default());
    let mut rt = Runtime::new(sim, RuntimeOptions::default());
    for index in 0..BUFFERS {
        unsafe { rt.map(base + index * STRIDE, LEN) }.unwrap();
    }
    assert_eq!(rt.cache().len(), BUFFERS);
    // Interior addresses of random buffers.
    let addresses: Vec<usize> = pseudo_random(0x9e37_79b9_7f4a_7c15, LOOKUPS, BUFFERS)
        .into_iter()
        .zip(pseudo_random(0x2545_f491_4f6c_dd1d, LOOKUPS, LEN))
        .map(|(b, o)| base + b * STRIDE + o)
        .collect();

    let lookup = per_op(&addresses, |addr| {
        black_box(rt.cache().lookup(black_box(addr)));
    });
    let map = per_op(&addresses, |addr| {
        unsafe { rt.map(black_box(addr), 1) }.unwrap();
    });
    assert_eq!(rt.stats().allocations.count, BUFFERS as u64);

    // The C ABI on the simulated backend: P4A_BACKEND must be set before its first call.
    // SAFETY: single-threaded at this point.
    unsafe { std::env::set_var("P4A_BACKEND", "sim") };
    for index in 0..BUFFERS {
        let rc =
            unsafe { p4a_runtime::ffi::p4a_buffer_map((base + index * STRIDE) as *const _, LEN) };
        assert_eq!(rc, 0);
    }
    let ffi = per_op(&addresses, |addr| {
        assert_eq!(
            p4a_runtime::ffi::p4a_buffer_is_mapped(black_box(addr) as *const _),
            1
        );
    });
    p4a_runtime::ffi::p4a_runtime_finish();

    println!(
        "cache lookup with {BUFFERS} mapped buffers, random interior addresses (target < 100 ns):"
    );
    println!("  {:<42} {:>9} {:>9} {:>9}", "", "best", "median", "cpu");
    for (name, (best, median, cpu)) in [
        ("interval lookup (Cache::lookup)", lookup),
        ("map hit (Runtime::map: lookup + LRU + pin)", map),
        ("C ABI p4a_buffer_is_mapped (lock + guard)", ffi),
    ] {
        println!("  {name:<42} {best:>6.1} ns {median:>6.1} ns {cpu:>6.1} ns");
    }
}

/// Thread CPU time in seconds (excludes time when other processes had the core).
fn thread_cpu_seconds() -> f64 {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, out: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: `ts` is a valid out-pointer.
    unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    ts.sec as f64 + ts.nsec as f64 * 1e-9
}

/// Per-operation cost of `op` over `inputs` cut into batches: (best batch, median batch,
/// CPU time per op over all batches), in ns. The best batch is the figure least disturbed
/// by other processes on a shared machine.
fn per_op(inputs: &[usize], mut op: impl FnMut(usize)) -> (f64, f64, f64) {
    const BATCH: usize = 20_000;
    let mut batches = Vec::new();
    let cpu_begin = thread_cpu_seconds();
    for chunk in inputs.chunks(BATCH) {
        let begin = Instant::now();
        for &input in chunk {
            op(input);
        }
        batches.push(begin.elapsed().as_nanos() as f64 / chunk.len() as f64);
    }
    let cpu = (thread_cpu_seconds() - cpu_begin) * 1e9 / inputs.len() as f64;
    let best = batches.iter().copied().fold(f64::INFINITY, f64::min);
    (best, median(batches), cpu)
}

/// Median of `samples`.
fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

fn bench_copies() {
    let backend = match OpenClBackend::start(&Config::default()) {
        Ok(backend) => backend,
        Err(why) => {
            println!(
                "copy throughput: skipped: no OpenCL platform ({why}); install pocl-opencl-icd"
            );
            return;
        }
    };
    let device_name = p4a_runtime::Backend::info(&backend).name.clone();
    let mut rt = Runtime::new(backend, RuntimeOptions::default());
    // The raw side: its own context and queue on the same device.
    let platform = get_platforms()
        .unwrap()
        .into_iter()
        .find(|p| {
            p.get_devices(CL_DEVICE_TYPE_ALL)
                .is_ok_and(|d| !d.is_empty())
        })
        .unwrap();
    let device = Device::new(platform.get_devices(CL_DEVICE_TYPE_ALL).unwrap()[0]);
    let context = Context::from_device(&device).unwrap();
    #[allow(deprecated)]
    let queue = CommandQueue::create_default(&context, 0).unwrap();

    println!(
        "copy throughput on {device_name}, runtime vs raw clEnqueueWriteBuffer/ReadBuffer (target ratio >= 0.95)"
    );
    println!("  GB/s are medians; ratios are runtime/raw, of the medians and of the best runs");
    println!(
        "  {:>7}  {:>8} {:>8} {:>6} {:>6}   {:>8} {:>8} {:>6} {:>6}",
        "size", "H2D raw", "runtime", "median", "best", "D2H raw", "runtime", "median", "best"
    );
    // Fixed cost per copy: 64-byte transfers, where bookkeeping is all there is to see.
    {
        let mut host = vec![7u8; 64];
        let base = host.as_mut_ptr() as usize;
        let mut raw =
            unsafe { Buffer::<u8>::create(&context, CL_MEM_READ_WRITE, 64, std::ptr::null_mut()) }
                .unwrap();
        unsafe { rt.copy_to_device(base, 64) }.unwrap();
        let (mut raw_times, mut rt_times) = (vec![], vec![]);
        for _ in 0..50 {
            let t = Instant::now();
            for _ in 0..100 {
                unsafe { queue.enqueue_write_buffer(&mut raw, CL_BLOCKING, 0, &host, &[]) }
                    .unwrap();
            }
            raw_times.push(t.elapsed().as_secs_f64() / 100.0);
            let t = Instant::now();
            for _ in 0..100 {
                unsafe { rt.copy_to_device(base, 64) }.unwrap();
            }
            rt_times.push(t.elapsed().as_secs_f64() / 100.0);
        }
        let best = |samples: &[f64]| samples.iter().copied().fold(f64::INFINITY, f64::min) * 1e6;
        println!(
            "  64-byte upload: raw {:.2} us, runtime {:.2} us (best of 50 batches of 100)",
            best(&raw_times),
            best(&rt_times)
        );
        unsafe { rt.unmap(base, 64) }.unwrap();
    }
    for mb in [1usize, 4, 16, 64, 256] {
        let size = mb << 20;
        let mut host: Vec<u8> = (0..size).map(|i| i as u8).collect();
        let base = host.as_mut_ptr() as usize;
        let mut raw = unsafe {
            Buffer::<u8>::create(&context, CL_MEM_READ_WRITE, size, std::ptr::null_mut())
        }
        .unwrap();
        // Warm up both sides (first touch of device pages, mapping).
        unsafe { queue.enqueue_write_buffer(&mut raw, CL_BLOCKING, 0, &host, &[]) }.unwrap();
        unsafe { rt.copy_to_device(base, size) }.unwrap();
        let reps = (2048 / mb).clamp(9, 200);
        let (mut raw_w, mut rt_w, mut raw_r, mut rt_r) = (vec![], vec![], vec![], vec![]);
        for rep in 0..reps {
            // Alternate which side goes first, so that neither always runs on a warmer cache.
            let runtime_first = rep % 2 == 1;
            for runtime_side in [runtime_first, !runtime_first] {
                if runtime_side {
                    let t = Instant::now();
                    unsafe { rt.copy_to_device(base, size) }.unwrap();
                    rt_w.push(t.elapsed().as_secs_f64());
                    // A kernel would have written it: make the whole range device-newer.
                    rt.device_wrote(base, size).unwrap();
                    let t = Instant::now();
                    let moved = unsafe { rt.copy_from_device(base, size) }.unwrap();
                    rt_r.push(t.elapsed().as_secs_f64());
                    assert_eq!(moved, size as u64);
                } else {
                    let t = Instant::now();
                    unsafe { queue.enqueue_write_buffer(&mut raw, CL_BLOCKING, 0, &host, &[]) }
                        .unwrap();
                    raw_w.push(t.elapsed().as_secs_f64());
                    let t = Instant::now();
                    unsafe { queue.enqueue_read_buffer(&raw, CL_BLOCKING, 0, &mut host, &[]) }
                        .unwrap();
                    raw_r.push(t.elapsed().as_secs_f64());
                }
            }
        }
        let gbps = |seconds: f64| size as f64 / seconds / 1e9;
        let best = |samples: &[f64]| samples.iter().copied().fold(f64::INFINITY, f64::min);
        let row = |raw: Vec<f64>, runtime: Vec<f64>| {
            let (raw_best, runtime_best) = (best(&raw), best(&runtime));
            let (raw_median, runtime_median) = (median(raw), median(runtime));
            format!(
                "{:>8.2} {:>8.2} {:>6.3} {:>6.3}",
                gbps(raw_median),
                gbps(runtime_median),
                raw_median / runtime_median,
                raw_best / runtime_best
            )
        };
        println!("  {mb:>4} MB  {}   {}", row(raw_w, rt_w), row(raw_r, rt_r));
        unsafe { rt.unmap(base, size) }.unwrap();
    }
}

fn main() {
    // `cargo test --benches` runs this binary with `--bench` absent; keep it quick then.
    let quick = std::env::args().all(|arg| arg != "--bench");
    bench_lookup();
    if quick {
        println!("copy throughput: run with `cargo bench -p p4a-runtime` for the figures");
        return;
    }
    bench_copies();
}
