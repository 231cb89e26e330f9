//! `p4a`: the driver. Reads the command line (Par4All's option names), runs the pipeline
//! for the chosen mode, and writes the output files.
//!
//! **Architecture Invariant:** nothing is written to an output path until the whole
//! translation has succeeded, and then only through a temporary file renamed into place;
//! an input file is never overwritten.

mod build;
mod cli;
mod output;
mod pipeline;
mod project;
mod report;

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::Parser;
use p4a_analyzer::front;
use p4a_analyzer::{ir, print};

use cli::Cli;

/// The analyses allocate and free many small systems of constraints: mimalloc makes them
/// about 20% faster than the system allocator (`cargo bench -p p4a-analyzer --bench
/// analyses`, which uses it too).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Programs with at least this many functions show the stage that runs (on a terminal).
const LONG_RUN_FUNCTIONS: usize = 1000;

/// Exit status for bad input (syntax errors, unsupported constructs).
const EXIT_INPUT: u8 = 1;
/// Exit status for an internal error (a p4a bug).
const EXIT_INTERNAL: u8 = 70;

/// Stack sizes tried, largest first, for the thread that runs the translation. The front
/// end, the analyses and the printer recurse over the syntax and the IR, so nesting depth
/// (a long `else if` chain, a sum of many terms, deep parentheses) becomes stack depth.
/// The stack is reserved, not committed: only the pages a deep input touches cost memory.
const STACK_SIZES: [usize; 3] = [4 << 30, 1 << 30, 256 << 20];

fn main() -> ExitCode {
    let cli = Cli::parse();
    // A panic is a p4a bug: report it as such, per input set, and write nothing.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if std::env::var_os("P4A_BACKTRACE").is_some() {
            default_hook(info);
        }
    }));
    let cli = std::sync::Arc::new(cli);
    for size in STACK_SIZES {
        let job = std::sync::Arc::clone(&cli);
        let spawned = std::thread::Builder::new()
            .name("p4a".into())
            .stack_size(size)
            .spawn(move || translate(&job));
        if let Ok(handle) = spawned {
            // `translate` catches every panic itself.
            return handle.join().unwrap_or(ExitCode::from(EXIT_INTERNAL));
        }
    }
    translate(&cli)
}

/// Runs the whole translation, mapping its outcome to the exit status.
fn translate(cli: &Cli) -> ExitCode {
    let outcome = std::panic::catch_unwind(|| run(cli));
    pipeline::show_progress(None);
    match outcome {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(Failure::Input)) => ExitCode::from(EXIT_INPUT),
        Ok(Err(Failure::Other(e))) => {
            eprintln!("p4a: error: {e:#}");
            ExitCode::from(EXIT_INPUT)
        }
        Err(panic) => {
            let what = panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied())
                .unwrap_or("unknown panic");
            let files: Vec<String> = cli.files.iter().map(|f| f.display().to_string()).collect();
            eprintln!(
                "p4a: internal error while translating {}: {what}\n\
                 p4a: this is a bug in p4a; no output was written. Set P4A_BACKTRACE=1 for details.",
                files.join(", ")
            );
            ExitCode::from(EXIT_INTERNAL)
        }
    }
}

/// Why a run failed.
enum Failure {
    /// Diagnostics about the input were already printed.
    Input,
    /// Anything else, printed by `main`.
    Other(anyhow::Error),
}

impl From<anyhow::Error> for Failure {
    fn from(e: anyhow::Error) -> Self {
        Failure::Other(e)
    }
}

