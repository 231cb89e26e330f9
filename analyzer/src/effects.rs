//! Read and write effects: for every statement and every function, which memory it may
//! read and write, as sets of abstract [`Place`]s.
//!
//! [`effects`] walks the call graph bottom-up. For each function it runs a
//! flow-insensitive points-to analysis of its variables (which objects a pointer may
//! point into) together with the effect walk, to a fixpoint, then records for every
//! statement the places its own expressions touch ([`Effects::direct`]) and the places its
//! whole subtree touches (`effects[stmt]`), and for the function a [`Summary`] on what its
//! callers can see: globals, the memory its pointer parameters reach, heap blocks, I/O.
//! At each call site the callee's summary is translated to the caller's places. Callees
//! without source get effects from a table of libc and libm functions (`effects/libc.rs`),
//! or every effect ([`Place::Any`]) with the reason recorded.
//!
//! # Places
//!
//! A [`Place`] is an abstract set of memory locations, relative to one activation of one
//! function (the function whose statement or summary mentions it):
//!
//! - `Var(x)`: the object `x`, any part of it (a scalar, a whole array or struct).
//! - `Pointee(s)`: for a parameter `s`, every location reachable from the value `s` had
//!   at entry (through any number of pointers: `A[i][j]` of `double **A` is in
//!   `Pointee(A)`); for a global `s` (or a `static` local), every location reachable from
//!   its value at entry.
//! - `Alloc(e)`: the blocks allocated by the call `e` during this activation (by
//!   `malloc`, or anywhere inside a function with source: its blocks are renamed after
//!   the call when its summary is translated); also the anonymous object of a compound
//!   literal or of a returned struct holding pointers. Different sites are different
//!   blocks; one site may stand for many.
//! - `Io`: the state of the outside world: files and streams, `errno`, the environment,
//!   the hidden state of `rand`, the clock.
//! - `Any`: every location the function cannot name privately: all of the above plus the
//!   locals whose address is taken. It comes from unknown callees and pointers of
//!   unknown origin.
//!
//! Which places may denote the same memory is answered by [`Effects::may_overlap`]:
//! different variables never overlap; a pointee never overlaps the function's own
//! locals, nor a global whose address is never taken, nor a block allocated during the
//! activation; two pointees of parameters overlap unless [`may_alias`] proves otherwise.
//!
//! # Soundness claims
//!
//! Every location a statement may read or write during any execution is in some place of
//! its read or write set, under these assumptions (C's own rules, which p4a relies on):
//! pointer arithmetic stays within its object; an object is accessed through its
//! declared type, or as characters (a `double` array never holds a pointer that is used
//! later); libm functions do not set `errno` (`-fno-math-errno`, as Par4All assumes) unless the
//! program reads `errno` (then those that may set it do I/O); a
//! program with `main` is whole (its functions are called only from it). Uninitialized
//! and null pointers point nowhere, and writes through string literals do not happen.
//! Operands of `sizeof` are not evaluated. A `static` local's initializer runs before
//! `main`, so its declaration has no effect.
//!
//! Effects are flow-insensitive: a write is a *may* write; nothing here says a location
//! is certainly written (array regions do that).
//!
//! # Known imprecisions
//!
//! - Objects are whole: `s.a` and `s.b` are both `Var(s)`, `a[0]` and `a[5]` both
//!   `Var(a)` (regions refine elements).
//! - `Pointee(p)` is deep: for `double **A`, the row pointers and the rows are one place,
//!   so `A[i][j] = ...` also "writes" what `A[i]` reads. At a call, a parameter's
//!   pointee stands for every level reachable from the argument only when the callee
//!   loads a pointer from it ([`Summary::deep`]); otherwise for the objects the argument
//!   points into.
//! - Points-to is flow-insensitive and per function: a pointer assigned twice points to
//!   both targets everywhere.
//! - Calls through function pointers, unknown external functions and `asm` do anything
//!   (`Any`), though only to what is not a private local.
//! - One allocation site stands for all its blocks, so two blocks from one site (a
//!   loop of `malloc`s) may alias; a call stands for every block its callee allocates.
//!
//! # Determinism
//!
//! Every set is a `BTreeSet`; iteration over hash maps never reaches the output.

