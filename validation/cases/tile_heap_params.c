/* Stencils over heap grids passed to functions: a blur of a malloc'd VLA image through
 * pointer parameters that every call site gives distinct blocks (tiled), the same blur
 * called once with overlapping arguments in another function (the loop is then not
 * parallel, nothing to tile), and a gradient whose source is also written by the kernel
 * (not tiled: written). Sizes come from the command line's absence: fixed here but only
 * known at run time to the callee. */
#include <stdio.h>
#include <stdlib.h>

static void blur(int n, int m, double (*restrict out)[m], double (*in)[m])
{
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < m - 1; j++)
            out[i][j] = (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] + 4 * in[i][j]) / 8;
}

static void sharpen_in_place(int n, int m, double (*a)[m])
{
    /* Reads a[i][j-1] and a[i][j+1] but also writes a[i][j]: a row-wise dependence, the
     * outer loop alone is parallel; a is written, so never tiled. */
    for (int i = 0; i < n; i++)
        for (int j = 1; j < m - 1; j++)
            a[i][j] = 2 * a[i][j] - 0.5 * a[i][j];
}

int main(void)
{
    int n = 45, m = 70;
    double (*img)[m] = malloc(sizeof(double[n][m]));
    double (*tmp)[m] = malloc(sizeof(double[n][m]));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            img[i][j] = tmp[i][j] = ((i * 5 + j * 3) % 17) / 17.0;
    for (int r = 0; r < 3; r++) {
        blur(n, m, tmp, img);
        blur(n, m, img, tmp);
    }
    sharpen_in_place(n, m, img);
    double s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            s += img[i][j] * ((i * j) % 3 + 1);
    printf("%.12e %.12e\n", s, img[n / 2][m / 3]);
    free(img);
    free(tmp);
    return 0;
}
