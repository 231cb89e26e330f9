//! Child enumeration for expressions, statements, types and initializers, and the
//! [`Visitor`] that walks a subtree with them.
//!
//! Each function destructures every field of its node, so a new field breaks the build
//! here rather than being silently skipped by every walker.
//!
//! A [`Visitor`] overrides the `visit_*` methods for the nodes it cares about and calls
//! the matching free `walk_*` function where it wants to go on into the children (the
//! shape of astral-sh/ruff `crates/ruff_python_ast/src/visitor.rs`). The default methods
//! walk everything: statements, expressions (statement expressions included) and types
//! named by casts, declarations and `sizeof`, but not into the types' own children.

use super::{
    ArraySize, BuiltinArg, DeclGroup, Designator, Directive, Expr, ExprId, ForInit, Init, Param,
    Program, Stmt, StmtId, TypeId, TypeKind,
};

/// A walk over a subtree of one program's IR. Each `visit_*` method's default goes on
/// into the node's children through the matching `walk_*` function; an override that
/// does not call it prunes the walk there.
pub trait Visitor<'p> {
    /// The program whose nodes are visited.
    fn program(&self) -> &'p Program;

    /// Visits statement `s`; by default, its children.
    fn visit_stmt(&mut self, s: StmtId) {
        walk_stmt(self, s);
    }

    /// Visits expression `e`; by default, its children.
    fn visit_expr(&mut self, e: ExprId) {
        walk_expr(self, e);
    }

    /// Visits a type named by a statement or an expression; by default, nothing.
    fn visit_type(&mut self, _ty: TypeId) {}
}

/// Visits the children of statement `s`, in the order of [`stmt_children`].
pub fn walk_stmt<'p, V: Visitor<'p> + ?Sized>(v: &mut V, s: StmtId) {
    let program = v.program();
    stmt_children(&program.stmts[s], &mut |c| visit_child(v, c));
}

/// Visits the children of expression `e`, in the order of [`expr_children`].
pub fn walk_expr<'p, V: Visitor<'p> + ?Sized>(v: &mut V, e: ExprId) {
    let program = v.program();
    expr_children(&program.exprs[e], &mut |c| visit_child(v, c));
}

/// Visits the statements of a block, in order.
pub fn walk_block<'p, V: Visitor<'p> + ?Sized>(v: &mut V, stmts: &[StmtId]) {
    for &s in stmts {
        v.visit_stmt(s);
    }
}

fn visit_child<'p, V: Visitor<'p> + ?Sized>(v: &mut V, c: Child) {
    match c {
        Child::Stmt(s) => v.visit_stmt(s),
        Child::Expr(e) => v.visit_expr(e),
        Child::Type(ty) => v.visit_type(ty),
    }
}

/// An id of any IR node reachable from a statement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Child {
    /// An expression.
    Expr(ExprId),
    /// A statement.
    Stmt(StmtId),
    /// A type.
    Type(TypeId),
}

/// Calls `f` on the direct children of an initializer.
pub fn init_children(init: &Init, f: &mut impl FnMut(Child)) {
    match init {
        Init::Expr(e) => f(Child::Expr(*e)),
        Init::List(items) => {
            for item in items {
                for d in &item.designators {
                    match d {
                        Designator::Field(_) => {}
                        Designator::Index(e) => f(Child::Expr(*e)),
                        Designator::Range(lo, hi) => {
                            f(Child::Expr(*lo));
                            f(Child::Expr(*hi));
                        }
                    }
                }
                init_children(&item.init, f);
            }
        }
    }
}

/// Calls `f` on the direct children of an expression.
pub fn expr_children(expr: &Expr, f: &mut impl FnMut(Child)) {
    use Child::Expr as E;
    match expr {
        Expr::IntLit { .. }
        | Expr::FloatLit(_)
        | Expr::CharLit(_)
        | Expr::StringLit(_)
        | Expr::Var(_)
        | Expr::GridIndex(_)
        | Expr::BlockIndex(_)
        | Expr::Barrier
        | Expr::LabelAddr(_) => {}
        Expr::Unary(_, a)
        | Expr::SizeofExpr(a)
        | Expr::AlignofExpr(a, _)
        | Expr::Extension(a)
        | Expr::IncDec { arg: a, .. } => f(E(*a)),
        Expr::Binary(_, a, b) | Expr::Index(a, b) => {
            f(E(*a));
            f(E(*b));
        }
        Expr::Assign { op: _, lhs, rhs } => {
            f(E(*lhs));
            f(E(*rhs));
        }
        Expr::Cond(c, t, e) => {
            f(E(*c));
            if let Some(t) = t {
                f(E(*t));
            }
            f(E(*e));
        }
        Expr::Comma(items) => items.iter().for_each(|e| f(E(*e))),
        Expr::Cast(ty, a) => {
            f(Child::Type(*ty));
            f(E(*a));
        }
        Expr::SizeofType(ty) | Expr::AlignofType(ty, _) => f(Child::Type(*ty)),
        Expr::Call(callee, args) => {
            f(E(*callee));
            args.iter().for_each(|e| f(E(*e)));
        }
        Expr::Member {
            base,
            field: _,
            arrow: _,
        } => f(E(*base)),
        Expr::CompoundLit(ty, init) => {
            f(Child::Type(*ty));
            init_children(init, f);
        }
        Expr::StmtExpr(block) => block.0.iter().for_each(|s| f(Child::Stmt(*s))),
        Expr::Builtin(_, args) => {
            for arg in args {
                match arg {
                    BuiltinArg::Expr(e) => f(E(*e)),
                    BuiltinArg::Type(t) => f(Child::Type(*t)),
                    BuiltinArg::Member(_) => {}
                }
            }
        }
        Expr::Generic(ctrl, assocs) => {
            f(E(*ctrl));
            for (ty, e) in assocs {
                if let Some(ty) = ty {
                    f(Child::Type(*ty));
                }
                f(E(*e));
            }
        }
    }
}

