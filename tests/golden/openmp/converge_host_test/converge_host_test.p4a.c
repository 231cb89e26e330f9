#include <math.h>
#include <stdio.h>
static double u[1 << 18], v[1 << 18];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1 << 18; i++) {
        u[i] = i == 0 || i == (1 << 18) - 1 ? 0.0 : sin(0.001 * i);
        v[i] = u[i];
    }
    int sweeps = 0;
    double change;
    #pragma omp parallel
    do {
        #pragma omp barrier
        #pragma omp for
        for (int i = 1; i < (1 << 18) - 1; i++) {
            v[i] = 0.5 * (u[i - 1] + u[i + 1]);
        }
        #pragma omp master
        change = 0.0;
        #pragma omp barrier
        #pragma omp for reduction(max:change)
        for (int i = 1; i < (1 << 18) - 1; i++) {
            double d = fabs(v[i] - u[i]);
            change = d > change ? d : change;
            u[i] = v[i];
        }
        #pragma omp master
        sweeps++;
        #pragma omp barrier
    } while (change > 3e-3 && sweeps < 500);
    double sum = 0.0;
    #pragma omp parallel for reduction(+:sum)
    for (int i = 0; i < 1 << 18; i++) {
        sum += u[i];
    }
    printf("sweeps %d change %.6e sum %.10e\n", sweeps, change, sum);
    return 0;
}
