/* Global arrays whose starting values nobody reads: a Jacobi pair where `unew` is filled
 * by a kernel before any read (its border is never read at all), a global output image
 * filled by a kernel, and a static histogram of sums cleared by a kernel each step. They
 * are zero when main starts, but no read can see those zeros, so none is uploaded
 * (issue 21, item 1). `w`, whose initializer the kernels read, still goes up once, and
 * `probe`, read on the host before any write, keeps its value. */
#include <stdio.h>

#define N 160
#define T 10

static double u[N][N], unew[N][N];
static float image[N][N];
static double sums[N];
static const double w[5] = {0.1, 0.2, 0.4, 0.2, 0.1};
static double probe[4];

static void step(void)
{
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            unew[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < N - 1; j++)
            u[i][j] = unew[i][j];
}

static void render(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 2; j < N - 2; j++)
            image[i][j] = (float)(w[0] * u[i][j - 2] + w[1] * u[i][j - 1] + w[2] * u[i][j]
                                  + w[3] * u[i][j + 1] + w[4] * u[i][j + 2]);
    for (int i = 0; i < N; i++) {
        double s = 0.0;
        for (int j = 2; j < N - 2; j++)
            s += image[i][j];
        sums[i] = s;
    }
}

int main(void)
{
    printf("probe starts at %g\n", probe[2]);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            u[i][j] = (i == 0 || j == 0) ? 100.0 : (double)((i * 7 + j * 3) % 11);
    for (int t = 0; t < T; t++) {
        step();
        render();
        probe[t % 4] = sums[N / 2];
    }
    double total = 0.0;
    for (int i = 0; i < N; i++)
        total += sums[i];
    printf("total %.10e probe %.10e %.10e image %.6e\n", total, probe[0], probe[1],
           (double)image[N / 3][N / 2]);
    return 0;
}
