//! Sequential promotion (thesis §3.7): host statements between kernels that would force a
//! round trip of their arrays in every iteration of a loop run instead on the device, in a
//! one-thread kernel.
//!
//! A *run* is a sequence of consecutive statements of one statement list, inside a host
//! loop that launches kernels, each of which a kernel's work could hold
//! ([`plan::sequential_scan`]: no I/O, no call without a device version, no address, no
//! jump out of it). A reduction kernel of the run (whose partial values come down to the
//! host) runs sequentially inside it. The run must leave the host nothing to read: every
//! scalar it writes is declared in the run and unused after it, or is a local used only
//! as the index of counted loops (whose headers set it before any read), and so private.
//!
//! Whether a run pays is a static estimate per iteration of the loop around it: the
//! copies it removes (an array it reads that a device statement of the loop writes comes
//! down no more; one it writes that a device statement reads goes up no more; one the
//! host also uses costs a copy the other way), the launches of the reduction kernels it
//! holds and the host work it takes away, against a launch and its work on one device
//! thread (`--no-cost-model`, which is about parallel loops, does not change it). Every
//! run starts promoted; runs that do not pay beside the others go back to the host until
//! the rest all pay.
//!
//! Correctness does not rest on the estimate: the promoted run computes on the device what
//! it computed on the host, and the transfer placement ([`super::comm`]) moves its arrays
//! as for any kernel.

use rustc_hash::{FxHashMap, FxHashSet};

use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;

use super::Placement;
use super::plan::{self, KernelPlan, PlanContext};

/// One device thread's time per operation of the work estimate, in nanoseconds: a GPU
/// thread runs in order at about 1.5 GHz, an arithmetic result takes about 4 cycles and a
/// load that hits the caches 30 to 200; about 8 cycles per operation on average, a guess
/// no GPU here has calibrated (the host's 1 ns per operation is measured, see `cost`).
const DEVICE_THREAD_NS_PER_OP: f64 = 5.0;
/// What launching a one-thread kernel costs, in nanoseconds: it is queued behind the
/// kernels before it and nothing waits for it.
const SEQ_LAUNCH_NS: f64 = 5_000.0;
/// The fixed cost of one copy between host and device, in nanoseconds: the call waits for
/// the kernels queued before it, plus the bus latency.
const COPY_NS: f64 = 10_000.0;

/// A run of statements that runs on the device, in a one-thread kernel.
#[derive(Clone, Debug)]
pub struct Promotion {
    /// The function holding it.
    pub func: FuncId,
    /// The statements, consecutive in one statement list.
    pub run: Vec<StmtId>,
    /// The loop around it whose iterations the estimate counts.
    pub around: StmtId,
    /// Report indices of the reduction kernels it holds.
    pub absorbed: Vec<usize>,
    /// Scalars it writes that are declared outside it and dead after it (loop indices).
    pub privates: Vec<SymbolId>,
    /// Why it was promoted, for the report.
    pub why: String,
}

/// What the report says of a run: promoted, or why not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PromotionNote {
    /// The function.
    pub function: String,
    /// First and last lines of the run.
    pub lines: (u32, u32),
    /// The one-thread kernel it became, when promoted (filled by the outliner).
    pub kernel: Option<String>,
    /// Why it was promoted or left on the host.
    pub why: String,
}

/// One candidate run and what it touches.
struct Candidate {
    func: FuncId,
    run: Vec<StmtId>,
    around: StmtId,
    absorbed: Vec<usize>,
    privates: Vec<SymbolId>,
    /// `(array, read, written)`.
    arrays: Vec<(SymbolId, bool, bool)>,
    /// The same, per statement of the run that is not a kernel it holds.
    host_stmts: Vec<Vec<(SymbolId, bool, bool)>>,
    /// Work on one thread, and the part the host did (not in reduction kernels).
    work: Option<(u64, u64)>,
}

