//! Model-based tests of the address-mapping cache on the simulated device.
//!
//! A random program over one host arena does host writes, uploads, kernel writes, kernel
//! reads, host reads, sub-block copies, explicit maps, evictions and unmaps, under small
//! memory limits so that eviction, merging and out-of-memory paths run all the time. The
//! harness plays the compiler: it keeps a byte-level model of where the current value of
//! each byte lives *as if the device were infinite* (no eviction), and places downloads
//! and uploads exactly where that model says a correct program needs them. Every host read
//! and kernel read is checked against the model's values: if the runtime ever lost a
//! device-newer byte or failed to restore an evicted one, a read differs.
//!
//! Also here: the deterministic tests T1–T3 of the thesis notes (lazy allocation, address
//! reuse, eviction under a budget), growth, and interior pointers.

use std::sync::{Arc, Mutex};

use p4a_runtime::backend::sim::{SimBackend, SimLaunch, SimOptions};
use p4a_runtime::{Access, Arg, Block, Error, Runtime, RuntimeOptions};
use proptest::prelude::*;

const ARENA: usize = 2048;
const ROWS: usize = 32;
const COLS: usize = 64;

/// Where the program believes the current value of a byte is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loc {
    Host,
    Device,
    Both,
}

#[derive(Clone, Debug)]
enum Op {
    HostWrite {
        start: usize,
        len: usize,
        value: u8,
        tell: bool,
    },
    Upload {
        start: usize,
        len: usize,
    },
    KernelWrite {
        start: usize,
        len: usize,
        value: u8,
    },
    KernelRead {
        start: usize,
        len: usize,
    },
    HostRead {
        start: usize,
        len: usize,
    },
    Map {
        start: usize,
        len: usize,
    },
    Evict {
        at: usize,
    },
    EvictAll,
    Unmap {
        start: usize,
        len: usize,
    },
    UploadBlock {
        row: usize,
        rows: usize,
        col: usize,
        cols: usize,
    },
    DownloadBlock {
        row: usize,
        rows: usize,
        col: usize,
        cols: usize,
    },
}

fn range() -> impl Strategy<Value = (usize, usize)> {
    (0..ARENA, 1usize..=600).prop_map(|(start, len)| (start, len.min(ARENA - start)))
}

fn block() -> impl Strategy<Value = (usize, usize, usize, usize)> {
    (0..ROWS, 1..=ROWS, 0..COLS, 1..=COLS)
        .prop_map(|(row, rows, col, cols)| (row, rows.min(ROWS - row), col, cols.min(COLS - col)))
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (range(), any::<u8>(), any::<bool>()).prop_map(|((start, len), value, tell)| Op::HostWrite { start, len, value, tell }),
        2 => range().prop_map(|(start, len)| Op::Upload { start, len }),
        3 => (range(), any::<u8>()).prop_map(|((start, len), value)| Op::KernelWrite { start, len, value }),
        3 => range().prop_map(|(start, len)| Op::KernelRead { start, len }),
        2 => range().prop_map(|(start, len)| Op::HostRead { start, len }),
        1 => range().prop_map(|(start, len)| Op::Map { start, len }),
        1 => (0..ARENA).prop_map(|at| Op::Evict { at }),
        1 => Just(Op::EvictAll),
        1 => range().prop_map(|(start, len)| Op::Unmap { start, len }),
        1 => block().prop_map(|(row, rows, col, cols)| Op::UploadBlock { row, rows, col, cols }),
        1 => block().prop_map(|(row, rows, col, cols)| Op::DownloadBlock { row, rows, col, cols }),
    ]
}

/// A simulated runtime with a `fill` and a `read` kernel.
struct Harness {
    rt: Runtime<SimBackend>,
    fill: usize,
    read: usize,
    read_out: Arc<Mutex<Vec<u8>>>,
    arena: Box<[u8]>,
    truth: Vec<u8>,
    loc: Vec<Loc>,
}

/// Calls `body(i)` for every in-range global x index of a 1-D chunk.
fn for_each_index(launch: &SimLaunch, mut body: impl FnMut(usize)) {
    let hidden = launch.args.len() - 2;
    let offset = launch.args[hidden].as_i64() as usize;
    let count = launch.args[hidden + 1].as_i64() as usize;
    let threads = launch.grid[0] as usize * launch.block[0] as usize;
    for local in 0..threads {
        let index = offset + local;
        if index < count {
            body(index);
        }
    }
}

