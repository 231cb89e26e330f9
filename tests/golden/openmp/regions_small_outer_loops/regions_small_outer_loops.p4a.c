#include <stdio.h>
static double a[100000], b[4][100000];

static void hoisted(void)
{
    int i, j, t;
    #pragma omp parallel private(i, t)
    for (t = 0; t < 10; t++) {
        #pragma omp for
        for (i = 0; i < 100000; i++) {
            a[i] = a[i] * 0.5 + t;
        }
        for (i = 0; i < 4; i++) {
            #pragma omp for
            for (j = 0; j < 100000; j++) {
                b[i][j] = b[i][j] * 0.25 + a[j] + i;
            }
        }
    }
}

static double kept(void)
{
    int i, j, t;
    double x = 0.0;
    for (t = 0; t < 10; t++) {
        #pragma omp parallel for lastprivate(i)
        for (i = 0; i < 100000; i++) {
            a[i] = a[i] * 0.5 + t;
        }
        x += a[i - 1];
        for (i = 0; i < 4; i++) {
            #pragma omp parallel for
            for (j = 0; j < 100000; j++) {
                b[i][j] = b[i][j] * 0.25 + a[j] + i;
            }
        }
    }
    return x;
}

int main(void)
{
    hoisted();
    double x = kept();
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int j = 0; j < 100000; j++) {
        s += b[3][j] * (j % 3 + 1) + a[j];
    }
    printf("%.9e %.9e\n", x, s);
    return 0;
}
