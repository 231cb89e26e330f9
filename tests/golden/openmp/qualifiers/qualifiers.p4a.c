#include <stdio.h>
const int limit = 40;
static const double scale = 0.5;
const char *const names[] = {"zero", "one", "two"};
extern int shared_counter;
int shared_counter = 3;
static volatile int vflag = 1;
const int reversed_order = 7;
const int *const cpc = &limit;

static double dot(int n, const double *restrict x, const double *restrict y)
{
    double s = 0;
    for (register int i = 0; i < n; i++) {
        s += x[i] * y[i];
    }
    return s;
}

static double sum10(double a[static 10])
{
    double s = 0;
    for (int i = 0; i < 10; i++) {
        s += a[i];
    }
    return s;
}

static void scale_into(int n, double a[const], const double b[static restrict 1])
{
    for (int i = 0; i < n; i++) {
        a[i] = b[i] * scale;
    }
}

static void axpy(int n, double alpha, const double x[restrict n], double y[restrict n])
{
    for (int i = 0; i < n; i++) {
        y[i] += alpha * x[i];
    }
}

static int read_volatile(const volatile int *p)
{
    return *p;
}

static int step(void)
{
    static int calls = 0;
    auto int local = 2;
    register int r = calls * local;
    calls++;
    return r;
}

int main(void)
{
    double x[16], y[16], z[16];
    for (int i = 0; i < 16; i++) {
        x[i] = i * 0.25;
        y[i] = 16 - i;
        z[i] = 0;
    }
    int *const p = &shared_counter;
    const int *volatile q = &limit;
    volatile int vloc = 5;
    const volatile int cv = 9;
    int *restrict rp = &shared_counter;
    const int *const *pp = &cpc;
    const int *const volatile *ppq = &q;
    *p += 1;
    *rp += 1;
    {
        vloc += 0;
        vloc += 1;
        vloc += 2;
    }
    vflag = vflag + vloc;
    printf("dot %.6e\n", dot(16, x, y));
    printf("sum10 %.6e\n", sum10(x + 2));
    scale_into(16, z, y);
    axpy(16, 2.0, x, z);
    double s = 0;
    for (int i = 0; i < 16; i++) {
        s += z[i];
    }
    printf("z %.6e\n", s);
    int st = 0;
    for (int i = 0; i < 5; i++) {
        st += step();
    }
    printf("ints %d %d %d %d %d %d %d %d %d\n", *p, *q, vloc, cv, read_volatile(&vflag), **pp,
        **ppq, reversed_order, st);
    printf("%s %s %zu\n", names[1], names[2], sizeof names / sizeof *names);
    return 0;
}
