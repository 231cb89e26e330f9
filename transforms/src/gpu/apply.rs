//! Outlining: each planned nest becomes a kernel in the kernel unit of its file, and the
//! host launches it through the runtime, copying its arrays in before and out after
//! (this issue's per-kernel scheme).

use rustc_hash::{FxHashMap, FxHashSet};

use p4a_analyzer::affine::LinExpr;
use p4a_analyzer::ir::build::Build;
use p4a_analyzer::ir::edit::{self, Names};
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;
use p4a_analyzer::linear::AVar;

use super::Language;
use super::plan::{ArrayArg, Extent, IndexGuard, KernelPlan, Size};
use crate::cost::trips_at_least;
use crate::decision::Guard;
use crate::decision::KernelInfo;

/// Runtime functions and constants the host code calls, declared by `p4a_runtime.h`.
#[derive(Clone, Copy)]
pub(super) struct Runtime {
    copy_to: SymbolId,
    copy_from: SymbolId,
    begin: SymbolId,
    arg: SymbolId,
    end: SymbolId,
    block: SymbolId,
    scalar: SymbolId,
    kinds: [SymbolId; 3],
    base: SymbolId,
    host_free: SymbolId,
    malloc: SymbolId,
    calloc: SymbolId,
    realloc: SymbolId,
    object_first: SymbolId,
    object_last: SymbolId,
    upload: SymbolId,
    download: SymbolId,
    download_all: SymbolId,
    unmap: SymbolId,
    check_start: SymbolId,
    check_host: SymbolId,
    check_device: SymbolId,
    host_wrote: SymbolId,
    host_fresh: SymbolId,
    whole_mapping: SymbolId,
}

impl Runtime {
    /// Every symbol the header declares that host code may name (destructured, so that a
    /// new one cannot be left out).
    fn symbols(&self) -> Vec<SymbolId> {
        let Runtime {
            copy_to,
            copy_from,
            begin,
            arg,
            end,
            block,
            scalar,
            kinds,
            base,
            host_free,
            malloc,
            calloc,
            realloc,
            object_first,
            object_last,
            upload,
            download,
            download_all,
            unmap,
            check_start,
            check_host,
            check_device,
            host_wrote,
            host_fresh,
            whole_mapping,
        } = *self;
        let mut all = vec![
            copy_to,
            copy_from,
            begin,
            arg,
            end,
            block,
            scalar,
            base,
            host_free,
            malloc,
            calloc,
            realloc,
            object_first,
            object_last,
            upload,
            download,
            download_all,
            unmap,
            check_start,
            check_host,
            check_device,
            host_wrote,
            host_fresh,
            whole_mapping,
        ];
        all.extend(kinds);
        all
    }

    pub(super) fn declare(p: &mut Program) -> Runtime {
        let int = p.ty(TypeKind::Int(IntKind::Int));
        let fty = p.ty(TypeKind::Func {
            ret: int,
            params: Vec::new(),
            variadic: false,
            prototyped: false,
        });
        let sym = |p: &mut Program, name: &str, kind: SymbolKind, ty: TypeId| {
            p.symbols.alloc(
                Symbol {
                    name: name.to_string(),
                    kind,
                    ty,
                    storage: Storage::Extern,
                    origin: Origin::System,
                    def: None,
                    file_scope: true,
                    thread_local: false,
                },
                Loc::default(),
            )
        };
        let konst = |v: i128| SymbolKind::EnumConst {
            expr: None,
            value: Some(v),
        };
        Runtime {
            copy_to: sym(p, "p4a_copy_to_device", SymbolKind::Func, fty),
            copy_from: sym(p, "p4a_copy_from_device", SymbolKind::Func, fty),
            begin: sym(p, "p4a_launch_begin", SymbolKind::Func, fty),
            arg: sym(p, "p4a_launch_arg", SymbolKind::Func, fty),
            end: sym(p, "p4a_launch_end", SymbolKind::Func, fty),
            block: sym(p, "p4a_launch_block", SymbolKind::Func, fty),
            host_free: sym(p, "p4a_host_free", SymbolKind::Func, fty),
            malloc: sym(p, "p4a_host_malloc", SymbolKind::Func, fty),
            calloc: sym(p, "p4a_host_calloc", SymbolKind::Func, fty),
            realloc: sym(p, "p4a_host_realloc", SymbolKind::Func, fty),
            object_first: sym(p, "p4a_object_first", SymbolKind::Func, fty),
            object_last: sym(p, "p4a_object_last", SymbolKind::Func, fty),
            upload: sym(p, "p4a_upload", SymbolKind::Func, fty),
            download: sym(p, "p4a_download", SymbolKind::Func, fty),
            download_all: sym(p, "p4a_download_all", SymbolKind::Func, fty),
            unmap: sym(p, "p4a_buffer_unmap", SymbolKind::Func, fty),
            check_start: sym(p, "p4a_check_start", SymbolKind::Func, fty),
            check_host: sym(p, "p4a_check_host", SymbolKind::Func, fty),
            check_device: sym(p, "p4a_check_device", SymbolKind::Func, fty),
            host_wrote: sym(p, "p4a_host_wrote", SymbolKind::Func, fty),
            host_fresh: sym(p, "p4a_host_fresh", SymbolKind::Func, fty),
            whole_mapping: sym(
                p,
                "P4A_WHOLE_MAPPING",
                SymbolKind::EnumConst {
                    expr: None,
                    value: None,
                },
                int,
            ),
            scalar: sym(p, "P4A_ARG_SCALAR", konst(0), int),
            base: sym(p, "P4A_ARG_BASE", konst(4), int),
            kinds: [
                sym(p, "P4A_ARG_IN", konst(1), int),
                sym(p, "P4A_ARG_OUT", konst(2), int),
                sym(p, "P4A_ARG_INOUT", konst(3), int),
            ],
        }
    }
}

/// The type as kernels declare it: typedef names resolved, qualifiers kept.
fn plain(p: &mut Program, ty: TypeId) -> TypeId {
    let (kind, quals) = p.resolve(ty);
    let kind = kind.clone();
    let t = p.ty(kind);
    p.qualified(
        t,
        Quals {
            is_const: false,
            ..quals
        },
    )
}

/// A linear expression of scalars as `long` C arithmetic.
fn lin_expr(b: &mut Build, e: &LinExpr<AVar>) -> ExprId {
    let long = b.p.ty(TypeKind::Int(IntKind::Long));
    let mut acc: Option<ExprId> = None;
    for &(v, k) in e.terms() {
        let AVar::Sym(s) = v else {
            unreachable!("bounds are over program scalars")
        };
        let x = b.var(s);
        let x = b.cast(long, x);
        let (op, term) = if k == 1 || k == -1 {
            (if k > 0 { BinOp::Add } else { BinOp::Sub }, x)
        } else {
            let c = b.int(k.abs());
            (
                if k > 0 { BinOp::Add } else { BinOp::Sub },
                b.bin(BinOp::Mul, c, x),
            )
        };
        acc = Some(match acc {
            None if op == BinOp::Add => term,
            None => b.e(Expr::Unary(UnOp::Neg, term)),
            Some(a) => b.bin(op, a, term),
        });
    }
    let c = e.constant_term();
    match acc {
        None => b.int(c),
        Some(a) if c > 0 => {
            let k = b.int(c);
            b.bin(BinOp::Add, a, k)
        }
        Some(a) if c < 0 => {
            let k = b.int(-c);
            b.bin(BinOp::Sub, a, k)
        }
        Some(a) => a,
    }
}

/// Inserts the calls of the communication plan next to their statements.
pub(super) fn emit_transfers(
    p: &mut Program,
    rt: &Runtime,
    plan: &super::comm::CommPlan,
    check: bool,
) {
    use super::comm::{Bytes, Dir};
    // Calls after one statement stay in the order they were placed.
    let mut last_after: FxHashMap<StmtId, StmtId> = FxHashMap::default();
    for t in &plan.transfers {
        let loc = p.stmts.loc(t.anchor);
        let mut b = Build::new(p, loc);
        let line = b.int(i128::from(loc.line));
        let call = match (t.sym, &t.bytes) {
            (None, _) | (_, Bytes::All) => {
                if t.dir != Dir::Download {
                    continue;
                }
                b.call_stmt(rt.download_all, vec![line])
            }
            (Some(x), bytes) => {
                let (ptr, size) = match bytes {
                    Bytes::Object => {
                        let v = b.var(x);
                        let v2 = b.var(x);
                        (v, b.e(Expr::SizeofExpr(v2)))
                    }
                    Bytes::Mapping => (b.var(x), b.var(rt.whole_mapping)),
                    Bytes::Alloc(e) => {
                        // malloc(n) or calloc(n, s): the block's bytes.
                        let size = match &b.p.exprs[*e] {
                            Expr::Call(_, args) if args.len() == 2 => {
                                let (n, s) = (args[0], args[1]);
                                let n = edit::copy_expr(b.p, n);
                                let s = edit::copy_expr(b.p, s);
                                b.bin(BinOp::Mul, n, s)
                            }
                            _ => edit::copy_expr(b.p, *e),
                        };
                        (b.var(x), size)
                    }
                    Bytes::Rows { first, last } => {
                        let hi = rows_bound(&mut b, last, false);
                        let lo = (!first.is_empty()).then(|| rows_bound(&mut b, first, true));
                        let (lo, hi) = clamp_to_object(&mut b, rt, x, lo, hi);
                        let lo = lo.unwrap_or_else(|| b.int(0));
                        // (hi >= lo ? hi - lo + 1 : 0) * sizeof x[0], from x + lo
                        let (h, l) = (edit::copy_expr(b.p, hi), edit::copy_expr(b.p, lo));
                        let test = b.bin(BinOp::Ge, h, l);
                        let l2 = edit::copy_expr(b.p, lo);
                        let span = b.bin(BinOp::Sub, hi, l2);
                        let one = b.int(1);
                        let count = b.bin(BinOp::Add, span, one);
                        let zero = b.int(0);
                        let count = b.cond(test, count, zero);
                        let ulong = b.p.ty(TypeKind::Int(IntKind::ULong));
                        let count = b.cast(ulong, count);
                        let elem = zeros(&mut b, x, 1);
                        let elem = b.e(Expr::SizeofExpr(elem));
                        let size = b.bin(BinOp::Mul, count, elem);
                        let v = b.var(x);
                        (b.bin(BinOp::Add, v, lo), size)
                    }
                    Bytes::All => unreachable!("handled above"),
                };
                match t.dir {
                    Dir::Upload => b.call_stmt(rt.upload, vec![ptr, size, line]),
                    Dir::Download => b.call_stmt(rt.download, vec![ptr, size, line]),
                    Dir::Unmap => b.call_stmt(rt.unmap, vec![ptr, size]),
                    Dir::HostWrote => b.call_stmt(rt.host_wrote, vec![ptr, size]),
                    Dir::Fresh => b.call_stmt(rt.host_fresh, vec![ptr, size]),
                    Dir::CheckRead | Dir::CheckWrite => {
                        let mode = b.int(if t.dir == Dir::CheckRead { 1 } else { 2 });
                        b.call_stmt(rt.check_host, vec![ptr, size, mode, line])
                    }
                }
            }
        };
        if t.after {
            let at = last_after.get(&t.anchor).copied().unwrap_or(t.anchor);
            edit::insert_after(p, t.func, at, &[call]);
            last_after.insert(t.anchor, call);
        } else {
            // Before the user's pragmas that apply to the anchor, not between them.
            let mut anchor = t.anchor;
            while let Some(prev) = previous_sibling(p, t.func, anchor)
                && matches!(p.stmts[prev], Stmt::Pragma(_))
            {
                anchor = prev;
            }
            edit::insert_before(p, t.func, anchor, &[call]);
        }
    }
    let main = p
        .func_ids()
        .find(|&f| p.symbols[p.funcs[f].sym].name == "main");
    if check && let Some(main) = main {
        let loc = p.funcs[main]
            .body
            .0
            .first()
            .map(|&s| p.stmts.loc(s))
            .unwrap_or_default();
        let mut b = Build::new(p, loc);
        let start = b.call_stmt(rt.check_start, vec![]);
        p.funcs[main].body.0.insert(0, start);
    }
}

/// Replaces every call of the C library's `free` by `p4a_host_free`, which drops the
/// block's device mappings first: a later block at the same address must not find them;
/// and every call of `malloc`, `calloc` and `realloc` by the runtime's, which record the
/// block's size: every copy is clamped to the object that holds its base pointer
/// (`p4a_object_first`/`p4a_object_last`), and the runtime knows a heap object's size
/// only from these.
pub(super) fn allocation_through_runtime(p: &mut Program, rt: &Runtime) {
    let library = |name: &str, arity: usize| -> Option<SymbolId> {
        match (name, arity) {
            ("free", 1) => Some(rt.host_free),
            ("malloc", 1) => Some(rt.malloc),
            ("calloc", 2) => Some(rt.calloc),
            ("realloc", 2) => Some(rt.realloc),
            _ => None,
        }
    };
    let calls: Vec<(ExprId, SymbolId)> = p
        .exprs
        .iter()
        .filter_map(|(_, e)| match e {
            Expr::Call(f, args) => match p.exprs[*f] {
                Expr::Var(s)
                    if p.symbols[s].kind == SymbolKind::Func
                        && !p.func_ids().any(|g| p.funcs[g].sym == s) =>
                {
                    library(&p.symbols[s].name, args.len()).map(|to| (*f, to))
                }
                _ => None,
            },
            _ => None,
        })
        .collect();
    for (f, to) in calls {
        p.exprs[f] = Expr::Var(to);
    }
}

