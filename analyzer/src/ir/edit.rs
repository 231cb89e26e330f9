//! Editing the IR: the operations every transformation builds on, in one place.
//!
//! - Copies of subtrees with fresh ids ([`copy_stmt`], [`copy_expr`]): a node is never
//!   shared between two places of the tree.
//! - Substitution of an expression for a variable ([`replace_var`]).
//! - Where a statement sits ([`Slot`], [`slot_of`], [`Parents`]) and replacing or inserting
//!   statements there ([`replace_stmt`], [`insert_before`], [`insert_after`]).
//! - New names that clash with nothing ([`Names`]): no symbol of the program and no word
//!   the caller's test reserves (the keywords and predefined identifiers of C, GNU C and
//!   of every language the name may be printed in: a name p4a makes up may end up in a
//!   kernel).
//! - New symbols and declarations ([`new_local`], [`decl_stmt`]) and new functions
//!   ([`new_function`]).
//!
//! **Invariant kept:** the IR stays a tree (every id has at most one parent) and every new
//! node gets the location it is made for, in the user's file.
//!
//! Analysis tables are computed for the ids that existed when they ran: a node made here
//! is unknown to them, and transformations that edit the IR run the analyses again (or
//! only edit after the last question).

use rustc_hash::{FxHashMap, FxHashSet};

use super::visit::{
    Child, ChildMut, expr_children, expr_children_mut, stmt_children, stmt_children_mut,
};
use super::*;

// ----- copies ----------------------------------------------------------------------------

/// Whether [`copy_expr`] gives an expression that may be evaluated again with the same
/// result: side-effect-free expressions made of variables, constants, operators, casts,
/// subscripts and members.
pub fn copyable(p: &Program, e: ExprId) -> bool {
    match &p.exprs[e] {
        Expr::Var(_)
        | Expr::IntLit { .. }
        | Expr::FloatLit(_)
        | Expr::CharLit(_)
        | Expr::SizeofType(_) => true,
        Expr::Unary(_, x) | Expr::Cast(_, x) | Expr::Member { base: x, .. } => copyable(p, *x),
        Expr::Binary(_, x, y) | Expr::Index(x, y) => copyable(p, *x) && copyable(p, *y),
        Expr::Cond(c, Some(a), b) => copyable(p, *c) && copyable(p, *a) && copyable(p, *b),
        _ => false,
    }
}

/// Whether [`copy_stmt`] may duplicate statement `s` in the same function: both the copy
/// and the original must be valid C there, so the subtree declares no label (`name:`,
/// `__label__`), no `static`, `extern` or `typedef` name, holds no `asm` (its labels
/// would be duplicated), and takes no label's address.
pub fn stmt_copyable(p: &Program, s: StmtId) -> bool {
    let mut ok = true;
    let mut stack = vec![Child::Stmt(s)];
    let group_ok = |g: &DeclGroup| {
        matches!(
            g.specs.storage,
            Storage::None | Storage::Auto | Storage::Register
        )
    };
    while let Some(c) = stack.pop() {
        match c {
            Child::Stmt(s) => {
                match &p.stmts[s] {
                    Stmt::Label(_) | Stmt::LocalLabels(_) | Stmt::Asm(_) => ok = false,
                    Stmt::Decl(g)
                    | Stmt::For {
                        init: ForInit::Decl(g),
                        ..
                    } if !group_ok(g) => ok = false,
                    _ => {}
                }
                stmt_children(&p.stmts[s], &mut |c| stack.push(c));
            }
            Child::Expr(e) => {
                if matches!(p.exprs[e], Expr::LabelAddr(_)) {
                    ok = false;
                }
                expr_children(&p.exprs[e], &mut |c| stack.push(c));
            }
            Child::Type(_) => {}
        }
    }
    ok
}

