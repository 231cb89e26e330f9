//! Address spaces of kernel pointers. The only pointers kernel code holds point into the
//! buffers the kernel receives (kernels take no pointer to private or local memory), so
//! in a kernel language whose pointers name their address space (OpenCL C, where the
//! default is private), every pointer a kernel or device function declares, receives or
//! casts to points to [`AddrSpace::Global`]: the outliner records it on the pointee
//! types, and the printer only spells it. A language with generic pointers (CUDA) gets
//! nothing marked.
//!
//! Marked: parameters of pointer or array type, declared pointers (typedef names
//! resolved) and pointer casts, in every function of the kernel units. The space goes on
//! the innermost type reached through pointers, arrays and function returns, the type
//! the printer writes as the declaration's specifiers (`__global double **p`). A
//! declaration group's base is left as it was: a declarator that no longer reaches it
//! is written as a declaration of its own, as OpenCL C wants (`double *a, b;` is two).

use p4a_analyzer::ir::visit::{Child, expr_children, stmt_children};
use p4a_analyzer::ir::*;

/// Marks the pointers of every kernel and device function as pointing to global memory
/// (see the module doc).
pub(super) fn mark_global_pointers(p: &mut Program) {
    let funcs: Vec<FuncId> = p
        .units
        .iter()
        .filter(|u| u.role != UnitRole::Source)
        .flat_map(|u| &u.items)
        .filter_map(|item| match item {
            Item::Func(f) => Some(*f),
            _ => None,
        })
        .collect();
    for f in funcs {
        mark_func(p, f);
    }
}

/// Marks the parameters, declarations and casts of function `f`.
fn mark_func(p: &mut Program, f: FuncId) {
    let func_ty = p.funcs[f].ty;
    if let TypeKind::Func {
        ret,
        params,
        variadic,
        prototyped,
    } = p.types[func_ty].kind.clone()
    {
        let params = params
            .into_iter()
            .map(|param| Param {
                ty: global_if_buffer(p, param.ty),
                ..param
            })
            .collect();
        let kind = TypeKind::Func {
            ret,
            params,
            variadic,
            prototyped,
        };
        let quals = p.types[func_ty].quals;
        p.funcs[f].ty = p.intern(Type { kind, quals });
    }
    for sym in p.funcs[f].params.clone() {
        p.symbols[sym].ty = global_if_buffer(p, p.symbols[sym].ty);
    }
    let mut stack: Vec<StmtId> = p.funcs[f].body.0.clone();
    let mut exprs = Vec::new();
    while let Some(s) = stack.pop() {
        match &mut p.stmts[s] {
            Stmt::Decl(group)
            | Stmt::For {
                init: ForInit::Decl(group),
                ..
            } => {
                let mut decls = std::mem::take(&mut group.decls);
                for decl in &mut decls {
                    if is_pointer(p, decl.ty) {
                        decl.ty = global(p, decl.ty);
                        p.symbols[decl.sym].ty = decl.ty;
                    }
                }
                if let Stmt::Decl(group)
                | Stmt::For {
                    init: ForInit::Decl(group),
                    ..
                } = &mut p.stmts[s]
                {
                    group.decls = decls;
                }
            }
            _ => {}
        }
        stmt_children(&p.stmts[s], &mut |c| match c {
            Child::Stmt(c) => stack.push(c),
            Child::Expr(e) => exprs.push(e),
            Child::Type(_) => {}
        });
    }
    while let Some(e) = exprs.pop() {
        if let Expr::Cast(ty, x) = p.exprs[e]
            && is_pointer(p, ty)
        {
            let ty = global(p, ty);
            p.exprs[e] = Expr::Cast(ty, x);
        }
        expr_children(&p.exprs[e], &mut |c| match c {
            Child::Expr(c) => exprs.push(c),
            // A statement expression's statements: kernels hold none (the plan refuses
            // them), but they would be marked as the body's are.
            Child::Stmt(_) | Child::Type(_) => {}
        });
    }
}

/// Whether `ty` is a pointer, typedef names resolved.
fn is_pointer(p: &Program, ty: TypeId) -> bool {
    matches!(p.resolve(ty).0, TypeKind::Pointer(_))
}

/// `ty` made global when it is the type of a buffer a function receives: a pointer or
/// an array (typedef names resolved).
fn global_if_buffer(p: &mut Program, ty: TypeId) -> TypeId {
    if matches!(
        p.resolve(ty).0,
        TypeKind::Pointer(_) | TypeKind::Array { .. }
    ) {
        global(p, ty)
    } else {
        ty
    }
}

/// `ty` with the innermost type reached through pointers, arrays and function returns
/// in the global address space.
fn global(p: &mut Program, ty: TypeId) -> TypeId {
    let Type { kind, quals } = p.types[ty].clone();
    let kind = match kind {
        TypeKind::Pointer(to) => TypeKind::Pointer(global(p, to)),
        TypeKind::Array {
            elem,
            size,
            param_quals,
            param_static,
        } => TypeKind::Array {
            elem: global(p, elem),
            size,
            param_quals,
            param_static,
        },
        TypeKind::Func {
            ret,
            params,
            variadic,
            prototyped,
        } => TypeKind::Func {
            ret: global(p, ret),
            params,
            variadic,
            prototyped,
        },
        _ => {
            return p.qualified(
                ty,
                Quals {
                    space: AddrSpace::Global,
                    ..Quals::NONE
                },
            );
        }
    };
    p.intern(Type { kind, quals })
}
