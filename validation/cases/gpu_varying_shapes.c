/* The same kernel functions called with different shapes: a 2-D VLA fill and
 * update called on 300x40, 40x300 and 120x120 views of one heap buffer (the
 * row length changes between launches of the same kernel), a 1-D kernel
 * called on a row in the middle of a 2-D array (a pointer into a mapped
 * buffer), and a 3-D function on two different boxes. */
#include <stdio.h>
#include <stdlib.h>

static void fill(int n, int m, double a[n][m], double base)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i][j] = base + i * 0.5 + j * 0.03125;
}

static void update(int n, int m, double a[n][m], double k)
{
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i][j] = a[i][j] * k - j;
}

static void row_op(int m, double *r, double add)
{
    for (int j = 0; j < m; j++)
        r[j] = r[j] + add * j;
}

static void box(int p, int q, int s, int t[p][q][s], int mul)
{
    for (int i = 0; i < p; i++)
        for (int j = 0; j < q; j++)
            for (int k = 0; k < s; k++)
                t[i][j][k] = mul * (i * 100 + j * 10 + k);
}

static double sum2(int n, int m, double a[n][m])
{
    double s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            s += a[i][j] * ((i + j) % 3 + 1);
    return s;
}

static long sum3(int p, int q, int s, int t[p][q][s])
{
    long r = 0;
    for (int i = 0; i < p; i++)
        for (int j = 0; j < q; j++)
            for (int k = 0; k < s; k++)
                r += (long)t[i][j][k] * (k + 1);
    return r;
}

int main(void)
{
    double *buf = malloc(sizeof(double) * 14400 * 2);
    int *ib = malloc(sizeof(int) * 40 * 30 * 20);
    double r[6];
    fill(300, 40, (double (*)[40])buf, 1.0);
    update(300, 40, (double (*)[40])buf, 0.5);
    r[0] = sum2(300, 40, (double (*)[40])buf);
    fill(40, 300, (double (*)[300])buf, -2.0);
    update(40, 300, (double (*)[300])buf, 1.5);
    r[1] = sum2(40, 300, (double (*)[300])buf);
    fill(120, 120, (double (*)[120])(buf + 14400), 3.0);
    update(120, 120, (double (*)[120])(buf + 14400), -0.25);
    r[2] = sum2(120, 120, (double (*)[120])(buf + 14400));
    double (*m)[300] = (double (*)[300])buf;
    row_op(300, m[17], 2.0);
    row_op(300, m[39], -1.0);
    row_op(20000, buf + 5000, 0.001);
    r[3] = sum2(40, 300, m);
    r[4] = sum2(120, 120, (double (*)[120])(buf + 14400));
    box(40, 30, 20, (int (*)[30][20])ib, 1);
    long b1 = sum3(40, 30, 20, (int (*)[30][20])ib);
    box(20, 40, 30, (int (*)[40][30])ib, -3);
    long b2 = sum3(20, 40, 30, (int (*)[40][30])ib);
    r[5] = buf[28799];
    printf("shapes %.12e %.12e %.12e\n", r[0], r[1], r[2]);
    printf("rows %.12e %.12e last %.12e\n", r[3], r[4], r[5]);
    printf("boxes %ld %ld\n", b1, b2);
    free(buf);
    free(ib);
    return 0;
}
