//! OpenMP placement: which loops get `#pragma omp parallel for`, with which clauses, and
//! the report of every loop's decision.
//!
//! Each loop is decided on its own ([`crate::parallel::decide`]). Then, walking each
//! function from the outside in, the first parallel loop of a nest gets the directive
//! unless a static estimate of its work says it is too small to pay for the threads;
//! loops inside it are left alone (no nested parallel regions). When the trip count is
//! known only at run time and the body's work is known, an `if(...)` clause keeps small
//! instances sequential.

use p4a_analyzer::affine::LinExpr;
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;
use p4a_analyzer::linear::AVar;
use p4a_analyzer::preconditions::Preconditions;

use crate::parallel::{Analyses, Clauses, Reason, decide};

/// Work (in rough operations) under which a parallel loop is not worth threads.
pub const MIN_PARALLEL_WORK: u64 = 5_000;

/// The decision on one loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Made parallel: it carries the directive.
    Parallel,
    /// Not proved parallel.
    Sequential,
    /// Proved parallel, inside a loop made parallel.
    Inner,
    /// Proved parallel, but too small.
    Small,
}

impl Decision {
    /// Lower-case name, as in the JSON report.
    pub fn name(self) -> &'static str {
        match self {
            Decision::Parallel => "parallel",
            Decision::Sequential => "sequential",
            Decision::Inner => "inner",
            Decision::Small => "small",
        }
    }
}

/// One loop of the report.
#[derive(Clone, Debug)]
pub struct LoopReport {
    /// The loop.
    pub stmt: StmtId,
    /// Its function.
    pub func: FuncId,
    /// Loops around it in its function.
    pub depth: usize,
    /// `for`, `while` or `do`.
    pub kind: &'static str,
    /// The decision.
    pub decision: Decision,
    /// The clauses (when parallel, inner or small).
    pub clauses: Option<Clauses>,
    /// The run-time guard, when parallel.
    pub if_clause: Option<String>,
    /// Why it is not parallel (or not made parallel).
    pub reasons: Vec<Reason>,
    /// Whether a loop around it was made parallel.
    pub under_parallel: bool,
}

/// Options of the placement.
#[derive(Clone, Copy, Debug, Default)]
pub struct OmpOptions {
    /// Ignore the work estimate: every parallel loop gets the directive.
    pub no_cost_model: bool,
}

/// Inserts the directive of every loop the report makes parallel.
pub fn insert_directives(program: &mut Program, report: &[LoopReport]) {
    for r in report {
        if r.decision != Decision::Parallel {
            continue;
        }
        let text = directive(program, r);
        if r.clauses.as_ref().is_some_and(|c| c.index_live_out)
            && let Stmt::For {
                counted: Some(c), ..
            } = &program.stmts[r.stmt]
        {
            // `i = lo;` first: a lastprivate index is not updated when the loop does not
            // run, while the sequential loop leaves `lo` in it.
            let (index, lower) = (c.index, c.lower);
            let loc = program.stmts.loc(r.stmt);
            let value = crate::copy::copy_expr(program, lower).expect("checked by decide");
            let var = program.exprs.alloc(Expr::Var(index), loc);
            let assign = program.exprs.alloc(
                Expr::Assign {
                    op: None,
                    lhs: var,
                    rhs: value,
                },
                loc,
            );
            insert_before(program, r.func, r.stmt, Stmt::Expr(assign));
        }
        insert_before(program, r.func, r.stmt, Stmt::Pragma(text));
    }
}

/// The directive of a parallel loop (without `#pragma`).
pub fn directive(program: &Program, r: &LoopReport) -> String {
    let clauses = r
        .clauses
        .as_ref()
        .map(|c| c.render(program))
        .unwrap_or_default();
    let mut text = String::from("omp parallel for");
    if !clauses.is_empty() {
        text.push(' ');
        text.push_str(&clauses);
    }
    if let Some(cond) = &r.if_clause {
        text.push_str(&format!(" if({cond})"));
    }
    text
}

/// Decides every loop of `program` (see the module documentation).
pub fn decide_all(an: &Analyses, options: &OmpOptions) -> Vec<LoopReport> {
    let p = an.program;
    let mut out = Vec::new();
    for (fid, func) in p.funcs.iter() {
        let mut w = Walker {
            an,
            options,
            func: fid,
            out: &mut out,
        };
        for &s in &func.body.0 {
            w.stmt(s, 0, None);
        }
    }
    out
}

