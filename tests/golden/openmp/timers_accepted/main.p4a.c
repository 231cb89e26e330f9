#include <stdio.h>
#include <omp.h>
void timer_start(int k);
void timer_stop(int k);
double timer_read(int k);
double u[700][700], v[700][700];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 700; i++) {
        for (int j = 0; j < 700; j++) {
            u[i][j] = (i + 2 * j) % 13;
        }
    }
    double lap = 0;
    #pragma omp parallel for lastprivate(lap)
    for (int i = 0; i < 700; i++) {
        timer_start(1);
        for (int j = 1; j < 700 - 1; j++) {
            v[i][j] = u[i][j - 1] + u[i][j] + u[i][j + 1];
        }
        timer_stop(1);
        {
            double t = omp_get_wtime();
            for (int j = 0; j < 700; j++) {
                v[i][j] = v[i][j] * 0.5 + u[j][i];
            }
            lap = omp_get_wtime() - t;
        }
    }
    for (int i = 1; i < 700; i++) {
        timer_start(2);
        for (int j = 0; j < 700; j++) {
            u[i][j] = u[i - 1][j] + v[i][j] * 0.25;
        }
        timer_stop(2);
    }
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 700; i++) {
        for (int j = 0; j < 700; j++) {
            s += u[i][j] - v[i][j];
        }
    }
    printf("%.6e %d %d\n", s, timer_read(1) >= 0, lap >= 0);
    return 0;
}
