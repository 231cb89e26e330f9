#include <stdio.h>
double out[200000];

int main(int argc, char **argv)
{
    (void)argv;
    int n = argc + 3;
    struct {
        int k;
        double d[n];
    } s;
    s.k = 2;
    for (int i = 0; i < n; i++) {
        s.d[i] = i;
    }
    int p4a_s_k = s.k;
    for (int i = 0; i < 200000; i++) {
        out[i] = s.d[i % n] * p4a_s_k;
    }
    double t = 0;
    #pragma omp parallel for reduction(+:t)
    for (int i = 0; i < 200000; i++) {
        t += out[i];
    }
    printf("%f\n", t);
    return 0;
}
