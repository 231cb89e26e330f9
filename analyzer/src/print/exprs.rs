//! Expressions and initializers.
//!
//! Parentheses are not stored in the IR: each expression has a [`Prec`], and an operand
//! whose precedence is lower than its position requires is parenthesized. Binary
//! operators are left-associative (the right operand needs a strictly higher
//! precedence), assignments and `?:` right-associative. On top of what correctness
//! needs, [`Writer::clarifies`] adds the parentheses gcc's `-Wparentheses` asks for.

use super::{LINE_LIMIT, Writer};
use crate::ir::{BinOp, BuiltinArg, Designator, Expr, ExprId, Init, InitItem, SymbolKind, UnOp};

/// Initializer lists longer than this on one line are broken into lines.
const INIT_LINE_LIMIT: usize = 80;

/// C's precedence levels, loosest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Prec {
    /// `a, b`.
    Comma,
    /// `a = b`, `a += b`.
    Assign,
    /// `c ? a : b`.
    Cond,
    /// `||`.
    LogOr,
    /// `&&`.
    LogAnd,
    /// `|`.
    BitOr,
    /// `^`.
    BitXor,
    /// `&`.
    BitAnd,
    /// `==`, `!=`.
    Equality,
    /// `<`, `>`, `<=`, `>=`.
    Relational,
    /// `<<`, `>>`.
    Shift,
    /// `+`, `-`.
    Additive,
    /// `*`, `/`, `%`.
    Multiplicative,
    /// `(T) e`.
    Cast,
    /// Prefix operators, `sizeof`, `_Alignof`.
    Unary,
    /// Calls, indexing, members, postfix `++`/`--`, compound literals.
    Postfix,
    /// Names, literals, and forms with their own brackets.
    Primary,
}

/// The precedence of a binary operator.
fn binop_prec(op: BinOp) -> Prec {
    match op {
        BinOp::Mul | BinOp::Div | BinOp::Rem => Prec::Multiplicative,
        BinOp::Add | BinOp::Sub => Prec::Additive,
        BinOp::Shl | BinOp::Shr => Prec::Shift,
        BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge => Prec::Relational,
        BinOp::Eq | BinOp::Ne => Prec::Equality,
        BinOp::BitAnd => Prec::BitAnd,
        BinOp::BitXor => Prec::BitXor,
        BinOp::BitOr => Prec::BitOr,
        BinOp::LogAnd => Prec::LogAnd,
        BinOp::LogOr => Prec::LogOr,
    }
}

/// Whether `op` is a relational or equality operator.
fn is_comparison(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne
    )
}

/// Whether `op` is `&`, `^` or `|`.
fn is_bitwise(op: BinOp) -> bool {
    matches!(op, BinOp::BitAnd | BinOp::BitXor | BinOp::BitOr)
}

/// The spelling of a prefix unary operator.
fn unop_spelling(op: UnOp) -> &'static str {
    match op {
        UnOp::Neg => "-",
        UnOp::Plus => "+",
        UnOp::Not => "!",
        UnOp::BitNot => "~",
        UnOp::Deref => "*",
        UnOp::AddrOf => "&",
        UnOp::Real => "__real__ ",
        UnOp::Imag => "__imag__ ",
    }
}

impl<'a> Writer<'a> {
    /// Writes an expression in a context that takes any expression (comma included).
    pub(super) fn write_expr(&mut self, expr: ExprId) {
        self.write_expr_prec(expr, Prec::Comma);
    }

    /// Writes an expression where an assignment-expression is expected (arguments,
    /// initializers, array sizes): a comma expression is parenthesized.
    pub(super) fn write_expr_assign(&mut self, expr: ExprId) {
        self.write_expr_prec(expr, Prec::Assign);
    }

    /// Writes an expression where a constant-expression is expected (`case`, bit-field
    /// widths, enumeration values, designators).
    pub(super) fn write_expr_cond(&mut self, expr: ExprId) {
        self.write_expr_prec(expr, Prec::Cond);
    }

    /// Writes the controlling expression of `if`, `while`, `do` or `for`: an assignment
    /// gets parentheses to show it is used as a truth value.
    pub(super) fn write_condition(&mut self, expr: ExprId) {
        if matches!(self.program.exprs[expr], Expr::Assign { .. }) {
            self.out.push('(');
            self.write_expr(expr);
            self.out.push(')');
        } else {
            self.write_expr(expr);
        }
    }

    /// Writes `expr`, parenthesized when its precedence is below `min`.
    pub(super) fn write_expr_prec(&mut self, expr: ExprId, min: Prec) {
        let paren = self.prec(expr) < min;
        self.write_maybe_parenthesized(expr, paren);
    }

