/* legacy finding 003, full program (mode opencl --check-transfers: 1 stale read at line 24 (the loop `b[i] += a[i]` after `a[7] = -3.0`), the upload of b before its kernel; see legacy-003.c) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct view { double *p; int n; };
static double *g_buf;
static void poke(int k) { g_buf[k] += 100.0; }
static void poke2(double *q, int k) { q[k] -= 50.0; }
typedef void (*poker)(double *, int);
int main(void)
{
    int n = 200000;
    double *a = malloc(n * sizeof *a);
    double *b = malloc(n * sizeof *b);
    struct view vw = { a, n };
    g_buf = a;
    poker pk = poke2;
    for (int i = 0; i < n; i++)
        a[i] = (double)(i % 9);
    vw.p[5] = 1000.0;
    for (int i = 0; i < n; i++)
        b[i] = a[i] * 2.0;
    a[7] = -3.0;
    for (int i = 0; i < n; i++)
        b[i] += a[i];
    poke(11);
    for (int i = 0; i < n; i++)
        b[i] += a[i];
    pk(a, 13);
    for (int i = 0; i < n; i++)
        b[i] += a[i];
    double tmp[4] = { 1, 2, 3, 4 };
    memcpy(a + 17, tmp, sizeof tmp);
    for (int i = 0; i < n; i++)
        b[i] += a[i];
    double s = 0;
    for (int i = 0; i < n; i++)
        s += b[i] * (double)(i % 3 + 1);
    printf("%.6e %.6e %.6e %.6e %.6e %.6e\n", s, b[5], b[7], b[11], b[13], b[18]);
    free(a); free(b);
    return 0;
}
