#include <math.h>
#include <stdio.h>
static double A[170][160], Q[170][160], R[160][160];

int main(void)
{
    unsigned int seed = 53;
    for (int i = 0; i < 170; i++) {
        for (int j = 0; j < 160; j++) {
            seed = seed * 1103515245u + 12345u;
            A[i][j] = (seed >> 16) % 100 / 10.0 + (i == j ? 5.0 : 0.0);
        }
    }
    for (int k = 0; k < 160; k++) {
        double nrm = 0;
        #pragma omp parallel for reduction(+:nrm)
        for (int i = 0; i < 170; i++) {
            nrm += A[i][k] * A[i][k];
        }
        R[k][k] = sqrt(nrm);
        #pragma omp parallel for
        for (int i = 0; i < 170; i++) {
            Q[i][k] = A[i][k] / R[k][k];
        }
        #pragma omp parallel for
        for (int j = k + 1; j < 160; j++) {
            double s = 0;
            for (int i = 0; i < 170; i++) {
                s += Q[i][k] * A[i][j];
            }
            R[k][j] = s;
        }
        #pragma omp parallel for
        for (int i = 0; i < 170; i++) {
            for (int j = k + 1; j < 160; j++) {
                A[i][j] = A[i][j] - Q[i][k] * R[k][j];
            }
        }
    }
    double s = 0;
    for (int i = 0; i < 170; i++) {
        for (int j = 0; j < 160; j++) {
            s = s * 0.999 + Q[i][j] + (i < 160 ? R[i][j] : 0.0);
        }
    }
    printf("%.9e %.9e\n", s, R[160 - 1][160 - 1]);
    return 0;
}
