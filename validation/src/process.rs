//! Running one external command with a time limit, capturing what it prints.
//!
//! Standard output and error go to files in a log directory rather than pipes, so that a
//! killed process, or a grandchild still holding the descriptors, can never block the
//! runner; the logs also stay with a kept work directory for inspection.
//!
//! The wall time of a run is measured from just before the process is started until its end
//! is seen. The end is polled for, with pauses of about a hundredth of the time elapsed so
//! far (between 0.1 ms and 20 ms), so the measurement is at most about 1% late.

use std::ffi::OsString;
use std::fmt;
use std::fs::File;
use std::io;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};
use std::time::{Duration, Instant};

/// Held shared by every command the runner starts, and exclusively while the slowdown check
/// times programs, so that no other command of this process (of any thread, whichever run or
/// test started it) competes with a timed program for the machine.
static MACHINE: RwLock<()> = RwLock::new(());

/// A share of the machine, held while running a command that is not timed.
pub(crate) fn machine_shared() -> RwLockReadGuard<'static, ()> {
    MACHINE
        .read()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The machine for this thread alone, held while timing programs. The holder must not ask
/// for a share: the lock is not reentrant.
pub(crate) fn machine_exclusive() -> RwLockWriteGuard<'static, ()> {
    MACHINE
        .write()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// How a process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// It exited with this status.
    Exited(i32),
    /// A signal killed it.
    Signaled(i32),
    /// It ran past its limit and was killed.
    TimedOut(Duration),
}

impl End {
    pub(crate) fn success(self) -> bool {
        self == End::Exited(0)
    }
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            End::Exited(code) => write!(f, "exit status {code}"),
            End::Signaled(signal) => match signal_name(signal) {
                Some(name) => write!(f, "killed by signal {signal} ({name})"),
                None => write!(f, "killed by signal {signal}"),
            },
            End::TimedOut(limit) => write!(f, "timed out after {} s", limit.as_secs_f64()),
        }
    }
}

fn signal_name(signal: i32) -> Option<&'static str> {
    Some(match signal {
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        15 => "SIGTERM",
        _ => return None,
    })
}

/// What a finished process left behind.
#[derive(Debug)]
pub(crate) struct Finished {
    pub(crate) end: End,
    pub(crate) stdout: Vec<u8>,
    pub(crate) stderr: Vec<u8>,
    /// The wall time from start to end (to the kill, for a run that timed out).
    pub(crate) elapsed: Duration,
}

/// One command to run.
#[derive(Debug)]
pub(crate) struct Invocation {
    /// The program and its arguments.
    pub(crate) argv: Vec<OsString>,
    /// The working directory.
    pub(crate) cwd: PathBuf,
    /// A file fed to standard input; the null device if unset.
    pub(crate) stdin: Option<PathBuf>,
    /// Extra environment variables.
    pub(crate) env: Vec<(String, String)>,
    pub(crate) timeout: Duration,
}

impl Invocation {
    /// An invocation of `argv` in `cwd`, with no input, no extra environment and `timeout`.
    pub(crate) fn new(argv: Vec<OsString>, cwd: &Path, timeout: Duration) -> Invocation {
        Invocation {
            argv,
            cwd: cwd.to_owned(),
            stdin: None,
            env: Vec::new(),
            timeout,
        }
    }

    /// Runs the command, writing its output to `log_dir/label.stdout` and `.stderr`.
    /// Fails only when the command cannot be started or its output cannot be read back.
    pub(crate) fn run(&self, log_dir: &Path, label: &str) -> io::Result<Finished> {
        let stdout_path = log_dir.join(format!("{label}.stdout"));
        let stderr_path = log_dir.join(format!("{label}.stderr"));
        let (program, args) = self
            .argv
            .split_first()
            .ok_or_else(|| io::Error::other("empty command"))?;
        let mut command = Command::new(program);
        command
            .args(args)
            .current_dir(&self.cwd)
            .stdout(File::create(&stdout_path)?)
            .stderr(File::create(&stderr_path)?)
            .env("LC_ALL", "C");
        match &self.stdin {
            Some(path) => command.stdin(File::open(path)?),
            None => command.stdin(Stdio::null()),
        };
        for (key, value) in &self.env {
            command.env(key, value);
        }
        let start = Instant::now();
        let mut child = command.spawn().map_err(|error| {
            io::Error::new(
                error.kind(),
                format!("cannot run {}: {error}", Path::new(program).display()),
            )
        })?;
        let end = loop {
            if let Some(status) = child.try_wait()? {
                break match (status.code(), status.signal()) {
                    (Some(code), _) => End::Exited(code),
                    (None, Some(signal)) => End::Signaled(signal),
                    (None, None) => End::Exited(-1),
                };
            }
            if start.elapsed() >= self.timeout {
                // The process may end between the check and the kill; either way it is gone.
                let _ = child.kill();
                child.wait()?;
                break End::TimedOut(self.timeout);
            }
            std::thread::sleep(poll_pause(start.elapsed()));
        };
        let elapsed = start.elapsed();
        Ok(Finished {
            end,
            elapsed,
            stdout: std::fs::read(&stdout_path)?,
            stderr: std::fs::read(&stderr_path)?,
        })
    }
}

/// How many threads of other processes are runnable right now: the running count of
/// `/proc/loadavg` less the thread reading it. `None` where the file is missing (not Linux).
pub(crate) fn runnable_elsewhere() -> Option<u32> {
    let text = std::fs::read_to_string("/proc/loadavg").ok()?;
    let (running, _) = text.split_whitespace().nth(3)?.split_once('/')?;
    Some(running.parse::<u32>().ok()?.saturating_sub(1))
}

/// How long to wait before looking again whether a process that has run for `elapsed` ended.
fn poll_pause(elapsed: Duration) -> Duration {
    (elapsed / 100).clamp(Duration::from_micros(100), Duration::from_millis(20))
}

/// The first `count` non-empty lines of `text`, each cut to a readable length.
pub(crate) fn first_lines(text: &[u8], count: usize) -> Vec<String> {
    String::from_utf8_lossy(text)
        .lines()
        .filter(|line| !line.trim().is_empty())
        .take(count)
        .map(|line| shorten(line, 200))
        .collect()
}

/// `text` cut to at most `max` characters, with `...` marking the cut.
pub(crate) fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_owned()
    } else {
        let mut cut: String = text.chars().take(max).collect();
        cut.push_str("...");
        cut
    }
}
