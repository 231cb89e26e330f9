#include <stdio.h>
double r[2000];

int main(void)
{
    #pragma omp parallel for
    for (int k = 0; k < 2000; k++) {
        double s = 0;
        for (int i = 0; i < 4096; i++) {
            double tmp;
            tmp = i * k;
            s += tmp;
        }
        r[k] = s;
    }
    printf("%.1f\n", r[1999]);
    return 0;
}
