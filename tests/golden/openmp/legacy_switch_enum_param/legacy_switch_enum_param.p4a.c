#include <stdio.h>
#include <stdlib.h>
enum op { OP_ADD, OP_MUL, OP_NEG };
typedef struct {
    double g, b;
} params_t;
struct cfg {
    double w[4];
    int n;
};

static void run(int n, double *a, enum op o, params_t p, struct cfg c)
{
    double p4a_p_g = p.g;
    double p4a_p_b = p.b;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        double x = a[i];
        switch (o) {
        case OP_ADD:
            x = x + p4a_p_b;
            break;
        case OP_MUL:
            x = x * p4a_p_g;
            break;
        default:
            x = -x;
            break;
        }
        a[i] = x * c.w[i % 4];
    }
}

int main(void)
{
    int n = 300000;
    double *a = malloc(n * sizeof *a);
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        a[i] = (double)(i % 11);
    }
    params_t p = {1.5, 0.25};
    struct cfg c = {{1.0, 0.5, 2.0, 0.25}, 4};
    run(n, a, OP_MUL, p, c);
    run(n, a, OP_ADD, p, c);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < n; i++) {
        s += a[i];
    }
    printf("%.6e\n", s);
    free(a);
    return 0;
}