/// Array accesses of the statements of one loop: device statements and host ones.
#[derive(Default)]
struct Uses {
    dev_read: FxHashSet<SymbolId>,
    dev_written: FxHashSet<SymbolId>,
    host_read: FxHashSet<SymbolId>,
    host_written: FxHashSet<SymbolId>,
}

/// The runs to promote and the report's notes. `placements` are the kernel plans of the
/// program.
pub fn plan(
    cx: &PlanContext,
    placements: &[(usize, Placement)],
) -> (Vec<Promotion>, Vec<PromotionNote>) {
    let p = cx.program;
    let kernels: FxHashMap<StmtId, (usize, &KernelPlan)> = placements
        .iter()
        .filter_map(|(k, pl)| match pl {
            Placement::Kernel(plan) => Some((plan.stmt, (*k, plan))),
            _ => None,
        })
        .collect();
    // Functions that launch kernels, directly or through the functions they call: calls
    // of these are device work as kernels are.
    let cg = p4a_analyzer::callgraph::call_graph(p);
    let launching = cg.with_callers(kernels.values().map(|(_, k)| k.func));
    let calls = DeviceCalls {
        cg: &cg,
        launching: &launching,
        kernels: &kernels,
    };
    let mut funcs: Vec<FuncId> = launching.iter().copied().collect();
    funcs.sort_unstable();
    let mut notes = Vec::new();
    let mut candidates = Vec::new();
    for f in funcs {
        let mut walk = Walk {
            p,
            cx,
            kernels: &kernels,
            calls: &calls,
            func: f,
            with_kernels: FxHashSet::default(),
            index_only: index_only(p, f),
            candidates: &mut candidates,
            notes: &mut notes,
        };
        for &s in &p.funcs[f].body.0 {
            walk.mark(s);
        }
        let body = p.funcs[f].body.0.clone();
        walk.list(&body, None);
    }
    // Every run is promoted at first, then those that do not pay with the others on the
    // device go back to the host, until every run left pays (runs that feed each other,
    // like the two halves of a recurrence around a kernel, pay only together).
    // The candidate each statement of a run belongs to.
    let mut runs: FxHashMap<StmtId, usize> = FxHashMap::default();
    for (i, d) in candidates.iter().enumerate() {
        for &s in &d.run {
            runs.insert(s, i);
        }
    }
    let mut on = vec![true; candidates.len()];
    let mut verdicts: Vec<Result<String, String>>;
    loop {
        verdicts = candidates
            .iter()
            .enumerate()
            .map(|(i, c)| {
                if !on[i] {
                    return Err(String::new());
                }
                let uses = loop_uses(p, c, &calls, &candidates, &runs, &on);
                estimate(cx, c, &uses)
            })
            .collect();
        let mut changed = false;
        for (i, v) in verdicts.iter().enumerate() {
            if on[i] && v.is_err() {
                on[i] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut promoted: Vec<Promotion> = Vec::new();
    for (c, v) in candidates.iter().zip(verdicts) {
        match v {
            Ok(why) => promoted.push(Promotion {
                func: c.func,
                run: c.run.clone(),
                around: c.around,
                absorbed: c.absorbed.clone(),
                privates: c.privates.clone(),
                why,
            }),
            Err(_) => {
                // The reason, with the final set of runs on the device.
                let uses = loop_uses(p, c, &calls, &candidates, &runs, &on);
                let why = estimate(cx, c, &uses).err().unwrap_or_else(|| {
                    "stays on the host: it pays only beside runs that do not".to_string()
                });
                notes.push(note(p, c.func, &c.run, why));
            }
        }
    }
    (promoted, notes)
}

/// The calls of functions that launch kernels.
struct DeviceCalls<'b, 'a> {
    cg: &'b p4a_analyzer::callgraph::CallGraph,
    /// Functions that launch kernels, directly or through their callees.
    launching: &'b FxHashSet<FuncId>,
    kernels: &'b FxHashMap<StmtId, (usize, &'a KernelPlan)>,
}

impl DeviceCalls<'_, '_> {
    /// Whether the expressions of statement `s` itself (not of the statements inside it)
    /// call a function that launches kernels.
    fn in_stmt(&self, p: &Program, s: StmtId) -> bool {
        let mut found = false;
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Expr(e) = c {
                found |= self.in_expr(p, e);
            }
        });
        found
    }

    fn in_expr(&self, p: &Program, e: ExprId) -> bool {
        if let Expr::Call(..) = p.exprs[e]
            && let Some(p4a_analyzer::callgraph::Callee::Func(g)) = self.cg.callee_of(e)
            && self.launching.contains(&g)
        {
            return true;
        }
        let mut found = false;
        expr_children(&p.exprs[e], &mut |c| {
            if let Child::Expr(x) = c {
                found = found || self.in_expr(p, x);
            }
        });
        found
    }

    /// The arrays a statement that is a call of a launching function (`f(a + 1, b);`,
    /// `x = f(a);`) may reach on the device: the arrays its arguments point into, and
    /// the global arrays the kernels of the callee and of its callees use. `None` when
    /// `s` is not such a call.
    fn arrays_of_call(&self, p: &Program, s: StmtId) -> Option<Vec<SymbolId>> {
        let Stmt::Expr(e) = p.stmts[s] else {
            return None;
        };
        let call = match &p.exprs[e] {
            Expr::Assign { rhs, .. } => *rhs,
            _ => e,
        };
        let (Expr::Call(_, args), Some(p4a_analyzer::callgraph::Callee::Func(g))) =
            (&p.exprs[call], self.cg.callee_of(call))
        else {
            return None;
        };
        if !self.launching.contains(&g) {
            return None;
        }
        let mut out: Vec<SymbolId> = args
            .iter()
            .filter_map(|&a| super::comm::base_sym(p, a))
            .collect();
        let reached = self.cg.with_callees(g);
        for (_, k) in self.kernels.values() {
            if reached.contains(&k.func) {
                out.extend(
                    k.arrays
                        .iter()
                        .map(|a| a.sym)
                        .filter(|&x| p.symbols[x].file_scope),
                );
            }
        }
        out.sort_unstable();
        out.dedup();
        Some(out)
    }
}