/// Includes the runtime's header in every host unit that names a runtime function or
/// constant (whether or not it holds a kernel): the allocation functions return pointers,
/// which an implicit declaration would truncate to `int`, and C99 has no implicit
/// declarations at all (gcc 14 refuses them).
pub(super) fn include_runtime_where_called(p: &mut Program, rt: &Runtime) {
    let runtime_syms: FxHashSet<SymbolId> = rt.symbols().into_iter().collect();
    let include = Item::Include("#include \"p4a_runtime.h\"".to_string());
    for u in 0..p.units.len() {
        if p.units[u].role != UnitRole::Source || p.units[u].items.contains(&include) {
            continue;
        }
        let mut stack: Vec<Child> = p.units[u]
            .items
            .iter()
            .flat_map(|i| match i {
                Item::Func(f) => p.funcs[*f].body.0.iter().map(|&s| Child::Stmt(s)).collect(),
                // File-scope declarations: initializers may name runtime constants.
                Item::Stmt(s) => vec![Child::Stmt(*s)],
                _ => Vec::new(),
            })
            .collect();
        let mut calls = false;
        while let Some(c) = stack.pop() {
            match c {
                Child::Stmt(s) => stmt_children(&p.stmts[s], &mut |c| stack.push(c)),
                Child::Expr(e) => {
                    if matches!(p.exprs[e], Expr::Var(v) if runtime_syms.contains(&v)) {
                        calls = true;
                        break;
                    }
                    expr_children(&p.exprs[e], &mut |c| stack.push(c));
                }
                Child::Type(_) => {}
            }
        }
        if calls {
            let items = &mut p.units[u].items;
            let at = items
                .iter()
                .position(|i| !matches!(i, Item::Include(_)))
                .unwrap_or(items.len());
            items.insert(at, include.clone());
        }
    }
}

/// The element indices `lo` (when given; else 0 stays as it is) and `hi` of `x`, counted
/// from its base, clamped at run time into the object `x` holds: a declared array by its
/// `sizeof`, a heap block by the size recorded at its allocation
/// ([`allocation_through_runtime`]). A transfer never leaves its object, whatever its
/// bounds came from.
fn clamp_to_object(
    b: &mut Build,
    rt: &Runtime,
    x: SymbolId,
    lo: Option<ExprId>,
    hi: ExprId,
) -> (Option<ExprId>, ExprId) {
    // The object's size when `x` is a declared array: a constant from its type (an
    // `extern double g[];` of this unit may name an object whose linked type is
    // complete, and `sizeof g` would not compile here), or `sizeof x` for a local VLA.
    let size_of_object = {
        let sym = &b.p.symbols[x];
        match b.p.resolve(sym.ty).0 {
            TypeKind::Array {
                size: ArraySize::Const { value: Some(_), .. },
                ..
            } if sym.kind == SymbolKind::Var => super::plan::type_size(b.p, sym.ty).map(Ok),
            TypeKind::Array {
                size: ArraySize::Vla(_),
                ..
            } if sym.kind == SymbolKind::Var && !sym.file_scope => Some(Err(())),
            _ => None,
        }
    };
    let args = |b: &mut Build, bound: ExprId| {
        let base = b.var(x);
        let elem = zeros(b, x, 1);
        let elem = b.e(Expr::SizeofExpr(elem));
        let size = match size_of_object {
            Some(Ok(n)) => b.long(n),
            Some(Err(())) => {
                let v = b.var(x);
                b.e(Expr::SizeofExpr(v))
            }
            None => b.int(0),
        };
        vec![base, elem, size, bound]
    };
    let hi_args = args(b, hi);
    let hi = b.call(rt.object_last, hi_args);
    let lo = lo.map(|lo| {
        let lo_args = args(b, lo);
        b.call(rt.object_first, lo_args)
    });
    (lo, hi)
}

/// The statement before `s` in its list, if any.
fn previous_sibling(p: &Program, func: FuncId, s: StmtId) -> Option<StmtId> {
    match edit::slot_of(p, func, s)? {
        edit::Slot::FuncBody { func, index } if index > 0 => Some(p.funcs[func].body.0[index - 1]),
        edit::Slot::Block { block, index } if index > 0 => match &p.stmts[block] {
            Stmt::Block(b) => Some(b.0[index - 1]),
            _ => None,
        },
        _ => None,
    }
}

/// Per region the tightest bound, over the regions the widest.
fn rows_bound(b: &mut Build, v: &[Vec<LinExpr<AVar>>], lower: bool) -> ExprId {
    let mut wide: Option<ExprId> = None;
    for alts in v {
        let mut tight = lin_expr(b, &alts[0]);
        for x in &alts[1..] {
            let y = lin_expr(b, x);
            tight = if lower {
                b.max(tight, y)
            } else {
                b.min(tight, y)
            };
        }
        wide = Some(match wide {
            None => tight,
            Some(w) if lower => b.min(w, tight),
            Some(w) => b.max(w, tight),
        });
    }
    wide.expect("a bound per region")
}

/// State shared by every kernel of one run.
pub(super) struct Outliner {
    /// With the communication optimization: the kernel sites that still upload an array
    /// themselves, and whether to add the checks; `None`: the per-kernel scheme.
    pub comm: Option<(FxHashSet<(StmtId, SymbolId)>, bool)>,
    /// `--check-transfers`: each kernel declares what it reads (whatever the scheme).
    pub check: bool,
    pub language: Language,
    pub names: Names,
    pub runtime: Runtime,
    /// Kernel unit of each host unit.
    pub kernel_units: FxHashMap<usize, usize>,
    /// The kernel-source variable of each host unit (its string literal is the kernel
    /// unit's `text_in`).
    pub sources: FxHashMap<usize, SymbolId>,
    /// Device copies of user functions, by kernel unit and function.
    pub clones: FxHashMap<(usize, FuncId), SymbolId>,
}

impl Outliner {
    /// The unit holding function `f`.
    fn unit_of(p: &Program, f: FuncId) -> usize {
        p.units
            .iter()
            .position(|u| u.items.contains(&Item::Func(f)))
            .expect("every function is in a unit")
    }

    /// Makes the kernel unit of every source unit (a file with no kernel still gets its
    /// kernel file, so that builds can count on it).
    pub(super) fn kernel_units(&mut self, p: &mut Program) {
        let sources: Vec<usize> = (0..p.units.len())
            .filter(|&u| p.units[u].role == UnitRole::Source)
            .collect();
        for u in sources {
            self.empty_kernel_unit(p, u);
        }
    }

    /// The kernel unit of host unit `u`, made if needed.
    fn empty_kernel_unit(&mut self, p: &mut Program, u: usize) -> usize {
        if let Some(&k) = self.kernel_units.get(&u) {
            return k;
        }
        let role = match self.language {
            Language::Cuda => UnitRole::CudaKernels,
            Language::OpenCl => UnitRole::OpenClKernels,
        };
        // What the language needs first (pragmas) is its dialect's prologue.
        let items = Vec::new();
        // Kernels include no system header: the host's feature-test macros stay there.
        p.units.push(Unit {
            file: p.units[u].file,
            items,
            role,
            feature_macros: Vec::new(),
            text_in: None,
        });
        let k = p.units.len() - 1;
        self.kernel_units.insert(u, k);
        k
    }

    /// The kernel unit of host unit `u`, with the host's include of the runtime and its
    /// kernel-source variable made on first use.
    fn kernel_unit(&mut self, p: &mut Program, u: usize) -> usize {
        let k = self.empty_kernel_unit(p, u);
        if self.sources.contains_key(&u) {
            return k;
        }
        // Host side: the runtime's header and the kernels' source text.
        let stem = std::path::Path::new(&p.files[p.units[u].file.0 as usize].path)
            .file_stem()
            .map_or_else(|| "input".to_string(), |s| s.to_string_lossy().into_owned());
        let name = self.names.fresh(&format!("p4a_kernels_{stem}"));
        let ch = p.ty(TypeKind::Int(IntKind::Char));
        let cch = p.qualified(
            ch,
            Quals {
                is_const: true,
                ..Quals::NONE
            },
        );
        let arr = p.ty(TypeKind::Array {
            elem: cch,
            size: ArraySize::Unspecified,
            param_quals: Quals::NONE,
            param_static: false,
        });
        let sym = p.symbols.alloc(
            Symbol {
                name,
                kind: SymbolKind::Var,
                ty: arr,
                storage: Storage::Static,
                origin: Origin::User,
                def: None,
                file_scope: true,
                thread_local: false,
            },
            Loc::default(),
        );
        let lit = p
            .exprs
            .alloc(Expr::StringLit(vec!["\"\"".to_string()]), Loc::default());
        let decl = p.stmts.alloc(
            Stmt::Decl(DeclGroup {
                base: cch,
                defines_base: false,
                specs: Specs {
                    storage: Storage::Static,
                    ..Specs::default()
                },
                decls: vec![Declarator {
                    sym,
                    ty: arr,
                    init: Some(Init::Expr(lit)),
                    attrs: Vec::new(),
                    asm_label: None,
                }],
            }),
            Loc::default(),
        );
        let items = &mut p.units[u].items;
        let at = items
            .iter()
            .position(|i| !matches!(i, Item::Include(_) | Item::Macro(_)))
            .unwrap_or(items.len());
        items.insert(at, Item::Stmt(decl));
        items.insert(at, Item::Include("#include \"p4a_runtime.h\"".to_string()));
        self.sources.insert(u, sym);
        // The literal is printed as the kernel unit's text.
        p.units[k].text_in = Some(lit);
        k
    }

    /// The device copy of user function `f` in kernel unit `kunit`, made on first use;
    /// the functions it calls must have theirs already ([`super::plan::KernelPlan`] lists
    /// them callees first).
    fn device_clone(&mut self, p: &mut Program, kunit: usize, f: FuncId) -> SymbolId {
        if let Some(&s) = self.clones.get(&(kunit, f)) {
            return s;
        }
        let func = p.funcs[f].clone();
        let loc = p.funcs.loc(f);
        let name = p.symbols[func.sym].name.clone();
        let TypeKind::Func { ret, .. } = p.resolve(func.ty).0.clone() else {
            unreachable!("planned device functions have function types")
        };
        let ret = plain(p, ret);
        let mut knames = Names::new(crate::is_reserved);
        let mut locals = Vec::new();
        for &s in &func.body.0 {
            locals.extend(body_locals(p, s, &mut knames));
        }
        let params: Vec<(String, TypeId)> = func
            .params
            .iter()
            .map(|&s| (p.symbols[s].name.clone(), plain(p, p.symbols[s].ty)))
            .collect();
        let refs: Vec<(&str, TypeId)> = params.iter().map(|(n, t)| (n.as_str(), *t)).collect();
        let (cf, psyms) = edit::new_function(
            p,
            &mut knames,
            edit::NewFunction {
                name: &name,
                ret,
                params: &refs,
                unit: kunit,
                before: None,
                loc,
            },
        );
        let sym = p.funcs[cf].sym;
        p.symbols[sym].name = self.names.fresh(&format!("p4a_device_{name}"));
        p.symbols[sym].storage = Storage::None;
        p.funcs[cf].kind = FuncKind::Device;
        p.funcs[cf].specs.storage = Storage::None;
        p.funcs[cf].comment = Some(format!(
            "Device copy of `{name}` ({}:{})",
            p.files[loc.file.0 as usize].path, loc.line
        ));
        let mut map: FxHashMap<SymbolId, SymbolId> =
            func.params.iter().copied().zip(psyms).collect();
        map.extend(locals);
        for (&(u, g), &clone) in &self.clones {
            if u == kunit {
                map.insert(p.funcs[g].sym, clone);
            }
        }
        let body: Vec<StmtId> = func
            .body
            .0
            .iter()
            .map(|&s| {
                let copy = edit::copy_stmt(p, s);
                rewrite_stmt(p, copy, &map, &FxHashMap::default());
                copy
            })
            .collect();
        p.funcs[cf].body = Block(body);
        self.clones.insert((kunit, f), sym);
        sym
    }

