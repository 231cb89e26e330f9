#include <stdio.h>
#include <stdlib.h>
static void fill2(int n, int m, double a[*][*]);
static double sum2(int n, int m, double a[n][m]);
static void fill3(int n, int m, int k, int a[n][m][k]);
static long sum3(int n, int m, int k, int (*a)[m][k]);
static double row_sum(int m, const double row[m]);

static void fill2(int n, int m, double a[n][m])
{
    if (n >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                a[i][j] = i * 0.5 + j * 0.25;
            }
        }
    } else {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                a[i][j] = i * 0.5 + j * 0.25;
            }
        }
    }
}

static double sum2(int n, int m, double a[n][m])
{
    double s = 0;
    if (n >= 8) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) {
            s += row_sum(m, a[i]);
        }
    } else {
        for (int i = 0; i < n; i++) {
            s += row_sum(m, a[i]);
        }
    }
    return s;
}

static double row_sum(int m, const double row[m])
{
    double s = 0;
    if (m >= 1666667) {
        #pragma omp parallel for reduction(+:s)
        for (int j = 0; j < m; j++) {
            s += row[j];
        }
    } else {
        for (int j = 0; j < m; j++) {
            s += row[j];
        }
    }
    return s;
}

static void fill3(int n, int m, int k, int a[n][m][k])
{
    if (n >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                for (int l = 0; l < k; l++) {
                    a[i][j][l] = i * 100 + j * 10 + l;
                }
            }
        }
    } else {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                for (int l = 0; l < k; l++) {
                    a[i][j][l] = i * 100 + j * 10 + l;
                }
            }
        }
    }
}

static long sum3(int n, int m, int k, int (*a)[m][k])
{
    long s = 0;
    if (n >= 8) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                for (int l = 0; l < k; l++) {
                    s += a[i][j][l] * (l + 1);
                }
            }
        }
    } else {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                for (int l = 0; l < k; l++) {
                    s += a[i][j][l] * (l + 1);
                }
            }
        }
    }
    return s;
}

static int diag_trace(int n, int a[n + 1][2 * n])
{
    int t = 0;
    for (int i = 0; i <= n && i < 2 * n; i++) {
        t += a[i][i];
    }
    return t;
}

struct cell {
    int v;
    char tag;
};

int main(int argc, char **argv)
{
    (void)argv;
    int n = 6 + argc;
    int m = n + 3;
    int k = 4;
    double v1[n];
    if (n >= 12500) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            v1[i] = i * i;
        }
    } else {
        for (int i = 0; i < n; i++) {
            v1[i] = i * i;
        }
    }
    double a2[n][m];
    fill2(n, m, a2);
    int a3[n][m][k];
    fill3(n, m, k, a3);
    printf("sizes %zu %zu %zu %zu %zu\n", sizeof v1, sizeof a2, sizeof a2[0], sizeof a3,
        sizeof a3[1][2]);
    printf("sum2 %.6e sum3 %ld v1 %.6e\n", sum2(n, m, a2), sum3(n, m, k, a3), row_sum(n, v1));
    double (*row)[m] = a2;
    row += 2;
    printf("row %.6e %.6e\n", (*row)[3], row[1][m - 1]);
    double (*heap)[m] = malloc(sizeof(double[n][m]));
    fill2(n, m, heap);
    heap[n - 1][m - 1] += 100;
    printf("heap %.6e %zu\n", sum2(n, m, heap), sizeof *heap);
    free(heap);
    int c = 3;
    size_t sz = sizeof(int[c++]);
    printf("sizeof side effect %zu %d\n", sz, c);
    size_t sz2 = sizeof(int[4]);
    printf("sz2 %zu\n", sz2);
    {
        int len = n;
        typedef int vec[len];
        len = 100;
        vec x;
        if (n >= 12500) {
            #pragma omp parallel for
            for (int i = 0; i < n; i++) {
                x[i] = i * 3;
            }
        } else {
            for (int i = 0; i < n; i++) {
                x[i] = i * 3;
            }
        }
        int s = 0;
        for (size_t i = 0; i < sizeof x / sizeof x[0]; i++) {
            s += x[i];
        }
        printf("typedef vla %zu %d %d\n", sizeof(vec), s, len);
    }
    long tri = 0;
    for (int len = 1; len <= 20; len++) {
        int tmp[len];
        for (int i = 0; i < len; i++) {
            tmp[i] = len - i;
        }
        for (int i = 1; i < len; i++) {
            tmp[i] += tmp[i - 1];
        }
        tri += tmp[len - 1];
    }
    printf("tri %ld\n", tri);
    int sq[n + 1][2 * n];
    if (n >= 7) {
        #pragma omp parallel for
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j < 2 * n; j++) {
                sq[i][j] = i == j ? i + 1 : 0;
            }
        }
    } else {
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j < 2 * n; j++) {
                sq[i][j] = i == j ? i + 1 : 0;
            }
        }
    }
    printf("trace %d\n", diag_trace(n, sq));
    struct cell cells[n];
    if (n >= 5000) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            cells[i].v = i * 7;
            cells[i].tag = (char)('a' + i);
        }
    } else {
        for (int i = 0; i < n; i++) {
            cells[i].v = i * 7;
            cells[i].tag = (char)('a' + i);
        }
    }
    int cs = 0;
    if (n >= 7143) {
        #pragma omp parallel for reduction(+:cs)
        for (int i = 0; i < n; i++) {
            cs += cells[i].v * cells[i].tag;
        }
    } else {
        for (int i = 0; i < n; i++) {
            cs += cells[i].v * cells[i].tag;
        }
    }
    printf("cells %d %zu\n", cs, sizeof cells);
    return 0;
}
