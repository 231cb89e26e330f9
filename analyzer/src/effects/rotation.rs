//! Local pointers rotated through blocks of their own: `tmp = prev; prev = cur; cur =
//! next; next = tmp;` at the end of a time step, over blocks each pointer got from its
//! own `malloc`.
//!
//! The points-to of the effects walk is flow-insensitive: once `prev = cur` appears,
//! `prev` and `cur` may point to the same block, so a loop reading `cur[i]` and `prev[i]`
//! and writing `next[i]` is not proved free of dependences. Yet at every point where no
//! rotation is half done, the pointers of such a group hold distinct blocks: they start
//! so, and each rotation only permutes their values. This module finds the groups; the
//! dependence test then separates two members of a group in any loop that assigns no
//! member ([`Rotations::distinct`]): such a loop starts between two rotations and keeps
//! the members' values while it runs.
//!
//! A **group** of a function is its set of **members**: local pointers (not `static`, not
//! `_Thread_local`, never address-taken) declared once, with an initializer that is a
//! call of `malloc` or `calloc`, each a block no other live pointer of the group holds.
//! Other local pointers (never address-taken) assigned only plain copies of pointers
//! (`tmp = prev`, `double *t = a;`), or declared without initializer, are **temporaries**.
//! Every assignment to a member after its declaration must be a plain copy statement
//! (`x = y;` or a declaration `T *x = y;`, casts allowed), and each maximal run of
//! consecutive copy statements (in a block, or alone as the body of an `if` or a loop)
//! must leave the members holding a permutation of the values they held before it,
//! following the copies through the temporaries the run itself assigns. A member changed
//! any other way (`p++`, `p = q + 1`, `p = realloc(p, n)`), or a run that is not a
//! permutation, leaves the function without a group. A function with labels or `switch`
//! gets none either: a jump could enter a run in its middle.
//!
//! Blocks of different `malloc` calls that are both live never overlap; a pointer into a
//! freed block is never used without undefined behaviour; so two members never
//! designate common memory between runs.

use rustc_hash::{FxHashMap, FxHashSet};

use super::Effects;
use crate::ir::visit::{Child, expr_children, stmt_children};
use crate::ir::*;

/// The rotation groups of every function.
#[derive(Clone, Debug, Default)]
pub struct Rotations {
    groups: FxHashMap<FuncId, FxHashSet<SymbolId>>,
}

impl Rotations {
    /// Whether `x` and `y` are distinct members of `func`'s group: they hold distinct
    /// blocks wherever no rotation is half done (in particular throughout a loop that
    /// assigns no member, see [`Rotations::members`]).
    pub fn distinct(&self, func: FuncId, x: SymbolId, y: SymbolId) -> bool {
        x != y
            && self
                .groups
                .get(&func)
                .is_some_and(|g| g.contains(&x) && g.contains(&y))
    }

    /// The members of `func`'s group (empty when it has none).
    pub fn members(&self, func: FuncId) -> impl Iterator<Item = SymbolId> + '_ {
        self.groups.get(&func).into_iter().flatten().copied()
    }
}

/// Finds the group of every function of `program`.
pub(super) fn rotations(program: &Program, fx: &Effects) -> Rotations {
    let mut groups = FxHashMap::default();
    for f in program.func_ids() {
        if let Some(g) = group_of(program, fx, f)
            && g.len() >= 2
        {
            groups.insert(f, g);
        }
    }
    Rotations { groups }
}

/// How a function defines one local pointer.
#[derive(Default)]
struct Defs {
    /// Declarations of it seen.
    decls: usize,
    /// Its declaration's initializer is a `malloc` or `calloc` call.
    fresh: bool,
    /// Changed some way other than a plain copy statement or its declaration.
    wild: bool,
}

