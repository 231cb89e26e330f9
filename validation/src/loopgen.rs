//! A random generator of C programs in p4a's domain: loop nests over arrays, in the spirit
//! of YARPGen for loop optimizers, written for this project.
//!
//! [`generate`] turns a seed into one program; the same seed (and [`Features`]) always gives
//! the same text. A program declares arrays of every storage p4a meets (static globals,
//! local fixed arrays, VLAs, `malloc` blocks, heap pointers to VLA rows, flattened heap
//! matrices, arrays in structs and pointers held by structs), initializes them, runs a time
//! loop of *sweeps* (loop nests drawn from the templates below, with calls of generated
//! helper functions, reductions, privates, inductions, carried scalars, pointer walks,
//! static locals, pointer swaps and host reads between them) and prints checksums.
//!
//! Invariants, by construction (no program is checked after the fact):
//! - **In bounds.** 1-D arrays hold `n` elements; loops with subscripts `i + c` run over
//!   `[2, n - 2)` with `|c| <= 2`, and full-range loops read only `i` or subscripts that
//!   are in `[0, n)` for any `i` in `[0, n)` (`idx[i]`, `(i * 7 + 3) % n`, `n - 1 - i`,
//!   unsigned `i * i % n`). 2-D arrays are `r` x `r`, swept over `[1, r - 1)` with offsets of
//!   at most 1. Helpers get a length and pointers that cover it.
//! - **No overflow.** Data are doubles; integer arithmetic is on values below a few million,
//!   or `unsigned` (wrapping is defined). Every double stored in an array stays in
//!   `[-1, 1]`: it is a constant of that range, an element, a product of two such values, a
//!   maximum, or a weighted sum whose weights' magnitudes add up to 1, so no value grows
//!   over time steps and no checksum can overflow.
//! - **Initialized, unaliased, deterministic.** Every array is written in full before the
//!   sweeps; no type punning; nothing reads the clock or addresses.
//! - **Robust checksums.** Every printed double is a sum of positive terms (elements plus 2,
//!   sums of `1.5 + x`, products of `1 + x/10^4`), so reassociating a reduction changes it
//!   by a relative 1e-12 or so; cases compare them with [`TOLERANCE`]. No branch depends on a
//!   value a reduction computed: conditions test loop indices only, and min/max are
//!   insensitive to rounding. Numbers are printed with `%.12e`.
//! - **Quick.** A program does at most about [`WORK_BUDGET`] element updates.

use std::collections::BTreeSet;
use std::fmt::Write as _;

/// The relative tolerance generated programs are compared with.
pub const TOLERANCE: f64 = 1e-9;

/// The number of element updates a program may do, all sweeps and time steps together.
pub const WORK_BUDGET: u64 = 4_000_000;

/// A shape of code the generator may use. Each can be turned off, so that a shape that
/// triggers a known p4a bug can be left out of the default set (see [`Features::default`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Feature {
    /// Calls of helper functions with arrays, `a + k`, rows and scalars as arguments.
    Calls,
    /// Structs holding arrays or pointers (`g.u[i]`, `gp->u[i]`, `sb.x[i]`).
    StructMembers,
    /// Struct members and structs as call arguments (`relax(g.n, g.u, g.v)`, `hgrid(&g)`,
    /// `blend(n, sb.x, a, 0.5)`).
    StructArgs,
    /// Pointer walks (`for (p = a; p < a + n; p++) *p = ...`).
    PointerWalks,
    /// Static locals: stateful helpers called in loops, a static counter in a block.
    StaticLocals,
    /// A static local declared in a loop body, carrying a value across iterations.
    StaticInLoop,
    /// A helper whose loops use a static local scratch array.
    StaticScratch,
    /// Pointer swaps between time steps (`double *t = a; a = b; b = t;`).
    PointerSwaps,
    /// Indirect and permuted subscripts (`a[idx[i]]`, `a[perm[i]] = ...`).
    Indirect,
    /// Reductions: `+`, `*`, min and max via `if`, integer sums.
    Reductions,
    /// Induction variables (`k += 2`).
    Inductions,
    /// Scalars carried from one iteration to the next (`t = a[i] + t * 0.5`).
    Carried,
    /// Host reads and writes of single elements between loops.
    HostAccess,
    /// Variable-length arrays and heap pointers to VLA rows.
    Vlas,
    /// Storage classes and scopes: `register`, loop counters declared in `for`, `const` bounds.
    StorageClasses,
    /// Flat arrays read and written with two row lengths (`f[i * r + j] = f[i * rh + j]`).
    FlatStrides,
    /// One array passed for two pointer parameters (`residual(n, a, c, c)`, `relax(n, a, a)`).
    SamePointer,
    /// The time loop as a `while` or `do` loop, its condition reading a value the loop
    /// computes (`do { ...; gd = ...; t++; } while (t < 4 && gd < 1e300);`).
    ConditionLoops,
    /// Calls of functions with loops inside expressions and conditions: `if (total(n, a)
    /// > x)`, `while (k < 3 && total(n, a) > 0.0)`, two calls in one expression.
    ExprCalls,
    /// Stencils over local 1-D to 3-D arrays of odd sizes: a random set of neighbour
    /// offsets (-2 to 2 per dimension, asymmetric), lower bounds other than 0, reads now
    /// and then under a condition (the GPU targets' tiles in local memory).
    Stencils,
}

impl Feature {
    /// Every feature, in the order of the command line's help.
    pub const ALL: [Feature; 20] = [
        Feature::Calls,
        Feature::StructMembers,
        Feature::StructArgs,
        Feature::PointerWalks,
        Feature::StaticLocals,
        Feature::StaticInLoop,
        Feature::StaticScratch,
        Feature::PointerSwaps,
        Feature::Indirect,
        Feature::Reductions,
        Feature::Inductions,
        Feature::Carried,
        Feature::HostAccess,
        Feature::Vlas,
        Feature::StorageClasses,
        Feature::FlatStrides,
        Feature::SamePointer,
        Feature::ConditionLoops,
        Feature::ExprCalls,
        Feature::Stencils,
    ];

    /// The feature's name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Feature::Calls => "calls",
            Feature::StructMembers => "struct-members",
            Feature::StructArgs => "struct-args",
            Feature::PointerWalks => "pointer-walks",
            Feature::StaticLocals => "static-locals",
            Feature::StaticInLoop => "static-in-loop",
            Feature::StaticScratch => "static-scratch",
            Feature::PointerSwaps => "pointer-swaps",
            Feature::Indirect => "indirect",
            Feature::Reductions => "reductions",
            Feature::Inductions => "inductions",
            Feature::Carried => "carried",
            Feature::HostAccess => "host-access",
            Feature::Vlas => "vlas",
            Feature::StorageClasses => "storage-classes",
            Feature::FlatStrides => "flat-strides",
            Feature::SamePointer => "same-pointer",
            Feature::ConditionLoops => "condition-loops",
            Feature::ExprCalls => "expression-calls",
            Feature::Stencils => "stencils",
        }
    }
}

/// The features a generator uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Features(pub BTreeSet<Feature>);

/// Features that trigger p4a bugs known today, left out of [`Features::default`] so that
/// the batch tests test the rest; each names the finding that shows the bug. Remove an
/// entry when its bug is fixed.
pub const KNOWN_BUGS: &[(Feature, &str)] = &[];
// Not listed: loopgen-findings/003.c (opencl with --check-transfers: an array the host only
// read is uploaded again). Any loop p4a leaves on the host may read device data, so no
// feature can be switched off to avoid it; the opencl batch test fails until it is fixed.

impl Features {
    /// Every feature.
    pub fn all() -> Features {
        Features(Feature::ALL.into_iter().collect())
    }

    /// Every feature except the [`KNOWN_BUGS`].
    pub fn known_good() -> Features {
        let mut set = Features::all();
        for (feature, _) in KNOWN_BUGS {
            set.0.remove(feature);
        }
        set
    }

    /// Parses `all`, `default`, or a comma-separated list of feature names, each optionally
    /// prefixed by `-` to remove it from the default set (`default,-calls` or `-calls`).
    pub fn parse(text: &str) -> Result<Features, String> {
        let mut set = Features::known_good();
        let mut first = true;
        for word in text.split(',').map(str::trim).filter(|w| !w.is_empty()) {
            match word {
                "all" => set = Features::all(),
                "default" => set = Features::known_good(),
                "none" => set.0.clear(),
                _ => {
                    let (remove, name) = match word.strip_prefix('-') {
                        Some(name) => (true, name),
                        None => (false, word.strip_prefix('+').unwrap_or(word)),
                    };
                    let feature = Feature::ALL
                        .into_iter()
                        .find(|f| f.name() == name)
                        .ok_or_else(|| {
                            let names: Vec<&str> = Feature::ALL.iter().map(|f| f.name()).collect();
                            format!("unknown feature `{name}` (known: {})", names.join(", "))
                        })?;
                    if first && !remove {
                        // A plain list names exactly the features wanted.
                        set.0.clear();
                    }
                    if remove {
                        set.0.remove(&feature);
                    } else {
                        set.0.insert(feature);
                    }
                }
            }
            first = false;
        }
        Ok(set)
    }

    /// The names of the features, comma-separated.
    pub fn describe(&self) -> String {
        let names: Vec<&str> = self.0.iter().map(|f| f.name()).collect();
        names.join(",")
    }
}

impl Default for Features {
    /// [`Features::known_good`].
    fn default() -> Features {
        Features::known_good()
    }
}

