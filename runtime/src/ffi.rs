//! The C ABI declared in `include/p4a_runtime.h`: one process-wide runtime behind a mutex.
//!
//! Every exported function goes through `call`, which
//! - starts the runtime on first use (backend from `P4A_BACKEND`, else CUDA then OpenCL),
//! - serializes calls (generated OpenMP host code may call from several threads),
//! - catches panics, so that none crosses the C boundary (they become
//!   `P4A_ERROR_INTERNAL`),
//! - traces the call on stderr with `P4A_TRACE=1`,
//! - on error, keeps the message for `p4a_last_error` (per thread) and, in the default
//!   error mode, prints it and exits with status 1, so that a generated program that does
//!   not check return codes still stops with a clear message.
//!
//! Handles given to C (`p4a_program *`, `p4a_kernel *`) are indices plus one disguised as
//! pointers; the runtime validates them, so a stale handle is an error, not a crash.
//! Statistics are written at exit through `atexit` when `P4A_STATS` is set.

use std::cell::RefCell;
use std::ffi::{CStr, CString, c_char, c_int, c_void};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Mutex, MutexGuard, Once, OnceLock, PoisonError};

use crate::backend::{self, Backend, BackendSet};
use crate::blocks::Block;
use crate::config::{Config, ErrorMode};
use crate::error::{Error, Result};
use crate::runtime::{Access, Arg, Runtime, RuntimeOptions};

/// The process-wide state behind the C ABI.
struct Global {
    runtime: Option<Runtime<Box<dyn Backend>>>,
    device_name: Option<CString>,
    stats_written: bool,
    /// Kernels of generated code by the addresses of their program's source and of their
    /// name (`p4a_launch_begin`): string literals, found again without hashing the source.
    named_kernels: Vec<(usize, usize, usize)>,
}

static GLOBAL: Mutex<Global> = Mutex::new(Global {
    runtime: None,
    device_name: None,
    stats_written: false,
    named_kernels: Vec::new(),
});

/// 0: not set yet (read `P4A_ON_ERROR`), 1: exit, 2: return.
static ERROR_MODE: AtomicU8 = AtomicU8::new(0);

static AT_EXIT: Once = Once::new();

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
}

/// The environment settings, read once.
fn config() -> std::result::Result<&'static Config, Error> {
    static CONFIG: OnceLock<std::result::Result<Config, String>> = OnceLock::new();
    CONFIG
        .get_or_init(|| {
            // The message without its `invalid argument: ` prefix, which `Error::Invalid`
            // adds again below.
            Config::from_env().map_err(|err| match err {
                Error::Invalid(message) => message,
                other => other.to_string(),
            })
        })
        .as_ref()
        .map_err(|message| Error::Invalid(message.clone()))
}

fn error_mode() -> ErrorMode {
    match ERROR_MODE.load(Ordering::Relaxed) {
        1 => ErrorMode::Exit,
        2 => ErrorMode::Return,
        _ => config().map_or(ErrorMode::Exit, |config| config.on_error),
    }
}

fn tracing() -> bool {
    config().is_ok_and(|config| config.trace)
}

fn lock() -> MutexGuard<'static, Global> {
    GLOBAL.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Runs `body` on the global state with the C boundary's guarantees (see the module doc).
/// `describe` renders the arguments for the trace.
fn call<T>(
    name: &str,
    describe: impl FnOnce() -> String,
    body: impl FnOnce(&mut Global) -> Result<T>,
) -> std::result::Result<T, c_int> {
    let res = catch_unwind(AssertUnwindSafe(|| body(&mut lock()))).unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into());
        Err(Error::Internal(message))
    });
    if tracing() {
        let outcome = match &res {
            Ok(_) => "ok".to_string(),
            Err(err) => format!("error {}: {err}", err.code()),
        };
        eprintln!("p4a: {name}({}) -> {outcome}", describe());
    }
    res.map_err(|err| {
        let code = err.code();
        let message = format!("p4a_{name}: {err}");
        LAST_ERROR.with(|last| {
            *last.borrow_mut() = CString::new(message.replace('\0', " ")).unwrap_or_default()
        });
        if error_mode() == ErrorMode::Exit {
            eprintln!("p4a runtime: {message}");
            std::process::exit(1);
        }
        code
    })
}

/// [`call`] for functions that return only a status code.
fn status(
    name: &str,
    describe: impl FnOnce() -> String,
    body: impl FnOnce(&mut Global) -> Result<()>,
) -> c_int {
    match call(name, describe, body) {
        Ok(()) => 0,
        Err(code) => code,
    }
}

impl Global {
    /// The runtime, started on first use with a backend from `wanted`.
    fn runtime(&mut self, wanted: BackendSet) -> Result<&mut Runtime<Box<dyn Backend>>> {
        if self.runtime.is_none() {
            let config = config()?;
            let backend = backend::start(config, wanted)?;
            let options = RuntimeOptions {
                memory_limit: config.memory_limit,
                max_block: config.max_block,
                max_grid: config.max_grid,
                time_launches: config.stats_path.is_some() || config.trace,
                tune: config.tune,
            };
            let runtime = Runtime::new(backend, options);
            self.device_name = Some(
                CString::new(runtime.backend().info().name.replace('\0', " ")).unwrap_or_default(),
            );
            self.runtime = Some(runtime);
            self.stats_written = false;
            AT_EXIT.call_once(|| {
                // SAFETY: registers a plain function; failure only loses the exit stats.
                unsafe { atexit(write_stats_at_exit) };
            });
        }
        let runtime = self.runtime.as_mut().expect("started above");
        let name = runtime.backend().info().backend;
        if !wanted.accepts(name) {
            return Err(Error::Invalid(format!(
                "the runtime already runs on the {name} backend, which this caller does not accept"
            )));
        }
        Ok(runtime)
    }

