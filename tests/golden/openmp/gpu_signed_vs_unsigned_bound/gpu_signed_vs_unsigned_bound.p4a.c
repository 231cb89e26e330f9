#include <stdio.h>
double a[1000010];

int main(void)
{
    unsigned int u = 1000000;
    for (int i = -5; i < u; i++) {
        a[i + 5] = 1;
    }
    printf("%g\n", a[100]);
    return 0;
}
