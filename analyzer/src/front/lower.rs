//! Lowering of tree-sitter's concrete syntax tree into the IR.
//!
//! Scope is resolved here: every identifier becomes a [`SymbolId`], every typedef name,
//! tag and enumeration constant is looked up in the scope where it is used. The symbol
//! table also resolves the typedef ambiguities that tree-sitter-c, which does not track
//! typedef names, gets wrong:
//!
//! - `(T)(x)` parsed as a call of `(T)` is a cast when `T` is a typedef name, and so is
//!   each step of a chain `(T)(U)(x)`, `(long)(T)-x`;
//! - `(T) - x`, `(T) * p`, `(T) & x`, `(T) + x` parsed as binary operators are casts of a
//!   unary expression when `T` is a typedef name, and conversely `(x) - y` parsed as a
//!   cast is a subtraction when `x` is not: the whole chain of binary operators is then
//!   re-associated by C's precedence;
//! - `a * b;` parsed as a declaration is a multiplication when `a` is not a typedef name;
//! - `sizeof (T)`, `sizeof (T[n])` parsed as `sizeof` of an expression are `sizeof` of a
//!   type;
//! - `T (x);`, `T (*p)[n] = e;`, `T (*f)(int), (y);` parsed as expressions (calls of `T`)
//!   are declarations: a parenthesized declarator after a typedef name.
//!
//! Names are scoped as C11 6.2.1 says: an ordinary identifier declared in an inner scope
//! (variable, parameter, enumeration constant) hides a typedef name of the same spelling
//! from the end of its declarator to the end of its scope, and the ambiguities above are
//! decided by what the name means at that point.
//!
//! File-scope names with external linkage are linked across the program's units through
//! [`Linkage`], as the linker would.
//!
//! Items from system headers are lowered for their declarations only (function bodies
//! are skipped) and are never printed: the `#include` line stands for them. An item of a
//! system header that cannot be lowered is dropped, and the names it mentions become
//! opaque: user code may use them, and they print back as written.

use rustc_hash::{FxHashMap, FxHashSet};
use tree_sitter::Node;

use super::preprocess::{self, LineMap, Rewrites};
use crate::diag::Diagnostic;
use crate::ir::*;

/// File-scope names with external linkage, shared by all units of a program.
#[derive(Debug, Default)]
pub struct Linkage {
    externs: FxHashMap<String, SymbolId>,
    builtins: FxHashMap<String, SymbolId>,
}

/// A lowering failure inside one item: where and what.
#[derive(Debug)]
struct LowerError {
    byte: usize,
    message: String,
}

type Res<T> = Result<T, LowerError>;

fn err<T>(node: Node, message: impl Into<String>) -> Res<T> {
    Err(LowerError {
        byte: node.start_byte(),
        message: message.into(),
    })
}

#[derive(Clone, Copy, Debug)]
enum Tag {
    Record(RecordId),
    Enum(EnumId),
}

#[derive(Default)]
struct Scope {
    names: FxHashMap<String, SymbolId>,
    tags: FxHashMap<String, Tag>,
}

/// Lowers one preprocessed, rewritten translation unit into `program`.
#[allow(clippy::too_many_arguments)]
pub fn lower_unit(
    program: &mut Program,
    linkage: &mut Linkage,
    unit_file: FileId,
    text: &str,
    tree: &tree_sitter::Tree,
    map: &LineMap,
    rewrites: &Rewrites,
) -> Vec<Diagnostic> {
    let mut cx = Ctx {
        p: program,
        linkage,
        src: text,
        map,
        rw: rewrites,
        attr_taken: vec![false; rewrites.attrs.len()],
        scopes: vec![Scope::default()],
        system: false,
        opaque: FxHashSet::default(),
        diags: Vec::new(),
        row_starts: row_starts(text),
        subst: None,
    };
    let mut items = Vec::new();
    let (feature_macros, directives) = top_level_directives(map);
    let mut directives = directives.into_iter().peekable();
    let root = tree.root_node();
    // When tree-sitter cannot make a translation unit of the text at all, the root is an
    // ERROR node whose children are the complete items it recognised and the loose
    // tokens of what it did not (`int bad( {` gives `int`, `bad`, `(`, `{`): a loose
    // token is the syntax error, never a statement to lower.
    let root_is_error = root.is_error();
    let mut walker = root.walk();
    for node in root.children(&mut walker) {
        if root_is_error && !is_complete_item(node) {
            let (file, _) = map.at(node.start_position().row);
            if !cx.p.files[file.0 as usize].system {
                cx.loose_tokens_error(node);
                break;
            }
        }
        if !node.is_named() && !node.is_error() && !node.is_missing() {
            continue; // the `;` after a bare `struct s { ... }`
        }
        if node.next_sibling().is_some_and(|next| next.is_missing()) {
            // An item cut short (`int` with its `;` missing): the missing token is the
            // error, reported as the next child, and the item is not lowered.
            continue;
        }
        let row = node.start_position().row;
        while let Some((_, item)) = directives.next_if(|(at, _)| *at <= row) {
            items.push(item);
        }
        let (file, _) = map.at(row);
        cx.system = cx.p.files[file.0 as usize].system;
        if cx.system {
            if cx.top_level(node, &mut Vec::new()).is_err() || node.has_error() {
                cx.mark_opaque(node);
            }
            continue;
        }
        if node.has_error() {
            cx.syntax_error(node);
            continue;
        }
        if let Some(deep) = deeper_than(node, MAX_DEPTH) {
            cx.report(LowerError {
                byte: deep.start_byte(),
                message: format!(
                    "nested too deeply: p4a takes up to {MAX_DEPTH} levels of nesting \
                     (parentheses, blocks, `else if`, operators of one expression)"
                ),
            });
            continue;
        }
        if let Err(e) = cx.top_level(node, &mut items) {
            cx.report(e);
        }
        cx.check_attrs_taken(node);
    }
    items.extend(directives.map(|(_, item)| item));
    cx.p.units.push(Unit {
        file: unit_file,
        items,
        role: UnitRole::Source,
        feature_macros,
        text_in: None,
    });
    cx.diags
}

/// The directives a unit keeps: the feature-test macro directives met before its first
/// system header, which go first, and the items that stand for its other directives
/// (system `#include`s, later feature-test macros), each with the row it goes before.
fn top_level_directives(map: &LineMap) -> (Vec<MacroDirective>, Vec<(usize, Item)>) {
    let first_header = map
        .includes
        .iter()
        .map(|site| site.start)
        .min()
        .unwrap_or(usize::MAX);
    let mut feature_macros = Vec::new();
    let mut directives: Vec<(usize, Item)> = map
        .includes
        .iter()
        .map(|site| (site.start, Item::Include(site.directive.clone())))
        .collect();
    for site in &map.macros {
        if site.row < first_header {
            feature_macros.push(site.directive.clone());
        } else {
            directives.push((site.row, Item::Macro(site.directive.clone())));
        }
    }
    // Stable: includes that share a start keep their order.
    directives.sort_by_key(|(row, _)| *row);
    (feature_macros, directives)
}

/// The deepest syntax tree p4a lowers. The front end, the analyses and the printer
/// recurse over nesting, and the driver runs them on a 4 GiB stack (see `src/main.rs`).
/// Measured in a debug build, the deepest user of stack per level (nested blocks through
/// the OpenMP pipeline) takes about 13 KiB a level: this depth fits with a margin.
pub const MAX_DEPTH: usize = 200_000;

/// A node of `root`'s tree deeper than `limit` levels below it, found without recursion.
fn deeper_than(root: Node, limit: usize) -> Option<Node> {
    let mut cursor = root.walk();
    let mut depth = 0;
    loop {
        if depth > limit {
            return Some(cursor.node());
        }
        if cursor.goto_first_child() {
            depth += 1;
            continue;
        }
        loop {
            if cursor.goto_next_sibling() {
                break;
            }
            if depth == 0 || !cursor.goto_parent() {
                return None;
            }
            depth -= 1;
            if depth == 0 {
                return None;
            }
        }
    }
}

fn row_starts(text: &str) -> Vec<usize> {
    std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .collect()
}

struct Ctx<'a> {
    p: &'a mut Program,
    linkage: &'a mut Linkage,
    src: &'a str,
    map: &'a LineMap,
    rw: &'a Rewrites,
    attr_taken: Vec<bool>,
    scopes: Vec<Scope>,
    system: bool,
    opaque: FxHashSet<String>,
    diags: Vec<Diagnostic>,
    row_starts: Vec<usize>,
    /// While lowering a postfix expression over a misparsed cast: the node that stands
    /// for the cast's operand, and the operand's lowering.
    subst: Option<(usize, ExprId)>,
}

/// What a declarator declares.
struct DeclInfo<'t> {
    name: Option<(String, Node<'t>)>,
    ty: TypeId,
    /// Parameter symbols of the function declarator nearest to the name.
    params: Option<Vec<SymbolId>>,
}

/// The shapes of expression that tree-sitter-c makes of a declarator or type name it did
/// not recognize because it does not know typedef names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DeclShape {
    /// A declarator naming an identifier: `x`, `*x`, `(x)[n]`.
    Named,
    /// The head of a declaration, `T(D)` with `T` a typedef name: `T (*p)[n]`.
    TypedefCall,
    /// A type name, `T[n]` with `T` a typedef name (in `sizeof`).
    Abstract,
}

