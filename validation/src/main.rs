//! `p4a-validate`: the command line of the validation runner.
//!
//! `p4a-validate [OPTIONS] DIR...` runs the cases of corpus directories;
//! `p4a-validate csmith [OPTIONS]` runs a batch of random csmith programs and
//! `p4a-validate loopgen [OPTIONS]` one of generated loop-nest programs. All print the
//! report's table on standard output, its closing line last, and progress on standard
//! error. Exit status: 0 when nothing failed, 1 when something failed, 2 when the run could
//! not start (bad arguments, unreadable corpus, no csmith).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Result, ensure};
use clap::{Args, Parser, Subcommand};
use p4a_validation::{
    Config, CsmithConfig, LoopgenConfig, Mode, OmpVariant, Report, SlowdownCheck, discover,
    run_cases, run_csmith, run_loopgen,
};

/// Builds and runs C programs as written and as p4a output, and compares what they print.
#[derive(Parser, Debug)]
#[command(
    name = "p4a-validate",
    version,
    args_conflicts_with_subcommands = true,
    subcommand_negates_reqs = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    run: RunArgs,
    /// Only run the cases whose name contains this text.
    #[arg(long, value_name = "SUBSTR")]
    filter: Option<String>,
    /// Corpus directories (each `NAME.c` or `NAME/` in them is a case), or single `.c` files.
    #[arg(value_name = "DIR", required = true)]
    dirs: Vec<PathBuf>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Generates random programs with csmith and checks that p4a keeps their checksum.
    Csmith(CsmithArgs),
    /// Generates random loop-nest programs (p4a's domain) and checks that p4a keeps their
    /// checksums.
    Loopgen(LoopgenArgs),
}

/// Options shared by both commands.
#[derive(Args, Debug)]
struct RunArgs {
    /// What p4a is asked to do.
    #[arg(long, value_enum, default_value_t = Mode::Simple)]
    mode: Mode,
    /// The p4a executable [default: the `p4a` next to this program, else `p4a` from PATH].
    #[arg(long, value_name = "PATH")]
    p4a: Option<PathBuf>,
    /// The C compiler (split on spaces, so `--cc "gcc -m64"` works).
    #[arg(long, value_name = "CC", default_value = "cc")]
    cc: String,
    /// How many cases run at once [default: the number of hardware threads].
    #[arg(short = 'j', long, value_name = "N")]
    jobs: Option<usize>,
    /// Keep the work directory of each failed case and print where it is.
    #[arg(long)]
    keep: bool,
    /// The time limit of one run of the original, in seconds (the output gets twice this,
    /// or six times the original's own time if more) [default: 10, or 2 for csmith].
    #[arg(long, value_name = "SECS")]
    timeout: Option<f64>,
    /// Openmp mode: a build of the output and its thread counts, as OPT:THREADS (for example
    /// `-O2:1,2`); repeat for several. Replaces the default `-O1:1,2 -O2:2 -O0:4`.
    #[arg(
        long = "omp-variant",
        value_name = "OPT:THREADS",
        allow_hyphen_values = true
    )]
    omp_variants: Vec<OmpVariant>,
    /// Openmp mode: fail a case whose output takes more than this many times the original's
    /// time [default: 1.5, or 10 for csmith].
    #[arg(long, value_name = "RATIO")]
    slowdown_limit: Option<f64>,
    /// Openmp mode: an original faster than this is compared as if it took this long
    /// [default: 100, or 200 for csmith].
    #[arg(long, value_name = "MS")]
    slowdown_floor: Option<f64>,
    /// Openmp mode: how many runs of each program the slowdown check times (the fastest
    /// counts) [default: 3].
    #[arg(long, value_name = "N")]
    slowdown_runs: Option<usize>,
    /// Openmp mode: OMP_NUM_THREADS of the output's timed runs [default: 2].
    #[arg(long, value_name = "N")]
    slowdown_threads: Option<u32>,
    /// Opencl and cuda modes: run p4a with --no-com-optimization (per-kernel transfers).
    #[arg(long)]
    no_com_optimization: bool,
    /// Opencl and cuda modes: run p4a with --check-transfers and fail a case whose output
    /// reads stale bytes or uploads bytes the device held.
    #[arg(long)]
    check_transfers: bool,
    /// Openmp mode: do not time the programs.
    #[arg(long, conflicts_with_all = ["slowdown_limit", "slowdown_floor", "slowdown_runs", "slowdown_threads"])]
    no_slowdown: bool,
}

/// Options of `p4a-validate csmith`.
#[derive(Args, Debug)]
struct CsmithArgs {
    #[command(flatten)]
    run: RunArgs,
    /// How many programs to generate.
    #[arg(long, value_name = "N", default_value_t = 100)]
    count: u64,
    /// The seed of the first program; program i uses seed S+i.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Copy each failing program here, with an options file, making the directory a corpus.
    #[arg(long, value_name = "DIR")]
    keep_failures: Option<PathBuf>,
    /// The csmith executable.
    #[arg(long, value_name = "PATH", default_value = "csmith")]
    csmith: PathBuf,
    /// The directory holding csmith.h [default: looked for in /usr/include/csmith and
    /// similar places].
    #[arg(long, value_name = "DIR")]
    csmith_include: Option<PathBuf>,
}