    /// Outlines one nest; returns what the report says of it.
    pub(super) fn outline(
        &mut self,
        p: &mut Program,
        plan: &KernelPlan,
    ) -> (KernelInfo, Option<ExprId>) {
        let host_unit = Self::unit_of(p, plan.func);
        let kunit = self.kernel_unit(p, host_unit);
        let clones: Vec<(SymbolId, SymbolId)> = plan
            .device_funcs
            .iter()
            .map(|&f| (p.funcs[f].sym, self.device_clone(p, kunit, f)))
            .collect();
        let loc = p.stmts.loc(plan.stmt);
        let fname = p.symbols[p.funcs[plan.func].sym].name.clone();
        let kname = self
            .names
            .fresh(&format!("p4a_kernel_{fname}_{}", loc.line));
        let quote = loop_header(p, plan.stmt);
        let long = p.ty(TypeKind::Int(IntKind::Long));
        let ulong = p.ty(TypeKind::Int(IntKind::ULong));
        // A one-thread kernel (sequential promotion) has no grid loop: one grid point.
        let one_thread = plan.grid.is_empty();
        let points = static_points(p, plan);
        // A reduction nest's grid loops are flattened into one dimension.
        let flat = !plan.reductions.is_empty();
        let dims = if flat { 1 } else { plan.grid.len().max(1) };

        // ----- host: bounds, counts, extents, sizes --------------------------------------
        let mut host = Vec::new();
        let mut b = Build::new(p, loc);
        let mut los = Vec::new();
        let mut counts = Vec::new();
        for g in &plan.grid {
            let iname = b.p.symbols[g.index].name.clone();
            let lo = edit::new_local(b.p, &mut self.names, &format!("p4a_lo_{iname}"), long, loc);
            let n = edit::new_local(b.p, &mut self.names, &format!("p4a_n_{iname}"), long, loc);
            let lower = edit::copy_expr(b.p, g.lower);
            let lower = b.cast(long, lower);
            host.push(edit::decl_stmt(b.p, lo, Some(lower), loc));
            // n = (the loop runs at all) ? (hi - lo) / step + 1 : 0. Whether it runs is
            // C's own comparison of the bounds (`trips_at_least`, exact with unsigned
            // operands, where `hi - 1` may wrap and a negative `lo` may compare large);
            // when it does, the span fits in `long`.
            let test = trips_at_least(b.p, g.stmt, 1);
            let upper = edit::copy_expr(b.p, g.upper);
            let hi = b.cast(long, upper);
            let (first, second) = if g.step > 0 {
                (hi, b.var(lo))
            } else {
                (b.var(lo), hi)
            };
            let span = b.bin(BinOp::Sub, first, second);
            let span = if g.step.unsigned_abs() == 1 {
                span
            } else {
                let st = b.int(i128::from(g.step.unsigned_abs()));
                b.bin(BinOp::Div, span, st)
            };
            let one = b.int(1);
            let trips = b.bin(BinOp::Add, span, one);
            let zero = b.int(0);
            let value = b.cond(test, trips, zero);
            host.push(edit::decl_stmt(b.p, n, Some(value), loc));
            los.push(lo);
            counts.push(n);
        }
        // Inside `if (every count > 0)`: sizes, copies, launch.
        let mut inner = Vec::new();
        let mut extent_syms: Vec<Vec<Option<SymbolId>>> = Vec::new();
        let mut byte_syms = Vec::new();
        // The first element transferred, when not 0 (interval bounds).
        let mut first_syms: Vec<Option<SymbolId>> = Vec::new();
        for a in &plan.arrays {
            let aname = b.p.symbols[a.sym].name.clone();
            let mut ext = Vec::new();
            for (k, e) in a.extents.iter().enumerate() {
                match e {
                    Extent::Const(_) => ext.push(None),
                    Extent::Runtime => {
                        // sizeof a[0]..[0] (k+1 zeros) / sizeof a[0]..[0] (k+2 zeros)
                        let s = edit::new_local(
                            b.p,
                            &mut self.names,
                            &format!("p4a_{aname}_extent{}", k + 1),
                            long,
                            loc,
                        );
                        let num = zeros(&mut b, a.sym, k + 1);
                        let num = b.e(Expr::SizeofExpr(num));
                        let den = zeros(&mut b, a.sym, k + 2);
                        let den = b.e(Expr::SizeofExpr(den));
                        let v = b.bin(BinOp::Div, num, den);
                        let v = b.cast(long, v);
                        inner.push(edit::decl_stmt(b.p, s, Some(v), loc));
                        ext.push(Some(s));
                    }
                }
            }
            extent_syms.push(ext);
            let bytes = edit::new_local(
                b.p,
                &mut self.names,
                &format!("p4a_{aname}_bytes"),
                ulong,
                loc,
            );
            let value = match &a.size {
                Size::Interval {
                    subs,
                    loops,
                    defs,
                    conds,
                } => {
                    let mut iv = Intervals {
                        names: &mut self.names,
                        loops,
                        defs,
                        conds,
                        known: FxHashMap::default(),
                        out: &mut inner,
                        long,
                    };
                    let mut lo_hi: Option<(SymbolId, SymbolId)> = None;
                    for (e, guards) in subs {
                        let (l2, h2) = iv.guarded(&mut b, *e, guards);
                        lo_hi = Some(match lo_hi {
                            None => (l2, h2),
                            Some((l1, h1)) => {
                                let (x, y) = (b.var(l1), b.var(l2));
                                let lo = b.min(x, y);
                                let (x, y) = (b.var(h1), b.var(h2));
                                let hi = b.max(x, y);
                                (iv.temp(&mut b, lo), iv.temp(&mut b, hi))
                            }
                        });
                    }
                    let (lo, hi) = lo_hi.expect("an array the nest uses has a subscript");
                    let (lo, hi) = (b.var(lo), b.var(hi));
                    let (lo, hi) = clamp_to_object(&mut b, &self.runtime, a.sym, Some(lo), hi);
                    let (lo, hi) = (lo.expect("given"), hi);
                    let (lo, hi) = (iv.temp(&mut b, lo), iv.temp(&mut b, hi));
                    first_syms.push(Some(lo));
                    // (hi >= lo ? hi - lo + 1 : 1) * sizeof a[0]
                    let (h, l) = (b.var(hi), b.var(lo));
                    let test = b.bin(BinOp::Ge, h, l);
                    let (h, l) = (b.var(hi), b.var(lo));
                    let span = b.bin(BinOp::Sub, h, l);
                    let one = b.int(1);
                    let count = b.bin(BinOp::Add, span, one);
                    let one = b.int(1);
                    let count = b.cond(test, count, one);
                    let count = b.cast(ulong, count);
                    let elem = zeros(&mut b, a.sym, 1);
                    let elem = b.e(Expr::SizeofExpr(elem));
                    b.bin(BinOp::Mul, count, elem)
                }
                Size::Object => {
                    let v = b.var(a.sym);
                    b.e(Expr::SizeofExpr(v))
                }
                Size::Elements { first, last } => {
                    let hi = rows_bound(&mut b, last, false);
                    let lo = (!first.is_empty()).then(|| rows_bound(&mut b, first, true));
                    let (lo, hi) = clamp_to_object(&mut b, &self.runtime, a.sym, lo, hi);
                    let lo = if let Some(lo) = lo {
                        let f = edit::new_local(
                            b.p,
                            &mut self.names,
                            &format!("p4a_{aname}_first"),
                            long,
                            loc,
                        );
                        inner.push(edit::decl_stmt(b.p, f, Some(lo), loc));
                        first_syms.push(Some(f));
                        b.var(f)
                    } else {
                        first_syms.push(None);
                        b.int(0)
                    };
                    // (hi >= lo ? hi - lo + 1 : 1) * sizeof a[0]
                    let (h, l) = (edit::copy_expr(b.p, hi), edit::copy_expr(b.p, lo));
                    let test = b.bin(BinOp::Ge, h, l);
                    let span = b.bin(BinOp::Sub, hi, lo);
                    let one = b.int(1);
                    let count = b.bin(BinOp::Add, span, one);
                    let one = b.int(1);
                    let count = b.cond(test, count, one);
                    let count = b.cast(ulong, count);
                    let elem = zeros(&mut b, a.sym, 1);
                    let elem = b.e(Expr::SizeofExpr(elem));
                    b.bin(BinOp::Mul, count, elem)
                }
            };
            inner.push(edit::decl_stmt(b.p, bytes, Some(value), loc));
            byte_syms.push(bytes);
            if first_syms.len() < byte_syms.len() {
                first_syms.push(None);
            }
        }
        // Reductions: the iterations of the grid loops, flattened.
        let trips_host = if !flat {
            None
        } else if counts.len() == 1 {
            Some(counts[0])
        } else {
            let t = edit::new_local(b.p, &mut self.names, "p4a_trips", long, loc);
            let mut v = b.var(counts[0]);
            for &n in &counts[1..] {
                let x = b.var(n);
                v = b.bin(BinOp::Mul, v, x);
            }
            inner.push(edit::decl_stmt(b.p, t, Some(v), loc));
            Some(t)
        };
        // Reductions: at most MAX_REDUCTION_POINTS grid points, each block of
        // REDUCTION_BLOCK of them combines its values into one partial value.
        let mut partials = Vec::new();
        let mut block_partials = None;
        let grid_points = if let Some(trips) = trips_host {
            let g = edit::new_local(b.p, &mut self.names, "p4a_points", long, loc);
            let n = b.var(trips);
            let cap = b.int(MAX_REDUCTION_POINTS);
            let less = b.bin(BinOp::Lt, n, cap);
            let n2 = b.var(trips);
            let cap2 = b.int(MAX_REDUCTION_POINTS);
            let v = b.cond(less, n2, cap2);
            inner.push(edit::decl_stmt(b.p, g, Some(v), loc));
            // (points + block - 1) / block partial values.
            let np = edit::new_local(b.p, &mut self.names, "p4a_partials", long, loc);
            let gv = b.var(g);
            let m = b.int(i128::from(REDUCTION_BLOCK) - 1);
            let up = b.bin(BinOp::Add, gv, m);
            let m = b.int(i128::from(REDUCTION_BLOCK));
            let v = b.bin(BinOp::Div, up, m);
            inner.push(edit::decl_stmt(b.p, np, Some(v), loc));
            block_partials = Some(np);
            for &(_, r) in &plan.reductions {
                let rname = b.p.symbols[r].name.clone();
                let t = plain(b.p, b.p.symbols[r].ty);
                let ptr = b.p.ty(TypeKind::Pointer(t));
                let bytes = edit::new_local(
                    b.p,
                    &mut self.names,
                    &format!("p4a_{rname}_partial_bytes"),
                    ulong,
                    loc,
                );
                let gv = b.var(np);
                let gv = b.cast(ulong, gv);
                let rv = b.var(r);
                let size = b.e(Expr::SizeofExpr(rv));
                let v = b.bin(BinOp::Mul, gv, size);
                inner.push(edit::decl_stmt(b.p, bytes, Some(v), loc));
                let part = edit::new_local(
                    b.p,
                    &mut self.names,
                    &format!("p4a_{rname}_partials"),
                    ptr,
                    loc,
                );
                let nb = b.var(bytes);
                let m = b.call(self.runtime.malloc, vec![nb]);
                inner.push(edit::decl_stmt(b.p, part, Some(m), loc));
                partials.push((part, bytes));
            }
            Some(g)
        } else {
            None
        };
        // Per-kernel transfers: everything the kernel touches goes to the device first (an
        // array written only in part keeps its other elements), written arrays come back.
        // `a`, or `a + first` when the transfer starts elsewhere.
        let host_ptr = |b: &mut Build, a: &ArrayArg, first: Option<SymbolId>| {
            let x = b.var(a.sym);
            match first {
                Some(f) => {
                    let f = b.var(f);
                    b.bin(BinOp::Add, x, f)
                }
                None => x,
            }
        };
        let line = i128::from(loc.line);
        for ((a, &bytes), &first) in plan.arrays.iter().zip(&byte_syms).zip(&first_syms) {
            if a.whole {
                continue;
            }
            let (x, n) = (host_ptr(&mut b, a, first), b.var(bytes));
            match &self.comm {
                None => inner.push(b.call_stmt(self.runtime.copy_to, vec![x, n])),
                Some((keep, _)) => {
                    // Uploaded earlier, unless its size is only known here.
                    if keep.contains(&(plan.stmt, a.sym)) {
                        let l = b.int(line);
                        inner.push(b.call_stmt(self.runtime.upload, vec![x, n, l]));
                    }
                }
            }
        }
        if self.check {
            for ((a, &bytes), &first) in plan.arrays.iter().zip(&byte_syms).zip(&first_syms) {
                if a.read || !a.whole {
                    let (x, n) = (host_ptr(&mut b, a, first), b.var(bytes));
                    let l = b.int(line);
                    inner.push(b.call_stmt(self.runtime.check_device, vec![x, n, l]));
                }
            }
        }
        let src_sym = self.sources[&host_unit];
        let src = b.var(src_sym);
        let kn = b.string(&kname);
        inner.push(b.call_stmt(self.runtime.begin, vec![src, kn]));

        // ----- kernel: parameters in the order the launch gives them ---------------------
        let mut knames = Names::new(crate::is_reserved);
        let locals = body_locals(b.p, plan.body, &mut knames);
        let mut params: Vec<(String, TypeId)> = Vec::new();
        let mut launch_args: Vec<(Option<usize>, ExprId, ExprId)> = Vec::new(); // (kind, ptr, size)
        for &s in &plan.scalars {
            let ty = plain(b.p, b.p.symbols[s].ty);
            params.push((b.p.symbols[s].name.clone(), ty));
            let v = b.var(s);
            let addr = b.e(Expr::Unary(UnOp::AddrOf, v));
            let v2 = b.var(s);
            let size = b.e(Expr::SizeofExpr(v2));
            launch_args.push((None, addr, size));
        }
        // Arrays arrive as the buffer of their mapping and their byte offset in it
        // (P4A_ARG_BASE): the kernel rebuilds the pointer.
        let ch = b.p.ty(TypeKind::Int(IntKind::Char));
        let char_ptr = b.p.ty(TypeKind::Pointer(ch));
        for ((a, &bytes), &first) in plan.arrays.iter().zip(&byte_syms).zip(&first_syms) {
            let name = b.p.symbols[a.sym].name.clone();
            params.push((format!("p4a_{name}_base"), char_ptr));
            params.push((format!("p4a_{name}_offset"), long));
            let mut first_arg = None;
            if let Some(f) = first {
                params.push((format!("p4a_{name}_first"), long));
                let v = b.var(f);
                let addr = b.e(Expr::Unary(UnOp::AddrOf, v));
                let v2 = b.var(f);
                let size = b.e(Expr::SizeofExpr(v2));
                first_arg = Some((None, addr, size));
            }
            // IN, or INOUT when written: uploaded first in this scheme, the elements it does
            // not write keep their values.
            let kind = match (a.written, a.whole) {
                (false, _) => 0,
                (true, true) => 1,
                (true, false) => 2,
            };
            let (x, n) = (host_ptr(&mut b, a, first), b.var(bytes));
            launch_args.push((Some(kind), x, n));
            // The first element's index follows the array (see `rebuild`).
            launch_args.extend(first_arg);
        }
        for (a, ext) in plan.arrays.iter().zip(&extent_syms) {
            for (k, e) in ext.iter().enumerate() {
                if let Some(s) = e {
                    params.push((
                        format!("p4a_{}_extent{}", b.p.symbols[a.sym].name, k + 1),
                        long,
                    ));
                    let v = b.var(*s);
                    let addr = b.e(Expr::Unary(UnOp::AddrOf, v));
                    let v2 = b.var(*s);
                    let size = b.e(Expr::SizeofExpr(v2));
                    launch_args.push((None, addr, size));
                }
            }
        }
        for (&(op, r), &(part, bytes)) in plan.reductions.iter().zip(&partials) {
            let rname = b.p.symbols[r].name.clone();
            let t = plain(b.p, b.p.symbols[r].ty);
            params.push((format!("p4a_{rname}_partials_base"), char_ptr));
            params.push((format!("p4a_{rname}_partials_offset"), long));
            let (x, n) = (b.var(part), b.var(bytes));
            launch_args.push((Some(1), x, n));
            if idempotent(op) {
                params.push((format!("p4a_{rname}_initial"), t));
                let v = b.var(r);
                let addr = b.e(Expr::Unary(UnOp::AddrOf, v));
                let v2 = b.var(r);
                let size = b.e(Expr::SizeofExpr(v2));
                launch_args.push((None, addr, size));
            }
        }
        // Last values: the host receives each in a variable of its own.
        let mut last_syms = Vec::new();
        for &v in &plan.last_values {
            let name = b.p.symbols[v].name.clone();
            let ty = plain(b.p, b.p.symbols[v].ty);
            let tmp = edit::new_local(b.p, &mut self.names, &format!("p4a_{name}_last"), ty, loc);
            let init = b.var(v);
            inner.push(edit::decl_stmt(b.p, tmp, Some(init), loc));
            params.push((format!("p4a_{name}_last_base"), char_ptr));
            params.push((format!("p4a_{name}_last_offset"), long));
            let t = b.var(tmp);
            let addr = b.e(Expr::Unary(UnOp::AddrOf, t));
            let t = b.var(tmp);
            let size = b.e(Expr::SizeofExpr(t));
            launch_args.push((Some(1), addr, size));
            last_syms.push(tmp);
        }
        if let Some(trips) = trips_host {
            params.push(("p4a_trips".to_string(), long));
            // A flattened nest: each grid loop's count, to find its index.
            let mut sources = vec![trips];
            if counts.len() > 1 {
                for (g, &n) in plan.grid.iter().zip(&counts) {
                    params.push((format!("p4a_n_{}", b.p.symbols[g.index].name), long));
                    sources.push(n);
                }
            }
            for s in sources {
                let v = b.var(s);
                let addr = b.e(Expr::Unary(UnOp::AddrOf, v));
                let v2 = b.var(s);
                let size = b.e(Expr::SizeofExpr(v2));
                launch_args.push((None, addr, size));
            }
        }
        for (g, &lo) in plan.grid.iter().zip(&los) {
            params.push((format!("p4a_lo_{}", b.p.symbols[g.index].name), long));
            let v = b.var(lo);
            let addr = b.e(Expr::Unary(UnOp::AddrOf, v));
            let v2 = b.var(lo);
            let size = b.e(Expr::SizeofExpr(v2));
            launch_args.push((None, addr, size));
        }
        // A marching kernel: the launch covers chunks of planes along that dimension; the
        // kernel gets the planes' count.
        let march = plan.tiling.as_ref().ok().and_then(|t| t.march);
        let march_loop = march.map(|d| {
            plan.dim_of
                .iter()
                .position(|&x| x == d)
                .expect("a grid loop on the marching dimension")
        });
        if let Some(k) = march_loop {
            params.push(("p4a_march_n".to_string(), long));
            let v = b.var(counts[k]);
            let addr = b.e(Expr::Unary(UnOp::AddrOf, v));
            let v2 = b.var(counts[k]);
            let size = b.e(Expr::SizeofExpr(v2));
            launch_args.push((None, addr, size));
        }
        for d in 0..dims {
            params.push((format!("p4a_offset{d}"), long));
            params.push((format!("p4a_count{d}"), long));
        }
        for (kind, ptr, size) in launch_args {
            let k = match kind {
                None => b.var(self.runtime.scalar),
                Some(k) => {
                    let kind_sym = self.runtime.kinds[k];
                    let kind = b.var(kind_sym);
                    let base = b.var(self.runtime.base);
                    b.bin(BinOp::BitOr, kind, base)
                }
            };
            inner.push(b.call_stmt(self.runtime.arg, vec![k, ptr, size]));
        }
        // Counts: x is the innermost loop.
        let rank = b.int(dims as i128);
        let mut end_args = vec![rank];
        for d in 0..3 {
            end_args.push(if one_thread && d == 0 {
                b.int(1)
            } else if d < dims {
                let k = plan
                    .dim_of
                    .iter()
                    .position(|&x| x == d)
                    .expect("one loop per dimension");
                let n = grid_points.unwrap_or(counts[k]);
                let n = b.var(n);
                if march == Some(d) {
                    // (n + chunk - 1) / chunk blocks of planes.
                    let c = b.long(super::tile::MARCH_CHUNK - 1);
                    let up = b.bin(BinOp::Add, n, c);
                    let c = b.long(super::tile::MARCH_CHUNK);
                    b.bin(BinOp::Div, up, c)
                } else {
                    n
                }
            } else {
                b.int(0)
            });
        }
        if let Some(block) = required_block(plan) {
            // The kernel's tiles or block reduction assume this block shape.
            let shape = block.map(|x| b.int(i128::from(x))).to_vec();
            inner.push(b.call_stmt(self.runtime.block, shape));
        }
        inner.push(b.call_stmt(self.runtime.end, end_args));
        for ((a, &bytes), &first) in plan.arrays.iter().zip(&byte_syms).zip(&first_syms) {
            // With the communication optimization, downloads go before the host uses.
            if a.written && self.comm.is_none() {
                let (x, n) = (host_ptr(&mut b, a, first), b.var(bytes));
                inner.push(b.call_stmt(self.runtime.copy_from, vec![x, n]));
            }
        }
        for (&v, &tmp) in plan.last_values.iter().zip(&last_syms) {
            let t = b.var(tmp);
            let addr = b.e(Expr::Unary(UnOp::AddrOf, t));
            let t = b.var(tmp);
            let size = b.e(Expr::SizeofExpr(t));
            inner.push(b.call_stmt(self.runtime.copy_from, vec![addr, size]));
            let (target, value) = (b.var(v), b.var(tmp));
            inner.push(b.assign(target, value));
        }
        // The host combines the partial values in order: deterministic.
        for (&(op, r), &(part, bytes)) in plan.reductions.iter().zip(&partials) {
            let (x, n) = (b.var(part), b.var(bytes));
            inner.push(b.call_stmt(self.runtime.copy_from, vec![x, n]));
            let t = edit::new_local(b.p, &mut self.names, "p4a_t", long, loc);
            let elem = {
                let pv = b.var(part);
                let tv = b.var(t);
                b.e(Expr::Index(pv, tv))
            };
            let acc = b.var(r);
            let value = combine(&mut b, op, acc, elem);
            let target = b.var(r);
            let body = b.assign(target, value);
            let zero = b.int(0);
            let lim = b.var(block_partials.expect("reductions have partials"));
            let lp = counted_for(&mut b, t, zero, lim, None, body);
            inner.push(lp);
            let pv = b.var(part);
            inner.push(b.call_stmt(self.runtime.host_free, vec![pv]));
        }
        let mut all_positive: Option<ExprId> = None;
        for &n in &counts {
            let v = b.var(n);
            let zero = b.int(0);
            let t = b.bin(BinOp::Gt, v, zero);
            all_positive = Some(match all_positive {
                None => t,
                Some(a) => b.bin(BinOp::LogAnd, a, t),
            });
        }
        match all_positive {
            Some(cond) => {
                let inner_block = b.s(Stmt::Block(Block(inner)));
                let guarded = b.s(Stmt::If {
                    cond,
                    then: inner_block,
                    els: None,
                });
                host.push(guarded);
            }
            // One grid point: nothing to test.
            None => host.extend(inner),
        }
        if plan.index_live_out {
            // The sequential loop leaves its index at lo + n * step (lo when n is 0).
            let g = &plan.grid[0];
            let (lo, n) = (b.var(los[0]), b.var(counts[0]));
            let step = b.int(i128::from(g.step));
            let prod = b.bin(BinOp::Mul, n, step);
            let value = b.bin(BinOp::Add, lo, prod);
            let target = b.var(g.index);
            host.push(b.assign(target, value));
        }
        let host_block = b.s(Stmt::Block(Block(host)));

        // ----- the kernel function ---------------------------------------------------------
        let void = b.p.ty(TypeKind::Void);
        let param_refs: Vec<(&str, TypeId)> =
            params.iter().map(|(n, t)| (n.as_str(), *t)).collect();
        let (kfunc, psyms) = edit::new_function(
            b.p,
            &mut knames,
            edit::NewFunction {
                name: &kname,
                ret: void,
                params: &param_refs,
                unit: kunit,
                before: None,
                loc,
            },
        );
        {
            let file = b.p.files[loc.file.0 as usize].path.clone();
            let func = &mut b.p.funcs[kfunc];
            func.kind = FuncKind::Kernel {
                dims: dims as u8,
                block: required_block(plan),
            };
            func.specs.storage = Storage::None;
            func.comment = Some(if one_thread {
                format!(
                    "One-thread kernel (sequential promotion) of the statements at {file}:{}",
                    loc.line
                )
            } else {
                format!("Kernel of the loop at {file}:{}: {quote}", loc.line)
            });
            let fsym = func.sym;
            b.p.symbols[fsym].name = kname.clone();
            b.p.symbols[fsym].storage = Storage::None;
        }
        // Map host symbols to the kernel's, and user functions to their device copies.
        let mut map: FxHashMap<SymbolId, SymbolId> = clones.into_iter().collect();
        map.extend(locals);
        let mut pi = psyms.iter().copied();
        for &s in &plan.scalars {
            map.insert(s, pi.next().expect("a parameter per scalar"));
        }
        let mut arrays_k: FxHashMap<SymbolId, (SymbolId, Vec<ExtentK>)> = FxHashMap::default();
        // `T *a = (T *)(p4a_a_base + p4a_a_offset);` at the top of the kernel.
        let mut kbody = Vec::new();
        // With a first row other than 0: `T *a = (T *)(base + offset) - first * row;`.
        let mut rebuild = |b: &mut Build,
                           knames: &mut Names,
                           name: &str,
                           elem: TypeId,
                           base,
                           offset,
                           first: Option<ExprId>| {
            let elem = plain(b.p, elem);
            let ptr = b.p.ty(TypeKind::Pointer(elem));
            let local = edit::new_local(b.p, knames, name, ptr, loc);
            let (bv, ov) = (b.var(base), b.var(offset));
            let sum = b.bin(BinOp::Add, bv, ov);
            let mut value = b.cast(ptr, sum);
            if let Some(f) = first {
                value = b.bin(BinOp::Sub, value, f);
            }
            kbody.push(edit::decl_stmt(b.p, local, Some(value), loc));
            local
        };
        let raw: Vec<(SymbolId, SymbolId, Option<SymbolId>)> = first_syms
            .iter()
            .map(|first| {
                let base = pi.next().expect("array base");
                let offset = pi.next().expect("array offset");
                (
                    base,
                    offset,
                    first.map(|_| pi.next().expect("first element")),
                )
            })
            .collect();
        let mut ext_params: Vec<Vec<ExtentK>> = Vec::new();
        for a in &plan.arrays {
            let v = a
                .extents
                .iter()
                .map(|e| match e {
                    Extent::Const(c) => ExtentK::Const(*c),
                    Extent::Runtime => ExtentK::Param(pi.next().expect("extent")),
                })
                .collect();
            ext_params.push(v);
        }
        for ((a, &(base, offset, first)), ext) in plan.arrays.iter().zip(&raw).zip(ext_params) {
            // The first transferred row is `first`: that many rows of `extents` elements.
            let first = first.map(|f| {
                let mut len = b.var(f);
                for e in &ext {
                    let x = match *e {
                        ExtentK::Const(c) => b.long(c),
                        ExtentK::Param(s) => b.var(s),
                    };
                    len = b.bin(BinOp::Mul, len, x);
                }
                len
            });
            let name = b.p.symbols[a.sym].name.clone();
            let ps = rebuild(&mut b, &mut knames, &name, a.elem, base, offset, first);
            arrays_k.insert(a.sym, (ps, ext));
        }
        let mut red_params = Vec::new();
        for &(op, r) in &plan.reductions {
            let base = pi.next().expect("partials base");
            let offset = pi.next().expect("partials offset");
            let name = format!("p4a_{}_partials", b.p.symbols[r].name);
            let ty = b.p.symbols[r].ty;
            let part = rebuild(&mut b, &mut knames, &name, ty, base, offset, None);
            let init = idempotent(op).then(|| pi.next().expect("initial value"));
            red_params.push((part, init));
        }
        let last_params: Vec<SymbolId> = plan
            .last_values
            .iter()
            .map(|&v| {
                let base = pi.next().expect("last value base");
                let offset = pi.next().expect("last value offset");
                let name = format!("p4a_{}_last", b.p.symbols[v].name);
                let ty = b.p.symbols[v].ty;
                rebuild(&mut b, &mut knames, &name, ty, base, offset, None)
            })
            .collect();
        let trips_param = grid_points.map(|_| pi.next().expect("trips"));
        let count_params: Vec<SymbolId> = if trips_param.is_some() && plan.grid.len() > 1 {
            plan.grid
                .iter()
                .map(|_| pi.next().expect("grid loop count"))
                .collect()
        } else {
            Vec::new()
        };
        let lo_params: Vec<SymbolId> = (0..plan.grid.len())
            .map(|_| pi.next().expect("lower bound"))
            .collect();
        let march_n = march.map(|_| pi.next().expect("planes of the march"));
        let hidden: Vec<(SymbolId, SymbolId)> = (0..dims)
            .map(|_| (pi.next().expect("offset"), pi.next().expect("count")))
            .collect();

        let mut gs = Vec::new();
        for (d, &(off, _)) in hidden.iter().enumerate() {
            let g = edit::new_local(b.p, &mut knames, &format!("p4a_g{d}"), long, loc);
            let o = b.var(off);
            let gi = b.e(Expr::GridIndex(d as u8));
            let v = b.bin(BinOp::Add, o, gi);
            kbody.push(edit::decl_stmt(b.p, g, Some(v), loc));
            gs.push(g);
        }
        let mut inside: Option<ExprId> = None;
        for (d, &(_, cnt)) in hidden.iter().enumerate() {
            let (g, c) = (b.var(gs[d]), b.var(cnt));
            let t = b.bin(BinOp::Lt, g, c);
            inside = Some(match inside {
                None => t,
                Some(a) => b.bin(BinOp::LogAnd, a, t),
            });
        }
        // Tiles: the block copies the elements its points read into local memory, and
        // waits until all are there.
        let mut tile_code = Vec::new();
        let mut tiled: Vec<(SymbolId, SymbolId)> = Vec::new();
        let mut lids = Vec::new();
        // A marching kernel: its dimension, the plane variable, the block's first plane
        // and the end of its planes; and per tile, the load of the plane the next step
        // needs.
        let mut marching: Option<(usize, SymbolId, SymbolId, SymbolId)> = None;
        let mut plane_fills = Vec::new();
        if let Ok(t) = &plan.tiling {
            for d in 0..dims {
                let l = edit::new_local(b.p, &mut knames, &format!("p4a_l{d}"), long, loc);
                let v = b.e(Expr::BlockIndex(d as u8));
                tile_code.push(edit::decl_stmt(b.p, l, Some(v), loc));
                lids.push(l);
            }
            if let (Some(d), Some(n)) = (t.march, march_n) {
                // z0 = g * chunk; z1 = min(z0 + chunk, n)
                let z0 = edit::new_local(b.p, &mut knames, "p4a_z0", long, loc);
                let g = b.var(gs[d]);
                let c = b.long(super::tile::MARCH_CHUNK);
                let v = b.bin(BinOp::Mul, g, c);
                tile_code.push(edit::decl_stmt(b.p, z0, Some(v), loc));
                let z1 = edit::new_local(b.p, &mut knames, "p4a_z1", long, loc);
                let zv = b.var(z0);
                let c = b.long(super::tile::MARCH_CHUNK);
                let end = b.bin(BinOp::Add, zv, c);
                let nv = b.var(n);
                let v = b.min(end, nv);
                tile_code.push(edit::decl_stmt(b.p, z1, Some(v), loc));
                let z = edit::new_local(b.p, &mut knames, "p4a_z", long, loc);
                marching = Some((d, z, z0, z1));
            }
            let gp = TileGrid {
                block: t.block,
                gs: &gs,
                lids: &lids,
                counts: hidden.iter().map(|&(_, c)| c).collect(),
                los: plan
                    .dim_of
                    .iter()
                    .copied()
                    .zip(lo_params.iter().copied())
                    .collect(),
                march: t.march.zip(march_n),
            };
            for tile in &t.tiles {
                let a = plan
                    .arrays
                    .iter()
                    .find(|a| a.sym == tile.array)
                    .expect("a tiled array is a kernel argument");
                let ts = declare_tile(&mut b, &mut knames, &gp, tile, a, &mut tile_code);
                match marching {
                    None => {
                        let fill =
                            fill_tile(&mut b, &mut knames, &gp, tile, a, ts, &map, &arrays_k, None);
                        tile_code.push(fill);
                    }
                    Some((d, z, z0, _)) => {
                        let dim = tile
                            .dims
                            .iter()
                            .find(|x| x.grid_dim == d)
                            .expect("a marching tile spans every grid dimension");
                        // Before the march: planes z0 - below .. z0 + above - 1.
                        let pv = edit::new_local(b.p, &mut knames, "p4a_p", long, loc);
                        let plane = Plane { pos: pv, first: z0 };
                        let fill = fill_tile(
                            &mut b,
                            &mut knames,
                            &gp,
                            tile,
                            a,
                            ts,
                            &map,
                            &arrays_k,
                            Some(plane),
                        );
                        let (s0, s1) = (b.var(z0), b.var(z0));
                        let below = b.long(dim.below as u64);
                        let start = b.bin(BinOp::Sub, s0, below);
                        let above = b.long(dim.above as u64);
                        let lim = b.bin(BinOp::Add, s1, above);
                        tile_code.push(counted_for(&mut b, pv, start, lim, None, fill));
                        // At each step z: plane z + above.
                        let pv = edit::new_local(b.p, &mut knames, "p4a_p", long, loc);
                        let zv = b.var(z);
                        let above = b.long(dim.above as u64);
                        let at = b.bin(BinOp::Add, zv, above);
                        let decl = edit::decl_stmt(b.p, pv, Some(at), loc);
                        let plane = Plane { pos: pv, first: z0 };
                        let fill = fill_tile(
                            &mut b,
                            &mut knames,
                            &gp,
                            tile,
                            a,
                            ts,
                            &map,
                            &arrays_k,
                            Some(plane),
                        );
                        plane_fills.push(b.s(Stmt::Block(Block(vec![decl, fill]))));
                    }
                }
                tiled.push((tile.array, ts));
            }
            if marching.is_none() {
                let barrier = b.e(Expr::Barrier);
                tile_code.push(b.s(Stmt::Expr(barrier)));
            }
        }
        let mut work = Vec::new();
        // With reductions, a grid point runs iterations g0, g0 + count0, ... of the loop.
        let stride_var = trips_param.map(|_| edit::new_local(b.p, &mut knames, "p4a_t", long, loc));
        for (k, g) in plan.grid.iter().enumerate() {
            let d = plan.dim_of[k];
            let ty = plain(b.p, b.p.symbols[g.index].ty);
            let name = b.p.symbols[g.index].name.clone();
            let idx = edit::new_local(b.p, &mut knames, &name, ty, loc);
            let lo = b.var(lo_params[k]);
            let mut gv = match marching {
                // A marching kernel's plane.
                Some((m, z, _, _)) if m == d => b.var(z),
                _ => b.var(stride_var.unwrap_or_else(|| gs[d])),
            };
            if !count_params.is_empty() {
                // Flattened: the loop on dimension d advances every S iterations, S the
                // product of the counts of the loops on lower dimensions.
                let below: Vec<usize> = (0..plan.grid.len())
                    .filter(|&k2| plan.dim_of[k2] < d)
                    .collect();
                for k2 in below {
                    let n = b.var(count_params[k2]);
                    gv = b.bin(BinOp::Div, gv, n);
                }
                if d + 1 < plan.grid.len() {
                    let n = b.var(count_params[k]);
                    gv = b.bin(BinOp::Rem, gv, n);
                }
            }
            let off = if g.step == 1 {
                gv
            } else {
                let st = b.int(i128::from(g.step));
                b.bin(BinOp::Mul, gv, st)
            };
            let v = b.bin(BinOp::Add, lo, off);
            work.push(edit::decl_stmt(b.p, idx, Some(v), loc));
            map.insert(g.index, idx);
        }
        for &s in &plan.privates {
            let ty = plain(b.p, b.p.symbols[s].ty);
            let name = b.p.symbols[s].name.clone();
            let local = edit::new_local(b.p, &mut knames, &name, ty, loc);
            work.push(edit::decl_stmt(b.p, local, None, loc));
            map.insert(s, local);
        }
        // Accumulators of the reductions, local to the grid point.
        let mut accs = Vec::new();
        for (&(op, r), &(_, init)) in plan.reductions.iter().zip(&red_params) {
            let ty = plain(b.p, b.p.symbols[r].ty);
            let name = b.p.symbols[r].name.clone();
            let acc = edit::new_local(b.p, &mut knames, &name, ty, loc);
            map.insert(r, acc);
            let value = match init {
                Some(param) => b.var(param),
                None => b.int(if op == RedOp::Mul { 1 } else { 0 }),
            };
            accs.push(edit::decl_stmt(b.p, acc, Some(value), loc));
        }
        let copy = edit::copy_stmt(b.p, plan.body);
        if let Ok(t) = &plan.tiling {
            let march = marching.map(|(d, z, z0, _)| (d, z, z0));
            read_tiles(b.p, copy, plan, t, &tiled, &lids, march);
        }
        rewrite_stmt(b.p, copy, &map, &arrays_k);
        work.push(copy);
        if !last_params.is_empty() {
            // The grid point of the last iteration (the last in every dimension) sends the
            // last values back.
            let mut last: Option<ExprId> = None;
            for (d, &(_, cnt)) in hidden.iter().enumerate() {
                let (g, c) = (b.var(gs[d]), b.var(cnt));
                let one = b.int(1);
                let end = b.bin(BinOp::Sub, c, one);
                let t = b.bin(BinOp::Eq, g, end);
                last = Some(match last {
                    None => t,
                    Some(a) => b.bin(BinOp::LogAnd, a, t),
                });
            }
            let mut stores = Vec::new();
            for (&v, &out) in plan.last_values.iter().zip(&last_params) {
                let o = b.var(out);
                let zero = b.int(0);
                let slot = b.e(Expr::Index(o, zero));
                let value = b.var(map[&v]);
                stores.push(b.assign(slot, value));
            }
            let then = b.s(Stmt::Block(Block(stores)));
            work.push(b.s(Stmt::If {
                cond: last.expect("at least one dimension"),
                then,
                els: None,
            }));
        }
        let mut work = b.s(Stmt::Block(Block(work)));
        if let (Some(trips), Some(t)) = (trips_param, stride_var) {
            // for (t = g0; t < trips; t += count0) { i = lo + t * step; work }
            let start = b.var(gs[0]);
            let lim = b.var(trips);
            let stride = b.var(hidden[0].1);
            work = counted_for(&mut b, t, start, lim, Some(stride), work);
        }
        let check = b.s(Stmt::If {
            cond: inside.expect("at least one dimension"),
            then: work,
            els: None,
        });
        // Reductions: every work item of the block (also those past the grid, whose
        // accumulators keep their first value) puts its value in local memory; a tree
        // combines them; the first work item writes the block's partial value.
        let mut after = Vec::new();
        if trips_param.is_some() {
            kbody.extend(accs);
            let l = edit::new_local(b.p, &mut knames, "p4a_l0", long, loc);
            let v = b.e(Expr::BlockIndex(0));
            kbody.push(edit::decl_stmt(b.p, l, Some(v), loc));
            let mut shared = Vec::new();
            for &(_, r) in &plan.reductions {
                let elem = b.p.symbols[r].ty;
                let ty = local_array(&mut b, elem, &[u64::from(REDUCTION_BLOCK)]);
                let name = format!("p4a_{}_block", b.p.symbols[r].name);
                let sh = edit::new_local(b.p, &mut knames, &name, ty, loc);
                kbody.push(edit::decl_stmt(b.p, sh, None, loc));
                shared.push(sh);
            }
            let at = |b: &mut Build, sh: SymbolId, i: ExprId| {
                let a = b.var(sh);
                b.e(Expr::Index(a, i))
            };
            for (&(_, r), &sh) in plan.reductions.iter().zip(&shared) {
                let lv = b.var(l);
                let slot = at(&mut b, sh, lv);
                let acc = b.var(map[&r]);
                after.push(b.assign(slot, acc));
            }
            let barrier = b.e(Expr::Barrier);
            after.push(b.s(Stmt::Expr(barrier)));
            // for (long s = block / 2; s > 0; s /= 2) { if (l < s) x[l] = x[l] op x[l + s];
            // barrier }
            let s = edit::new_local(b.p, &mut knames, "p4a_s", long, loc);
            let mut pairs = Vec::new();
            for (&(op, _), &sh) in plan.reductions.iter().zip(&shared) {
                let lv = b.var(l);
                let target = at(&mut b, sh, lv);
                let lv = b.var(l);
                let mine = at(&mut b, sh, lv);
                let (lv, sv) = (b.var(l), b.var(s));
                let k = b.bin(BinOp::Add, lv, sv);
                let other = at(&mut b, sh, k);
                let value = combine(&mut b, op, mine, other);
                pairs.push(b.assign(target, value));
            }
            let (lv, sv) = (b.var(l), b.var(s));
            let cond = b.bin(BinOp::Lt, lv, sv);
            let then = b.s(Stmt::Block(Block(pairs)));
            let half = b.s(Stmt::If {
                cond,
                then,
                els: None,
            });
            let barrier = b.e(Expr::Barrier);
            let barrier = b.s(Stmt::Expr(barrier));
            let step_body = b.s(Stmt::Block(Block(vec![half, barrier])));
            let decl = edit::decl_stmt(b.p, s, None, loc);
            let Stmt::Decl(mut group) = b.p.stmts[decl].clone() else {
                unreachable!("decl_stmt makes a declaration")
            };
            group.decls[0].init = Some(Init::Expr(b.long(u64::from(REDUCTION_BLOCK / 2))));
            let (sv, zero) = (b.var(s), b.int(0));
            let cond = b.bin(BinOp::Gt, sv, zero);
            let sv = b.var(s);
            let two = b.int(2);
            let step = b.e(Expr::Assign {
                op: Some(BinOp::Div),
                lhs: sv,
                rhs: two,
            });
            after.push(b.s(Stmt::For {
                init: ForInit::Decl(group),
                cond: Some(cond),
                step: Some(step),
                body: step_body,
                counted: None,
            }));
            // if (l == 0) partials[g0 / block] = x[0];
            let mut stores = Vec::new();
            for (&(part, _), &sh) in red_params.iter().zip(&shared) {
                let pv = b.var(part);
                let gv = b.var(gs[0]);
                let m = b.long(u64::from(REDUCTION_BLOCK));
                let group_index = b.bin(BinOp::Div, gv, m);
                let slot = b.e(Expr::Index(pv, group_index));
                let zero = b.int(0);
                let first = at(&mut b, sh, zero);
                stores.push(b.assign(slot, first));
            }
            let (lv, zero) = (b.var(l), b.int(0));
            let cond = b.bin(BinOp::Eq, lv, zero);
            let then = b.s(Stmt::Block(Block(stores)));
            after.push(b.s(Stmt::If {
                cond,
                then,
                els: None,
            }));
        }
        kbody.extend(tile_code);
        match marching {
            None => {
                kbody.push(check);
                kbody.extend(after);
            }
            Some((_, z, z0, z1)) => {
                // for (long z = z0; z < z1; z++) { load plane z + above; barrier; work;
                // barrier }: every work item of the block runs the same steps.
                let mut step = plane_fills;
                let barrier = b.e(Expr::Barrier);
                step.push(b.s(Stmt::Expr(barrier)));
                step.push(check);
                let barrier = b.e(Expr::Barrier);
                step.push(b.s(Stmt::Expr(barrier)));
                let step = b.s(Stmt::Block(Block(step)));
                let (start, lim) = (b.var(z0), b.var(z1));
                kbody.push(counted_for(&mut b, z, start, lim, None, step));
            }
        }
        b.p.funcs[kfunc].body = Block(kbody);

        // ----- replace the loop ---------------------------------------------------------------
        // With a run-time test of the trip count, the loop stays as the test's else branch.
        let (replacement, test) = match plan.guard {
            Some(Guard::Versioned { min_trips } | Guard::IfClause { min_trips }) => {
                let test = trips_at_least(b.p, plan.stmt, min_trips);
                let s = b.s(Stmt::If {
                    cond: test,
                    then: host_block,
                    els: Some(plan.stmt),
                });
                (s, Some(test))
            }
            None => (host_block, None),
        };
        edit::replace_stmt(b.p, plan.func, plan.stmt, replacement);
        let p = b.p;
        let info = KernelInfo {
            name: kname,
            dims: dims as u8,
            grid: plan
                .grid
                .iter()
                .map(|g| p.symbols[g.index].name.clone())
                .collect(),
            points,
            dim0: plan.dim_of.iter().position(|&d| d == 0).map(|k| {
                let (walk, all) = plan.contiguous;
                (p.symbols[plan.grid[k].index].name.clone(), walk, all)
            }),
            // The copies the kernel site itself makes: with the transfers placed over the
            // program, only the uploads the plan left to it (the others are listed in
            // the report's transfers).
            copied_in: plan
                .arrays
                .iter()
                .filter(|a| !a.whole)
                .filter(|a| match &self.comm {
                    None => true,
                    Some((keep, _)) => keep.contains(&(plan.stmt, a.sym)),
                })
                .map(|a| (a.sym, a.size.clone()))
                .collect(),
            copied_out: plan
                .arrays
                .iter()
                .filter(|a| a.written && self.comm.is_none())
                .map(|a| (a.sym, a.size.clone()))
                .collect(),
            tiling: plan.tiling.clone(),
            march: march_loop.map(|k| p.symbols[plan.grid[k].index].name.clone()),
            block: required_block(plan),
        };
        (info, test)
    }
}

