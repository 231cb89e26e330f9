//! Golden tests of the analyses: each `tests/analysis/NAME.c` carries, on the line of a
//! statement, the results a careful human derives by hand (syntax in
//! `tests/analysis/README.md`):
//!
//! - `// W a[φ1] EXACT {0 <= φ1 <= n - 1}` (also `R`, `IN`, `OUT`): a region of the
//!   statement, compared by mutual implication under the statement's precondition;
//! - `// pre: {...}`: facts the precondition must imply;
//! - `// dep: flow a (<, =) (1, 0)` / `// dep: none`: dependences carried by the nest.
//!
//! Several expectations on one line are separated by ` ;; `. A header comment
//! `// p4a: --no-pointer-aliasing` sets that option for the file.

use std::path::{Path, PathBuf};

use p4a_analyzer::affine::System;
use p4a_analyzer::deps;
use p4a_analyzer::front::{CppOptions, parse_files};
use p4a_analyzer::ir::{Program, Stmt, StmtId};
use p4a_analyzer::linear::{AVar, Names, parse_system};
use p4a_analyzer::regions::{Action, Approx, Entity, Region, Regions};
use p4a_analyzer::{loops, preconditions, regions};

struct Checked {
    failures: Vec<String>,
    expectations: usize,
}

#[test]
fn analyses_match_hand_derived_results() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/analysis");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    assert!(files.len() >= 40, "only {} analysis cases", files.len());
    let mut all = Checked {
        failures: Vec::new(),
        expectations: 0,
    };
    for file in &files {
        check_file(file, &mut all);
    }
    println!("{} expectations in {} files", all.expectations, files.len());
    assert!(
        all.expectations >= 100,
        "too few expectations: {}",
        all.expectations
    );
    assert!(
        all.failures.is_empty(),
        "{} of {} expectations failed:\n{}",
        all.failures.len(),
        all.expectations,
        all.failures.join("\n")
    );
}

fn check_file(path: &Path, all: &mut Checked) {
    let text = std::fs::read_to_string(path).unwrap();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let parsed = parse_files(&[path.to_path_buf()], &CppOptions::default());
    if parsed.has_errors() {
        all.failures
            .push(format!("{name}: does not parse: {:?}", parsed.diagnostics));
        return;
    }
    let mut program = parsed.program;
    loops::recognize_counted_loops(&mut program);
    let pre = preconditions::preconditions(&program);
    let regs = regions::regions(&program, &pre);
    let cg = p4a_analyzer::callgraph::call_graph(&program);
    let options = p4a_analyzer::effects::EffectsOptions {
        no_pointer_aliasing: text.contains("// p4a: --no-pointer-aliasing"),
        ..Default::default()
    };
    let fx = p4a_analyzer::effects::effects(&program, &cg, &options);
    let alias = deps::FromEffects {
        program: &program,
        effects: &fx,
        same_pointer_pairs: true,
    };
    let owners = deps::statement_owners(&program);
    for (k, line) in text.lines().enumerate() {
        let lineno = k as u32 + 1;
        let Some(pos) = line.find("// ") else {
            continue;
        };
        let comment = &line[pos + 3..];
        if comment.starts_with("p4a:") {
            continue;
        }
        let items: Vec<&str> = comment.split(";;").map(str::trim).collect();
        if !items.iter().all(|i| is_expectation(i)) {
            continue;
        }
        for item in items {
            all.expectations += 1;
            let Some(stmt) = statement_at(&program, path, lineno) else {
                match function_at(&program, path, lineno) {
                    Some(f) => {
                        if let Err(e) = check_function(&program, &regs, f, item) {
                            all.failures.push(format!("{name}:{lineno}: `{item}`: {e}"));
                        }
                    }
                    None => all.failures.push(format!(
                        "{name}:{lineno}: no statement starts on this line for `{item}`"
                    )),
                }
                continue;
            };
            if let Err(e) = check(&program, &pre, &regs, &alias, &owners, stmt, item) {
                all.failures.push(format!("{name}:{lineno}: `{item}`: {e}"));
            }
        }
    }
}

fn is_expectation(item: &str) -> bool {
    ["W ", "R ", "IN ", "OUT ", "pre:", "dep:"]
        .iter()
        .any(|p| item.starts_with(p))
}

