#include <stdio.h>
#include <stdlib.h>
struct state {
    int n;
    double *u, *f, *w;
    double left, right;
};

static void set_boundary(struct state *st, int t)
{
    st->u[0] = st->left + 0.01 * t;
    st->u[st->n - 1] = st->right;
    st->f[st->n / 2] += 1.0;
}

int main(void)
{
    struct state st = {.n = 200000, .left = 1.0, .right = -1.0};
    st.u = malloc(st.n * sizeof(double));
    st.f = malloc(st.n * sizeof(double));
    st.w = malloc(st.n * sizeof(double));
    int n = st.n;
    double *u = st.u, *f = st.f, *w = st.w;
    if (n >= 6250) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            u[i] = 0.0;
            f[i] = (double)(i % 17) * 1e-3;
        }
    } else {
        for (int i = 0; i < n; i++) {
            u[i] = 0.0;
            f[i] = (double)(i % 17) * 1e-3;
        }
    }
    double *p4a_st_u = st.u;
    if (n >= 4548 || n >= 12502) {
        #pragma omp parallel
        for (int t = 0; t < 10; t++) {
            #pragma omp master
            set_boundary(&st, t);
            #pragma omp barrier
            if (n >= 4548) {
                #pragma omp for
                for (int i = 1; i < n - 1; i++) {
                    w[i] = 0.5 * (u[i - 1] + u[i + 1]) + f[i];
                }
            } else {
                #pragma omp master
                for (int i = 1; i < n - 1; i++) {
                    w[i] = 0.5 * (u[i - 1] + u[i + 1]) + f[i];
                }
                #pragma omp barrier
            }
            if (n >= 12502) {
                #pragma omp for
                for (int i = 1; i < n - 1; i++) {
                    u[i] = w[i];
                }
            } else {
                #pragma omp master
                for (int i = 1; i < n - 1; i++) {
                    u[i] = w[i];
                }
                #pragma omp barrier
            }
            #pragma omp master
            p4a_st_u[1] += 0.5;
            #pragma omp barrier
        }
    } else {
        for (int t = 0; t < 10; t++) {
            set_boundary(&st, t);
            if (n >= 4548) {
                #pragma omp parallel for
                for (int i = 1; i < n - 1; i++) {
                    w[i] = 0.5 * (u[i - 1] + u[i + 1]) + f[i];
                }
            } else {
                for (int i = 1; i < n - 1; i++) {
                    w[i] = 0.5 * (u[i - 1] + u[i + 1]) + f[i];
                }
            }
            if (n >= 12502) {
                #pragma omp parallel for
                for (int i = 1; i < n - 1; i++) {
                    u[i] = w[i];
                }
            } else {
                for (int i = 1; i < n - 1; i++) {
                    u[i] = w[i];
                }
            }
            p4a_st_u[1] += 0.5;
        }
    }
    double s = 0.0;
    if (n >= 7143) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) {
            s += u[i] * (double)(i % 5 + 1);
        }
    } else {
        for (int i = 0; i < n; i++) {
            s += u[i] * (double)(i % 5 + 1);
        }
    }
    printf("s %.6e u0 %.6e u1 %.6e umid %.6e\n", s, u[0], u[1], u[n / 2]);
    free(st.u);
    free(st.f);
    free(st.w);
    return 0;
}
