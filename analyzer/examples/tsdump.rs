//! Prints tree-sitter's parse of a C file as an indented tree (a debugging aid).
fn dump(node: tree_sitter::Node, src: &[u8], depth: usize, field: Option<&str>) {
    let text = if node.child_count() == 0 {
        format!(" {:?}", node.utf8_text(src).unwrap_or(""))
    } else {
        String::new()
    };
    println!(
        "{}{}{}{}",
        "  ".repeat(depth),
        field.map(|f| format!("{f}: ")).unwrap_or_default(),
        if node.is_named() {
            node.kind().to_string()
        } else {
            format!("'{}'", node.kind())
        },
        text
    );
    let mut c = node.walk();
    for (i, child) in node.children(&mut c).enumerate() {
        let f = node.field_name_for_child(i as u32);
        dump(child, src, depth + 1, f);
    }
}
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let src = std::fs::read(&path).unwrap();
    let mut p = tree_sitter::Parser::new();
    p.set_language(&tree_sitter_c::LANGUAGE.into()).unwrap();
    let t = p.parse(&src, None).unwrap();
    dump(t.root_node(), &src, 0, None);
}
