#include <stdio.h>
#include <stdlib.h>
static double a[200 * 180], g[200][180], v[40][30][20];
static int k1[200 * 180];

int main(int argc, char **argv)
{
    (void)argv;
    int n = argc - 1;
    int big = 150 + n;
    #pragma omp parallel for
    for (int i = 0; i < 200 * 180; i++) {
        a[i] = i * 0.5;
        k1[i] = i % 1000;
    }
    #pragma omp parallel for
    for (int i = 0; i < 200; i++) {
        for (int j = 0; j < 180; j++) {
            g[i][j] = i - j * 0.5;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < 30; j++) {
            for (int k = 0; k < 20; k++) {
                v[i][j][k] = i * 0.25 + j + k * 4.0;
            }
        }
    }
    if (n >= 12500) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            a[i] = -1.0;
        }
    } else {
        for (int i = 0; i < n; i++) {
            a[i] = -1.0;
        }
    }
    if (n * 180 >= 12500) {
        #pragma omp parallel for
        for (int i = 0; i < n * 180; i++) {
            k1[i] = -7;
        }
    } else {
        for (int i = 0; i < n * 180; i++) {
            k1[i] = -7;
        }
    }
    if (n >= 56) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 180; j++) {
                g[i][j] = -2.0;
            }
        }
    } else {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 180; j++) {
                g[i][j] = -2.0;
            }
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 200; i++) {
        for (int j = 0; j < n; j++) {
            g[i][j] = -3.0;
        }
    }
    if (n >= 14) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 30; j++) {
                for (int k = 0; k < 20; k++) {
                    v[i][j][k] = -4.0;
                }
            }
        }
    } else {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < 30; j++) {
                for (int k = 0; k < 20; k++) {
                    v[i][j][k] = -4.0;
                }
            }
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < 30; j++) {
            for (int k = n; k < n; k++) {
                v[i][j][k] = -5.0;
            }
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < n; j++) {
            for (int k = 0; k < 20; k++) {
                v[i][j][k] = -5.5;
            }
        }
    }
    if (big + n - big >= 12500) {
        #pragma omp parallel for
        for (int i = big; i < big + n; i++) {
            a[i] = -6.0;
        }
    } else {
        for (int i = big; i < big + n; i++) {
            a[i] = -6.0;
        }
    }
    if (n >= 12500) {
        #pragma omp parallel for
        for (int i = n - 1; i >= 0; i--) {
            k1[i] = -8;
        }
    } else {
        for (int i = n - 1; i >= 0; i--) {
            k1[i] = -8;
        }
    }
    if (200 - big >= 8) {
        #pragma omp parallel for
        for (int i = big; i < 200; i++) {
            for (int j = n; j < 180; j++) {
                g[i][j] = g[i][j] + 100.0;
            }
        }
    } else {
        for (int i = big; i < 200; i++) {
            for (int j = n; j < 180; j++) {
                g[i][j] = g[i][j] + 100.0;
            }
        }
    }
    if (200 * 180 - n >= 8334) {
        #pragma omp parallel for
        for (int i = 0; i < 200 * 180 - n; i++) {
            a[i] = a[i] + k1[i];
        }
    } else {
        for (int i = 0; i < 200 * 180 - n; i++) {
            a[i] = a[i] + k1[i];
        }
    }
    double sa = 0, sg = 0, sv = 0;
    long sk = 0;
    #pragma omp parallel for reduction(+:sa, sk)
    for (int i = 0; i < 200 * 180; i++) {
        sa += a[i];
        sk += k1[i];
    }
    #pragma omp parallel for reduction(+:sg)
    for (int i = 0; i < 200; i++) {
        for (int j = 0; j < 180; j++) {
            sg += g[i][j] * (j % 3 + 1);
        }
    }
    #pragma omp parallel for reduction(+:sv)
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < 30; j++) {
            for (int k = 0; k < 20; k++) {
                sv += v[i][j][k];
            }
        }
    }
    printf("n %d\n", n);
    printf("a %.12e k %ld\n", sa, sk);
    printf("g %.12e v %.12e\n", sg, sv);
    printf("probe %.12e %.12e %d %.12e\n", a[0], g[0][0], k1[0], v[0][0][0]);
    return 0;
}
