/* Last values of loops that may run zero times: a lastprivate scalar, a global index,
   a local index, and an unsigned (size_t) bound that may be 0. Bounds come from argc so
   they are only known at run time. */
#include <stdio.h>
#include <stddef.h>
#define N 200000
int a[N], b[N];
int g;
int last_value(int lo, int hi)
{
    int t = 7;
    for (int i = lo; i < hi; i++) {
        t = a[i] + 1;
        b[i] = t;
    }
    return t;
}
int global_index(int lo, int hi)
{
    for (g = lo; g < hi; g++)
        b[g] = a[g] * 2;
    return g;
}
int local_index(int lo, int hi)
{
    int i;
    for (i = lo; i <= hi; i++)
        b[i] = a[i] - 1;
    return i;
}
size_t unsigned_bound(size_t len)
{
    size_t i, last = 99;
    for (i = 0; i < len; i++) {
        last = i * 3;
        b[i] = (int)last;
    }
    return last + i;
}
int main(int argc, char **argv)
{
    (void)argv;
    int i;
    for (i = 0; i < N; i++)
        a[i] = i % 1000;
    int z = argc + 10;
    printf("%d %d %d %zu\n", last_value(z, z), global_index(z, z), local_index(z, z - 1),
           unsigned_bound((size_t)argc - 1));
    printf("%d %d %d %zu\n", last_value(z, N), global_index(z, N), local_index(z, N - 1),
           unsigned_bound((size_t)N - (size_t)argc));
    printf("%d %d %d\n", last_value(z, z + 3), global_index(5, 9), local_index(z, z + 4));
    long s = 0;
    for (i = 0; i < N; i++)
        s += b[i];
    printf("%ld\n", s);
    return 0;
}
