//! Tiling of stencil reads into local memory (`__local` in OpenCL, `__shared__` in CUDA).
//!
//! A kernel whose grid point reads an array at a fixed neighbourhood of itself
//! (`v[i][j] = u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]`) reads each element of that
//! array from global memory several times, once per neighbour that needs it. With a tile,
//! the work items of a block first copy, together, the block's part of the array and its
//! halo into local memory, wait at a barrier, and then read their neighbours there: each
//! element comes from global memory about once per block (Mint's shared-memory
//! optimization, seed document §6.1).
//!
//! [`decide`] chooses, per kernel, the arrays to tile (a [`Tiling`], data the outliner
//! applies) or says why none is ([`NoTile`]). An array is tiled when:
//!
//! - the kernel only reads it, and no array the kernel writes may overlap it (so the
//!   copy taken before any work item writes holds the values every read would see);
//! - every use of it is a read of one element, `a[i + c1][j + c2]`, subscripted in every
//!   dimension, each subscript a grid loop's index plus a constant, one grid loop per
//!   subscript and every grid loop used (the tile has the grid's dimensions);
//! - every such read runs whenever the grid point runs (no `if`, loop, `?:`, `&&` or
//!   `||` around it, no jump in the work): the block then copies exactly the elements
//!   some grid point in range reads (the load tests each element against the offsets,
//!   [`Tile::offsets`]), never one the program does not read;
//! - at least two different offsets are read (otherwise no element is read twice);
//! - the grid loops step by 1, and the kernel has no reduction (whose grid points walk
//!   strides of the loop instead of one point each).
//!
//! A tiled kernel is launched with a fixed block shape ([`block_shape`]), which its code
//! depends on: the host asks the runtime for it at each launch, and the kernel tells its
//! compiler (`reqd_work_group_size`, `__launch_bounds__`).

use p4a_analyzer::access::ArrayBase;
use p4a_analyzer::deps::Aliasing;
use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::{BinOp, Expr, ExprId, Program, Stmt, SymbolId, TypeKind};
use p4a_analyzer::linear::{AVar, affine};

use super::plan::KernelPlan;

/// Largest halo on one side of a dimension: wider neighbourhoods are not stencils a tile
/// serves well.
pub const MAX_HALO: i64 = 4;

/// Most elements of local memory a kernel's tiles may take together (16 KiB of doubles,
/// half of the 32 KiB every OpenCL GPU device has).
pub const MAX_TILE_ELEMENTS: u64 = 2048;

/// One dimension of a tile: a subscript position of the array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileDim {
    /// The grid dimension whose index the subscript uses (0 is x).
    pub grid_dim: usize,
    /// Elements below the block's first point that the reads reach (the least offset,
    /// negated, or 0).
    pub below: i64,
    /// Elements above the block's last point (the greatest offset, or 0).
    pub above: i64,
}

/// An array a kernel reads through a tile.
#[derive(Clone, Debug, PartialEq)]
pub struct Tile {
    /// The array.
    pub array: SymbolId,
    /// Per subscript position, outermost first.
    pub dims: Vec<TileDim>,
    /// The different offsets read, per subscript position: an element is copied into
    /// the tile only when a grid point of the launch reads it at one of them.
    pub offsets: Vec<Vec<i64>>,
}

impl Tile {
    /// The tile's extent along subscript position `k` for a block of `block` points.
    pub fn extent(&self, k: usize, block: [u16; 3]) -> u64 {
        let d = self.dims[k];
        u64::from(block[d.grid_dim]) + (d.below + d.above) as u64
    }

    /// Elements of local memory the tile takes.
    pub fn elements(&self, block: [u16; 3]) -> u64 {
        (0..self.dims.len())
            .map(|k| self.extent(k, block))
            .product()
    }
}

/// The tiles of one kernel and the block shape they assume.
#[derive(Clone, Debug, PartialEq)]
pub struct Tiling {
    /// Block shape, x first (1 past the grid's dimensions).
    pub block: [u16; 3],
    /// The tiled arrays.
    pub tiles: Vec<Tile>,
    /// 3-D grids: each block marches along grid dimension 2 (a block of 1 there), over
    /// [`MARCH_CHUNK`] consecutive planes, keeping in each tile a ring of the planes its
    /// reads reach (`below + above + 1`): each plane is loaded once per block.
    pub march: Option<usize>,
}

