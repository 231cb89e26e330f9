//! Cases: finding them in corpus directories and reading their options files.
//!
//! A case is either a single `NAME.c` in a corpus directory, with its options in `NAME.toml`
//! beside it, or a directory `NAME/` holding one or more `.c` files (and any headers or data
//! files they need), with its options in `NAME/case.toml`. Invariants of a discovered
//! [`Case`]: it has at least one source, every path it names is relative to its root and
//! stays inside it, the files it names exist, and no two discovered cases share a name.

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use anyhow::{Context, Result, bail, ensure};
use serde::Deserialize;

use crate::Mode;

/// One C program of the corpus, with its options.
#[derive(Clone, Debug)]
pub struct Case {
    /// The case's name: the file stem of `NAME.c`, or the name of the directory `NAME/`.
    pub name: String,
    /// The directory the case's relative paths start from: the corpus directory for a
    /// single-file case, the case's own directory otherwise.
    pub root: PathBuf,
    /// Every file the case consists of, relative to `root`, sorted: the sources, headers,
    /// options file and input files. They are copied for each run and checked afterwards.
    pub files: Vec<PathBuf>,
    /// The `.c` files, relative to `root`, sorted. Never empty.
    pub sources: Vec<PathBuf>,
    /// The options from the case's options file, or the defaults if it has none.
    pub options: CaseOptions,
}

impl Case {
    /// Whether the case is meant to run in `mode` (its `modes` option; all modes if unset).
    pub fn applies_to(&self, mode: Mode) -> bool {
        self.options
            .modes
            .as_ref()
            .is_none_or(|modes| modes.contains(&mode))
    }
}

/// The contents of a case's options file. Every key is optional; unknown keys are errors.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CaseOptions {
    /// What the case covers.
    pub description: Option<String>,
    /// Extra compiler flags for both builds. The `-D`, `-I` and `-U` items among them are
    /// also passed to p4a, which preprocesses.
    #[serde(default)]
    pub cflags: Vec<String>,
    /// Link flags for both builds, placed after the sources.
    #[serde(default)]
    pub libs: Vec<String>,
    /// The program's arguments.
    #[serde(default)]
    pub args: Vec<String>,
    /// A file, relative to the case's root, fed to the program's standard input.
    pub stdin: Option<PathBuf>,
    /// If set, outputs are compared token by token: numbers within this relative
    /// tolerance, other tokens exactly. If unset, outputs must be byte-identical.
    pub tolerance: Option<f64>,
    /// Extra flags passed to p4a.
    #[serde(default)]
    pub p4a_flags: Vec<String>,
    /// The modes the case applies to; all modes if unset.
    pub modes: Option<Vec<Mode>>,
    /// The time limit in seconds of one run of the original program.
    pub timeout: Option<f64>,
    /// The decisions expected of p4a in `openmp` mode, checked against its loop report.
    /// Ignored in other modes.
    #[serde(default)]
    pub expect: Expect,
    /// A higher limit of the slowdown check for this case (openmp mode), with its reason.
    pub slowdown: Option<SlowdownLimit>,
    /// The copies the runtime is expected to make (GPU modes).
    pub transfers: Option<TransferExpect>,
    /// What fusion, scalarization and unrolling are expected to leave, from the report.
    pub restructure: Option<RestructureExpect>,
    /// The most OpenMP parallel regions one run of the output may enter (openmp mode).
    pub regions: Option<RegionsExpect>,
}

/// The most parallel regions one run of a case's openmp output may enter, counted by the
/// runner (see `regions_shim.c`): `max` is an integer or a formula like those of
/// [`TransferExpect`], over `vars`. Typically what a hand-written OpenMP version enters.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegionsExpect {
    /// The largest accepted count.
    pub max: Formula,
    /// The values of the names the formula uses (loop counts of the program).
    #[serde(default)]
    pub vars: BTreeMap<String, i64>,
}

impl RegionsExpect {
    /// The value of `max`.
    pub fn max(&self) -> Result<i64, String> {
        match &self.max {
            Formula::Int(n) => Ok(*n),
            Formula::Text(text) => eval_formula(text, &self.vars),
        }
    }
}

/// An integer given as a number or as a formula (`"2*T + 1"`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(untagged)]
pub enum Formula {
    /// A plain number.
    Int(i64),
    /// A formula: `+ - * / ( )`, integers and names.
    Text(String),
}

