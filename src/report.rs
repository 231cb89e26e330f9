//! The loop report (`--report`): every loop with its decision and, for each loop left
//! sequential, the reason, pointing at source lines.

use p4a_analyzer::ir::{FuncId, Program, Stmt, SymbolId};
use p4a_transforms::decision::Restructuring;
use p4a_transforms::decision::{Decision, Guard, LoopReport};
use p4a_transforms::gpu::comm::TransferReport;
use p4a_transforms::gpu::plan::Size;
use p4a_transforms::gpu::size_text;
use p4a_transforms::gpu::tile::Tiling;
use p4a_transforms::openmp::directive;
use p4a_transforms::parallel::Reason;

use crate::pipeline::ParamPair;

/// The line saying which pointer parameters of `func` were proved distinct, and how;
/// `None` when it has no pair of pointer parameters.
fn pairs_line(program: &Program, func: FuncId, pairs: &[ParamPair]) -> Option<String> {
    let items: Vec<String> = pairs
        .iter()
        .filter(|p| p.func == func)
        .map(|p| {
            format!(
                "`{}` and `{}` {} ({})",
                program.symbols[p.a].name,
                program.symbols[p.b].name,
                if p.distinct {
                    "distinct"
                } else {
                    "not proved distinct"
                },
                p.how
            )
        })
        .collect();
    if items.is_empty() {
        return None;
    }
    let loc = program.symbols.loc(program.funcs[func].sym);
    let file = program
        .files
        .get(loc.file.0 as usize)
        .map_or_else(|| "?".to_string(), |f| f.path.clone());
    Some(format!(
        "{file}:{}: pointer parameters of {}: {}\n",
        loc.line,
        program.symbols[program.funcs[func].sym].name,
        items.join("; ")
    ))
}

/// `file:line` of a loop, and the file alone.
fn place(program: &Program, r: &LoopReport) -> (String, u32, u32) {
    let loc = program.stmts.loc(r.stmt);
    let file = program
        .files
        .get(loc.file.0 as usize)
        .map_or_else(|| "?".to_string(), |f| f.path.clone());
    (file, loc.line, loc.col)
}

fn index_name(program: &Program, r: &LoopReport) -> Option<String> {
    match &program.stmts[r.stmt] {
        Stmt::For {
            counted: Some(c), ..
        } => Some(program.symbols[c.index].name.clone()),
        _ => None,
    }
}

/// The timer calls a parallel loop was accepted with (`--accept-timers`).
fn timers(r: &LoopReport) -> &[(String, u32)] {
    match (&r.decision, &r.clauses) {
        (Decision::Parallel, Some(c)) => &c.timers,
        _ => &[],
    }
}

