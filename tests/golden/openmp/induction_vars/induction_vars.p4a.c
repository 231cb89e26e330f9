#include <stdio.h>
static double a[500], b[500], packed[500], tri[40 * (40 + 1) / 2], m[40][40], out[500];
static int idx[500];

int main(void)
{
    for (int i = 0; i < 500; i++) {
        a[i] = i * 17 % 23 - 11.0;
    }
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < 40; j++) {
            m[i][j] = i * 100 + j;
        }
    }
    int k = 0;
    for (int i = 0; i < 500; i++) {
        if (a[i] > 0) {
            packed[k] = a[i] * 2;
            idx[k] = i;
            k++;
        }
    }
    int p = 0;
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j <= i; j++) {
            tri[p++] = m[i][j];
        }
    }
    int j2 = 3;
    for (int i = 0; i < 200; i++) {
        b[2 * i + 3] = a[i] + i;
        j2 = 2 * i + 5;
    }
    const double *ptr = a;
    double ps = 0;
    for (int i = 0; i < 500; i += 5) {
        ps += *ptr * (ptr - a);
        ptr += 5;
    }
    double carry = 0;
    for (int i = 0; i < 500; i++) {
        double old = carry;
        carry = a[i] + 0.5 * old;
        b[i] += carry;
    }
    int jprev = 500 - 1;
    double ws = 0;
    for (int i = 0; i < 500; i++) {
        ws += a[i] * a[jprev];
        jprev = i;
    }
    double s = 0;
    if (k >= 10000) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < k; i++) {
            s += packed[i] * idx[i];
        }
    } else {
        for (int i = 0; i < k; i++) {
            s += packed[i] * idx[i];
        }
    }
    double ts = 0;
    if (p >= 10000) {
        #pragma omp parallel for reduction(+:ts)
        for (int i = 0; i < p; i++) {
            ts += tri[i] * (i % 4);
        }
    } else {
        for (int i = 0; i < p; i++) {
            ts += tri[i] * (i % 4);
        }
    }
    double bs = 0, os = 0;
    for (int i = 0; i < 500; i++) {
        {
            double t = a[i] * a[i];
            double u = t + 1.0;
            out[i] = u / (t + 2.0);
        }
        bs += b[i];
        os += out[i];
    }
    printf("kept %d packed %.12e tri %d %.12e\n", k, s, p, ts);
    printf("j2 %d ptr %.12e out %.12e b %.12e wrap %.12e\n", j2, ps, os, bs, ws);
    return 0;
}
