//! Shrinking an input while it keeps failing the same way: delta debugging over lines,
//! then over tokens, repeated until neither removes anything.

use crate::check::{Finding, check};
use crate::fixpoint::roundtrip_finding;
use crate::lex::tokenize;

/// Removes chunks of `units` (byte ranges of `text`, in order) while `fails` holds.
fn shrink_units(
    text: &str,
    units: &[(usize, usize)],
    fails: &mut impl FnMut(&str) -> bool,
) -> Option<String> {
    if units.is_empty() {
        return None;
    }
    let mut keep = vec![true; units.len()];
    let build = |keep: &[bool]| -> String {
        // Text between kept units is kept; a removed unit takes its bytes only.
        let mut out = String::with_capacity(text.len());
        let mut at = 0;
        for (k, &(s, e)) in units.iter().enumerate() {
            out.push_str(&text[at..s]);
            if keep[k] {
                out.push_str(&text[s..e]);
            }
            at = e;
        }
        out.push_str(&text[at..]);
        out
    };
    let mut changed = false;
    let mut chunk = units.len().div_ceil(2).max(1);
    loop {
        let mut progress = false;
        let mut start = 0;
        while start < units.len() {
            let end = (start + chunk).min(units.len());
            if keep[start..end].iter().any(|&k| k) {
                let saved: Vec<bool> = keep[start..end].to_vec();
                keep[start..end].iter_mut().for_each(|k| *k = false);
                if fails(&build(&keep)) {
                    progress = true;
                    changed = true;
                } else {
                    keep[start..end].copy_from_slice(&saved);
                }
            }
            start = end;
        }
        if !progress {
            if chunk == 1 {
                break;
            }
            chunk = chunk.div_ceil(2);
        }
    }
    changed.then(|| build(&keep))
}

/// Shrinks `input` while `fails` holds for it (it must hold for `input` itself).
pub fn minimize_with(input: &str, mut fails: impl FnMut(&str) -> bool) -> String {
    let mut text = input.to_string();
    loop {
        let mut changed = false;
        let lines: Vec<(usize, usize)> = {
            let mut at = 0;
            text.split_inclusive('\n')
                .map(|l| {
                    let r = (at, at + l.len());
                    at += l.len();
                    r
                })
                .collect()
        };
        if let Some(t) = shrink_units(&text, &lines, &mut fails) {
            text = t;
            changed = true;
        }
        let toks: Vec<(usize, usize)> = tokenize(&text).iter().map(|t| (t.start, t.end)).collect();
        if let Some(t) = shrink_units(&text, &toks, &mut fails) {
            text = t;
            changed = true;
        }
        if !changed {
            break;
        }
    }
    // Tidy: runs of spaces and blank lines, when that keeps the failure.
    let mut tidy = String::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if !words.is_empty() {
            tidy.push_str(&words.join(" "));
            tidy.push('\n');
        }
    }
    if tidy != text && fails(&tidy) {
        text = tidy;
    }
    text
}

/// The finding of `input`: [`check`]'s, or else the round trip's (which runs `cc`).
pub fn finding(input: &str) -> Option<Finding> {
    let checked = check(input);
    checked
        .finding
        .or_else(|| checked.printed.as_deref().and_then(roundtrip_finding))
}

/// Shrinks an input that shows a finding ([`finding`]), keeping the finding's
/// signature. Returns `None` when the input shows no finding.
pub fn minimize(input: &str) -> Option<String> {
    let signature = finding(input)?.signature();
    Some(minimize_with(input, |t| {
        finding(t).is_some_and(|f| f.signature() == signature)
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shrinks_to_the_failing_part() {
        let input = "int a;\nint b;\nint needle x;\nint c;\n";
        let out = minimize_with(input, |t| t.contains("needle"));
        assert_eq!(out, "needle\n");
    }
}