/// The note of run `run` of `f`.
pub fn note(p: &Program, f: FuncId, run: &[StmtId], why: String) -> PromotionNote {
    let first = p.stmts.loc(run[0]).line;
    let last = run
        .iter()
        .map(|&s| last_line(p, s))
        .max()
        .unwrap_or(first)
        .max(first);
    PromotionNote {
        function: p.symbols[p.funcs[f].sym].name.clone(),
        lines: (first, last),
        kernel: None,
        why,
    }
}

/// The last line of statement `s`.
fn last_line(p: &Program, s: StmtId) -> u32 {
    let mut line = p.stmts.loc(s).line;
    let mut stack = vec![Child::Stmt(s)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(x) => {
                line = line.max(p.stmts.loc(x).line);
                stmt_children(&p.stmts[x], &mut |c| stack.push(c));
            }
            Child::Expr(e) => {
                line = line.max(p.exprs.loc(e).line);
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    line
}

/// Whether run `c` pays with the device statements of `uses`: `Ok(why)` (the copies it
/// removes per iteration and the estimate), or why not.
fn estimate(cx: &PlanContext, c: &Candidate, uses: &Uses) -> Result<String, String> {
    let p = cx.program;
    let around = p.stmts.loc(c.around).line;
    // The transfer placement copies around each host statement: down what it reads of
    // an array the device writes, up what it writes of one the device reads.
    let mut copies: i64 = 0;
    for stmt in &c.host_stmts {
        for &(x, r, w) in stmt {
            copies += i64::from(r && uses.dev_written.contains(&x));
            copies += i64::from(w && uses.dev_read.contains(&x));
        }
    }
    // On the device, the run makes new copies for the host's other statements: down
    // before those that read what it writes, up after those that write what it reads,
    // unless the device already wrote (or read) that array in the loop.
    for &(x, r, w) in &c.arrays {
        if w && !uses.dev_written.contains(&x) && uses.host_read.contains(&x) {
            copies -= 1;
        }
        if r && !uses.dev_read.contains(&x) && uses.host_written.contains(&x) {
            copies -= 1;
        }
    }
    // Each reduction kernel's partial values came down.
    let absorbed = c.absorbed.len() as i64;
    copies += absorbed;
    if copies <= 0 {
        return Err(format!(
            "stays on the host: on the device it would remove no copy per iteration of the \
             loop at line {around}"
        ));
    }
    let plural = if copies == 1 { "copy" } else { "copies" };
    let Some((work, host_work)) = c.work else {
        return Err(format!(
            "stays on the host: it would remove {copies} {plural} per iteration of the loop \
             at line {around}, but its work is not bounded at compile time"
        ));
    };
    let saved = copies as f64 * COPY_NS
        + absorbed as f64 * plan::LAUNCH_NS
        + host_work as f64 * plan::HOST_NS_PER_OP;
    let cost = SEQ_LAUNCH_NS + work as f64 * DEVICE_THREAD_NS_PER_OP;
    let us = |ns: f64| (ns / 1000.0).round() as u64;
    if saved <= cost {
        return Err(format!(
            "stays on the host: it would remove {copies} {plural} per iteration of the loop \
             at line {around} (about {} µs), but run about {work} operations on one device \
             thread (about {} µs)",
            us(saved),
            us(cost)
        ));
    }
    Ok(format!(
        "removes {copies} {plural} per iteration of the loop at line {around} (about {} \
         µs) for about {work} operations on one device thread (about {} µs)",
        us(saved),
        us(cost)
    ))
}

/// The array uses of the statements of `c.around` other than `c`: kernels (but those `c`
/// holds) and promoted runs on the device, the rest on the host.
fn loop_uses(
    p: &Program,
    c: &Candidate,
    calls: &DeviceCalls,
    candidates: &[Candidate],
    runs: &FxHashMap<StmtId, usize>,
    promoted: &[bool],
) -> Uses {
    let kernels = calls.kernels;
    let mut uses = Uses::default();
    let mut stack = vec![c.around];
    while let Some(s) = stack.pop() {
        if c.run.contains(&s) {
            continue;
        }
        if let Some(&(_, k)) = kernels.get(&s) {
            for a in &k.arrays {
                if a.read || (a.written && !a.whole) {
                    uses.dev_read.insert(a.sym);
                }
                if a.written {
                    uses.dev_written.insert(a.sym);
                }
            }
            continue;
        }
        if let Some(&i) = runs.get(&s)
            && promoted[i]
        {
            for &(x, r, w) in &candidates[i].arrays {
                if r || w {
                    uses.dev_read.insert(x);
                }
                if w {
                    uses.dev_written.insert(x);
                }
            }
            continue;
        }
        // A call of a function that launches kernels: the arrays it may reach, on the
        // device (an estimate: its host work is not counted).
        if let Some(arrays) = calls.arrays_of_call(p, s) {
            for x in arrays {
                uses.dev_read.insert(x);
                uses.dev_written.insert(x);
            }
            continue;
        }
        // A statement holding device work: its parts; otherwise all of it on the host.
        if contains_any(p, s, &|x| {
            kernels.contains_key(&x) || runs.contains_key(&x) || calls.in_stmt(p, x)
        }) {
            // The statement's own expressions (a loop's header) run on the host.
            stmt_children(&p.stmts[s], &mut |ch| match ch {
                Child::Stmt(x) => stack.push(x),
                Child::Expr(e) => host_arrays(p, e, &mut uses),
                Child::Type(_) => {}
            });
        } else {
            let mut all = vec![Child::Stmt(s)];
            while let Some(ch) = all.pop() {
                match ch {
                    Child::Stmt(x) => stmt_children(&p.stmts[x], &mut |c| all.push(c)),
                    Child::Expr(e) => host_arrays(p, e, &mut uses),
                    Child::Type(_) => {}
                }
            }
        }
    }
    uses
}

/// Whether `s` or a statement inside it satisfies `test`.
fn contains_any(p: &Program, s: StmtId, test: &dyn Fn(StmtId) -> bool) -> bool {
    let mut stack = vec![Child::Stmt(s)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(x) => {
                if test(x) {
                    return true;
                }
                stmt_children(&p.stmts[x], &mut |c| stack.push(c));
            }
            Child::Expr(e) => expr_children(&p.exprs[e], &mut |c| stack.push(c)),
            Child::Type(_) => {}
        }
    }
    false
}

/// The arrays host expression `e` (not its sub-statements) reads and writes, by name: an
/// element assigned is written, one read is read, an array named otherwise (an argument,
/// a pointer copy) both.
fn host_arrays(p: &Program, e: ExprId, uses: &mut Uses) {
    let root = |mut x: ExprId| {
        while let Expr::Index(b, _) = &p.exprs[x] {
            x = *b;
        }
        match p.exprs[x] {
            Expr::Var(s) => Some(s),
            _ => None,
        }
    };
    let array_like = |s: SymbolId| {
        matches!(
            p.resolve(p.symbols[s].ty).0,
            TypeKind::Array { .. } | TypeKind::Pointer(_)
        )
    };
    let mut stack = vec![e];
    while let Some(x) = stack.pop() {
        match &p.exprs[x] {
            Expr::Assign { op, lhs, rhs } => {
                if matches!(p.exprs[*lhs], Expr::Index(..))
                    && let Some(s) = root(*lhs)
                {
                    uses.host_written.insert(s);
                    if op.is_some() {
                        uses.host_read.insert(s);
                    }
                    index_subscripts(p, *lhs, &mut stack);
                } else {
                    stack.push(*lhs);
                }
                stack.push(*rhs);
            }
            Expr::IncDec { arg, .. } if matches!(p.exprs[*arg], Expr::Index(..)) => {
                if let Some(s) = root(*arg) {
                    uses.host_written.insert(s);
                    uses.host_read.insert(s);
                }
                index_subscripts(p, *arg, &mut stack);
            }
            Expr::Index(..) => {
                if let Some(s) = root(x) {
                    uses.host_read.insert(s);
                }
                index_subscripts(p, x, &mut stack);
            }
            Expr::Var(s) if array_like(*s) => {
                uses.host_read.insert(*s);
                uses.host_written.insert(*s);
            }
            other => expr_children(other, &mut |c| {
                if let Child::Expr(c) = c {
                    stack.push(c)
                }
            }),
        }
    }
}

/// Pushes the subscripts of the element access `e`, and its base when it is not a name.
fn index_subscripts(p: &Program, mut e: ExprId, stack: &mut Vec<ExprId>) {
    while let Expr::Index(b, i) = &p.exprs[e] {
        stack.push(*i);
        e = *b;
    }
    if !matches!(p.exprs[e], Expr::Var(_)) {
        stack.push(e);
    }
}

/// The locals of `f` used only as indices of counted loops: every use of one is inside a
/// counted loop over it (its header sets it before any read), so its value between such
/// loops is dead.
fn index_only(p: &Program, f: FuncId) -> FxHashSet<SymbolId> {
    let mut declared = Vec::new();
    let mut bad = FxHashSet::default();
    let mut inside: Vec<SymbolId> = Vec::new();
    fn expr(p: &Program, e: ExprId, inside: &[SymbolId], bad: &mut FxHashSet<SymbolId>) {
        let mut stack = vec![Child::Expr(e)];
        while let Some(c) = stack.pop() {
            match c {
                Child::Expr(x) => {
                    if let Expr::Var(s) = p.exprs[x]
                        && !inside.contains(&s)
                    {
                        bad.insert(s);
                    }
                    expr_children(&p.exprs[x], &mut |c| stack.push(c));
                }
                // Statement expressions: conservatively, every name in them is used.
                Child::Stmt(s) => stmt_children(&p.stmts[s], &mut |c| stack.push(c)),
                Child::Type(_) => {}
            }
        }
    }
    fn stmt(
        p: &Program,
        s: StmtId,
        inside: &mut Vec<SymbolId>,
        bad: &mut FxHashSet<SymbolId>,
        declared: &mut Vec<SymbolId>,
    ) {
        let decls = |g: &DeclGroup, declared: &mut Vec<SymbolId>| {
            if matches!(
                g.specs.storage,
                Storage::None | Storage::Auto | Storage::Register
            ) {
                declared.extend(g.decls.iter().map(|d| d.sym));
            }
        };
        match &p.stmts[s] {
            Stmt::For {
                init,
                cond,
                step,
                body,
                counted: Some(c),
            } => {
                match init {
                    ForInit::Expr(e) => match &p.exprs[*e] {
                        Expr::Assign {
                            op: None, lhs, rhs, ..
                        } if matches!(p.exprs[*lhs], Expr::Var(x) if x == c.index) => {
                            expr(p, *rhs, inside, bad)
                        }
                        _ => expr(p, *e, inside, bad),
                    },
                    ForInit::Decl(g) => {
                        decls(g, declared);
                        for d in &g.decls {
                            if let Some(Init::Expr(e)) = &d.init {
                                expr(p, *e, inside, bad);
                            }
                        }
                    }
                    ForInit::None => {}
                }
                inside.push(c.index);
                for e in cond.iter().chain(step.iter()) {
                    expr(p, *e, inside, bad);
                }
                stmt(p, *body, inside, bad, declared);
                inside.pop();
            }
            other => {
                if let Stmt::Decl(g) = other {
                    decls(g, declared);
                }
                let mut kids = Vec::new();
                stmt_children(other, &mut |c| kids.push(c));
                for c in kids {
                    match c {
                        Child::Stmt(x) => stmt(p, x, inside, bad, declared),
                        Child::Expr(e) => expr(p, e, inside, bad),
                        Child::Type(_) => {}
                    }
                }
            }
        }
    }
    for &s in &p.funcs[f].body.0 {
        stmt(p, s, &mut inside, &mut bad, &mut declared);
    }
    declared
        .into_iter()
        .filter(|s| {
            !bad.contains(s)
                && p.symbols[*s].kind == SymbolKind::Var
                && matches!(p.resolve(p.symbols[*s].ty).0, TypeKind::Int(_))
        })
        .collect()
}

/// Finds the candidate runs of one function.
struct Walk<'a, 'b> {
    p: &'a Program,
    cx: &'a PlanContext<'a>,
    kernels: &'b FxHashMap<StmtId, (usize, &'a KernelPlan)>,
    calls: &'b DeviceCalls<'b, 'a>,
    func: FuncId,
    /// Statements that hold a kernel (or a call of a function that launches kernels).
    with_kernels: FxHashSet<StmtId>,
    index_only: FxHashSet<SymbolId>,
    candidates: &'b mut Vec<Candidate>,
    notes: &'b mut Vec<PromotionNote>,
}

