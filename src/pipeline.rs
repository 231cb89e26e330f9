//! The pass pipeline of each target, read as a list: compute, transform, verify,
//! recompute.

use p4a_analyzer::ir::{Program, StmtId};
use p4a_analyzer::{callgraph, deps, effects, ir, loops, preconditions, regions};
use p4a_transforms::decision::{Decision, LoopReport};
use p4a_transforms::decision::{Restructuring, UnrollNote, Unrolled};
use p4a_transforms::openmp::{self, OmpOptions};
use p4a_transforms::parallel::Analyses;
use p4a_transforms::{distribute, gpu};
use p4a_transforms::{fusion, scalarize};
use rustc_hash::{FxHashMap, FxHashSet};

/// Options of the OpenMP pipeline.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// `--fine-grain`: distribute loops that are not parallel as a whole.
    pub fine_grain: bool,
    /// `--no-cost-model`.
    pub no_cost_model: bool,
    /// `--no-pointer-aliasing`.
    pub no_pointer_aliasing: bool,
    /// `--malloc-like NAME`, each NAME.
    pub malloc_like: Vec<String>,
    /// `--timer NAME`, each NAME.
    pub timers: Vec<String>,
    /// `--accept-timers`.
    pub accept_timers: bool,
    /// `--keep-assert-order`.
    pub keep_assert_order: bool,
    /// Check the IR after each transformation.
    pub verify: bool,
    /// `--no-com-optimization`: per-kernel transfers.
    pub no_com_optimization: bool,
    /// `--check-transfers`.
    pub check_transfers: bool,
    /// `--no-sequential-promotion`.
    pub no_sequential_promotion: bool,
    /// `--no-tiling`.
    pub no_tiling: bool,
    /// `--no-fusion`.
    pub no_fusion: bool,
    /// `--no-region-hoisting`.
    pub no_region_hoisting: bool,
    /// `--no-scalarization`.
    pub no_scalarization: bool,
    /// `--no-unroll`.
    pub no_unroll: bool,
    /// `--kernel-unroll N`.
    pub kernel_unroll: u32,
    /// `--no-fp-reductions`.
    pub no_fp_reductions: bool,
}

/// The effects analysis's options from the pipeline's.
fn effects_options(options: &Options) -> effects::EffectsOptions {
    effects::EffectsOptions {
        no_pointer_aliasing: options.no_pointer_aliasing,
        malloc_like: options.malloc_like.clone(),
        timers: options.timers.clone(),
    }
}

/// What was decided about one pair of pointer parameters of a function.
#[derive(Clone, Debug)]
pub struct ParamPair {
    /// The function.
    pub func: ir::FuncId,
    /// The parameters, in the order they are declared.
    pub a: ir::SymbolId,
    /// The second parameter.
    pub b: ir::SymbolId,
    /// Whether they were proved never to point into the same object.
    pub distinct: bool,
    /// Why, in words.
    pub how: String,
}

/// A fusion round's program before it, and its groups (the fused loop, the nests fused
/// into it).
/// The program before a fusion round, and each fused group (head, members, and on GPU
/// targets the most grid dimensions a member's kernel had before).
type FusionUndo = (Program, Vec<(StmtId, Vec<StmtId>, Option<usize>)>);

/// GPU targets: where each parallel loop of `report` would run, by statement: a kernel
/// over a grid of that many dimensions, or the host with the reason.
fn gpu_grids(
    program: &Program,
    pre: &preconditions::Preconditions,
    rs: &regions::Regions,
    report: &[LoopReport],
    no_cost_model: bool,
) -> FxHashMap<StmtId, Result<usize, String>> {
    let cx = gpu::plan::PlanContext::new(program, pre, rs, gpu::by_stmt(report), no_cost_model);
    gpu::plan_all(&cx, report)
        .into_iter()
        .filter_map(|(k, placement)| match placement {
            gpu::Placement::Kernel(plan) => Some((report[k].stmt, Ok(plan.grid.len()))),
            // Rendered now: a fusion round whose program is given up renders it.
            gpu::Placement::Host(why) => Some((report[k].stmt, Err(why.render(program)))),
            gpu::Placement::Outer { .. } => None,
        })
        .collect()
}

