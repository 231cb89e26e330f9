#include <stdio.h>
static int v[25000];
static double d[25000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 25000; i++) {
        v[i] = (int)(((long)i * 7919 + 13) % 100003) - 50000;
        d[i] = (double)((i * 31 + 17) % 9973) * 0.001 - 3.0;
    }
    int mx = v[0];
    int mn = v[0];
    #pragma omp parallel for reduction(min:mn) reduction(max:mx)
    for (i = 1; i < 25000; i++) {
        if (v[i] > mx) {
            mx = v[i];
        }
        if (v[i] < mn) {
            mn = v[i];
        }
    }
    double dmax = -1.0e30;
    double dmin = 1.0e30;
    #pragma omp parallel for reduction(min:dmin) reduction(max:dmax)
    for (i = 0; i < 25000; i++) {
        dmax = d[i] > dmax ? d[i] : dmax;
        dmin = d[i] < dmin ? d[i] : dmin;
    }
    int best = v[0], where = 0;
    for (i = 1; i < 25000; i++) {
        if (v[i] > best) {
            best = v[i];
            where = i;
        }
    }
    printf("max %d min %d dmax %.12e dmin %.12e\n", mx, mn, dmax, dmin);
    printf("argmax %d at %d\n", best, where);
    return 0;
}
