/* Arrays the device writes before it reads them: a Jacobi step's `unew` and an output
 * image from `malloc`, and an automatic scratch array in a filter. Their bytes hold no
 * value until a kernel writes them, so none is uploaded: only `u`, which the host fills,
 * goes up, once (issue 21, item 1). */
#include <stdio.h>
#include <stdlib.h>

#define N 200
#define T 12

static void jacobi(int n, double (*restrict u)[N], double (*restrict unew)[N])
{
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            unew[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            u[i][j] = unew[i][j];
}

/* A two-pass filter through an automatic scratch array: only its interior is written,
 * and only its interior is read. */
static void filter(int n, const double (*restrict in)[N], double (*restrict out)[N])
{
    double tmp[N][N];
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            tmp[i][j] = 0.5 * in[i][j] + 0.25 * (in[i][j - 1] + in[i][j + 1]);
    for (int i = 2; i < n - 2; i++)
        for (int j = 1; j < n - 1; j++)
            out[i][j] = 0.5 * tmp[i][j] + 0.25 * (tmp[i - 1][j] + tmp[i + 1][j]);
}

int main(void)
{
    double (*u)[N] = malloc(sizeof(double[N][N]));
    double (*unew)[N] = malloc(sizeof(double[N][N]));
    double (*img)[N] = malloc(sizeof(double[N][N]));
    /* A host fill (a pseudo-random recurrence keeps it sequential). */
    unsigned seed = 12345u;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            seed = seed * 1103515245u + 12345u;
            u[i][j] = (double)((seed >> 16) % 100) / 10.0;
        }
    for (int t = 0; t < T; t++)
        jacobi(N, u, unew);
    filter(N, u, img);
    double s = 0.0;
    for (int i = 2; i < N - 2; i++)
        for (int j = 1; j < N - 1; j++)
            s += img[i][j];
    printf("sum %.9e\n", s);
    printf("u %.9e %.9e img %.9e\n", u[1][1], u[N / 2][N / 3], img[N / 2][N / 2]);
    free(u);
    free(unew);
    free(img);
    return 0;
}