impl std::fmt::Display for Formula {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Formula::Int(n) => write!(f, "{n}"),
            Formula::Text(text) => f.write_str(text),
        }
    }
}

/// The value of integer formula `text` (`+ - * / ( )`, integers, and the names of `vars`).
pub fn eval_formula(text: &str, vars: &BTreeMap<String, i64>) -> Result<i64, String> {
    let tokens: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut parser = FormulaParser {
        tokens: &tokens,
        pos: 0,
        vars,
    };
    let v = parser.sum()?;
    if parser.pos != tokens.len() {
        return Err(format!("unexpected `{}` in `{text}`", tokens[parser.pos]));
    }
    Ok(v)
}

/// What a case expects of fusion, scalarization and unrolling, read from p4a's JSON
/// report; absent fields are not checked.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RestructureExpect {
    /// Loops made parallel (OpenMP parallel regions), `openmp` mode.
    pub regions: Option<u32>,
    /// Loops that became kernels, GPU modes.
    pub kernels: Option<u32>,
    /// Arrays read through tiles in local memory, GPU modes: `kernel line: array`
    /// entries are not needed; each name must be tiled in some kernel.
    #[serde(default)]
    pub tiled: Vec<String>,
    /// Kernels with at least one tile, GPU modes.
    pub tiled_kernels: Option<u32>,
    /// Pairs of loop nests fused.
    pub fused: Option<u32>,
    /// Arrays made scalars (each must be listed as scalarized).
    #[serde(default)]
    pub scalarized: Vec<String>,
    /// Loops unrolled.
    pub unrolled: Option<u32>,
}

/// Copies a case expects the runtime to count in GPU modes (`P4A_STATS`): each an integer
/// formula (`+ - * / ( )`, integers, and the names of `vars`), for instance `"2*T + 1"`.
/// `h2d` and `d2h` are checked with the communication optimization, `naive_h2d` and
/// `naive_d2h` with `--no-com-optimization`; absent ones are not checked.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TransferExpect {
    /// Host-to-device copies.
    pub h2d: Option<String>,
    /// Device-to-host copies.
    pub d2h: Option<String>,
    /// Host-to-device copies of the per-kernel scheme.
    pub naive_h2d: Option<String>,
    /// Device-to-host copies of the per-kernel scheme.
    pub naive_d2h: Option<String>,
    /// The values of the names the formulas use (loop counts of the program).
    #[serde(default)]
    pub vars: std::collections::BTreeMap<String, i64>,
    /// What a careful human would write, for the benchmark table (not checked).
    pub hand: Option<String>,
    /// Why redundant uploads are accepted in this case (`--check-transfers` then does not
    /// fail it for them); stale reads always fail.
    pub allow_redundant: Option<String>,
}

impl TransferExpect {
    /// The value of formula `text` over `vars`.
    pub fn eval(&self, text: &str) -> Result<i64, String> {
        eval_formula(text, &self.vars)
    }
}

/// A recursive-descent parser of formulas.
struct FormulaParser<'a> {
    tokens: &'a [char],
    pos: usize,
    vars: &'a BTreeMap<String, i64>,
}

impl FormulaParser<'_> {
    fn sum(&mut self) -> Result<i64, String> {
        let mut v = self.product()?;
        while self.pos < self.tokens.len()
            && (self.tokens[self.pos] == '+' || self.tokens[self.pos] == '-')
        {
            let op = self.tokens[self.pos];
            self.pos += 1;
            let w = self.product()?;
            v = if op == '+' { v + w } else { v - w };
        }
        Ok(v)
    }

    fn product(&mut self) -> Result<i64, String> {
        let mut v = self.atom()?;
        while self.pos < self.tokens.len()
            && (self.tokens[self.pos] == '*' || self.tokens[self.pos] == '/')
        {
            let op = self.tokens[self.pos];
            self.pos += 1;
            let w = self.atom()?;
            v = if op == '*' {
                v * w
            } else if w == 0 {
                return Err("division by zero".into());
            } else {
                v / w
            };
        }
        Ok(v)
    }

    fn atom(&mut self) -> Result<i64, String> {
        let Some(&c) = self.tokens.get(self.pos) else {
            return Err("formula ends early".into());
        };
        if c == '(' {
            self.pos += 1;
            let v = self.sum()?;
            if self.tokens.get(self.pos) != Some(&')') {
                return Err("missing `)`".into());
            }
            self.pos += 1;
            return Ok(v);
        }
        let start = self.pos;
        while self.pos < self.tokens.len()
            && (self.tokens[self.pos].is_ascii_alphanumeric() || self.tokens[self.pos] == '_')
        {
            self.pos += 1;
        }
        let word: String = self.tokens[start..self.pos].iter().collect();
        if word.is_empty() {
            return Err(format!("unexpected `{c}`"));
        }
        if let Ok(n) = word.parse::<i64>() {
            return Ok(n);
        }
        self.vars
            .get(&word)
            .copied()
            .ok_or_else(|| format!("unknown name `{word}` (give it in `vars`)"))
    }
}