/// Calls `f` on the direct children of a declaration group (types and initializers).
pub fn decl_children(group: &DeclGroup, f: &mut impl FnMut(Child)) {
    let DeclGroup {
        base,
        defines_base: _,
        specs: _,
        decls,
    } = group;
    f(Child::Type(*base));
    for d in decls {
        f(Child::Type(d.ty));
        if let Some(init) = &d.init {
            init_children(init, f);
        }
    }
}

/// Calls `f` on the direct children of a statement.
pub fn stmt_children(stmt: &Stmt, f: &mut impl FnMut(Child)) {
    use Child::{Expr as E, Stmt as S};
    match stmt {
        Stmt::Expr(e) | Stmt::GotoIndirect(e) => f(E(*e)),
        Stmt::Decl(group) => decl_children(group, f),
        Stmt::Block(block) => block.0.iter().for_each(|s| f(S(*s))),
        Stmt::If { cond, then, els } => {
            f(E(*cond));
            f(S(*then));
            if let Some(els) = els {
                f(S(*els));
            }
        }
        Stmt::While { cond, body } | Stmt::Switch { cond, body } => {
            f(E(*cond));
            f(S(*body));
        }
        Stmt::DoWhile { body, cond } => {
            f(S(*body));
            f(E(*cond));
        }
        Stmt::For {
            init,
            cond,
            step,
            body,
            counted: _,
        } => {
            match init {
                ForInit::None => {}
                ForInit::Expr(e) => f(E(*e)),
                ForInit::Decl(group) => decl_children(group, f),
            }
            if let Some(c) = cond {
                f(E(*c));
            }
            if let Some(s) = step {
                f(E(*s));
            }
            f(S(*body));
        }
        Stmt::Case(lo, hi) => {
            f(E(*lo));
            if let Some(hi) = hi {
                f(E(*hi));
            }
        }
        Stmt::Return(e) => {
            if let Some(e) = e {
                f(E(*e));
            }
        }
        Stmt::Directive(d) => {
            if let Some(e) = d.parallel_loop().and_then(|d| d.when) {
                f(E(e));
            }
        }
        Stmt::Default
        | Stmt::Label(_)
        | Stmt::Goto(_)
        | Stmt::Break
        | Stmt::Continue
        | Stmt::Empty
        | Stmt::Pragma(_)
        | Stmt::Asm(_)
        | Stmt::StaticAssert(_)
        | Stmt::LocalLabels(_) => {}
    }
}

/// Calls `f` on the types and expressions a type refers to directly.
pub fn type_children(program: &Program, ty: TypeId, f: &mut impl FnMut(Child)) {
    match &program.types[ty].kind {
        TypeKind::Void
        | TypeKind::Int(_)
        | TypeKind::Float(_)
        | TypeKind::Complex(_)
        | TypeKind::Record(_)
        | TypeKind::Enum(_)
        | TypeKind::Named(_)
        | TypeKind::Opaque(_) => {}
        TypeKind::Pointer(t) => f(Child::Type(*t)),
        TypeKind::Array {
            elem,
            size,
            param_quals: _,
            param_static: _,
        } => {
            f(Child::Type(*elem));
            match size {
                ArraySize::Const { expr, .. } | ArraySize::Vla(expr) => f(Child::Expr(*expr)),
                ArraySize::Unspecified | ArraySize::Star => {}
            }
        }
        TypeKind::Func {
            ret,
            params,
            variadic: _,
            prototyped: _,
        } => {
            f(Child::Type(*ret));
            for Param { sym: _, ty } in params {
                f(Child::Type(*ty));
            }
        }
        TypeKind::TypeofExpr(e) => f(Child::Expr(*e)),
    }
}

