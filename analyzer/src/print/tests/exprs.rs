//! Expressions: precedence, associativity, clarifying parentheses, token gluing, and
//! every expression form.

use super::{Build, check};
use crate::ir::{
    BinOp, Block, BuiltinArg, Designator, Expr, Init, InitItem, IntKind, Stmt, TypeKind, UnOp,
};
use crate::print::print_expr;

/// An expected text and how to build the expression.
type Case = (&'static str, fn(&mut Build) -> crate::ir::ExprId);

/// Builds each case with the closure and checks the printed expression.
fn check_exprs(cases: &[Case]) {
    for (expected, build) in cases {
        let mut b = Build::new();
        let expr = build(&mut b);
        check(&print_expr(&b.p, expr), expected);
    }
}

#[test]
fn precedence_and_associativity() {
    check_exprs(&[
        ("(a + b) * c", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let sum = b.bin(BinOp::Add, x, y);
            b.bin(BinOp::Mul, sum, z)
        }),
        ("a + b * c", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let product = b.bin(BinOp::Mul, y, z);
            b.bin(BinOp::Add, x, product)
        }),
        ("a - (b - c)", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let diff = b.bin(BinOp::Sub, y, z);
            b.bin(BinOp::Sub, x, diff)
        }),
        ("a - b - c", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let diff = b.bin(BinOp::Sub, x, y);
            b.bin(BinOp::Sub, diff, z)
        }),
        ("a / (b * c)", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let product = b.bin(BinOp::Mul, y, z);
            b.bin(BinOp::Div, x, product)
        }),
        ("a = b = c", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let inner = b.assign(y, z);
            b.assign(x, inner)
        }),
        ("(a = b) + 1", |b| {
            let (x, y, one) = (b.x("a"), b.x("b"), b.num("1"));
            let inner = b.assign(x, y);
            b.bin(BinOp::Add, inner, one)
        }),
        ("x += y << 2", |b| {
            let (x, y, two) = (b.x("x"), b.x("y"), b.num("2"));
            let shift = b.bin(BinOp::Shl, y, two);
            b.e(Expr::Assign {
                op: Some(BinOp::Add),
                lhs: x,
                rhs: shift,
            })
        }),
        ("1 << (2 << 3)", |b| {
            let (x, y, z) = (b.num("1"), b.num("2"), b.num("3"));
            let inner = b.bin(BinOp::Shl, y, z);
            b.bin(BinOp::Shl, x, inner)
        }),
    ]);
}

#[test]
fn unary_and_postfix() {
    check_exprs(&[
        ("-(-x)", |b| {
            let x = b.x("x");
            let inner = b.un(UnOp::Neg, x);
            b.un(UnOp::Neg, inner)
        }),
        ("-(--x)", |b| {
            let x = b.x("x");
            let inner = b.e(Expr::IncDec {
                prefix: true,
                increment: false,
                arg: x,
            });
            b.un(UnOp::Neg, inner)
        }),
        ("+(+x)", |b| {
            let x = b.x("x");
            let inner = b.un(UnOp::Plus, x);
            b.un(UnOp::Plus, inner)
        }),
        ("-(-1)", |b| {
            let lit = b.num("-1");
            b.un(UnOp::Neg, lit)
        }),
        ("x - -1", |b| {
            let (x, lit) = (b.x("x"), b.num("-1"));
            b.bin(BinOp::Sub, x, lit)
        }),
        ("-~!x", |b| {
            let x = b.x("x");
            let not = b.un(UnOp::Not, x);
            let bit_not = b.un(UnOp::BitNot, not);
            b.un(UnOp::Neg, bit_not)
        }),
        ("*p++", |b| {
            let p = b.x("p");
            let inc = b.e(Expr::IncDec {
                prefix: false,
                increment: true,
                arg: p,
            });
            b.un(UnOp::Deref, inc)
        }),
        ("(*p)++", |b| {
            let p = b.x("p");
            let deref = b.un(UnOp::Deref, p);
            b.e(Expr::IncDec {
                prefix: false,
                increment: true,
                arg: deref,
            })
        }),
        ("++*p", |b| {
            let p = b.x("p");
            let deref = b.un(UnOp::Deref, p);
            b.e(Expr::IncDec {
                prefix: true,
                increment: true,
                arg: deref,
            })
        }),
        ("&a[i]", |b| {
            let (a, i) = (b.x("a"), b.x("i"));
            let index = b.e(Expr::Index(a, i));
            b.un(UnOp::AddrOf, index)
        }),
        ("(&a)[i]", |b| {
            let (a, i) = (b.x("a"), b.x("i"));
            let addr = b.un(UnOp::AddrOf, a);
            b.e(Expr::Index(addr, i))
        }),
        ("(*s).f", |b| {
            let s = b.x("s");
            let deref = b.un(UnOp::Deref, s);
            b.e(Expr::Member {
                base: deref,
                field: "f".to_string(),
                arrow: false,
            })
        }),
        ("s->next->f", |b| {
            let s = b.x("s");
            let next = b.e(Expr::Member {
                base: s,
                field: "next".to_string(),
                arrow: true,
            });
            b.e(Expr::Member {
                base: next,
                field: "f".to_string(),
                arrow: true,
            })
        }),
        ("(*fp)(1)", |b| {
            let (fp, one) = (b.x("fp"), b.num("1"));
            let deref = b.un(UnOp::Deref, fp);
            b.call(deref, vec![one])
        }),
        ("__real__ z", |b| {
            let z = b.x("z");
            b.un(UnOp::Real, z)
        }),
        ("&&done", |b| b.e(Expr::LabelAddr("done".to_string()))),
        ("(__extension__ (a, b))", |b| {
            let (x, y) = (b.x("a"), b.x("b"));
            let comma = b.e(Expr::Comma(vec![x, y]));
            b.e(Expr::Extension(comma))
        }),
    ]);
}