/// A case's own limit of the slowdown check, for a program whose p4a output is known to be
/// slower than the original and accepted so. It can only raise the run's limit: the larger
/// of the two applies. The reason is mandatory, so that every exception says why it exists.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SlowdownLimit {
    /// The largest accepted ratio of the output's time to the original's.
    pub limit: f64,
    /// Why this case needs a higher limit.
    pub reason: String,
}

/// Decisions a case expects p4a to make in `openmp` mode, by source line of the loop (in any
/// of the case's files). A line in `parallel` needs a loop at that line that p4a made
/// parallel; a line in `sequential` needs a loop there and none of the loops there made
/// parallel (`inner` and `small` loops count as not parallel).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// Lines of the loops expected to be made parallel.
    #[serde(default)]
    pub parallel: Vec<u32>,
    /// Lines of the loops expected to stay sequential.
    #[serde(default)]
    pub sequential: Vec<u32>,
}

impl CaseOptions {
    /// The `-D`, `-I` and `-U` items of `cflags`, with the value that follows a bare `-D`:
    /// the flags p4a, which preprocesses, needs too.
    pub fn preprocessor_flags(&self) -> impl Iterator<Item = &String> {
        let mut take_next = false;
        self.cflags.iter().filter(move |flag| {
            let bare = matches!(flag.as_str(), "-D" | "-I" | "-U");
            let taken = take_next
                || ["-D", "-I", "-U"]
                    .iter()
                    .any(|prefix| flag.starts_with(prefix));
            take_next = bare && !take_next;
            taken
        })
    }

    /// Parses and checks the text of an options file.
    pub fn parse(text: &str) -> Result<CaseOptions> {
        let options: CaseOptions = toml::from_str(text)?;
        if let Some(tolerance) = options.tolerance {
            ensure!(
                tolerance.is_finite() && tolerance >= 0.0,
                "tolerance must be a finite number >= 0, not {tolerance}"
            );
        }
        if let Some(timeout) = options.timeout {
            ensure!(
                timeout.is_finite() && timeout > 0.0,
                "timeout must be a number of seconds > 0, not {timeout}"
            );
        }
        if let Some(regions) = &options.regions {
            match regions.max() {
                Ok(max) => ensure!(max >= 0, "regions: max must be >= 0, not {max}"),
                Err(why) => bail!("regions: bad max `{}`: {why}", regions.max),
            }
        }
        if let Some(slowdown) = &options.slowdown {
            ensure!(
                slowdown.limit.is_finite() && slowdown.limit >= 1.0,
                "slowdown: limit must be a finite ratio >= 1, not {}",
                slowdown.limit
            );
            ensure!(
                !slowdown.reason.trim().is_empty(),
                "slowdown: reason must say why the case needs a higher limit"
            );
        }
        if let Some(modes) = &options.modes {
            ensure!(!modes.is_empty(), "modes must name at least one mode");
        }
        let expect = &options.expect;
        if let Some(line) = expect
            .parallel
            .iter()
            .chain(&expect.sequential)
            .find(|&&line| line == 0)
        {
            bail!("expect: line numbers start at 1, not {line}");
        }
        if let Some(line) = expect
            .parallel
            .iter()
            .find(|line| expect.sequential.contains(line))
        {
            bail!("expect: line {line} is listed both parallel and sequential");
        }
        if let Some(stdin) = &options.stdin {
            check_relative(stdin).context("bad stdin path")?;
        }
        Ok(options)
    }
}