/// A deep copy of statement `s` with fresh statement and expression ids, each new node at
/// its original's location. Types are shared (they are interned); symbols declared inside
/// are the same symbols, declared again in the copy's own scope. Loops of the copy lose
/// their `counted` shape (the analyses have not seen the copy). Check [`stmt_copyable`]
/// first when the copy goes into the same function.
pub fn copy_stmt(p: &mut Program, s: StmtId) -> StmtId {
    let loc = p.stmts.loc(s);
    let mut node = p.stmts[s].clone();
    if let Stmt::For { counted, .. } = &mut node {
        *counted = None;
    }
    let mut kids = Vec::new();
    stmt_children(&node, &mut |c| kids.push(c));
    let mut copies = copy_children(p, kids).into_iter();
    stmt_children_mut(&mut node, &mut |c| set_child(c, copies.next()));
    p.stmts.alloc(node, loc)
}

/// A deep copy of any expression (side effects included), with fresh ids.
pub fn copy_expr(p: &mut Program, e: ExprId) -> ExprId {
    let loc = p.exprs.loc(e);
    let mut node = p.exprs[e].clone();
    let mut kids = Vec::new();
    expr_children(&node, &mut |c| kids.push(c));
    let mut copies = copy_children(p, kids).into_iter();
    expr_children_mut(&mut node, &mut |c| set_child(c, copies.next()));
    p.exprs.alloc(node, loc)
}

/// Copies of the expression and statement children (types are skipped), in order.
fn copy_children(p: &mut Program, kids: Vec<Child>) -> Vec<Child> {
    kids.into_iter()
        .filter_map(|c| match c {
            Child::Expr(e) => Some(Child::Expr(copy_expr(p, e))),
            Child::Stmt(s) => Some(Child::Stmt(copy_stmt(p, s))),
            Child::Type(_) => None,
        })
        .collect()
}

/// Stores `new` in the child slot: the mutable and the shared visitors list the same
/// children in the same order.
fn set_child(slot: ChildMut, new: Option<Child>) {
    match (slot, new) {
        (ChildMut::Expr(e), Some(Child::Expr(n))) => *e = n,
        (ChildMut::Stmt(s), Some(Child::Stmt(n))) => *s = n,
        _ => unreachable!("the two child visitors disagree"),
    }
}

// ----- substitution ------------------------------------------------------------------------

/// Replaces every use of variable `x` under statement `root` (statement expressions
/// included) by the node `by` makes for it, given the use's location; `by` is called once
/// per use, in walk order, so that no node is shared. Returns the rewritten expressions,
/// in that order.
pub fn replace_var(
    p: &mut Program,
    root: StmtId,
    x: SymbolId,
    by: &mut dyn FnMut(&mut Program, Loc) -> Expr,
) -> Vec<ExprId> {
    struct Uses<'p> {
        program: &'p Program,
        x: SymbolId,
        out: Vec<ExprId>,
    }
    impl<'p> super::visit::Visitor<'p> for Uses<'p> {
        fn program(&self) -> &'p Program {
            self.program
        }
        fn visit_expr(&mut self, e: ExprId) {
            if matches!(self.program.exprs[e], Expr::Var(v) if v == self.x) {
                self.out.push(e);
            }
            super::visit::walk_expr(self, e);
        }
    }
    let mut uses = Uses {
        program: p,
        x,
        out: Vec::new(),
    };
    super::visit::Visitor::visit_stmt(&mut uses, root);
    let sites = uses.out;
    for &e in &sites {
        let loc = p.exprs.loc(e);
        p.exprs[e] = by(p, loc);
    }
    sites
}

// ----- where a statement sits --------------------------------------------------------------

/// The place of a statement in its function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Element `index` of the function's body.
    FuncBody {
        /// The function.
        func: FuncId,
        /// The position in the body.
        index: usize,
    },
    /// Element `index` of a block statement.
    Block {
        /// The block.
        block: StmtId,
        /// The position in it.
        index: usize,
    },
    /// Element `index` of a statement expression `({ ... })`.
    StmtExpr {
        /// The expression.
        expr: ExprId,
        /// The position in it.
        index: usize,
    },
    /// A single-statement child of a compound statement: a branch of an `if`, the body of
    /// a loop or a `switch`.
    Child {
        /// The statement holding it.
        parent: StmtId,
    },
}

