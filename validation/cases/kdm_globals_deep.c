/* A global array is used by a kernel three calls deep inside a time loop;
 * main initialises it on the host (thesis Test K12): one upload in main, before
 * the loop, nothing deeper. */
#include <stdio.h>
#define N 40000
#define T 6
double G[N], H[N];
static void level3(void)
{
    for (int i = 0; i < N; i++)
        H[i] = H[i] * 0.5 + G[i];
}
static void level2(void) { level3(); }
static void level1(void) { level2(); }
int main(void)
{
    unsigned seed = 23;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        G[i] = (seed >> 16) % 9;
        H[i] = 1.0;
    }
    for (int t = 0; t < T; t++)
        level1();
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + H[i];
    printf("%.9f\n", s);
    return 0;
}
