//! The p4a IR: a typed, arena-based, structured image of a whole C program.
//!
//! # Shape
//!
//! A [`Program`] owns every node of every translation unit the user gave, linked by name
//! as the linker would: one symbol per external name. Nodes live in arenas and refer to
//! each other by typed ids ([`TypeId`], [`ExprId`], [`StmtId`], [`SymbolId`],
//! [`RecordId`], [`EnumId`], [`FuncId`]).
//!
//! Departure from the per-function arenas of `STYLE.md` §1, on purpose: C types carry
//! expressions (the sizes of variable-length arrays), and types are program-wide, so
//! expressions and statements are program-wide too. A function owns its body through
//! its [`Block`], nothing else.
//!
//! # Nodes
//!
//! - **Types** ([`Type`]) are interned: equal types have equal ids. A type is a
//!   [`TypeKind`] plus [`Quals`]. Typedef names stay in types as [`TypeKind::Named`] so
//!   that the printer writes `size_t`, not its expansion; [`Program::resolve`] strips them.
//!   Array sizes are [`ArraySize`]: a constant expression, a run-time expression (VLA),
//!   `[*]`, or absent.
//! - **Expressions** ([`Expr`]) keep C's expression forms, side effects included
//!   (assignments, `++`, calls): the round trip through the printer must reproduce the
//!   user's evaluation order exactly, so nothing is split out. Parentheses are not stored:
//!   the printer derives them from precedence. Literals keep their source spelling.
//! - **Statements** ([`Stmt`]) keep C's control structure: loops stay loops. Labels,
//!   `case` and `default` are marker statements placed in a [`Block`] before the
//!   statement they label. Declarations are statements ([`Stmt::Decl`]) holding a
//!   [`DeclGroup`]: the symbols declared together, sharing one base type.
//! - **Symbols** ([`Symbol`]) are every named entity: variables, parameters, functions,
//!   typedef names, enumeration constants. Scope is resolved during lowering; after it
//!   every use refers to its symbol by id. Struct and union tags are [`Record`]s,
//!   enumeration tags [`EnumDef`]s.
//! - **Top level**: [`Program::items`] is the output order: declarations, function
//!   definitions, and `#include` lines standing for the declarations that came from a
//!   system header. The user's feature-test macro directives (`#define _GNU_SOURCE`)
//!   change what those headers declare, so they are kept too ([`MacroDirective`]): those
//!   the preprocessor met before the unit's first system header in
//!   [`Unit::feature_macros`], printed first; later ones as [`Item::Macro`], in place.
//!
//! # Evaluation order and scope
//!
//! An expression is evaluated where its statement is executed, with C's own rules
//! (sequence points included): the IR adds no order of its own. A symbol is visible from
//! its declaration statement to the end of the enclosing block (the whole program for
//! file-scope symbols); the lowering has already checked this.
//!
//! # Locations
//!
//! Every node has a [`Loc`] in a side table of its arena: the user's file and line (after
//! the preprocessor's line markers), never a position in the preprocessed text.

mod arena;
pub mod build;
pub mod edit;
pub mod query;
pub mod verify;
pub mod visit;

pub use arena::{Arena, Id, IdPrefix};

use rustc_hash::FxHashMap;

macro_rules! id_kind {
    ($marker:ident, $alias:ident, $prefix:literal, $doc:literal) => {
        #[doc = $doc]
        pub type $alias = Id<$marker>;
        impl IdPrefix for $marker {
            const PREFIX: &'static str = $prefix;
        }
    };
}

id_kind!(Type, TypeId, "t", "Id of an interned [`Type`].");
id_kind!(Expr, ExprId, "e", "Id of an [`Expr`].");
id_kind!(Stmt, StmtId, "s", "Id of a [`Stmt`].");
id_kind!(Symbol, SymbolId, "v", "Id of a [`Symbol`].");
id_kind!(Record, RecordId, "r", "Id of a struct or union [`Record`].");
id_kind!(EnumDef, EnumId, "n", "Id of an [`EnumDef`].");
id_kind!(Func, FuncId, "f", "Id of a function definition [`Func`].");

/// Index of a source file in [`Program::files`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A position in the user's sources: file, 1-based line and column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Loc {
    /// The file, in [`Program::files`].
    pub file: FileId,
    /// 1-based line; 0 for nodes that p4a made up.
    pub line: u32,
    /// 1-based column; 0 when unknown.
    pub col: u32,
}

/// A source file seen through the preprocessor's line markers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceFile {
    /// The path as the preprocessor spelled it.
    pub path: String,
    /// Whether the preprocessor flagged it as a system header.
    pub system: bool,
}