impl Walk<'_, '_> {
    /// Marks the statements that hold kernels; returns whether `s` does.
    fn mark(&mut self, s: StmtId) -> bool {
        let mut any = self.kernels.contains_key(&s) || self.calls.in_stmt(self.p, s);
        let mut kids = Vec::new();
        stmt_children(&self.p.stmts[s], &mut |c| {
            if let Child::Stmt(x) = c {
                kids.push(x)
            }
        });
        for x in kids {
            any |= self.mark(x);
        }
        if any {
            self.with_kernels.insert(s);
        }
        any
    }

    /// The statements of `s` holding kernels, visited for their statement lists;
    /// `around` is the innermost loop holding kernels around them.
    fn stmt(&mut self, s: StmtId, around: Option<StmtId>) {
        if !self.with_kernels.contains(&s) || self.kernels.contains_key(&s) {
            return;
        }
        let p = self.p;
        match &p.stmts[s] {
            Stmt::Block(b) => self.list(&b.0.clone(), around),
            Stmt::For { body, .. } | Stmt::While { body, .. } | Stmt::DoWhile { body, .. } => {
                self.single(*body, Some(s))
            }
            Stmt::If { then, els, .. } => {
                self.single(*then, around);
                if let Some(e) = els {
                    self.single(*e, around);
                }
            }
            _ => {}
        }
    }

