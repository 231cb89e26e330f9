//! `p4a-fuzz`: fuzzes the front end and the printer, replays and minimizes findings,
//! checks that printing is a fixed point.
//!
//! ```text
//! p4a-fuzz [run] [--seconds N] [--iterations N] [--seed N] [--out DIR] [--cases DIR]
//!                [--extra DIR] [--roundtrip-every N] [--slow-ms N] [--hang-s N]
//! p4a-fuzz replay FILE...        (each file through the checks and the round trip)
//! p4a-fuzz minimize IN OUT
//! p4a-fuzz fixpoint [--cases DIR] [--gcc]
//! p4a-fuzz diags FILE.i          (the front end's diagnostics, then the printed unit)
//! ```

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use p4a_fuzz::check::{check, install_panic_hook};
use p4a_fuzz::fixpoint::{Outcome, check_file, gcc_accepts};
use p4a_fuzz::seeds::{self, c_files, default_cases_dir};
use p4a_fuzz::{Config, fuzz, minimize};

struct Args {
    words: Vec<String>,
}

impl Args {
    /// Removes `--name VALUE` and returns the value.
    fn value(&mut self, name: &str) -> Option<String> {
        let k = self.words.iter().position(|w| w == name)?;
        self.words.remove(k);
        (k < self.words.len()).then(|| self.words.remove(k))
    }

    /// Removes `--name` and says whether it was there.
    fn flag(&mut self, name: &str) -> bool {
        let k = self.words.iter().position(|w| w == name);
        k.map(|k| self.words.remove(k)).is_some()
    }

    fn number(&mut self, name: &str) -> Result<Option<u64>, String> {
        self.value(name)
            .map(|v| v.parse().map_err(|_| format!("{name}: not a number: {v}")))
            .transpose()
    }
}

fn main() -> ExitCode {
    let mut args = Args {
        words: std::env::args().skip(1).collect(),
    };
    let command = match args.words.first().map(String::as_str) {
        Some("run" | "replay" | "minimize" | "fixpoint" | "diags") => args.words.remove(0),
        _ => "run".to_string(),
    };
    let result = match command.as_str() {
        "replay" => replay(&args.words),
        "minimize" => minimize_file(&args.words),
        "fixpoint" => fixpoint(&mut args),
        "diags" => diags(&args.words),
        _ => run(&mut args),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("p4a-fuzz: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &mut Args) -> Result<ExitCode, String> {
    let cases = args
        .value("--cases")
        .map(PathBuf::from)
        .unwrap_or_else(default_cases_dir);
    let out = PathBuf::from(
        args.value("--out")
            .unwrap_or_else(|| "fuzz/out".to_string()),
    );
    let config = Config {
        rng_seed: args.number("--seed")?.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        }),
        iterations: args.number("--iterations")?,
        budget: args.number("--seconds")?.map(Duration::from_secs),
        slow: Duration::from_millis(args.number("--slow-ms")?.unwrap_or(2000)),
        roundtrip_every: args.number("--roundtrip-every")?.unwrap_or(0),
        out_dir: Some(out.clone()),
        progress: Some(Duration::from_secs(10)),
    };
    let hang = Duration::from_secs(args.number("--hang-s")?.unwrap_or(30));
    let extra = args.value("--extra").map(PathBuf::from);
    if let Some(w) = args.words.first() {
        return Err(format!("unexpected argument `{w}`"));
    }
    let start = Instant::now();
    let mut seeds = seeds::load_corpus(&cases);
    if let Some(dir) = &extra {
        seeds.extend(seeds::load_dir(dir));
    }
    if seeds.is_empty() {
        return Err(format!("no seed in {}", cases.display()));
    }
    eprintln!(
        "p4a-fuzz: {} seeds ({} KiB) preprocessed in {:.1?}; seed {}; findings go to {}",
        seeds.len(),
        seeds.iter().map(|s| s.text.len()).sum::<usize>() / 1024,
        start.elapsed(),
        config.rng_seed,
        out.display()
    );
    let current = watchdog(hang, out.join("hangs"));
    let report = fuzz(&seeds, &config, |input| {
        *current.lock().unwrap_or_else(|e| e.into_inner()) =
            Some((Instant::now(), input.to_string()));
    });
    println!(
        "p4a-fuzz: {} inputs in {:.1?} ({:.0}/s): {} parsed without error, {} printed, {} round trips; slowest input {:.0?}, {} slower than {:?}",
        report.iterations,
        report.elapsed,
        report.iterations as f64 / report.elapsed.as_secs_f64(),
        report.parsed_ok,
        report.printed,
        report.roundtrips,
        report.max_time,
        report.slow.len(),
        config.slow,
    );
    println!("p4a-fuzz: {} distinct findings", report.found.len());
    for found in &report.found {
        println!(
            "- {} ({} hits, {} bytes, saved to {})\n  {}",
            found.finding.signature(),
            found.hits,
            found.input.len(),
            found
                .saved
                .as_deref()
                .map_or("-".to_string(), |p| p.display().to_string()),
            found.finding.to_string().replace('\n', "\n  ")
        );
    }
    Ok(if report.panics().next().is_some() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Starts a thread that saves the input being checked and ends the process when one
/// input runs longer than `limit` (a hang: nothing else can stop it).
fn watchdog(limit: Duration, dir: PathBuf) -> Arc<Mutex<Option<(Instant, String)>>> {
    let current: Arc<Mutex<Option<(Instant, String)>>> = Arc::new(Mutex::new(None));
    let watched = Arc::clone(&current);
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(Duration::from_millis(250));
            let guard = watched.lock().unwrap_or_else(|e| e.into_inner());
            if let Some((since, input)) = guard.as_ref()
                && since.elapsed() > limit
            {
                let _ = std::fs::create_dir_all(&dir);
                let path = dir.join(format!("hang-{}.i", std::process::id()));
                let _ = std::fs::write(&path, input);
                eprintln!(
                    "p4a-fuzz: an input has run for more than {limit:?}: saved to {}",
                    path.display()
                );
                std::process::exit(3);
            }
        }
    });
    current
}

