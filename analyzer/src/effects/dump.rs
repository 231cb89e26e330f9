//! The text form of [`Effects`], for `--dump effects` and golden tests.
//!
//! The listing is the shared annotated one ([`crate::dump::annotate`]): each function,
//! then each statement with effects next to its source line, its cumulated effects
//! below it (blocks are not listed: their statements are). After each function's header
//! come its summary (reads and writes, where its result points, the pointers it stores
//! and where), where its pointer variables may point, its address-taken locals and its
//! aliasing decisions:
//!
//! ```text
//! function scale (m.c:3)
//!   summary    R{*a} W{*b}
//!   alias      a, b: independent (distinct objects at every call site)
//!   m.c:4      for (int i = 0; i < n; i++)
//!                R{*a, i, n} W{*b, i}
//! ```
//!
//! Places print as the variable's name (`a`), `*p` for the pointee of `p`,
//! `heap@m.c:12` for an allocation site (with `:col` when two sites share a line),
//! `io` and `any`. Two symbols of one name within one function get `#2`, `#3` suffixes,
//! in declaration order. Sets list variables, then pointees, allocation sites, `io`
//! and `any`, each group sorted by name. A `because` line gives the reasons for `any`.

use std::collections::{BTreeMap, BTreeSet};

use rustc_hash::FxHashMap;

use super::walk::is_global_like;
use super::{Effects, EffectsReason, Place, alias_decision};
use crate::dump::{annotate, short_loc};
use crate::ir::visit::{Child, expr_children, stmt_children};
use crate::ir::*;

impl EffectsReason {
    /// The reason in words, with its source location.
    pub fn describe(&self, program: &Program) -> String {
        let at = |e: ExprId| short_loc(program, program.expr_loc(e));
        match self {
            EffectsReason::UnknownCallee { name, at: e } => {
                format!("unknown callee {name} ({})", at(*e))
            }
            EffectsReason::IndirectCall { at: e } => {
                format!("call through a pointer ({})", at(*e))
            }
            EffectsReason::UnknownPointer { at: e } => {
                format!("pointer of unknown origin ({})", at(*e))
            }
            EffectsReason::Asm { at: s } => {
                format!(
                    "asm statement ({})",
                    short_loc(program, program.stmt_loc(*s))
                )
            }
            EffectsReason::RecursionLimit { func } => format!(
                "recursion through {} not settled",
                program.symbols[program.funcs[*func].sym].name
            ),
        }
    }
}

/// Names for the places of one function's listing.
struct Namer {
    names: FxHashMap<Place, String>,
}

impl Namer {
    fn new(program: &Program, places: &BTreeSet<Place>) -> Namer {
        let mut by_name: BTreeMap<&str, BTreeSet<SymbolId>> = BTreeMap::new();
        let mut by_line: BTreeMap<String, BTreeSet<ExprId>> = BTreeMap::new();
        for &p in places {
            match p {
                Place::Var(s) | Place::Pointee(s) => {
                    by_name
                        .entry(program.symbols[s].name.as_str())
                        .or_default()
                        .insert(s);
                }
                Place::Alloc(e) => {
                    by_line
                        .entry(short_loc(program, program.expr_loc(e)))
                        .or_default()
                        .insert(e);
                }
                Place::Io | Place::Clock | Place::Assert | Place::Any => {}
            }
        }
        let mut sym_names = FxHashMap::default();
        for (name, syms) in by_name {
            for (k, s) in syms.into_iter().enumerate() {
                let text = if k == 0 {
                    name.to_string()
                } else {
                    format!("{name}#{}", k + 1)
                };
                sym_names.insert(s, text);
            }
        }
        let mut names = FxHashMap::default();
        for (line, sites) in by_line {
            let many = sites.len() > 1;
            for e in sites {
                let text = if many {
                    format!("heap@{line}:{}", program.expr_loc(e).col)
                } else {
                    format!("heap@{line}")
                };
                names.insert(Place::Alloc(e), text);
            }
        }
        for &p in places {
            match p {
                Place::Var(s) => {
                    names.insert(p, sym_names[&s].clone());
                }
                Place::Pointee(s) => {
                    names.insert(p, format!("*{}", sym_names[&s]));
                }
                Place::Io => {
                    names.insert(p, "io".to_string());
                }
                Place::Clock => {
                    names.insert(p, "clock".to_string());
                }
                Place::Assert => {
                    names.insert(p, "assert".to_string());
                }
                Place::Any => {
                    names.insert(p, "any".to_string());
                }
                Place::Alloc(_) => {}
            }
        }
        Namer { names }
    }