    /// Writes `expr`, parenthesized when `paren` is set.
    fn write_maybe_parenthesized(&mut self, expr: ExprId, paren: bool) {
        if paren {
            self.out.push('(');
            self.write_expr_bare(expr);
            self.out.push(')');
        } else {
            self.write_expr_bare(expr);
        }
    }

    /// The precedence of `expr`'s outermost operator.
    fn prec(&self, expr: ExprId) -> Prec {
        match &self.program.exprs[expr] {
            Expr::IntLit { text, .. } | Expr::FloatLit(text) => {
                // Literals p4a made up may carry a sign.
                if text.starts_with(['-', '+']) {
                    Prec::Unary
                } else {
                    Prec::Primary
                }
            }
            Expr::CharLit(_)
            | Expr::StringLit(_)
            | Expr::Var(_)
            | Expr::GridIndex(_)
            | Expr::BlockIndex(_)
            | Expr::Barrier
            | Expr::StmtExpr(_)
            | Expr::Builtin(..)
            | Expr::Generic(..) => Prec::Primary,
            Expr::Unary(..)
            | Expr::SizeofExpr(_)
            | Expr::SizeofType(_)
            | Expr::AlignofType(..)
            | Expr::AlignofExpr(..)
            | Expr::LabelAddr(_) => Prec::Unary,
            // Written in parentheses: compilers and parsers disagree on how far
            // `__extension__` reaches without them.
            Expr::Extension(_) => Prec::Primary,
            Expr::IncDec { prefix: true, .. } => Prec::Unary,
            Expr::IncDec { prefix: false, .. }
            | Expr::Call(..)
            | Expr::Index(..)
            | Expr::Member { .. }
            | Expr::CompoundLit(..) => Prec::Postfix,
            Expr::Cast(..) => Prec::Cast,
            Expr::Binary(op, ..) => binop_prec(*op),
            Expr::Cond(..) => Prec::Cond,
            Expr::Assign { .. } => Prec::Assign,
            Expr::Comma(_) => Prec::Comma,
        }
    }

    /// Whether operand `child` of binary operator `parent` gets parentheses that
    /// precedence does not need but gcc's `-Wparentheses` asks for.
    fn clarifies(&self, parent: BinOp, child: ExprId, is_left: bool) -> bool {
        let child_op = match &self.program.exprs[child] {
            Expr::Binary(op, ..) => *op,
            // `!a == b`: gcc's -Wlogical-not-parentheses.
            Expr::Unary(UnOp::Not, _) => return is_left && is_comparison(parent),
            _ => return false,
        };
        match parent {
            BinOp::BitAnd | BinOp::BitXor | BinOp::BitOr => {
                is_comparison(child_op)
                    || matches!(child_op, BinOp::Add | BinOp::Sub)
                    || (is_bitwise(child_op) && child_op != parent)
            }
            BinOp::Shl | BinOp::Shr => matches!(child_op, BinOp::Add | BinOp::Sub),
            BinOp::LogOr => child_op == BinOp::LogAnd,
            BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne => {
                is_comparison(child_op)
            }
            BinOp::Mul | BinOp::Div | BinOp::Rem | BinOp::Add | BinOp::Sub | BinOp::LogAnd => false,
        }
    }

    /// Writes prefix operator `op` and its operand (at least `min`); an operand whose
    /// text would glue to the operator into another token (`- -x`, `+ ++x`, `& &x`) is
    /// parenthesized.
    fn write_prefix(&mut self, op: &str, operand: ExprId, min: Prec) {
        self.out.push_str(op);
        let text = self.capture(|w| w.write_expr_prec(operand, min));
        let glues = match op.chars().last() {
            Some(last @ ('-' | '+' | '&')) => text.starts_with(last),
            _ => false,
        };
        if glues {
            self.out.push('(');
            self.out.push_str(&text);
            self.out.push(')');
        } else {
            self.out.push_str(&text);
        }
    }

    /// Writes `keyword x` or `keyword(e)` for `sizeof` and `__alignof__` of an
    /// expression: the operand is a unary-expression (a cast or compound literal
    /// needs parentheses).
    fn write_sizeof_expr(&mut self, keyword: &str, operand: ExprId) {
        self.out.push_str(keyword);
        let paren = self.prec(operand) < Prec::Unary
            || matches!(self.program.exprs[operand], Expr::CompoundLit(..));
        if !paren {
            self.out.push(' ');
        }
        self.write_maybe_parenthesized(operand, paren);
    }

