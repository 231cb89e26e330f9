//! Loop fusion (thesis §4.6): consecutive parallel loop nests of one statement list that
//! share data become one nest, so that a producer's values are consumed in the same
//! iteration (and a temporary between them can become a scalar, [`crate::scalarize`]),
//! with one parallel region or kernel instead of several.
//!
//! Candidates are perfect nests of loops proved parallel (parallel, inner or too small)
//! with the same depth, unit or equal constant steps, bounds that do not depend on the
//! nest's own indices, and equal trip counts level by level (`0..n-1` fuses with `1..n`
//! after normalisation: the second nest's index becomes the first's plus a constant).
//! Statements between the two nests move above the first when they are independent of
//! it (declarations of the next temporary, for instance).
//!
//! Every body must run to its end: one that may leave its iteration early (`continue`,
//! a `break` or `return` out of it) or be entered by a jump (a label) is not fused, since
//! the code appended after it would be skipped, or run where it did not.
//!
//! Legality keeps every nest parallel, so it holds for every target: no array element
//! may be touched by the first body at one iteration and by the second at another, one
//! of them writing it (an emptiness test on the convex regions of the two bodies, with
//! the iterations mapped onto the fused index and made different level by level); and a
//! scalar written by one nest and used by the other must be private to both. Then every
//! conflict between the bodies is inside one iteration, where the first body still runs
//! first, and no fused loop carries a dependence.
//!
//! The heuristic is the thesis's: def-use pairs first (a nest reading what an earlier one
//! wrote), then read-read pairs (nests reading the same array); nests with nothing in
//! common are not fused (fewer launches alone do not pay for the lost locality of
//! independent work).

use rustc_hash::{FxHashMap, FxHashSet};

use p4a_analyzer::affine::{Constraint, LinExpr, System};
use p4a_analyzer::effects::Place;
use p4a_analyzer::ir::edit;
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;
use p4a_analyzer::linear::{AVar, affine};
use p4a_analyzer::regions::{Action, Entity};

use crate::decision::{Decision, LoopReport};
use crate::parallel::{Analyses, Clauses};

/// What the report says of a pair of nests considered for fusion.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FusionNote {
    /// The function.
    pub function: String,
    /// Lines of the first and the second nest.
    pub lines: (u32, u32),
    /// Fused or not.
    pub fused: bool,
    /// Why (the data they share, or what prevents it).
    pub why: String,
}

/// One nest to fuse into a head nest.
#[derive(Clone, Debug)]
pub struct Member {
    /// Its loops, outermost first.
    loops: Vec<StmtId>,
    /// Per level, the constant to add to the head's index to get this nest's.
    offsets: Vec<i128>,
}

/// The fusions of one statement list: each head nest and the nests fused into it, in
/// order, and the statements that move above the head.
#[derive(Clone, Debug)]
pub struct Group {
    func: FuncId,
    head: Vec<StmtId>,
    members: Vec<Member>,
    moved: Vec<StmtId>,
}

/// A perfect nest of parallel loops, as the planner sees it.
struct Nest {
    loops: Vec<StmtId>,
    indices: Vec<SymbolId>,
    lowers: Vec<LinExpr<AVar>>,
    uppers: Vec<LinExpr<AVar>>,
    steps: Vec<i64>,
    /// The body of the innermost loop.
    body: StmtId,
    /// Scalars it writes (indices included) and scalars it names, declared outside it.
    written: FxHashSet<SymbolId>,
    named: FxHashSet<SymbolId>,
    /// Names it declares anywhere inside.
    declared_names: FxHashSet<String>,
    /// Pointers it assigns.
    assigns_pointer: bool,
    clauses: Clauses,
    /// Per level, whether the index is used after the loop.
    live_out: Vec<bool>,
    /// Arrays read and written (by base symbol).
    reads: FxHashSet<SymbolId>,
    writes: FxHashSet<SymbolId>,
}