/// Most grid points of a reduction kernel: enough to fill a large GPU (1,024 blocks).
const MAX_REDUCTION_POINTS: i128 = 262_144;

/// The block of a reduction kernel: its work items combine their values in local memory
/// into one partial value, so the host combines at most 1,024 of them.
pub(super) const REDUCTION_BLOCK: u16 = 256;

/// Whether combining a value with itself changes nothing: the kernel's accumulators then
/// start from the host's value instead of an identity.
fn idempotent(op: RedOp) -> bool {
    matches!(
        op,
        RedOp::Min | RedOp::Max | RedOp::BitAnd | RedOp::BitOr | RedOp::LogAnd | RedOp::LogOr
    )
}

/// `acc op x` as C.
fn combine(b: &mut Build, op: RedOp, acc: ExprId, x: ExprId) -> ExprId {
    let bin = match op {
        RedOp::Add => BinOp::Add,
        RedOp::Mul => BinOp::Mul,
        RedOp::BitAnd => BinOp::BitAnd,
        RedOp::BitOr => BinOp::BitOr,
        RedOp::BitXor => BinOp::BitXor,
        RedOp::LogAnd => BinOp::LogAnd,
        RedOp::LogOr => BinOp::LogOr,
        RedOp::Min | RedOp::Max => {
            // x < acc ? x : acc (min), x > acc ? x : acc (max)
            let rel = if op == RedOp::Min {
                BinOp::Lt
            } else {
                BinOp::Gt
            };
            let test = b.bin(rel, x, acc);
            let (x2, acc2) = (edit::copy_expr(b.p, x), edit::copy_expr(b.p, acc));
            return b.cond(test, x2, acc2);
        }
    };
    b.bin(bin, acc, x)
}

