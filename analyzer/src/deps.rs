//! Dependences between array references in loop nests, with direction and distance per
//! loop level.
//!
//! For a loop `L` and two references `r1` (in statement `s1`) and `r2` (in `s2`) of the
//! same array inside `L`, at least one of them a write, the dependence system is
//! - `P(s1)`: the precondition of `s1` over the source iteration's values (loop bounds,
//!   induction variables),
//! - `P(s2)` with every variable the nest changes renamed (primed): the sink iteration,
//! - `sub1_k == sub2_k'` for each affine subscript pair (a non-affine pair adds nothing:
//!   any elements may coincide).
//!
//! A dependence is carried at level `l` (loops of the nest numbered from `L`, outermost
//! first) when the system with `i_1 == i_1', .., i_{l-1} == i_{l-1}'` and `i_l` before
//! `i_l'` in execution order has an integer point; the direction and distance of the
//! other levels come from the bounds of `i_m' - i_m`. The test is exact for affine
//! subscripts and bounds (integer emptiness, [`System::is_empty`]); otherwise it errs on
//! the side of a dependence, and says so (`exact == false`).
//!
//! References through two different pointers may designate the same memory: unless the
//! pointers are proved distinct ([`Aliasing`]), they are tested as one array whose
//! subscripts are unknown, which gives a dependence in every direction.

use rustc_hash::FxHashSet;

use crate::access::{Access, ArrayBase, Subscript, collect_accesses};
use crate::affine::{Constraint, LinExpr, System};
use crate::ir::visit::{Child, expr_children, stmt_children};
use crate::ir::*;
use crate::linear::{AVar, affine};
use crate::preconditions::Preconditions;

/// Kind of a dependence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DepKind {
    /// Write, then read.
    Flow,
    /// Read, then write.
    Anti,
    /// Write, then write.
    Output,
}

impl DepKind {
    /// Lower-case name.
    pub fn name(self) -> &'static str {
        match self {
            DepKind::Flow => "flow",
            DepKind::Anti => "anti",
            DepKind::Output => "output",
        }
    }
}

/// Direction of a dependence at one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    /// Source iteration before sink.
    Lt,
    /// Same iteration.
    Eq,
    /// Source iteration after sink (only at levels below the carrying one).
    Gt,
    /// Unknown.
    Any,
}

impl Dir {
    /// `<`, `=`, `>`, `*`.
    pub fn symbol(self) -> &'static str {
        match self {
            Dir::Lt => "<",
            Dir::Eq => "=",
            Dir::Gt => ">",
            Dir::Any => "*",
        }
    }
}

/// One dependence between two references of a loop nest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dependence {
    /// Flow, anti or output.
    pub kind: DepKind,
    /// The array (for references through different pointers, the source's).
    pub array: ArrayBase,
    /// Source reference and its statement.
    pub source: (ExprId, StmtId),
    /// Sink reference and its statement.
    pub sink: (ExprId, StmtId),
    /// The carrying level (0-based from the nest's outermost loop); `None` for a
    /// loop-independent dependence.
    pub level: Option<usize>,
    /// Direction per level of the loops enclosing both references.
    pub directions: Vec<Dir>,
    /// Distance per level, when constant.
    pub distances: Vec<Option<i128>>,
    /// Whether the test was exact (affine subscripts and bounds, same base).
    pub exact: bool,
}

/// Which pointers may point into the same memory.
pub trait Aliasing {
    /// Whether `a` and `b` (different bases) may designate the same memory.
    fn may_alias(&self, a: ArrayBase, b: ArrayBase) -> bool;
}

/// The conservative default: different pointers may alias each other and any global or
/// parameter memory; a local array object aliases nothing but itself.
pub struct Conservative<'a> {
    /// The program.
    pub program: &'a Program,
    /// Assume that different pointer parameters never alias (`--no-pointer-aliasing`).
    pub no_pointer_aliasing: bool,
}

impl Aliasing for Conservative<'_> {
    fn may_alias(&self, a: ArrayBase, b: ArrayBase) -> bool {
        use ArrayBase::*;
        let p = self.program;
        let restrict = |s: SymbolId| p.types[p.symbols[s].ty].quals.is_restrict;
        let local_object = |s: SymbolId| !p.symbols[s].file_scope;
        match (a, b) {
            (Object(x), Object(y)) => x == y,
            (Object(o), Pointee(q)) | (Pointee(q), Object(o)) => {
                // A local array cannot be reached through a parameter (it did not exist
                // when the call began); locals pointers may point anywhere.
                !(local_object(o) && p.symbols[q].kind == SymbolKind::Param) && !restrict(q)
            }
            (Pointee(x), Pointee(y)) => {
                if x == y {
                    return true;
                }
                let both_params = p.symbols[x].kind == SymbolKind::Param
                    && p.symbols[y].kind == SymbolKind::Param;
                !(restrict(x) || restrict(y) || (both_params && self.no_pointer_aliasing))
            }
        }
    }
}

