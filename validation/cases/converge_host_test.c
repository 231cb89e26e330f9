/* A convergence loop: Jacobi sweeps on a 1-D rod until the largest change falls under a
 * tolerance, tested on the host after each sweep (a do-while on a scalar the kernels
 * reduce). Hand count: nothing goes up (kernels fill both arrays), one partial-maximum
 * download per sweep (159 of them, as the sequential run prints), and the
 * final checksum's partial sums once. */
#include <math.h>
#include <stdio.h>

#define N (1 << 18)

static double u[N], v[N];

int main(void)
{
    for (int i = 0; i < N; i++) {
        u[i] = (i == 0 || i == N - 1) ? 0.0 : sin(0.001 * i);
        v[i] = u[i];
    }
    int sweeps = 0;
    double change;
    do {
        for (int i = 1; i < N - 1; i++)
            v[i] = 0.5 * (u[i - 1] + u[i + 1]);
        change = 0.0;
        for (int i = 1; i < N - 1; i++) {
            double d = fabs(v[i] - u[i]);
            change = d > change ? d : change;
            u[i] = v[i];
        }
        sweeps++;
    } while (change > 3e-3 && sweeps < 500);
    double sum = 0.0;
    for (int i = 0; i < N; i++)
        sum += u[i];
    printf("sweeps %d change %.6e sum %.10e\n", sweeps, change, sum);
    return 0;
}
