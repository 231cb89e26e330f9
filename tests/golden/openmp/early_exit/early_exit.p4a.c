#include <math.h>
#include <stdio.h>
static int data[400];
static double grid[50][50];

static int find_first(const int *v, int n, int target)
{
    int pos = -1;
    for (int i = 0; i < n; i++) {
        if (v[i] == target) {
            pos = i;
            break;
        }
    }
    return pos;
}

static int find_in_grid(double threshold, int *ri, int *rj)
{
    for (int i = 0; i < 50; i++) {
        for (int j = 0; j < 50; j++) {
            if (grid[i][j] > threshold) {
                *ri = i;
                *rj = j;
                return 1;
            }
        }
    }
    return 0;
}

static double newton_sqrt(double x, int *iters)
{
    double g = x > 1 ? x : 1;
    *iters = 0;
    while (1) {
        double ng = 0.5 * (g + x / g);
        ++*iters;
        if (fabs(ng - g) < 1e-15 * ng) {
            return ng;
        }
        g = ng;
    }
}

int main(void)
{
    for (int i = 0; i < 400; i++) {
        data[i] = i * 7919 % 353;
    }
    #pragma omp parallel for
    for (int i = 0; i < 50; i++) {
        for (int j = 0; j < 50; j++) {
            grid[i][j] = sin(i * 0.3) * cos(j * 0.2) * (i + j);
        }
    }
    int f1 = find_first(data, 400, 42),
        f2 = find_first(data, 400, 352),
        f3 = find_first(data, 400, -1);
    int ri = -1, rj = -1;
    int found = find_in_grid(60.0, &ri, &rj);
    printf("search %d %d %d grid %d %d %d\n", f1, f2, f3, found, ri, rj);
    long total = 0;
    #pragma omp parallel for reduction(+:total)
    for (int start = 1; start < 300; start++) {
        long v = start;
        int steps = 0;
        while (v != 1) {
            v = v % 2 ? 3 * v + 1 : v / 2;
            steps++;
        }
        total += steps;
    }
    printf("collatz %ld\n", total);
    double rs = 0;
    int it_total = 0;
    #pragma omp parallel for reduction(+:it_total, rs)
    for (int i = 1; i <= 100; i++) {
        int it;
        rs += newton_sqrt(i * 1.5, &it);
        it_total += it;
    }
    printf("newton %.12e iters %d\n", rs, it_total);
    int di = -1, dj = -1;
    for (int i = 0; i < 400; i++) {
        for (int j = i + 1; j < 400; j++) {
            if (data[i] == data[j]) {
                di = i;
                dj = j;
                goto dup_found;
            }
        }
    }
dup_found:
    printf("duplicate %d %d\n", di, dj);
    double acc = 0;
    int skipped = 0;
    for (int i = 0; i < 400; i++) {
        if (data[i] % 3 == 0) {
            skipped++;
            continue;
        }
        if (data[i] > 345) {
            break;
        }
        acc += sqrt((double)data[i]);
    }
    printf("continue %.12e skipped %d\n", acc, skipped);
    return 0;
}
