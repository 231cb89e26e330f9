//! A whole program built by hand, printed, compiled with gcc and run: it must compile
//! without warnings under `-std=gnu11 -Wall -Werror` and print what the same program
//! written by hand prints.

use super::{Build, CONST, RESTRICT, VOLATILE};
use crate::ir::{
    ArraySize, BinOp, Block, DeclGroup, Designator, EnumDef, Expr, ExprId, Field, FieldGroup,
    ForInit, Func, FuncId, Init, InitItem, IntKind, Item, Origin, Param, Record, RecordKind, Specs,
    Stmt, StmtId, Storage, SymbolId, SymbolKind, TypeId, TypeKind, UnOp, Unit,
};
use crate::print::print_unit;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The program the IR below stands for, as a person would write it.
const REFERENCE: &str = r#"
#include <stdio.h>
struct node { int v; struct node *next; unsigned flag : 1, : 3; };
typedef struct { double re, im; } cplx;
enum color { RED, GREEN = 3 };
static int table[2][3] = { { 1, 2, 3 }, [1] = { [2] = 9 } };
static int sq(int v) { return v * v; }
static int neg(int v) { return -v; }
static int (*pick(int which))(int) { return which ? sq : neg; }
static int (*fns[2])(int) = { sq, neg };
static double total(int n, double m[n][n], const double *restrict w)
{
    double s = 0;
    for (int i = 0; i < n; i++) s += m[i][i] * w[i];
    return s;
}
static int classify(int x)
{
    int y = 0;
    switch (x) {
    case 1: case 3 ... 5: y = 10; break;
    case 2: ; int t = 20; y = t; break;
    default: ;
    }
    return y;
}
int main(void)
{
    long check = 0;
    int a = 6, b = 3, c = 2, *p = &a, **pp = &p;
    struct node n2 = { .v = 2, .next = 0 }, n1 = { 1, &n2 };
    cplx z = { .im = 2.5 };
    double m[2][2] = { { 1, 2 }, { 3, 4 } };
    double (*row)[2] = m;
    check += a & b == c;
    check += a - (b - c);
    check += -(-a) + (int)(double)b * sizeof(int) / sizeof a;
    check += (*p)++ + **pp;
    check += a << b + c | c ^ b & a;
    check += a || b && 0;
    check += n1.next->v + (&n1)->v;
    check += pick(1)(3) + fns[1](4) + (*fns[0])(5);
    check += classify(1) + classify(2) + classify(4) + classify(9);
    check += (long)total(2, m, (const double[]){ 1.0, 0.5 }) + (long)row[1][0];
    check += (long)z.im * 2 + GREEN + table[1][2] + table[0][1];
    int i = 0;
    while ((i += 1) < 5) check += i;
    do i--; while (i > 2);
    check += ({ int t = i; t * 3; });
again:
    if (i < 8) { i++; goto again; }
    check += i > 3 ? i < 10 ? 1 : 2 : 3;
    check += (a, b);
    printf("%ld\n", check);
    return 0;
}
"#;

/// Shorthands used only here.
impl Build {
    fn bin2(&mut self, op: BinOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.bin(op, lhs, rhs)
    }

    fn idx(&mut self, base: ExprId, index: ExprId) -> ExprId {
        self.e(Expr::Index(base, index))
    }

    fn member(&mut self, base: ExprId, field: &str, arrow: bool) -> ExprId {
        self.e(Expr::Member {
            base,
            field: field.to_string(),
            arrow,
        })
    }

    fn op_assign(&mut self, op: BinOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        self.e(Expr::Assign {
            op: Some(op),
            lhs,
            rhs,
        })
    }

    fn incdec(&mut self, prefix: bool, increment: bool, arg: ExprId) -> ExprId {
        self.e(Expr::IncDec {
            prefix,
            increment,
            arg,
        })
    }

    fn ret(&mut self, value: ExprId) -> StmtId {
        self.s(Stmt::Return(Some(value)))
    }

    /// `check += value;`
    fn add_to(&mut self, check: SymbolId, value: ExprId) -> StmtId {
        let target = self.v(check);
        let add = self.op_assign(BinOp::Add, target, value);
        self.expr_stmt(add)
    }

    /// A declaration of one existing symbol.
    fn decl_of(&mut self, base: TypeId, sym: SymbolId, init: Option<Init>) -> StmtId {
        let declarator = self.d(sym, init);
        let group = self.group(base, vec![declarator]);
        self.s(Stmt::Decl(group))
    }

