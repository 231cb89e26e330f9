/* C99 complex arithmetic (complex.h): `double _Complex` and `float complex`
 * declarations, the imaginary unit I, creal/cimag/cabs/carg/conj/cexp/csqrt,
 * complex multiplication and division, a Mandelbrot escape-time count and a
 * naive discrete Fourier transform followed by its inverse. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define NX 48
#define NY 32
#define NF 32

static int escape(double _Complex c, int maxit)
{
    double _Complex z = 0;
    for (int k = 0; k < maxit; k++) {
        z = z * z + c;
        if (creal(z) * creal(z) + cimag(z) * cimag(z) > 4.0)
            return k;
    }
    return maxit;
}

static void dft(int n, const double _Complex *in, double _Complex *out, int sign)
{
    const double two_pi = 6.283185307179586;
    for (int k = 0; k < n; k++) {
        double _Complex s = 0;
        for (int t = 0; t < n; t++)
            s += in[t] * cexp(sign * I * two_pi * k * t / n);
        out[k] = s;
    }
}

int main(void)
{
    double _Complex z = 3.0 + 4.0 * I;
    float complex w = 1.0f - 2.0f * I;
    double _Complex q = z / w;
    double _Complex p = z * conj(z);
    printf("z %.6e %.6e |z| %.6e arg %.6e\n", creal(z), cimag(z), cabs(z), carg(z));
    printf("q %.6e %.6e p %.6e %.6e\n", creal(q), cimag(q), creal(p), cimag(p));
    double _Complex r = csqrt(-4.0 + 0.0 * I);
    printf("sqrt %.6e %.6e size %zu %zu\n", creal(r), cimag(r), sizeof z, sizeof w);

    long total = 0;
    for (int iy = 0; iy < NY; iy++)
        for (int ix = 0; ix < NX; ix++) {
            double _Complex c = (-2.0 + 2.6 * ix / NX) + (-1.2 + 2.4 * iy / NY) * I;
            total += escape(c, 200);
        }
    printf("mandelbrot %ld\n", total);

    double _Complex sig[NF], spec[NF], back[NF];
    for (int t = 0; t < NF; t++)
        sig[t] = sin(0.7 * t) + 0.5 * cos(2.1 * t) * I;
    dft(NF, sig, spec, -1);
    dft(NF, spec, back, 1);
    double energy = 0, err = 0;
    for (int k = 0; k < NF; k++) {
        energy += cabs(spec[k]) * cabs(spec[k]);
        double _Complex d = back[k] / NF - sig[k];
        err = fmax(err, cabs(d));
    }
    printf("dft energy %.6e roundtrip_ok %d\n", energy, err < 1e-9);
    return 0;
}