/// Finds the cases in `paths`, sorted by name. Each path is a corpus directory, or a single
/// `.c` file to run as a case by itself.
///
/// Fails on a missing path, an options file that does not parse, an options file with no
/// `NAME.c` beside it, a `stdin` file that does not exist, or two cases of the same name.
pub fn discover(paths: &[PathBuf]) -> Result<Vec<Case>> {
    let mut cases = Vec::new();
    for path in paths {
        if path.is_file() && path.extension().is_some_and(|ext| ext == "c") {
            let root = match path.parent() {
                Some(parent) if !parent.as_os_str().is_empty() => parent,
                _ => Path::new("."),
            };
            cases.push(file_case(root, path)?);
        } else {
            discover_dir(path, &mut cases)
                .with_context(|| format!("cannot read corpus {}", path.display()))?;
        }
    }
    let mut by_name: BTreeMap<String, Case> = BTreeMap::new();
    for case in cases {
        if let Some(other) = by_name.get(&case.name) {
            bail!(
                "two cases are named `{}`: one in {}, one in {}",
                case.name,
                other.root.display(),
                case.root.display()
            );
        }
        by_name.insert(case.name.clone(), case);
    }
    let mut cases: Vec<Case> = by_name.into_values().collect();
    cases.sort_by(|a, b| crate::report::natural_cmp(&a.name, &b.name));
    Ok(cases)
}

fn discover_dir(dir: &Path, cases: &mut Vec<Case>) -> Result<()> {
    ensure!(dir.is_dir(), "not a directory or a .c file");
    for entry in sorted_entries(dir)? {
        let name = file_name(&entry);
        if name.starts_with('.') {
            continue;
        }
        if entry.is_dir() {
            if !list_sources(&entry)?.is_empty() {
                cases.push(dir_case(&entry)?);
            }
        } else if name.ends_with(".c") {
            cases.push(file_case(dir, &entry)?);
        } else if let Some(stem) = name.strip_suffix(".toml") {
            ensure!(
                dir.join(format!("{stem}.c")).is_file(),
                "{} is an options file with no {stem}.c beside it",
                entry.display()
            );
        }
    }
    Ok(())
}

/// A single-file case: `root/NAME.c`, its `NAME.toml`, the headers beside it, its input.
fn file_case(root: &Path, source: &Path) -> Result<Case> {
    let source_name = PathBuf::from(source.file_name().context("no file name")?);
    let name = file_name(source).trim_end_matches(".c").to_owned();
    let options_name = PathBuf::from(format!("{name}.toml"));
    let options = read_options(&root.join(&options_name))?;
    let mut files = vec![source_name.clone()];
    if root.join(&options_name).is_file() {
        files.push(options_name);
    }
    for entry in sorted_entries(root)? {
        if entry.is_file() && file_name(&entry).ends_with(".h") {
            files.push(PathBuf::from(entry.file_name().context("no file name")?));
        }
    }
    if let Some(stdin) = &options.stdin {
        ensure!(
            root.join(stdin).is_file(),
            "{}: stdin file {} does not exist",
            source.display(),
            root.join(stdin).display()
        );
        files.push(stdin.clone());
    }
    files.sort();
    files.dedup();
    Ok(Case {
        name,
        root: root.to_owned(),
        files,
        sources: vec![source_name],
        options,
    })
}

/// A directory case: every file under `dir` belongs to it.
fn dir_case(dir: &Path) -> Result<Case> {
    let name = file_name(dir).to_owned();
    let options = read_options(&dir.join("case.toml"))?;
    let mut files = Vec::new();
    collect_files(dir, Path::new(""), &mut files)?;
    files.sort();
    if let Some(stdin) = &options.stdin {
        ensure!(
            dir.join(stdin).is_file(),
            "{}: stdin file {} does not exist",
            dir.display(),
            dir.join(stdin).display()
        );
    }
    Ok(Case {
        name,
        root: dir.to_owned(),
        files,
        sources: list_sources(dir)?,
        options,
    })
}

fn read_options(path: &Path) -> Result<CaseOptions> {
    if !path.exists() {
        return Ok(CaseOptions::default());
    }
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    CaseOptions::parse(&text).with_context(|| format!("bad options file {}", path.display()))
}