/// Options of `p4a-validate loopgen`.
#[derive(Args, Debug)]
struct LoopgenArgs {
    #[command(flatten)]
    run: RunArgs,
    /// How many programs to generate.
    #[arg(long, value_name = "N", default_value_t = 100)]
    count: u64,
    /// The seed of the first program; program i uses seed S+i.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// The shapes of code to use: `default` (every feature but those known to trigger p4a
    /// bugs), `all`, a list such as `calls,reductions`, or edits such as `all,-calls`.
    #[arg(long, value_name = "LIST", default_value = "default")]
    features: String,
    /// Print program S (the `--seed`) on standard output and exit, running nothing.
    #[arg(long)]
    print: bool,
    /// Copy each failing program here, with an options file, making the directory a corpus.
    #[arg(long, value_name = "DIR")]
    keep_failures: Option<PathBuf>,
    /// An extra p4a option for every program (repeatable), such as `--no-cost-model`,
    /// which puts every parallel loop on the device.
    #[arg(long = "p4a-flag", value_name = "FLAG", allow_hyphen_values = true)]
    p4a_flags: Vec<String>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli) {
        Ok(report) => {
            print!("{}", report.render_table());
            if report.is_success() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        Err(error) => {
            eprintln!("p4a-validate: error: {error:#}");
            ExitCode::from(2)
        }
    }
}

fn run(cli: Cli) -> Result<Report> {
    match cli.command {
        Some(Command::Csmith(args)) => {
            let mut cfg = CsmithConfig::new(PathBuf::new(), args.run.mode);
            apply_run_args(&mut cfg.run, &args.run)?;
            cfg.count = args.count;
            cfg.seed = args.seed;
            cfg.keep_failures = args.keep_failures;
            cfg.csmith = args.csmith;
            cfg.include_dir = args.csmith_include;
            run_csmith(&cfg)
        }
        Some(Command::Loopgen(args)) => {
            let features = p4a_validation::loopgen::Features::parse(&args.features)
                .map_err(anyhow::Error::msg)?;
            if args.print {
                print!(
                    "{}",
                    p4a_validation::loopgen::generate_with(args.seed, &features)
                );
                std::process::exit(0);
            }
            let mut cfg = LoopgenConfig::new(PathBuf::new(), args.run.mode);
            apply_run_args(&mut cfg.run, &args.run)?;
            cfg.count = args.count;
            cfg.seed = args.seed;
            cfg.features = features;
            cfg.keep_failures = args.keep_failures;
            cfg.p4a_flags = args.p4a_flags;
            run_loopgen(&cfg)
        }
        None => {
            let mut cfg = Config::new(PathBuf::new(), cli.run.mode);
            apply_run_args(&mut cfg, &cli.run)?;
            cfg.filter = cli.filter;
            let cases = discover(&cli.dirs)?;
            ensure!(!cases.is_empty(), "no cases found");
            Ok(run_cases(&cfg, &cases))
        }
    }
}

fn apply_run_args(cfg: &mut Config, args: &RunArgs) -> Result<()> {
    // Cases run in temporary directories: a relative path to p4a must be made absolute.
    cfg.p4a = match args.p4a.clone() {
        Some(path) if path.components().count() > 1 => std::path::absolute(&path).unwrap_or(path),
        Some(path) => path,
        None => default_p4a(),
    };
    cfg.cc = args.cc.clone();
    if let Some(jobs) = args.jobs {
        ensure!(jobs > 0, "-j needs at least 1");
        cfg.jobs = jobs;
    }
    if let Some(timeout) = args.timeout {
        ensure!(
            timeout.is_finite() && timeout > 0.0,
            "--timeout needs a number of seconds > 0"
        );
        cfg.timeout = Duration::from_secs_f64(timeout);
    }
    cfg.keep = args.keep;
    cfg.progress = true;
    cfg.no_com_optimization = args.no_com_optimization;
    cfg.check_transfers = args.check_transfers;
    if !args.omp_variants.is_empty() {
        cfg.omp_variants = args.omp_variants.clone();
    }
    apply_slowdown_args(&mut cfg.slowdown, args)
}

fn apply_slowdown_args(slowdown: &mut Option<SlowdownCheck>, args: &RunArgs) -> Result<()> {
    if args.no_slowdown {
        *slowdown = None;
        return Ok(());
    }
    let check = slowdown.get_or_insert_with(SlowdownCheck::default);
    if let Some(limit) = args.slowdown_limit {
        ensure!(
            limit.is_finite() && limit >= 1.0,
            "--slowdown-limit needs a ratio >= 1"
        );
        check.limit = limit;
    }
    if let Some(floor) = args.slowdown_floor {
        ensure!(
            floor.is_finite() && floor >= 0.0,
            "--slowdown-floor needs a number of milliseconds >= 0"
        );
        check.floor = Duration::from_secs_f64(floor / 1000.0);
    }
    if let Some(runs) = args.slowdown_runs {
        ensure!(runs > 0, "--slowdown-runs needs at least 1");
        check.runs = runs;
    }
    if let Some(threads) = args.slowdown_threads {
        ensure!(threads > 0, "--slowdown-threads needs at least 1");
        check.threads = threads;
    }
    Ok(())
}

/// The `p4a` built beside this program (same cargo target directory), else `p4a` on PATH.
fn default_p4a() -> PathBuf {
    std::env::current_exe()
        .ok()
        .map(|exe| exe.with_file_name("p4a"))
        .filter(|path| path.is_file())
        .unwrap_or_else(|| PathBuf::from("p4a"))
}
