/* I/O inside a loop body fixes the order of the output, so the loop stays
 * sequential even when everything else in it is independent: printf of every
 * 2500th element, and putchar of a digit for selected elements. The same
 * computation without I/O is parallel. */
#include <stdio.h>

#define N 20000

static double a[N], b[N], c[N];
static int v[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        a[i] = (double)((i * 7 + 5) % 83) * 0.25;
        v[i] = (i * 37 + 1) % 500;
    }
    for (i = 0; i < N; i++) {
        b[i] = a[i] * 2.0 + 1.0;
        if (i % 2500 == 0)
            printf("b[%d] = %.6f\n", i, b[i]);
    }
    for (i = 0; i < N; i++)
        if (v[i] < 3)
            putchar('0' + (i % 10));
    putchar('\n');
    for (i = 0; i < N; i++)
        c[i] = a[i] * 2.0 + 1.0;
    double sb = 0, sc = 0;
    for (i = 0; i < N; i++) {
        sb += b[i];
        sc += c[i];
    }
    printf("b %.12e c %.12e\n", sb, sc);
    return 0;
}