#[test]
fn clarifying_parentheses() {
    check_exprs(&[
        ("a & (b == c)", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let eq = b.bin(BinOp::Eq, y, z);
            b.bin(BinOp::BitAnd, x, eq)
        }),
        ("(a & b) == c", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let and = b.bin(BinOp::BitAnd, x, y);
            b.bin(BinOp::Eq, and, z)
        }),
        ("a | (b ^ (c & d))", |b| {
            let (x, y, z, w) = (b.x("a"), b.x("b"), b.x("c"), b.x("d"));
            let and = b.bin(BinOp::BitAnd, z, w);
            let xor = b.bin(BinOp::BitXor, y, and);
            b.bin(BinOp::BitOr, x, xor)
        }),
        ("a | b | c", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let or = b.bin(BinOp::BitOr, x, y);
            b.bin(BinOp::BitOr, or, z)
        }),
        ("(a + b) & c", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let sum = b.bin(BinOp::Add, x, y);
            b.bin(BinOp::BitAnd, sum, z)
        }),
        ("a << (b + c)", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let sum = b.bin(BinOp::Add, y, z);
            b.bin(BinOp::Shl, x, sum)
        }),
        ("a || (b && c)", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let and = b.bin(BinOp::LogAnd, y, z);
            b.bin(BinOp::LogOr, x, and)
        }),
        ("a && b && c", |b| {
            let (x, y, z) = (b.x("a"), b.x("b"), b.x("c"));
            let and = b.bin(BinOp::LogAnd, x, y);
            b.bin(BinOp::LogAnd, and, z)
        }),
        ("(a < b) == (c < d)", |b| {
            let (x, y, z, w) = (b.x("a"), b.x("b"), b.x("c"), b.x("d"));
            let lt1 = b.bin(BinOp::Lt, x, y);
            let lt2 = b.bin(BinOp::Lt, z, w);
            b.bin(BinOp::Eq, lt1, lt2)
        }),
        ("(!a) == b", |b| {
            let (x, y) = (b.x("a"), b.x("b"));
            let not = b.un(UnOp::Not, x);
            b.bin(BinOp::Eq, not, y)
        }),
    ]);
}