    /// The running runtime, started with any backend if needed.
    fn any(&mut self) -> Result<&mut Runtime<Box<dyn Backend>>> {
        self.runtime(BackendSet::ANY)
    }

    /// Writes the statistics where `P4A_STATS` says, once per runtime.
    fn write_stats(&mut self) -> Result<()> {
        let (Some(runtime), Ok(Some(path))) =
            (&self.runtime, config().map(|c| c.stats_path.as_ref()))
        else {
            return Ok(());
        };
        if self.stats_written {
            return Ok(());
        }
        self.stats_written = true;
        let stats = runtime.stats();
        eprintln!("{}", stats.summary());
        for line in stats.tuning_lines() {
            eprintln!("{line}");
        }
        std::fs::write(path, stats.to_json()).map_err(|err| {
            Error::Invalid(format!(
                "cannot write statistics to {}: {err}",
                path.display()
            ))
        })
    }
}

unsafe extern "C" {
    fn atexit(callback: extern "C" fn()) -> c_int;
    fn malloc_usable_size(ptr: *mut c_void) -> usize;
    fn free(ptr: *mut c_void);
    fn malloc(size: usize) -> *mut c_void;
    fn calloc(count: usize, size: usize) -> *mut c_void;
    fn realloc(ptr: *mut c_void, size: usize) -> *mut c_void;
}

/// `malloc(size)`, for generated code, whose host file may not include <stdlib.h> (and
/// must not: the user's names would meet the header's), and which replaces the program's
/// own `malloc` calls: the block's size is recorded ([`crate::objects`]) so that copies
/// can be kept inside it. Release with `p4a_host_free`.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_host_malloc(size: usize) -> *mut c_void {
    // SAFETY: the C library's allocator, as documented.
    let ptr = unsafe { malloc(size) };
    crate::objects::note(ptr as usize, size);
    ptr
}

/// `calloc(count, size)`, recording the block's size (see `p4a_host_malloc`).
#[unsafe(no_mangle)]
pub extern "C" fn p4a_host_calloc(count: usize, size: usize) -> *mut c_void {
    // SAFETY: the C library's allocator, as documented.
    let ptr = unsafe { calloc(count, size) };
    // calloc fails (NULL) when the product overflows, so it does not overflow here.
    crate::objects::note(ptr as usize, count.wrapping_mul(size));
    ptr
}

/// `realloc(ptr, size)` for blocks that may be mapped: the device-newer bytes of the old
/// block are downloaded and its mappings dropped first (the block may move), then the new
/// block's size is recorded (see `p4a_host_malloc`).
///
/// # Safety
/// `ptr` is NULL or a live block from `malloc`/`calloc`/`realloc`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_host_realloc(ptr: *mut c_void, size: usize) -> *mut c_void {
    if !ptr.is_null() {
        let old = crate::objects::forget(ptr as usize)
            // SAFETY: `ptr` is a live heap block.
            .unwrap_or_else(|| unsafe { malloc_usable_size(ptr) });
        let _ = status(
            "host_realloc",
            || format!("{ptr:p}, {size}"),
            |global| match global.runtime.as_mut() {
                Some(runtime) => {
                    // SAFETY: the old block is live until realloc below.
                    unsafe { runtime.download(ptr as usize, old)? };
                    unsafe { runtime.unmap(ptr as usize, old) }
                }
                None => Ok(()),
            },
        );
    }
    // SAFETY: as documented.
    let moved = unsafe { realloc(ptr, size) };
    crate::objects::note(moved as usize, size);
    moved
}

/// The element index `lo` (of `elem`-byte elements from `base`) clamped into the object
/// that holds `base`: at least its first element, at most its last. `size` > 0 is the
/// object's size when `base` starts it (a declared array); 0: the heap block recorded by
/// `p4a_host_malloc`/`calloc`/`realloc`; an unknown object leaves `lo` as it is.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_object_first(base: *const c_void, elem: usize, size: usize, lo: i64) -> i64 {
    crate::objects::clamp_first(base as usize, elem, size, lo)
}

/// The element index `hi` clamped to the last element of the object that holds `base`
/// (see `p4a_object_first`).
#[unsafe(no_mangle)]
pub extern "C" fn p4a_object_last(base: *const c_void, elem: usize, size: usize, hi: i64) -> i64 {
    crate::objects::clamp_last(base as usize, elem, size, hi)
}

extern "C" fn write_stats_at_exit() {
    let _ = catch_unwind(|| {
        // Never block at exit: another thread may hold the lock forever.
        if let Ok(mut global) = GLOBAL.try_lock()
            && let Err(err) = global.write_stats()
        {
            eprintln!("p4a runtime: {err}");
        }
    });
}

/// The text of a C string argument; `what` names it in errors.
///
/// # Safety
/// `ptr` is null or a NUL-terminated string.
unsafe fn c_text<'a>(ptr: *const c_char, what: &str) -> Result<&'a str> {
    if ptr.is_null() {
        return Err(Error::Invalid(format!("{what} is NULL")));
    }
    // SAFETY: the caller passes a NUL-terminated string.
    unsafe { CStr::from_ptr(ptr) }
        .to_str()
        .map_err(|_| Error::Invalid(format!("{what} is not UTF-8")))
}