mod alias;
mod allocators;
mod dump;
mod fields;
pub(crate) mod libc;
mod rotation;
mod ty;
mod walk;

#[cfg(test)]
mod tests;

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Index;

use rustc_hash::FxHashMap;

use crate::callgraph::CallGraph;
use crate::ir::{ExprId, FuncId, Program, StmtId, SymbolId};

pub use alias::{AliasDecision, AliasReason, alias_decision, may_alias, unknown_pointer_sources};

/// Whether the library function `name` (no source) is known to have no effect a caller
/// can see: it reads and writes no memory through its arguments, does no I/O and keeps
/// no state (libm, `<complex.h>`, `<ctype.h>`, `abs`, ...).
pub fn is_pure_library_function(name: &str) -> bool {
    libc::is_pure(name)
}

/// Whether a call of function `sym` touches no memory: a pure function of the C library
/// ([`is_pure_library_function`]) or a function without source declared `const`
/// ([`Program::const_funcs`](crate::ir::Program::const_funcs)).
pub fn is_pure_function(program: &crate::ir::Program, sym: crate::ir::SymbolId) -> bool {
    program.const_funcs.contains(&sym) || is_pure_library_function(&program.symbols[sym].name)
}

/// For a math library function that only writes single objects through some pointer
/// arguments (`modf`, `frexp`, `sincos`, `remquo`): those arguments' positions.
pub fn library_single_object_writes(name: &str) -> Option<&'static [usize]> {
    libc::single_object_writes(name)
}

/// How a library function (no source) may keep a pointer passed as argument `k`: stored
/// into memory or handed to a callback (`.0`), returned (`.1`). `None` when p4a does not
/// know the function.
pub fn library_keeps_argument(name: &str, k: usize) -> Option<(bool, bool)> {
    let lib = libc::lookup(name)?;
    let stored = match lib.store {
        libc::Store::Arg { src, .. } => src == k,
        libc::Store::IntoFirst => k != 0,
        libc::Store::None
        | libc::Store::Copy { .. }
        | libc::Store::CopyToNew { .. }
        | libc::Store::Alloc { .. } => false,
    } || lib.callback.is_some_and(|(_, args)| args.contains(&k))
        || lib.reads_any;
    let returned = matches!(lib.ret, libc::Ret::Arg(a) | libc::Ret::AllocOrArg(a) if a == k);
    Some((stored, returned))
}

/// Whether the library function `name` (no source) does input/output or touches library
/// state; `None` when p4a does not know it (then it is assumed to).
pub fn library_does_io(name: &str) -> Option<bool> {
    libc::does_io(name)
}

/// Whether the library function `name` reads the clocks ([`Place::Clock`]): a timer.
pub fn library_reads_clock(name: &str) -> bool {
    libc::lookup(name).is_some_and(|l| l.clock)
}

/// Whether the library function `name` reports a failed assertion ([`Place::Assert`]).
pub fn library_reports_assertions(name: &str) -> bool {
    libc::lookup(name).is_some_and(|l| l.assert)
}
pub use dump::dump_effects;
pub use fields::FieldSources;

/// Whether expression `e` designates an array object (`a`, `m[i]` of a 2-D array, `s.v`
/// of an array member), as opposed to a pointer or a scalar: indexing it names part of
/// the same object, without following a pointer.
pub fn is_array_object(program: &Program, e: ExprId) -> bool {
    matches!(
        ty::shape(program, ty::type_of(program, e)),
        ty::Shape::Array(_)
    )
}

/// Whether expression `e` has an integer type (enumerations included), as far as p4a
/// can derive it.
pub fn is_integer_valued(program: &Program, e: ExprId) -> bool {
    matches!(
        ty::shape(program, ty::type_of(program, e)),
        ty::Shape::Int(_)
    )
}

