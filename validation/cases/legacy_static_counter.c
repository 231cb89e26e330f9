/* Storage classes in loop bodies: a `static` counter declared in the body is one object
   for all iterations (the loop stays sequential); an automatic one is private; a static
   constant table read in the body does not stop the loop. */
#include <stdio.h>
#define N 300000
static int a[N], b[N];
int main(void)
{
    for (int i = 0; i < N; i++) {
        static int cnt = 0;
        cnt++;
        a[i] = cnt % 1000;
    }
    for (int i = 0; i < N; i++) {
        static const int w[4] = {3, 1, 4, 1};
        int t = a[i] * w[i % 4];
        b[i] = t + i % 3;
    }
    long s = 0;
    for (int i = 0; i < N; i++)
        s += (long)b[i] * (i % 13);
    printf("%ld\n", s);
    return 0;
}
