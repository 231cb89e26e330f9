#include <stdio.h>
static int a[20000], b[2 * 20000], rev[20000], tri[3 * 20000 + 3], mat[100][120], flat[100 * 120];

int main(void)
{
    int i, j;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (i * 53 + 29) % 1013;
    }
    #pragma omp parallel for
    for (i = 0; i < 2 * 20000; i++) {
        b[i] = -1;
    }
    int k = 0;
    int jj = 20000 - 1;
    int m = 1;
    #pragma omp parallel for lastprivate(jj, k, m)
    for (i = 0; i < 20000; i++) {
        b[2 * i] = a[i];
        k = 2 * i + 2;
        rev[-i + 19999] = a[i] + i;
        jj = -i + 19998;
        tri[3 * i + 1] = a[i];
        tri[3 * i + 1 + 1] = a[i] * 2;
        m = 3 * i + 4;
    }
    int p = 0;
    #pragma omp parallel for private(j) lastprivate(p)
    for (i = 0; i < 100; i++) {
        for (j = 0; j < 120; j++) {
            mat[i][j] = (i * 7 + j * 3) % 50;
            flat[120 * i + j] = mat[i][j] + i;
            p = 120 * i + j + 1;
        }
    }
    long sb = 0, sr = 0, st = 0, sf = 0;
    #pragma omp parallel for reduction(+:sb)
    for (i = 0; i < 2 * 20000; i++) {
        sb += (long)b[i] * (i % 5 + 1);
    }
    #pragma omp parallel for reduction(+:sr)
    for (i = 0; i < 20000; i++) {
        sr += (long)rev[i] * (i % 7 + 1);
    }
    #pragma omp parallel for reduction(+:st)
    for (i = 0; i < 3 * 20000 + 3; i++) {
        st += (long)tri[i] * (i % 3 + 1);
    }
    #pragma omp parallel for reduction(+:sf)
    for (i = 0; i < 100 * 120; i++) {
        sf += (long)flat[i] * (i % 9 + 1);
    }
    printf("k %d jj %d m %d p %d\n", k, jj, m, p);
    printf("b %ld rev %ld tri %ld flat %ld\n", sb, sr, st, sf);
    return 0;
}