/// The outermost statement starting on `line` of the file.
fn statement_at(program: &Program, path: &Path, line: u32) -> Option<StmtId> {
    let file = program
        .files
        .iter()
        .position(|f| Path::new(&f.path).file_name() == path.file_name())?;
    let mut best: Option<StmtId> = None;
    let mut blocks = Vec::new();
    for (id, stmt) in program.stmts.iter() {
        let loc = program.stmts.loc(id);
        if loc.file.0 as usize != file || loc.line != line {
            continue;
        }
        // A block only when nothing else starts on the line.
        if matches!(stmt, Stmt::Block(_)) {
            blocks.push(id);
            continue;
        }
        // The outermost: the first allocated among those of the line is the innermost
        // (children are lowered first); keep the one with the largest id.
        if best.is_none_or(|b| id > b) {
            best = Some(id);
        }
    }
    best.or_else(|| blocks.into_iter().max())
}

/// The function whose definition starts on `line`.
fn function_at(program: &Program, path: &Path, line: u32) -> Option<p4a_analyzer::ir::FuncId> {
    let file = program
        .files
        .iter()
        .position(|f| Path::new(&f.path).file_name() == path.file_name())?;
    // The definition's first line, or a line before its first statement (the `{`).
    program.func_ids().find(|&f| {
        let loc = program.funcs.loc(f);
        let first = program.funcs[f]
            .body
            .0
            .first()
            .map_or(u32::MAX, |s| program.stmts.loc(*s).line);
        loc.file.0 as usize == file && loc.line <= line && line < first.max(loc.line + 1)
    })
}

/// A region expectation on a function's header: the regions of its whole body.
fn check_function(
    program: &Program,
    regs: &Regions,
    f: p4a_analyzer::ir::FuncId,
    item: &str,
) -> Result<(), String> {
    let (kind, rest) = item.split_once(' ').ok_or("malformed")?;
    let list: Vec<Region> = match kind {
        "W" => regs
            .func_rw(f)
            .iter()
            .filter(|r| r.action == Action::Write)
            .cloned()
            .collect(),
        "R" => regs
            .func_rw(f)
            .iter()
            .filter(|r| r.action == Action::Read)
            .cloned()
            .collect(),
        "IN" => regs.func_ins(f).to_vec(),
        "OUT" => regs.func_outs(f).to_vec(),
        _ => return Err("only regions can be expected on a function's line".into()),
    };
    compare_region(program, &list, kind, rest, &System::universe(), None)
}

fn resolver<'a>(
    program: &'a Program,
    systems: &'a [&'a System<AVar>],
) -> impl Fn(&str) -> Option<AVar> + 'a {
    move |name: &str| {
        let names = Names(program);
        for sys in systems {
            if let Some(v) = sys.vars().into_iter().find(|v| names.name(*v) == name) {
                return Some(v);
            }
        }
        program
            .symbols
            .iter()
            .find(|(_, s)| {
                s.name == name
                    && matches!(
                        s.kind,
                        p4a_analyzer::ir::SymbolKind::Var | p4a_analyzer::ir::SymbolKind::Param
                    )
            })
            .map(|(id, _)| AVar::Sym(id))
    }
}

fn check(
    program: &Program,
    pre: &preconditions::Preconditions,
    regs: &Regions,
    alias: &deps::FromEffects,
    owners: &[Option<p4a_analyzer::ir::FuncId>],
    stmt: StmtId,
    item: &str,
) -> Result<(), String> {
    let p = pre.get(stmt).cloned().unwrap_or_else(System::universe);
    let names = Names(program);
    let show = |s: &System<AVar>| s.simplify().fmt_with(|v| names.name(v)).to_string();
    if let Some(rest) = item.strip_prefix("pre:") {
        let expected = parse_system(rest.trim(), resolver(program, &[&p]))?;
        for c in expected.constraints() {
            if !p.implies(c) {
                return Err(format!("precondition {} does not imply it", show(&p)));
            }
        }
        return Ok(());
    }
    if let Some(rest) = item.strip_prefix("dep:") {
        let func = owners[stmt.index()].ok_or("statement outside functions")?;
        return check_dep(program, pre, regs, alias, func, stmt, rest.trim());
    }
    // Region: KIND name[φ1].. APPROX {system}
    let (kind, rest) = item.split_once(' ').unwrap();
    let list: Vec<Region> = match kind {
        "W" => regs
            .rw(stmt)
            .iter()
            .filter(|r| r.action == Action::Write)
            .cloned()
            .collect(),
        "R" => regs
            .rw(stmt)
            .iter()
            .filter(|r| r.action == Action::Read)
            .cloned()
            .collect(),
        "IN" => regs.ins(stmt).to_vec(),
        "OUT" => regs.outs(stmt).to_vec(),
        other => return Err(format!("unknown region kind {other}")),
    };
    let _ = show;
    compare_region(program, &list, kind, rest, &p, pre.get(stmt))
}

