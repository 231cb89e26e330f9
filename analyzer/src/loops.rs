//! Recognition of counted loops: `for` loops of Fortran DO shape.
//!
//! A `for` is counted when
//! - its first clause sets one integer variable `i` (`i = lo` or `int i = lo`),
//! - its condition compares `i` with a bound `hi` (`<`, `<=`, `>`, `>=`, either side),
//! - its third clause adds a non-zero constant to `i` (`i++`, `--i`, `i += 2`,
//!   `i = i - 1`), in the direction the condition expects,
//! - `i` is not written in the body and its address is never taken in the function,
//! - `hi` is invariant: it does not name `i`, and it reads only literals and local
//!   variables or parameters that the body does not write and whose address is never
//!   taken; globals are allowed when the body calls no function and writes no global;
//!   elements of arrays that nothing in the body can write; and elements through a
//!   pointer the body does not write (`rowstr[j + 1]`) when the body writes no memory
//!   a pointer can reach (only scalars whose address is never taken).
//!
//! The `CountedLoop` then holds the first value (`lo`), the last value allowed by the
//! condition, inclusive (`hi - 1` for `i < hi`; the expression is made and allocated
//! here, unattached to the tree), and the step. Anything else stays a general loop.

use rustc_hash::FxHashSet;

use crate::ir::visit::{Child, expr_children, stmt_children};
use crate::ir::*;

/// Records the counted-loop shape on every `for` of the program where it holds.
/// Returns the number of loops recognised.
pub fn recognize_counted_loops(program: &mut Program) -> usize {
    let mut found = Vec::new();
    for (fid, func) in program.funcs.iter() {
        let taken = query::address_taken_in(program, &func.body.0);
        let mut stack: Vec<StmtId> = func.body.0.clone();
        while let Some(s) = stack.pop() {
            if matches!(program.stmts[s], Stmt::For { .. }) {
                found.push((fid, s, taken.clone()));
            }
            stmt_children(&program.stmts[s], &mut |c| {
                if let Child::Stmt(c) = c {
                    stack.push(c)
                }
            });
        }
    }
    let globals = GlobalWrites::new(program);
    let mut n = 0;
    for (_, s, taken) in found {
        if let Some(shape) = counted_shape(program, s, &taken, &globals) {
            let upper = match shape.upper_adjust {
                0 => shape.bound,
                adj => {
                    let loc = program.exprs.loc(shape.bound);
                    let one = program.exprs.alloc(
                        Expr::IntLit {
                            text: "1".into(),
                            value: Some(1),
                        },
                        loc,
                    );
                    let op = if adj < 0 { BinOp::Sub } else { BinOp::Add };
                    program.exprs.alloc(Expr::Binary(op, shape.bound, one), loc)
                }
            };
            if let Stmt::For { counted, .. } = &mut program.stmts[s] {
                *counted = Some(CountedLoop {
                    index: shape.index,
                    lower: shape.lower,
                    upper,
                    step: shape.step,
                });
                n += 1;
            }
        }
    }
    n
}

struct Shape {
    index: SymbolId,
    lower: ExprId,
    bound: ExprId,
    /// `-1` when the inclusive last value is `bound - 1`, `+1` for `bound + 1`, else 0.
    upper_adjust: i64,
    step: i64,
}

