#include <stdio.h>
double a[100000];
int g;

static int by_case(int n, int mode)
{
    int i = -5;
    switch (mode) {
    case 2:
        if (n >= 16667) {
            #pragma omp parallel for lastprivate(i)
            for (i = 0; i < n; i++) {
                a[i] += 1;
            }
        } else {
            for (i = 0; i < n; i++) {
                a[i] += 1;
            }
        }
        break;
    default:
        if (n / 2 >= 16667) {
            #pragma omp parallel for lastprivate(i)
            for (i = 0; i < n / 2; i++) {
                a[i] += 2;
            }
        } else {
            for (i = 0; i < n / 2; i++) {
                a[i] += 2;
            }
        }
    }
    return i;
}

static int early(int n, int stop)
{
    int i;
    for (int r = 0; r < 3; r++) {
        if (n >= 16667) {
            #pragma omp parallel for lastprivate(i)
            for (i = 0; i < n; i++) {
                a[i] *= 0.5;
            }
        } else {
            for (i = 0; i < n; i++) {
                a[i] *= 0.5;
            }
        }
        g = r;
        if (r == stop) {
            return i;
        }
    }
    for (i = 0; i < 10; i++) {
        a[i] = 0;
    }
    return -i;
}

int main(int argc, char **argv)
{
    (void)argv;
    int x = by_case(100000 - argc, 2) + by_case(100000 - argc, 1) * 3;
    int y = early(100000 - argc, 1) + early(100000 - argc, 7) * 7;
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 100000; i++) {
        s += a[i];
    }
    printf("%d %d %d %.6f\n", x, y, g, s);
    return 0;
}
