/* 2-D heat diffusion with a 5-point stencil and a time loop: new grid from
 * the old one, then a copy back; a second phase uses a 9-point stencil with
 * weights and a source term; boundaries held fixed. */
#include <stdio.h>

#define NX 96
#define NY 80
#define STEPS 60

static double u[NX][NY], un[NX][NY];

int main(void)
{
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++) {
            u[i][j] = 0.0;
            if (i == 0) u[i][j] = 100.0;
            if (j == NY - 1) u[i][j] = 50.0;
            un[i][j] = u[i][j];
        }
    const double c = 0.2;
    for (int t = 0; t < STEPS; t++) {
        for (int i = 1; i < NX - 1; i++)
            for (int j = 1; j < NY - 1; j++)
                un[i][j] = u[i][j] + c * (u[i + 1][j] + u[i - 1][j] + u[i][j + 1] + u[i][j - 1] - 4.0 * u[i][j]);
        for (int i = 1; i < NX - 1; i++)
            for (int j = 1; j < NY - 1; j++)
                u[i][j] = un[i][j];
    }
    double s1 = 0;
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++)
            s1 += u[i][j];
    printf("5-point %.12e center %.12e\n", s1, u[NX / 2][NY / 2]);

    for (int t = 0; t < STEPS; t++) {
        for (int i = 1; i < NX - 1; i++)
            for (int j = 1; j < NY - 1; j++) {
                double src = (i == NX / 2 && j == NY / 2) ? 1.0 : 0.0;
                un[i][j] = 0.5 * u[i][j]
                         + 0.1 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1])
                         + 0.025 * (u[i - 1][j - 1] + u[i - 1][j + 1] + u[i + 1][j - 1] + u[i + 1][j + 1])
                         + src;
            }
        for (int i = 1; i < NX - 1; i++)
            for (int j = 1; j < NY - 1; j++)
                u[i][j] = un[i][j];
    }
    double s2 = 0, mx = 0;
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++) {
            s2 += u[i][j];
            if (i > 0 && i < NX - 1 && j > 0 && j < NY - 1 && u[i][j] > mx) mx = u[i][j];
        }
    printf("9-point %.12e max %.12e\n", s2, mx);
    return 0;
}