/// The OpenMP target: decides every loop and inserts the directives. Returns the loop
/// report, and what was proved of the pointer parameters of each function.
pub fn openmp(
    program: &mut Program,
    options: &Options,
) -> (Vec<LoopReport>, Vec<ParamPair>, Restructuring) {
    let Decided {
        mut report,
        pairs,
        restructured,
        regions,
        ..
    } = decide(program, options, Target::OpenMp);
    openmp::insert_directives(program, &mut report);
    verify(program, options, "OpenMP placement");
    if !regions.is_empty() {
        p4a_transforms::hoist::apply_all(program, &regions, &mut report);
        verify(program, options, "region hoisting");
    }
    (report, pairs, restructured)
}

/// The GPU targets: decides every loop as for OpenMP, then outlines the parallel nests
/// into kernels ([`gpu`]). Returns the report, the pointer-parameter decisions, the
/// transfer report and the restructurings.
pub fn gpu(
    program: &mut Program,
    options: &Options,
    language: gpu::Language,
) -> (
    Vec<LoopReport>,
    Vec<ParamPair>,
    gpu::comm::TransferReport,
    Restructuring,
) {
    let Decided {
        mut report,
        pairs,
        mut restructured,
        mut pre,
        mut rs,
        ..
    } = decide(program, options, Target::Gpu);
    // Global arrays whose initial values no read sees, found on the program as written:
    // the grouping of promoted runs below would hull their exact writes into MAY regions.
    let unread_initial = if options.no_com_optimization {
        FxHashSet::default()
    } else {
        timed("unread initial values", || {
            unread_initial(program, options, &pre, &rs)
        })
    };
    let (mut plans, promotions, mut promotion_notes) = {
        let cx = gpu::plan::PlanContext::new(
            program,
            &pre,
            &rs,
            gpu::by_stmt(&report),
            options.no_cost_model,
        );
        let plans = timed("kernel plans", || gpu::plan_all(&cx, &report));
        let (promotions, notes) = if options.no_com_optimization || options.no_sequential_promotion
        {
            (Vec::new(), Vec::new())
        } else {
            timed("sequential promotion", || {
                gpu::sequential::plan(&cx, &plans)
            })
        };
        (plans, promotions, notes)
    };
    // Each promoted run becomes one statement (a block), which the analyses see anew.
    let mut runs = Vec::new();
    if !promotions.is_empty() {
        for pr in &promotions {
            let s = match pr.run.as_slice() {
                [s] => Some(*s),
                run => p4a_analyzer::ir::edit::group_stmts(program, pr.func, run),
            };
            runs.push(s);
        }
        verify(program, options, "sequential promotion");
        pre = timed("preconditions", || preconditions::preconditions(program));
        rs = timed("regions", || regions::regions(program, &pre));
    }
    // Calls of launching functions inside expressions become statements of their own,
    // which the transfer placement follows.
    let kept: FxHashMap<StmtId, String> = if options.no_com_optimization {
        FxHashMap::default()
    } else {
        let cg = timed("call graph", || callgraph::call_graph(program));
        let launching = cg.with_callers(
            plans
                .iter()
                .filter_map(|(_, pl)| match pl {
                    gpu::Placement::Kernel(k) => Some(k.func),
                    _ => None,
                })
                .chain(promotions.iter().map(|pr| pr.func)),
        );
        let kernels: FxHashSet<StmtId> = plans
            .iter()
            .filter_map(|(_, pl)| match pl {
                gpu::Placement::Kernel(k) => Some(k.stmt),
                _ => None,
            })
            .chain(runs.iter().flatten().copied())
            .collect();
        if gpu::calls::needed(program, &cg, &launching, &kernels) {
            let fx = timed("effects", || {
                effects::effects(program, &cg, &effects_options(options))
            });
            let outcome = timed("calls out of expressions", || {
                gpu::calls::take_out(program, &cg, &fx, &launching, &kernels)
            });
            if outcome.changed {
                verify(program, options, "calls out of expressions");
                pre = timed("preconditions", || preconditions::preconditions(program));
                rs = timed("regions", || regions::regions(program, &pre));
            }
            outcome.refused.into_iter().collect()
        } else {
            FxHashMap::default()
        }
    };
    let cx = gpu::plan::PlanContext::new(
        program,
        &pre,
        &rs,
        gpu::by_stmt(&report),
        options.no_cost_model,
    );
    // The one-thread kernels, and the note of each in the report.
    let mut sequential = Vec::new();
    for (pr, s) in promotions.iter().zip(runs) {
        let planned = s
            .ok_or_else(|| gpu::plan::Why::from("its statements are not one list"))
            .and_then(|s| gpu::plan::plan_sequential(&cx, pr.func, s, &pr.privates));
        match planned {
            Ok(k) => {
                let note = gpu::sequential::note(
                    program,
                    pr.func,
                    &pr.run,
                    format!("promoted: {}", pr.why),
                );
                let lines = note.lines;
                for &a in &pr.absorbed {
                    if let Some(entry) = plans.iter_mut().find(|(k, _)| *k == a) {
                        entry.1 = gpu::Placement::Host(
                            format!(
                                "it runs sequentially in the one-thread kernel of lines {}-{} \
                             (sequential promotion)",
                                lines.0, lines.1
                            )
                            .into(),
                        );
                    }
                }
                promotion_notes.push(note);
                sequential.push((promotion_notes.len() - 1, k));
            }
            Err(why) => promotion_notes.push(gpu::sequential::note(
                program,
                pr.func,
                &pr.run,
                format!("stays on the host: {}", why.render(program)),
            )),
        }
    }
    let mut untried = None;
    let comm = (!options.no_com_optimization).then(|| {
        let cg = timed("call graph", || callgraph::call_graph(program));
        let fx = timed("effects", || {
            effects::effects(program, &cg, &effects_options(options))
        });
        let kernels: Vec<&gpu::plan::KernelPlan> = plans
            .iter()
            .filter_map(|(_, pl)| match pl {
                gpu::Placement::Kernel(k) => Some(k),
                _ => None,
            })
            .chain(sequential.iter().map(|(_, k)| k))
            .collect();
        let alias = deps::FromEffects {
            program,
            effects: &fx,
            same_pointer_pairs: false,
        };
        let an = Analyses {
            program,
            callgraph: &cg,
            pre: &pre,
            effects: &fx,
            regions: &rs,
            alias: &alias,
            accept_timers: options.accept_timers,
            keep_assert_order: options.keep_assert_order,
            no_fp_reductions: options.no_fp_reductions,
        };
        let place = |kernels: &[&gpu::plan::KernelPlan]| {
            gpu::comm::analyze(
                &cx,
                &fx,
                &cg,
                kernels,
                options.check_transfers,
                &kept,
                &unread_initial,
            )
        };
        // Loops too small for a launch of their own that save copies on the device.
        let taken: Vec<StmtId> = kernels.iter().map(|k| k.stmt).collect();
        // Kernels whose copies cost more than their work on the host.
        let consts = p4a_transforms::cost::param_constants(&an);
        let (candidates, demotable) = if options.no_cost_model {
            (Vec::new(), Vec::new())
        } else {
            let grids: Vec<(usize, &gpu::plan::KernelPlan)> = plans
                .iter()
                .filter_map(|(k, pl)| match pl {
                    gpu::Placement::Kernel(plan) => Some((*k, plan)),
                    _ => None,
                })
                .collect();
            (
                gpu::joint::candidates(&cx, &report, &taken),
                gpu::joint::demotable(&cx, &consts, &grids),
            )
        };
        if candidates.is_empty() && demotable.is_empty() {
            return (
                timed("transfer placement", || place(&kernels)),
                Vec::new(),
                Vec::new(),
            );
        }
        timed("transfer placement, kernels decided with it", || {
            let entries = p4a_transforms::cost::function_entries(&an, &consts)
                .into_iter()
                .map(|(f, e)| (f, e.times))
                .collect();
            let freq = gpu::joint::Frequencies::new(program, entries);
            let joint = gpu::joint::decide(
                &cx,
                &freq,
                &kernels,
                &demotable,
                &candidates,
                &place,
                gpu::joint::max_places(program.stmts.len()),
            );
            untried = (joint.untried > 0).then_some((joint.untried, program.stmts.len()));
            let chosen: Vec<(usize, gpu::plan::KernelPlan)> = candidates
                .into_iter()
                .filter(|(k, _)| joint.promoted.contains(k))
                .collect();
            (joint.plan, chosen, joint.demoted)
        })
    });
    let (comm, small_kernels, demoted) = match comm {
        Some((c, small, demoted)) => (Some(c), small, demoted),
        None => (None, Vec::new(), Vec::new()),
    };
    let mut transfers = match &comm {
        Some(c) => gpu::comm::TransferReport::of(&cx, c),
        None => gpu::comm::TransferReport {
            per_kernel: Some("--no-com-optimization".into()),
            notes: Vec::new(),
            promotions: Vec::new(),
            untried: None,
        },
    };
    transfers.untried = untried;
    drop(cx);
    for (k, plan) in small_kernels {
        plans.push((k, gpu::Placement::Kernel(plan)));
    }
    for (k, work) in demoted {
        if let Some(entry) = plans.iter_mut().find(|(j, _)| *j == k) {
            entry.1 = gpu::Placement::Host(
                format!(
                    "on the device it would force copies that cost more than its work on the \
                 host (about {work} operations per run)"
                )
                .into(),
            );
        }
    }
    // --kernel-unroll N: the innermost sequential loops of each kernel's work.
    let mut unrolled_loops = Vec::new();
    if options.kernel_unroll > 1 {
        for (_, placement) in &plans {
            if let gpu::Placement::Kernel(k) = placement {
                for l in p4a_transforms::unroll::counted_loops(program, k.body) {
                    let line = program.stmts.loc(l).line;
                    if p4a_transforms::unroll::innermost(program, l)
                        && p4a_transforms::unroll::unroll_by(
                            program,
                            k.func,
                            l,
                            options.kernel_unroll,
                        )
                    {
                        unrolled_loops.push(UnrollNote {
                            function: program.symbols[program.funcs[k.func].sym].name.clone(),
                            line,
                            how: Unrolled::InKernel {
                                factor: options.kernel_unroll,
                            },
                        });
                    }
                }
            }
        }
        verify(program, options, "kernel unrolling");
    }
    if !options.no_tiling {
        timed("tiling", || tile_kernels(program, options, &mut plans));
    }
    let names = timed("outlining", || {
        gpu::apply_all(
            program,
            &mut report,
            plans,
            sequential.iter().map(|(_, k)| k.clone()).collect(),
            language,
            comm.as_ref(),
            options.check_transfers,
        )
    });
    for ((i, _), name) in sequential.iter().zip(names) {
        promotion_notes[*i].kernel = Some(name);
    }
    promotion_notes.sort_by(|a, b| (&a.function, a.lines).cmp(&(&b.function, b.lines)));
    transfers.promotions = promotion_notes;
    restructured.unrolled.extend(unrolled_loops);
    verify(program, options, "GPU outlining");
    (report, pairs, transfers, restructured)
}