/// The text of an optional C string argument (`NULL` is empty).
unsafe fn c_text_or_empty<'a>(ptr: *const c_char, what: &str) -> Result<&'a str> {
    if ptr.is_null() {
        Ok("")
    } else {
        unsafe { c_text(ptr, what) }
    }
}

fn handle_from<T>(ptr: *const T) -> usize {
    (ptr as usize).wrapping_sub(1)
}

fn handle_to<T>(index: usize) -> *mut T {
    (index + 1) as *mut T
}

/// `P4A_BACKEND_*` bits accepted by [`p4a_runtime_init`].
const KNOWN_BACKENDS: c_int = 1 | 2 | 4;

/// Starts the runtime on a backend from the set `backends` (see the header).
#[unsafe(no_mangle)]
pub extern "C" fn p4a_runtime_init(backends: c_int) -> c_int {
    status(
        "runtime_init",
        || format!("{backends}"),
        |global| {
            if backends & !KNOWN_BACKENDS != 0 || backends < 0 {
                return Err(Error::Invalid(format!(
                    "unknown backend bits {backends:#x}"
                )));
            }
            global.runtime(BackendSet(backends as u32)).map(|_| ())
        },
    )
}

/// Writes the statistics, frees all device memory and programs, and stops the runtime.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_runtime_finish() -> c_int {
    status("runtime_finish", String::new, |global| {
        let res = global.write_stats();
        global.named_kernels.clear();
        if let Some(mut runtime) = global.runtime.take() {
            runtime.finish();
        }
        res
    })
}

/// The running backend's name (`"opencl"`, `"cuda"`, `"sim"`), or NULL if not started.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_runtime_backend() -> *const c_char {
    let name = call("runtime_backend", String::new, |global| {
        Ok(global
            .runtime
            .as_ref()
            .map(|rt| rt.backend().info().backend))
    });
    match name {
        Ok(Some("opencl")) => c"opencl".as_ptr(),
        Ok(Some("cuda")) => c"cuda".as_ptr(),
        Ok(Some("sim")) => c"sim".as_ptr(),
        _ => std::ptr::null(),
    }
}

/// The running device's name, or NULL if not started; valid until `p4a_runtime_finish`.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_runtime_device() -> *const c_char {
    call("runtime_device", String::new, |global| {
        Ok(match (&global.runtime, &global.device_name) {
            (Some(_), Some(name)) => name.as_ptr(),
            _ => std::ptr::null(),
        })
    })
    .unwrap_or(std::ptr::null())
}

/// Chooses what a failing call does: `P4A_ERRORS_EXIT` (0) or `P4A_ERRORS_RETURN` (1).
#[unsafe(no_mangle)]
pub extern "C" fn p4a_runtime_set_error_mode(mode: c_int) -> c_int {
    match mode {
        0 => ERROR_MODE.store(1, Ordering::Relaxed),
        1 => ERROR_MODE.store(2, Ordering::Relaxed),
        _ => {
            return status(
                "runtime_set_error_mode",
                || format!("{mode}"),
                |_| Err(Error::Invalid(format!("unknown error mode {mode}"))),
            );
        }
    }
    0
}

/// Waits until all enqueued device work is done.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_runtime_synchronize() -> c_int {
    status("runtime_synchronize", String::new, |global| {
        global.any()?.synchronize()
    })
}

/// The message of the calling thread's last failed call ("" if none).
#[unsafe(no_mangle)]
pub extern "C" fn p4a_last_error() -> *const c_char {
    LAST_ERROR.with(|last| last.borrow().as_ptr())
}

/// Maps `[host, host + size)` to a device buffer.
///
/// # Safety
/// The range must stay valid host memory until unmapped.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_buffer_map(host: *const c_void, size: usize) -> c_int {
    status(
        "buffer_map",
        || format!("{host:p}, {size}"),
        |global| unsafe { global.any()?.map(host as usize, size) },
    )
}

/// Drops the mappings of `[host, host + size)`, discarding their device copy.
///
/// # Safety
/// Bytes of the same mappings outside the range must still be valid host memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_buffer_unmap(host: *const c_void, size: usize) -> c_int {
    status(
        "buffer_unmap",
        || format!("{host:p}, {size}"),
        |global| match global.runtime.as_mut() {
            Some(runtime) => unsafe { runtime.unmap(host as usize, size) },
            None => Ok(()),
        },
    )
}

/// Evicts the mapping that contains `host`; 1 if it was resident, 0 otherwise.
///
/// # Safety
/// Mapped ranges must be valid host memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_buffer_evict(host: *const c_void) -> c_int {
    call(
        "buffer_evict",
        || format!("{host:p}"),
        |global| match global.runtime.as_mut() {
            Some(runtime) => unsafe { runtime.evict(host as usize) }.map(c_int::from),
            None => Ok(0),
        },
    )
    .unwrap_or_else(|code| code)
}

/// Evicts every mapping.
///
/// # Safety
/// Mapped ranges must be valid host memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_buffer_evict_all() -> c_int {
    status("buffer_evict_all", String::new, |global| {
        match global.runtime.as_mut() {
            Some(runtime) => unsafe { runtime.evict_all() },
            None => Ok(()),
        }
    })
}

