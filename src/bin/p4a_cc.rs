//! `p4a-cc`: a C compiler wrapper that parallelizes a whole program at link time, as
//! link-time optimisation does. Set it as the build's compiler (`make CC=p4a-cc`,
//! `cmake -DCMAKE_C_COMPILER=p4a-cc`):
//!
//! - A **compile step** (`-c`) compiles each file unchanged with the real compiler
//!   (`$P4A_CC`, default `cc`), then records the file, its directory and its flags in a
//!   section of the object (`.p4a_unit`, with `objcopy`), so that the record travels with
//!   the object into static libraries.
//! - A **link step** gathers the records of its objects, of the static libraries it links
//!   (`libfoo.a`, `-lfoo` found in a `-L` directory) and of the C files it compiles itself,
//!   and runs `p4a` on them as one program (`p4a --compile-commands`, with the flags in
//!   `$P4A_FLAGS`, e.g. `--opencl`): the parallel sources go to `PROG.p4a/`, mirroring
//!   the source tree, and `p4a -o PROG` builds the program from them. Objects and
//!   libraries without records are linked as they are (after the program's own objects,
//!   so an archive only adds what the program still lacks).
//! - Anything else (`-E`, `-S`, `-M`, `--version`...) runs the real compiler unchanged.
//!
//! When p4a cannot translate the program, the link step fails with p4a's diagnostics;
//! `P4A_CC_FALLBACK=1` links the unchanged objects instead, with a warning (build systems
//! that probe the compiler with programs of their own need it rarely, since those probes
//! are plain C).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The section of an object that holds its record.
const SECTION: &str = ".p4a_unit";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("p4a-cc: error: {e}");
            ExitCode::from(1)
        }
    }
}

fn real_cc() -> Vec<String> {
    let cc = std::env::var("P4A_CC").unwrap_or_else(|_| "cc".to_string());
    let words: Vec<String> = cc.split_whitespace().map(str::to_string).collect();
    if words.is_empty() {
        vec!["cc".to_string()]
    } else {
        words
    }
}

/// Runs the real compiler with `args`; its exit status.
fn cc(args: &[String]) -> Result<ExitCode, String> {
    let cc = real_cc();
    let status = Command::new(&cc[0])
        .args(&cc[1..])
        .args(args)
        .status()
        .map_err(|e| format!("cannot run the C compiler `{}`: {e}", cc[0]))?;
    Ok(exit_code(status))
}

fn exit_code(status: std::process::ExitStatus) -> ExitCode {
    match status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(c) => ExitCode::from(u8::try_from(c).unwrap_or(1)),
        None => ExitCode::from(1),
    }
}

/// Options after which the next argument is a value, not an input.
const WITH_VALUE: &[&str] = &[
    "-o",
    "-I",
    "-D",
    "-U",
    "-include",
    "-imacros",
    "-isystem",
    "-iquote",
    "-idirafter",
    "-MF",
    "-MT",
    "-MQ",
    "-x",
    "-L",
    "-l",
    "-Xlinker",
    "-u",
    "-T",
    "-aux-info",
    "-isysroot",
];

/// The command line sorted: C sources, objects, static libraries, `-o`'s value, and
/// whether it compiles only.
#[derive(Debug, Default)]
struct Line {
    sources: Vec<String>,
    objects: Vec<String>,
    archives: Vec<String>,
    libs: Vec<String>,
    lib_dirs: Vec<String>,
    output: Option<String>,
    compile_only: bool,
    other_mode: bool,
}

fn classify(args: &[String]) -> Line {
    let mut line = Line::default();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        let next = args.get(i + 1).cloned();
        match a.as_str() {
            "-c" => line.compile_only = true,
            "-E" | "-S" | "-M" | "-MM" | "-v" | "--version" | "-dumpversion" | "-dumpmachine"
            | "-dumpfullversion" | "-###" => line.other_mode = true,
            "-o" => line.output = next.clone(),
            "-L" => line.lib_dirs.extend(next.clone()),
            "-l" => line.libs.extend(next.clone()),
            // A language other than C.
            "-x" if next.as_deref() != Some("c") && next.as_deref() != Some("none") => {
                line.other_mode = true;
            }
            "-" => line.other_mode = true,
            _ if a.starts_with("-print-") || a.starts_with("--print") => line.other_mode = true,
            _ if a.starts_with("-L") => line.lib_dirs.push(a[2..].to_string()),
            _ if a.starts_with("-l") => line.libs.push(a[2..].to_string()),
            _ if a.starts_with("-o") && a.len() > 2 => line.output = Some(a[2..].to_string()),
            _ if a.starts_with('-') => {}
            _ if a.ends_with(".c") => line.sources.push(a.clone()),
            _ if a.ends_with(".o") || a.ends_with(".obj") => line.objects.push(a.clone()),
            _ if a.ends_with(".a") => line.archives.push(a.clone()),
            _ => {}
        }
        i += if WITH_VALUE.contains(&a.as_str()) {
            2
        } else {
            1
        };
    }
    line
}