#[test]
fn commas_conditionals_casts_sizeof() {
    check_exprs(&[
        ("f((a, b), c)", |b| {
            let (f, x, y, z) = (b.x("f"), b.x("a"), b.x("b"), b.x("c"));
            let comma = b.e(Expr::Comma(vec![x, y]));
            b.call(f, vec![comma, z])
        }),
        ("i = 0, j = 1", |b| {
            let (i, j, zero, one) = (b.x("i"), b.x("j"), b.num("0"), b.num("1"));
            let first = b.assign(i, zero);
            let second = b.assign(j, one);
            b.e(Expr::Comma(vec![first, second]))
        }),
        ("a ? b : c ? d : e", |b| {
            let (x, y, z, w, v) = (b.x("a"), b.x("b"), b.x("c"), b.x("d"), b.x("e"));
            let inner = b.e(Expr::Cond(z, Some(w), v));
            b.e(Expr::Cond(x, Some(y), inner))
        }),
        ("(a ? b : c) ? d : e", |b| {
            let (x, y, z, w, v) = (b.x("a"), b.x("b"), b.x("c"), b.x("d"), b.x("e"));
            let inner = b.e(Expr::Cond(x, Some(y), z));
            b.e(Expr::Cond(inner, Some(w), v))
        }),
        ("a ? b ? c : d : e", |b| {
            let (x, y, z, w, v) = (b.x("a"), b.x("b"), b.x("c"), b.x("d"), b.x("e"));
            let inner = b.e(Expr::Cond(y, Some(z), w));
            b.e(Expr::Cond(x, Some(inner), v))
        }),
        ("c ? a : (b = 1)", |b| {
            let (c, x, y, one) = (b.x("c"), b.x("a"), b.x("b"), b.num("1"));
            let assign = b.assign(y, one);
            b.e(Expr::Cond(c, Some(x), assign))
        }),
        ("p ?: q", |b| {
            let (p, q) = (b.x("p"), b.x("q"));
            b.e(Expr::Cond(p, None, q))
        }),
        ("(int)(double)x", |b| {
            let x = b.x("x");
            let double = b.double();
            let int = b.int();
            let inner = b.e(Expr::Cast(double, x));
            b.e(Expr::Cast(int, inner))
        }),
        ("(long)(a + b)", |b| {
            let (x, y) = (b.x("a"), b.x("b"));
            let sum = b.bin(BinOp::Add, x, y);
            let long = b.ty(TypeKind::Int(IntKind::Long));
            b.e(Expr::Cast(long, sum))
        }),
        ("(double (*)[n])p", |b| {
            let (p, n) = (b.x("p"), b.x("n"));
            let double = b.double();
            let row = b.array(double, crate::ir::ArraySize::Vla(n));
            let ptr = b.ptr(row);
            b.e(Expr::Cast(ptr, p))
        }),
        ("sizeof x", |b| {
            let x = b.x("x");
            b.e(Expr::SizeofExpr(x))
        }),
        ("sizeof a[0]", |b| {
            let (a, zero) = (b.x("a"), b.num("0"));
            let index = b.e(Expr::Index(a, zero));
            b.e(Expr::SizeofExpr(index))
        }),
        ("sizeof(a + 1)", |b| {
            let (a, one) = (b.x("a"), b.num("1"));
            let sum = b.bin(BinOp::Add, a, one);
            b.e(Expr::SizeofExpr(sum))
        }),
        ("sizeof((int)x)", |b| {
            let x = b.x("x");
            let int = b.int();
            let cast = b.e(Expr::Cast(int, x));
            b.e(Expr::SizeofExpr(cast))
        }),
        ("sizeof(int)", |b| {
            let int = b.int();
            b.e(Expr::SizeofType(int))
        }),
        ("sizeof(int *) * n", |b| {
            let n = b.x("n");
            let int = b.int();
            let p = b.ptr(int);
            let size = b.e(Expr::SizeofType(p));
            b.bin(BinOp::Mul, size, n)
        }),
        ("_Alignof(double)", |b| {
            let double = b.double();
            b.e(Expr::AlignofType(double, "_Alignof".to_string()))
        }),
        ("__alignof__(x)", |b| {
            let x = b.x("x");
            b.e(Expr::AlignofExpr(x, "__alignof__".to_string()))
        }),
    ]);
}

#[test]
fn literals_and_special_forms() {
    check_exprs(&[
        ("\"ab\" \"cd\"", |b| {
            b.e(Expr::StringLit(vec![
                "\"ab\"".to_string(),
                "\"cd\"".to_string(),
            ]))
        }),
        ("L'\\n'", |b| b.e(Expr::CharLit("L'\\n'".to_string()))),
        ("1e-3f + 0x1fUL", |b| {
            let f = b.e(Expr::FloatLit("1e-3f".to_string()));
            let i = b.num("0x1fUL");
            b.bin(BinOp::Add, f, i)
        }),
        ("__builtin_va_arg(ap, int)", |b| {
            let ap = b.x("ap");
            let int = b.int();
            b.e(Expr::Builtin(
                "__builtin_va_arg".to_string(),
                vec![BuiltinArg::Expr(ap), BuiltinArg::Type(int)],
            ))
        }),
        ("__builtin_offsetof(struct s, a.b[2])", |b| {
            let record = b.p.records.alloc(
                crate::ir::Record {
                    kind: crate::ir::RecordKind::Struct,
                    tag: Some("s".to_string()),
                    groups: None,
                    attrs: Vec::new(),
                    static_asserts: Vec::new(),
                },
                Default::default(),
            );
            let s = b.ty(TypeKind::Record(record));
            b.e(Expr::Builtin(
                "__builtin_offsetof".to_string(),
                vec![
                    BuiltinArg::Type(s),
                    BuiltinArg::Member("a.b[2]".to_string()),
                ],
            ))
        }),
        ("_Generic(x, int: 1, double *: 2, default: 0)", |b| {
            let (x, one, two, zero) = (b.x("x"), b.num("1"), b.num("2"), b.num("0"));
            let int = b.int();
            let double = b.double();
            let p = b.ptr(double);
            b.e(Expr::Generic(
                x,
                vec![(Some(int), one), (Some(p), two), (None, zero)],
            ))
        }),
        ("(int[]){1, 2, 3}[i]", |b| {
            let (one, two, three, i) = (b.num("1"), b.num("2"), b.num("3"), b.x("i"));
            let int = b.int();
            let arr = b.array(int, crate::ir::ArraySize::Unspecified);
            let items = [one, two, three]
                .into_iter()
                .map(|e| InitItem {
                    designators: Vec::new(),
                    init: Init::Expr(e),
                })
                .collect();
            let lit = b.e(Expr::CompoundLit(arr, Init::List(items)));
            b.e(Expr::Index(lit, i))
        }),
        ("sizeof((int){1})", |b| {
            let one = b.num("1");
            let int = b.int();
            let lit = b.e(Expr::CompoundLit(int, Init::Expr(one)));
            b.e(Expr::SizeofExpr(lit))
        }),
        ("({\n    int t = 1;\n    t + 1;\n})", |b| {
            let int = b.int();
            let one = b.num("1");
            let t = b.var("t", int);
            let decl_declarator = b.d(t, Some(Init::Expr(one)));
            let group = b.group(int, vec![decl_declarator]);
            let decl = b.s(Stmt::Decl(group));
            let (t_use, one2) = (b.v(t), b.num("1"));
            let sum = b.bin(BinOp::Add, t_use, one2);
            let last = b.expr_stmt(sum);
            b.e(Expr::StmtExpr(Block(vec![decl, last])))
        }),
    ]);
}

