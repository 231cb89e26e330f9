/* A loop too short to share (4 rows) around a parallel loop, inside a time loop: every
 * thread runs the short loop's control and shares the inner loop. In `kept`, the first
 * sweep's index is used after it (lastprivate) and is also the short loop's index, which
 * the region would make private to each thread: OpenMP forbids both at once, so that
 * time loop keeps a region per loop. */
#include <stdio.h>

#define N 100000
#define STEPS 10

static double a[N], b[4][N];

static void hoisted(void)
{
    int i, j, t;
    for (t = 0; t < STEPS; t++) {
        for (i = 0; i < N; i++)
            a[i] = a[i] * 0.5 + t;
        for (i = 0; i < 4; i++)
            for (j = 0; j < N; j++)
                b[i][j] = b[i][j] * 0.25 + a[j] + i;
    }
}

static double kept(void)
{
    int i, j, t;
    double x = 0.0;
    for (t = 0; t < STEPS; t++) {
        for (i = 0; i < N; i++)
            a[i] = a[i] * 0.5 + t;
        x += a[i - 1];
        for (i = 0; i < 4; i++)
            for (j = 0; j < N; j++)
                b[i][j] = b[i][j] * 0.25 + a[j] + i;
    }
    return x;
}

int main(void)
{
    hoisted();
    double x = kept();
    double s = 0.0;
    for (int j = 0; j < N; j++)
        s += b[3][j] * (j % 3 + 1) + a[j];
    printf("%.9e %.9e\n", x, s);
    return 0;
}
