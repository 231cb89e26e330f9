/* Strided loops. With i += 2, a[i] = a[i+1]*2 + a[i] writes only even elements
 * and reads odd ones (which no iteration writes): parallel. e[i] = e[i-2] + ...
 * with i += 2 links consecutive iterations: sequential. A stride-3 loop reading
 * neighbours of another array, and c[2i+1] = c[2i]*3 (writes odd, reads even)
 * are parallel. */
#include <stdio.h>

#define N 30000

static double a[N], b[N];
static long c[N], e[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        a[i] = (double)((i * 7 + 3) % 29) * 0.25;
        b[i] = 0.0;
        c[i] = (i * 13 + 1) % 97;
        e[i] = i % 10;
    }
    for (i = 0; i < N; i += 2)
        a[i] = a[i + 1] * 2.0 + a[i];
    for (i = 2; i < N; i += 2)
        e[i] = (e[i - 2] * 7 + e[i - 1]) % 100003;
    for (i = 1; i < N - 1; i += 3)
        b[i] = a[i - 1] + a[i + 1];
    for (i = 0; i < N / 2; i++)
        c[2 * i + 1] = c[2 * i] * 3 + 1;
    double sa = 0, sb = 0;
    long sc = 0, se = 0;
    for (i = 0; i < N; i++) {
        sa += a[i] * (double)(i % 4 + 1);
        sb += b[i] * (double)(i % 5 + 1);
        sc += c[i] * (i % 6 + 1);
        se += e[i] * (i % 7 + 1);
    }
    printf("a %.12e b %.12e c %ld e %ld e[N-2] %ld\n", sa, sb, sc, se, e[N - 2]);
    return 0;
}