/// The type of expression `e` when the IR's declarations give it (the IR stores no
/// expression types; see `ty`).
pub fn expr_type(program: &Program, e: ExprId) -> Option<crate::ir::TypeId> {
    match ty::type_of(program, e) {
        ty::Ty::Of(t) => Some(t),
        _ => None,
    }
}

/// The type of member `field` of record `r`, looking into anonymous members; `None`
/// when the record (complete or not) declares no such member.
pub fn member_type(
    program: &Program,
    r: crate::ir::RecordId,
    field: &str,
) -> Option<crate::ir::TypeId> {
    ty::field_type(program, r, field, 0)
}

/// An abstract memory location; see the module documentation for the meaning of each
/// variant relative to one activation of one function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// A named object (a scalar, or a whole array or struct: any element, any member).
    Var(SymbolId),
    /// Memory reachable from the entry value of a pointer parameter or global `s`.
    Pointee(SymbolId),
    /// Blocks allocated by the call (`malloc`, `calloc`, `strdup`, any function that
    /// allocates) at this expression, during the activation; or the anonymous object of a compound literal, or of a returned
    /// struct that holds pointers, at this expression.
    Alloc(ExprId),
    /// The outside world: files, streams, `errno`, the environment, hidden library state.
    Io,
    /// The clocks, and the state of timer functions: read by `clock`, `clock_gettime`,
    /// `gettimeofday`, `omp_get_wtime`...; read and written by the functions the user
    /// names as timers (`--timer NAME`). Kept apart from [`Place::Io`] so that a loop that
    /// only times itself is refused with its own reason, and accepted when the user asks.
    Clock,
    /// Reported assertion failures: read by `__assert_fail` and the other functions an
    /// `assert` calls when it fails (the program stops). Only read, so assertions alone
    /// order nothing; a loop holding them is parallel unless `--keep-assert-order`.
    Assert,
    /// Everything that is not a private local: an unknown callee's effect.
    Any,
}

impl Place {
    /// The symbol the place is named after, if any.
    pub fn sym(self) -> Option<SymbolId> {
        match self {
            Place::Var(s) | Place::Pointee(s) => Some(s),
            Place::Alloc(_) | Place::Io | Place::Clock | Place::Assert | Place::Any => None,
        }
    }
}

/// Options of the effects analysis.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EffectsOptions {
    /// The user asserts that distinct pointer parameters never point into the same
    /// object (Par4All's `--no-pointer-aliasing`).
    pub no_pointer_aliasing: bool,
    /// Functions without source that the user says allocate as `malloc` does
    /// (`--malloc-like NAME`): each call whose arguments carry no pointer returns a
    /// fresh block; see `effects/allocators.rs`.
    pub malloc_like: Vec<String>,
    /// Functions without source that the user says only time the program (`--timer
    /// NAME`, as NPB's `timer_start`): each call reads its arguments (shallowly) and
    /// reads and writes [`Place::Clock`], nothing else.
    pub timers: Vec<String>,
}

/// Why an effect is `Any`: the construct the analysis could not see through.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EffectsReason {
    /// A call of a function without source and without a known summary.
    UnknownCallee {
        /// The callee's name.
        name: String,
        /// The call.
        at: ExprId,
    },
    /// A call through a function pointer.
    IndirectCall {
        /// The call.
        at: ExprId,
    },
    /// A memory access through a pointer of unknown origin (converted from an integer,
    /// read from `va_arg`, returned by an unknown callee).
    UnknownPointer {
        /// The access or conversion.
        at: ExprId,
    },
    /// An `asm` statement.
    Asm {
        /// The statement.
        at: StmtId,
    },
    /// The summaries of a recursive component did not settle within the iteration limit;
    /// its functions got every effect.
    RecursionLimit {
        /// A function of the component.
        func: FuncId,
    },
}

/// The effects of a statement (or function body): places read and written, and why some
/// of them are [`Place::Any`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StmtEffects {
    /// Places that may be read.
    pub reads: BTreeSet<Place>,
    /// Places that may be written.
    pub writes: BTreeSet<Place>,
    /// Why some effect is [`Place::Any`] (empty when none is).
    pub reasons: BTreeSet<EffectsReason>,
}