    /// A function definition; its parameters are those of `ty`.
    fn define(&mut self, name: &str, ty: TypeId, base: TypeId, storage: Storage) -> FuncId {
        let sym = self.sym(name, SymbolKind::Func, ty);
        self.p.symbols[sym].file_scope = true;
        let params = match &self.p.types[ty].kind {
            TypeKind::Func { params, .. } => params.iter().filter_map(|p| p.sym).collect(),
            _ => Vec::new(),
        };
        let func = self.p.funcs.alloc(
            Func {
                sym,
                ty,
                base,
                specs: Specs {
                    storage,
                    ..Specs::default()
                },
                params,
                body: Block(Vec::new()),
                kind: crate::ir::FuncKind::Host,
                comment: None,
            },
            Default::default(),
        );
        self.p.symbols[sym].def = Some(func);
        func
    }

    fn func_use(&mut self, func: FuncId) -> ExprId {
        let sym = self.p.funcs[func].sym;
        self.v(sym)
    }

    fn items(&mut self, values: Vec<ExprId>) -> Init {
        Init::List(
            values
                .into_iter()
                .map(|value| InitItem {
                    designators: Vec::new(),
                    init: Init::Expr(value),
                })
                .collect(),
        )
    }
}

/// The parameter symbol of a parameter.
fn psym(param: &Param) -> SymbolId {
    param.sym.expect("named parameter")
}

