#include <stdio.h>
static int a[100][100];
static double v[100];

int main(void)
{
    long h = 0;
    #pragma omp parallel for
    for (int i = 0; i < 100; i++) {
        for (int j = 0; j < 100; j++) {
            a[i][j] = (i * 3 + j) % 10;
        }
    }
    for (int i = 100 - 1; i >= 0; i--) {
        h += a[i][100 - 1 - i] * i;
    }
    for (int i = 0; i < 100; i += 2) {
        h += a[i][i];
    }
    for (int i = 1; i <= 100 - 1; i += 3) {
        h += a[i][0] * 2;
    }
    for (int i = 100 - 1; i > 0; i -= 4) {
        h += a[0][i];
    }
    for (int i = -10; i < 10; i++) {
        h += i * i * a[i + 10][5];
    }
    for (int i = 5; i != 55; i += 5) {
        h += a[i][i / 5];
    }
    #pragma omp parallel for schedule(static, 1) reduction(+:h)
    for (int i = 0; i < 100; i++) {
        for (int j = i; j < 100; j++) {
            h += a[i][j] & 1;
        }
    }
    #pragma omp parallel for schedule(static, 1) reduction(+:h)
    for (int i = 0; i < 100; i++) {
        for (int j = 0; j <= i / 2; j++) {
            h += a[j][i];
        }
    }
    #pragma omp parallel for reduction(+:h)
    for (int i = 10; i < 40; i++) {
        for (int j = i - 10; j < i + 10 && j < 100; j++) {
            h += a[i][j] ^ 3;
        }
    }
    for (unsigned int u = 0; u < 50u; u++) {
        h += a[u][u * 2 % 100];
    }
    for (unsigned int u = 20; u-- > 0;) {
        h += a[u][u];
    }
    for (long l = 0; l < 10000L; l += 97) {
        h += a[l % 100][l / 97 % 100];
    }
    if ('z' - 'a' >= 24999) {
        #pragma omp parallel for reduction(+:h)
        for (char c = 'a'; c <= 'z'; c++) {
            h += c;
        }
    } else {
        for (char c = 'a'; c <= 'z'; c++) {
            h += c;
        }
    }
    {
        h += 0;
        h += 7;
        h += 14;
        h += 21;
        h += 28;
    }
    int i = 0;
    while (i < 100) {
        h += a[i][3];
        i += a[i][3] + 1;
    }
    for (int k = 0; k < 100; k++) {
        if (a[k][k] == 9) {
            k += 3;
        }
        h += k;
    }
    int bound = 100;
    for (int k = 0; k < bound; k++) {
        if (a[k][0] == 7) {
            bound--;
        }
    }
    h += bound;
    int first;
    for (first = 0; first < 100 && a[first][1] != 5; first++) {
    }
    h += first;
    for (int k = 0; k < 100; k++) {
        v[k] = k * 0.5;
    }
    double s = 0;
    for (double *p = v; p < v + 100; p += 3) {
        s += *p;
    }
    for (double x = 0.0; x < 2.0; x += 0.25) {
        s += x;
    }
    int j = 0;
    do {
        h += a[j][j];
    } while (++j < 10);
    int k = 0, m = 100;
    while (k < m) {
        h += a[k][m - 1];
        k++;
        m--;
    }
    for (int p = 0, q = 100 - 1; p < q; p++, q--) {
        h += a[p][q] - a[q][p];
    }
    printf("h %ld s %.6e\n", h, s);
    return 0;
}