impl StmtEffects {
    /// Adds `other`'s effects to these.
    pub fn merge(&mut self, other: &StmtEffects) {
        self.reads.extend(other.reads.iter().copied());
        self.writes.extend(other.writes.iter().copied());
        self.reasons.extend(other.reasons.iter().cloned());
    }

    /// Whether nothing is read or written.
    pub fn is_empty(&self) -> bool {
        self.reads.is_empty() && self.writes.is_empty()
    }
}

/// What a function's callers see of it, in the callee's places: only globals (and
/// `static` locals), pointees of parameters and globals, allocation sites, [`Place::Io`]
/// and [`Place::Any`] appear; its locals do not.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Places that may be read.
    pub reads: BTreeSet<Place>,
    /// Places that may be written.
    pub writes: BTreeSet<Place>,
    /// Pointers it stores into memory its callers can see: (where, what it points
    /// into) pairs.
    pub stores: BTreeSet<(Place, Place)>,
    /// Where the pointer it returns may point.
    pub returns: BTreeSet<Place>,
    /// Why some effect is [`Place::Any`].
    pub reasons: BTreeSet<EffectsReason>,
    /// The parameters from whose pointee the function may load a pointer (or a value a
    /// pointer may have been copied into), directly or through a callee: only for these
    /// does `Pointee(p)` reach past the objects the argument points into. For every
    /// other parameter `p`, each access through `Pointee(p)` stays in the objects `p`'s
    /// entry value points into (the first level), since reaching deeper takes a pointer
    /// loaded from that level.
    pub deep: BTreeSet<SymbolId>,
}

/// Everything the analysis knows of one function.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FuncEffects {
    /// What callers see.
    pub summary: Summary,
    /// The effects of the whole body, locals included.
    pub body: StmtEffects,
    /// Where each local variable and parameter that may hold a pointer may point, at the
    /// fixpoint (flow-insensitive: at any time during the activation). Variables that
    /// never hold a pointer are absent.
    pub points_to: BTreeMap<SymbolId, BTreeSet<Place>>,
    /// Where each global (or `static` local) pointer the function names may point
    /// during the activation, seen from it: its entry pointee and what the function (or
    /// its callees) stores into memory reachable at entry.
    pub global_points_to: BTreeMap<SymbolId, BTreeSet<Place>>,
}

/// The effects of every statement and function of a program; see the module
/// documentation. Index it with a [`StmtId`] for a statement's cumulated effects (its
/// whole subtree), or with a [`FuncId`].
#[derive(Clone, Debug)]
pub struct Effects {
    /// Cumulated effects, by statement index.
    total: Vec<StmtEffects>,
    /// Effects of a statement's own expressions, by statement index.
    direct: Vec<StmtEffects>,
    /// By function index.
    funcs: Vec<FuncEffects>,
    /// Objects whose address is computed somewhere.
    address_taken: BTreeSet<SymbolId>,
    /// For each call of a function with source, and each callee (callbacks share the
    /// call expression of the external function that calls them): for each formal, the
    /// caller's places its pointee stands for.
    call_args: FxHashMap<(ExprId, FuncId), Vec<BTreeSet<Place>>>,
    /// Aliasing decisions for the pairs of pointer parameters of every function,
    /// keyed with the smaller symbol first.
    aliasing: BTreeMap<(FuncId, SymbolId, SymbolId), AliasDecision>,
    /// The pairs of `aliasing` that may alias, but only as the same pointer: at every call
    /// site the two actuals are either disjoint or the same expression (see
    /// [`alias::identical_or_disjoint`]).
    identical_or_disjoint: BTreeSet<(FuncId, SymbolId, SymbolId)>,
    /// Whether the program has `main` (all callers are then known).
    whole_program: bool,
    /// The options it was computed with.
    options: EffectsOptions,
    /// Where pointer members and the locals copied from them point.
    fields: fields::FieldSources,
    /// Local pointers rotated through blocks of their own.
    rotations: rotation::Rotations,
}

