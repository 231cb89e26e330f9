//! Differential tests of the whole `p4a` binary: the validation corpus and a seeded batch
//! of csmith programs go through `p4a -S`, and each output must compile and behave
//! exactly like its input.

use std::path::PathBuf;

use p4a_validation::{Config, CsmithConfig, Mode, discover, run_cases, run_csmith};

fn p4a() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_p4a"))
}

#[test]
fn corpus_round_trips_in_simple_mode() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("validation/cases");
    let cases = discover(&[dir]).expect("the corpus is readable");
    assert!(
        cases.len() >= 40,
        "the corpus has only {} cases",
        cases.len()
    );
    let report = run_cases(&Config::new(p4a(), Mode::Simple), &cases);
    println!("{}", report.render_table());
    assert!(report.is_success(), "{}", report.closing_line());
}

#[test]
fn csmith_programs_keep_their_checksum() {
    let count = std::env::var("P4A_CSMITH_COUNT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let cfg = CsmithConfig {
        count,
        seed: 1,
        ..CsmithConfig::new(p4a(), Mode::Simple)
    };
    let report = run_csmith(&cfg)
        .expect("csmith and its headers are installed (apt-get install csmith libcsmith-dev)");
    println!("{}", report.render_table());
    assert!(report.is_success(), "{}", report.closing_line());
    assert!(
        report.passed() as u64 >= count / 2,
        "too few csmith programs ran: {}",
        report.closing_line()
    );
}