fn counted_shape(
    program: &Program,
    s: StmtId,
    taken: &FxHashSet<SymbolId>,
    globals: &GlobalWrites,
) -> Option<Shape> {
    let Stmt::For {
        init,
        cond,
        step,
        body,
        ..
    } = &program.stmts[s]
    else {
        return None;
    };
    let (index, lower) = match init {
        ForInit::Expr(e) => match &program.exprs[*e] {
            Expr::Assign { op: None, lhs, rhs } => (var_of(program, *lhs)?, *rhs),
            _ => return None,
        },
        ForInit::Decl(group) => match group.decls.as_slice() {
            [
                Declarator {
                    sym,
                    init: Some(Init::Expr(e)),
                    ..
                },
            ] => (*sym, *e),
            _ => return None,
        },
        ForInit::None => return None,
    };
    if !matches!(
        program.resolve(program.symbols[index].ty).0,
        TypeKind::Int(_)
    ) || taken.contains(&index)
    {
        return None;
    }
    let step = step_of(program, (*step)?, index, globals)?;
    let (bound, upper_adjust) = bound_of(program, (*cond)?, index, step)?;
    // A signed index compared with an unsigned bound is compared as unsigned: started
    // below 0 (`for (int i = -5; i < u; i++)` runs zero times) or counting down, the
    // loop is not what its bounds say. Only a literal non-negative start is taken then.
    if signed_index(program, index)
        && may_be_unsigned(program, bound)
        && (step < 0 || !matches!(program.exprs[lower], Expr::IntLit { .. }))
    {
        return None;
    }
    let direct = written_vars(program, *body);
    if direct.vars.contains(&index) {
        return None;
    }
    let written = globals.close(&direct);
    // The third clause writes the index: a bound naming it (`i < i + 1`) changes.
    if query::mentions(program, Child::Expr(bound), index)
        || !invariant(program, bound, &written, taken, globals)
    {
        return None;
    }
    Some(Shape {
        index,
        lower,
        bound,
        upper_adjust,
        step,
    })
}

fn var_of(program: &Program, e: ExprId) -> Option<SymbolId> {
    match program.exprs[e] {
        Expr::Var(s) => Some(s),
        _ => None,
    }
}

/// The value of a step: a literal, an enumeration constant, or a `const` integer
/// variable initialised with one (`const int c = 2;`: a program that wrote it would be
/// undefined).
fn int_value(program: &Program, e: ExprId, globals: &GlobalWrites) -> Option<i64> {
    match &program.exprs[e] {
        Expr::IntLit { value: Some(v), .. } => i64::try_from(*v).ok(),
        Expr::Unary(UnOp::Neg, a) => int_value(program, *a, globals)?.checked_neg(),
        Expr::Var(s) => match program.symbols[*s].kind {
            SymbolKind::EnumConst { value, .. } => i64::try_from(value?).ok(),
            _ => globals.const_ints.get(s).copied(),
        },
        _ => None,
    }
}

/// `const` integer variables declared once, with a literal initializer.
fn const_ints(program: &Program) -> rustc_hash::FxHashMap<SymbolId, i64> {
    let mut seen: rustc_hash::FxHashMap<SymbolId, Option<i64>> = Default::default();
    for (_, s) in program.stmts.iter() {
        let group = match s {
            Stmt::Decl(g)
            | Stmt::For {
                init: ForInit::Decl(g),
                ..
            } => g,
            _ => continue,
        };
        for d in &group.decls {
            let (kind, quals) = program.resolve(d.ty);
            let value = match (&d.init, kind) {
                (Some(Init::Expr(e)), TypeKind::Int(_)) if quals.is_const && !quals.is_volatile => {
                    match &program.exprs[*e] {
                        Expr::IntLit { value: Some(v), .. } => i64::try_from(*v).ok(),
                        Expr::Unary(UnOp::Neg, a) => match &program.exprs[*a] {
                            Expr::IntLit { value: Some(v), .. } => {
                                i64::try_from(*v).ok().and_then(i64::checked_neg)
                            }
                            _ => None,
                        },
                        _ => None,
                    }
                }
                _ => None,
            };
            // A second declaration (or one without a value) makes it unknown.
            seen.entry(d.sym).and_modify(|v| *v = None).or_insert(value);
        }
    }
    seen.into_iter()
        .filter_map(|(k, v)| Some((k, v?)))
        .collect()
}

