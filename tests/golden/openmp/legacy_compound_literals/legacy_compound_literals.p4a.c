#include <stdio.h>
#include <stdlib.h>
struct v2 {
    double x, y;
};

static double dot(const struct v2 *a, const struct v2 *b)
{
    return a->x * b->x + a->y * b->y;
}

int main(void)
{
    int n = 300000;
    double *a = malloc(n * sizeof *a);
    double *b = malloc(n * sizeof *b);
    double *c = malloc(n * sizeof *c);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        a[i] = (double)(i % 211) / 211.0;
    }
    #pragma omp parallel for
    for (int i = 2; i < n - 2; i++) {
        const double *w = (const double[]){1.0, 4.0, 6.0, 4.0, 1.0};
        double s = 0.0;
        {
            s += w[0] * a[i - 2];
            s += w[1] * a[i + 1 - 2];
            s += w[2] * a[i + 2 - 2];
            s += w[3] * a[i + 3 - 2];
            s += w[4] * a[i + 4 - 2];
        }
        b[i] = s / 16.0;
    }
    b[0] = b[1] = b[n - 2] = b[n - 1] = 0.0;
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        {
            struct v2 p = (struct v2){.x = a[i], .y = b[i]};
            c[i] = dot(&p, &(struct v2){0.5, -0.25});
        }
        s += c[i];
    }
    printf("s %.6e mid %.6e\n", s, c[n / 2]);
    free(a);
    free(b);
    free(c);
    return 0;
}