/// 0 if `host` is not mapped, 1 if mapped and resident, 2 if mapped but evicted.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_buffer_is_mapped(host: *const c_void) -> c_int {
    call(
        "buffer_is_mapped",
        || format!("{host:p}"),
        |global| {
            let Some(runtime) = global.runtime.as_ref() else {
                return Ok(0);
            };
            let cache = runtime.cache();
            Ok(match cache.lookup(host as usize) {
                None => 0,
                Some((slot, _)) if cache.entry(slot).buffer.is_some() => 1,
                Some(_) => 2,
            })
        },
    )
    .unwrap_or_else(|code| code)
}

/// Maps `[host, host + size)` and stores the device address of `host` in `*device_out`.
///
/// # Safety
/// `device_out` is writable; the range stays valid host memory until unmapped.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_buffer_device_pointer(
    host: *const c_void,
    size: usize,
    device_out: *mut u64,
) -> c_int {
    status(
        "buffer_device_pointer",
        || format!("{host:p}, {size}, {device_out:p}"),
        |global| {
            if device_out.is_null() {
                return Err(Error::Invalid("device_out is NULL".into()));
            }
            let address = unsafe { global.any()?.raw_pointer(host as usize, size)? };
            // SAFETY: checked non-null; the caller passes writable memory.
            unsafe { device_out.write(address) };
            Ok(())
        },
    )
}

/// Uploads the bytes of `[host, host + size)` the device does not hold newer (generated
/// code; `line` is the source line, for the checks).
///
/// # Safety
/// The range is valid host memory and stays so until unmapped.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_upload(host: *const c_void, size: usize, line: c_int) -> c_int {
    let _ = line;
    status(
        "upload",
        || format!("{host:p}, {size}"),
        |global| unsafe { global.any()?.upload(host as usize, size) },
    )
}

/// Downloads the device-newer bytes of `[host, host + size)` (`P4A_WHOLE_MAPPING`: the
/// mapping and the recorded heap block holding `host`); nothing when unmapped.
///
/// # Safety
/// The range is valid host memory, writable where the device holds newer bytes (a const
/// view of it is taken: see the header).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_download(host: *const c_void, size: usize, line: c_int) -> c_int {
    let _ = line;
    status(
        "download",
        || format!("{host:p}, {size}"),
        |global| match global.runtime.as_mut() {
            Some(runtime) => unsafe { runtime.download(host as usize, size) },
            None => Ok(()),
        },
    )
}

/// Downloads every device-newer byte of every mapping.
///
/// # Safety
/// Every mapped range is valid, writable host memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_download_all(line: c_int) -> c_int {
    let _ = line;
    status("download_all", String::new, |global| {
        match global.runtime.as_mut() {
            Some(runtime) => unsafe { runtime.download_all() },
            None => Ok(()),
        }
    })
}

/// Turns on the transfer checks (`p4a --check-transfers`).
#[unsafe(no_mangle)]
pub extern "C" fn p4a_check_start() -> c_int {
    status("check_start", String::new, |global| {
        global.any()?.check_start();
        Ok(())
    })
}

/// `--check-transfers`: the host reads (`mode` 1) or wrote (`mode` 2) `[host, host + size)`.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_check_host(
    host: *const c_void,
    size: usize,
    mode: c_int,
    line: c_int,
) -> c_int {
    status(
        "check_host",
        || format!("{host:p}, {size}, {mode}"),
        |global| match global.runtime.as_mut() {
            Some(runtime) => runtime.check_host(host as usize, size, mode == 1, line.max(0) as u32),
            None => Ok(()),
        },
    )
}

/// `--check-transfers`: a kernel reads `[host, host + size)`.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_check_device(host: *const c_void, size: usize, line: c_int) -> c_int {
    status(
        "check_device",
        || format!("{host:p}, {size}"),
        |global| {
            global
                .any()?
                .check_device(host as usize, size, line.max(0) as u32);
            Ok(())
        },
    )
}

/// Maps `[host, host + size)`, a new heap block or array whose bytes hold no value yet
/// (both copies are as good: nothing to upload before a kernel writes it).
///
/// # Safety
/// The range is valid host memory until unmapped or freed with `p4a_host_free`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_host_fresh(host: *const c_void, size: usize) -> c_int {
    status(
        "host_fresh",
        || format!("{host:p}, {size}"),
        |global| unsafe { global.any()?.host_fresh(host as usize, size) },
    )
}

/// Records that the host wrote `[host, host + size)` (device copy now stale).
#[unsafe(no_mangle)]
pub extern "C" fn p4a_host_wrote(host: *const c_void, size: usize) -> c_int {
    status(
        "host_wrote",
        || format!("{host:p}, {size}"),
        |global| match global.runtime.as_mut() {
            Some(runtime) => runtime.host_wrote(host as usize, size),
            None => Ok(()),
        },
    )
}

/// Records that device code the runtime did not launch wrote `[host, host + size)`.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_device_wrote(host: *const c_void, size: usize) -> c_int {
    status(
        "device_wrote",
        || format!("{host:p}, {size}"),
        |global| global.any()?.device_wrote(host as usize, size),
    )
}

/// Unmaps the heap block at `ptr` and frees it (`free` for mapped arrays).
///
/// # Safety
/// `ptr` is NULL or a live block from `malloc`/`calloc`/`realloc`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_host_free(ptr: *mut c_void) -> c_int {
    if ptr.is_null() {
        return 0;
    }
    crate::objects::forget(ptr as usize);
    let res = status(
        "host_free",
        || format!("{ptr:p}"),
        |global| match global.runtime.as_mut() {
            Some(runtime) => {
                // SAFETY: `ptr` is a live heap block.
                let size = unsafe { malloc_usable_size(ptr) };
                unsafe { runtime.unmap(ptr as usize, size) }
            }
            None => Ok(()),
        },
    );
    // SAFETY: as documented; the block is freed whether or not unmapping succeeded.
    unsafe { free(ptr) };
    res
}

