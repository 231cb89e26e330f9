//! Communication optimization (Kernel Data Mapping): where host↔device transfers go.
//!
//! The per-kernel scheme copies every array a kernel touches in before it and the written
//! ones out after it. This pass instead tracks, through each function's structured code,
//! which copy of each array is known valid: `dev` (every byte of the object is valid on
//! the device) and `host` (every byte is valid on the host), both *must* facts. It then
//! places:
//!
//! - an **upload** before a kernel that reads an array (or writes it only in part) whose
//!   device copy is not known valid, hoisted out of every enclosing loop that does not
//!   write the array on the host (whole object when its size is known, else the rows the
//!   loop touches, valid for the loop's duration only);
//! - a **download** before a host statement that touches an array whose host copy is not
//!   known valid, of the rows that statement touches, hoisted out of every enclosing loop
//!   in which no kernel writes the array; none after kernels;
//! - an **unmap** at the end of the scope of a local array that kernels used, so that a
//!   later frame reusing its address never finds stale device bytes.
//!
//! Functions pass facts to their callers through summaries (callees first): what they
//! write on the host and on the device, and which of their arrays are valid where when
//! they return. A callee whose every caller can upload an array whole before the call
//! gets the array **valid on the device at entry** (a contract): its kernels upload
//! nothing and the transfer climbs to the caller, and out of the caller's loops.
//!
//! # Why this is sound
//!
//! The facts are hints for removing transfers; correctness rests on the runtime's
//! per-byte validity and on three rules the placement keeps everywhere:
//!
//! 1. Before every host statement that may touch bytes a kernel may have written since
//!    they were last downloaded, a download covers them (its region, else the object,
//!    else the whole mapping, else everything). A download copies only bytes the device
//!    holds newer, so it is harmless where nothing is stale.
//! 2. Before every kernel that reads an array (or writes it in part), an upload covers
//!    what it reads, unless the whole object is known valid there. An upload never
//!    overwrites bytes the device holds newer (the runtime skips them), so it is harmless
//!    where the host copy is stale.
//! 3. The host never writes bytes the device holds newer without a download first (rule
//!    1 covers writes as well as reads), so "device-newer" in the runtime always means
//!    "host copy stale".
//!
//! A fact is only ever set by an event that makes it true for the whole object (a whole
//! upload or download, a declaration, a callee's contract or exit fact) or for the
//! duration of a loop whose whole footprint was moved, and is cleared by any statement
//! that may write the array on the other side, through any alias (places of the effects
//! analysis, with its points-to facts).
//!
//! Transfers placed after a host statement run whenever it completes. A host statement
//! control may leave early (`{ a[0] = x; return; }`) is therefore walked statement by
//! statement when it is a block, so that its `return` is a statement of its own that
//! gives the function an exit; otherwise the facts after it are also an exit (when it may
//! return), and it never declares a host write without a download first.
//!
//! Programs this pass does not model (no `main`, a recursive `main` or calls through
//! pointers among the functions that launch kernels, jumps or `switch` around kernels,
//! kernels called from expressions) keep the per-kernel scheme, with the reason in the
//! report; recursive components are walked to a fixpoint of their summaries.

use std::collections::BTreeSet;

use rustc_hash::{FxHashMap, FxHashSet};

use p4a_analyzer::affine::LinExpr;
use p4a_analyzer::callgraph::{CallGraph, Callee};
use p4a_analyzer::effects::{Effects, Place};
use p4a_analyzer::ir::visit;
use p4a_analyzer::ir::*;
use p4a_analyzer::linear::AVar;

use super::plan::{KernelPlan, PlanContext, element_bounds};

/// Direction of a transfer, or another runtime call the pass places.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// Host to device.
    Upload,
    /// Device to host.
    Download,
    /// Drop the mapping of a dying local array.
    Unmap,
    /// Tell the runtime the host statement before wrote these bytes (no download was
    /// needed: it writes all of them and reads none).
    HostWrote,
    /// Tell the runtime the declaration before made a new object whose bytes hold no
    /// value yet (a `malloc` block, an array without initializer): both copies are as
    /// good, so the device copy is valid without an upload.
    Fresh,
    /// `--check-transfers`: the host statement after this reads these bytes.
    CheckRead,
    /// `--check-transfers`: the host statement before this wrote these bytes.
    CheckWrite,
}

/// Which bytes a transfer moves.
#[derive(Clone, Debug, PartialEq)]
pub enum Bytes {
    /// The whole declared object: `sizeof a`.
    Object,
    /// Rows `first..=last` of the outermost dimension (see [`super::plan::Size`]).
    Rows {
        /// Lower bounds per region (empty: from 0).
        first: Vec<Vec<LinExpr<AVar>>>,
        /// Upper bounds per region.
        last: Vec<Vec<LinExpr<AVar>>>,
    },
    /// The whole heap block a pointer holds: the size given to its `malloc`.
    Alloc(ExprId),
    /// The whole runtime mapping that holds the pointer's value, joined with the heap block
    /// the runtime recorded that holds it.
    Mapping,
    /// Every mapping (the array is not named).
    All,
}

/// One runtime call to insert next to a statement.
#[derive(Clone, Debug)]
pub struct Transfer {
    /// The function.
    pub func: FuncId,
    /// The statement it goes next to.
    pub anchor: StmtId,
    /// After the anchor (else before).
    pub after: bool,
    /// What it does.
    pub dir: Dir,
    /// The array (`None` with [`Bytes::All`]).
    pub sym: Option<SymbolId>,
    /// Which bytes.
    pub bytes: Bytes,
    /// Why it is there (the use that forced it), for the report.
    pub why: String,
}

/// The placement of every transfer of the program.
#[derive(Clone, Debug, Default)]
pub struct CommPlan {
    /// Why the per-kernel scheme is kept for the whole program, when it is.
    pub naive: Option<String>,
    /// Kernel sites that still upload an array themselves (the rows the kernel reads):
    /// its size is not known where the transfer could go higher.
    pub kernel_uploads: FxHashSet<(StmtId, SymbolId)>,
    /// Calls to insert.
    pub transfers: Vec<Transfer>,
    /// Arrays each function receives valid on the device (contracts).
    pub contracts: FxHashMap<FuncId, Vec<SymbolId>>,
}

/// One transfer as `--report` shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TransferNote {
    /// The function it is in.
    pub function: String,
    /// Source line of the statement it goes next to.
    pub line: u32,
    /// `upload`, `download`, `download-all` or `unmap`.
    pub what: &'static str,
    /// Before or after that statement.
    pub after: bool,
    /// The array (empty for `download-all`).
    pub array: String,
    /// Which bytes, in words.
    pub bytes: String,
    /// The use that forced it.
    pub why: String,
    /// How many times it runs, as far as p4a can tell: `1`, or per iteration of the
    /// enclosing loops (with their trip counts when known).
    pub count: String,
}

/// The transfer placement as `--report` shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TransferReport {
    /// Why the per-kernel scheme was kept, when it was (`--no-com-optimization`, or a
    /// program the placement does not model).
    pub per_kernel: Option<String>,
    /// The transfers placed, by function and line.
    pub notes: Vec<TransferNote>,
    /// The runs of host statements considered for sequential promotion, and what became
    /// of each.
    pub promotions: Vec<super::sequential::PromotionNote>,
    /// Kernel-or-host choices left untried because the program is large
    /// ([`super::joint::max_places`]), with the program's statement count.
    pub untried: Option<(usize, usize)>,
}

impl TransferReport {
    /// The report of `plan`, from the program before the transfers are inserted.
    pub fn of(cx: &PlanContext, plan: &CommPlan) -> TransferReport {
        let p = cx.program;
        if let Some(why) = &plan.naive {
            return TransferReport {
                per_kernel: Some(why.clone()),
                notes: Vec::new(),
                promotions: Vec::new(),
                untried: None,
            };
        }
        let loops = loops_around(p);
        let mut notes: Vec<TransferNote> = plan
            .transfers
            .iter()
            .filter(|t| !matches!(t.dir, Dir::CheckRead | Dir::CheckWrite))
            .map(|t| {
                let count = count_of(cx, &loops, t.anchor);
                TransferNote {
                    function: p.symbols[p.funcs[t.func].sym].name.clone(),
                    line: p.stmts.loc(t.anchor).line,
                    what: match (t.dir, &t.bytes) {
                        (Dir::Download, Bytes::All) => "download-all",
                        (Dir::Upload, _) => "upload",
                        (Dir::Download, _) => "download",
                        (Dir::HostWrote, _) => "host-wrote",
                        (Dir::Fresh, _) => "fresh",
                        _ => "unmap",
                    },
                    after: t.after,
                    array: t.sym.map(|x| p.symbols[x].name.clone()).unwrap_or_default(),
                    bytes: match &t.bytes {
                        Bytes::Object => "the whole array".into(),
                        Bytes::Alloc(_) => "the whole heap block".into(),
                        Bytes::Mapping => "its whole mapping".into(),
                        Bytes::All => "every device-newer byte".into(),
                        Bytes::Rows { first, last } => {
                            let show = |v: &Vec<Vec<LinExpr<AVar>>>, lower: bool| {
                                v.iter()
                                    .map(|alts| {
                                        let items = super::distinct_texts(
                                            alts.iter().map(|e| lin_text(p, e)).collect(),
                                        );
                                        if items.len() == 1 {
                                            items[0].clone()
                                        } else {
                                            format!(
                                                "{}({})",
                                                if lower { "max" } else { "min" },
                                                items.join(", ")
                                            )
                                        }
                                    })
                                    .collect::<Vec<_>>()
                            };
                            let lo = if first.is_empty() {
                                vec!["0".to_string()]
                            } else {
                                show(first, true)
                            };
                            let hi = show(last, false);
                            format!(
                                "rows {}..={}",
                                super::distinct_texts(lo).join("|"),
                                super::distinct_texts(hi).join("|")
                            )
                        }
                    },
                    why: t.why.clone(),
                    count,
                }
            })
            .collect();
        // Uploads a kernel makes itself, of the rows it reads (no size known higher up).
        let sites: FxHashSet<StmtId> = plan.kernel_uploads.iter().map(|&(s, _)| s).collect();
        let funcs = funcs_of(p, &sites);
        let mut own: Vec<&(StmtId, SymbolId)> = plan.kernel_uploads.iter().collect();
        own.sort_unstable();
        for &(s, x) in own {
            let Some(&f) = funcs.get(&s) else { continue };
            let line = p.stmts.loc(s).line;
            let name = p.symbols[x].name.clone();
            notes.push(TransferNote {
                function: p.symbols[p.funcs[f].sym].name.clone(),
                line,
                what: "upload",
                after: false,
                array: name.clone(),
                bytes: "the rows the kernel reads".into(),
                why: format!(
                    "the kernel at line {line} reads `{name}`, and where the upload could go \
                     higher the size of `{name}` is not known, so the kernel uploads it itself"
                ),
                count: count_of(cx, &loops, s),
            });
        }
        notes.sort_by(|a, b| (&a.function, a.line).cmp(&(&b.function, b.line)));
        TransferReport {
            promotions: Vec::new(),
            per_kernel: None,
            notes,
            untried: None,
        }
    }
}

/// How many times statement `s` runs, in words, for the report: `1`, or per iteration of
/// the enclosing loops (with their trip counts when known).
fn count_of(cx: &PlanContext, loops: &FxHashMap<StmtId, Vec<StmtId>>, s: StmtId) -> String {
    let p = cx.program;
    let around = loops.get(&s).cloned().unwrap_or_default();
    if around.is_empty() {
        return "1".to_string();
    }
    around
        .iter()
        .map(|&l| match super::plan::static_trips(cx, l) {
            Some(n) => format!("{n} (loop at line {})", p.stmts.loc(l).line),
            None => format!("the trips of the loop at line {}", p.stmts.loc(l).line),
        })
        .collect::<Vec<_>>()
        .join(" x ")
}

/// The function that holds each statement of `wanted`.
fn funcs_of(p: &Program, wanted: &FxHashSet<StmtId>) -> FxHashMap<StmtId, FuncId> {
    let mut out = FxHashMap::default();
    if wanted.is_empty() {
        return out;
    }
    for f in p.func_ids() {
        let mut stack: Vec<StmtId> = p.funcs[f].body.0.clone();
        while let Some(s) = stack.pop() {
            if wanted.contains(&s) {
                out.insert(s, f);
            }
            stack.extend(child_stmts(p, s));
        }
    }
    out
}

/// An affine expression over program scalars, in C.
fn lin_text(p: &Program, e: &LinExpr<AVar>) -> String {
    let mut out = String::new();
    for &(v, k) in e.terms() {
        let name = match v {
            AVar::Sym(s) => p.symbols[s].name.clone(),
            _ => "?".into(),
        };
        let sign = if k < 0 {
            " - "
        } else if out.is_empty() {
            ""
        } else {
            " + "
        };
        let mag = k.unsigned_abs();
        if out.is_empty() && k < 0 {
            out.push('-');
        } else {
            out.push_str(sign);
        }
        if mag == 1 {
            out.push_str(&name);
        } else {
            out.push_str(&format!("{mag}*{name}"));
        }
    }
    let c = e.constant_term();
    if out.is_empty() {
        return c.to_string();
    }
    if c > 0 {
        out.push_str(&format!(" + {c}"));
    } else if c < 0 {
        out.push_str(&format!(" - {}", -c));
    }
    out
}

/// What callers see of a function that launches kernels.
#[derive(Clone, Debug, Default, PartialEq)]
struct Summary {
    /// Places written on the host, in the function's places.
    host_writes: BTreeSet<Place>,
    /// Places written by kernels.
    kernel_writes: BTreeSet<Place>,
    /// Parameters and globals valid on the device at every return.
    exit_dev: FxHashSet<SymbolId>,
    /// Parameters and globals valid on the host at every return.
    exit_host: FxHashSet<SymbolId>,
    /// Parameters and globals the function's kernels (or its callees) write whole on
    /// every path before any device use needs their value from before the call: valid
    /// on the device at every return whatever they held at entry (a subset of
    /// `exit_dev`).
    made_dev: FxHashSet<SymbolId>,
    /// Parameters, globals and member copies held from entry that the function's
    /// kernels (or its callees') write.
    kernel_syms: FxHashSet<SymbolId>,
    /// Some kernel of the function (or of a callee) writes through a pointer that is
    /// none of those: what it writes has no name a caller can follow.
    opaque_writes: bool,
}

/// Validity facts at one point: the arrays whose whole device (host) copy is valid.
#[derive(Clone, Debug, Default, PartialEq)]
struct Facts {
    dev: FxHashSet<SymbolId>,
    host: FxHashSet<SymbolId>,
    /// Valid on the device for the footprint of an enclosing loop only (kernels inside
    /// it may rely on it; contracts may not).
    dev_rows: FxHashSet<SymbolId>,
    /// Valid on the device because a kernel of this function (or a callee) wrote every
    /// byte since the function began, on every path: a later device read of these does
    /// not need their values from the function's entry (a subset of `dev`, cleared with
    /// it).
    dev_written: FxHashSet<SymbolId>,
    /// Valid on the host for the footprint of an enclosing loop only.
    host_rows: FxHashSet<SymbolId>,
    /// Arrays valid on the device except for the rows host statements wrote since: each
    /// `(statement, rows)` is uploaded right after its statement when the device next
    /// needs the array.
    dirty: FxHashMap<SymbolId, Vec<(StmtId, Bytes)>>,
    /// Pointers known to hold the whole heap block of a `malloc` here: its size.
    sizes: FxHashMap<SymbolId, ExprId>,
    /// Memory a callee's kernels may have written through an argument that names no
    /// array this function follows (`f(s.x)`, `f(p->u)`, `f(cond ? a : b)`): no fact
    /// covers it, so the next host statement that may touch it downloads every
    /// device-newer byte first (a *may* fact: joins unite it).
    untracked: BTreeSet<Place>,
}

impl Facts {
    fn meet(&self, o: &Facts) -> Facts {
        let i =
            |a: &FxHashSet<SymbolId>, b: &FxHashSet<SymbolId>| a.intersection(b).copied().collect();
        let mut f = Facts {
            dev: i(&self.dev, &o.dev),
            host: i(&self.host, &o.host),
            dev_rows: i(&self.dev_rows, &o.dev_rows),
            dev_written: i(&self.dev_written, &o.dev_written),
            host_rows: i(&self.host_rows, &o.host_rows),
            dirty: FxHashMap::default(),
            sizes: self
                .sizes
                .iter()
                .filter(|(x, e)| o.sizes.get(x) == Some(e))
                .map(|(x, e)| (*x, *e))
                .collect(),
            untracked: self.untracked.union(&o.untracked).copied().collect(),
        };
        for d in [&self.dirty, &o.dirty] {
            for (x, v) in d {
                if f.dev_ok(*x) {
                    let e = f.dirty.entry(*x).or_default();
                    for (s, b) in v {
                        if !e.iter().any(|(t, _)| t == s) {
                            e.push((*s, b.clone()));
                        }
                    }
                }
            }
        }
        f
    }
    fn dev_ok(&self, x: SymbolId) -> bool {
        self.dev.contains(&x) || self.dev_rows.contains(&x)
    }
    fn host_ok(&self, x: SymbolId) -> bool {
        self.host.contains(&x) || self.host_rows.contains(&x)
    }
    fn kill_dev(&mut self, x: SymbolId) {
        self.dev.remove(&x);
        self.dev_rows.remove(&x);
        self.dev_written.remove(&x);
        self.dirty.remove(&x);
    }
    fn kill_host(&mut self, x: SymbolId) {
        self.host.remove(&x);
        self.host_rows.remove(&x);
    }
}

