//! Comparing what two runs printed: byte for byte, or token by token with a relative
//! tolerance on numbers.
//!
//! In tolerance mode a line splits into tokens: numbers (`-1.5e-3`, `42`, `nan`, `-inf`),
//! words (`sum`, `x1`) and single punctuation characters; whitespace only separates them.
//! Both outputs are split the same way, so `sum=1.5` compares as `sum`, `=`, `1.5`. Two
//! numbers match when equal, both NaN, or `|a - b| <= tolerance * max(|a|, |b|)`.

use crate::process::shorten;

/// Compares `actual` with `expected`; on a difference, says where and how, in one line.
pub(crate) fn compare(
    expected: &[u8],
    actual: &[u8],
    tolerance: Option<f64>,
) -> Result<(), String> {
    match tolerance {
        None => compare_exact(expected, actual),
        Some(tolerance) => compare_numeric(
            &String::from_utf8_lossy(expected),
            &String::from_utf8_lossy(actual),
            tolerance,
        ),
    }
}

fn compare_exact(expected: &[u8], actual: &[u8]) -> Result<(), String> {
    if expected == actual {
        return Ok(());
    }
    let strip = |line: &[u8]| line.strip_suffix(b"\n").unwrap_or(line).to_vec();
    let expected_lines: Vec<Vec<u8>> = expected
        .split_inclusive(|&b| b == b'\n')
        .map(strip)
        .collect();
    let actual_lines: Vec<Vec<u8>> = actual.split_inclusive(|&b| b == b'\n').map(strip).collect();
    for (index, (want, got)) in expected_lines.iter().zip(&actual_lines).enumerate() {
        if want != got {
            return Err(format!(
                "line {}: expected `{}`, got `{}`",
                index + 1,
                show(want),
                show(got)
            ));
        }
    }
    // The lines they share are equal: one output is longer, or only a final newline differs.
    let common = expected_lines.len().min(actual_lines.len());
    if expected_lines.len() > common {
        Err(format!(
            "line {}: output ends early; expected `{}`",
            common + 1,
            show(&expected_lines[common])
        ))
    } else if actual_lines.len() > common {
        Err(format!(
            "line {}: extra output; got `{}`",
            common + 1,
            show(&actual_lines[common])
        ))
    } else {
        Err("outputs differ only in the final newline".to_owned())
    }
}

fn compare_numeric(expected: &str, actual: &str, tolerance: f64) -> Result<(), String> {
    let expected_lines: Vec<&str> = significant_lines(expected);
    let actual_lines: Vec<&str> = significant_lines(actual);
    for (index, (want, got)) in expected_lines.iter().zip(&actual_lines).enumerate() {
        let want_tokens = tokens(want);
        let got_tokens = tokens(got);
        let mismatch = |why: String| {
            format!(
                "line {}: expected `{}`, got `{}` ({why})",
                index + 1,
                shorten(want, 100),
                shorten(got, 100)
            )
        };
        for (want_token, got_token) in want_tokens.iter().zip(&got_tokens) {
            match (want_token, got_token) {
                (Token::Number(a, a_text), Token::Number(b, b_text))
                    if !numbers_match(*a, *b, tolerance) =>
                {
                    return Err(mismatch(format!(
                        "{a_text} vs {b_text} beyond relative tolerance {tolerance:e}"
                    )));
                }
                (Token::Number(..), Token::Number(..)) => {}
                (want_token, got_token) if want_token.text() != got_token.text() => {
                    return Err(mismatch(format!(
                        "`{}` vs `{}`",
                        want_token.text(),
                        got_token.text()
                    )));
                }
                _ => {}
            }
        }
        if want_tokens.len() != got_tokens.len() {
            return Err(mismatch(format!(
                "{} tokens vs {}",
                want_tokens.len(),
                got_tokens.len()
            )));
        }
    }
    let common = expected_lines.len().min(actual_lines.len());
    if expected_lines.len() > common {
        return Err(format!(
            "line {}: output ends early; expected `{}`",
            common + 1,
            shorten(expected_lines[common], 100)
        ));
    }
    if actual_lines.len() > common {
        return Err(format!(
            "line {}: extra output; got `{}`",
            common + 1,
            shorten(actual_lines[common], 100)
        ));
    }
    Ok(())
}

/// The lines of `text` without trailing blank lines, which tolerance mode ignores.
fn significant_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().collect();
    while lines.last().is_some_and(|line| line.trim().is_empty()) {
        lines.pop();
    }
    lines
}

fn numbers_match(a: f64, b: f64, tolerance: f64) -> bool {
    a == b || (a.is_nan() && b.is_nan()) || (a - b).abs() <= tolerance * a.abs().max(b.abs())
}

fn show(line: &[u8]) -> String {
    shorten(&String::from_utf8_lossy(line), 100)
}

/// A piece of a line in tolerance mode.
#[derive(Debug, PartialEq)]
enum Token<'a> {
    Number(f64, &'a str),
    Text(&'a str),
}

impl<'a> Token<'a> {
    fn text(&self) -> &'a str {
        match self {
            Token::Number(_, text) | Token::Text(text) => text,
        }
    }
}

