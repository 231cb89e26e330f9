/* legacy finding 004, mode opencl: wrong output. A kernel writes the heap block `f`;
 * inside a time loop the host reads `f[0]` through a pointer held by a structure
 * (`st.f[0]`, with `st.f == f`) and a kernel reads `f[1..n-1]`. p4a hoists one download
 * of `f` out of the time loop covering only "rows 1..=n - 1" (the kernel's region: "the
 * loop at line 31 uses `f` on the host and no kernel in it writes it"), so the host's
 * read of f[0] through the structure gets the host's never-written copy: the output
 * prints `0.0 1.0` where the original prints `2.0 1.0`. The same happens for a read
 * through a table of pointers (`double *tab[2] = { f, u }; ... tab[0][0]`), through
 * `sp->f[0]` (`sp = &st`), `*(st.f + 0)`, `get(&st)[0]` (a function returning
 * `st->f`) and a callee (`first(&st)` returning `st->f[0]`); reading `f[0]` directly,
 * through a local copy `double *p = f`, through a global pointer `g_f = f`, or through
 * a callee given `f`, is right. Expected: a host access through a pointer loaded
 * from a structure member or an array element counts as an access of the block it may
 * point to (the whole block), as the --check-transfers declarations already do.
 * Shown by:
 *   p4a-validate --p4a target/release/p4a --mode opencl validation/loopgen-findings/legacy-004.c
 * Full program: validation/cases/legacy_member_pointer_boundary.c (a boundary value set from `st->f[0]` by a
 * set_boundary(&st, t) routine in a Jacobi time loop). */
#include <stdio.h>
#include <stdlib.h>
struct state { double *f; };
int main(void)
{
    int n = 200000;
    double *f = malloc(n * sizeof *f);
    double *u = malloc(n * sizeof *u);
    struct state st = { f };
    double s = 0.0;
    for (int i = 0; i < n; i++)
        f[i] = 1.0;
    for (int t = 0; t < 2; t++) {
        s += st.f[0];
        for (int i = 1; i < n; i++)
            u[i] = f[i];
    }
    printf("%.1f %.1f\n", s, u[1]);
    free(f);
    free(u);
    return 0;
}