/// Places the transfers of the program whose kernels are `kernels`; `check` adds the
/// declarations of `--check-transfers`, also where the per-kernel scheme is kept (the
/// plan's `naive`): there, each host statement declares what it reads and writes, so
/// that the runtime checks the per-kernel copies too.
pub fn analyze(
    cx: &PlanContext,
    fx: &Effects,
    cg: &CallGraph,
    kernels: &[&KernelPlan],
    check: bool,
    kept: &FxHashMap<StmtId, String>,
    unread_initial: &FxHashSet<SymbolId>,
) -> CommPlan {
    let mut plan = place(cx, fx, cg, kernels, check, kept, unread_initial);
    if plan.naive.is_none() || !check {
        return plan;
    }
    let p = cx.program;
    let by_stmt: FxHashMap<StmtId, &KernelPlan> = kernels.iter().map(|k| (k.stmt, *k)).collect();
    let device = cg.with_callers(by_stmt.values().map(|k| k.func));
    let by_func = kernels_by_func(&by_stmt);
    let names = Nameable::of(p);
    let unnamed = unnamed_funcs(p, cg);
    let (summaries, contracts) = (FxHashMap::default(), FxHashMap::default());
    let none = FxHashSet::default();
    let no_copies = Copies::default();
    for f in p.func_ids() {
        let mut w = Walk::new(
            cx, fx, cg, f, &by_stmt, &names, &unnamed, &device, &summaries, &contracts, true, kept,
            &none, &no_copies,
        );
        let body = p.funcs[f].body.0.clone();
        for &s in &body {
            w.mark_devices(s);
        }
        w.tracked = w.tracked_arrays(by_func.get(&f).map_or(&[], Vec::as_slice));
        w.live.push(Some(Vec::new()));
        for s in body {
            w.checks_only(s);
        }
        plan.transfers.append(&mut w.out);
    }
    plan
}

/// Each function's kernels, in statement order (found once: a scan of every kernel per
/// function would make the placement quadratic in programs of many functions).
fn kernels_by_func<'k>(
    kernels: &FxHashMap<StmtId, &'k KernelPlan>,
) -> FxHashMap<FuncId, Vec<&'k KernelPlan>> {
    let mut by_func: FxHashMap<FuncId, Vec<&KernelPlan>> = FxHashMap::default();
    for k in kernels.values() {
        by_func.entry(k.func).or_default().push(*k);
    }
    for ks in by_func.values_mut() {
        ks.sort_by_key(|k| k.stmt);
    }
    by_func
}

/// [`analyze`] without the declarations of a per-kernel program.
fn place(
    cx: &PlanContext,
    fx: &Effects,
    cg: &CallGraph,
    kernels: &[&KernelPlan],
    check: bool,
    kept: &FxHashMap<StmtId, String>,
    unread_initial: &FxHashSet<SymbolId>,
) -> CommPlan {
    let p = cx.program;
    let kernels: FxHashMap<StmtId, &KernelPlan> = kernels.iter().map(|k| (k.stmt, *k)).collect();
    let by_func = kernels_by_func(&kernels);
    // Functions that launch kernels, directly or through callees.
    let device = cg.with_callers(kernels.values().map(|k| k.func));
    let naive = |why: String| CommPlan {
        naive: Some(why),
        ..CommPlan::default()
    };
    if device.is_empty() {
        return CommPlan::default();
    }
    let Some(main) = p
        .func_ids()
        .find(|&f| p.symbols[p.funcs[f].sym].name == "main")
    else {
        return naive("the program has no `main`: its callers are not known".into());
    };
    for &f in &device {
        let name = &p.symbols[p.funcs[f].sym].name;
        if f == main && cg.is_recursive(f) {
            return naive(format!("`{name}` launches kernels and is recursive"));
        }
        if f != main && cg.has_unknown_callers(f) {
            return naive(format!(
                "`{name}` launches kernels and may be called from places p4a does not see"
            ));
        }
    }
    let names = Nameable::of(p);
    let unnamed = unnamed_funcs(p, cg);
    // Callees first, by strongly connected component.
    let order: Vec<Vec<FuncId>> = cg
        .bottom_up()
        .into_iter()
        .map(|c| {
            c.into_iter()
                .filter(|f| device.contains(f))
                .collect::<Vec<_>>()
        })
        .filter(|c| !c.is_empty())
        .collect();
    // Contract candidates: pointer parameters and global arrays the function's kernels
    // (or its callees' contracts) use. The host may write them in the function: the rows
    // it writes go up before the next device use (dirty rows), or the array is uploaded
    // again; only a formal passed on to a callee's contract must still be valid there.
    let mut contracts: FxHashMap<FuncId, FxHashSet<SymbolId>> = FxHashMap::default();
    // Locals that hold a member of a structure for the rest of their function: a
    // callee's copy of its parameter's member (`double *u = g->u;`) is a contract
    // candidate like a parameter, whose actual is the caller's copy of the same member.
    let copies: Copies = device
        .iter()
        .map(|&f| (f, crate::members::member_copies(p, fx, f)))
        .filter(|(_, c)| !c.is_empty())
        .collect();
    let mut rounds = 0;
    let mut banned: FxHashSet<(FuncId, SymbolId)> = FxHashSet::default();
    // Walks one function with the summaries of its callees.
    let walk_one = |f: FuncId,
                    summaries: &FxHashMap<FuncId, Summary>,
                    contracts: &FxHashMap<FuncId, FxHashSet<SymbolId>>|
     -> Result<Walked, String> {
        let mut w = Walk::new(
            cx,
            fx,
            cg,
            f,
            &kernels,
            &names,
            &unnamed,
            &device,
            summaries,
            contracts,
            check,
            kept,
            unread_initial,
            &copies,
        );
        for s in p.funcs[f].body.0.clone() {
            w.mark_devices(s);
        }
        w.tracked = w.tracked_arrays(by_func.get(&f).map_or(&[], Vec::as_slice));
        w.find_allocs();
        let entry = w.entry_facts(f == main);
        let body = p.funcs[f].body.0.clone();
        if f == main
            && let Some(&first) = body.first()
        {
            // Arrays a kernel uses whose initial values nobody reads start fresh.
            let used: FxHashSet<SymbolId> = kernels
                .values()
                .flat_map(|k| k.arrays.iter().map(|a| a.sym))
                .collect();
            let mut fresh: Vec<SymbolId> = entry
                .dev
                .iter()
                .copied()
                .filter(|x| used.contains(x))
                .collect();
            fresh.sort_unstable();
            for x in fresh {
                let name = p.symbols[x].name.clone();
                w.push(
                    first,
                    false,
                    Dir::Fresh,
                    Some(x),
                    Bytes::Object,
                    format!("no read in the program sees the initial value of `{name}`"),
                );
            }
        }
        let end = w.block(&body, entry);
        if let Some(why) = w.unsupported {
            return Err(why);
        }
        w.exits.push(end);
        // Rows the host wrote on a path to a return, not yet uploaded there: not valid on
        // the device at that return, unless their upload was placed (later in the walk,
        // for a use on another path) right after the statement that wrote them, where
        // it runs whenever that statement does.
        let mut exits = std::mem::take(&mut w.exits);
        for e in &mut exits {
            let dirty: Vec<(SymbolId, Vec<(StmtId, Bytes)>)> = e.dirty.drain().collect();
            for (x, rows) in dirty {
                if !rows.iter().all(|(s, b)| w.upload_placed_after(*s, x, b)) {
                    e.dev.remove(&x);
                }
            }
        }
        w.exits = exits;
        let exit = w
            .exits
            .iter()
            .skip(1)
            .fold(w.exits[0].clone(), |acc, x| acc.meet(x));
        let visible = |s: &SymbolId| {
            p.funcs[f].params.contains(s) || is_global(p, *s) || entry_copy(&copies, f, *s)
        };
        w.summary.exit_dev = exit.dev.iter().copied().filter(visible).collect();
        w.summary.exit_host = exit.host.iter().copied().filter(visible).collect();
        w.summary.made_dev = exit
            .dev_written
            .iter()
            .copied()
            .filter(|x| visible(x) && exit.dev.contains(x))
            .collect();
        // A recursive function's own calls honour its contract like any other call.
        let candidates = (f != main).then(|| {
            w.dev_uses
                .iter()
                .copied()
                .filter(|&s| {
                    p.funcs[f].params.contains(&s) || is_global(p, s) || entry_copy(&copies, f, s)
                })
                .collect::<FxHashSet<SymbolId>>()
        });
        // A formal passed on to a callee's contract must have one itself.
        let own = candidates.clone().unwrap_or_default();
        let mut unsat = std::mem::take(&mut w.unsat);
        for (g, formal, x) in std::mem::take(&mut w.unsat_unless_own) {
            if !own.contains(&x) {
                unsat.push((g, formal));
            }
        }
        Ok(Walked {
            summary: w.summary,
            transfers: w.out,
            keep: w.keep,
            unsat,
            candidates,
        })
    };
    loop {
        rounds += 1;
        let mut summaries: FxHashMap<FuncId, Summary> = FxHashMap::default();
        let mut out = CommPlan::default();
        let mut unsat: Vec<(FuncId, SymbolId)> = Vec::new();
        let mut candidates: FxHashMap<FuncId, FxHashSet<SymbolId>> = FxHashMap::default();
        for comp in &order {
            let walked = if comp.iter().any(|&f| cg.is_recursive(f)) {
                match recursive_component(comp, &mut summaries, |f, sums| {
                    walk_one(f, sums, &contracts)
                }) {
                    Ok(w) => w,
                    Err(why) => return naive(why),
                }
            } else {
                let f = comp[0];
                match walk_one(f, &summaries, &contracts) {
                    Ok(w) => vec![(f, w)],
                    Err(why) => return naive(why),
                }
            };
            for (f, mut w) in walked {
                if let Some(c) = w.candidates.take() {
                    candidates.insert(f, c);
                }
                out.transfers.append(&mut w.transfers);
                out.kernel_uploads.extend(w.keep.iter().copied());
                unsat.append(&mut w.unsat);
                summaries.insert(f, w.summary);
            }
        }
        // Contracts start from the candidates and lose every one some call site cannot
        // honour; the walk is redone until they settle (they only shrink).
        // A contract some call site could not honour stays refused (the rounds only
        // remove contracts, so they settle).
        banned.extend(unsat.iter().copied());
        let mut next = candidates;
        for (g, s) in &banned {
            if let Some(set) = next.get_mut(g) {
                set.remove(s);
            }
        }
        next.retain(|_, v| !v.is_empty());
        if (next == contracts && rounds > 1) || rounds > 64 {
            if rounds > 64 {
                return naive("the transfer contracts between functions did not settle".into());
            }
            out.contracts = contracts
                .into_iter()
                .map(|(f, s)| {
                    let mut v: Vec<SymbolId> = s.into_iter().collect();
                    v.sort_unstable();
                    (f, v)
                })
                .collect();
            return out;
        }
        contracts = next;
    }
}

/// What walking one function gives.
struct Walked {
    summary: Summary,
    transfers: Vec<Transfer>,
    keep: Vec<(StmtId, SymbolId)>,
    unsat: Vec<(FuncId, SymbolId)>,
    /// Its contract candidates (none for `main`).
    candidates: Option<FxHashSet<SymbolId>>,
}

/// Walks the functions of a recursive component `comp` with `walk`, whose calls among
/// themselves have no summary yet; leaves the final summaries in `summaries`.
///
/// What a summary says of writes (host and kernel places) does not depend on validity
/// facts, only on the statements and on the callees' writes: those are iterated from
/// nothing to their least fixpoint, so every write any activation makes is in the
/// summary its callers see. Exit facts do: they start empty (a call claims nothing valid
/// when it returns, which is always true), and the component is walked once more with
/// the exit facts that walk found, each true of every activation since the walk that
/// found them only relied on the previous (true) ones. The last walk's transfers are kept.
fn recursive_component(
    comp: &[FuncId],
    summaries: &mut FxHashMap<FuncId, Summary>,
    mut walk: impl FnMut(FuncId, &FxHashMap<FuncId, Summary>) -> Result<Walked, String>,
) -> Result<Vec<(FuncId, Walked)>, String> {
    for &f in comp {
        summaries.insert(f, Summary::default());
    }
    let writes_only = |s: &Summary| Summary {
        host_writes: s.host_writes.clone(),
        kernel_writes: s.kernel_writes.clone(),
        ..Summary::default()
    };
    let mut settled = false;
    for _ in 0..32 {
        let mut changed = false;
        for &f in comp {
            let w = walk(f, summaries)?;
            let next = writes_only(&w.summary);
            if summaries.get(&f) != Some(&next) {
                changed = true;
                summaries.insert(f, next);
            }
        }
        if !changed {
            settled = true;
            break;
        }
    }
    if !settled {
        return Err("the writes of a recursive component did not settle".into());
    }
    // Exit facts found with every call in the component claiming none.
    let mut found = Vec::new();
    for &f in comp {
        found.push((f, walk(f, summaries)?.summary));
    }
    for (f, s) in found {
        summaries.insert(f, s);
    }
    let mut out = Vec::new();
    for &f in comp {
        out.push((f, walk(f, summaries)?));
    }
    Ok(out)
}

/// Whether the objects `x` points to (or its elements) hold pointers: a pointer to a
/// structure or union, or to a pointer. What it reaches is then not only its own block
/// (its effects' places are everything reachable from it), so no transfer of its block
/// covers them, and kernels never use it (their arrays have arithmetic elements): it is
/// not followed; the arrays its members point to are, under their own names.
fn holds_pointers(p: &Program, x: SymbolId) -> bool {
    let elem = match p.resolve(p.symbols[x].ty).0 {
        TypeKind::Pointer(t) => *t,
        TypeKind::Array { elem, .. } => *elem,
        _ => return false,
    };
    let mut t = elem;
    while let TypeKind::Array { elem, .. } = p.resolve(t).0 {
        t = *elem;
    }
    matches!(p.resolve(t).0, TypeKind::Record(_) | TypeKind::Pointer(_))
}

/// What declaration `s` reads when each of its declarators is initialised with a member
/// of a structure (`double *u = g->u, *v = s.v; int n = g->n;`) or a plain variable: the
/// variables and the structures' own storage (for `g->...`, the objects the field-based
/// sites say `g` points to), instead of all that `*g` reaches.
fn member_load_reads(p: &Program, fx: &Effects, s: StmtId) -> Option<BTreeSet<Place>> {
    let Stmt::Decl(g) = &p.stmts[s] else {
        return None;
    };
    let mut reads = BTreeSet::new();
    for d in &g.decls {
        let Some(Init::Expr(e)) = d.init else {
            return None;
        };
        let mut e = e;
        while let Expr::Cast(_, x) = p.exprs[e] {
            e = x;
        }
        let (v, arrow) = match p.exprs[e] {
            Expr::Var(v) => (v, false),
            _ => crate::members::member_root(p, e)?,
        };
        reads.insert(Place::Var(v));
        if arrow {
            reads.extend(fx.fields().local_sites(v)?.iter().copied());
        }
    }
    Some(reads)
}

/// Whether local `x` of `f` holds a member of one of `f`'s parameters from `f`'s entry
/// on (a contract candidate like a parameter).
fn entry_copy(copies: &Copies, f: FuncId, x: SymbolId) -> bool {
    copies
        .get(&f)
        .is_some_and(|c| c.iter().any(|(l, .., entry)| *l == x && *entry))
}

/// The loops around every statement of the program, in its function, outermost first.
pub(super) fn loops_around(p: &Program) -> FxHashMap<StmtId, Vec<StmtId>> {
    fn walk(
        p: &Program,
        s: StmtId,
        stack: &mut Vec<StmtId>,
        out: &mut FxHashMap<StmtId, Vec<StmtId>>,
    ) {
        out.insert(s, stack.clone());
        let is_loop = matches!(
            p.stmts[s],
            Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
        );
        if is_loop {
            stack.push(s);
        }
        for c in child_stmts(p, s) {
            walk(p, c, stack, out);
        }
        if is_loop {
            stack.pop();
        }
    }
    let mut loops = FxHashMap::default();
    for f in p.func_ids() {
        for &s in &p.funcs[f].body.0 {
            walk(p, s, &mut Vec::new(), &mut loops);
        }
    }
    loops
}

/// The statements directly under `s`.
fn child_stmts(p: &Program, s: StmtId) -> Vec<StmtId> {
    let mut v = Vec::new();
    visit::stmt_children(&p.stmts[s], &mut |c| {
        if let visit::Child::Stmt(x) = c {
            v.push(x);
        }
    });
    v
}

/// Whether the bytes a kernel moves of `a` are the whole declared object: `sizeof a`, or
/// rows from 0 to at least the last of a constant extent.
fn covers_object(p: &Program, a: &super::plan::ArrayArg) -> bool {
    use super::plan::Size;
    let TypeKind::Array {
        size: ArraySize::Const { value: Some(n), .. },
        ..
    } = p.resolve(p.symbols[a.sym].ty).0
    else {
        return false;
    };
    if p.symbols[a.sym].kind != SymbolKind::Var {
        return false;
    }
    match &a.size {
        Size::Object => true,
        Size::Elements { first, last } => {
            let n = i128::from(*n);
            first.is_empty()
                && last.iter().any(|alts| {
                    alts.iter().all(|b| b.is_constant())
                        && alts.iter().all(|b| b.constant_term() >= n - 1)
                })
        }
        Size::Interval { .. } => false,
    }
}