/// Uploads `[host, host + size)`, mapping it first if needed.
///
/// # Safety
/// The range is valid host memory and stays so until unmapped.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_copy_to_device(host: *const c_void, size: usize) -> c_int {
    status(
        "copy_to_device",
        || format!("{host:p}, {size}"),
        |global| unsafe { global.any()?.copy_to_device(host as usize, size) },
    )
}

/// Downloads the device-newer bytes of `[host, host + size)`.
///
/// # Safety
/// The range is valid, writable host memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_copy_from_device(host: *mut c_void, size: usize) -> c_int {
    status(
        "copy_from_device",
        || format!("{host:p}, {size}"),
        |global| unsafe { global.any()?.copy_from_device(host as usize, size) }.map(|_| ()),
    )
}

/// Reads a block description from C arrays.
///
/// # Safety
/// `dims`, `block` and `offset` each hold `rank` elements.
unsafe fn block_from(
    rank: c_int,
    elem_size: usize,
    dims: *const usize,
    block: *const usize,
    offset: *const usize,
) -> Result<Block> {
    if !(1..=crate::blocks::MAX_RANK as c_int).contains(&rank) {
        return Err(Error::Invalid(format!(
            "sub-block copy of rank {rank}: ranks 1 to 4 are supported"
        )));
    }
    if dims.is_null() || block.is_null() || offset.is_null() {
        return Err(Error::Invalid(
            "sub-block copy: NULL dims, block or offset".into(),
        ));
    }
    let rank = rank as usize;
    // SAFETY: the caller passes `rank` elements in each array.
    let read = |ptr: *const usize| unsafe { std::slice::from_raw_parts(ptr, rank) }.to_vec();
    Ok(Block {
        elem_size,
        dims: read(dims),
        block: read(block),
        offset: read(offset),
    })
}

/// Uploads a rectangular block of the array at `host` (see the header).
///
/// # Safety
/// The arrays hold `rank` elements; the whole array is valid host memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_copy_to_device_nd(
    rank: c_int,
    elem_size: usize,
    dims: *const usize,
    block: *const usize,
    offset: *const usize,
    host: *const c_void,
) -> c_int {
    status(
        "copy_to_device_nd",
        || format!("{rank}, {elem_size}, {host:p}"),
        |global| {
            let block = unsafe { block_from(rank, elem_size, dims, block, offset)? };
            unsafe { global.any()?.copy_block_to_device(host as usize, &block) }
        },
    )
}

/// Downloads the device-newer bytes of a rectangular block of the array at `host`.
///
/// # Safety
/// The arrays hold `rank` elements; the whole array is valid, writable host memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_copy_from_device_nd(
    rank: c_int,
    elem_size: usize,
    dims: *const usize,
    block: *const usize,
    offset: *const usize,
    host: *mut c_void,
) -> c_int {
    status(
        "copy_from_device_nd",
        || format!("{rank}, {elem_size}, {host:p}"),
        |global| {
            let block = unsafe { block_from(rank, elem_size, dims, block, offset)? };
            unsafe { global.any()?.copy_block_from_device(host as usize, &block) }.map(|_| ())
        },
    )
}

/// Defines the fixed-rank copy functions in Par4All's argument order: element size,
/// extents, block sizes, offsets, host pointer.
macro_rules! fixed_rank_copies {
    ($rank:literal, $to:ident, $from:ident, [$($d:ident),+], [$($b:ident),+], [$($o:ident),+]) => {
        /// Uploads a block of an array of this rank (see `p4a_copy_to_device_nd`).
        ///
        /// # Safety
        /// The whole array is valid host memory.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $to(elem_size: usize, $($d: usize,)+ $($b: usize,)+ $($o: usize,)+ host: *const c_void) -> c_int {
            let (dims, block, offset) = ([$($d),+], [$($b),+], [$($o),+]);
            unsafe { p4a_copy_to_device_nd($rank, elem_size, dims.as_ptr(), block.as_ptr(), offset.as_ptr(), host) }
        }

        /// Downloads a block of an array of this rank (see `p4a_copy_from_device_nd`).
        ///
        /// # Safety
        /// The whole array is valid, writable host memory.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $from(elem_size: usize, $($d: usize,)+ $($b: usize,)+ $($o: usize,)+ host: *mut c_void) -> c_int {
            let (dims, block, offset) = ([$($d),+], [$($b),+], [$($o),+]);
            unsafe { p4a_copy_from_device_nd($rank, elem_size, dims.as_ptr(), block.as_ptr(), offset.as_ptr(), host) }
        }
    };
}

fixed_rank_copies!(
    1,
    p4a_copy_to_device_1d,
    p4a_copy_from_device_1d,
    [d1],
    [b1],
    [o1]
);
fixed_rank_copies!(
    2,
    p4a_copy_to_device_2d,
    p4a_copy_from_device_2d,
    [d1, d2],
    [b1, b2],
    [o1, o2]
);
fixed_rank_copies!(
    3,
    p4a_copy_to_device_3d,
    p4a_copy_from_device_3d,
    [d1, d2, d3],
    [b1, b2, b3],
    [o1, o2, o3]
);
fixed_rank_copies!(
    4,
    p4a_copy_to_device_4d,
    p4a_copy_from_device_4d,
    [d1, d2, d3, d4],
    [b1, b2, b3, b4],
    [o1, o2, o3, o4]
);

