//! Loop distribution after Allen and Kennedy (`--fine-grain`; research/seed-amini-ch4-5.md
//! §2.1): a loop that is not parallel as a whole is split into one loop per strongly
//! connected component of the dependence graph of its top-level statements, in a
//! topological order of the components (textual order where free). Components without
//! a dependence carried inside them become loops the coarse-grain test then proves
//! parallel; the others stay sequential.
//!
//! A loop is distributed only when it is safe to do with this simple model:
//! - counted, index assigned in the header (not declared there), body a block of at
//!   least two statements, no declaration among them;
//! - no early exit and no jump that ends an iteration early (`continue`) or enters
//!   it (a label), no unknown call, no I/O (their order would change);
//! - every scalar the body writes (inner loop indices, temporaries) is mentioned by one
//!   top-level statement only, so no value flows between pieces through a scalar;
//! - at least one piece would be free of carried dependences (otherwise distribution
//!   only loses locality).

use petgraph::graph::DiGraph;
use rustc_hash::FxHashSet;

use p4a_analyzer::deps::{self, Dir};
use p4a_analyzer::ir::edit;
use p4a_analyzer::ir::visit::{Child, stmt_children};
use p4a_analyzer::ir::*;

use crate::parallel::Analyses;

/// A distribution plan: the body's statements grouped into loops, in order, each with
/// whether a dependence is carried inside it.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The loop.
    pub l: StmtId,
    /// Function.
    pub func: FuncId,
    /// Groups of top-level statements of the body, in their new order.
    pub groups: Vec<(Vec<StmtId>, bool)>,
}

/// Plans the distribution of loop `l`, when it applies.
pub fn plan(an: &Analyses, func: FuncId, l: StmtId) -> Option<Plan> {
    let p = an.program;
    let Stmt::For {
        init: ForInit::Expr(init),
        body,
        counted: Some(counted),
        cond,
        step,
    } = &p.stmts[l]
    else {
        return None;
    };
    let header = [Some(*init), *cond, *step, Some(counted.upper)];
    if !header.iter().flatten().all(|&e| header_copyable(p, e)) {
        return None;
    }
    let Stmt::Block(block) = &p.stmts[*body] else {
        return None;
    };
    let stmts = block.0.clone();
    if stmts.len() < 2
        || stmts.iter().any(|&s| {
            matches!(
                p.stmts[s],
                Stmt::Decl(_)
                    | Stmt::Label(_)
                    | Stmt::Case(..)
                    | Stmt::Default
                    | Stmt::Pragma(_)
                    | Stmt::Directive(_)
                    | Stmt::LocalLabels(_)
            )
        })
    {
        return None;
    }
    // Each piece must run to its end: a `continue` in one statement ended the whole
    // iteration, and would no longer skip the statements put in other loops.
    if query::jump_across(p, *body).is_some() || !crate::parallel::order_free(an, l, *body) {
        return None;
    }
    // Scalars written in the body: each mentioned by one top-level statement only.
    let written = p4a_analyzer::access::writes_in(p, Child::Stmt(*body)).scalars;
    for &v in &written {
        let users = stmts
            .iter()
            .filter(|&&s| query::count_uses(p, Child::Stmt(s), v) > 0)
            .count();
        if users > 1 {
            return None;
        }
    }
    // Owner (top-level position) of every statement of the body.
    let mut owner = rustc_hash::FxHashMap::default();
    for (k, &s) in stmts.iter().enumerate() {
        let mut stack = vec![s];
        while let Some(x) = stack.pop() {
            owner.insert(x, k);
            stmt_children(&p.stmts[x], &mut |c| {
                if let Child::Stmt(c) = c {
                    stack.push(c)
                }
            });
        }
    }
    let ds = deps::loop_dependences_with(
        p,
        an.pre,
        an.alias,
        Some(an.regions),
        func,
        l,
        &deps::DepOptions {
            detail: deps::Detail::Carrying,
        },
    );
    let n = stmts.len();
    let mut graph: DiGraph<usize, ()> = DiGraph::new();
    let nodes: Vec<_> = (0..n).map(|k| graph.add_node(k)).collect();
    let mut carried_edges = Vec::new();
    for d in &ds {
        let (Some(&a), Some(&b)) = (owner.get(&d.source.1), owner.get(&d.sink.1)) else {
            return None;
        };
        let carried = d.level == Some(0)
            || d.directions
                .first()
                .is_some_and(|x| matches!(x, Dir::Lt | Dir::Any));
        if carried {
            carried_edges.push((a, b));
        }
        if a != b || carried {
            graph.update_edge(nodes[a], nodes[b], ());
        }
    }
    let sccs = petgraph::algo::tarjan_scc(&graph);
    if sccs.len() < 2 {
        return None;
    }
    let mut comp = vec![0usize; n];
    for (c, members) in sccs.iter().enumerate() {
        for &m in members {
            comp[graph[m]] = c;
        }
    }
    // Topological order of the components, smallest first statement first.
    let nc = sccs.len();
    let mut preds = vec![FxHashSet::default(); nc];
    for e in graph.edge_indices() {
        let (x, y) = graph.edge_endpoints(e).expect("edge");
        let (cx, cy) = (comp[graph[x]], comp[graph[y]]);
        if cx != cy {
            preds[cy].insert(cx);
        }
    }
    let first = |c: usize| (0..n).find(|&k| comp[k] == c).unwrap_or(n);
    let mut placed = vec![false; nc];
    let mut groups = Vec::new();
    for _ in 0..nc {
        let next = (0..nc)
            .filter(|&c| !placed[c] && preds[c].iter().all(|&q| placed[q]))
            .min_by_key(|&c| first(c))?;
        placed[next] = true;
        let members: Vec<StmtId> = (0..n)
            .filter(|&k| comp[k] == next)
            .map(|k| stmts[k])
            .collect();
        let carried = carried_edges
            .iter()
            .any(|&(a, b)| comp[a] == next && comp[b] == next);
        groups.push((members, carried));
    }
    if groups.iter().all(|g| g.1) {
        return None;
    }
    Some(Plan { l, func, groups })
}

