//! Effects of the library functions p4a knows without their source: the C library, libm,
//! a few POSIX and OpenMP functions, and compiler builtins.
//!
//! Each entry says which pointer arguments' pointees are read or written (shallowly: the
//! objects the argument points into, not what those hold), whether the outside world
//! ([`Place::Io`](super::Place::Io)) is touched, where the returned pointer points, which
//! pointers are stored into memory, and which argument is a callback called before the
//! function returns. A function not in the table gets every effect.
//!
//! Assumptions: libm functions are pure (no `errno`) unless the program reads `errno`
//! (then those that may set it do I/O), except `lgamma` and `gamma`, which set `signgam`; ctype functions are pure; `getenv`, `localtime` and the like return
//! pointers into library state, modelled as [`Place::Io`](super::Place::Io).

/// Where the returned pointer points.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Ret {
    /// Nowhere: the result is not a pointer.
    #[default]
    None,
    /// A block allocated by this call.
    Alloc,
    /// A block allocated by this call, or the block of the given argument (`realloc`).
    AllocOrArg(usize),
    /// Into the given argument's pointee (`strchr`, `memcpy`).
    Arg(usize),
    /// What the given argument's pointee holds (`__atomic_load_n`).
    Contents(usize),
    /// Into library state.
    Io,
}

/// Pointers the function stores into memory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Store {
    /// None.
    #[default]
    None,
    /// The contents of `src`'s pointee are copied into `dst`'s pointee (`memcpy`).
    Copy {
        /// Destination argument.
        dst: usize,
        /// Source argument.
        src: usize,
    },
    /// The contents of `src`'s pointee are copied into a block allocated by the call
    /// (`realloc`).
    CopyToNew {
        /// Source argument.
        src: usize,
    },
    /// A block allocated by the call is stored into `dst`'s pointee (`posix_memalign`).
    Alloc {
        /// Destination argument.
        dst: usize,
    },
    /// The pointer `src` is stored into `dst`'s pointee (`strtol`'s end pointer).
    Arg {
        /// Destination argument.
        dst: usize,
        /// Source argument.
        src: usize,
    },
    /// Every other argument may be stored into the first one's pointee (atomics).
    IntoFirst,
}

