#include <stdio.h>
#include <time.h>
#include <sys/time.h>
double a[600][600], b[600][600];
double spent[600];

static double seconds(void)
{
    struct timeval tv;
    gettimeofday(&tv, 0);
    return tv.tv_sec + 1e-6 * tv.tv_usec;
}

int main(void)
{
    struct timespec t0, t1;
    #pragma omp parallel for
    for (int i = 0; i < 600; i++) {
        for (int j = 0; j < 600; j++) {
            a[i][j] = (i * 7 + j * 3) % 11;
        }
    }
    clock_gettime(1, &t0);
    for (int i = 0; i < 600; i++) {
        double s = seconds();
        for (int j = 0; j < 600; j++) {
            b[i][j] = 2 * a[i][j] + 1;
        }
        spent[i] = seconds() - s;
    }
    for (int i = 0; i < 600; i++) {
        clock_t c = clock();
        for (int j = 0; j < 600; j++) {
            b[i][j] += a[j][i];
        }
        spent[i] += (double)(clock() - c);
    }
    long stamp = 0;
    for (int i = 0; i < 600; i++) {
        time_t now = time(0);
        stamp += now > 0;
        for (int j = 0; j < 600; j++) {
            b[i][j] *= 0.5;
        }
    }
    clock_gettime(1, &t1);
    double check = 0;
    #pragma omp parallel for reduction(+:check)
    for (int i = 0; i < 600; i++) {
        for (int j = 0; j < 600; j++) {
            check += b[i][j] * (j % 5 + 1);
        }
    }
    printf("%.6f %ld %d\n", check, stamp, t1.tv_sec >= t0.tv_sec);
    return 0;
}