/// One element of a flattened chain of binary operators.
enum ChainTok<'t> {
    Operand(Node<'t>),
    Op(BinOp, Node<'t>),
    /// `(T)` (or `(T)(U)`...) with `T` a typedef name, possibly the head of a cast.
    TypeParen(Vec<TypeId>, Node<'t>),
}

impl<'a> Ctx<'a> {
    // ----- locations and diagnostics -----

    fn text(&self, node: Node) -> &'a str {
        &self.src[node.byte_range()]
    }

    fn loc_of_byte(&self, byte: usize) -> Loc {
        let row = self
            .row_starts
            .partition_point(|&s| s <= byte)
            .saturating_sub(1);
        let col = byte - self.row_starts[row];
        let (file, line) = self.map.at(row);
        Loc {
            file,
            line,
            col: col as u32 + 1,
        }
    }

    fn loc(&self, node: Node) -> Loc {
        self.loc_of_byte(node.start_byte())
    }

    fn report(&mut self, e: LowerError) {
        let loc = self.loc_of_byte(e.byte);
        let path = self.p.files[loc.file.0 as usize].path.clone();
        self.diags
            .push(Diagnostic::error(path, loc.line, loc.col, e.message));
    }

    fn syntax_error(&mut self, node: Node) {
        let bad = first_error(node).unwrap_or(node);
        let message = if bad.is_missing() {
            format!("syntax error: expected `{}`", bad.kind())
        } else {
            let text: String = self.text(bad).chars().take(30).collect();
            let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
            if text.is_empty() {
                "syntax error".to_string()
            } else {
                format!("syntax error near `{text}`")
            }
        };
        self.report(LowerError {
            byte: bad.start_byte(),
            message,
        });
    }

    /// The syntax error of a text tree-sitter could not parse as a translation unit, at
    /// its first loose token `node` (a child of the ERROR root), quoting the text from there.
    fn loose_tokens_error(&mut self, node: Node) {
        let rest = &self.src[node.start_byte()..];
        let text: String = rest.chars().take(30).collect();
        let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
        self.report(LowerError {
            byte: node.start_byte(),
            message: format!("syntax error near `{text}`"),
        });
    }

    fn check_attrs_taken(&mut self, node: Node) {
        let range = node.byte_range();
        let first = self.rw.attrs.partition_point(|(off, _)| *off < range.start);
        let last = self.rw.attrs.partition_point(|(off, _)| *off < range.end);
        for k in first..last {
            let (off, text) = &self.rw.attrs[k];
            if !self.attr_taken[k] {
                self.attr_taken[k] = true;
                let loc = self.loc_of_byte(*off);
                let path = self.p.files[loc.file.0 as usize].path.clone();
                let mut d = Diagnostic::error(
                    path,
                    loc.line,
                    loc.col,
                    format!("`{text}` is in a position p4a does not keep; it is dropped"),
                );
                d.severity = crate::diag::Severity::Warning;
                self.diags.push(d);
            }
        }
    }

    fn mark_opaque(&mut self, node: Node) {
        let mut stack = vec![node];
        while let Some(n) = stack.pop() {
            if matches!(
                n.kind(),
                "identifier" | "type_identifier" | "primitive_type"
            ) {
                let name = self.text(n).to_string();
                if self.lookup(&name).is_none() {
                    self.opaque.insert(name);
                }
            }
            let mut w = n.walk();
            stack.extend(n.children(&mut w));
        }
    }

    /// Where the blanks before `node` start: attributes blanked there (they became
    /// spaces) belong to `node`.
    fn blank_run_start(&self, node: Node) -> usize {
        let before = &self.src[..node.start_byte()];
        before.trim_end_matches([' ', '\t', '\n', '\r']).len()
    }

    /// Attributes blanked in `range`, not yet attached elsewhere.
    fn take_attrs(&mut self, range: std::ops::Range<usize>) -> Vec<String> {
        // The attributes are sorted by offset: visit only those in the range.
        let mut res = Vec::new();
        let first = self.rw.attrs.partition_point(|(off, _)| *off < range.start);
        for k in first..self.rw.attrs.len() {
            let (off, text) = &self.rw.attrs[k];
            if *off >= range.end {
                break;
            }
            if !self.attr_taken[k] {
                self.attr_taken[k] = true;
                res.push(text.clone());
            }
        }
        res
    }

    fn take_asm_label(&self, range: std::ops::Range<usize>) -> Option<String> {
        self.rw
            .asm_labels
            .iter()
            .find(|(off, _)| range.contains(off))
            .map(|(_, t)| t.clone())
    }

    // ----- scopes -----

    fn lookup(&self, name: &str) -> Option<SymbolId> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.names.get(name).copied())
    }

    fn lookup_tag(&self, name: &str) -> Option<Tag> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.tags.get(name).copied())
    }

    fn typedef_named(&self, name: &str) -> Option<SymbolId> {
        self.lookup(name)
            .filter(|&s| self.p.symbols[s].kind == SymbolKind::Typedef)
    }

    fn is_file_scope(&self) -> bool {
        self.scopes.len() == 1
    }

    fn origin(&self) -> Origin {
        if self.system {
            Origin::System
        } else {
            Origin::User
        }
    }

    fn new_symbol(
        &mut self,
        name: &str,
        kind: SymbolKind,
        ty: TypeId,
        storage: Storage,
        loc: Loc,
    ) -> SymbolId {
        let sym = Symbol {
            name: name.to_string(),
            kind,
            ty,
            storage,
            origin: self.origin(),
            def: None,
            file_scope: self.is_file_scope(),
            thread_local: false,
        };
        self.p.symbols.alloc(sym, loc)
    }

    /// Declares `name`, linking it to earlier declarations of the same entity.
    fn declare(
        &mut self,
        name: &str,
        kind: SymbolKind,
        ty: TypeId,
        storage: Storage,
        loc: Loc,
    ) -> SymbolId {
        let is_func = matches!(self.p.types[ty].kind, TypeKind::Func { .. });
        let linked = kind != SymbolKind::Typedef
            && kind != SymbolKind::Param
            && (self.is_file_scope() || storage == Storage::Extern || is_func);
        if !linked {
            let sym = self.new_symbol(name, kind, ty, storage, loc);
            self.scopes
                .last_mut()
                .unwrap()
                .names
                .insert(name.to_string(), sym);
            return sym;
        }
        let earlier = self.scopes[0]
            .names
            .get(name)
            .copied()
            .filter(|&s| matches!(self.p.symbols[s].kind, SymbolKind::Var | SymbolKind::Func))
            .or_else(|| {
                if storage == Storage::Static && self.is_file_scope() {
                    None
                } else {
                    self.linkage.externs.get(name).copied()
                }
            });
        let sym = match earlier {
            Some(sym) => {
                if self.more_complete(ty, self.p.symbols[sym].ty) {
                    self.p.symbols[sym].ty = ty;
                }
                // `extern struct field F;` in a header, then `struct field F;` in a file
                // of the program: the object is defined here, not outside (the analyses
                // take an `extern` object as one the library may have written).
                if kind == SymbolKind::Var
                    && self.p.symbols[sym].storage == Storage::Extern
                    && storage != Storage::Extern
                {
                    self.p.symbols[sym].storage = storage;
                }
                if self.p.symbols[sym].origin == Origin::System && !self.system {
                    // A user redeclaration of a library name stays a library name.
                }
                sym
            }
            None => {
                let sym = self.new_symbol(name, kind, ty, storage, loc);
                self.p.symbols[sym].file_scope = true;
                if storage != Storage::Static {
                    self.linkage.externs.insert(name.to_string(), sym);
                }
                if !self.is_file_scope() {
                    self.scopes[0].names.entry(name.to_string()).or_insert(sym);
                }
                sym
            }
        };
        self.scopes
            .last_mut()
            .unwrap()
            .names
            .insert(name.to_string(), sym);
        sym
    }

    /// Whether `new` says more than `old` (array sizes, prototypes).
    fn more_complete(&self, new: TypeId, old: TypeId) -> bool {
        matches!(
            (&self.p.types[new].kind, &self.p.types[old].kind),
            (
                TypeKind::Array {
                    size: ArraySize::Const { .. },
                    ..
                },
                TypeKind::Array {
                    size: ArraySize::Unspecified,
                    ..
                }
            ) | (
                TypeKind::Func {
                    prototyped: true,
                    ..
                },
                TypeKind::Func {
                    prototyped: false,
                    ..
                }
            )
        )
    }

    // ----- top level -----

    fn top_level(&mut self, node: Node, items: &mut Vec<Item>) -> Res<()> {
        match node.kind() {
            "function_definition" => {
                if let Some(f) = self.function_definition(node)? {
                    items.push(Item::Func(f));
                }
            }
            "linkage_specification" => return err(node, "`extern \"C\"` is C++, not C"),
            _ => {
                let mut stmts = Vec::new();
                self.stmt(node, &mut stmts)?;
                // Only declarations, pragmas, file-scope `asm` and static assertions may
                // stand outside a function.
                for &s in &stmts {
                    match &self.p.stmts[s] {
                        Stmt::Decl(_)
                        | Stmt::Pragma(_)
                        | Stmt::Asm(_)
                        | Stmt::StaticAssert(_)
                        | Stmt::Empty => {}
                        _ => {
                            return err(
                                node,
                                "a statement outside a function (is a `{` or a function header missing?)",
                            );
                        }
                    }
                }
                items.extend(stmts.into_iter().map(Item::Stmt));
            }
        }
        Ok(())
    }

    fn function_definition(&mut self, node: Node) -> Res<Option<FuncId>> {
        let (base, mut specs, _defines) = self.specifiers(node)?;
        // Attributes before the declarator are the function's; those inside it (on
        // parameters) are taken by the parameters.
        let head_end = node
            .child_by_field_name("declarator")
            .map_or(node.end_byte(), |d| d.start_byte());
        specs
            .attrs
            .extend(self.take_attrs(self.blank_run_start(node)..head_end));
        let decl_node = node
            .child_by_field_name("declarator")
            .ok_or_else(|| LowerError {
                byte: node.start_byte(),
                message: "function definition without declarator".into(),
            })?;
        let mut cursor = node.walk();
        if node
            .children(&mut cursor)
            .any(|c| c.kind() == "declaration")
        {
            return err(
                node,
                "old-style (K&R) parameter declarations are not supported; write a prototype",
            );
        }
        let info = self.declarator(decl_node, base)?;
        let Some((name, name_node)) = info.name else {
            return err(decl_node, "function definition without a name");
        };
        let params = match (&self.p.types[info.ty].kind, info.params) {
            (TypeKind::Func { .. }, Some(params)) => params,
            _ => {
                return err(
                    decl_node,
                    format!("`{name}` is defined with a body but is not a function"),
                );
            }
        };
        let loc = self.loc(name_node);
        let sym = self.declare(&name, SymbolKind::Func, info.ty, specs.storage, loc);
        if self.system {
            return Ok(None);
        }
        // C99 inline definitions may appear once in each unit (from a shared header).
        let inline_again = |cx: &Self, prev: FuncId| {
            specs.inline.is_some()
                && cx.p.funcs[prev].specs.inline.is_some()
                && cx
                    .p
                    .units
                    .iter()
                    .any(|u| u.items.contains(&Item::Func(prev)))
        };
        if let Some(prev) = self.p.symbols[sym].def
            && !inline_again(self, prev)
        {
            let prev_loc = self.p.funcs.loc(prev);
            return err(
                name_node,
                format!(
                    "redefinition of `{name}` (first defined at {})",
                    self.p.describe_loc(prev_loc)
                ),
            );
        }
        self.scopes.push(Scope::default());
        for &param in &params {
            let pname = self.p.symbols[param].name.clone();
            self.scopes.last_mut().unwrap().names.insert(pname, param);
        }
        let body_node = node.child_by_field_name("body").unwrap();
        let body = self.block_items(body_node);
        self.scopes.pop();
        let body = body?;
        let func = Func {
            sym,
            ty: info.ty,
            base,
            specs,
            params,
            body: Block(body),
            kind: FuncKind::Host,
            comment: None,
        };
        let id = self.p.funcs.alloc(func, self.loc(node));
        self.p.symbols[sym].def.get_or_insert(id);
        Ok(Some(id))
    }

    // ----- declarations -----

    /// Declaration specifiers of `node` (a declaration, field, parameter, typedef,
    /// function definition or type descriptor): base type, other specifiers, and whether
    /// the type specifier holds a body.
    fn specifiers(&mut self, node: Node) -> Res<(TypeId, Specs, bool)> {
        let mut specs = Specs::default();
        let mut quals = Quals::NONE;
        let mut complex = false;
        let mut type_node = None;
        let mut cursor = node.walk();
        for child in node.children(&mut cursor) {
            match child.kind() {
                "storage_class_specifier" => match self.text(child) {
                    "static" => specs.storage = Storage::Static,
                    "extern" => specs.storage = Storage::Extern,
                    "auto" => specs.storage = Storage::Auto,
                    "register" => specs.storage = Storage::Register,
                    "inline" | "__inline" | "__inline__" => {
                        specs.inline = Some(self.text(child).to_string())
                    }
                    "_Thread_local" | "__thread" | "thread_local" => {
                        let spelling = if self.rw.thread_locals.contains(&child.start_byte()) {
                            "_Thread_local"
                        } else {
                            self.text(child)
                        };
                        specs.thread_local = Some(spelling.to_string())
                    }
                    other => return err(child, format!("unsupported storage class `{other}`")),
                },
                "type_qualifier" => {
                    if self.rw.complex.contains(&child.start_byte()) {
                        complex = true;
                    } else {
                        self.qualifier(child, &mut quals, &mut specs)?;
                    }
                }
                "typedef" => specs.storage = Storage::Typedef,
                "__extension__" => specs.extension = true,
                "attribute_specifier" | "attribute_declaration" | "ms_declspec_modifier" => {
                    specs.attrs.push(self.text(child).to_string())
                }
                _ => {}
            }
        }
        if let Some(t) = node.child_by_field_name("type") {
            type_node = Some(t);
        }
        let (mut base, defines) = match type_node {
            Some(t) => self.type_specifier(t)?,
            None if complex => (self.p.ty(TypeKind::Float(FloatKind::Double)), false),
            None => (self.p.ty(TypeKind::Int(IntKind::Int)), false),
        };
        if complex {
            base = match self.p.types[base].kind {
                TypeKind::Float(k) => self.p.ty(TypeKind::Complex(k)),
                TypeKind::Int(_) => self.p.ty(TypeKind::Complex(FloatKind::Double)),
                _ => return err(node, "`_Complex` applied to a non-floating type"),
            };
        }
        Ok((self.p.qualified(base, quals), specs, defines))
    }

    fn qualifier(&mut self, node: Node, quals: &mut Quals, specs: &mut Specs) -> Res<()> {
        match self.text(node) {
            "const" | "__const" | "__const__" => quals.is_const = true,
            "volatile" | "__volatile" | "__volatile__" => quals.is_volatile = true,
            "restrict" | "__restrict" | "__restrict__" => quals.is_restrict = true,
            "_Atomic" => quals.is_atomic = true,
            "__extension__" => specs.extension = true,
            "_Noreturn" | "noreturn" | "constexpr" | "_Nonnull" | "_Nullable" => {
                specs.attrs.push(self.text(node).to_string())
            }
            text if text.starts_with("_Alignas") || text.starts_with("alignas") => {
                // Kept as the equivalent GNU attribute, which is valid after a declarator
                // too (members print their attributes there).
                let arg = node.named_child(0).and_then(|a| a.named_child(0));
                let inner = arg.map_or("", |a| self.text(a));
                let value = match arg {
                    Some(a) if a.kind() == "type_descriptor" => format!("_Alignof({inner})"),
                    _ => inner.to_string(),
                };
                specs
                    .attrs
                    .push(format!("__attribute__((aligned({value})))"));
            }
            other => return err(node, format!("unsupported qualifier `{other}`")),
        }
        Ok(())
    }

    /// The type named by a type specifier node, and whether it holds a body.
    fn type_specifier(&mut self, node: Node) -> Res<(TypeId, bool)> {
        let text = self.text(node);
        let kind = match node.kind() {
            "primitive_type" => match text {
                "void" => TypeKind::Void,
                "char" => TypeKind::Int(IntKind::Char),
                "int" => TypeKind::Int(IntKind::Int),
                "float" => TypeKind::Float(FloatKind::Float),
                "double" => TypeKind::Float(FloatKind::Double),
                "_Bool" => TypeKind::Int(IntKind::Bool),
                // `bool` is a keyword in C23 only: a typedef of that name wins.
                "bool" if self.lookup("bool").is_none() => TypeKind::Int(IntKind::Bool),
                name => return Ok((self.named_type(node, name)?, false)),
            },
            "type_identifier" => return Ok((self.named_type(node, text)?, false)),
            "sized_type_specifier" => self.sized_type(node)?,
            "struct_specifier" | "union_specifier" => return self.record_specifier(node),
            "enum_specifier" => return self.enum_specifier(node),
            "macro_type_specifier" => return self.typeof_specifier(node).map(|t| (t, false)),
            other => return err(node, format!("unsupported type specifier `{other}`")),
        };
        Ok((self.p.ty(kind), false))
    }

    /// `typeof(x)` / `__typeof__(T)`, which tree-sitter reads as a macro in type position.
    fn typeof_specifier(&mut self, node: Node) -> Res<TypeId> {
        let name = self.text(node.child_by_field_name("name").unwrap());
        if !matches!(name, "typeof" | "__typeof__" | "__typeof" | "typeof_unqual") {
            return err(
                node,
                format!("`{name}(...)` in type position: is a header or macro definition missing?"),
            );
        }
        let td = node.child_by_field_name("type").unwrap();
        if let Some(t) = td.child_by_field_name("type")
            && self.text(t) == preprocess::TYPEOF_EXPR
            && let Some(size) = td
                .child_by_field_name("declarator")
                .and_then(|d| d.child_by_field_name("size"))
        {
            let e = self.expr(size)?;
            return Ok(self.p.ty(TypeKind::TypeofExpr(e)));
        }
        if let Some(t) = td.child_by_field_name("type")
            && t.kind() == "type_identifier"
            && td.named_child_count() == 1
            && let Some(sym) = self.lookup(self.text(t))
            && self.p.symbols[sym].kind != SymbolKind::Typedef
        {
            let e = self.alloc(Expr::Var(sym), t);
            return Ok(self.p.ty(TypeKind::TypeofExpr(e)));
        }
        self.type_descriptor(td)
    }

    fn named_type(&mut self, node: Node, name: &str) -> Res<TypeId> {
        if let Some(sym) = self.typedef_named(name) {
            return Ok(self.p.ty(TypeKind::Named(sym)));
        }
        let kind = match name {
            "_Bool" => TypeKind::Int(IntKind::Bool),
            "__auto_type" => TypeKind::Opaque(name.to_string()),
            "__int128" | "__int128_t" => TypeKind::Int(IntKind::Int128),
            "__uint128_t" => TypeKind::Int(IntKind::UInt128),
            "_Float128" | "__float128" => TypeKind::Float(FloatKind::Float128),
            _ if name.starts_with("__builtin_")
                || name.starts_with("_Float")
                || matches!(name, "__fp16" | "__bf16" | "__ibm128" | "__float80") =>
            {
                TypeKind::Opaque(name.to_string())
            }
            _ if self.opaque.contains(name) => TypeKind::Opaque(name.to_string()),
            _ => {
                if self.lookup(name).is_some() {
                    return err(node, format!("`{name}` is not a type name"));
                }
                return err(node, format!("unknown type name `{name}`"));
            }
        };
        Ok(self.p.ty(kind))
    }

    fn sized_type(&mut self, node: Node) -> Res<TypeKind> {
        let (mut unsigned, mut signed, mut longs, mut short) = (false, false, 0, false);
        let mut cursor = node.walk();
        for child in node.children(&mut cursor) {
            match child.kind() {
                "unsigned" => unsigned = true,
                "signed" => signed = true,
                "long" => longs += 1,
                "short" => short = true,
                _ => {}
            }
        }
        let inner = node.child_by_field_name("type").map(|t| self.text(t));
        use IntKind::*;
        let int = |s, u| if unsigned { u } else { s };
        let kind = match inner {
            Some("double") if longs == 1 => return Ok(TypeKind::Float(FloatKind::LongDouble)),
            Some("char") => {
                if unsigned {
                    UChar
                } else if signed {
                    SChar
                } else {
                    Char
                }
            }
            Some("__int128") => int(Int128, UInt128),
            Some("int") | None => {
                if short {
                    int(Short, UShort)
                } else if longs >= 2 {
                    int(LongLong, ULongLong)
                } else if longs == 1 {
                    int(Long, ULong)
                } else {
                    int(IntKind::Int, UInt)
                }
            }
            Some(other) => {
                return err(
                    node,
                    format!("unsupported type `{}` with `{other}`", self.text(node)),
                );
            }
        };
        Ok(TypeKind::Int(kind))
    }

    fn record_specifier(&mut self, node: Node) -> Res<(TypeId, bool)> {
        let kind = if node.kind() == "struct_specifier" {
            RecordKind::Struct
        } else {
            RecordKind::Union
        };
        let tag = node
            .child_by_field_name("name")
            .map(|n| self.text(n).to_string());
        let body = node.child_by_field_name("body");
        let head_end = body.map_or(node.end_byte(), |b| b.start_byte());
        let mut attrs = self.take_attrs(node.start_byte()..head_end);
        if let Some(b) = body {
            attrs.extend(self.take_attrs(b.end_byte()..node.end_byte()));
        }
        let mut cursor = node.walk();
        for child in node.children(&mut cursor) {
            if child.kind() == "attribute_specifier" {
                attrs.push(self.text(child).to_string());
            }
        }
        let id = self.tag_record(kind, tag.as_deref(), body.is_some(), node)?;
        self.p.records[id].attrs.extend(attrs);
        if let Some(body) = body {
            let (groups, static_asserts) = self.field_groups(body)?;
            self.p.records[id].groups = Some(groups);
            self.p.records[id].static_asserts = static_asserts;
        }
        Ok((self.p.ty(TypeKind::Record(id)), body.is_some()))
    }

    /// The record named by a tag in this position, created if needed.
    fn tag_record(
        &mut self,
        kind: RecordKind,
        tag: Option<&str>,
        has_body: bool,
        node: Node,
    ) -> Res<RecordId> {
        let new = |cx: &mut Self| {
            let rec = Record {
                kind,
                tag: tag.map(str::to_string),
                groups: None,
                attrs: Vec::new(),
                static_asserts: Vec::new(),
            };
            cx.p.records.alloc(rec, cx.loc(node))
        };
        let Some(tag) = tag else { return Ok(new(self)) };
        let existing = if has_body {
            self.scopes.last().unwrap().tags.get(tag).copied()
        } else {
            self.lookup_tag(tag)
        };
        match existing {
            Some(Tag::Record(id)) if self.p.records[id].kind == kind => {
                if has_body && self.p.records[id].groups.is_some() {
                    return err(
                        node,
                        format!("redefinition of `{} {tag}`", record_word(kind)),
                    );
                }
                Ok(id)
            }
            Some(_) if has_body || self.scopes.last().unwrap().tags.contains_key(tag) => err(
                node,
                format!("`{tag}` was declared as a different kind of tag"),
            ),
            _ => {
                let id = new(self);
                self.scopes
                    .last_mut()
                    .unwrap()
                    .tags
                    .insert(tag.to_string(), Tag::Record(id));
                Ok(id)
            }
        }
    }

    /// The member declarations of a record body, and its static assertions.
    fn field_groups(&mut self, body: Node) -> Res<(Vec<FieldGroup>, Vec<String>)> {
        let mut groups = Vec::new();
        let mut asserts = Vec::new();
        let mut cursor = body.walk();
        for decl in body.named_children(&mut cursor) {
            match decl.kind() {
                "field_declaration" if let Some(text) = self.member_assert(decl) => {
                    asserts.push(text)
                }
                "field_declaration" => groups.push(self.field_group(decl)?),
                "preproc_call" | "comment" => {}
                other => return err(decl, format!("unsupported member declaration `{other}`")),
            }
        }
        Ok((groups, asserts))
    }

    /// Refuses `base.field` (`base->field`) when `base` is (points to) a complete structure
    /// or union that has no member `field`, as a C compiler does. Where p4a cannot derive
    /// the type of `base`, the access is accepted.
    fn check_member(&self, node: Node, base: ExprId, field: &str, arrow: bool) -> Res<()> {
        if self.system {
            return Ok(());
        }
        let Some(mut ty) = crate::effects::expr_type(self.p, base) else {
            return Ok(());
        };
        if arrow {
            ty = match self.p.resolve(ty).0 {
                TypeKind::Pointer(t) | TypeKind::Array { elem: t, .. } => *t,
                _ => return Ok(()),
            };
        }
        let TypeKind::Record(r) = *self.p.resolve(ty).0 else {
            return Ok(());
        };
        let record = &self.p.records[r];
        if record.groups.is_none() || crate::effects::member_type(self.p, r, field).is_some() {
            return Ok(());
        }
        let word = record_word(record.kind);
        let name = match (&record.tag, &self.p.types[ty].kind) {
            (Some(tag), _) => format!("{word} {tag}"),
            (None, TypeKind::Named(sym)) => self.p.symbols[*sym].name.clone(),
            (None, _) => format!("{word} <anonymous>"),
        };
        let at = node.child_by_field_name("field").unwrap_or(node);
        err(at, format!("`{name}` has no member named `{field}`"))
    }

    /// A static assertion among members, which the rewriting made the declaration
    /// `char MEMBER_ASSERT[(e, "m")];`: checked, and its text as written.
    fn member_assert(&mut self, decl: Node) -> Option<String> {
        let at = decl.start_byte();
        let k = self.rw.member_asserts.partition_point(|(off, _)| *off < at);
        let (off, text) = self.rw.member_asserts.get(k)?;
        if *off != at {
            return None;
        }
        let text = text.clone();
        let size = decl
            .child_by_field_name("declarator")
            .and_then(|d| d.child_by_field_name("size"));
        if let Some(args) = size {
            self.check_static_assert(decl, args);
        }
        Some(text)
    }

    /// Reports a static assertion at `at` whose condition (the first expression of the
    /// parenthesized `args`) p4a evaluates to zero, as a C compiler does; a condition it
    /// cannot evaluate is accepted.
    fn check_static_assert(&mut self, at: Node, args: Node) {
        if self.system {
            return;
        }
        let mut cond = args.named_child(0);
        let mut msg = cond.and_then(|c| c.next_named_sibling());
        if let Some(comma) = cond
            && comma.kind() == "comma_expression"
        {
            cond = comma.child_by_field_name("left");
            msg = comma.child_by_field_name("right");
        }
        let Some(cond) = cond else { return };
        let Ok(cond_expr) = self.expr(cond) else {
            return;
        };
        if super::constant::int_constant(self.p, cond_expr) != Some(0) {
            return;
        }
        let message = match msg {
            Some(m) if m.kind() == "string_literal" || m.kind() == "concatenated_string" => {
                format!("static assertion failed: {}", self.text(m))
            }
            _ => format!("static assertion failed: `{}` is false", self.text(cond)),
        };
        self.report(LowerError {
            byte: at.start_byte(),
            message,
        });
    }

    fn field_group(&mut self, decl: Node) -> Res<FieldGroup> {
        let (base, specs, defines_base) = self.specifiers(decl)?;
        let mut fields: Vec<Field> = Vec::new();
        let mut last_was_declarator = false;
        let mut cursor = decl.walk();
        let children: Vec<Node> = decl.children(&mut cursor).collect();
        for (k, child) in children.iter().enumerate() {
            let field = decl.field_name_for_child(k as u32);
            if field == Some("declarator") {
                if self.text(*child).is_empty() {
                    // tree-sitter's placeholder for an unnamed bit-field.
                    last_was_declarator = false;
                    continue;
                }
                let info = self.declarator(*child, base)?;
                let end = children
                    .get(k + 1)
                    .map_or(decl.end_byte(), |n| n.start_byte());
                let mut attrs = specs.attrs.clone();
                attrs.extend(self.take_attrs(child.start_byte()..end));
                let name = info
                    .name
                    .map(|(n, _)| n)
                    .filter(|n| n != preprocess::UNNAMED_BITFIELD);
                fields.push(Field {
                    name,
                    ty: info.ty,
                    bits: None,
                    attrs,
                });
                last_was_declarator = true;
            } else if child.kind() == "bitfield_clause" {
                let width_node = child.named_child(0).unwrap();
                let width = self.expr(width_node)?;
                if last_was_declarator {
                    fields.last_mut().unwrap().bits = Some(width);
                } else {
                    fields.push(Field {
                        name: None,
                        ty: base,
                        bits: Some(width),
                        attrs: Vec::new(),
                    });
                }
                last_was_declarator = false;
            }
        }
        if fields.is_empty() {
            // An anonymous struct or union member.
            let attrs = self.take_attrs(decl.byte_range());
            fields.push(Field {
                name: None,
                ty: base,
                bits: None,
                attrs,
            });
        }
        Ok(FieldGroup {
            base,
            defines_base,
            fields,
        })
    }

    fn enum_specifier(&mut self, node: Node) -> Res<(TypeId, bool)> {
        let tag = node
            .child_by_field_name("name")
            .map(|n| self.text(n).to_string());
        let body = node.child_by_field_name("body");
        let existing = match (&tag, body) {
            (Some(t), None) => self.lookup_tag(t),
            (Some(t), Some(_)) => self.scopes.last().unwrap().tags.get(t).copied(),
            (None, _) => None,
        };
        let id = match existing {
            Some(Tag::Enum(id)) => {
                if body.is_some() && self.p.enums[id].consts.is_some() {
                    return err(node, "redefinition of an enumeration");
                }
                id
            }
            Some(Tag::Record(_)) => return err(node, "tag declared as a different kind"),
            None => {
                let id = self.p.enums.alloc(
                    EnumDef {
                        tag: tag.clone(),
                        consts: None,
                    },
                    self.loc(node),
                );
                if let Some(t) = &tag {
                    self.scopes
                        .last_mut()
                        .unwrap()
                        .tags
                        .insert(t.clone(), Tag::Enum(id));
                }
                id
            }
        };
        let ty = self.p.ty(TypeKind::Enum(id));
        if let Some(body) = body {
            let int = self.p.ty(TypeKind::Int(IntKind::Int));
            let mut consts = Vec::new();
            let mut next: Option<i128> = Some(0);
            let mut cursor = body.walk();
            for e in body.named_children(&mut cursor) {
                if e.kind() != "enumerator" {
                    continue;
                }
                let name_node = e.child_by_field_name("name").unwrap();
                let expr = match e.child_by_field_name("value") {
                    Some(v) => Some(self.expr(v)?),
                    None => None,
                };
                let value = match expr {
                    Some(x) => self.eval(x),
                    None => next,
                };
                next = value.map(|v| v + 1);
                let name = self.text(name_node).to_string();
                let loc = self.loc(name_node);
                let sym = self.new_symbol(
                    &name,
                    SymbolKind::EnumConst { expr, value },
                    int,
                    Storage::None,
                    loc,
                );
                self.scopes.last_mut().unwrap().names.insert(name, sym);
                consts.push(sym);
            }
            self.p.enums[id].consts = Some(consts);
        }
        Ok((ty, body.is_some()))
    }

    /// Lowers a declarator (or abstract declarator) applied to `ty`.
    fn declarator<'t>(&mut self, node: Node<'t>, ty: TypeId) -> Res<DeclInfo<'t>> {
        let mut info = DeclInfo {
            name: None,
            ty,
            params: None,
        };
        self.declarator_into(Some(node), ty, &mut info)?;
        Ok(info)
    }

    fn declarator_into<'t>(
        &mut self,
        node: Option<Node<'t>>,
        ty: TypeId,
        info: &mut DeclInfo<'t>,
    ) -> Res<()> {
        let Some(node) = node else {
            info.ty = ty;
            return Ok(());
        };
        let inner = node.child_by_field_name("declarator");
        match node.kind() {
            "identifier" | "field_identifier" | "type_identifier" | "primitive_type" => {
                info.name = Some((self.text(node).to_string(), node));
                info.ty = ty;
                Ok(())
            }
            "pointer_declarator" | "abstract_pointer_declarator" => {
                let mut quals = Quals::NONE;
                let mut specs = Specs::default();
                let mut cursor = node.walk();
                for child in node.children(&mut cursor) {
                    if child.kind() == "type_qualifier" {
                        self.qualifier(child, &mut quals, &mut specs)?;
                    }
                }
                let ptr = self.p.ty(TypeKind::Pointer(ty));
                let ptr = self.p.qualified(ptr, quals);
                self.declarator_into(inner, ptr, info)
            }
            "array_declarator" | "abstract_array_declarator" => {
                let mut param_quals = Quals::NONE;
                let mut param_static = false;
                let mut specs = Specs::default();
                let mut cursor = node.walk();
                for child in node.children(&mut cursor) {
                    match child.kind() {
                        "type_qualifier" => self.qualifier(child, &mut param_quals, &mut specs)?,
                        "static" => param_static = true,
                        _ => {}
                    }
                }
                let size = match node.child_by_field_name("size") {
                    None => ArraySize::Unspecified,
                    Some(s) if s.kind() == "*" => ArraySize::Star,
                    Some(s) => {
                        let e = self.expr(s)?;
                        self.array_size(e)
                    }
                };
                let arr = self.p.ty(TypeKind::Array {
                    elem: ty,
                    size,
                    param_quals,
                    param_static,
                });
                self.declarator_into(inner, arr, info)
            }
            "function_declarator" | "abstract_function_declarator" => {
                let list = node.child_by_field_name("parameters").unwrap();
                let (params, variadic, prototyped, syms) = self.parameters(list)?;
                let f = self.p.ty(TypeKind::Func {
                    ret: ty,
                    params,
                    variadic,
                    prototyped,
                });
                info.params = Some(syms);
                self.declarator_into(inner, f, info)
            }
            "parenthesized_declarator"
            | "abstract_parenthesized_declarator"
            | "attributed_declarator" => {
                let mut cursor = node.walk();
                let child = node
                    .named_children(&mut cursor)
                    .find(|c| !matches!(c.kind(), "attribute_declaration" | "ms_call_modifier"));
                self.declarator_into(child, ty, info)
            }
            other => err(node, format!("unsupported declarator `{other}`")),
        }
    }

    fn parameters(&mut self, list: Node) -> Res<(Vec<Param>, bool, bool, Vec<SymbolId>)> {
        let mut params = Vec::new();
        let mut syms = Vec::new();
        let mut variadic = false;
        let mut cursor = list.walk();
        let children: Vec<Node> = list.named_children(&mut cursor).collect();
        if children.is_empty() {
            return Ok((params, false, false, syms));
        }
        self.scopes.push(Scope::default());
        let res = (|| {
            for child in &children {
                match child.kind() {
                    "parameter_declaration" => {
                        let (base, specs, _) = self.specifiers(*child)?;
                        let info = match child.child_by_field_name("declarator") {
                            Some(d) => self.declarator(d, base)?,
                            None => DeclInfo {
                                name: None,
                                ty: base,
                                params: None,
                            },
                        };
                        self.take_attrs(child.byte_range());
                        if children.len() == 1
                            && info.name.is_none()
                            && self.p.types[info.ty]
                                == (Type {
                                    kind: TypeKind::Void,
                                    quals: Quals::NONE,
                                })
                        {
                            return Ok(());
                        }
                        let sym = match info.name {
                            Some((name, n)) => {
                                let loc = self.loc(n);
                                let sym = self.new_symbol(
                                    &name,
                                    SymbolKind::Param,
                                    info.ty,
                                    specs.storage,
                                    loc,
                                );
                                self.scopes.last_mut().unwrap().names.insert(name, sym);
                                syms.push(sym);
                                Some(sym)
                            }
                            None => None,
                        };
                        params.push(Param { sym, ty: info.ty });
                    }
                    "variadic_parameter" => variadic = true,
                    "identifier" => {
                        return err(
                            *child,
                            "old-style (K&R) parameter lists are not supported; write a prototype",
                        );
                    }
                    "comment" => {}
                    other => return err(*child, format!("unsupported parameter `{other}`")),
                }
            }
            Ok(())
        })();
        self.scopes.pop();
        res?;
        Ok((params, variadic, true, syms))
    }

    fn array_size(&mut self, e: ExprId) -> ArraySize {
        match self.eval(e) {
            Some(v) if v >= 0 => ArraySize::Const {
                expr: e,
                value: Some(v as u64),
            },
            _ if self.is_constant_shape(e) => ArraySize::Const {
                expr: e,
                value: None,
            },
            _ => ArraySize::Vla(e),
        }
    }

    /// Whether `e` refers to no object (only literals, enumeration constants, `sizeof`).
    fn is_constant_shape(&self, e: ExprId) -> bool {
        match &self.p.exprs[e] {
            Expr::Var(s) => matches!(self.p.symbols[*s].kind, SymbolKind::EnumConst { .. }),
            Expr::SizeofExpr(_)
            | Expr::SizeofType(_)
            | Expr::AlignofType(..)
            | Expr::AlignofExpr(..) => true,
            Expr::Call(..) | Expr::Assign { .. } | Expr::IncDec { .. } | Expr::StmtExpr(_) => false,
            other => {
                let mut ok = true;
                crate::ir::visit::expr_children(other, &mut |c| {
                    if let crate::ir::visit::Child::Expr(x) = c {
                        ok &= self.is_constant_shape(x);
                    }
                });
                ok
            }
        }
    }

    /// Folds an integer constant expression.
    fn eval(&self, e: ExprId) -> Option<i128> {
        Some(match &self.p.exprs[e] {
            Expr::IntLit { value, .. } => i128::try_from((*value)?).ok()?,
            Expr::CharLit(text) => char_value(text)?,
            Expr::Var(s) => match self.p.symbols[*s].kind {
                SymbolKind::EnumConst { value, .. } => value?,
                _ => return None,
            },
            Expr::Unary(op, a) => {
                let a = self.eval(*a)?;
                match op {
                    UnOp::Neg => a.checked_neg()?,
                    UnOp::Plus => a,
                    UnOp::Not => (a == 0) as i128,
                    UnOp::BitNot => !a,
                    _ => return None,
                }
            }
            Expr::Binary(op, a, b) => {
                let (a, b) = (self.eval(*a)?, self.eval(*b)?);
                match op {
                    BinOp::Mul => a.checked_mul(b)?,
                    BinOp::Div => a.checked_div(b)?,
                    BinOp::Rem => a.checked_rem(b)?,
                    BinOp::Add => a.checked_add(b)?,
                    BinOp::Sub => a.checked_sub(b)?,
                    BinOp::Shl => a.checked_shl(u32::try_from(b).ok()?)?,
                    BinOp::Shr => a.checked_shr(u32::try_from(b).ok()?)?,
                    BinOp::Lt => (a < b) as i128,
                    BinOp::Gt => (a > b) as i128,
                    BinOp::Le => (a <= b) as i128,
                    BinOp::Ge => (a >= b) as i128,
                    BinOp::Eq => (a == b) as i128,
                    BinOp::Ne => (a != b) as i128,
                    BinOp::BitAnd => a & b,
                    BinOp::BitXor => a ^ b,
                    BinOp::BitOr => a | b,
                    BinOp::LogAnd => (a != 0 && b != 0) as i128,
                    BinOp::LogOr => (a != 0 || b != 0) as i128,
                }
            }
            Expr::Cond(c, t, f) => {
                if self.eval(*c)? != 0 {
                    match t {
                        Some(t) => self.eval(*t)?,
                        None => self.eval(*c)?,
                    }
                } else {
                    self.eval(*f)?
                }
            }
            Expr::Cast(ty, a) => match self.p.resolve(*ty).0 {
                TypeKind::Int(_) | TypeKind::Enum(_) => self.eval(*a)?,
                _ => return None,
            },
            Expr::Extension(a) => self.eval(*a)?,
            _ => return None,
        })
    }

    /// Lowers a declaration-like node (`declaration`, `type_definition`) into a group.
    fn declaration(&mut self, node: Node) -> Res<DeclGroup> {
        let (base, mut specs, defines_base) = self.specifiers(node)?;
        let mut cursor = node.walk();
        let children: Vec<Node> = node.children(&mut cursor).collect();
        let decl_idx: Vec<usize> = (0..children.len())
            .filter(|&k| node.field_name_for_child(k as u32) == Some("declarator"))
            .collect();
        let type_node = node.child_by_field_name("type");
        let first_decl_start = decl_idx
            .first()
            .map_or(node.end_byte(), |&k| children[k].start_byte());
        if let Some(t) = type_node
            && defines_base
        {
            let attrs = self.take_attrs(t.end_byte()..first_decl_start);
            if let Some(rec) = self.record_of(base) {
                self.p.records[rec].attrs.extend(attrs);
            } else {
                specs.attrs.extend(attrs);
            }
        }
        specs
            .attrs
            .extend(self.take_attrs(self.blank_run_start(node)..first_decl_start));
        let mut decls = Vec::new();
        for (n, &k) in decl_idx.iter().enumerate() {
            let child = children[k];
            let end = decl_idx
                .get(n + 1)
                .map_or(node.end_byte(), |&j| children[j].start_byte());
            let (decl_node, value) = if child.kind() == "init_declarator" {
                (
                    child.child_by_field_name("declarator").unwrap(),
                    child.child_by_field_name("value"),
                )
            } else {
                (child, None)
            };
            let attrs_end = value.map_or(end, |v| v.start_byte());
            let info = self.declarator(decl_node, base)?;
            let attrs = self.take_attrs(child.start_byte()..attrs_end);
            let asm_label = self.take_asm_label(child.start_byte()..attrs_end);
            let Some((name, name_node)) = info.name else {
                return err(child, "declaration without a name");
            };
            let kind = if specs.storage == Storage::Typedef {
                SymbolKind::Typedef
            } else if matches!(self.p.types[info.ty].kind, TypeKind::Func { .. }) {
                SymbolKind::Func
            } else {
                SymbolKind::Var
            };
            let loc = self.loc(name_node);
            let sym = self.declare(&name, kind, info.ty, specs.storage, loc);
            if specs.thread_local.is_some() {
                self.p.symbols[sym].thread_local = true;
            }
            let init = match value {
                Some(v) => Some(self.init(v)?),
                None => None,
            };
            decls.push(Declarator {
                sym,
                ty: info.ty,
                init,
                attrs,
                asm_label,
            });
        }
        Ok(DeclGroup {
            base,
            defines_base,
            specs,
            decls,
        })
    }

    fn record_of(&self, ty: TypeId) -> Option<RecordId> {
        match self.p.types[ty].kind {
            TypeKind::Record(r) => Some(r),
            _ => None,
        }
    }

    fn init(&mut self, node: Node) -> Res<Init> {
        if node.kind() != "initializer_list" {
            return Ok(Init::Expr(self.expr(node)?));
        }
        let mut items = Vec::new();
        let mut cursor = node.walk();
        for child in node.named_children(&mut cursor) {
            match child.kind() {
                "initializer_pair" => {
                    let mut designators = Vec::new();
                    let mut c2 = child.walk();
                    for d in child.children_by_field_name("designator", &mut c2) {
                        designators.push(match d.kind() {
                            "field_designator" => {
                                Designator::Field(self.text(d.named_child(0).unwrap()).to_string())
                            }
                            "field_identifier" => Designator::Field(self.text(d).to_string()),
                            "subscript_designator" => {
                                Designator::Index(self.expr(d.named_child(0).unwrap())?)
                            }
                            "subscript_range_designator" => Designator::Range(
                                self.expr(d.child_by_field_name("start").unwrap())?,
                                self.expr(d.child_by_field_name("end").unwrap())?,
                            ),
                            other => return err(d, format!("unsupported designator `{other}`")),
                        });
                    }
                    let value = self.init(child.child_by_field_name("value").unwrap())?;
                    items.push(InitItem {
                        designators,
                        init: value,
                    });
                }
                "comment" => {}
                _ => items.push(InitItem {
                    designators: Vec::new(),
                    init: self.init(child)?,
                }),
            }
        }
        Ok(Init::List(items))
    }

    // ----- statements -----

    fn block_items(&mut self, node: Node) -> Res<Vec<StmtId>> {
        let mut out = Vec::new();
        let mut cursor = node.walk();
        for child in node.named_children(&mut cursor) {
            self.stmt(child, &mut out)?;
        }
        Ok(out)
    }

    fn push(&mut self, out: &mut Vec<StmtId>, stmt: Stmt, node: Node) {
        let loc = self.loc(node);
        out.push(self.p.stmts.alloc(stmt, loc));
    }

    /// Lowers a statement used as a body: one statement, wrapped in a block if the
    /// source statement was labelled.
    fn body(&mut self, node: Node) -> Res<StmtId> {
        let mut out = Vec::new();
        self.stmt(node, &mut out)?;
        if out.len() == 1 {
            return Ok(out[0]);
        }
        let loc = self.loc(node);
        Ok(self.p.stmts.alloc(Stmt::Block(Block(out)), loc))
    }

    fn scoped<T>(&mut self, f: impl FnOnce(&mut Self) -> Res<T>) -> Res<T> {
        self.scopes.push(Scope::default());
        let res = f(self);
        self.scopes.pop();
        res
    }

    fn condition(&mut self, node: Node) -> Res<ExprId> {
        let c = node.child_by_field_name("condition").unwrap();
        self.expr(c)
    }

    fn stmt(&mut self, node: Node, out: &mut Vec<StmtId>) -> Res<()> {
        let stmt = match node.kind() {
            "compound_statement" => {
                let items = self.scoped(|cx| cx.block_items(node))?;
                Stmt::Block(Block(items))
            }
            "declaration"
                if node
                    .child_by_field_name("type")
                    .is_some_and(|t| self.text(t) == "__label__") =>
            {
                let mut cursor = node.walk();
                let names = node
                    .children_by_field_name("declarator", &mut cursor)
                    .map(|d| self.text(d).to_string())
                    .collect();
                Stmt::LocalLabels(names)
            }
            "declaration" => {
                if let Some(expr) = self.misparsed_declaration(node)? {
                    Stmt::Expr(expr)
                } else {
                    Stmt::Decl(self.declaration(node)?)
                }
            }
            "type_definition" => Stmt::Decl(self.declaration(node)?),
            // `int;` is an empty declaration, as `struct s;` is: useless, but C.
            "struct_specifier"
            | "union_specifier"
            | "enum_specifier"
            | "primitive_type"
            | "sized_type_specifier" => {
                let (base, defines_base) = self.type_specifier(node)?;
                Stmt::Decl(DeclGroup {
                    base,
                    defines_base,
                    specs: Specs::default(),
                    decls: Vec::new(),
                })
            }
            "expression_statement" => match node.named_child(0) {
                None => Stmt::Empty,
                Some(e) if e.kind() == "gnu_asm_expression" => Stmt::Asm(self.text(e).to_string()),
                Some(e) if self.is_static_assert(e) => {
                    if let Some(args) = e.child_by_field_name("arguments") {
                        self.check_static_assert(e, args);
                    }
                    Stmt::StaticAssert(self.text(e).to_string())
                }
                Some(e) if self.is_call_to(e, preprocess::GOTO_INDIRECT) => {
                    let args = e.child_by_field_name("arguments").unwrap();
                    Stmt::GotoIndirect(self.expr(args.named_child(0).unwrap())?)
                }
                Some(e) if let Some(group) = self.paren_declaration(e)? => Stmt::Decl(group),
                Some(e) => Stmt::Expr(self.expr(e)?),
            },
            "if_statement" => {
                let cond = self.condition(node)?;
                let then = self.body(node.child_by_field_name("consequence").unwrap())?;
                let els = match node.child_by_field_name("alternative") {
                    Some(e) => Some(self.body(e.named_child(0).unwrap())?),
                    None => None,
                };
                Stmt::If { cond, then, els }
            }
            "while_statement" => {
                let cond = self.condition(node)?;
                let body = self.body(node.child_by_field_name("body").unwrap())?;
                Stmt::While { cond, body }
            }
            "do_statement" => {
                let body = self.body(node.child_by_field_name("body").unwrap())?;
                let cond = self.condition(node)?;
                Stmt::DoWhile { body, cond }
            }
            "for_statement" => self.scoped(|cx| cx.for_stmt(node))?,
            "switch_statement" => {
                let cond = self.condition(node)?;
                let body = self.body(node.child_by_field_name("body").unwrap())?;
                Stmt::Switch { cond, body }
            }
            "return_statement" => match node.named_child(0) {
                Some(e) => Stmt::Return(Some(self.expr(e)?)),
                None => Stmt::Return(None),
            },
            "break_statement" => Stmt::Break,
            "continue_statement" => Stmt::Continue,
            "goto_statement" => Stmt::Goto(
                self.text(node.child_by_field_name("label").unwrap())
                    .to_string(),
            ),
            "labeled_statement" => {
                let label = self
                    .text(node.child_by_field_name("label").unwrap())
                    .to_string();
                self.push(out, Stmt::Label(label), node);
                let mut cursor = node.walk();
                for child in node.named_children(&mut cursor).skip(1) {
                    self.stmt(child, out)?;
                }
                return Ok(());
            }
            "case_statement" => {
                let marker = match node.child_by_field_name("value") {
                    None => Stmt::Default,
                    Some(v) => self.case_value(v)?,
                };
                self.push(out, marker, node);
                let mut cursor = node.walk();
                let value = node.child_by_field_name("value").map(|v| v.id());
                for child in node.named_children(&mut cursor) {
                    if Some(child.id()) != value {
                        self.stmt(child, out)?;
                    }
                }
                return Ok(());
            }
            "attributed_statement" => {
                let mut cursor = node.walk();
                for child in node.named_children(&mut cursor) {
                    if child.kind() != "attribute_declaration" {
                        self.stmt(child, out)?;
                    }
                }
                return Ok(());
            }
            "preproc_call" => {
                let directive = self.text(node.child_by_field_name("directive").unwrap());
                if directive != "#pragma" {
                    return err(
                        node,
                        format!(
                            "unexpected preprocessor directive `{directive}` in preprocessed text"
                        ),
                    );
                }
                let arg = node
                    .child_by_field_name("argument")
                    .map_or("", |a| self.text(a))
                    .trim();
                Stmt::Pragma(arg.to_string())
            }
            "function_definition" => {
                return err(
                    node,
                    "nested function definitions (a GNU extension) are not supported",
                );
            }
            "comment" => return Ok(()),
            "ERROR" => return err(node, "syntax error"),
            other => return err(node, format!("unsupported statement `{other}`")),
        };
        self.push(out, stmt, node);
        Ok(())
    }

    fn case_value(&mut self, v: Node) -> Res<Stmt> {
        if v.kind() == "binary_expression"
            && let Some(op) = v.child_by_field_name("operator")
            && self.rw.case_ranges.contains(&op.start_byte())
        {
            let lo = self.expr(v.child_by_field_name("left").unwrap())?;
            let hi = self.expr(v.child_by_field_name("right").unwrap())?;
            return Ok(Stmt::Case(lo, Some(hi)));
        }
        Ok(Stmt::Case(self.expr(v)?, None))
    }

    fn for_stmt(&mut self, node: Node) -> Res<Stmt> {
        let init = match node.child_by_field_name("initializer") {
            None => ForInit::None,
            Some(d) if d.kind() == "declaration" => ForInit::Decl(self.declaration(d)?),
            Some(e) => match self.paren_declaration(e)? {
                Some(group) => ForInit::Decl(group),
                None => ForInit::Expr(self.expr(e)?),
            },
        };
        let cond = match node.child_by_field_name("condition") {
            Some(c) => Some(self.expr(c)?),
            None => None,
        };
        let step = match node.child_by_field_name("update") {
            Some(c) => Some(self.expr(c)?),
            None => None,
        };
        let body = self.body(node.child_by_field_name("body").unwrap())?;
        Ok(Stmt::For {
            init,
            cond,
            step,
            body,
            counted: None,
        })
    }

    fn is_call_to(&self, e: Node, name: &str) -> bool {
        e.kind() == "call_expression"
            && e.child_by_field_name("function")
                .is_some_and(|f| self.text(f) == name)
    }

    /// `T (x);`, `T (*p)[n] = e;`, `T (a), *b = e;` with `T` a typedef name: tree-sitter
    /// read an expression (a call of `T`), C reads a declaration (C11 6.7.6: a declarator
    /// may be parenthesized). An expression statement cannot start with a typedef name,
    /// so the reading is certain once the head is one.
    fn paren_declaration(&mut self, e: Node) -> Res<Option<DeclGroup>> {
        // The declarators, with their initializers, in source order.
        let mut items = Vec::new();
        let mut cur = e;
        while cur.kind() == "comma_expression" {
            items.push(cur.child_by_field_name("left").unwrap());
            cur = cur.child_by_field_name("right").unwrap();
        }
        items.push(cur);
        let (first, _) = split_init(self.src, items[0]);
        let Some(head) = self.expr_declarator_name(first, DeclShape::TypedefCall) else {
            return Ok(None);
        };
        let rest_ok = items[1..].iter().all(|&item| {
            let (d, _) = split_init(self.src, item);
            self.expr_declarator_name(d, DeclShape::Named).is_some()
        });
        if !rest_ok {
            return Ok(None);
        }
        let tname = head.child_by_field_name("function").unwrap();
        let tsym = self.typedef_named(self.text(tname)).unwrap();
        let base = self.p.ty(TypeKind::Named(tsym));
        let mut decls = Vec::new();
        for &item in &items {
            let (d, value) = split_init(self.src, item);
            let mut info = DeclInfo {
                name: None,
                ty: base,
                params: None,
            };
            self.expr_declarator_into(d, base, false, &mut info)?;
            let (name, name_node) = info.name.expect("a named declarator has a name");
            let kind = if matches!(self.p.types[info.ty].kind, TypeKind::Func { .. }) {
                SymbolKind::Func
            } else {
                SymbolKind::Var
            };
            let loc = self.loc(name_node);
            let sym = self.declare(&name, kind, info.ty, Storage::None, loc);
            let init = match value {
                Some(v) => Some(self.init(v)?),
                None => None,
            };
            decls.push(Declarator {
                sym,
                ty: info.ty,
                init,
                attrs: Vec::new(),
                asm_label: None,
            });
        }
        Ok(Some(DeclGroup {
            base,
            defines_base: false,
            specs: Specs::default(),
            decls,
        }))
    }

    /// Whether the expression `node` reads as a declarator of shape `shape`, built of
    /// `(D)`, `*D` and `D[n]` around its innermost node; returns that node: the
    /// identifier (`Named`, `Abstract`) or the call `T(D)` (`TypedefCall`).
    fn expr_declarator_name<'t>(&self, node: Node<'t>, shape: DeclShape) -> Option<Node<'t>> {
        let mut cur = node;
        loop {
            match cur.kind() {
                "parenthesized_expression" if cur.named_child_count() == 1 => {
                    cur = cur.named_child(0)?;
                }
                "pointer_expression"
                    if shape != DeclShape::Abstract
                        && cur
                            .child_by_field_name("operator")
                            .is_some_and(|o| self.text(o) == "*") =>
                {
                    cur = cur.child_by_field_name("argument")?;
                }
                "subscript_expression" => cur = cur.child_by_field_name("argument")?,
                "identifier" => {
                    return match shape {
                        DeclShape::Named => Some(cur),
                        DeclShape::Abstract => self.typedef_named(self.text(cur)).map(|_| cur),
                        DeclShape::TypedefCall => None,
                    };
                }
                "call_expression"
                    if shape != DeclShape::Abstract
                        && cur
                            .child_by_field_name("function")
                            .is_some_and(|f| f.kind() != "identifier")
                        && self.expr_param_types(cur).is_some() =>
                {
                    // `D(int, T)`: a function declarator whose parameters are type words.
                    cur = cur.child_by_field_name("function")?;
                }
                "call_expression" if shape == DeclShape::TypedefCall => {
                    let func = cur.child_by_field_name("function")?;
                    if func.kind() != "identifier" {
                        return None;
                    }
                    self.typedef_named(self.text(func))?;
                    let args = cur.child_by_field_name("arguments")?;
                    let mut cursor = args.walk();
                    let names: Vec<Node> = args.named_children(&mut cursor).collect();
                    let [arg] = names[..] else {
                        return None;
                    };
                    self.expr_declarator_name(arg, DeclShape::Named)?;
                    return Some(cur);
                }
                _ => return None,
            }
        }
    }

    /// The parameter types of a call read as a function declarator, `D(int, T)`, when
    /// every argument is one word naming a type (`void` alone: no parameter).
    fn expr_param_types(&self, call: Node) -> Option<Vec<TypeKind>> {
        let args = call.child_by_field_name("arguments")?;
        let mut cursor = args.walk();
        let mut kinds = Vec::new();
        for arg in args.named_children(&mut cursor) {
            if arg.kind() != "identifier" {
                return None;
            }
            let name = self.text(arg);
            kinds.push(match name {
                "void" => TypeKind::Void,
                "char" => TypeKind::Int(IntKind::Char),
                "short" => TypeKind::Int(IntKind::Short),
                "int" | "signed" => TypeKind::Int(IntKind::Int),
                "unsigned" => TypeKind::Int(IntKind::UInt),
                "long" => TypeKind::Int(IntKind::Long),
                "float" => TypeKind::Float(FloatKind::Float),
                "double" => TypeKind::Float(FloatKind::Double),
                "_Bool" => TypeKind::Int(IntKind::Bool),
                _ => TypeKind::Named(self.typedef_named(name)?),
            });
        }
        if kinds.is_empty() {
            return None; // `D()`: an unprototyped declarator, or a call.
        }
        if let [TypeKind::Void] = kinds[..] {
            kinds.clear();
        }
        Some(kinds)
    }

    /// Lowers an expression that [`Self::expr_declarator_name`] accepted as a
    /// declarator applied to `ty`, as [`Self::declarator_into`] does for declarators.
    fn expr_declarator_into<'t>(
        &mut self,
        node: Node<'t>,
        ty: TypeId,
        type_name: bool,
        info: &mut DeclInfo<'t>,
    ) -> Res<()> {
        match node.kind() {
            "parenthesized_expression" => {
                self.expr_declarator_into(node.named_child(0).unwrap(), ty, type_name, info)
            }
            "pointer_expression" => {
                let ptr = self.p.ty(TypeKind::Pointer(ty));
                self.expr_declarator_into(
                    node.child_by_field_name("argument").unwrap(),
                    ptr,
                    type_name,
                    info,
                )
            }
            "subscript_expression" => {
                let e = self.expr(node.child_by_field_name("index").unwrap())?;
                let size = self.array_size(e);
                let arr = self.p.ty(TypeKind::Array {
                    elem: ty,
                    size,
                    param_quals: Quals::NONE,
                    param_static: false,
                });
                self.expr_declarator_into(
                    node.child_by_field_name("argument").unwrap(),
                    arr,
                    type_name,
                    info,
                )
            }
            "call_expression"
                if node
                    .child_by_field_name("function")
                    .is_some_and(|f| f.kind() != "identifier") =>
            {
                let params = self
                    .expr_param_types(node)
                    .expect("checked by expr_declarator_name");
                let params = params
                    .into_iter()
                    .map(|kind| Param {
                        sym: None,
                        ty: self.p.ty(kind),
                    })
                    .collect();
                let f = self.p.ty(TypeKind::Func {
                    ret: ty,
                    params,
                    variadic: false,
                    prototyped: true,
                });
                let inner = node.child_by_field_name("function").unwrap();
                self.expr_declarator_into(inner, f, type_name, info)
            }
            "call_expression" => {
                // `T(D)`: `T` is the base type, already applied.
                let args = node.child_by_field_name("arguments").unwrap();
                let mut cursor = args.walk();
                let arg = args.named_children(&mut cursor).next().unwrap();
                self.expr_declarator_into(arg, ty, type_name, info)
            }
            "identifier" => {
                // In a type name, the identifier is the typedef name itself.
                if !type_name {
                    info.name = Some((self.text(node).to_string(), node));
                }
                info.ty = ty;
                Ok(())
            }
            other => err(node, format!("unsupported declarator `{other}`")),
        }
    }

    fn is_static_assert(&self, e: Node) -> bool {
        e.kind() == "call_expression"
            && e.child_by_field_name("function")
                .is_some_and(|f| matches!(self.text(f), "_Static_assert" | "static_assert"))
    }

    /// `a * b;` where `a` is not a type: tree-sitter read a declaration.
    fn misparsed_declaration(&mut self, node: Node) -> Res<Option<ExprId>> {
        let Some(ty) = node.child_by_field_name("type") else {
            return Ok(None);
        };
        if ty.kind() != "type_identifier" {
            return Ok(None);
        }
        let name = self.text(ty);
        let Some(sym) = self.lookup(name) else {
            return Ok(None);
        };
        if self.p.symbols[sym].kind == SymbolKind::Typedef {
            return Ok(None);
        }
        let mut cursor = node.walk();
        let decls: Vec<Node> = node
            .children_by_field_name("declarator", &mut cursor)
            .collect();
        if let [d] = decls[..]
            && d.kind() == "pointer_declarator"
            && let Some(inner) = d.child_by_field_name("declarator")
            && inner.kind() == "identifier"
        {
            let loc = self.loc(ty);
            let lhs = self.p.exprs.alloc(Expr::Var(sym), loc);
            let rhs = self.expr(inner)?;
            return Ok(Some(
                self.p.exprs.alloc(Expr::Binary(BinOp::Mul, lhs, rhs), loc),
            ));
        }
        err(ty, format!("`{name}` is not a type name"))
    }

    // ----- expressions -----

    fn alloc(&mut self, e: Expr, node: Node) -> ExprId {
        let loc = self.loc(node);
        self.p.exprs.alloc(e, loc)
    }

    fn expr(&mut self, node: Node) -> Res<ExprId> {
        if let Some((id, e)) = self.subst
            && id == node.id()
        {
            return Ok(e);
        }
        if self.subst.is_none()
            && let Some((types, tcall, arg)) = self.postfix_over_cast(node)
        {
            // `(T)(x)[i]` read as `((T)(x))[i]`: C reads `(T)((x)[i])`.
            let arg = self.expr(arg)?;
            self.subst = Some((tcall.id(), arg));
            let inner = self.expr(node);
            self.subst = None;
            return Ok(self.wrap_casts(&types, inner?, node));
        }
        let e = match node.kind() {
            "identifier" => Expr::Var(self.resolve_name(node, false)?),
            "number_literal" => match self
                .rw
                .imaginary
                .iter()
                .find(|(o, _)| *o == node.start_byte())
            {
                Some((_, spelling)) => Expr::FloatLit(spelling.clone()),
                None => {
                    // tree-sitter-c takes the sign into the literal in places (`-1`): the
                    // IR keeps literals unsigned, with the sign as an operator.
                    let text = self.text(node).to_string();
                    match text.strip_prefix('-') {
                        Some(rest) => {
                            let lit = self.alloc(number(rest.trim_start()), node);
                            Expr::Unary(UnOp::Neg, lit)
                        }
                        None => number(&text),
                    }
                }
            },
            "char_literal" => Expr::CharLit(self.text(node).to_string()),
            "string_literal" => Expr::StringLit(vec![self.text(node).to_string()]),
            "concatenated_string" => {
                let mut pieces = Vec::new();
                let mut cursor = node.walk();
                for c in node.named_children(&mut cursor) {
                    if c.kind() != "string_literal" {
                        return err(
                            c,
                            "unexpected identifier among adjacent string literals (a missing macro?)",
                        );
                    }
                    pieces.push(self.text(c).to_string());
                }
                Expr::StringLit(pieces)
            }
            // tree-sitter reads `true` and `false` as C23 constants; in older C they are
            // ordinary names, and a declaration of that name wins.
            "true" | "false" if self.lookup(self.text(node)).is_some() => {
                Expr::Var(self.lookup(self.text(node)).expect("checked"))
            }
            "true" => Expr::IntLit {
                text: "true".into(),
                value: Some(1),
            },
            "false" => Expr::IntLit {
                text: "false".into(),
                value: Some(0),
            },
            "null" => Expr::IntLit {
                text: self.text(node).to_string(),
                value: Some(0),
            },
            "parenthesized_expression" => {
                let inner = node.named_child(0).unwrap();
                if inner.kind() == "compound_statement" {
                    let items = self.scoped(|cx| cx.block_items(inner))?;
                    Expr::StmtExpr(Block(items))
                } else {
                    return self.expr(inner);
                }
            }
            "unary_expression" => {
                let op_node = node.child_by_field_name("operator").unwrap();
                let arg = self.expr(node.child_by_field_name("argument").unwrap())?;
                let op = match self.text(op_node) {
                    "-" => UnOp::Neg,
                    "+" => match self
                        .rw
                        .real_imag
                        .iter()
                        .find(|(o, _)| *o == op_node.start_byte())
                    {
                        Some((_, true)) => UnOp::Imag,
                        Some((_, false)) => UnOp::Real,
                        None => UnOp::Plus,
                    },
                    "!" => UnOp::Not,
                    "~" => UnOp::BitNot,
                    other => return err(op_node, format!("unsupported unary operator `{other}`")),
                };
                Expr::Unary(op, arg)
            }
            "pointer_expression" => {
                let op = node.child_by_field_name("operator").unwrap();
                let arg = self.expr(node.child_by_field_name("argument").unwrap())?;
                Expr::Unary(
                    if self.text(op) == "*" {
                        UnOp::Deref
                    } else {
                        UnOp::AddrOf
                    },
                    arg,
                )
            }
            "binary_expression" => return self.chain(node),
            "cast_expression" => {
                if self.misparsed_cast(node) {
                    return self.chain(node);
                }
                let ty = self.type_descriptor(node.child_by_field_name("type").unwrap())?;
                let value = self.expr(node.child_by_field_name("value").unwrap())?;
                Expr::Cast(ty, value)
            }
            "assignment_expression" => {
                let op = self.text(node.child_by_field_name("operator").unwrap());
                let lhs = self.expr(node.child_by_field_name("left").unwrap())?;
                let rhs = self.expr(node.child_by_field_name("right").unwrap())?;
                let op = match op {
                    "=" => None,
                    compound => {
                        Some(BinOp::from_spelling(&compound[..compound.len() - 1]).unwrap())
                    }
                };
                Expr::Assign { op, lhs, rhs }
            }
            "update_expression" => {
                let op = node.child_by_field_name("operator").unwrap();
                let arg_node = node.child_by_field_name("argument").unwrap();
                let arg = self.expr(arg_node)?;
                Expr::IncDec {
                    prefix: op.start_byte() < arg_node.start_byte(),
                    increment: self.text(op) == "++",
                    arg,
                }
            }
            "conditional_expression" => {
                let c = self.expr(node.child_by_field_name("condition").unwrap())?;
                let t = match node.child_by_field_name("consequence") {
                    Some(t) => Some(self.expr(t)?),
                    None => None,
                };
                let f = self.expr(node.child_by_field_name("alternative").unwrap())?;
                Expr::Cond(c, t, f)
            }
            "comma_expression" => {
                let mut items = Vec::new();
                let mut cur = node;
                loop {
                    items.push(self.expr(cur.child_by_field_name("left").unwrap())?);
                    let right = cur.child_by_field_name("right").unwrap();
                    if right.kind() == "comma_expression" {
                        cur = right;
                    } else {
                        items.push(self.expr(right)?);
                        break;
                    }
                }
                Expr::Comma(items)
            }
            "call_expression" => return self.call(node),
            "subscript_expression" => {
                let base = self.expr(node.child_by_field_name("argument").unwrap())?;
                let index = self.expr(node.child_by_field_name("index").unwrap())?;
                Expr::Index(base, index)
            }
            "field_expression" => {
                let base = self.expr(node.child_by_field_name("argument").unwrap())?;
                let field = self
                    .text(node.child_by_field_name("field").unwrap())
                    .to_string();
                let arrow = self.text(node.child_by_field_name("operator").unwrap()) == "->";
                self.check_member(node, base, &field, arrow)?;
                Expr::Member { base, field, arrow }
            }
            "compound_literal_expression" => {
                let ty = self.type_descriptor(node.child_by_field_name("type").unwrap())?;
                let init = self.init(node.child_by_field_name("value").unwrap())?;
                Expr::CompoundLit(ty, init)
            }
            "sizeof_expression" => {
                if let Some(t) = node.child_by_field_name("type") {
                    Expr::SizeofType(self.type_descriptor(t)?)
                } else {
                    let v = node.child_by_field_name("value").unwrap();
                    match self.paren_type_name(v)? {
                        Some(ty) => Expr::SizeofType(ty),
                        None => Expr::SizeofExpr(self.expr(v)?),
                    }
                }
            }
            "alignof_expression" => {
                let spelling = self.text(node.child(0).unwrap()).to_string();
                let td = node.child_by_field_name("type").unwrap();
                match self.value_in_type_position(td) {
                    Some(sym) => {
                        let inner = td.child_by_field_name("type").unwrap();
                        let e = self.alloc(Expr::Var(sym), inner);
                        Expr::AlignofExpr(e, spelling)
                    }
                    None => Expr::AlignofType(self.type_descriptor(td)?, spelling),
                }
            }
            "offsetof_expression" => {
                let name = "offsetof";
                let ty = self.type_descriptor(node.child_by_field_name("type").unwrap())?;
                let member = self
                    .text(node.child_by_field_name("member").unwrap())
                    .to_string();
                Expr::Builtin(
                    name.to_string(),
                    vec![BuiltinArg::Type(ty), BuiltinArg::Member(member)],
                )
            }
            "extension_expression" => Expr::Extension(self.expr(node.named_child(0).unwrap())?),
            "generic_expression" => self.generic(node)?,
            "gnu_asm_expression" => return err(node, "`asm` is only supported as a statement"),
            other => return err(node, format!("unsupported expression `{other}`")),
        };
        Ok(self.alloc(e, node))
    }

    fn generic(&mut self, node: Node) -> Res<Expr> {
        let mut cursor = node.walk();
        let mut ctrl = None;
        let mut assocs = Vec::new();
        let mut pending: Option<Option<TypeId>> = None;
        for child in node.children(&mut cursor) {
            match child.kind() {
                // tree-sitter-c reads the `default` association as a type named `default`.
                "type_descriptor" if self.text(child) == "default" => pending = Some(None),
                "type_descriptor" => pending = Some(Some(self.type_descriptor(child)?)),
                "default" => pending = Some(None),
                _ if child.is_named() => {
                    let e = self.expr(child)?;
                    match (ctrl, pending.take()) {
                        (None, _) => ctrl = Some(e),
                        (Some(_), Some(ty)) => assocs.push((ty, e)),
                        (Some(_), None) => return err(child, "malformed `_Generic` association"),
                    }
                }
                _ => {}
            }
        }
        match ctrl {
            Some(c) => Ok(Expr::Generic(c, assocs)),
            None => err(node, "malformed `_Generic`"),
        }
    }

    fn call(&mut self, node: Node) -> Res<ExprId> {
        let func = node.child_by_field_name("function").unwrap();
        let args_node = node.child_by_field_name("arguments").unwrap();
        let mut cursor = args_node.walk();
        let arg_nodes: Vec<Node> = args_node
            .named_children(&mut cursor)
            .filter(|c| c.kind() != "comment")
            .collect();
        if let Some(types) = self.cast_chain(func) {
            // `(T)(x)`, `(T)(U)(x)`: casts.
            let value = match arg_nodes.as_slice() {
                [one] => self.expr(*one)?,
                _ => return err(args_node, "a cast takes one operand"),
            };
            return Ok(self.wrap_casts(&types, value, node));
        }
        let func_name = if func.kind() == "identifier" {
            self.text(func)
        } else {
            ""
        };
        if func_name == preprocess::OFFSETOF {
            if let [cast, member] = arg_nodes.as_slice()
                && cast.kind() == "cast_expression"
            {
                let ty = self.type_descriptor(cast.child_by_field_name("type").unwrap())?;
                let member = self
                    .text(*member)
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join("");
                let e = Expr::Builtin(
                    func_name.into(),
                    vec![BuiltinArg::Type(ty), BuiltinArg::Member(member)],
                );
                return Ok(self.alloc(e, node));
            }
            return err(node, "malformed `__builtin_offsetof`");
        }
        if func_name == "__builtin_types_compatible_p"
            && let [a, b] = arg_nodes.as_slice()
            && a.kind() == "cast_expression"
            && b.kind() == "cast_expression"
        {
            let ta = self.type_descriptor(a.child_by_field_name("type").unwrap())?;
            let tb = self.type_descriptor(b.child_by_field_name("type").unwrap())?;
            let e = Expr::Builtin(
                func_name.into(),
                vec![BuiltinArg::Type(ta), BuiltinArg::Type(tb)],
            );
            return Ok(self.alloc(e, node));
        }
        if func_name == preprocess::LABEL_ADDR {
            let label = arg_nodes.first().map_or("", |a| self.text(*a)).to_string();
            return Ok(self.alloc(Expr::LabelAddr(label), node));
        }
        if func_name == preprocess::GOTO_INDIRECT {
            return err(node, "`goto *` must be a statement");
        }
        if func.kind() == "identifier" && self.text(func) == "__builtin_va_arg" {
            if let [ap, cast] = arg_nodes.as_slice()
                && cast.kind() == "cast_expression"
            {
                let ap = self.expr(*ap)?;
                let ty = self.type_descriptor(cast.child_by_field_name("type").unwrap())?;
                let e = Expr::Builtin(
                    "__builtin_va_arg".into(),
                    vec![BuiltinArg::Expr(ap), BuiltinArg::Type(ty)],
                );
                return Ok(self.alloc(e, node));
            }
            return err(node, "malformed `__builtin_va_arg`");
        }
        let callee = if func.kind() == "identifier" {
            let sym = self.resolve_name(func, true)?;
            self.alloc(Expr::Var(sym), func)
        } else {
            self.expr(func)?
        };
        let mut args = Vec::with_capacity(arg_nodes.len());
        for a in arg_nodes {
            if a.kind() == "compound_statement" {
                return err(a, "unexpected block as a call argument");
            }
            args.push(self.expr(a)?);
        }
        Ok(self.alloc(Expr::Call(callee, args), node))
    }

    /// The symbol an identifier names; undeclared callees are implicitly declared, as C89
    /// did, and compiler builtins are known.
    fn resolve_name(&mut self, node: Node, callee: bool) -> Res<SymbolId> {
        let name = self.text(node);
        if let Some(sym) = self.lookup(name) {
            if self.p.symbols[sym].kind == SymbolKind::Typedef {
                return err(node, format!("`{name}` is a type name, not a value"));
            }
            return Ok(sym);
        }
        let builtin = name.starts_with("__builtin_")
            || name.starts_with("__sync_")
            || name.starts_with("__atomic_")
            || matches!(name, "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__");
        if builtin || callee || self.opaque.contains(name) {
            if let Some(&sym) = self.linkage.builtins.get(name) {
                return Ok(sym);
            }
            let ty = if builtin || self.opaque.contains(name) {
                self.p.ty(TypeKind::Opaque(name.to_string()))
            } else {
                let int = self.p.ty(TypeKind::Int(IntKind::Int));
                self.p.ty(TypeKind::Func {
                    ret: int,
                    params: Vec::new(),
                    variadic: false,
                    prototyped: false,
                })
            };
            let kind = if builtin {
                SymbolKind::Builtin
            } else {
                SymbolKind::Func
            };
            let sym = self.p.symbols.alloc(
                Symbol {
                    name: name.to_string(),
                    kind,
                    ty,
                    storage: Storage::Extern,
                    origin: Origin::Implicit,
                    def: None,
                    file_scope: true,
                    thread_local: false,
                },
                Loc::default(),
            );
            self.linkage.builtins.insert(name.to_string(), sym);
            return Ok(sym);
        }
        err(node, format!("use of undeclared identifier `{name}`"))
    }

    /// `(T)`, `(T)(U)`, `(T)(U)(V)`... with `T`, `U`, `V` typedef names in scope, which
    /// tree-sitter reads as calls: the types, outermost cast first.
    fn cast_chain(&mut self, node: Node) -> Option<Vec<TypeId>> {
        if let Some(ty) = self.paren_typedef(node) {
            return Some(vec![ty]);
        }
        if node.kind() != "call_expression" {
            return None;
        }
        let args = node.child_by_field_name("arguments")?;
        let mut cursor = args.walk();
        let names: Vec<Node> = args.named_children(&mut cursor).collect();
        let [arg] = names[..] else {
            return None;
        };
        let sym = (arg.kind() == "identifier")
            .then(|| self.typedef_named(self.text(arg)))
            .flatten()?;
        let mut types = self.cast_chain(node.child_by_field_name("function")?)?;
        types.push(self.p.ty(TypeKind::Named(sym)));
        Some(types)
    }

    /// Casts that end in a [`Self::cast_chain`] and lack their operand, which follows as
    /// the right side of a binary operator: `(long)(T)` of `(long)(T)-x`. The types,
    /// outermost first.
    fn cast_prefix(&mut self, node: Node) -> Res<Option<Vec<TypeId>>> {
        let mut cur = node;
        let mut heads = Vec::new();
        while cur.kind() == "cast_expression" && !self.misparsed_cast(cur) {
            heads.push(cur.child_by_field_name("type").unwrap());
            cur = cur.child_by_field_name("value").unwrap();
        }
        let Some(chain) = self.cast_chain(cur) else {
            return Ok(None);
        };
        let mut types = Vec::with_capacity(heads.len() + chain.len());
        for head in heads {
            types.push(self.type_descriptor(head)?);
        }
        types.extend(chain);
        Ok(Some(types))
    }

    /// `value` cast to each of `types`, the last innermost.
    fn wrap_casts(&mut self, types: &[TypeId], value: ExprId, node: Node) -> ExprId {
        types
            .iter()
            .rev()
            .fold(value, |e, &ty| self.alloc(Expr::Cast(ty, e), node))
    }

    /// `(T[n])`, `(T[n][m])` with `T` a typedef name, which tree-sitter reads as an
    /// expression: the type name.
    fn paren_type_name(&mut self, node: Node) -> Res<Option<TypeId>> {
        if node.kind() != "parenthesized_expression" || node.named_child_count() != 1 {
            return Ok(None);
        }
        let inner = node.named_child(0).unwrap();
        let Some(head) = self.expr_declarator_name(inner, DeclShape::Abstract) else {
            return Ok(None);
        };
        let tsym = self.typedef_named(self.text(head)).unwrap();
        let base = self.p.ty(TypeKind::Named(tsym));
        let mut info = DeclInfo {
            name: None,
            ty: base,
            params: None,
        };
        self.expr_declarator_into(inner, base, true, &mut info)?;
        Ok(Some(info.ty))
    }

    /// For a postfix expression whose innermost operand is `(T)(x)` with `T` a typedef
    /// name (or a chain `(T)(U)(x)`): the types, that `(T)(x)` node and `x`.
    fn postfix_over_cast<'t>(
        &mut self,
        node: Node<'t>,
    ) -> Option<(Vec<TypeId>, Node<'t>, Node<'t>)> {
        let base_of = |n: Node<'t>| match n.kind() {
            "call_expression" => n.child_by_field_name("function"),
            "subscript_expression" | "field_expression" => n.child_by_field_name("argument"),
            "update_expression" => {
                let arg = n.child_by_field_name("argument")?;
                let op = n.child_by_field_name("operator")?;
                (op.start_byte() > arg.start_byte()).then_some(arg)
            }
            _ => None,
        };
        if node.kind() == "call_expression"
            && self
                .cast_chain(node.child_by_field_name("function")?)
                .is_some()
        {
            return None; // `(T)(U)(x)` itself: a chain of casts, not a postfix operator.
        }
        let mut cur = base_of(node)?;
        loop {
            if cur.kind() == "call_expression"
                && let Some(types) = self.cast_chain(cur.child_by_field_name("function")?)
            {
                let args = cur.child_by_field_name("arguments")?;
                if args.named_child_count() != 1 {
                    return None;
                }
                return Some((types, cur, args.named_child(0)?));
            }
            cur = base_of(cur)?;
        }
    }

    /// A type descriptor that is a bare identifier naming an object, not a type.
    fn value_in_type_position(&self, td: Node) -> Option<SymbolId> {
        if td.named_child_count() != 1 {
            return None;
        }
        let t = td.child_by_field_name("type")?;
        if t.kind() != "type_identifier" {
            return None;
        }
        self.lookup(self.text(t))
            .filter(|&s| self.p.symbols[s].kind != SymbolKind::Typedef)
    }

    /// `(T)` with `T` a typedef name in scope: the type.
    fn paren_typedef(&mut self, node: Node) -> Option<TypeId> {
        if node.kind() != "parenthesized_expression" {
            return None;
        }
        let inner = node.named_child(0)?;
        if node.named_child_count() != 1 || inner.kind() != "identifier" {
            return None;
        }
        let sym = self.typedef_named(self.text(inner))?;
        Some(self.p.ty(TypeKind::Named(sym)))
    }

    /// A cast `(x) op y` where `x` is not a type: really a binary operator.
    fn misparsed_cast(&self, node: Node) -> bool {
        let Some(td) = node.child_by_field_name("type") else {
            return false;
        };
        if td.child_by_field_name("declarator").is_some() || td.named_child_count() != 1 {
            return false;
        }
        let Some(t) = td.child_by_field_name("type") else {
            return false;
        };
        if t.kind() != "type_identifier" {
            return false;
        }
        let value = node.child_by_field_name("value").unwrap();
        let binary_like = matches!(value.kind(), "unary_expression" | "pointer_expression")
            && value
                .child_by_field_name("operator")
                .is_some_and(|op| matches!(self.text(op), "-" | "+" | "*" | "&"));
        binary_like
            && self
                .lookup(self.text(t))
                .is_some_and(|s| self.p.symbols[s].kind != SymbolKind::Typedef)
    }

    fn flatten<'t>(&mut self, node: Node<'t>, out: &mut Vec<ChainTok<'t>>) -> Res<()> {
        match node.kind() {
            "binary_expression" => {
                self.flatten(node.child_by_field_name("left").unwrap(), out)?;
                let op_node = node.child_by_field_name("operator").unwrap();
                let op = BinOp::from_spelling(self.text(op_node)).ok_or_else(|| LowerError {
                    byte: op_node.start_byte(),
                    message: "unknown operator".into(),
                })?;
                out.push(ChainTok::Op(op, op_node));
                self.flatten(node.child_by_field_name("right").unwrap(), out)
            }
            "cast_expression" if self.misparsed_cast(node) => {
                let t = node
                    .child_by_field_name("type")
                    .unwrap()
                    .child_by_field_name("type")
                    .unwrap();
                out.push(ChainTok::Operand(t));
                let value = node.child_by_field_name("value").unwrap();
                let op_node = value.child_by_field_name("operator").unwrap();
                let op = match self.text(op_node) {
                    "-" => BinOp::Sub,
                    "+" => BinOp::Add,
                    "*" => BinOp::Mul,
                    _ => BinOp::BitAnd,
                };
                out.push(ChainTok::Op(op, op_node));
                self.flatten(value.child_by_field_name("argument").unwrap(), out)
            }
            _ => {
                match self.cast_prefix(node)? {
                    Some(types) => out.push(ChainTok::TypeParen(types, node)),
                    None => out.push(ChainTok::Operand(node)),
                }
                Ok(())
            }
        }
    }

    /// Lowers a chain of binary operators, fixing the typedef ambiguities, and
    /// re-associates it by C's precedence.
    fn chain(&mut self, node: Node) -> Res<ExprId> {
        let mut toks = Vec::new();
        self.flatten(node, &mut toks)?;
        let mut operands = Vec::new();
        let mut ops = Vec::new();
        let mut pos = 0;
        loop {
            operands.push(self.chain_operand(&toks, &mut pos)?);
            match toks.get(pos) {
                Some(ChainTok::Op(op, n)) => {
                    ops.push((*op, *n));
                    pos += 1;
                }
                None => break,
                Some(_) => return err(node, "malformed expression"),
            }
        }
        let mut operands = operands.into_iter();
        let first = operands.next().unwrap();
        let rest: Vec<((BinOp, Node), ExprId)> = ops.into_iter().zip(operands).collect();
        let mut idx = 0;
        Ok(self.climb(first, &rest, &mut idx, 0))
    }

    fn chain_operand(&mut self, toks: &[ChainTok], pos: &mut usize) -> Res<ExprId> {
        match &toks[*pos] {
            ChainTok::TypeParen(types, node) => {
                if let Some(ChainTok::Op(op, op_node)) = toks.get(*pos + 1)
                    && matches!(op, BinOp::Sub | BinOp::Add | BinOp::Mul | BinOp::BitAnd)
                {
                    let (node, op, op_node) = (*node, *op, *op_node);
                    let types = types.clone();
                    *pos += 2;
                    let arg = self.chain_operand(toks, pos)?;
                    let un = match op {
                        BinOp::Sub => UnOp::Neg,
                        BinOp::Add => UnOp::Plus,
                        BinOp::Mul => UnOp::Deref,
                        _ => UnOp::AddrOf,
                    };
                    let u = self.alloc(Expr::Unary(un, arg), op_node);
                    return Ok(self.wrap_casts(&types, u, node));
                }
                err(*node, "a type name is used as a value")
            }
            ChainTok::Operand(n) => {
                let n = *n;
                *pos += 1;
                if n.kind() == "type_identifier" {
                    // The `x` of a misparsed `(x) - y`.
                    let sym = self.resolve_name(n, false)?;
                    return Ok(self.alloc(Expr::Var(sym), n));
                }
                self.expr(n)
            }
            ChainTok::Op(_, n) => err(*n, "an operand is missing"),
        }
    }

    fn climb(
        &mut self,
        mut lhs: ExprId,
        rest: &[((BinOp, Node), ExprId)],
        idx: &mut usize,
        min_prec: u8,
    ) -> ExprId {
        while *idx < rest.len() {
            let ((op, op_node), _) = rest[*idx];
            let prec = precedence(op);
            if prec < min_prec {
                break;
            }
            let mut rhs = rest[*idx].1;
            *idx += 1;
            while *idx < rest.len() && precedence(rest[*idx].0.0) > prec {
                let next = precedence(rest[*idx].0.0);
                rhs = self.climb(rhs, rest, idx, next);
            }
            let loc = self.p.exprs.loc(lhs);
            let _ = op_node;
            lhs = self.p.exprs.alloc(Expr::Binary(op, lhs, rhs), loc);
        }
        lhs
    }

    fn type_descriptor(&mut self, node: Node) -> Res<TypeId> {
        // `(typeof(x))` in a cast reads as a function declarator of parameter `x`.
        if let (Some(t), Some(d)) = (
            node.child_by_field_name("type"),
            node.child_by_field_name("declarator"),
        ) && matches!(self.text(t), "typeof" | "__typeof__" | "__typeof")
            && d.kind() == "abstract_function_declarator"
            && d.child_by_field_name("declarator").is_none()
            && let Some(list) = d.child_by_field_name("parameters")
            && list.named_child_count() == 1
            && let Some(param) = list.named_child(0)
            && param.kind() == "parameter_declaration"
            && param.child_by_field_name("declarator").is_none()
            && let Some(inner) = param.child_by_field_name("type")
        {
            if inner.kind() == "type_identifier"
                && let Some(sym) = self.lookup(self.text(inner))
                && self.p.symbols[sym].kind != SymbolKind::Typedef
            {
                let e = self.alloc(Expr::Var(sym), inner);
                return Ok(self.p.ty(TypeKind::TypeofExpr(e)));
            }
            return self.type_descriptor(param);
        }
        let (base, _specs, _) = self.specifiers(node)?;
        match node.child_by_field_name("declarator") {
            Some(d) => Ok(self.declarator(d, base)?.ty),
            None => Ok(base),
        }
    }
}