/// Opaque program handle for C.
#[repr(C)]
pub struct P4aProgram {
    _private: [u8; 0],
}

/// Opaque kernel handle for C.
#[repr(C)]
pub struct P4aKernel {
    _private: [u8; 0],
}

/// Builds a program from source text (once per distinct source and options).
///
/// # Safety
/// `source` is a NUL-terminated string; `options` is NULL or one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_program_load(
    source: *const c_char,
    options: *const c_char,
) -> *mut P4aProgram {
    call(
        "program_load",
        || format!("{source:p}, {options:p}"),
        |global| {
            let source = unsafe { c_text(source, "source")? };
            let options = unsafe { c_text_or_empty(options, "options")? };
            global.any()?.load_program(source, options)
        },
    )
    .map_or(std::ptr::null_mut(), handle_to)
}

/// Builds a program from the source file at `path`.
///
/// # Safety
/// `path` is a NUL-terminated string; `options` is NULL or one.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_program_load_file(
    path: *const c_char,
    options: *const c_char,
) -> *mut P4aProgram {
    call(
        "program_load_file",
        || format!("{path:p}, {options:p}"),
        |global| {
            let path = unsafe { c_text(path, "path")? };
            let options = unsafe { c_text_or_empty(options, "options")? };
            let source = std::fs::read_to_string(path).map_err(|err| {
                Error::Invalid(format!("cannot read kernel source {path}: {err}"))
            })?;
            global.any()?.load_program(&source, options)
        },
    )
    .map_or(std::ptr::null_mut(), handle_to)
}

/// Frees a program and its kernels.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_program_free(program: *mut P4aProgram) -> c_int {
    status(
        "program_free",
        || format!("{program:p}"),
        |global| global.any()?.free_program(handle_from(program)),
    )
}

/// Finds a kernel by name in a program.
///
/// # Safety
/// `name` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_kernel_get(
    program: *mut P4aProgram,
    name: *const c_char,
) -> *mut P4aKernel {
    call(
        "kernel_get",
        || format!("{program:p}, {name:p}"),
        |global| {
            let name = unsafe { c_text(name, "kernel name")? };
            global.any()?.kernel(handle_from(program), name)
        },
    )
    .map_or(std::ptr::null_mut(), handle_to)
}

/// One kernel argument, as C gives it (`p4a_arg` in the header).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct P4aArg {
    /// `P4A_ARG_SCALAR` (0), `P4A_ARG_IN` (1), `P4A_ARG_OUT` (2) or `P4A_ARG_INOUT` (3).
    pub kind: c_int,
    /// Scalar: address of the value. Buffer: host pointer.
    pub ptr: *const c_void,
    /// Scalar: size of the value. Buffer: bytes the kernel may access from `ptr` (0: the
    /// enclosing mapping).
    pub size: usize,
}

/// Launches a kernel over a `rank`-D iteration space of `counts` (x first) with `args`.
///
/// # Safety
/// `counts` holds `rank` elements and `args` holds `nargs`; scalar pointers point to
/// `size` readable bytes; buffer ranges are valid host memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_kernel_launch(
    kernel: *mut P4aKernel,
    rank: c_int,
    counts: *const usize,
    nargs: c_int,
    args: *const P4aArg,
) -> c_int {
    // SAFETY: as documented.
    unsafe { kernel_launch(kernel, rank, counts, nargs, args, None) }
}

/// [`p4a_kernel_launch`], with blocks of exactly `block` when given.
///
/// # Safety
/// As [`p4a_kernel_launch`].
unsafe fn kernel_launch(
    kernel: *mut P4aKernel,
    rank: c_int,
    counts: *const usize,
    nargs: c_int,
    args: *const P4aArg,
    block: Option<[u32; 3]>,
) -> c_int {
    status(
        "kernel_launch",
        || {
            let counts_text = if counts.is_null() || !(1..=3).contains(&rank) {
                "?".to_string()
            } else {
                // SAFETY: as documented.
                format!("{:?}", unsafe {
                    std::slice::from_raw_parts(counts, rank as usize)
                })
            };
            format!("{kernel:p}, {rank}, {counts_text}, {nargs}")
        },
        |global| {
            if !(1..=3).contains(&rank) || counts.is_null() {
                return Err(Error::Invalid(format!(
                    "launch of rank {rank}: ranks 1 to 3 with a counts array are supported"
                )));
            }
            if nargs < 0 || (nargs > 0 && args.is_null()) {
                return Err(Error::Invalid("launch: negative nargs or NULL args".into()));
            }
            // SAFETY: as documented.
            let counts: Vec<u64> = unsafe { std::slice::from_raw_parts(counts, rank as usize) }
                .iter()
                .map(|&n| n as u64)
                .collect();
            let c_args = if nargs == 0 {
                &[][..]
            } else {
                unsafe { std::slice::from_raw_parts(args, nargs as usize) }
            };
            let mut rust_args = Vec::with_capacity(c_args.len());
            for (index, arg) in c_args.iter().enumerate() {
                if arg.ptr.is_null() {
                    return Err(Error::Invalid(format!(
                        "launch argument {index} has a NULL pointer"
                    )));
                }
                // P4A_ARG_BASE (4) added to an array kind: buffer and byte offset.
                let base_and_offset = arg.kind & 4 != 0;
                let access = match if arg.kind == 4 { -1 } else { arg.kind & !4 } {
                    0 => {
                        if arg.size == 0 {
                            return Err(Error::Invalid(format!(
                                "launch argument {index}: scalar of size 0"
                            )));
                        }
                        // SAFETY: a scalar points to `size` readable bytes.
                        rust_args.push(Arg::Scalar(unsafe {
                            std::slice::from_raw_parts(arg.ptr as *const u8, arg.size)
                        }));
                        continue;
                    }
                    1 => Access::Read,
                    2 => Access::Write,
                    3 => Access::ReadWrite,
                    other => {
                        return Err(Error::Invalid(format!(
                            "launch argument {index}: unknown kind {other}"
                        )));
                    }
                };
                rust_args.push(Arg::Buffer {
                    host: arg.ptr as usize,
                    len: arg.size,
                    access,
                    base_and_offset,
                });
            }
            let runtime = global.any()?;
            match block {
                None => unsafe { runtime.launch(handle_from(kernel), &counts, &rust_args) },
                Some(block) => unsafe {
                    runtime.launch_with_block(handle_from(kernel), &counts, block, &rust_args)
                },
            }
        },
    )
}

