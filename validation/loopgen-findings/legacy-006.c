/* legacy finding 006, mode opencl: wrong output. A linked list's nodes hold pointers into
 * the heap block `x` (`s->base = x + 50`, `x + 100`). A kernel writes all of `x`; then a
 * host loop walks the list (`for (s = &s1; s; s = s->next)`) and writes through
 * `s->base[0]`; then a kernel sums `x`. p4a places no download of `x` before the walk and
 * the host's writes never reach the device: the output prints 200000.0 where the original
 * prints 200008.0 (the only transfer placed is "upload `x` (the whole heap block) before
 * line 27"). A single structure holding `x + 100` (no walk) is right. Related to
 * legacy-004 and legacy-005 (accesses through a pointer loaded from a structure).
 * Shown by:
 *   p4a-validate --p4a target/release/p4a --mode opencl validation/loopgen-findings/legacy-006.c
 * Full program: validation/cases/legacy_list_segments.c (segments of an array kept in a malloc'd list, scaled
 * on the host between two array loops). */
#include <stdio.h>
#include <stdlib.h>
struct seg { double *base; struct seg *next; };
int main(void)
{
    int n = 200000;
    double *x = malloc(n * sizeof *x);
    struct seg s2 = { x + 100, NULL };
    struct seg s1 = { x + 50, &s2 };
    for (int i = 0; i < n; i++)
        x[i] = 1.0;
    for (struct seg *s = &s1; s; s = s->next)
        s->base[0] = 5.0;
    double t = 0;
    for (int i = 0; i < n; i++)
        t += x[i];
    printf("%.1f\n", t);
    return 0;
}
