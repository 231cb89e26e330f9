/* A parallel row loop whose body has two column loops (a transpose-like copy, then
 * a point-wise update): the inner loops fuse, making a perfect 2-D nest. */
#include <stdio.h>
#define N 256
static double a[N][N], b[N][N], c[N][N];
int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            b[i][j] = ((i ^ j) % 16) * 0.0625;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            a[i][j] = b[j][i] * 2;
        for (int j = 0; j < N; j++)
            c[i][j] = a[i][j] + j * 0.001;
    }
    double s = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s = s * 0.999 + c[i][j];
    printf("%.9e\n", s);
    return 0;
}