/// The constant added to `index` by the third clause.
fn step_of(program: &Program, e: ExprId, index: SymbolId, globals: &GlobalWrites) -> Option<i64> {
    let step = match &program.exprs[e] {
        Expr::IncDec { increment, arg, .. } if var_of(program, *arg) == Some(index) => {
            if *increment { 1 } else { -1 }
        }
        Expr::Assign {
            op: Some(op @ (BinOp::Add | BinOp::Sub)),
            lhs,
            rhs,
        } if var_of(program, *lhs) == Some(index) => {
            let c = int_value(program, *rhs, globals)?;
            if *op == BinOp::Add {
                c
            } else {
                c.checked_neg()?
            }
        }
        Expr::Assign { op: None, lhs, rhs } if var_of(program, *lhs) == Some(index) => {
            match &program.exprs[*rhs] {
                Expr::Binary(BinOp::Add, a, b) if var_of(program, *a) == Some(index) => {
                    int_value(program, *b, globals)?
                }
                Expr::Binary(BinOp::Add, a, b) if var_of(program, *b) == Some(index) => {
                    int_value(program, *a, globals)?
                }
                Expr::Binary(BinOp::Sub, a, b) if var_of(program, *a) == Some(index) => {
                    int_value(program, *b, globals)?.checked_neg()?
                }
                _ => return None,
            }
        }
        _ => return None,
    };
    (step != 0).then_some(step)
}

/// The bound compared with `index`, and how the inclusive last value derives from it.
fn bound_of(program: &Program, cond: ExprId, index: SymbolId, step: i64) -> Option<(ExprId, i64)> {
    let Expr::Binary(op, a, b) = program.exprs[cond] else {
        return None;
    };
    // Normalise to `index OP bound`.
    let (op, bound) = if var_of(program, a) == Some(index) {
        (op, b)
    } else if var_of(program, b) == Some(index) {
        let flipped = match op {
            BinOp::Lt => BinOp::Gt,
            BinOp::Gt => BinOp::Lt,
            BinOp::Le => BinOp::Ge,
            BinOp::Ge => BinOp::Le,
            _ => return None,
        };
        (flipped, a)
    } else {
        return None;
    };
    match op {
        BinOp::Lt if step > 0 => Some((bound, -1)),
        BinOp::Le if step > 0 => Some((bound, 0)),
        BinOp::Gt if step < 0 => Some((bound, 1)),
        BinOp::Ge if step < 0 => Some((bound, 0)),
        // `i != hi` stepping by one is `i < hi` (or `i > hi`) for a signed index: started
        // past `hi`, the loop would run into signed overflow, which C leaves undefined.
        // An unsigned index may legitimately wrap around, so it is not taken.
        BinOp::Ne if step.abs() == 1 && signed_index(program, index) => {
            Some((bound, if step > 0 { -1 } else { 1 }))
        }
        _ => None,
    }
}

/// Whether integer expression `e` may have an unsigned type (after the usual arithmetic
/// conversions): any operand that is not known to be signed makes it so.
pub fn may_be_unsigned(p: &Program, e: ExprId) -> bool {
    match &p.exprs[e] {
        Expr::IntLit { text, .. } => text.contains(['u', 'U']),
        Expr::CharLit(_) => false,
        Expr::Var(s) => !matches!(
            p.resolve(p.symbols[*s].ty).0,
            TypeKind::Int(
                IntKind::Char
                    | IntKind::SChar
                    | IntKind::Short
                    | IntKind::Int
                    | IntKind::Long
                    | IntKind::LongLong
            ) | TypeKind::Enum(_)
        ),
        // An element or pointee of a signed integer type (`rowstr[j + 1]` of an `int`
        // array): its value is that type's.
        Expr::Index(..) | Expr::Unary(UnOp::Deref, _) => !crate::access::element_type(p, e)
            .is_some_and(|t| {
                matches!(
                    p.resolve(t).0,
                    TypeKind::Int(
                        IntKind::Char
                            | IntKind::SChar
                            | IntKind::Short
                            | IntKind::Int
                            | IntKind::Long
                            | IntKind::LongLong
                    )
                )
            }),
        Expr::Unary(_, x) => may_be_unsigned(p, *x),
        Expr::Binary(_, x, y) => may_be_unsigned(p, *x) || may_be_unsigned(p, *y),
        Expr::Cond(_, Some(a), b) => may_be_unsigned(p, *a) || may_be_unsigned(p, *b),
        _ => true,
    }
}

fn signed_index(program: &Program, index: SymbolId) -> bool {
    matches!(
        program.resolve(program.symbols[index].ty).0,
        TypeKind::Int(
            IntKind::SChar | IntKind::Short | IntKind::Int | IntKind::Long | IntKind::LongLong
        )
    )
}