    fn name(&self, p: Place) -> &str {
        self.names.get(&p).map_or("?", String::as_str)
    }

    fn set(&self, set: &BTreeSet<Place>) -> String {
        let rank = |p: &Place| match p {
            Place::Var(_) => 0,
            Place::Pointee(_) => 1,
            Place::Alloc(_) => 2,
            Place::Io => 3,
            Place::Clock => 4,
            Place::Assert => 5,
            Place::Any => 6,
        };
        let mut items: Vec<(u8, &str)> = set.iter().map(|p| (rank(p), self.name(*p))).collect();
        items.sort();
        let names: Vec<&str> = items.into_iter().map(|(_, n)| n).collect();
        format!("{{{}}}", names.join(", "))
    }
}

/// Every statement of a function, nested ones and those inside statement expressions
/// included.
fn func_stmts(program: &Program, func: FuncId) -> Vec<StmtId> {
    let mut res = Vec::new();
    let mut stack: Vec<StmtId> = program.funcs[func].body.0.clone();
    let mut exprs = Vec::new();
    while let Some(s) = stack.pop() {
        res.push(s);
        stmt_children(&program.stmts[s], &mut |c| match c {
            Child::Stmt(c) => stack.push(c),
            Child::Expr(e) => exprs.push(e),
            Child::Type(_) => {}
        });
        while let Some(e) = exprs.pop() {
            if let Expr::StmtExpr(block) = &program.exprs[e] {
                stack.extend(block.0.iter().copied());
            }
            expr_children(&program.exprs[e], &mut |c| {
                if let Child::Expr(c) = c {
                    exprs.push(c)
                }
            });
        }
    }
    res
}

/// The effects as an annotated listing; see the module documentation.
pub fn dump_effects(program: &Program, effects: &Effects) -> String {
    let mut owner: FxHashMap<StmtId, FuncId> = FxHashMap::default();
    let mut namers: FxHashMap<FuncId, Namer> = FxHashMap::default();
    let mut headers: Vec<Vec<String>> = Vec::new();
    for unit in &program.units {
        for item in &unit.items {
            let Item::Func(func) = item else { continue };
            let func = *func;
            let fx = effects.func(func);
            let mut places = BTreeSet::new();
            let stmts = func_stmts(program, func);
            let locals = declared(program, func, &stmts);
            for &x in &locals {
                if !is_global_like(program, x) && effects.is_address_taken(x) {
                    places.insert(Place::Var(x));
                }
            }
            for s in stmts {
                owner.insert(s, func);
                places.extend(effects[s].reads.iter().copied());
                places.extend(effects[s].writes.iter().copied());
            }
            let summary = &fx.summary;
            for set in [&summary.reads, &summary.writes, &summary.returns] {
                places.extend(set.iter().copied());
            }
            for &(at, what) in &summary.stores {
                places.insert(at);
                places.insert(what);
            }
            for (x, set) in &fx.points_to {
                places.insert(Place::Var(*x));
                places.extend(set.iter().copied());
            }
            for &p in &program.funcs[func].params {
                places.insert(Place::Var(p));
            }
            let namer = Namer::new(program, &places);
            headers.push(func_header(program, effects, func, &namer, &places));
            namers.insert(func, namer);
        }
    }
    let listing = annotate(program, |s| {
        let fx = &effects[s];
        let Some(namer) = owner.get(&s).and_then(|f| namers.get(f)) else {
            return Vec::new();
        };
        // A block's effects are its statements'; it usually shares its parent's line.
        if fx.is_empty() || matches!(program.stmts[s], Stmt::Block(_)) {
            return Vec::new();
        }
        let mut lines = vec![format!(
            "R{} W{}",
            namer.set(&fx.reads),
            namer.set(&fx.writes)
        )];
        if !fx.reasons.is_empty() {
            lines.push(format!("because {}", reasons(program, &fx.reasons)));
        }
        lines
    });
    let mut out = String::new();
    let mut headers = headers.into_iter();
    for line in listing.lines() {
        out.push_str(line);
        out.push('\n');
        if line.starts_with("function ")
            && let Some(extra) = headers.next()
        {
            for l in extra {
                out.push_str(&l);
                out.push('\n');
            }
        }
    }
    out
}

