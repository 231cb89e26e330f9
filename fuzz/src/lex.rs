//! A forgiving C tokenizer, only for choosing mutation points: every byte of the text
//! belongs to exactly one token or to whitespace, and token boundaries are char
//! boundaries.

/// What a token is, coarsely.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokKind {
    /// Identifier or keyword.
    Ident,
    /// Number (a pp-number: `1`, `0x1p-3`, `1.5e+10f`).
    Number,
    /// String or character literal (possibly unterminated at the end of the line).
    Literal,
    /// Punctuator.
    Punct,
    /// Any other character (`@`, `$`, non-ASCII).
    Other,
}

/// One token: its byte range and kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tok {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
    /// Kind.
    pub kind: TokKind,
}

const PUNCTS: [&str; 54] = [
    "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "*=",
    "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>", "<%", "%>", "[", "]", "(", ")",
    "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%", "<", ">", "^", "|", "?", ":", ";", "=",
    ",", "#", "\\", "'",
];

/// Splits `text` into tokens (whitespace is skipped).
pub fn tokenize(text: &str) -> Vec<Tok> {
    let bytes = text.as_bytes();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        let start = i;
        let kind = if b.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if b.is_ascii_alphabetic() || b == b'_' {
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            // A prefixed literal: L"x", u8"x", U'x'.
            if i < bytes.len()
                && (bytes[i] == b'"' || bytes[i] == b'\'')
                && matches!(&text[start..i], "L" | "u" | "U" | "u8")
            {
                i = literal_end(bytes, i);
                TokKind::Literal
            } else {
                TokKind::Ident
            }
        } else if b.is_ascii_digit()
            || (b == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit))
        {
            i += 1;
            while i < bytes.len() {
                let c = bytes[i];
                let sign =
                    (c == b'+' || c == b'-') && matches!(bytes[i - 1], b'e' | b'E' | b'p' | b'P');
                if sign || c.is_ascii_alphanumeric() || c == b'_' || c == b'.' {
                    i += 1;
                } else {
                    break;
                }
            }
            TokKind::Number
        } else if b == b'"' || (b == b'\'' && bytes.get(i + 1).is_some_and(|&c| c != b'\n')) {
            i = literal_end(bytes, i);
            TokKind::Literal
        } else if let Some(p) = PUNCTS.iter().find(|p| text[i..].starts_with(**p)) {
            i += p.len();
            TokKind::Punct
        } else {
            i += text[i..].chars().next().map_or(1, char::len_utf8);
            TokKind::Other
        };
        toks.push(Tok {
            start,
            end: i,
            kind,
        });
    }
    toks
}

/// The end of the string or character literal opening at `i` (past the closing quote,
/// or at the end of the line when it is unterminated).
fn literal_end(bytes: &[u8], i: usize) -> usize {
    let quote = bytes[i];
    let mut j = i + 1;
    while j < bytes.len() {
        match bytes[j] {
            b'\\' => {
                j += 2;
                continue;
            }
            b'\n' => return j,
            c if c == quote => return j + 1,
            _ => j += 1,
        }
    }
    // An escape at the very end may step past the text, or into a multi-byte char.
    let mut end = j.min(bytes.len());
    while end < bytes.len() && (bytes[end] & 0xC0) == 0x80 {
        end += 1;
    }
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(s: &str) -> Vec<&str> {
        tokenize(s).iter().map(|t| &s[t.start..t.end]).collect()
    }

    #[test]
    fn tokens_of_a_line() {
        assert_eq!(
            texts(r#"x->y += 0x1p-3 + L"a\"b" ... 'c' é"#),
            vec![
                "x",
                "->",
                "y",
                "+=",
                "0x1p-3",
                "+",
                r#"L"a\"b""#,
                "...",
                "'c'",
                "é"
            ]
        );
    }

    #[test]
    fn token_ends_are_char_boundaries() {
        let s = "\"é\\";
        for t in tokenize(s) {
            assert!(s.is_char_boundary(t.start) && s.is_char_boundary(t.end));
        }
        let s = "'\\é";
        for t in tokenize(s) {
            assert!(s.is_char_boundary(t.start) && s.is_char_boundary(t.end));
        }
    }
}