fn precedence(op: BinOp) -> u8 {
    match op {
        BinOp::Mul | BinOp::Div | BinOp::Rem => 10,
        BinOp::Add | BinOp::Sub => 9,
        BinOp::Shl | BinOp::Shr => 8,
        BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge => 7,
        BinOp::Eq | BinOp::Ne => 6,
        BinOp::BitAnd => 5,
        BinOp::BitXor => 4,
        BinOp::BitOr => 3,
        BinOp::LogAnd => 2,
        BinOp::LogOr => 1,
    }
}

/// `D = v` read as an assignment: the declarator part and the initializer.
fn split_init<'t>(src: &str, item: Node<'t>) -> (Node<'t>, Option<Node<'t>>) {
    if item.kind() == "assignment_expression"
        && item
            .child_by_field_name("operator")
            .is_some_and(|o| &src[o.byte_range()] == "=")
    {
        (
            item.child_by_field_name("left").unwrap(),
            item.child_by_field_name("right"),
        )
    } else {
        (item, None)
    }
}

fn record_word(kind: RecordKind) -> &'static str {
    match kind {
        RecordKind::Struct => "struct",
        RecordKind::Union => "union",
    }
}

/// The first error or missing node under `node`, found without recursion (the tree may
/// be deep).
/// Whether `node`, a child of an ERROR root, is an item tree-sitter recognised whole
/// (a function, a declaration, a directive) rather than a loose token of the error.
fn is_complete_item(node: Node) -> bool {
    !node.has_error()
        && (matches!(
            node.kind(),
            "function_definition"
                | "declaration"
                | "type_definition"
                | "linkage_specification"
                | "comment"
        ) || node.kind().starts_with("preproc_"))
}