/// The memory a pointer's pointee lives in, for languages whose pointers name it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum AddrSpace {
    /// The language's default: all memory in C, private memory in a kernel language
    /// with address spaces.
    #[default]
    Default,
    /// The device's global memory: the buffers a kernel receives.
    Global,
    /// Memory shared by the work items of one block (OpenCL `__local`, CUDA
    /// `__shared__`): the tiles of a kernel.
    Local,
}

/// Type qualifiers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Quals {
    /// `const`.
    pub is_const: bool,
    /// `volatile`.
    pub is_volatile: bool,
    /// `restrict` (also spelled `__restrict`).
    pub is_restrict: bool,
    /// `_Atomic` used as a qualifier.
    pub is_atomic: bool,
    /// The address space of an object of this type, for languages that name it (the
    /// outliner sets [`AddrSpace::Global`] on what kernel pointers point to). C has
    /// none: front-end types are all [`AddrSpace::Default`].
    pub space: AddrSpace,
}

impl Quals {
    /// No qualifier.
    pub const NONE: Quals = Quals {
        is_const: false,
        is_volatile: false,
        is_restrict: false,
        is_atomic: false,
        space: AddrSpace::Default,
    };

    /// Whether no qualifier is set.
    pub fn is_empty(self) -> bool {
        self == Quals::NONE
    }

    /// Both sets together.
    pub fn union(self, other: Quals) -> Quals {
        Quals {
            is_const: self.is_const || other.is_const,
            is_volatile: self.is_volatile || other.is_volatile,
            is_restrict: self.is_restrict || other.is_restrict,
            is_atomic: self.is_atomic || other.is_atomic,
            space: match self.space {
                AddrSpace::Default => other.space,
                space => space,
            },
        }
    }
}

/// Integer types, in the order of C's conversion rank, signed before unsigned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntKind {
    /// `_Bool`.
    Bool,
    /// Plain `char`.
    Char,
    /// `signed char`.
    SChar,
    /// `unsigned char`.
    UChar,
    /// `short`.
    Short,
    /// `unsigned short`.
    UShort,
    /// `int`.
    Int,
    /// `unsigned int`.
    UInt,
    /// `long`.
    Long,
    /// `unsigned long`.
    ULong,
    /// `long long`.
    LongLong,
    /// `unsigned long long`.
    ULongLong,
    /// `__int128`.
    Int128,
    /// `unsigned __int128`.
    UInt128,
}

impl IntKind {
    /// The C spelling.
    pub fn spelling(self) -> &'static str {
        match self {
            IntKind::Bool => "_Bool",
            IntKind::Char => "char",
            IntKind::SChar => "signed char",
            IntKind::UChar => "unsigned char",
            IntKind::Short => "short",
            IntKind::UShort => "unsigned short",
            IntKind::Int => "int",
            IntKind::UInt => "unsigned int",
            IntKind::Long => "long",
            IntKind::ULong => "unsigned long",
            IntKind::LongLong => "long long",
            IntKind::ULongLong => "unsigned long long",
            IntKind::Int128 => "__int128",
            IntKind::UInt128 => "unsigned __int128",
        }
    }

    /// Whether values of this type are signed (plain `char` is signed on the targets p4a
    /// supports: x86-64 and AArch64 Linux differ, so analyses must not rely on it).
    pub fn is_signed(self) -> bool {
        matches!(
            self,
            IntKind::Char
                | IntKind::SChar
                | IntKind::Short
                | IntKind::Int
                | IntKind::Long
                | IntKind::LongLong
                | IntKind::Int128
        )
    }
}

/// Floating types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    /// `float`.
    Float,
    /// `double`.
    Double,
    /// `long double`.
    LongDouble,
    /// `_Float128` / `__float128`, kept with the spelling the user wrote.
    Float128,
}

impl FloatKind {
    /// The C spelling.
    pub fn spelling(self) -> &'static str {
        match self {
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::LongDouble => "long double",
            FloatKind::Float128 => "_Float128",
        }
    }
}

/// The number of elements of an array type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArraySize {
    /// `[]`: incomplete (extern arrays, flexible members, parameters).
    Unspecified,
    /// `[*]`: a VLA of unspecified size, in a prototype.
    Star,
    /// `[e]` where `e` is an integer constant expression; `value` is its value when the
    /// lowering could fold it.
    Const {
        /// The size as written.
        expr: ExprId,
        /// The folded value.
        value: Option<u64>,
    },
    /// `[e]` where `e` is evaluated at run time: a variable-length array.
    Vla(ExprId),
}

impl ArraySize {
    /// The expression as written, if any.
    pub fn expr(self) -> Option<ExprId> {
        match self {
            ArraySize::Const { expr, .. } | ArraySize::Vla(expr) => Some(expr),
            ArraySize::Unspecified | ArraySize::Star => None,
        }
    }
}

