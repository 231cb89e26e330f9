#include <stdio.h>
static double a[230][170], b[230][170], t[170][230];
static int m[230][170];

int main(int argc, char **argv)
{
    (void)argv;
    int cols = 170 - 10 + argc;
    #pragma omp parallel for
    for (int i = 0; i < 230; i++) {
        for (int j = 0; j < 170; j++) {
            a[i][j] = i * 0.01 + j * 0.001;
            m[i][j] = 3 * i - 2 * j;
            t[j][i] = a[i][j] * 2.0 + m[i][j];
            b[i][j] = t[j][i] - a[i][j] * (j + 1);
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 230; i++) {
        for (int j = 0; j < cols; j++) {
            m[i][j] = m[i][j] * 5 + i * j;
        }
    }
    double sb = 0, st = 0;
    long sm = 0, wm = 0;
    #pragma omp parallel for reduction(+:sb, sm, st, wm)
    for (int i = 0; i < 230; i++) {
        for (int j = 0; j < 170; j++) {
            sb += b[i][j] * ((i + j) % 5 + 1);
            st += t[j][i] * (i % 3 + 1);
            sm += m[i][j];
            wm += (long)m[i][j] * (i + 2 * j + 1);
        }
    }
    printf("b %.12e t %.12e\n", sb, st);
    printf("m %ld weighted %ld\n", sm, wm);
    printf("corners %.12e %.12e %d %d\n", b[0][170 - 1], b[230 - 1][0], m[230 - 1][cols - 1],
        m[230 - 1][170 - 1]);
    return 0;
}
