//! Global arrays whose initial values the program never reads.
//!
//! A global array starts with a value (zeros, or its initializer), so the transfer
//! placement uploads it before the first kernel that reads it. When no read anywhere in
//! the program can see a value the array had when `main` started (every element read was
//! written before, on the host or on the device), the initial value is dead: the array
//! holds no value yet as far as the program can tell, exactly like a new `malloc` block,
//! and its device copy is as good as its host copy without an upload (the Jacobi `unew`
//! that a kernel fills before another reads it).
//!
//! # Why this is sound
//!
//! The IN regions of `main`'s body are the elements some statement reads before the
//! program writes them (over-approximated: a loop or call whose order is not modelled
//! counts everything it reads). They cover every read that regions describe, including
//! reads in callees (through their translated summaries). A read that regions do not
//! describe (through a structure's pointer member, a pointer of unknown origin, a call p4a
//! cannot see) is found from the effects, which are sound for every construct: any
//! statement of any function whose undescribed reads may overlap the array keeps its
//! initial value live. So an array passes only when every possible read is a described
//! read, and no described read is upward exposed in `main`.
//!
//! The runtime then marks the array fresh at `main`'s start. A kernel that writes only
//! part of what it maps marks the rest device-newer with whatever the device held; those
//! bytes are ones nobody wrote, so a later read of them would be a read of the initial
//! value, which the test above excludes.

use rustc_hash::FxHashSet;

use p4a_analyzer::effects::Place;
use p4a_analyzer::ir::visit::{Child, stmt_children};
use p4a_analyzer::ir::*;

use crate::parallel::{Analyses, entity_places, undescribed_places};

/// The global arrays (file scope or `static`, not thread-local) whose initial values no
/// read of the program can see, when `main` is the program's entry.
pub fn unread_initial_values(an: &Analyses, main: FuncId) -> FxHashSet<SymbolId> {
    let p = an.program;
    let mut dead: FxHashSet<SymbolId> = p
        .symbols
        .iter()
        .filter(|(_, sym)| {
            sym.kind == SymbolKind::Var
                && !sym.thread_local
                && (sym.file_scope || matches!(sym.storage, Storage::Static | Storage::Extern))
                && matches!(p.resolve(sym.ty).0, TypeKind::Array { .. })
        })
        .map(|(s, _)| s)
        .collect();
    if dead.is_empty() {
        return dead;
    }
    // Described reads upward exposed in the program.
    for r in an.regions.func_ins(main) {
        // An empty region reads nothing (a read every path writes first).
        if r.system.is_empty() {
            continue;
        }
        let places = entity_places(an, main, r.entity);
        dead.retain(|&x| {
            !places
                .iter()
                .any(|&q| an.effects.may_overlap(p, main, q, Place::Var(x)))
        });
    }
    // Reads the regions do not describe, anywhere.
    for f in p.func_ids() {
        let mut stack: Vec<StmtId> = p.funcs[f].body.0.clone();
        while let Some(s) = stack.pop() {
            if dead.is_empty() {
                return dead;
            }
            stmt_children(&p.stmts[s], &mut |c| {
                if let Child::Stmt(c) = c {
                    stack.push(c)
                }
            });
            let (reads, _) = undescribed_places(an, f, s);
            dead.retain(|&x| {
                !reads
                    .iter()
                    .any(|&q| an.effects.may_overlap(p, f, q, Place::Var(x)))
            });
        }
    }
    dead
}