/// Builds the IR of [`REFERENCE`].
fn build_program() -> Build {
    let mut b = Build::new();
    let mut items = vec![Item::Include("#include <stdio.h>".to_string())];
    let int = b.int();
    let uint = b.ty(TypeKind::Int(IntKind::UInt));
    let long = b.ty(TypeKind::Int(IntKind::Long));
    let double = b.double();
    let char_ty = b.char();

    // struct node { int v; struct node *next; unsigned flag : 1, : 3; };
    let node = b.p.records.alloc(
        Record {
            kind: RecordKind::Struct,
            tag: Some("node".to_string()),
            groups: None,
            attrs: Vec::new(),
            static_asserts: Vec::new(),
        },
        Default::default(),
    );
    let node_ty = b.ty(TypeKind::Record(node));
    let node_ptr = b.ptr(node_ty);
    let (one, three) = (b.num("1"), b.num("3"));
    let field = |name: Option<&str>, ty, bits| Field {
        name: name.map(str::to_string),
        ty,
        bits,
        attrs: Vec::new(),
    };
    b.p.records[node].groups = Some(vec![
        FieldGroup {
            base: int,
            defines_base: false,
            fields: vec![field(Some("v"), int, None)],
        },
        FieldGroup {
            base: node_ty,
            defines_base: false,
            fields: vec![field(Some("next"), node_ptr, None)],
        },
        FieldGroup {
            base: uint,
            defines_base: false,
            fields: vec![
                field(Some("flag"), uint, Some(one)),
                field(None, uint, Some(three)),
            ],
        },
    ]);
    let node_decl = DeclGroup {
        base: node_ty,
        defines_base: true,
        specs: Specs::default(),
        decls: Vec::new(),
    };
    items.push(Item::Stmt(b.s(Stmt::Decl(node_decl))));

    // typedef struct { double re, im; } cplx;
    let cplx_record = b.p.records.alloc(
        Record {
            kind: RecordKind::Struct,
            tag: None,
            groups: Some(vec![FieldGroup {
                base: double,
                defines_base: false,
                fields: vec![
                    field(Some("re"), double, None),
                    field(Some("im"), double, None),
                ],
            }]),
            attrs: Vec::new(),
            static_asserts: Vec::new(),
        },
        Default::default(),
    );
    let cplx_record_ty = b.ty(TypeKind::Record(cplx_record));
    let cplx_sym = b.sym("cplx", SymbolKind::Typedef, cplx_record_ty);
    let cplx = b.ty(TypeKind::Named(cplx_sym));
    let declarator = b.d(cplx_sym, None);
    let mut group = b.group(cplx_record_ty, vec![declarator]);
    group.specs.storage = Storage::Typedef;
    items.push(Item::Stmt(b.s(Stmt::Decl(group))));

    // enum color { RED, GREEN = 3 };
    let red = b.sym(
        "RED",
        SymbolKind::EnumConst {
            expr: None,
            value: Some(0),
        },
        int,
    );
    let three = b.num("3");
    let green = b.sym(
        "GREEN",
        SymbolKind::EnumConst {
            expr: Some(three),
            value: Some(3),
        },
        int,
    );
    let color = b.p.enums.alloc(
        EnumDef {
            tag: Some("color".to_string()),
            consts: Some(vec![red, green]),
        },
        Default::default(),
    );
    let color_ty = b.ty(TypeKind::Enum(color));
    let mut group = b.group(color_ty, vec![]);
    group.defines_base = true;
    items.push(Item::Stmt(b.s(Stmt::Decl(group))));

    // static int table[2][3] = { { 1, 2, 3 }, [1] = { [2] = 9 } };
    let row3 = b.array_n(int, 3);
    let table_ty = b.array_n(row3, 2);
    let table = b.var("table", table_ty);
    b.p.symbols[table].file_scope = true;
    let (one, two, three, nine) = (b.num("1"), b.num("2"), b.num("3"), b.num("9"));
    let first_row = b.items(vec![one, two, three]);
    let (one, two) = (b.num("1"), b.num("2"));
    let init = Init::List(vec![
        InitItem {
            designators: Vec::new(),
            init: first_row,
        },
        InitItem {
            designators: vec![Designator::Index(one)],
            init: Init::List(vec![InitItem {
                designators: vec![Designator::Index(two)],
                init: Init::Expr(nine),
            }]),
        },
    ]);
    let stmt = b.decl_of(int, table, Some(init));
    if let Stmt::Decl(group) = &mut b.p.stmts[stmt] {
        group.specs.storage = Storage::Static;
    }
    items.push(Item::Stmt(stmt));

    // static int sq(int v) { return v * v; }  static int neg(int v) { return -v; }
    let v = b.param("v", int);
    let sq_ty = b.func(int, vec![v.clone()]);
    let sq = b.define("sq", sq_ty, int, Storage::Static);
    let (v1, v2) = (b.v(psym(&v)), b.v(psym(&v)));
    let square = b.bin2(BinOp::Mul, v1, v2);
    let body = b.ret(square);
    b.p.funcs[sq].body = Block(vec![body]);
    items.push(Item::Func(sq));
    let v = b.param("v", int);
    let neg_ty = b.func(int, vec![v.clone()]);
    let neg = b.define("neg", neg_ty, int, Storage::Static);
    let v1 = b.v(psym(&v));
    let negated = b.un(UnOp::Neg, v1);
    let body = b.ret(negated);
    b.p.funcs[neg].body = Block(vec![body]);
    items.push(Item::Func(neg));

    // static int (*pick(int which))(int) { return which ? sq : neg; }
    let anon_int = b.anon(int);
    let int_fn = b.func(int, vec![anon_int]);
    let int_fn_ptr = b.ptr(int_fn);
    let which = b.param("which", int);
    let pick_ty = b.func(int_fn_ptr, vec![which.clone()]);
    let pick = b.define("pick", pick_ty, int, Storage::Static);
    let (w, sq_use, neg_use) = (b.v(psym(&which)), b.func_use(sq), b.func_use(neg));
    let choice = b.e(Expr::Cond(w, Some(sq_use), neg_use));
    let body = b.ret(choice);
    b.p.funcs[pick].body = Block(vec![body]);
    items.push(Item::Func(pick));

    // static int (*fns[2])(int) = { sq, neg };
    let fns_ty = b.array_n(int_fn_ptr, 2);
    let fns = b.var("fns", fns_ty);
    b.p.symbols[fns].file_scope = true;
    let (sq_use, neg_use) = (b.func_use(sq), b.func_use(neg));
    let init = b.items(vec![sq_use, neg_use]);
    let stmt = b.decl_of(int, fns, Some(init));
    if let Stmt::Decl(group) = &mut b.p.stmts[stmt] {
        group.specs.storage = Storage::Static;
    }
    items.push(Item::Stmt(stmt));

    // static double total(int n, double m[n][n], const double *restrict w)
    let n = b.param("n", int);
    let (n1, n2) = (b.v(psym(&n)), b.v(psym(&n)));
    let m_row = b.array(double, ArraySize::Vla(n2));
    let m_ty = b.array(m_row, ArraySize::Vla(n1));
    let m = b.param("m", m_ty);
    let const_double = b.qual(double, CONST);
    let w_ty = b.ptr_q(const_double, RESTRICT);
    let w = b.param("w", w_ty);
    let total_ty = b.func(double, vec![n.clone(), m.clone(), w.clone()]);
    let total = b.define("total", total_ty, double, Storage::Static);
    let s = b.var("s", double);
    let zero = b.num("0");
    let s_decl = b.decl_of(double, s, Some(Init::Expr(zero)));
    let i = b.var("i", int);
    let zero = b.num("0");
    let i_declarator = b.d(i, Some(Init::Expr(zero)));
    let i_group = b.group(int, vec![i_declarator]);
    let (i1, n_use) = (b.v(i), b.v(psym(&n)));
    let cond = b.bin2(BinOp::Lt, i1, n_use);
    let i2 = b.v(i);
    let step = b.incdec(false, true, i2);
    let (m_use, i3, i4) = (b.v(psym(&m)), b.v(i), b.v(i));
    let m_i = b.idx(m_use, i3);
    let m_ii = b.idx(m_i, i4);
    let (w_use, i5) = (b.v(psym(&w)), b.v(i));
    let w_i = b.idx(w_use, i5);
    let product = b.bin2(BinOp::Mul, m_ii, w_i);
    let s_use = b.v(s);
    let accumulate = b.op_assign(BinOp::Add, s_use, product);
    let loop_body = b.expr_stmt(accumulate);
    let for_stmt = b.s(Stmt::For {
        init: ForInit::Decl(i_group),
        cond: Some(cond),
        step: Some(step),
        body: loop_body,
        counted: None,
    });
    let s_use = b.v(s);
    let ret = b.ret(s_use);
    b.p.funcs[total].body = Block(vec![s_decl, for_stmt, ret]);
    items.push(Item::Func(total));

    // static int classify(int x) { ... switch ... }
    let x = b.param("x", int);
    let classify_ty = b.func(int, vec![x.clone()]);
    let classify = b.define("classify", classify_ty, int, Storage::Static);
    let y = b.var("y", int);
    let zero = b.num("0");
    let y_decl = b.decl_of(int, y, Some(Init::Expr(zero)));
    let (one, three, five, two) = (b.num("1"), b.num("3"), b.num("5"), b.num("2"));
    let case1 = b.s(Stmt::Case(one, None));
    let case35 = b.s(Stmt::Case(three, Some(five)));
    let (y_use, ten) = (b.v(y), b.num("10"));
    let set10 = b.assign(y_use, ten);
    let set10 = b.expr_stmt(set10);
    let break1 = b.s(Stmt::Break);
    let case2 = b.s(Stmt::Case(two, None));
    let t = b.var("t", int);
    let twenty = b.num("20");
    let t_decl = b.decl_of(int, t, Some(Init::Expr(twenty)));
    let (y_use, t_use) = (b.v(y), b.v(t));
    let set_t = b.assign(y_use, t_use);
    let set_t = b.expr_stmt(set_t);
    let break2 = b.s(Stmt::Break);
    let default = b.s(Stmt::Default);
    let switch_body = b.block(vec![
        case1, case35, set10, break1, case2, t_decl, set_t, break2, default,
    ]);
    let x_use = b.v(psym(&x));
    let switch = b.s(Stmt::Switch {
        cond: x_use,
        body: switch_body,
    });
    let y_use = b.v(y);
    let ret = b.ret(y_use);
    b.p.funcs[classify].body = Block(vec![y_decl, switch, ret]);
    items.push(Item::Func(classify));

    // int main(void)
    let main_ty = b.func(int, vec![]);
    let main = b.define("main", main_ty, int, Storage::None);
    let mut body = Vec::new();
    let check = b.var("check", long);
    let zero = b.num("0");
    body.push(b.decl_of(long, check, Some(Init::Expr(zero))));
    // int a = 6, b = 3, c = 2, *p = &a, **pp = &p;
    let int_ptr = b.ptr(int);
    let int_ptr_ptr = b.ptr(int_ptr);
    let (six, three, two) = (b.num("6"), b.num("3"), b.num("2"));
    let a = b.var("a", int);
    let bb = b.var("b", int);
    let c = b.var("c", int);
    let p = b.var("p", int_ptr);
    let pp = b.var("pp", int_ptr_ptr);
    let a_use = b.v(a);
    let addr_a = b.un(UnOp::AddrOf, a_use);
    let p_use = b.v(p);
    let addr_p = b.un(UnOp::AddrOf, p_use);
    let decls = vec![
        b.d(a, Some(Init::Expr(six))),
        b.d(bb, Some(Init::Expr(three))),
        b.d(c, Some(Init::Expr(two))),
        b.d(p, Some(Init::Expr(addr_a))),
        b.d(pp, Some(Init::Expr(addr_p))),
    ];
    let group = b.group(int, decls);
    body.push(b.s(Stmt::Decl(group)));
    // struct node n2 = { .v = 2, .next = 0 }, n1 = { 1, &n2 };
    let n2 = b.var("n2", node_ty);
    let n1 = b.var("n1", node_ty);
    let (two, zero, one) = (b.num("2"), b.num("0"), b.num("1"));
    let n2_use = b.v(n2);
    let addr_n2 = b.un(UnOp::AddrOf, n2_use);
    let n2_init = Init::List(vec![
        InitItem {
            designators: vec![Designator::Field("v".to_string())],
            init: Init::Expr(two),
        },
        InitItem {
            designators: vec![Designator::Field("next".to_string())],
            init: Init::Expr(zero),
        },
    ]);
    let n1_init = b.items(vec![one, addr_n2]);
    let decls = vec![b.d(n2, Some(n2_init)), b.d(n1, Some(n1_init))];
    let group = b.group(node_ty, decls);
    body.push(b.s(Stmt::Decl(group)));
    // cplx z = { .im = 2.5 };
    let z = b.var("z", cplx);
    let two_five = b.e(Expr::FloatLit("2.5".to_string()));
    let z_init = Init::List(vec![InitItem {
        designators: vec![Designator::Field("im".to_string())],
        init: Init::Expr(two_five),
    }]);
    body.push(b.decl_of(cplx, z, Some(z_init)));
    // double m[2][2] = { { 1, 2 }, { 3, 4 } };  double (*row)[2] = m;
    let row2 = b.array_n(double, 2);
    let m22 = b.array_n(row2, 2);
    let mm = b.var("m", m22);
    let (one, two, three, four) = (b.num("1"), b.num("2"), b.num("3"), b.num("4"));
    let r1 = b.items(vec![one, two]);
    let r2 = b.items(vec![three, four]);
    let m_init = Init::List(vec![
        InitItem {
            designators: Vec::new(),
            init: r1,
        },
        InitItem {
            designators: Vec::new(),
            init: r2,
        },
    ]);
    body.push(b.decl_of(double, mm, Some(m_init)));
    let row_ptr = b.ptr(row2);
    let row = b.var("row", row_ptr);
    let m_use = b.v(mm);
    body.push(b.decl_of(double, row, Some(Init::Expr(m_use))));
    // check += a & b == c;
    let (ea, eb, ec) = (b.v(a), b.v(bb), b.v(c));
    let eq = b.bin2(BinOp::Eq, eb, ec);
    let value = b.bin2(BinOp::BitAnd, ea, eq);
    body.push(b.add_to(check, value));
    // check += a - (b - c);
    let (ea, eb, ec) = (b.v(a), b.v(bb), b.v(c));
    let inner = b.bin2(BinOp::Sub, eb, ec);
    let value = b.bin2(BinOp::Sub, ea, inner);
    body.push(b.add_to(check, value));
    // check += -(-a) + (int)(double)b * sizeof(int) / sizeof a;
    let (ea, eb, ea2) = (b.v(a), b.v(bb), b.v(a));
    let neg_a = b.un(UnOp::Neg, ea);
    let neg_neg_a = b.un(UnOp::Neg, neg_a);
    let to_double = b.e(Expr::Cast(double, eb));
    let to_int = b.e(Expr::Cast(int, to_double));
    let size_int = b.e(Expr::SizeofType(int));
    let size_a = b.e(Expr::SizeofExpr(ea2));
    let product = b.bin2(BinOp::Mul, to_int, size_int);
    let quotient = b.bin2(BinOp::Div, product, size_a);
    let value = b.bin2(BinOp::Add, neg_neg_a, quotient);
    body.push(b.add_to(check, value));
    // check += (*p)++ + **pp;
    let (ep, epp) = (b.v(p), b.v(pp));
    let deref_p = b.un(UnOp::Deref, ep);
    let inc = b.incdec(false, true, deref_p);
    let deref_pp = b.un(UnOp::Deref, epp);
    let deref_deref_pp = b.un(UnOp::Deref, deref_pp);
    let value = b.bin2(BinOp::Add, inc, deref_deref_pp);
    body.push(b.add_to(check, value));
    // check += a << b + c | c ^ b & a;
    let (ea, eb, ec) = (b.v(a), b.v(bb), b.v(c));
    let sum = b.bin2(BinOp::Add, eb, ec);
    let shift = b.bin2(BinOp::Shl, ea, sum);
    let (ec, eb, ea) = (b.v(c), b.v(bb), b.v(a));
    let and = b.bin2(BinOp::BitAnd, eb, ea);
    let xor = b.bin2(BinOp::BitXor, ec, and);
    let value = b.bin2(BinOp::BitOr, shift, xor);
    body.push(b.add_to(check, value));
    // check += a || b && 0;
    let (ea, eb, zero) = (b.v(a), b.v(bb), b.num("0"));
    let and = b.bin2(BinOp::LogAnd, eb, zero);
    let value = b.bin2(BinOp::LogOr, ea, and);
    body.push(b.add_to(check, value));
    // check += n1.next->v + (&n1)->v;
    let en1 = b.v(n1);
    let next = b.member(en1, "next", false);
    let next_v = b.member(next, "v", true);
    let en1 = b.v(n1);
    let addr_n1 = b.un(UnOp::AddrOf, en1);
    let n1_v = b.member(addr_n1, "v", true);
    let value = b.bin2(BinOp::Add, next_v, n1_v);
    body.push(b.add_to(check, value));
    // check += pick(1)(3) + fns[1](4) + (*fns[0])(5);
    let (pick_use, one, three) = (b.func_use(pick), b.num("1"), b.num("3"));
    let picked = b.call(pick_use, vec![one]);
    let call1 = b.call(picked, vec![three]);
    let (fns_use, one, four) = (b.v(fns), b.num("1"), b.num("4"));
    let fn1 = b.idx(fns_use, one);
    let call2 = b.call(fn1, vec![four]);
    let (fns_use, zero, five) = (b.v(fns), b.num("0"), b.num("5"));
    let fn0 = b.idx(fns_use, zero);
    let deref_fn0 = b.un(UnOp::Deref, fn0);
    let call3 = b.call(deref_fn0, vec![five]);
    let sum = b.bin2(BinOp::Add, call1, call2);
    let value = b.bin2(BinOp::Add, sum, call3);
    body.push(b.add_to(check, value));
    // check += classify(1) + classify(2) + classify(4) + classify(9);
    let mut value = None;
    for arg in ["1", "2", "4", "9"] {
        let (callee, arg) = (b.func_use(classify), b.num(arg));
        let call = b.call(callee, vec![arg]);
        value = Some(match value {
            None => call,
            Some(prev) => b.bin2(BinOp::Add, prev, call),
        });
    }
    let value = value.expect("four calls");
    body.push(b.add_to(check, value));
    // check += (long)total(2, m, (const double[]){ 1.0, 0.5 }) + (long)row[1][0];
    let (total_use, two, m_use) = (b.func_use(total), b.num("2"), b.v(mm));
    let lit_ty = b.array(const_double, ArraySize::Unspecified);
    let one_f = b.e(Expr::FloatLit("1.0".to_string()));
    let half = b.e(Expr::FloatLit("0.5".to_string()));
    let lit_init = b.items(vec![one_f, half]);
    let lit = b.e(Expr::CompoundLit(lit_ty, lit_init));
    let call = b.call(total_use, vec![two, m_use, lit]);
    let cast1 = b.e(Expr::Cast(long, call));
    let (row_use, one, zero) = (b.v(row), b.num("1"), b.num("0"));
    let row1 = b.idx(row_use, one);
    let row10 = b.idx(row1, zero);
    let cast2 = b.e(Expr::Cast(long, row10));
    let value = b.bin2(BinOp::Add, cast1, cast2);
    body.push(b.add_to(check, value));
    // check += (long)z.im * 2 + GREEN + table[1][2] + table[0][1];
    let z_use = b.v(z);
    let im = b.member(z_use, "im", false);
    let cast = b.e(Expr::Cast(long, im));
    let two = b.num("2");
    let scaled = b.bin2(BinOp::Mul, cast, two);
    let green_use = b.v(green);
    let sum = b.bin2(BinOp::Add, scaled, green_use);
    let (table_use, one, two) = (b.v(table), b.num("1"), b.num("2"));
    let t1 = b.idx(table_use, one);
    let t12 = b.idx(t1, two);
    let sum = b.bin2(BinOp::Add, sum, t12);
    let (table_use, zero, one) = (b.v(table), b.num("0"), b.num("1"));
    let t0 = b.idx(table_use, zero);
    let t01 = b.idx(t0, one);
    let value = b.bin2(BinOp::Add, sum, t01);
    body.push(b.add_to(check, value));
    // int i = 0;
    let i = b.var("i", int);
    let zero = b.num("0");
    body.push(b.decl_of(int, i, Some(Init::Expr(zero))));
    // while ((i += 1) < 5) check += i;
    let (i_use, one, five) = (b.v(i), b.num("1"), b.num("5"));
    let bump = b.op_assign(BinOp::Add, i_use, one);
    let cond = b.bin2(BinOp::Lt, bump, five);
    let i_use = b.v(i);
    let loop_body = b.add_to(check, i_use);
    body.push(b.s(Stmt::While {
        cond,
        body: loop_body,
    }));
    // do i--; while (i > 2);
    let i_use = b.v(i);
    let dec = b.incdec(false, false, i_use);
    let dec = b.expr_stmt(dec);
    let (i_use, two) = (b.v(i), b.num("2"));
    let cond = b.bin2(BinOp::Gt, i_use, two);
    body.push(b.s(Stmt::DoWhile { body: dec, cond }));
    // check += ({ int t = i; t * 3; });
    let t = b.var("t", int);
    let i_use = b.v(i);
    let t_decl = b.decl_of(int, t, Some(Init::Expr(i_use)));
    let (t_use, three) = (b.v(t), b.num("3"));
    let product = b.bin2(BinOp::Mul, t_use, three);
    let last = b.expr_stmt(product);
    let value = b.e(Expr::StmtExpr(Block(vec![t_decl, last])));
    body.push(b.add_to(check, value));
    // again: if (i < 8) { i++; goto again; }
    body.push(b.s(Stmt::Label("again".to_string())));
    let (i_use, eight) = (b.v(i), b.num("8"));
    let cond = b.bin2(BinOp::Lt, i_use, eight);
    let i_use = b.v(i);
    let inc = b.incdec(false, true, i_use);
    let inc = b.expr_stmt(inc);
    let goto = b.s(Stmt::Goto("again".to_string()));
    let then = b.block(vec![inc, goto]);
    body.push(b.s(Stmt::If {
        cond,
        then,
        els: None,
    }));
    // check += i > 3 ? i < 10 ? 1 : 2 : 3;
    let (i_use, three) = (b.v(i), b.num("3"));
    let outer_cond = b.bin2(BinOp::Gt, i_use, three);
    let (i_use, ten) = (b.v(i), b.num("10"));
    let inner_cond = b.bin2(BinOp::Lt, i_use, ten);
    let (one, two, three) = (b.num("1"), b.num("2"), b.num("3"));
    let inner = b.e(Expr::Cond(inner_cond, Some(one), two));
    let value = b.e(Expr::Cond(outer_cond, Some(inner), three));
    body.push(b.add_to(check, value));
    // check += (a, b);
    let (ea, eb) = (b.v(a), b.v(bb));
    let value = b.e(Expr::Comma(vec![ea, eb]));
    body.push(b.add_to(check, value));
    // printf("%ld\n", check);
    let const_char = b.qual(char_ty, CONST);
    let fmt_ty = b.ptr(const_char);
    let fmt = b.anon(fmt_ty);
    let printf_ty = b.func_full(int, vec![fmt], true, true);
    let printf = b.sym("printf", SymbolKind::Func, printf_ty);
    b.p.symbols[printf].origin = Origin::System;
    let printf_use = b.v(printf);
    let text = b.e(Expr::StringLit(vec!["\"%ld\\n\"".to_string()]));
    let check_use = b.v(check);
    let call = b.call(printf_use, vec![text, check_use]);
    body.push(b.expr_stmt(call));
    let zero = b.num("0");
    body.push(b.ret(zero));
    b.p.funcs[main].body = Block(body);
    items.push(Item::Func(main));

    b.p.units.push(Unit {
        role: Default::default(),
        file: Default::default(),
        items,
        feature_macros: Vec::new(),
        text_in: None,
    });
    b
}

