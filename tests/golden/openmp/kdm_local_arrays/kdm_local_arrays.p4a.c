#include <stdio.h>
static double out[20000];

static double work(int salt)
{
    double tmp[20000];
    #pragma omp parallel for
    for (int i = 0; i < 20000; i++) {
        tmp[i] = i % 17 * 0.5 + salt;
        out[i] = out[i] + tmp[i] * 2.0;
    }
    double s = 0;
    for (int i = 0; i < 20000; i++) {
        s = s * 0.5 + tmp[i];
    }
    return s;
}

int main(void)
{
    double acc = 0;
    for (int k = 0; k < 4; k++) {
        acc += work(k);
    }
    double s = 0;
    for (int i = 0; i < 20000; i++) {
        s = s * 0.5 + out[i];
    }
    printf("%.9f %.9f\n", acc, s);
    return 0;
}
