#include <stdio.h>
#include <stdlib.h>

static void jacobi(int n, double (*restrict u)[200], double (*restrict unew)[200])
{
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < n - 1; j++) {
            unew[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        }
    }
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < n - 1; j++) {
            u[i][j] = unew[i][j];
        }
    }
}

static void filter(int n, const double (*restrict in)[200], double (*restrict out)[200])
{
    double tmp[200][200];
    #pragma omp parallel for
    for (int i = 1; i < n - 1; i++) {
        for (int j = 1; j < n - 1; j++) {
            tmp[i][j] = 0.5 * in[i][j] + 0.25 * (in[i][j - 1] + in[i][j + 1]);
        }
    }
    #pragma omp parallel for
    for (int i = 2; i < n - 2; i++) {
        for (int j = 1; j < n - 1; j++) {
            out[i][j] = 0.5 * tmp[i][j] + 0.25 * (tmp[i - 1][j] + tmp[i + 1][j]);
        }
    }
}

int main(void)
{
    double (*u)[200] = malloc(sizeof(double[200][200]));
    double (*unew)[200] = malloc(sizeof(double[200][200]));
    double (*img)[200] = malloc(sizeof(double[200][200]));
    unsigned int seed = 12345u;
    for (int i = 0; i < 200; i++) {
        for (int j = 0; j < 200; j++) {
            seed = seed * 1103515245u + 12345u;
            u[i][j] = (double)((seed >> 16) % 100) / 10.0;
        }
    }
    for (int t = 0; t < 12; t++) {
        jacobi(200, u, unew);
    }
    filter(200, u, img);
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 2; i < 200 - 2; i++) {
        for (int j = 1; j < 200 - 1; j++) {
            s += img[i][j];
        }
    }
    printf("sum %.9e\n", s);
    printf("u %.9e %.9e img %.9e\n", u[1][1], u[200 / 2][200 / 3], img[200 / 2][200 / 2]);
    free(u);
    free(unew);
    free(img);
    return 0;
}