/// A launch being described by generated code, argument by argument.
struct PendingLaunch {
    kernel: usize,
    /// `(kind, host pointer, size)`; scalars point into `scalars`.
    args: Vec<(c_int, usize, usize)>,
    /// The bytes of the scalar arguments, copied when given.
    scalars: Vec<Vec<u8>>,
    /// The block shape the kernel needs ([`p4a_launch_block`]).
    block: Option<[u32; 3]>,
}

thread_local! {
    static PENDING: RefCell<Option<PendingLaunch>> = const { RefCell::new(None) };
}

/// Begins describing a launch of kernel `name` of the program whose source is `source`
/// (built on first use; both are expected to be string literals, and the kernel is found
/// again by their addresses).
///
/// # Safety
/// `source` and `name` are NUL-terminated strings that stay valid for the whole run.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_launch_begin(source: *const c_char, name: *const c_char) -> c_int {
    let kernel = call(
        "launch_begin",
        || format!("{source:p}, {name:p}"),
        |global| {
            let key = (source as usize, name as usize);
            if let Some(&(_, _, k)) = global
                .named_kernels
                .iter()
                .find(|&&(s, n, _)| (s, n) == key)
            {
                return Ok(k);
            }
            let text = unsafe { c_text(source, "source")? };
            let kernel_name = unsafe { c_text(name, "kernel name")? };
            let runtime = global.any()?;
            let program = runtime.load_program(text, "")?;
            let k = runtime.kernel(program, kernel_name)?;
            global.named_kernels.push((key.0, key.1, k));
            Ok(k)
        },
    );
    match kernel {
        Ok(kernel) => {
            PENDING.with(|p| {
                *p.borrow_mut() = Some(PendingLaunch {
                    kernel,
                    args: Vec::new(),
                    scalars: Vec::new(),
                    block: None,
                })
            });
            0
        }
        Err(code) => code,
    }
}

/// Adds an argument to the launch begun by [`p4a_launch_begin`]: a scalar (`kind` 0, its
/// `size` bytes at `ptr` are copied now) or an array (`kind` 1 to 3, as in `p4a_arg`).
///
/// # Safety
/// `ptr` points to `size` readable bytes for a scalar; for an array, as in `p4a_arg`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_launch_arg(kind: c_int, ptr: *const c_void, size: usize) -> c_int {
    status(
        "launch_arg",
        || format!("{kind}, {ptr:p}, {size}"),
        |_| {
            PENDING.with(|p| {
                let mut p = p.borrow_mut();
                let Some(pending) = p.as_mut() else {
                    return Err(Error::Invalid(
                        "p4a_launch_arg without p4a_launch_begin".into(),
                    ));
                };
                if kind == 0 && !ptr.is_null() {
                    // SAFETY: a scalar points to `size` readable bytes.
                    let bytes = unsafe { std::slice::from_raw_parts(ptr as *const u8, size) };
                    pending.scalars.push(bytes.to_vec());
                    pending
                        .args
                        .push((kind, usize::MAX, pending.scalars.len() - 1));
                } else {
                    pending.args.push((kind, ptr as usize, size));
                }
                Ok(())
            })
        },
    )
}

/// Asks for blocks of exactly `x` by `y` by `z` work items for the launch begun by
/// [`p4a_launch_begin`]: the kernel's code assumes them (tiles in local memory). The
/// launch fails with a clear error where the device cannot run such blocks.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_launch_block(x: c_int, y: c_int, z: c_int) -> c_int {
    status(
        "launch_block",
        || format!("{x}, {y}, {z}"),
        |_| {
            let dims = [x, y, z].map(|d| u32::try_from(d).unwrap_or(0));
            if dims.contains(&0) {
                return Err(Error::Invalid(format!(
                    "p4a_launch_block({x}, {y}, {z}): every extent must be at least 1"
                )));
            }
            PENDING.with(|p| match p.borrow_mut().as_mut() {
                Some(pending) => {
                    pending.block = Some(dims);
                    Ok(())
                }
                None => Err(Error::Invalid(
                    "p4a_launch_block without p4a_launch_begin".into(),
                )),
            })
        },
    )
}