fn reasons(program: &Program, set: &BTreeSet<EffectsReason>) -> String {
    let texts: BTreeSet<String> = set.iter().map(|r| r.describe(program)).collect();
    texts.into_iter().collect::<Vec<_>>().join("; ")
}

/// The variables a function declares (parameters included).
fn declared(program: &Program, func: FuncId, stmts: &[StmtId]) -> BTreeSet<SymbolId> {
    let mut res: BTreeSet<SymbolId> = program.funcs[func].params.iter().copied().collect();
    for &s in stmts {
        let group = match &program.stmts[s] {
            Stmt::Decl(group) => group,
            Stmt::For {
                init: ForInit::Decl(group),
                ..
            } => group,
            _ => continue,
        };
        res.extend(
            group
                .decls
                .iter()
                .map(|d| d.sym)
                .filter(|&x| program.symbols[x].kind == SymbolKind::Var),
        );
    }
    res
}

/// The lines that follow a function's header.
fn func_header(
    program: &Program,
    effects: &Effects,
    func: FuncId,
    namer: &Namer,
    places: &BTreeSet<Place>,
) -> Vec<String> {
    let fx = effects.func(func);
    let summary = &fx.summary;
    let mut lines = vec![format!(
        "  summary    R{} W{}",
        namer.set(&summary.reads),
        namer.set(&summary.writes)
    )];
    if !summary.returns.is_empty() {
        lines.push(format!("  returns    {}", namer.set(&summary.returns)));
    }
    let mut stores: BTreeMap<Place, BTreeSet<Place>> = BTreeMap::new();
    for &(at, what) in &summary.stores {
        stores.entry(at).or_default().insert(what);
    }
    let mut stores: Vec<String> = stores
        .into_iter()
        .map(|(at, what)| format!("{} <- {}", namer.name(at), namer.set(&what)))
        .collect();
    stores.sort();
    if !stores.is_empty() {
        lines.push(format!("  stores     {}", stores.join("; ")));
    }
    if !summary.reasons.is_empty() {
        lines.push(format!(
            "  because    {}",
            reasons(program, &summary.reasons)
        ));
    }
    let mut points_to = Vec::new();
    for (&x, set) in &fx.points_to {
        let trivial = set.len() == 1 && set.contains(&Place::Pointee(x));
        if !trivial {
            points_to.push(format!(
                "{} -> {}",
                namer.name(Place::Var(x)),
                namer.set(set)
            ));
        }
    }
    if !points_to.is_empty() {
        lines.push(format!("  points-to  {}", points_to.join("; ")));
    }
    let taken: Vec<&str> = places
        .iter()
        .filter_map(|p| match p {
            Place::Var(x) if !is_global_like(program, *x) && effects.is_address_taken(*x) => {
                Some(namer.name(*p))
            }
            _ => None,
        })
        .collect();
    if !taken.is_empty() {
        lines.push(format!("  addressed  {}", taken.join(", ")));
    }
    for (&(f, p, q), _) in effects
        .aliasing
        .range((func, SymbolId::from_index(0), SymbolId::from_index(0))..)
    {
        if f != func {
            break;
        }
        let decision = alias_decision(program, effects, func, p, q);
        lines.push(format!(
            "  alias      {}, {}: {} ({})",
            namer.name(Place::Var(p)),
            namer.name(Place::Var(q)),
            if decision.may_alias {
                "may alias"
            } else {
                "independent"
            },
            decision.reason.describe(program)
        ));
    }
    lines
}
