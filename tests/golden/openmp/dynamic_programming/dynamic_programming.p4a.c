#include <stdio.h>
#include <string.h>
static int lcs[180 + 1][150 + 1];
static char sa[180 + 1], sb[150 + 1];
static int best[500 + 1], wt[60], val[60];

static int min3(int a, int b, int c)
{
    int m = a < b ? a : b;
    return m < c ? m : c;
}

int main(void)
{
    for (int i = 0; i < 180; i++) {
        sa[i] = (char)('a' + (i * 7 + i / 5) % 6);
    }
    for (int i = 0; i < 150; i++) {
        sb[i] = (char)('a' + (i * 5 + i / 3) % 6);
    }
    sa[180] = sb[150] = '\0';
    for (int i = 0; i <= 180; i++) {
        lcs[i][0] = 0;
    }
    for (int j = 0; j <= 150; j++) {
        lcs[0][j] = 0;
    }
    for (int i = 1; i <= 180; i++) {
        for (int j = 1; j <= 150; j++) {
            lcs[i][j] = sa[i - 1] == sb[j - 1] ? lcs[i - 1][j - 1] + 1 : lcs[i - 1][j] > lcs[i][j - 1] ? lcs[i - 1][j] : lcs[i][j - 1];
        }
    }
    int prev[150 + 1], cur[150 + 1];
    for (int j = 0; j <= 150; j++) {
        prev[j] = j;
    }
    for (int i = 1; i <= 180; i++) {
        cur[0] = i;
        for (int j = 1; j <= 150; j++) {
            cur[j] = min3(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (sa[i - 1] != sb[j - 1]));
        }
        memcpy(prev, cur, sizeof prev);
    }
    for (int k = 0; k < 60; k++) {
        wt[k] = 5 + k * 13 % 40;
        val[k] = 10 + k * 29 % 70;
    }
    for (int c = 0; c <= 500; c++) {
        best[c] = 0;
    }
    for (int k = 0; k < 60; k++) {
        for (int c = 500; c >= wt[k]; c--) {
            if (best[c - wt[k]] + val[k] > best[c]) {
                best[c] = best[c - wt[k]] + val[k];
            }
        }
    }
    int seq[200], lis[200], lmax = 0;
    for (int i = 0; i < 200; i++) {
        seq[i] = i * 37 % 101;
    }
    for (int i = 0; i < 200; i++) {
        int lis_0 = 1;
        for (int j = 0; j < i; j++) {
            if (seq[j] < seq[i] && lis[j] + 1 > lis_0) {
                lis_0 = lis[j] + 1;
            }
        }
        lis[i] = lis_0;
        if (lis[i] > lmax) {
            lmax = lis[i];
        }
    }
    static long paths[60][60];
    for (int i = 0; i < 60; i++) {
        for (int j = 0; j < 60; j++) {
            paths[i][j] = i == 0 || j == 0 ? 1 : (i * 7 + j * 3) % 11 == 0 ? 0 : (paths[i - 1][j] + paths[i][j - 1]) % 1000000007;
        }
    }
    printf("lcs %d edit %d knapsack %d lis %d paths %ld\n", lcs[180][150], prev[150], best[500],
        lmax, paths[59][59]);
    return 0;
}
