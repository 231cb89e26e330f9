/* legacy finding 005, mode opencl: wrong output. A structure is allocated by a
 * constructor (`box_new`) that also allocates its data block and stores it in a member;
 * main takes the data pointer (`double *v = bx->v`) and runs kernels over `v`. The host
 * write `bx->v[0] = 5.0` between the two kernels is taken as a use of `bx` only (p4a
 * places "download `bx` (its whole mapping)" there) and not of the block `v` points
 * to: `v` is not uploaded again, so the second kernel sums the device's stale copy and
 * the output prints 200000.0 where the original prints 200004.0. The same happens for
 * host reads (`field_get(w, i)` returning `f->v[i]` gets the host's never-written copy)
 * and through accessor functions given the handle (`set(bx, 0, 5.0)`). With the
 * allocation written in main (`bx = malloc(...); bx->v = malloc(...)`) it is right.
 * Related to legacy-004 (a pointer loaded from a structure).
 * Shown by:
 *   p4a-validate --p4a target/release/p4a --mode opencl validation/loopgen-findings/legacy-005.c
 * Full program: validation/cases/legacy_handle_accessors.c (an opaque handle with create/get/set/values
 * accessors, written as two units field.c and main.c, joined here into one file; the
 * two-unit form fails the same way). */
#include <stdio.h>
#include <stdlib.h>
struct box { double *v; };
static struct box *box_new(int n)
{
    struct box *b = malloc(sizeof *b);
    b->v = malloc(n * sizeof *b->v);
    return b;
}
static void set(struct box *b, int i, double x)
{
    b->v[i] = x;
}
int main(void)
{
    int n = 200000;
    struct box *bx = box_new(n);
    double *v = bx->v;
    for (int i = 0; i < n; i++)
        v[i] = 1.0;
    bx->v[0] = 5.0;
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += v[i];
    printf("%.1f\n", s);
    free(bx->v);
    free(bx);
    return 0;
}