/// What a statement subtree may write, as far as loop invariance is concerned.
#[derive(Default, Clone)]
struct Written {
    /// Variables written by name (an element or member write names its base).
    vars: FxHashSet<SymbolId>,
    /// A write through a pointer: any variable whose address is taken may change.
    through_pointer: bool,
    /// A call of a function without a body (not a known pure library function): any
    /// global with external linkage, and any variable whose address is taken, may change.
    unknown_call: bool,
    /// Functions with a body called directly.
    calls: FxHashSet<SymbolId>,
}

/// What each function may write, with its callees' writes folded in (a fixpoint over
/// the call graph, so recursion is covered), and the globals whose address is taken
/// anywhere in the program (function bodies and initializers alike).
pub(crate) struct GlobalWrites {
    by_func: rustc_hash::FxHashMap<SymbolId, Written>,
    taken: FxHashSet<SymbolId>,
    /// Arrays named other than as the base of a subscript (they decay to a pointer).
    escaped_arrays: FxHashSet<SymbolId>,
    /// `const` integer variables with a literal value.
    const_ints: rustc_hash::FxHashMap<SymbolId, i64>,
}

impl GlobalWrites {
    pub(crate) fn new(program: &Program) -> GlobalWrites {
        let mut by_func: rustc_hash::FxHashMap<SymbolId, Written> = Default::default();
        for (_, func) in program.funcs.iter() {
            let mut w = Written::default();
            for &s in &func.body.0 {
                let x = written_vars(program, s);
                w.vars.extend(x.vars);
                w.through_pointer |= x.through_pointer;
                w.unknown_call |= x.unknown_call;
                w.calls.extend(x.calls);
            }
            by_func.insert(func.sym, w);
        }
        loop {
            let mut changed = false;
            let funcs: Vec<SymbolId> = by_func.keys().copied().collect();
            for f in funcs {
                let callees: Vec<SymbolId> = by_func[&f].calls.iter().copied().collect();
                let mut add = Written::default();
                for c in callees {
                    if let Some(cw) = by_func.get(&c) {
                        add.vars.extend(cw.vars.iter().copied());
                        add.through_pointer |= cw.through_pointer;
                        add.unknown_call |= cw.unknown_call;
                    }
                }
                let w = by_func.get_mut(&f).expect("present");
                let before = (w.vars.len(), w.through_pointer, w.unknown_call);
                w.vars.extend(add.vars);
                w.through_pointer |= add.through_pointer;
                w.unknown_call |= add.unknown_call;
                changed |= before != (w.vars.len(), w.through_pointer, w.unknown_call);
            }
            if !changed {
                break;
            }
        }
        let taken: FxHashSet<SymbolId> = program
            .exprs
            .iter()
            .filter_map(|(e, _)| query::addressed_var(program, e))
            .collect();
        let mut indexed: FxHashSet<ExprId> = FxHashSet::default();
        for (_, e) in program.exprs.iter() {
            if let Expr::Index(b, _) = e {
                indexed.insert(*b);
            }
        }
        let mut escaped_arrays = FxHashSet::default();
        for (id, e) in program.exprs.iter() {
            if let Expr::Var(v) = e
                && matches!(
                    program.resolve(program.symbols[*v].ty).0,
                    TypeKind::Array { .. }
                )
                && !indexed.contains(&id)
            {
                escaped_arrays.insert(*v);
            }
        }
        GlobalWrites {
            by_func,
            taken,
            escaped_arrays,
            const_ints: const_ints(program),
        }
    }

    /// `w` with the writes of the functions it calls.
    fn close(&self, w: &Written) -> Written {
        let mut res = w.clone();
        for c in &w.calls {
            if let Some(cw) = self.by_func.get(c) {
                res.vars.extend(cw.vars.iter().copied());
                res.through_pointer |= cw.through_pointer;
                res.unknown_call |= cw.unknown_call;
            }
        }
        res
    }