/// The effects of one library function.
#[derive(Clone, Copy, Debug)]
pub(super) struct LibFn {
    /// Arguments whose pointees are read.
    pub reads: &'static [usize],
    /// Arguments whose pointees are written.
    pub writes: &'static [usize],
    /// Every argument from this one on has its pointee read.
    pub reads_from: Option<usize>,
    /// Every argument from this one on has its pointee written.
    pub writes_from: Option<usize>,
    /// `printf`-like: (format argument, first variadic argument). The arguments of `%n`
    /// conversions have their pointees written (all of them when the format is not a
    /// literal).
    pub format: Option<(usize, usize)>,
    /// Reads everything: arguments reached through a `va_list`.
    pub reads_any: bool,
    /// Reads and writes [`Place::Io`](super::Place::Io).
    pub io: bool,
    /// Reads [`Place::Clock`](super::Place::Clock): a timer.
    pub clock: bool,
    /// Reads [`Place::Assert`](super::Place::Assert): reports a failed assertion.
    pub assert: bool,
    /// Where the result points.
    pub ret: Ret,
    /// Pointers stored into memory.
    pub store: Store,
    /// The argument is an lvalue (a `va_list`) written by the builtin.
    pub writes_lvalue: Option<usize>,
    /// (callback argument, arguments whose pointees the callback's parameters point
    /// into): the callback is called before the function returns.
    pub callback: Option<(usize, &'static [usize])>,
}

const PURE: LibFn = LibFn {
    reads: &[],
    writes: &[],
    reads_from: None,
    writes_from: None,
    format: None,
    reads_any: false,
    io: false,
    clock: false,
    assert: false,
    ret: Ret::None,
    store: Store::None,
    writes_lvalue: None,
    callback: None,
};

const IO: LibFn = LibFn { io: true, ..PURE };

/// Math functions that never set `errno`.
const NEVER_SET_ERRNO: &[&str] = &[
    "fabs",
    "floor",
    "ceil",
    "trunc",
    "round",
    "rint",
    "nearbyint",
    "copysign",
    "fmin",
    "fmax",
];

thread_local! {
    /// Whether the program being analysed reads `errno`: then libm functions that may set
    /// it are not pure (see [`MathErrno`]).
    static MATH_ERRNO: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Says whether the program about to be analysed reads `errno`. From then on (on this
/// thread, until the next call), libm functions that may set `errno` count as I/O when it
/// does (their order and their thread matter), and are pure otherwise, as with
/// `-fno-math-errno`. Set by [`super::effects`] for each program.
pub(super) fn set_math_errno(on: bool) {
    MATH_ERRNO.with(|m| m.set(on));
}

const CLOCK: LibFn = LibFn {
    clock: true,
    assert: false,
    ..PURE
};

const ALLOC: LibFn = LibFn {
    ret: Ret::Alloc,
    ..PURE
};

impl LibFn {
    /// A one-word kind, for dumps.
    pub(super) fn kind(&self) -> &'static str {
        if self.io || self.ret == Ret::Io {
            "io"
        } else if self.clock {
            "clock"
        } else if self.assert {
            "assert"
        } else if matches!(self.ret, Ret::Alloc | Ret::AllocOrArg(_)) {
            "alloc"
        } else if self.reads.is_empty()
            && self.writes.is_empty()
            && self.reads_from.is_none()
            && self.writes_from.is_none()
            && self.format.is_none()
            && !self.reads_any
            && self.store == Store::None
            && self.writes_lvalue.is_none()
            && self.callback.is_none()
        {
            "pure"
        } else {
            "memory"
        }
    }
}

/// Math functions without pointer arguments, by their `double` name; the `f` and `l`
/// variants are found by stripping the suffix.
const MATH: &[&str] = &[
    "acos",
    "asin",
    "atan",
    "atan2",
    "cos",
    "sin",
    "tan",
    "acosh",
    "asinh",
    "atanh",
    "cosh",
    "sinh",
    "tanh",
    "exp",
    "exp2",
    "exp10",
    "expm1",
    "log",
    "log10",
    "log1p",
    "log2",
    "logb",
    "ilogb",
    "pow",
    "pow10",
    "sqrt",
    "cbrt",
    "hypot",
    "fabs",
    "floor",
    "ceil",
    "round",
    "lround",
    "llround",
    "trunc",
    "rint",
    "lrint",
    "llrint",
    "nearbyint",
    "fmod",
    "remainder",
    "drem",
    "fmin",
    "fmax",
    "fdim",
    "fma",
    "copysign",
    "nextafter",
    "nexttoward",
    "ldexp",
    "scalbn",
    "scalbln",
    "significand",
    "erf",
    "erfc",
    "tgamma",
    "j0",
    "j1",
    "jn",
    "y0",
    "y1",
    "yn",
    "isnan",
    "isinf",
    "finite",
    "isfinite",
    "isnormal",
    "signbit",
    "fpclassify",
    "isgreater",
    "isgreaterequal",
    "isless",
    "islessequal",
    "islessgreater",
    "isunordered",
    "huge_val",
    "inf",
    "nan",
    "cabs",
    "carg",
    "creal",
    "cimag",
    "conj",
    "cproj",
    "cexp",
    "clog",
    "cpow",
    "csqrt",
    "csin",
    "ccos",
    "ctan",
    "casin",
    "cacos",
    "catan",
    "csinh",
    "ccosh",
    "ctanh",
    "casinh",
    "cacosh",
    "catanh",
];

/// Math functions with pointer arguments, by their `double` name.
fn math_with_pointers(base: &str) -> Option<LibFn> {
    Some(match base {
        "frexp" | "modf" | "lgamma_r" | "gamma_r" => LibFn {
            writes: &[1],
            ..PURE
        },
        "remquo" => LibFn {
            writes: &[2],
            ..PURE
        },
        "sincos" => LibFn {
            writes: &[1, 2],
            ..PURE
        },
        // `nan("")` reads its tag string; `lgamma` sets the global `signgam`.
        "nan" => LibFn {
            reads: &[0],
            ..PURE
        },
        "lgamma" | "gamma" => IO,
        _ => return None,
    })
}

/// For a math function that writes single objects through pointer arguments (`modf`'s
/// integral part, `sincos`'s two results) and does nothing else: those arguments.
pub(super) fn single_object_writes(name: &str) -> Option<&'static [usize]> {
    let plain = name.strip_prefix("__builtin_").unwrap_or(name);
    let candidates = [
        Some(plain),
        plain.strip_suffix('f'),
        plain.strip_suffix('l'),
        plain.strip_suffix("f128"),
    ];
    candidates.into_iter().flatten().find_map(|base| {
        let lib = math_with_pointers(base)?;
        (!lib.io && lib.reads.is_empty() && !lib.writes.is_empty()).then_some(lib.writes)
    })
}

fn math(name: &str) -> Option<LibFn> {
    let candidates = [
        Some(name),
        name.strip_suffix('f'),
        name.strip_suffix('l'),
        name.strip_suffix("f128"),
    ];
    for base in candidates.into_iter().flatten() {
        if let Some(lib) = math_with_pointers(base) {
            return Some(lib);
        }
        if MATH.contains(&base) {
            // In a program that reads `errno`, the functions that may set it do I/O.
            let sets_errno = !NEVER_SET_ERRNO.contains(&base);
            return Some(if sets_errno && MATH_ERRNO.with(|m| m.get()) {
                IO
            } else {
                PURE
            });
        }
    }
    None
}

/// The C library proper.
fn libc(name: &str) -> Option<LibFn> {
    let lib = match name {
        // <stdlib.h>: memory.
        "malloc" | "calloc" | "valloc" | "pvalloc" | "aligned_alloc" | "memalign" | "alloca" => {
            ALLOC
        }
        "realloc" | "reallocf" | "reallocarray" => LibFn {
            reads: &[0],
            writes: &[0],
            ret: Ret::AllocOrArg(0),
            store: Store::CopyToNew { src: 0 },
            ..PURE
        },
        "free" | "cfree" => LibFn {
            writes: &[0],
            ..PURE
        },
        "posix_memalign" => LibFn {
            writes: &[0],
            store: Store::Alloc { dst: 0 },
            ..PURE
        },
        // <stdlib.h>: numbers and conversions.
        "abs" | "labs" | "llabs" | "imaxabs" | "div" | "ldiv" | "lldiv" | "imaxdiv" => PURE,
        "atoi" | "atol" | "atoll" | "atof" => LibFn {
            reads: &[0],
            ..PURE
        },
        "strtol" | "strtoll" | "strtoul" | "strtoull" | "strtod" | "strtof" | "strtold"
        | "strtoimax" | "strtoumax" => LibFn {
            reads: &[0],
            writes: &[1],
            io: true,
            store: Store::Arg { dst: 1, src: 0 },
            ..PURE
        },
        // <stdlib.h>: process and environment.
        "exit" | "_Exit" | "_exit" | "abort" | "quick_exit" | "atexit" | "at_quick_exit" => IO,
        "getenv" | "secure_getenv" => LibFn {
            reads: &[0],
            io: true,
            ret: Ret::Io,
            ..PURE
        },
        "system" => LibFn {
            reads: &[0],
            io: true,
            ..PURE
        },
        "rand" | "srand" | "random" | "srandom" | "drand48" | "erand48" | "lrand48" | "mrand48"
        | "srand48" => IO,
        "rand_r" => LibFn {
            reads: &[0],
            writes: &[0],
            ..PURE
        },
        "qsort" => LibFn {
            reads: &[0],
            writes: &[0],
            callback: Some((3, &[0])),
            ..PURE
        },
        "bsearch" => LibFn {
            reads: &[0, 1],
            ret: Ret::Arg(1),
            callback: Some((4, &[0, 1])),
            ..PURE
        },
        // <string.h>.
        "memcpy" | "memmove" | "mempcpy" => LibFn {
            reads: &[1],
            writes: &[0],
            ret: Ret::Arg(0),
            store: Store::Copy { dst: 0, src: 1 },
            ..PURE
        },
        "strcpy" | "strncpy" | "stpcpy" | "stpncpy" => LibFn {
            reads: &[1],
            writes: &[0],
            ret: Ret::Arg(0),
            ..PURE
        },
        "strcat" | "strncat" => LibFn {
            reads: &[0, 1],
            writes: &[0],
            ret: Ret::Arg(0),
            ..PURE
        },
        "memset" => LibFn {
            writes: &[0],
            ret: Ret::Arg(0),
            ..PURE
        },
        "bzero" | "explicit_bzero" => LibFn {
            writes: &[0],
            ..PURE
        },
        "bcopy" => LibFn {
            reads: &[0],
            writes: &[1],
            store: Store::Copy { dst: 1, src: 0 },
            ..PURE
        },
        "strlen" | "strnlen" | "strcmp" | "strncmp" | "strcasecmp" | "strncasecmp" | "strcoll"
        | "memcmp" | "bcmp" | "strspn" | "strcspn" => LibFn {
            reads: &[0, 1],
            ..PURE
        },
        "strchr" | "strrchr" | "memchr" | "memrchr" | "rawmemchr" | "strstr" | "strcasestr"
        | "strpbrk" | "strchrnul" => LibFn {
            reads: &[0, 1],
            ret: Ret::Arg(0),
            ..PURE
        },
        "strdup" | "strndup" => LibFn {
            reads: &[0],
            ret: Ret::Alloc,
            ..PURE
        },
        "strerror" => LibFn {
            io: true,
            ret: Ret::Io,
            ..PURE
        },
        // <ctype.h>; glibc's macros read tables through `__ctype_b_loc()`.
        "isalnum" | "isalpha" | "isblank" | "iscntrl" | "isdigit" | "isgraph" | "islower"
        | "isprint" | "ispunct" | "isspace" | "isupper" | "isxdigit" | "tolower" | "toupper"
        | "isascii" | "toascii" => PURE,
        "__ctype_b_loc" | "__ctype_tolower_loc" | "__ctype_toupper_loc" => LibFn {
            ret: Ret::Io,
            ..PURE
        },
        // <errno.h>: `errno` is `*__errno_location()`.
        "__errno_location" | "__error" | "_errno" => LibFn {
            ret: Ret::Io,
            ..PURE
        },
        // <assert.h>.
        "__assert_fail" | "__assert_perror_fail" | "__assert" | "__assert_rtn" | "_assert" => {
            LibFn {
                reads_from: Some(0),
                assert: true,
                ..PURE
            }
        }
        // <stdio.h>: formatted output.
        "printf" => LibFn {
            reads_from: Some(0),
            format: Some((0, 1)),
            io: true,
            ..PURE
        },
        "fprintf" | "dprintf" => LibFn {
            reads_from: Some(1),
            format: Some((1, 2)),
            io: true,
            ..PURE
        },
        "sprintf" => LibFn {
            reads_from: Some(1),
            writes: &[0],
            format: Some((1, 2)),
            ..PURE
        },
        "snprintf" => LibFn {
            reads_from: Some(2),
            writes: &[0],
            format: Some((2, 3)),
            ..PURE
        },
        "vprintf" | "vfprintf" | "vdprintf" => LibFn {
            reads_any: true,
            io: true,
            ..PURE
        },
        "vsprintf" | "vsnprintf" => LibFn {
            reads_any: true,
            writes: &[0],
            ..PURE
        },
        // <stdio.h>: formatted input.
        "scanf" => LibFn {
            reads: &[0],
            writes_from: Some(1),
            io: true,
            ..PURE
        },
        "fscanf" => LibFn {
            reads: &[1],
            writes_from: Some(2),
            io: true,
            ..PURE
        },
        "sscanf" => LibFn {
            reads: &[0, 1],
            writes_from: Some(2),
            ..PURE
        },
        // <stdio.h>: characters and strings.
        "puts" | "fputs" | "perror" => LibFn {
            reads: &[0],
            io: true,
            ..PURE
        },
        "putchar" | "fputc" | "putc" | "_IO_putc" | "getchar" | "fgetc" | "getc" | "_IO_getc"
        | "ungetc" => IO,
        "fgets" => LibFn {
            writes: &[0],
            io: true,
            ret: Ret::Arg(0),
            ..PURE
        },
        // <stdio.h>: files.
        "fopen" | "freopen" | "fdopen" | "popen" | "tmpfile" => LibFn {
            reads: &[0, 1],
            io: true,
            ret: Ret::Io,
            ..PURE
        },
        "fclose" | "pclose" | "fflush" | "fseek" | "fseeko" | "ftell" | "ftello" | "rewind"
        | "feof" | "ferror" | "clearerr" | "fileno" | "setbuf" | "setvbuf" | "setlinebuf" => IO,
        "remove" | "rename" | "unlink" => LibFn {
            reads: &[0, 1],
            io: true,
            ..PURE
        },
        "fread" => LibFn {
            writes: &[0],
            io: true,
            ..PURE
        },
        "fwrite" => LibFn {
            reads: &[0],
            io: true,
            ..PURE
        },
        "fgetpos" => LibFn {
            writes: &[1],
            io: true,
            ..PURE
        },
        "fsetpos" => LibFn {
            reads: &[1],
            io: true,
            ..PURE
        },
        // <time.h>, <sys/time.h>, <unistd.h>.
        // Timers read the clocks only (`Place::Clock`): a loop that times itself is
        // refused for that reason alone, and accepted with `--accept-timers`.
        "time" | "timespec_get" | "times" => LibFn {
            writes: &[0],
            ..CLOCK
        },
        "clock" => CLOCK,
        "gettimeofday" => LibFn {
            writes: &[0, 1],
            ..CLOCK
        },
        "clock_gettime" | "getrusage" => LibFn {
            writes: &[1],
            ..CLOCK
        },
        "sleep" | "usleep" | "getpid" | "sched_yield" => IO,
        "difftime" => PURE,
        "mktime" => LibFn {
            reads: &[0],
            writes: &[0],
            io: true,
            ..PURE
        },
        "localtime" | "gmtime" | "ctime" | "asctime" => LibFn {
            reads: &[0],
            io: true,
            ret: Ret::Io,
            ..PURE
        },
        "strftime" => LibFn {
            reads: &[2, 3],
            writes: &[0],
            io: true,
            ..PURE
        },
        "omp_get_wtime" | "omp_get_wtick" => CLOCK,
        // OpenMP's runtime: hidden state.
        "omp_get_thread_num"
        | "omp_get_num_threads"
        | "omp_get_max_threads"
        | "omp_get_num_procs"
        | "omp_set_num_threads"
        | "omp_in_parallel" => IO,
        _ => return None,
    };
    Some(lib)
}

/// Compiler builtins that are not spelled like a library function.
fn builtin(name: &str) -> Option<LibFn> {
    let lib = match name {
        "__builtin_expect" | "__builtin_expect_with_probability" | "__builtin_assume_aligned" => {
            LibFn {
                ret: Ret::Arg(0),
                ..PURE
            }
        }
        "__builtin_constant_p"
        | "__builtin_unreachable"
        | "__builtin_prefetch"
        | "__builtin_object_size"
        | "__builtin_dynamic_object_size"
        | "__builtin_clz"
        | "__builtin_clzl"
        | "__builtin_clzll"
        | "__builtin_ctz"
        | "__builtin_ctzl"
        | "__builtin_ctzll"
        | "__builtin_clrsb"
        | "__builtin_clrsbl"
        | "__builtin_clrsbll"
        | "__builtin_popcount"
        | "__builtin_popcountl"
        | "__builtin_popcountll"
        | "__builtin_parity"
        | "__builtin_parityl"
        | "__builtin_parityll"
        | "__builtin_ffs"
        | "__builtin_ffsl"
        | "__builtin_ffsll"
        | "__builtin_bswap16"
        | "__builtin_bswap32"
        | "__builtin_bswap64"
        | "__builtin_isinf_sign"
        | "__builtin_classify_type" => PURE,
        "__builtin_trap" | "__builtin_abort" => IO,
        "__builtin_alloca" | "__builtin_alloca_with_align" => ALLOC,
        "__builtin_va_start" | "__builtin_va_end" => LibFn {
            writes_lvalue: Some(0),
            ..PURE
        },
        "__builtin_va_copy" => LibFn {
            writes_lvalue: Some(0),
            reads_any: true,
            ..PURE
        },
        "__builtin___memcpy_chk" | "__builtin___memmove_chk" | "__memcpy_chk" | "__memmove_chk" => {
            LibFn {
                reads: &[1],
                writes: &[0],
                ret: Ret::Arg(0),
                store: Store::Copy { dst: 0, src: 1 },
                ..PURE
            }
        }
        "__builtin___memset_chk" | "__memset_chk" => LibFn {
            writes: &[0],
            ret: Ret::Arg(0),
            ..PURE
        },
        "__builtin___strcpy_chk" | "__builtin___strncpy_chk" | "__strcpy_chk" | "__strncpy_chk" => {
            LibFn {
                reads: &[1],
                writes: &[0],
                ret: Ret::Arg(0),
                ..PURE
            }
        }
        _ => return None,
    };
    Some(lib)
}

/// Atomic builtins (`__sync_*`, `__atomic_*`): they read and write what their first
/// argument points to, read what the others point to, may store them there, and return
/// what was there.
fn atomic(name: &str) -> Option<LibFn> {
    if !(name.starts_with("__sync_") || name.starts_with("__atomic_")) {
        return None;
    }
    if matches!(
        name,
        "__sync_synchronize" | "__atomic_thread_fence" | "__atomic_signal_fence"
    ) {
        return Some(PURE);
    }
    Some(LibFn {
        reads_from: Some(0),
        writes: &[0],
        ret: Ret::Contents(0),
        store: Store::IntoFirst,
        ..PURE
    })
}

/// The effects of the library function or builtin `name`, if known.
pub(super) fn lookup(name: &str) -> Option<LibFn> {
    if let Some(lib) = builtin(name).or_else(|| atomic(name)) {
        return Some(lib);
    }
    // `__builtin_memcpy` is `memcpy`; glibc's `__isoc99_scanf` is `scanf`.
    let plain = name
        .strip_prefix("__builtin_")
        .or_else(|| name.strip_prefix("__isoc99_"))
        .or_else(|| name.strip_prefix("__isoc23_"))
        .unwrap_or(name);
    libc(plain).or_else(|| math(plain))
}

/// Which variadic arguments of a `printf` call are written through (`%n`), counted from
/// the first variadic argument; `None` when any may be: the format is not a literal, or
/// it uses positional arguments (`%2$n`).
pub(super) fn format_writes(literal: Option<&str>) -> Option<Vec<usize>> {
    let text = literal?;
    let mut written = Vec::new();
    let mut arg = 0;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            continue;
        }
        if chars.peek() == Some(&'%') {
            chars.next();
            continue;
        }
        while let Some(&c) = chars.peek() {
            match c {
                '$' => return None,
                '*' => arg += 1,
                c if c.is_ascii_digit() || "-+ #'.hlLqjzt".contains(c) => {}
                _ => break,
            }
            chars.next();
        }
        if chars.next() == Some('n') {
            written.push(arg);
        }
        arg += 1;
    }
    Some(written)
}

