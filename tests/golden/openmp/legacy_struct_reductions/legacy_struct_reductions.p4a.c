#include <stdio.h>
#include <stdlib.h>
struct acc {
    double sum, mx;
    long cnt;
};

int main(void)
{
    int n = 300000;
    double *a = malloc(n * sizeof *a);
    double h[4] = {0, 0, 0, 0};
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        a[i] = (double)((long long)i * 7919 % 10007) / 10007.0;
    }
    struct acc st = {0.0, -1.0, 0};
    for (int i = 0; i < n; i++) {
        st.sum += a[i];
        if (a[i] > st.mx) {
            st.mx = a[i];
        }
        st.cnt += a[i] > 0.5;
    }
    #pragma omp parallel for reduction(+:h)
    for (int i = 0; i < n; i++) {
        h[2] += a[i] * a[i];
    }
    double best = 2.0;
    int bi = -1;
    for (int i = 0; i < n; i++) {
        if (a[i] < best) {
            best = a[i];
            bi = i;
        }
    }
    double worst = -1.0;
    int wi = -1;
    for (int i = 0; i < n; i++) {
        if (a[i] >= worst) {
            worst = a[i];
            wi = i;
        }
    }
    int last = -1;
    for (int i = 0; i < n; i++) {
        if (a[i] > 0.9999) {
            last = i;
        }
    }
    printf("%.6e %.6e %ld %.6e %d %.6e %d %.6e %d\n", st.sum, st.mx, st.cnt, h[2], bi, best, wi,
        worst, last);
    free(a);
    return 0;
}