/// Compares the expectation `rest` (`name[φ1].. APPROX {system}`) with the regions
/// `list` of kind `kind`, under the context `p`. An empty expected system (`{1 <= 0}`)
/// also matches the absence of a region.
fn compare_region(
    program: &Program,
    list: &[Region],
    kind: &str,
    rest: &str,
    p: &System<AVar>,
    gist: Option<&System<AVar>>,
) -> Result<(), String> {
    let (head, system_text) = rest.split_once('{').ok_or("no system")?;
    let system_text = format!("{{{system_text}");
    let mut words = head.split_whitespace();
    let target = words.next().ok_or("no array")?;
    let approx = match words.next() {
        Some("EXACT") => Approx::Exact,
        Some("MAY") => Approx::May,
        other => return Err(format!("unknown approximation {other:?}")),
    };
    let array = target.split('[').next().unwrap();
    let dims = target.matches('[').count() as u8;
    let found = list.iter().find(|r| {
        matches!(r.entity, Entity::Array(b) if program.symbols[b.sym()].name == array)
            && r.dims == dims
    });
    let Some(found) = found else {
        let universe = System::universe();
        let expected = parse_system(&system_text, resolver(program, &[p, &universe]))?;
        if expected.intersect(p).is_empty() {
            return Ok(());
        }
        let have: Vec<String> = regions::render(program, list, Some(kind), gist);
        return Err(format!(
            "no {kind} region of {array} with {dims} dimensions; computed: {have:?}"
        ));
    };
    let expected = parse_system(&system_text, resolver(program, &[&found.system, p]))?;
    let computed = found.system.intersect(p);
    let expected_in_context = expected.intersect(p);
    let same =
        computed.is_subset_of(&expected_in_context) && expected_in_context.is_subset_of(&computed);
    let rendered =
        regions::render(program, std::slice::from_ref(found), Some(kind), gist).join("; ");
    if !same {
        return Err(format!("computed {rendered}"));
    }
    if found.approx != approx && !computed.is_empty() {
        return Err(format!("approximation differs: computed {rendered}"));
    }
    Ok(())
}

fn check_dep(
    program: &Program,
    pre: &preconditions::Preconditions,
    regs: &Regions,
    alias: &deps::FromEffects,
    func: p4a_analyzer::ir::FuncId,
    stmt: StmtId,
    text: &str,
) -> Result<(), String> {
    let found: Vec<deps::Dependence> =
        deps::loop_dependences(program, pre, alias, Some(regs), func, stmt)
            .into_iter()
            .filter(|d| d.level.is_some())
            .collect();
    let rendered: Vec<String> = found.iter().map(|d| deps::render(program, d)).collect();
    if text == "none" {
        return if found.is_empty() {
            Ok(())
        } else {
            Err(format!("computed {rendered:?}"))
        };
    }
    // kind array (dirs) [(dists)]
    let mut parts = text.splitn(3, ' ');
    let kind = parts.next().unwrap_or("");
    let array = parts.next().unwrap_or("");
    let rest = parts.next().unwrap_or("").trim();
    let groups: Vec<String> = rest
        .split(')')
        .map(|g| g.trim().trim_start_matches('(').trim().to_string())
        .filter(|g| !g.is_empty())
        .collect();
    let dirs: Vec<String> = groups
        .first()
        .map(|g| g.split(',').map(|x| x.trim().to_string()).collect())
        .unwrap_or_default();
    let dists: Option<Vec<String>> = groups
        .get(1)
        .map(|g| g.split(',').map(|x| x.trim().to_string()).collect());
    let ok = found.iter().any(|d| {
        d.kind.name() == kind
            && program.symbols[d.array.sym()].name == array
            && d.directions
                .iter()
                .map(|x| x.symbol().to_string())
                .collect::<Vec<_>>()
                == dirs
            && dists.as_ref().is_none_or(|want| {
                d.distances
                    .iter()
                    .map(|x| x.map_or("?".to_string(), |v| v.to_string()))
                    .collect::<Vec<_>>()
                    == *want
            })
    });
    if ok {
        Ok(())
    } else {
        Err(format!("computed {rendered:?}"))
    }
}
