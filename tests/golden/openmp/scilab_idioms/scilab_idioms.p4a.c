#include <assert.h>
#include <stdio.h>
static double a[200000], b[200000], c[200000];
int __lv1;

static void scale(double *out, double *in, int n, double f)
{
    double i;
    {
        long p4a_i;
        #pragma omp parallel for lastprivate(p4a_i)
        for (p4a_i = 1; p4a_i <= n; p4a_i += 1) {
            out[(int)p4a_i - 1] = f * in[(int)p4a_i - 1];
        }
        i = (double)p4a_i;
    }
    out[0] += i / n;
}

int main(void)
{
    double s = 0, t = 0, m = 0;
    int n = 200000;
    #pragma omp parallel for
    for (long p4a_d = 1; p4a_d <= 200000; p4a_d += 1) {
        a[(int)p4a_d - 1] = (double)((int)p4a_d % 97) / 97.0;
    }
    scale(b, a, n, 2.0);
    #pragma omp parallel for
    for (long p4a_d_1 = 200000; p4a_d_1 >= 1; p4a_d_1 -= 1) {
        c[(int)p4a_d_1 - 1] = b[(int)p4a_d_1 - 1] - a[(int)p4a_d_1 - 1];
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        (void)sizeof(c[i] >= 0.0 ? 1 : 0), (__extension__ ({
            if (c[i] >= 0.0) {
            } else {
                __assert_fail("c[i] >= 0.0", "scilab_idioms.c", 31, (__extension__ __PRETTY_FUNCTION__));
            }
        }));
        c[i] = c[i] * 0.5 + 1.0;
    }
    #pragma omp parallel for lastprivate(__lv1) reduction(+:s)
    for (__lv1 = 0; __lv1 < n; __lv1++) {
        a[__lv1] = a[__lv1] + c[__lv1];
        s = s + a[__lv1] * (__lv1 % 3);
    }
    double half = 0;
    for (double d = 0; d < 200000; d += 0.5) {
        half += d;
    }
    for (double d = 0; d < 200000 / 3.0; d++) {
        t += c[(int)d];
    }
    for (long p4a_d_2 = 0; p4a_d_2 < 100; p4a_d_2 += 1) {
        m = m * 0.5 + (double)p4a_d_2;
    }
    printf("%.6f %.6f %.6f %.6f %d %.6f\n", s, t, half, m, __lv1, b[0]);
    return 0;
}