/// Planes of grid dimension 2 one block of a marching 3-D kernel walks.
pub const MARCH_CHUNK: u64 = 16;

/// Why a kernel has no tile.
#[derive(Clone, Debug, PartialEq)]
pub enum NoTile {
    /// `--no-tiling`.
    Off,
    /// A one-thread kernel, or one with reductions: no block of neighbouring points.
    NotAGrid,
    /// A grid loop's step is not 1.
    Step,
    /// The work may leave early (`continue`, `break`, `return`, `goto`).
    Jumps,
    /// No array is read at two different offsets of the grid point.
    NoReuse,
    /// Arrays read at several offsets, each with the reason it is not tiled.
    Arrays(Vec<(SymbolId, ArrayWhy)>),
}

/// Why an array read at several offsets is not tiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayWhy {
    /// The kernel writes it.
    Written,
    /// An array the kernel writes may overlap it.
    MayOverlap(SymbolId),
    /// A read that does not always run (under `if`, a loop, `?:`, `&&`, `||`).
    Conditional,
    /// A use other than a read of one element: its address, a call argument, a
    /// subscript not of the form index + constant, or not one grid loop per subscript.
    Shape,
    /// Its halo is wider than [`MAX_HALO`].
    WideHalo,
    /// The tiles would not fit in local memory ([`MAX_TILE_ELEMENTS`]).
    TooLarge,
}

impl NoTile {
    /// Whether the report tells it: a kernel had a stencil's source to tile (kernels with
    /// nothing to gain, and `--no-tiling`, say nothing).
    pub fn is_reported(&self) -> bool {
        matches!(self, NoTile::Arrays(_) | NoTile::Step | NoTile::Jumps)
    }

    /// In words, for the report.
    pub fn render(&self, p: &Program) -> String {
        match self {
            NoTile::Off => "off (--no-tiling)".into(),
            NoTile::NotAGrid => {
                "no block of neighbouring grid points (reduction or one thread)".into()
            }
            NoTile::Step => "a grid loop's step is not 1".into(),
            NoTile::Jumps => "the work may leave early (a jump)".into(),
            NoTile::NoReuse => "no array is read at several neighbouring points".into(),
            NoTile::Arrays(list) => list
                .iter()
                .map(|(a, why)| format!("`{}` {}", p.symbols[*a].name, why.render(p)))
                .collect::<Vec<_>>()
                .join("; "),
        }
    }
}

impl ArrayWhy {
    /// In words, for the report.
    pub fn render(&self, p: &Program) -> String {
        match self {
            ArrayWhy::Written => "is written by the kernel".into(),
            ArrayWhy::MayOverlap(w) => {
                format!(
                    "may overlap `{}`, which the kernel writes",
                    p.symbols[*w].name
                )
            }
            ArrayWhy::Conditional => "has a read that does not always run".into(),
            ArrayWhy::Shape => {
                "has a use other than a read at the grid point plus constant offsets".into()
            }
            ArrayWhy::WideHalo => format!("reaches further than {MAX_HALO} elements"),
            ArrayWhy::TooLarge => "would not fit in local memory".into(),
        }
    }
}

/// The block shape of a tiled kernel over a grid of `dims` dimensions: 256 work items,
/// 32 of them (a warp) along x; a marching 3-D kernel has a plane of 32 x 8 and walks z.
pub fn block_shape(dims: usize, march: bool) -> [u16; 3] {
    match dims {
        1 => [256, 1, 1],
        2 => [32, 8, 1],
        _ if march => [32, 8, 1],
        _ => [32, 4, 2],
    }
}