fn run(args: &[String]) -> Result<ExitCode, String> {
    let line = classify(args);
    if args.is_empty() || line.other_mode {
        return cc(args);
    }
    if line.compile_only {
        return compile(args, &line);
    }
    link(args, &line)
}

/// One recorded unit: a compilation database entry.
fn record(dir: &Path, file: &str, args: &[String]) -> serde_json::Value {
    let mut arguments = vec![real_cc()[0].clone()];
    arguments.extend(args.iter().cloned());
    serde_json::json!({
        "directory": dir.display().to_string(),
        "file": file,
        "arguments": arguments,
    })
}

/// The compile flags of a link line's sources: without what only the link uses.
fn compile_args(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if a == "-l" || a == "-L" || a == "-Xlinker" || a == "-T" || a == "-u" {
            i += 2;
            continue;
        }
        let link_only = a.starts_with("-l")
            || a.starts_with("-L")
            || a.starts_with("-Wl,")
            || (!a.starts_with('-') && (a.ends_with(".o") || a.ends_with(".a")));
        if !link_only {
            out.push(a.clone());
        }
        i += 1;
    }
    out
}

fn compile(args: &[String], line: &Line) -> Result<ExitCode, String> {
    let code = cc(args)?;
    if code != ExitCode::SUCCESS {
        return Ok(code);
    }
    let dir =
        std::env::current_dir().map_err(|e| format!("cannot read the current directory: {e}"))?;
    for src in &line.sources {
        let object = match (&line.output, line.sources.len()) {
            (Some(o), 1) => PathBuf::from(o),
            _ => {
                let stem = Path::new(src).file_stem().unwrap_or_default();
                PathBuf::from(stem).with_extension("o")
            }
        };
        let text = record(&dir, src, args).to_string();
        if let Err(e) = embed(&object, &text) {
            eprintln!(
                "p4a-cc: warning: `{}` is compiled but not recorded ({e}): p4a will not see it at link time",
                object.display()
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn objcopy() -> String {
    std::env::var("P4A_OBJCOPY").unwrap_or_else(|_| "objcopy".to_string())
}

/// Adds `text` to `object` as the record section.
fn embed(object: &Path, text: &str) -> Result<(), String> {
    let tmp = tempfile::NamedTempFile::new().map_err(|e| e.to_string())?;
    std::fs::write(tmp.path(), text).map_err(|e| e.to_string())?;
    let status = Command::new(objcopy())
        .arg("--remove-section")
        .arg(SECTION)
        .arg("--add-section")
        .arg(format!("{SECTION}={}", tmp.path().display()))
        .arg("--set-section-flags")
        .arg(format!("{SECTION}=noload,readonly"))
        .arg(object)
        .status()
        .map_err(|e| format!("cannot run `{}`: {e}", objcopy()))?;
    if !status.success() {
        return Err(format!("`{}` failed ({status})", objcopy()));
    }
    Ok(())
}

/// The record an object holds, if any.
fn read_record(object: &Path) -> Option<serde_json::Value> {
    let tmp = tempfile::NamedTempFile::new().ok()?;
    // `--dump-section` writes the section's bytes to a file (and fails without one); the
    // object is copied to a scratch file, left unchanged.
    let scratch = tempfile::NamedTempFile::new().ok()?;
    let out = Command::new(objcopy())
        .arg("--dump-section")
        .arg(format!("{SECTION}={}", tmp.path().display()))
        .arg(object)
        .arg(scratch.path())
        .stderr(std::process::Stdio::null())
        .status()
        .ok()?;
    if !out.success() {
        return None;
    }
    let text = std::fs::read_to_string(tmp.path()).ok()?;
    serde_json::from_str(text.trim_end_matches('\0')).ok()
}

/// The members of a static library (`ar` format), name and bytes; thin archives and
/// anything unreadable give none.
fn archive_members(path: &Path) -> Vec<(String, Vec<u8>)> {
    let Ok(bytes) = std::fs::read(path) else {
        return Vec::new();
    };
    if !bytes.starts_with(b"!<arch>\n") {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut names: &[u8] = &[];
    let mut at = 8;
    while at + 60 <= bytes.len() {
        let header = &bytes[at..at + 60];
        let field = |a: usize, b: usize| String::from_utf8_lossy(&header[a..b]).trim().to_string();
        let Ok(size) = field(48, 58).parse::<usize>() else {
            break;
        };
        let start = at + 60;
        let Some(data) = bytes.get(start..start + size) else {
            break;
        };
        let raw = field(0, 16);
        if raw == "//" {
            names = data;
        } else if raw != "/" && raw != "/SYM64/" && raw != "__.SYMDEF" {
            let name =
                if let Some(off) = raw.strip_prefix('/').and_then(|o| o.parse::<usize>().ok()) {
                    let rest = names.get(off..).unwrap_or_default();
                    let end = rest.iter().position(|&c| c == b'\n').unwrap_or(rest.len());
                    String::from_utf8_lossy(&rest[..end])
                        .trim_end_matches('/')
                        .to_string()
                } else {
                    raw.trim_end_matches('/').to_string()
                };
            out.push((name, data.to_vec()));
        }
        at = start + size + (size & 1);
    }
    out
}

/// The records of a static library's members.
fn archive_records(path: &Path) -> Vec<serde_json::Value> {
    let mut out = Vec::new();
    for (name, data) in archive_members(path) {
        if !name.ends_with(".o") {
            continue;
        }
        let Ok(tmp) = tempfile::NamedTempFile::new() else {
            continue;
        };
        if std::fs::write(tmp.path(), &data).is_ok()
            && let Some(r) = read_record(tmp.path())
        {
            out.push(r);
        }
    }
    out
}

fn link(args: &[String], line: &Line) -> Result<ExitCode, String> {
    let dir =
        std::env::current_dir().map_err(|e| format!("cannot read the current directory: {e}"))?;
    let mut records = Vec::new();
    let compile_flags = compile_args(args);
    for src in &line.sources {
        let flags: Vec<String> = compile_flags
            .iter()
            .filter(|a| !line.sources.contains(a))
            .cloned()
            .collect();
        records.push(record(&dir, src, &flags));
    }
    let mut recorded_objects = Vec::new();
    for o in &line.objects {
        if let Some(r) = read_record(Path::new(o)) {
            records.push(r);
            recorded_objects.push(o.clone());
        }
    }
    let mut archives: Vec<PathBuf> = line.archives.iter().map(PathBuf::from).collect();
    for lib in &line.libs {
        if let Some(a) = line
            .lib_dirs
            .iter()
            .map(|d| Path::new(d).join(format!("lib{lib}.a")))
            .find(|a| a.is_file())
        {
            // A shared library found first in the same directory is what the linker takes.
            let shared = a.with_extension("so");
            if !shared.exists() {
                archives.push(a);
            }
        }
    }
    for a in &archives {
        records.extend(archive_records(a));
    }
    if records.is_empty() {
        return cc(args);
    }
    let exe = line.output.clone().unwrap_or_else(|| "a.out".to_string());
    // What the link keeps: every argument but the program's sources, its recorded
    // objects, `-o` and `-c`.
    let mut link_flags = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if a == "-o" {
            i += 2;
            continue;
        }
        let dropped = line.sources.contains(a)
            || recorded_objects.contains(a)
            || (a.starts_with("-o") && a.len() > 2);
        if !dropped {
            link_flags.push(a.clone());
        }
        i += 1;
    }
    let work =
        tempfile::tempdir().map_err(|e| format!("cannot make a temporary directory: {e}"))?;
    let db = work.path().join("compile_commands.json");
    std::fs::write(&db, serde_json::Value::Array(records).to_string())
        .map_err(|e| format!("cannot write `{}`: {e}", db.display()))?;
    let out_dir = PathBuf::from(format!("{exe}.p4a"));
    let p4a = p4a_binary()?;
    let mut cmd = Command::new(&p4a);
    if let Ok(flags) = std::env::var("P4A_FLAGS") {
        cmd.args(flags.split_whitespace());
    }
    cmd.arg("--compile-commands")
        .arg(&db)
        .arg("--output-dir")
        .arg(&out_dir)
        .arg("--cc")
        .arg(real_cc().join(" "))
        .arg("-o")
        .arg(&exe);
    for f in &link_flags {
        cmd.arg(OsString::from(format!("--link-flags={f}")));
    }
    let status = cmd
        .status()
        .map_err(|e| format!("cannot run `{}`: {e}", p4a.display()))?;
    if status.success() {
        return Ok(ExitCode::SUCCESS);
    }
    if std::env::var_os("P4A_CC_FALLBACK").is_some_and(|v| v != "0") {
        eprintln!(
            "p4a-cc: warning: p4a did not build `{exe}` (above); linking the unchanged objects (P4A_CC_FALLBACK)"
        );
        return cc(args);
    }
    eprintln!(
        "p4a-cc: p4a did not build `{exe}` (above); set P4A_CC_FALLBACK=1 to link the unchanged objects instead"
    );
    Ok(exit_code(status))
}

/// The `p4a` binary: `$P4A`, else the one beside this wrapper.
fn p4a_binary() -> Result<PathBuf, String> {
    if let Some(p) = std::env::var_os("P4A") {
        return Ok(PathBuf::from(p));
    }
    let me = std::env::current_exe().map_err(|e| format!("cannot find p4a-cc's own path: {e}"))?;
    let beside = me.with_file_name(format!("p4a{}", std::env::consts::EXE_SUFFIX));
    if beside.is_file() {
        return Ok(beside);
    }
    Err(format!(
        "cannot find `p4a` beside `{}` (set $P4A to its path)",
        me.display()
    ))
}
