#include <stdio.h>
double G[40000], H[40000];

static void level3(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 40000; i++) {
        H[i] = H[i] * 0.5 + G[i];
    }
}

static void level2(void)
{
    level3();
}

static void level1(void)
{
    level2();
}

int main(void)
{
    unsigned int seed = 23;
    for (int i = 0; i < 40000; i++) {
        seed = seed * 1103515245u + 12345u;
        G[i] = (seed >> 16) % 9;
        H[i] = 1.0;
    }
    for (int t = 0; t < 6; t++) {
        level1();
    }
    double s = 0;
    for (int i = 0; i < 40000; i++) {
        s = s * 0.5 + H[i];
    }
    printf("%.9f\n", s);
    return 0;
}