/// One parameter of a function type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Param {
    /// The parameter's symbol when it is named (definitions always name them; a named
    /// parameter of a prototype gets a symbol too, since VLA sizes may refer to it).
    pub sym: Option<SymbolId>,
    /// The parameter type as declared (before array-to-pointer adjustment, so that
    /// `double a[n][m]` prints back as written).
    pub ty: TypeId,
}

/// The shape of a type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    /// `void`.
    Void,
    /// An integer type.
    Int(IntKind),
    /// A real floating type.
    Float(FloatKind),
    /// `_Complex` of a floating type.
    Complex(FloatKind),
    /// Pointer to the given type.
    Pointer(TypeId),
    /// Array of `elem`.
    Array {
        /// Element type.
        elem: TypeId,
        /// Number of elements.
        size: ArraySize,
        /// Qualifiers written inside the brackets of a parameter (`a[const]`).
        param_quals: Quals,
        /// `static` inside the brackets of a parameter (`a[static 10]`).
        param_static: bool,
    },
    /// Function type.
    Func {
        /// Return type.
        ret: TypeId,
        /// Parameters; empty with `prototyped == true` means `(void)`.
        params: Vec<Param>,
        /// Ends with `, ...`.
        variadic: bool,
        /// `false` for an old-style `()` declarator (no parameter information).
        prototyped: bool,
    },
    /// `struct` or `union`.
    Record(RecordId),
    /// `enum`.
    Enum(EnumId),
    /// A typedef name; the symbol holds the underlying type.
    Named(SymbolId),
    /// `__typeof__(expr)`: the type of an expression, printed back as written.
    TypeofExpr(ExprId),
    /// A type p4a does not model, printed back verbatim (`__builtin_va_list`, vector
    /// types from intrinsics headers). Analyses treat values of it as opaque.
    Opaque(String),
}

/// An interned type: shape plus qualifiers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Type {
    /// The shape.
    pub kind: TypeKind,
    /// Qualifiers on this level.
    pub quals: Quals,
}

/// `struct` or `union`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordKind {
    /// `struct`.
    Struct,
    /// `union`.
    Union,
}

/// One member of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// Member name; `None` for anonymous members and unnamed bit-fields.
    pub name: Option<String>,
    /// Member type.
    pub ty: TypeId,
    /// Bit-field width.
    pub bits: Option<ExprId>,
    /// Attributes, verbatim (`__attribute__((aligned(16)))`).
    pub attrs: Vec<String>,
}

/// Members declared together (`int a, *b;`), sharing one base type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldGroup {
    /// The type written in the specifiers.
    pub base: TypeId,
    /// Whether the base specifier holds the body of a struct, union or enum.
    pub defines_base: bool,
    /// The members.
    pub fields: Vec<Field>,
}

/// A struct or union type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// `struct` or `union`.
    pub kind: RecordKind,
    /// The tag, if any.
    pub tag: Option<String>,
    /// The members, `None` while the type is incomplete.
    pub groups: Option<Vec<FieldGroup>>,
    /// Attributes written after the keyword or after the body, verbatim.
    pub attrs: Vec<String>,
    /// Static assertions among the members (`_Static_assert(e, "m")`), verbatim, printed
    /// after the members (an assertion there cannot name the members before it).
    pub static_asserts: Vec<String>,
}

impl Record {
    /// The members in declaration order.
    pub fn fields(&self) -> impl Iterator<Item = &Field> {
        self.groups.iter().flatten().flat_map(|g| g.fields.iter())
    }
}

/// An enumeration type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnumDef {
    /// The tag, if any.
    pub tag: Option<String>,
    /// The constants (symbols of kind [`SymbolKind::EnumConst`]), `None` while incomplete.
    pub consts: Option<Vec<SymbolId>>,
}

/// Storage class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Storage {
    /// None written.
    #[default]
    None,
    /// `static`.
    Static,
    /// `extern`.
    Extern,
    /// `register`.
    Register,
    /// `auto`.
    Auto,
    /// `typedef` (a storage class in C's grammar).
    Typedef,
}

/// What a symbol names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SymbolKind {
    /// An object (variable).
    Var,
    /// A function parameter.
    Param,
    /// A function.
    Func,
    /// A typedef name.
    Typedef,
    /// An enumeration constant; `value` when it could be folded.
    EnumConst {
        /// The initializer written (`A = 3`).
        expr: Option<ExprId>,
        /// Its value.
        value: Option<i128>,
    },
    /// A compiler builtin without declaration (`__builtin_expect`, `__func__`).
    Builtin,
}

/// Where a symbol's declaration came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The user's code (a `.c` file or a user header).
    User,
    /// A system header; its declarations print as `#include` lines.
    System,
    /// Implicit (builtins).
    Implicit,
}

