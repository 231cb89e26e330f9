#include <stdio.h>
static float u[1 << 20], v[1 << 20], w[64];

int main(void)
{
    if (1 << 20 >= 10000) {
        #pragma omp parallel for
        for (int i = 0; i < 1 << 20; i++) {
            u[i] = i % 97 * 0.01f;
        }
    } else {
        for (int i = 0; i < 1 << 20; i++) {
            u[i] = i % 97 * 0.01f;
        }
    }
    for (int i = 0; i < 64; i++) {
        w[i] = 1.0f / (i + 1);
    }
    if (1 << 20 >= 6250 || 1 << 20 >= 5556) {
        #pragma omp parallel
        for (int t = 0; t < 6; t++) {
            if (1 << 20 >= 6250) {
                #pragma omp for
                for (int i = 0; i < 1 << 20; i++) {
                    v[i] = u[i] * w[i % 64] + 0.5f;
                }
            } else {
                #pragma omp master
                for (int i = 0; i < 1 << 20; i++) {
                    v[i] = u[i] * w[i % 64] + 0.5f;
                }
                #pragma omp barrier
            }
            #pragma omp for
            for (int a = 0; a < 64; a++) {
                float acc = 0;
                for (int b = 0; b < 64; b++) {
                    acc += v[(a * 7 + b) % 64] * (b + 1);
                }
                w[a] = acc / (64 * 64);
            }
            if (1 << 20 >= 5556) {
                #pragma omp for
                for (int i = 0; i < 1 << 20; i++) {
                    u[i] = v[i] - w[(i + 3) % 64] * 0.25f;
                }
            } else {
                #pragma omp master
                for (int i = 0; i < 1 << 20; i++) {
                    u[i] = v[i] - w[(i + 3) % 64] * 0.25f;
                }
                #pragma omp barrier
            }
        }
    } else {
        for (int t = 0; t < 6; t++) {
            if (1 << 20 >= 6250) {
                #pragma omp parallel for
                for (int i = 0; i < 1 << 20; i++) {
                    v[i] = u[i] * w[i % 64] + 0.5f;
                }
            } else {
                for (int i = 0; i < 1 << 20; i++) {
                    v[i] = u[i] * w[i % 64] + 0.5f;
                }
            }
            for (int a = 0; a < 64; a++) {
                float acc = 0;
                for (int b = 0; b < 64; b++) {
                    acc += v[(a * 7 + b) % 64] * (b + 1);
                }
                w[a] = acc / (64 * 64);
            }
            if (1 << 20 >= 5556) {
                #pragma omp parallel for
                for (int i = 0; i < 1 << 20; i++) {
                    u[i] = v[i] - w[(i + 3) % 64] * 0.25f;
                }
            } else {
                for (int i = 0; i < 1 << 20; i++) {
                    u[i] = v[i] - w[(i + 3) % 64] * 0.25f;
                }
            }
        }
    }
    double s = 0;
    if (1 << 20 >= 17065985) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < 1 << 20; i += 1024) {
            s += u[i];
        }
    } else {
        for (int i = 0; i < 1 << 20; i += 1024) {
            s += u[i];
        }
    }
    for (int i = 0; i < 64; i++) {
        s += w[i];
    }
    printf("%.5e\n", s);
    return 0;
}
