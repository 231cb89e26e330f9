#include <stdio.h>
static int a[300000], b[300000];

int main(void)
{
    for (int i = 0; i < 300000; i++) {
        static int cnt = 0;
        cnt++;
        a[i] = cnt % 1000;
    }
    long s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 300000; i++) {
        {
            static const int w[4] = {3, 1, 4, 1};
            int t = a[i] * w[i % 4];
            b[i] = t + i % 3;
        }
        s += (long)b[i] * (i % 13);
    }
    printf("%ld\n", s);
    return 0;
}