/// Whether a transfer of rows `b` placed after a statement that writes `writes` would
/// see other values of its bounds' variables than before it.
fn rows_vars_written(b: &Bytes, writes: &BTreeSet<Place>) -> bool {
    let Bytes::Rows { first, last } = b else {
        return false;
    };
    first.iter().chain(last).flatten().any(|e| {
        e.terms()
            .iter()
            .any(|(v, _)| matches!(v, AVar::Sym(s) if writes.contains(&Place::Var(*s))))
    })
}

/// The assignments to pointer variables under `s`: `(x, Some(y))` for a plain copy
/// `x = y`, `(x, None)` for anything else that changes `x`.
fn pointer_assignments(p: &Program, s: StmtId, out: &mut Vec<(SymbolId, Option<SymbolId>)>) {
    fn expr(p: &Program, e: ExprId, out: &mut Vec<(SymbolId, Option<SymbolId>)>) {
        let is_ptr = |x: SymbolId| matches!(p.resolve(p.symbols[x].ty).0, TypeKind::Pointer(_));
        match &p.exprs[e] {
            Expr::Assign { op, lhs, rhs } => {
                if let Expr::Var(x) = p.exprs[*lhs]
                    && is_ptr(x)
                {
                    let y = match (op, plain_sym(p, *rhs)) {
                        (None, Some(y)) if is_ptr(y) => Some(y),
                        _ => None,
                    };
                    out.push((x, y));
                }
            }
            Expr::IncDec { arg, .. } | Expr::Unary(UnOp::AddrOf, arg) => {
                if let Expr::Var(x) = p.exprs[*arg]
                    && is_ptr(x)
                {
                    out.push((x, None));
                }
            }
            _ => {}
        }
        visit::expr_children(&p.exprs[e], &mut |c| match c {
            visit::Child::Expr(x) => expr(p, x, out),
            visit::Child::Stmt(x) => pointer_assignments(p, x, out),
            visit::Child::Type(_) => {}
        });
    }
    if let Stmt::Decl(g) = &p.stmts[s] {
        for d in &g.decls {
            if matches!(p.resolve(p.symbols[d.sym].ty).0, TypeKind::Pointer(_))
                && let Some(Init::Expr(e)) = &d.init
            {
                let y = plain_sym(p, *e)
                    .filter(|&y| matches!(p.resolve(p.symbols[y].ty).0, TypeKind::Pointer(_)));
                out.push((d.sym, y));
            }
        }
        visit::decl_children(g, &mut |c| {
            if let visit::Child::Expr(e) = c {
                expr(p, e, out);
            }
        });
    }
    visit::stmt_children(&p.stmts[s], &mut |c| match c {
        visit::Child::Expr(e) => expr(p, e, out),
        visit::Child::Stmt(x) => pointer_assignments(p, x, out),
        visit::Child::Type(_) => {}
    });
}

/// Whether `x` holds a pointer (its own value can change, unlike an array's).
fn is_pointer(p: &Program, x: SymbolId) -> bool {
    matches!(p.resolve(p.symbols[x].ty).0, TypeKind::Pointer(_))
}

/// The outermost extent of `x`'s declared array type: a constant, or a variable that is
/// never assigned.
fn outer_extent(cx: &PlanContext, x: SymbolId) -> Option<Result<u64, SymbolId>> {
    let p = cx.program;
    let TypeKind::Array { size, .. } = p.resolve(p.symbols[x].ty).0 else {
        return None;
    };
    match size {
        ArraySize::Const { value: Some(n), .. } => Some(Ok(*n)),
        ArraySize::Vla(_) => super::plan::vla_extent(cx, x, 0).map(Err),
        _ => None,
    }
}

/// Whether a kernel that writes every byte it moves of array parameter `a` (declared
/// `T a[n][...]`) writes rows `0..=n-1`: the whole array its declaration describes.
fn covers_param(cx: &PlanContext, a: &super::plan::ArrayArg) -> bool {
    let p = cx.program;
    use super::plan::Size;
    if p.symbols[a.sym].kind != SymbolKind::Param {
        return false;
    }
    let (Some(extent), Size::Elements { first, last }) = (outer_extent(cx, a.sym), &a.size) else {
        return false;
    };
    first.is_empty()
        && last.iter().any(|alts| {
            alts.iter().all(|b| match extent {
                Ok(n) => b.is_constant() && b.constant_term() >= i128::from(n) - 1,
                Err(v) => b.terms() == [(AVar::Sym(v), 1)] && b.constant_term() == -1,
            })
        })
}

/// Whether formal array `y` of `g`, bound to the declared array `x` by a call with
/// `args`, has `x`'s outermost extent: the whole of `y` is then the whole of `x`.
fn same_extent(cx: &PlanContext, g: FuncId, args: &[ExprId], y: SymbolId, x: SymbolId) -> bool {
    let p = cx.program;
    if !object_known(p, x) {
        return false;
    }
    match (outer_extent(cx, y), outer_extent(cx, x)) {
        (Some(Ok(a)), Some(Ok(b))) => a == b,
        (Some(Err(fv)), Some(Err(xv))) => p.funcs[g]
            .params
            .iter()
            .position(|&q| q == fv)
            .and_then(|i| args.get(i))
            .and_then(|&e| plain_sym(p, e))
            == Some(xv),
        (Some(Err(fv)), Some(Ok(b))) => p.funcs[g]
            .params
            .iter()
            .position(|&q| q == fv)
            .and_then(|i| args.get(i))
            .is_some_and(|&e| matches!(p.exprs[e], Expr::IntLit { value: Some(v), .. } if v == u128::from(b))),
        _ => false,
    }
}

/// The type of `x[0]` for a pointer or array `x`.
fn row_type(p: &Program, x: SymbolId) -> TypeId {
    match p.resolve(p.symbols[x].ty).0 {
        TypeKind::Pointer(t) => *t,
        TypeKind::Array { elem, .. } => *elem,
        _ => p.symbols[x].ty,
    }
}

/// The value of a constant size expression (`N * sizeof *a`, `n * sizeof(double)`).
fn const_bytes(p: &Program, e: ExprId) -> Option<u64> {
    const_bytes_in(p, e, &FxHashMap::default())
}

/// [`const_bytes`], with the values `consts` gives variables.
fn const_bytes_in(p: &Program, e: ExprId, consts: &FxHashMap<SymbolId, i128>) -> Option<u64> {
    match &p.exprs[e] {
        Expr::IntLit { value, .. } => value.and_then(|v| u64::try_from(v).ok()),
        Expr::Cast(_, x) => const_bytes_in(p, *x, consts),
        Expr::Binary(BinOp::Mul, a, b) => {
            const_bytes_in(p, *a, consts)?.checked_mul(const_bytes_in(p, *b, consts)?)
        }
        Expr::Binary(BinOp::Shl, a, b) => {
            let (x, y) = (
                const_bytes_in(p, *a, consts)?,
                const_bytes_in(p, *b, consts)?,
            );
            (y < 63)
                .then(|| x.checked_shl(y as u32))
                .flatten()
                .filter(|v| v >> y == x)
        }
        Expr::Binary(BinOp::Add, a, b) => {
            const_bytes_in(p, *a, consts)?.checked_add(const_bytes_in(p, *b, consts)?)
        }
        Expr::Var(s) => match p.symbols[*s].kind {
            SymbolKind::EnumConst { value: Some(v), .. } => u64::try_from(v).ok(),
            _ => consts.get(s).and_then(|&v| u64::try_from(v).ok()),
        },
        Expr::SizeofType(t) => super::plan::type_size(p, *t),
        Expr::SizeofExpr(x) => match &p.exprs[*x] {
            Expr::Unary(UnOp::Deref, y) | Expr::Index(y, _) => match p.exprs[*y] {
                Expr::Var(a) => super::plan::type_size(p, row_type(p, a)),
                _ => None,
            },
            _ => None,
        },
        Expr::Call(..) => match &p.exprs[e] {
            // calloc(n, s)
            Expr::Call(_, args) if args.len() == 2 => {
                const_bytes_in(p, args[0], consts)?.checked_mul(const_bytes_in(p, args[1], consts)?)
            }
            _ => None,
        },
        _ => None,
    }
}

/// Whether `s` is `free(e);`.
fn is_free_call(p: &Program, s: StmtId) -> bool {
    let Stmt::Expr(e) = p.stmts[s] else {
        return false;
    };
    matches!(&p.exprs[e], Expr::Call(f, args)
        if args.len() == 1
            && matches!(p.exprs[*f], Expr::Var(x) if p.symbols[x].name == "free"))
}

/// The allocator (`malloc`, `calloc`) whose new block declarator `d` initialises a
/// pointer with.
fn allocator<'p>(p: &'p Program, d: &Declarator) -> Option<&'p str> {
    let Some(Init::Expr(mut e)) = d.init else {
        return None;
    };
    while let Expr::Cast(_, y) = p.exprs[e] {
        e = y;
    }
    match &p.exprs[e] {
        Expr::Call(f, _) => match p.exprs[*f] {
            Expr::Var(s) => {
                Some(p.symbols[s].name.as_str()).filter(|n| matches!(*n, "malloc" | "calloc"))
            }
            _ => None,
        },
        _ => None,
    }
}

/// Whether declarator `d` initialises a pointer with a fresh heap block.
fn fresh_block(p: &Program, d: &Declarator) -> bool {
    allocator(p, d).is_some()
}

/// Whether declarator `d` initialises a pointer with a new `malloc` block (whose bytes
/// hold no value yet, unlike `calloc`'s).
fn malloc_block(p: &Program, d: &Declarator) -> bool {
    allocator(p, d) == Some("malloc")
}

/// The pointer `y` when statement `s` is only `x = y;` or the declaration `T *x = y;`.
fn plain_copy(p: &Program, s: StmtId, x: SymbolId) -> Option<SymbolId> {
    match &p.stmts[s] {
        Stmt::Expr(e) => match &p.exprs[*e] {
            Expr::Assign { op: None, lhs, rhs } if matches!(p.exprs[*lhs], Expr::Var(v) if v == x) => {
                plain_sym(p, *rhs)
            }
            _ => None,
        },
        Stmt::Decl(g) if g.decls.len() == 1 && g.decls[0].sym == x => match &g.decls[0].init {
            Some(Init::Expr(e)) => plain_sym(p, *e),
            _ => None,
        },
        _ => None,
    }
}

/// The declarations with an initializer expression under statement `s`.
fn collect_decls(p: &Program, s: StmtId, out: &mut Vec<(SymbolId, ExprId)>) {
    if let Stmt::Decl(g) = &p.stmts[s] {
        for d in &g.decls {
            if let Some(Init::Expr(e)) = &d.init {
                out.push((d.sym, *e));
            }
        }
    }
    for c in child_stmts(p, s) {
        collect_decls(p, c, out);
    }
}

/// The variables expression `e` reads (not those under `sizeof`, whose operand is not
/// evaluated: its size is its type's, fixed where the type was declared).
fn collect_expr_vars(p: &Program, e: ExprId, out: &mut Vec<SymbolId>) {
    match p.exprs[e] {
        Expr::Var(x) => out.push(x),
        Expr::SizeofExpr(_) | Expr::SizeofType(_) => return,
        _ => {}
    }
    visit::expr_children(&p.exprs[e], &mut |c| {
        if let visit::Child::Expr(x) = c {
            collect_expr_vars(p, x, out);
        }
    });
}

/// The symbols named under statement `s`.
fn collect_vars(p: &Program, s: StmtId, out: &mut Vec<SymbolId>) {
    fn expr(p: &Program, e: ExprId, out: &mut Vec<SymbolId>) {
        if let Expr::Var(x) = p.exprs[e] {
            out.push(x);
        }
        visit::expr_children(&p.exprs[e], &mut |c| match c {
            visit::Child::Expr(x) => expr(p, x, out),
            visit::Child::Stmt(x) => collect_vars(p, x, out),
            visit::Child::Type(_) => {}
        });
    }
    if let Stmt::Decl(g) = &p.stmts[s] {
        for d in &g.decls {
            out.push(d.sym);
        }
        visit::decl_children(g, &mut |c| {
            if let visit::Child::Expr(e) = c {
                expr(p, e, out);
            }
        });
    }
    visit::stmt_children(&p.stmts[s], &mut |c| match c {
        visit::Child::Expr(e) => expr(p, e, out),
        visit::Child::Stmt(x) => collect_vars(p, x, out),
        visit::Child::Type(_) => {}
    });
}

/// Where the objects that not every function can name may be named: a file-scope
/// `static` only in its translation unit, a `static` local only in its function. A
/// transfer of such an object, or a fact about it, never leaves where it can be named
/// (a callee's contract on its `static` array stays the callee's own upload).
struct Nameable {
    /// File-scope statics: their unit.
    unit_statics: FxHashMap<SymbolId, usize>,
    /// Static locals: their function.
    local_statics: FxHashMap<SymbolId, FuncId>,
    /// Each function's unit.
    func_units: FxHashMap<FuncId, usize>,
    /// File-scope arrays and the units where a declaration gives their size (`sizeof`
    /// of `extern double g[];` does not compile).
    sized: FxHashSet<(SymbolId, usize)>,
}

impl Nameable {
    fn of(p: &Program) -> Nameable {
        let mut res = Nameable {
            unit_statics: FxHashMap::default(),
            local_statics: FxHashMap::default(),
            func_units: FxHashMap::default(),
            sized: FxHashSet::default(),
        };
        for (u, unit) in p.units.iter().enumerate() {
            for item in &unit.items {
                match item {
                    Item::Func(f) => {
                        res.func_units.insert(*f, u);
                        for &st in &p.funcs[*f].body.0 {
                            for s in query::declared_in(p, st) {
                                if is_global(p, s) && !p.symbols[s].file_scope {
                                    res.local_statics.insert(s, *f);
                                }
                            }
                        }
                    }
                    Item::Stmt(s) => {
                        if let Stmt::Decl(g) = &p.stmts[*s] {
                            for d in &g.decls {
                                if p.symbols[d.sym].storage == Storage::Static {
                                    res.unit_statics.insert(d.sym, u);
                                }
                                if matches!(
                                    p.resolve(d.ty).0,
                                    TypeKind::Array { size, .. }
                                        if !matches!(size, ArraySize::Unspecified | ArraySize::Star)
                                ) {
                                    res.sized.insert((d.sym, u));
                                }
                            }
                        }
                    }
                    Item::Include(_) | Item::Macro(_) => {}
                }
            }
        }
        res
    }

    /// Whether `sizeof s` compiles in function `f`: `s` is not a file-scope array, or a
    /// declaration of `f`'s unit gives its size.
    fn sized_in(&self, p: &Program, s: SymbolId, f: FuncId) -> bool {
        !p.symbols[s].file_scope
            || self
                .func_units
                .get(&f)
                .is_some_and(|&u| self.sized.contains(&(s, u)))
    }

    /// Whether function `f` can name the global (or `static`) object `s`.
    fn in_func(&self, s: SymbolId, f: FuncId) -> bool {
        if let Some(&g) = self.local_statics.get(&s) {
            return g == f;
        }
        match self.unit_statics.get(&s) {
            Some(u) => self.func_units.get(&f) == Some(u),
            None => true,
        }
    }
}

/// Whether `s` is a global (or `static`) object.
fn is_global(p: &Program, s: SymbolId) -> bool {
    let sym = &p.symbols[s];
    sym.kind == SymbolKind::Var
        && (sym.file_scope || matches!(sym.storage, Storage::Static | Storage::Extern))
}

/// Whether `sizeof s` is the whole object `s` names (a declared array).
fn object_known(p: &Program, s: SymbolId) -> bool {
    p.symbols[s].kind == SymbolKind::Var
        && matches!(p.resolve(p.symbols[s].ty).0, TypeKind::Array { .. })
}

/// The symbol an actual argument names plainly (`a`, `(double *)a`), if any.
fn plain_sym(p: &Program, e: ExprId) -> Option<SymbolId> {
    match &p.exprs[e] {
        Expr::Var(s) => Some(*s),
        Expr::Cast(_, x) => plain_sym(p, *x),
        _ => None,
    }
}

/// The array an actual argument points into: the variable it names plainly, or the one
/// whose element or interior it designates (`a + 1`, `a - k`, `&a[i]`, `&a[i][j]`, the
/// row `a[i]` of a two-dimensional array), through casts. Pointer arithmetic stays in
/// the object it starts from (anything else is undefined), so what the callee reaches
/// through it is `a`'s object.
pub(super) fn base_sym(p: &Program, e: ExprId) -> Option<SymbolId> {
    let array_like = |s: SymbolId| {
        matches!(
            p.resolve(p.symbols[s].ty).0,
            TypeKind::Array { .. } | TypeKind::Pointer(_)
        )
    };
    let indexed = |mut x: ExprId| -> Option<SymbolId> {
        while let Expr::Index(b, _) = &p.exprs[x] {
            x = *b;
        }
        plain_sym(p, x).filter(|&s| array_like(s))
    };
    match &p.exprs[e] {
        Expr::Var(_) => plain_sym(p, e),
        Expr::Cast(_, x) => base_sym(p, *x),
        Expr::Binary(BinOp::Add | BinOp::Sub, a, b) => {
            let pointer = |x: ExprId| {
                matches!(
                    p4a_analyzer::effects::expr_type(p, x).map(|t| p.resolve(t).0),
                    Some(TypeKind::Pointer(_) | TypeKind::Array { .. })
                )
            };
            if pointer(*a) {
                base_sym(p, *a)
            } else if pointer(*b) {
                base_sym(p, *b)
            } else {
                None
            }
        }
        Expr::Unary(UnOp::AddrOf, x) if matches!(p.exprs[*x], Expr::Index(..)) => indexed(*x),
        // A row of a multi-dimensional array, decayed to a pointer.
        Expr::Index(..)
            if matches!(
                p4a_analyzer::effects::expr_type(p, e).map(|t| p.resolve(t).0),
                Some(TypeKind::Array { .. })
            ) =>
        {
            indexed(e)
        }
        _ => None,
    }
}

