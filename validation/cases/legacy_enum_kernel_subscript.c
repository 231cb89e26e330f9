/* legacy finding 001, mode opencl: an enumerator used in a kernel loop's subscript
 * (`f[F_B][i]`, F_B from `enum field`) is copied into the OpenCL kernel source as is,
 * but the enum's declaration is not: PoCL fails to build the kernel program with
 * "use of undeclared identifier 'F_B'" and the program exits 1. The OpenMP output is
 * right. Expected: the kernel gets the enumerator's value (or the enum declaration).
 * Shown by:
 *   p4a-validate --p4a target/release/p4a --mode opencl validation/loopgen-findings/legacy-001.c
 * Full program: legacy-001-full.c (enums as field indices of a `double f[NFIELD][N]`). */
#include <stdio.h>
enum field { F_A, F_B, NF };
static double f[NF][100000];
int main(void)
{
    for (int i = 0; i < 100000; i++)
        f[F_B][i] = (double)(i % 50);
    double s = 0.0;
    for (int i = 0; i < 100000; i++)
        s += f[F_B][i] + f[F_A][i];
    printf("%.6e\n", s);
    return 0;
}
