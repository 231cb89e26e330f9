#include <stdio.h>
static double w[8], t[8][8], small[100], big[20000];

int main(void)
{
    int i, j;
    for (i = 0; i < 8; i++) {
        w[i] = (double)i * 0.5 + 1.0;
    }
    for (i = 0; i < 8; i++) {
        for (j = 0; j < 8; j++) {
            t[i][j] = w[i] * w[j] - (double)(i + j);
        }
    }
    for (i = 0; i < 100; i++) {
        small[i] = w[i % 8] * (double)i;
    }
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        big[i] = w[i % 8] * (double)(i % 37) + small[i % 100];
    }
    double st = 0, ss = 0, sb = 0;
    for (i = 0; i < 8; i++) {
        for (j = 0; j < 8; j++) {
            st += t[i][j] * (double)(i + 1);
        }
    }
    for (i = 0; i < 100; i++) {
        ss += small[i];
    }
    #pragma omp parallel for reduction(+:sb)
    for (i = 0; i < 20000; i++) {
        sb += big[i] * (double)(i % 3 + 1);
    }
    printf("t %.12e small %.12e big %.12e\n", st, ss, sb);
    return 0;
}
