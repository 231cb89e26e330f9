/* Math functions called with integer and float arguments inside parallel loops: C
 * converts each argument to the prototype's type; the kernel languages overload these
 * functions, so the conversions must be written out (sqrt(int) is ambiguous in OpenCL C). */
#include <math.h>
#include <stdio.h>

#define N 60000

static double a[N];
static float f[N];

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = sqrt(i) + pow(i % 7, 2) + fabs(i - 30000) + floor(i / 3) + fmin(i, 77) + ldexp(1.0, i % 5);
    for (int i = 0; i < N; i++)
        f[i] = sqrtf(i % 100) + fabsf(i - 5) + floorf(i % 9 * 0.5f);
    double s = 0.0, t = 0.0;
    for (int i = 0; i < N; i++) {
        s += a[i];
        t += f[i];
    }
    printf("%.10e %.6e\n", s, t);
    return 0;
}
