/* Bitfields shared by neighbours: iteration i writes the `lo` field of element i and the
   `hi` field of element i + 1. The fields are distinct, but adjacent bitfields are one
   memory location: two iterations write the same storage word (read-modify-write), so
   running them on different threads is a data race. */
#include <stdio.h>
#include <stdlib.h>

struct pair {
    unsigned lo : 16;
    unsigned hi : 16;
};

int main(void)
{
    int n = 400000;
    struct pair *p = malloc((n + 1) * sizeof *p);
    for (int i = 0; i <= n; i++) {
        p[i].lo = 0;
        p[i].hi = 0;
    }
    for (int r = 0; r < 4; r++)
        for (int i = 0; i < n; i++) {
            p[i].lo = (unsigned)((i * 7 + r) & 0xffff);
            p[i + 1].hi = (unsigned)((i * 3 + r) & 0xffff);
        }
    unsigned long long s = 0;
    for (int i = 0; i <= n; i++)
        s += (unsigned long long)p[i].lo * 3u + p[i].hi;
    printf("s %llu\n", s);
    free(p);
    return 0;
}