/// A named entity. What is particular to one declaration of it (initializer, storage
/// class as written there, attributes) lives in that declaration's [`Declarator`]; the
/// symbol holds what all declarations agree on.
#[derive(Clone, Debug, PartialEq)]
pub struct Symbol {
    /// The name in the source.
    pub name: String,
    /// What it names.
    pub kind: SymbolKind,
    /// Its type (the underlying type for typedefs; the most complete one seen when
    /// several declarations differ, as in `int a[]; int a[10];`).
    pub ty: TypeId,
    /// Storage class of its first declaration.
    pub storage: Storage,
    /// Where it was declared.
    pub origin: Origin,
    /// The function definition, for functions that have one.
    pub def: Option<FuncId>,
    /// Whether it is declared at file scope.
    pub file_scope: bool,
    /// Whether some declaration of it says `_Thread_local` (or `__thread`): every thread
    /// has its own copy, so it is never private, reduced or moved to a device.
    pub thread_local: bool,
}

/// An initializer.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    /// `= e`.
    Expr(ExprId),
    /// `= { ... }`.
    List(Vec<InitItem>),
}

/// One element of a brace-enclosed initializer.
#[derive(Clone, Debug, PartialEq)]
pub struct InitItem {
    /// Designators (`.a`, `[3]`, `[1 ... 4]`), empty when positional.
    pub designators: Vec<Designator>,
    /// The value.
    pub init: Init,
}

/// A designator of an initializer.
#[derive(Clone, Debug, PartialEq)]
pub enum Designator {
    /// `.name`.
    Field(String),
    /// `[e]`.
    Index(ExprId),
    /// `[lo ... hi]` (GNU).
    Range(ExprId, ExprId),
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// `-x`.
    Neg,
    /// `+x`.
    Plus,
    /// `!x`.
    Not,
    /// `~x`.
    BitNot,
    /// `*p`.
    Deref,
    /// `&x`.
    AddrOf,
    /// `__real__ x` (GNU).
    Real,
    /// `__imag__ x` (GNU).
    Imag,
}

/// Binary operators (not assignments, not the comma).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `*`.
    Mul,
    /// `/`.
    Div,
    /// `%`.
    Rem,
    /// `+`.
    Add,
    /// `-`.
    Sub,
    /// `<<`.
    Shl,
    /// `>>`.
    Shr,
    /// `<`.
    Lt,
    /// `>`.
    Gt,
    /// `<=`.
    Le,
    /// `>=`.
    Ge,
    /// `==`.
    Eq,
    /// `!=`.
    Ne,
    /// `&`.
    BitAnd,
    /// `^`.
    BitXor,
    /// `|`.
    BitOr,
    /// `&&`.
    LogAnd,
    /// `||`.
    LogOr,
}

impl BinOp {
    /// The C spelling.
    pub fn spelling(self) -> &'static str {
        match self {
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::Lt => "<",
            BinOp::Gt => ">",
            BinOp::Le => "<=",
            BinOp::Ge => ">=",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::BitAnd => "&",
            BinOp::BitXor => "^",
            BinOp::BitOr => "|",
            BinOp::LogAnd => "&&",
            BinOp::LogOr => "||",
        }
    }

    /// The operator for a C spelling.
    pub fn from_spelling(s: &str) -> Option<BinOp> {
        Some(match s {
            "*" => BinOp::Mul,
            "/" => BinOp::Div,
            "%" => BinOp::Rem,
            "+" => BinOp::Add,
            "-" => BinOp::Sub,
            "<<" => BinOp::Shl,
            ">>" => BinOp::Shr,
            "<" => BinOp::Lt,
            ">" => BinOp::Gt,
            "<=" => BinOp::Le,
            ">=" => BinOp::Ge,
            "==" => BinOp::Eq,
            "!=" => BinOp::Ne,
            "&" => BinOp::BitAnd,
            "^" => BinOp::BitXor,
            "|" => BinOp::BitOr,
            "&&" => BinOp::LogAnd,
            "||" => BinOp::LogOr,
            _ => return None,
        })
    }
}

/// A builtin whose operands are not all expressions.
#[derive(Clone, Debug, PartialEq)]
pub enum BuiltinArg {
    /// An expression operand.
    Expr(ExprId),
    /// A type operand.
    Type(TypeId),
    /// A member designator (`__builtin_offsetof(struct s, a.b[2])`), verbatim.
    Member(String),
}

