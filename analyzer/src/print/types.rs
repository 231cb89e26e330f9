//! Types: declaration specifiers, declarators built inside out from a type, parameter
//! lists, and the bodies of structs, unions and enums.
//!
//! A declarator is printed relative to a base type (`stop`): the type is descended
//! through pointers, arrays and function returns until `stop` is reached; everything met
//! on the way becomes declarator syntax around the name, and `stop` is written by the
//! specifiers. A pointer met below an array or function suffix is wrapped in parentheses
//! (`(*a)[n]`, `(*f)(int)`).

use super::Writer;
use crate::ir::{
    AddrSpace, ArraySize, EnumId, FieldGroup, Param, Quals, RecordId, RecordKind, Specs, Storage,
    SymbolKind, TypeId, TypeKind,
};

/// Enumerations longer than this on one line are written one constant a line.
const ENUM_LINE_LIMIT: usize = 80;

/// The spelling of a storage class, empty for none.
pub(super) fn storage_spelling(storage: Storage) -> &'static str {
    match storage {
        Storage::None => "",
        Storage::Static => "static",
        Storage::Extern => "extern",
        Storage::Register => "register",
        Storage::Auto => "auto",
        Storage::Typedef => "typedef",
    }
}

/// The qualifiers of `quals`, each followed by a space (not the address space, which the
/// dialect spells: `Writer::write_space`).
fn quals_prefix(quals: Quals) -> String {
    let mut res = String::new();
    for (set, spelling) in [
        (quals.is_const, "const"),
        (quals.is_volatile, "volatile"),
        (quals.is_restrict, "restrict"),
        (quals.is_atomic, "_Atomic"),
    ] {
        if set {
            res.push_str(spelling);
            res.push(' ');
        }
    }
    res
}

/// Whether a type is declarator syntax (pointer, array, function) rather than a
/// specifier.
fn is_derived(kind: &TypeKind) -> bool {
    matches!(
        kind,
        TypeKind::Pointer(_) | TypeKind::Array { .. } | TypeKind::Func { .. }
    )
}