/// A scratch directory for test `name`.
fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("p4a-print-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Compiles and links `source` with gcc and the given flags, runs it, and returns its
/// standard output.
fn build_and_run(dir: &Path, name: &str, source: &str, flags: &[&str]) -> String {
    let c_path = dir.join(format!("{name}.c"));
    let exe_path = dir.join(name);
    std::fs::write(&c_path, source).expect("write source");
    let gcc = Command::new("gcc")
        .args(flags)
        .arg("-o")
        .arg(&exe_path)
        .arg(&c_path)
        .output()
        .expect("gcc runs (it is needed to check printed C)");
    assert!(
        gcc.status.success(),
        "gcc rejected {name}.c:\n{}\n--- source ---\n{source}",
        String::from_utf8_lossy(&gcc.stderr)
    );
    let run = Command::new(&exe_path).output().expect("run program");
    assert!(run.status.success(), "{name} failed");
    String::from_utf8_lossy(&run.stdout).into_owned()
}

#[test]
fn printed_program_compiles_cleanly_and_behaves_like_the_reference() {
    let b = build_program();
    if let Err(errors) = crate::ir::verify::verify(&b.p) {
        panic!("hand-built IR is invalid: {errors:?}");
    }
    let printed = print_unit(&b.p, 0, &crate::print::C);
    let dir = scratch_dir("program");
    let strict = ["-std=gnu11", "-Wall", "-Werror", "-Wno-unused"];
    let printed_out = build_and_run(&dir, "printed", &printed, &strict);
    let reference_out = build_and_run(&dir, "reference", REFERENCE, &["-std=gnu11", "-w"]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(
        printed_out, reference_out,
        "printed program behaves differently:\n{printed}"
    );
}

/// Compiles `source` to an object file with gcc (`-std=gnu11 -Wall -Werror`).
fn compile_only(dir: &Path, name: &str, source: &str) {
    let c_path = dir.join(format!("{name}.c"));
    std::fs::write(&c_path, source).expect("write source");
    let gcc = Command::new("gcc")
        .args(["-std=gnu11", "-Wall", "-Werror", "-c", "-o"])
        .arg(dir.join(format!("{name}.o")))
        .arg(&c_path)
        .output()
        .expect("gcc runs (it is needed to check printed C)");
    assert!(
        gcc.status.success(),
        "gcc rejected {name}.c:\n{}\n--- source ---\n{source}",
        String::from_utf8_lossy(&gcc.stderr)
    );
}

#[test]
fn declarators_of_every_shape_compile() {
    let mut b = Build::new();
    let int = b.int();
    let double = b.double();
    let void = b.void();
    let const_int = b.qual(int, CONST);
    let mut decls: Vec<(TypeId, &str)> = Vec::new();
    let p = b.ptr(int);
    let pp = b.ptr(p);
    decls.push((pp, "pp"));
    let arr_of_ptr = b.array_n(p, 3);
    decls.push((arr_of_ptr, "arr_of_ptr"));
    let arr4 = b.array_n(double, 4);
    let ptr_to_arr = b.ptr(arr4);
    decls.push((ptr_to_arr, "ptr_to_arr"));
    let arr_of_ptr_to_arr = b.array_n(ptr_to_arr, 2);
    decls.push((arr_of_ptr_to_arr, "arr_of_ptr_to_arr"));
    let anon_int = b.anon(int);
    let int_fn = b.func(int, vec![anon_int.clone()]);
    let int_fn_ptr = b.ptr(int_fn);
    let fn_returning_fn_ptr = b.func(int_fn_ptr, vec![anon_int.clone()]);
    decls.push((fn_returning_fn_ptr, "fn_returning_fn_ptr"));
    let ptr_to_that = b.ptr(fn_returning_fn_ptr);
    decls.push((ptr_to_that, "ptr_to_fn_returning_fn_ptr"));
    let fn_ptrs = b.array_n(int_fn_ptr, 3);
    decls.push((fn_ptrs, "fn_ptrs"));
    let row_fn = b.func(ptr_to_arr, vec![anon_int.clone()]);
    let row_fn_ptr = b.ptr(row_fn);
    decls.push((row_fn_ptr, "row_fn_ptr"));
    let const_ptr = b.ptr_q(int, CONST);
    decls.push((const_ptr, "const_ptr"));
    let volatile_ptr_to_const = b.ptr_q(const_int, VOLATILE);
    decls.push((volatile_ptr_to_const, "volatile_ptr_to_const"));
    let const_fn_ptr = b.ptr_q(int_fn, CONST);
    decls.push((const_fn_ptr, "const_fn_ptr"));
    let restrict_ptr = b.ptr_q(double, RESTRICT);
    let n = b.param("n", int);
    let n_sym = psym(&n);
    let (n1, n2, ten) = (b.v(n_sym), b.v(n_sym), b.num("10"));
    let row = b.array(double, ArraySize::Vla(n2));
    let matrix = b.array(row, ArraySize::Vla(n1));
    let m = b.param("m", matrix);
    let static_ten = b.param_array(
        double,
        ArraySize::Const {
            expr: ten,
            value: Some(10),
        },
        CONST,
        true,
    );
    let a = b.param("a", static_ten);
    let star = b.param_array(double, ArraySize::Star, crate::ir::Quals::NONE, false);
    let star = b.anon(star);
    let r = b.param("r", restrict_ptr);
    let varargs = b.func_full(void, vec![n, m, a, r], true, true);
    decls.push((varargs, "with_array_params"));
    let n = b.param("n", int);
    let star_fn = b.func(void, vec![n, star]);
    decls.push((star_fn, "with_star"));
    let no_params = b.func(int, vec![]);
    decls.push((no_params, "no_params"));
    let unprototyped = b.func_full(int, vec![], false, false);
    decls.push((unprototyped, "unprototyped"));
    let mut source = String::new();
    for (ty, name) in decls {
        let storage = match b.p.types[ty].kind {
            TypeKind::Func { .. } => "",
            _ => "extern ",
        };
        source.push_str(&format!(
            "{storage}{};\n",
            crate::print::print_type(&b.p, ty, name)
        ));
    }
    let dir = scratch_dir("shapes");
    compile_only(&dir, "shapes", &source);
    let _ = std::fs::remove_dir_all(&dir);
}
