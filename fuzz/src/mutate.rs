//! C-aware random mutations of preprocessed text.
//!
//! Mutation points are chosen mostly (9 times in 10) among the user's lines, the rows
//! that the line markers attribute to a non-system file: that is where the front end's
//! lowering does its varied work, while the system headers are mostly declarations.

use crate::lex::{Tok, TokKind, tokenize};

/// A small, fast, seedable generator (SplitMix64): the fuzzer's only randomness, so a
/// seed reproduces a run.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`0` when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }

    /// True with probability `num/den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den < num
    }

    /// One element of a non-empty slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Tokens worth inserting or substituting besides the C keywords
/// ([`p4a_analyzer::ir::edit::C11_KEYWORDS`], see [`dictionary_token`]): punctuators, GNU
/// keywords and the GNU constructs the front end rewrites, odd literals.
const TOKENS: &[&str] = &[
    // GNU keywords.
    "__attribute__",
    "__attribute",
    "__asm__",
    "asm",
    "__asm",
    "__extension__",
    "__typeof__",
    "typeof",
    "__typeof",
    "__inline__",
    "__inline",
    "__restrict",
    "__restrict__",
    "__const",
    "__volatile__",
    "__signed__",
    "__builtin_offsetof",
    "__builtin_va_arg",
    "__builtin_va_list",
    "__builtin_types_compatible_p",
    "__builtin_expect",
    "__builtin_choose_expr",
    "__builtin_constant_p",
    "__label__",
    "__auto_type",
    "__int128",
    "__real__",
    "__imag__",
    "__complex__",
    "__alignof__",
    "__thread",
    "__func__",
    "__FUNCTION__",
    "__PRETTY_FUNCTION__",
    "_Float128",
    "__float128",
    "_Float64x",
    "__seg_fs",
    "__p4a_goto_indirect",
    "__p4a_label_addr",
    "__p4a_typeof_expr",
    // Punctuators, digraphs.
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ";",
    ",",
    ":",
    "?",
    "...",
    "=",
    "==",
    "->",
    ".",
    "*",
    "&",
    "&&",
    "||",
    "!",
    "~",
    "+",
    "-",
    "++",
    "--",
    "<<",
    ">>=",
    "<:",
    ":>",
    "<%",
    "%>",
    "%:",
    "#",
    "##",
    "\\",
    // GNU fragments.
    "__attribute__((unused))",
    "__attribute__((aligned(16)))",
    "__attribute__((packed))",
    "__attribute__((vector_size(16)))",
    "__attribute__((mode(DI)))",
    "__attribute__((",
    "__asm__(\"x\")",
    "__asm__ volatile (\"\" ::: \"memory\")",
    "case 1 ... 3:",
    "goto *p;",
    "&&lbl",
    "({ 1; })",
    "({",
    "})",
    "(int){1}",
    "[0 ... 3] =",
    ".x =",
    "[2] =",
    "typeof(1 + 1)",
    "__typeof__(int *)",
    "__builtin_offsetof(struct s, a.b[1])",
    "__builtin_va_arg(ap, int *)",
    "__builtin_types_compatible_p(int, long)",
    "_Generic(0, int: 1, default: 2)",
    "_Alignas(16)",
    "_Atomic(int)",
    "__extension__ ({",
    "__real__ x",
    "__imag__ x",
    // Literals.
    "0",
    "1",
    "-1",
    "0x7fffffffffffffff",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "1e999",
    "0x1p-3",
    "1.0i",
    "2i",
    "1.5if",
    "3ULL",
    "0b101",
    "017",
    "08",
    "1.",
    ".5",
    "'a'",
    "'\\0'",
    "'\\x41'",
    "'\\''",
    "''",
    "L'a'",
    "u8\"s\"",
    "\"\"",
    "\"\\u00e9\"",
    "\"a\" \"b\"",
    "\"\\",
    "'",
];

