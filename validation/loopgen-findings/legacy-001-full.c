/* legacy finding 001, full program (mode opencl: kernel build fails on undeclared enumerators F_RHO, F_MOM, F_ENE); see legacy-001.c */
/* Enums as indices: a field table `double f[NFIELD][N]` indexed by enumerators
   (F_RHO, F_MOM, F_ENE) and a per-field const parameter table with designated
   initializers. */
#include <stdio.h>

enum field { F_RHO, F_MOM, F_ENE, NFIELD };
#define N 120000

static double f[NFIELD][N];
static double flux[NFIELD][N];
static const double gain[NFIELD] = { [F_ENE] = 0.25, [F_RHO] = 1.0, [F_MOM] = 0.5 };
static const char *const names[NFIELD] = { [F_RHO] = "rho", [F_MOM] = "mom", [F_ENE] = "ene" };

int main(void)
{
    for (int i = 0; i < N; i++) {
        f[F_RHO][i] = 1.0 + (double)(i % 50) / 50.0;
        f[F_MOM][i] = (double)(i % 30) / 30.0 - 0.5;
        f[F_ENE][i] = 2.0 + (double)(i % 70) / 70.0;
    }
    for (int step = 0; step < 5; step++) {
        for (enum field k = F_RHO; k < NFIELD; k++)
            for (int i = 0; i < N - 1; i++)
                flux[k][i] = gain[k] * (f[k][i + 1] - f[k][i]) * f[F_RHO][i];
        for (int k = 0; k < NFIELD; k++)
            for (int i = 1; i < N - 1; i++)
                f[k][i] += 0.1 * (flux[k][i] - flux[k][i - 1]);
    }
    for (int k = 0; k < NFIELD; k++) {
        double s = 0.0;
        for (int i = 0; i < N; i++)
            s += f[k][i];
        printf("%s %.6e\n", names[k], s);
    }
    return 0;
}