/// Computes the effects of every statement and function of `program`.
pub fn effects(program: &Program, cg: &CallGraph, options: &EffectsOptions) -> Effects {
    libc::set_math_errno(reads_errno(program));
    let mut res = walk::analyze_program(program, cg, options);
    res.options = options.clone();
    res.aliasing = alias::decide_all(program, cg, &res);
    res.identical_or_disjoint = alias::identical_or_disjoint(program, cg, &res);
    res.fields = fields::field_sources(program, &res);
    res.rotations = rotation::rotations(program, &res);
    res
}

/// Whether the program reads `errno` (calls `__errno_location`, which `errno` expands to,
/// or its other spellings).
fn reads_errno(program: &Program) -> bool {
    program.exprs.iter().any(|(_, e)| {
        matches!(e, crate::ir::Expr::Call(f, _) if matches!(program.exprs[*f], crate::ir::Expr::Var(s)
            if matches!(program.symbols[s].name.as_str(), "__errno_location" | "__error" | "_errno")))
    })
}

impl Effects {
    /// Where pointer members and the locals and parameters copied from them point.
    pub fn fields(&self) -> &FieldSources {
        &self.fields
    }

    /// The number of statements the analysis knows: statements made after it ran have
    /// ids from this one on.
    pub fn statement_count(&self) -> usize {
        self.total.len()
    }

    /// The effects of `stmt`'s own expressions (a loop's header, an `if`'s condition),
    /// without its sub-statements; those of statements inside a statement expression
    /// count as the enclosing statement's own.
    pub fn direct(&self, stmt: StmtId) -> &StmtEffects {
        self.direct.get(stmt.index()).unwrap_or(&EMPTY)
    }

    /// What the analysis knows of `func`.
    pub fn func(&self, func: FuncId) -> &FuncEffects {
        self.funcs.get(func.index()).unwrap_or(&EMPTY_FUNC)
    }

    /// The summary of `func` that its callers see.
    pub fn summary(&self, func: FuncId) -> &Summary {
        &self.func(func).summary
    }

    /// Objects (locals and globals) whose address is computed somewhere: `&x`, or an
    /// array used as a value (`f(a)`, `p = a`). Only these can be reached through
    /// pointers or be touched by an unknown callee.
    pub fn address_taken(&self) -> &BTreeSet<SymbolId> {
        &self.address_taken
    }

    /// Whether `sym`'s address is computed somewhere.
    pub fn is_address_taken(&self, sym: SymbolId) -> bool {
        self.address_taken.contains(&sym)
    }

    /// Whether pointer parameters `p` and `q` of `func`, which may alias, do so only as
    /// the same pointer: at every call the two actuals are disjoint or the same expression
    /// (`f(A, C, C)`), and neither parameter is assigned or has its address taken in
    /// `func`, so that during an activation `p == q` or the two never overlap.
    pub fn identical_or_disjoint(
        &self,
        program: &Program,
        func: FuncId,
        p: SymbolId,
        q: SymbolId,
    ) -> bool {
        self.identical_or_disjoint
            .contains(&(func, p.min(q), p.max(q)))
            && [p, q].iter().all(|&x| {
                !self.is_address_taken(x)
                    && !program.funcs[func].body.0.iter().any(|&s| {
                        crate::access::writes_in(program, crate::ir::visit::Child::Stmt(s))
                            .scalars
                            .contains(&x)
                    })
            })
    }

    /// The aliasing decisions of every pair of pointer parameters of `func` (both hold
    /// pointers), in the order of the parameters.
    pub fn pointer_param_pairs(
        &self,
        program: &Program,
        func: FuncId,
    ) -> Vec<(SymbolId, SymbolId, AliasDecision)> {
        let params = &program.funcs[func].params;
        let position = |s: SymbolId| params.iter().position(|&x| x == s);
        let mut res: Vec<(SymbolId, SymbolId, AliasDecision)> = self
            .aliasing
            .range((func, SymbolId::from_index(0), SymbolId::from_index(0))..)
            .take_while(|((f, _, _), _)| *f == func)
            .map(|(&(_, p, q), d)| {
                if position(p) <= position(q) {
                    (p, q, d.clone())
                } else {
                    (q, p, d.clone())
                }
            })
            .collect();
        res.sort_by_key(|(p, q, _)| (position(*p), position(*q)));
        res
    }

