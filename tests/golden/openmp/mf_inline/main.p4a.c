#include <stdio.h>

inline int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

inline double lerp(double a, double b, double t)
{
    return a + (b - a) * t;
}

inline unsigned long mix64(unsigned long h, unsigned long v)
{
    h ^= v + 0x9e3779b97f4a7c15ul + (h << 6) + (h >> 2);
    return h;
}

static inline int sign(double x)
{
    return (x > 0) - (x < 0);
}

double resample(const double *src, int n, double pos);
unsigned long grid_hash(const double *v, int n);
static int (*const clamp_ptr)(int, int, int) = clampi;

int main(void)
{
    enum { N = 64, M = 150 };
    double coarse[N], fine[M];
    for (int i = 0; i < N; i++) {
        coarse[i] = i % 9 * 0.5 - 2.0 + i * 0.01;
    }
    double s = 0;
    int signs = 0;
    for (int j = 0; j < M; j++) {
        fine[j] = resample(coarse, N, j * (N - 1.0) / (M - 1.0));
        s += fine[j] * (j % 4 + 1);
        signs += sign(fine[j]);
    }
    printf("resampled %.10e signs %d hash %lu\n", s, signs, grid_hash(fine, M));
    printf("clamp %d %d %d lerp %.3f via-pointer %d\n", clampi(-5, 0, 10), clampi(50, 0, 10),
        clampi(7, 0, 10), lerp(1.0, 3.0, 0.25), clamp_ptr(99, -1, 1));
    return 0;
}
