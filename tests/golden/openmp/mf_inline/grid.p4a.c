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

double resample(const double *src, int n, double pos)
{
    int i = clampi((int)pos, 0, n - 2);
    double t = pos - i;
    if (t < 0) {
        t = 0;
    }
    if (t > 1) {
        t = 1;
    }
    return lerp(src[i], src[i + 1], t);
}

unsigned long grid_hash(const double *v, int n)
{
    unsigned long h = 1469598103934665603ul;
    for (int i = 0; i < n; i++) {
        h = mix64(h, (unsigned long)(long)(v[i] * 1000.0) + (unsigned long)(sign(v[i]) + 1));
    }
    return h;
}