/// Plans the fusions of every statement list of the program.
///
/// `excluded` holds pairs (head nest, nest) fused in an earlier round whose fused loop
/// turned out not parallel (the caller undid that round): they are not tried again.
pub fn plan(
    an: &Analyses,
    report: &[LoopReport],
    excluded: &FxHashSet<(StmtId, StmtId)>,
) -> (Vec<Group>, Vec<FusionNote>) {
    let p = an.program;
    let by_stmt: FxHashMap<StmtId, &LoopReport> = report.iter().map(|r| (r.stmt, r)).collect();
    let mut groups = Vec::new();
    let mut notes = Vec::new();
    for f in p.func_ids() {
        for list in edit::statement_lists(p, f) {
            plan_list(an, &by_stmt, f, &list, excluded, &mut groups, &mut notes);
        }
    }
    (groups, notes)
}

impl Group {
    /// The outermost loop of the head nest: the fused loop.
    pub fn head(&self) -> StmtId {
        self.head[0]
    }

    /// The outermost loops of the nests fused into the head.
    pub fn members(&self) -> Vec<StmtId> {
        self.members.iter().map(|m| m.loops[0]).collect()
    }
}

fn plan_list(
    an: &Analyses,
    by_stmt: &FxHashMap<StmtId, &LoopReport>,
    f: FuncId,
    list: &[StmtId],
    excluded: &FxHashSet<(StmtId, StmtId)>,
    groups: &mut Vec<Group>,
    notes: &mut Vec<FusionNote>,
) {
    let p = an.program;
    let nests: Vec<Option<Nest>> = list.iter().map(|&s| nest(an, by_stmt, s)).collect();
    if nests.iter().filter(|n| n.is_some()).count() < 2 {
        return;
    }
    let mut consumed = vec![false; list.len()];
    let mut tried: FxHashSet<(usize, usize)> = FxHashSet::default();
    for h in 0..list.len() {
        let Some(head) = &nests[h] else { continue };
        if consumed[h] {
            continue;
        }
        let mut comps: Vec<(usize, Vec<i128>)> = vec![(h, vec![0; head.loops.len()])];
        let mut moved: Vec<usize> = Vec::new();
        loop {
            // Candidates after the head: def-use first, then read-read, nearest first.
            let mut cands: Vec<(u8, usize, String)> = Vec::new();
            for c in h + 1..list.len() {
                let Some(n) = &nests[c] else { continue };
                if consumed[c] || moved.contains(&c) {
                    continue;
                }
                let flow: Vec<SymbolId> = comps
                    .iter()
                    .flat_map(|(k, _)| nests[*k].as_ref().expect("a nest").writes.iter())
                    .filter(|x| n.reads.contains(x))
                    .copied()
                    .collect();
                let shared: Vec<SymbolId> = comps
                    .iter()
                    .flat_map(|(k, _)| nests[*k].as_ref().expect("a nest").reads.iter())
                    .filter(|x| n.reads.contains(x))
                    .copied()
                    .collect();
                let name = |xs: &[SymbolId]| {
                    let mut v: Vec<String> = xs
                        .iter()
                        .map(|&x| format!("`{}`", p.symbols[x].name))
                        .collect();
                    v.sort();
                    v.dedup();
                    v.join(", ")
                };
                if !flow.is_empty() {
                    cands.push((
                        0,
                        c,
                        format!("the second reads {} the first writes", name(&flow)),
                    ));
                } else if !shared.is_empty() {
                    cands.push((1, c, format!("both read {}", name(&shared))));
                }
            }
            cands.sort_by_key(|x| (x.0, x.1));
            let mut fused = false;
            for (_, c, why) in cands {
                if !tried.insert((h, c)) || excluded.contains(&(list[h], list[c])) {
                    continue;
                }
                let between: Vec<usize> = (h + 1..c)
                    .filter(|&k| !consumed[k] && !moved.contains(&k))
                    .collect();
                let lines = (p.stmts.loc(list[h]).line, p.stmts.loc(list[c]).line);
                let function = p.symbols[p.funcs[f].sym].name.clone();
                match try_fuse(an, f, &nests, &comps, c, &between, list) {
                    Ok(offsets) => {
                        notes.push(FusionNote {
                            function,
                            lines,
                            fused: true,
                            why,
                        });
                        comps.push((c, offsets));
                        consumed[c] = true;
                        moved.extend(between);
                        fused = true;
                        break;
                    }
                    Err(no) => notes.push(FusionNote {
                        function,
                        lines,
                        fused: false,
                        why: format!("{why}, but {no}"),
                    }),
                }
            }
            if !fused {
                break;
            }
        }
        if comps.len() > 1 {
            consumed[h] = true;
            moved.sort_unstable();
            for &k in &moved {
                consumed[k] = true;
            }
            groups.push(Group {
                func: f,
                head: head.loops.clone(),
                members: comps[1..]
                    .iter()
                    .map(|(k, off)| Member {
                        loops: nests[*k].as_ref().expect("a nest").loops.clone(),
                        offsets: off.clone(),
                    })
                    .collect(),
                moved: moved.iter().map(|&k| list[k]).collect(),
            });
        }
    }
}