/// The slot of every statement of one function, computed once.
#[derive(Clone, Debug, Default)]
pub struct Parents {
    slots: FxHashMap<StmtId, Slot>,
}

impl Parents {
    /// The slots of every statement in `func`'s body, at any depth (inside statement
    /// expressions too).
    pub fn of_function(p: &Program, func: FuncId) -> Parents {
        let mut slots = FxHashMap::default();
        let mut stack: Vec<Child> = Vec::new();
        for (index, &s) in p.funcs[func].body.0.iter().enumerate() {
            slots.insert(s, Slot::FuncBody { func, index });
            stack.push(Child::Stmt(s));
        }
        while let Some(c) = stack.pop() {
            match c {
                Child::Stmt(s) => match &p.stmts[s] {
                    Stmt::Block(b) => {
                        for (index, &x) in b.0.iter().enumerate() {
                            slots.insert(x, Slot::Block { block: s, index });
                            stack.push(Child::Stmt(x));
                        }
                        // Blocks have statement children only.
                    }
                    other => stmt_children(other, &mut |c| {
                        if let Child::Stmt(x) = c {
                            slots.insert(x, Slot::Child { parent: s });
                        }
                        stack.push(c);
                    }),
                },
                Child::Expr(e) => {
                    if let Expr::StmtExpr(b) = &p.exprs[e] {
                        for (index, &x) in b.0.iter().enumerate() {
                            slots.insert(x, Slot::StmtExpr { expr: e, index });
                            stack.push(Child::Stmt(x));
                        }
                    } else {
                        expr_children(&p.exprs[e], &mut |c| stack.push(c));
                    }
                }
                Child::Type(_) => {}
            }
        }
        Parents { slots }
    }

    /// The slot of `s`, if it is in the function.
    pub fn slot(&self, s: StmtId) -> Option<Slot> {
        self.slots.get(&s).copied()
    }
}

/// The slot of `s` in `func` (a walk of the function; build [`Parents`] for many
/// questions).
pub fn slot_of(p: &Program, func: FuncId, s: StmtId) -> Option<Slot> {
    Parents::of_function(p, func).slot(s)
}

/// The statement list a slot is an element of, for list slots.
fn list_mut(p: &mut Program, slot: Slot) -> Option<(&mut Vec<StmtId>, usize)> {
    match slot {
        Slot::FuncBody { func, index } => Some((&mut p.funcs[func].body.0, index)),
        Slot::Block { block, index } => match &mut p.stmts[block] {
            Stmt::Block(b) => Some((&mut b.0, index)),
            _ => None,
        },
        Slot::StmtExpr { expr, index } => match &mut p.exprs[expr] {
            Expr::StmtExpr(b) => Some((&mut b.0, index)),
            _ => None,
        },
        Slot::Child { .. } => None,
    }
}

/// Puts `new` where `target` is in `func`; `target` is left detached (it may be placed
/// elsewhere, for instance inside `new`). Panics when `target` is not in `func`: a
/// transformation edits statements it found there.
pub fn replace_stmt(p: &mut Program, func: FuncId, target: StmtId, new: StmtId) {
    let slot = slot_of(p, func, target)
        .unwrap_or_else(|| panic!("statement {target} is not in its function"));
    replace_at(p, slot, target, new);
}

fn replace_at(p: &mut Program, slot: Slot, target: StmtId, new: StmtId) {
    if let Some((list, index)) = list_mut(p, slot) {
        debug_assert_eq!(list[index], target);
        list[index] = new;
        return;
    }
    let Slot::Child { parent } = slot else {
        unreachable!("list slots are handled above")
    };
    let fix = |x: &mut StmtId| {
        if *x == target {
            *x = new;
        }
    };
    match &mut p.stmts[parent] {
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
        other => {
            let mut done = false;
            stmt_children_mut(other, &mut |c| {
                if let ChildMut::Stmt(x) = c
                    && *x == target
                {
                    *x = new;
                    done = true;
                }
            });
            assert!(done, "statement {target} is not a child of {parent}");
        }
    }
}