    /// A single-statement slot (a loop's body, an `if` branch).
    fn single(&mut self, s: StmtId, around: Option<StmtId>) {
        if matches!(self.p.stmts[s], Stmt::Block(_)) || self.with_kernels.contains(&s) {
            self.stmt(s, around);
        } else if let Some(l) = around {
            self.runs(&[s], l);
        }
    }

    /// A statement list: its runs, when a loop holding kernels is around it, and the
    /// lists inside its statements.
    fn list(&mut self, list: &[StmtId], around: Option<StmtId>) {
        if let Some(l) = around {
            self.runs(list, l);
        }
        for &s in list {
            self.stmt(s, around);
        }
    }

    /// Whether `s` may be part of a run (with the run's declarations so far), and what it
    /// touches; `Err` with the reason it may not, `Ok(None)` when it holds kernels.
    fn member(&self, s: StmtId, declared: &FxHashSet<SymbolId>) -> Result<Option<Member>, String> {
        let p = self.p;
        let absorbed = match self.kernels.get(&s) {
            // A kernel whose results come down: it may run sequentially in the run.
            Some(&(k, plan)) if !plan.reductions.is_empty() || !plan.last_values.is_empty() => {
                Some(k)
            }
            Some(_) => return Ok(None),
            None if self.with_kernels.contains(&s) => return Ok(None),
            None => None,
        };
        let scan = plan::sequential_scan(p, s).map_err(|why| why.render(p))?;
        let mut privates = Vec::new();
        for &x in &scan.scalars_written {
            if scan.declared.contains(&x) || declared.contains(&x) {
                continue;
            }
            if self.index_only.contains(&x) {
                privates.push(x);
                continue;
            }
            return Err(format!(
                "it writes `{}` (line {}), whose value the host keeps",
                p.symbols[x].name,
                p.stmts.loc(s).line
            ));
        }
        let work = {
            let consts = crate::cost::ParamConsts::default();
            let mut cost = crate::cost::Cost {
                program: p,
                consts: &consts,
                pre: self.cx.pre,
                depth: 0,
            };
            cost.stmt(s)
        };
        Ok(Some(Member {
            absorbed,
            privates,
            declared: scan.declared,
            arrays: scan.arrays,
            work,
        }))
    }

