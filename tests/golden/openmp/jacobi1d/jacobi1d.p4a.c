#include <stdio.h>
#include <stdlib.h>
static double A[300], B[300];

int main(void)
{
    for (int i = 0; i < 300; i++) {
        A[i] = (double)(i * (300 - i)) / (300 * 300);
        B[i] = 0;
    }
    for (int t = 0; t < 400; t++) {
        for (int i = 1; i < 300 - 1; i++) {
            B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
        }
        for (int i = 1; i < 300 - 1; i++) {
            A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
        }
        if (t % 100 == 99) {
            double s = 0;
            for (int i = 0; i < 300; i++) {
                s += A[i];
            }
            printf("step %d sum %.12e\n", t + 1, s);
        }
    }
    double *u = malloc(300 * sizeof *u), *w = malloc(300 * sizeof *w);
    for (int i = 0; i < 300; i++) {
        u[i] = w[i] = i > 300 / 3 && i < 2 * 300 / 3 ? 1.0 : 0.0;
    }
    u[0] = w[0] = 1.0;
    u[300 - 1] = w[300 - 1] = -1.0;
    const double r = 0.4;
    for (int t = 0; t < 400; t++) {
        for (int i = 1; i < 300 - 1; i++) {
            w[i] = u[i] + r * (u[i - 1] - 2 * u[i] + u[i + 1]);
        }
        double *tmp = u;
        u = w;
        w = tmp;
    }
    double s = 0, res = 0;
    for (int i = 1; i < 300 - 1; i++) {
        s += u[i] * i;
        double d = u[i - 1] - 2 * u[i] + u[i + 1];
        res += d * d;
    }
    printf("heat %.12e residual %.12e\n", s, res);
    free(u);
    free(w);
    return 0;
}
