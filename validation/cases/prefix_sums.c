/* Loops with true loop-carried dependences: inclusive and exclusive prefix
 * sums, a first-order linear recurrence x[i] = a*x[i-1] + b[i], a 2-D
 * summed-area table (dependences along both axes) used for box-filter queries,
 * a running maximum, and a second-order recurrence (Fibonacci-like, modulo). */
#include <stdio.h>

#define N 300
#define H 90
#define W 70

static double v[N], inc[N], exc[N], rec[N], runmax[N];
static long sat[H + 1][W + 1];
static int img[H][W];

int main(void)
{
    for (int i = 0; i < N; i++) v[i] = (double)((i * 29) % 17) - 8.0;
    inc[0] = v[0];
    for (int i = 1; i < N; i++) inc[i] = inc[i - 1] + v[i];
    exc[0] = 0;
    for (int i = 1; i < N; i++) exc[i] = exc[i - 1] + v[i - 1];
    rec[0] = 1.0;
    for (int i = 1; i < N; i++) rec[i] = 0.95 * rec[i - 1] + 0.1 * v[i];
    runmax[0] = v[0];
    for (int i = 1; i < N; i++) runmax[i] = v[i] > runmax[i - 1] ? v[i] : runmax[i - 1];
    long f[N];
    f[0] = 1; f[1] = 1;
    for (int i = 2; i < N; i++) f[i] = (f[i - 1] + 3 * f[i - 2]) % 1000003;

    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            img[i][j] = (i * 31 + j * 17) % 256;
    for (int j = 0; j <= W; j++) sat[0][j] = 0;
    for (int i = 1; i <= H; i++) {
        sat[i][0] = 0;
        for (int j = 1; j <= W; j++)
            sat[i][j] = img[i - 1][j - 1] + sat[i - 1][j] + sat[i][j - 1] - sat[i - 1][j - 1];
    }
    long boxes = 0;
    for (int i = 0; i + 8 <= H; i += 4)
        for (int j = 0; j + 8 <= W; j += 4)
            boxes += sat[i + 8][j + 8] - sat[i][j + 8] - sat[i + 8][j] + sat[i][j];

    double s = 0;
    for (int i = 0; i < N; i++) s += inc[i] * 0.5 + exc[i] + rec[i] + runmax[i];
    long fs = 0;
    for (int i = 0; i < N; i++) fs = (fs * 7 + f[i]) % 1000000007;
    printf("prefix %.12e last %.12e %.12e\n", s, inc[N - 1], exc[N - 1]);
    printf("recurrence %.12e fib %ld\n", rec[N - 1], fs);
    printf("sat %ld boxes %ld\n", sat[H][W], boxes);
    return 0;
}
