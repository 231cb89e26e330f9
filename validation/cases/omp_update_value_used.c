/* Updates whose value is used are not reductions: k++ read as a subscript in a nest
   (an induction variable: substituted, then lastprivate), s += x whose value is stored,
   a pre-increment tested in a condition, and a comma expression keeping the value. */
#include <stdio.h>
#define R 300
#define C 200
double flat[R * C], back[R][C], rev[R], run[R * C];
int hits[R * C];
int main(void)
{
    int i, j, k, cnt;
    double s, t;
    for (i = 0; i < R * C; i++)
        flat[i] = i % 97;
    for (i = 0; i < R; i++)
        rev[i] = i;
    k = 0;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            back[i][j] = flat[k++] + rev[i];
    s = 0;
    for (i = 0; i < R * C; i++)
        run[i] = (s += flat[i]);
    cnt = 0;
    for (i = 0; i < R * C; i++)
        hits[i] = (++cnt > 5000) ? 1 : 0;
    t = 0;
    for (i = 0; i < R * C; i++)
        run[i] += (t += 1.0, t);
    double sum = 0;
    long h = 0;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            sum += back[i][j] * (i + 1);
    for (i = 0; i < R * C; i++) {
        sum += run[i] * 1e-6;
        h += hits[i];
    }
    printf("%.6e %d %.6e %d %ld %.3f\n", sum, k, s, cnt, h, t);
    return 0;
}