/// The report for people: a summary line, then one line per loop (nested loops
/// indented), with the directive or the reasons.
pub fn text(program: &Program, report: &[LoopReport], pairs: &[ParamPair]) -> String {
    let count = |d: Decision| report.iter().filter(|r| r.decision == d).count();
    let mut out = format!(
        "p4a: {} loop{}: {} parallel, {} inside parallel loops, {} too small, {} sequential\n",
        report.len(),
        if report.len() == 1 { "" } else { "s" },
        count(Decision::Parallel),
        count(Decision::Inner),
        count(Decision::Small),
        count(Decision::Sequential),
    );
    if count(Decision::User) > 0 {
        out.insert_str(
            out.len() - 1,
            &format!(", {} with the user's directives", count(Decision::User)),
        );
    }
    for (k, r) in report.iter().enumerate() {
        let (file, line, _) = place(program, r);
        let func = &program.symbols[program.funcs[r.func].sym].name;
        let what = match index_name(program, r) {
            Some(i) => format!("{} {i}", r.kind),
            None => r.kind.to_string(),
        };
        let indent = "  ".repeat(r.depth);
        let head = format!(
            "{file}:{line}: {indent}{what} (in {func}): {}",
            r.decision.name()
        );
        match r.decision {
            Decision::Parallel => {
                let test = r
                    .guard_test
                    .map(|e| p4a_analyzer::print::print_expr(program, e));
                let guard = match (&r.guard, &test) {
                    (Some(Guard::Versioned { .. }), Some(cond)) => {
                        format!(" (when {cond}; a sequential copy runs otherwise)")
                    }
                    _ => String::new(),
                };
                match &r.kernel {
                    Some(k) => {
                        let guard = match (&r.guard, &test) {
                            (Some(_), Some(cond)) => {
                                format!(" (when {cond}; the loop runs on the host otherwise)")
                            }
                            _ => String::new(),
                        };
                        // A loop too small for a launch of its own that runs on the
                        // device because the copies it would force on the host cost more.
                        let guard = match r.reasons.iter().find_map(|x| match x {
                            Reason::TooSmallForKernel { work } => Some(format!(
                                "about {work} operations, too few for a launch of its own"
                            )),
                            Reason::EnteredOften { .. } => {
                                Some("entered often, with a work not known statically".to_string())
                            }
                            _ => None,
                        }) {
                            Some(small) => format!(
                                "{guard} ({small}, but on the host it would force copies that \
                                 cost more)"
                            ),
                            None => guard,
                        };
                        let flattened = if k.grid.len() > k.dims as usize {
                            " flattened, a partial value per grid point"
                        } else {
                            ""
                        };
                        let points = match k.points {
                            Some(n) if !k.grid.is_empty() => format!(", {n} points"),
                            _ => String::new(),
                        };
                        out.push_str(&format!(
                            "{head}: kernel {} over a {}-D grid ({}{flattened}{points}){guard}\n",
                            k.name,
                            k.dims,
                            k.grid.join(", ")
                        ));
                        if let Some((index, walk, all)) = &k.dim0
                            && *all > 0
                        {
                            let blocks = match k.block {
                                _ if k.tiling.is_ok() => String::new(),
                                Some(b) => format!(
                                    "; blocks of {} work-items, each combining its values in \
                                     local memory",
                                    b[0]
                                ),
                                None => {
                                    "; blocks shaped at run time (P4A_STATS shows them)".to_string()
                                }
                            };
                            out.push_str(&format!(
                                "{file}:{line}: {indent}  dimension 0 (consecutive work-items): \
                                 `{index}`; {walk} of {all} array references walk their \
                                 contiguous subscript with it{blocks}\n"
                            ));
                        }
                        match &k.tiling {
                            Ok(t) => out.push_str(&format!(
                                "{file}:{line}: {indent}  tiled: {}; blocks of {} work-items (x first){}\n",
                                tile_text(program, t),
                                shape_text(&t.block[..k.dims as usize]),
                                match &k.march {
                                    Some(index) => format!(
                                        ", each marching along `{index}` over {} planes with a \
                                         ring of planes in each tile",
                                        p4a_transforms::gpu::tile::MARCH_CHUNK
                                    ),
                                    None => String::new(),
                                }
                            )),
                            Err(why) if why.is_reported() => {
                                out.push_str(&format!(
                                    "{file}:{line}: {indent}  not tiled: {}\n",
                                    why.render(program)
                                ))
                            }
                            Err(_) => {}
                        }
                        let list = |v: &[(SymbolId, Size)]| {
                            v.iter()
                                .map(|(a, size)| {
                                    let name = &program.symbols[*a].name;
                                    format!("{name} ({})", size_text(program, *a, size))
                                })
                                .collect::<Vec<_>>()
                                .join(", ")
                        };
                        if !k.copied_in.is_empty() {
                            out.push_str(&format!(
                                "{file}:{line}: {indent}  copied in: {}\n",
                                list(&k.copied_in)
                            ));
                        }
                        if !k.copied_out.is_empty() {
                            out.push_str(&format!(
                                "{file}:{line}: {indent}  copied out: {}\n",
                                list(&k.copied_out)
                            ));
                        }
                    }
                    None => {
                        let region = match r.region {
                            Some(at) => format!(", in the parallel region around line {at}"),
                            None => String::new(),
                        };
                        out.push_str(&format!(
                            "{head}: #pragma {}{guard}{region}\n",
                            directive(program, r)
                        ))
                    }
                }
                for (name, at) in timers(r) {
                    out.push_str(&format!(
                        "{file}:{line}: {indent}  note: `{name}` at line {at} reads the clock; \
                         run in parallel (--accept-timers), each thread times its own iterations\n"
                    ));
                }
                if let (Decision::Parallel, Some(c)) = (&r.decision, &r.clauses)
                    && !c.asserts.is_empty()
                {
                    let lines: Vec<String> = c.asserts.iter().map(u32::to_string).collect();
                    out.push_str(&format!(
                        "{file}:{line}: {indent}  note: assertions at line {}: in parallel, when \
                         several iterations fail, the failure reported may be another than the \
                         sequential program's first (--keep-assert-order keeps such loops \
                         sequential)\n",
                        lines.join(", ")
                    ));
                }
            }
            _ => {
                let mut reasons = r.reasons.iter();
                match reasons.next() {
                    Some(first) => out.push_str(&format!("{head}: {}\n", first.message(program))),
                    None => out.push_str(&format!("{head}\n")),
                }
                for more in reasons {
                    out.push_str(&format!(
                        "{file}:{line}: {indent}  also: {}\n",
                        more.message(program)
                    ));
                }
            }
        }
        // After the last loop of each function, what was proved of its pointers.
        if report.get(k + 1).is_none_or(|next| next.func != r.func)
            && let Some(pairs) = pairs_line(program, r.func, pairs)
        {
            out.push_str(&pairs);
        }
    }
    out
}