impl Harness {
    fn new(capacity: u64, limit: u64, max_grid: Option<u64>) -> Harness {
        let mut sim = SimBackend::new(SimOptions {
            capacity,
            ..SimOptions::default()
        });
        sim.register_kernel(
            "fill",
            Arc::new(|launch: &SimLaunch| {
                // SAFETY: one view of the buffer at a time.
                let buf = unsafe { launch.args[0].bytes_mut() };
                let value = launch.args[1].as_i64() as u8;
                for_each_index(launch, |i| buf[i] = value);
            }),
        );
        let read_out = Arc::new(Mutex::new(Vec::new()));
        let sink = read_out.clone();
        sim.register_kernel(
            "read",
            Arc::new(move |launch: &SimLaunch| {
                let buf = unsafe { launch.args[0].bytes_mut() };
                let mut out = sink.lock().unwrap();
                for_each_index(launch, |i| out[i] = buf[i]);
            }),
        );
        let options = RuntimeOptions {
            memory_limit: Some(limit),
            max_grid,
            ..RuntimeOptions::default()
        };
        let mut rt = Runtime::new(sim, options);
        let program = rt.load_program("fill read", "").unwrap();
        let fill = rt.kernel(program, "fill").unwrap();
        let read = rt.kernel(program, "read").unwrap();
        let arena: Box<[u8]> = (0..ARENA).map(|i| (i * 7 + 3) as u8).collect();
        let truth = arena.to_vec();
        Harness {
            rt,
            fill,
            read,
            read_out,
            arena,
            truth,
            loc: vec![Loc::Host; ARENA],
        }
    }

    fn addr(&self, offset: usize) -> usize {
        self.arena.as_ptr() as usize + offset
    }

    /// Downloads `[start, start + len)` if the model says some byte is on the device only.
    fn download_if_needed(&mut self, start: usize, len: usize) {
        if !self.loc[start..start + len].contains(&Loc::Device) {
            return;
        }
        unsafe { self.rt.copy_from_device(self.addr(start), len) }
            .expect("download of device-newer bytes");
        for loc in &mut self.loc[start..start + len] {
            if *loc == Loc::Device {
                *loc = Loc::Both;
            }
        }
    }

    /// Uploads the host-only runs of `[start, start + len)`; false if out of memory.
    fn upload_if_needed(&mut self, start: usize, len: usize) -> bool {
        let mut at = start;
        while at < start + len {
            if self.loc[at] != Loc::Host {
                at += 1;
                continue;
            }
            let run_start = at;
            while at < start + len && self.loc[at] == Loc::Host {
                at += 1;
            }
            match unsafe { self.rt.copy_to_device(self.addr(run_start), at - run_start) } {
                Ok(()) => self.loc[run_start..at].fill(Loc::Both),
                Err(Error::OutOfMemory { .. }) => return false,
                Err(err) => panic!("upload failed: {err}"),
            }
        }
        true
    }

    fn block_bytes(row: usize, rows: usize, col: usize, cols: usize) -> Vec<usize> {
        (row..row + rows)
            .flat_map(|r| (col..col + cols).map(move |c| r * COLS + c))
            .collect()
    }