/// `for (long t = start; t < limit; t += stride or t++) body`.
fn counted_for(
    b: &mut Build,
    t: SymbolId,
    start: ExprId,
    limit: ExprId,
    stride: Option<ExprId>,
    body: StmtId,
) -> StmtId {
    let decl = edit::decl_stmt(b.p, t, Some(start), b.loc);
    let Stmt::Decl(group) = b.p.stmts[decl].clone() else {
        unreachable!("decl_stmt makes a declaration")
    };
    let tv = b.var(t);
    let cond = b.bin(BinOp::Lt, tv, limit);
    let tv = b.var(t);
    let step = match stride {
        Some(s) => b.e(Expr::Assign {
            op: Some(BinOp::Add),
            lhs: tv,
            rhs: s,
        }),
        None => b.e(Expr::IncDec {
            prefix: false,
            increment: true,
            arg: tv,
        }),
    };
    b.s(Stmt::For {
        init: ForInit::Decl(group),
        cond: Some(cond),
        step: Some(step),
        body,
        counted: None,
    })
}

/// Host code bounding integer expressions by interval arithmetic, each bound in a `long`
/// local ([`Size::Interval`]).
struct Intervals<'a> {
    names: &'a mut Names,
    loops: &'a [(SymbolId, ExprId, ExprId, i64)],
    /// Locals that stand for their initializers ([`Size::Interval`]).
    defs: &'a [(SymbolId, ExprId)],
    /// The guards on each branch of the conditional expressions met.
    conds: &'a [(ExprId, Vec<IndexGuard>, Vec<IndexGuard>)],
    /// Bounds of the loop indices met so far.
    known: FxHashMap<SymbolId, (SymbolId, SymbolId)>,
    out: &'a mut Vec<StmtId>,
    long: TypeId,
}