/// The dependences inside loop `l`, levels counted from `l`.
pub fn loop_dependences(
    program: &Program,
    pre: &Preconditions,
    alias: &dyn Aliasing,
    l: StmtId,
) -> Vec<Dependence> {
    let nest = Nest::new(program, l);
    let refs = nest.references(program);
    let mut out = Vec::new();
    for (k1, r1) in refs.iter().enumerate() {
        for r2 in &refs[k1..] {
            if !r1.write && !r2.write {
                continue;
            }
            if r1.base != r2.base && !alias.may_alias(r1.base, r2.base) {
                continue;
            }
            // Both orders: r1 then r2, and r2 then r1.
            test_pair(program, pre, &nest, r1, r2, &mut out);
            if !std::ptr::eq(r1, r2) {
                test_pair(program, pre, &nest, r2, r1, &mut out);
            }
        }
    }
    out.sort_by_key(|d| (d.level, d.kind, d.source.0, d.sink.0));
    out.dedup();
    out
}

/// An array reference of a nest, with the loops around it (inside the nest).
#[derive(Clone, Debug)]
struct Ref {
    base: ArrayBase,
    subscripts: Vec<Subscript>,
    expr: ExprId,
    stmt: StmtId,
    write: bool,
    /// Loops of the nest enclosing the reference, outermost first.
    loops: Vec<StmtId>,
    /// Position in textual order.
    order: usize,
}

struct Nest {
    /// Scalars written anywhere in the nest (their values differ between iterations).
    changed: FxHashSet<SymbolId>,
    root: StmtId,
}

impl Nest {
    fn new(program: &Program, root: StmtId) -> Nest {
        let mut changed = FxHashSet::default();
        let mut stack = vec![Child::Stmt(root)];
        while let Some(c) = stack.pop() {
            match c {
                Child::Stmt(s) => {
                    if let Stmt::Decl(g)
                    | Stmt::For {
                        init: ForInit::Decl(g),
                        ..
                    } = &program.stmts[s]
                    {
                        changed.extend(g.decls.iter().map(|d| d.sym));
                    }
                    stmt_children(&program.stmts[s], &mut |c| stack.push(c));
                }
                Child::Expr(e) => {
                    let mut acc = Vec::new();
                    collect_accesses(program, e, &mut acc);
                    for a in acc {
                        if let Access::Scalar {
                            sym, write: true, ..
                        } = a
                        {
                            changed.insert(sym);
                        }
                    }
                    expr_children(&program.exprs[e], &mut |c| {
                        if let Child::Stmt(_) = c {
                            stack.push(c)
                        }
                    });
                }
                Child::Type(_) => {}
            }
        }
        Nest { changed, root }
    }

    /// Array references in textual order with their enclosing loops.
    fn references(&self, program: &Program) -> Vec<Ref> {
        let mut out = Vec::new();
        let mut loops = Vec::new();
        self.walk(program, self.root, &mut loops, &mut out);
        out
    }

    fn walk(&self, program: &Program, s: StmtId, loops: &mut Vec<StmtId>, out: &mut Vec<Ref>) {
        let is_loop = matches!(
            program.stmts[s],
            Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
        );
        if is_loop {
            loops.push(s);
        }
        let mut exprs = Vec::new();
        let mut stmts = Vec::new();
        stmt_children(&program.stmts[s], &mut |c| match c {
            Child::Expr(e) => exprs.push(e),
            Child::Stmt(c) => stmts.push(c),
            Child::Type(_) => {}
        });
        for e in exprs {
            let mut acc = Vec::new();
            collect_accesses(program, e, &mut acc);
            for a in acc {
                let r = match a {
                    Access::Element {
                        base,
                        subscripts,
                        expr,
                        write,
                    } => Some(Ref {
                        base,
                        subscripts,
                        expr,
                        stmt: s,
                        write,
                        loops: loops.clone(),
                        order: out.len(),
                    }),
                    Access::Opaque {
                        sym: Some(sym),
                        expr,
                        write,
                    } => opaque_base(program, sym).map(|base| Ref {
                        base,
                        subscripts: Vec::new(),
                        expr,
                        stmt: s,
                        write,
                        loops: loops.clone(),
                        order: out.len(),
                    }),
                    _ => None,
                };
                out.extend(r);
            }
        }
        for c in stmts {
            self.walk(program, c, loops, out);
        }
        if is_loop {
            loops.pop();
        }
    }
}

