#include <stdio.h>
#include <stdlib.h>

static void scale_add(int n, double *restrict dst, const double *restrict src, double k)
{
    if (n >= 7143) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            dst[i] = dst[i] * k + src[i];
        }
    } else {
        for (int i = 0; i < n; i++) {
            dst[i] = dst[i] * k + src[i];
        }
    }
}

static void add_one(int n, double *p)
{
    if (n >= 10000) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            p[i] = p[i] + 1.0;
        }
    } else {
        for (int i = 0; i < n; i++) {
            p[i] = p[i] + 1.0;
        }
    }
}

int main(void)
{
    double *a = malloc(40000 * sizeof *a);
    double *b = malloc(40000 * sizeof *b);
    #pragma omp parallel for
    for (int i = 0; i < 40000; i++) {
        a[i] = i * 0.5;
        b[i] = 1.0 + i % 3;
    }
    for (int i = 1; i < 40000; i++) {
        a[i] = a[i] * 0.5 + a[i - 1] * 0.25;
    }
    #pragma omp parallel for
    for (int i = 0; i < 40000; i++) {
        b[i] = b[i] + a[i];
    }
    a[7] = -100.0;
    b[40000 - 1] = 12345.0;
    double s1 = 0;
    #pragma omp parallel for reduction(+:s1)
    for (int i = 0; i < 40000; i++) {
        a[i] = a[i] - b[i] * 0.125;
        s1 += a[i] * (i % 4 + 1);
    }
    free(a);
    double *c = malloc(40000 * sizeof *c);
    double s2 = 0;
    #pragma omp parallel for reduction(+:s2)
    for (int i = 0; i < 40000; i++) {
        c[i] = i % 11 * 2.0;
        c[i] = c[i] * 3.0 + b[i];
        s2 += c[i];
    }
    c = realloc(c, 2 * 40000 * sizeof *c);
    #pragma omp parallel for
    for (int i = 40000; i < 2 * 40000; i++) {
        c[i] = -(i % 5) * 1.0;
    }
    double s3 = 0;
    #pragma omp parallel for reduction(+:s3)
    for (int i = 0; i < 2 * 40000; i++) {
        c[i] = c[i] * 0.5 + 1.0;
        s3 += c[i] * (i % 3 + 1);
    }
    scale_add(40000, c, b, 0.5);
    scale_add(40000 / 2, c + 40000 / 4, c + 40000, 2.0);
    add_one(40000, c + 40000 / 2);
    add_one(40000 / 4, c + 40000 + 40000 / 8);
    double s4 = 0;
    #pragma omp parallel for reduction(+:s4)
    for (int i = 0; i < 2 * 40000; i++) {
        s4 += c[i] * (i % 7 + 1);
    }
    printf("s1 %.12e s2 %.12e\n", s1, s2);
    printf("s3 %.12e s4 %.12e\n", s3, s4);
    printf("probe %.12e %.12e %.12e\n", c[0], c[40000 / 2], c[2 * 40000 - 1]);
    free(b);
    free(c);
    return 0;
}
