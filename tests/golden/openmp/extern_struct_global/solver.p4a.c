struct field {
    int n;
    double *val;
    double *tmp;
};
extern double gscale;
extern struct field F;
double energy(const struct field *f);
void relax_step(struct field *f);
double gscale = 0.25;

double energy(const struct field *f)
{
    double e = 0;
    const double *p = f->val;
    int p4a_f_n = f->n;
    if (p4a_f_n >= 10000) {
        #pragma omp parallel for reduction(+:e)
        for (int i = 0; i < p4a_f_n; i++) {
            e += p[i] * p[i];
        }
    } else {
        for (int i = 0; i < p4a_f_n; i++) {
            e += p[i] * p[i];
        }
    }
    return e;
}

void relax_step(struct field *f)
{
    double *v = f->val, *t = f->tmp;
    int n = f->n;
    if (n >= 3574) {
        #pragma omp parallel for
        for (int i = 1; i < n - 1; i++) {
            t[i] = v[i] + gscale * (v[i - 1] - 2 * v[i] + v[i + 1]);
        }
    } else {
        for (int i = 1; i < n - 1; i++) {
            t[i] = v[i] + gscale * (v[i - 1] - 2 * v[i] + v[i + 1]);
        }
    }
    if (n >= 12502) {
        #pragma omp parallel for
        for (int i = 1; i < n - 1; i++) {
            v[i] = t[i];
        }
    } else {
        for (int i = 1; i < n - 1; i++) {
            v[i] = t[i];
        }
    }
}