/// The perfect nest of proved-parallel counted loops at `s`, if it is one.
fn nest(an: &Analyses, by_stmt: &FxHashMap<StmtId, &LoopReport>, s: StmtId) -> Option<Nest> {
    let p = an.program;
    let proved = |l: StmtId| {
        by_stmt.get(&l).filter(|r| {
            matches!(
                r.decision,
                Decision::Parallel | Decision::Inner | Decision::Small
            ) && r.clauses.is_some()
                && r.guard.is_none()
        })
    };
    let first = proved(s)?;
    let mut loops = Vec::new();
    let mut cur = s;
    let body = loop {
        let Stmt::For {
            body,
            counted: Some(_),
            ..
        } = &p.stmts[cur]
        else {
            return None;
        };
        loops.push(cur);
        // The next level: the body is one proved-parallel loop.
        let next = match &p.stmts[*body] {
            Stmt::Block(b) if b.0.len() == 1 => b.0[0],
            Stmt::For { .. } => *body,
            _ => break *body,
        };
        if matches!(
            p.stmts[next],
            Stmt::For {
                counted: Some(_),
                ..
            }
        ) && proved(next).is_some()
        {
            cur = next;
        } else {
            break *body;
        }
    };
    let mut indices = Vec::new();
    let mut lowers = Vec::new();
    let mut uppers = Vec::new();
    let mut steps = Vec::new();
    let mut live_out = Vec::new();
    for &l in &loops {
        let Stmt::For {
            counted: Some(c), ..
        } = &p.stmts[l]
        else {
            unreachable!("checked")
        };
        indices.push(c.index);
        lowers.push(affine(p, c.lower)?);
        uppers.push(affine(p, c.upper)?);
        steps.push(c.step);
        live_out.push(
            by_stmt
                .get(&l)
                .and_then(|r| r.clauses.as_ref())
                .is_some_and(|c| c.index_live_out),
        );
    }
    // Rectangular: no bound names an index of the nest.
    if lowers.iter().chain(&uppers).any(|e| {
        e.vars()
            .any(|v| matches!(v, AVar::Sym(x) if indices.contains(&x)))
    }) {
        return None;
    }
    let mut n = Nest {
        loops,
        indices,
        lowers,
        uppers,
        steps,
        body,
        written: FxHashSet::default(),
        named: FxHashSet::default(),
        declared_names: FxHashSet::default(),
        assigns_pointer: false,
        clauses: first.clauses.clone().expect("proved parallel"),
        live_out,
        reads: FxHashSet::default(),
        writes: FxHashSet::default(),
    };
    scan_nest(p, s, &mut n);
    for r in an.regions.rw(s) {
        if let Entity::Array(b) = r.entity {
            match r.action {
                Action::Read => n.reads.insert(b.sym()),
                Action::Write => n.writes.insert(b.sym()),
            };
        }
    }
    Some(n)
}