/// Whole lines worth inserting.
const SNIPPETS: &[&str] = &[
    "__label__ lbl;",
    "lbl: ;",
    "goto *&&lbl;",
    "static void *tbl[] = { &&lbl };",
    "typeof(x) y;",
    "__auto_type z = 1;",
    "struct { int a : 3; int : 0; unsigned : 2; } sb;",
    "_Static_assert(1, \"x\");",
    "asm volatile (\"\" ::: \"memory\");",
    "#pragma omp parallel for",
    "#pragma GCC diagnostic push",
    "#pragma",
    "#ident \"x\"",
    "int a[static 3];",
    "void vf(int n, int a[n][n], int b[*]);",
    "double _Complex c = 1.0i;",
    "__int128 v = 0;",
    "enum { EA = 1, EB, } ev;",
    "union u { int i; float f; };",
    "switch (x) { case 1 ... 3: break; default: ; }",
    "for (int i = 0; i < 10; i++) { }",
    "do { } while (0);",
    "while (0) ;",
    "if (1) ; else ;",
    "return;",
    "return 0;",
    "break;",
    "continue;",
    "x = ({ int t = 1; t; });",
    "int (*fp)(int, ...);",
    "int (*(*fpp)[3])(void);",
    "char s[] = \"abc\";",
    "struct sp { int x; } __attribute__((packed));",
    "extern int e __asm__(\"e2\");",
    "static inline int g(void) { return 0; }",
    "typedef int T; T T2;",
    "_Alignas(16) char buf[16];",
    "_Thread_local int tl;",
    "int gx = _Generic(1, int: 2, default: 3);",
    "long off = __builtin_offsetof(struct sp, x);",
    "(void)sizeof(int[3]);",
    "int m1 = 1, *m2 = &m1, m3[2] = {0};",
    "int old(a) int a; { return a; }",
    "int f(void);",
    "int f();",
    "{",
    "}",
    ";",
    "else",
    "case 0:",
    "default:",
    "x;",
    "x++;",
    "*p = 0;",
    "a[i][j] += b[j][i];",
    "p->q.r[1] = (struct sp){ .x = 1 };",
    "int arr[] = { [0 ... 2] = 1, [5] = 2 };",
    "static const char *const names[] = { \"a\", \"b\" };",
    "void (*signal(int, void (*)(int)))(int);",
    "__extension__ typedef long long ll;",
    "int k = 1 ? : 2;",
    "int bits = 1 << 31 >> 1;",
    "unsigned char uc = (unsigned char)~0;",
    "float fl = 1.0f / 0.0f;",
    "char *str = \"\\x41\\101\\n\";",
    "wchar_t w = L'x';",
    "va_list ap; __builtin_va_start(ap, n); __builtin_va_end(ap);",
    "struct fam { int n; double d[]; };",
    "int vla[n];",
    "goto lbl;",
    "l2: l3: ;",
    "__asm__(\"nop\");",
    "int *restrict rp;",
    "const volatile int cv = 0;",
    "register int r __asm__(\"rax\");",
];

/// Markers, well and badly formed.
const MARKER_LINES: &[u32] = &[0, 1, 2, 7, 100, u32::MAX];
const MARKER_FILES: &[&str] = &[
    "fuzz.c",
    "/usr/include/stdio.h",
    "user.h",
    "<built-in>",
    "<command-line>",
    "",
    "a\\\"b.c",
];
const MARKER_FLAGS: &[&str] = &["", " 1", " 2", " 3", " 1 3 4", " 2 3 4", " 3 4", " 5", " x"];
const BAD_MARKERS: &[&str] = &[
    "# \"x\"",
    "#line 5",
    "#line 5 \"l.c\"",
    "# 12",
    "# 1 \"unterminated",
    "#",
    "# 99999999999999999999 \"big.c\"",
    "# -1 \"neg.c\"",
    "# 1 \"fuzz.c\" 2",
    "# 1 \"fuzz.c\" 2 3 4",
];

