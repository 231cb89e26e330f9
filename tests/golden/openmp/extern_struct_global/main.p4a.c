#include <stdio.h>
#include <stdlib.h>
struct field {
    int n;
    double *val;
    double *tmp;
};
extern double gscale;
extern struct field F;
double energy(const struct field *f);
void relax_step(struct field *f);
struct field F;

int main(void)
{
    F.n = 50000;
    F.val = malloc(50000 * sizeof(double));
    F.tmp = malloc(50000 * sizeof(double));
    if (!F.val || !F.tmp) {
        return 1;
    }
    double *w = F.val;
    for (int i = 0; i < 50000; i++) {
        *w++ = i % 29 * 0.5;
    }
    double hist[8];
    int nh = 0;
    for (int s = 0; s < 16; s++) {
        relax_step(&F);
        if (s % 2 == 1) {
            hist[nh++] = energy(&F) / 50000;
        }
    }
    for (int k = 0; k < nh; k++) {
        printf("%d %.10e\n", k, hist[k]);
    }
    free(F.val);
    free(F.tmp);
    return 0;
}
