#include <stdio.h>
#include <stdlib.h>
static float u[40000], w[40000];

int main(void)
{
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 40000; i++) {
        {
            float tmp2;
            float tmp1;
            u[i] = (float)(i * 7 % 29) / 29.0f;
            tmp1 = u[i] * 3.0f - 1.0f;
            tmp2 = tmp1 * tmp1;
            w[i] = tmp2 + u[i];
        }
        s += w[i] * (i % 4);
    }
    printf("%.5e\n", s);
    return 0;
}
