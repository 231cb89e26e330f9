#include <stdio.h>
static double x[30000], y[30000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 30000; i++) {
        x[i] = i % 15 * 0.2;
    }
    double prev[1];
    double prev_0 = 0;
    for (int i = 0; i < 30000; i++) {
        double cur;
        cur = x[i] * 2;
        y[i] = cur + prev_0;
        prev_0 = x[i];
    }
    prev[0] = prev_0;
    double s = 0;
    for (int i = 0; i < 30000; i++) {
        s = s * 0.99 + y[i];
    }
    printf("%.9e\n", s);
    return 0;
}