struct Walker<'a, 'b> {
    an: &'a Analyses<'b>,
    options: &'a OmpOptions,
    func: FuncId,
    out: &'a mut Vec<LoopReport>,
}

impl Walker<'_, '_> {
    fn stmt(&mut self, s: StmtId, depth: usize, outer: Option<u32>) {
        let p = self.an.program;
        let kind = match p.stmts[s] {
            Stmt::For { .. } => Some("for"),
            Stmt::While { .. } => Some("while"),
            Stmt::DoWhile { .. } => Some("do"),
            _ => None,
        };
        let mut inner_outer = outer;
        let mut inner_depth = depth;
        if let Some(kind) = kind {
            let line = p.stmts.loc(s).line;
            let mut entry = LoopReport {
                stmt: s,
                func: self.func,
                depth,
                kind,
                decision: Decision::Sequential,
                clauses: None,
                if_clause: None,
                reasons: Vec::new(),
                under_parallel: outer.is_some(),
            };
            match decide(self.an, self.func, s) {
                Err(reasons) => entry.reasons = reasons,
                Ok(clauses) => {
                    entry.clauses = Some(clauses);
                    if let Some(o) = outer {
                        entry.decision = Decision::Inner;
                        entry.reasons.push(Reason::InsideParallel { outer: o });
                    } else {
                        match self.profit(s) {
                            Profit::Worth(guard) => {
                                entry.decision = Decision::Parallel;
                                entry.if_clause = guard;
                                inner_outer = Some(line);
                            }
                            Profit::TooSmall(work) => {
                                entry.decision = Decision::Small;
                                entry.reasons.push(Reason::TooSmall { work });
                            }
                        }
                    }
                }
            }
            self.out.push(entry);
            inner_depth += 1;
        }
        let mut kids = Vec::new();
        stmt_children(&p.stmts[s], &mut |c| kids.push(c));
        for c in kids {
            match c {
                Child::Stmt(c) => self.stmt(c, inner_depth, inner_outer),
                Child::Expr(e) => self.expr(e, inner_depth, inner_outer),
                Child::Type(_) => {}
            }
        }
    }

    fn expr(&mut self, e: ExprId, depth: usize, outer: Option<u32>) {
        let p = self.an.program;
        let mut kids = Vec::new();
        expr_children(&p.exprs[e], &mut |c| kids.push(c));
        for c in kids {
            match c {
                Child::Stmt(c) => self.stmt(c, depth, outer),
                Child::Expr(c) => self.expr(c, depth, outer),
                Child::Type(_) => {}
            }
        }
    }

    fn profit(&self, l: StmtId) -> Profit {
        if self.options.no_cost_model {
            return Profit::Worth(None);
        }
        let p = self.an.program;
        let Stmt::For {
            body,
            counted: Some(c),
            ..
        } = &p.stmts[l]
        else {
            return Profit::Worth(None);
        };
        let mut cost = Cost {
            program: p,
            pre: self.an.pre,
            depth: 0,
        };
        let body_work = cost.stmt(*body);
        match (trip_count(self.an.pre, *body, c), body_work) {
            (Some(trips), Some(w)) => {
                let total = trips.saturating_mul(w.saturating_add(1));
                if total < MIN_PARALLEL_WORK {
                    Profit::TooSmall(total)
                } else {
                    Profit::Worth(None)
                }
            }
            (None, Some(w)) => {
                // Trips known at run time: guard.
                let per = w.saturating_add(1).max(1);
                let k = MIN_PARALLEL_WORK.div_ceil(per);
                if k <= 2 {
                    return Profit::Worth(None);
                }
                let upper = p4a_analyzer::print::print_expr(p, c.upper);
                let lower = p4a_analyzer::print::print_expr(p, c.lower);
                let span = if c.step > 0 {
                    format!("({upper}) - ({lower})")
                } else {
                    format!("({lower}) - ({upper})")
                };
                let step = c.step.unsigned_abs();
                let guard = if step == 1 {
                    format!("{span} >= {}", k - 1)
                } else {
                    format!("({span}) / {step} >= {}", k - 1)
                };
                Profit::Worth(Some(guard))
            }
            _ => Profit::Worth(None),
        }
    }
}

