#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
_Static_assert(sizeof(uint32_t) == 4, "32-bit words");
_Static_assert(sizeof(double) == 8, "IEEE double");

static inline double clamp_d(double x)
{
    return x < -1.0 ? -1.0 : x > 1.0 ? 1.0 : x;
}

static inline float clamp_f(float x)
{
    return x < -1.0f ? -1.0f : x > 1.0f ? 1.0f : x;
}

static inline uint32_t mix32(uint32_t h)
{
    h ^= h >> 15;
    h *= 0x2c1b3c6du;
    h ^= h >> 12;
    return h;
}

int main(void)
{
    int n = 250000;
    double *d = malloc(n * sizeof *d);
    float *f = malloc(n * sizeof *f);
    uint32_t *h = malloc(n * sizeof *h);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        d[i] = (double)(i % 401) / 100.0 - 2.0;
        f[i] = (float)(i % 301) / 100.0f - 1.5f;
    }
    for (int i = 0; i < n; i++) {
        d[i] = _Generic(d[i], float: clamp_f, default: clamp_d)(d[i]);
        f[i] = _Generic(f[i], float: clamp_f, default: clamp_d)(f[i]);
    }
    double sd = 0.0, sf = 0.0;
    uint32_t x = 0;
    #pragma omp parallel for reduction(+:sd, sf) reduction(^:x)
    for (int i = 0; i < n; i++) {
        h[i] = mix32((uint32_t)i * 2654435761u);
        sd += d[i];
        sf += f[i];
        x ^= h[i];
    }
    printf("sd %.6e sf %.6e x %u\n", sd, sf, x);
    free(d);
    free(f);
    free(h);
    return 0;
}