#[test]
fn designated_initializers() {
    let mut b = Build::new();
    let int = b.int();
    let arr = b.array_n(int, 10);
    let (one, three, four, five, seven) =
        (b.num("1"), b.num("3"), b.num("4"), b.num("5"), b.num("7"));
    let (nine, zero) = (b.num("9"), b.num("0"));
    let item = |designators: Vec<Designator>, init: Init| InitItem { designators, init };
    let nested = Init::List(vec![
        item(vec![Designator::Field("x".to_string())], Init::Expr(nine)),
        item(vec![], Init::Expr(zero)),
    ]);
    let list = Init::List(vec![
        item(vec![], Init::Expr(one)),
        item(vec![Designator::Index(three)], Init::Expr(seven)),
        item(vec![Designator::Range(four, five)], Init::Expr(seven)),
        item(
            vec![
                Designator::Field("a".to_string()),
                Designator::Field("b".to_string()),
                Designator::Index(one),
            ],
            nested,
        ),
        item(vec![], Init::List(vec![])),
    ]);
    let stmt = b.decl(int, vec![("t", arr, Some(list))]);
    check(
        &crate::print::print_stmt(&b.p, stmt, 0),
        "int t[10] = {1, [3] = 7, [4 ... 5] = 7, .a.b[1] = {.x = 9, 0}, {}};\n",
    );
    // Long nested lists go one element a line.
    let rows: Vec<InitItem> = (0..4)
        .map(|row| {
            let cells = (0..8)
                .map(|col| {
                    let value = b.num(&format!("{}", row * 100 + col));
                    item(vec![], Init::Expr(value))
                })
                .collect();
            item(vec![], Init::List(cells))
        })
        .collect();
    let arr8 = b.array_n(int, 8);
    let arr48 = b.array_n(arr8, 4);
    let stmt = b.decl(int, vec![("m", arr48, Some(Init::List(rows)))]);
    check(
        &crate::print::print_stmt(&b.p, stmt, 1),
        "    int m[4][8] = {\n        {0, 1, 2, 3, 4, 5, 6, 7},\n        \
         {100, 101, 102, 103, 104, 105, 106, 107},\n        \
         {200, 201, 202, 203, 204, 205, 206, 207},\n        \
         {300, 301, 302, 303, 304, 305, 306, 307}\n    };\n",
    );
    // Long flat lists are filled, as many elements a line as fit.
    let values: Vec<InitItem> = (0..30)
        .map(|idx| {
            let value = b.num(&format!("{}", 1000 + idx));
            item(vec![], Init::Expr(value))
        })
        .collect();
    let arr30 = b.array_n(int, 30);
    let stmt = b.decl(int, vec![("v", arr30, Some(Init::List(values)))]);
    check(
        &crate::print::print_stmt(&b.p, stmt, 0),
        "int v[30] = {\n    \
         1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012,\n    \
         1013, 1014, 1015, 1016, 1017, 1018, 1019, 1020, 1021, 1022, 1023, 1024, 1025,\n    \
         1026, 1027, 1028, 1029\n};\n",
    );
}