/// The program of `seed` with the default features.
pub fn generate(seed: u64) -> String {
    generate_with(seed, &Features::default())
}

/// The program of `seed` using only `features`.
pub fn generate_with(seed: u64, features: &Features) -> String {
    let mut generator = Gen::new(seed, features);
    generator.program();
    generator.assemble()
}

/// SplitMix64: small, fast, and the same everywhere.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound
    }

    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }

    fn chance(&mut self, p: f64) -> bool {
        ((self.next() >> 11) as f64) / ((1u64 << 53) as f64) < p
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

/// Where an array lives and how it is declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Storage {
    /// `static double g[N];` (or `[R][R]`).
    Global,
    /// `double a[N];` in `main`.
    Local,
    /// `double a[n];` in `main`.
    Vla,
    /// `double *a = malloc(n * sizeof *a);`.
    Heap,
    /// `double (*a)[r] = malloc(r * sizeof *a);` (2-D only).
    HeapRows,
    /// `double *a = malloc(r * r * sizeof *a);` indexed `a[i * r + j]` (2-D only).
    Flat,
    /// A pointer member of `struct grid g` (`g.u`, `gp->u`).
    Member,
    /// An array member of a static struct (`sb.x`).
    StructArray,
    /// One of the pointers swapped between time steps.
    Swap,
}

/// One array of the program.
#[derive(Clone, Debug)]
struct Array {
    /// The expressions that name it (`g.u` and `gp->u` name the same array).
    names: Vec<String>,
    /// `r` x `r` doubles, or else `n`.
    mat: bool,
    /// Ints (values in `[0, 1009)`) instead of doubles (1-D only).
    int: bool,
    storage: Storage,
}

/// What an expression may read: the loop's index variables and how far from them.
#[derive(Clone, Debug)]
struct Ctx {
    /// The outer (or only) index variable.
    i: String,
    /// The inner index variable of a 2-D loop.
    j: Option<String>,
    /// How far from the index a subscript may go (the loop stays this far from the ends).
    max_off: i64,
    /// Bounded scalars (values in `[-1, 1]`) that may be read.
    scalars: Vec<String>,
    /// Whether calls of stateful helpers may appear (not in a reduction's operand).
    stateful: bool,
}

impl Ctx {
    fn one(i: &str, max_off: i64) -> Ctx {
        Ctx {
            i: i.to_owned(),
            j: None,
            max_off,
            scalars: Vec::new(),
            stateful: true,
        }
    }

    fn two(i: &str, j: &str, max_off: i64) -> Ctx {
        Ctx {
            j: Some(j.to_owned()),
            ..Ctx::one(i, max_off)
        }
    }
}

/// Text with indentation.
#[derive(Default)]
struct Code {
    text: String,
    level: usize,
}

impl Code {
    fn line(&mut self, line: impl AsRef<str>) {
        for _ in 0..self.level {
            self.text.push_str("    ");
        }
        self.text.push_str(line.as_ref());
        self.text.push('\n');
    }

    fn open(&mut self, line: impl AsRef<str>) {
        match line.as_ref() {
            "" => self.line("{"),
            head => self.line(format!("{head} {{")),
        }
        self.level += 1;
    }

    fn close(&mut self) {
        self.level -= 1;
        self.line("}");
    }
}

/// Weights of the weighted sums: each set adds up to 1 and is exact in binary.
const WEIGHTS: &[&[&str]] = &[
    &["0.5", "0.5"],
    &["0.25", "0.75"],
    &["0.5", "0.25", "0.25"],
    &["0.375", "0.375", "0.25"],
    &["0.125", "0.5", "0.375"],
];

/// Constants in `[-1, 1]`.
const CONSTANTS: &[&str] = &["0.125", "0.25", "-0.5", "0.75", "1.0", "-0.0625"];

struct Gen<'a> {
    rng: Rng,
    features: &'a Features,
    seed: u64,
    /// 1-D length (a product of powers of 2 and 5, so that 7919 is prime to it).
    n: u64,
    /// 2-D side.
    r: u64,
    arrays: Vec<Array>,
    /// Helper functions, in the order they were first needed.
    helpers: Vec<String>,
    helper_names: BTreeSet<String>,
    /// Declarations of `main`'s scalars, by name.
    scalars: Vec<(String, String)>,
    uses_idx: bool,
    uses_perm: bool,
    uses_grid: bool,
    uses_sb: bool,
    body: Code,
    /// Element updates left to spend.
    budget: u64,
    /// The time loop's trip count while generating inside it, else 1.
    steps: u64,
    n_temps: usize,
}

