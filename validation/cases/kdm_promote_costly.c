/* The profitability guard of sequential promotion: between the two kernels of each
 * time step, a host nest of O(M^2) work on a small array both kernels read. On one
 * device thread it would cost far more than the two copies it saves, so it stays on
 * the host (this case runs with the cost model on). */
#include <stdio.h>
#define N (1 << 20)
#define M 64
#define T 6
static float u[N], v[N], w[M];
int main(void)
{
    for (int i = 0; i < N; i++)
        u[i] = (i % 97) * 0.01f;
    for (int i = 0; i < M; i++)
        w[i] = 1.0f / (i + 1);
    for (int t = 0; t < T; t++) {
        for (int i = 0; i < N; i++)
            v[i] = u[i] * w[i % M] + 0.5f;
        for (int a = 0; a < M; a++) {
            float acc = 0;
            for (int b = 0; b < M; b++)
                acc += v[(a * 7 + b) % M] * (b + 1);
            w[a] = acc / (M * M);
        }
        for (int i = 0; i < N; i++)
            u[i] = v[i] - w[(i + 3) % M] * 0.25f;
    }
    double s = 0;
    for (int i = 0; i < N; i += 1024)
        s += u[i];
    for (int i = 0; i < M; i++)
        s += w[i];
    printf("%.5e\n", s);
    return 0;
}
