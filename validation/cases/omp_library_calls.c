/* Library calls in loops: C11 <math.h> (ceil, isnan, isinf, modf writing through its
   pointer), <complex.h> (cabs, creal, ccos) and <ctype.h> functions are known, so loops
   calling the pure ones are parallel; modf writes b[i] of its own iteration. */
#include <stdio.h>
#include <math.h>
#include <complex.h>
#include <ctype.h>
#define N 200000
double a[N], b[N], f[N];
double complex z[N];
char s[N];
int main(void)
{
    for (int i = 0; i < N; i++) {
        a[i] = i * 0.37;
        z[i] = i + I * (N - i);
        s[i] = (char)('a' + i % 26);
    }
    for (int i = 0; i < N; i++)
        b[i] = ceil(a[i]) + (isnan(a[i]) ? 1 : 0) + (isinf(a[i]) ? 2 : 0) + floor(a[i] / 3);
    for (int i = 0; i < N; i++)
        b[i] += cabs(z[i]) + creal(ccos(z[i] * 1e-9)) + cimag(conj(z[i])) * 1e-6;
    for (int i = 0; i < N; i++)
        f[i] = modf(a[i], &b[i]);
    long up = 0;
    for (int i = 0; i < N; i++)
        up += toupper(s[i]) + (isdigit(s[i]) != 0);
    double t = 0;
    for (int i = 0; i < N; i++)
        t += b[i] + f[i];
    printf("%.6f %ld\n", t, up);
    return 0;
}
