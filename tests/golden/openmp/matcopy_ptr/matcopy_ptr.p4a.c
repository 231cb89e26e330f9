#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static double src[96][72], dst[96][72], col[96], rev[96 * 72];

int main(void)
{
    for (int i = 0; i < 96; i++) {
        for (int j = 0; j < 72; j++) {
            src[i][j] = i + j * 0.001;
        }
    }
    double *p = &src[0][0], *q = &dst[0][0];
    for (int k = 0; k < 96 * 72; k++) {
        *q++ = *p++ * 2.0;
    }
    double s1 = 0;
    for (int i = 0; i < 96; i++) {
        for (int j = 0; j < 72; j++) {
            s1 += dst[i][j];
        }
    }
    for (int i = 0; i < 96; i++) {
        memcpy(dst[i], src[96 - 1 - i], sizeof dst[i]);
    }
    double s2 = dst[0][0] + dst[96 - 1][72 - 1];
    const double *b = src[10], *e = src[20];
    double *out = &dst[0][0];
    while (b != e) {
        *out++ = *b++ + 1.0;
    }
    double s3 = 0;
    for (double *t = &dst[0][0]; t < out; t++) {
        s3 += *t;
    }
    const double *cp = &src[0][5];
    for (int i = 0; i < 96; i++, cp += 72) {
        col[i] = *cp;
    }
    double s4 = 0;
    for (int i = 0; i < 96; i++) {
        s4 += col[i];
    }
    const double *last = &src[96 - 1][72 - 1];
    for (double *t = rev; t < rev + 96 * 72; t++) {
        *t = *last--;
    }
    double s5 = 0;
    for (int k = 0; k < 96 * 72; k += 7) {
        s5 += rev[k];
    }
    double *heap = malloc(sizeof(double) * 96 * 72);
    double (*rows)[72] = (double (*)[72])heap;
    for (double (*r)[72] = rows; r < rows + 96; r++) {
        for (double *c = *r; c < *r + 72; c++) {
            *c = (double)(r - rows) * 10 + (double)(c - *r);
        }
    }
    double s6 = 0;
    for (int i = 0; i < 96; i += 3) {
        s6 += rows[i][i % 72];
    }
    free(heap);
    printf("%.12e %.12e %.12e %.12e %.12e %.12e\n", s1, s2, s3, s4, s5, s6);
    return 0;
}
