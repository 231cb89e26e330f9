#include <stdio.h>
static float u[1 << 20], v[1 << 20], w[64];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 1 << 20; i++) {
        u[i] = i % 97 * 0.01f;
    }
    for (int i = 0; i < 64; i++) {
        w[i] = 1.0f / (i + 1);
    }
    #pragma omp parallel
    for (int t = 0; t < 6; t++) {
        #pragma omp for
        for (int i = 0; i < 1 << 20; i++) {
            v[i] = u[i] * w[i % 64] + 0.5f;
        }
        #pragma omp for
        for (int a = 0; a < 64; a++) {
            float acc = 0;
            for (int b = 0; b < 64; b++) {
                acc += v[(a * 7 + b) % 64] * (b + 1);
            }
            w[a] = acc / (64 * 64);
        }
        #pragma omp for
        for (int i = 0; i < 1 << 20; i++) {
            u[i] = v[i] - w[(i + 3) % 64] * 0.25f;
        }
    }
    double s = 0;
    for (int i = 0; i < 1 << 20; i += 1024) {
        s += u[i];
    }
    for (int i = 0; i < 64; i++) {
        s += w[i];
    }
    printf("%.5e\n", s);
    return 0;
}