/// Decides which arrays each kernel of `plans` reads through tiles in local memory
/// ([`gpu::tile`]), once the work of every kernel is final.
fn tile_kernels(program: &Program, options: &Options, plans: &mut [(usize, gpu::Placement)]) {
    use p4a_analyzer::access::ArrayBase;
    /// Aliasing from the effects, computed at the first question: most programs have no
    /// stencil to tile and never ask.
    struct LazyAlias<'a> {
        program: &'a Program,
        options: &'a Options,
        fx: std::cell::OnceCell<effects::Effects>,
    }
    impl deps::Aliasing for LazyAlias<'_> {
        fn may_alias(&self, func: ir::FuncId, a: ArrayBase, b: ArrayBase) -> bool {
            self.aliasing().may_alias(func, a, b)
        }
        fn may_alias_in_loop(
            &self,
            func: ir::FuncId,
            l: StmtId,
            a: ArrayBase,
            b: ArrayBase,
        ) -> bool {
            self.aliasing().may_alias_in_loop(func, l, a, b)
        }
    }
    impl LazyAlias<'_> {
        fn aliasing(&self) -> deps::FromEffects<'_> {
            let fx = self.fx.get_or_init(|| {
                let cg = callgraph::call_graph(self.program);
                effects::effects(self.program, &cg, &effects_options(self.options))
            });
            deps::FromEffects {
                program: self.program,
                effects: fx,
                same_pointer_pairs: false,
            }
        }
    }
    let alias = LazyAlias {
        program,
        options,
        fx: std::cell::OnceCell::new(),
    };
    for (_, placement) in plans.iter_mut() {
        if let gpu::Placement::Kernel(k) = placement {
            k.tiling = gpu::tile::decide(program, &alias, k);
        }
    }
}

