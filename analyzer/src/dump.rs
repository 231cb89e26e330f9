//! Annotated listings: an analysis result printed next to the source line of the
//! statement it belongs to. The format is stable; golden tests compare it.
//!
//! ```text
//! function matmul (mm.c:4)
//!   mm.c:6     for (int i = 0; i < n; i++) {
//!                  W a[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= m - 1}
//! ```
//!
//! Functions come in unit order, statements in source order (pre-order). A statement
//! whose annotation is empty is not listed. The source text is the user's line, read from
//! the file, trimmed; when the file cannot be read, a short summary of the statement
//! stands in.

use std::collections::HashMap;
use std::fmt::Write;

use crate::ir::visit::{Child, stmt_children};
use crate::ir::*;

/// Prints every function of the program with the annotations `note` gives each
/// statement (one string per line of annotation).
pub fn annotate(program: &Program, mut note: impl FnMut(StmtId) -> Vec<String>) -> String {
    let mut out = String::new();
    let mut sources = SourceCache::default();
    for unit in &program.units {
        for item in &unit.items {
            let Item::Func(f) = item else { continue };
            let func = &program.funcs[*f];
            let loc = program.funcs.loc(*f);
            let _ = writeln!(
                out,
                "function {} ({})",
                program.symbols[func.sym].name,
                short_loc(program, loc)
            );
            let mut stack: Vec<StmtId> = func.body.0.iter().rev().copied().collect();
            while let Some(s) = stack.pop() {
                let lines = note(s);
                if !lines.is_empty() {
                    let loc = program.stmts.loc(s);
                    let text = sources
                        .line(program, loc)
                        .unwrap_or_else(|| summary(&program.stmts[s]).to_string());
                    let _ = writeln!(out, "  {:<10} {}", short_loc(program, loc), text);
                    for line in lines {
                        let _ = writeln!(out, "               {line}");
                    }
                }
                let mut children = Vec::new();
                stmt_children(&program.stmts[s], &mut |c| {
                    if let Child::Stmt(c) = c {
                        children.push(c)
                    }
                });
                stack.extend(children.into_iter().rev());
            }
        }
    }
    out
}

/// `file.c:12` with the file's base name.
pub fn short_loc(program: &Program, loc: Loc) -> String {
    let path = program
        .files
        .get(loc.file.0 as usize)
        .map_or("?", |f| f.path.as_str());
    let base = path.rsplit('/').next().unwrap_or(path);
    format!("{base}:{}", loc.line)
}

fn summary(stmt: &Stmt) -> &'static str {
    match stmt {
        Stmt::Expr(_) => "<expression>",
        Stmt::Decl(_) => "<declaration>",
        Stmt::Block(_) => "{",
        Stmt::If { .. } => "if (...)",
        Stmt::While { .. } => "while (...)",
        Stmt::DoWhile { .. } => "do",
        Stmt::For { .. } => "for (...)",
        Stmt::Switch { .. } => "switch (...)",
        Stmt::Return(_) => "return",
        _ => "<statement>",
    }
}

#[derive(Default)]
struct SourceCache {
    files: HashMap<FileId, Option<Vec<String>>>,
}

impl SourceCache {
    fn line(&mut self, program: &Program, loc: Loc) -> Option<String> {
        let lines = self.files.entry(loc.file).or_insert_with(|| {
            let path = &program.files.get(loc.file.0 as usize)?.path;
            std::fs::read_to_string(path)
                .ok()
                .map(|t| t.lines().map(str::to_string).collect())
        });
        let line = lines.as_ref()?.get((loc.line as usize).checked_sub(1)?)?;
        Some(line.trim().to_string())
    }
}