impl Intervals<'_> {
    /// A new `long` local holding `value`.
    fn temp(&mut self, b: &mut Build, value: ExprId) -> SymbolId {
        let t = edit::new_local(b.p, self.names, "p4a_bound", self.long, b.loc);
        self.out.push(edit::decl_stmt(b.p, t, Some(value), b.loc));
        t
    }

    fn pair(&mut self, b: &mut Build, lo: ExprId, hi: ExprId) -> (SymbolId, SymbolId) {
        (self.temp(b, lo), self.temp(b, hi))
    }

    /// Locals holding the least and greatest values `e` takes where the conditions
    /// `guards` hold: each guarded index ranges over its bounds narrowed by its guards.
    /// When a guarded index has no value left, `e` is never evaluated; its interval is
    /// then the unguarded one (a sound, wider answer that keeps the bounds ordered).
    fn guarded(&mut self, b: &mut Build, e: ExprId, guards: &[IndexGuard]) -> (SymbolId, SymbolId) {
        let plain = self.of(b, e);
        if guards.is_empty() {
            return plain;
        }
        let saved = self.known.clone();
        for g in guards {
            let (lo, hi) = self.index(b, g.index);
            let (bl, bh) = self.of(b, g.bound);
            let (bound, own) = if g.lower { (bl, lo) } else { (bh, hi) };
            let (v, k) = (b.var(bound), b.int(i128::from(g.offset)));
            let bound = b.bin(BinOp::Add, v, k);
            let own = b.var(own);
            let narrowed = if g.lower {
                b.max(own, bound)
            } else {
                b.min(own, bound)
            };
            let narrowed = self.temp(b, narrowed);
            let pair = if g.lower {
                (narrowed, hi)
            } else {
                (lo, narrowed)
            };
            self.known.insert(g.index, pair);
        }
        let (l, h) = self.of(b, e);
        // Some guarded index has no value left: lo > hi.
        let mut empty: Option<ExprId> = None;
        let mut indices: Vec<SymbolId> = guards.iter().map(|g| g.index).collect();
        indices.dedup();
        for i in indices {
            let (lo, hi) = self.known[&i];
            let (lv, hv) = (b.var(lo), b.var(hi));
            let test = b.bin(BinOp::Gt, lv, hv);
            empty = Some(match empty {
                None => test,
                Some(x) => b.bin(BinOp::LogOr, x, test),
            });
        }
        self.known = saved;
        let empty = self.temp(b, empty.expect("guards name indices"));
        let pick = |b: &mut Build, guarded: SymbolId, plain: SymbolId| {
            let (c, x, y) = (b.var(empty), b.var(plain), b.var(guarded));
            b.cond(c, x, y)
        };
        let lo = pick(b, l, plain.0);
        let hi = pick(b, h, plain.1);
        self.pair(b, lo, hi)
    }

    /// The bounds of loop index `s` (narrowed by the guards in force).
    fn index(&mut self, b: &mut Build, s: SymbolId) -> (SymbolId, SymbolId) {
        if let Some(&k) = self.known.get(&s) {
            return k;
        }
        let &(_, lower, upper, step) = self.loops.iter().find(|l| l.0 == s).expect("an index");
        let (first, last) = if step > 0 {
            (lower, upper)
        } else {
            (upper, lower)
        };
        let (lo, _) = self.of(b, first);
        let (_, hi) = self.of(b, last);
        self.known.insert(s, (lo, hi));
        (lo, hi)
    }

    /// Locals holding the least and greatest values `e` takes (planned by
    /// `plan::intervals`).
    fn of(&mut self, b: &mut Build, e: ExprId) -> (SymbolId, SymbolId) {
        let long = self.long;
        match b.p.exprs[e].clone() {
            Expr::Var(s) if self.loops.iter().any(|l| l.0 == s) => self.index(b, s),
            Expr::Var(s) if self.defs.iter().any(|d| d.0 == s) => {
                let init = self.defs.iter().find(|d| d.0 == s).expect("checked").1;
                self.of(b, init)
            }
            Expr::Cond(_, Some(t), f) => {
                let (gt, gf) = self
                    .conds
                    .iter()
                    .find(|c| c.0 == e)
                    .map(|c| (c.1.clone(), c.2.clone()))
                    .unwrap_or_default();
                let (tl, th) = self.guarded(b, t, &gt);
                let (fl, fh) = self.guarded(b, f, &gf);
                let (x, y) = (b.var(tl), b.var(fl));
                let lo = b.min(x, y);
                let (x, y) = (b.var(th), b.var(fh));
                let hi = b.max(x, y);
                self.pair(b, lo, hi)
            }
            Expr::IntLit { .. } | Expr::Var(_) => {
                let x = edit::copy_expr(b.p, e);
                let x = b.cast(long, x);
                let y = edit::copy_expr(b.p, x);
                self.pair(b, x, y)
            }
            Expr::Unary(UnOp::Plus, x) | Expr::Cast(_, x) => self.of(b, x),
            Expr::Unary(UnOp::Neg, x) => {
                let (l, h) = self.of(b, x);
                let (lv, hv) = (b.var(l), b.var(h));
                let lo = b.e(Expr::Unary(UnOp::Neg, hv));
                let hi = b.e(Expr::Unary(UnOp::Neg, lv));
                self.pair(b, lo, hi)
            }
            Expr::Binary(op @ (BinOp::Add | BinOp::Sub), x, y) => {
                let (xl, xh) = self.of(b, x);
                let (yl, yh) = self.of(b, y);
                // lo = xl + yl (or xl - yh), hi = xh + yh (or xh - yl).
                let (a, c) = if op == BinOp::Add { (yl, yh) } else { (yh, yl) };
                let (v1, v2) = (b.var(xl), b.var(a));
                let lo = b.bin(op, v1, v2);
                let (v1, v2) = (b.var(xh), b.var(c));
                let hi = b.bin(op, v1, v2);
                self.pair(b, lo, hi)
            }
            Expr::Binary(BinOp::Mul, x, y) => {
                // The extremes of a product are among the products of the extremes.
                let (xl, xh) = self.of(b, x);
                let (yl, yh) = self.of(b, y);
                let mut corners = Vec::new();
                for (u, v) in [(xl, yl), (xl, yh), (xh, yl), (xh, yh)] {
                    let (u, v) = (b.var(u), b.var(v));
                    let prod = b.bin(BinOp::Mul, u, v);
                    corners.push(self.temp(b, prod));
                }
                let lo = self.fold(b, &corners, true);
                let hi = self.fold(b, &corners, false);
                (lo, hi)
            }
            Expr::Binary(BinOp::Div, x, c) => {
                // Truncating division by a positive constant never decreases.
                let (xl, xh) = self.of(b, x);
                let (l, k) = (b.var(xl), edit::copy_expr(b.p, c));
                let lo = b.bin(BinOp::Div, l, k);
                let (h, k) = (b.var(xh), edit::copy_expr(b.p, c));
                let hi = b.bin(BinOp::Div, h, k);
                self.pair(b, lo, hi)
            }
            Expr::Binary(BinOp::Rem, x, c) => {
                // x % c lies in 0..=min(hi, c - 1) when x >= 0, else in -(c - 1)..=c - 1.
                let (xl, xh) = self.of(b, x);
                let Expr::IntLit { value: Some(c), .. } = b.p.exprs[c] else {
                    unreachable!("planned remainders are by constants")
                };
                let c = i128::try_from(c).expect("planned below 2^62") - 1;
                let (l, z) = (b.var(xl), b.int(0));
                let nonneg = b.bin(BinOp::Ge, l, z);
                let (z, m) = (b.int(0), b.int(-c));
                let lo = b.cond(nonneg, z, m);
                let (h, k) = (b.var(xh), b.int(c));
                let capped = b.min(h, k);
                let (l, z) = (b.var(xl), b.int(0));
                let nonneg = b.bin(BinOp::Ge, l, z);
                let k = b.int(c);
                let hi = b.cond(nonneg, capped, k);
                self.pair(b, lo, hi)
            }
            _ => unreachable!("plan::intervals accepts only these forms"),
        }
    }

    /// The least (or greatest) of `values`, in a local.
    fn fold(&mut self, b: &mut Build, values: &[SymbolId], least: bool) -> SymbolId {
        let mut acc = values[0];
        for &v in &values[1..] {
            let (x, y) = (b.var(acc), b.var(v));
            let m = if least { b.min(x, y) } else { b.max(x, y) };
            acc = self.temp(b, m);
        }
        acc
    }
}

