#include <stdio.h>
static double a[70000];

int main(int argc, char **argv)
{
    (void)argv;
    if (argc < 5) {
        #pragma omp parallel for
        for (int i = 0; i < 70000; i++) {
            a[i] = i * 0.5;
        }
    } else {
        for (int i = 0; i < 70000; i++) {
            printf("%d\n", i), a[i] = i;
        }
    }
    double s = 0;
    for (int i = 0; i < 70000; i++) {
        s = s * 0.5 + a[i];
    }
    printf("%.9f %.9f\n", s, a[70000 / 2]);
    return 0;
}