fn opaque_base(program: &Program, sym: SymbolId) -> Option<ArrayBase> {
    let s = &program.symbols[sym];
    match program.resolve(s.ty).0 {
        TypeKind::Pointer(_) => Some(ArrayBase::Pointee(sym)),
        TypeKind::Array { .. } if s.kind == SymbolKind::Param => Some(ArrayBase::Pointee(sym)),
        TypeKind::Array { .. } => Some(ArrayBase::Object(sym)),
        _ => None,
    }
}

fn index_of(program: &Program, l: StmtId) -> Option<(SymbolId, i64)> {
    match &program.stmts[l] {
        Stmt::For {
            counted: Some(c), ..
        } => Some((c.index, c.step)),
        _ => None,
    }
}

fn test_pair(
    program: &Program,
    pre: &Preconditions,
    nest: &Nest,
    r1: &Ref,
    r2: &Ref,
    out: &mut Vec<Dependence>,
) {
    let common: Vec<StmtId> = r1
        .loops
        .iter()
        .zip(&r2.loops)
        .take_while(|(a, b)| a == b)
        .map(|(a, _)| *a)
        .collect();
    let kind = match (r1.write, r2.write) {
        (true, false) => DepKind::Flow,
        (false, true) => DepKind::Anti,
        _ => DepKind::Output,
    };
    let prime = |v: AVar| match v {
        AVar::Sym(s) if nest.changed.contains(&s) => AVar::Prime(s),
        other => other,
    };
    let p1 = pre.get(r1.stmt).cloned().unwrap_or_else(System::universe);
    let p2 = pre.get(r2.stmt).cloned().unwrap_or_else(System::universe);
    let Some(p2) = p2.rename(prime) else { return };
    let mut sys = p1.intersect(&p2);
    let mut exact = r1.base == r2.base && r1.subscripts.len() == r2.subscripts.len();
    if exact {
        for (a, b) in r1.subscripts.iter().zip(&r2.subscripts) {
            let ea = subscript_affine(program, *a);
            let eb = subscript_affine(program, *b).and_then(|e| e.rename(prime));
            match (ea, eb) {
                (Some(ea), Some(eb)) => match Constraint::equal(&ea, &eb) {
                    Some(c) => sys.add(c),
                    None => exact = false,
                },
                _ => exact = false,
            }
        }
    }
    // Variables the nest changes that are not loop indices are unknown per iteration.
    let indices: Vec<Option<(SymbolId, i64)>> =
        common.iter().map(|l| index_of(program, *l)).collect();
    if sys.vars().iter().any(|v| match v {
        AVar::Sym(s) | AVar::Prime(s) => {
            nest.changed.contains(s)
                && !indices.iter().flatten().any(|(i, _)| i == s)
                && !defined(&sys, *v)
        }
        _ => false,
    }) {
        exact = false;
    }
    if sys.is_empty() {
        return;
    }
    let depth = common.len();
    let mut equal_prefix = sys.clone();
    for level in 0..depth {
        let Some((i, step)) = indices[level] else {
            // A loop without a known index: any iteration order.
            let directions = vec![Dir::Any; depth];
            out.push(dep(
                kind,
                r1,
                r2,
                Some(level),
                directions,
                vec![None; depth],
                false,
            ));
            return;
        };
        let (iv, ip) = (LinExpr::var(AVar::Sym(i)), LinExpr::var(AVar::Prime(i)));
        let before = if step > 0 {
            Constraint::less(&iv, &ip)
        } else {
            Constraint::greater(&iv, &ip)
        };
        let Some(before) = before else { return };
        let carried = equal_prefix.clone().with(before);
        if !carried.is_empty() {
            let (directions, distances) = shape(&carried, &indices, level);
            out.push(dep(kind, r1, r2, Some(level), directions, distances, exact));
        }
        let Some(eq) = Constraint::equal(&iv, &ip) else {
            return;
        };
        equal_prefix = equal_prefix.with(eq);
        if equal_prefix.is_empty() {
            return;
        }
    }
    // Same iteration of every common loop: loop-independent, if r1 runs before r2.
    if r1.order < r2.order || (r1.stmt == r2.stmt && !r1.write && r2.write) {
        let (directions, distances) = (vec![Dir::Eq; depth], vec![Some(0); depth]);
        out.push(dep(kind, r1, r2, None, directions, distances, exact));
    }
}