    fn step(&mut self, op: &Op) {
        match *op {
            Op::HostWrite {
                start,
                len,
                value,
                tell,
            } => {
                if !tell {
                    self.download_if_needed(start, len);
                }
                self.arena[start..start + len].fill(value);
                if tell {
                    self.rt.host_wrote(self.addr(start), len).unwrap();
                }
                self.truth[start..start + len].fill(value);
                self.loc[start..start + len].fill(Loc::Host);
            }
            Op::Upload { start, len } => {
                self.download_if_needed(start, len);
                match unsafe { self.rt.copy_to_device(self.addr(start), len) } {
                    Ok(()) => self.loc[start..start + len].fill(Loc::Both),
                    Err(Error::OutOfMemory { .. }) => {}
                    Err(err) => panic!("upload failed: {err}"),
                }
            }
            Op::KernelWrite { start, len, value } => {
                let value = i64::from(value).to_le_bytes();
                let args = [
                    Arg::Buffer {
                        host: self.addr(start),
                        len,
                        access: Access::Write,
                        base_and_offset: false,
                    },
                    Arg::Scalar(&value),
                ];
                match unsafe { self.rt.launch(self.fill, &[len as u64], &args) } {
                    Ok(()) => {
                        self.truth[start..start + len].fill(value[0]);
                        self.loc[start..start + len].fill(Loc::Device);
                    }
                    Err(Error::OutOfMemory { .. }) => {}
                    Err(err) => panic!("kernel write failed: {err}"),
                }
            }
            Op::KernelRead { start, len } => {
                if !self.upload_if_needed(start, len) {
                    return;
                }
                *self.read_out.lock().unwrap() = vec![0; len];
                let args = [Arg::Buffer {
                    host: self.addr(start),
                    len,
                    access: Access::Read,
                    base_and_offset: false,
                }];
                match unsafe { self.rt.launch(self.read, &[len as u64], &args) } {
                    Ok(()) => {
                        let seen = self.read_out.lock().unwrap().clone();
                        assert_eq!(
                            seen,
                            self.truth[start..start + len],
                            "kernel read of {start}+{len}"
                        );
                    }
                    Err(Error::OutOfMemory { .. }) => {}
                    Err(err) => panic!("kernel read failed: {err}"),
                }
            }
            Op::HostRead { start, len } => {
                self.download_if_needed(start, len);
                assert_eq!(
                    self.arena[start..start + len],
                    self.truth[start..start + len],
                    "host read of {start}+{len}"
                );
            }
            Op::Map { start, len } => match unsafe { self.rt.map(self.addr(start), len) } {
                Ok(()) | Err(Error::OutOfMemory { .. }) => {}
                Err(err) => panic!("map failed: {err}"),
            },
            Op::Evict { at } => {
                unsafe { self.rt.evict(self.addr(at)) }.unwrap();
            }
            Op::EvictAll => unsafe { self.rt.evict_all() }.unwrap(),
            Op::Unmap { start, len } => {
                unsafe { self.rt.unmap(self.addr(start), len) }.unwrap();
                self.truth[start..start + len].copy_from_slice(&self.arena[start..start + len]);
                self.loc[start..start + len].fill(Loc::Host);
            }
            Op::UploadBlock {
                row,
                rows,
                col,
                cols,
            } => {
                let block = Block {
                    elem_size: 1,
                    dims: vec![ROWS, COLS],
                    block: vec![rows, cols],
                    offset: vec![row, col],
                };
                let bytes = Self::block_bytes(row, rows, col, cols);
                if bytes.iter().any(|&b| self.loc[b] == Loc::Device) {
                    unsafe { self.rt.copy_block_from_device(self.addr(0), &block) }.unwrap();
                    for &b in &bytes {
                        if self.loc[b] == Loc::Device {
                            self.loc[b] = Loc::Both;
                        }
                    }
                }
                match unsafe { self.rt.copy_block_to_device(self.addr(0), &block) } {
                    Ok(()) => bytes.iter().for_each(|&b| self.loc[b] = Loc::Both),
                    Err(Error::OutOfMemory { .. }) => {}
                    Err(err) => panic!("block upload failed: {err}"),
                }
            }
            Op::DownloadBlock {
                row,
                rows,
                col,
                cols,
            } => {
                let block = Block {
                    elem_size: 1,
                    dims: vec![ROWS, COLS],
                    block: vec![rows, cols],
                    offset: vec![row, col],
                };
                let bytes = Self::block_bytes(row, rows, col, cols);
                match unsafe { self.rt.copy_block_from_device(self.addr(0), &block) } {
                    Ok(_) => {}
                    Err(Error::NotMapped { .. }) => {
                        assert!(bytes.iter().all(|&b| self.loc[b] != Loc::Device))
                    }
                    Err(err) => panic!("block download failed: {err}"),
                }
                for &b in &bytes {
                    if self.loc[b] == Loc::Device {
                        self.loc[b] = Loc::Both;
                    }
                    assert_eq!(self.arena[b], self.truth[b], "block download, byte {b}");
                }
            }
        }
        self.rt.cache().check_invariants();
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn no_byte_is_ever_lost(
        capacity in prop_oneof![Just(1536u64), Just(3072), Just(1 << 20)],
        limit in prop_oneof![Just(1024u64), Just(2560), Just(1 << 20)],
        max_grid in prop_oneof![Just(None), Just(Some(3u64))],
        ops in prop::collection::vec(op(), 1..60),
    ) {
        let mut h = Harness::new(capacity, limit, max_grid);
        for op in &ops {
            h.step(op);
        }
        h.step(&Op::HostRead { start: 0, len: ARENA });
        h.step(&Op::EvictAll);
        h.step(&Op::KernelRead { start: 0, len: ARENA.min(limit as usize).min(capacity as usize) });
    }
}

fn sim_runtime(limit: u64) -> Runtime<SimBackend> {
    Runtime::new(
        SimBackend::new(SimOptions::default()),
        RuntimeOptions {
            memory_limit: Some(limit),
            ..RuntimeOptions::default()
        },
    )
}

#[test]
fn t1_lazy_allocation_and_unmapped_download() {
    let mut rt = sim_runtime(1 << 20);
    let data = vec![1u8; 800];
    let host = data.as_ptr() as usize;
    unsafe { rt.map(host, 800) }.unwrap();
    unsafe { rt.map(host, 800) }.unwrap();
    unsafe { rt.map(host + 100, 50) }.unwrap();
    assert_eq!(rt.stats().allocations.count, 1);
    let other = [0u8; 16];
    let err = unsafe { rt.copy_from_device(other.as_ptr() as usize, 16) }.unwrap_err();
    assert!(matches!(err, Error::NotMapped { .. }), "{err}");
}

#[test]
fn t2_address_reuse_after_unmap_gets_a_fresh_larger_buffer() {
    let mut rt = sim_runtime(1 << 20);
    let mut data = vec![7u8; 4096];
    let host = data.as_mut_ptr() as usize;
    unsafe { rt.copy_to_device(host, 1024) }.unwrap();
    unsafe { rt.unmap(host, 1024) }.unwrap();
    assert!(rt.cache().is_empty());
    // The "new array" at the same address is larger.
    unsafe { rt.copy_to_device(host, 4096) }.unwrap();
    let entry = rt.cache().entries().next().unwrap();
    assert_eq!((entry.start, entry.len), (host, 4096));
    assert_eq!(rt.stats().allocations.count, 2);
    assert_eq!(rt.backend().live_buffers(), 1);
}

#[test]
fn t3_eviction_writes_back_device_newer_data() {
    let mut h = Harness::new(1 << 20, 1024, None);
    // Two 768-byte arrays cannot both be resident under a 1024-byte budget.
    h.step(&Op::KernelWrite {
        start: 0,
        len: 768,
        value: 11,
    });
    h.step(&Op::KernelWrite {
        start: 1024,
        len: 768,
        value: 22,
    });
    let stats = h.rt.stats().clone();
    assert_eq!(stats.evictions.count, 1);
    assert_eq!(stats.eviction_writeback_bytes, 768);
    // The first array came back to the host at eviction: no download needed now.
    assert!(h.arena[..768].iter().all(|&b| b == 11));
    // Reading it in a kernel restores it to the device, evicting the second.
    h.step(&Op::KernelRead { start: 0, len: 768 });
    h.step(&Op::HostRead {
        start: 0,
        len: ARENA,
    });
}

#[test]
fn growing_a_mapping_keeps_device_data() {
    let mut h = Harness::new(1 << 20, 1 << 20, None);
    h.step(&Op::KernelWrite {
        start: 100,
        len: 100,
        value: 5,
    });
    h.step(&Op::KernelWrite {
        start: 300,
        len: 100,
        value: 6,
    });
    // One request spanning both and more merges them on the device.
    h.step(&Op::KernelRead {
        start: 50,
        len: 500,
    });
    assert_eq!(h.rt.cache().len(), 1);
    // Every valid byte of the five pieces moves on the device, none through the host.
    assert_eq!(h.rt.stats().d2d.bytes, 500);
    assert_eq!(h.rt.stats().d2h.bytes, 0);
    h.step(&Op::HostRead {
        start: 0,
        len: ARENA,
    });
}

#[test]
fn interior_pointers_resolve_to_the_enclosing_buffer() {
    let mut h = Harness::new(1 << 20, 1 << 20, None);
    h.step(&Op::Upload {
        start: 0,
        len: 1000,
    });
    let base = h.addr(0);
    let (slot, offset) = h.rt.cache().lookup(base + 640).unwrap();
    assert_eq!(offset, 640);
    assert_eq!(h.rt.cache().entry(slot).start, base);
    assert!(h.rt.cache().lookup(base + 1000).is_none());
    h.step(&Op::KernelWrite {
        start: 640,
        len: 10,
        value: 9,
    });
    assert_eq!(h.rt.stats().allocations.count, 1);
    h.step(&Op::HostRead {
        start: 600,
        len: 100,
    });
}

#[test]
fn unmapping_part_of_a_mapping_keeps_the_rest() {
    let mut h = Harness::new(1 << 20, 1 << 20, None);
    h.step(&Op::KernelWrite {
        start: 0,
        len: 1000,
        value: 3,
    });
    h.step(&Op::Unmap {
        start: 200,
        len: 100,
    });
    assert_eq!(h.rt.cache().len(), 2);
    h.step(&Op::KernelRead { start: 0, len: 200 });
    h.step(&Op::HostRead {
        start: 0,
        len: 1000,
    });
}

#[test]
fn launches_larger_than_a_grid_are_chunked() {
    let mut h = Harness::new(1 << 20, 1 << 20, Some(2));
    h.step(&Op::KernelWrite {
        start: 0,
        len: 1000,
        value: 4,
    });
    let stats = h.rt.stats();
    assert!(stats.chunks > 1, "{} chunks", stats.chunks);
    h.step(&Op::HostRead {
        start: 0,
        len: 1000,
    });
}

#[test]
fn empty_iteration_spaces_launch_nothing() {
    let mut h = Harness::new(1 << 20, 1 << 20, None);
    let args = [
        Arg::Buffer {
            host: h.addr(0),
            len: 10,
            access: Access::Write,
            base_and_offset: false,
        },
        Arg::Scalar(&[1, 0, 0, 0, 0, 0, 0, 0]),
    ];
    unsafe { h.rt.launch(h.fill, &[0], &args) }.unwrap();
    assert_eq!(h.rt.stats().skipped_empty, 1);
    assert!(h.rt.backend().launches.is_empty());
    assert_eq!(h.rt.stats().allocations.count, 0);
}

#[test]
fn arguments_larger_than_the_budget_fail_cleanly() {
    let mut h = Harness::new(1 << 20, 1024, None);
    h.step(&Op::KernelWrite {
        start: 0,
        len: 600,
        value: 1,
    });
    // Two 600-byte arguments cannot be resident together under 1024 bytes.
    let value = 2i64.to_le_bytes();
    let args = [
        Arg::Buffer {
            host: h.addr(1000),
            len: 600,
            access: Access::Write,
            base_and_offset: false,
        },
        Arg::Buffer {
            host: h.addr(0),
            len: 600,
            access: Access::Read,
            base_and_offset: false,
        },
        Arg::Scalar(&value),
    ];
    let err = unsafe { h.rt.launch(h.fill, &[600], &args) }.unwrap_err();
    assert!(matches!(err, Error::OutOfMemory { .. }), "{err}");
    h.rt.cache().check_invariants();
    h.step(&Op::HostRead {
        start: 0,
        len: ARENA,
    });
}

#[test]
fn fresh_bytes_are_valid_on_the_device_without_an_upload() {
    let mut rt = sim_runtime(1 << 20);
    rt.check_start();
    let fresh = vec![0u8; 800];
    let plain = vec![0u8; 800];
    let (f, q) = (fresh.as_ptr() as usize, plain.as_ptr() as usize);
    // A new block: mapped, nothing copied, and a kernel may use it as it is.
    unsafe { rt.host_fresh(f, 800) }.unwrap();
    assert_eq!(rt.stats().h2d.count, 0);
    rt.check_device(f, 800, 1);
    assert_eq!(rt.stats().stale_bytes, 0);
    // A block merely mapped holds the host's bytes only: reading it on the device is stale.
    unsafe { rt.map(q, 800) }.unwrap();
    rt.check_device(q, 800, 2);
    assert_eq!(rt.stats().stale_bytes, 800);
    // Once the host writes part of the fresh block, that part is newer on the host.
    rt.host_wrote(f + 100, 50).unwrap();
    rt.check_device(f, 800, 3);
    assert_eq!(rt.stats().stale_bytes, 850);
    // Uploading fresh bytes is not counted redundant: the host may have written them
    // without telling the runtime (only `--check-transfers` builds report host writes).
    unsafe { rt.upload(f, 800) }.unwrap();
    assert_eq!(rt.stats().redundant_bytes, 0);
    // Once uploaded they are synced: uploading them again is.
    unsafe { rt.upload(f, 800) }.unwrap();
    assert_eq!(rt.stats().redundant_bytes, 800);
    // A NULL block (a failed malloc) is left to the program.
    unsafe { rt.host_fresh(0, 800) }.unwrap();
}
