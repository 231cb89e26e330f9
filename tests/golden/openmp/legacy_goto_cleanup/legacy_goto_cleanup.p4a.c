#include <stdio.h>
#include <stdlib.h>

static int process(int n, const double *in, double *out, double *stat)
{
    int rc = -1;
    double *t1 = (void *)0, *t2 = (void *)0, *t3 = (void *)0;
    t1 = malloc(n * sizeof *t1);
    if (!t1) {
        goto fail;
    }
    t2 = malloc(n * sizeof *t2);
    if (!t2) {
        goto fail;
    }
    t3 = malloc(n * sizeof *t3);
    if (!t3) {
        goto fail;
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        t1[i] = in[i] * in[i];
    }
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        t2[i] = t1[i - 1] - 2.0 * t1[i] + t1[i + 1];
    }
    t2[0] = t2[n - 1] = 0.0;
    for (int i = 0; i < n; i++) {
        if (t1[i] < 0.0) {
            goto fail;
        }
        t3[i] = t1[i] + 0.5 * t2[i];
    }
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        out[i] = t3[i] - in[i];
    }
    *stat = 0.0;
    if (n >= 1) {
        double p4a_stat = *stat;
        #pragma omp parallel for reduction(+:p4a_stat)
        for (int i = 0; i < n; i++) {
            p4a_stat += t2[i];
        }
        *stat = p4a_stat;
    }
    rc = 0;
fail:
    free(t1);
    free(t2);
    free(t3);
    return rc;
}

int main(void)
{
    int n = 400000;
    double *in = malloc(n * sizeof *in);
    double *out = malloc(n * sizeof *out);
    double stat = -1.0;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        in[i] = (double)(i * 19 % 257) / 257.0;
    }
    int rc = process(n, in, out, &stat);
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s += out[i];
    }
    printf("rc %d stat %.6e s %.6e\n", rc, stat, s);
    free(in);
    free(out);
    return 0;
}
