#include <stdio.h>
double a[100000][4];

int main(int argc, char **argv)
{
    unsigned int m = argc - 1;
    #pragma omp parallel for
    for (int i = 0; i < 100000; i++) {
        for (unsigned int j = 0; j < m; j++) {
            a[i][j] = i + j;
        }
    }
    printf("%g\n", a[5][0]);
    return 0;
}