/// The scalars a nest writes and names, its declarations, its pointer assignments.
fn scan_nest(p: &Program, s: StmtId, n: &mut Nest) {
    let mut declared: FxHashSet<SymbolId> = FxHashSet::default();
    let mut stack = vec![Child::Stmt(s)];
    let scalar = |x: SymbolId| {
        matches!(p.symbols[x].kind, SymbolKind::Var | SymbolKind::Param)
            && !matches!(
                p.resolve(p.symbols[x].ty).0,
                TypeKind::Array { .. } | TypeKind::Pointer(_)
            )
    };
    let pointer = |x: SymbolId| matches!(p.resolve(p.symbols[x].ty).0, TypeKind::Pointer(_));
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(x) => {
                let groups: Vec<&DeclGroup> = match &p.stmts[x] {
                    Stmt::Decl(g)
                    | Stmt::For {
                        init: ForInit::Decl(g),
                        ..
                    } => vec![g],
                    _ => Vec::new(),
                };
                for g in groups {
                    for d in &g.decls {
                        declared.insert(d.sym);
                        // Names declared in the body (the headers' go away).
                        if !n.indices.contains(&d.sym) {
                            n.declared_names.insert(p.symbols[d.sym].name.clone());
                        }
                    }
                }
                stmt_children(&p.stmts[x], &mut |c| stack.push(c));
            }
            Child::Expr(e) => {
                let target = match &p.exprs[e] {
                    Expr::Assign { lhs, .. } => Some(*lhs),
                    Expr::IncDec { arg, .. } => Some(*arg),
                    _ => None,
                };
                if let Some(t) = target
                    && let Expr::Var(x) = p.exprs[t]
                {
                    if scalar(x) {
                        n.written.insert(x);
                    } else if pointer(x) {
                        n.assigns_pointer = true;
                    }
                }
                if let Expr::Var(x) = p.exprs[e]
                    && scalar(x)
                {
                    n.named.insert(x);
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    for x in n.indices.clone() {
        n.written.insert(x);
    }
    n.written
        .retain(|x| !declared.contains(x) || n.indices.contains(x));
    n.named
        .retain(|x| !declared.contains(x) || n.indices.contains(x));
}

/// Whether nest `c` can fuse into the group `comps` (nests and their offsets), with the
/// statements `between` moved above the head: the offsets of `c`, or why not.
fn try_fuse(
    an: &Analyses,
    f: FuncId,
    nests: &[Option<Nest>],
    comps: &[(usize, Vec<i128>)],
    c: usize,
    between: &[usize],
    list: &[StmtId],
) -> Result<Vec<i128>, String> {
    let p = an.program;
    let head = nests[comps[0].0].as_ref().expect("a nest");
    let n = nests[c].as_ref().expect("a nest");
    let k = head.loops.len();
    if n.loops.len() != k {
        return Err(format!(
            "their perfect parallel nests have different depths ({k} and {})",
            n.loops.len()
        ));
    }
    // Each body must run to its end in every iteration: a `continue` in the first would
    // skip the second once appended to it, and a jump out of or into either one would
    // no longer run (or skip) the other's iterations as before.
    for x in comps.iter().map(|(x, _)| *x).chain([c]) {
        let m = nests[x].as_ref().expect("a nest");
        if let Some(j) = query::jump_across(p, m.body) {
            return Err(format!(
                "the body of the loop at line {} may end early or be jumped into (line {})",
                p.stmts.loc(m.loops[0]).line,
                p.stmts.loc(j).line
            ));
        }
    }
    if n.assigns_pointer
        || comps
            .iter()
            .any(|(x, _)| nests[*x].as_ref().expect("a nest").assigns_pointer)
    {
        return Err("a nest assigns a pointer".into());
    }
    // Equal trip counts level by level, and the constant offset of the indices.
    let mut offsets = Vec::new();
    for d in 0..k {
        if n.steps[d] != head.steps[d] {
            return Err(format!(
                "their loops at depth {} have different steps",
                d + 1
            ));
        }
        let span = |lo: &LinExpr<AVar>, hi: &LinExpr<AVar>| hi.checked_sub(lo);
        let same = match (
            span(&head.lowers[d], &head.uppers[d]),
            span(&n.lowers[d], &n.uppers[d]),
        ) {
            (Some(a), Some(b)) => a.checked_sub(&b).is_some_and(|x| x.is_zero()),
            _ => false,
        };
        if !same {
            return Err(format!(
                "their loops at depth {} may run different numbers of iterations",
                d + 1
            ));
        }
        let off = n.lowers[d]
            .checked_sub(&head.lowers[d])
            .filter(LinExpr::is_constant)
            .map(|x| x.constant_term())
            .ok_or_else(|| format!("their loops at depth {} start at unrelated values", d + 1))?;
        offsets.push(off);
        // The second index takes the first's value plus the offset: it must not be used
        // after its loop, and no name inside may hide the first index.
        if n.indices[d] != head.indices[d] {
            if n.live_out[d] {
                return Err(format!(
                    "`{}` is used after its loop",
                    p.symbols[n.indices[d]].name
                ));
            }
            let hname = &p.symbols[head.indices[d]].name;
            if n.declared_names.contains(hname) {
                return Err(format!("the second nest declares a `{hname}` of its own"));
            }
        } else if off != 0 && n.live_out[d] {
            return Err(format!(
                "`{}` is used after the loops, which leave it different values",
                p.symbols[n.indices[d]].name
            ));
        }
    }
    // The second nest's bounds must see what they saw: nothing in the group writes them.
    let bound_vars: FxHashSet<SymbolId> = n
        .lowers
        .iter()
        .chain(&n.uppers)
        .flat_map(|e| e.vars().collect::<Vec<_>>())
        .filter_map(|v| match v {
            AVar::Sym(x) => Some(x),
            _ => None,
        })
        .collect();
    for (x, _) in comps {
        let m = nests[*x].as_ref().expect("a nest");
        if let Some(v) = m.written.iter().find(|v| bound_vars.contains(v)) {
            return Err(format!(
                "the first writes `{}`, a bound of the second",
                p.symbols[*v].name
            ));
        }
    }
    // Statements in between move above the head: they must be independent of the group,
    // and the head must not follow a label (what moves would go under it).
    let head_at = comps[0].0;
    if !between.is_empty() && head_at > 0 && matches!(p.stmts[list[head_at - 1]], Stmt::Label(_)) {
        return Err("the first loop follows a label".into());
    }
    for &b in between {
        let s = list[b];
        if query::contains_jump(p, s) {
            return Err(format!("line {} jumps", p.stmts.loc(s).line));
        }
        for (x, _) in comps {
            let m = nests[*x].as_ref().expect("a nest");
            if depends(an, f, s, m.loops[0]) {
                return Err(format!(
                    "line {}, between them, depends on the loop at line {}",
                    p.stmts.loc(s).line,
                    p.stmts.loc(m.loops[0]).line
                ));
            }
        }
    }
    // Scalars one nest writes and the other names: private to both.
    for (x, _) in comps {
        let m = nests[*x].as_ref().expect("a nest");
        let shared: Vec<SymbolId> = m
            .written
            .intersection(&n.named)
            .chain(n.written.intersection(&m.named))
            .copied()
            .collect();
        for v in shared {
            if let Some(d) = m.indices.iter().position(|&i| i == v)
                && n.indices.get(d) == Some(&v)
                && head.indices[d] == v
            {
                continue;
            }
            let private = |c: &Clauses| {
                c.private.contains(&v)
                    && !c.lastprivate.contains(&v)
                    && !c.firstprivate.contains(&v)
            };
            if !(private(&m.clauses) && private(&n.clauses)) {
                return Err(format!(
                    "`{}` is written by one and used by the other",
                    p.symbols[v].name
                ));
            }
        }
    }
    // Arrays: no element touched by both at different iterations, one of them writing.
    for (x, off) in comps {
        let m = nests[*x].as_ref().expect("a nest");
        conflicts(an, f, head, m, off, n, &offsets)?;
    }
    Ok(offsets)
}

/// Whether statements `a` and `b` of `f` may conflict (one writes what the other touches).
fn depends(an: &Analyses, f: FuncId, a: StmtId, b: StmtId) -> bool {
    let p = an.program;
    let (x, y) = (&an.effects[a], &an.effects[b]);
    let overlap = |s: &std::collections::BTreeSet<Place>, t: &std::collections::BTreeSet<Place>| {
        s.iter().any(|&u| {
            t.iter()
                .any(|&v| u == Place::Any || v == Place::Any || an.effects.may_overlap(p, f, u, v))
        })
    };
    overlap(&x.writes, &y.reads) || overlap(&x.writes, &y.writes) || overlap(&x.reads, &y.writes)
}

/// The conflict test between component `m` of the group (offsets `moff` from the head)
/// and nest `n` (offsets `noff`): `Err` naming the array when an element may be touched
/// by both at different iterations, one of them writing.
fn conflicts(
    an: &Analyses,
    f: FuncId,
    head: &Nest,
    m: &Nest,
    moff: &[i128],
    n: &Nest,
    noff: &[i128],
) -> Result<(), String> {
    let p = an.program;
    let k = head.loops.len();
    let mut tmp = 0u32;
    let written: FxHashSet<SymbolId> = m.written.union(&n.written).copied().collect();
    // A region of `nest` over the head's indices (primed for the second nest); other
    // variables either nest writes become unknowns.
    let mut map =
        |sys: &System<AVar>, nest: &Nest, off: &[i128], primed: bool| -> Option<System<AVar>> {
            let mut subst: Vec<(AVar, LinExpr<AVar>)> = Vec::new();
            let renamed = sys.rename(|v| match v {
                AVar::Sym(x) if nest.indices.contains(&x) => {
                    let d = nest.indices.iter().position(|&i| i == x).expect("an index");
                    tmp += 1;
                    let t = AVar::Tmp(1_000_000 + tmp);
                    let h = head.indices[d];
                    let base = if primed { AVar::Prime(h) } else { AVar::Sym(h) };
                    subst.push((
                        t,
                        LinExpr::var(base)
                            .checked_add_constant(off[d])
                            .expect("small"),
                    ));
                    t
                }
                AVar::Sym(x) if written.contains(&x) => {
                    tmp += 1;
                    AVar::Tmp(1_000_000 + tmp)
                }
                other => other,
            })?;
            let mut out = renamed;
            for (t, e) in subst {
                out = out.substitute(t, &e)?;
            }
            Some(out)
        };
    let mut bounds: System<AVar> = System::universe();
    for d in 0..k {
        let h = head.indices[d];
        for v in [AVar::Sym(h), AVar::Prime(h)] {
            let x = LinExpr::var(v);
            let (lo, hi) = if head.steps[d] > 0 {
                (&head.lowers[d], &head.uppers[d])
            } else {
                (&head.uppers[d], &head.lowers[d])
            };
            for c in [Constraint::greater_eq(&x, lo), Constraint::less_eq(&x, hi)] {
                bounds.add(c.ok_or("the bounds overflow")?);
            }
        }
    }
    for r1 in an.regions.rw(m.body) {
        for r2 in an.regions.rw(n.body) {
            if r1.action == Action::Read && r2.action == Action::Read {
                continue;
            }
            let (Entity::Array(b1), Entity::Array(b2)) = (r1.entity, r2.entity) else {
                continue;
            };
            let name = &p.symbols[b1.sym()].name;
            if b1 != b2 {
                if an.alias.may_alias(f, b1, b2) {
                    return Err(format!(
                        "`{name}` and `{}` may be the same memory",
                        p.symbols[b2.sym()].name
                    ));
                }
                continue;
            }
            if r1.dims != r2.dims {
                return Err(format!("`{name}` is accessed with different shapes"));
            }
            let (Some(s1), Some(s2)) = (
                map(&r1.system, m, moff, false),
                map(&r2.system, n, noff, true),
            ) else {
                return Err(format!("the regions of `{name}` cannot be compared"));
            };
            let both = s1.intersect(&s2).intersect(&bounds);
            for d in 0..k {
                let h = head.indices[d];
                let (x, y) = (LinExpr::var(AVar::Sym(h)), LinExpr::var(AVar::Prime(h)));
                let before = y
                    .checked_add_constant(-1)
                    .and_then(|y1| Constraint::less_eq(&x, &y1));
                let after = x
                    .checked_add_constant(-1)
                    .and_then(|x1| Constraint::less_eq(&y, &x1));
                for c in [before, after] {
                    let c = c.ok_or("the bounds overflow")?;
                    if !both.clone().with(c).is_empty() {
                        let (w1, w2) = (r1.action == Action::Write, r2.action == Action::Write);
                        let what = match (w1, w2) {
                            (true, true) => "written by both",
                            (true, false) => "written by the first and read by the second",
                            _ => "read by the first and written by the second",
                        };
                        return Err(format!(
                            "an element of `{name}` is {what} at different iterations"
                        ));
                    }
                }
            }
        }
    }
    Ok(())
}

/// Applies the fusions; returns how many nests were fused away.
pub fn apply_all(p: &mut Program, groups: &[Group]) -> usize {
    let mut fused = 0;
    for g in groups {
        // Statements in between go above the head, in their order.
        for &s in &g.moved {
            if edit::remove_stmt(p, g.func, s) {
                edit::insert_before(p, g.func, g.head[0], &[s]);
            }
        }
        let inner_head = *g.head.last().expect("a loop");
        for m in &g.members {
            let inner = *m.loops.last().expect("a loop");
            let Stmt::For { body: mbody, .. } = p.stmts[inner] else {
                unreachable!("a loop")
            };
            // The member's indices become the head's plus the offsets.
            let head_indices: Vec<SymbolId> = g.head.iter().map(|&l| index_of(p, l)).collect();
            let member_indices: Vec<SymbolId> = m.loops.iter().map(|&l| index_of(p, l)).collect();
            let mut subst: FxHashMap<SymbolId, (SymbolId, i128)> = FxHashMap::default();
            for d in 0..member_indices.len() {
                if member_indices[d] != head_indices[d] || m.offsets[d] != 0 {
                    subst.insert(member_indices[d], (head_indices[d], m.offsets[d]));
                }
            }
            substitute_indices(p, mbody, &subst);
            // The head's innermost body becomes `{ head body; member body }`.
            let Stmt::For { body: hbody, .. } = p.stmts[inner_head] else {
                unreachable!("a loop")
            };
            let loc = p.stmts.loc(hbody);
            let mut parts = Vec::new();
            for b in [hbody, mbody] {
                match &p.stmts[b] {
                    Stmt::Block(list) if !declares(p, &list.0) => parts.extend(list.0.clone()),
                    _ => parts.push(b),
                }
            }
            let block = p.stmts.alloc(Stmt::Block(Block(parts)), loc);
            if let Stmt::For { body, .. } = &mut p.stmts[inner_head] {
                *body = block;
            }
            edit::remove_stmt(p, g.func, m.loops[0]);
            fused += 1;
        }
    }
    fused
}

/// The index of counted loop `l`.
fn index_of(p: &Program, l: StmtId) -> SymbolId {
    match &p.stmts[l] {
        Stmt::For {
            counted: Some(c), ..
        } => c.index,
        _ => unreachable!("a counted loop"),
    }
}

/// Whether a statement of `list` declares a name (the list keeps its own block).
fn declares(p: &Program, list: &[StmtId]) -> bool {
    list.iter()
        .any(|&s| matches!(p.stmts[s], Stmt::Decl(_) | Stmt::StaticAssert(_)))
}

/// Replaces each index `x` of `subst` in `s` by `(y + offset)`.
fn substitute_indices(p: &mut Program, s: StmtId, subst: &FxHashMap<SymbolId, (SymbolId, i128)>) {
    if subst.is_empty() {
        return;
    }
    let mut exprs = Vec::new();
    let mut stack = vec![Child::Stmt(s)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(x) => stmt_children(&p.stmts[x], &mut |c| stack.push(c)),
            Child::Expr(e) => {
                exprs.push(e);
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    // `x` becomes `y + off`, and `x - c` (a 1-based subscript) becomes `y + (off - c)`.
    let mut shifted: FxHashMap<ExprId, (SymbolId, i128)> = FxHashMap::default();
    for &e in &exprs {
        if let Expr::Var(x) = p.exprs[e]
            && let Some(&(y, off)) = subst.get(&x)
        {
            p.exprs[e] = shift(p, y, off, p.exprs.loc(e));
            shifted.insert(e, (y, off));
        }
    }
    for &e in &exprs {
        if let Expr::Binary(op @ (BinOp::Add | BinOp::Sub), l, r) = p.exprs[e]
            && let Some(&(y, off)) = shifted.get(&l)
            && let Expr::IntLit { value: Some(c), .. } = p.exprs[r]
            && let Ok(c) = i128::try_from(c)
        {
            let total = if op == BinOp::Add { off + c } else { off - c };
            p.exprs[e] = shift(p, y, total, p.exprs.loc(e));
        }
    }
}

/// `y + off` (or `y - |off|`, or `y`).
fn shift(p: &mut Program, y: SymbolId, off: i128, loc: Loc) -> Expr {
    if off == 0 {
        return Expr::Var(y);
    }
    let v = p.exprs.alloc(Expr::Var(y), loc);
    let (op, k) = if off > 0 {
        (BinOp::Add, off)
    } else {
        (BinOp::Sub, -off)
    };
    let lit = p.exprs.alloc(
        Expr::IntLit {
            value: u128::try_from(k).ok(),
            text: k.to_string(),
        },
        loc,
    );
    Expr::Binary(op, v, lit)
}
