#include <stdio.h>
static double u[60000], un[60000];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 60000; i++) {
        u[i] = i * 11 % 97 / 97.0;
    }
    #pragma omp parallel
    for (int t = 0; t < 25; t++) {
        #pragma omp for
        for (int i = 0; i < 60000; i++) {
            double g;
            g = u[i] * u[i];
            un[i] = u[i] - 0.05 * g;
        }
        #pragma omp for
        for (int i = 1; i < 60000 - 1; i++) {
            u[i] = 0.25 * un[i - 1] + 0.5 * un[i] + 0.25 * un[i + 1];
        }
    }
    double s = 0;
    for (int i = 0; i < 60000; i++) {
        s = s * 0.999 + u[i];
    }
    printf("%.9e\n", s);
    return 0;
}