/// An expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    /// An integer constant, with its spelling (`0x1fUL`) and value.
    IntLit {
        /// As written.
        text: String,
        /// Its value (`None` if it does not fit in 128 bits).
        value: Option<u128>,
    },
    /// A floating constant as written (`1e-3f`).
    FloatLit(String),
    /// A character constant as written, quotes and prefix included (`L'\n'`).
    CharLit(String),
    /// One or more adjacent string literals as written, quotes included.
    StringLit(Vec<String>),
    /// A use of a symbol.
    Var(SymbolId),
    /// A unary operator.
    Unary(UnOp, ExprId),
    /// A binary operator.
    Binary(BinOp, ExprId, ExprId),
    /// `lhs = rhs` (`op == None`) or `lhs op= rhs`.
    Assign {
        /// The compound operator, if any.
        op: Option<BinOp>,
        /// Target.
        lhs: ExprId,
        /// Value.
        rhs: ExprId,
    },
    /// `++x`, `x++`, `--x`, `x--`.
    IncDec {
        /// Prefix form.
        prefix: bool,
        /// `++` rather than `--`.
        increment: bool,
        /// Operand.
        arg: ExprId,
    },
    /// `c ? a : b`; `then == None` is GNU's `c ?: b`.
    Cond(ExprId, Option<ExprId>, ExprId),
    /// `a, b, ...` (at least two).
    Comma(Vec<ExprId>),
    /// `(T) e`.
    Cast(TypeId, ExprId),
    /// `sizeof e`.
    SizeofExpr(ExprId),
    /// `sizeof (T)`.
    SizeofType(TypeId),
    /// `_Alignof (T)` (also `__alignof__`), with the spelling used.
    AlignofType(TypeId, String),
    /// `__alignof__ e`.
    AlignofExpr(ExprId, String),
    /// A call.
    Call(ExprId, Vec<ExprId>),
    /// `base[index]` as written (`i[a]` keeps `i` as base).
    Index(ExprId, ExprId),
    /// `base.field` or `base->field`.
    Member {
        /// The structure (or pointer to it).
        base: ExprId,
        /// Member name.
        field: String,
        /// `->` rather than `.`.
        arrow: bool,
    },
    /// `(T){ ... }`.
    CompoundLit(TypeId, Init),
    /// GNU statement expression `({ ... })`: its value is the last expression statement.
    StmtExpr(Block),
    /// A builtin taking types or member designators (`__builtin_va_arg(ap, int)`,
    /// `__builtin_offsetof`, `__builtin_types_compatible_p`).
    Builtin(String, Vec<BuiltinArg>),
    /// `_Generic(e, T: a, default: b)`; `None` type stands for `default`.
    Generic(ExprId, Vec<(Option<TypeId>, ExprId)>),
    /// `__extension__ e` (GNU): silences pedantic warnings, kept so output stays quiet.
    Extension(ExprId),
    /// `&&label` (GNU).
    LabelAddr(String),
    /// In a kernel ([`FuncKind::Kernel`]): the global index of the running work item along
    /// grid dimension `0`, `1` or `2` (0 the fastest), counted from 0, of type `long`.
    /// Each kernel language spells it its own way (`print::Dialect::grid_index`).
    GridIndex(u8),
    /// In a kernel: the position of the running work item in its block along grid
    /// dimension `0`, `1` or `2`, counted from 0, of type `long`
    /// (`print::Dialect::block_index`).
    BlockIndex(u8),
    /// In a kernel: waits until every work item of the block gets here, and makes the
    /// block's writes to local memory visible to all of them (`print::Dialect::barrier`).
    /// Every work item of a block must reach it. Of type `void`.
    Barrier,
}

/// A sequence of statements; the only place where order lives.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block(pub Vec<StmtId>);

/// Declaration specifiers other than the type, shared by a declaration's declarators.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Specs {
    /// Storage class (`typedef` included).
    pub storage: Storage,
    /// `inline` (any spelling), kept verbatim.
    pub inline: Option<String>,
    /// `_Thread_local` / `__thread`, kept verbatim.
    pub thread_local: Option<String>,
    /// `__extension__` before the declaration.
    pub extension: bool,
    /// Attributes among the specifiers, verbatim.
    pub attrs: Vec<String>,
}

/// One declarator of a declaration: `*b = &x` in `int a, *b = &x;`.
#[derive(Clone, Debug, PartialEq)]
pub struct Declarator {
    /// The declared symbol.
    pub sym: SymbolId,
    /// The type as declared here.
    pub ty: TypeId,
    /// Initializer.
    pub init: Option<Init>,
    /// Attributes after the declarator, verbatim.
    pub attrs: Vec<String>,
    /// `__asm__("name")` label.
    pub asm_label: Option<String>,
}

