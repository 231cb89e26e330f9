//! The runtime's one error type and the integer codes the C ABI returns for it.
//!
//! Every fallible operation returns [`Error`]; the C ABI turns it into a negative code
//! ([`Error::code`], mirrored by the `P4A_ERROR_*` constants of `p4a_runtime.h`) and keeps
//! its message for `p4a_last_error`. Messages start in lower case and say what and why.

/// Everything that can go wrong in the runtime.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A caller passed a value that the runtime cannot use (null pointer, bad rank...).
    #[error("invalid argument: {0}")]
    Invalid(String),
    /// A host range that must already be mapped is not.
    #[error("{what}: host range {start:#x}..{end:#x} is not mapped to the device")]
    NotMapped {
        /// The operation that needed the mapping.
        what: &'static str,
        /// First byte of the range.
        start: usize,
        /// One past the last byte of the range.
        end: usize,
    },
    /// The device has no room for a buffer, even after evicting everything evictable.
    #[error(
        "out of device memory: {needed} bytes needed, {in_use} bytes held by buffers that cannot be evicted now, limit {limit} bytes"
    )]
    OutOfMemory {
        /// Bytes of the allocation that failed.
        needed: u64,
        /// Bytes held by pinned (in-use) buffers.
        in_use: u64,
        /// The device memory budget.
        limit: u64,
    },
    /// A call into OpenCL, CUDA or NVRTC failed.
    #[error("{backend}: {call} failed: {message}")]
    Backend {
        /// `"opencl"`, `"cuda"` or `"sim"`.
        backend: &'static str,
        /// The API call that failed.
        call: &'static str,
        /// The backend's error text.
        message: String,
    },
    /// No backend could start; the message names what to install.
    #[error("no GPU backend could start:\n{0}")]
    NoBackend(String),
    /// A kernel program did not compile; the message holds the compiler's log.
    #[error("kernel program build failed:\n{0}")]
    Build(String),
    /// A handle that the runtime did not give out, or that was freed.
    #[error("unknown {what} handle {handle:#x}")]
    UnknownHandle {
        /// `"program"` or `"kernel"`.
        what: &'static str,
        /// The handle's value.
        handle: usize,
    },
    /// A panic inside the runtime, caught at the C boundary: always a runtime bug.
    #[error("internal error (runtime bug): {0}")]
    Internal(String),
}

impl Error {
    /// The C ABI code of this error (negative; see `P4A_ERROR_*` in the header).
    pub fn code(&self) -> i32 {
        match self {
            Error::Invalid(_) => -1,
            Error::NotMapped { .. } => -2,
            Error::OutOfMemory { .. } => -3,
            Error::Backend { .. } => -4,
            Error::NoBackend(_) => -5,
            Error::Build(_) => -6,
            Error::UnknownHandle { .. } => -7,
            Error::Internal(_) => -8,
        }
    }
}

/// Shorthand for results of runtime operations.
pub type Result<T> = std::result::Result<T, Error>;
