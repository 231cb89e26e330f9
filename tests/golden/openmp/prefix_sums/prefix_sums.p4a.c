#include <stdio.h>
static double v[300], inc[300], exc[300], rec[300], runmax[300];
static long sat[90 + 1][70 + 1];
static int img[90][70];

int main(void)
{
    for (int i = 0; i < 300; i++) {
        v[i] = (double)(i * 29 % 17) - 8.0;
    }
    inc[0] = v[0];
    for (int i = 1; i < 300; i++) {
        inc[i] = inc[i - 1] + v[i];
    }
    exc[0] = 0;
    for (int i = 1; i < 300; i++) {
        exc[i] = exc[i - 1] + v[i - 1];
    }
    rec[0] = 1.0;
    for (int i = 1; i < 300; i++) {
        rec[i] = 0.95 * rec[i - 1] + 0.1 * v[i];
    }
    runmax[0] = v[0];
    for (int i = 1; i < 300; i++) {
        runmax[i] = v[i] > runmax[i - 1] ? v[i] : runmax[i - 1];
    }
    long f[300];
    f[0] = 1;
    f[1] = 1;
    for (int i = 2; i < 300; i++) {
        f[i] = (f[i - 1] + 3 * f[i - 2]) % 1000003;
    }
    #pragma omp parallel for
    for (int i = 0; i < 90; i++) {
        for (int j = 0; j < 70; j++) {
            img[i][j] = (i * 31 + j * 17) % 256;
        }
    }
    for (int j = 0; j <= 70; j++) {
        sat[0][j] = 0;
    }
    for (int i = 1; i <= 90; i++) {
        sat[i][0] = 0;
        for (int j = 1; j <= 70; j++) {
            sat[i][j] = img[i - 1][j - 1] + sat[i - 1][j] + sat[i][j - 1] - sat[i - 1][j - 1];
        }
    }
    long boxes = 0;
    for (int i = 0; i + 8 <= 90; i += 4) {
        for (int j = 0; j + 8 <= 70; j += 4) {
            boxes += sat[i + 8][j + 8] - sat[i][j + 8] - sat[i + 8][j] + sat[i][j];
        }
    }
    double s = 0;
    for (int i = 0; i < 300; i++) {
        s += inc[i] * 0.5 + exc[i] + rec[i] + runmax[i];
    }
    long fs = 0;
    for (int i = 0; i < 300; i++) {
        fs = (fs * 7 + f[i]) % 1000000007;
    }
    printf("prefix %.12e last %.12e %.12e\n", s, inc[300 - 1], exc[300 - 1]);
    printf("recurrence %.12e fib %ld\n", rec[300 - 1], fs);
    printf("sat %ld boxes %ld\n", sat[90][70], boxes);
    return 0;
}
