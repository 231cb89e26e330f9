/* Loops that time themselves stay sequential, each with its own reason (the clock is read
   in the loop); the loops around and between them that do not are parallel. Only
   computed values are printed, never times. */
#include <stdio.h>
#include <time.h>
#include <sys/time.h>

#define N 600
double a[N][N], b[N][N];
double spent[N];

static double seconds(void)
{
    struct timeval tv;
    gettimeofday(&tv, 0);
    return tv.tv_sec + 1e-6 * tv.tv_usec;
}

int main(void)
{
    struct timespec t0, t1;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            a[i][j] = (i * 7 + j * 3) % 11;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int i = 0; i < N; i++) {
        double s = seconds();
        for (int j = 0; j < N; j++)
            b[i][j] = 2 * a[i][j] + 1;
        spent[i] = seconds() - s;
    }
    for (int i = 0; i < N; i++) {
        clock_t c = clock();
        for (int j = 0; j < N; j++)
            b[i][j] += a[j][i];
        spent[i] += (double)(clock() - c);
    }
    long stamp = 0;
    for (int i = 0; i < N; i++) {
        time_t now = time(0);
        stamp += now > 0;
        for (int j = 0; j < N; j++)
            b[i][j] *= 0.5;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double check = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            check += b[i][j] * (j % 5 + 1);
    printf("%.6f %ld %d\n", check, stamp, t1.tv_sec >= t0.tv_sec);
    return 0;
}
