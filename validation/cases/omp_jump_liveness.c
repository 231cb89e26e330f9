/* Liveness across jumps: a loop in a switch case followed by `break` leaves its index for
   the `return` after the switch, although the next case's loop writes it too; a value
   written before a `return` inside a loop body is live at the function's exit. The
   parallel loops must keep these last values. */
#include <stdio.h>
#define N 100000
double a[N];
int g;
static int by_case(int n, int mode)
{
    int i = -5;
    switch (mode) {
    case 2:
        for (i = 0; i < n; i++)
            a[i] += 1;
        break;
    default:
        for (i = 0; i < n / 2; i++)
            a[i] += 2;
    }
    return i;
}
static int early(int n, int stop)
{
    int i;
    for (int r = 0; r < 3; r++) {
        for (i = 0; i < n; i++)
            a[i] *= 0.5;
        g = r;
        if (r == stop)
            return i;
    }
    for (i = 0; i < 10; i++)
        a[i] = 0;
    return -i;
}
int main(int argc, char **argv)
{
    (void)argv;
    int x = by_case(N - argc, 2) + by_case(N - argc, 1) * 3;
    int y = early(N - argc, 1) + early(N - argc, 7) * 7;
    double s = 0;
    for (int i = 0; i < N; i++)
        s += a[i];
    printf("%d %d %d %.6f\n", x, y, g, s);
    return 0;
}
