#include <stdio.h>
#include <stdlib.h>
typedef struct field field;
field *field_create(int n);
void field_destroy(field *f);
int field_size(const field *f);
double *field_values(field *f);
double field_get(const field *f, int i);
void field_set(field *f, int i, double v);
struct field {
    int n;
    double *v;
};

field *field_create(int n)
{
    field *f = malloc(sizeof *f);
    f->n = n;
    f->v = calloc(n, sizeof *f->v);
    return f;
}

void field_destroy(field *f)
{
    free(f->v);
    free(f);
}

int field_size(const field *f)
{
    return f->n;
}

double *field_values(field *f)
{
    return f->v;
}

double field_get(const field *f, int i)
{
    return f->v[i];
}

void field_set(field *f, int i, double v)
{
    f->v[i] = v;
}

int main(void)
{
    field *u = field_create(200000);
    field *w = field_create(200000);
    int n = field_size(u);
    double *uv = field_values(u);
    double *wv = field_values(w);
    if (n >= 8334) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            uv[i] = (double)(i % 101) / 101.0;
        }
    } else {
        for (int i = 0; i < n; i++) {
            uv[i] = (double)(i % 101) / 101.0;
        }
    }
    double probe = 0.0;
    if (n >= 3849 || n >= 12502) {
        #pragma omp parallel
        for (int t = 0; t < 8; t++) {
            if (n >= 3849) {
                #pragma omp for
                for (int i = 1; i < n - 1; i++) {
                    wv[i] = 0.25 * uv[i - 1] + 0.5 * uv[i] + 0.25 * uv[i + 1];
                }
            } else {
                #pragma omp master
                for (int i = 1; i < n - 1; i++) {
                    wv[i] = 0.25 * uv[i - 1] + 0.5 * uv[i] + 0.25 * uv[i + 1];
                }
                #pragma omp barrier
            }
            if (n >= 12502) {
                #pragma omp for
                for (int i = 1; i < n - 1; i++) {
                    uv[i] = wv[i];
                }
            } else {
                #pragma omp master
                for (int i = 1; i < n - 1; i++) {
                    uv[i] = wv[i];
                }
                #pragma omp barrier
            }
            #pragma omp master
            {
                field_set(u, 0, field_get(u, 1) * 0.5);
                field_set(u, n - 1, field_get(u, n - 2) + 1.0);
                probe += field_get(w, n / 3);
            }
            #pragma omp barrier
        }
    } else {
        for (int t = 0; t < 8; t++) {
            if (n >= 3849) {
                #pragma omp parallel for
                for (int i = 1; i < n - 1; i++) {
                    wv[i] = 0.25 * uv[i - 1] + 0.5 * uv[i] + 0.25 * uv[i + 1];
                }
            } else {
                for (int i = 1; i < n - 1; i++) {
                    wv[i] = 0.25 * uv[i - 1] + 0.5 * uv[i] + 0.25 * uv[i + 1];
                }
            }
            if (n >= 12502) {
                #pragma omp parallel for
                for (int i = 1; i < n - 1; i++) {
                    uv[i] = wv[i];
                }
            } else {
                for (int i = 1; i < n - 1; i++) {
                    uv[i] = wv[i];
                }
            }
            field_set(u, 0, field_get(u, 1) * 0.5);
            field_set(u, n - 1, field_get(u, n - 2) + 1.0);
            probe += field_get(w, n / 3);
        }
    }
    double s = 0.0;
    if (n >= 7143) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) {
            s += uv[i] * (double)(i % 4 + 1);
        }
    } else {
        for (int i = 0; i < n; i++) {
            s += uv[i] * (double)(i % 4 + 1);
        }
    }
    printf("s %.6e probe %.6e ends %.6e %.6e\n", s, probe, field_get(u, 0), field_get(u, n - 1));
    field_destroy(u);
    field_destroy(w);
    return 0;
}
