/* A row reduction followed by a scatter into a histogram: OpenMP fuses the two loops (the
 * histogram is an array reduction there), but kernels do not reduce into arrays, so on
 * GPU targets the fused loop would stay on the host and take the 512 x 512 reduction
 * with it; the fusion is undone and the reduction stays a kernel (issue 21, item 4). */
#include <stdio.h>

#define N 512

static double a[N][N], b[N][N], c[N][N], rowsum[N];

int main(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (i + j) % 7;
            b[i][j] = (i * j) % 5;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            c[i][j] = a[i][j] * 2.0 + b[i][j];
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int j = 0; j < N; j++)
            s += c[i][j];
        rowsum[i] = s;
    }
    int hist[8] = {0};
    for (int i = 0; i < N; i++)
        hist[(int)rowsum[i] % 8]++;
    for (int k = 0; k < 8; k++)
        printf("hist %d %d\n", k, hist[k]);
    printf("rowsum %.6f %.6f\n", rowsum[3], rowsum[N - 1]);
    return 0;
}