/// An extent in the kernel.
#[derive(Clone, Copy, Debug)]
enum ExtentK {
    Const(u64),
    Param(SymbolId),
}

/// `a[0]...[0]` with `k` subscripts.
fn zeros(b: &mut Build, a: SymbolId, k: usize) -> ExprId {
    let mut e = b.var(a);
    for _ in 0..k {
        let z = b.int(0);
        e = b.e(Expr::Index(e, z));
    }
    e
}

/// `for (init; cond; step)` of a loop, for the kernel's comment.
fn loop_header(p: &Program, l: StmtId) -> String {
    let text = p4a_analyzer::print::print_stmt(p, l, 0);
    text.lines()
        .next()
        .unwrap_or("")
        .trim_end_matches(" {")
        .to_string()
}

/// Fresh symbols for the locals the body declares, named first (their own names unless a
/// kernel language reserves them: a C variable may be called `half` or `global`), so that
/// the kernel's parameters and locals do not shadow them and no symbol is shared between
/// host and device code.
fn body_locals(p: &mut Program, s: StmtId, names: &mut Names) -> Vec<(SymbolId, SymbolId)> {
    use p4a_analyzer::ir::visit::{Child, stmt_children};
    let mut declared = Vec::new();
    let mut stack = vec![s];
    while let Some(s) = stack.pop() {
        match &p.stmts[s] {
            Stmt::Decl(g)
            | Stmt::For {
                init: ForInit::Decl(g),
                ..
            } => declared.extend(g.decls.iter().map(|d| d.sym)),
            _ => {}
        }
        stmt_children(&p.stmts[s], &mut |c| {
            if let Child::Stmt(c) = c {
                stack.push(c);
            }
        });
    }
    declared
        .into_iter()
        .map(|old| {
            let mut sym = p.symbols[old].clone();
            sym.name = names.fresh(&sym.name);
            let loc = p.symbols.loc(old);
            (old, p.symbols.alloc(sym, loc))
        })
        .collect()
}

/// Renames symbols by `map` and linearises the subscripts of the kernel's arrays, in
/// the copy `s` of the work.
fn rewrite_stmt(
    p: &mut Program,
    s: StmtId,
    map: &FxHashMap<SymbolId, SymbolId>,
    arrays: &FxHashMap<SymbolId, (SymbolId, Vec<ExtentK>)>,
) {
    match &mut p.stmts[s] {
        Stmt::Decl(g)
        | Stmt::For {
            init: ForInit::Decl(g),
            ..
        } => {
            for d in &mut g.decls {
                if let Some(&n) = map.get(&d.sym) {
                    d.sym = n;
                }
            }
        }
        _ => {}
    }
    let mut kids = Vec::new();
    stmt_children(&p.stmts[s], &mut |c| kids.push(c));
    rewrite_children(p, kids, map, arrays);
}

fn rewrite_children(
    p: &mut Program,
    kids: Vec<Child>,
    map: &FxHashMap<SymbolId, SymbolId>,
    arrays: &FxHashMap<SymbolId, (SymbolId, Vec<ExtentK>)>,
) {
    for c in kids {
        match c {
            Child::Stmt(x) => rewrite_stmt(p, x, map, arrays),
            Child::Expr(x) => rewrite_expr(p, x, map, arrays),
            Child::Type(_) => {}
        }
    }
}

fn rewrite_expr(
    p: &mut Program,
    e: ExprId,
    map: &FxHashMap<SymbolId, SymbolId>,
    arrays: &FxHashMap<SymbolId, (SymbolId, Vec<ExtentK>)>,
) {
    // An element of a kernel array: a[i][j] becomes a[i * m + j].
    if let Expr::Index(..) = p.exprs[e] {
        let mut subs = Vec::new();
        let mut cur = e;
        while let Expr::Index(base, i) = p.exprs[cur] {
            subs.push(i);
            cur = base;
        }
        if let Expr::Var(root) = p.exprs[cur]
            && let Some((param, extents)) = arrays.get(&root)
        {
            subs.reverse();
            for &i in &subs {
                rewrite_expr(p, i, map, arrays);
            }
            let loc = p.exprs.loc(e);
            let mut b = Build::new(p, loc);
            let mut lin = subs[0];
            for (k, &i) in subs.iter().enumerate().skip(1) {
                let ext = match extents[k - 1] {
                    ExtentK::Const(c) => b.long(c),
                    ExtentK::Param(s) => b.var(s),
                };
                let scaled = b.bin(BinOp::Mul, lin, ext);
                lin = b.bin(BinOp::Add, scaled, i);
            }
            let base = b.var(*param);
            p.exprs[e] = Expr::Index(base, lin);
            return;
        }
    }
    if let Expr::Var(s) = p.exprs[e]
        && let Some(&t) = map.get(&s)
    {
        p.exprs[e] = Expr::Var(t);
        return;
    }
    // An enumerator becomes its value: the kernel unit declares none of the user's types,
    // so its name would be undeclared there.
    if let Expr::Var(s) = p.exprs[e]
        && let SymbolKind::EnumConst { value: Some(v), .. } = p.symbols[s].kind
    {
        let ty = p.symbols[s].ty;
        p.exprs[e] = enumerator_value(p, v, ty, p.exprs.loc(e));
        return;
    }
    let mut kids = Vec::new();
    expr_children(&p.exprs[e], &mut |c| kids.push(c));
    rewrite_children(p, kids, map, arrays);
}

/// The block shape kernel `plan`'s code assumes: its tiles', or a reduction's.
fn required_block(plan: &KernelPlan) -> Option<[u16; 3]> {
    match &plan.tiling {
        Ok(t) => Some(t.block),
        Err(_) if !plan.reductions.is_empty() && !plan.grid.is_empty() => {
            Some([REDUCTION_BLOCK, 1, 1])
        }
        Err(_) => None,
    }
}

/// The iterations of the grid loops of `plan` together, when every bound is a constant.
fn static_points(p: &Program, plan: &KernelPlan) -> Option<u64> {
    let mut total: u64 = 1;
    for g in &plan.grid {
        let lo = p4a_analyzer::linear::affine(p, g.lower)?;
        let hi = p4a_analyzer::linear::affine(p, g.upper)?;
        if !lo.is_constant() || !hi.is_constant() || g.step == 0 {
            return None;
        }
        let span = (hi.constant_term() - lo.constant_term()) / i128::from(g.step);
        let n = if span < 0 { 0 } else { span + 1 };
        total = total.checked_mul(u64::try_from(n).ok()?)?;
    }
    Some(total)
}

/// What the tile code of a kernel names: per grid dimension, the grid point and its
/// place in the block; the counts; per grid loop, its dimension and first index; for a
/// marching kernel, the marching dimension and its count of planes.
struct TileGrid<'a> {
    block: [u16; 3],
    gs: &'a [SymbolId],
    lids: &'a [SymbolId],
    counts: Vec<SymbolId>,
    los: Vec<(usize, SymbolId)>,
    march: Option<(usize, SymbolId)>,
}

