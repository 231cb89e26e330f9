//! Front-end throughput on a ~50,000-line program (see `README.md` beside this file).
//!
//! The program is built from the validation corpus: every single-file case is
//! preprocessed with `cc -E`; its user part (rows the line markers give to the case
//! file) is kept once, with every name it declares at file scope renamed `NAME_bK` so
//! that the cases do not clash, followed by as many copies of its function definitions
//! as it takes to reach the target size, the functions of copy J renamed `NAME_bKcJ`.
//! One copy of the system headers (those the corpus includes, with `_GNU_SOURCE`)
//! comes first. A case is left out when gcc or p4a rejects it alone.
//!
//! Measured, best of several runs (wall time and this thread's CPU time; the ratios use
//! CPU time, which other load on the machine disturbs less): (a) tree-sitter's bare parse of the text, (b) the
//! whole front end (`parse_preprocessed`: line map, rewrites, parse, lowering), (c) the
//! front end and the printer. Also the front end's stages one by one.
//!
//! Environment: `P4A_BENCH_LINES` (target size, default 50000), `P4A_BENCH_RUNS` (runs
//! per measure, default 7), `P4A_BENCH_SAVE` (a path to write the program to),
//! `P4A_BENCH_LEFT_OUT` (a directory to write the programs of left-out cases to).

use std::collections::{BTreeSet, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use p4a_analyzer::front::preprocess::{self, CppOptions, run_cpp};
use p4a_analyzer::front::{lower, parse_preprocessed};
use p4a_analyzer::ir::Program;
use p4a_analyzer::print::print_unit;

fn main() {
    let target: usize = env_number("P4A_BENCH_LINES", 50_000);
    let runs: usize = env_number("P4A_BENCH_RUNS", 7);
    let cases = Path::new(env!("CARGO_MANIFEST_DIR")).join("../validation/cases");
    let t = Instant::now();
    let program = build_program(&cases, target);
    let lines = program.text.lines().count();
    eprintln!(
        "frontend bench: {} lines ({} KiB): {} header lines, {} cases, {} copies of their functions; built in {:.1?}",
        lines,
        program.text.len() / 1024,
        program.header_lines,
        program.cases.len(),
        program.copies,
        t.elapsed()
    );
    if !program.left_out.is_empty() {
        eprintln!("left out: {}", program.left_out.join(", "));
    }
    if let Ok(path) = std::env::var("P4A_BENCH_SAVE") {
        std::fs::write(&path, &program.text).expect("cannot write P4A_BENCH_SAVE");
        eprintln!("program written to {path}");
    }
    check_front_end(&program.text);
    let text = program.text.as_str();
    let path = Path::new("bench.c");

    let bare = best_of(runs, || {
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&tree_sitter_c::LANGUAGE.into())
            .expect("C grammar");
        parser.parse(text, None).expect("tree-sitter gave up")
    });
    let front = best_of(runs, || {
        let mut p = Program::default();
        let mut linkage = lower::Linkage::default();
        let diags = parse_preprocessed(&mut p, &mut linkage, path, text);
        (p, diags)
    });
    let front_print = best_of(runs, || {
        let mut p = Program::default();
        let mut linkage = lower::Linkage::default();
        parse_preprocessed(&mut p, &mut linkage, path, text);
        print_unit(&p, 0, &p4a_analyzer::print::C)
    });

    println!(
        "frontend bench: {lines} lines, best of {runs} runs; lines/s and ratios from CPU time"
    );
    report("(a) tree-sitter parse", bare, lines, None);
    report("(b) front end", front, lines, Some(bare));
    report("(c) front end + printer", front_print, lines, Some(bare));
    println!(
        "target: (c) within 3x of (a): {}",
        if front_print.ratio_base() <= 3.0 * bare.ratio_base() {
            "met"
        } else {
            "MISSED"
        }
    );

    // The stages of (c), each on its own.
    let mut files = Vec::new();
    let (blanked, map) = preprocess::map_lines(text, &mut files);
    let (rewritten, rewrites) = preprocess::rewrite(&blanked);
    let tree = {
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&tree_sitter_c::LANGUAGE.into())
            .expect("C grammar");
        parser.parse(&rewritten, None).expect("tree-sitter gave up")
    };
    let stage_lines = best_of(runs, || {
        let mut files = Vec::new();
        preprocess::map_lines(text, &mut files)
    });
    let stage_rewrite = best_of(runs, || preprocess::rewrite(&blanked));
    let stage_parse = best_of(runs, || {
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&tree_sitter_c::LANGUAGE.into())
            .expect("C grammar");
        parser.parse(&rewritten, None).expect("tree-sitter gave up")
    });
    let stage_lower = best_of(runs, || {
        let mut p = Program::default();
        p.files = files.clone();
        let mut linkage = lower::Linkage::default();
        let unit = p4a_analyzer::ir::FileId(
            files.iter().position(|f| f.path == "bench.c").unwrap_or(0) as u32,
        );
        lower::lower_unit(
            &mut p,
            &mut linkage,
            unit,
            &rewritten,
            &tree,
            &map,
            &rewrites,
        );
        p
    });
    let lowered = {
        let mut p = Program::default();
        let mut linkage = lower::Linkage::default();
        parse_preprocessed(&mut p, &mut linkage, path, text);
        p
    };
    let stage_print = best_of(runs, || print_unit(&lowered, 0, &p4a_analyzer::print::C));
    let printed_lines = print_unit(&lowered, 0, &p4a_analyzer::print::C)
        .lines()
        .count();
    println!("stages (the printer writes {printed_lines} lines):");
    for (name, time) in [
        ("line map", stage_lines),
        ("rewrites", stage_rewrite),
        ("tree-sitter parse (rewritten text)", stage_parse),
        ("lowering", stage_lower),
        ("printer", stage_print),
    ] {
        report(&format!("  {name}"), time, lines, Some(bare));
    }
}

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A measure: the best wall time and the best CPU time of this thread over the runs.
/// The CPU time is what the ratios use: the machine may be shared, and other processes
/// inflate wall times far more than this thread's CPU time.
#[derive(Clone, Copy)]
struct Time {
    wall: Duration,
    cpu: Duration,
}

