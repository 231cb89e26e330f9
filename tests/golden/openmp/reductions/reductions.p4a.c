#include <math.h>
#include <stdio.h>
double a[256], b[256];
int iv[256];
double total_global;
static double M[64][48], rowsum[64], colmax[48];

int main(void)
{
    for (int i = 0; i < 256; i++) {
        a[i] = sin(0.1 * i) + 0.01 * (i % 7);
        b[i] = 1.0 + 0.5 * cos(0.05 * i);
        iv[i] = (i * 37 + 11) % 101 - 50;
    }
    double sum = 0, prod = 1, mx = a[0], mn = a[0], mx2 = a[0], mn2 = a[0];
    int imax = 0;
    for (int i = 1; i < 256; i++) {
        if (a[i] > mx) {
            mx = a[i];
        }
        if (a[i] < mn) {
            mn = a[i];
        }
        mx2 = a[i] > mx2 ? a[i] : mx2;
        mn2 = fmin(mn2, a[i]);
    }
    for (int i = 1; i < 256; i++) {
        if (a[i] > a[imax]) {
            imax = i;
        }
    }
    double dot = 0, nrm = 0;
    for (int i = 0; i < 256; i++) {
        prod *= b[i] > 1.2 ? 1.01 : 0.995;
        sum += a[i];
        dot += a[i] * b[i];
        nrm += b[i] * b[i];
    }
    nrm = sqrt(nrm);
    int count = 0, all_pos = 1, any_big = 0;
    long isum = 0;
    unsigned int x = 0, andv = ~0u, orv = 0;
    int imin = iv[0], imx = iv[0];
    double s1 = 0, s2 = 0, s3 = 0;
    for (int i = 0; i < 256; i++) {
        if (iv[i] % 3 == 0) {
            count++;
        }
        all_pos = all_pos && b[i] > 0;
        any_big = any_big || a[i] > 0.99;
        isum += iv[i];
        x ^= (unsigned int)iv[i] * 2654435761u;
        andv &= (unsigned int)(iv[i] + 64);
        orv |= (unsigned int)(iv[i] + 64);
        if (iv[i] < imin) {
            imin = iv[i];
        }
        if (iv[i] > imx) {
            imx = iv[i];
        }
        total_global += fabs(a[i]);
        s1 += a[i];
        s2 += a[i] * a[i];
        s3 += fabs(a[i] - b[i]);
    }
    double mean = s1 / 256, var = s2 / 256 - mean * mean;
    for (int i = 0; i < 64; i++) {
        for (int j = 0; j < 48; j++) {
            M[i][j] = (double)((i * 13 + j * 7) % 29) / 29.0 - 0.3;
        }
    }
    double rs = 0, cm = 0;
    for (int i = 0; i < 64; i++) {
        double rowsum_0 = 0;
        for (int j = 0; j < 48; j++) {
            rowsum_0 += M[i][j];
        }
        rowsum[i] = rowsum_0;
        rs += rowsum[i] * (i + 1);
    }
    for (int j = 0; j < 48; j++) {
        double colmax_0 = M[0][j];
        for (int i = 1; i < 64; i++) {
            if (M[i][j] > colmax_0) {
                colmax_0 = M[i][j];
            }
        }
        colmax[j] = colmax_0;
        cm += colmax[j];
    }
    printf("sum %.12e prod %.12e\n", sum, prod);
    printf("max %.12e min %.12e max2 %.12e min2 %.12e argmax %d\n", mx, mn, mx2, mn2, imax);
    printf("dot %.12e norm %.12e\n", dot, nrm);
    printf("count %d all %d any %d isum %ld xor %u and %u or %u imin %d imax %d\n", count, all_pos,
        any_big, isum, x, andv, orv, imin, imx);
    printf("global %.12e mean %.12e var %.12e absdiff %.12e\n", total_global, mean, var, s3);
    printf("rows %.12e colmax %.12e\n", rs, cm);
    return 0;
}
