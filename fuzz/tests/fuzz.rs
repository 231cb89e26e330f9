//! The fuzzer as a test: a fixed-seed run over the corpus, the saved crashes, and the
//! printer's fixed point over the corpus.

use std::path::Path;

use p4a_fuzz::check::check;
use p4a_fuzz::fixpoint::{Outcome, check_file};
use p4a_fuzz::seeds::{c_files, default_cases_dir, load_corpus, load_dir};
use p4a_fuzz::{Config, fuzz};

/// Inputs of the seeded run: about 12 s of CPU in a debug build (the corpus is preprocessed
/// first, about 2 s).
const ITERATIONS: u64 = 200;

#[test]
fn seeded_fuzzing_finds_no_panic() {
    let seeds = load_corpus(&default_cases_dir());
    assert!(seeds.len() > 10, "the corpus did not preprocess");
    let config = Config {
        rng_seed: 0x9A4A,
        iterations: Some(ITERATIONS),
        ..Config::default()
    };
    let report = fuzz(&seeds, &config, |_| {});
    let bad: Vec<String> = report
        .found
        .iter()
        .filter(|f| f.finding.is_panic() || f.finding.kind == p4a_fuzz::check::Kind::VerifyAfterOk)
        .map(|f| format!("{} ({} hits)", f.finding, f.hits))
        .collect();
    assert!(
        bad.is_empty(),
        "{} of {} inputs; findings:\n{}\n(reproduce: cargo run -p p4a-fuzz --release -- --seed {} --iterations {})",
        report.iterations,
        ITERATIONS,
        bad.join("\n"),
        config.rng_seed,
        ITERATIONS
    );
}

#[test]
fn saved_crashes_no_longer_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("crashes");
    let bad: Vec<String> = load_dir(&dir)
        .iter()
        .filter_map(|seed| {
            let finding = check(&seed.text).finding?;
            finding
                .is_panic()
                .then(|| format!("{}: {finding}", seed.name))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "saved crashes still panic:\n{}",
        bad.join("\n")
    );
}

#[test]
fn printing_the_corpus_is_a_fixed_point() {
    let cases = default_cases_dir();
    let mut failures = Vec::new();
    let mut fixed = 0;
    for file in c_files(&cases) {
        match check_file(&file) {
            Outcome::Fixed => fixed += 1,
            Outcome::NotParsed(_) => {}
            Outcome::Failed(f) => {
                failures.push(format!("{}: {:?}: {}", file.display(), f.kind, f.message))
            }
        }
    }
    assert!(fixed > 10, "only {fixed} corpus files parsed");
    assert!(
        failures.is_empty(),
        "not a fixed point:\n{}",
        failures.join("\n")
    );
}
