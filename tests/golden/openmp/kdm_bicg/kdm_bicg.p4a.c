#include <stdio.h>
static double A[180][160], r[180], p[160], s[160], q[180];

int main(void)
{
    unsigned int seed = 73;
    for (int i = 0; i < 180; i++) {
        for (int j = 0; j < 160; j++) {
            seed = seed * 1103515245u + 12345u;
            A[i][j] = (seed >> 16) % 10 / 10.0;
        }
        r[i] = i % 7;
    }
    #pragma omp parallel for
    for (int j = 0; j < 160; j++) {
        p[j] = j % 5;
    }
    #pragma omp parallel for
    for (int j = 0; j < 160; j++) {
        double acc = 0;
        for (int i = 0; i < 180; i++) {
            acc += r[i] * A[i][j];
        }
        s[j] = acc;
    }
    #pragma omp parallel for
    for (int i = 0; i < 180; i++) {
        double acc = 0;
        for (int j = 0; j < 160; j++) {
            acc += A[i][j] * p[j];
        }
        q[i] = acc;
    }
    double t = 0;
    for (int j = 0; j < 160; j++) {
        t = t * 0.9 + s[j];
    }
    for (int i = 0; i < 180; i++) {
        t = t * 0.9 + q[i];
    }
    printf("%.9e\n", t);
    return 0;
}
