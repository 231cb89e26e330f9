/* Arrays that change size: a particle set grows by realloc every G steps (new
 * particles appended on the host), and kernels move every particle in each step.
 * Hand count: a kernel fills the first block (nothing goes up), each growth brings the
 * positions down before realloc copies them and sends the grown block up (2 copies per
 * growth, 2 growths), and the checksum's partial sums come down once. */
#include <stdio.h>
#include <stdlib.h>

#define T 30
#define G 10

int main(void)
{
    int n = 50000;
    double *x = malloc(n * sizeof *x);
    if (!x)
        return 1;
    for (int i = 0; i < n; i++)
        x[i] = (i % 101) * 0.01;
    for (int t = 1; t <= T; t++) {
        for (int i = 0; i < n; i++)
            x[i] = x[i] * 0.999 + 0.001 * (i % 7);
        if (t % G == 0 && t < T) {
            int m = n + n / 2;
            double *y = realloc(x, m * sizeof *y);
            if (!y)
                return 1;
            x = y;
            for (int i = n; i < m; i++)
                x[i] = (i % 13) * 0.1;
            n = m;
        }
    }
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += x[i] * (1 + i % 3);
    printf("n %d checksum %.10e\n", n, s);
    free(x);
    return 0;
}
