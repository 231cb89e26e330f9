#include <stdio.h>
#include <math.h>
#include <complex.h>
#include <ctype.h>
double a[200000], b[200000], f[200000];
_Complex double z[200000];
char s[200000];

int main(void)
{
    long up = 0;
    double t = 0;
    #pragma omp parallel for reduction(+:t, up)
    for (int i = 0; i < 200000; i++) {
        a[i] = i * 0.37;
        z[i] = i + (__extension__ 1.0iF) * (200000 - i);
        s[i] = (char)('a' + i % 26);
        b[i] = ceil(a[i]) + (__builtin_isnan(a[i]) ? 1 : 0) + (__builtin_isinf_sign(a[i]) ? 2 : 0) + floor(a[i] / 3);
        b[i] += cabs(z[i]) + creal(ccos(z[i] * 1e-9)) + cimag(conj(z[i])) * 1e-6;
        f[i] = modf(a[i], &b[i]);
        up += toupper(s[i]) + (((*__ctype_b_loc())[(int)s[i]] & (unsigned short)_ISdigit) != 0);
        t += b[i] + f[i];
    }
    printf("%.6f %ld\n", t, up);
    return 0;
}