impl Writer<'_> {
    /// Writes the non-type specifiers, each followed by a space:
    /// `__extension__ static __thread inline __attribute__((...)) `.
    pub(super) fn write_specs(&mut self, specs: &Specs) {
        let Specs {
            storage,
            inline,
            thread_local,
            extension,
            attrs,
        } = specs;
        if *extension {
            self.out.push_str("__extension__ ");
        }
        let storage = storage_spelling(*storage);
        if !storage.is_empty() {
            self.out.push_str(storage);
            self.out.push(' ');
        }
        // `__thread` must follow `static`/`extern` immediately.
        for word in [thread_local, inline].into_iter().flatten() {
            self.out.push_str(word);
            self.out.push(' ');
        }
        for attr in attrs {
            self.out.push_str(attr);
            self.out.push(' ');
        }
    }

    /// The innermost type of `ty`: the first one met below its pointers, arrays and
    /// function returns that is not one of them.
    pub(super) fn innermost(&self, mut ty: TypeId) -> TypeId {
        loop {
            match &self.program.types[ty].kind {
                TypeKind::Pointer(to) => ty = *to,
                TypeKind::Array { elem, .. } => ty = *elem,
                TypeKind::Func { ret, .. } => ty = *ret,
                _ => return ty,
            }
        }
    }

    /// Whether descending `ty` through pointers, arrays and function returns reaches
    /// `stop`.
    pub(super) fn reaches(&self, mut ty: TypeId, stop: TypeId) -> bool {
        loop {
            if ty == stop {
                return true;
            }
            match &self.program.types[ty].kind {
                TypeKind::Pointer(to) => ty = *to,
                TypeKind::Array { elem, .. } => ty = *elem,
                TypeKind::Func { ret, .. } => ty = *ret,
                _ => return false,
            }
        }
    }

    /// Writes the specifiers for base type `ty`: qualifiers, then the type specifier.
    /// With `define`, a struct, union or enum base is written with its body; one without
    /// a tag always is. A derived base (pointer, array, function) is written as
    /// `__typeof__(T)`.
    pub(super) fn write_base(&mut self, ty: TypeId, define: bool) {
        let program = self.program;
        let t = &program.types[ty];
        if is_derived(&t.kind) {
            self.out.push_str("__typeof__(");
            self.write_full_declaration(ty, "");
            self.out.push(')');
            return;
        }
        self.write_space(t.quals.space);
        self.out.push_str(&quals_prefix(t.quals));
        match &t.kind {
            TypeKind::Void => self.out.push_str("void"),
            TypeKind::Int(kind) => self.out.push_str(self.dialect.int_type(*kind)),
            TypeKind::Float(kind) => self.out.push_str(kind.spelling()),
            TypeKind::Complex(kind) => {
                self.out.push_str("_Complex ");
                self.out.push_str(kind.spelling());
            }
            TypeKind::Record(record) => self.write_record(*record, define),
            TypeKind::Enum(enum_id) => self.write_enum(*enum_id, define),
            TypeKind::Named(sym)
                if self.dialect.spells_out_typedefs()
                    && matches!(
                        program.resolve(program.symbols[*sym].ty).0,
                        TypeKind::Int(_) | TypeKind::Float(_) | TypeKind::Void
                    ) =>
            {
                match program.resolve(program.symbols[*sym].ty).0 {
                    TypeKind::Int(kind) => self.out.push_str(self.dialect.int_type(*kind)),
                    TypeKind::Float(kind) => self.out.push_str(kind.spelling()),
                    _ => self.out.push_str("void"),
                }
            }
            TypeKind::Named(sym) => self.out.push_str(&program.symbols[*sym].name),
            TypeKind::TypeofExpr(expr) => {
                self.out.push_str("__typeof__(");
                self.write_expr(*expr);
                self.out.push(')');
            }
            TypeKind::Opaque(text) => self.out.push_str(text),
            TypeKind::Pointer(_) | TypeKind::Array { .. } | TypeKind::Func { .. } => {}
        }
    }

    /// The dialect's qualifier of address space `space` and a space, if it has one.
    fn write_space(&mut self, space: AddrSpace) {
        if let Some(text) = self.dialect.address_space(space)
            && !text.is_empty()
        {
            self.out.push_str(text);
            self.out.push(' ');
        }
    }

    /// Writes `name` declared with type `ty`, with specifiers for its innermost type
    /// (no storage class): `double (*a)[n]`, or the type name `double (*)[n]` when
    /// `name` is empty.
    pub(super) fn write_full_declaration(&mut self, ty: TypeId, name: &str) {
        let base = self.innermost(ty);
        self.write_base(base, false);
        let declarator = self.declarator(ty, base, name, false);
        self.push_declarator(&declarator);
    }

    /// Appends a declarator after the specifiers: separated by a space, except an
    /// abstract array suffix (`int[3]`).
    pub(super) fn push_declarator(&mut self, declarator: &str) {
        if declarator.is_empty() {
            return;
        }
        if !declarator.starts_with('[') {
            self.out.push(' ');
        }
        self.out.push_str(declarator);
    }

    /// The declarator of `name` with type `ty`, relative to base type `stop` (which
    /// the caller has checked `ty` reaches; otherwise it stops at the innermost type).
    /// With `definition`, the function type nearest the name is a definition's: an
    /// old-style one lists its parameters' names.
    pub(super) fn declarator(
        &mut self,
        ty: TypeId,
        stop: TypeId,
        name: &str,
        definition: bool,
    ) -> String {
        let program = self.program;
        let mut res = name.to_string();
        // Whether `res` starts with a pointer operator, so that a suffix needs parentheses.
        let mut after_pointer = false;
        let mut nearest_func = definition;
        let mut ty = ty;
        while ty != stop {
            let t = &program.types[ty];
            match &t.kind {
                TypeKind::Pointer(to) => {
                    let mut prefix = String::from("*");
                    let quals = quals_prefix(t.quals);
                    if res.is_empty() {
                        prefix.push_str(quals.trim_end());
                    } else {
                        prefix.push_str(&quals);
                    }
                    res.insert_str(0, &prefix);
                    after_pointer = true;
                    ty = *to;
                }
                TypeKind::Array {
                    elem,
                    size,
                    param_quals,
                    param_static,
                } => {
                    if after_pointer {
                        res = format!("({res})");
                    }
                    let mut inside = String::new();
                    if *param_static {
                        inside.push_str("static ");
                    }
                    inside.push_str(&quals_prefix(*param_quals));
                    match size {
                        ArraySize::Unspecified => {}
                        ArraySize::Star => inside.push('*'),
                        ArraySize::Const { expr, .. } | ArraySize::Vla(expr) => {
                            let text = self.capture(|w| w.write_expr_assign(*expr));
                            inside.push_str(&text);
                        }
                    }
                    res.push('[');
                    res.push_str(inside.trim_end());
                    res.push(']');
                    after_pointer = false;
                    ty = *elem;
                }
                TypeKind::Func {
                    ret,
                    params,
                    variadic,
                    prototyped,
                } => {
                    if after_pointer {
                        res = format!("({res})");
                    }
                    let list = self.param_list(params, *variadic, *prototyped, nearest_func);
                    res.push_str(&list);
                    after_pointer = false;
                    ty = *ret;
                }
                _ => break,
            }
            nearest_func = false;
        }
        res
    }

    /// The parenthesized parameter list of a function type.
    fn param_list(
        &mut self,
        params: &[Param],
        variadic: bool,
        prototyped: bool,
        definition: bool,
    ) -> String {
        let program = self.program;
        if !prototyped {
            if !definition {
                return "()".to_string();
            }
            let names: Vec<&str> = params
                .iter()
                .filter_map(|param| param.sym.map(|sym| program.symbols[sym].name.as_str()))
                .collect();
            return format!("({})", names.join(", "));
        }
        if params.is_empty() && !variadic {
            return "(void)".to_string();
        }
        // A struct defined in a parameter list is written on one line.
        self.inline_bodies += 1;
        let mut parts: Vec<String> = params
            .iter()
            .map(|param| self.capture(|w| w.write_param(param)))
            .collect();
        self.inline_bodies -= 1;
        if variadic {
            parts.push("...".to_string());
        }
        format!("({})", parts.join(", "))
    }

    /// Writes one parameter declaration: `register int n`, `double a[n][n]`, `int *`.
    pub(super) fn write_param(&mut self, param: &Param) {
        let program = self.program;
        let name = match param.sym {
            Some(sym) => {
                let symbol = &program.symbols[sym];
                if symbol.storage == Storage::Register {
                    self.out.push_str("register ");
                }
                symbol.name.as_str()
            }
            None => "",
        };
        self.write_full_declaration(param.ty, name);
    }

    /// Writes `struct tag`, with its attributes and body when `define` is set or the
    /// record has no tag. The body takes several lines, or one inside expressions,
    /// parameter lists and `for` clauses.
    fn write_record(&mut self, id: RecordId, define: bool) {
        let program = self.program;
        let record = &program.records[id];
        self.out.push_str(match record.kind {
            RecordKind::Struct => "struct",
            RecordKind::Union => "union",
        });
        let with_body = (define || record.tag.is_none()) && !self.open_records.contains(&id);
        if with_body {
            for attr in &record.attrs {
                self.out.push(' ');
                self.out.push_str(attr);
            }
        }
        if let Some(tag) = &record.tag {
            self.out.push(' ');
            self.out.push_str(tag);
        }
        if !with_body {
            if record.tag.is_none() {
                // Malformed IR: an untagged record inside its own body.
                self.out.push_str(" {}");
            }
            return;
        }
        let Some(groups) = &record.groups else {
            if record.tag.is_none() {
                self.out.push_str(" {}");
            }
            return;
        };
        self.open_records.push(id);
        if self.inline_bodies > 0 {
            self.out.push_str(" {");
            for group in groups {
                self.write_field_group(group);
            }
            for assert in &record.static_asserts {
                self.start_member();
                self.out.push_str(assert);
                self.end_member();
            }
            self.out.push_str(" }");
        } else {
            self.out.push_str(" {\n");
            self.level += 1;
            for group in groups {
                self.write_field_group(group);
            }
            for assert in &record.static_asserts {
                self.start_member();
                self.out.push_str(assert);
                self.end_member();
            }
            self.level -= 1;
            self.indent();
            self.out.push('}');
        }
        self.open_records.pop();
    }

    /// Starts a member declaration: on a line of its own, or after a space in a body
    /// written on one line.
    fn start_member(&mut self) {
        if self.inline_bodies > 0 {
            self.out.push(' ');
        } else {
            self.indent();
        }
    }

    /// Ends a member declaration with `;` (and a newline unless on one line).
    fn end_member(&mut self) {
        self.out.push(';');
        if self.inline_bodies == 0 {
            self.out.push('\n');
        }
    }

    /// Writes the members declared together, as one declaration (or one each when some
    /// member's type does not reach the group's base).
    fn write_field_group(&mut self, group: &FieldGroup) {
        let FieldGroup {
            base,
            defines_base,
            fields,
        } = group;
        let shared = fields.iter().all(|field| self.reaches(field.ty, *base));
        if shared {
            self.start_member();
            self.write_base(*base, *defines_base);
            for (idx, field) in fields.iter().enumerate() {
                if idx > 0 {
                    self.out.push(',');
                }
                self.write_field(field, *base, idx == 0);
            }
            self.end_member();
            return;
        }
        if *defines_base {
            self.start_member();
            self.write_base(*base, true);
            self.end_member();
        }
        for field in fields {
            self.start_member();
            let base = self.innermost(field.ty);
            self.write_base(base, false);
            self.write_field(field, base, true);
            self.end_member();
        }
    }

    /// Writes one member declarator after the specifiers (or after a comma):
    /// ` *name : bits attrs`.
    fn write_field(&mut self, field: &crate::ir::Field, base: TypeId, first: bool) {
        let name = field.name.as_deref().unwrap_or("");
        let declarator = self.declarator(field.ty, base, name, false);
        if first {
            self.push_declarator(&declarator);
        } else if !declarator.is_empty() {
            self.out.push(' ');
            self.out.push_str(&declarator);
        }
        if let Some(bits) = field.bits {
            self.out.push_str(" : ");
            self.write_expr_cond(bits);
        }
        for attr in &field.attrs {
            self.out.push(' ');
            self.out.push_str(attr);
        }
    }

    /// Writes `enum tag`, with its constants when `define` is set or the enumeration
    /// has no tag: on one line when short, else one constant a line.
    fn write_enum(&mut self, id: EnumId, define: bool) {
        let program = self.program;
        let enum_def = &program.enums[id];
        self.out.push_str("enum");
        if let Some(tag) = &enum_def.tag {
            self.out.push(' ');
            self.out.push_str(tag);
        }
        if !define && enum_def.tag.is_some() {
            return;
        }
        let consts = enum_def.consts.as_deref().unwrap_or(&[]);
        let items: Vec<String> = consts
            .iter()
            .map(|&sym| {
                let symbol = &program.symbols[sym];
                match symbol.kind {
                    SymbolKind::EnumConst {
                        expr: Some(expr), ..
                    } => {
                        let value = self.capture(|w| w.write_expr_cond(expr));
                        format!("{} = {value}", symbol.name)
                    }
                    _ => symbol.name.clone(),
                }
            })
            .collect();
        let one_line = items.join(", ");
        if items.is_empty() {
            self.out.push_str(" {}");
        } else if one_line.len() <= ENUM_LINE_LIMIT && !one_line.contains('\n') {
            self.out.push_str(" { ");
            self.out.push_str(&one_line);
            self.out.push_str(" }");
        } else {
            self.out.push_str(" {\n");
            for (idx, item) in items.iter().enumerate() {
                self.indent_at(self.level + 1);
                self.out.push_str(item);
                if idx + 1 < items.len() {
                    self.out.push(',');
                }
                self.out.push('\n');
            }
            self.indent();
            self.out.push('}');
        }
    }
}
