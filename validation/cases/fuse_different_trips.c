/* Loops over n and n-1 elements: different trip counts, no fusion (p4a does not
 * peel); loops over n with symbolic bounds fuse, and run zero times when n is 0. */
#include <stdio.h>
#define M 20000
static double a[M], b[M], c[M];
static double work(int n)
{
    for (int i = 0; i < n; i++)
        a[i] = i * 0.5;
    for (int i = 0; i < n - 1; i++)
        b[i] = a[i + 1] - a[i];
    for (int i = 0; i < n; i++)
        c[i] = a[i] * a[i];
    double s = 0;
    for (int i = 0; i < n; i++)
        s += c[i] + (i < n - 1 ? b[i] : 0);
    return s;
}
int main(int argc, char **argv)
{
    (void)argv;
    printf("%.9e\n", work(M * argc));
    printf("%.9e\n", work(argc - 1));
    return 0;
}
