#include <stdio.h>
#include <stdlib.h>
struct pair {
    unsigned int lo : 16;
    unsigned int hi : 16;
};

int main(void)
{
    int n = 400000;
    struct pair *p = malloc((n + 1) * sizeof *p);
    #pragma omp parallel for
    for (int i = 0; i <= n; i++) {
        p[i].lo = 0;
        p[i].hi = 0;
    }
    for (int r = 0; r < 4; r++) {
        for (int i = 0; i < n; i++) {
            p[i].lo = (unsigned int)((i * 7 + r) & 0xffff);
            p[i + 1].hi = (unsigned int)((i * 3 + r) & 0xffff);
        }
    }
    unsigned long long s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i <= n; i++) {
        s += (unsigned long long)p[i].lo * 3u + p[i].hi;
    }
    printf("s %llu\n", s);
    free(p);
    return 0;
}