/// The transfer placement of the GPU targets, for people: where each transfer goes, why,
/// and how many times it runs.
pub fn transfers_text(t: &TransferReport) -> String {
    let mut out = String::new();
    if let Some(why) = &t.per_kernel {
        out.push_str(&format!(
            "p4a: transfers: per kernel (every kernel copies its arrays in and out): {why}\n"
        ));
        return out;
    }
    out.push_str(&format!(
        "p4a: transfers: {} placed over the whole program\n",
        t.notes.len()
    ));
    if let Some((n, stmts)) = t.untried {
        out.push_str(&format!(
            "  {n} choice{} of a loop between host and device left untried: each try places \
             the transfers of the whole program again, and it has {stmts} statements\n",
            if n == 1 { "" } else { "s" }
        ));
    }
    for n in &t.notes {
        let target = if n.array.is_empty() {
            String::new()
        } else {
            format!(" `{}` ({})", n.array, n.bytes)
        };
        out.push_str(&format!(
            "  {}:{}: {}{} {} line {}: {}; runs {}\n",
            n.function,
            n.line,
            n.what,
            target,
            if n.after { "after" } else { "before" },
            n.line,
            n.why,
            n.count
        ));
    }
    if !t.promotions.is_empty() {
        let n = t.promotions.iter().filter(|n| n.kernel.is_some()).count();
        out.push_str(&format!(
            "p4a: sequential promotion: {n} of {} runs of host statements between kernels run on the device\n",
            t.promotions.len()
        ));
        for n in &t.promotions {
            let kernel = match &n.kernel {
                Some(k) => format!(" (one-thread kernel {k})"),
                None => String::new(),
            };
            out.push_str(&format!(
                "  {}:{}-{}{}: {}\n",
                n.function, n.lines.0, n.lines.1, kernel, n.why
            ));
        }
    }
    out
}

fn transfers_json(t: &TransferReport) -> serde_json::Value {
    serde_json::json!({
        "scheme": if t.per_kernel.is_some() { "per-kernel" } else { "whole-program" },
        "per_kernel_reason": t.per_kernel,
        "placed": t.notes.iter().map(|n| serde_json::json!({
            "function": n.function,
            "line": n.line,
            "what": n.what,
            "after": n.after,
            "array": n.array,
            "bytes": n.bytes,
            "why": n.why,
            "count": n.count,
        })).collect::<Vec<_>>(),
        "promotions": t.promotions.iter().map(|n| serde_json::json!({
            "function": n.function,
            "first_line": n.lines.0,
            "last_line": n.lines.1,
            "promoted": n.kernel.is_some(),
            "kernel": n.kernel,
            "why": n.why,
        })).collect::<Vec<_>>(),
    })
}

