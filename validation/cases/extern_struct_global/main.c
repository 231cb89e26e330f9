#include <stdio.h>
#include <stdlib.h>
#include "state.h"
struct field F;
int main(void)
{
    F.n = NX;
    F.val = malloc(NX * sizeof(double));
    F.tmp = malloc(NX * sizeof(double));
    if (!F.val || !F.tmp)
        return 1;
    double *w = F.val;
    for (int i = 0; i < NX; i++)
        *w++ = (i % 29) * 0.5;
    double hist[8];
    int nh = 0;
    for (int s = 0; s < 16; s++) {
        relax_step(&F);
        if (s % 2 == 1)
            hist[nh++] = energy(&F) / NX;
    }
    for (int k = 0; k < nh; k++)
        printf("%d %.10e\n", k, hist[k]);
    free(F.val);
    free(F.tmp);
    return 0;
}