/// Wrappers around a run of lines.
const WRAPS: &[(&str, &str)] = &[
    ("{", "}"),
    ("if (1) {", "}"),
    ("if (x) {", "} else {}"),
    ("for (;;) {", "}"),
    ("while (n--) {", "}"),
    ("do {", "} while (0);"),
    ("switch (0) {", "}"),
    ("switch (0) { case 0:", "}"),
    ("({", "});"),
    ("void wrapped(void) {", "}"),
    ("struct wrapped {", "};"),
    ("#pragma omp parallel\n{", "}"),
    ("__extension__ ({", "});"),
];

/// Characters for flips.
const CHARS: &[char] = &[
    '{', '}', '(', ')', '[', ']', ';', ',', '*', '&', '#', '"', '\'', '\\', '\n', '\r', '\t', '\0',
    ' ', 'a', 'Z', '_', '0', '9', '.', '-', '+', '<', '>', '=', ':', '?', '@', '$', '`', 'é', '€',
    '\u{feff}', '\u{7f}', '\u{2028}',
];

/// The byte ranges of the lines of a text (each with its `\n`), and which are user lines.
struct Lines {
    spans: Vec<(usize, usize)>,
    user: Vec<usize>,
}

fn lines(text: &str) -> Lines {
    let mut spans = Vec::new();
    let mut user = Vec::new();
    let mut start = 0;
    let mut system = false;
    for line in text.split_inclusive('\n') {
        let end = start + line.len();
        let k = spans.len();
        spans.push((start, end));
        if let Some(rest) = line.strip_prefix("# ")
            && rest.starts_with(|c: char| c.is_ascii_digit())
        {
            // `# 12 "file" 1 3`: flag 3 marks a system header.
            let file = rest.split('"').nth(1).unwrap_or("");
            let flags = rest.rsplit('"').next().unwrap_or("");
            system = file.starts_with('<') || flags.split_whitespace().any(|f| f == "3");
        } else if !system {
            user.push(k);
        }
        start = end;
    }
    Lines { spans, user }
}

impl Lines {
    fn pick(&self, rng: &mut Rng) -> usize {
        if !self.user.is_empty() && rng.chance(9, 10) {
            *rng.pick(&self.user)
        } else {
            rng.below(self.spans.len())
        }
    }

    /// The byte offset where line `k` starts (the text's end for `k` past the last).
    fn start(&self, k: usize, text: &str) -> usize {
        self.spans.get(k).map_or(text.len(), |s| s.0)
    }
}

/// Applies one to a dozen mutations to `base`; `other` is the partner for splices.
pub fn mutate(rng: &mut Rng, base: &str, other: &str) -> String {
    let mut text = base.to_string();
    let mut n = 1 + rng.below(4);
    if rng.chance(1, 8) {
        n += rng.below(8);
    }
    for _ in 0..n {
        text = mutate_once(rng, &text, other);
    }
    text
}

/// The token to act on: one on a (mostly user) line.
fn pick_token(rng: &mut Rng, toks: &[Tok], lines: &Lines) -> Option<usize> {
    if toks.is_empty() {
        return None;
    }
    let line = lines.pick(rng);
    let (lo, hi) = lines.spans[line];
    let first = toks.partition_point(|t| t.start < lo);
    let last = toks.partition_point(|t| t.start < hi);
    if first < last {
        Some(first + rng.below(last - first))
    } else {
        Some(rng.below(toks.len()))
    }
}

fn splice(text: &str, range: std::ops::Range<usize>, with: &str) -> String {
    let mut out = String::with_capacity(text.len() + with.len());
    out.push_str(&text[..range.start]);
    out.push_str(with);
    out.push_str(&text[range.end..]);
    out
}