fn first_error(node: Node) -> Option<Node> {
    let mut cur = node;
    'down: loop {
        if cur.is_error() || cur.is_missing() {
            return Some(cur);
        }
        let mut cursor = cur.walk();
        for child in cur.children(&mut cursor) {
            if child.has_error() {
                cur = child;
                continue 'down;
            }
        }
        return None;
    }
}

/// An integer or floating literal from its spelling.
fn number(text: &str) -> Expr {
    let lower = text.to_ascii_lowercase();
    let hex = lower.starts_with("0x");
    let is_float = if hex {
        lower.contains('p') || lower.contains('.')
    } else {
        lower.contains('.') || lower.contains('e')
    };
    if is_float {
        return Expr::FloatLit(text.to_string());
    }
    let digits = lower.trim_end_matches(['u', 'l']).replace('\'', "");
    let value = if let Some(h) = digits.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok()
    } else if let Some(b) = digits.strip_prefix("0b") {
        u128::from_str_radix(b, 2).ok()
    } else if digits.len() > 1 && digits.starts_with('0') {
        u128::from_str_radix(&digits[1..], 8).ok()
    } else {
        digits.parse().ok()
    };
    Expr::IntLit {
        text: text.to_string(),
        value,
    }
}

/// The value of a plain character constant (`'a'`, `'\n'`, `'\x41'`, `'\101'`).
fn char_value(text: &str) -> Option<i128> {
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut chars = inner.chars();
    let c = chars.next()?;
    if c != '\\' {
        return if chars.next().is_none() {
            Some(c as i128)
        } else {
            None
        };
    }
    let rest: String = chars.collect();
    Some(match rest.as_str() {
        "n" => 10,
        "t" => 9,
        "r" => 13,
        "0" => 0,
        "\\" => 92,
        "'" => 39,
        "\"" => 34,
        "a" => 7,
        "b" => 8,
        "f" => 12,
        "v" => 11,
        "?" => 63,
        s if s.starts_with('x') => i128::from_str_radix(&s[1..], 16).ok()?,
        s if s.chars().all(|c| c.is_digit(8)) => i128::from_str_radix(s, 8).ok()?,
        _ => return None,
    })
}
