#include <stdio.h>
static double a[8000], b[8000];
static int v[8000], out[8000];

int main(void)
{
    int i, k;
    #pragma omp parallel for private(k)
    for (i = 0; i < 8000; i++) {
        a[i] = 0.5 + (double)((i * 19 + 5) % 37) * 0.0625;
        v[i] = (i * 29 + 3) % 71;
        {
            double t[16];
            for (k = 0; k < 16; k++) {
                t[k] = a[i] * (double)(k + 1) + (double)(i % (k + 2));
            }
            double s = 0.0;
            for (k = 0; k < 16; k++) {
                s += t[k] * t[16 - 1 - k];
            }
            b[i] = s;
        }
    }
    int win[4] = {0, 0, 0, 0};
    for (i = 0; i < 8000; i++) {
        win[i % 4] = v[i];
        out[i] = win[0] + 2 * win[1] + 3 * win[2] + 4 * win[3];
    }
    double sb = 0;
    long so = 0;
    #pragma omp parallel for reduction(+:sb, so)
    for (i = 0; i < 8000; i++) {
        sb += b[i] * (double)(i % 3 + 1);
        so += (long)out[i] * (i % 11 + 1);
    }
    printf("b %.12e out %ld win %d %d %d %d\n", sb, so, win[0], win[1], win[2], win[3]);
    return 0;
}