/// The best times of `runs` calls of `f` (its result is dropped outside the timing).
fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> Time {
    let mut best = Time {
        wall: Duration::MAX,
        cpu: Duration::MAX,
    };
    for _ in 0..runs.max(1) {
        let (start, cpu_start) = (Instant::now(), thread_cpu());
        let out = std::hint::black_box(f());
        best.cpu = best.cpu.min(thread_cpu().saturating_sub(cpu_start));
        best.wall = best.wall.min(start.elapsed());
        drop(out);
    }
    best
}

/// CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`).
#[cfg(target_os = "linux")]
fn thread_cpu() -> Duration {
    #[repr(C)]
    struct Timespec {
        tv_sec: i64,
        tv_nsec: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec (64-bit Linux layout); the call writes
    // only it.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return Duration::ZERO;
    }
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Elsewhere, no thread clock: CPU time reads as zero and the ratios use wall time.
#[cfg(not(target_os = "linux"))]
fn thread_cpu() -> Duration {
    Duration::ZERO
}

impl Time {
    /// The time the ratios use: CPU time when there is one.
    fn ratio_base(self) -> f64 {
        if self.cpu > Duration::ZERO {
            self.cpu.as_secs_f64()
        } else {
            self.wall.as_secs_f64()
        }
    }
}

fn report(name: &str, time: Time, lines: usize, base: Option<Time>) {
    let per_sec = lines as f64 / time.ratio_base();
    let ratio = base
        .map(|b| format!("  {:>5.2}x (a)", time.ratio_base() / b.ratio_base()))
        .unwrap_or_default();
    println!(
        "{name:<38} cpu {:>8.1} ms  wall {:>8.1} ms  {:>9.0} lines/s{ratio}",
        time.cpu.as_secs_f64() * 1e3,
        time.wall.as_secs_f64() * 1e3,
        per_sec
    );
}

/// The front end must read the program without error, or the bench measures error paths.
fn check_front_end(text: &str) {
    let mut p = Program::default();
    let mut linkage = lower::Linkage::default();
    let diags = parse_preprocessed(&mut p, &mut linkage, Path::new("bench.c"), text);
    let errors: Vec<String> = diags
        .iter()
        .filter(|d| d.is_error())
        .take(10)
        .map(|d| d.to_string())
        .collect();
    assert!(
        errors.is_empty(),
        "the front end rejects the bench program:\n{}",
        errors.join("\n")
    );
}

// ---------------------------------------------------------------------------------------
// Building the program.

struct BenchProgram {
    text: String,
    header_lines: usize,
    cases: Vec<String>,
    left_out: Vec<String>,
    copies: usize,
}

/// One case's user part, split into chunks of whole rows.
struct Case {
    name: String,
    /// Chunks in file order: (text, defines a function only).
    chunks: Vec<(String, bool)>,
    /// Names declared at file scope (and tags, enumerators) → renamed once.
    globals: HashSet<String>,
    /// Function names → index of the chunk defining them.
    functions: HashMap<String, usize>,
}

fn build_program(cases_dir: &Path, target: usize) -> BenchProgram {
    let mut files: Vec<PathBuf> = std::fs::read_dir(cases_dir)
        .expect("validation/cases")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    let header = headers(&files);
    let header_lines = header.lines().count();
    let mut cases = Vec::new();
    let mut left_out = Vec::new();
    for (k, file) in files.iter().enumerate() {
        let name = file.file_stem().unwrap().to_string_lossy().into_owned();
        let Some(case) = read_case(file, name.clone()) else {
            left_out.push(format!("{name} (cpp or rows)"));
            continue;
        };
        // Each case alone, with one copy of its functions, must pass gcc and p4a.
        let alone = format!("{header}{}", case_text(&case, k, 1));
        if let Err(e) = gcc_accepts(&alone) {
            let first = e.lines().find(|l| l.contains("error")).unwrap_or("");
            left_out.push(format!("{name} (gcc: {first})"));
            if let Ok(dir) = std::env::var("P4A_BENCH_LEFT_OUT") {
                let _ = std::fs::write(Path::new(&dir).join(format!("{name}.i")), &alone);
            }
            continue;
        }
        let mut p = Program::default();
        let mut linkage = lower::Linkage::default();
        let diags = parse_preprocessed(&mut p, &mut linkage, Path::new("bench.c"), &alone);
        if let Some(d) = diags.iter().find(|d| d.is_error()) {
            left_out.push(format!("{name} (p4a: {d})"));
            continue;
        }
        cases.push((k, case));
    }
    let once: usize = cases
        .iter()
        .map(|(k, c)| case_text(c, *k, 0).lines().count())
        .sum();
    let per_copy: usize = cases
        .iter()
        .map(|(_, c)| {
            c.chunks
                .iter()
                .filter(|(_, f)| *f)
                .map(|(t, _)| t.lines().count())
                .sum::<usize>()
        })
        .sum();
    let copies = (target.saturating_sub(header_lines + once))
        .div_ceil(per_copy.max(1))
        .max(1);
    let mut text = header;
    for (k, case) in &cases {
        text.push_str(&case_text(case, *k, copies));
    }
    BenchProgram {
        text,
        header_lines,
        cases: cases.into_iter().map(|(_, c)| c.name).collect(),
        left_out,
        copies,
    }
}

/// One preprocessed copy of the system headers the corpus includes.
fn headers(files: &[PathBuf]) -> String {
    let mut names = BTreeSet::new();
    for file in files {
        let Ok(src) = std::fs::read_to_string(file) else {
            continue;
        };
        for line in src.lines() {
            let line = line.trim_start();
            let Some(rest) = line.strip_prefix('#').or_else(|| line.strip_prefix("%:")) else {
                continue;
            };
            let Some(rest) = rest.trim_start().strip_prefix("include") else {
                continue;
            };
            if let Some(name) = rest
                .trim()
                .strip_prefix('<')
                .and_then(|r| r.split('>').next())
            {
                names.insert(name.to_string());
            }
        }
    }
    let dir = tempfile::tempdir().expect("temporary directory");
    let file = dir.path().join("bench.c");
    let mut src = String::from("#define _GNU_SOURCE 1\n");
    for name in &names {
        src.push_str(&format!("#include <{name}>\n"));
    }
    std::fs::write(&file, src).expect("write the header file");
    let mut text = run_cpp(&file, &cpp_options()).expect("cc -E on the corpus headers");
    // The markers name the temporary file: name it `bench.c`.
    text = text.replace(&file.display().to_string(), "bench.c");
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

fn cpp_options() -> CppOptions {
    CppOptions {
        flags: vec!["-std=gnu11".to_string()],
        ..CppOptions::default()
    }
}

/// Preprocesses a case and cuts its user rows into chunks.
fn read_case(file: &Path, name: String) -> Option<Case> {
    let text = run_cpp(file, &cpp_options()).ok()?;
    let mut files = Vec::new();
    let (blanked, map) = preprocess::map_lines(&text, &mut files);
    let (rewritten, _) = preprocess::rewrite(&blanked);
    // Chunks are cut by rows, so the rewrites must keep them (they are documented to).
    let newlines = |s: &str| s.bytes().filter(|&b| b == b'\n').count();
    if newlines(&rewritten) != newlines(&blanked) {
        eprintln!(
            "{name}: the rewrites changed the number of rows ({} → {})",
            newlines(&blanked),
            newlines(&rewritten)
        );
        return None;
    }
    let mut parser = tree_sitter::Parser::new();
    parser.set_language(&tree_sitter_c::LANGUAGE.into()).ok()?;
    let tree = parser.parse(&rewritten, None)?;
    let src = rewritten.as_bytes();
    let user_row = |row: usize| {
        let (f, _) = map.at(row);
        files
            .get(f.0 as usize)
            .is_some_and(|f| !f.system && !f.path.starts_with('<'))
    };
    let rows: Vec<&str> = blanked.split_inclusive('\n').collect();
    // Top-level nodes on user rows, merged into row-disjoint chunks.
    let root = tree.root_node();
    let mut groups: Vec<(usize, usize, bool)> = Vec::new(); // (first row, last row, functions only)
    let mut globals = HashSet::new();
    let mut function_names: Vec<(String, usize)> = Vec::new();
    let mut cursor = root.walk();
    for node in root.named_children(&mut cursor) {
        let (r0, r1) = (node.start_position().row, node.end_position().row);
        if !user_row(r0) {
            continue;
        }
        let is_function = node.kind() == "function_definition";
        collect_names(node, src, &mut globals);
        let fname = if is_function {
            node.child_by_field_name("declarator")
                .and_then(|d| declarator_name(d, src))
        } else {
            None
        };
        match groups.last_mut() {
            Some(g) if r0 <= g.1 => {
                g.1 = g.1.max(r1);
                g.2 &= is_function;
            }
            _ => groups.push((r0, r1, is_function)),
        }
        if let Some(f) = fname {
            function_names.push((f, groups.len() - 1));
        }
    }
    let chunks = groups
        .iter()
        .map(|&(r0, r1, f)| (rows[r0..=r1.min(rows.len() - 1)].concat(), f))
        .collect();
    let functions = function_names.into_iter().collect::<HashMap<_, _>>();
    for f in functions.keys() {
        globals.insert(f.clone());
    }
    Some(Case {
        name,
        chunks,
        globals,
        functions,
    })
}

/// Names a top-level node declares at file scope: declarators of declarations and
/// typedefs, function names, struct/union/enum tags with a body, enumerators.
fn collect_names(node: tree_sitter::Node, src: &[u8], out: &mut HashSet<String>) {
    match node.kind() {
        "declaration" | "type_definition" | "function_definition" => {
            let mut c = node.walk();
            for d in node.children_by_field_name("declarator", &mut c) {
                if let Some(n) = declarator_name(d, src) {
                    out.insert(n);
                }
            }
        }
        _ => {}
    }
    let mut stack = vec![node];
    while let Some(n) = stack.pop() {
        match n.kind() {
            "struct_specifier" | "union_specifier" | "enum_specifier"
                if n.child_by_field_name("body").is_some() =>
            {
                if let Some(name) = n.child_by_field_name("name") {
                    out.insert(text_of(name, src));
                }
            }
            "enumerator" => {
                if let Some(name) = n.child_by_field_name("name") {
                    out.insert(text_of(name, src));
                }
            }
            _ => {}
        }
        let mut c = n.walk();
        stack.extend(n.named_children(&mut c));
    }
}

fn declarator_name(mut d: tree_sitter::Node, src: &[u8]) -> Option<String> {
    loop {
        match d.kind() {
            "identifier" | "type_identifier" => return Some(text_of(d, src)),
            _ => {
                d = d
                    .child_by_field_name("declarator")
                    .or_else(|| d.named_child(0))?
            }
        }
    }
}

fn text_of(node: tree_sitter::Node, src: &[u8]) -> String {
    String::from_utf8_lossy(&src[node.byte_range()]).into_owned()
}

/// The user part of case `k` once (renamed `_bK`), then `copies` copies of its function
/// chunks (copy J's functions renamed `_bKcJ`).
fn case_text(case: &Case, k: usize, copies: usize) -> String {
    let mut out = String::new();
    for (text, _) in &case.chunks {
        out.push_str(&rename(text, |name, _| {
            case.globals.contains(name).then(|| format!("{name}_b{k}"))
        }));
    }
    for j in 1..=copies {
        for (index, (text, functions_only)) in case.chunks.iter().enumerate() {
            if !functions_only {
                continue;
            }
            out.push_str(&rename(text, |name, after_member| {
                // A function defined before this point (or here) is this copy's; later
                // ones are called through copy 0's prototypes. `.f`/`->f` is a member.
                match case.functions.get(name) {
                    Some(&at) if at <= index && !after_member => Some(format!("{name}_b{k}c{j}")),
                    _ => case.globals.contains(name).then(|| format!("{name}_b{k}")),
                }
            }));
        }
    }
    out
}

/// Renames identifiers (outside literals) for which `new_name(name, after . or ->)`
/// gives a name.
fn rename(text: &str, mut new_name: impl FnMut(&str, bool) -> Option<String>) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    let mut i = 0;
    let mut last = b' '; // last significant byte
    let mut before_last = b' ';
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'"' || c == b'\'' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != c && bytes[j] != b'\n' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(bytes.len());
            out.push_str(&text[i..end]);
            i = end;
            last = c;
            continue;
        }
        if c.is_ascii_digit() {
            let start = i;
            while i < bytes.len()
                && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'.')
            {
                i += 1;
            }
            out.push_str(&text[start..i]);
            last = b'0';
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            let word = &text[start..i];
            // A prefixed literal (L"x") is copied with its literal on the next round.
            let after_member = last == b'.' || (last == b'>' && before_last == b'-');
            match new_name(word, after_member) {
                Some(n) if !matches!(bytes.get(i), Some(b'"' | b'\'')) => out.push_str(&n),
                _ => out.push_str(word),
            }
            before_last = last;
            last = b'a';
            continue;
        }
        let ch = text[i..].chars().next().unwrap();
        out.push(ch);
        if !ch.is_whitespace() {
            before_last = last;
            last = c;
        }
        i += ch.len_utf8();
    }
    out
}

/// Whether gcc accepts preprocessed text (`-fsyntax-only -x cpp-output`).
fn gcc_accepts(text: &str) -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let file = dir.path().join("bench.i");
    std::fs::write(&file, text).map_err(|e| e.to_string())?;
    let out = Command::new("cc")
        .args(["-fsyntax-only", "-std=gnu11", "-w", "-x", "cpp-output"])
        .arg(&file)
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}
