#include <stdio.h>
#include <stdlib.h>
struct state {
    double *f;
};

int main(void)
{
    int n = 200000;
    double *f = malloc(n * sizeof *f);
    double *u = malloc(n * sizeof *u);
    struct state st = {f};
    double s = 0.0;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        f[i] = 1.0;
    }
    double *p4a_st_f = st.f;
    #pragma omp parallel
    for (int t = 0; t < 2; t++) {
        #pragma omp master
        s += p4a_st_f[0];
        #pragma omp barrier
        #pragma omp for
        for (int i = 1; i < n; i++) {
            u[i] = f[i];
        }
    }
    printf("%.1f %.1f\n", s, u[1]);
    free(f);
    free(u);
    return 0;
}
