/* Dynamic programming tables with wavefront dependences: longest common
 * subsequence (table[i][j] from [i-1][j-1], [i-1][j], [i][j-1]), edit
 * distance with a rolling pair of rows, 0/1 knapsack iterating capacity
 * downwards over a 1-D array, longest increasing subsequence (O(n^2)), and
 * the number of lattice paths modulo a prime. */
#include <stdio.h>
#include <string.h>

#define LA 180
#define LB 150
#define ITEMS 60
#define CAP 500

static int lcs[LA + 1][LB + 1];
static char sa[LA + 1], sb[LB + 1];
static int best[CAP + 1], wt[ITEMS], val[ITEMS];

static int min3(int a, int b, int c) { int m = a < b ? a : b; return m < c ? m : c; }

int main(void)
{
    for (int i = 0; i < LA; i++) sa[i] = (char)('a' + (i * 7 + i / 5) % 6);
    for (int i = 0; i < LB; i++) sb[i] = (char)('a' + (i * 5 + i / 3) % 6);
    sa[LA] = sb[LB] = '\0';

    for (int i = 0; i <= LA; i++) lcs[i][0] = 0;
    for (int j = 0; j <= LB; j++) lcs[0][j] = 0;
    for (int i = 1; i <= LA; i++)
        for (int j = 1; j <= LB; j++)
            lcs[i][j] = sa[i - 1] == sb[j - 1] ? lcs[i - 1][j - 1] + 1
                      : lcs[i - 1][j] > lcs[i][j - 1] ? lcs[i - 1][j] : lcs[i][j - 1];

    int prev[LB + 1], cur[LB + 1];
    for (int j = 0; j <= LB; j++) prev[j] = j;
    for (int i = 1; i <= LA; i++) {
        cur[0] = i;
        for (int j = 1; j <= LB; j++)
            cur[j] = min3(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (sa[i - 1] != sb[j - 1]));
        memcpy(prev, cur, sizeof prev);
    }

    for (int k = 0; k < ITEMS; k++) { wt[k] = 5 + (k * 13) % 40; val[k] = 10 + (k * 29) % 70; }
    for (int c = 0; c <= CAP; c++) best[c] = 0;
    for (int k = 0; k < ITEMS; k++)
        for (int c = CAP; c >= wt[k]; c--)
            if (best[c - wt[k]] + val[k] > best[c])
                best[c] = best[c - wt[k]] + val[k];

    int seq[200], lis[200], lmax = 0;
    for (int i = 0; i < 200; i++) seq[i] = (i * 37) % 101;
    for (int i = 0; i < 200; i++) {
        lis[i] = 1;
        for (int j = 0; j < i; j++)
            if (seq[j] < seq[i] && lis[j] + 1 > lis[i]) lis[i] = lis[j] + 1;
        if (lis[i] > lmax) lmax = lis[i];
    }

    static long paths[60][60];
    for (int i = 0; i < 60; i++)
        for (int j = 0; j < 60; j++)
            paths[i][j] = (i == 0 || j == 0) ? 1 : ((i * 7 + j * 3) % 11 == 0 ? 0 : (paths[i - 1][j] + paths[i][j - 1]) % 1000000007);

    printf("lcs %d edit %d knapsack %d lis %d paths %ld\n", lcs[LA][LB], prev[LB], best[CAP], lmax, paths[59][59]);
    return 0;
}
