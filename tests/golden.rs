//! Golden tests of the printer (`-S`), of the OpenMP target, and of the GPU targets on a
//! dozen cases. Printer: each `tests/golden/in/NAME.c` goes through `p4a -S`, and
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

/// Golden tests of the OpenMP target: every case of the validation corpus that applies to
/// openmp mode goes through `p4a --openmp --report=text` (with the case's `-D`/`-I`/`-U`
/// flags and its `p4a_flags`, from the case's directory), and every file written, with the
/// report as `report.txt`, must equal `tests/golden/openmp/NAME/`. The corpus checks that
/// the outputs compute what their inputs compute; these files pin their text, so that a
/// change of the IR or the printer that changes OpenMP output shows in review.
/// `P4A_BLESS=1 cargo test --test golden` rewrites them.
#[test]
fn openmp_outputs_match_their_golden_files() {
    mode_outputs_match_their_golden_files(
        p4a_validation::Mode::Openmp,
        &["--openmp"],
        "openmp",
        None,
    );
}

/// The GPU cases of the golden tests: a dozen corpus programs whose kernels, host code and
/// report pin the GPU targets' text (grids of 1 to 3 dimensions, reductions, sequential
/// promotion, transfers hoisted out of time loops and up the call graph, interior
/// pointers, device math, row-by-row factorisations).
const GPU_GOLDEN: &[&str] = &[
    "gpu_1d_elementwise",
    "gpu_2d_grid",
    "gpu_3d_grid",
    "gpu_jacobi2d",
    "gpu_matmul",
    "gpu_math_calls",
    "gpu_red_double",
    "kdm_durbin",
    "interior_pointer_ghosts",
    "lu_rows_in_place",
    "probe_every_step",
    "file_handle_probe_steps",
    "gpu_reverse_3d_nest",
    "struct_members_direct",
    "struct_grid_locals",
    "written_first_image_steps",
    "tile_stencils_2d",
    "tile_stencils_1d_3d",
    "tile_heap_params",
    "tile_march_3d",
    "coalesce_column_order",
    "reduce_flat_nests",
];

/// Golden tests of the OpenCL target on [`GPU_GOLDEN`]: host C, OpenCL C and the report,
/// in `tests/golden/opencl/NAME/`; the corpus runs them on PoCL.
#[test]
fn opencl_outputs_match_their_golden_files() {
    mode_outputs_match_their_golden_files(
        p4a_validation::Mode::Opencl,
        &["--opencl"],
        "opencl",
        Some(GPU_GOLDEN),
    );
}

/// Golden tests of the CUDA target on [`GPU_GOLDEN`], in `tests/golden/cuda/NAME/`
/// (`tests/gpu.rs` compiles every CUDA output of the corpus with nvcc).
#[test]
fn cuda_outputs_match_their_golden_files() {
    mode_outputs_match_their_golden_files(
        p4a_validation::Mode::Cuda,
        &["--cuda"],
        "cuda",
        Some(GPU_GOLDEN),
    );
}

/// Every case of the corpus that applies to `mode` (or those of `only`) goes through
/// `p4a FLAGS --report=text` (with the case's `-D`/`-I`/`-U` flags and its `p4a_flags`,
/// from the case's directory), and every file written, with the report as `report.txt`,
/// must equal `tests/golden/DIR/NAME/`. The corpus checks that the outputs compute what
/// their inputs compute; these files pin their text, so that a change of the IR or the
/// printer that changes the output shows in review. `P4A_BLESS=1 cargo test --test
/// golden` rewrites them.
fn mode_outputs_match_their_golden_files(
    mode: p4a_validation::Mode,
    flags: &[&str],
    dir: &str,
    only: Option<&[&str]>,
) {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let golden = manifest.join("tests/golden").join(dir);
    let bless = std::env::var_os("P4A_BLESS").is_some();
    let cases = p4a_validation::discover(&[manifest.join("validation/cases")])
        .expect("the corpus is readable");
    let mut failures = Vec::new();
    let mut seen = Vec::new();
    for case in cases
        .iter()
        .filter(|c| c.applies_to(mode))
        .filter(|c| only.is_none_or(|names| names.contains(&c.name.as_str())))
    {
        let tmp = tempfile::tempdir().unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_p4a"))
            .current_dir(&case.root)
            .args(flags)
            .args(["--report=text", "--output-dir"])
            .arg(tmp.path())
            .args(case.options.preprocessor_flags())
            .args(&case.options.p4a_flags)
            .args(&case.sources)
            .output()
            .unwrap();
        if !out.status.success() {
            failures.push(format!(
                "{}: p4a failed:\n{}",
                case.name,
                String::from_utf8_lossy(&out.stderr)
            ));
            continue;
        }
        let mut produced: Vec<(String, String)> = std::fs::read_dir(tmp.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .map(|p| {
                (
                    p.file_name().unwrap().to_string_lossy().into_owned(),
                    std::fs::read_to_string(&p).unwrap(),
                )
            })
            .collect();
        produced.push((
            "report.txt".into(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        ));
        produced.sort();
        let dir = golden.join(&case.name);
        seen.push(case.name.clone());
        if bless {
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            for (name, text) in &produced {
                std::fs::write(dir.join(name), text).unwrap();
            }
            continue;
        }
        let expected: Vec<String> = match std::fs::read_dir(&dir) {
            Ok(entries) => {
                let mut names: Vec<String> = entries
                    .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                    .collect();
                names.sort();
                names
            }
            Err(_) => {
                failures.push(format!(
                    "{}: no golden files (run with P4A_BLESS=1)",
                    case.name
                ));
                continue;
            }
        };
        let names: Vec<String> = produced.iter().map(|(n, _)| n.clone()).collect();
        if names != expected {
            failures.push(format!(
                "{}: p4a wrote {names:?}, the golden files are {expected:?}",
                case.name
            ));
            continue;
        }
        for (name, text) in &produced {
            let want = std::fs::read_to_string(dir.join(name)).unwrap();
            if &want != text {
                failures.push(format!(
                    "{}/{name} differs from its golden file\n--- expected\n{want}\n--- produced\n{text}",
                    case.name
                ));
            }
        }
    }
    if let Some(names) = only {
        for name in names {
            assert!(
                seen.iter().any(|s| s == name),
                "{name}: no such corpus case for {dir}"
            );
        }
    }
    // A golden directory without its case is stale.
    if let Ok(entries) = std::fs::read_dir(&golden) {
        for e in entries {
            let name = e.unwrap().file_name().to_string_lossy().into_owned();
            if !seen.contains(&name) {
                if bless {
                    std::fs::remove_dir_all(golden.join(&name)).unwrap();
                } else {
                    failures.push(format!("{name}: golden files without a corpus case"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} golden mismatches:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