/// Symbols declared by one declaration (`static const int a = 1, *b;`).
#[derive(Clone, Debug, PartialEq)]
pub struct DeclGroup {
    /// The type written in the declaration specifiers (qualifiers included).
    pub base: TypeId,
    /// Whether the specifiers hold the body of a struct, union or enum.
    pub defines_base: bool,
    /// Storage class and other specifiers.
    pub specs: Specs,
    /// The declarators, in order; empty for a bare `struct s { ... };`.
    pub decls: Vec<Declarator>,
}

/// The first clause of a `for`.
#[derive(Clone, Debug, PartialEq)]
pub enum ForInit {
    /// Nothing.
    None,
    /// An expression.
    Expr(ExprId),
    /// A declaration (C99).
    Decl(DeclGroup),
}

/// A `for` loop of Fortran DO shape: `for (i = lo; i < hi; i += step)` with `i` an integer
/// variable not written in the body, `hi` and `step` invariant in the loop.
/// Recognised by analyses; the lowering leaves it `None`.
#[derive(Clone, Debug, PartialEq)]
pub struct CountedLoop {
    /// The index variable.
    pub index: SymbolId,
    /// First value.
    pub lower: ExprId,
    /// Bound, inclusive.
    pub upper: ExprId,
    /// Constant step.
    pub step: i64,
}

/// A statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// An expression evaluated for its effects.
    Expr(ExprId),
    /// A declaration.
    Decl(DeclGroup),
    /// `{ ... }`: a new scope.
    Block(Block),
    /// `if (cond) then else els`.
    If {
        /// Condition.
        cond: ExprId,
        /// Taken branch.
        then: StmtId,
        /// Else branch.
        els: Option<StmtId>,
    },
    /// `while (cond) body`.
    While {
        /// Condition.
        cond: ExprId,
        /// Body.
        body: StmtId,
    },
    /// `do body while (cond);`.
    DoWhile {
        /// Body.
        body: StmtId,
        /// Condition.
        cond: ExprId,
    },
    /// `for (init; cond; step) body`.
    For {
        /// First clause.
        init: ForInit,
        /// Condition.
        cond: Option<ExprId>,
        /// Third clause.
        step: Option<ExprId>,
        /// Body.
        body: StmtId,
        /// DO-loop shape, when recognised.
        counted: Option<CountedLoop>,
    },
    /// `switch (cond) body`.
    Switch {
        /// Controlling expression.
        cond: ExprId,
        /// Body (holds the `case` markers).
        body: StmtId,
    },
    /// `case value:` or GNU `case lo ... hi:`; marks the statement that follows.
    Case(ExprId, Option<ExprId>),
    /// `default:`; marks the statement that follows.
    Default,
    /// `name:`; marks the statement that follows.
    Label(String),
    /// `goto name;`.
    Goto(String),
    /// `goto *e;` (GNU).
    GotoIndirect(ExprId),
    /// `break;`.
    Break,
    /// `continue;`.
    Continue,
    /// `return;` or `return e;`.
    Return(Option<ExprId>),
    /// `;`.
    Empty,
    /// `#pragma ...` (the text after `#pragma`): the user's own, kept verbatim.
    Pragma(String),
    /// A decision of p4a's about how the next statement of the list runs in parallel, as
    /// data; printers render it for their target (`#pragma omp parallel for`).
    Directive(Directive),
    /// An `asm` statement or file-scope `asm`, verbatim.
    Asm(String),
    /// `_Static_assert(e, "msg")`, verbatim.
    StaticAssert(String),
    /// `__label__ a, b;` (GNU local labels, at the start of a block).
    LocalLabels(Vec<String>),
}

/// A function definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    /// The function's symbol.
    pub sym: SymbolId,
    /// The function type as written in this definition.
    pub ty: TypeId,
    /// The type written in the declaration specifiers (the return type's base).
    pub base: TypeId,
    /// Storage class and other specifiers.
    pub specs: Specs,
    /// The parameters' symbols, in order.
    pub params: Vec<SymbolId>,
    /// The body.
    pub body: Block,
    /// Where it runs.
    pub kind: FuncKind,
    /// A comment printed before the definition (functions p4a makes say what they are
    /// made from).
    pub comment: Option<String>,
}

/// Where a function runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FuncKind {
    /// On the host: every function of the input.
    #[default]
    Host,
    /// A kernel launched over a grid of `dims` dimensions (1 to 3); its body reads its
    /// position with [`Expr::GridIndex`].
    Kernel {
        /// The grid's dimensions.
        dims: u8,
        /// The block shape the kernel must be launched with (x first; 1 for dimensions
        /// past `dims`), when its code depends on it (tiles in local memory).
        block: Option<[u16; 3]>,
    },
    /// A function called from kernels, run on the device.
    Device,
}

