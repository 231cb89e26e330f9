/* Two chained matrix products, D = alpha A B C + beta D, through a temporary
 * (Polybench's 2mm shape): the inputs go up once, D comes back once, the
 * temporary stays on the device. */
#include <stdio.h>
#define NI 64
#define NJ 72
#define NK 80
#define NL 56
static double A[NI][NK], B[NK][NJ], C[NJ][NL], D[NI][NL], tmp[NI][NJ];
int main(void)
{
    double alpha = 1.5, beta = 1.2;
    unsigned seed = 29;
    for (int i = 0; i < NI; i++)
        for (int k = 0; k < NK; k++) { seed = seed * 1103515245u + 12345u; A[i][k] = (seed >> 16) % 13 / 13.0; }
    for (int k = 0; k < NK; k++)
        for (int j = 0; j < NJ; j++) { seed = seed * 1103515245u + 12345u; B[k][j] = (seed >> 16) % 11 / 11.0; }
    for (int j = 0; j < NJ; j++)
        for (int l = 0; l < NL; l++) { seed = seed * 1103515245u + 12345u; C[j][l] = (seed >> 16) % 7 / 7.0; }
    for (int i = 0; i < NI; i++)
        for (int l = 0; l < NL; l++) { seed = seed * 1103515245u + 12345u; D[i][l] = (seed >> 16) % 5 / 5.0; }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            double s = 0;
            for (int k = 0; k < NK; k++)
                s += alpha * A[i][k] * B[k][j];
            tmp[i][j] = s;
        }
    for (int i = 0; i < NI; i++)
        for (int l = 0; l < NL; l++) {
            double s = D[i][l] * beta;
            for (int j = 0; j < NJ; j++)
                s += tmp[i][j] * C[j][l];
            D[i][l] = s;
        }
    double sum = 0;
    for (int i = 0; i < NI; i++)
        for (int l = 0; l < NL; l++)
            sum = sum * 0.999 + D[i][l];
    printf("%.9e %.9e\n", sum, D[NI - 1][NL - 1]);
    return 0;
}
