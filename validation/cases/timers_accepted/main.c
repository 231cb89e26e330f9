/* With --timer for a library without source and --accept-timers, loops that time
   themselves run in parallel (the report notes each timer call); the computed values
   stay those of the original. A loop with a real dependence stays sequential. */
#include <stdio.h>
#include <omp.h>

void timer_start(int k);
void timer_stop(int k);
double timer_read(int k);

#define N 700
double u[N][N], v[N][N];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            u[i][j] = (i + 2 * j) % 13;
    for (int i = 0; i < N; i++) {
        timer_start(1);
        for (int j = 1; j < N - 1; j++)
            v[i][j] = u[i][j - 1] + u[i][j] + u[i][j + 1];
        timer_stop(1);
    }
    double lap = 0;
    for (int i = 0; i < N; i++) {
        double t = omp_get_wtime();
        for (int j = 0; j < N; j++)
            v[i][j] = v[i][j] * 0.5 + u[j][i];
        lap = omp_get_wtime() - t;
    }
    for (int i = 1; i < N; i++) {
        timer_start(2);
        for (int j = 0; j < N; j++)
            u[i][j] = u[i - 1][j] + v[i][j] * 0.25;
        timer_stop(2);
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += u[i][j] - v[i][j];
    printf("%.6e %d %d\n", s, timer_read(1) >= 0, lap >= 0);
    return 0;
}