fn tokens(line: &str) -> Vec<Token<'_>> {
    let bytes = line.as_bytes();
    let mut res = Vec::new();
    let mut pos = 0;
    while pos < bytes.len() {
        let byte = bytes[pos];
        let start = pos;
        if byte.is_ascii_whitespace() {
            pos += 1;
            continue;
        }
        let signed = (byte == b'-' || byte == b'+')
            && (start == 0 || !is_word_byte(bytes[start - 1]) && bytes[start - 1] != b'.');
        let body = if signed { start + 1 } else { start };
        if starts_number(bytes, body) {
            pos = number_end(bytes, body);
            let text = &line[start..pos];
            match text.parse::<f64>() {
                Ok(value) => res.push(Token::Number(value, text)),
                Err(_) => res.push(Token::Text(text)),
            }
        } else if body < bytes.len() && is_word_start(bytes[body]) {
            pos = body;
            while pos < bytes.len() && is_word_byte(bytes[pos]) {
                pos += 1;
            }
            let text = &line[start..pos];
            let word = &line[body..pos];
            let special = ["nan", "inf", "infinity"]
                .iter()
                .any(|name| word.eq_ignore_ascii_case(name));
            if special {
                // Rust reads `-nan` as NaN, `-inf` as negative infinity.
                res.push(Token::Number(text.parse().unwrap_or(f64::NAN), text));
            } else if signed {
                res.push(Token::Text(&line[start..body]));
                res.push(Token::Text(word));
            } else {
                res.push(Token::Text(text));
            }
        } else {
            // One character of punctuation, taken whole even when it is several bytes long.
            let width = line[start..].chars().next().map_or(1, char::len_utf8);
            pos = start + width;
            res.push(Token::Text(&line[start..pos]));
        }
    }
    res
}

fn is_word_start(byte: u8) -> bool {
    byte.is_ascii_alphabetic() || byte == b'_'
}

fn is_word_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_'
}

fn starts_number(bytes: &[u8], pos: usize) -> bool {
    match bytes.get(pos) {
        Some(byte) if byte.is_ascii_digit() => true,
        Some(b'.') => bytes.get(pos + 1).is_some_and(u8::is_ascii_digit),
        _ => false,
    }
}

fn number_end(bytes: &[u8], mut pos: usize) -> usize {
    let digits = |mut pos: usize| {
        while pos < bytes.len() && bytes[pos].is_ascii_digit() {
            pos += 1;
        }
        pos
    };
    pos = digits(pos);
    if bytes.get(pos) == Some(&b'.') {
        pos = digits(pos + 1);
    }
    if matches!(bytes.get(pos), Some(b'e' | b'E')) {
        let mut exponent = pos + 1;
        if matches!(bytes.get(exponent), Some(b'+' | b'-')) {
            exponent += 1;
        }
        if bytes.get(exponent).is_some_and(u8::is_ascii_digit) {
            pos = digits(exponent);
        }
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(line: &str) -> Vec<&str> {
        tokens(line).iter().map(Token::text).collect()
    }

    #[test]
    fn splits_lines_into_tokens() {
        assert_eq!(
            texts("sum=1.5e-3, n=-4"),
            ["sum", "=", "1.5e-3", ",", "n", "=", "-4"]
        );
        assert_eq!(texts("x-1 a1b2 .5 3."), ["x", "-", "1", "a1b2", ".5", "3."]);
        assert_eq!(texts("-nan inf -Infinity"), ["-nan", "inf", "-Infinity"]);
        assert_eq!(texts("1e 2e+ 3e+4"), ["1", "e", "2", "e", "+", "3e+4"]);
        assert_eq!(texts("−1 é"), ["−", "1", "é"]);
        assert!(matches!(tokens("-inf")[0], Token::Number(value, _) if value == f64::NEG_INFINITY));
    }

    #[test]
    fn exact_comparison_names_the_first_difference() {
        let check = |a: &str, b: &str| compare(a.as_bytes(), b.as_bytes(), None);
        assert_eq!(check("a\nb\n", "a\nb\n"), Ok(()));
        assert_eq!(
            check("a\nb\nc\n", "a\nB\nc\n").unwrap_err(),
            "line 2: expected `b`, got `B`"
        );
        assert_eq!(
            check("a\nb\n", "a\n").unwrap_err(),
            "line 2: output ends early; expected `b`"
        );
        assert_eq!(
            check("a\n", "a\nz\n").unwrap_err(),
            "line 2: extra output; got `z`"
        );
        assert_eq!(
            check("a\n", "a").unwrap_err(),
            "outputs differ only in the final newline"
        );
    }

    #[test]
    fn numeric_comparison_uses_the_tolerance() {
        let check = |a: &str, b: &str| compare(a.as_bytes(), b.as_bytes(), Some(1e-6));
        assert_eq!(check("s = 1.0000000\n", "s = 1.0000001\n"), Ok(()));
        assert_eq!(check("s = 0\n", "s = 0.0\n"), Ok(()));
        assert_eq!(check("nan -nan\n\n", "nan nan"), Ok(()));
        assert_eq!(check("a  b\n", "a b\n"), Ok(()));
        assert_eq!(
            check("s = 1.0\n", "s = 1.001\n").unwrap_err(),
            "line 1: expected `s = 1.0`, got `s = 1.001` (1.0 vs 1.001 beyond relative tolerance 1e-6)"
        );
        assert_eq!(
            check("sum 1\n", "sun 1\n").unwrap_err(),
            "line 1: expected `sum 1`, got `sun 1` (`sum` vs `sun`)"
        );
        assert_eq!(
            check("1 2\n", "1 2 3\n").unwrap_err(),
            "line 1: expected `1 2`, got `1 2 3` (2 tokens vs 3)"
        );
        assert_eq!(
            check("1\n2\n", "1\n").unwrap_err(),
            "line 2: output ends early; expected `2`"
        );
        assert_eq!(check("12345\n", "12346\n").map_err(|_| ()), Err(()));
    }
}