impl<'a> Gen<'a> {
    fn new(seed: u64, features: &'a Features) -> Gen<'a> {
        let mut rng = Rng(seed ^ 0x5EED_0F_10_0A_u64.rotate_left(17));
        let n = rng.pick(&[2000, 4000, 10000, 20000, 50000, 100_000, 200_000]);
        let r = rng.pick(&[64, 100, 128, 200, 256, 512]);
        Gen {
            rng,
            features,
            seed,
            n,
            r,
            arrays: Vec::new(),
            helpers: Vec::new(),
            helper_names: BTreeSet::new(),
            scalars: Vec::new(),
            uses_idx: false,
            uses_perm: false,
            uses_grid: false,
            uses_sb: false,
            body: Code {
                text: String::new(),
                level: 1,
            },
            budget: WORK_BUDGET,
            steps: 1,
            n_temps: 0,
        }
    }

    fn on(&self, feature: Feature) -> bool {
        self.features.0.contains(&feature)
    }

    /// Declares a scalar of `main` once.
    fn scalar(&mut self, name: &str, decl: &str) -> String {
        if !self.scalars.iter().any(|(n, _)| n == name) {
            self.scalars.push((name.to_owned(), decl.to_owned()));
        }
        name.to_owned()
    }

    fn temp(&mut self, prefix: &str) -> String {
        self.n_temps += 1;
        format!("{prefix}{}", self.n_temps)
    }

    fn vecs(&self) -> Vec<usize> {
        (0..self.arrays.len())
            .filter(|&a| !self.arrays[a].mat && !self.arrays[a].int)
            .collect()
    }

    fn mats(&self) -> Vec<usize> {
        (0..self.arrays.len())
            .filter(|&a| self.arrays[a].mat)
            .collect()
    }

    fn ints(&self) -> Vec<usize> {
        (0..self.arrays.len())
            .filter(|&a| self.arrays[a].int)
            .collect()
    }

    fn name_of(&mut self, array: usize) -> String {
        let names = self.arrays[array].names.clone();
        names[self.rng.below(names.len() as u64) as usize].clone()
    }

    /// `name[sub]` of a 1-D array.
    fn at1(&mut self, array: usize, sub: &str) -> String {
        format!("{}[{sub}]", self.name_of(array))
    }

    /// Element `(i, j)` of a 2-D array.
    fn at2(&mut self, array: usize, i: &str, j: &str) -> String {
        let name = self.name_of(array);
        if self.arrays[array].storage == Storage::Flat {
            format!("{name}[({i}) * r + ({j})]")
        } else {
            format!("{name}[{i}][{j}]")
        }
    }

    fn charge(&mut self, work: u64) -> bool {
        let total = work.saturating_mul(self.steps);
        if total > self.budget {
            return false;
        }
        self.budget -= total;
        true
    }

    // ---- The program --------------------------------------------------------------------

    fn program(&mut self) {
        self.choose_arrays();
        // Initialization and checksums visit every element twice.
        let elements: u64 = self
            .arrays
            .iter()
            .map(|a| if a.mat { self.r * self.r } else { self.n })
            .sum();
        self.budget = self.budget.saturating_sub(2 * elements);
        let before = self.rng.range(0, 2);
        for _ in 0..before {
            self.sweep();
        }
        let steps = self.rng.range(1, 6) as u64;
        let swaps = self.arrays.iter().any(|a| a.storage == Storage::Swap);
        self.scalar("t", "int t;");
        let form = if self.on(Feature::ConditionLoops) {
            self.rng.below(3)
        } else {
            0
        };
        match form {
            0 => self.body.open(format!("for (t = 0; t < {steps}; t++)")),
            1 => {
                self.body.line("t = 0;");
                self.body.open(format!("while (t < {steps})"));
            }
            _ => {
                self.body.line("t = 0;");
                self.body.open("do");
            }
        }
        self.steps = steps;
        if swaps {
            self.jacobi();
        }
        let inside = self.rng.range(2, 6);
        for _ in 0..inside {
            self.sweep();
        }
        if swaps {
            self.swap();
        }
        match form {
            0 => self.body.close(),
            1 => {
                self.body.line("t++;");
                self.body.close();
            }
            _ => {
                // A value the loop computes, read by its condition.
                let gd = self.scalar("gd", "double gd = 0.0;");
                let vecs = self.vecs();
                let a = self.rng.pick(&vecs);
                let k = self.rng.below(self.n);
                let at = self.at1(a, &k.to_string());
                self.body.line(format!("{gd} = 0.5 * {gd} + {at};"));
                self.body.line("t++;");
                self.body.level -= 1;
                self.body
                    .line(format!("}} while (t < {steps} && {gd} < 1e300);"));
            }
        }
        self.steps = 1;
        let after = self.rng.range(0, 2);
        for _ in 0..after {
            self.sweep();
        }
    }

    fn choose_arrays(&mut self) {
        let small_vec = self.n <= 20000;
        let small_mat = self.r <= 128;
        let n_vecs = self.rng.range(3, 6);
        for _ in 0..n_vecs {
            let mut options = vec![Storage::Global, Storage::Heap];
            if small_vec {
                options.push(Storage::Local);
                if self.on(Feature::Vlas) {
                    options.push(Storage::Vla);
                }
            }
            if self.on(Feature::StructMembers) {
                options.push(Storage::Member);
                options.push(Storage::StructArray);
            }
            let storage = self.rng.pick(&options);
            self.add_array(storage, false, false);
        }
        if self.on(Feature::PointerSwaps) && self.rng.chance(0.4) {
            self.add_array(Storage::Swap, false, false);
            self.add_array(Storage::Swap, false, false);
        }
        let n_mats = if self.rng.chance(0.7) {
            self.rng.range(1, 3)
        } else {
            0
        };
        for _ in 0..n_mats {
            let mut options = vec![Storage::Global, Storage::Flat];
            if self.on(Feature::Vlas) {
                options.push(Storage::HeapRows);
            }
            if small_mat {
                options.push(Storage::Local);
                if self.on(Feature::Vlas) {
                    options.push(Storage::Vla);
                }
            }
            let storage = self.rng.pick(&options);
            self.add_array(storage, true, false);
        }
        if self.rng.chance(0.5) {
            let storage = self.rng.pick(&[Storage::Global, Storage::Heap]);
            self.add_array(storage, false, true);
            if self.rng.chance(0.5) {
                self.add_array(storage, false, true);
            }
        }
    }

    fn add_array(&mut self, storage: Storage, mat: bool, int: bool) {
        let index = self.arrays.len();
        let names = match storage {
            Storage::Member => {
                self.uses_grid = true;
                let members = self
                    .arrays
                    .iter()
                    .filter(|a| a.storage == Storage::Member)
                    .count();
                if members >= 2 {
                    // `struct grid` has two pointer members; another array goes elsewhere.
                    return self.add_array(Storage::Heap, mat, int);
                }
                let member = ["u", "v"][members];
                vec![format!("g.{member}"), format!("gp->{member}")]
            }
            Storage::StructArray => {
                self.uses_sb = true;
                let members = self
                    .arrays
                    .iter()
                    .filter(|a| a.storage == Storage::StructArray)
                    .count();
                if members >= 2 {
                    return self.add_array(Storage::Global, mat, int);
                }
                vec![format!("sb.{}", ["x", "y"][members])]
            }
            Storage::Swap => {
                let swaps = self
                    .arrays
                    .iter()
                    .filter(|a| a.storage == Storage::Swap)
                    .count();
                vec![["pa", "pb"][swaps].to_owned()]
            }
            _ => {
                let prefix = match (storage, mat, int) {
                    (_, _, true) => "iv",
                    (Storage::Global, false, _) => "g",
                    (Storage::Global, true, _) => "gm",
                    (Storage::Local, false, _) => "l",
                    (Storage::Local, true, _) => "lm",
                    (Storage::Vla, false, _) => "v",
                    (Storage::Vla, true, _) => "vm",
                    (Storage::Heap, _, _) => "h",
                    (Storage::HeapRows, _, _) => "hr",
                    _ => "f",
                };
                vec![format!("{prefix}{index}")]
            }
        };
        self.arrays.push(Array {
            names,
            mat,
            int,
            storage,
        });
    }

    // ---- Expressions --------------------------------------------------------------------

    /// `var + off`, printed as C.
    fn offset(var: &str, off: i64) -> String {
        match off {
            0 => var.to_owned(),
            o if o > 0 => format!("{var} + {o}"),
            o => format!("{var} - {}", -o),
        }
    }

    /// A subscript of a 1-D array in `[0, n)` for every iteration of a loop of `ctx`.
    fn sub1(&mut self, ctx: &Ctx) -> String {
        let i = ctx.i.clone();
        if let Some(j) = ctx.j.clone() {
            // In a 2-D loop, indices are below r <= n.
            return match self.rng.below(4) {
                0 => i,
                1 => j,
                2 => format!("({i} * r + {j}) % n"),
                _ => format!("({j} * 3 + {i}) % n"),
            };
        }
        match self.rng.below(12) {
            0..=5 => {
                let off = self.rng.range(-ctx.max_off, ctx.max_off);
                Self::offset(&i, off)
            }
            6 => format!("({i} * 7 + 3) % n"),
            7 => format!("n - 1 - {i}"),
            8 => format!("{i} / 2"),
            9 => format!("(int) (((unsigned) {i} * (unsigned) {i}) % (unsigned) n)"),
            _ if self.on(Feature::Indirect) => {
                self.uses_idx = true;
                format!("idx[{i}]")
            }
            _ => format!("{i} % 64"),
        }
    }

    /// A read of a double array, in bounds in `ctx`.
    fn read(&mut self, ctx: &Ctx) -> String {
        let mats = self.mats();
        if let (Some(j), false) = (ctx.j.clone(), mats.is_empty()) {
            if self.rng.chance(0.8) {
                let array = self.rng.pick(&mats);
                let i = ctx.i.clone();
                let (si, sj) = match self.rng.below(8) {
                    0..=4 => {
                        let di = self.rng.range(-ctx.max_off, ctx.max_off);
                        let dj = self.rng.range(-ctx.max_off, ctx.max_off);
                        (Self::offset(&i, di), Self::offset(&j, dj))
                    }
                    5 => (j.clone(), i.clone()),
                    6 => (i.clone(), format!("({j} * 3) % r")),
                    _ => (format!("({i} * {j}) % r"), j.clone()),
                };
                return self.at2(array, &si, &sj);
            }
        }
        let vecs = self.vecs();
        let array = self.rng.pick(&vecs);
        let sub = self.sub1(ctx);
        self.at1(array, &sub)
    }

    fn leaf(&mut self, ctx: &Ctx) -> String {
        let roll = self.rng.below(10);
        if roll < 7 {
            self.read(ctx)
        } else if roll < 9 || ctx.scalars.is_empty() {
            self.rng.pick(CONSTANTS).to_owned()
        } else {
            let k = self.rng.below(ctx.scalars.len() as u64) as usize;
            ctx.scalars[k].clone()
        }
    }

    /// An expression whose value is in `[-1, 1]` when every element read is.
    fn bexpr(&mut self, ctx: &Ctx, depth: u32) -> String {
        if depth == 0 || self.rng.chance(0.2) {
            return self.leaf(ctx);
        }
        match self.rng.below(12) {
            0..=5 => {
                let weights = self.rng.pick(WEIGHTS);
                let mut text = String::from("(");
                for (k, w) in weights.iter().enumerate() {
                    let term = self.bexpr(ctx, depth - 1);
                    let minus = self.rng.chance(0.3);
                    match (k, minus) {
                        (0, false) => write!(text, "{w} * {term}").unwrap(),
                        (0, true) => write!(text, "-{w} * {term}").unwrap(),
                        (_, false) => write!(text, " + {w} * {term}").unwrap(),
                        (_, true) => write!(text, " - {w} * {term}").unwrap(),
                    }
                }
                text.push(')');
                text
            }
            6..=7 => {
                let a = self.bexpr(ctx, depth - 1);
                let b = self.leaf(ctx);
                format!("({a} * {b})")
            }
            8 => {
                let a = self.leaf(ctx);
                let b = self.leaf(ctx);
                let op = if self.rng.chance(0.5) { ">" } else { "<" };
                format!("({a} {op} {b} ? {a} : {b})")
            }
            9 | 10 if self.on(Feature::Calls) => {
                let name = self.helper_pure();
                let a = self.bexpr(ctx, depth - 1);
                let b = self.leaf(ctx);
                format!("{name}({a}, {b})")
            }
            11 if ctx.stateful && self.on(Feature::StaticLocals) => {
                let name = self.helper_state();
                let a = self.leaf(ctx);
                format!("{name}({a})")
            }
            _ => self.leaf(ctx),
        }
    }

    // ---- Helper functions ---------------------------------------------------------------

    /// Adds a helper once; returns its name.
    fn helper(&mut self, name: &str, text: &str) -> String {
        if self.helper_names.insert(name.to_owned()) {
            self.helpers.push(text.to_owned());
        }
        name.to_owned()
    }

    fn helper_pure(&mut self) -> String {
        self.helper(
            "mix",
            "static double mix(double a, double b)\n{\n    return 0.5 * a - 0.25 * b;\n}\n",
        )
    }

    fn helper_state(&mut self) -> String {
        self.helper(
            "smooth_state",
            "static double smooth_state(double a)\n{\n    static double last = 0.0;\n    \
             double res = 0.5 * (a + last);\n    last = a;\n    return res;\n}\n",
        )
    }

    fn helper_relax(&mut self) -> String {
        self.helper(
            "relax",
            "static void relax(int m, double *x, const double *y)\n{\n    int q;\n    \
             for (q = 1; q < m - 1; q++)\n        \
             x[q] = 0.25 * y[q - 1] + 0.5 * y[q] + 0.25 * y[q + 1];\n}\n",
        )
    }

    fn helper_blend(&mut self) -> String {
        self.helper(
            "blend",
            "static void blend(int m, double *x, const double *y, double w)\n{\n    int q;\n    \
             for (q = 0; q < m; q++)\n        x[q] = w * y[q] + (1.0 - w) * x[q];\n}\n",
        )
    }

    fn helper_residual(&mut self) -> String {
        self.helper(
            "residual",
            "static void residual(int m, double *rr, const double *v, const double *w)\n{\n    \
             int q;\n    for (q = 0; q < m; q++)\n        \
             rr[q] = 0.5 * v[q] - 0.25 * w[q] + 0.25 * rr[q];\n}\n",
        )
    }

    fn helper_total(&mut self) -> String {
        self.helper(
            "total",
            "static double total(int m, const double *x)\n{\n    double s = 0.0;\n    int q;\n    \
             for (q = 0; q < m; q++)\n        s += 1.5 + x[q];\n    return s;\n}\n",
        )
    }

    fn helper_total_out(&mut self) -> String {
        self.helper(
            "total_out",
            "static void total_out(int m, const double *x, double *out)\n{\n    \
             double s = 0.0;\n    int q;\n    for (q = 0; q < m; q++)\n        \
             s += 1.5 + x[q];\n    *out = s;\n}\n",
        )
    }

    fn helper_scale(&mut self) -> String {
        self.helper(
            "scale_by",
            "static void scale_by(int m, double *x, double *f)\n{\n    int q;\n    \
             for (q = 0; q < m; q++)\n        x[q] = x[q] * *f;\n    \
             *f = 0.5 * (*f + 1.0);\n}\n",
        )
    }

    fn helper_accum(&mut self) -> String {
        self.helper(
            "accum",
            "static void accum(double *d, double v)\n{\n    *d = 0.5 * (*d + v);\n}\n",
        )
    }

    fn helper_grid(&mut self) -> String {
        self.helper(
            "grid_step",
            "static void grid_step(struct grid *gg, double w)\n{\n    int q;\n    \
             for (q = 1; q < gg->n - 1; q++)\n        \
             gg->u[q] = w * gg->v[q - 1] + (1.0 - w) * gg->u[q];\n}\n",
        )
    }

    fn helper_grid_value(&mut self) -> String {
        self.helper(
            "grid_total",
            "static double grid_total(struct grid gg)\n{\n    double s = 0.0;\n    int q;\n    \
             for (q = 0; q < gg.n; q++)\n        s += 1.5 + gg.u[q] * gg.v[q];\n    \
             return s;\n}\n",
        )
    }

    fn helper_scratch(&mut self) -> String {
        let n = self.n;
        self.helper(
            "smooth_scratch",
            &format!(
                "static void smooth_scratch(int m, double *x)\n{{\n    \
                 static double tmp[{n}];\n    int q;\n    for (q = 0; q < m; q++)\n        \
                 tmp[q] = x[q];\n    for (q = 1; q < m - 1; q++)\n        \
                 x[q] = 0.5 * tmp[q - 1] + 0.5 * tmp[q + 1];\n}}\n"
            ),
        )
    }

    // ---- Sweeps -------------------------------------------------------------------------

    /// One loop nest (or call, or host access) drawn at random.
    fn sweep(&mut self) {
        for _attempt in 0..8 {
            let done = match self.rng.below(24) {
                0..=4 => self.map1(),
                5..=7 => self.map2(),
                8..=9 if self.on(Feature::Reductions) => self.reduction(),
                10 if self.on(Feature::Inductions) => self.induction(),
                11 if self.on(Feature::Carried) => self.carried(),
                12..=13 if self.on(Feature::Calls) => self.call(),
                14 if self.on(Feature::PointerWalks) => self.walk(),
                15 => self.static_local(),
                16 => self.int_update(),
                17 => self.matmul(),
                18 if self.on(Feature::HostAccess) => self.host_access(),
                19 if self.on(Feature::StructArgs) => self.struct_call(),
                20 if self.on(Feature::FlatStrides) => self.flat_strides(),
                21 if self.on(Feature::SamePointer) => self.same_pointer(),
                22..=23 if self.on(Feature::Stencils) => self.stencil(),
                _ => false,
            };
            if done {
                return;
            }
        }
    }

    /// A stencil over two local arrays of `d` dimensions (1 to 3) and odd extents: the
    /// source is filled, the destination gets a weighted sum of the source at a random
    /// set of offsets (-2..2 per dimension), over bounds that keep every read inside, now
    /// and then one read under a condition; the checksum folds the destination in.
    fn stencil(&mut self) -> bool {
        let d = 1 + self.rng.below(3) as usize;
        let ext: Vec<i64> = (0..d)
            .map(|_| match d {
                1 => self.rng.range(3, 700),
                2 => self.rng.range(3, 60),
                _ => self.rng.range(3, 24),
            })
            .collect();
        let cells: u64 = ext.iter().map(|&e| e as u64).product();
        if !self.charge(3 * cells) {
            return false;
        }
        let names = ["x", "y", "z"];
        let (src, dst) = (self.temp("sts"), self.temp("std"));
        let dims: String = ext.iter().map(|e| format!("[{e}]")).collect();
        let at = |a: &str, subs: &[String]| -> String {
            format!(
                "{a}{}",
                subs.iter().map(|s| format!("[{s}]")).collect::<String>()
            )
        };
        let plain: Vec<String> = names[..d].iter().map(|s| s.to_string()).collect();
        // Offsets: the centre and 1 to 6 others.
        let mut offsets: Vec<Vec<i64>> = vec![vec![0; d]];
        for _ in 0..1 + self.rng.below(6) {
            let o: Vec<i64> = (0..d).map(|_| self.rng.range(-2, 2)).collect();
            if !offsets.contains(&o) {
                offsets.push(o);
            }
        }
        let lo: Vec<i64> = (0..d)
            .map(|k| -offsets.iter().map(|o| o[k]).min().unwrap_or(0) + self.rng.range(0, 1))
            .collect();
        let hi: Vec<i64> = (0..d)
            .map(|k| offsets.iter().map(|o| o[k]).max().unwrap_or(0))
            .collect();
        self.body.open("");
        let ty = if self.rng.chance(0.2) {
            "float"
        } else {
            "double"
        };
        self.body.line(format!("{ty} {src}{dims}, {dst}{dims};"));
        for (k, name) in names[..d].iter().enumerate() {
            self.body.open(format!(
                "for (int {name} = 0; {name} < {}; {name}++)",
                ext[k]
            ));
        }
        let mix: String = names[..d]
            .iter()
            .enumerate()
            .map(|(k, n)| format!(" + {n} * {}", 3 + 2 * k))
            .collect();
        self.body.line(format!(
            "{} = ({ty}) ((1{mix}) % 17) / 17; {} = 0;",
            at(&src, &plain),
            at(&dst, &plain)
        ));
        for _ in 0..d {
            self.body.close();
        }
        for (k, name) in names[..d].iter().enumerate() {
            self.body.open(format!(
                "for (int {name} = {}; {name} < {} - {}; {name}++)",
                lo[k], ext[k], hi[k]
            ));
        }
        let guarded = self
            .rng
            .chance(0.2)
            .then(|| self.rng.below(offsets.len() as u64) as usize);
        let mut terms = Vec::new();
        for (n, o) in offsets.iter().enumerate() {
            let subs: Vec<String> = (0..d)
                .map(|k| match o[k] {
                    0 => names[k].to_string(),
                    c if c > 0 => format!("{} + {c}", names[k]),
                    c => format!("{} - {}", names[k], -c),
                })
                .collect();
            let w = 1 + (n as i64 * 7) % 5;
            let read = at(&src, &subs);
            terms.push(if guarded == Some(n) {
                format!("({} > {} ? {w} * {read} : 0)", names[0], lo[0])
            } else {
                format!("{w} * {read}")
            });
        }
        self.body.line(format!(
            "{} = ({}) / 16;",
            at(&dst, &plain),
            terms.join(" + ")
        ));
        for _ in 0..d {
            self.body.close();
        }
        let chk = self.scalar("chk", "double chk = 0.0;");
        for (k, name) in names[..d].iter().enumerate() {
            self.body.open(format!(
                "for (int {name} = 0; {name} < {}; {name}++)",
                ext[k]
            ));
        }
        self.body.line(format!(
            "{chk} += {} * (1 + ({}) % 3);",
            at(&dst, &plain),
            plain.join(" + ")
        ));
        for _ in 0..d {
            self.body.close();
        }
        self.body.close();
        true
    }

    /// A flat array read with one row length and written with another: the rows overlap
    /// differently from the nest's point of view (`f[i * r + j] = f[i * rh + j + k]`).
    fn flat_strides(&mut self) -> bool {
        let flats: Vec<usize> = (0..self.arrays.len())
            .filter(|&a| self.arrays[a].storage == Storage::Flat)
            .collect();
        if flats.is_empty() || !self.charge(self.r * self.r / 4) {
            return false;
        }
        let dst = self.rng.pick(&flats);
        let src = self.rng.pick(&flats);
        let rh = self.scalar("rh", "int rh = r / 2;");
        self.scalar("i", "int i;");
        self.scalar("j", "int j;");
        let (sw, sr) = self
            .rng
            .pick(&[("r", "rh"), ("rh", "r"), ("rh", "rh"), ("r", "r")]);
        let di = self.rng.range(-1, 1);
        let dj = self.rng.range(0, 1);
        let row = Self::offset("i", di);
        let col = Self::offset("j", dj);
        let (d, s) = (self.name_of(dst), self.name_of(src));
        let read = if self.rng.chance(0.5) {
            format!("{s}[({row}) * {sr} + {col}]")
        } else {
            format!("{s}[{col} + {sr} * ({row})]")
        };
        self.body.open(format!("for (i = 1; i < {rh} - 1; i++)"));
        self.body.open(format!("for (j = 1; j < {rh} - 1; j++)"));
        let rhs = self.bexpr(&Ctx::two("i", "j", 1), 1);
        self.body
            .line(format!("{d}[i * {sw} + j] = 0.5 * {read} + 0.5 * {rhs};"));
        self.body.close();
        self.body.close();
        true
    }

    /// One array passed for two pointer parameters of a helper: harmless when the helper
    /// reads and writes the same element (`residual`), a carried dependence when it reads
    /// neighbours (`relax`).
    fn same_pointer(&mut self) -> bool {
        if !self.charge(self.n) {
            return false;
        }
        let a = self.target_vec();
        let b = self.target_vec();
        let (an, bn) = (self.name_of(a), self.name_of(b));
        match self.rng.below(4) {
            0 => {
                let f = self.helper_residual();
                self.body.line(format!("{f}(n, {an}, {bn}, {bn});"));
            }
            1 => {
                let f = self.helper_residual();
                self.body.line(format!("{f}(n, {an}, {an}, {bn});"));
            }
            2 => {
                let f = self.helper_residual();
                self.body.line(format!("{f}(n, {an}, {an}, {an});"));
            }
            _ => {
                let f = self.helper_relax();
                self.body.line(format!("{f}(n, {an}, {an});"));
            }
        }
        true
    }

    /// A target array of doubles for a 1-D loop.
    fn target_vec(&mut self) -> usize {
        let vecs = self.vecs();
        self.rng.pick(&vecs)
    }

    /// The loop header of a 1-D loop over `[lo, hi)` with index `i`, in one of the forms.
    fn for1(&mut self, var: &str, lo: &str, hi: &str) -> String {
        let n_bound = if hi == "n" && self.rng.chance(0.3) {
            self.n.to_string()
        } else {
            hi.to_owned()
        };
        if self.on(Feature::StorageClasses) && self.rng.chance(0.2) {
            format!("for (int {var} = {lo}; {var} < {n_bound}; {var}++)")
        } else {
            self.scalar(var, &format!("int {var};"));
            format!("for ({var} = {lo}; {var} < {n_bound}; {var}++)")
        }
    }

    fn map1(&mut self) -> bool {
        if !self.charge(self.n) {
            return false;
        }
        let dst = self.target_vec();
        let shape = self.rng.below(9);
        match shape {
            // Bounds test over the whole range.
            0 => {
                let head = self.for1("i", "0", "n");
                self.body.open(head);
                self.body.open("if (i > 0 && i < n - 1)");
                let ctx = Ctx::one("i", 1);
                let rhs = self.bexpr(&ctx, 2);
                let lhs = self.at1(dst, "i");
                self.body.line(format!("{lhs} = {rhs};"));
                self.body.close();
                self.body.open("else");
                let rhs = self.bexpr(&Ctx::one("i", 0), 1);
                let lhs = self.at1(dst, "i");
                self.body.line(format!("{lhs} = {rhs};"));
                self.body.close();
                self.body.close();
            }
            // A condition on the index.
            1 => {
                let modulus = self.rng.range(2, 4);
                let head = self.for1("i", "2", "n - 2");
                self.body.open(head);
                self.body.open(format!("if (i % {modulus} == 0)"));
                let rhs = self.bexpr(&Ctx::one("i", 2), 2);
                let lhs = self.at1(dst, "i");
                self.body.line(format!("{lhs} = {rhs};"));
                self.body.close();
                if self.rng.chance(0.5) {
                    self.body.open("else");
                    let rhs = self.bexpr(&Ctx::one("i", 2), 1);
                    let lhs = self.at1(dst, "i");
                    self.body.line(format!("{lhs} = {rhs};"));
                    self.body.close();
                }
                self.body.close();
            }
            // A private scalar of main, written then read.
            2 => {
                let tmp = self.scalar("tp", "double tp = 0.0;");
                let head = self.for1("i", "2", "n - 2");
                self.body.open(head);
                let rhs = self.bexpr(&Ctx::one("i", 2), 2);
                self.body.line(format!("{tmp} = {rhs};"));
                let mut ctx = Ctx::one("i", 2);
                ctx.scalars.push(tmp.clone());
                let rhs = self.bexpr(&ctx, 1);
                let lhs = self.at1(dst, "i");
                self.body
                    .line(format!("{lhs} = 0.5 * {tmp} * {tmp} + 0.5 * {rhs};"));
                self.body.close();
            }
            // A private declared in the body.
            3 => {
                let head = self.for1("i", "2", "n - 2");
                self.body.open(head);
                let rhs = self.bexpr(&Ctx::one("i", 2), 2);
                self.body.line(format!("double e = {rhs};"));
                let lhs = self.at1(dst, "i");
                self.body.line(format!("{lhs} = e * e;"));
                self.body.close();
            }
            // A recurrence on the target itself.
            4 => {
                let head = self.for1("i", "2", "n - 2");
                self.body.open(head);
                let back = self.rng.range(1, 2);
                let prev = self.at1(dst, &Self::offset("i", -back));
                let rhs = self.bexpr(&Ctx::one("i", 2), 1);
                let lhs = self.at1(dst, "i");
                self.body
                    .line(format!("{lhs} = 0.5 * {prev} + 0.5 * {rhs};"));
                self.body.close();
            }
            // A permuted write.
            5 if self.on(Feature::Indirect) => {
                self.uses_perm = true;
                let head = self.for1("i", "0", "n");
                self.body.open(head);
                let rhs = self.bexpr(&Ctx::one("i", 0), 2);
                let lhs = self.at1(dst, "perm[i]");
                self.body.line(format!("{lhs} = {rhs};"));
                self.body.close();
            }
            // A reversed write.
            6 => {
                let head = self.for1("i", "0", "n");
                self.body.open(head);
                let rhs = self.bexpr(&Ctx::one("i", 0), 2);
                let lhs = self.at1(dst, "n - 1 - i");
                self.body.line(format!("{lhs} = {rhs};"));
                self.body.close();
            }
            // A register counter and a const bound in a block.
            7 if self.on(Feature::StorageClasses) => {
                self.body.open("");
                self.body.line("register int ri;");
                self.body.line("const int hi = n - 2;");
                self.body.open("for (ri = 2; ri < hi; ri++)");
                let rhs = self.bexpr(&Ctx::one("ri", 2), 2);
                let lhs = self.at1(dst, "ri");
                self.body.line(format!("{lhs} = {rhs};"));
                self.body.close();
                self.body.close();
            }
            _ => {
                let head = self.for1("i", "2", "n - 2");
                self.body.open(head);
                let rhs = self.bexpr(&Ctx::one("i", 2), 3);
                let lhs = self.at1(dst, "i");
                self.body.line(format!("{lhs} = {rhs};"));
                self.body.close();
            }
        }
        true
    }

    fn map2(&mut self) -> bool {
        let mats = self.mats();
        if mats.is_empty() || !self.charge(self.r * self.r) {
            return false;
        }
        let dst = self.rng.pick(&mats);
        self.scalar("i", "int i;");
        self.scalar("j", "int j;");
        let shape = self.rng.below(5);
        let (outer, inner) = if shape == 1 { ("j", "i") } else { ("i", "j") };
        self.body
            .open(format!("for ({outer} = 1; {outer} < r - 1; {outer}++)"));
        self.body
            .open(format!("for ({inner} = 1; {inner} < r - 1; {inner}++)"));
        let ctx = Ctx::two("i", "j", 1);
        let rhs = self.bexpr(&ctx, 2);
        let lhs = self.at2(dst, "i", "j");
        match shape {
            2 => {
                let prev = self.at2(dst, "i", "j - 1");
                self.body
                    .line(format!("{lhs} = 0.5 * {prev} + 0.5 * {rhs};"));
            }
            3 => {
                let prev = self.at2(dst, "i - 1", "j");
                self.body
                    .line(format!("{lhs} = 0.5 * {prev} + 0.5 * {rhs};"));
            }
            _ => self.body.line(format!("{lhs} = {rhs};")),
        }
        self.body.close();
        self.body.close();
        true
    }

    fn reduction(&mut self) -> bool {
        let two_d = !self.mats().is_empty() && self.rng.chance(0.3);
        let work = if two_d { self.r * self.r } else { self.n };
        if !self.charge(work) {
            return false;
        }
        let kind = self.rng.below(5);
        let name = self.temp("red");
        let (init, decl) = match kind {
            0 | 1 => ("0.0", "double"),
            2 => ("1.0", "double"),
            3 => ("-2.0", "double"),
            _ => ("0", "unsigned long"),
        };
        let int_arrays = self.ints();
        if kind == 4 && int_arrays.is_empty() {
            return false;
        }
        self.scalar(&name, &format!("{decl} {name} = {init};"));
        self.body.line(format!("{name} = {init};"));
        let mut ctx = if two_d {
            self.scalar("i", "int i;");
            self.scalar("j", "int j;");
            self.body.open("for (i = 0; i < r; i++)");
            self.body.open("for (j = 0; j < r; j++)");
            Ctx::two("i", "j", 0)
        } else {
            let head = self.for1("i", "0", "n");
            self.body.open(head);
            Ctx::one("i", 0)
        };
        ctx.stateful = false;
        let count = if two_d { "(r * r)" } else { "n" };
        match kind {
            0 | 1 => {
                let operand = self.bexpr(&ctx, 1);
                self.body.line(format!("{name} += 1.5 + {operand};"));
                self.close_loops(two_d);
                self.observe(&format!("{name} / {count}"));
                if kind == 1 && self.on(Feature::HostAccess) {
                    let dst = self.target_vec();
                    let lhs = self.at1(dst, "0");
                    self.body.line(format!("{lhs} = {name} / (2.5 * {count});"));
                }
            }
            2 => {
                let operand = self.bexpr(&ctx, 1);
                self.body
                    .line(format!("{name} *= 1.0 + 0.00001 * {operand};"));
                self.close_loops(two_d);
                self.observe(&name);
            }
            3 => {
                let op = if self.rng.chance(0.5) { ">" } else { "<" };
                if op == "<" {
                    self.body.line(format!("{name} = 2.0;"));
                }
                let e = self.read(&ctx);
                self.body.open(format!("if ({e} {op} {name})"));
                self.body.line(format!("{name} = {e};"));
                self.body.close();
                self.close_loops(two_d);
                self.observe(&format!("{name} + 2.0"));
            }
            _ => {
                let src = self.rng.pick(&int_arrays);
                let sub = if two_d {
                    "(i * r + j) % n".to_owned()
                } else {
                    "i".to_owned()
                };
                let e = self.at1(src, &sub);
                self.body.line(format!(
                    "{name} += (unsigned long) {e} * (unsigned long) (i % 13 + 1);"
                ));
                self.close_loops(two_d);
                let hchk = self.scalar("hchk", "unsigned long hchk = 0;");
                self.body.line(format!("{hchk} += {name};"));
            }
        }
        true
    }

    /// Makes a positive value observable: printed now (a host read between loops), or
    /// added to `chk`, printed at the end.
    fn observe(&mut self, value: &str) {
        if self.rng.chance(0.5) {
            let label = self.temp("v");
            self.body
                .line(format!("printf(\"{label} %.12e\\n\", {value});"));
        } else {
            let chk = self.scalar("chk", "double chk = 0.0;");
            self.body.line(format!("{chk} += {value};"));
        }
    }

    fn close_loops(&mut self, two_d: bool) {
        self.body.close();
        if two_d {
            self.body.close();
        }
    }

    fn induction(&mut self) -> bool {
        if !self.charge(self.n / 2) {
            return false;
        }
        let dst = self.target_vec();
        let src = self.target_vec();
        let k = self.scalar("k", "int k;");
        self.body.line(format!("{k} = 0;"));
        let head = self.for1("i", "0", "n / 2");
        self.body.open(head);
        let a = self.at1(src, "k");
        let b = self.at1(src, "k + 1");
        if self.rng.chance(0.5) {
            let lhs = self.at1(dst, "i");
            self.body.line(format!("{lhs} = 0.5 * ({a} + {b});"));
        } else {
            let lhs = self.at1(dst, "k");
            let ctx = Ctx::one("i", 0);
            let rhs = self.bexpr(&ctx, 1);
            self.body.line(format!("{lhs} = 0.5 * {a} + 0.5 * {rhs};"));
        }
        self.body.line(format!("{k} += 2;"));
        self.body.close();
        true
    }

    fn carried(&mut self) -> bool {
        let two_d = !self.mats().is_empty() && self.rng.chance(0.4);
        let work = if two_d { self.r * self.r } else { self.n };
        if !self.charge(work) {
            return false;
        }
        let c = self.scalar("tc", "double tc = 0.0;");
        if two_d {
            let dst = self.rng.pick(&self.mats());
            self.scalar("i", "int i;");
            self.scalar("j", "int j;");
            self.body.open("for (i = 0; i < r; i++)");
            self.body.line(format!("{c} = 0.0;"));
            self.body.open("for (j = 0; j < r; j++)");
            let ctx = Ctx::two("i", "j", 0);
            let e = self.bexpr(&ctx, 1);
            self.body.line(format!("{c} = {e} + {c} * 0.5;"));
            let lhs = self.at2(dst, "i", "j");
            self.body.line(format!("{lhs} = 0.5 * {c};"));
            self.body.close();
            self.body.close();
        } else {
            let dst = self.target_vec();
            self.body.line(format!("{c} = 0.0;"));
            let head = self.for1("i", "0", "n");
            self.body.open(head);
            let e = self.bexpr(&Ctx::one("i", 0), 1);
            self.body.line(format!("{c} = {e} + {c} * 0.5;"));
            let lhs = self.at1(dst, "i");
            self.body.line(format!("{lhs} = 0.5 * {c};"));
            self.body.close();
        }
        true
    }

    /// A double array that is a pointer or decays to one, for arguments and walks.
    fn call(&mut self) -> bool {
        let form = self.rng.below(11);
        let dst = self.target_vec();
        let src = self.target_vec();
        match form {
            0 => {
                if !self.charge(self.n) {
                    return false;
                }
                let f = self.helper_relax();
                let (d, s) = (self.name_of(dst), self.name_of(src));
                self.body.line(format!("{f}(n, {d}, {s});"));
            }
            1 => {
                if !self.charge(self.n) {
                    return false;
                }
                let f = self.helper_blend();
                let k = self.rng.range(1, 3);
                let (d, s) = (self.name_of(dst), self.name_of(src));
                let w = self.rng.pick(&["0.25", "0.5", "0.75"]);
                self.body
                    .line(format!("{f}(n - {}, {d} + {k}, {s} + {k}, {w});", 2 * k));
            }
            2 => {
                let mats = self.mats();
                if mats.is_empty() || !self.charge(self.r * self.r) {
                    return false;
                }
                let d = self.rng.pick(&mats);
                let s = self.rng.pick(&mats);
                let f = if self.rng.chance(0.5) {
                    self.helper_relax()
                } else {
                    self.helper_blend()
                };
                let w = if f == "blend" { ", 0.5" } else { "" };
                let row = |this: &mut Gen, a: usize| -> String {
                    let name = this.name_of(a);
                    if this.arrays[a].storage == Storage::Flat {
                        format!("{name} + i * r")
                    } else if this.rng.chance(0.5) {
                        format!("&{name}[i][0]")
                    } else {
                        format!("{name}[i]")
                    }
                };
                self.scalar("i", "int i;");
                let (rd, rs) = (row(self, d), row(self, s));
                self.body.open("for (i = 1; i < r - 1; i++)");
                self.body.line(format!("{f}(r, {rd}, {rs}{w});"));
                self.body.close();
            }
            3 => {
                if !self.charge(self.n) {
                    return false;
                }
                let f = self.helper_total();
                let s = self.name_of(src);
                let chk = self.scalar("chk", "double chk = 0.0;");
                self.body.line(format!("{chk} += {f}(n, {s}) / n;"));
            }
            4 => {
                if !self.charge(self.n) {
                    return false;
                }
                let f = self.helper_total_out();
                let s = self.name_of(src);
                let out = self.scalar("sout", "double sout = 0.0;");
                let chk = self.scalar("chk", "double chk = 0.0;");
                self.body.line(format!("{f}(n, {s}, &{out});"));
                self.body.line(format!("{chk} += {out} / n;"));
            }
            5 => {
                if !self.charge(self.n) {
                    return false;
                }
                let f = self.helper_scale();
                let fac = self.scalar("fac", "double fac = 0.5;");
                let d = self.name_of(dst);
                self.body.line(format!("{f}(n, {d}, &{fac});"));
            }
            6 => {
                if !self.charge(self.n) {
                    return false;
                }
                let f = self.helper_accum();
                let head = self.for1("i", "0", "n");
                self.body.open(head);
                let d = self.at1(dst, "i");
                let e = self.bexpr(&Ctx::one("i", 0), 1);
                self.body.line(format!("{f}(&{d}, {e});"));
                self.body.close();
            }
            8 => {
                if !self.on(Feature::ExprCalls) || !self.charge(self.n) {
                    return false;
                }
                let f = self.helper_total();
                let s = self.name_of(src);
                let chk = self.scalar("chk", "double chk = 0.0;");
                let thr = self.rng.pick(&["1.5 * n", "2.0 * n", "0.0"]);
                self.body.open(format!("if ({f}(n, {s}) > {thr})"));
                self.body.line(format!("{chk} += 1.0;"));
                self.body.close();
                self.body.open("else");
                self.body.line(format!("{chk} -= 0.5;"));
                self.body.close();
            }
            9 => {
                if !self.on(Feature::ExprCalls) || !self.charge(6 * self.n) {
                    return false;
                }
                let f = self.helper_total();
                let g = self.helper_relax();
                let (d, s) = (self.name_of(dst), self.name_of(src));
                let k = self.scalar("kk", "int kk;");
                self.body.line(format!("{k} = 0;"));
                self.body
                    .open(format!("while ({k} < 3 && {f}(n, {s}) > 0.0)"));
                self.body.line(format!("{g}(n, {d}, {s});"));
                self.body.line(format!("{k}++;"));
                self.body.close();
            }
            10 => {
                if !self.on(Feature::ExprCalls) || !self.charge(2 * self.n) {
                    return false;
                }
                let f = self.helper_total();
                let (d, s) = (self.name_of(dst), self.name_of(src));
                let chk = self.scalar("chk", "double chk = 0.0;");
                self.body.line(format!(
                    "{chk} = 0.5 * {chk} + {f}(n, {s}) / n - {f}(n, {d}) / (2.0 * n);"
                ));
            }
            _ => {
                if !self.on(Feature::StructArgs) || !self.charge(self.n) {
                    return false;
                }
                // A struct member as a plain array argument, via `.` or `->`.
                let members: Vec<usize> = self
                    .vecs()
                    .into_iter()
                    .filter(|&a| matches!(self.arrays[a].storage, Storage::StructArray))
                    .collect();
                if members.is_empty() {
                    return false;
                }
                let d = self.rng.pick(&members);
                let f = self.helper_blend();
                let dn = self.name_of(d);
                let s = self.name_of(src);
                self.body.line(format!("{f}(n, {dn}, {s}, 0.5);"));
            }
        }
        true
    }

    /// Calls passing struct members or structs (`relax(g.n, g.u, g.v)`).
    fn struct_call(&mut self) -> bool {
        let members: Vec<usize> = (0..self.arrays.len())
            .filter(|&a| self.arrays[a].storage == Storage::Member)
            .collect();
        if members.len() < 2 || !self.charge(self.n) {
            return false;
        }
        let via = if self.rng.chance(0.5) { "g." } else { "gp->" };
        match self.rng.below(4) {
            0 => {
                let f = self.helper_relax();
                self.body.line(format!("{f}({via}n, {via}u, {via}v);"));
            }
            1 => {
                let f = self.helper_blend();
                self.body
                    .line(format!("{f}({via}n, {via}v, {via}u, 0.25);"));
            }
            2 => {
                let f = self.helper_grid();
                let arg = if via == "g." { "&g" } else { "gp" };
                self.body.line(format!("{f}({arg}, 0.5);"));
            }
            _ => {
                let f = self.helper_grid_value();
                let chk = self.scalar("chk", "double chk = 0.0;");
                self.body.line(format!("{chk} += {f}(g) / n;"));
            }
        }
        true
    }

    fn walk(&mut self) -> bool {
        if !self.charge(self.n) {
            return false;
        }
        let dst = self.target_vec();
        let d = self.name_of(dst);
        self.scalar("p", "double *p;");
        match self.rng.below(3) {
            0 => {
                self.body.open(format!("for (p = {d}; p < {d} + n; p++)"));
                self.body.line("*p = 0.5 * *p + 0.25;");
                self.body.close();
            }
            1 => {
                let src = self.target_vec();
                let s = self.name_of(src);
                self.scalar("pq", "double *pq;");
                self.body.line(format!("pq = {s};"));
                self.body
                    .open(format!("for (p = {d} + 1; p < {d} + n - 1; p++, pq++)"));
                self.body.line("*p = 0.5 * *p + 0.25 * (*pq + pq[2]);");
                self.body.close();
            }
            _ => {
                let name = self.temp("ws");
                self.scalar(&name, &format!("double {name} = 0.0;"));
                self.body.line(format!("{name} = 0.0;"));
                self.body.open(format!("for (p = {d}; p < {d} + n; p++)"));
                self.body.line(format!("{name} += 1.5 + *p;"));
                self.body.close();
                let chk = self.scalar("chk", "double chk = 0.0;");
                self.body.line(format!("{chk} += {name} / n;"));
            }
        }
        true
    }

    fn static_local(&mut self) -> bool {
        if !self.charge(self.n) {
            return false;
        }
        let dst = self.target_vec();
        let mut shapes = Vec::new();
        for (shape, feature) in [
            (0, Feature::StaticInLoop),
            (1, Feature::StaticScratch),
            (2, Feature::StaticLocals),
        ] {
            if self.on(feature) {
                shapes.push(shape);
            }
        }
        if shapes.is_empty() {
            return false;
        }
        match self.rng.pick(&shapes) {
            0 => {
                let head = self.for1("i", "0", "n");
                self.body.open(head);
                self.body.line("static double carry;");
                let e = self.bexpr(&Ctx::one("i", 0), 1);
                self.body.line(format!("carry = 0.5 * carry + 0.5 * {e};"));
                let lhs = self.at1(dst, "i");
                self.body.line(format!("{lhs} = carry;"));
                self.body.close();
            }
            1 => {
                let f = self.helper_scratch();
                let d = self.name_of(dst);
                self.body.line(format!("{f}(n, {d});"));
            }
            _ => {
                let f = self.helper_state();
                let head = self.for1("i", "0", "n");
                self.body.open(head);
                let e = self.read(&Ctx::one("i", 0));
                let lhs = self.at1(dst, "i");
                self.body.line(format!("{lhs} = {f}({e});"));
                self.body.close();
                let hchk = self.scalar("hchk", "unsigned long hchk = 0;");
                self.body.open("");
                self.body.line("static unsigned visits;");
                self.body.line("visits++;");
                self.body.line(format!("{hchk} += visits;"));
                self.body.close();
            }
        }
        true
    }

    fn int_update(&mut self) -> bool {
        let ints = self.ints();
        if ints.is_empty() || !self.charge(self.n) {
            return false;
        }
        let dst = self.rng.pick(&ints);
        let src = self.rng.pick(&ints);
        match self.rng.below(3) {
            0 => {
                let head = self.for1("i", "0", "n");
                self.body.open(head);
                let lhs = self.at1(dst, "i");
                let s = self.at1(src, "n - 1 - i");
                self.body
                    .line(format!("{lhs} = ({lhs} * 3 + i % 7 + {s}) % 1009;"));
                self.body.close();
            }
            1 => {
                let head = self.for1("i", "1", "n");
                self.body.open(head);
                let lhs = self.at1(dst, "i");
                let prev = self.at1(dst, "i - 1");
                self.body.line(format!("{lhs} = ({prev} + {lhs}) % 1009;"));
                self.body.close();
            }
            _ => {
                let head = self.for1("i", "0", "n");
                self.body.open(head);
                let lhs = self.at1(dst, "i");
                self.body
                    .open(format!("if (i % 5 == {})", self.rng.range(0, 4)));
                self.body.line(format!("{lhs} = ({lhs} + i) % 1009;"));
                self.body.close();
                self.body.close();
            }
        }
        true
    }

    fn matmul(&mut self) -> bool {
        let mats = self.mats();
        if mats.len() < 2 || self.r > 128 || !self.charge(self.r * self.r * self.r) {
            return false;
        }
        let c = mats[0];
        let a = mats[1];
        let b = self.rng.pick(&mats[1..]);
        self.scalar("i", "int i;");
        self.scalar("j", "int j;");
        self.scalar("kk", "int kk;");
        let s = self.scalar("dot", "double dot = 0.0;");
        self.body.open("for (i = 0; i < r; i++)");
        self.body.open("for (j = 0; j < r; j++)");
        self.body.line(format!("{s} = 0.0;"));
        self.body.open("for (kk = 0; kk < r; kk++)");
        let ea = self.at2(a, "i", "kk");
        let eb = self.at2(b, "kk", "j");
        self.body.line(format!("{s} += {ea} * {eb};"));
        self.body.close();
        let lhs = self.at2(c, "i", "j");
        self.body.line(format!("{lhs} = {s} / r;"));
        self.body.close();
        self.body.close();
        true
    }

    fn host_access(&mut self) -> bool {
        let array = self.target_vec();
        let chk = self.scalar("chk", "double chk = 0.0;");
        match self.rng.below(4) {
            0 => {
                let e = self.at1(array, "0");
                self.body.line(format!("{chk} += {e} + 2.0;"));
            }
            1 => {
                let e = self.at1(array, "n / 2");
                self.body
                    .line(format!("printf(\"sample %.12e\\n\", {e} + 3.0);"));
            }
            2 => {
                let e = self.at1(array, "n - 1");
                self.body.line(format!("{e} = 0.125;"));
            }
            _ => {
                let mats = self.mats();
                if mats.is_empty() {
                    let e = self.at1(array, "7");
                    self.body.line(format!("{chk} += {e} + 2.0;"));
                } else {
                    let m = self.rng.pick(&mats);
                    let e = self.at2(m, "r / 2", "1");
                    self.body.line(format!("{chk} += {e} + 2.0;"));
                }
            }
        }
        true
    }

    /// The sweep between the swapped pointers: `pb` from `pa`.
    fn jacobi(&mut self) {
        self.charge(self.n);
        self.scalar("i", "int i;");
        self.body.open("for (i = 1; i < n - 1; i++)");
        self.body
            .line("pb[i] = 0.25 * pa[i - 1] + 0.5 * pa[i] + 0.25 * pa[i + 1];");
        self.body.close();
    }

    fn swap(&mut self) {
        self.body.open("");
        self.body.line("double *tsw = pa;");
        self.body.line("pa = pb;");
        self.body.line("pb = tsw;");
        self.body.close();
    }

    // ---- Assembly -----------------------------------------------------------------------

    fn assemble(&mut self) -> String {
        let (n, r) = (self.n, self.r);
        let mut out = String::new();
        writeln!(
            out,
            "/* p4a loopgen seed {} (features: {}) */",
            self.seed,
            self.features.describe()
        )
        .unwrap();
        out.push_str("#include <stdio.h>\n#include <stdlib.h>\n\n");
        if self.uses_grid {
            out.push_str("struct grid {\n    int n;\n    double *u;\n    double *v;\n};\n\n");
        }
        if self.uses_sb {
            writeln!(
                out,
                "static struct {{\n    double x[{n}];\n    double y[{n}];\n}} sb;\n"
            )
            .unwrap();
        }
        for array in &self.arrays {
            if array.storage != Storage::Global {
                continue;
            }
            let ty = if array.int { "int" } else { "double" };
            let dims = if array.mat {
                format!("[{r}][{r}]")
            } else {
                format!("[{n}]")
            };
            writeln!(out, "static {ty} {}{dims};", array.names[0]).unwrap();
        }
        if self.uses_idx {
            writeln!(out, "static int idx[{n}];").unwrap();
        }
        if self.uses_perm {
            writeln!(out, "static int perm[{n}];").unwrap();
        }
        out.push('\n');
        for helper in &self.helpers {
            out.push_str(helper);
            out.push('\n');
        }
        out.push_str("int main(void)\n{\n");
        writeln!(out, "    int n = {n};").unwrap();
        if !self.mats().is_empty() {
            writeln!(out, "    int r = {r};").unwrap();
        }
        let mut need_i = true;
        for (name, decl) in &self.scalars {
            if name == "i" {
                need_i = false;
            }
            writeln!(out, "    {decl}").unwrap();
        }
        if need_i {
            out.push_str("    int i;\n");
        }
        if !self.scalars.iter().any(|(name, _)| name == "j") && !self.mats().is_empty() {
            out.push_str("    int j;\n");
        }
        out.push_str("    double cs;\n");
        if !self.ints().is_empty() {
            out.push_str("    unsigned long hs;\n");
        }
        self.declare_arrays(&mut out);
        self.initialize(&mut out);
        out.push_str(&self.body.text);
        self.checksums(&mut out);
        for array in &self.arrays {
            if matches!(
                array.storage,
                Storage::Heap | Storage::HeapRows | Storage::Flat | Storage::Swap
            ) {
                writeln!(out, "    free({});", array.names[0]).unwrap();
            }
        }
        if self.uses_grid {
            out.push_str("    free(g.u);\n    free(g.v);\n");
        }
        out.push_str("    return 0;\n}\n");
        out
    }

    fn declare_arrays(&self, out: &mut String) {
        let mut heap = Vec::new();
        for array in &self.arrays {
            let name = &array.names[0];
            let ty = if array.int { "int" } else { "double" };
            match (array.storage, array.mat) {
                (Storage::Local, false) => writeln!(out, "    {ty} {name}[{}];", self.n).unwrap(),
                (Storage::Local, true) => {
                    writeln!(out, "    double {name}[{}][{}];", self.r, self.r).unwrap()
                }
                (Storage::Vla, false) => writeln!(out, "    double {name}[n];").unwrap(),
                (Storage::Vla, true) => writeln!(out, "    double {name}[r][r];").unwrap(),
                (Storage::Heap | Storage::Swap, _) => {
                    writeln!(out, "    {ty} *{name} = malloc(n * sizeof *{name});").unwrap();
                    heap.push(name.clone());
                }
                (Storage::HeapRows, _) => {
                    writeln!(out, "    double (*{name})[r] = malloc(r * sizeof *{name});").unwrap();
                    heap.push(name.clone());
                }
                (Storage::Flat, _) => {
                    writeln!(
                        out,
                        "    double *{name} = malloc((size_t) r * r * sizeof *{name});"
                    )
                    .unwrap();
                    heap.push(name.clone());
                }
                _ => {}
            }
        }
        if self.uses_grid {
            out.push_str("    struct grid g;\n    struct grid *gp = &g;\n");
            out.push_str("    g.n = n;\n    g.u = malloc(n * sizeof *g.u);\n");
            out.push_str("    g.v = malloc(n * sizeof *g.v);\n");
            heap.push("g.u".into());
            heap.push("g.v".into());
        }
        if !heap.is_empty() {
            let tests: Vec<String> = heap.iter().map(|h| format!("!{h}")).collect();
            writeln!(out, "    if ({})\n        return 1;", tests.join(" || ")).unwrap();
        }
    }

    fn initialize(&self, out: &mut String) {
        out.push_str("    for (i = 0; i < n; i++) {\n");
        if self.uses_idx {
            out.push_str("        idx[i] = (int) (((unsigned) i * 2654435761u) % (unsigned) n);\n");
        }
        if self.uses_perm {
            out.push_str("        perm[i] = (int) (((long) i * 7919L) % n);\n");
        }
        if self.uses_grid && !self.arrays.iter().any(|a| a.names[0] == "g.v") {
            out.push_str("        g.v[i] = 0.5;\n");
        }
        for (k, array) in self.arrays.iter().enumerate() {
            if array.mat {
                continue;
            }
            let name = &array.names[0];
            if array.int {
                writeln!(out, "        {name}[i] = (i * 13 + {k}) % 1009;").unwrap();
            } else {
                writeln!(
                    out,
                    "        {name}[i] = (double) ((i * 37 + {}) % 101) / 101.0 - 0.5;",
                    11 * k + 3
                )
                .unwrap();
            }
        }
        out.push_str("    }\n");
        for (k, array) in self.arrays.iter().enumerate() {
            if !array.mat {
                continue;
            }
            let at = if array.storage == Storage::Flat {
                format!("{}[i * r + j]", array.names[0])
            } else {
                format!("{}[i][j]", array.names[0])
            };
            writeln!(
                out,
                "    for (i = 0; i < r; i++)\n        for (j = 0; j < r; j++)\n            \
                 {at} = (double) ((i * 17 + j * 5 + {k}) % 61) / 61.0 - 0.5;"
            )
            .unwrap();
        }
    }

    fn checksums(&self, out: &mut String) {
        for array in &self.arrays {
            // The last name: `gp->u` rather than `g.u`, so that `gp` is always used.
            let name = array.names.last().unwrap();
            if array.int {
                writeln!(
                    out,
                    "    hs = 0;\n    for (i = 0; i < n; i++)\n        \
                     hs += (unsigned long) {name}[i] * (unsigned long) (i % 7 + 1);\n    \
                     printf(\"{name} %lu\\n\", hs);"
                )
                .unwrap();
            } else if array.mat {
                let at = if array.storage == Storage::Flat {
                    format!("{name}[i * r + j]")
                } else {
                    format!("{name}[i][j]")
                };
                writeln!(
                    out,
                    "    cs = 0.0;\n    for (i = 0; i < r; i++)\n        \
                     for (j = 0; j < r; j++)\n            \
                     cs += ({at} + 2.0) * (double) ((i + 2 * j) % 5 + 1);\n    \
                     printf(\"{name} %.12e\\n\", cs);"
                )
                .unwrap();
            } else {
                writeln!(
                    out,
                    "    cs = 0.0;\n    for (i = 0; i < n; i++)\n        \
                     cs += ({name}[i] + 2.0) * (double) (i % 5 + 1);\n    \
                     printf(\"{name} %.12e\\n\", cs);"
                )
                .unwrap();
            }
        }
        if self.scalars.iter().any(|(name, _)| name == "chk") {
            out.push_str("    printf(\"chk %.12e\\n\", chk + 1.0);\n");
        }
        if self.scalars.iter().any(|(name, _)| name == "gd") {
            out.push_str("    printf(\"gd %.12e\\n\", gd);\n");
        }
        if self.scalars.iter().any(|(name, _)| name == "hchk") {
            out.push_str("    printf(\"hchk %lu\\n\", hchk);\n");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_always_gives_the_same_program() {
        for seed in 0..20 {
            assert_eq!(generate(seed), generate(seed));
        }
        assert_ne!(generate(1), generate(2));
    }

    #[test]
    fn feature_lists_parse() {
        assert_eq!(Features::parse("all").unwrap(), Features::all());
        assert_eq!(Features::parse("default").unwrap(), Features::known_good());
        let only = Features::parse("calls,reductions").unwrap();
        assert_eq!(only.describe(), "calls,reductions");
        let without = Features::parse("all,-calls").unwrap();
        assert!(!without.0.contains(&Feature::Calls));
        assert!(without.0.contains(&Feature::Reductions));
        assert!(Features::parse("nonsense").is_err());
    }

    #[test]
    fn features_left_out_do_not_appear() {
        let none = Features::parse("none").unwrap();
        for seed in 0..30 {
            let text = generate_with(seed, &none);
            assert!(!text.contains("static double last"), "{text}");
            assert!(!text.contains("struct grid"), "{text}");
            assert!(!text.contains("idx["), "{text}");
            assert!(!text.contains("pa = pb"), "{text}");
        }
    }

    /// Every program of a few seeds builds without a warning and runs, printing its
    /// checksums, in well under a second.
    #[test]
    fn programs_build_cleanly_and_run() {
        let dir = tempfile::tempdir().unwrap();
        for seed in 0..12 {
            let text = generate_with(seed, &Features::all());
            let source = dir.path().join(format!("p{seed}.c"));
            let binary = dir.path().join(format!("p{seed}"));
            std::fs::write(&source, &text).unwrap();
            let build = std::process::Command::new("cc")
                .args([
                    "-std=gnu11",
                    "-O1",
                    "-Wall",
                    "-Wextra",
                    "-Werror",
                    "-Wno-unused-parameter",
                ])
                .arg(&source)
                .arg("-o")
                .arg(&binary)
                .output()
                .expect("cc runs");
            assert!(
                build.status.success(),
                "seed {seed}: {}\n{text}",
                String::from_utf8_lossy(&build.stderr)
            );
            let start = std::time::Instant::now();
            let run = std::process::Command::new(&binary).output().unwrap();
            assert!(run.status.success(), "seed {seed} exited {}", run.status);
            assert!(start.elapsed().as_secs_f64() < 2.0, "seed {seed} is slow");
            let stdout = String::from_utf8(run.stdout).unwrap();
            assert!(stdout.lines().count() >= 3, "seed {seed}: {stdout}");
            for line in stdout.lines() {
                assert!(
                    !line.contains("nan") && !line.contains("inf"),
                    "seed {seed}: {line}"
                );
            }
        }
    }
}
