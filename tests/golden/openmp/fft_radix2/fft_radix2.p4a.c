#include <math.h>
#include <stdio.h>
static double re[1 << 9],
    im[1 << 9],
    a[1 << 9],
    b[1 << 9],
    ar[1 << 9],
    ai[1 << 9],
    br[1 << 9],
    bi[1 << 9],
    direct[1 << 9];

static void fft(double *xr, double *xi, int n, int inverse)
{
    for (int i = 1, j = 0; i < n; i++) {
        int bit = n >> 1;
        for (; j & bit; bit >>= 1) {
            j ^= bit;
        }
        j ^= bit;
        if (i < j) {
            double t = xr[i];
            xr[i] = xr[j];
            xr[j] = t;
            t = xi[i];
            xi[i] = xi[j];
            xi[j] = t;
        }
    }
    for (int len = 2; len <= n; len <<= 1) {
        double ang = 2 * 3.14159265358979323846 / len * (inverse ? 1 : -1);
        for (int i = 0; i < n; i += len) {
            for (int k = 0; k < len / 2; k++) {
                double wr = cos(ang * k), wi = sin(ang * k);
                int p = i + k, q = i + k + len / 2;
                double ur = xr[p], ui = xi[p];
                double vr = xr[q] * wr - xi[q] * wi, vi = xr[q] * wi + xi[q] * wr;
                xr[p] = ur + vr;
                xi[p] = ui + vi;
                xr[q] = ur - vr;
                xi[q] = ui - vi;
            }
        }
    }
    if (inverse) {
        for (int i = 0; i < n; i++) {
            xr[i] /= n;
            xi[i] /= n;
        }
    }
}

int main(void)
{
    for (int i = 0; i < 1 << 9; i++) {
        re[i] = sin(2 * 3.14159265358979323846 * 5 * i / (1 << 9)) + 0.5 * cos(2 * 3.14159265358979323846 * 40 * i / (1 << 9));
        im[i] = 0;
    }
    fft(re, im, 1 << 9, 0);
    double p5 = hypot(re[5], im[5]), p40 = hypot(re[40], im[40]), rest = 0;
    for (int k = 0; k < 1 << 9; k++) {
        if (k != 5 && k != (1 << 9) - 5 && k != 40 && k != (1 << 9) - 40) {
            rest += hypot(re[k], im[k]);
        }
    }
    printf("peaks %.9f %.9f leakage-small %d\n", p5, p40, rest < 1e-6);
    for (int i = 0; i < 1 << 9; i++) {
        a[i] = i % 17 * 0.1;
        b[i] = i < 8 ? 1.0 / (i + 1) : 0.0;
        ar[i] = a[i];
        ai[i] = 0;
        br[i] = b[i];
        bi[i] = 0;
    }
    fft(ar, ai, 1 << 9, 0);
    fft(br, bi, 1 << 9, 0);
    for (int k = 0; k < 1 << 9; k++) {
        double r = ar[k] * br[k] - ai[k] * bi[k], m = ar[k] * bi[k] + ai[k] * br[k];
        ar[k] = r;
        ai[k] = m;
    }
    fft(ar, ai, 1 << 9, 1);
    double maxerr = 0, s = 0;
    #pragma omp parallel for reduction(+:s) reduction(max:maxerr)
    for (int n = 0; n < 1 << 9; n++) {
        double d = 0;
        {
            d += b[0] * a[(n + (1 << 9)) % (1 << 9)];
            d += b[1] * a[(n - 1 + (1 << 9)) % (1 << 9)];
            d += b[2] * a[(n - 2 + (1 << 9)) % (1 << 9)];
            d += b[3] * a[(n - 3 + (1 << 9)) % (1 << 9)];
            d += b[4] * a[(n - 4 + (1 << 9)) % (1 << 9)];
            d += b[5] * a[(n - 5 + (1 << 9)) % (1 << 9)];
            d += b[6] * a[(n - 6 + (1 << 9)) % (1 << 9)];
            d += b[7] * a[(n - 7 + (1 << 9)) % (1 << 9)];
        }
        direct[n] = d;
        maxerr = fmax(maxerr, fabs(d - ar[n]));
        s += d;
    }
    printf("convolution %.12e agree %d\n", s, maxerr < 1e-9);
    return 0;
}