fn group_of(p: &Program, fx: &Effects, f: FuncId) -> Option<FxHashSet<SymbolId>> {
    let body = &p.funcs[f].body.0;
    let mut w = Finder {
        p,
        locals: FxHashMap::default(),
        copies: FxHashSet::default(),
        runs: Vec::new(),
        jumps: false,
    };
    for &s in body {
        w.declare(s);
    }
    for (x, d) in w.locals.iter_mut() {
        if fx.is_address_taken(*x) {
            d.wild = true;
        }
    }
    w.runs_in(body);
    for &s in body {
        w.stmt(s);
    }
    if w.jumps {
        return None;
    }
    let members: FxHashSet<SymbolId> = w
        .locals
        .iter()
        .filter(|(_, d)| d.fresh && d.decls == 1 && !d.wild)
        .map(|(&x, _)| x)
        .collect();
    if members.len() < 2 {
        return None;
    }
    for run in &w.runs {
        if !permutes(run, &members) {
            return None;
        }
    }
    Some(members)
}

struct Finder<'a> {
    p: &'a Program,
    /// Every local pointer of the function, with how it is defined.
    locals: FxHashMap<SymbolId, Defs>,
    /// The copy statements (each belongs to one run).
    copies: FxHashSet<StmtId>,
    /// Maximal runs of consecutive copy statements: their copies `(to, from)`, in order.
    runs: Vec<Vec<(SymbolId, SymbolId)>>,
    /// Labels, `switch` or `goto` seen.
    jumps: bool,
}

impl Finder<'_> {
    /// Records the local pointers declared under `s`.
    fn declare(&mut self, s: StmtId) {
        let p = self.p;
        if let Stmt::Decl(g) = &p.stmts[s] {
            for d in &g.decls {
                let sym = &p.symbols[d.sym];
                if sym.kind != SymbolKind::Var
                    || sym.file_scope
                    || !matches!(p.resolve(sym.ty).0, TypeKind::Pointer(_))
                {
                    continue;
                }
                let e = self.locals.entry(d.sym).or_default();
                e.decls += 1;
                if sym.storage == Storage::Static || sym.thread_local {
                    e.wild = true;
                }
                if let Some(Init::Expr(i)) = d.init
                    && allocation(p, i)
                {
                    e.fresh = true;
                }
            }
        }
        let mut kids = Vec::new();
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(c) = c {
                kids.push(c);
            }
        });
        for c in kids {
            self.declare(c);
        }
    }

    /// The pointer a copy statement assigns and the one it copies, when `s` is one.
    fn copy(&self, s: StmtId) -> Option<Vec<(SymbolId, SymbolId)>> {
        let p = self.p;
        let local = |x: SymbolId| self.locals.contains_key(&x);
        match &p.stmts[s] {
            Stmt::Expr(e) => match &p.exprs[*e] {
                Expr::Assign { op: None, lhs, rhs } => match (&p.exprs[*lhs], plain(p, *rhs)) {
                    (Expr::Var(x), Some(y)) if local(*x) && local(y) => Some(vec![(*x, y)]),
                    _ => None,
                },
                _ => None,
            },
            Stmt::Decl(g) if !g.decls.is_empty() => g
                .decls
                .iter()
                .map(|d| match &d.init {
                    Some(Init::Expr(i)) => plain(p, *i)
                        .filter(|&y| local(d.sym) && local(y))
                        .map(|y| (d.sym, y)),
                    _ => None,
                })
                .collect(),
            _ => None,
        }
    }

    /// Collects the runs of copy statements in every statement list under `list`.
    fn runs_in(&mut self, list: &[StmtId]) {
        let mut run: Vec<(SymbolId, SymbolId)> = Vec::new();
        for &s in list {
            if let Some(pairs) = self.copy(s) {
                self.copies.insert(s);
                run.extend(pairs);
                continue;
            }
            if !run.is_empty() {
                self.runs.push(std::mem::take(&mut run));
            }
            self.runs_under(s);
        }
        if !run.is_empty() {
            self.runs.push(run);
        }
    }

    /// The statement lists directly under `s`; a lone statement is a list of one.
    fn runs_under(&mut self, s: StmtId) {
        let p = self.p;
        if let Stmt::Block(b) = &p.stmts[s] {
            let list = b.0.clone();
            self.runs_in(&list);
            return;
        }
        let mut kids = Vec::new();
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(c) = c {
                kids.push(c);
            }
        });
        for c in kids {
            self.runs_in(&[c]);
        }
    }

    /// Marks every local changed outside a copy statement or its declaration as wild.
    fn stmt(&mut self, s: StmtId) {
        let p = self.p;
        match &p.stmts[s] {
            Stmt::Label(_) | Stmt::Goto(_) | Stmt::GotoIndirect(_) | Stmt::Switch { .. } => {
                self.jumps = true
            }
            Stmt::Decl(g) => {
                for d in &g.decls {
                    if let Some(d2) = self.locals.get(&d.sym)
                        && !d2.fresh
                        && !self.copies.contains(&s)
                        && d.init.is_some()
                    {
                        // Initialised otherwise: a temporary may not hold it.
                        self.locals.get_mut(&d.sym).expect("present").wild = true;
                    }
                }
            }
            _ => {}
        }
        let copy = self.copies.contains(&s);
        let mut kids = Vec::new();
        stmt_children(&p.stmts[s], &mut |c| kids.push(c));
        for c in kids {
            match c {
                Child::Stmt(c) => self.stmt(c),
                Child::Expr(e) => self.expr(e, copy),
                Child::Type(_) => {}
            }
        }
    }

    /// Marks the locals `e` changes as wild, except the target of a copy statement's
    /// own assignment (`top`).
    fn expr(&mut self, e: ExprId, top: bool) {
        let p = self.p;
        let target = match &p.exprs[e] {
            Expr::Assign { lhs, op, rhs } => match p.exprs[*lhs] {
                Expr::Var(x) if !(top && op.is_none() && plain(p, *rhs).is_some()) => Some(x),
                _ => None,
            },
            Expr::IncDec { arg, .. } | Expr::Unary(UnOp::AddrOf, arg) => match p.exprs[*arg] {
                Expr::Var(x) => Some(x),
                _ => None,
            },
            _ => None,
        };
        if let Some(x) = target
            && let Some(d) = self.locals.get_mut(&x)
        {
            d.wild = true;
        }
        let mut kids = Vec::new();
        expr_children(&p.exprs[e], &mut |c| kids.push(c));
        for c in kids {
            match c {
                Child::Expr(c) => self.expr(c, false),
                Child::Stmt(c) => self.stmt(c),
                Child::Type(_) => {}
            }
        }
    }
}