fn run(cli: &Cli) -> Result<(), Failure> {
    if cli.print_runtime_dir {
        println!("{}", build::runtime_dir()?.display());
        return Ok(());
    }
    let units = project::units(cli)?;
    let inputs: Vec<std::path::PathBuf> = units.iter().map(project::Unit::path).collect();
    output::check_inputs(cli, &inputs)?;
    let plan = if cli.dump.is_some() {
        None
    } else {
        Some(output::plan_outputs(
            cli,
            &inputs,
            project::is_project(cli),
        )?)
    };
    if let (Some(exe), Some(plan)) = (&cli.build, &plan) {
        build::check_executable(exe, &inputs, &plan.outputs)?;
    }
    let verbose = cli.verbose > 0;
    let bar = progress_bar(cli, units.len());
    let parse_units: Vec<(std::path::PathBuf, front::CppOptions)> = units
        .iter()
        .map(|u| (u.file.clone(), u.cpp.clone()))
        .collect();
    let parsed = front::parse_units_with(&parse_units, |_, path| {
        if verbose {
            eprintln!("p4a: preprocessing and parsing {}", path.display());
        }
        if let Some(bar) = &bar {
            bar.set_message(path.display().to_string());
            bar.inc(1);
        }
    });
    if let Some(bar) = &bar {
        bar.finish_and_clear();
    }
    for d in &parsed.diagnostics {
        eprintln!("{}", d.render());
    }
    if parsed.has_errors() {
        let n = parsed.diagnostics.iter().filter(|d| d.is_error()).count();
        eprintln!(
            "p4a: {n} error{} found; no output was written",
            if n == 1 { "" } else { "s" }
        );
        return Err(Failure::Input);
    }
    let mut program = parsed.program;
    // A database names its files by absolute paths: say them from here where they are.
    if let Ok(cwd) = std::env::current_dir() {
        for f in &mut program.files {
            let rel = std::path::Path::new(&f.path)
                .strip_prefix(&cwd)
                .ok()
                .map(|r| r.display().to_string());
            if let Some(rel) = rel.filter(|r| !r.is_empty()) {
                f.path = rel;
            }
        }
    }
    if verbose {
        eprintln!(
            "p4a: read {} function definition{}, {} statements, {} expressions",
            program.funcs.len(),
            if program.funcs.len() == 1 { "" } else { "s" },
            program.stmts.len(),
            program.exprs.len()
        );
    }
    if (cli.verify || cfg!(debug_assertions))
        && let Err(errors) = ir::verify::verify(&program)
    {
        let list: Vec<String> = errors.iter().map(ToString::to_string).collect();
        panic!("the IR does not verify:\n{}", list.join("\n"));
    }
    if let Some(kind) = cli.dump {
        print!("{}", dump(program, kind, cli));
        return Ok(());
    }
    let plan = plan.expect("outputs are planned unless dumping");
    // Programs of thousands of functions take a while: say which stage runs.
    // `P4A_PROGRESS=1` shows it anywhere, a line per stage (a log, a test); `0` never.
    let forced = std::env::var("P4A_PROGRESS").ok();
    if forced.as_deref() == Some("1") {
        pipeline::show_progress(Some(pipeline::Progress::Lines));
    } else if forced.as_deref() != Some("0")
        && program.funcs.len() >= LONG_RUN_FUNCTIONS
        && !verbose
        && std::io::stderr().is_terminal()
    {
        let bar = indicatif::ProgressBar::new_spinner();
        if let Ok(style) = indicatif::ProgressStyle::with_template(&format!(
            "{{spinner}} {} functions: {{wide_msg}} ({{elapsed}})",
            program.funcs.len()
        )) {
            bar.set_style(style);
        }
        bar.enable_steady_tick(std::time::Duration::from_millis(200));
        pipeline::show_progress(Some(pipeline::Progress::Bar(bar)));
    }
    let mut transfers = None;
    let mut restructured = p4a_transforms::decision::Restructuring::default();
    let report = if cli.simple {
        None
    } else {
        if verbose {
            eprintln!(
                "p4a: analysing and parallelizing for {}",
                match gpu_language(cli) {
                    None => "OpenMP",
                    Some(p4a_transforms::gpu::Language::Cuda) => "CUDA",
                    Some(p4a_transforms::gpu::Language::OpenCl) => "OpenCL",
                }
            );
        }
        let options = pipeline::Options {
            fine_grain: cli.fine_grain,
            no_cost_model: cli.no_cost_model,
            no_pointer_aliasing: cli.no_pointer_aliasing,
            malloc_like: cli.malloc_like.clone(),
            timers: cli.timers.clone(),
            accept_timers: cli.accept_timers,
            keep_assert_order: cli.keep_assert_order,
            verify: cli.verify,
            no_com_optimization: cli.no_com_optimization,
            check_transfers: cli.check_transfers,
            no_sequential_promotion: cli.no_sequential_promotion,
            no_tiling: cli.no_tiling,
            no_fusion: cli.no_fusion,
            no_region_hoisting: cli.no_region_hoisting,
            no_scalarization: cli.no_scalarization,
            no_unroll: cli.no_unroll,
            kernel_unroll: cli.kernel_unroll,
            no_fp_reductions: cli.no_fp_reductions,
        };
        let (report, pairs) = match gpu_language(cli) {
            None => {
                let (report, pairs, fused) = pipeline::openmp(&mut program, &options);
                restructured = fused;
                (report, pairs)
            }
            Some(language) => {
                let (report, pairs, placed, fused) =
                    pipeline::gpu(&mut program, &options, language);
                transfers = Some(placed);
                restructured = fused;
                (report, pairs)
            }
        };
        // Once per function: a call p4a cannot see through keeps loops sequential.
        let mut unknown: Vec<&str> = report
            .iter()
            .flat_map(|r| &r.reasons)
            .filter_map(|x| match x {
                p4a_transforms::parallel::Reason::UnknownEffects {
                    callee: Some(name), ..
                } => Some(name.as_str()),
                _ => None,
            })
            .collect();
        unknown.sort_unstable();
        unknown.dedup();
        for name in unknown {
            eprintln!(
                "p4a: warning: `{name}` has no source among the inputs and is not a known \
                 library function: loops calling it stay sequential (give p4a the file that \
                 defines it; --report names the loops)"
            );
        }
        Some((report, pairs))
    };
    // Every text is made before anything is written.
    pipeline::show_progress(None);
    let texts = print::print_program(&program, &p4a_transforms::gpu::dialect_of);
    if verbose {
        eprintln!(
            "p4a: printed {} unit{}",
            texts.len(),
            if texts.len() == 1 { "" } else { "s" }
        );
    }
    let paths = plan.unit_paths(&program);
    output::write_all(&paths, &texts, verbose)?;
    if let (Some(format), Some((report, pairs))) = (cli.report, &report) {
        match format {
            cli::ReportFormat::Text => {
                print!("{}", report::text(&program, report, pairs));
                print!("{}", report::restructuring_text(&restructured));
                if let Some(t) = &transfers {
                    print!("{}", report::transfers_text(t));
                }
            }
            cli::ReportFormat::Json => {
                print!(
                    "{}",
                    report::json(&program, report, pairs, transfers.as_ref(), &restructured)
                )
            }
        }
    }
    if cli.report.is_none() {
        eprintln!(
            "{}",
            summary(&paths, report.as_ref().map(|(r, _)| r.as_slice()))
        );
    }
    if let Some(exe) = &cli.build {
        let target = match gpu_language(cli) {
            Some(_) => build::Target::Gpu,
            None if cli.simple => build::Target::Plain,
            None => build::Target::OpenMp,
        };
        build::build(cli, &units, &plan.outputs, exe, target)?;
    }
    Ok(())
}

