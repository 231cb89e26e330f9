#include <stdio.h>
static double p[30000], q[30000], r[30000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 30000; i++) {
        p[i] = i % 17 * 0.25;
        q[i] = p[i] * p[i] + 1;
        r[i] = q[i] - p[i];
    }
    double s = 0;
    for (int i = 0; i < 30000; i++) {
        s = s * 0.5 + r[i];
    }
    printf("%.9e\n", s);
    return 0;
}
