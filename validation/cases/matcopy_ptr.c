/* Copies and traversals written with pointer arithmetic: a matrix copy with
 * two walking pointers, row copies with memcpy, a copy through a pointer to
 * the end (while (p != end) *q++ = *p++), a strided column extraction, a
 * reversed copy, pointer comparison as loop condition, and pointer
 * differences as indices. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define R 96
#define C 72

static double src[R][C], dst[R][C], col[R], rev[R * C];

int main(void)
{
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            src[i][j] = i + j * 0.001;

    double *p = &src[0][0], *q = &dst[0][0];
    for (int k = 0; k < R * C; k++)
        *q++ = *p++ * 2.0;
    double s1 = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            s1 += dst[i][j];

    for (int i = 0; i < R; i++)
        memcpy(dst[i], src[R - 1 - i], sizeof dst[i]);
    double s2 = dst[0][0] + dst[R - 1][C - 1];

    const double *b = src[10], *e = src[20];
    double *out = &dst[0][0];
    while (b != e)
        *out++ = *b++ + 1.0;
    double s3 = 0;
    for (double *t = &dst[0][0]; t < out; t++)
        s3 += *t;

    const double *cp = &src[0][5];
    for (int i = 0; i < R; i++, cp += C)
        col[i] = *cp;
    double s4 = 0;
    for (int i = 0; i < R; i++) s4 += col[i];

    const double *last = &src[R - 1][C - 1];
    for (double *t = rev; t < rev + R * C; t++)
        *t = *last--;
    double s5 = 0;
    for (int k = 0; k < R * C; k += 7) s5 += rev[k];

    double *heap = malloc(sizeof(double) * R * C);
    double (*rows)[C] = (double (*)[C])heap;
    for (double (*r)[C] = rows; r < rows + R; r++)
        for (double *c = *r; c < *r + C; c++)
            *c = (double)(r - rows) * 10 + (double)(c - *r);
    double s6 = 0;
    for (int i = 0; i < R; i += 3) s6 += rows[i][i % C];
    free(heap);

    printf("%.12e %.12e %.12e %.12e %.12e %.12e\n", s1, s2, s3, s4, s5, s6);
    return 0;
}
