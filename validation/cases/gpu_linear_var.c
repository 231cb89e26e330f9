/* Linearised malloc buffers indexed a[i*n + j] where the row length is a
 * variable (computed from argc, so it is only known at run time): a fill, a
 * row-major to column-major copy b[j*rows + i], a 5-point stencil on the
 * interior with a column stride, and a loop over a sub-block with an offset
 * base index. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    (void)argv;
    int rows = 240 + argc;              /* 241 */
    int n = 199 + 2 * argc;             /* 201 columns */
    double *a = malloc((size_t)rows * n * sizeof *a);
    double *b = malloc((size_t)rows * n * sizeof *b);
    double *s = malloc((size_t)rows * n * sizeof *s);
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < n; j++)
            a[i * n + j] = (i % 23) * 0.5 - (j % 19) * 0.25;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < n; j++)
            b[j * rows + i] = a[i * n + j] * 2.0 + i;
    for (int k = 0; k < rows * n; k++)
        s[k] = -1.0;
    for (int i = 1; i < rows - 1; i++)
        for (int j = 1; j < n - 1; j++)
            s[i * n + j] = a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] + a[i * n + j + 1]
                         - 4.0 * a[i * n + j];
    int base = 10 * n + 20;
    for (int i = 0; i < rows / 2; i++)
        for (int j = 0; j < n / 2; j++)
            a[base + i * n + j] = b[j * rows + i] * 0.5;
    double sa = 0, sb = 0, ss = 0;
    for (int k = 0; k < rows * n; k++) {
        sa += a[k] * (k % 7 + 1);
        sb += b[k] * (k % 5 + 1);
        ss += s[k] * (k % 3 + 1);
    }
    printf("rows %d cols %d\n", rows, n);
    printf("a %.12e b %.12e s %.12e\n", sa, sb, ss);
    printf("probe %.12e %.12e %.12e\n", a[base + n + 1], b[rows * n - 1], s[n + 1]);
    free(a); free(b); free(s);
    return 0;
}