/// Whether the copies `(to, from)` of `run`, in order, leave the members holding a
/// permutation of the values they held before it (every member's new value is some
/// member's old one, no two the same).
fn permutes(run: &[(SymbolId, SymbolId)], members: &FxHashSet<SymbolId>) -> bool {
    // The variable whose value before the run each variable holds; absent: its own.
    let mut holds: FxHashMap<SymbolId, SymbolId> = FxHashMap::default();
    for &(x, y) in run {
        let v = *holds.get(&y).unwrap_or(&y);
        holds.insert(x, v);
    }
    let mut seen = FxHashSet::default();
    members.iter().all(|m| {
        let v = *holds.get(m).unwrap_or(m);
        members.contains(&v) && seen.insert(v)
    })
}

/// The variable `e` names, through casts.
fn plain(p: &Program, e: ExprId) -> Option<SymbolId> {
    match &p.exprs[e] {
        Expr::Var(s) => Some(*s),
        Expr::Cast(_, x) => plain(p, *x),
        _ => None,
    }
}

/// Whether `e` is, through casts, a call of `malloc` or `calloc`.
fn allocation(p: &Program, e: ExprId) -> bool {
    match &p.exprs[e] {
        Expr::Cast(_, x) => allocation(p, *x),
        Expr::Call(f, _) => matches!(&p.exprs[*f], Expr::Var(s)
            if matches!(p.symbols[*s].name.as_str(), "malloc" | "calloc")),
        _ => false,
    }
}
