/* Loops with a small constant amount of work stay sequential as not worth a
 * parallel region: 8 iterations, an 8x8 nest, 100 iterations. A 20000
 * iteration loop with the same kind of body is parallel. */
#include <stdio.h>

#define M 8
#define S 100
#define N 20000

static double w[M], t[M][M], small[S], big[N];

int main(void)
{
    int i, j;
    for (i = 0; i < M; i++)
        w[i] = (double)i * 0.5 + 1.0;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            t[i][j] = w[i] * w[j] - (double)(i + j);
    for (i = 0; i < S; i++)
        small[i] = w[i % M] * (double)i;
    for (i = 0; i < N; i++)
        big[i] = w[i % M] * (double)(i % 37) + small[i % S];
    double st = 0, ss = 0, sb = 0;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            st += t[i][j] * (double)(i + 1);
    for (i = 0; i < S; i++)
        ss += small[i];
    for (i = 0; i < N; i++)
        sb += big[i] * (double)(i % 3 + 1);
    printf("t %.12e small %.12e big %.12e\n", st, ss, sb);
    return 0;
}
