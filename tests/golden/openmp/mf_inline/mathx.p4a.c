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
extern inline int clampi(int v, int lo, int hi);
extern inline double lerp(double a, double b, double t);
extern inline unsigned long mix64(unsigned long h, unsigned long v);