    /// Where the value of pointer variable `sym` (a local, a parameter or a global named
    /// in `func`) may point during an activation of `func`, as [`Place`]s of `func`:
    /// the places an access `sym[i]` or `*sym` may touch. A pointer p4a knows nothing
    /// of gives `{Pointee(sym)}` for parameters and globals, nothing for other locals.
    pub fn pointer_targets(
        &self,
        program: &Program,
        func: FuncId,
        sym: SymbolId,
    ) -> BTreeSet<Place> {
        let fx = self.func(func);
        if let Some(set) = fx
            .points_to
            .get(&sym)
            .or_else(|| fx.global_points_to.get(&sym))
        {
            return set.clone();
        }
        let symbol = &program.symbols[sym];
        if symbol.kind == crate::ir::SymbolKind::Param || walk::is_global_like(program, sym) {
            BTreeSet::from([Place::Pointee(sym)])
        } else {
            BTreeSet::new()
        }
    }

    /// The options the effects were computed with.
    pub fn options(&self) -> &EffectsOptions {
        &self.options
    }

    /// Whether local pointers `x` and `y` of `func` hold distinct blocks throughout loop
    /// `l`: they belong to one rotation group (see the `rotation` module) and `l` assigns
    /// no member of it.
    pub fn rotated_apart(&self, func: FuncId, l: StmtId, x: SymbolId, y: SymbolId) -> bool {
        self.rotations.distinct(func, x, y)
            && self
                .rotations
                .members(func)
                .all(|m| !self[l].writes.contains(&Place::Var(m)))
    }

    /// Whether places `a` and `b`, as found in the effects of `func`'s statements, may
    /// denote a common memory location during one activation of `func`.
    pub fn may_overlap(&self, program: &Program, func: FuncId, a: Place, b: Place) -> bool {
        // Locals copied from pointer members whose values come from distinct sites.
        if let (Place::Pointee(x), Place::Pointee(y)) = (a, b)
            && self.fields.disjoint(x, y)
        {
            return false;
        }
        alias::may_overlap(program, self, func, a, b, &|p, q| {
            may_alias(program, self, func, p, q)
        })
    }
}

static EMPTY: StmtEffects = StmtEffects {
    reads: BTreeSet::new(),
    writes: BTreeSet::new(),
    reasons: BTreeSet::new(),
};

static EMPTY_FUNC: FuncEffects = FuncEffects {
    summary: Summary {
        reads: BTreeSet::new(),
        writes: BTreeSet::new(),
        stores: BTreeSet::new(),
        returns: BTreeSet::new(),
        reasons: BTreeSet::new(),
        deep: BTreeSet::new(),
    },
    body: StmtEffects {
        reads: BTreeSet::new(),
        writes: BTreeSet::new(),
        reasons: BTreeSet::new(),
    },
    points_to: BTreeMap::new(),
    global_points_to: BTreeMap::new(),
};

impl Index<StmtId> for Effects {
    type Output = StmtEffects;

    /// The cumulated effects of `stmt`: its own and those of its whole subtree.
    /// Statements outside function bodies have none. Panics for a statement made after
    /// the analysis ran (it knows nothing of it).
    fn index(&self, stmt: StmtId) -> &StmtEffects {
        assert!(
            stmt.index() < self.total.len(),
            "statement {stmt} is newer than the effects (computed before it was made)"
        );
        &self.total[stmt.index()]
    }
}

impl Index<FuncId> for Effects {
    type Output = FuncEffects;

    fn index(&self, func: FuncId) -> &FuncEffects {
        self.func(func)
    }
}

/// The kind of effect summary an external function (no source) gets, for dumps:
/// `pure`, `io`, `alloc`, `memory` (reads or writes memory given by pointer
/// arguments), or `unknown` (every effect is assumed).
pub fn external_kind(name: &str) -> &'static str {
    match libc::lookup(name) {
        Some(lib) => lib.kind(),
        None => "unknown",
    }
}
