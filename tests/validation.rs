//! Differential tests of the whole `p4a` binary: the validation corpus and a seeded batch
//! of csmith programs go through `p4a -S`, `p4a --openmp` and `p4a --opencl` (run on
//! PoCL; `--cuda` where a GPU is), and each output must
//! compile and behave exactly like its input (in openmp mode at every default build: `-O1`
//! with one and two threads, `-O2` with two, `-O0` with four; and with the loop decisions
//! each case's `[expect]` table asks for). In openmp mode the slowdown check also times
//! every output against its input: the corpus with the default limit (1.5x with two
//! threads, originals under 100 ms compared as if they took 100 ms), csmith programs only
//! for gross slowdowns (10x over 200 ms; see `CsmithConfig::new`). A batch of programs
//! from p4a's own loop-nest generator (`p4a_validation::loopgen`) goes through
//! `p4a --openmp` and `p4a --opencl --check-transfers` the same way.

use std::path::PathBuf;

use p4a_validation::{
    Case, Config, CsmithConfig, LoopgenConfig, Mode, Report, discover, run_cases, run_csmith,
    run_loopgen,
};

fn p4a() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_p4a"))
}

fn corpus() -> Vec<Case> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("validation/cases");
    let cases = discover(&[dir]).expect("the corpus is readable");
    assert!(
        cases.len() >= 40,
        "the corpus has only {} cases",
        cases.len()
    );
    cases
}