/// How access `a` reaches memory, as far as regions can describe it: `None` for a
/// scalar or an element of a name whose subscripts load no pointer (`x[i]`, `a[i][j]`,
/// `p[i]`); `Some(Some(v))` for a part of variable `v`'s own storage (`v.m`); `Some(None)`
/// for an access through a pointer loaded from memory (`st.f[0]`, `sp->f[0]`,
/// `tab[0][0]` with `double *tab[2]`, `get()[0]`), whose memory the regions of no name
/// describe.
fn unnamed_access(p: &Program, a: &p4a_analyzer::access::Access) -> Option<Option<SymbolId>> {
    use p4a_analyzer::access::{Access, ArrayBase};
    match a {
        Access::Scalar { .. } => None,
        Access::Element {
            base, subscripts, ..
        } => {
            // Each subscript after the first that applies to a pointer loads it from the
            // element before.
            let mut ty = p.symbols[base.sym()].ty;
            for k in 0..subscripts.len() {
                ty = match p.resolve(ty).0 {
                    TypeKind::Array { elem, .. } => *elem,
                    TypeKind::Pointer(elem) if k == 0 && matches!(base, ArrayBase::Pointee(_)) => {
                        *elem
                    }
                    _ => return Some(None),
                };
            }
            None
        }
        Access::Opaque { expr, .. } => Some(member_root(p, *expr)),
    }
}

/// The functions that reach memory other than through elements of names (an
/// [`unnamed_access`] through a loaded pointer, or into a global's own storage), or call
/// through a pointer, themselves or through the functions they call.
fn unnamed_funcs(p: &Program, cg: &CallGraph) -> FxHashSet<FuncId> {
    use p4a_analyzer::access::collect_accesses;
    let mut res: FxHashSet<FuncId> = FxHashSet::default();
    for f in p.func_ids() {
        let mut stack: Vec<visit::Child> = p.funcs[f]
            .body
            .0
            .iter()
            .map(|&s| visit::Child::Stmt(s))
            .collect();
        let mut found = false;
        while let Some(c) = stack.pop() {
            match c {
                visit::Child::Stmt(s) => visit::stmt_children(&p.stmts[s], &mut |c| stack.push(c)),
                visit::Child::Expr(e) => {
                    let mut accesses = Vec::new();
                    collect_accesses(p, e, &mut accesses);
                    found |= accesses.iter().any(|a| match unnamed_access(p, a) {
                        None => false,
                        Some(Some(v)) => p.symbols[v].file_scope,
                        Some(None) => true,
                    });
                    // (collect_accesses looks into the subexpressions already.)
                }
                visit::Child::Type(_) => {}
            }
            if found {
                break;
            }
        }
        if found || cg.calls_in(f).iter().any(|s| s.callee == Callee::Indirect) {
            res.insert(f);
        }
    }
    let res = cg.with_callers(res);
    res
}

/// The variable `e` is a member of, through `.` only (`v.a.b`): the access stays in
/// `v`'s own storage.
fn member_root(p: &Program, e: ExprId) -> Option<SymbolId> {
    match &p.exprs[e] {
        Expr::Var(v) => Some(*v),
        Expr::Member {
            base, arrow: false, ..
        } => member_root(p, *base),
        _ => None,
    }
}

/// Whether the value of `e` may be (or hold) a pointer to user memory: it names a
/// variable, or an element, whose type is not arithmetic, takes an address, calls, or is
/// made of what p4a does not decompose (members, computed pointers). String literals and
/// arithmetic values do not.
fn carries_pointer(p: &Program, e: ExprId) -> bool {
    let arithmetic = |ty: TypeId| {
        matches!(
            p.resolve(ty).0,
            TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Enum(_) | TypeKind::Complex(_)
        )
    };
    let mut stack = vec![e];
    while let Some(y) = stack.pop() {
        match &p.exprs[y] {
            Expr::Var(v) => {
                if !arithmetic(p.symbols[*v].ty) {
                    return true;
                }
            }
            Expr::Index(_, i) => {
                // The element's value; its access is the regions' business.
                match p4a_analyzer::access::element_type(p, y) {
                    Some(t) if arithmetic(t) => stack.push(*i),
                    _ => return true,
                }
            }
            Expr::Cast(ty, x) => {
                if !arithmetic(*ty) {
                    return true;
                }
                stack.push(*x);
            }
            Expr::IntLit { .. }
            | Expr::FloatLit(_)
            | Expr::CharLit(_)
            | Expr::StringLit(_)
            | Expr::SizeofType(_)
            | Expr::SizeofExpr(_) => {}
            Expr::Unary(UnOp::AddrOf | UnOp::Deref, _) => return true,
            Expr::Unary(_, x) => stack.push(*x),
            Expr::Binary(_, a, b) => {
                stack.push(*a);
                stack.push(*b);
            }
            Expr::Cond(c, a, b) => {
                stack.push(*c);
                stack.extend(*a);
                stack.push(*b);
            }
            _ => return true,
        }
    }
    false
}

/// One function's walk.
struct Walk<'a, 'c> {
    cx: &'a PlanContext<'c>,
    fx: &'a Effects,
    cg: &'a CallGraph,
    f: FuncId,
    kernels: &'a FxHashMap<StmtId, &'a KernelPlan>,
    /// Which functions can name which objects.
    names: &'a Nameable,
    /// Functions that reach memory other than through elements of names
    /// ([`unnamed_access`]), themselves or through their callees.
    unnamed: &'a FxHashSet<FuncId>,
    device: &'a FxHashSet<FuncId>,
    summaries: &'a FxHashMap<FuncId, Summary>,
    contracts: &'a FxHashMap<FuncId, FxHashSet<SymbolId>>,
    check: bool,
    /// Statements that use a launching call inside an expression which
    /// [`super::calls::take_out`] left as they were, with its reason.
    kept: &'a FxHashMap<StmtId, String>,
    /// Global arrays whose initial values no read of the program sees
    /// ([`super::initial`]): valid on the device when `main` starts, once marked fresh.
    unread_initial: &'a FxHashSet<SymbolId>,
    /// Arrays whose validity is followed.
    tracked: Vec<SymbolId>,
    out: Vec<Transfer>,
    keep: Vec<(StmtId, SymbolId)>,
    unsat: Vec<(FuncId, SymbolId)>,
    /// Facts at each `return`.
    exits: Vec<Facts>,
    unsupported: Option<String>,
    /// Tracked local arrays declared in each open block; `None` marks a loop.
    scopes: Vec<Option<Vec<SymbolId>>>,
    /// Variables declared in each open block (`None` for a loop).
    live: Vec<Option<Vec<SymbolId>>>,
    summary: Summary,
    /// Statements that hold device work.
    devs: FxHashSet<StmtId>,
    /// Heap pointers whose block size is known: the size expression.
    allocs: FxHashMap<SymbolId, ExprId>,
    /// Parameters and variables declared with an initializer (their value can be read
    /// anywhere after their declaration).
    inited: FxHashSet<SymbolId>,
    /// Pointers declared with a heap block of known size and assigned later: that size.
    first_blocks: FxHashMap<SymbolId, ExprId>,
    /// Arrays the function's kernels read (or write in part), or its callees need.
    dev_uses: FxHashSet<SymbolId>,
    /// Callee contracts that hold only if the formal (third) keeps its own contract.
    unsat_unless_own: Vec<(FuncId, SymbolId, SymbolId)>,
    /// The loops around the statement walked, innermost last.
    loop_stack: Vec<StmtId>,
    /// Each function's locals that hold a member for the rest of it
    /// ([`crate::members::member_copies`]).
    copies: &'a Copies,
    /// The top-level statement of the function each statement is in (its index).
    top: FxHashMap<StmtId, usize>,
}

/// Each function's member copies: `(local, member, top-level index, holds it from entry)`.
type Copies = FxHashMap<FuncId, Vec<(SymbolId, crate::members::MemberKey, usize, bool)>>;

impl<'a, 'c> Walk<'a, 'c> {
    /// A walk of function `f`, before any statement.
    #[allow(clippy::too_many_arguments)]
    fn new(
        cx: &'a PlanContext<'c>,
        fx: &'a Effects,
        cg: &'a CallGraph,
        f: FuncId,
        kernels: &'a FxHashMap<StmtId, &'a KernelPlan>,
        names: &'a Nameable,
        unnamed: &'a FxHashSet<FuncId>,
        device: &'a FxHashSet<FuncId>,
        summaries: &'a FxHashMap<FuncId, Summary>,
        contracts: &'a FxHashMap<FuncId, FxHashSet<SymbolId>>,
        check: bool,
        kept: &'a FxHashMap<StmtId, String>,
        unread_initial: &'a FxHashSet<SymbolId>,
        copies: &'a Copies,
    ) -> Self {
        // (Asked only at calls, of functions with member copies.)
        let mut top = FxHashMap::default();
        let body = if copies.contains_key(&f) {
            cx.program.funcs[f].body.0.as_slice()
        } else {
            &[]
        };
        for (i, &st) in body.iter().enumerate() {
            let mut stack = vec![st];
            while let Some(x) = stack.pop() {
                top.insert(x, i);
                stack.extend(child_stmts(cx.program, x));
            }
        }
        Walk {
            cx,
            fx,
            cg,
            f,
            kernels,
            names,
            unnamed,
            device,
            summaries,
            contracts,
            check,
            kept,
            unread_initial,
            tracked: Vec::new(),
            out: Vec::new(),
            keep: Vec::new(),
            unsat: Vec::new(),
            exits: Vec::new(),
            unsupported: None,
            scopes: Vec::new(),
            live: Vec::new(),
            summary: Summary::default(),
            dev_uses: FxHashSet::default(),
            devs: FxHashSet::default(),
            allocs: FxHashMap::default(),
            inited: FxHashSet::default(),
            first_blocks: FxHashMap::default(),
            unsat_unless_own: Vec::new(),
            loop_stack: Vec::new(),
            copies,
            top,
        }
    }
}

impl Walk<'_, '_> {
    fn p(&self) -> &Program {
        self.cx.program
    }

    fn line(&self, s: StmtId) -> u32 {
        self.p().stmts.loc(s).line
    }

    /// `file.c:13` of statement `s`, for the reasons the placement gives up with.
    fn at(&self, s: StmtId) -> String {
        super::loc_text(self.p(), self.p().stmts.loc(s))
    }

    /// Gives up on statement `s`, which launches kernels where the placement does not
    /// follow data: with the reason the call was not taken out of its expression, if
    /// that was tried, else `what`.
    fn give_up(&mut self, s: StmtId, what: &str) {
        self.unsupported = Some(
            self.kept
                .get(&s)
                .cloned()
                .unwrap_or_else(|| format!("{}: {what}", self.at(s))),
        );
    }

    /// Arrays of the function's kernels (`own`, in statement order), of its device calls'
    /// arguments, and of its contract.
    fn tracked_arrays(&self, own: &[&KernelPlan]) -> Vec<SymbolId> {
        let mut v: Vec<SymbolId> = Vec::new();
        let mut push = |s: SymbolId| {
            if !v.contains(&s) {
                v.push(s);
            }
        };
        for k in own {
            for a in &k.arrays {
                push(a.sym);
            }
        }
        // Every array the function names or its statements reach: any of them may be
        // newer on the device when the host touches it.
        let mut named = Vec::new();
        for &st in &self.cx.program.funcs[self.f].body.0 {
            collect_vars(self.p(), st, &mut named);
        }
        for s in named {
            if matches!(
                self.p().symbols[s].kind,
                SymbolKind::Var | SymbolKind::Param
            ) && self.is_array_like(s)
                && !holds_pointers(self.p(), s)
            {
                push(s);
            }
        }
        let body = &self.fx.func(self.f).body;
        for pl in body.reads.iter().chain(&body.writes) {
            if let Place::Var(g) | Place::Pointee(g) = *pl
                && is_global(self.p(), g)
                && self.p().symbols[g].file_scope
                && self.is_array_like(g)
                && self.names.in_func(g, self.f)
            {
                push(g);
            }
        }
        for site in self.cg.calls_in(self.f) {
            if let Callee::Func(g) = site.callee
                && self.device.contains(&g)
                && let Expr::Call(_, args) = &self.p().exprs[site.expr]
            {
                for &a in args {
                    if let Some(s) = plain_sym(self.p(), a)
                        && self.is_array_like(s)
                        && !holds_pointers(self.p(), s)
                    {
                        push(s);
                    }
                }
                if let Some(c) = self.contracts.get(&g) {
                    for &s in c {
                        if is_global(self.p(), s) && self.names.in_func(s, self.f) {
                            push(s);
                        }
                    }
                }
                if let Some(sum) = self.summaries.get(&g) {
                    for &s in sum.exit_dev.iter().chain(&sum.exit_host) {
                        if is_global(self.p(), s) && self.names.in_func(s, self.f) {
                            push(s);
                        }
                    }
                }
            }
        }
        // A pointer into the outside world's state only (a `FILE *` from `fopen`): no
        // kernel reaches it (kernels do no I/O), so its host copy is always valid.
        v.retain(|&x| {
            !is_pointer(self.p(), x)
                || !self
                    .places_of(x)
                    .iter()
                    .all(|pl| matches!(pl, Place::Io | Place::Clock | Place::Assert))
        });
        v
    }

    fn is_array_like(&self, s: SymbolId) -> bool {
        matches!(
            self.p().resolve(self.p().symbols[s].ty).0,
            TypeKind::Array { .. } | TypeKind::Pointer(_)
        )
    }

    fn entry_facts(&self, main: bool) -> Facts {
        let mut f = Facts::default();
        for &x in &self.tracked {
            if main {
                // Nothing is on the device when the program starts; an array whose
                // initial value is never read is marked fresh there.
                f.host.insert(x);
                if self.unread_initial.contains(&x)
                    && object_known(self.p(), x)
                    && self.names.in_func(x, self.f)
                    && self.names.sized_in(self.p(), x, self.f)
                {
                    f.dev.insert(x);
                }
            }
        }
        if let Some(c) = self.contracts.get(&self.f) {
            f.dev.extend(c.iter().copied());
        }
        f
    }

    /// Whether rows `bytes` of `x` at `s` cover the whole object: a declared array, or
    /// the heap block pointer `x` holds:
    /// they start at row 0 and some bound of their last row is, by the preconditions at
    /// `s`, at least the block's last row (every bound, so that it holds however the
    /// runtime combines them). The block's size is evaluated
    /// at `s` with the values the preconditions give its variables, which are the values
    /// they had at the `malloc` (sizes are only recorded when no variable in them is
    /// assigned after its declaration, see [`Walk::find_allocs`]).
    fn rows_cover_block(&self, s: StmtId, x: SymbolId, bytes: &Bytes, facts: &Facts) -> bool {
        let p = self.p();
        let Bytes::Rows { first, last } = bytes else {
            return false;
        };
        let (Some(pre), Some(elem)) = (
            self.cx.pre.get(s),
            super::plan::type_size(p, row_type(p, x)),
        ) else {
            return false;
        };
        let total = if object_known(p, x) {
            super::plan::type_size(p, p.symbols[x].ty)
        } else if let Some(&size) = facts.sizes.get(&x).or_else(|| self.allocs.get(&x)) {
            let mut consts = FxHashMap::default();
            let mut vars = Vec::new();
            collect_expr_vars(p, size, &mut vars);
            for v in vars {
                if let (Some(lo), Some(hi)) = pre.bounds(&LinExpr::var(AVar::Sym(v)))
                    && lo == hi
                {
                    consts.insert(v, lo);
                }
            }
            const_bytes_in(p, size, &consts)
        } else {
            None
        };
        let Some(total) = total.filter(|&t| t > 0) else {
            return false;
        };
        let rows = i128::from(total / elem);
        // Every bound in range, however the runtime combines them.
        let from_zero = first
            .iter()
            .flatten()
            .all(|e| pre.bounds(e).1.is_some_and(|hi| hi <= 0));
        from_zero
            && !last.is_empty()
            && last.iter().all(|alts| !alts.is_empty())
            && last
                .iter()
                .flatten()
                .all(|e| pre.bounds(e).0.is_some_and(|lo| lo >= rows - 1))
    }

    /// Whether the rows a kernel moves of `a` cover its whole heap block (constant sizes).
    fn covers_block(&self, a: &super::plan::ArrayArg) -> bool {
        let p = self.p();
        let (Some(&e), super::plan::Size::Elements { first, last }) =
            (self.allocs.get(&a.sym), &a.size)
        else {
            return false;
        };
        let (Some(total), Some(elem)) = (
            const_bytes(p, e),
            super::plan::type_size(p, row_type(p, a.sym)),
        ) else {
            return false;
        };
        first.is_empty()
            && last.iter().any(|alts| {
                alts.iter().all(|b| b.is_constant())
                    && alts
                        .iter()
                        .map(|b| b.constant_term())
                        .min()
                        .is_some_and(|l| l >= 0 && (l as u64 + 1).saturating_mul(elem) >= total)
            })
    }

