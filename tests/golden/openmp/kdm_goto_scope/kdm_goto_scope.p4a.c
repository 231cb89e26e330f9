#include <stdio.h>
static double out[20000];

static double produce(int salt, int bail)
{
    double s = 0;
    {
        double tmp[20000];
        #pragma omp parallel for
        for (int i = 0; i < 20000; i++) {
            tmp[i] = i * 0.5 + salt;
            out[i] = out[i] + tmp[i];
        }
        if (bail) {
            goto done;
        }
        s = tmp[1];
    }
done:
    return s;
}

static double consume(int salt)
{
    double w[20000];
    unsigned int seed = 79 + salt;
    for (int i = 0; i < 20000; i++) {
        seed = seed * 1103515245u + 12345u;
        w[i] = (seed >> 16) % 10;
    }
    #pragma omp parallel for
    for (int i = 0; i < 20000; i++) {
        out[i] = out[i] * 0.5 + w[i];
    }
    return w[20000 - 1];
}

int main(void)
{
    double acc = 0;
    for (int k = 0; k < 3; k++) {
        acc += produce(k, k % 2 == 0);
        acc += consume(k);
    }
    double s = 0;
    for (int i = 0; i < 20000; i++) {
        s = s * 0.5 + out[i];
    }
    printf("%.9f %.9f\n", acc, s);
    return 0;
}
