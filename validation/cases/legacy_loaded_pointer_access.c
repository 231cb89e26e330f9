/* Host accesses between kernels through pointers loaded from memory: a table of
 * pointers (`tab[0][0]`), a structure through a pointer (`sp->f[0]`), a function
 * returning a member (`get(&st)[0]`), a callee reading through its argument's member
 * (`first(&st)`) and a write through a member (`sp->f[1] = ...`). Each counts as an
 * access of the whole block the pointer may hold: the transfers hoisted out of the
 * time loop must cover it, not only the rows the kernels use (the class of legacy
 * findings 004, 005 and 006). */
#include <stdio.h>
#include <stdlib.h>
struct state { double *f; };
static double *get(struct state *s)
{
    return s->f;
}
static double first(const struct state *s)
{
    return s->f[0];
}
int main(void)
{
    int n = 200000;
    double *f = malloc(n * sizeof *f);
    double *u = malloc(n * sizeof *u);
    double *tab[2] = { f, u };
    struct state st = { f };
    struct state *sp = &st;
    double s = 0.0;
    for (int i = 0; i < n; i++)
        f[i] = 1.0 + (double)(i % 7);
    for (int t = 0; t < 3; t++) {
        s += tab[0][0];
        s += sp->f[0] * 2.0;
        s += get(&st)[0] * 3.0;
        s += first(&st) * 4.0;
        for (int i = 2; i < n; i++)
            u[i] = f[i] + f[i - 1];
        for (int i = 2; i < n; i++)
            f[i] = u[i] * 0.5;
        sp->f[1] = s;
    }
    double z = 0.0;
    for (int i = 0; i < n; i++)
        z += f[i];
    printf("%.6e %.6e %.6e\n", s, z, u[2]);
    free(f);
    free(u);
    return 0;
}