/// Puts the consecutive statements `run` of one statement list of `func` into a new block
/// in their place, and returns the block. `None` (and nothing changes) when they are not
/// consecutive elements of one list. The caller checks that nothing after the run uses a
/// name the run declares: the block ends their scope.
pub fn group_stmts(p: &mut Program, func: FuncId, run: &[StmtId]) -> Option<StmtId> {
    let first = *run.first()?;
    let slot = slot_of(p, func, first)?;
    let loc = p.stmts.loc(first);
    let (list, index) = list_mut(p, slot)?;
    if list.get(index..index + run.len()) != Some(run) {
        return None;
    }
    let moved: Vec<StmtId> = list.drain(index..index + run.len()).collect();
    let block = p.stmts.alloc(Stmt::Block(Block(moved)), loc);
    let (list, _) = list_mut(p, slot).expect("the slot is a list");
    list.insert(index, block);
    Some(block)
}

/// Takes `target` out of its statement list in `func` (it is left detached). Returns
/// false, and changes nothing, when it is not an element of a list (a loop's body, a
/// branch of an `if`).
pub fn remove_stmt(p: &mut Program, func: FuncId, target: StmtId) -> bool {
    let Some(slot) = slot_of(p, func, target) else {
        return false;
    };
    match list_mut(p, slot) {
        Some((list, index)) => {
            list.remove(index);
            true
        }
        None => false,
    }
}

/// Every statement list of `func`: its body and each block inside it (statement
/// expressions aside), the body first.
pub fn statement_lists(p: &Program, func: FuncId) -> Vec<Vec<StmtId>> {
    let mut lists: Vec<Vec<StmtId>> = vec![p.funcs[func].body.0.clone()];
    let mut stack: Vec<StmtId> = p.funcs[func].body.0.clone();
    while let Some(s) = stack.pop() {
        if let Stmt::Block(b) = &p.stmts[s] {
            lists.push(b.0.clone());
        }
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(x) = c {
                stack.push(x)
            }
        });
    }
    lists
}

/// Inserts `stmts` just before `target` in `func`. In a statement list they become
/// siblings; in a single-statement slot (`if (c) target;`), or right after a label, the
/// slot gets a new block holding them and `target`.
pub fn insert_before(p: &mut Program, func: FuncId, target: StmtId, stmts: &[StmtId]) {
    insert_around(p, func, target, stmts, true);
}

/// Inserts `stmts` just after `target` in `func` (see [`insert_before`]).
pub fn insert_after(p: &mut Program, func: FuncId, target: StmtId, stmts: &[StmtId]) {
    insert_around(p, func, target, stmts, false);
}

fn insert_around(p: &mut Program, func: FuncId, target: StmtId, stmts: &[StmtId], before: bool) {
    if stmts.is_empty() {
        return;
    }
    let slot = slot_of(p, func, target)
        .unwrap_or_else(|| panic!("statement {target} is not in its function"));
    // Right after a label (or `case`, `default`), what is inserted before would become
    // what the label marks: then the target and the new statements become one block,
    // which the label marks.
    let labelled = match slot {
        Slot::FuncBody { func, index } => labelled(p, &p.funcs[func].body.0, index),
        Slot::Block { block, index } => match &p.stmts[block] {
            Stmt::Block(b) => labelled(p, &b.0, index),
            _ => false,
        },
        Slot::StmtExpr { expr, index } => match &p.exprs[expr] {
            Expr::StmtExpr(b) => labelled(p, &b.0, index),
            _ => false,
        },
        Slot::Child { .. } => false,
    };
    if !labelled && let Some((list, index)) = list_mut(p, slot) {
        let at = if before { index } else { index + 1 };
        list.splice(at..at, stmts.iter().copied());
        return;
    }
    let mut items: Vec<StmtId> = stmts.to_vec();
    if before {
        items.push(target);
    } else {
        items.insert(0, target);
    }
    let loc = p.stmts.loc(target);
    let block = p.stmts.alloc(Stmt::Block(Block(items)), loc);
    replace_at(p, slot, target, block);
}