    /// The rows `s` writes of one-dimensional `x`, when it writes exactly them (one exact
    /// WRITE region, an interval) and reads none.
    fn exact_write_rows(&self, s: StmtId, x: SymbolId) -> Option<Bytes> {
        use p4a_analyzer::regions::{Action, Approx, Entity};
        let rs: Vec<_> = self
            .cx
            .regions
            .rw(s)
            .iter()
            .filter(|r| matches!(r.entity, Entity::Array(b) if b.sym() == x))
            .collect();
        let [r] = rs.as_slice() else { return None };
        if !self.rows_proved(s, x) {
            return None;
        }
        if r.action != Action::Write || r.approx != Approx::Exact || r.dims != 1 {
            return None;
        }
        let (first, last) =
            super::plan::element_bounds_of(self.cx, s, x, Some(Action::Write)).ok()?;
        // One region: its tightest bounds (the least of the valid upper bounds, the
        // greatest of the lower ones) are the interval's own, since it is exact.
        Some(Bytes::Rows { first, last })
    }

    /// Whether `x` can be named here: a parameter, a global, or a local whose block is
    /// open.
    fn in_scope(&self, x: SymbolId) -> bool {
        let sym = &self.p().symbols[x];
        sym.kind == SymbolKind::Param
            || sym.file_scope
            || self.live.iter().flatten().any(|v| v.contains(&x))
    }

    /// The places `x` may denote in this function.
    /// A global pointer has the places the effects give its accesses (its entry pointee
    /// and what the function stores in it, `Effects::pointer_targets`), not `Any`: `Any`
    /// overlapped every local as well, so that a statement on locals alone (`a[7] = x`)
    /// counted as a use of `g_buf`'s whole block and `--check-transfers` declared that
    /// block written.
    fn places_of(&self, x: SymbolId) -> Vec<Place> {
        if object_known(self.p(), x) {
            return vec![Place::Var(x)];
        }
        let set = self.fx.pointer_targets(self.p(), self.f, x);
        if set.is_empty() {
            vec![Place::Any]
        } else {
            set.into_iter().collect()
        }
    }

    /// Whether `x` may share memory with `places` (`Effects::may_overlap`, which knows
    /// that `Any` is no private local).
    fn overlaps(&self, x: SymbolId, places: &BTreeSet<Place>) -> bool {
        if places.is_empty() {
            return false;
        }
        let p = self.p();
        self.places_of(x)
            .into_iter()
            .any(|a| places.iter().any(|&b| self.fx.may_overlap(p, self.f, a, b)))
    }

    fn push(
        &mut self,
        anchor: StmtId,
        after: bool,
        dir: Dir,
        sym: Option<SymbolId>,
        bytes: Bytes,
        why: String,
    ) {
        self.out.push(Transfer {
            func: self.f,
            anchor,
            after,
            dir,
            sym,
            bytes,
            why,
        });
    }

    /// The bytes of the whole object `x` names, when a transfer can name them: a declared
    /// array, or a pointer that only ever holds one `malloc` of a size whose variables
    /// never change.
    fn whole(&self, x: SymbolId, facts: &Facts) -> Option<Bytes> {
        if object_known(self.p(), x) && self.names.sized_in(self.p(), x, self.f) {
            Some(Bytes::Object)
        } else {
            self.allocs
                .get(&x)
                .or_else(|| facts.sizes.get(&x))
                .map(|&e| Bytes::Alloc(e))
        }
    }

    /// Pointers declared with `malloc(E)` (or `calloc(n, s)`) and never assigned again, whose
    /// size's variables are never assigned, nor their address taken.
    fn find_allocs(&mut self) {
        let p = self.cx.program;
        let assigned = &self.cx.assigned;
        let mut decls = Vec::new();
        for &st in &p.funcs[self.f].body.0 {
            collect_decls(p, st, &mut decls);
        }
        self.inited = decls.iter().map(|&(x, _)| x).collect();
        self.inited.extend(p.funcs[self.f].params.iter().copied());
        for (x, init) in decls {
            if !matches!(p.resolve(p.symbols[x].ty).0, TypeKind::Pointer(_)) {
                continue;
            }
            let mut e = init;
            while let Expr::Cast(_, y) = p.exprs[e] {
                e = y;
            }
            let Expr::Call(f, args) = &p.exprs[e] else {
                continue;
            };
            let Expr::Var(fs) = p.exprs[*f] else { continue };
            let name = p.symbols[fs].name.as_str();
            let size = match (name, args.as_slice()) {
                ("malloc", [n]) => *n,
                ("calloc", [_, _]) => e,
                _ => continue,
            };
            let mut vars = Vec::new();
            collect_expr_vars(p, size, &mut vars);
            let stable = vars.iter().all(|&v| {
                !assigned.contains(&v)
                    && !self.fx.is_address_taken(v)
                    && matches!(
                        p.symbols[v].kind,
                        SymbolKind::Var
                            | SymbolKind::Param
                            | SymbolKind::EnumConst { .. }
                            | SymbolKind::Func
                    )
            });
            if stable {
                // Assigned later: its first block only (double buffers swapped by pointer).
                if assigned.contains(&x) {
                    self.first_blocks.insert(x, size);
                } else {
                    self.allocs.insert(x, size);
                }
            }
        }
    }

    /// Which bytes of `x` statement `s` touches, as a transfer can name them there.
    fn bytes_at(&self, s: StmtId, x: SymbolId, facts: &Facts) -> Option<Bytes> {
        if self.rows_proved(s, x)
            && let Ok((first, last)) = element_bounds(self.cx, s, x)
        {
            return Some(Bytes::Rows { first, last });
        }
        if let Some(w) = self.whole(x, facts) {
            Some(w)
        } else if matches!(
            self.p().resolve(self.p().symbols[x].ty).0,
            TypeKind::Pointer(_)
        ) {
            // The mapping that holds the pointer's value where the transfer runs.
            Some(Bytes::Mapping)
        } else {
            None
        }
    }

    /// Whether the regions of `x` at `s` bound every byte of `x`'s memory that the host
    /// statements of `s` may touch, so that rows computed from them ([`element_bounds`])
    /// may stand for what `s` touches. The regions only describe accesses through a name
    /// (`x[i]`, or another followed array, which gets its own transfer). An access through
    /// a pointer loaded from memory (`st.f[0]`, `sp->f[0]`, `s->base[0]`, `get(&st)[0]`),
    /// or a call given pointers that are not plain names (`first(&st)`), reaches memory
    /// their regions do not name; when such a statement's effects (sound places) may
    /// overlap `x`, the rows are not proved and the transfer covers the whole object.
    fn rows_proved(&self, s: StmtId, x: SymbolId) -> bool {
        let p = self.p();
        let mut stack = vec![s];
        while let Some(t) = stack.pop() {
            if self.kernels.contains_key(&t) {
                // A kernel's accesses are elements of its planned arrays.
                continue;
            }
            let mut exprs = Vec::new();
            visit::stmt_children(&p.stmts[t], &mut |c| match c {
                visit::Child::Stmt(c) => stack.push(c),
                visit::Child::Expr(e) => exprs.push(e),
                visit::Child::Type(_) => {}
            });
            let direct = self.fx.direct(t);
            let touched: BTreeSet<Place> = direct.reads.union(&direct.writes).copied().collect();
            if !self.overlaps(x, &touched) {
                continue;
            }
            for e in exprs {
                if !self.described(e, x) {
                    return false;
                }
            }
        }
        true
    }

    /// Whether every access of expression `e` that may reach `x`'s memory is one the
    /// regions describe by name (see [`Walk::rows_proved`]).
    fn described(&self, e: ExprId, x: SymbolId) -> bool {
        use p4a_analyzer::access::collect_accesses;
        let p = self.p();
        let mut accesses = Vec::new();
        collect_accesses(p, e, &mut accesses);
        for a in &accesses {
            match unnamed_access(p, a) {
                // Through a pointer this statement cannot follow (declared inside it, out
                // of scope here): its elements are not among `x`'s rows, though they may
                // be `x`'s memory.
                None if matches!(a, p4a_analyzer::access::Access::Element { base, .. }
                    if matches!(base, p4a_analyzer::access::ArrayBase::Pointee(_))
                        && base.sym() != x
                        && !(self.tracked.contains(&base.sym()) && self.in_scope(base.sym()))
                        && self.overlaps(x, &self.places_of(base.sym()).into_iter().collect())) =>
                {
                    return false;
                }
                None => {}
                // `v.m`: the object `v` itself.
                Some(Some(v)) => {
                    if self.overlaps(x, &BTreeSet::from([Place::Var(v)])) {
                        return false;
                    }
                }
                Some(None) => return false,
            }
        }
        // Calls: what a callee touches is described at the call only when it reaches
        // memory through elements of names alone, and each argument is a plain name or
        // carries no pointer.
        let mut stack = vec![e];
        while let Some(y) = stack.pop() {
            if let Expr::Call(_, args) = &p.exprs[y] {
                let callee_ok = match self.cg.callee_of(y) {
                    Some(Callee::Func(g)) => !self.unnamed.contains(&g),
                    Some(Callee::External(_)) => true,
                    Some(Callee::Indirect) | None => false,
                };
                if !callee_ok
                    || args
                        .iter()
                        .any(|&a| plain_sym(p, a).is_none() && carries_pointer(p, a))
                {
                    return false;
                }
            }
            visit::expr_children(&p.exprs[y], &mut |c| {
                if let visit::Child::Expr(c) = c {
                    stack.push(c)
                }
            });
        }
        true
    }

    /// Whether `s` holds a kernel or a call of a function that launches kernels.
    fn has_device(&self, s: StmtId) -> bool {
        self.devs.contains(&s)
    }

    /// Fills `devs` for the statements under `s`; whether `s` holds device work.
    fn mark_devices(&mut self, s: StmtId) -> bool {
        let p = self.cx.program;
        let mut found = self.kernels.contains_key(&s);
        let mut kids = Vec::new();
        let mut exprs = Vec::new();
        visit::stmt_children(&p.stmts[s], &mut |c| match c {
            visit::Child::Stmt(x) => kids.push(x),
            visit::Child::Expr(e) => exprs.push(e),
            visit::Child::Type(_) => {}
        });
        if let Stmt::Decl(g) = &p.stmts[s] {
            visit::decl_children(g, &mut |c| {
                if let visit::Child::Expr(e) = c {
                    exprs.push(e);
                }
            });
        }
        for e in exprs {
            found |= self.expr_has_device(e, &mut kids);
        }
        for k in kids {
            found |= self.mark_devices(k);
        }
        if found {
            self.devs.insert(s);
        }
        found
    }

    /// Whether expression `e` calls a function that launches kernels; statements inside
    /// it (statement expressions) are added to `stmts`.
    fn expr_has_device(&self, e: ExprId, stmts: &mut Vec<StmtId>) -> bool {
        let p = self.p();
        let mut found = matches!(p.exprs[e], Expr::Call(..))
            && matches!(self.cg.callee_of(e), Some(Callee::Func(g)) if self.device.contains(&g));
        let mut kids = Vec::new();
        visit::expr_children(&p.exprs[e], &mut |c| match c {
            visit::Child::Expr(x) => kids.push(x),
            visit::Child::Stmt(x) => stmts.push(x),
            visit::Child::Type(_) => {}
        });
        for k in kids {
            found |= self.expr_has_device(k, stmts);
        }
        found
    }

    fn block(&mut self, stmts: &[StmtId], mut facts: Facts) -> Facts {
        self.scopes.push(Some(Vec::new()));
        self.live.push(Some(Vec::new()));
        for &s in stmts {
            facts = self.stmt(s, facts);
        }
        if let Some(Some(declared)) = self.live.pop() {
            self.forget(&declared, &mut facts);
        }
        let locals = self.scopes.pop().flatten().unwrap_or_default();
        if let Some(&last) = stmts.last()
            && !matches!(self.p().stmts[last], Stmt::Return(_))
        {
            for x in locals {
                self.push(
                    last,
                    true,
                    Dir::Unmap,
                    Some(x),
                    Bytes::Object,
                    "its scope ends".into(),
                );
            }
        }
        facts
    }

    /// The scope of `declared` ends: a pointer among them whose host copy is not known
    /// valid may have left device-newer bytes that no name in scope follows any more (a
    /// member loaded into a local for one loop, `double *p = q->v;`): the memory it points
    /// to is untracked from here, so the next host statement that may touch it downloads
    /// every device-newer byte first.
    fn forget(&self, declared: &[SymbolId], facts: &mut Facts) {
        let dying: Vec<SymbolId> = declared
            .iter()
            .copied()
            .filter(|&x| self.tracked.contains(&x) && is_pointer(self.p(), x) && !facts.host_ok(x))
            .collect();
        if dying.is_empty() {
            return;
        }
        // Places another tracked name still in scope follows (its facts are cleared by
        // every write there, and its downloads cover them).
        let followed: BTreeSet<Place> = self
            .tracked
            .iter()
            .filter(|y| !declared.contains(y) && self.in_scope(**y))
            .flat_map(|&y| self.places_of(y))
            .collect();
        for x in dying {
            facts.untracked.extend(
                self.places_of(x)
                    .into_iter()
                    .filter(|pl| !followed.contains(pl)),
            );
        }
    }

    /// Unmaps of the tracked locals of the scopes a jump leaves (up to the innermost
    /// loop for `break`/`continue`, all for `return`).
    fn leave_scopes(&mut self, s: StmtId, to_loop: bool) {
        let mut xs = Vec::new();
        for scope in self.scopes.iter().rev() {
            match scope {
                None if to_loop => break,
                None => {}
                Some(v) => xs.extend(v.iter().copied()),
            }
        }
        for x in xs {
            self.push(
                s,
                false,
                Dir::Unmap,
                Some(x),
                Bytes::Object,
                "its scope ends".into(),
            );
        }
    }

    fn stmt(&mut self, s: StmtId, facts: Facts) -> Facts {
        if self.unsupported.is_some() {
            return facts;
        }
        let p = self.cx.program;
        match &p.stmts[s] {
            Stmt::Return(value) => {
                let facts = match value {
                    // `return f(...);`
                    Some(e) if self.has_device(s) && matches!(p.exprs[*e], Expr::Call(..)) => {
                        self.device_call(s, *e, facts)
                    }
                    _ if self.has_device(s) => {
                        self.give_up(
                            s,
                            "a function that launches kernels is called inside an expression",
                        );
                        return facts;
                    }
                    _ => self.host(s, facts),
                };
                self.leave_scopes(s, false);
                self.exits.push(facts.clone());
                return facts;
            }
            Stmt::Break | Stmt::Continue => {
                self.leave_scopes(s, true);
                return facts;
            }
            Stmt::Goto(_) | Stmt::GotoIndirect(_)
                if self.scopes.iter().flatten().any(|v| !v.is_empty()) =>
            {
                // A jump may leave the scope of a local array without its unmap: a later
                // frame at that address would find the dead array's device bytes.
                self.unsupported = Some(format!(
                    "{}: a goto may leave the scope of a local array that kernels use",
                    self.at(s)
                ));
                return facts;
            }
            Stmt::Decl(g) => {
                let call_init = match g.decls.as_slice() {
                    [d] if !self.is_array_like(d.sym) => match &d.init {
                        Some(Init::Expr(e)) if matches!(p.exprs[*e], Expr::Call(..)) => Some(*e),
                        _ => None,
                    },
                    _ => None,
                };
                let mut facts = if self.has_device(s) {
                    match call_init {
                        // `T x = f(...);`
                        Some(e) => self.device_call(s, e, facts),
                        None => {
                            self.give_up(s, "a declaration calls a function that launches kernels");
                            return facts;
                        }
                    }
                } else {
                    self.host(s, facts)
                };
                let mut decl_marks = Vec::new();
                for d in &g.decls {
                    let x = d.sym;
                    if let Some(Some(v)) = self.live.last_mut() {
                        v.push(x);
                    }
                    if self.tracked.contains(&x)
                        && !is_global(p, x)
                        && (object_known(p, x) || fresh_block(p, d))
                    {
                        // A fresh object: its host copy is the value.
                        facts.host.insert(x);
                        facts.kill_dev(x);
                        let size = self.allocs.get(&x).or_else(|| self.first_blocks.get(&x));
                        if let Some(&e) = size {
                            facts.sizes.insert(x, e);
                        }
                        let automatic = !matches!(p.symbols[x].storage, Storage::Static);
                        // Bytes that hold no value yet (a `malloc` block, an automatic
                        // array without initializer) are as good on the device: the
                        // program may not read them before it writes them.
                        let fresh = if object_known(p, x) {
                            automatic
                                .then_some(Bytes::Object)
                                .filter(|_| d.init.is_none())
                        } else if malloc_block(p, d) {
                            size.map(|&e| Bytes::Alloc(e))
                        } else {
                            None
                        };
                        if object_known(p, x)
                            && let Some(Some(v)) = self.scopes.last_mut()
                        {
                            v.push(x);
                        }
                        let name = p.symbols[x].name.clone();
                        if let Some(bytes) = fresh {
                            facts.dev.insert(x);
                            decl_marks.push((
                                x,
                                Dir::Fresh,
                                bytes,
                                format!("`{name}` holds no value yet"),
                            ));
                        } else if object_known(p, x) && automatic {
                            // Whatever a dead object at the same address left in the
                            // runtime (a frame left by `goto`), the host holds these
                            // bytes now.
                            decl_marks.push((
                                x,
                                Dir::HostWrote,
                                Bytes::Object,
                                format!("`{name}` is a new object"),
                            ));
                        }
                    }
                }
                for (x, dir, bytes, why) in decl_marks {
                    self.push(s, true, dir, Some(x), bytes, why);
                }
                return facts;
            }
            _ => {}
        }
        if !self.has_device(s) {
            // A host `if` moves data in its branches, only on the path that needs it.
            if let Stmt::If { then, els, .. } = p.stmts[s].clone() {
                let fx = self.fx.direct(s).clone();
                let facts = self.host_with(s, fx, facts);
                let a = self.stmt(then, facts.clone());
                let b = match els {
                    Some(e) => self.stmt(e, facts),
                    None => facts,
                };
                return a.meet(&b);
            }
            // A host statement that control may leave early (`{ a[0] = x; return; }`)
            // is not one unit: what goes after it would be skipped on that path, and
            // a `return` in it must give the function's exit facts. A block is walked
            // statement by statement (its jumps are then statements of their own);
            // anything else stays one unit, but the facts after it are an exit too
            // when it may return, and it declares no host write without a download
            // first (`Dir::HostWrote` after it could be skipped).
            if query::ends_iteration_early(p, s) {
                if let Stmt::Block(b) = p.stmts[s].clone() {
                    return self.block(&b.0, facts);
                }
                let after = self.host(s, facts);
                if query::contains_unstructured_jump(p, s) {
                    self.exits.push(after.clone());
                }
                return after;
            }
            return self.host(s, facts);
        }
        if let Some(k) = self.kernels.get(&s).copied() {
            return self.kernel(s, k, facts);
        }
        match p.stmts[s].clone() {
            Stmt::Block(b) => self.block(&b.0, facts),
            Stmt::If { cond: _, then, els } => {
                let facts = self.header(s, facts);
                let a = self.stmt(then, facts.clone());
                let b = match els {
                    Some(e) => self.stmt(e, facts),
                    None => facts,
                };
                a.meet(&b)
            }
            Stmt::For { body, .. } | Stmt::While { body, .. } | Stmt::DoWhile { body, .. } => {
                self.for_loop(s, body, facts)
            }
            Stmt::Expr(e) => self.device_call(s, e, facts),
            _ => {
                self.unsupported = Some(format!(
                    "{}: kernels under a `switch`, a label or a jump",
                    self.at(s)
                ));
                facts
            }
        }
    }

