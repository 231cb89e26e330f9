/* Data moving back and forth between kernels and host code: a kernel writes an
 * array, a sequential host loop (a recurrence) rewrites it, the next kernel
 * must read the host's values; single elements stored by the host between two
 * launches; a buffer freed and a new one of the same size allocated (often at
 * the same address) and filled by the host before a kernel reads it; a buffer
 * grown with realloc; and a kernel function called on overlapping sub-ranges
 * a + off of one array. */
#include <stdio.h>
#include <stdlib.h>

#define N 40000

static void scale_add(int n, double *restrict dst, const double *restrict src, double k)
{
    for (int i = 0; i < n; i++)
        dst[i] = dst[i] * k + src[i];
}

static void add_one(int n, double *p)
{
    for (int i = 0; i < n; i++)
        p[i] = p[i] + 1.0;
}

int main(void)
{
    double *a = malloc(N * sizeof *a);
    double *b = malloc(N * sizeof *b);
    for (int i = 0; i < N; i++) {
        a[i] = i * 0.5;
        b[i] = 1.0 + (i % 3);
    }
    for (int i = 1; i < N; i++)            /* host recurrence */
        a[i] = a[i] * 0.5 + a[i - 1] * 0.25;
    for (int i = 0; i < N; i++)
        b[i] = b[i] + a[i];
    a[7] = -100.0;                         /* single host stores between launches */
    b[N - 1] = 12345.0;
    for (int i = 0; i < N; i++)
        a[i] = a[i] - b[i] * 0.125;
    double s1 = 0;
    for (int i = 0; i < N; i++)
        s1 += a[i] * (i % 4 + 1);
    free(a);
    double *c = malloc(N * sizeof *c);     /* may reuse a's address */
    for (int i = 0; i < N; i++)
        c[i] = (i % 11) * 2.0;
    for (int i = 0; i < N; i++)
        c[i] = c[i] * 3.0 + b[i];
    double s2 = 0;
    for (int i = 0; i < N; i++)
        s2 += c[i];
    c = realloc(c, 2 * N * sizeof *c);     /* grown: the first N keep their values */
    for (int i = N; i < 2 * N; i++)
        c[i] = -(i % 5) * 1.0;
    for (int i = 0; i < 2 * N; i++)
        c[i] = c[i] * 0.5 + 1.0;
    double s3 = 0;
    for (int i = 0; i < 2 * N; i++)
        s3 += c[i] * (i % 3 + 1);
    scale_add(N, c, b, 0.5);
    scale_add(N / 2, c + N / 4, c + N, 2.0);
    add_one(N, c + N / 2);
    add_one(N / 4, c + N + N / 8);
    double s4 = 0;
    for (int i = 0; i < 2 * N; i++)
        s4 += c[i] * (i % 7 + 1);
    printf("s1 %.12e s2 %.12e\n", s1, s2);
    printf("s3 %.12e s4 %.12e\n", s3, s4);
    printf("probe %.12e %.12e %.12e\n", c[0], c[N / 2], c[2 * N - 1]);
    free(b);
    free(c);
    return 0;
}