/// Whether `list[index]` comes right after a label marker.
fn labelled(p: &Program, list: &[StmtId], index: usize) -> bool {
    index > 0
        && matches!(
            p.stmts[list[index - 1]],
            Stmt::Case(..) | Stmt::Default | Stmt::Label(_)
        )
}

// ----- names -----------------------------------------------------------------------------

/// The keywords of C11.
pub const C11_KEYWORDS: &[&str] = &[
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "_Alignas",
    "_Alignof",
    "_Atomic",
    "_Bool",
    "_Complex",
    "_Generic",
    "_Imaginary",
    "_Noreturn",
    "_Static_assert",
    "_Thread_local",
];

/// Names GNU C reserves or that a program cannot redefine freely.
pub const GNU_NAMES: &[&str] = &["asm", "typeof", "main"];

/// Whether `name` is a keyword of C11 or a name GNU C reserves: the words a name p4a
/// makes up must never be in C. The back ends' kernel languages reserve more
/// ([`Names::new`] takes the whole test).
pub fn is_c_reserved(name: &str) -> bool {
    C11_KEYWORDS.contains(&name) || GNU_NAMES.contains(&name)
}

/// Allocates names that no symbol of the program has, that its reserved-word test
/// refuses not, and that were not given before.
#[derive(Clone, Debug)]
pub struct Names {
    taken: FxHashSet<String>,
    /// Whether a word is reserved in some language the names may be printed in.
    reserved: fn(&str) -> bool,
    /// The suffix after the last one given for each base: a program of thousands of
    /// functions asks for `p4a_lo_i` thousands of times, and must not probe `_1`, `_2`...
    /// again each time.
    next: FxHashMap<String, usize>,
}

impl Default for Names {
    /// No name taken; C's reserved words ([`is_c_reserved`]).
    fn default() -> Self {
        Names::new(is_c_reserved)
    }
}

impl Names {
    /// No name taken; the words `reserved` accepts are never given.
    pub fn new(reserved: fn(&str) -> bool) -> Names {
        Names {
            taken: FxHashSet::default(),
            reserved,
            next: FxHashMap::default(),
        }
    }

    /// The names of every symbol of `p` and every struct or union tag taken (a tag may
    /// share an ordinary name in C, but a reader should not have to tell them apart); the
    /// words `reserved` accepts are never given either.
    pub fn of_program(p: &Program, reserved: fn(&str) -> bool) -> Names {
        let mut taken: FxHashSet<String> = p.symbols.iter().map(|(_, s)| s.name.clone()).collect();
        for (_, r) in p.records.iter() {
            if let Some(tag) = &r.tag {
                taken.insert(tag.clone());
            }
        }
        Names {
            taken,
            reserved,
            next: FxHashMap::default(),
        }
    }

    /// `base` if free, else `base_1`, `base_2`, ...; marked taken. A `base` that is not an
    /// identifier is made one (other characters become `_`, a leading digit gets `_`).
    pub fn fresh(&mut self, base: &str) -> String {
        let mut base: String = base
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        if base.is_empty() || base.starts_with(|c: char| c.is_ascii_digit()) {
            base.insert(0, '_');
        }
        let mut name = base.clone();
        let mut k = self.next.get(&base).copied().unwrap_or(1);
        while self.is_taken(&name) {
            name = format!("{base}_{k}");
            k += 1;
        }
        self.next.insert(base, k);
        self.taken.insert(name.clone());
        name
    }

    /// Whether `name` is taken.
    pub fn is_taken(&self, name: &str) -> bool {
        self.taken.contains(name) || (self.reserved)(name)
    }
}

// ----- new symbols, declarations and functions --------------------------------------------

