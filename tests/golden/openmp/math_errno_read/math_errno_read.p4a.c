#include <errno.h>
#include <math.h>
#include <stdio.h>
static double a[200000], b[200000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 200000; i++) {
        a[i] = i % 1000;
    }
    *__errno_location() = 0;
    for (int i = 0; i < 200000; i++) {
        b[i] = log(a[i]);
    }
    int e = *__errno_location();
    #pragma omp parallel for
    for (int i = 0; i < 200000; i++) {
        a[i] = fabs(b[i]) + 1.0;
    }
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 1; i < 200000; i++) {
        s += a[i] > 1e300 ? 0.0 : a[i];
    }
    printf("%d %.9e\n", e == 34, s);
    return 0;
}