/// The reduction operators of a parallel loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RedOp {
    /// `+` (and `-`).
    Add,
    /// `*`.
    Mul,
    /// `&`.
    BitAnd,
    /// `|`.
    BitOr,
    /// `^`.
    BitXor,
    /// `&&`.
    LogAnd,
    /// `||`.
    LogOr,
    /// `min`.
    Min,
    /// `max`.
    Max,
}

impl RedOp {
    /// The OpenMP reduction identifier.
    pub fn omp(self) -> &'static str {
        match self {
            RedOp::Add => "+",
            RedOp::Mul => "*",
            RedOp::BitAnd => "&",
            RedOp::BitOr => "|",
            RedOp::BitXor => "^",
            RedOp::LogAnd => "&&",
            RedOp::LogOr => "||",
            RedOp::Min => "min",
            RedOp::Max => "max",
        }
    }
}

/// A parallel construct p4a placed ([`Stmt::Directive`]). Each but [`Directive::Barrier`]
/// stands just before the statement it applies to, in a statement list.
#[derive(Clone, Debug, PartialEq)]
pub enum Directive {
    /// `#pragma omp parallel for`: the next statement, a loop, runs in parallel with a
    /// team of threads of its own.
    ParallelLoop(ParallelLoop),
    /// `#pragma omp parallel`: one team runs the next statement, a sequential loop, for
    /// every iteration of it: each thread runs the loop's control (and that of the loops
    /// and `if`s on the way to the work) itself, over values no thread changes; the loops
    /// marked [`Directive::Share`] inside are divided among the threads, every other
    /// statement runs on the master thread alone ([`Directive::Master`]) followed by a
    /// [`Directive::Barrier`].
    Region {
        /// Variables each thread keeps a copy of: the indices of the loops whose control
        /// every thread runs, when they are declared outside them.
        private: Vec<SymbolId>,
    },
    /// `#pragma omp for`: inside a [`Directive::Region`], the next statement, a loop, is
    /// divided among the region's threads (its `when` is always `None`).
    Share(ParallelLoop),
    /// `#pragma omp master`: inside a [`Directive::Region`], only the master thread runs
    /// the next statement.
    Master,
    /// `#pragma omp barrier`, a statement of its own: every thread of the region waits
    /// here for the others, and sees what they wrote before it.
    Barrier,
}

impl Directive {
    /// The clauses of a loop's directive ([`Directive::ParallelLoop`] or
    /// [`Directive::Share`]).
    pub fn parallel_loop(&self) -> Option<&ParallelLoop> {
        match self {
            Directive::ParallelLoop(d) | Directive::Share(d) => Some(d),
            _ => None,
        }
    }

    /// The variables the directive's clauses name.
    pub fn clause_vars(&self) -> Vec<SymbolId> {
        match self {
            Directive::ParallelLoop(d) | Directive::Share(d) => d
                .private
                .iter()
                .chain(&d.firstprivate)
                .chain(&d.lastprivate)
                .chain(d.reductions.iter().map(|r| &r.1))
                .copied()
                .collect(),
            Directive::Region { private } => private.clone(),
            Directive::Master | Directive::Barrier => Vec::new(),
        }
    }
}

/// How a loop runs in parallel ([`Stmt::Directive`]): what each thread keeps of its own,
/// what is reduced, how iterations are dealt, and when it runs in parallel at all.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParallelLoop {
    /// A fresh uninitialised copy per thread.
    pub private: Vec<SymbolId>,
    /// A copy per thread initialised from the shared variable.
    pub firstprivate: Vec<SymbolId>,
    /// Private, and the last iteration's value is copied out.
    pub lastprivate: Vec<SymbolId>,
    /// Reduced variables (a scalar, or every element of a fixed-size array).
    pub reductions: Vec<(RedOp, SymbolId)>,
    /// Iterations dealt out round-robin (`schedule(static, 1)`), for unequal work.
    pub cyclic: bool,
    /// Parallel only when this holds (OpenMP's `if` clause).
    pub when: Option<ExprId>,
}

/// A top-level entry, in output order.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    /// A file-scope statement: declaration, pragma, asm, static assertion.
    Stmt(StmtId),
    /// A function definition.
    Func(FuncId),
    /// `#include <...>` or `#include "..."` standing for a system header's declarations.
    Include(String),
    /// A feature-test macro directive met after the unit's first system header, where the
    /// preprocessor met it (it may still change what later headers declare).
    Macro(MacroDirective),
}

/// A feature-test macro directive of the user's (`#define _GNU_SOURCE`, `#define
/// _POSIX_C_SOURCE 200809L`, `#undef _GNU_SOURCE`): it changes what the system headers
/// after it declare, so the output repeats it where the input had it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MacroDirective {
    /// `#define NAME VALUE`; `value` is empty for `#define NAME`.
    Define {
        /// The macro's name.
        name: String,
        /// Its replacement text, as the preprocessor printed it.
        value: String,
    },
    /// `#undef NAME`.
    Undef {
        /// The macro's name.
        name: String,
    },
}

