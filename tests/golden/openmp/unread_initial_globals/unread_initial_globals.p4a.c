#include <stdio.h>
static double u[160][160], unew[160][160];
static float image[160][160];
static double sums[160];
static const double w[5] = {0.1, 0.2, 0.4, 0.2, 0.1};
static double probe[4];

static void step(void)
{
    #pragma omp parallel for
    for (int i = 1; i < 160 - 1; i++) {
        for (int j = 1; j < 160 - 1; j++) {
            unew[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        }
    }
    #pragma omp parallel for
    for (int i = 1; i < 160 - 1; i++) {
        for (int j = 1; j < 160 - 1; j++) {
            u[i][j] = unew[i][j];
        }
    }
}

static void render(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 160; i++) {
        for (int j = 2; j < 160 - 2; j++) {
            image[i][j] = (float)(w[0] * u[i][j - 2] + w[1] * u[i][j - 1] + w[2] * u[i][j] + w[3] * u[i][j + 1] + w[4] * u[i][j + 2]);
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 160; i++) {
        double s = 0.0;
        for (int j = 2; j < 160 - 2; j++) {
            s += image[i][j];
        }
        sums[i] = s;
    }
}

int main(void)
{
    printf("probe starts at %g\n", probe[2]);
    #pragma omp parallel for
    for (int i = 0; i < 160; i++) {
        for (int j = 0; j < 160; j++) {
            u[i][j] = i == 0 || j == 0 ? 100.0 : (double)((i * 7 + j * 3) % 11);
        }
    }
    for (int t = 0; t < 10; t++) {
        step();
        render();
        probe[t % 4] = sums[160 / 2];
    }
    double total = 0.0;
    #pragma omp parallel for reduction(+:total)
    for (int i = 0; i < 160; i++) {
        total += sums[i];
    }
    printf("total %.10e probe %.10e %.10e image %.6e\n", total, probe[0], probe[1],
        (double)image[160 / 3][160 / 2]);
    return 0;
}
