//! A structure-aware fuzzer for the p4a front end: preprocessed C text → IR → C printer.
//!
//! Only stable Rust is available, so this is a plain, in-tree, generational-mutation
//! fuzzer rather than a coverage-guided one (libFuzzer and AFL need nightly or extra
//! toolchains). The seeds are the validation corpus run through `cc -E` once; each input
//! is a seed (or the previous input) under a few random, C-aware mutations ([`mutate`]):
//! lines and tokens deleted, duplicated, swapped or replaced, C tokens, GNU keywords and
//! line markers inserted, blocks wrapped, text truncated, two files spliced, characters
//! flipped. Each input goes through [`check::check`]: `parse_preprocessed`, then `verify`,
//! then `print_unit`, under `catch_unwind`.
//!
//! What counts as a finding:
//! - any panic (front end, verifier or printer);
//! - a verifier error after a parse that reported no error (a verifier error is always a
//!   p4a bug);
//! - optionally ([`Config::roundtrip_every`]), printed C of a successful parse that does
//!   not parse again after `cc -E`, or whose second print differs from the first.
//!
//! Entry points: [`fuzz`] (the loop, used by the `p4a-fuzz` binary and the seeded test),
//! [`check::check`] (one input), [`minimize::minimize`] (shrink a finding while it keeps its
//! signature) and [`fixpoint::check_file`] (print → `cc -E` → parse → print is a fixed point).

pub mod check;
pub mod fixpoint;
pub mod lex;
pub mod minimize;
pub mod mutate;
pub mod seeds;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use check::{Finding, check};
use mutate::Rng;
use seeds::Seed;

/// What one fuzzing run does.
#[derive(Clone, Debug)]
pub struct Config {
    /// Seed of the random generator: the same seed and seeds give the same inputs.
    pub rng_seed: u64,
    /// Stop after this many inputs (`None`: no limit).
    pub iterations: Option<u64>,
    /// Stop after this much time (`None`: no limit).
    pub budget: Option<Duration>,
    /// An input slower than this is recorded as slow.
    pub slow: Duration,
    /// Every n-th successfully parsed input is also round-tripped through the printer,
    /// `cc -E` and the parser (0: never). Costs a `cc` process each time.
    pub roundtrip_every: u64,
    /// Where findings are written (`None`: kept in memory only).
    pub out_dir: Option<PathBuf>,
    /// Print a progress line this often (`None`: quiet).
    pub progress: Option<Duration>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            rng_seed: 1,
            iterations: Some(1000),
            budget: None,
            slow: Duration::from_secs(2),
            roundtrip_every: 0,
            out_dir: None,
            progress: None,
        }
    }
}

/// One distinct finding, with the first input that showed it.
#[derive(Clone, Debug)]
pub struct Found {
    /// What went wrong and where.
    pub finding: Finding,
    /// The input.
    pub input: String,
    /// How many inputs showed the same signature.
    pub hits: u64,
    /// The file it was saved to, if any.
    pub saved: Option<PathBuf>,
}

/// What a run did.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Inputs run.
    pub iterations: u64,
    /// Inputs that parsed without error.
    pub parsed_ok: u64,
    /// Inputs printed (verified IR).
    pub printed: u64,
    /// Round trips done.
    pub roundtrips: u64,
    /// Distinct findings, by signature, in order of discovery.
    pub found: Vec<Found>,
    /// Inputs slower than [`Config::slow`]: (time, saved file).
    pub slow: Vec<(Duration, Option<PathBuf>)>,
    /// Slowest input time.
    pub max_time: Duration,
    /// Wall time of the run.
    pub elapsed: Duration,
}

impl Report {
    /// The panics among the findings.
    pub fn panics(&self) -> impl Iterator<Item = &Found> {
        self.found.iter().filter(|f| f.finding.is_panic())
    }
}

/// Upper bound on an input's size, as a multiple of the largest seed: keeps the random
/// walk from growing inputs without bound.
const MAX_GROWTH: usize = 2;