/// How many csmith programs a batch runs: `P4A_CSMITH_COUNT`, or 100.
fn csmith_count() -> u64 {
    std::env::var("P4A_CSMITH_COUNT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100)
}

/// Runs the csmith batch of `csmith_count()` programs from seed 1 in `mode`.
fn csmith_batch(mode: Mode) -> Report {
    let count = csmith_count();
    let mut cfg = CsmithConfig {
        count,
        seed: 1,
        ..CsmithConfig::new(p4a(), mode)
    };
    // GPU modes also check every transfer.
    cfg.run.check_transfers = mode == Mode::Opencl;
    let report = run_csmith(&cfg)
        .expect("csmith and its headers are installed (apt-get install csmith libcsmith-dev)");
    println!("{}", report.render_table());
    assert!(report.is_success(), "{}", report.closing_line());
    assert!(
        report.passed() as u64 >= count / 2,
        "too few csmith programs ran: {}",
        report.closing_line()
    );
    report
}

#[test]
fn corpus_round_trips_in_simple_mode() {
    let report = run_cases(&Config::new(p4a(), Mode::Simple), &corpus());
    println!("{}", report.render_table());
    assert!(report.is_success(), "{}", report.closing_line());
}

#[test]
fn corpus_passes_in_openmp_mode() {
    let cases = corpus();
    let applicable = cases
        .iter()
        .filter(|case| case.applies_to(Mode::Openmp))
        .count();
    let cfg = Config::new(p4a(), Mode::Openmp);
    let report = run_cases(&cfg, &cases);
    println!("{}", report.render_table());
    assert!(report.is_success(), "{}", report.closing_line());
    assert_eq!(
        report.passed(),
        applicable,
        "every case for openmp mode ran: {}",
        report.closing_line()
    );
    let timed = report
        .outcomes
        .iter()
        .filter(|outcome| outcome.timing.is_some())
        .count();
    assert_eq!(timed, applicable, "every case for openmp mode was timed");
}

/// Whether the OpenCL tests run here: false (after saying why) without an OpenCL platform,
/// unless `P4A_REQUIRE_OPENCL=1` (CI), where its absence fails the test.
fn opencl_available(test: &str) -> bool {
    let Some(why) = p4a_validation::gpu_env::opencl_missing() else {
        return true;
    };
    if std::env::var("P4A_REQUIRE_OPENCL").is_ok_and(|v| v == "1") {
        panic!("{test}: OpenCL is required (P4A_REQUIRE_OPENCL=1) but unavailable: {why}");
    }
    eprintln!("{test}: skipped: no OpenCL platform ({why}); install pocl-opencl-icd");
    false
}

#[test]
fn corpus_passes_in_opencl_mode() {
    if !opencl_available("corpus_passes_in_opencl_mode") {
        return;
    }
    p4a_validation::gpu_env::runtime_next_to(&p4a()).expect("the runtime library builds");
    let cases = corpus();
    let applicable = cases
        .iter()
        .filter(|case| case.applies_to(Mode::Opencl))
        .count();
    // With the communication optimization and the runtime's transfer checks (no stale
    // read, no redundant upload, the cases' expected copy counts)...
    let cfg = Config {
        check_transfers: true,
        ..Config::new(p4a(), Mode::Opencl)
    };
    let report = run_cases(&cfg, &cases);
    println!("{}", report.render_table());
    assert!(report.is_success(), "{}", report.closing_line());
    assert_eq!(
        report.passed(),
        applicable,
        "every case for opencl mode ran: {}",
        report.closing_line()
    );
}

/// ...and with the per-kernel transfers of `--no-com-optimization` (and their counts).
#[test]
fn corpus_passes_in_opencl_mode_with_per_kernel_transfers() {
    if !opencl_available("corpus_passes_in_opencl_mode_with_per_kernel_transfers") {
        return;
    }
    p4a_validation::gpu_env::runtime_next_to(&p4a()).expect("the runtime library builds");
    let cases = corpus();
    let cfg = Config {
        no_com_optimization: true,
        ..Config::new(p4a(), Mode::Opencl)
    };
    let report = run_cases(&cfg, &cases);
    println!("{}", report.render_table());
    assert!(report.is_success(), "{}", report.closing_line());
}

/// The corpus on a GPU: runs only where a CUDA driver starts (the machines CI runs on
/// have none; `P4A_REQUIRE_CUDA=1` makes its absence a failure).
#[test]
fn corpus_passes_in_cuda_mode() {
    if let Some(why) = p4a_validation::gpu_env::cuda_missing() {
        if std::env::var("P4A_REQUIRE_CUDA").is_ok_and(|v| v == "1") {
            panic!("CUDA is required (P4A_REQUIRE_CUDA=1) but unavailable: {why}");
        }
        eprintln!("corpus_passes_in_cuda_mode: skipped: no CUDA driver ({why})");
        return;
    }
    p4a_validation::gpu_env::runtime_next_to(&p4a()).expect("the runtime library builds");
    let cases = corpus();
    let report = run_cases(&Config::new(p4a(), Mode::Cuda), &cases);
    println!("{}", report.render_table());
    assert!(report.is_success(), "{}", report.closing_line());
}

#[test]
fn csmith_programs_keep_their_checksum_through_opencl() {
    if !opencl_available("csmith_programs_keep_their_checksum_through_opencl") {
        return;
    }
    p4a_validation::gpu_env::runtime_next_to(&p4a()).expect("the runtime library builds");
    csmith_batch(Mode::Opencl);
}

#[test]
fn csmith_programs_keep_their_checksum() {
    csmith_batch(Mode::Simple);
}

#[test]
fn csmith_programs_keep_their_checksum_through_openmp() {
    csmith_batch(Mode::Openmp);
}

/// How many generated loop-nest programs a batch runs: `P4A_LOOPGEN_COUNT`, or 100.
fn loopgen_count() -> u64 {
    std::env::var("P4A_LOOPGEN_COUNT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100)
}

/// Runs `loopgen_count()` generated programs from seed 1, with the default features, in
/// `mode`; every one must pass (the generated originals always build and finish). In
/// `opencl` mode the transfers are checked and the cost model is off, so that every
/// parallel loop of the small generated programs meets the transfer placement as a kernel.
fn loopgen_batch(mode: Mode) -> Report {
    let count = loopgen_count();
    let mut cfg = LoopgenConfig {
        count,
        seed: 1,
        ..LoopgenConfig::new(p4a(), mode)
    };
    cfg.run.check_transfers = mode == Mode::Opencl;
    if mode == Mode::Opencl {
        cfg.p4a_flags = vec!["--no-cost-model".into()];
    }
    let report = run_loopgen(&cfg).expect("the batch starts");
    println!("{}", report.render_table());
    assert!(report.is_success(), "{}", report.closing_line());
    assert_eq!(report.passed() as u64, count, "{}", report.closing_line());
    report
}

#[test]
fn loopgen_programs_keep_their_checksums_through_openmp() {
    loopgen_batch(Mode::Openmp);
}

#[test]
fn loopgen_programs_keep_their_checksums_through_opencl() {
    if !opencl_available("loopgen_programs_keep_their_checksums_through_opencl") {
        return;
    }
    p4a_validation::gpu_env::runtime_next_to(&p4a()).expect("the runtime library builds");
    loopgen_batch(Mode::Opencl);
}
