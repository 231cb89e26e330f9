//! Allocation wrappers without source: functions declared with
//! `__attribute__((malloc))` or `__attribute__((alloc_size(...)))` (any spelling:
//! `__malloc__`, `[[gnu::malloc]]`), or named by the user
//! ([`EffectsOptions::malloc_like`](super::EffectsOptions)).
//!
//! A call of such a function whose arguments carry no pointer is a fresh allocation site,
//! as a call of `malloc` is (see `Walker::apply_allocator`). Functions with source are
//! never in the set: their own summary is both sound and more precise; nor are the
//! library functions p4a knows (`malloc` itself, `strdup`), which keep their entry.

use rustc_hash::FxHashSet;

use super::EffectsOptions;
use crate::ir::*;

/// The external functions (no definition) that allocate as `malloc` does.
pub(super) fn allocators(program: &Program, options: &EffectsOptions) -> FxHashSet<SymbolId> {
    let mut res = FxHashSet::default();
    let is_external_func = |s: SymbolId| {
        let symbol = &program.symbols[s];
        symbol.kind == SymbolKind::Func
            && symbol.def.is_none()
            && super::libc::lookup(&symbol.name).is_none()
    };
    for (sym, symbol) in program.symbols.iter() {
        if is_external_func(sym) && options.malloc_like.contains(&symbol.name) {
            res.insert(sym);
        }
    }
    for stmt in program.stmts.iter().map(|(_, s)| s) {
        let Stmt::Decl(group) = stmt else { continue };
        for d in &group.decls {
            if is_external_func(d.sym)
                && group
                    .specs
                    .attrs
                    .iter()
                    .chain(&d.attrs)
                    .any(|a| declares_allocator(a))
            {
                res.insert(d.sym);
            }
        }
    }
    res
}

/// Whether the verbatim attribute text `attr` holds `malloc` or `alloc_size`.
fn declares_allocator(attr: &str) -> bool {
    attribute_names(attr)
        .iter()
        .any(|n| n == "malloc" || n == "alloc_size")
}

/// The names of the attributes in `__attribute__((a, b(1), c))` or `[[gnu::a, b]]`,
/// without namespaces and without the `__` around them.
fn attribute_names(attr: &str) -> Vec<String> {
    let text = attr.trim();
    let inner = if let Some(rest) = text.strip_prefix("[[") {
        rest.strip_suffix("]]").unwrap_or(rest)
    } else {
        let Some(open) = text.find("((") else {
            return Vec::new();
        };
        let rest = &text[open + 2..];
        rest.strip_suffix("))").unwrap_or(rest)
    };
    let mut items = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (k, c) in inner.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                items.push(&inner[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[start..]);
    items
        .into_iter()
        .filter_map(|item| {
            let head = item.split('(').next()?.trim();
            let name = head.rsplit("::").next()?.trim();
            let name = name.strip_prefix("__").unwrap_or(name);
            let name = name.strip_suffix("__").unwrap_or(name);
            (!name.is_empty()).then(|| name.to_string())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attribute_names_in_every_spelling() {
        assert_eq!(attribute_names("__attribute__((malloc))"), ["malloc"]);
        assert_eq!(
            attribute_names("__attribute__((__malloc__, warn_unused_result))"),
            ["malloc", "warn_unused_result"]
        );
        assert_eq!(
            attribute_names("__attribute__ ((alloc_size(1, 2), malloc(free, 1)))"),
            ["alloc_size", "malloc"]
        );
        assert_eq!(attribute_names("[[gnu::malloc]]"), ["malloc"]);
        assert_eq!(
            attribute_names("[[__gnu__::__alloc_size__(1)]]"),
            ["alloc_size"]
        );
        assert!(!declares_allocator("__attribute__((cleanup(malloc)))"));
        assert!(!declares_allocator("__attribute__((aligned(16)))"));
    }
}