/// One random mutation.
pub fn mutate_once(rng: &mut Rng, text: &str, other: &str) -> String {
    if text.is_empty() {
        return rng.pick(SNIPPETS).to_string();
    }
    let ls = lines(text);
    let nlines = ls.spans.len();
    match rng.below(20) {
        // Delete 1-3 lines.
        0 | 1 => {
            let a = ls.pick(rng);
            let b = (a + 1 + rng.below(3)).min(nlines);
            splice(text, ls.start(a, text)..ls.start(b, text), "")
        }
        // Duplicate lines elsewhere.
        2 => {
            let a = ls.pick(rng);
            let b = (a + 1 + rng.below(4)).min(nlines);
            let chunk = &text[ls.start(a, text)..ls.start(b, text)];
            let at = ls.start(ls.pick(rng), text);
            splice(text, at..at, &with_newline(chunk))
        }
        // Swap two lines.
        3 => {
            let (a, b) = {
                let x = ls.pick(rng);
                let y = ls.pick(rng);
                (x.min(y), x.max(y))
            };
            if a == b {
                return text.to_string();
            }
            let la = with_newline(&text[ls.spans[a].0..ls.spans[a].1]);
            let lb = with_newline(&text[ls.spans[b].0..ls.spans[b].1]);
            let mut out = String::with_capacity(text.len() + 2);
            out.push_str(&text[..ls.spans[a].0]);
            out.push_str(&lb);
            out.push_str(&text[ls.spans[a].1..ls.spans[b].0]);
            out.push_str(&la);
            out.push_str(&text[ls.spans[b].1..]);
            out
        }
        // Token-level mutations.
        4..=10 => {
            let toks = tokenize(text);
            let Some(t) = pick_token(rng, &toks, &ls) else {
                return text.to_string();
            };
            token_mutation(rng, text, &toks, t, &ls)
        }
        // Insert a snippet line.
        11 => {
            let at = ls.start(ls.pick(rng), text);
            splice(text, at..at, &format!("{}\n", rng.pick(SNIPPETS)))
        }
        // Insert a line marker.
        12 => {
            let at = ls.start(ls.pick(rng), text);
            let marker = if rng.chance(1, 3) {
                rng.pick(BAD_MARKERS).to_string()
            } else {
                format!(
                    "# {} \"{}\"{}",
                    rng.pick(MARKER_LINES),
                    rng.pick(MARKER_FILES),
                    rng.pick(MARKER_FLAGS)
                )
            };
            splice(text, at..at, &format!("{marker}\n"))
        }
        // Wrap a run of lines.
        13 => {
            let a = ls.pick(rng);
            let b = (a + 1 + rng.below(6)).min(nlines);
            let (open, close) = rng.pick(WRAPS);
            let (sa, sb) = (ls.start(a, text), ls.start(b, text));
            let inner = with_newline(&text[sa..sb]);
            splice(text, sa..sb, &format!("{open}\n{inner}{close}\n"))
        }
        // Truncate.
        14 => {
            let line = ls.pick(rng);
            let (lo, hi) = ls.spans[line];
            let mut at = lo + rng.below(hi - lo + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            text[..at].to_string()
        }
        // Splice with the other text: this one up to a line, the other from a line.
        15 => {
            let os = lines(other);
            if os.spans.is_empty() {
                return text.to_string();
            }
            let a = ls.start(ls.pick(rng), text);
            let b = os.start(os.pick(rng), other);
            format!("{}{}", &text[..a], &other[b..])
        }
        // Insert a whole user line of the other text.
        16 => {
            let os = lines(other);
            if os.spans.is_empty() {
                return text.to_string();
            }
            let k = os.pick(rng);
            let chunk = with_newline(&other[os.spans[k].0..os.spans[k].1]);
            let at = ls.start(ls.pick(rng), text);
            splice(text, at..at, &chunk)
        }
        // Flip characters.
        _ => {
            let line = ls.pick(rng);
            let (lo, hi) = ls.spans[line];
            let mut at = lo + rng.below(hi - lo);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            let len = text[at..].chars().next().map_or(0, char::len_utf8);
            let c = if rng.chance(1, 4) {
                // Any printable ASCII.
                char::from(b' ' + rng.below(95) as u8)
            } else {
                *rng.pick(CHARS)
            };
            let replace = if rng.chance(1, 3) { 0 } else { len };
            splice(text, at..at + replace, &c.to_string())
        }
    }
}

fn with_newline(s: &str) -> String {
    if s.ends_with('\n') {
        s.to_string()
    } else {
        format!("{s}\n")
    }
}

fn token_mutation(rng: &mut Rng, text: &str, toks: &[Tok], t: usize, ls: &Lines) -> String {
    let tok = toks[t];
    match rng.below(8) {
        // Delete 1-3 tokens.
        0 | 1 => {
            let last = (t + rng.below(3)).min(toks.len() - 1);
            splice(text, tok.start..toks[last].end, "")
        }
        // Duplicate a token run elsewhere.
        2 => {
            let last = (t + rng.below(5)).min(toks.len() - 1);
            let chunk = text[tok.start..toks[last].end].to_string();
            let Some(u) = pick_token(rng, toks, ls) else {
                return text.to_string();
            };
            let at = toks[u].start;
            splice(text, at..at, &format!("{chunk} "))
        }
        // Swap with another token on a user line.
        3 => {
            let Some(u) = pick_token(rng, toks, ls) else {
                return text.to_string();
            };
            let (a, b) = (toks[t.min(u)], toks[t.max(u)]);
            if t == u {
                return text.to_string();
            }
            let mut out = String::with_capacity(text.len());
            out.push_str(&text[..a.start]);
            out.push_str(&text[b.start..b.end]);
            out.push_str(&text[a.end..b.start]);
            out.push_str(&text[a.start..a.end]);
            out.push_str(&text[b.end..]);
            out
        }
        // Insert a dictionary token before this one.
        4 | 5 => splice(
            text,
            tok.start..tok.start,
            &format!("{} ", dictionary_token(rng)),
        ),
        // Replace by a dictionary token.
        6 => {
            let with = dictionary_token(rng);
            splice(text, tok.start..tok.end, with)
        }
        // Replace by another token of the same kind from the text (an identifier by an
        // identifier: variables become types, fields become functions).
        _ => {
            let same: Vec<&Tok> = (0..16)
                .map(|_| &toks[rng.below(toks.len())])
                .filter(|u| u.kind == tok.kind || tok.kind == TokKind::Other)
                .collect();
            match same.first() {
                Some(u) => {
                    let with = text[u.start..u.end].to_string();
                    splice(text, tok.start..tok.end, &with)
                }
                None => text.to_string(),
            }
        }
    }
}

/// A token of the dictionary: a C keyword or one of [`TOKENS`], uniformly.
fn dictionary_token(rng: &mut Rng) -> &'static str {
    let keywords = p4a_analyzer::ir::edit::C11_KEYWORDS;
    let k = rng.below(keywords.len() + TOKENS.len());
    match keywords.get(k) {
        Some(word) => word,
        None => TOKENS[k - keywords.len()],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn user_lines_follow_the_markers() {
        let t =
            "# 1 \"a.c\"\nint a;\n# 1 \"/usr/include/x.h\" 1 3 4\nint b;\n# 2 \"a.c\" 2\nint c;\n";
        let ls = lines(t);
        assert_eq!(ls.user, vec![1, 5]);
    }

    #[test]
    fn mutations_keep_utf8_and_are_reproducible() {
        let base = "# 1 \"a.c\"\nint main(void) { char *s = \"é€\"; return s[0]; }\n";
        let mut r1 = Rng::new(7);
        let mut r2 = Rng::new(7);
        for _ in 0..2000 {
            let a = mutate(&mut r1, base, base);
            let b = mutate(&mut r2, base, base);
            assert_eq!(a, b);
        }
    }
}