impl MacroDirective {
    /// The macro's name.
    pub fn name(&self) -> &str {
        match self {
            MacroDirective::Define { name, .. } | MacroDirective::Undef { name } => name,
        }
    }
}

/// A whole program.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// Source files, by [`FileId`].
    pub files: Vec<SourceFile>,
    /// Interned types.
    pub types: Arena<Type>,
    type_ids: FxHashMap<Type, TypeId>,
    /// Expressions.
    pub exprs: Arena<Expr>,
    /// Statements.
    pub stmts: Arena<Stmt>,
    /// Symbols.
    pub symbols: Arena<Symbol>,
    /// Structs and unions.
    pub records: Arena<Record>,
    /// Enumerations.
    pub enums: Arena<EnumDef>,
    /// Function definitions.
    pub funcs: Arena<Func>,
    /// Top level of each translation unit, in input order: `units[k]` came from the
    /// `k`-th input file.
    pub units: Vec<Unit>,
    /// Functions without a definition that a declaration declares `const`
    /// (`__attribute__((const))`, `[[gnu::const]]`, `[[unsequenced]]`): a call reads and
    /// writes no memory. Filled after parsing (`front::parse_units_with`).
    pub const_funcs: rustc_hash::FxHashSet<SymbolId>,
}

/// The top level of one input file.
#[derive(Clone, Debug, Default)]
pub struct Unit {
    /// The input file (for made units, the input they come from).
    pub file: FileId,
    /// Its items in output order.
    pub items: Vec<Item>,
    /// What the unit is written as.
    pub role: UnitRole,
    /// The feature-test macro directives the preprocessor met in the user's files before
    /// the unit's first system header, in order: they decide what every system header of
    /// the unit declares, so they are printed before everything else.
    pub feature_macros: Vec<MacroDirective>,
    /// For a kernel unit whose text the host loads at run time: the string literal, in
    /// host code, that is printed as the unit's printed text (whatever pieces it holds).
    pub text_in: Option<ExprId>,
}

/// What an output unit holds, which decides its language and its file name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum UnitRole {
    /// C: an input file, transformed (`foo.p4a.c`).
    #[default]
    Source,
    /// CUDA kernels and their device functions (`foo.p4a.cu`).
    CudaKernels,
    /// OpenCL C kernels and their device functions (`foo.p4a.cl`).
    OpenClKernels,
}

impl Program {
    /// The id of `ty`, interning it if new.
    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.type_ids.get(&ty) {
            return id;
        }
        let id = self.types.alloc(ty.clone(), Loc::default());
        self.type_ids.insert(ty, id);
        id
    }

    /// The id of the unqualified type of shape `kind`.
    pub fn ty(&mut self, kind: TypeKind) -> TypeId {
        self.intern(Type {
            kind,
            quals: Quals::NONE,
        })
    }

    /// `ty` with `quals` added.
    pub fn qualified(&mut self, ty: TypeId, quals: Quals) -> TypeId {
        if quals.is_empty() {
            return ty;
        }
        let mut t = self.types[ty].clone();
        t.quals = t.quals.union(quals);
        self.intern(t)
    }

    /// `ty` without qualifiers on its top level.
    pub fn unqualified(&mut self, ty: TypeId) -> TypeId {
        let kind = self.types[ty].kind.clone();
        self.ty(kind)
    }

    /// The type behind typedef names (qualifiers on the names are kept, merged).
    pub fn resolve(&self, mut ty: TypeId) -> (&TypeKind, Quals) {
        let mut quals = Quals::NONE;
        loop {
            let t = &self.types[ty];
            quals = quals.union(t.quals);
            match t.kind {
                TypeKind::Named(sym) => ty = self.symbols[sym].ty,
                ref kind => return (kind, quals),
            }
        }
    }

    /// The location of a statement.
    pub fn stmt_loc(&self, id: StmtId) -> Loc {
        self.stmts.loc(id)
    }

    /// The location of an expression.
    pub fn expr_loc(&self, id: ExprId) -> Loc {
        self.exprs.loc(id)
    }

    /// `path:line` of a location, for messages.
    pub fn describe_loc(&self, loc: Loc) -> String {
        match self.files.get(loc.file.0 as usize) {
            Some(file) => format!("{}:{}", file.path, loc.line),
            None => format!("?:{}", loc.line),
        }
    }

    /// Every function definition of the program, in id order.
    pub fn func_ids(&self) -> impl Iterator<Item = FuncId> + '_ {
        self.funcs.iter().map(|(id, _)| id)
    }
}