/// A mutable reference to an expression or statement child (types are interned and
/// shared, so they are not offered).
pub enum ChildMut<'a> {
    /// An expression.
    Expr(&'a mut ExprId),
    /// A statement.
    Stmt(&'a mut StmtId),
}

/// Calls `f` on the expression children of an initializer, mutably.
pub fn init_children_mut(init: &mut Init, f: &mut impl FnMut(ChildMut)) {
    match init {
        Init::Expr(e) => f(ChildMut::Expr(e)),
        Init::List(items) => {
            for item in items {
                for d in &mut item.designators {
                    match d {
                        Designator::Field(_) => {}
                        Designator::Index(e) => f(ChildMut::Expr(e)),
                        Designator::Range(lo, hi) => {
                            f(ChildMut::Expr(lo));
                            f(ChildMut::Expr(hi));
                        }
                    }
                }
                init_children_mut(&mut item.init, f);
            }
        }
    }
}

/// Calls `f` on the expression and statement children of an expression, mutably, in the
/// order of [`expr_children`].
pub fn expr_children_mut(expr: &mut Expr, f: &mut impl FnMut(ChildMut)) {
    use ChildMut::Expr as E;
    match expr {
        Expr::IntLit { .. }
        | Expr::FloatLit(_)
        | Expr::CharLit(_)
        | Expr::StringLit(_)
        | Expr::Var(_)
        | Expr::GridIndex(_)
        | Expr::BlockIndex(_)
        | Expr::Barrier
        | Expr::LabelAddr(_)
        | Expr::SizeofType(_)
        | Expr::AlignofType(..) => {}
        Expr::Unary(_, a)
        | Expr::SizeofExpr(a)
        | Expr::AlignofExpr(a, _)
        | Expr::Extension(a)
        | Expr::Cast(_, a)
        | Expr::IncDec { arg: a, .. }
        | Expr::Member { base: a, .. } => f(E(a)),
        Expr::Binary(_, a, b) | Expr::Index(a, b) | Expr::Assign { lhs: a, rhs: b, .. } => {
            f(E(a));
            f(E(b));
        }
        Expr::Cond(c, t, e) => {
            f(E(c));
            if let Some(t) = t {
                f(E(t));
            }
            f(E(e));
        }
        Expr::Comma(items) => items.iter_mut().for_each(|e| f(E(e))),
        Expr::Call(callee, args) => {
            f(E(callee));
            args.iter_mut().for_each(|e| f(E(e)));
        }
        Expr::CompoundLit(_, init) => init_children_mut(init, f),
        Expr::StmtExpr(block) => block.0.iter_mut().for_each(|s| f(ChildMut::Stmt(s))),
        Expr::Builtin(_, args) => {
            for arg in args {
                if let BuiltinArg::Expr(e) = arg {
                    f(E(e))
                }
            }
        }
        Expr::Generic(ctrl, assocs) => {
            f(E(ctrl));
            for (_, e) in assocs {
                f(E(e));
            }
        }
    }
}

/// Calls `f` on the initializers' expressions of a declaration group, mutably.
pub fn decl_children_mut(group: &mut DeclGroup, f: &mut impl FnMut(ChildMut)) {
    for d in &mut group.decls {
        if let Some(init) = &mut d.init {
            init_children_mut(init, f);
        }
    }
}

/// Calls `f` on the expression and statement children of a statement, mutably, in the
/// order of [`stmt_children`]. The expressions of a `counted` loop shape are not offered.
pub fn stmt_children_mut(stmt: &mut Stmt, f: &mut impl FnMut(ChildMut)) {
    use ChildMut::{Expr as E, Stmt as S};
    match stmt {
        Stmt::Expr(e) | Stmt::GotoIndirect(e) => f(E(e)),
        Stmt::Decl(group) => decl_children_mut(group, f),
        Stmt::Block(block) => block.0.iter_mut().for_each(|s| f(S(s))),
        Stmt::If { cond, then, els } => {
            f(E(cond));
            f(S(then));
            if let Some(els) = els {
                f(S(els));
            }
        }
        Stmt::While { cond, body } | Stmt::Switch { cond, body } => {
            f(E(cond));
            f(S(body));
        }
        Stmt::DoWhile { body, cond } => {
            f(S(body));
            f(E(cond));
        }
        Stmt::For {
            init,
            cond,
            step,
            body,
            counted: _,
        } => {
            match init {
                ForInit::None => {}
                ForInit::Expr(e) => f(E(e)),
                ForInit::Decl(group) => decl_children_mut(group, f),
            }
            if let Some(c) = cond {
                f(E(c));
            }
            if let Some(s) = step {
                f(E(s));
            }
            f(S(body));
        }
        Stmt::Case(lo, hi) => {
            f(E(lo));
            if let Some(hi) = hi {
                f(E(hi));
            }
        }
        Stmt::Return(e) => {
            if let Some(e) = e {
                f(E(e));
            }
        }
        Stmt::Directive(Directive::ParallelLoop(d) | Directive::Share(d)) => {
            if let Some(e) = &mut d.when {
                f(E(e));
            }
        }
        Stmt::Directive(_) => {}
        Stmt::Default
        | Stmt::Label(_)
        | Stmt::Goto(_)
        | Stmt::Break
        | Stmt::Continue
        | Stmt::Empty
        | Stmt::Pragma(_)
        | Stmt::Asm(_)
        | Stmt::StaticAssert(_)
        | Stmt::LocalLabels(_) => {}
    }
}