/// The tiles of kernel `k`, or why it has none.
pub fn decide(p: &Program, alias: &dyn Aliasing, k: &KernelPlan) -> Result<Tiling, NoTile> {
    if k.grid.is_empty() || !k.reductions.is_empty() {
        return Err(NoTile::NotAGrid);
    }
    let mut uses = Uses::default();
    collect(p, Child::Stmt(k.body), false, &mut uses);
    // A 3-D grid marches along z, unless a grid point sends last values back (the
    // last grid point would no longer be one work item's).
    let march = (k.grid.len() == 3 && k.last_values.is_empty()).then_some(2);
    let block = block_shape(k.grid.len(), march.is_some());
    let mut tiles = Vec::new();
    let mut refused = Vec::new();
    for a in k.arrays.iter().filter(|a| a.read) {
        let Some(refs) = uses.of(a.sym) else { continue };
        let each: Vec<Option<(Vec<usize>, Vec<i64>)>> = refs
            .iter()
            .map(|r| r.subs.as_ref().and_then(|s| offsets(p, k, s)))
            .collect();
        // A candidate: read at two different offsets of the grid point (arrays that are
        // not are no stencil's source, and not worth a word in the report).
        let mut distinct: Vec<Vec<i64>> = Vec::new();
        for (_, o) in each.iter().flatten() {
            if !distinct.contains(o) {
                distinct.push(o.clone());
            }
        }
        if distinct.len() < 2 || a.written {
            continue;
        }
        let parsed: Option<Vec<(Vec<usize>, Vec<i64>)>> = each.into_iter().collect();
        let why = if refs.iter().any(|r| r.conditional) {
            Some(ArrayWhy::Conditional)
        } else if parsed.is_none() {
            Some(ArrayWhy::Shape)
        } else {
            k.arrays
                .iter()
                .filter(|w| w.written && w.sym != a.sym)
                .find(|w| alias.may_alias_in_loop(k.func, k.stmt, base(p, a.sym), base(p, w.sym)))
                .map(|w| ArrayWhy::MayOverlap(w.sym))
        };
        if let Some(why) = why {
            refused.push((a.sym, why));
            continue;
        }
        let parsed = parsed.expect("checked");
        let positions = &parsed[0].0;
        if parsed.iter().any(|(pos, _)| pos != positions) {
            refused.push((a.sym, ArrayWhy::Shape));
            continue;
        }
        let dims: Vec<TileDim> = positions
            .iter()
            .enumerate()
            .map(|(n, &g)| TileDim {
                grid_dim: k.dim_of[g],
                below: distinct.iter().map(|o| -o[n]).max().unwrap_or(0).max(0),
                above: distinct.iter().map(|o| o[n]).max().unwrap_or(0).max(0),
            })
            .collect();
        if dims
            .iter()
            .any(|d| d.below > MAX_HALO || d.above > MAX_HALO)
        {
            refused.push((a.sym, ArrayWhy::WideHalo));
            continue;
        }
        tiles.push(Tile {
            array: a.sym,
            dims,
            offsets: distinct,
        });
    }
    // The tiles that fit, in order of first use.
    let mut total = 0;
    tiles.retain(|t| {
        let n = t.elements(block);
        if total + n > MAX_TILE_ELEMENTS {
            refused.push((t.array, ArrayWhy::TooLarge));
            false
        } else {
            total += n;
            true
        }
    });
    if tiles.is_empty() {
        return Err(if refused.is_empty() {
            NoTile::NoReuse
        } else {
            NoTile::Arrays(refused)
        });
    }
    // Checked last, so that only kernels with a tile to gain are told why not.
    if k.grid.iter().any(|g| g.step != 1) {
        return Err(NoTile::Step);
    }
    if p4a_analyzer::ir::query::contains_jump(p, k.body) {
        return Err(NoTile::Jumps);
    }
    Ok(Tiling {
        block,
        tiles,
        march,
    })
}

/// The base of array `a` for the aliasing questions.
fn base(p: &Program, a: SymbolId) -> ArrayBase {
    match p.resolve(p.symbols[a].ty).0 {
        TypeKind::Array { .. } => ArrayBase::Object(a),
        _ => ArrayBase::Pointee(a),
    }
}

