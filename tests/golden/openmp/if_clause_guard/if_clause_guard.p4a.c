#include <stdio.h>
#include <stdlib.h>
static double a[200000], b[200000];

static void scale(int n)
{
    #pragma omp parallel for if(n >= 5000)
    for (int i = 0; i < n; i++) {
        static const double k[4] = {0.5, 1.5, 2.5, 3.5};
        b[i] = a[i] * k[i % 4] + (double)(i % 7);
    }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    if (n > 200000) {
        n = 200000;
    }
    #pragma omp parallel for
    for (int i = 0; i < 200000; i++) {
        a[i] = i * 37 % 101;
    }
    scale(n);
    scale(3);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s += b[i];
    }
    printf("%.6f %f\n", s, b[2]);
    return 0;
}
