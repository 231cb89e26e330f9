/* A local array written by a kernel leaves its scope through goto (no unmap on
 * that path); the next function's local array, at the same stack address, is
 * filled by the host and read by a kernel: it must not find the dead array's
 * device bytes (each local array's declaration tells the runtime the host holds
 * its bytes). */
#include <stdio.h>
#define N 20000
static double out[N];
static double produce(int salt, int bail)
{
    double s = 0;
    {
        double tmp[N];
        for (int i = 0; i < N; i++)
            tmp[i] = i * 0.5 + salt;
        for (int i = 0; i < N; i++)
            out[i] = out[i] + tmp[i];
        if (bail)
            goto done;
        s = tmp[1];
    }
done:
    return s;
}
static double consume(int salt)
{
    double w[N];
    unsigned seed = 79 + salt;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        w[i] = (seed >> 16) % 10;
    }
    for (int i = 0; i < N; i++)
        out[i] = out[i] * 0.5 + w[i];
    return w[N - 1];
}
int main(void)
{
    double acc = 0;
    for (int k = 0; k < 3; k++) {
        acc += produce(k, k % 2 == 0);
        acc += consume(k);
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.5 + out[i];
    printf("%.9f %.9f\n", acc, s);
    return 0;
}