fn replay(files: &[String]) -> Result<ExitCode, String> {
    install_panic_hook();
    let mut bad = 0;
    for file in files {
        let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
        let text = String::from_utf8_lossy(&bytes);
        let result = check(&text);
        let finding = result.finding.clone().or_else(|| {
            result
                .printed
                .as_deref()
                .and_then(p4a_fuzz::fixpoint::roundtrip_finding)
        });
        match &finding {
            Some(f) => {
                bad += 1;
                println!("{file}: {f}");
            }
            None => println!(
                "{file}: ok ({}, {:.1?})",
                if result.parsed_ok {
                    "parsed without error"
                } else {
                    "parse errors"
                },
                result.elapsed
            ),
        }
    }
    Ok(if bad > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn diags(files: &[String]) -> Result<ExitCode, String> {
    for file in files {
        let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
        let text = String::from_utf8_lossy(&bytes);
        let mut program = p4a_analyzer::ir::Program::default();
        let mut linkage = p4a_analyzer::front::lower::Linkage::default();
        let diags = p4a_analyzer::front::parse_preprocessed(
            &mut program,
            &mut linkage,
            Path::new(file),
            &text,
        );
        for d in &diags {
            println!("{d}");
        }
        if p4a_analyzer::ir::verify::verify(&program).is_ok() {
            print!(
                "{}",
                p4a_analyzer::print::print_unit(&program, 0, &p4a_analyzer::print::C)
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn minimize_file(words: &[String]) -> Result<ExitCode, String> {
    let [input, output] = words else {
        return Err("usage: p4a-fuzz minimize IN OUT".to_string());
    };
    install_panic_hook();
    let bytes = std::fs::read(input).map_err(|e| format!("{input}: {e}"))?;
    let text = String::from_utf8_lossy(&bytes);
    let Some(small) = minimize::minimize(&text) else {
        return Err(format!("{input}: shows no finding"));
    };
    std::fs::write(output, &small).map_err(|e| format!("{output}: {e}"))?;
    let finding = minimize::finding(&small)
        .map(|f| f.to_string())
        .unwrap_or_default();
    println!(
        "{input}: {} → {} bytes, saved to {output}\n{finding}",
        text.len(),
        small.len()
    );
    Ok(ExitCode::SUCCESS)
}

fn fixpoint(args: &mut Args) -> Result<ExitCode, String> {
    let cases = args
        .value("--cases")
        .map(PathBuf::from)
        .unwrap_or_else(default_cases_dir);
    let gcc = args.flag("--gcc");
    let (mut fixed, mut failed, mut skipped) = (0, 0, 0);
    for file in c_files(&cases) {
        let name = file
            .strip_prefix(&cases)
            .unwrap_or(&file)
            .display()
            .to_string();
        match check_file(&file) {
            Outcome::Fixed => {
                fixed += 1;
                println!("{name}: fixed point");
            }
            Outcome::NotParsed(e) => {
                skipped += 1;
                println!("{name}: skipped, does not parse: {}", first_line(&e));
            }
            Outcome::Failed(f) => {
                failed += 1;
                println!("{name}: NOT a fixed point ({:?}): {}", f.kind, f.message);
            }
        }
        if gcc {
            gcc_check(&file, &name);
        }
    }
    println!("fixpoint: {fixed} passed, {failed} failed, {skipped} skipped");
    Ok(if failed > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Whether gcc accepts the first print of `file`.
fn gcc_check(file: &Path, name: &str) {
    let Ok(text) = p4a_analyzer::front::preprocess::run_cpp(file, &seeds::cpp_options(file)) else {
        return;
    };
    let mut program = p4a_analyzer::ir::Program::default();
    let mut linkage = p4a_analyzer::front::lower::Linkage::default();
    let diags = p4a_analyzer::front::parse_preprocessed(&mut program, &mut linkage, file, &text);
    if diags.iter().any(|d| d.is_error()) {
        return;
    }
    let printed = p4a_analyzer::print::print_unit(&program, 0, &p4a_analyzer::print::C);
    if let Some(Err(e)) = gcc_accepts(&printed) {
        println!("{name}: gcc rejects the print: {}", first_line(&e));
    }
}

fn first_line(s: &str) -> &str {
    s.lines().next().unwrap_or("")
}
