//! Golden tests of the printer: each `tests/golden/in/NAME.c` goes through `p4a -S`, and
//! the output must equal `tests/golden/out/NAME.p4a.c` and compile with `gcc -c`.
//! `P4A_BLESS=1 cargo test --test golden` rewrites the expected files.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn printed_programs_match_their_golden_files_and_compile() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let bless = std::env::var_os("P4A_BLESS").is_some();
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(root.join("in"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty());
    let mut failures = Vec::new();
    for input in &inputs {
        let stem = input.file_stem().unwrap().to_string_lossy().into_owned();
        let tmp = tempfile::tempdir().unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_p4a"))
            .args(["-S", "--output-dir"])
            .arg(tmp.path())
            .arg(input)
            .output()
            .unwrap();
        if !out.status.success() {
            failures.push(format!(
                "{stem}: p4a failed:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        let printed_path = tmp.path().join(format!("{stem}.p4a.c"));
        let printed = std::fs::read_to_string(&printed_path).unwrap();
        let cc = Command::new("gcc")
            .args(["-std=gnu11", "-c", "-o"])
            .arg(tmp.path().join("o.o"))
            .arg(&printed_path)
            .output()
            .unwrap();
        if !cc.status.success() {
            failures.push(format!(
                "{stem}: output does not compile:\n{}",
                String::from_utf8_lossy(&cc.stderr)
            ));
        }
        let expected_path = root.join("out").join(format!("{stem}.p4a.c"));
        if bless {
            std::fs::write(&expected_path, &printed).unwrap();
            continue;
        }
        match std::fs::read_to_string(&expected_path) {
            Ok(expected) if expected == printed => {}
            Ok(expected) => failures.push(format!(
                "{stem}: output differs from {}\n--- expected\n{expected}\n--- printed\n{printed}",
                expected_path.display()
            )),
            Err(_) => failures.push(format!("{stem}: no golden file (run with P4A_BLESS=1)")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
