#include <stdio.h>
#include <stdlib.h>
static const double coef[5] = {[0] = 0.0625, [1] = 0.25, [2] = 0.375, [3] = 0.25, [4] = 0.0625};
static const int wtab[8] = {3, 1, 4, 1, 5, 9, 2, 6};
struct params {
    double gain, bias;
    int period;
};

static void shape(int n, const double *in, double *out, struct params p)
{
    double p4a_p_gain = p.gain;
    double p4a_p_bias = p.bias;
    int p4a_p_period = p.period;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        out[i] = p4a_p_gain * in[i] + p4a_p_bias * (double)(i % p4a_p_period);
    }
}

int main(void)
{
    int n = 300000;
    double *a = malloc(n * sizeof *a);
    double *b = malloc(n * sizeof *b);
    double *c = malloc(n * sizeof *c);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        a[i] = (double)(i * 3 % 101) / 101.0;
    }
    #pragma omp parallel for
    for (int i = 2; i < n - 2; i++) {
        double s = 0.0;
        {
            s += coef[0] * a[i - 2];
            s += coef[1] * a[i + 1 - 2];
            s += coef[2] * a[i + 2 - 2];
            s += coef[3] * a[i + 3 - 2];
            s += coef[4] * a[i + 4 - 2];
        }
        b[i] = s;
    }
    b[0] = b[1] = b[n - 2] = b[n - 1] = 0.0;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        b[i] *= (double)wtab[i % 8];
    }
    shape(n, b, c, (struct params){.gain = 2.0, .bias = 0.001, .period = 17});
    static const long primes[] = {2, 3, 5, 7, 11, 13};
    long h = 0;
    double s = 0.0;
    #pragma omp parallel for reduction(+:h, s)
    for (int i = 0; i < n; i++) {
        h += primes[i % 6] * (long)(c[i] * 100.0);
        s += c[i];
    }
    printf("s %.6e h %ld\n", s, h);
    free(a);
    free(b);
    free(c);
    return 0;
}