    /// The runs of `list`, inside loop `around`.
    fn runs(&mut self, list: &[StmtId], around: StmtId) {
        let p = self.p;
        let mut i = 0;
        while i < list.len() {
            let mut run: Vec<StmtId> = Vec::new();
            let mut declared: FxHashSet<SymbolId> = FxHashSet::default();
            let mut members: Vec<Member> = Vec::new();
            let mut refused = None;
            while i < list.len() {
                match self.member(list[i], &declared) {
                    Ok(Some(m)) => {
                        declared.extend(m.declared.iter().copied());
                        run.push(list[i]);
                        members.push(m);
                        i += 1;
                    }
                    Ok(None) => break,
                    Err(why) => {
                        refused = Some((list[i], why));
                        break;
                    }
                }
            }
            if run.is_empty() {
                if let Some((s, why)) = refused {
                    // A host statement that touches arrays of the loop's kernels: say why
                    // it stays.
                    if self.touches_device_arrays(s, around) {
                        self.notes.push(note(
                            p,
                            self.func,
                            &[s],
                            format!("stays on the host: {why}"),
                        ));
                    }
                }
                i += 1;
                continue;
            }
            let arrays = merge_arrays(&members);
            if arrays.is_empty() {
                continue;
            }
            // The run's names must not be used after it: its block ends their scope.
            if let Some((x, line)) = used_after(p, &declared, &list[i..]) {
                self.notes.push(note(
                    p,
                    self.func,
                    &run,
                    format!(
                        "stays on the host: `{}`, which it declares, is used after it (line \
                         {line})",
                        p.symbols[x].name
                    ),
                ));
                continue;
            }
            let work = members.iter().try_fold((0u64, 0u64), |(w, h), m| {
                let x = m.work?;
                Some((
                    w.saturating_add(x),
                    if m.absorbed.is_some() {
                        h
                    } else {
                        h.saturating_add(x)
                    },
                ))
            });
            let mut privates: Vec<SymbolId> = Vec::new();
            for m in &members {
                for &x in &m.privates {
                    if !privates.contains(&x) {
                        privates.push(x);
                    }
                }
            }
            self.candidates.push(Candidate {
                func: self.func,
                run,
                around,
                absorbed: members.iter().filter_map(|m| m.absorbed).collect(),
                privates,
                arrays,
                host_stmts: members
                    .iter()
                    .filter(|m| m.absorbed.is_none())
                    .map(|m| m.arrays.clone())
                    .collect(),
                work,
            });
        }
    }