    /// Whether variable `g` may change when the (closed) writes `w` happen.
    fn may_change(&self, program: &Program, w: &Written, g: SymbolId) -> bool {
        let sym = &program.symbols[g];
        w.vars.contains(&g)
            || (self.taken.contains(&g) && (w.through_pointer || w.unknown_call))
            || (sym.file_scope && w.unknown_call && sym.storage != Storage::Static)
    }
}

fn written_vars(program: &Program, body: StmtId) -> Written {
    let mut w = Written::default();
    let mut stack = vec![Child::Stmt(body)];
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => stmt_children(&program.stmts[s], &mut |c| stack.push(c)),
            Child::Expr(e) => {
                match &program.exprs[e] {
                    Expr::Assign { lhs, .. } | Expr::IncDec { arg: lhs, .. } => {
                        match var_of(program, *lhs) {
                            Some(v) => {
                                w.vars.insert(v);
                            }
                            None => {
                                // An element or member of a named object changes that
                                // object only; anything else (`s.x[i]` through a pointer
                                // member too) writes through a pointer.
                                if names_object(program, *lhs) {
                                    if let Some(base) = base_var(program, *lhs) {
                                        w.vars.insert(base);
                                    }
                                } else {
                                    w.through_pointer = true;
                                }
                            }
                        }
                    }
                    Expr::Call(callee, _) => match program.exprs[*callee] {
                        Expr::Var(f) if program.symbols[f].def.is_some() => {
                            w.calls.insert(f);
                        }
                        Expr::Var(f) if crate::effects::is_pure_function(program, f) => {}
                        _ => w.unknown_call = true,
                    },
                    _ => {}
                }
                expr_children(&program.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    w
}

/// Whether lvalue `e` is part of a named object: `a[i][j]` of an array object, `s.f`,
/// `s.a[i]` (no pointer is followed).
fn names_object(program: &Program, mut e: ExprId) -> bool {
    loop {
        match &program.exprs[e] {
            Expr::Var(s) => {
                return !matches!(
                    program.resolve(program.symbols[*s].ty).0,
                    TypeKind::Pointer(_)
                ) && program.symbols[*s].kind != SymbolKind::Param;
            }
            Expr::Index(b, _) => {
                // `s.x[i]` with a pointer member `x` follows a pointer.
                if !matches!(
                    program.exprs[*b],
                    Expr::Var(_) | Expr::Index(..) | Expr::Member { arrow: false, .. }
                ) || !crate::effects::is_array_object(program, *b)
                {
                    return false;
                }
                e = *b;
            }
            Expr::Member {
                base, arrow: false, ..
            } => e = *base,
            _ => return false,
        }
    }
}

fn base_var(program: &Program, mut e: ExprId) -> Option<SymbolId> {
    loop {
        match &program.exprs[e] {
            Expr::Var(s) => return Some(*s),
            Expr::Index(b, _) | Expr::Member { base: b, .. } => e = *b,
            _ => return None,
        }
    }
}

fn invariant(
    program: &Program,
    e: ExprId,
    written: &Written,
    taken: &FxHashSet<SymbolId>,
    globals: &GlobalWrites,
) -> bool {
    let ok = match &program.exprs[e] {
        Expr::Var(s) => {
            let sym = &program.symbols[*s];
            match sym.kind {
                SymbolKind::EnumConst { .. } => true,
                SymbolKind::Var | SymbolKind::Param => {
                    !taken.contains(s)
                        && !globals.may_change(program, written, *s)
                        && matches!(
                            program.resolve(sym.ty).0,
                            TypeKind::Int(_) | TypeKind::Enum(_)
                        )
                }
                _ => false,
            }
        }
        // An element of an array object that nothing in the loop can write: its name is
        // never written in the loop, and it never decays to a pointer or has its address
        // taken anywhere in the program (so no pointer or callee reaches it).
        //
        // An element through a pointer variable (`rowstr[j + 1]` of `int *rowstr`), when
        // the pointer keeps its value (the loop does not write it and its address is
        // never taken) and the loop writes no memory a pointer may reach: nothing
        // through pointers, no unknown callee, and by name only scalars whose address is
        // never taken (an aggregate could hold the pointee: `p = s.a` makes `s.a[0] = 1`
        // a write of `p[0]` without any `&`). The pointee is not `volatile`.
        Expr::Index(base, _) => match program.exprs[*base] {
            Expr::Var(arr) => {
                let sym = &program.symbols[arr];
                match program.resolve(sym.ty).0 {
                    TypeKind::Array { .. } => {
                        matches!(sym.kind, SymbolKind::Var)
                            && !taken.contains(&arr)
                            && !globals.escaped_arrays.contains(&arr)
                            && !globals.may_change(program, written, arr)
                    }
                    TypeKind::Pointer(pointee) => {
                        matches!(sym.kind, SymbolKind::Var | SymbolKind::Param)
                            && !program.resolve(*pointee).1.is_volatile
                            && !taken.contains(&arr)
                            && !globals.may_change(program, written, arr)
                            && writes_no_pointee(program, written, taken, globals)
                    }
                    _ => false,
                }
            }
            _ => false,
        },
        // A member of a structure variable that nothing in the loop can write, on the
        // same terms as an array element (`s.n`, `g.dims.nx`).
        Expr::Member { arrow: false, .. } => {
            let mut base = e;
            while let Expr::Member {
                base: b,
                arrow: false,
                ..
            } = program.exprs[base]
            {
                base = b;
            }
            match program.exprs[base] {
                Expr::Var(s) => {
                    let sym = &program.symbols[s];
                    matches!(sym.kind, SymbolKind::Var | SymbolKind::Param)
                        && matches!(program.resolve(sym.ty).0, TypeKind::Record(_))
                        && crate::effects::is_integer_valued(program, e)
                        && !taken.contains(&s)
                        && !globals.may_change(program, written, s)
                }
                _ => false,
            }
        }
        Expr::IntLit { .. } | Expr::CharLit(_) | Expr::SizeofType(_) => true,
        Expr::Unary(UnOp::Neg | UnOp::Plus | UnOp::BitNot, _)
        | Expr::Binary(..)
        | Expr::Cast(..)
        | Expr::Cond(..)
        | Expr::Extension(_) => true,
        _ => false,
    };
    if !ok {
        return false;
    }
    match program.exprs[e] {
        Expr::Var(_) | Expr::SizeofType(_) | Expr::Member { .. } => return true,
        Expr::Index(_, sub) => return invariant(program, sub, written, taken, globals),
        _ => {}
    }
    let mut all = true;
    expr_children(&program.exprs[e], &mut |c| {
        if let Child::Expr(x) = c {
            all &= invariant(program, x, written, taken, globals);
        }
    });
    all
}

/// Whether the (closed) writes `w` of a loop leave every object a pointer may point to
/// unchanged: they write nothing through a pointer, call no unknown function, and write
/// by name only non-aggregate variables whose address is never taken (in the function,
/// `taken`, or anywhere in the program): a pointer can reach only objects whose address
/// is taken, arrays that decay, and aggregates holding such arrays.
fn writes_no_pointee(
    program: &Program,
    w: &Written,
    taken: &FxHashSet<SymbolId>,
    globals: &GlobalWrites,
) -> bool {
    !w.through_pointer
        && !w.unknown_call
        && w.vars.iter().all(|v| {
            !taken.contains(v)
                && !globals.taken.contains(v)
                && !matches!(
                    program.resolve(program.symbols[*v].ty).0,
                    TypeKind::Array { .. } | TypeKind::Record(_)
                )
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::front::{CppOptions, parse_files};

    fn loops_of(src: &str) -> (Program, Vec<(u32, Option<CountedLoop>)>) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.c");
        std::fs::write(&path, src).unwrap();
        let parsed = parse_files(&[path], &CppOptions::default());
        assert!(!parsed.has_errors(), "{:?}", parsed.diagnostics);
        let mut program = parsed.program;
        recognize_counted_loops(&mut program);
        let mut res: Vec<(u32, Option<CountedLoop>)> = program
            .stmts
            .iter()
            .filter_map(|(id, s)| match s {
                Stmt::For { counted, .. } => Some((program.stmts.loc(id).line, counted.clone())),
                _ => None,
            })
            .collect();
        res.sort_by_key(|r| r.0);
        (program, res)
    }

    fn describe(program: &Program, c: &Option<CountedLoop>) -> String {
        match c {
            None => "general".into(),
            Some(c) => format!(
                "{} from {} to {} step {}",
                program.symbols[c.index].name,
                crate::print::print_expr(program, c.lower),
                crate::print::print_expr(program, c.upper),
                c.step
            ),
        }
    }

    #[test]
    fn do_shaped_loops_are_counted_and_others_are_not() {
        let src = "\
int g;
void f(int n, double *a, int m) {
    for (int i = 0; i < n; i++) a[i] = 0;
    for (int i = n - 1; i >= 0; --i) a[i] = 1;
    for (int j = 2; j <= m; j += 2) a[j] = 2;
    for (int k = 0; k < n; k++) { if (a[k] > 0) n--; }
    for (int k = 0; k < n; k++) k += 1;
    for (int k = 0; k != n; k++) a[k] = 3;
    for (int k = 0; k < g; k++) { int t = k; t++; }
    for (int k = 0; k < g; k++) g = 1;
    int q;
    for (q = 0; 10 > q; q = q + 1) a[q] = 5;
    int r = n, *pr = &r;
    for (int k = 0; k < r; k++) a[k] = 6;
    for (unsigned u = 0; u != n; u++) a[u] = 7;
    for (int k = 0; k != n; k += 2) a[k] = 8;
    const int cs = 3; int vs = 3;
    for (int k = 0; k < n; k += cs) a[k] = 9;
    for (int k = 0; k < n; k += vs) a[k] = 10;
}
";
        let (program, loops) = loops_of(src);
        let got: Vec<String> = loops
            .iter()
            .map(|(line, c)| format!("{line}: {}", describe(&program, c)))
            .collect();
        assert_eq!(
            got,
            vec![
                "3: i from 0 to n - 1 step 1",
                "4: i from n - 1 to 0 step -1",
                "5: j from 2 to m step 2",
                "6: general",
                "7: general",
                "8: k from 0 to n - 1 step 1",
                "9: k from 0 to g - 1 step 1",
                "10: general",
                "12: q from 0 to 10 - 1 step 1",
                "14: general",
                "15: general",
                "16: general",
                "18: k from 0 to n - 1 step 3",
                "19: general",
            ]
        );
    }

    #[test]
    fn bounds_read_from_memory_the_loop_cannot_write() {
        let src = "\
int rs[11]; unsigned us[11]; int g;
void f(int n, const int *row, double *a, int *w) {
    int k; double s = 0;
    for (k = rs[1]; k < rs[2]; k++) s += a[k];
    for (k = row[n]; k < row[n + 1]; k++) s += a[k];
    for (k = row[n]; k < row[n + 1]; k++) a[k] = s;
    for (k = row[n]; k < row[n + 1]; k++) g = k;
    for (k = 0; k < row[n]; k++) w[k] = 0;
    for (k = 0; k < k + n; k++) s += 1;
    for (k = us[0]; k < us[1]; k++) s += a[k];
    for (k = 0; k < us[1]; k++) s += a[k];
    int z[4]; int *pz = z;
    for (k = 0; k < pz[1]; k++) z[k] = 0;
}
";
        let (program, loops) = loops_of(src);
        let got: Vec<String> = loops
            .iter()
            .map(|(line, c)| format!("{line}: {}", describe(&program, c)))
            .collect();
        assert_eq!(
            got,
            vec![
                "4: k from rs[1] to rs[2] - 1 step 1",
                "5: k from row[n] to row[n + 1] - 1 step 1",
                // Written through a pointer: the bound may change.
                "6: general",
                // `g`'s address is never taken: no pointer reaches it.
                "7: k from row[n] to row[n + 1] - 1 step 1",
                // Written through a pointer, or the index in the bound.
                "8: general",
                "9: general",
                // A signed index against an unsigned bound: only from a literal start.
                "10: general",
                "11: k from 0 to us[1] - 1 step 1",
                // `z` decays into `pz`: writing it may change `pz[1]`.
                "13: general",
            ]
        );
    }
}