/// Applies a plan: the loop keeps the first group; a copy of its header is made for
/// each other group, placed after it.
pub fn apply(program: &mut Program, plan: &Plan) {
    let Stmt::For {
        init: ForInit::Expr(init),
        cond,
        step,
        body,
        counted: Some(counted),
    } = program.stmts[plan.l].clone()
    else {
        return;
    };
    let loc = program.stmts.loc(plan.l);
    let body_loc = program.stmts.loc(body);
    let (first, rest) = plan.groups.split_first().expect("two groups or more");
    program.stmts[body] = Stmt::Block(Block(first.0.clone()));
    let mut prev = plan.l;
    for (members, _) in rest {
        let init2 = copy_header_expr(program, init);
        let cond2 = cond.map(|c| copy_header_expr(program, c));
        let step2 = step.map(|s| copy_header_expr(program, s));
        let lower = match program.exprs[init2] {
            Expr::Assign { rhs, .. } => rhs,
            _ => init2,
        };
        let upper = copy_header_expr(program, counted.upper);
        let new_body = program
            .stmts
            .alloc(Stmt::Block(Block(members.clone())), body_loc);
        let new_loop = Stmt::For {
            init: ForInit::Expr(init2),
            cond: cond2,
            step: step2,
            body: new_body,
            counted: Some(CountedLoop {
                index: counted.index,
                lower,
                upper,
                step: counted.step,
            }),
        };
        let id = program.stmts.alloc(new_loop, loc);
        edit::insert_after(program, plan.func, prev, &[id]);
        prev = id;
    }
}

/// A copy of a loop-header expression (assignments and increments of the index
/// included).
fn copy_header_expr(p: &mut Program, e: ExprId) -> ExprId {
    let loc = p.exprs.loc(e);
    let node = match p.exprs[e].clone() {
        Expr::Assign { op, lhs, rhs } => {
            let lhs = copy_header_expr(p, lhs);
            Expr::Assign {
                op,
                lhs,
                rhs: copy_header_expr(p, rhs),
            }
        }
        Expr::IncDec {
            prefix,
            increment,
            arg,
        } => Expr::IncDec {
            prefix,
            increment,
            arg: copy_header_expr(p, arg),
        },
        Expr::Binary(op, x, y) => {
            let x = copy_header_expr(p, x);
            Expr::Binary(op, x, copy_header_expr(p, y))
        }
        Expr::Unary(op, x) => Expr::Unary(op, copy_header_expr(p, x)),
        Expr::Cast(t, x) => Expr::Cast(t, copy_header_expr(p, x)),
        _ => return edit::copy_expr(p, e),
    };
    p.exprs.alloc(node, loc)
}

/// Whether [`copy_header_expr`] can copy `e`.
fn header_copyable(p: &Program, e: ExprId) -> bool {
    match &p.exprs[e] {
        Expr::Assign { lhs, rhs, .. } => header_copyable(p, *lhs) && header_copyable(p, *rhs),
        Expr::IncDec { arg, .. } | Expr::Unary(_, arg) | Expr::Cast(_, arg) => {
            header_copyable(p, *arg)
        }
        Expr::Binary(_, x, y) => header_copyable(p, *x) && header_copyable(p, *y),
        _ => edit::copyable(p, e),
    }
}

/// Whether statement `inner` is inside statement `outer` (or is it).
pub fn contains(p: &Program, outer: StmtId, inner: StmtId) -> bool {
    let mut stack = vec![outer];
    while let Some(s) = stack.pop() {
        if s == inner {
            return true;
        }
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(c) = c {
                stack.push(c)
            }
        });
    }
    false
}