/// Decides every loop (counted loops, induction substitution, pointee promotion, the
/// analyses, the decisions, and with `--fine-grain` distribution); the IR carries no
/// directive yet.
/// Which back end [`decide`] works for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Target {
    OpenMp,
    Gpu,
}

/// What [`decide`] leaves for the target's own stages.
struct Decided {
    report: Vec<LoopReport>,
    pairs: Vec<ParamPair>,
    restructured: Restructuring,
    /// OpenMP regions to hoist (none for the GPU targets).
    regions: Vec<p4a_transforms::hoist::RegionPlan>,
    /// The last round's preconditions and regions: nothing changed the program after
    /// them, so they hold for the program decided.
    pre: preconditions::Preconditions,
    rs: regions::Regions,
}

fn decide(program: &mut Program, options: &Options, target: Target) -> Decided {
    let idioms = timed("idioms", || p4a_transforms::idioms::normalize(program));
    timed("counted loops", || loops::recognize_counted_loops(program));
    {
        // Members a loop reads and cannot change (`g->u`, `s.n`) become locals loaded
        // before it: arrays held in structures are then arrays like any other.
        let cg = timed("call graph", || callgraph::call_graph(program));
        let mut fx = timed("effects", || {
            effects::effects(program, &cg, &effects_options(options))
        });
        // Calls through function pointers with known targets become direct calls.
        let devirtualized = timed("devirtualization", || {
            p4a_transforms::devirt::devirtualize(program, &fx)
        });
        if devirtualized > 0 {
            verify(program, options, "devirtualization");
            let cg = timed("call graph", || callgraph::call_graph(program));
            fx = timed("effects", || {
                effects::effects(program, &cg, &effects_options(options))
            });
        }
        // On GPU targets, members are also hoisted for the rest of each function (after
        // their last write), so that callers and callees name the arrays structures
        // hold and the transfer placement can move them once.
        let hoisted = timed("member hoisting", || {
            p4a_transforms::members::hoist_all(program, &fx, target != Target::OpenMp)
        });
        if !hoisted.is_empty() {
            verify(program, options, "member hoisting");
            timed("counted loops", || loops::recognize_counted_loops(program));
        }
    }
    {
        let pre = timed("preconditions", || preconditions::preconditions(program));
        let subs = timed("induction substitution", || {
            p4a_transforms::induction::substitute_inductions(program, &pre)
        });
        if !subs.is_empty() {
            verify(program, options, "induction-variable substitution");
        }
    }
    // The loops of copies that promotion keeps for when its inner tests fail: versions of
    // the same source loops, not listed in the report again.
    let mut versions: FxHashSet<StmtId> = FxHashSet::default();
    if p4a_transforms::promote::may_apply(program) {
        // Pointees updated in loops (`*sum += ...`) become locals for the loop's duration.
        let cg = timed("call graph", || callgraph::call_graph(program));
        let fx = timed("effects", || {
            effects::effects(program, &cg, &effects_options(options))
        });
        let pre = timed("preconditions", || preconditions::preconditions(program));
        let plan = {
            let alias = deps::FromEffects {
                program,
                effects: &fx,
                same_pointer_pairs: target == Target::OpenMp,
            };
            p4a_transforms::promote::plan(program, &pre, &fx, &alias, target == Target::OpenMp)
        };
        let done = timed("pointee promotion", || {
            p4a_transforms::promote::apply_all(program, &plan)
        });
        if !done.is_empty() {
            verify(program, options, "pointee promotion");
        }
        let copies: Vec<StmtId> = done.iter().filter_map(|d| d.original).collect();
        if !copies.is_empty() {
            timed("counted loops", || loops::recognize_counted_loops(program));
            for copy in copies {
                versions.extend(ir::query::loops_in(program, copy));
            }
        }
    }
    // Decide; with --fine-grain, distribute the sequential loops that have parallel
    // parts and decide again, until nothing more is distributed; then fuse parallel nests
    // and decide again (a fusion of inner loops may make the outer nests fusable).
    let mut rounds = 0;
    let mut distributing = options.fine_grain;
    let mut fusion_rounds = 0;
    let mut scalarized = false;
    let mut unroll_rounds = 0;
    let mut done = Restructuring {
        idioms,
        ..Restructuring::default()
    };
    // The last fusion round's program before it, and its groups (fused loop, nests
    // fused into it); pairs whose fused loop did not stay parallel.
    let mut fusion_undo: Option<FusionUndo> = None;
    let mut fusion_excluded: FxHashSet<(StmtId, StmtId)> = FxHashSet::default();
    let mut fusion_undone: Vec<fusion::FusionNote> = Vec::new();
    loop {
        rounds += 1;
        let pre = timed("preconditions", || preconditions::preconditions(program));
        let cg = timed("call graph", || callgraph::call_graph(program));
        let fx = timed("effects", || {
            effects::effects(
                program,
                &cg,
                &effects::EffectsOptions {
                    no_pointer_aliasing: options.no_pointer_aliasing,
                    malloc_like: options.malloc_like.clone(),
                    timers: options.timers.clone(),
                },
            )
        });
        let rs = timed("regions", || regions::regions(program, &pre));
        let alias = deps::FromEffects {
            program,
            effects: &fx,
            same_pointer_pairs: target == Target::OpenMp,
        };
        let an = Analyses {
            program,
            callgraph: &cg,
            pre: &pre,
            effects: &fx,
            regions: &rs,
            alias: &alias,
            accept_timers: options.accept_timers,
            keep_assert_order: options.keep_assert_order,
            no_fp_reductions: options.no_fp_reductions,
        };
        let report = timed("decisions", || {
            openmp::decide_all(
                &an,
                &OmpOptions {
                    no_cost_model: options.no_cost_model,
                    kernels_resident: target == Target::Gpu && !options.no_com_optimization,
                },
            )
        });
        // A fused loop that is no longer parallel (what one nest writes, the other
        // reaches in a way only the decision's checks see) loses both nests'
        // parallelism: undo that round and fuse again without those pairs.
        // On GPU targets, likewise a fused loop that would stay on the host while a nest
        // alone was a kernel, or whose kernel has fewer grid dimensions than a nest's
        // alone (a 2-D product fused with a 1-D reduction).
        if let Some((before, applied)) = fusion_undo.take() {
            let by_stmt: FxHashMap<StmtId, &LoopReport> =
                report.iter().map(|r| (r.stmt, r)).collect();
            let grids = (target == Target::Gpu)
                .then(|| gpu_grids(program, &pre, &rs, &report, options.no_cost_model));
            let mut undone = Vec::new();
            for (head, members, dims_before) in &applied {
                let Some(r) = by_stmt.get(head) else { continue };
                let gpu_why = match (grids.as_ref().and_then(|g| g.get(head)), dims_before) {
                    (Some(Err(why)), Some(_)) => {
                        Some(format!("the fused loop would stay on the host: {why}"))
                    }
                    (Some(Ok(d)), Some(before)) if d < before => Some(format!(
                        "the fused kernel's grid would have {d} dimension{}, fewer than the \
                         {before} of a nest alone",
                        if *d == 1 { "" } else { "s" }
                    )),
                    _ => None,
                };
                let why = if r.decision == Decision::Sequential {
                    let why = r
                        .reasons
                        .first()
                        .map(|x| x.message(program))
                        .unwrap_or_default();
                    format!("the fused loop would not be parallel: {why}")
                } else if let Some(why) = gpu_why {
                    why
                } else {
                    continue;
                };
                for &m in members {
                    fusion_excluded.insert((*head, m));
                    undone.push((
                        program.stmts.loc(*head).line,
                        program.stmts.loc(m).line,
                        why.clone(),
                    ));
                }
            }
            if !undone.is_empty() {
                *program = before;
                for (h, m, why) in undone {
                    let (out, keep): (Vec<_>, Vec<_>) = std::mem::take(&mut done.fusion)
                        .into_iter()
                        .partition(|n| n.fused && n.lines == (h, m));
                    done.fusion = keep;
                    fusion_undone.extend(out.into_iter().map(|mut n| {
                        n.fused = false;
                        n.why = format!("{}, but {why}", n.why);
                        n
                    }));
                }
                continue;
            }
        }
        if distributing && rounds > 4 {
            distributing = false;
        }
        let plans: Vec<distribute::Plan> = if !distributing {
            Vec::new()
        } else {
            report
                .iter()
                .filter(|r| r.decision == Decision::Sequential && !r.under_parallel)
                .filter_map(|r| distribute::plan(&an, r.func, r.stmt))
                .collect()
        };
        // One level per round: a plan inside another planned loop waits.
        let plans: Vec<&distribute::Plan> = plans
            .iter()
            .filter(|x| {
                !plans
                    .iter()
                    .any(|y| y.l != x.l && distribute::contains(program, y.l, x.l))
            })
            .collect();
        if !plans.is_empty() {
            for plan in plans {
                distribute::apply(program, plan);
            }
            verify(program, options, "loop distribution");
            continue;
        }
        distributing = false;
        if !options.no_fusion && fusion_rounds < 3 {
            fusion_rounds += 1;
            let (groups, notes) = timed("fusion", || fusion::plan(&an, &report, &fusion_excluded));
            // The pairs refused are those of the last round (and those undone); the
            // fused, of every round.
            done.fusion.retain(|n| n.fused);
            done.fusion.extend(notes);
            if !groups.is_empty() {
                let grids = (target == Target::Gpu)
                    .then(|| gpu_grids(program, &pre, &rs, &report, options.no_cost_model));
                let applied = groups
                    .iter()
                    .map(|g| {
                        let members = g.members();
                        // The most dimensions of a member's kernel (`None`: none was one).
                        let dims = grids.as_ref().and_then(|grids| {
                            std::iter::once(g.head())
                                .chain(members.iter().copied())
                                .filter_map(|m| grids.get(&m).and_then(|r| r.as_ref().ok()))
                                .max()
                                .copied()
                        });
                        (g.head(), members, dims)
                    })
                    .collect();
                fusion_undo = Some((program.clone(), applied));
                fusion::apply_all(program, &groups);
                verify(program, options, "loop fusion");
                continue;
            }
        }
        if !options.no_scalarization && !scalarized {
            scalarized = true;
            let (plans, notes) = timed("scalarization", || {
                scalarize::plan(&an, &report, target == Target::OpenMp)
            });
            done.scalarization = notes;
            if !plans.is_empty() {
                scalarize::apply_all(program, &plans);
                verify(program, options, "scalarization");
                continue;
            }
        }
        // Short loops of constant trip count, innermost first (two rounds: a 3x3 mask).
        if !options.no_unroll && unroll_rounds < 2 {
            unroll_rounds += 1;
            let loops = p4a_transforms::unroll::full_candidates(program, &pre, &report);
            if !loops.is_empty() {
                for (f, l, trips) in loops {
                    let line = program.stmts.loc(l).line;
                    if p4a_transforms::unroll::unroll_fully(program, f, l, trips) {
                        done.unrolled.push(UnrollNote {
                            function: program.symbols[program.funcs[f].sym].name.clone(),
                            line,
                            how: Unrolled::Whole { trips },
                        });
                    }
                }
                verify(program, options, "unrolling");
                continue;
            }
        }
        done.fusion.append(&mut fusion_undone);
        // A pair refused in one round and fused in a later one is said fused only.
        let fused: Vec<(String, (u32, u32))> = done
            .fusion
            .iter()
            .filter(|n| n.fused)
            .map(|n| (n.function.clone(), n.lines))
            .collect();
        done.fusion
            .retain(|n| n.fused || !fused.contains(&(n.function.clone(), n.lines)));
        done.fusion.dedup();
        let report = report
            .into_iter()
            .filter(|r| !versions.contains(&r.stmt))
            .collect::<Vec<_>>();
        let regions = if target == Target::OpenMp && !options.no_region_hoisting {
            let (plans, notes) = timed("region hoisting", || {
                p4a_transforms::hoist::plan(&an, &report)
            });
            done.regions = notes;
            plans
        } else {
            Vec::new()
        };
        // The last round changed nothing after its analyses: they hold for the program
        // decided, and the GPU stages start from them.
        let pairs = param_pairs(program, &fx, target == Target::OpenMp);
        break Decided {
            report,
            pairs,
            restructured: done,
            regions,
            pre,
            rs,
        };
    }
}