/// The `.c` files directly inside `dir`, as bare file names, sorted.
fn list_sources(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut sources = Vec::new();
    for entry in sorted_entries(dir)? {
        let name = file_name(&entry);
        if entry.is_file() && name.ends_with(".c") && !name.starts_with('.') {
            sources.push(PathBuf::from(name));
        }
    }
    Ok(sources)
}

fn collect_files(root: &Path, relative: &Path, files: &mut Vec<PathBuf>) -> Result<()> {
    for entry in sorted_entries(&root.join(relative))? {
        let name = file_name(&entry);
        if name.starts_with('.') {
            continue;
        }
        let entry_relative = relative.join(name);
        if entry.is_dir() {
            collect_files(root, &entry_relative, files)?;
        } else {
            files.push(entry_relative);
        }
    }
    Ok(())
}

fn sorted_entries(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut entries = Vec::new();
    for entry in std::fs::read_dir(dir).with_context(|| format!("cannot list {}", dir.display()))? {
        entries.push(entry?.path());
    }
    entries.sort();
    Ok(entries)
}

fn file_name(path: &Path) -> &str {
    path.file_name()
        .and_then(|name| name.to_str())
        .unwrap_or("")
}

fn check_relative(path: &Path) -> Result<()> {
    ensure!(
        path.components().all(|c| matches!(c, Component::Normal(_))),
        "{} must be relative to the case and stay inside it",
        path.display()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_key() {
        let text = r#"
            description = "all keys"
            cflags = ["-DN=64", "-O2"]
            libs = ["-lm"]
            args = ["100", "3"]
            stdin = "input.txt"
            tolerance = 1e-9
            p4a_flags = ["--foo"]
            modes = ["simple"]
            timeout = 20
            [expect]
            parallel = [12, 30]
            sequential = [20]
            [slowdown]
            limit = 3.0
            reason = "a region per row"
        "#;
        let options = CaseOptions::parse(text).unwrap();
        assert_eq!(options.description.as_deref(), Some("all keys"));
        assert_eq!(options.cflags, ["-DN=64", "-O2"]);
        assert_eq!(options.libs, ["-lm"]);
        assert_eq!(options.args, ["100", "3"]);
        assert_eq!(options.stdin, Some(PathBuf::from("input.txt")));
        assert_eq!(options.tolerance, Some(1e-9));
        assert_eq!(options.p4a_flags, ["--foo"]);
        assert_eq!(options.modes, Some(vec![Mode::Simple]));
        assert_eq!(options.timeout, Some(20.0));
        assert_eq!(options.expect.parallel, [12, 30]);
        assert_eq!(options.expect.sequential, [20]);
        assert_eq!(
            options.slowdown,
            Some(SlowdownLimit {
                limit: 3.0,
                reason: "a region per row".to_owned()
            })
        );
    }

    #[test]
    fn empty_file_is_all_defaults() {
        assert_eq!(CaseOptions::parse("").unwrap(), CaseOptions::default());
    }

    #[test]
    fn rejects_mistakes() {
        let check = |text: &str, expected: &str| {
            let error = format!("{:#}", CaseOptions::parse(text).unwrap_err());
            assert!(error.contains(expected), "{error:?} lacks {expected:?}");
        };
        check("tolerence = 1e-9", "unknown field `tolerence`");
        check("[expect]\nparalel = [1]", "unknown field `paralel`");
        check("modes = [\"metal\"]", "unknown variant `metal`");
        check("modes = []", "at least one mode");
        check("[expect]\nparallel = [0]", "line numbers start at 1");
        check(
            "[expect]\nparallel = [3, 7]\nsequential = [7]",
            "line 7 is listed both parallel and sequential",
        );
        check("tolerance = -1.0", "tolerance must be");
        check("timeout = 0", "timeout must be");
        check("stdin = \"../secret\"", "stay inside it");
        check("cflags = \"-O2\"", "invalid type");
        check("[slowdown]\nlimit = 3.0", "missing field `reason`");
        check("[slowdown]\nreason = \"why\"", "missing field `limit`");
        check(
            "[slowdown]\nlimit = 3.0\nreason = \" \"",
            "reason must say why",
        );
        check("[slowdown]\nlimit = 0.5\nreason = \"why\"", "limit must be");
        check(
            "[slowdown]\nlimit = 2\nreason = \"why\"\nfloor = 1",
            "unknown field `floor`",
        );
    }
}