fn defined(sys: &System<AVar>, v: AVar) -> bool {
    sys.constraints()
        .iter()
        .any(|c| c.is_equality() && c.expr().coeff(v) != 0)
}

fn subscript_affine(program: &Program, s: Subscript) -> Option<LinExpr<AVar>> {
    match s {
        Subscript::Zero => Some(LinExpr::constant(0)),
        Subscript::Expr(e) => affine(program, e),
    }
}

/// Directions and distances per level of a carried dependence's system.
fn shape(
    sys: &System<AVar>,
    indices: &[Option<(SymbolId, i64)>],
    level: usize,
) -> (Vec<Dir>, Vec<Option<i128>>) {
    let mut dirs = Vec::new();
    let mut dists = Vec::new();
    for (m, idx) in indices.iter().enumerate() {
        if m < level {
            dirs.push(Dir::Eq);
            dists.push(Some(0));
            continue;
        }
        let Some((i, step)) = idx else {
            dirs.push(Dir::Any);
            dists.push(None);
            continue;
        };
        // Distance in iterations of the loop's own order: (i' - i) / step.
        let Some(diff) = LinExpr::var(AVar::Prime(*i)).checked_sub(&LinExpr::var(AVar::Sym(*i)))
        else {
            dirs.push(Dir::Any);
            dists.push(None);
            continue;
        };
        let (lo, hi) = sys.bounds(&diff);
        let sign = |x: i128| if *step > 0 { x } else { -x };
        let (lo, hi) = if *step > 0 {
            (lo, hi)
        } else {
            (hi.map(|h| -h), lo.map(|l| -l))
        };
        let _ = sign;
        let dir = match (lo, hi) {
            (Some(0), Some(0)) => Dir::Eq,
            (Some(l), _) if l > 0 => Dir::Lt,
            (_, Some(h)) if h < 0 => Dir::Gt,
            _ => Dir::Any,
        };
        let dist = match (lo, hi) {
            (Some(l), Some(h)) if l == h => Some(l / (*step as i128).abs().max(1)),
            _ => None,
        };
        dirs.push(if m == level && dir == Dir::Any {
            Dir::Lt
        } else {
            dir
        });
        dists.push(dist);
    }
    (dirs, dists)
}

fn dep(
    kind: DepKind,
    r1: &Ref,
    r2: &Ref,
    level: Option<usize>,
    directions: Vec<Dir>,
    distances: Vec<Option<i128>>,
    exact: bool,
) -> Dependence {
    Dependence {
        kind,
        array: r1.base,
        source: (r1.expr, r1.stmt),
        sink: (r2.expr, r2.stmt),
        level,
        directions,
        distances,
        exact,
    }
}

/// Renders one dependence: `flow a (<, =) (1, 0)  a[i][j] line 8 -> a[i - 1][j] line 8`.
pub fn render(program: &Program, d: &Dependence) -> String {
    let dirs: Vec<&str> = d.directions.iter().map(|x| x.symbol()).collect();
    let dists: Vec<String> = d
        .distances
        .iter()
        .map(|x| x.map_or("?".to_string(), |v| v.to_string()))
        .collect();
    format!(
        "{} {} ({}) ({}){}  {} line {} -> {} line {}",
        d.kind.name(),
        program.symbols[d.array.sym()].name,
        dirs.join(", "),
        dists.join(", "),
        if d.exact { "" } else { " approximate" },
        crate::print::print_expr(program, d.source.0),
        program.stmts.loc(d.source.1).line,
        crate::print::print_expr(program, d.sink.0),
        program.stmts.loc(d.sink.1).line,
    )
}

/// Annotated listing: under each loop, the dependences its nest carries (`dep: none`
/// when there is none).
pub fn dump_deps(program: &Program, pre: &Preconditions, alias: &dyn Aliasing) -> String {
    crate::dump::annotate(program, |s| {
        if !matches!(
            program.stmts[s],
            Stmt::For { .. } | Stmt::While { .. } | Stmt::DoWhile { .. }
        ) {
            return Vec::new();
        }
        let deps: Vec<Dependence> = loop_dependences(program, pre, alias, s)
            .into_iter()
            .filter(|d| d.level.is_some())
            .collect();
        if deps.is_empty() {
            return vec!["dep: none".to_string()];
        }
        let mut lines: Vec<String> = deps
            .iter()
            .map(|d| format!("dep: {}", render(program, d)))
            .collect();
        lines.dedup();
        lines
    })
}