/// The line printed on success: the files written and what became of the loops
/// (`--report` says why, loop by loop).
fn summary(
    paths: &[std::path::PathBuf],
    report: Option<&[p4a_transforms::decision::LoopReport]>,
) -> String {
    use p4a_transforms::decision::Decision;
    let shown = |p: &std::path::Path| {
        let cwd = std::env::current_dir().unwrap_or_default();
        p.strip_prefix(&cwd).unwrap_or(p).display().to_string()
    };
    let files = match paths {
        [one] => format!("wrote {}", shown(one)),
        _ => format!("wrote {} files", paths.len()),
    };
    let Some(report) = report else {
        return format!("p4a: {files}");
    };
    let count = |d: Decision| report.iter().filter(|r| r.decision == d).count();
    let kernels = report.iter().filter(|r| r.kernel.is_some()).count();
    let parallel = if kernels > 0 {
        format!(
            "{} parallel ({kernels} kernel{})",
            count(Decision::Parallel),
            if kernels == 1 { "" } else { "s" }
        )
    } else {
        format!("{} parallel", count(Decision::Parallel))
    };
    format!(
        "p4a: {files}; {} loop{}: {parallel}, {} sequential, {} too small, {} inside parallel loops (--report says why)",
        report.len(),
        if report.len() == 1 { "" } else { "s" },
        count(Decision::Sequential),
        count(Decision::Small),
        count(Decision::Inner),
    )
}

