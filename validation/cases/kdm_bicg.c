/* BiCG sub-kernel shape: two kernels read the same matrix (s = A^T r and
 * q = A p); the matrix goes up once, both results come down. */
#include <stdio.h>
#define NX 180
#define NY 160
static double A[NX][NY], r[NX], p[NY], s[NY], q[NX];
int main(void)
{
    unsigned seed = 73;
    for (int i = 0; i < NX; i++) {
        for (int j = 0; j < NY; j++) {
            seed = seed * 1103515245u + 12345u;
            A[i][j] = ((seed >> 16) % 10) / 10.0;
        }
        r[i] = i % 7;
    }
    for (int j = 0; j < NY; j++)
        p[j] = j % 5;
    for (int j = 0; j < NY; j++) {
        double acc = 0;
        for (int i = 0; i < NX; i++)
            acc += r[i] * A[i][j];
        s[j] = acc;
    }
    for (int i = 0; i < NX; i++) {
        double acc = 0;
        for (int j = 0; j < NY; j++)
            acc += A[i][j] * p[j];
        q[i] = acc;
    }
    double t = 0;
    for (int j = 0; j < NY; j++)
        t = t * 0.9 + s[j];
    for (int i = 0; i < NX; i++)
        t = t * 0.9 + q[i];
    printf("%.9e\n", t);
    return 0;
}