/// Whether the library function `name` is known and has no effect a caller can see: no
/// pointer argument read or written, no I/O, no state, a result that is not a pointer
/// (libm, `<complex.h>`, `<ctype.h>`, `abs`...).
pub(super) fn is_pure(name: &str) -> bool {
    lookup(name).is_some_and(|l| {
        l.reads.is_empty()
            && l.writes.is_empty()
            && l.reads_from.is_none()
            && l.writes_from.is_none()
            && l.format.is_none()
            && !l.reads_any
            && !l.io
            && !l.clock
            && l.ret == Ret::None
            && l.store == Store::None
            && l.writes_lvalue.is_none()
            && l.callback.is_none()
    })
}

/// Whether the library function `name` touches the outside world or library state
/// (`None` when p4a does not know it).
pub(super) fn does_io(name: &str) -> Option<bool> {
    lookup(name).map(|l| l.io || l.ret == Ret::Io)
}

/// The functions without a definition that some declaration of the program declares
/// `const` (GNU `__attribute__((const))` or `__const__`, C23 `[[gnu::const]]` or
/// `[[unsequenced]]`): each call's result depends on its argument values alone, and the
/// call reads and writes no memory (pointer arguments are not followed).
pub(crate) fn declared_const(
    program: &crate::ir::Program,
) -> rustc_hash::FxHashSet<crate::ir::SymbolId> {
    let mut out = rustc_hash::FxHashSet::default();
    for unit in &program.units {
        for item in &unit.items {
            let crate::ir::Item::Stmt(s) = item else {
                continue;
            };
            let crate::ir::Stmt::Decl(group) = &program.stmts[*s] else {
                continue;
            };
            let group_const = group.specs.attrs.iter().any(|a| names_const(a));
            for d in &group.decls {
                let sym = &program.symbols[d.sym];
                if sym.kind == crate::ir::SymbolKind::Func
                    && sym.def.is_none()
                    && (group_const || d.attrs.iter().any(|a| names_const(a)))
                {
                    out.insert(d.sym);
                }
            }
        }
    }
    out
}

