/* A union's members share their storage: writing one member in a loop changes another
 * the loop reads (its bound, a value in its body), so neither may be loaded once before
 * the loop as a structure's member can. */
#include <stdio.h>

union cell {
    int n;
    unsigned u;
};

struct box {
    union cell c;
    double w[64];
};

int main(void)
{
    union cell c;
    c.n = 10;
    int acc = 0;
    for (int i = 0; i < c.n; i++) {
        acc += i;
        if (i == 3)
            c.u = 5u;
    }
    struct box b;
    b.c.n = 2;
    for (int i = 0; i < 64; i++) {
        b.w[i] = b.c.n * 0.5;
        if (i % 16 == 15)
            b.c.u += 1u;
    }
    double s = 0.0;
    for (int i = 0; i < 64; i++)
        s += b.w[i];
    printf("%d %u %.3f\n", acc, b.c.u, s);
    return 0;
}
