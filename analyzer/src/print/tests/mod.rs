//! Unit tests of the C printer on IR built by hand, and a test that a printed program
//! compiles with gcc. Round trips from C source live with the front end.

mod compile;
mod dialects;
mod exprs;
mod stmts;
mod types;

use crate::ir::{
    ArraySize, BinOp, DeclGroup, Declarator, Expr, ExprId, Init, IntKind, Loc, Origin, Param,
    Program, Quals, Specs, Stmt, StmtId, Storage, Symbol, SymbolId, SymbolKind, Type, TypeId,
    TypeKind, UnOp,
};

/// `const`.
const CONST: Quals = Quals {
    is_const: true,
    ..Quals::NONE
};

/// `volatile`.
const VOLATILE: Quals = Quals {
    is_volatile: true,
    ..Quals::NONE
};

/// `restrict`.
const RESTRICT: Quals = Quals {
    is_restrict: true,
    ..Quals::NONE
};

/// A program under construction, with short constructors for the nodes tests need.
#[derive(Default)]
struct Build {
    p: Program,
}

impl Build {
    fn new() -> Self {
        Build::default()
    }

    fn ty(&mut self, kind: TypeKind) -> TypeId {
        self.p.ty(kind)
    }

    fn int(&mut self) -> TypeId {
        self.ty(TypeKind::Int(IntKind::Int))
    }

    fn double(&mut self) -> TypeId {
        self.ty(TypeKind::Float(crate::ir::FloatKind::Double))
    }

    fn char(&mut self) -> TypeId {
        self.ty(TypeKind::Int(IntKind::Char))
    }

    fn void(&mut self) -> TypeId {
        self.ty(TypeKind::Void)
    }

    fn qual(&mut self, ty: TypeId, quals: Quals) -> TypeId {
        self.p.qualified(ty, quals)
    }

    fn ptr(&mut self, to: TypeId) -> TypeId {
        self.ty(TypeKind::Pointer(to))
    }

    fn ptr_q(&mut self, to: TypeId, quals: Quals) -> TypeId {
        self.p.intern(Type {
            kind: TypeKind::Pointer(to),
            quals,
        })
    }

    fn array(&mut self, elem: TypeId, size: ArraySize) -> TypeId {
        self.ty(TypeKind::Array {
            elem,
            size,
            param_quals: Quals::NONE,
            param_static: false,
        })
    }

    /// `elem[n]` with a constant size.
    fn array_n(&mut self, elem: TypeId, n: u64) -> TypeId {
        let expr = self.num(&n.to_string());
        self.array(
            elem,
            ArraySize::Const {
                expr,
                value: Some(n),
            },
        )
    }

    fn param_array(
        &mut self,
        elem: TypeId,
        size: ArraySize,
        param_quals: Quals,
        param_static: bool,
    ) -> TypeId {
        self.ty(TypeKind::Array {
            elem,
            size,
            param_quals,
            param_static,
        })
    }

    /// A prototyped, non-variadic function type.
    fn func(&mut self, ret: TypeId, params: Vec<Param>) -> TypeId {
        self.func_full(ret, params, false, true)
    }

    fn func_full(
        &mut self,
        ret: TypeId,
        params: Vec<Param>,
        variadic: bool,
        prototyped: bool,
    ) -> TypeId {
        self.ty(TypeKind::Func {
            ret,
            params,
            variadic,
            prototyped,
        })
    }

    /// An unnamed parameter.
    fn anon(&mut self, ty: TypeId) -> Param {
        Param { sym: None, ty }
    }

    /// A named parameter (a new symbol).
    fn param(&mut self, name: &str, ty: TypeId) -> Param {
        let sym = self.sym(name, SymbolKind::Param, ty);
        Param { sym: Some(sym), ty }
    }

    fn sym(&mut self, name: &str, kind: SymbolKind, ty: TypeId) -> SymbolId {
        self.p.symbols.alloc(
            Symbol {
                name: name.to_string(),
                kind,
                ty,
                storage: Storage::None,
                origin: Origin::User,
                def: None,
                file_scope: false,
                thread_local: false,
            },
            Loc::default(),
        )
    }

    fn var(&mut self, name: &str, ty: TypeId) -> SymbolId {
        self.sym(name, SymbolKind::Var, ty)
    }

    fn e(&mut self, expr: Expr) -> ExprId {
        self.p.exprs.alloc(expr, Loc::default())
    }

    fn num(&mut self, text: &str) -> ExprId {
        self.e(Expr::IntLit {
            text: text.to_string(),
            value: text.parse().ok(),
        })
    }

    fn v(&mut self, sym: SymbolId) -> ExprId {
        self.e(Expr::Var(sym))
    }

    /// A use of a new variable of type `int` named `name`.
    fn x(&mut self, name: &str) -> ExprId {
        let int = self.int();
        let sym = self.var(name, int);
        self.v(sym)
    }

    fn bin(&mut self, op: BinOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.e(Expr::Binary(op, lhs, rhs))
    }

    fn un(&mut self, op: UnOp, operand: ExprId) -> ExprId {
        self.e(Expr::Unary(op, operand))
    }

    fn assign(&mut self, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.e(Expr::Assign { op: None, lhs, rhs })
    }

    fn call(&mut self, callee: ExprId, args: Vec<ExprId>) -> ExprId {
        self.e(Expr::Call(callee, args))
    }

    fn s(&mut self, stmt: Stmt) -> StmtId {
        self.p.stmts.alloc(stmt, Loc::default())
    }

    fn expr_stmt(&mut self, expr: ExprId) -> StmtId {
        self.s(Stmt::Expr(expr))
    }

    fn block(&mut self, stmts: Vec<StmtId>) -> StmtId {
        self.s(Stmt::Block(crate::ir::Block(stmts)))
    }

    /// A declaration group without specifiers other than the type.
    fn group(&mut self, base: TypeId, decls: Vec<Declarator>) -> DeclGroup {
        DeclGroup {
            base,
            defines_base: false,
            specs: Specs::default(),
            decls,
        }
    }

    /// A declarator of `sym` with the symbol's type.
    fn d(&mut self, sym: SymbolId, init: Option<Init>) -> Declarator {
        Declarator {
            sym,
            ty: self.p.symbols[sym].ty,
            init,
            attrs: Vec::new(),
            asm_label: None,
        }
    }

    /// A declaration statement declaring new variables `(name, type, init)` on `base`.
    fn decl(&mut self, base: TypeId, vars: Vec<(&str, TypeId, Option<Init>)>) -> StmtId {
        let decls = vars
            .into_iter()
            .map(|(name, ty, init)| {
                let sym = self.var(name, ty);
                self.d(sym, init)
            })
            .collect();
        let group = self.group(base, decls);
        self.s(Stmt::Decl(group))
    }
}

/// Asserts that the printed text is the expected one, showing both in full.
fn check(actual: &str, expected: &str) {
    assert_eq!(
        actual, expected,
        "\n--- printed ---\n{actual}\n--- expected ---\n{expected}\n"
    );
}
