#include <stdio.h>
static double in[50000], lo[50000], hi[50000], other[50000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 50000; i++) {
        in[i] = i * 37 % 1000 * 0.001;
        lo[i] = in[i] < 0.5 ? in[i] : 0.5;
        hi[i] = in[i] > 0.5 ? in[i] : 0.5;
    }
    #pragma omp parallel for
    for (int i = 0; i < 50000; i++) {
        other[i] = i % 3;
    }
    double s = 0;
    for (int i = 0; i < 50000; i++) {
        s = s * 0.9 + lo[i] - hi[i] + other[i];
    }
    printf("%.9e\n", s);
    return 0;
}
