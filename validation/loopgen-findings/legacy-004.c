/* legacy finding 004, mode opencl: wrong output. A kernel writes the heap block `f`;
 * inside a time loop, the host calls a function that reads `f[0]` through a structure
 * member (`st->f[0]`, with `st.f == f`), and a kernel reads `f[1..n-1]`. p4a hoists one
 * download of `f` out of the time loop, "rows 1..=n - 1" (the kernel's region: "the loop
 * at line 31 uses `f` on the host and no kernel in it writes it"), so the host's read of
 * f[0] through the structure gets the host's never-written copy: the output prints
 * `0.0 1.0` where the original prints `2.0 1.0`. With --check-transfers the runtime also
 * reports the stale read. Passing `f` itself (`first(f)`) or reading `f[0]` in main is
 * right. Expected: the host region of an access through a structure member covers what
 * the callee may read (the whole block), as the --check-transfers declaration does.
 * Shown by:
 *   p4a-validate --p4a target/release/p4a --mode opencl validation/loopgen-findings/legacy-004.c
 * Full program: legacy-004-full.c (a boundary value set from `st->f[0]` by a
 * set_boundary(&st, t) routine in a Jacobi time loop). */
#include <stdio.h>
#include <stdlib.h>
struct state { double *f; };
static double first(struct state *st)
{
    return st->f[0];
}
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
        s += first(&st);
        for (int i = 1; i < n; i++)
            u[i] = f[i];
    }
    printf("%.1f %.1f\n", s, u[1]);
    free(f);
    free(u);
    return 0;
}