/// The aliasing decisions of every pair of pointer parameters, function by function
/// (with `same_pointer`, whether a pair overlapping only as the same pointer was compared
/// as one array).
fn param_pairs(program: &Program, fx: &effects::Effects, same_pointer: bool) -> Vec<ParamPair> {
    let mut res = Vec::new();
    for func in program.func_ids() {
        for (a, b, decision) in fx.pointer_param_pairs(program, func) {
            let mut how = decision.reason.describe(program);
            if same_pointer && decision.may_alias && fx.identical_or_disjoint(program, func, a, b) {
                how.push_str(
                    ", only as the same pointer: their subscripts are compared as one array's",
                );
            }
            res.push(ParamPair {
                func,
                a,
                b,
                distinct: !decision.may_alias,
                how,
            });
        }
    }
    res
}

/// How a long run shows its progress.
pub enum Progress {
    /// A spinner on a terminal, told each stage's name.
    Bar(indicatif::ProgressBar),
    /// A line on standard error per stage (`P4A_PROGRESS=1` off a terminal: a log).
    Lines,
}

thread_local! {
    /// The progress of a long run (see [`show_progress`]).
    static PROGRESS: std::cell::RefCell<Option<Progress>> = const { std::cell::RefCell::new(None) };
}

/// Shows each stage of the translation as it starts (a program of thousands of
/// functions takes seconds to minutes); `None` stops showing it.
pub fn show_progress(progress: Option<Progress>) {
    PROGRESS.with(|p| {
        if let Some(Progress::Bar(old)) = p.borrow_mut().take() {
            old.finish_and_clear();
        }
        *p.borrow_mut() = progress;
    });
}