    /// The header of a compound statement that holds device work: it must not touch the
    /// arrays followed.
    fn header(&mut self, s: StmtId, facts: Facts) -> Facts {
        let fx = self.fx.direct(s);
        let touched: BTreeSet<Place> = fx.reads.union(&fx.writes).copied().collect();
        if self.tracked.iter().any(|&x| self.overlaps(x, &touched))
            || self.overlaps_untracked(&facts, &touched)
        {
            self.give_up(
                s,
                "the test of a statement that launches kernels reads an array the kernels use",
            );
        }
        facts
    }

    /// Whether `places` may share memory with what callees' kernels left on the device
    /// untracked ([`Facts::untracked`]).
    fn overlaps_untracked(&self, facts: &Facts, places: &BTreeSet<Place>) -> bool {
        let p = self.p();
        facts.untracked.iter().any(|&a| {
            places.iter().any(|&b| {
                !matches!(b, Place::Io | Place::Clock | Place::Assert)
                    && self.fx.may_overlap(p, self.f, a, b)
            })
        })
    }

    /// A statement with no device work.
    fn host(&mut self, s: StmtId, facts: Facts) -> Facts {
        let mut fx = self.fx[s].clone();
        if let Some(reads) = member_load_reads(self.p(), self.fx, s) {
            // It reads only members of structures (`double *u = g->u; int n = g->n;`):
            // the structures' own storage, not all that the effects' `*g` holds (the
            // arrays its members point to included).
            fx.reads = reads;
        }
        self.host_with(s, fx, facts)
    }

    /// A statement with no device work whose effects are `fx`.
    fn host_with(
        &mut self,
        s: StmtId,
        fx: p4a_analyzer::effects::StmtEffects,
        mut facts: Facts,
    ) -> Facts {
        let touched: BTreeSet<Place> = fx.reads.union(&fx.writes).copied().collect();
        if touched.is_empty() {
            return facts;
        }
        self.summary.host_writes.extend(fx.writes.iter().copied());
        let line = self.line(s);
        let tracked = self.tracked.clone();
        // `free(p)`: the block dies (p4a_host_free drops its mapping); nothing to move.
        if is_free_call(self.p(), s) {
            for &x in &tracked {
                if self.overlaps(x, &touched) {
                    facts.kill_dev(x);
                    facts.kill_host(x);
                }
            }
            return facts;
        }
        let mut all = false;
        let start = self.out.len();
        let declared = query::automatic_declared_in(self.p(), s);
        // Pointers the statement moves while it uses them: regions relative to their values
        // before it do not say which blocks it touches, so every block counts.
        let reassigned: Vec<SymbolId> = tracked
            .iter()
            .copied()
            .filter(|&x| {
                is_pointer(self.p(), x)
                    && fx.writes.contains(&Place::Var(x))
                    && self.in_scope(x)
                    && !declared.contains(&x)
                    && self.overlaps(x, &touched)
            })
            .collect();
        if reassigned.iter().any(|&x| !facts.host_ok(x)) {
            all = true;
        }
        if self.overlaps_untracked(&facts, &touched) {
            all = true;
            facts.untracked.clear();
        }
        if self.check {
            let inited: Vec<SymbolId> = reassigned
                .iter()
                .copied()
                .filter(|x| self.inited.contains(x))
                .collect();
            for x in inited {
                let name = self.p().symbols[x].name.clone();
                // Read before, written after: the blocks the pointers hold after the
                // statement are the ones they held before when it only exchanges them.
                self.push(
                    s,
                    false,
                    Dir::CheckRead,
                    Some(x),
                    Bytes::Mapping,
                    format!("`{name}` used at line {line}"),
                );
                self.push(
                    s,
                    true,
                    Dir::CheckWrite,
                    Some(x),
                    Bytes::Mapping,
                    format!("`{name}` written at line {line}"),
                );
            }
        }
        // The arrays the statement accesses by name (its regions), and the places they
        // stand for: an array it does not name but that may share memory with them needs
        // no transfer of its own when those names get theirs and its accesses are all
        // elements of names.
        let named: Vec<SymbolId> = self
            .cx
            .regions
            .rw(s)
            .iter()
            .filter_map(|r| match r.entity {
                p4a_analyzer::regions::Entity::Array(b) => Some(b.sym()),
                p4a_analyzer::regions::Entity::Scalar(_) => None,
            })
            // Only names that get a transfer of their own here stand for others.
            .filter(|y| {
                tracked.contains(y)
                    && !declared.contains(y)
                    && self.in_scope(*y)
                    && !reassigned.contains(y)
            })
            .collect();
        let named_places: BTreeSet<Place> = named.iter().flat_map(|&y| self.places_of(y)).collect();
        for &x in &tracked {
            if !self.overlaps(x, &touched)
                || declared.contains(&x)
                || !self.in_scope(x)
                || reassigned.contains(&x)
            {
                continue;
            }
            // A name's places (its points-to set) also hold what is reached through
            // pointers stored in its elements (`s->base[0]`, `bx->v[0]`), which its
            // transfer does not move: the other names stand for `x` only when every
            // access of `s` that may reach `x`'s memory is an element of a name.
            if !named.contains(&x)
                && !named_places.contains(&Place::Any)
                && self.rows_proved(s, x)
                && touched
                    .iter()
                    .filter(|q| self.overlaps(x, &BTreeSet::from([**q])))
                    .all(|q| named_places.contains(q))
            {
                continue;
            }
            let bytes = self.bytes_at(s, x, &facts);
            if !facts.host_ok(x)
                && !self.overlaps(x, &fx.reads)
                && !query::ends_iteration_early(self.p(), s)
                && let Some(w) = self.exact_write_rows(s, x)
            {
                // It overwrites every byte it touches: no download, but the runtime must
                // know that the host holds these bytes now.
                let name = self.p().symbols[x].name.clone();
                self.push(
                    s,
                    true,
                    Dir::HostWrote,
                    Some(x),
                    w,
                    format!("the host overwrites `{name}` at line {line}"),
                );
                continue;
            }
            if !facts.host_ok(x) {
                let name = self.p().symbols[x].name.clone();
                let why = format!("the host uses `{name}` at line {line}");
                match bytes.clone() {
                    Some(b) => {
                        if matches!(b, Bytes::Object | Bytes::Alloc(_))
                            || self.rows_cover_block(s, x, &b, &facts)
                        {
                            facts.host.insert(x);
                        }
                        self.push(s, false, Dir::Download, Some(x), b, why);
                    }
                    None => all = true,
                }
            }
            if self.check
                && let Some(b) = bytes
            {
                self.declare_host_use(s, x, b, &fx, &named);
            }
        }
        if all {
            // Before every check of this statement: the checks see what it will read.
            let first_check = self.out[start..]
                .iter()
                .position(|t| t.anchor == s && !t.after && t.dir == Dir::CheckRead)
                .map(|i| start + i);
            let t = Transfer {
                func: self.f,
                anchor: s,
                after: false,
                dir: Dir::Download,
                sym: None,
                bytes: Bytes::All,
                why: format!("line {line} may touch any array"),
            };
            match first_check {
                Some(i) => self.out.insert(i, t),
                None => self.out.push(t),
            }
            for &x in &tracked {
                facts.host.insert(x);
            }
        }
        // A pointer assigned here holds another block: a plain copy `x = y` takes `y`'s
        // facts, anything else none. Rows the host wrote through `y` go up first, named
        // by `y` where they were written (`x` may hold another block there).
        for &x in &tracked {
            if is_pointer(self.p(), x)
                && fx.writes.contains(&Place::Var(x))
                && let Some(y) = plain_copy(self.p(), s, x)
                && y != x
                && facts.dirty.contains_key(&y)
            {
                let name = self.p().symbols[y].name.clone();
                self.flush(
                    y,
                    &mut facts,
                    &format!("the copy of `{name}` at line {line}"),
                );
            }
        }
        for &x in &tracked {
            if is_pointer(self.p(), x) && fx.writes.contains(&Place::Var(x)) {
                match plain_copy(self.p(), s, x) {
                    Some(y) if tracked.contains(&y) && y != x => {
                        let (dv, dr, h, hr) = (
                            facts.dev.contains(&y),
                            facts.dev_rows.contains(&y),
                            facts.host.contains(&y),
                            facts.host_rows.contains(&y),
                        );
                        let dirty = facts.dirty.get(&y).cloned();
                        let size = facts.sizes.get(&y).copied();
                        facts.kill_dev(x);
                        facts.kill_host(x);
                        facts.sizes.remove(&x);
                        if let Some(e) = size {
                            facts.sizes.insert(x, e);
                        }
                        if dv {
                            facts.dev.insert(x);
                        }
                        if dr {
                            facts.dev_rows.insert(x);
                        }
                        if h {
                            facts.host.insert(x);
                        }
                        if hr {
                            facts.host_rows.insert(x);
                        }
                        if let Some(d) = dirty {
                            facts.dirty.insert(x, d);
                        }
                    }
                    // The declaration of a copy of a parameter's member held from entry
                    // (`double *u = g->u;`): it holds what the facts at entry describe.
                    _ if self.copy_declared_at(x, s) => {}
                    _ => {
                        facts.kill_dev(x);
                        facts.kill_host(x);
                        facts.sizes.remove(&x);
                    }
                }
            }
        }
        for &x in &tracked {
            if !self.overlaps(x, &fx.writes) {
                continue;
            }
            // Valid on the device before: only the rows written need to go back, when
            // their bounds still hold after the statement.
            let written = super::plan::element_bounds_of(
                self.cx,
                s,
                x,
                Some(p4a_analyzer::regions::Action::Write),
            )
            .ok()
            .filter(|_| self.rows_proved(s, x))
            .map(|(first, last)| Bytes::Rows { first, last });
            match written {
                Some(b @ Bytes::Rows { .. })
                    if facts.dev_ok(x)
                        && !declared.contains(&x)
                        && (!is_pointer(self.p(), x) || !fx.writes.contains(&Place::Var(x)))
                        && !rows_vars_written(&b, &fx.writes) =>
                {
                    facts.dirty.entry(x).or_default().push((s, b));
                }
                _ => facts.kill_dev(x),
            }
        }
        facts
    }

    /// `--check-transfers`: declares that host statement `s` (effects `fx`) reads bytes
    /// `b` of `x`, and writes the rows it writes of it (else `b`), unless it writes `x`
    /// only through other names of `named`, which declare the block they hold at run
    /// time (declaring `x` too would make the checker take bytes the host never wrote
    /// for host-newer: `b[i] = y[i]` with `b` not proved apart from `y`).
    fn declare_host_use(
        &mut self,
        s: StmtId,
        x: SymbolId,
        b: Bytes,
        fx: &p4a_analyzer::effects::StmtEffects,
        named: &[SymbolId],
    ) {
        let name = self.p().symbols[x].name.clone();
        let line = self.line(s);
        if self.overlaps(x, &fx.reads) || self.overlaps(x, &fx.writes) {
            self.push(
                s,
                false,
                Dir::CheckRead,
                Some(x),
                b.clone(),
                format!("`{name}` used at line {line}"),
            );
        }
        if self.overlaps(x, &fx.writes) && !self.written_through_others(s, x, fx, named) {
            // The rows it writes (what a later upload must cover), else all it uses.
            let w = super::plan::element_bounds_of(
                self.cx,
                s,
                x,
                Some(p4a_analyzer::regions::Action::Write),
            )
            .ok()
            .filter(|_| self.rows_proved(s, x))
            .map_or(b, |(first, last)| Bytes::Rows { first, last });
            self.push(
                s,
                true,
                Dir::CheckWrite,
                Some(x),
                w,
                format!("`{name}` written at line {line}"),
            );
        }
    }

    /// Whether host statement `s` (effects `fx`) writes `x`, if at all, only through
    /// other names of `named` that it writes by name: each of these gets its own check
    /// declaration, resolved at run time to the block it holds.
    fn written_through_others(
        &self,
        s: StmtId,
        x: SymbolId,
        fx: &p4a_analyzer::effects::StmtEffects,
        named: &[SymbolId],
    ) -> bool {
        let x_places = self.places_of(x);
        !self.writes_by_name(s, x)
            && fx
                .writes
                .iter()
                .filter(|q| self.overlaps(x, &BTreeSet::from([**q])))
                .all(|q| {
                    !x_places.contains(q)
                        && named
                            .iter()
                            .filter(|&&y| y != x && self.writes_by_name(s, y))
                            .any(|&y| self.places_of(y).contains(q))
                })
    }

    /// `--check-transfers` where the per-kernel scheme is kept: the declarations of what
    /// each host statement under `s` (outside kernels) reads and writes, so that the
    /// runtime checks the per-kernel copies as it checks a placement.
    fn checks_only(&mut self, s: StmtId) {
        let p = self.cx.program;
        if self.kernels.contains_key(&s) {
            return;
        }
        if let Stmt::Block(b) = &p.stmts[s] {
            self.live.push(Some(Vec::new()));
            for c in b.0.clone() {
                self.checks_only(c);
            }
            self.live.pop();
            return;
        }
        // Its parts, when it holds device work or control may leave it early (what goes
        // after it would be skipped on that path): the host statements among them get
        // their declarations.
        let kids = child_stmts(p, s);
        if self.has_device(s) || (query::ends_iteration_early(p, s) && !kids.is_empty()) {
            for c in kids {
                self.checks_only(c);
            }
            return;
        }
        let fx = self.fx[s].clone();
        let touched: BTreeSet<Place> = fx.reads.union(&fx.writes).copied().collect();
        let declared = query::automatic_declared_in(p, s);
        let named: Vec<SymbolId> = self
            .cx
            .regions
            .rw(s)
            .iter()
            .filter_map(|r| match r.entity {
                p4a_analyzer::regions::Entity::Array(b) => Some(b.sym()),
                p4a_analyzer::regions::Entity::Scalar(_) => None,
            })
            .filter(|y| self.tracked.contains(y) && !declared.contains(y) && self.in_scope(*y))
            .collect();
        for x in self.tracked.clone() {
            if !self.overlaps(x, &touched) || declared.contains(&x) || !self.in_scope(x) {
                continue;
            }
            if let Some(b) = self.bytes_at(s, x, &Facts::default()) {
                self.declare_host_use(s, x, b, &fx, &named);
            }
        }
        if let Stmt::Decl(g) = &p.stmts[s]
            && let Some(Some(v)) = self.live.last_mut()
        {
            v.extend(g.decls.iter().map(|d| d.sym));
        }
    }

    /// Whether statement `s` has a write region on array `x` (writes it by name).
    fn writes_by_name(&self, s: StmtId, x: SymbolId) -> bool {
        use p4a_analyzer::regions::{Action, Entity};
        self.cx.regions.rw(s).iter().any(|r| {
            r.action == Action::Write && matches!(r.entity, Entity::Array(b) if b.sym() == x)
        })
    }

    /// Whether an upload of bytes `b` of `x` is already placed right after statement `s`:
    /// it runs whenever `s` does.
    fn upload_placed_after(&self, s: StmtId, x: SymbolId, b: &Bytes) -> bool {
        self.out.iter().any(|t| {
            t.anchor == s && t.after && t.dir == Dir::Upload && t.sym == Some(x) && t.bytes == *b
        })
    }

