#include <stdio.h>
static double a[200000], b[200000];

int main(void)
{
    for (int i = 0; i < 200000; i++) {
        a[i] = (double)(i % 13);
        if (i % 3 == 0) {
            goto skip;
        }
        a[i] *= 2.0;
    skip:
        b[i] = 1.0;
    }
    for (int i = 0; i < 200000; i++) {
        if (a[i] > 10.0) {
            goto skip2;
        }
        b[i] += a[i];
    skip2:
        ;
    }
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 200000; i++) {
        s += b[i];
    }
    double t = 0.0;
    for (int k = 0; k < 4; k++) {
        if (k == 2) {
            goto out;
        }
        t += a[k];
    out:
        t += 1.0;
    }
    printf("%.6e %.6e\n", s, t);
    return 0;
}