    /// Whether host statement `s` names an array a kernel inside `around` uses.
    fn touches_device_arrays(&self, s: StmtId, around: StmtId) -> bool {
        let mut uses = Uses::default();
        let mut all = vec![Child::Stmt(s)];
        while let Some(ch) = all.pop() {
            match ch {
                Child::Stmt(x) => stmt_children(&self.p.stmts[x], &mut |c| all.push(c)),
                Child::Expr(e) => host_arrays(self.p, e, &mut uses),
                Child::Type(_) => {}
            }
        }
        let named: FxHashSet<SymbolId> =
            uses.host_read.union(&uses.host_written).copied().collect();
        self.kernels.values().any(|(_, k)| {
            k.func == self.func
                && crate::distribute::contains(self.p, around, k.stmt)
                && k.arrays.iter().any(|a| named.contains(&a.sym))
        })
    }
}

/// One statement of a run.
struct Member {
    absorbed: Option<usize>,
    privates: Vec<SymbolId>,
    declared: FxHashSet<SymbolId>,
    arrays: Vec<(SymbolId, bool, bool)>,
    work: Option<u64>,
}

/// The arrays of a run's statements, read and written merged.
fn merge_arrays(members: &[Member]) -> Vec<(SymbolId, bool, bool)> {
    let mut out: Vec<(SymbolId, bool, bool)> = Vec::new();
    for m in members {
        for &(x, r, w) in &m.arrays {
            match out.iter_mut().find(|a| a.0 == x) {
                Some(a) => {
                    a.1 |= r;
                    a.2 |= w;
                }
                None => out.push((x, r, w)),
            }
        }
    }
    out
}

/// A name of `declared` used in `rest`, and the line of the use.
fn used_after(
    p: &Program,
    declared: &FxHashSet<SymbolId>,
    rest: &[StmtId],
) -> Option<(SymbolId, u32)> {
    let mut stack: Vec<Child> = rest.iter().map(|&s| Child::Stmt(s)).collect();
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => stmt_children(&p.stmts[s], &mut |c| stack.push(c)),
            Child::Expr(e) => {
                if let Expr::Var(x) = p.exprs[e]
                    && declared.contains(&x)
                {
                    return Some((x, p.exprs.loc(e).line));
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    None
}