    /// Writes an abstract type name (`double (*)[n]`), struct bodies on one line.
    fn write_type_name(&mut self, ty: crate::ir::TypeId) {
        self.inline_bodies += 1;
        self.write_full_declaration(ty, "");
        self.inline_bodies -= 1;
    }

    /// Writes `expr` without parentheses around itself.
    fn write_expr_bare(&mut self, expr: ExprId) {
        let program = self.program;
        match &program.exprs[expr] {
            Expr::IntLit { text, .. } => self.out.push_str(text),
            Expr::FloatLit(text) | Expr::CharLit(text) => self.out.push_str(text),
            Expr::StringLit(pieces) => {
                let pieces = self
                    .embedded
                    .and_then(|embedded| embedded.get(&expr))
                    .unwrap_or(pieces);
                // Pieces that end lines (an embedded source text) go one per line.
                if pieces.len() > 1 && pieces[0].ends_with("\\n\"") {
                    self.out.push_str(&pieces.join("\n    "))
                } else {
                    self.out.push_str(&pieces.join(" "))
                }
            }
            Expr::Var(sym) => {
                let symbol = &program.symbols[*sym];
                let name = if symbol.kind == SymbolKind::Func && symbol.def.is_none() {
                    self.dialect.library_name(&symbol.name)
                } else {
                    &symbol.name
                };
                self.out.push_str(name);
            }
            Expr::Unary(op, operand) => self.write_prefix(unop_spelling(*op), *operand, Prec::Cast),
            Expr::Binary(op, lhs, rhs) => {
                let prec = binop_prec(*op);
                let paren = self.prec(*lhs) < prec || self.clarifies(*op, *lhs, true);
                self.write_maybe_parenthesized(*lhs, paren);
                self.out.push(' ');
                self.out.push_str(op.spelling());
                self.out.push(' ');
                let paren = self.prec(*rhs) <= prec || self.clarifies(*op, *rhs, false);
                self.write_maybe_parenthesized(*rhs, paren);
            }
            Expr::Assign { op, lhs, rhs } => {
                self.write_expr_prec(*lhs, Prec::Unary);
                self.out.push(' ');
                if let Some(op) = op {
                    self.out.push_str(op.spelling());
                }
                self.out.push_str("= ");
                self.write_expr_prec(*rhs, Prec::Assign);
            }
            Expr::IncDec {
                prefix,
                increment,
                arg,
            } => {
                let op = if *increment { "++" } else { "--" };
                if *prefix {
                    self.write_prefix(op, *arg, Prec::Unary);
                } else {
                    self.write_expr_prec(*arg, Prec::Postfix);
                    self.out.push_str(op);
                }
            }
            Expr::Cond(cond, then, els) => {
                self.write_expr_prec(*cond, Prec::LogOr);
                match then {
                    Some(then) => {
                        self.out.push_str(" ? ");
                        self.write_expr_assign(*then);
                        self.out.push_str(" : ");
                    }
                    None => self.out.push_str(" ?: "),
                }
                self.write_expr_prec(*els, Prec::Cond);
            }
            Expr::Comma(items) => {
                for (idx, item) in items.iter().enumerate() {
                    if idx > 0 {
                        self.out.push_str(", ");
                    }
                    self.write_expr_assign(*item);
                }
            }
            Expr::Cast(ty, operand) => {
                self.out.push('(');
                self.write_type_name(*ty);
                self.out.push(')');
                self.write_expr_prec(*operand, Prec::Cast);
            }
            Expr::SizeofExpr(operand) => self.write_sizeof_expr("sizeof", *operand),
            Expr::AlignofExpr(operand, spelling) => {
                // `__alignof__ x` is valid GNU C, but `__alignof__(x)` is what every
                // parser accepts.
                self.out.push_str(spelling);
                self.write_maybe_parenthesized(*operand, true);
            }
            Expr::SizeofType(ty) => {
                self.out.push_str("sizeof(");
                self.write_type_name(*ty);
                self.out.push(')');
            }
            Expr::AlignofType(ty, spelling) => {
                self.out.push_str(spelling);
                self.out.push('(');
                self.write_type_name(*ty);
                self.out.push(')');
            }
            Expr::Call(callee, args) if self.integer_abs(*callee).is_some() && args.len() == 1 => {
                // An overloaded abs may return an unsigned type: C's conversions of the
                // argument and of the result are written out (`(int)abs((int)x)`).
                let ty = self.integer_abs(*callee).expect("checked");
                self.out.push_str(&format!("({ty})"));
                self.write_expr_prec(*callee, Prec::Postfix);
                let x = self.capture(|w| w.write_expr_prec(args[0], Prec::Cast));
                self.out.push_str(&format!("(({ty}){x})"));
            }
            Expr::Call(callee, args) => {
                self.write_expr_prec(*callee, Prec::Postfix);
                match self.math_argument_type(*callee) {
                    // Kernel languages overload the math functions: C's conversion of the
                    // arguments to the prototype's type is written out (`sqrt((double)i)`).
                    Some(ty) => {
                        let parts: Vec<String> = args
                            .iter()
                            .enumerate()
                            .map(|(k, arg)| {
                                let x = self.capture(|w| w.write_expr_prec(*arg, Prec::Cast));
                                if self.math_argument_is_integer(*callee, k) {
                                    x
                                } else {
                                    format!("({ty}){x}")
                                }
                            })
                            .collect();
                        self.out.push('(');
                        self.out.push_str(&parts.join(", "));
                        self.out.push(')');
                    }
                    None => self.write_args(args),
                }
            }
            Expr::Index(base, index) => {
                self.write_expr_prec(*base, Prec::Postfix);
                self.out.push('[');
                self.write_expr(*index);
                self.out.push(']');
            }
            Expr::Member { base, field, arrow } => {
                self.write_expr_prec(*base, Prec::Postfix);
                self.out.push_str(if *arrow { "->" } else { "." });
                self.out.push_str(field);
            }
            Expr::CompoundLit(ty, init) => {
                self.out.push('(');
                self.write_type_name(*ty);
                self.out.push(')');
                match init {
                    Init::List(items) => self.write_init_list(items),
                    Init::Expr(value) => {
                        self.out.push('{');
                        self.write_expr_assign(*value);
                        self.out.push('}');
                    }
                }
            }
            Expr::StmtExpr(block) => {
                if block.0.is_empty() {
                    self.out.push_str("({ })");
                } else {
                    self.out.push_str("({\n");
                    self.level += 1;
                    self.write_block_contents(&block.0);
                    self.level -= 1;
                    self.indent();
                    self.out.push_str("})");
                }
            }
            Expr::Builtin(name, args) => {
                self.out.push_str(name);
                self.out.push('(');
                for (idx, arg) in args.iter().enumerate() {
                    if idx > 0 {
                        self.out.push_str(", ");
                    }
                    match arg {
                        BuiltinArg::Expr(e) => self.write_expr_assign(*e),
                        BuiltinArg::Type(ty) => self.write_type_name(*ty),
                        BuiltinArg::Member(text) => self.out.push_str(text),
                    }
                }
                self.out.push(')');
            }
            Expr::Generic(control, assocs) => {
                self.out.push_str("_Generic(");
                self.write_expr_assign(*control);
                for (ty, value) in assocs {
                    self.out.push_str(", ");
                    match ty {
                        Some(ty) => self.write_type_name(*ty),
                        None => self.out.push_str("default"),
                    }
                    self.out.push_str(": ");
                    self.write_expr_assign(*value);
                }
                self.out.push(')');
            }
            Expr::Extension(operand) => {
                self.out.push('(');
                self.write_prefix("__extension__ ", *operand, Prec::Cast);
                self.out.push(')');
            }
            Expr::LabelAddr(label) => {
                self.out.push_str("&&");
                self.out.push_str(label);
            }
            Expr::GridIndex(d) => self.out.push_str(&self.dialect.grid_index(*d)),
            Expr::BlockIndex(d) => self.out.push_str(&self.dialect.block_index(*d)),
            Expr::Barrier => self.out.push_str(self.dialect.barrier()),
        }
    }