/// The kernel language `--cuda` or `--opencl` asks for.
fn gpu_language(cli: &Cli) -> Option<p4a_transforms::gpu::Language> {
    use p4a_transforms::gpu::Language;
    if cli.cuda {
        Some(Language::Cuda)
    } else if cli.opencl {
        Some(Language::OpenCl)
    } else {
        None
    }
}

/// Runs the analyses `kind` needs and renders its annotated listing.
fn dump(mut program: ir::Program, kind: cli::Dump, cli: &Cli) -> String {
    use p4a_analyzer::regions::{self, RegionKind};
    use p4a_analyzer::{deps, loops, preconditions};
    loops::recognize_counted_loops(&mut program);
    let pre = preconditions::preconditions(&program);
    let region_dump = |kind| {
        let rs = regions::regions(&program, &pre);
        regions::dump_regions(&program, &pre, &rs, kind)
    };
    match kind {
        cli::Dump::Callgraph => {
            let cg = p4a_analyzer::callgraph::call_graph(&program);
            p4a_analyzer::callgraph::dump_callgraph(&program, &cg)
        }
        cli::Dump::Effects => {
            use p4a_analyzer::{callgraph, effects};
            let cg = callgraph::call_graph(&program);
            let options = effects::EffectsOptions {
                no_pointer_aliasing: cli.no_pointer_aliasing,
                malloc_like: cli.malloc_like.clone(),
                timers: cli.timers.clone(),
            };
            effects::dump_effects(&program, &effects::effects(&program, &cg, &options))
        }
        cli::Dump::Preconditions => preconditions::dump_preconditions(&program, &pre),
        cli::Dump::Regions => region_dump(RegionKind::ReadWrite),
        cli::Dump::InRegions => region_dump(RegionKind::In),
        cli::Dump::OutRegions => region_dump(RegionKind::Out),
        cli::Dump::Deps => {
            use p4a_analyzer::{callgraph, effects};
            let cg = callgraph::call_graph(&program);
            let options = effects::EffectsOptions {
                no_pointer_aliasing: cli.no_pointer_aliasing,
                malloc_like: cli.malloc_like.clone(),
                timers: cli.timers.clone(),
            };
            let fx = effects::effects(&program, &cg, &options);
            let alias = deps::FromEffects {
                program: &program,
                effects: &fx,
                same_pointer_pairs: true,
            };
            let rs = regions::regions(&program, &pre);
            deps::dump_deps(&program, &pre, &rs, &alias)
        }
    }
}

fn progress_bar(cli: &Cli, count: usize) -> Option<indicatif::ProgressBar> {
    if count < 4 || cli.verbose > 0 || !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new(count as u64);
    if let Ok(style) = indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {wide_msg}") {
        bar.set_style(style);
    }
    Some(bar)
}
