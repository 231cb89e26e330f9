#include <stdio.h>
#include <stdlib.h>
typedef struct {
    int n;
    double *a;
    double *b;
    double w;
} vec2;

static double dotv(vec2 v)
{
    double s = 0;
    int p4a_v_n = v.n;
    double *p4a_v_a = v.a;
    double *p4a_v_b = v.b;
    if (p4a_v_n >= 10000) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < p4a_v_n; i++) {
            s += p4a_v_a[i] * p4a_v_b[i];
        }
    } else {
        for (int i = 0; i < p4a_v_n; i++) {
            s += p4a_v_a[i] * p4a_v_b[i];
        }
    }
    return s;
}

static void scale(vec2 v, double k)
{
    int p4a_v_n_1 = v.n;
    double *p4a_v_a_1 = v.a;
    double p4a_v_w = v.w;
    double *p4a_v_b_1 = v.b;
    if (p4a_v_n_1 >= 6250) {
        #pragma omp parallel for
        for (int i = 0; i < p4a_v_n_1; i++) {
            p4a_v_a_1[i] = k * p4a_v_a_1[i] + p4a_v_w * p4a_v_b_1[i];
        }
    } else {
        for (int i = 0; i < p4a_v_n_1; i++) {
            p4a_v_a_1[i] = k * p4a_v_a_1[i] + p4a_v_w * p4a_v_b_1[i];
        }
    }
}

static vec2 make(int n)
{
    vec2 v;
    v.n = n;
    v.w = 0.5;
    v.a = malloc(n * sizeof(double));
    v.b = malloc(n * sizeof(double));
    double *p4a_v_b_2 = v.b;
    double *p4a_v_a_2 = v.a;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        p4a_v_a_2[i] = i % 11 * 0.1;
        p4a_v_b_2[i] = i % 7 * 0.2;
    }
    return v;
}

int main(void)
{
    vec2 v = make(200000);
    double hist[8];
    int nh = 0;
    int p4a_v_n_2 = v.n;
    for (int t = 0; t < 8; t++) {
        scale(v, 0.9);
        hist[t] = dotv(v) / p4a_v_n_2;
        nh = t + 1;
    }
    for (int i = 0; i < nh; i++) {
        printf("%d %.10e\n", i, hist[i]);
    }
    v.a[3] = -1;
    printf("%.10e\n", dotv(v));
    free(v.a);
    free(v.b);
    return 0;
}