    /// The name of the C library function (no definition in the program) that `callee`
    /// names; `None` for anything else.
    fn library_call(&self, callee: ExprId) -> Option<&'a str> {
        let Expr::Var(sym) = self.program.exprs[callee] else {
            return None;
        };
        let symbol = &self.program.symbols[sym];
        (symbol.kind == SymbolKind::Func && symbol.def.is_none()).then_some(symbol.name.as_str())
    }

    /// In dialects that overload the C library's math functions
    /// ([`Dialect::device_math`](super::Dialect::device_math)), the type a call to one
    /// converts its arguments to: `double`, or `float` for the `f` forms; `None`
    /// elsewhere.
    fn math_argument_type(&self, callee: ExprId) -> Option<&'static str> {
        let name = self.library_call(callee)?;
        let math = self.dialect.device_math();
        if math.contains(&name) {
            Some("double")
        } else if name.strip_suffix('f').is_some_and(|b| math.contains(&b)) {
            Some("float")
        } else {
            None
        }
    }

    /// In dialects that overload the integer absolute-value functions, the C type of
    /// `abs`, `labs` or `llabs` when `callee` is one of them (library functions only).
    fn integer_abs(&self, callee: ExprId) -> Option<&'static str> {
        self.dialect.integer_abs(self.library_call(callee)?)
    }

    /// Whether argument `k` of a math function is an integer (`ldexp`'s exponent).
    fn math_argument_is_integer(&self, callee: ExprId, k: usize) -> bool {
        let Expr::Var(sym) = self.program.exprs[callee] else {
            return false;
        };
        let name = self.program.symbols[sym].name.as_str();
        matches!(name, "ldexp" | "ldexpf") && k == 1
    }

    /// Writes `(a, b, c)`, the arguments of a call. When the line would get longer than
    /// [`LINE_LIMIT`], as many arguments as fit go on each line, the next lines one level
    /// in.
    fn write_args(&mut self, args: &[ExprId]) {
        self.out.push('(');
        let start = self.column();
        let parts: Vec<String> = args
            .iter()
            .map(|arg| self.capture(|w| w.write_expr_assign(*arg)))
            .collect();
        let one_line_end = start.map(|col| col + parts.iter().map(|p| p.len() + 2).sum::<usize>());
        let fill = one_line_end.is_some_and(|end| end > LINE_LIMIT)
            && parts.len() > 1
            && !parts.iter().any(|part| part.contains('\n'));
        let mut column = start.unwrap_or(0);
        for (idx, part) in parts.iter().enumerate() {
            if idx > 0 {
                self.out.push(',');
                column += 1;
                if fill && column + part.len() + 2 > LINE_LIMIT {
                    self.out.push('\n');
                    self.indent_at(self.level + 1);
                    column = 4 * (self.level + 1).min(super::MAX_INDENT);
                } else {
                    self.out.push(' ');
                    column += 1;
                }
            }
            self.out.push_str(part);
            column += part.len();
        }
        self.out.push(')');
    }

    /// Writes an initializer: an assignment-expression or a brace-enclosed list.
    pub(super) fn write_init(&mut self, init: &Init) {
        match init {
            Init::Expr(expr) => self.write_expr_assign(*expr),
            Init::List(items) => self.write_init_list(items),
        }
    }

    /// Writes `{a, .b = c, [2] = {d}}`: on one line when short; else, one level in, one
    /// element a line when some element is itself a list, and as many elements a line
    /// as fit otherwise.
    fn write_init_list(&mut self, items: &[InitItem]) {
        if items.is_empty() {
            self.out.push_str("{}");
            return;
        }
        // Elements are written one level in, as they would be on lines of their own; one
        // without a line break is the same at any level.
        self.level += 1;
        let parts: Vec<String> = items
            .iter()
            .map(|item| self.capture(|w| w.write_init_item(item)))
            .collect();
        self.level -= 1;
        let one_line_len = parts.iter().map(|part| part.len() + 2).sum::<usize>();
        if one_line_len <= INIT_LINE_LIMIT && !parts.iter().any(|part| part.contains('\n')) {
            self.out.push('{');
            self.out.push_str(&parts.join(", "));
            self.out.push('}');
            return;
        }
        let nested = items.iter().any(|item| matches!(item.init, Init::List(_)));
        self.out.push_str("{\n");
        self.level += 1;
        let last = parts.len() - 1;
        let mut line_len = 0;
        for (idx, part) in parts.iter().enumerate() {
            let starts_line = idx == 0 || nested || line_len + part.len() + 2 > INIT_LINE_LIMIT;
            if starts_line {
                if idx > 0 {
                    self.out.push('\n');
                }
                self.indent();
                line_len = 0;
            } else {
                self.out.push(' ');
            }
            self.out.push_str(part);
            line_len += part.len() + 2;
            if idx < last {
                self.out.push(',');
            }
        }
        self.out.push('\n');
        self.level -= 1;
        self.indent();
        self.out.push('}');
    }

    /// Writes one element of an initializer list, designators first.
    fn write_init_item(&mut self, item: &InitItem) {
        for designator in &item.designators {
            match designator {
                Designator::Field(name) => {
                    self.out.push('.');
                    self.out.push_str(name);
                }
                Designator::Index(index) => {
                    self.out.push('[');
                    self.write_expr_cond(*index);
                    self.out.push(']');
                }
                Designator::Range(lo, hi) => {
                    self.out.push('[');
                    self.write_expr_cond(*lo);
                    self.out.push_str(" ... ");
                    self.write_expr_cond(*hi);
                    self.out.push(']');
                }
            }
        }
        if !item.designators.is_empty() {
            self.out.push_str(" = ");
        }
        self.write_init(&item.init);
    }
}
