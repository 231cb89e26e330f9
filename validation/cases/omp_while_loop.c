/* while and do-while loops are never made parallel, even when their iterations
 * are independent. The same elementwise work written as a for loop is
 * parallel, and a for loop whose body contains a while loop (Collatz step
 * counts) is parallel on the for loop. */
#include <stdio.h>

#define N 20000
#define M 3000

static double a[N], b[N], c[N], d[N];
static int steps[M];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        a[i] = (double)((i * 13 + 5) % 71) * 0.25;
    i = 0;
    while (i < N) {
        b[i] = a[i] * 2.0;
        i++;
    }
    i = 0;
    do {
        c[i] = a[i] + 1.0;
        i++;
    } while (i < N);
    for (i = 0; i < N; i++)
        d[i] = b[i] + c[i];
    for (i = 0; i < M; i++) {
        long x = i + 1;
        int s = 0;
        while (x != 1) {
            x = (x % 2) ? 3 * x + 1 : x / 2;
            s++;
        }
        steps[i] = s;
    }
    double sd = 0;
    long ss = 0;
    for (i = 0; i < N; i++)
        sd += d[i] * (double)(i % 4 + 1);
    for (i = 0; i < M; i++)
        ss += (long)steps[i] * (i % 7 + 1);
    printf("d %.12e steps %ld steps[26] %d\n", sd, ss, steps[26]);
    return 0;
}
