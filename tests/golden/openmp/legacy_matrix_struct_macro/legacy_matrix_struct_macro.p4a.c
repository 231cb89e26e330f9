#include <stdio.h>
#include <stdlib.h>
struct mat {
    int rows, cols;
    double *d;
};

static struct mat mat_new(int rows, int cols)
{
    struct mat m = {rows, cols, malloc((size_t)rows * cols * sizeof(double))};
    return m;
}

static void mat_fill(struct mat *m, int seed)
{
    int r = m->rows, c = m->cols;
    double *d = m->d;
    if (r >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                d[(size_t)i * c + j] = (double)((i * 5 + j * 3 + seed) % 23) / 23.0 - 0.5;
            }
        }
    } else {
        for (int i = 0; i < r; i++) {
            for (int j = 0; j < c; j++) {
                d[(size_t)i * c + j] = (double)((i * 5 + j * 3 + seed) % 23) / 23.0 - 0.5;
            }
        }
    }
}

static void mat_mul(const struct mat *a, const struct mat *b, struct mat *c)
{
    int n = a->rows, m = a->cols, p = b->cols;
    const double *ad = a->d, *bd = b->d;
    double *cd = c->d;
    if (n >= 8) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < p; j++) {
                double s = 0.0;
                for (int k = 0; k < m; k++) {
                    s += ad[(size_t)i * m + k] * bd[(size_t)k * p + j];
                }
                cd[(size_t)i * p + j] = s;
            }
        }
    } else {
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < p; j++) {
                double s = 0.0;
                for (int k = 0; k < m; k++) {
                    s += ad[(size_t)i * m + k] * bd[(size_t)k * p + j];
                }
                cd[(size_t)i * p + j] = s;
            }
        }
    }
}

static double mat_trace_like(const struct mat *m)
{
    double s = 0.0;
    int p4a_m_rows = m->rows;
    double *p4a_m_d = m->d;
    int p4a_m_cols = m->cols;
    if (p4a_m_rows >= 7143) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < p4a_m_rows; i++) {
            s += p4a_m_d[(size_t)i * p4a_m_cols + i % p4a_m_cols];
        }
    } else {
        for (int i = 0; i < p4a_m_rows; i++) {
            s += p4a_m_d[(size_t)i * p4a_m_cols + i % p4a_m_cols];
        }
    }
    return s;
}

int main(void)
{
    struct mat a = mat_new(160, 120), b = mat_new(120, 140), c = mat_new(160, 140);
    mat_fill(&a, 1);
    mat_fill(&b, 2);
    mat_mul(&a, &b, &c);
    double s = 0.0;
    int p4a_c_rows = c.rows;
    int p4a_c_cols = c.cols;
    double *p4a_c_d = c.d;
    if (p4a_c_rows * p4a_c_cols >= 8334) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < p4a_c_rows * p4a_c_cols; i++) {
            s += p4a_c_d[i] * (double)(i % 3);
        }
    } else {
        for (int i = 0; i < p4a_c_rows * p4a_c_cols; i++) {
            s += p4a_c_d[i] * (double)(i % 3);
        }
    }
    printf("s %.6e tr %.6e c00 %.6e\n", s, mat_trace_like(&c), (&c)->d[(size_t)0 * (&c)->cols + 0]);
    free(a.d);
    free(b.d);
    free(c.d);
    return 0;
}