/// Whether attribute text `attr` (verbatim) declares a function `const`.
fn names_const(attr: &str) -> bool {
    // Words outside string literals (`section("const")` names no property).
    let unquoted: String = attr
        .split('"')
        .enumerate()
        .filter(|(k, _)| k % 2 == 0)
        .map(|(_, part)| part)
        .collect::<Vec<_>>()
        .join(" ");
    let words: Vec<&str> = unquoted
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
        .filter(|w| !w.is_empty())
        .collect();
    words.iter().any(|w| {
        matches!(
            *w,
            "const" | "__const__" | "gnu::const" | "gnu::__const__" | "unsequenced"
        )
    }) && (attr.contains("__attribute__") || attr.contains("[["))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn const_attributes_are_recognised() {
        assert!(names_const("__attribute__((const))"));
        assert!(names_const("__attribute__((__const__))"));
        assert!(names_const("__attribute__((nothrow, const))"));
        assert!(names_const("[[gnu::const]]"));
        assert!(names_const("[[unsequenced]]"));
        assert!(!names_const("__attribute__((pure))"));
        assert!(!names_const("__attribute__((section(\"const\")))"));
        assert!(!names_const("__attribute__((aligned(16)))"));
    }

    #[test]
    fn kinds_of_common_functions() {
        let kind = |n: &str| lookup(n).map(|l| l.kind());
        assert_eq!(kind("sin"), Some("pure"));
        assert_eq!(kind("sinf"), Some("pure"));
        assert_eq!(kind("fabsl"), Some("pure"));
        assert_eq!(kind("__builtin_sqrt"), Some("pure"));
        assert_eq!(kind("modff"), Some("memory"));
        assert_eq!(kind("printf"), Some("io"));
        assert_eq!(kind("malloc"), Some("alloc"));
        assert_eq!(kind("memcpy"), Some("memory"));
        assert_eq!(kind("__builtin_memcpy"), Some("memory"));
        assert_eq!(kind("qsort"), Some("memory"));
        // A failed assertion stops the program: it only reads `Place::Assert`.
        assert_eq!(kind("__assert_fail"), Some("assert"));
        assert_eq!(kind("rand"), Some("io"));
        assert_eq!(kind("lgammaf"), Some("io"));
        assert_eq!(kind("__sync_fetch_and_add"), Some("memory"));
        assert_eq!(kind("my_function"), None);
        assert_eq!(kind("sinh_custom"), None);
    }

    #[test]
    fn printf_formats_that_write() {
        assert_eq!(format_writes(Some("\"%d %s %%n\\n\"")), Some(vec![]));
        assert_eq!(format_writes(Some("\"%d%n\"")), Some(vec![1]));
        assert_eq!(format_writes(Some("\"%*.*f %5ln\"")), Some(vec![3]));
        assert_eq!(format_writes(Some("\"%1$n\"")), None);
        assert_eq!(format_writes(None), None);
    }
}
