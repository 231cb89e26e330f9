#include <stdio.h>
enum field { F_A, F_B, NF };
static double f[NF][100000];

int main(void)
{
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 100000; i++) {
        f[F_B][i] = (double)(i % 50);
        s += f[F_B][i] + f[F_A][i];
    }
    printf("%.6e\n", s);
    return 0;
}
