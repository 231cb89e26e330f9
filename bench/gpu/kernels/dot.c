/* Dot product and maximum over 8M doubles, 10 times: reductions on the device. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    long n = 8L << 20;
    double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
    for (long i = 0; i < n; i++) {
        a[i] = (double)(i % 1000) / 1024.0;
        b[i] = (double)((i * 7) % 512) / 256.0;
    }
    double total = 0.0, top = 0.0;
    for (int r = 0; r < 10; r++) {
        double s = 0.0, m = 0.0;
        for (long i = 0; i < n; i++) {
            s += a[i] * b[i];
            m = a[i] * b[i] > m ? a[i] * b[i] : m;
        }
        total += s;
        top += m;
    }
    printf("%.10e %.6f\n", total, top);
    free(a);
    free(b);
    return 0;
}
