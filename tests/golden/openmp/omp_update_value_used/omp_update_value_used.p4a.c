#include <stdio.h>
double flat[300 * 200], back[300][200], rev[300], run[300 * 200];
int hits[300 * 200];

int main(void)
{
    int i, j, k, cnt;
    double s, t;
    #pragma omp parallel for
    for (i = 0; i < 300 * 200; i++) {
        flat[i] = i % 97;
    }
    for (i = 0; i < 300; i++) {
        rev[i] = i;
    }
    k = 0;
    #pragma omp parallel for private(j) lastprivate(k)
    for (i = 0; i < 300; i++) {
        for (j = 0; j < 200; j++) {
            back[i][j] = flat[200 * i + j] + rev[i];
            k = 200 * i + j + 1;
        }
    }
    s = 0;
    for (i = 0; i < 300 * 200; i++) {
        run[i] = s += flat[i];
    }
    cnt = 0;
    #pragma omp parallel for lastprivate(cnt)
    for (i = 0; i < 300 * 200; i++) {
        hits[i] = i + 1 > 5000 ? 1 : 0;
        cnt = i + 1;
    }
    t = 0;
    for (i = 0; i < 300 * 200; i++) {
        run[i] += (t += 1.0, t);
    }
    double sum = 0;
    long h = 0;
    #pragma omp parallel for private(j) reduction(+:sum)
    for (i = 0; i < 300; i++) {
        for (j = 0; j < 200; j++) {
            sum += back[i][j] * (i + 1);
        }
    }
    #pragma omp parallel for reduction(+:h, sum)
    for (i = 0; i < 300 * 200; i++) {
        sum += run[i] * 1e-6;
        h += hits[i];
    }
    printf("%.6e %d %.6e %d %ld %.3f\n", sum, k, s, cnt, h, t);
    return 0;
}