/// A new local variable of type `ty` named from `base` ([`Names::fresh`]), declared
/// nowhere yet (see [`decl_stmt`]).
pub fn new_local(p: &mut Program, names: &mut Names, base: &str, ty: TypeId, loc: Loc) -> SymbolId {
    let name = names.fresh(base);
    p.symbols.alloc(
        Symbol {
            name,
            kind: SymbolKind::Var,
            ty,
            storage: Storage::None,
            origin: Origin::User,
            def: None,
            file_scope: false,
            thread_local: false,
        },
        loc,
    )
}

/// The declaration statement `T sym = init;` (or without initializer).
pub fn decl_stmt(p: &mut Program, sym: SymbolId, init: Option<ExprId>, loc: Loc) -> StmtId {
    let ty = p.symbols[sym].ty;
    // The specifiers hold the innermost type (`double *p`, not `__typeof__(double *) p`).
    let mut base = ty;
    loop {
        match &p.types[base].kind {
            TypeKind::Pointer(to) => base = *to,
            TypeKind::Array { elem, .. } => base = *elem,
            TypeKind::Func { ret, .. } => base = *ret,
            _ => break,
        }
    }
    p.stmts.alloc(
        Stmt::Decl(DeclGroup {
            base,
            defines_base: false,
            specs: Specs::default(),
            decls: vec![Declarator {
                sym,
                ty,
                init: init.map(Init::Expr),
                attrs: Vec::new(),
                asm_label: None,
            }],
        }),
        loc,
    )
}

/// What [`new_function`] makes.
#[derive(Clone, Copy, Debug)]
pub struct NewFunction<'a> {
    /// The base of its name ([`Names::fresh`]).
    pub name: &'a str,
    /// The return type.
    pub ret: TypeId,
    /// A parameter of each `(base name, type)`.
    pub params: &'a [(&'a str, TypeId)],
    /// The unit it goes into.
    pub unit: usize,
    /// Placed before this item of the unit (at the end when `None`).
    pub before: Option<usize>,
    /// Its location (of the code it is made from).
    pub loc: Loc,
}

/// A new function definition: `static RET name(params) { }`. Returns it with its
/// parameters' symbols, in order; the body is empty, to be filled with statements that
/// use them.
pub fn new_function(
    p: &mut Program,
    names: &mut Names,
    spec: NewFunction,
) -> (FuncId, Vec<SymbolId>) {
    let NewFunction {
        name: base,
        ret,
        params,
        unit,
        before,
        loc,
    } = spec;
    let mut syms = Vec::new();
    let mut decls = Vec::new();
    for &(pname, ty) in params {
        let name = names.fresh(pname);
        let sym = p.symbols.alloc(
            Symbol {
                name,
                kind: SymbolKind::Param,
                ty,
                storage: Storage::None,
                origin: Origin::User,
                def: None,
                file_scope: false,
                thread_local: false,
            },
            loc,
        );
        syms.push(sym);
        decls.push(Param { sym: Some(sym), ty });
    }
    let fty = p.ty(TypeKind::Func {
        ret,
        params: decls,
        variadic: false,
        prototyped: true,
    });
    let name = names.fresh(base);
    let fsym = p.symbols.alloc(
        Symbol {
            name,
            kind: SymbolKind::Func,
            ty: fty,
            storage: Storage::Static,
            origin: Origin::User,
            def: None,
            file_scope: true,
            thread_local: false,
        },
        loc,
    );
    let func = p.funcs.alloc(
        Func {
            sym: fsym,
            ty: fty,
            base: ret,
            specs: Specs {
                storage: Storage::Static,
                ..Specs::default()
            },
            params: syms.clone(),
            body: Block(Vec::new()),
            kind: FuncKind::Host,
            comment: None,
        },
        loc,
    );
    p.symbols[fsym].def = Some(func);
    let items = &mut p.units[unit].items;
    let at = before.unwrap_or(items.len()).min(items.len());
    items.insert(at, Item::Func(func));
    (func, syms)
}

#[cfg(test)]
mod tests;
