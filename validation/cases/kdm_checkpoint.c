/* A time loop whose kernel updates a, with a checkpoint that prints a[0] every
 * 5 steps (thesis Test K4): the checkpoint downloads only the element it reads,
 * only when it runs; the upload stays before the loop. */
#include <stdio.h>
#define N 60000
#define T 20
static double a[N];
int main(void)
{
    unsigned seed = 5;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 29;
    }
    for (int t = 0; t < T; t++) {
        for (int i = 0; i < N; i++)
            a[i] = a[i] * 0.9 + 1.0;
        if (t % 5 == 0)
            printf("step %d: a[0] = %.9f\n", t, a[0]);
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + a[i];
    printf("%.9f\n", s);
    return 0;
}