/// What fusion, scalarization and unrolling did, for people: what was fused, made scalar
/// or unrolled and why, what was refused and why.
pub fn restructuring_text(done: &Restructuring) -> String {
    let mut out = String::new();
    let notes = &done.fusion;
    if !done.scalarization.is_empty() {
        let n = done.scalarization.iter().filter(|n| n.done).count();
        out.push_str(&format!(
            "p4a: scalarization: {n} of {} arrays made scalars\n",
            done.scalarization.len()
        ));
        for x in &done.scalarization {
            out.push_str(&format!(
                "  {}:{}: `{}`: {}: {}\n",
                x.function,
                x.line,
                x.array,
                if x.done { "scalarized" } else { "kept" },
                x.why
            ));
        }
    }
    if !done.idioms.is_empty() {
        out.push_str(&format!(
            "p4a: idioms of generated code: {} rewritten\n",
            done.idioms.len()
        ));
        for x in &done.idioms {
            out.push_str(&format!("  {}:{}: {}\n", x.function, x.line, x.what));
        }
    }
    if !done.unrolled.is_empty() {
        out.push_str(&format!("p4a: unrolling: {} loops\n", done.unrolled.len()));
        for u in &done.unrolled {
            out.push_str(&format!("  {}:{}: {}\n", u.function, u.line, u.how));
        }
    }
    if !done.regions.is_empty() {
        let n = done.regions.iter().filter(|x| x.hoisted).count();
        out.push_str(&format!(
            "p4a: parallel regions: {n} of {} sequential loops holding parallel loops hold \
             their region\n",
            done.regions.len()
        ));
        for x in &done.regions {
            let lines: Vec<String> = x.loops.iter().map(|l| l.to_string()).collect();
            out.push_str(&format!(
                "  {}:{}: loops at lines {}: {}: {}\n",
                x.function,
                x.line,
                lines.join(", "),
                if x.hoisted { "hoisted" } else { "not hoisted" },
                x.why
            ));
        }
    }
    if notes.is_empty() {
        return out;
    }
    let n = notes.iter().filter(|n| n.fused).count();
    out.push_str(&format!(
        "p4a: fusion: {n} of {} pairs of loop nests fused\n",
        notes.len()
    ));
    for x in notes {
        out.push_str(&format!(
            "  {}: loops at lines {} and {}: {}: {}\n",
            x.function,
            x.lines.0,
            x.lines.1,
            if x.fused { "fused" } else { "not fused" },
            x.why
        ));
    }
    out
}

fn fusion_json(done: &Restructuring) -> serde_json::Value {
    done.fusion
        .iter()
        .map(|x| {
            serde_json::json!({
                "function": x.function,
                "first_line": x.lines.0,
                "second_line": x.lines.1,
                "fused": x.fused,
                "why": x.why,
            })
        })
        .collect()
}

