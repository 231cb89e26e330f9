#include <stdio.h>
double u[4000], v[4000];

int main(void)
{
    int i, j, t;
    #pragma omp parallel for
    for (i = 0; i < 4000; i++) {
        u[i] = i * 37 % 101 / 101.0;
    }
    #pragma omp parallel private(t)
    for (t = 0; t < 30; t++) {
        #pragma omp for
        for (i = 1; i < 4000 - 1; i++) {
            v[i] = 0.25 * (u[i - 1] + 2 * u[i] + u[i + 1]);
        }
        #pragma omp master
        {
            for (i = 3; i >= 0; i--) {
                v[i] = 0.5 * v[i + 1] + 0.01 * i;
            }
            v[4000 - 1] = v[4000 - 2];
            if (t % 3 == 0) {
                v[4000 / 2] += 1e-3;
            }
            for (j = 0; j < 3; j++) {
                v[4000 - 4 + j] = 0.5 * (v[4000 - 5 + j] + v[4000 - 3 + j]);
            }
            v[4000 - 1] += 1e-6 * j;
        }
        #pragma omp barrier
        #pragma omp for
        for (i = 0; i < 4000; i++) {
            u[i] = v[i];
        }
    }
    double s = 0;
    for (i = 0; i < 4000; i++) {
        s = s * 0.999 + u[i];
    }
    printf("%.9e %.9e\n", s, u[4000 - 1]);
    return 0;
}
