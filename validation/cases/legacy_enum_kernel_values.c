/* Enumerators in kernels and device functions (negative values, as subscripts and as
 * operands), a typedef local and a file-scope static const: the kernel unit declares none
 * of them, so enumerators reach it as their values (the class of legacy finding 001). */
#include <stdio.h>
enum field { F_A, F_B, NF };
enum shift { S_NEG = -3, S_BIG = 1000 };
typedef double real;
static const int K = 3;
static double f[NF][100000];
static double scale(double x, int k)
{
    return k == F_B ? 2.0 * x : x + S_NEG;
}
int main(void)
{
    for (int i = 0; i < 100000; i++)
        f[F_B][i] = (double)(i % 50) * K;
    for (int i = 0; i < 100000; i++) {
        real t = scale(f[F_B][i], F_B);
        f[F_A][i] = t + S_NEG;
    }
    double s = 0.0;
    for (int i = 0; i < 100000; i++)
        s += f[F_B][i] + f[F_A][i] * S_BIG;
    printf("%.6e\n", s);
    return 0;
}