/// The report for tools: one JSON document (see `--help` and the README).
pub fn json(
    program: &Program,
    report: &[LoopReport],
    pairs: &[ParamPair],
    transfers: Option<&TransferReport>,
    fusion: &Restructuring,
) -> String {
    let loops: Vec<serde_json::Value> = report
        .iter()
        .map(|r| {
            let (file, line, col) = place(program, r);
            let reasons: Vec<serde_json::Value> = r
                .reasons
                .iter()
                .map(|x| {
                    serde_json::json!({
                        "kind": x.kind(),
                        "line": x.line(program),
                        "message": x.message(program),
                    })
                })
                .collect();
            serde_json::json!({
                "file": file,
                "line": line,
                "column": col,
                "function": program.symbols[program.funcs[r.func].sym].name,
                "depth": r.depth,
                "kind": r.kind,
                "index": index_name(program, r),
                "decision": r.decision.name(),
                "clauses": r.clauses.as_ref().map(|c| c.render(program)),
                "if_clause": r.guard_test.map(|e| p4a_analyzer::print::print_expr(program, e)),
                "guard": match r.guard {
                    Some(Guard::Versioned { .. }) => Some("versioned"),
                    Some(Guard::IfClause { .. }) => Some("if-clause"),
                    None => None,
                },
                "directive": (r.decision == Decision::Parallel && r.kernel.is_none())
                    .then(|| directive(program, r)),
                "region": r.region,
                "kernel": r.kernel.as_ref().map(|k| {
                    let list = |v: &[(SymbolId, Size)]| {
                        v.iter()
                            .map(|(a, size)| {
                                serde_json::json!({
                                    "array": program.symbols[*a].name,
                                    "bytes": size_text(program, *a, size),
                                })
                            })
                            .collect::<Vec<_>>()
                    };
                    serde_json::json!({
                        "name": k.name,
                        "dims": k.dims,
                        "grid": k.grid,
                        "points": k.points,
                        "dimension0": k.dim0.as_ref().map(|(index, walk, all)| serde_json::json!({
                            "index": index,
                            "contiguous_references": walk,
                            "array_references": all,
                        })),
                        "copied_in": list(&k.copied_in),
                        "copied_out": list(&k.copied_out),
                        "tiles": match &k.tiling {
                            Ok(t) => t.tiles.iter().map(|tile| serde_json::json!({
                                "array": program.symbols[tile.array].name,
                                "extents": (0..tile.dims.len())
                                    .map(|n| tile.extent(n, t.block))
                                    .collect::<Vec<_>>(),
                            })).collect::<Vec<_>>(),
                            Err(_) => Vec::new(),
                        },
                        "block": k.tiling.as_ref().ok().map(|t| t.block),
                        "march": k.march,
                        "not_tiled": match &k.tiling {
                            Err(why) if why.is_reported() => {
                                Some(why.render(program))
                            }
                            _ => None,
                        },
                    })
                }),
                "reasons": reasons,
                "asserts": match (&r.decision, &r.clauses) {
                    (Decision::Parallel, Some(c)) => c.asserts.clone(),
                    _ => Vec::new(),
                },
                "timers": timers(r)
                    .iter()
                    .map(|(name, at)| serde_json::json!({"function": name, "line": at}))
                    .collect::<Vec<_>>(),
            })
        })
        .collect();
    let mut functions: Vec<serde_json::Value> = Vec::new();
    for func in program.func_ids() {
        let of_func: Vec<serde_json::Value> = pairs
            .iter()
            .filter(|p| p.func == func)
            .map(|p| {
                serde_json::json!({
                    "a": program.symbols[p.a].name,
                    "b": program.symbols[p.b].name,
                    "distinct": p.distinct,
                    "how": p.how,
                })
            })
            .collect();
        if !of_func.is_empty() {
            functions.push(serde_json::json!({
                "function": program.symbols[program.funcs[func].sym].name,
                "pairs": of_func,
            }));
        }
    }
    let mut doc = serde_json::json!({ "p4a_report": 1, "loops": loops, "functions": functions });
    doc["fusion"] = fusion_json(fusion);
    doc["scalarization"] = fusion
        .scalarization
        .iter()
        .map(|x| {
            serde_json::json!({
                "function": x.function,
                "array": x.array,
                "line": x.line,
                "scalarized": x.done,
                "why": x.why,
            })
        })
        .collect();
    doc["idioms"] = fusion
        .idioms
        .iter()
        .map(|x| serde_json::json!({"function": x.function, "line": x.line, "what": x.what}))
        .collect();
    doc["unrolled"] = fusion
        .unrolled
        .iter()
        .map(|u| {
            serde_json::json!({
                "function": u.function,
                "line": u.line,
                "whole": matches!(u.how, p4a_transforms::decision::Unrolled::Whole { .. }),
                "what": u.how.to_string(),
            })
        })
        .collect();
    doc["regions"] = fusion
        .regions
        .iter()
        .map(|x| {
            serde_json::json!({
                "function": x.function,
                "line": x.line,
                "loops": x.loops,
                "hoisted": x.hoisted,
                "why": x.why,
            })
        })
        .collect();
    if let Some(t) = transfers {
        doc["transfers"] = transfers_json(t);
    }
    let mut text = serde_json::to_string_pretty(&doc).expect("JSON values serialize");
    text.push('\n');
    text
}

/// The tiles of a kernel in words: each array with its tile's extents and halo.
fn tile_text(p: &Program, t: &Tiling) -> String {
    t.tiles
        .iter()
        .map(|tile| {
            let extents: Vec<u64> = (0..tile.dims.len())
                .map(|k| tile.extent(k, t.block))
                .collect();
            let halo: Vec<String> = tile
                .dims
                .iter()
                .map(|d| format!("{}/{}", d.below, d.above))
                .collect();
            format!(
                "`{}` in local memory ({} elements, halo {} below/above, {} offsets read)",
                p.symbols[tile.array].name,
                shape_text(&extents),
                halo.join(" x "),
                tile.offsets.len()
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `a x b x c`.
fn shape_text<T: std::fmt::Display>(v: &[T]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(" x ")
}
