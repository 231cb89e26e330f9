#include <stdio.h>
#include <stddef.h>
int a[200000], b[200000];
int g;

int last_value(int lo, int hi)
{
    int t = 7;
    if (hi - lo >= 8334) {
        #pragma omp parallel for lastprivate(t)
        for (int i = lo; i < hi; i++) {
            t = a[i] + 1;
            b[i] = t;
        }
    } else {
        for (int i = lo; i < hi; i++) {
            t = a[i] + 1;
            b[i] = t;
        }
    }
    return t;
}

int global_index(int lo, int hi)
{
    if (hi - lo >= 10000) {
        #pragma omp parallel for lastprivate(g)
        for (g = lo; g < hi; g++) {
            b[g] = a[g] * 2;
        }
    } else {
        for (g = lo; g < hi; g++) {
            b[g] = a[g] * 2;
        }
    }
    return g;
}

int local_index(int lo, int hi)
{
    int i;
    if (hi - lo >= 9999) {
        #pragma omp parallel for lastprivate(i)
        for (i = lo; i <= hi; i++) {
            b[i] = a[i] - 1;
        }
    } else {
        for (i = lo; i <= hi; i++) {
            b[i] = a[i] - 1;
        }
    }
    return i;
}

size_t unsigned_bound(size_t len)
{
    size_t i, last = 99;
    if (len >= 8334) {
        #pragma omp parallel for lastprivate(i, last)
        for (i = 0; i < len; i++) {
            last = i * 3;
            b[i] = (int)last;
        }
    } else {
        for (i = 0; i < len; i++) {
            last = i * 3;
            b[i] = (int)last;
        }
    }
    return last + i;
}

int main(int argc, char **argv)
{
    (void)argv;
    int i;
    #pragma omp parallel for
    for (i = 0; i < 200000; i++) {
        a[i] = i % 1000;
    }
    int z = argc + 10;
    printf("%d %d %d %zu\n", last_value(z, z), global_index(z, z), local_index(z, z - 1),
        unsigned_bound((size_t)argc - 1));
    printf("%d %d %d %zu\n", last_value(z, 200000), global_index(z, 200000),
        local_index(z, 200000 - 1), unsigned_bound((size_t)200000 - (size_t)argc));
    printf("%d %d %d\n", last_value(z, z + 3), global_index(5, 9), local_index(z, z + 4));
    long s = 0;
    #pragma omp parallel for reduction(+:s)
    for (i = 0; i < 200000; i++) {
        s += b[i];
    }
    printf("%ld\n", s);
    return 0;
}
