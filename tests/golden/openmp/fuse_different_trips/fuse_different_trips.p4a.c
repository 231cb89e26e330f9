#include <stdio.h>
static double a[20000], b[20000], c[20000];

static double work(int n)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        a[i] = i * 0.5;
    }
    #pragma omp parallel for
    for (int i = 0; i < n - 1; i++) {
        b[i] = a[i + 1] - a[i];
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        c[i] = a[i] * a[i];
        s += c[i] + (i < n - 1 ? b[i] : 0);
    }
    return s;
}

int main(int argc, char **argv)
{
    (void)argv;
    printf("%.9e\n", work(20000 * argc));
    printf("%.9e\n", work(argc - 1));
    return 0;
}
