#include <stdio.h>
static double A[96][80], B[80][112], Cm[96][112], C2[96][112];
static int IA[96][80], IB[80][112], IC[96][112];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 96; i++) {
        for (int k = 0; k < 80; k++) {
            A[i][k] = (i * 5 + k * 3) % 17 * 0.125 - 1.0;
            IA[i][k] = (i + 2 * k) % 9 - 4;
        }
    }
    #pragma omp parallel for
    for (int k = 0; k < 80; k++) {
        for (int j = 0; j < 112; j++) {
            B[k][j] = (k * 7 + j) % 13 * 0.25 - 1.5;
            IB[k][j] = (3 * k - j) % 7;
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 96; i++) {
        for (int j = 0; j < 112; j++) {
            {
                double s = 0;
                for (int k = 0; k < 80; k++) {
                    s += A[i][k] * B[k][j];
                }
                Cm[i][j] = s;
            }
            C2[i][j] = Cm[i][j];
        }
    }
    #pragma omp parallel for
    for (int i = 0; i < 96; i++) {
        for (int k = 0; k < 80; k++) {
            for (int j = 0; j < 112; j++) {
                C2[i][j] += A[i][k] * B[k][j];
            }
        }
    }
    double sc = 0, s2 = 0, tr = 0;
    long si = 0;
    #pragma omp parallel for reduction(+:s2, sc, si)
    for (int i = 0; i < 96; i++) {
        for (int j = 0; j < 112; j++) {
            {
                int s = 0;
                for (int k = 0; k < 80; k++) {
                    s += IA[i][k] * IB[k][j];
                }
                IC[i][j] = s;
            }
            sc += Cm[i][j] * ((i + j) % 5 + 1);
            s2 += C2[i][j];
            si += (long)IC[i][j] * (i * 112 + j + 1);
        }
    }
    for (int i = 0; i < 96; i++) {
        tr += Cm[i][i];
    }
    printf("C %.12e C2 %.12e trace %.12e\n", sc, s2, tr);
    printf("int %ld probe %d %.12e\n", si, IC[96 - 1][112 - 1], Cm[3][112 - 5]);
    return 0;
}