    /// Uploads the rows host statements wrote into an array valid on the device
    /// otherwise, right after each of them (once: an upload already placed there covers
    /// every later use).
    fn flush(&mut self, x: SymbolId, facts: &mut Facts, user: &str) {
        let Some(v) = facts.dirty.remove(&x) else {
            return;
        };
        let name = self.p().symbols[x].name.clone();
        for (s, b) in v {
            // Already placed right after `s` (for another use, on another path: a loop
            // that may run zero times): it runs whenever `s` does.
            if self.upload_placed_after(s, x, &b) {
                continue;
            }
            let line = self.line(s);
            self.push(
                s,
                true,
                Dir::Upload,
                Some(x),
                b,
                format!(
                    "the host writes `{name}` at line {line} and {user} reads it on the device"
                ),
            );
        }
    }

    fn kernel(&mut self, s: StmtId, k: &KernelPlan, mut facts: Facts) -> Facts {
        let line = self.line(s);
        let writes = self.fx[s].writes.clone();
        self.summary.kernel_writes.extend(writes.iter().copied());
        for a in k.arrays.iter().filter(|a| a.written) {
            if self.own_formal(a.sym) || is_global(self.p(), a.sym) {
                self.summary.kernel_syms.insert(a.sym);
            } else if is_pointer(self.p(), a.sym) {
                self.summary.opaque_writes = true;
            }
        }
        for a in &k.arrays {
            let x = a.sym;
            if !(a.read || (a.written && !a.whole)) {
                continue;
            }
            if !facts.dev_written.contains(&x) {
                self.dev_uses.insert(x);
            }
            if facts.dev_ok(x) {
                let user = format!("the kernel at line {line}");
                self.flush(x, &mut facts, &user);
                continue;
            }
            let name = self.p().symbols[x].name.clone();
            if let Some(w) = self.whole(x, &facts) {
                facts.dev.insert(x);
                self.push(
                    s,
                    false,
                    Dir::Upload,
                    Some(x),
                    w,
                    format!("the kernel at line {line} reads `{name}`"),
                );
            } else {
                self.keep.push((s, x));
            }
        }
        let tracked = self.tracked.clone();
        for &x in &tracked {
            if self.overlaps(x, &writes) {
                facts.kill_host(x);
            }
        }
        // A kernel that writes every byte of a declared array (or of a heap block of
        // known size) makes its device copy valid.
        for a in &k.arrays {
            if self.writes_every_byte(a) {
                facts.dev.insert(a.sym);
                facts.dev_written.insert(a.sym);
            } else if a.written {
                // Every element the function (else the loop around) touches through
                // this name: valid there on the device, as a loop's hoisted rows are
                // (and what it held before is not needed after, even if it was valid).
                if self.writes_footprint(s, None, a.sym) {
                    if !facts.dev_ok(a.sym) {
                        facts.dev_rows.insert(a.sym);
                    }
                    facts.dev_written.insert(a.sym);
                } else if !facts.dev_ok(a.sym)
                    && let Some(&l) = self.loop_stack.last()
                    && self.writes_footprint(s, Some(l), a.sym)
                {
                    facts.dev_rows.insert(a.sym);
                }
            }
        }
        facts
    }

    /// Whether statement `s` surely writes every element of `x` that its scope touches
    /// (the loop `Some(l)`, or with `None` the rest of the function after `s`, a
    /// statement of its top level): one exact WRITE region of `s`, over
    /// variables the scope does not change, holds each region of the scope on `x` (the
    /// elements it touches through the name `x`, which it does not assign). After `s`,
    /// whatever the scope's kernels and callees read of `x` through that name is what
    /// `s` wrote.
    fn writes_footprint(&self, s: StmtId, scope: Option<StmtId>, x: SymbolId) -> bool {
        use p4a_analyzer::regions::{Action, Approx, Entity, Region, difference};
        let on_x = |r: &&Region| matches!(r.entity, Entity::Array(b) if b.sym() == x);
        let writes: Vec<&Region> = self
            .cx
            .regions
            .rw(s)
            .iter()
            .filter(on_x)
            .filter(|r| r.action == Action::Write)
            .collect();
        let [w] = writes.as_slice() else {
            return false;
        };
        if w.approx != Approx::Exact {
            return false;
        }
        let body = &self.p().funcs[self.f].body.0;
        let (footprint, changed): (Vec<&Region>, Box<dyn Fn(SymbolId) -> bool + '_>) = match scope {
            Some(l) => (
                self.cx.regions.rw(l).iter().collect(),
                Box::new(move |v| self.fx[l].writes.contains(&Place::Var(v))),
            ),
            None => {
                // The rest of the function after `s`, a statement of its top level.
                let Some(j) = body.iter().position(|&t| t == s) else {
                    return false;
                };
                let rest = &body[j..];
                (
                    rest[1..]
                        .iter()
                        .flat_map(|&t| self.cx.regions.rw(t).iter())
                        .collect(),
                    Box::new(move |v| {
                        rest.iter()
                            .any(|&t| self.fx[t].writes.contains(&Place::Var(v)))
                    }),
                )
            }
        };
        // (An array's place is its elements; a pointer's is the pointer.)
        if !object_known(self.p(), x) && changed(x) {
            return false;
        }
        let stable = w.system.vars().into_iter().all(|v| match v {
            AVar::Sym(v) => !changed(v),
            AVar::Phi(_) => true,
            _ => false,
        });
        let footprint: Vec<&Region> = footprint.into_iter().filter(|r| on_x(r)).collect();
        stable
            && !footprint.is_empty()
            && footprint.iter().all(|r| {
                r.dims == w.dims
                    && difference(&r.system, &w.system)
                        .iter()
                        .all(|d| d.is_empty())
            })
    }

    /// The local of this function that holds, at call statement `s`, the member that
    /// callee `g`'s copy `formal` holds from `g`'s entry (`relax(&g)` whose `u` is
    /// `g->u`: this function's copy of `g.u`), if any.
    fn copy_actual(
        &self,
        g: FuncId,
        formal: SymbolId,
        args: &[ExprId],
        s: StmtId,
    ) -> Option<SymbolId> {
        let p = self.p();
        let (_, (root, arrow, fields), _, _) = self
            .copies
            .get(&g)?
            .iter()
            .find(|(l, .., entry)| *l == formal && *entry)?;
        let j = p.funcs[g].params.iter().position(|x| x == root)?;
        let key = match (&p.exprs[*args.get(j)?], arrow) {
            // `f(&s)` for `g->u`.
            (Expr::Unary(UnOp::AddrOf, v), true) => match p.exprs[*v] {
                Expr::Var(v) => (v, false, fields.clone()),
                _ => return None,
            },
            // `f(gp)` for `g->u`; `f(s)`, a structure passed by value, for `v.u`.
            (Expr::Var(v), _) => (*v, *arrow, fields.clone()),
            _ => return None,
        };
        let at = *self.top.get(&s)?;
        self.copies
            .get(&self.f)?
            .iter()
            .find(|(_, k, from, _)| *k == key && *from < at)
            .map(|(l, ..)| *l)
    }

    /// Whether statement `s` is the top-level declaration of `x`, this function's copy
    /// of a parameter's member held from entry.
    fn copy_declared_at(&self, x: SymbolId, s: StmtId) -> bool {
        let body = &self.p().funcs[self.f].body.0;
        self.copies.get(&self.f).is_some_and(|c| {
            c.iter()
                .any(|(l, _, k, entry)| *l == x && *entry && body.get(*k) == Some(&s))
        })
    }

    /// Whether `x` is this function's parameter, or its copy of a parameter's member
    /// held from entry: what a caller hands over.
    fn own_formal(&self, x: SymbolId) -> bool {
        self.p().funcs[self.f].params.contains(&x) || entry_copy(self.copies, self.f, x)
    }

    /// Whether a kernel writes every byte of the array `a` names: a declared array, a
    /// heap block of known size, or a parameter's whole extent.
    fn writes_every_byte(&self, a: &super::plan::ArrayArg) -> bool {
        a.written
            && a.whole
            && (covers_object(self.p(), a) || self.covers_block(a) || covers_param(self.cx, a))
    }

    fn device_call(&mut self, s: StmtId, e: ExprId, mut facts: Facts) -> Facts {
        let p = self.cx.program;
        let call = match &p.exprs[e] {
            Expr::Call(..) => e,
            Expr::Assign { lhs, rhs, .. }
                if matches!(p.exprs[*rhs], Expr::Call(..))
                    && matches!(p.exprs[*lhs], Expr::Var(x) if !self.is_array_like(x)) =>
            {
                // `x = f(...)`, `x += f(...)`: the store into the scalar `x` is host work
                // after the call, on no array.
                *rhs
            }
            _ => {
                self.give_up(
                    s,
                    "a function that launches kernels is called inside an expression",
                );
                return facts;
            }
        };
        let Expr::Call(_, args) = p.exprs[call].clone() else {
            unreachable!("checked above");
        };
        // The arguments first: `printf("%f", c ? dot(x, y) : 0)` calls `printf` directly.
        if args.iter().any(|&a| self.has_device_expr(a)) {
            self.give_up(s, "an argument calls a function that launches kernels");
            return facts;
        }
        let Some(Callee::Func(g)) = self.cg.callee_of(call) else {
            self.unsupported = Some(format!(
                "{}: a call through a function pointer launches kernels",
                self.at(s)
            ));
            return facts;
        };
        let line = self.line(s);
        let gname = p.symbols[p.funcs[g].sym].name.clone();
        // Contract: the arrays the callee receives valid on the device.
        let mut contract: Vec<SymbolId> = self
            .contracts
            .get(&g)
            .map(|c| c.iter().copied().collect())
            .unwrap_or_default();
        contract.sort_unstable();
        let names = self.names;
        let caller = self.f;
        // The callee's member copies, as this function's copies of the same members.
        let copy_map: FxHashMap<SymbolId, SymbolId> = self
            .copies
            .get(&g)
            .map(|c| {
                c.iter()
                    .filter_map(|(l, ..)| self.copy_actual(g, *l, &args, s).map(|x| (*l, x)))
                    .collect()
            })
            .unwrap_or_default();
        let actual = |formal: SymbolId| -> Option<SymbolId> {
            if is_global(p, formal) {
                return names.in_func(formal, caller).then_some(formal);
            }
            if let Some(&x) = copy_map.get(&formal) {
                return Some(x);
            }
            let i = p.funcs[g].params.iter().position(|&x| x == formal)?;
            plain_sym(p, *args.get(i)?)
        };
        // The array a contract formal points into: valid whole on the device, it holds
        // every byte the callee reaches through an interior pointer (`a + 1`).
        let within = |formal: SymbolId| -> Option<SymbolId> {
            if is_global(p, formal) {
                return names.in_func(formal, caller).then_some(formal);
            }
            if let Some(&x) = copy_map.get(&formal) {
                return Some(x);
            }
            let i = p.funcs[g].params.iter().position(|&x| x == formal)?;
            base_sym(p, *args.get(i)?)
        };
        let rows_only: FxHashSet<SymbolId> = self
            .tracked
            .iter()
            .copied()
            .filter(|&x| !facts.dev.contains(&x) && facts.dev_rows.contains(&x))
            .collect();
        for formal in contract {
            let Some(x) = within(formal) else {
                self.unsat.push((g, formal));
                continue;
            };
            if !facts.dev_written.contains(&x) {
                self.dev_uses.insert(x);
            }
            // Valid rows of an enclosing loop cover what the callee touches there.
            if facts.dev_ok(x) {
                let user = format!("`{gname}` (line {line})");
                self.flush(x, &mut facts, &user);
                continue;
            }
            if self.own_formal(x) {
                if self.contracts.get(&self.f).is_some_and(|c| c.contains(&x)) {
                    // This function receives it valid, and the host changed it since.
                    self.unsat.push((g, formal));
                } else {
                    // The caller's own formal: satisfiable when it is a contract candidate
                    // of its own (checked after the walk; the next round has its
                    // contract, and then finds it valid here or refuses the callee's).
                    self.unsat_unless_own.push((g, formal, x));
                }
            } else if let Some(w) = self.whole(x, &facts) {
                facts.dev.insert(x);
                let name = p.symbols[x].name.clone();
                self.push(
                    s,
                    false,
                    Dir::Upload,
                    Some(x),
                    w,
                    format!("`{gname}` (line {line}) uses `{name}` on the device first"),
                );
            } else {
                self.unsat.push((g, formal));
            }
        }
        // Host work in the arguments is none (plain values); the callee's effects.
        let sum = self.summaries.get(&g).cloned().unwrap_or_default();
        self.summary.opaque_writes |= sum.opaque_writes;
        for &y in &sum.kernel_syms {
            match actual(y).or_else(|| within(y)) {
                Some(x) if self.own_formal(x) || is_global(p, x) => {
                    self.summary.kernel_syms.insert(x);
                }
                Some(x) if !is_pointer(p, x) => {}
                _ => self.summary.opaque_writes = true,
            }
        }
        let host_w = self.translate(g, &args, &sum.host_writes);
        let kern_w = self.translate(g, &args, &sum.kernel_writes);
        facts
            .untracked
            .extend(self.untracked_writes(g, &args, s, &sum.kernel_writes));
        self.summary.host_writes.extend(host_w.iter().copied());
        self.summary.kernel_writes.extend(kern_w.iter().copied());
        let tracked = self.tracked.clone();
        for &x in &tracked {
            if self.overlaps(x, &host_w) {
                facts.kill_dev(x);
            }
            if self.overlaps(x, &kern_w) {
                facts.kill_host(x);
            }
        }
        let contracted: Vec<SymbolId> = self
            .contracts
            .get(&g)
            .map(|c| c.iter().copied().collect())
            .unwrap_or_default();
        for &y in &sum.exit_dev {
            if let Some(x) = actual(y)
                && tracked.contains(&x)
                && (contracted.contains(&y)
                    || is_global(p, y)
                    || same_extent(self.cx, g, &args, y, x))
            {
                // Whole-object validity only if the call received the whole object.
                if rows_only.contains(&x) {
                    facts.dev_rows.insert(x);
                } else {
                    facts.dev.insert(x);
                    if sum.made_dev.contains(&y) {
                        facts.dev_written.insert(x);
                    }
                }
            }
        }
        for &y in &sum.exit_host {
            if let Some(x) = actual(y)
                && tracked.contains(&x)
            {
                facts.host.insert(x);
            }
        }
        // What the callee's kernels write over every element the enclosing loop
        // touches is valid there on the device for the rest of the iteration (the same
        // rule as the loop's hoisting, `Walk::scan`).
        if let Some(&l) = self.loop_stack.last() {
            for &x in &tracked {
                if !facts.dev_ok(x)
                    && self.overlaps(x, &kern_w)
                    && !self.overlaps(x, &host_w)
                    && self.writes_footprint(s, Some(l), x)
                {
                    facts.dev_rows.insert(x);
                }
            }
        }
        facts
    }

    fn has_device_expr(&self, e: ExprId) -> bool {
        let mut stmts = Vec::new();
        self.expr_has_device(e, &mut stmts) || stmts.iter().any(|s| self.has_device(*s))
    }

    /// The places a callee's kernels write (`kernel_writes`, the callee's places) through
    /// arguments that are not a plain variable, which no tracked array stands for at the
    /// call with `args`: everything, since p4a does not know which object it is; and the
    /// objects this function cannot name ([`Nameable`]).
    fn untracked_writes(
        &self,
        g: FuncId,
        args: &[ExprId],
        at: StmtId,
        kernel_writes: &BTreeSet<Place>,
    ) -> BTreeSet<Place> {
        let p = self.p();
        let mut out = BTreeSet::new();
        let sum = self.summaries.get(&g);
        // What the callee's kernels write through parameter `s` is followed here when it
        // writes only through its copies of `s`'s members, each this function's copy of
        // the same member at the call (`step(&f)` whose kernels write `g->u` as `u`).
        let followed = |s: SymbolId| {
            sum.is_some_and(|sum| {
                !sum.opaque_writes
                    && !sum.kernel_syms.contains(&s)
                    && sum.kernel_syms.iter().all(|&y| {
                        let of_s = self.copies.get(&g).is_some_and(|c| {
                            c.iter().any(|(l, (root, ..), ..)| *l == y && *root == s)
                        });
                        !of_s || self.copy_actual(g, y, args, at).is_some()
                    })
            })
        };
        for &pl in kernel_writes {
            if let Place::Pointee(s) = pl
                && let Some(i) = p.funcs[g].params.iter().position(|&x| x == s)
                && args
                    .get(i)
                    .and_then(|&a| base_sym(p, a))
                    .is_none_or(|x| !self.tracked.contains(&x))
                && !followed(s)
            {
                out.insert(Place::Any);
            }
            // An object this function cannot name (another unit's `static`), which the
            // host may still reach here through a pointer a callee returns.
            if let Place::Var(s) | Place::Pointee(s) = pl
                && is_global(p, s)
                && !self.names.in_func(s, self.f)
            {
                out.insert(pl);
            }
        }
        out
    }

    /// A callee's places as this function's places at a call with `args`.
    fn translate(&self, g: FuncId, args: &[ExprId], places: &BTreeSet<Place>) -> BTreeSet<Place> {
        let p = self.p();
        let mut out = BTreeSet::new();
        for &pl in places {
            match pl {
                Place::Var(s) if is_global(p, s) => {
                    out.insert(pl);
                }
                Place::Var(_) | Place::Io | Place::Clock | Place::Assert => {}
                Place::Pointee(s) => {
                    if let Some(i) = p.funcs[g].params.iter().position(|&x| x == s) {
                        match args.get(i).and_then(|&a| base_sym(p, a)) {
                            Some(x) => out.extend(self.places_of(x)),
                            None => {
                                out.insert(Place::Any);
                            }
                        }
                    } else {
                        out.insert(pl);
                    }
                }
                Place::Alloc(_) | Place::Any => {
                    out.insert(Place::Any);
                }
            }
        }
        out
    }