/// Launches the kernel described since [`p4a_launch_begin`] over `count0 x count1 x
/// count2` iterations (the first `rank` of them; `count0` is x, the innermost loop), as
/// [`p4a_kernel_launch`] does.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_launch_end(
    rank: c_int,
    count0: usize,
    count1: usize,
    count2: usize,
) -> c_int {
    let Some(pending) = PENDING.with(|p| p.borrow_mut().take()) else {
        return status(
            "launch_end",
            || format!("{rank}"),
            |_| {
                Err(Error::Invalid(
                    "p4a_launch_end without p4a_launch_begin".into(),
                ))
            },
        );
    };
    let args: Vec<P4aArg> = pending
        .args
        .iter()
        .map(|&(kind, ptr, size)| {
            if ptr == usize::MAX {
                let bytes = &pending.scalars[size];
                P4aArg {
                    kind,
                    ptr: bytes.as_ptr() as *const c_void,
                    size: bytes.len(),
                }
            } else {
                P4aArg {
                    kind,
                    ptr: ptr as *const c_void,
                    size,
                }
            }
        })
        .collect();
    let counts = [count0, count1, count2];
    let nargs = c_int::try_from(args.len()).unwrap_or(c_int::MAX);
    // SAFETY: `counts` has 3 elements (rank is checked to be at most 3), `args` `nargs`;
    // scalars point into `pending`, alive until the launch returns.
    unsafe {
        kernel_launch(
            handle_to(pending.kernel),
            rank,
            counts.as_ptr(),
            nargs,
            args.as_ptr(),
            pending.block,
        )
    }
}

/// Statistics as C reads them (`p4a_stats` in the header).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct P4aStats {
    /// Host-to-device copies.
    pub h2d_count: u64,
    /// Bytes copied host to device.
    pub h2d_bytes: u64,
    /// Device-to-host copies.
    pub d2h_count: u64,
    /// Bytes copied device to host.
    pub d2h_bytes: u64,
    /// Downloads that found nothing device-newer.
    pub d2h_skipped_count: u64,
    /// Bytes of those downloads.
    pub d2h_skipped_bytes: u64,
    /// Device-to-device copies.
    pub d2d_count: u64,
    /// Bytes copied device to device.
    pub d2d_bytes: u64,
    /// Device allocations.
    pub allocations: u64,
    /// Bytes allocated.
    pub allocated_bytes: u64,
    /// Evictions.
    pub evictions: u64,
    /// Bytes of evicted buffers.
    pub evicted_bytes: u64,
    /// Bytes written back by evictions.
    pub eviction_writeback_bytes: u64,
    /// Bytes held on the device now.
    pub device_bytes: u64,
    /// Peak of `device_bytes`.
    pub peak_device_bytes: u64,
    /// Launch calls that launched something.
    pub launches: u64,
    /// Grid chunks launched.
    pub launch_chunks: u64,
    /// Launch calls skipped (empty iteration space).
    pub skipped_launches: u64,
    /// Seconds in host-to-device copies.
    pub h2d_seconds: f64,
    /// Seconds in device-to-host copies.
    pub d2h_seconds: f64,
    /// Seconds in launches (when timed).
    pub launch_seconds: f64,
}

/// Fills `*out` with the statistics so far.
///
/// # Safety
/// `out` points to a writable `p4a_stats`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_stats_get(out: *mut P4aStats) -> c_int {
    status(
        "stats_get",
        || format!("{out:p}"),
        |global| {
            if out.is_null() {
                return Err(Error::Invalid("out is NULL".into()));
            }
            let s = global.any()?.stats();
            let stats = P4aStats {
                h2d_count: s.h2d.count,
                h2d_bytes: s.h2d.bytes,
                d2h_count: s.d2h.count,
                d2h_bytes: s.d2h.bytes,
                d2h_skipped_count: s.d2h_skipped.count,
                d2h_skipped_bytes: s.d2h_skipped.bytes,
                d2d_count: s.d2d.count,
                d2d_bytes: s.d2d.bytes,
                allocations: s.allocations.count,
                allocated_bytes: s.allocations.bytes,
                evictions: s.evictions.count,
                evicted_bytes: s.evictions.bytes,
                eviction_writeback_bytes: s.eviction_writeback_bytes,
                device_bytes: s.device_bytes,
                peak_device_bytes: s.peak_device_bytes,
                launches: s.launches,
                launch_chunks: s.chunks,
                skipped_launches: s.skipped_empty,
                h2d_seconds: s.h2d.seconds,
                d2h_seconds: s.d2h.seconds,
                launch_seconds: s.launch_seconds,
            };
            // SAFETY: checked non-null; the caller passes writable memory.
            unsafe { out.write(stats) };
            Ok(())
        },
    )
}

/// Writes the statistics as JSON to `path` now.
///
/// # Safety
/// `path` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn p4a_stats_write(path: *const c_char) -> c_int {
    status(
        "stats_write",
        || format!("{path:p}"),
        |global| {
            let path = unsafe { c_text(path, "path")? };
            let json = global.any()?.stats().to_json();
            std::fs::write(path, json)
                .map_err(|err| Error::Invalid(format!("cannot write statistics to {path}: {err}")))
        },
    )
}

/// Zeroes the statistics.
#[unsafe(no_mangle)]
pub extern "C" fn p4a_stats_reset() -> c_int {
    status("stats_reset", String::new, |global| {
        global.any()?.reset_stats();
        Ok(())
    })
}
