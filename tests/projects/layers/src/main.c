/* The layers project: a time loop over library calls on two heap arrays. */
#include <stdio.h>
#include <stdlib.h>
#include "layers.h"

int main(void)
{
    double *a = malloc(N * sizeof *a);
    double *b = malloc(N * sizeof *b);
    if (!a || !b)
        return 1;
    ops_init(a, N, 7u);
    for (int t = 0; t < 20; t++) {
        ops_smooth(b, a, N);
        io_scale(b, N);
        ops_smooth(a, b, N);
    }
    printf("sum %.10e checksum %.10e\n", ops_sum(a, N), io_checksum(a, N));
    free(a);
    free(b);
    return 0;
}