/// Runs one stage; with `P4A_TIME` set in the environment, prints its wall time on
/// standard error (a profiling aid: `perf` is not always at hand).
fn timed<T>(stage: &str, f: impl FnOnce() -> T) -> T {
    PROGRESS.with(|p| match p.borrow().as_ref() {
        Some(Progress::Bar(bar)) => bar.set_message(stage.to_string()),
        Some(Progress::Lines) => eprintln!("p4a: {stage}..."),
        None => {}
    });
    if std::env::var_os("P4A_TIME").is_none() {
        return f();
    }
    let start = std::time::Instant::now();
    let res = f();
    eprintln!("p4a: {stage}: {:.3} s", start.elapsed().as_secs_f64());
    res
}

fn verify(program: &Program, options: &Options, after: &str) {
    if (options.verify || cfg!(debug_assertions))
        && let Err(errors) = ir::verify::verify(program)
    {
        let list: Vec<String> = errors.iter().map(ToString::to_string).collect();
        panic!("the IR does not verify after {after}:\n{}", list.join("\n"));
    }
}

/// The global arrays of `program` whose initial values no read sees
/// ([`gpu::initial::unread_initial_values`]); none without `main`.
fn unread_initial(
    program: &Program,
    options: &Options,
    pre: &preconditions::Preconditions,
    rs: &regions::Regions,
) -> FxHashSet<p4a_analyzer::ir::SymbolId> {
    let Some(main) = program
        .func_ids()
        .find(|&f| program.symbols[program.funcs[f].sym].name == "main")
    else {
        return FxHashSet::default();
    };
    let cg = callgraph::call_graph(program);
    let fx = effects::effects(program, &cg, &effects_options(options));
    let alias = deps::FromEffects {
        program,
        effects: &fx,
        same_pointer_pairs: false,
    };
    let an = Analyses {
        program,
        callgraph: &cg,
        pre,
        effects: &fx,
        regions: rs,
        alias: &alias,
        accept_timers: options.accept_timers,
        keep_assert_order: options.keep_assert_order,
        no_fp_reductions: options.no_fp_reductions,
    };
    gpu::initial::unread_initial_values(&an, main)
}