/// The plane a fill of a marching kernel's tile loads: position `pos` (a variable) of the
/// marching dimension, into ring slot `(pos - first + below) % extent`, `first` the
/// block's first plane.
#[derive(Clone, Copy)]
struct Plane {
    pos: SymbolId,
    first: SymbolId,
}

/// The type `elem[W0][W1]...` (outermost first) of an array in local memory.
fn local_array(b: &mut Build, elem: TypeId, extents: &[u64]) -> TypeId {
    let elem = plain(b.p, elem);
    let mut ty = b.p.qualified(
        elem,
        Quals {
            space: AddrSpace::Local,
            ..Quals::NONE
        },
    );
    for &w in extents.iter().rev() {
        let size = b.long(w);
        ty = b.p.ty(TypeKind::Array {
            elem: ty,
            size: ArraySize::Const {
                expr: size,
                value: Some(w),
            },
            param_quals: Quals::NONE,
            param_static: false,
        });
    }
    ty
}

/// Declares the tile of `tile` (an array in local memory), appending the declaration to
/// `code`; returns the tile's symbol.
fn declare_tile(
    b: &mut Build,
    knames: &mut Names,
    gp: &TileGrid,
    tile: &super::tile::Tile,
    a: &ArrayArg,
    code: &mut Vec<StmtId>,
) -> SymbolId {
    let loc = b.loc;
    let extents: Vec<u64> = (0..tile.dims.len())
        .map(|k| tile.extent(k, gp.block))
        .collect();
    let ty = local_array(b, a.elem, &extents);
    let name = format!("p4a_tile_{}", b.p.symbols[a.sym].name);
    let ts = edit::new_local(b.p, knames, &name, ty, loc);
    code.push(edit::decl_stmt(b.p, ts, None, loc));
    ts
}

/// The loop that fills tile `ts` of `tile` (all of it, or one `plane` of a marching
/// kernel's ring).
///
/// The block's work items walk the tile's cells together (cell `k`, then `k` plus the
/// block's size, ...). Cell `c` (per subscript position) holds the element at position
/// `q = base + c - below` of the grid, `base` the block's first grid point: the element
/// `a[lo + q]` that grid point `q - o` reads at offset `o`. It is copied only when some
/// offset `o` of the tile puts `q - o` inside the launch's counts, so the block reads
/// no element that no grid point reads. Along the marching dimension, `q` is the
/// plane's position.
#[allow(clippy::too_many_arguments)]
fn fill_tile(
    b: &mut Build,
    knames: &mut Names,
    gp: &TileGrid,
    tile: &super::tile::Tile,
    a: &ArrayArg,
    ts: SymbolId,
    map: &FxHashMap<SymbolId, SymbolId>,
    arrays_k: &FxHashMap<SymbolId, (SymbolId, Vec<ExtentK>)>,
    plane: Option<Plane>,
) -> StmtId {
    let loc = b.loc;
    let long = b.p.ty(TypeKind::Int(IntKind::Long));
    let n = tile.dims.len();
    let extents: Vec<u64> = (0..n).map(|k| tile.extent(k, gp.block)).collect();
    let marching = |d: usize| plane.is_some() && gp.march.map(|(m, _)| m) == Some(d);
    // The cells walked: every position but the marching one.
    let walked: Vec<usize> = (0..n)
        .filter(|&k| !marching(tile.dims[k].grid_dim))
        .collect();

    // for (long k = l0 + l1 * B0 + ...; k < cells; k += threads)
    let mut start = b.var(gp.lids[0]);
    let mut scale = u64::from(gp.block[0]);
    for (d, &l) in gp.lids.iter().enumerate().skip(1) {
        let lv = b.var(l);
        let m = b.long(scale);
        let term = b.bin(BinOp::Mul, lv, m);
        start = b.bin(BinOp::Add, start, term);
        scale *= u64::from(gp.block[d]);
    }
    let threads: u64 = gp.block.iter().map(|&x| u64::from(x)).product();
    let cells: u64 = walked.iter().map(|&k| extents[k]).product();
    let kv = edit::new_local(b.p, knames, "p4a_k", long, loc);
    let mut body = Vec::new();
    // Per subscript position: the cell c and the grid position q = (g - l) + c - below;
    // along the marching dimension, the plane's ring slot and position.
    let mut cs = Vec::new();
    let mut qs = Vec::new();
    for (pos, dim) in tile.dims.iter().enumerate() {
        let d = dim.grid_dim;
        if let (true, Some(pl)) = (marching(d), plane) {
            // slot = (pos - first + below) % W
            let (pv, fv) = (b.var(pl.pos), b.var(pl.first));
            let mut c = b.bin(BinOp::Sub, pv, fv);
            if dim.below > 0 {
                let below = b.long(dim.below as u64);
                c = b.bin(BinOp::Add, c, below);
            }
            let w = b.long(extents[pos]);
            let c = b.bin(BinOp::Rem, c, w);
            let cvar = edit::new_local(b.p, knames, "p4a_c", long, loc);
            body.push(edit::decl_stmt(b.p, cvar, Some(c), loc));
            cs.push(cvar);
            qs.push(pl.pos);
            continue;
        }
        let inner: u64 = walked
            .iter()
            .filter(|&&k| k > pos)
            .map(|&k| extents[k])
            .product();
        let mut c = b.var(kv);
        if inner > 1 {
            let m = b.long(inner);
            c = b.bin(BinOp::Div, c, m);
        }
        if walked.first() != Some(&pos) {
            let w = b.long(extents[pos]);
            c = b.bin(BinOp::Rem, c, w);
        }
        let cvar = edit::new_local(b.p, knames, "p4a_c", long, loc);
        body.push(edit::decl_stmt(b.p, cvar, Some(c), loc));
        cs.push(cvar);
        let (g, l) = (b.var(gp.gs[d]), b.var(gp.lids[d]));
        let base = b.bin(BinOp::Sub, g, l);
        let cv = b.var(cvar);
        let mut q = b.bin(BinOp::Add, base, cv);
        if dim.below > 0 {
            let below = b.long(dim.below as u64);
            q = b.bin(BinOp::Sub, q, below);
        }
        let qvar = edit::new_local(b.p, knames, "p4a_q", long, loc);
        body.push(edit::decl_stmt(b.p, qvar, Some(q), loc));
        qs.push(qvar);
    }
    // needed: some offset o has every q - o inside [0, count).
    let mut needed: Option<ExprId> = None;
    for o in &tile.offsets {
        let mut all: Option<ExprId> = None;
        for (pos, dim) in tile.dims.iter().enumerate() {
            let q = b.var(qs[pos]);
            let at = if o[pos] == 0 {
                q
            } else {
                let c = b.int(i128::from(o[pos].abs()));
                let op = if o[pos] > 0 { BinOp::Sub } else { BinOp::Add };
                b.bin(op, q, c)
            };
            let zero = b.int(0);
            let lo_ok = b.bin(BinOp::Ge, at, zero);
            let at2 = edit::copy_expr(b.p, at);
            let count = match gp.march {
                Some((m, n)) if m == dim.grid_dim => n,
                _ => gp.counts[dim.grid_dim],
            };
            let cnt = b.var(count);
            let hi_ok = b.bin(BinOp::Lt, at2, cnt);
            let both = b.bin(BinOp::LogAnd, lo_ok, hi_ok);
            all = Some(match all {
                None => both,
                Some(x) => b.bin(BinOp::LogAnd, x, both),
            });
        }
        let all = all.expect("a tile has dimensions");
        needed = Some(match needed {
            None => all,
            Some(x) => b.bin(BinOp::LogOr, x, all),
        });
    }
    // tile[c0][c1]... = a[lo + q0][lo + q1]...
    let mut cell = b.var(ts);
    for &c in &cs {
        let cv = b.var(c);
        cell = b.e(Expr::Index(cell, cv));
    }
    let mut elem_ref = b.var(a.sym);
    for (pos, dim) in tile.dims.iter().enumerate() {
        let lo = gp
            .los
            .iter()
            .find(|(d, _)| *d == dim.grid_dim)
            .map(|&(_, lo)| lo)
            .expect("a grid loop per dimension");
        let (lv, qv) = (b.var(lo), b.var(qs[pos]));
        let sub = b.bin(BinOp::Add, lv, qv);
        elem_ref = b.e(Expr::Index(elem_ref, sub));
    }
    rewrite_expr(b.p, elem_ref, map, arrays_k);
    let store = b.assign(cell, elem_ref);
    body.push(b.s(Stmt::If {
        cond: needed.expect("a tile reads at least two offsets"),
        then: store,
        els: None,
    }));
    let body = b.s(Stmt::Block(Block(body)));
    let lim = b.long(cells);
    let stride = b.long(threads);
    counted_for(b, kv, start, lim, Some(stride), body)
}

/// Replaces, in `s` (the copy of the work, before its symbols are renamed), every read
/// of a tiled array by the read of its tile: `a[i + c1][j + c2]` becomes
/// `tile[l1 + below1 + c1][l0 + below0 + c2]`, `l` the work item's place in its block.
fn read_tiles(
    p: &mut Program,
    s: StmtId,
    plan: &KernelPlan,
    t: &super::tile::Tiling,
    tiled: &[(SymbolId, SymbolId)],
    lids: &[SymbolId],
    march: Option<(usize, SymbolId, SymbolId)>,
) {
    // The whole element references of tiled arrays (not their inner `a[i]`).
    let mut exprs = Vec::new();
    fn walk(p: &Program, c: Child, tiled: &[(SymbolId, SymbolId)], out: &mut Vec<ExprId>) {
        match c {
            Child::Stmt(s) => stmt_children(&p.stmts[s], &mut |c| walk(p, c, tiled, out)),
            Child::Expr(e) => {
                if let Some((root, _)) = super::tile::element(p, e)
                    && tiled.iter().any(|(a, _)| *a == root)
                {
                    out.push(e);
                } else {
                    expr_children(&p.exprs[e], &mut |c| walk(p, c, tiled, out));
                }
            }
            Child::Type(_) => {}
        }
    }
    walk(p, Child::Stmt(s), tiled, &mut exprs);
    for e in exprs {
        let (root, subs) = super::tile::element(p, e).expect("collected as an element");
        let &(_, ts) = tiled
            .iter()
            .find(|(a, _)| *a == root)
            .expect("collected as a tiled element");
        let tile = t
            .tiles
            .iter()
            .find(|x| x.array == root)
            .expect("a tile per tiled array");
        let (_, offs) =
            super::tile::offsets(p, plan, &subs).expect("the plan parsed every read of a tile");
        let loc = p.exprs.loc(e);
        let mut b = Build::new(p, loc);
        let mut cell = b.var(ts);
        for (pos, dim) in tile.dims.iter().enumerate() {
            let shift = dim.below + offs[pos];
            let sub = match march {
                // The ring slot of plane z + o: (z - z0 + below + o) % extent.
                Some((d, z, z0)) if d == dim.grid_dim => {
                    let (zv, z0v) = (b.var(z), b.var(z0));
                    let mut x = b.bin(BinOp::Sub, zv, z0v);
                    if shift != 0 {
                        let c = b.long(shift as u64);
                        x = b.bin(BinOp::Add, x, c);
                    }
                    let w = b.long(tile.extent(pos, t.block));
                    b.bin(BinOp::Rem, x, w)
                }
                _ => {
                    let l = b.var(lids[dim.grid_dim]);
                    if shift == 0 {
                        l
                    } else {
                        let c = b.long(shift as u64);
                        b.bin(BinOp::Add, l, c)
                    }
                }
            };
            cell = b.e(Expr::Index(cell, sub));
        }
        let new = p.exprs[cell].clone();
        p.exprs[e] = new;
    }
}

/// The expression that stands for an enumerator of value `v` and type `ty` in kernel
/// code: the decimal literal (negated for a negative value) when it fits `int` (the type
/// C gives such an enumerator and such a literal), else the literal cast to the enumerator's integer type (`long long`
/// when that is not an integer type), a negative value as the negation of its magnitude.
fn enumerator_value(p: &mut Program, v: i128, ty: TypeId, loc: Loc) -> Expr {
    let small = |m: u128| Expr::IntLit {
        text: m.to_string(),
        value: Some(m),
    };
    if (0..=i128::from(i32::MAX)).contains(&v) {
        return small(v.unsigned_abs());
    }
    if (-i128::from(i32::MAX)..0).contains(&v) {
        let magnitude = p.exprs.alloc(small(v.unsigned_abs()), loc);
        return Expr::Unary(UnOp::Neg, magnitude);
    }
    let int_kind = match p.resolve(ty).0 {
        TypeKind::Int(k) => *k,
        _ => IntKind::LongLong,
    };
    let cast_to = p.ty(TypeKind::Int(int_kind));
    let mut b = Build::new(p, loc);
    let magnitude = b.e(Expr::IntLit {
        text: format!("{}ULL", v.unsigned_abs()),
        value: Some(v.unsigned_abs()),
    });
    let lit = if v < 0 {
        b.e(Expr::Unary(UnOp::Neg, magnitude))
    } else {
        magnitude
    };
    Expr::Cast(cast_to, lit)
}
