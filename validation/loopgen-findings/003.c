/* loopgen finding 003, mode opencl with --check-transfers: a redundant upload. A kernel
 * writes gm; the host then only reads one element of it in a time loop, for which p4a
 * downloads it; before the next kernel p4a uploads all of gm again (80000 bytes) although
 * the device copy is still current: the runtime reports "80000 bytes uploaded that the
 * device held". Expected: a host region that only reads an array does not make the
 * device copy stale. (Output is right; the transfer is wasted.)
 * Found by `p4a-validate loopgen --mode opencl --check-transfers --features all --seed 1`
 * (and seeds 4, 5, 6, 10, 13, 14 with other arrays). */
#include <stdio.h>

static double gm[100][100];

int main(void)
{
    int r = 100, i, j, t;
    double chk = 0.0, s = 0.0;
    for (i = 0; i < r; i++)
        for (j = 0; j < r; j++)
            gm[i][j] = (double) ((i * 17 + j * 5) % 61) / 61.0;
    for (t = 0; t < 2; t++)
        chk += gm[r / 2][1] + 2.0;
    for (i = 0; i < r; i++)
        for (j = 0; j < r; j++)
            s += gm[i][j] * (double) ((i + j) % 5);
    printf("%.6f %.6f\n", s, chk);
    return 0;
}
