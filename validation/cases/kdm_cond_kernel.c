/* One branch fills a with a kernel, the other on the host (thesis Test K6):
 * the host use after the join needs a download only on the kernel's path, and
 * nothing goes up (the kernel writes every element). */
#include <stdio.h>
#define N 70000
static double a[N];
int main(int argc, char **argv)
{
    (void)argv;
    if (argc < 5) {
        for (int i = 0; i < N; i++)
            a[i] = i * 0.5;
    } else {
        for (int i = 0; i < N; i++)
            printf("%d\n", i), a[i] = i;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + a[i];
    printf("%.9f %.9f\n", s, a[N / 2]);
    return 0;
}