/// Runs the fuzzing loop over `seeds` (at least one).
pub fn fuzz(seeds: &[Seed], config: &Config, mut on_input: impl FnMut(&str)) -> Report {
    assert!(!seeds.is_empty(), "the fuzzer needs at least one seed");
    check::install_panic_hook();
    let max_len = seeds.iter().map(|s| s.text.len()).max().unwrap_or(0) * MAX_GROWTH + 4096;
    let mut rng = Rng::new(config.rng_seed);
    let mut report = Report::default();
    let start = Instant::now();
    let mut last_progress = start;
    let mut previous: Option<String> = None;
    loop {
        if config.iterations.is_some_and(|n| report.iterations >= n)
            || config.budget.is_some_and(|b| start.elapsed() >= b)
        {
            break;
        }
        // Half the time start again from a seed; otherwise keep mutating the last input
        // (a random walk that reaches inputs a few mutations cannot).
        let base = match previous.take() {
            Some(text) if rng.chance(1, 2) && text.len() <= max_len => text,
            _ => seeds[rng.below(seeds.len())].text.clone(),
        };
        let other = &seeds[rng.below(seeds.len())].text;
        let input = mutate::mutate(&mut rng, &base, other);
        on_input(&input);
        let result = check(&input);
        report.iterations += 1;
        report.max_time = report.max_time.max(result.elapsed);
        if result.parsed_ok {
            report.parsed_ok += 1;
        }
        if result.printed.is_some() {
            report.printed += 1;
        }
        if result.elapsed >= config.slow {
            let saved = save(config, "slow", &format!("{}", report.slow.len()), &input);
            report.slow.push((result.elapsed, saved));
        }
        let mut findings: Vec<Finding> = result.finding.into_iter().collect();
        if config.roundtrip_every > 0
            && result.parsed_ok
            && report.parsed_ok % config.roundtrip_every == 0
            && let Some(printed) = &result.printed
        {
            report.roundtrips += 1;
            if let Some(f) = fixpoint::roundtrip_finding(printed) {
                findings.push(f);
            }
        }
        for finding in findings {
            record(&mut report, config, finding, &input);
        }
        previous = Some(input);
        if let Some(every) = config.progress
            && last_progress.elapsed() >= every
        {
            last_progress = Instant::now();
            eprintln!(
                "p4a-fuzz: {} inputs in {:.0?} ({:.0}/s), {} parsed ok, {} round trips, {} findings, {} slow, slowest {:.0?}",
                report.iterations,
                start.elapsed(),
                report.iterations as f64 / start.elapsed().as_secs_f64(),
                report.parsed_ok,
                report.roundtrips,
                report.found.len(),
                report.slow.len(),
                report.max_time,
            );
        }
    }
    report.elapsed = start.elapsed();
    report
}

fn record(report: &mut Report, config: &Config, finding: Finding, input: &str) {
    let signature = finding.signature();
    if let Some(found) = report
        .found
        .iter_mut()
        .find(|f| f.finding.signature() == signature)
    {
        found.hits += 1;
        // Keep the smallest input for each signature: easier to minimize.
        if input.len() < found.input.len() {
            found.input = input.to_string();
            if let Some(path) = &found.saved {
                let _ = std::fs::write(path, input);
            }
        }
        return;
    }
    let name = format!("{}-{}", report.found.len(), finding.file_stem());
    let saved = save(config, finding.kind.dir(), &name, input);
    if config.progress.is_some() {
        eprintln!("p4a-fuzz: NEW {finding}");
    }
    report.found.push(Found {
        finding,
        input: input.to_string(),
        hits: 1,
        saved,
    });
}

fn save(config: &Config, dir: &str, name: &str, input: &str) -> Option<PathBuf> {
    let dir = config.out_dir.as_ref()?.join(dir);
    std::fs::create_dir_all(&dir).ok()?;
    let path = dir.join(format!("{name}.i"));
    std::fs::write(&path, input).ok()?;
    Some(path)
}