enum Profit {
    Worth(Option<String>),
    TooSmall(u64),
}

/// The number of iterations of counted loop `c` when its bounds are constants under the
/// body's precondition.
fn trip_count(pre: &Preconditions, body: StmtId, c: &CountedLoop) -> Option<u64> {
    let sys = pre.get(body)?;
    let (lo, hi) = sys.bounds(&LinExpr::var(AVar::Sym(c.index)));
    let (lo, hi) = (lo?, hi?);
    if hi < lo {
        return Some(0);
    }
    let step = i128::from(c.step).unsigned_abs();
    u64::try_from((hi - lo).unsigned_abs() / step + 1).ok()
}

/// A rough static cost: expression nodes, times trip counts; `None` when a loop's trip
/// count is not a constant (then the work is taken to be large).
struct Cost<'a> {
    program: &'a Program,
    pre: &'a Preconditions,
    depth: usize,
}

impl Cost<'_> {
    fn stmt(&mut self, s: StmtId) -> Option<u64> {
        let p = self.program;
        match &p.stmts[s] {
            Stmt::For {
                body,
                counted: Some(c),
                ..
            } => {
                let trips = trip_count(self.pre, *body, c)?;
                let w = self.stmt(*body)?;
                Some(trips.saturating_mul(w.saturating_add(1)))
            }
            Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. } => None,
            Stmt::If { cond, then, els } => {
                let c = self.expr(*cond)?;
                let t = self.stmt(*then)?;
                let e = match els {
                    Some(e) => self.stmt(*e)?,
                    None => 0,
                };
                Some(c + t.max(e))
            }
            other => {
                let mut total: Option<u64> = Some(0);
                let mut kids = Vec::new();
                stmt_children(other, &mut |c| kids.push(c));
                for c in kids {
                    let w = match c {
                        Child::Stmt(c) => self.stmt(c),
                        Child::Expr(e) => self.expr(e),
                        Child::Type(_) => Some(0),
                    };
                    total = match (total, w) {
                        (Some(a), Some(b)) => Some(a.saturating_add(b)),
                        _ => None,
                    };
                }
                total
            }
        }
    }

    fn expr(&mut self, e: ExprId) -> Option<u64> {
        let p = self.program;
        let mut n: u64 = 0;
        let mut stack = vec![e];
        while let Some(x) = stack.pop() {
            match &p.exprs[x] {
                Expr::Var(_) | Expr::IntLit { .. } | Expr::FloatLit(_) | Expr::CharLit(_) => {}
                Expr::Call(callee, _) => {
                    n += 10;
                    if let Expr::Var(f) = p.exprs[*callee]
                        && let Some(def) = p.symbols[f].def
                        && self.depth < 4
                    {
                        self.depth += 1;
                        let mut w = Some(0u64);
                        for &s in &p.funcs[def].body.0.clone() {
                            w = match (w, self.stmt(s)) {
                                (Some(a), Some(b)) => Some(a.saturating_add(b)),
                                _ => None,
                            };
                        }
                        self.depth -= 1;
                        n = n.saturating_add(w?);
                    }
                }
                Expr::StmtExpr(b) => {
                    for &s in &b.0.clone() {
                        n = n.saturating_add(self.stmt(s)?);
                    }
                }
                _ => n += 1,
            }
            expr_children(&p.exprs[x], &mut |c| {
                if let Child::Expr(c) = c {
                    stack.push(c)
                }
            });
        }
        Some(n)
    }
}

/// Inserts `new` just before statement `target` of function `func`, wrapping `target`
/// in a block when its parent is not one.
pub(crate) fn insert_before(program: &mut Program, func: FuncId, target: StmtId, new: Stmt) {
    let loc = program.stmts.loc(target);
    let new = program.stmts.alloc(new, loc);
    insert_id(program, func, target, new, false);
}

/// Inserts `new` just after statement `target` of function `func`.
pub(crate) fn insert_after(program: &mut Program, func: FuncId, target: StmtId, new: Stmt) {
    let loc = program.stmts.loc(target);
    let new = program.stmts.alloc(new, loc);
    insert_id(program, func, target, new, true);
}