    /// What a statement does, for hoisting: places written on the host and by kernels,
    /// arrays needed on the device, places touched on the host.
    ///
    /// An array is needed on the device when a kernel (or a callee's contract) uses its
    /// value before every path from the statement's start has written it whole on the
    /// device (`Scan::made`, a *must* set followed in execution order): the `unew` a
    /// Jacobi step writes and then copies back needs no upload before the loop.
    fn scan(&self, s: StmtId, acc: &mut Scan) {
        let p = self.p();
        if let Some(k) = self.kernels.get(&s) {
            acc.kernel_writes.extend(self.fx[s].writes.iter().copied());
            for a in &k.arrays {
                if (a.read || (a.written && !a.whole)) && !acc.made.contains(&a.sym) {
                    acc.dev_needs.insert(a.sym);
                }
            }
            for a in &k.arrays {
                if a.written
                    && (self.writes_every_byte(a)
                        || acc
                            .loop_stmt
                            .is_some_and(|l| self.writes_footprint(s, Some(l), a.sym)))
                {
                    acc.made.insert(a.sym);
                }
            }
            return;
        }
        if !self.has_device(s) {
            let fx = &self.fx[s];
            acc.host_wrote(self, &fx.writes);
            acc.host_touch.extend(fx.reads.iter().copied());
            acc.host_touch.extend(fx.writes.iter().copied());
            acc.declared.extend(query::automatic_declared_in(p, s));
            if matches!(p.stmts[s], Stmt::Label(_) | Stmt::Case(..) | Stmt::Default) {
                // Control may arrive here from elsewhere.
                acc.made.clear();
            }
            return;
        }
        let call = match &p.stmts[s] {
            Stmt::Expr(e) => Some(match &p.exprs[*e] {
                Expr::Assign { rhs, .. } => *rhs,
                _ => *e,
            }),
            Stmt::Return(Some(e)) => Some(*e),
            Stmt::Decl(g) => match g.decls.as_slice() {
                [d] => match &d.init {
                    Some(Init::Expr(e)) => Some(*e),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        if let Some(call) = call
            && let (Some(Callee::Func(g)), Expr::Call(_, args)) =
                (self.cg.callee_of(call), &p.exprs[call])
        {
            let sum = self.summaries.get(&g).cloned().unwrap_or_default();
            let actual = |formal: SymbolId| -> Option<SymbolId> {
                if is_global(p, formal) {
                    self.names.in_func(formal, self.f).then_some(formal)
                } else if let Some(x) = self.copy_actual(g, formal, args, s) {
                    Some(x)
                } else {
                    p.funcs[g]
                        .params
                        .iter()
                        .position(|&y| y == formal)
                        .and_then(|i| args.get(i))
                        .and_then(|&a| base_sym(p, a))
                }
            };
            let contracted = self.contracts.get(&g);
            if let Some(c) = contracted {
                for &formal in c {
                    if let Some(x) = actual(formal)
                        && !acc.made.contains(&x)
                    {
                        acc.dev_needs.insert(x);
                    }
                }
            }
            let host_w = self.translate(g, args, &sum.host_writes);
            acc.host_wrote(self, &host_w);
            acc.host_writes.extend(host_w.iter().copied());
            let kern_w = self.translate(g, args, &sum.kernel_writes);
            acc.kernel_writes.extend(kern_w.iter().copied());
            acc.untracked
                .extend(self.untracked_writes(g, args, s, &sum.kernel_writes));
            // Arrays the callee's kernels write (and its host code does not) over every
            // element the loop touches: valid there on the device after the call.
            if let Some(l) = acc.loop_stmt {
                for &x in &self.tracked {
                    if !acc.made.contains(&x)
                        && self.overlaps(x, &kern_w)
                        && !self.overlaps(x, &host_w)
                        && self.writes_footprint(s, Some(l), x)
                    {
                        acc.made.insert(x);
                    }
                }
            }
            for &y in &sum.made_dev {
                let plain = if is_global(p, y) || entry_copy(self.copies, g, y) {
                    actual(y)
                } else {
                    p.funcs[g]
                        .params
                        .iter()
                        .position(|&z| z == y)
                        .and_then(|i| args.get(i))
                        .and_then(|&a| plain_sym(p, a))
                };
                if let Some(x) = plain
                    && (contracted.is_some_and(|c| c.contains(&y))
                        || is_global(p, y)
                        || same_extent(self.cx, g, args, y, x))
                {
                    acc.made.insert(x);
                }
            }
            return;
        }
        let fx = self.fx.direct(s);
        acc.host_wrote(self, &fx.writes);
        acc.host_touch.extend(fx.reads.iter().copied());
        acc.host_touch.extend(fx.writes.iter().copied());
        let before = acc.made.clone();
        match &p.stmts[s] {
            Stmt::Block(_) => {
                for c in child_stmts(p, s) {
                    self.scan(c, acc);
                }
            }
            Stmt::If { then, els, .. } => {
                self.scan(*then, acc);
                let after_then = std::mem::replace(&mut acc.made, before);
                if let Some(e) = els {
                    self.scan(*e, acc);
                    acc.made.retain(|x| after_then.contains(x));
                }
            }
            _ => {
                // Loops may run zero times or leave early, and `switch` jumps into its
                // body: nothing written inside counts after them.
                for c in child_stmts(p, s) {
                    self.scan(c, acc);
                }
                acc.made = before;
            }
        }
    }

    fn for_loop(&mut self, l: StmtId, body: StmtId, mut facts: Facts) -> Facts {
        facts = self.header(l, facts);
        let mut scan = Scan {
            loop_stmt: Some(l),
            ..Scan::default()
        };
        for c in child_stmts(self.p(), l) {
            self.scan(c, &mut scan);
        }
        // From the second iteration on, what the body's callees left on the device.
        facts.untracked.extend(scan.untracked.iter().copied());
        let line = self.line(l);
        let tracked = self.tracked.clone();
        let mut scoped_dev = Vec::new();
        let mut scoped_host = Vec::new();
        // Pointers the loop assigns: only plain copies among them (double buffers swapped
        // each step) keep their blocks valid on the device, when every block they hold
        // at entry goes up with the rows any of them touches.
        let mut assigns = Vec::new();
        pointer_assignments(self.p(), l, &mut assigns);
        let mut members: Vec<SymbolId> = Vec::new();
        for &(x, y) in &assigns {
            for v in std::iter::once(Some(x)).chain(std::iter::once(y)).flatten() {
                if !members.contains(&v) {
                    members.push(v);
                }
            }
        }
        // Rows the host wrote before the loop that the loop uses on the device, or of a
        // pointer the loop assigns, go up where they were written, once: flushed here
        // rather than at the body's first device use, which would leave them dirty at
        // the loop's head (the code after the loop would upload them again), or never,
        // for a pointer that holds another block at its next device use.
        // (An array the loop also writes on the host goes up in the loop anyway, or
        // whole before it when that pays: see `spec` below.)
        for &x in &tracked {
            if (members.contains(&x)
                || (scan.dev_needs.contains(&x) && !self.overlaps(x, &scan.host_writes)))
                && facts.dirty.contains_key(&x)
            {
                self.flush(x, &mut facts, &format!("the loop at line {line}"));
            }
        }
        let swap_ok = !assigns.is_empty()
            && assigns.iter().all(|&(_, y)| y.is_some())
            && members.iter().all(|&m| {
                // Temporaries declared in the loop only carry the others' values.
                let temp = scan.declared.contains(&m) && !scan.dev_needs.contains(&m);
                tracked.contains(&m)
                    && (temp || !scan.declared.contains(&m))
                    && !self.overlaps(m, &scan.host_writes)
            })
            && members.iter().any(|m| scan.dev_needs.contains(m));
        if swap_ok {
            let mut first = Vec::new();
            let mut last = Vec::new();
            let mut from_zero = false;
            let mut ok = true;
            let mut uploaded = Vec::new();
            for &m in members.iter().filter(|m| !scan.declared.contains(m)) {
                match element_bounds(self.cx, l, m) {
                    Ok((f, la)) => {
                        from_zero |= f.is_empty();
                        first.extend(f);
                        last.extend(la);
                        uploaded.push(m);
                    }
                    Err(_) if scan.dev_needs.contains(&m) => ok = false,
                    Err(_) => {}
                }
            }
            // Every block the group holds, whole, when the pointers still hold their first
            // blocks where the loop starts (they are only assigned in the loop): valid on
            // the device for good, since the loop only exchanges them.
            let mut all_assigns = Vec::new();
            for &st in &self.p().funcs[self.f].body.0 {
                pointer_assignments(self.p(), st, &mut all_assigns);
            }
            let outside: Vec<SymbolId> = members
                .iter()
                .copied()
                .filter(|m| !scan.declared.contains(m))
                .collect();
            let whole_blocks = outside.iter().all(|m| {
                // (its declaration counts once among all the function's assignments)
                self.first_blocks.contains_key(m)
                    && all_assigns.iter().filter(|(x, _)| x == m).count()
                        == assigns.iter().filter(|(x, _)| x == m).count() + 1
            });
            if whole_blocks && !outside.is_empty() {
                let names: Vec<String> = members
                    .iter()
                    .map(|&m| format!("`{}`", self.p().symbols[m].name))
                    .collect();
                for &m in outside.iter().filter(|m| !facts.dev.contains(m)) {
                    let size = self.first_blocks[&m];
                    self.push(
                        l,
                        false,
                        Dir::Upload,
                        Some(m),
                        Bytes::Alloc(size),
                        format!(
                            "the loop at line {line} swaps {} and uses them on the device",
                            names.join(", ")
                        ),
                    );
                }
                for &m in &members {
                    facts.dev.insert(m);
                }
            } else if ok && !last.is_empty() {
                if from_zero {
                    first.clear();
                }
                let names: Vec<String> = members
                    .iter()
                    .map(|&m| format!("`{}`", self.p().symbols[m].name))
                    .collect();
                for &m in uploaded.iter().filter(|&&m| !facts.dev_ok(m)) {
                    self.push(
                        l,
                        false,
                        Dir::Upload,
                        Some(m),
                        Bytes::Rows {
                            first: first.clone(),
                            last: last.clone(),
                        },
                        format!(
                            "the loop at line {line} swaps {} and uses them on the device",
                            names.join(", ")
                        ),
                    );
                }
                for &m in &members {
                    facts.dev_rows.insert(m);
                    scoped_dev.push(m);
                }
            }
        }
        for &x in &tracked {
            if scan.declared.contains(&x) {
                continue;
            }
            let name = self.p().symbols[x].name.clone();
            if members.contains(&x) {
                // Assigned in the loop: handled above, or left to the kernels.
                continue;
            }
            if scan.dev_needs.contains(&x)
                && !facts.dev_ok(x)
                && !self.overlaps(x, &scan.host_writes)
            {
                let why = format!(
                    "the loop at line {line} uses `{name}` on the device and never writes it on the host"
                );
                if let Some(w) = self.whole(x, &facts) {
                    facts.dev.insert(x);
                    self.push(l, false, Dir::Upload, Some(x), w, why);
                } else if let Ok((first, last)) = element_bounds(self.cx, l, x) {
                    facts.dev_rows.insert(x);
                    scoped_dev.push(x);
                    self.push(
                        l,
                        false,
                        Dir::Upload,
                        Some(x),
                        Bytes::Rows { first, last },
                        why,
                    );
                }
            }
            if self.overlaps(x, &scan.host_touch)
                && !facts.host_ok(x)
                && !self.overlaps(x, &scan.kernel_writes)
            {
                let why = format!(
                    "the loop at line {line} uses `{name}` on the host and no kernel in it writes it"
                );
                match self.bytes_at(l, x, &facts) {
                    Some(w @ (Bytes::Object | Bytes::Alloc(_))) => {
                        facts.host.insert(x);
                        self.push(l, false, Dir::Download, Some(x), w, why);
                    }
                    Some(b @ Bytes::Rows { .. }) => {
                        facts.host_rows.insert(x);
                        scoped_host.push(x);
                        self.push(l, false, Dir::Download, Some(x), b, why);
                    }
                    _ => {}
                }
            }
        }
        // Arrays valid on the device at entry that the loop writes on the host and uses on
        // the device are assumed to stay so (host writes only dirty rows, uploaded before
        // the next device use); when the body ends with one invalid, the body is walked
        // again without it. One the loop does not use on the device goes up after it, at
        // its next use, rather than row by row in every iteration.
        let mut assume: FxHashSet<SymbolId> = if query::ends_iteration_early(self.p(), body) {
            FxHashSet::default()
        } else {
            tracked
                .iter()
                .copied()
                .filter(|&x| {
                    facts.dev_ok(x)
                        && self.overlaps(x, &scan.host_writes)
                        && scan.dev_needs.contains(&x)
                })
                .collect()
        };
        // Arrays the loop needs on the device and writes on the host, not valid there at
        // entry, whose whole size is known: uploaded whole before the loop and assumed
        // valid the same way (when the assumption fails, the upload goes too).
        let mut spec: Vec<SymbolId> = if query::ends_iteration_early(self.p(), body) {
            Vec::new()
        } else {
            tracked
                .iter()
                .copied()
                .filter(|&x| {
                    scan.dev_needs.contains(&x)
                        && !facts.dev_ok(x)
                        && self.overlaps(x, &scan.host_writes)
                        && !scan.declared.contains(&x)
                        && !members.contains(&x)
                        && self.whole(x, &facts).is_some()
                })
                .collect()
        };
        assume.extend(spec.iter().copied());
        let (head, end) = loop {
            let mark = (
                self.out.len(),
                self.keep.len(),
                self.unsat.len(),
                self.unsat_unless_own.len(),
                self.exits.len(),
            );
            let mut entry = facts.clone();
            for &x in &spec {
                let name = self.p().symbols[x].name.clone();
                let w = self.whole(x, &facts).expect("checked");
                entry.dev.insert(x);
                self.push(
                    l,
                    false,
                    Dir::Upload,
                    Some(x),
                    w,
                    format!(
                        "the loop at line {line} uses `{name}` on the device and writes only rows of it on the host"
                    ),
                );
            }
            let mut head = entry.clone();
            for &x in &tracked {
                // A pointer the loop assigns may hold another block at the next
                // iteration, unless it belongs to the swapped group moved above.
                if is_pointer(self.p(), x)
                    && scan.host_writes.contains(&Place::Var(x))
                    && !(swap_ok && members.contains(&x) && head.dev_ok(x))
                {
                    head.kill_dev(x);
                    head.kill_host(x);
                }
                if is_pointer(self.p(), x) && scan.host_writes.contains(&Place::Var(x)) {
                    head.sizes.remove(&x);
                }
                if self.overlaps(x, &scan.host_writes) && !assume.contains(&x) {
                    head.kill_dev(x);
                }
                if self.overlaps(x, &scan.kernel_writes) {
                    head.kill_host(x);
                }
            }
            self.scopes.push(None);
            let init_decls = match &self.p().stmts[l] {
                Stmt::For {
                    init: ForInit::Decl(g),
                    ..
                } => g.decls.iter().map(|d| d.sym).collect(),
                _ => Vec::new(),
            };
            self.live.push(Some(init_decls));
            self.loop_stack.push(l);
            let mut end = self.stmt(body, head.clone());
            self.loop_stack.pop();
            if let Some(Some(declared)) = self.live.pop() {
                self.forget(&declared, &mut end);
            }
            self.scopes.pop();
            let failed: Vec<SymbolId> =
                assume.iter().copied().filter(|&x| !end.dev_ok(x)).collect();
            if failed.is_empty() {
                // Rows written late in the body go up before the next iteration.
                let mut xs: Vec<SymbolId> = assume.iter().copied().collect();
                xs.sort_unstable();
                for x in xs {
                    let user = format!("the next iteration of the loop at line {line}");
                    self.flush(x, &mut end, &user);
                }
                break (head, end);
            }
            self.out.truncate(mark.0);
            self.keep.truncate(mark.1);
            self.unsat.truncate(mark.2);
            self.unsat_unless_own.truncate(mark.3);
            self.exits.truncate(mark.4);
            for x in failed {
                assume.remove(&x);
                spec.retain(|&y| y != x);
            }
        };
        let mut after = head.meet(&end);
        for x in scoped_dev {
            after.dev_rows.remove(&x);
        }
        for x in scoped_host {
            after.host_rows.remove(&x);
        }
        after
    }
}

/// What a statement does, for hoisting transfers out of it.
#[derive(Default)]
struct Scan {
    /// What callees' kernels may write that no tracked array stands for
    /// ([`Facts::untracked`]).
    untracked: BTreeSet<Place>,
    host_writes: BTreeSet<Place>,
    kernel_writes: BTreeSet<Place>,
    host_touch: BTreeSet<Place>,
    dev_needs: FxHashSet<SymbolId>,
    declared: FxHashSet<SymbolId>,
    /// Arrays written whole on the device on every path so far (see [`Walk::scan`]).
    made: FxHashSet<SymbolId>,
    /// The loop whose body is scanned.
    loop_stmt: Option<StmtId>,
}

impl Scan {
    /// The host writes `places`: what kernels wrote there is no longer all the device
    /// holds of it.
    fn host_wrote(&mut self, w: &Walk, places: &BTreeSet<Place>) {
        self.host_writes.extend(places.iter().copied());
        self.made.retain(|&x| !w.overlaps(x, places));
    }
}
