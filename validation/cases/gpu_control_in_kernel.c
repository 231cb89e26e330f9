/* Control flow inside kernel bodies: if/else-if chains, nested ternaries, a
 * switch with fall-through and default, a bounded inner while loop (Collatz
 * steps capped at 200), a do-while, an early continue in an inner loop, and
 * integer division and remainder of negative operands (C truncates toward
 * zero). */
#include <stdio.h>

#define N 30000
#define R 120
#define C 140

static int v[N], cls[N], steps[N], dq[N];
static double g[R][C];

int main(void)
{
    for (int i = 0; i < N; i++)
        v[i] = (int)(((long)i * 48271) % 2001) - 1000;
    for (int i = 0; i < N; i++) {
        int x = v[i];
        int c;
        if (x < -500)
            c = 0;
        else if (x < 0)
            c = 1;
        else if (x == 0)
            c = 2;
        else
            c = x % 2 ? 3 : (x % 3 ? 4 : 5);
        switch (c) {
        case 0:
            c += 10;
            /* fall through */
        case 1:
            c += 20;
            break;
        case 4:
            c = -c;
            break;
        default:
            c *= 7;
        }
        cls[i] = c;
    }
    for (int i = 0; i < N; i++) {
        long x = i + 1;
        int s = 0;
        while (x != 1 && s < 200) {
            x = (x % 2) ? 3 * x + 1 : x / 2;
            s++;
        }
        steps[i] = s;
    }
    for (int i = 0; i < N; i++) {
        int x = v[i], q = 0;
        do {
            q = q * 3 + x / 7 + x % 7;
            x /= 10;
        } while (x != 0);
        dq[i] = q;
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            double s = 0;
            for (int k = 0; k < 10; k++) {
                if ((i + j + k) % 3 == 0)
                    continue;
                s += (k - 4) * 0.5;
            }
            g[i][j] = (i > j) ? s : (i == j ? -s : s * 0.25);
        }
    long sc = 0, ss = 0, sq = 0;
    double sg = 0;
    for (int i = 0; i < N; i++) {
        sc += (long)cls[i] * (i % 7 + 1);
        ss += steps[i];
        sq += (long)dq[i] * (i % 3 + 1);
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            sg += g[i][j] * (i % 5 + 1);
    printf("classes %ld collatz %ld divmod %ld\n", sc, ss, sq);
    printf("g %.12e\n", sg);
    printf("probe %d %d %d %d\n", cls[0], steps[26], dq[5], dq[N - 1]);
    return 0;
}
