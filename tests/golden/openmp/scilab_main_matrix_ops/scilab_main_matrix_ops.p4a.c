#include <stdio.h>
static double A[180][180], B[180][180], D[180][180], v[180];

int main(void)
{
    #pragma omp parallel for
    for (int i = 1; i <= 180; i++) {
        for (int j = 1; j <= 180; j++) {
            A[i - 1][j - 1] = (i * 31 + j * 17) % 100 / 100.0;
        }
    }
    #pragma omp parallel for
    for (int i = 1; i <= 180; i++) {
        for (int j = 1; j <= 180; j++) {
            double Ct;
            B[i - 1][j - 1] = A[j - 1][i - 1];
            Ct = A[i - 1][j - 1] + B[i - 1][j - 1];
            D[i - 1][j - 1] = Ct * 0.5;
        }
    }
    #pragma omp parallel for
    for (int i = 1; i <= 180; i++) {
        double acc = 0;
        for (int j = 1; j <= 180; j++) {
            acc = acc + D[i - 1][j - 1];
        }
        v[i - 1] = acc;
    }
    double s = 0;
    for (int i = 0; i < 180; i++) {
        s = s * 0.9 + v[i];
    }
    printf("%.9e %.6f\n", s, D[180 - 1][0]);
    return 0;
}
