/* An iterative radix-2 FFT on separate real and imaginary arrays: bit-reversal
 * permutation with a swap when j > i, butterflies in loops whose stride
 * doubles (len <<= 1), twiddle factors from sin/cos, then the inverse transform
 * and a circular convolution computed both through the FFT and directly. */
#include <math.h>
#include <stdio.h>

#define LOGN 9
#define N (1 << LOGN)

static double re[N], im[N], a[N], b[N], ar[N], ai[N], br[N], bi[N], direct[N];

static void fft(double *xr, double *xi, int n, int inverse)
{
    for (int i = 1, j = 0; i < n; i++) {
        int bit = n >> 1;
        for (; j & bit; bit >>= 1)
            j ^= bit;
        j ^= bit;
        if (i < j) {
            double t = xr[i]; xr[i] = xr[j]; xr[j] = t;
            t = xi[i]; xi[i] = xi[j]; xi[j] = t;
        }
    }
    for (int len = 2; len <= n; len <<= 1) {
        double ang = 2 * M_PI / len * (inverse ? 1 : -1);
        for (int i = 0; i < n; i += len)
            for (int k = 0; k < len / 2; k++) {
                double wr = cos(ang * k), wi = sin(ang * k);
                int p = i + k, q = i + k + len / 2;
                double ur = xr[p], ui = xi[p];
                double vr = xr[q] * wr - xi[q] * wi, vi = xr[q] * wi + xi[q] * wr;
                xr[p] = ur + vr; xi[p] = ui + vi;
                xr[q] = ur - vr; xi[q] = ui - vi;
            }
    }
    if (inverse)
        for (int i = 0; i < n; i++) { xr[i] /= n; xi[i] /= n; }
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        re[i] = sin(2 * M_PI * 5 * i / N) + 0.5 * cos(2 * M_PI * 40 * i / N);
        im[i] = 0;
    }
    fft(re, im, N, 0);
    double p5 = hypot(re[5], im[5]), p40 = hypot(re[40], im[40]), rest = 0;
    for (int k = 0; k < N; k++)
        if (k != 5 && k != N - 5 && k != 40 && k != N - 40) rest += hypot(re[k], im[k]);
    printf("peaks %.9f %.9f leakage-small %d\n", p5, p40, rest < 1e-6);

    for (int i = 0; i < N; i++) { a[i] = (i % 17) * 0.1; b[i] = i < 8 ? 1.0 / (i + 1) : 0.0; }
    for (int i = 0; i < N; i++) { ar[i] = a[i]; ai[i] = 0; br[i] = b[i]; bi[i] = 0; }
    fft(ar, ai, N, 0);
    fft(br, bi, N, 0);
    for (int k = 0; k < N; k++) {
        double r = ar[k] * br[k] - ai[k] * bi[k], m = ar[k] * bi[k] + ai[k] * br[k];
        ar[k] = r; ai[k] = m;
    }
    fft(ar, ai, N, 1);
    double maxerr = 0, s = 0;
    for (int n = 0; n < N; n++) {
        double d = 0;
        for (int k = 0; k < 8; k++) d += b[k] * a[(n - k + N) % N];
        direct[n] = d;
        maxerr = fmax(maxerr, fabs(d - ar[n]));
        s += d;
    }
    printf("convolution %.12e agree %d\n", s, maxerr < 1e-9);
    return 0;
}
