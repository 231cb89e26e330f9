#include <stdio.h>
double r[64000], q[64000];
int nz2 = 60000;
static int sn = 50000;

void touch(void)
{
    nz2 = nz2 + 0;
}

void fill(void)
{
    int k;
    if (nz2 >= 12500) {
        #pragma omp parallel for
        for (k = 1; k <= nz2; k++) {
            r[k] = k * 2.0;
        }
    } else {
        for (k = 1; k <= nz2; k++) {
            r[k] = k * 2.0;
        }
    }
}

void scale(double *p)
{
    int k;
    if (nz2 >= 8334) {
        #pragma omp parallel for
        for (k = 1; k <= nz2; k++) {
            p[k] = p[k] * 0.5 + k;
        }
    } else {
        for (k = 1; k <= nz2; k++) {
            p[k] = p[k] * 0.5 + k;
        }
    }
}

void touching(void)
{
    int k;
    for (k = 1; k <= nz2; k++) {
        q[k] = k * 3.0;
        touch();
    }
}

void statics(double *p)
{
    if (sn >= 16667) {
        #pragma omp parallel for
        for (int k = 0; k < sn; k++) {
            p[k] += k;
        }
    } else {
        for (int k = 0; k < sn; k++) {
            p[k] += k;
        }
    }
}

int main(void)
{
    fill();
    scale(r);
    touching();
    statics(q);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int k = 0; k < 64000; k++) {
        s += r[k] + q[k];
    }
    printf("%.3f\n", s);
    return 0;
}
