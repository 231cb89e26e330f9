/* legacy finding 002, modes openmp and opencl (and any target: loop fusion): a loop whose
 * body ends early with `continue` is fused with the next loop, whose statements are
 * appended after the `continue`: in iterations that take the `continue`, the second
 * loop's statement (`s += a[i] + 2`) is skipped. The output prints 199998 where the
 * original prints 266666 (with 1 thread too). With --no-fusion the output is right.
 * Expected: no fusion of a loop with `continue` (or `break`/`goto` out of the body), or
 * the first body wrapped so that its `continue` only leaves that part.
 * Shown by:
 *   p4a-validate --p4a target/release/p4a --mode openmp validation/loopgen-findings/legacy-002.c
 * Full program: legacy-002-full.c (a search with break, a marking loop with continue,
 * then sums). */
#include <stdio.h>
static int a[100000];
int main(void)
{
    long s = 0;
    for (int i = 0; i < 100000; i++) {
        a[i] = 0;
        if (i % 3 == 0)
            continue;
        a[i] = 1;
    }
    for (int i = 0; i < 100000; i++)
        s += a[i] + 2;
    printf("%ld\n", s);
    return 0;
}
