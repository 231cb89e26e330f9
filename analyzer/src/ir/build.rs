//! Building new IR nodes: [`Build`] allocates expressions and statements at one source
//! location, the location of the code they are made for (a loop being unrolled, a kernel
//! launch), so that every new node has a place in the user's file.
//!
//! The builder only allocates: placing the new nodes in the tree (and keeping it a tree)
//! is the work of [`super::edit`].

use super::edit::copy_expr;
use super::*;

/// Builds expressions and statements at one location.
pub struct Build<'p> {
    /// The program whose arenas receive the nodes.
    pub p: &'p mut Program,
    /// The location every new node gets.
    pub loc: Loc,
}

impl<'p> Build<'p> {
    /// A builder of nodes at `loc` in `p`.
    pub fn new(p: &'p mut Program, loc: Loc) -> Self {
        Build { p, loc }
    }

    /// Expression `e`.
    pub fn e(&mut self, e: Expr) -> ExprId {
        self.p.exprs.alloc(e, self.loc)
    }

    /// Statement `s`.
    pub fn s(&mut self, s: Stmt) -> StmtId {
        self.p.stmts.alloc(s, self.loc)
    }

    /// A use of variable `s`.
    pub fn var(&mut self, s: SymbolId) -> ExprId {
        self.e(Expr::Var(s))
    }

    /// The integer `v`: a literal, negated when `v` is negative.
    pub fn int(&mut self, v: i128) -> ExprId {
        let text = v.unsigned_abs().to_string();
        let lit = self.e(Expr::IntLit {
            text,
            value: Some(v.unsigned_abs()),
        });
        if v < 0 {
            self.e(Expr::Unary(UnOp::Neg, lit))
        } else {
            lit
        }
    }

    /// A `long` constant (`100L`): products of subscripts must not overflow `int`.
    pub fn long(&mut self, v: u64) -> ExprId {
        self.e(Expr::IntLit {
            text: format!("{v}L"),
            value: Some(u128::from(v)),
        })
    }

    /// `a op b`.
    pub fn bin(&mut self, op: BinOp, a: ExprId, b: ExprId) -> ExprId {
        self.e(Expr::Binary(op, a, b))
    }

    /// `op a`.
    pub fn un(&mut self, op: UnOp, a: ExprId) -> ExprId {
        self.e(Expr::Unary(op, a))
    }

    /// `(ty) x`.
    pub fn cast(&mut self, ty: TypeId, x: ExprId) -> ExprId {
        self.e(Expr::Cast(ty, x))
    }

    /// `f(args)`, for a function named by symbol `f`.
    pub fn call(&mut self, f: SymbolId, args: Vec<ExprId>) -> ExprId {
        let f = self.var(f);
        self.e(Expr::Call(f, args))
    }

    /// The statement `f(args);`.
    pub fn call_stmt(&mut self, f: SymbolId, args: Vec<ExprId>) -> StmtId {
        let c = self.call(f, args);
        self.s(Stmt::Expr(c))
    }

    /// The string literal `"text"` (`text` already escaped).
    pub fn string(&mut self, text: &str) -> ExprId {
        self.e(Expr::StringLit(vec![format!("\"{text}\"")]))
    }

    /// The assignment expression `lhs = rhs`, or `lhs op= rhs` with `op`.
    pub fn assign_expr(&mut self, op: Option<BinOp>, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.e(Expr::Assign { op, lhs, rhs })
    }

    /// The statement `lhs = rhs;`.
    pub fn assign(&mut self, lhs: ExprId, rhs: ExprId) -> StmtId {
        let a = self.assign_expr(None, lhs, rhs);
        self.s(Stmt::Expr(a))
    }

    /// `c ? a : b`.
    pub fn cond(&mut self, c: ExprId, a: ExprId, b: ExprId) -> ExprId {
        self.e(Expr::Cond(c, Some(a), b))
    }

    /// `min(a, b)` as a conditional (both are side-effect free: each is evaluated twice).
    pub fn min(&mut self, a: ExprId, b: ExprId) -> ExprId {
        let c = self.bin(BinOp::Lt, a, b);
        let a2 = copy_expr(self.p, a);
        let b2 = copy_expr(self.p, b);
        self.cond(c, a2, b2)
    }

    /// `max(a, b)` as a conditional (both are side-effect free: each is evaluated twice).
    pub fn max(&mut self, a: ExprId, b: ExprId) -> ExprId {
        let c = self.bin(BinOp::Gt, a, b);
        let a2 = copy_expr(self.p, a);
        let b2 = copy_expr(self.p, b);
        self.cond(c, a2, b2)
    }

    /// The block `{ stmts }`.
    pub fn block(&mut self, stmts: Vec<StmtId>) -> StmtId {
        self.s(Stmt::Block(Block(stmts)))
    }
}
