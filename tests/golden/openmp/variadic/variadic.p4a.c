#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static long sum_ints(int count, ...)
{
    va_list ap;
    long s = 0;
    __builtin_va_start(ap, count);
    for (int i = 0; i < count; i++) {
        s += __builtin_va_arg(ap, int);
    }
    __builtin_va_end(ap);
    return s;
}

static size_t total_len(const char *first, ...)
{
    va_list ap;
    size_t n = 0;
    __builtin_va_start(ap, first);
    for (const char *s = first; s != (void *)0; s = __builtin_va_arg(ap, const char *)) {
        n += strlen(s);
    }
    __builtin_va_end(ap);
    return n;
}

static void stats(double *mean, double *var, int n, ...)
{
    va_list ap, again;
    __builtin_va_start(ap, n);
    __builtin_va_copy(again, ap);
    double s = 0;
    for (int i = 0; i < n; i++) {
        s += __builtin_va_arg(ap, double);
    }
    *mean = s / n;
    double v = 0;
    for (int i = 0; i < n; i++) {
        double d = __builtin_va_arg(again, double) - *mean;
        v += d * d;
    }
    *var = v / n;
    __builtin_va_end(again);
    __builtin_va_end(ap);
}

static unsigned long mini_format(char *buf, size_t cap, const char *fmt, ...)
{
    va_list ap;
    size_t used = 0;
    unsigned long h = 0;
    __builtin_va_start(ap, fmt);
    for (const char *f = fmt; *f; f++) {
        int w = 0;
        switch (*f) {
        case 'i':
            {
                int v = __builtin_va_arg(ap, int);
                h = h * 31 + (unsigned long)v;
                w = snprintf(buf + used, cap - used, "[%d]", v);
                break;
            }
        case 'l':
            {
                long v = __builtin_va_arg(ap, long);
                h = h * 31 + (unsigned long)v;
                w = snprintf(buf + used, cap - used, "[%ld]", v);
                break;
            }
        case 'd':
            {
                double v = __builtin_va_arg(ap, double);
                w = snprintf(buf + used, cap - used, "[%.3f]", v);
                break;
            }
        case 's':
            {
                char *v = __builtin_va_arg(ap, char *);
                w = snprintf(buf + used, cap - used, "[%s]", v);
                break;
            }
        case 'p':
            {
                int *v = __builtin_va_arg(ap, int *);
                *v += 1;
                w = snprintf(buf + used, cap - used, "[*%d]", *v);
                break;
            }
        default:
            w = snprintf(buf + used, cap - used, "?");
            break;
        }
        if (w > 0 && (size_t)w < cap - used) {
            used += (size_t)w;
        }
    }
    __builtin_va_end(ap);
    return h;
}

static int logf_into(char *buf, size_t cap, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static int logf_into(char *buf, size_t cap, const char *fmt, ...)
{
    va_list ap;
    __builtin_va_start(ap, fmt);
    int n = vsnprintf(buf, cap, fmt, ap);
    __builtin_va_end(ap);
    return n;
}

int main(void)
{
    char c = 'x';
    short sh = -300;
    float f = 1.25f;
    printf("sum %ld %ld %ld\n", sum_ints(0), sum_ints(3, 1, 2, 3),
        sum_ints(5, c, sh, 100000, -7, 'A'));
    printf("len %zu\n", total_len("alpha", "be", "", "gamma delta", (char *)(void *)0));
    double m, v;
    stats(&m, &v, 6, 1.0, 2.0, 4.0, (double)f, 8.5, -3.0);
    printf("stats %.6e %.6e\n", m, v);
    stats(&m, &v, 2, f, 2.0f);
    printf("stats %.6e %.6e\n", m, v);
    char buf[200];
    int counter = 41;
    unsigned long h = mini_format(buf, sizeof buf, "ildsp?i", 7, 123456789L, 2.5, "str", &counter,
        -1);
    printf("%s %lu %d\n", buf, h, counter);
    int n = logf_into(buf, sizeof buf, "%s=%d;%05.1f|%-4s|%x|%o|%e", "k", 42, 3.14159, "ab", 255u,
        8u, 12345.678);
    printf("%d %s\n", n, buf);
    n = logf_into(buf, 8, "%s", "truncated output");
    printf("%d %s\n", n, buf);
    return 0;
}
