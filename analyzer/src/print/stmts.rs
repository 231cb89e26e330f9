//! Statements and declarations.
//!
//! Every statement starts on a new line at the writer's level and ends with a newline.
//! Bodies of `if`, `else`, `while`, `do`, `for` and `switch` always get braces (a body
//! that is already a block is not wrapped twice: C makes each substatement a scope of its
//! own, so the braces add none). Label, `case` and `default` markers are written one
//! level out, and followed by `;` when nothing that may be labelled follows them.

use super::{LINE_LIMIT, Writer};
use crate::ir::{
    DeclGroup, Declarator, Directive, ForInit, ParallelLoop, RedOp, Stmt, StmtId, SymbolId,
};

/// What a declarator follows, which decides the space before it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lead {
    /// The declaration specifiers: a space, unless the declarator is empty or an array
    /// suffix.
    Specifiers,
    /// A comma on the same line: a space, unless the declarator is empty.
    Comma,
    /// The indentation of a new line: nothing.
    LineStart,
}

impl Writer<'_> {
    /// The OpenMP text of a parallel loop (after `#pragma`): each list of names sorted,
    /// reductions grouped by operator.
    pub(super) fn write_directive(&mut self, d: &Directive) {
        match d {
            Directive::ParallelLoop(d) => {
                self.out.push_str("omp parallel for");
                self.write_clauses(d);
            }
            Directive::Region { private } => {
                self.out.push_str("omp parallel");
                self.write_clauses(&ParallelLoop {
                    private: private.clone(),
                    ..ParallelLoop::default()
                });
            }
            Directive::Share(d) => {
                self.out.push_str("omp for");
                self.write_clauses(d);
            }
            Directive::Master => self.out.push_str("omp master"),
            Directive::Barrier => self.out.push_str("omp barrier"),
        }
    }

    /// The clauses of a parallel loop, each after a space.
    pub(super) fn write_clauses(&mut self, d: &ParallelLoop) {
        let program = self.program;
        let names = |v: &[SymbolId]| -> String {
            let mut n: Vec<&str> = v
                .iter()
                .map(|&s| program.symbols[s].name.as_str())
                .collect();
            n.sort_unstable();
            n.join(", ")
        };
        for (clause, list) in [
            ("private", &d.private),
            ("firstprivate", &d.firstprivate),
            ("lastprivate", &d.lastprivate),
        ] {
            if !list.is_empty() {
                self.out.push_str(&format!(" {clause}({})", names(list)));
            }
        }
        if d.cyclic {
            self.out.push_str(" schedule(static, 1)");
        }
        let mut ops: Vec<RedOp> = d.reductions.iter().map(|r| r.0).collect();
        ops.sort();
        ops.dedup();
        for op in ops {
            let vars: Vec<SymbolId> = d
                .reductions
                .iter()
                .filter(|r| r.0 == op)
                .map(|r| r.1)
                .collect();
            self.out
                .push_str(&format!(" reduction({}:{})", op.omp(), names(&vars)));
        }
        if let Some(e) = d.when {
            self.out.push_str(" if(");
            self.write_expr(e);
            self.out.push(')');
        }
    }

    /// Writes one statement at the current level.
    pub(super) fn write_stmt(&mut self, id: StmtId) {
        // A marker on its own ends its (implicit) block.
        self.write_stmt_followed_by(id, None);
    }

    /// Writes the statements of a block, one level in from the braces already written.
    pub(super) fn write_block_contents(&mut self, stmts: &[StmtId]) {
        for (idx, stmt) in stmts.iter().enumerate() {
            self.write_stmt_followed_by(*stmt, stmts.get(idx + 1).copied());
        }
    }

    /// Whether a label, `case` or `default` placed before `next` must be followed by an
    /// empty statement: at the end of a block, and before what is not a statement.
    fn marker_needs_empty_stmt(&self, next: Option<StmtId>) -> bool {
        match next {
            None => true,
            Some(next) => matches!(
                self.program.stmts[next],
                Stmt::Decl(_)
                    | Stmt::StaticAssert(_)
                    | Stmt::Pragma(_)
                    | Stmt::Directive(_)
                    | Stmt::LocalLabels(_)
            ),
        }
    }

    /// Writes statement `id`, knowing the statement that follows it in its block.
    fn write_stmt_followed_by(&mut self, id: StmtId, next: Option<StmtId>) {
        let program = self.program;
        match &program.stmts[id] {
            Stmt::Case(lo, hi) => {
                self.indent_at(self.level.saturating_sub(1));
                self.out.push_str("case ");
                self.write_expr_cond(*lo);
                if let Some(hi) = hi {
                    self.out.push_str(" ... ");
                    self.write_expr_cond(*hi);
                }
                self.end_marker(next);
            }
            Stmt::Default => {
                self.indent_at(self.level.saturating_sub(1));
                self.out.push_str("default");
                self.end_marker(next);
            }
            Stmt::Label(name) => {
                self.indent_at(self.level.saturating_sub(1));
                self.out.push_str(name);
                self.end_marker(next);
            }
            Stmt::Expr(expr) => {
                self.indent();
                self.write_expr(*expr);
                self.out.push_str(";\n");
            }
            Stmt::Decl(group) => self.write_declaration(group),
            Stmt::Block(block) => {
                self.indent();
                self.out.push_str("{\n");
                self.level += 1;
                self.write_block_contents(&block.0);
                self.level -= 1;
                self.indent();
                self.out.push_str("}\n");
            }
            Stmt::If { cond, then, els } => {
                self.indent();
                self.out.push_str("if (");
                self.write_condition(*cond);
                self.out.push(')');
                self.write_body(*then);
                let mut els = *els;
                while let Some(branch) = els {
                    if let Stmt::If {
                        cond,
                        then,
                        els: next_els,
                    } = &program.stmts[branch]
                    {
                        self.out.push_str(" else if (");
                        self.write_condition(*cond);
                        self.out.push(')');
                        self.write_body(*then);
                        els = *next_els;
                    } else {
                        self.out.push_str(" else");
                        self.write_body(branch);
                        els = None;
                    }
                }
                self.out.push('\n');
            }
            Stmt::While { cond, body } => {
                self.indent();
                self.out.push_str("while (");
                self.write_condition(*cond);
                self.out.push(')');
                self.write_body(*body);
                self.out.push('\n');
            }
            Stmt::DoWhile { body, cond } => {
                self.indent();
                self.out.push_str("do");
                self.write_body(*body);
                self.out.push_str(" while (");
                self.write_condition(*cond);
                self.out.push_str(");\n");
            }
            Stmt::For {
                init,
                cond,
                step,
                body,
                counted: _,
            } => self.write_for(init, *cond, *step, *body),
            Stmt::Switch { cond, body } => {
                self.indent();
                self.out.push_str("switch (");
                self.write_expr(*cond);
                self.out.push(')');
                self.write_body(*body);
                self.out.push('\n');
            }
            Stmt::Goto(label) => {
                self.indent();
                self.out.push_str("goto ");
                self.out.push_str(label);
                self.out.push_str(";\n");
            }
            Stmt::GotoIndirect(target) => {
                self.indent();
                self.out.push_str("goto *");
                self.write_expr_prec(*target, super::exprs::Prec::Cast);
                self.out.push_str(";\n");
            }
            Stmt::Break => {
                self.indent();
                self.out.push_str("break;\n");
            }
            Stmt::Continue => {
                self.indent();
                self.out.push_str("continue;\n");
            }
            Stmt::Return(value) => {
                self.indent();
                self.out.push_str("return");
                if let Some(value) = value {
                    self.out.push(' ');
                    self.write_expr(*value);
                }
                self.out.push_str(";\n");
            }
            Stmt::Empty => {
                self.indent();
                self.out.push_str(";\n");
            }
            Stmt::Pragma(text) => {
                self.indent();
                self.out.push_str("#pragma ");
                self.out.push_str(text.trim_end());
                self.out.push('\n');
            }
            Stmt::Directive(d) => {
                self.indent();
                self.out.push_str("#pragma ");
                self.write_directive(d);
                self.out.push('\n');
            }
            Stmt::LocalLabels(names) => {
                self.indent();
                self.out.push_str("__label__ ");
                self.out.push_str(&names.join(", "));
                self.out.push_str(";\n");
            }
            Stmt::Asm(text) | Stmt::StaticAssert(text) => {
                self.indent();
                let text = text.trim_end();
                self.out.push_str(text);
                if !text.ends_with(';') {
                    self.out.push(';');
                }
                self.out.push('\n');
            }
        }
    }

    /// Ends a marker line: `:` and, when needed, an empty statement.
    fn end_marker(&mut self, next: Option<StmtId>) {
        self.out.push(':');
        if self.marker_needs_empty_stmt(next) {
            self.out.push(';');
        }
        self.out.push('\n');
    }

    /// Writes ` { ... }` around the body of a control statement, without a newline
    /// after the closing brace.
    fn write_body(&mut self, body: StmtId) {
        self.out.push_str(" {\n");
        self.level += 1;
        match &self.program.stmts[body] {
            Stmt::Block(block) => self.write_block_contents(&block.0),
            Stmt::Empty => {}
            _ => self.write_block_contents(&[body]),
        }
        self.level -= 1;
        self.indent();
        self.out.push('}');
    }

    /// Writes a `for` statement. A declaration that cannot be written as one (see
    /// [`Writer::is_shared_declaration`]) is hoisted into a block around the loop, which
    /// has the same meaning.
    fn write_for(
        &mut self,
        init: &ForInit,
        cond: Option<crate::ir::ExprId>,
        step: Option<crate::ir::ExprId>,
        body: StmtId,
    ) {
        let hoisted = match init {
            ForInit::Decl(group) if !self.is_shared_declaration(group) => Some(group),
            _ => None,
        };
        if let Some(group) = hoisted {
            self.indent();
            self.out.push_str("{\n");
            self.level += 1;
            self.write_declaration(group);
        }
        self.indent();
        self.out.push_str("for (");
        match init {
            ForInit::None => {}
            ForInit::Expr(expr) => self.write_expr(*expr),
            ForInit::Decl(group) => {
                if hoisted.is_none() {
                    self.inline_bodies += 1;
                    self.write_shared_declaration(group);
                    self.inline_bodies -= 1;
                }
            }
        }
        self.out.push(';');
        if let Some(cond) = cond {
            self.out.push(' ');
            self.write_condition(cond);
        }
        self.out.push(';');
        if let Some(step) = step {
            self.out.push(' ');
            self.write_expr(step);
        }
        self.out.push(')');
        self.write_body(body);
        self.out.push('\n');
        if hoisted.is_some() {
            self.level -= 1;
            self.indent();
            self.out.push_str("}\n");
        }
    }

    /// Whether every declarator of `group` is built on the group's base, so that the
    /// group is written as one declaration.
    pub(super) fn is_shared_declaration(&self, group: &DeclGroup) -> bool {
        group
            .decls
            .iter()
            .all(|decl| self.reaches(decl.ty, group.base))
    }

    /// Writes a declaration statement at the current level: one line (plus the lines of
    /// a struct body), or one declaration per declarator when they do not share the
    /// group's base.
    pub(super) fn write_declaration(&mut self, group: &DeclGroup) {
        if self.is_shared_declaration(group) {
            self.indent();
            self.write_shared_declaration(group);
            self.out.push_str(";\n");
            return;
        }
        if group.defines_base {
            self.indent();
            self.write_base(group.base, true);
            self.out.push_str(";\n");
        }
        for decl in &group.decls {
            self.indent();
            self.write_specs(&group.specs);
            let base = self.innermost(decl.ty);
            self.write_base(base, false);
            self.write_declarator(decl, base, Lead::Specifiers);
            self.out.push_str(";\n");
        }
    }

    /// Writes a declaration whose declarators all reach its base, without `;`. When the
    /// line would get longer than [`LINE_LIMIT`], each declarator after the first goes
    /// on a line of its own, one level in.
    fn write_shared_declaration(&mut self, group: &DeclGroup) {
        let DeclGroup {
            base,
            defines_base,
            specs,
            decls,
        } = group;
        self.write_specs(specs);
        self.write_base(*base, *defines_base);
        // Measured only when there is a choice (a single declarator stays on its line).
        let column = if decls.len() > 1 { self.column() } else { None };
        let one_line_end = column.map(|start| {
            let texts = decls.iter().enumerate().map(|(idx, decl)| {
                let lead = if idx == 0 {
                    Lead::Specifiers
                } else {
                    Lead::Comma
                };
                self.capture(|w| w.write_declarator(decl, *base, lead))
            });
            start + texts.map(|text| text.len() + 1).sum::<usize>()
        });
        let break_lines = one_line_end.is_some_and(|end| end > LINE_LIMIT);
        for (idx, decl) in decls.iter().enumerate() {
            let lead = if idx == 0 {
                Lead::Specifiers
            } else if break_lines {
                self.out.push_str(",\n");
                self.indent_at(self.level + 1);
                Lead::LineStart
            } else {
                self.out.push(',');
                Lead::Comma
            };
            self.write_declarator(decl, *base, lead);
        }
    }

    /// Writes one declarator (preceded by what `lead` asks for): the declarator relative
    /// to `base`, asm label, attributes and initializer.
    fn write_declarator(&mut self, decl: &Declarator, base: crate::ir::TypeId, lead: Lead) {
        let Declarator {
            sym,
            ty,
            init,
            attrs,
            asm_label,
        } = decl;
        let name = &self.program.symbols[*sym].name;
        let declarator = self.declarator(*ty, base, name, false);
        match lead {
            Lead::Specifiers => self.push_declarator(&declarator),
            Lead::Comma if !declarator.is_empty() => {
                self.out.push(' ');
                self.out.push_str(&declarator);
            }
            Lead::Comma | Lead::LineStart => self.out.push_str(&declarator),
        }
        if let Some(label) = asm_label {
            self.out.push(' ');
            self.write_asm_label(label);
        }
        for attr in attrs {
            self.out.push(' ');
            self.out.push_str(attr);
        }
        if let Some(init) = init {
            self.out.push_str(" = ");
            self.write_init(init);
        }
    }

    /// Writes an asm label: verbatim when it is already `asm(...)`, else wrapped.
    fn write_asm_label(&mut self, label: &str) {
        let label = label.trim();
        if label.starts_with("asm") || label.starts_with("__asm") {
            self.out.push_str(label);
        } else if label.starts_with('"') {
            self.out.push_str("__asm__(");
            self.out.push_str(label);
            self.out.push(')');
        } else {
            self.out.push_str("__asm__(\"");
            self.out.push_str(label);
            self.out.push_str("\")");
        }
    }
}