/// For subscripts `subs` (outermost first) of one read: per subscript the grid loop (an
/// index into `k.grid`) whose index it uses and the constant added, when every subscript
/// is one grid loop's index plus a constant and each grid loop is used once.
pub fn offsets(p: &Program, k: &KernelPlan, subs: &[ExprId]) -> Option<(Vec<usize>, Vec<i64>)> {
    if subs.len() != k.grid.len() {
        return None;
    }
    let mut positions = Vec::new();
    let mut offs = Vec::new();
    for &s in subs {
        let lin = affine(p, s)?;
        let [(AVar::Sym(v), 1)] = lin.terms() else {
            return None;
        };
        let g = k.grid.iter().position(|g| g.index == *v)?;
        if positions.contains(&g) {
            return None;
        }
        positions.push(g);
        offs.push(i64::try_from(lin.constant_term()).ok()?);
    }
    Some((positions, offs))
}

/// One use of an array in the work.
#[derive(Debug)]
struct Use {
    /// The subscripts of an element read (outermost first); `None` for any other use.
    subs: Option<Vec<ExprId>>,
    /// Under a statement or operator that may not evaluate it.
    conditional: bool,
}

#[derive(Default)]
struct Uses(Vec<(SymbolId, Vec<Use>)>);

impl Uses {
    fn add(&mut self, a: SymbolId, u: Use) {
        match self.0.iter_mut().find(|(s, _)| *s == a) {
            Some((_, list)) => list.push(u),
            None => self.0.push((a, vec![u])),
        }
    }

    fn of(&self, a: SymbolId) -> Option<&Vec<Use>> {
        self.0.iter().find(|(s, _)| *s == a).map(|(_, l)| l)
    }
}

/// The subscripts of element reference `e` (outermost first) and its root variable.
pub fn element(p: &Program, e: ExprId) -> Option<(SymbolId, Vec<ExprId>)> {
    let mut subs = Vec::new();
    let mut cur = e;
    while let Expr::Index(base, i) = p.exprs[cur] {
        subs.push(i);
        cur = base;
    }
    match p.exprs[cur] {
        Expr::Var(root) if !subs.is_empty() => {
            subs.reverse();
            Some((root, subs))
        }
        _ => None,
    }
}

/// Collects the uses of variables in `c`, `conditional` when an enclosing statement or
/// operator may skip it.
fn collect(p: &Program, c: Child, conditional: bool, out: &mut Uses) {
    match c {
        Child::Stmt(s) => {
            let cond = conditional
                || !matches!(
                    p.stmts[s],
                    Stmt::Block(_) | Stmt::Expr(_) | Stmt::Decl(_) | Stmt::Empty
                );
            stmt_children(&p.stmts[s], &mut |c| collect(p, c, cond, out));
        }
        Child::Type(_) => {}
        Child::Expr(e) => match &p.exprs[e] {
            Expr::Index(..) => match element(p, e) {
                Some((root, subs)) => {
                    for &i in &subs {
                        collect(p, Child::Expr(i), conditional, out);
                    }
                    out.add(
                        root,
                        Use {
                            subs: Some(subs),
                            conditional,
                        },
                    );
                }
                None => expr_children(&p.exprs[e], &mut |c| collect(p, c, conditional, out)),
            },
            Expr::Var(v) => out.add(
                *v,
                Use {
                    subs: None,
                    conditional,
                },
            ),
            // The address of an element is not a read of it.
            Expr::Unary(p4a_analyzer::ir::UnOp::AddrOf, x) => {
                if let Some((root, subs)) = element(p, *x) {
                    for &i in &subs {
                        collect(p, Child::Expr(i), conditional, out);
                    }
                    out.add(
                        root,
                        Use {
                            subs: None,
                            conditional,
                        },
                    );
                } else {
                    collect(p, Child::Expr(*x), conditional, out);
                }
            }
            Expr::Binary(BinOp::LogAnd | BinOp::LogOr, a, b) => {
                collect(p, Child::Expr(*a), conditional, out);
                collect(p, Child::Expr(*b), true, out);
            }
            Expr::Cond(c, t, f) => {
                collect(p, Child::Expr(*c), conditional, out);
                if let Some(t) = t {
                    collect(p, Child::Expr(*t), true, out);
                }
                collect(p, Child::Expr(*f), true, out);
            }
            Expr::StmtExpr(_) | Expr::SizeofExpr(_) | Expr::AlignofExpr(..) => {
                expr_children(&p.exprs[e], &mut |c| collect(p, c, true, out))
            }
            _ => expr_children(&p.exprs[e], &mut |c| collect(p, c, conditional, out)),
        },
    }
}
