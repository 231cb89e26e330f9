/* A loop whose trip count is known only at run time, in a function called 2,000 times:
 * each call's work (2,000 iterations of a few operations) pays for a region on a quiet
 * machine, not for 2,000 of them on a loaded one. The run-time guard of the loop must
 * count the calls: a hand-written OpenMP version leaves `smooth` sequential. */
#include <stdio.h>
#include <stdlib.h>

#define LEN 4096
#define W 4
static double x[LEN][W], y[LEN][W];

static void smooth(int lk, double c)
{
    for (int k = 0; k < lk; k++)
        for (int j = 0; j < W; j++)
            y[k][j] = c * x[k][j] + (1.0 - c) * y[k][j];
}

int main(int argc, char **argv)
{
    int lk = argc > 1 ? atoi(argv[1]) : 2000;
    for (int k = 0; k < LEN; k++)
        for (int j = 0; j < W; j++) {
            x[k][j] = (k % 13) * 0.125 + j;
            y[k][j] = 0.0;
        }
    for (int call = 0; call < 2000; call++)
        smooth(lk, 0.001 * (call % 10));
    double s = 0;
    for (int k = 0; k < LEN; k++)
        s += y[k][0] + y[k][W - 1];
    printf("sum %.9f\n", s);
    return 0;
}
