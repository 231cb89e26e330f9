#include <stdio.h>
static int v[30000], cls[30000], steps[30000], dq[30000];
static double g[120][140];

int main(void)
{
    long sc = 0, ss = 0, sq = 0;
    double sg = 0;
    #pragma omp parallel for reduction(+:sc, sq, ss)
    for (int i = 0; i < 30000; i++) {
        {
            long x = i + 1;
            int s = 0;
            while (x != 1 && s < 200) {
                x = x % 2 ? 3 * x + 1 : x / 2;
                s++;
            }
            steps[i] = s;
        }
        v[i] = (int)((long)i * 48271 % 2001) - 1000;
        {
            int x = v[i];
            int c;
            if (x < -500) {
                c = 0;
            } else if (x < 0) {
                c = 1;
            } else if (x == 0) {
                c = 2;
            } else {
                c = x % 2 ? 3 : x % 3 ? 4 : 5;
            }
            switch (c) {
            case 0:
                c += 10;
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
        {
            int x = v[i], q = 0;
            do {
                q = q * 3 + x / 7 + x % 7;
                x /= 10;
            } while (x != 0);
            dq[i] = q;
        }
        sc += (long)cls[i] * (i % 7 + 1);
        ss += steps[i];
        sq += (long)dq[i] * (i % 3 + 1);
    }
    #pragma omp parallel for reduction(+:sg)
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 140; j++) {
            {
                double s = 0;
                for (int k = 0; k < 10; k++) {
                    if ((i + j + k) % 3 == 0) {
                        continue;
                    }
                    s += (k - 4) * 0.5;
                }
                g[i][j] = i > j ? s : i == j ? -s : s * 0.25;
            }
            sg += g[i][j] * (i % 5 + 1);
        }
    }
    printf("classes %ld collatz %ld divmod %ld\n", sc, ss, sq);
    printf("g %.12e\n", sg);
    printf("probe %d %d %d %d\n", cls[0], steps[26], dq[5], dq[30000 - 1]);
    return 0;
}
