#include <stdio.h>
#include <stdlib.h>

static void kernel_lu(int n, double A[300][300])
{
    #pragma omp parallel
    for (int i = 0; i < n; i++) {
        #pragma omp master
        for (int j = 0; j < i; j++) {
            for (int k = 0; k < j; k++) {
                A[i][j] -= A[i][k] * A[k][j];
            }
            A[i][j] /= A[j][j];
        }
        #pragma omp barrier
        #pragma omp for
        for (int j = i; j < n; j++) {
            for (int k = 0; k < i; k++) {
                A[i][j] -= A[i][k] * A[k][j];
            }
        }
    }
}

int main(void)
{
    double (*A)[300] = malloc(sizeof(double) * 300 * 300);
    #pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j <= i; j++) {
            A[i][j] = (double)(-j % 300) / 300 + 1;
        }
        for (int j = i + 1; j < 300; j++) {
            A[i][j] = 0;
        }
        A[i][i] = 1;
    }
    double (*B)[300] = malloc(sizeof(double) * 300 * 300);
    #pragma omp parallel for
    for (int r = 0; r < 300; r++) {
        for (int s = 0; s < 300; s++) {
            double t = 0;
            for (int k = 0; k < 300; k++) {
                t += A[r][k] * A[s][k];
            }
            B[r][s] = t;
        }
    }
    #pragma omp parallel for
    for (int r = 0; r < 300; r++) {
        for (int s = 0; s < 300; s++) {
            A[r][s] = B[r][s];
        }
    }
    kernel_lu(300, A);
    double c = 0;
    #pragma omp parallel for reduction(+:c)
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 300; j++) {
            c += A[i][j] * ((i * 3 + j) % 7);
        }
    }
    printf("%.10e\n", c);
    free(A);
    free(B);
    return 0;
}