/// Places the already allocated statement `new` just after `target`.
pub(crate) fn insert_id_after(program: &mut Program, func: FuncId, target: StmtId, new: StmtId) {
    insert_id(program, func, target, new, true);
}

fn insert_id(program: &mut Program, func: FuncId, target: StmtId, new: StmtId, after: bool) {
    let loc = program.stmts.loc(target);
    // After a label the directive would be what the label marks: wrap instead.
    let after_label = |p: &Program, list: &[StmtId], pos: usize| {
        pos > 0
            && matches!(
                p.stmts[list[pos - 1]],
                Stmt::Case(..) | Stmt::Default | Stmt::Label(_)
            )
    };
    let pair = if after {
        vec![target, new]
    } else {
        vec![new, target]
    };
    let wrap = |program: &mut Program, _new: StmtId| {
        program.stmts.alloc(Stmt::Block(Block(pair.clone())), loc)
    };
    let at = |pos: usize| if after { pos + 1 } else { pos };
    if let Some(pos) = program.funcs[func].body.0.iter().position(|&s| s == target) {
        if after_label(program, &program.funcs[func].body.0, pos) {
            let w = wrap(program, new);
            program.funcs[func].body.0[pos] = w;
        } else {
            program.funcs[func].body.0.insert(at(pos), new);
        }
        return;
    }
    // Find the parent statement (or statement expression).
    let parent = find_parent(program, func, target);
    match parent {
        Some(Parent::Block(b)) => {
            let Stmt::Block(block) = &program.stmts[b] else {
                unreachable!()
            };
            let pos = block.0.iter().position(|&s| s == target).expect("child");
            let labelled = after_label(program, &block.0, pos);
            let item = if labelled { wrap(program, new) } else { new };
            if let Stmt::Block(block) = &mut program.stmts[b] {
                if labelled {
                    block.0[pos] = item;
                } else {
                    block.0.insert(at(pos), item);
                }
            }
        }
        Some(Parent::StmtExpr(e)) => {
            let Expr::StmtExpr(block) = &program.exprs[e] else {
                unreachable!()
            };
            let pos = block.0.iter().position(|&s| s == target).expect("child");
            let labelled = after_label(program, &block.0, pos);
            let item = if labelled { wrap(program, new) } else { new };
            if let Expr::StmtExpr(block) = &mut program.exprs[e] {
                if labelled {
                    block.0[pos] = item;
                } else {
                    block.0.insert(at(pos), item);
                }
            }
        }
        Some(Parent::Other(ps)) => {
            let wrapper = wrap(program, new);
            replace_child(&mut program.stmts[ps], target, wrapper);
        }
        None => panic!("loop {target} has no parent in its function"),
    }
}

enum Parent {
    Block(StmtId),
    StmtExpr(ExprId),
    Other(StmtId),
}

fn find_parent(p: &Program, func: FuncId, target: StmtId) -> Option<Parent> {
    let mut stack: Vec<Child> = p.funcs[func]
        .body
        .0
        .iter()
        .map(|&s| Child::Stmt(s))
        .collect();
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                let mut found = false;
                stmt_children(&p.stmts[s], &mut |c| {
                    if matches!(c, Child::Stmt(x) if x == target) {
                        found = true;
                    }
                    stack.push(c);
                });
                if found {
                    return Some(if matches!(p.stmts[s], Stmt::Block(_)) {
                        Parent::Block(s)
                    } else {
                        Parent::Other(s)
                    });
                }
            }
            Child::Expr(e) => {
                if let Expr::StmtExpr(b) = &p.exprs[e]
                    && b.0.contains(&target)
                {
                    return Some(Parent::StmtExpr(e));
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    None
}

fn replace_child(s: &mut Stmt, old: StmtId, new: StmtId) {
    let fix = |x: &mut StmtId| {
        if *x == old {
            *x = new;
        }
    };
    match s {
        Stmt::If { then, els, .. } => {
            fix(then);
            if let Some(e) = els {
                fix(e);
            }
        }
        Stmt::While { body, .. }
        | Stmt::DoWhile { body, .. }
        | Stmt::For { body, .. }
        | Stmt::Switch { body, .. } => fix(body),
        _ => {}
    }
}
