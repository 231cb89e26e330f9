#include <stdio.h>
static int dist[120][120], adj[120][120], reach[120][120], level[120], queue[120];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 120; i++) {
        for (int j = 0; j < 120; j++) {
            adj[i][j] = i != j && ((i * 7 + j * 3) % 17 == 0 || j == (i + 1) % 120);
            dist[i][j] = i == j ? 0 : adj[i][j] ? 1 + i * j % 9 : 1000000;
            reach[i][j] = adj[i][j] || i == j;
        }
    }
    for (int k = 0; k < 120; k++) {
        for (int i = 0; i < 120; i++) {
            for (int j = 0; j < 120; j++) {
                if (dist[i][k] + dist[k][j] < dist[i][j]) {
                    dist[i][j] = dist[i][k] + dist[k][j];
                }
            }
        }
    }
    for (int k = 0; k < 120; k++) {
        for (int i = 0; i < 120; i++) {
            if (reach[i][k]) {
                for (int j = 0; j < 120; j++) {
                    reach[i][j] |= reach[k][j];
                }
            }
        }
    }
    for (int i = 0; i < 120; i++) {
        level[i] = -1;
    }
    int head = 0, tail = 0;
    queue[tail++] = 0;
    level[0] = 0;
    while (head < tail) {
        int u = queue[head++];
        for (int v = 0; v < 120; v++) {
            if (adj[u][v] && level[v] < 0) {
                level[v] = level[u] + 1;
                queue[tail++] = v;
            }
        }
    }
    long dsum = 0;
    int dmax = 0, rcount = 0, lsum = 0, lmax = 0, deg[120];
    #pragma omp parallel for reduction(+:dsum, lsum, rcount) reduction(max:dmax, lmax)
    for (int i = 0; i < 120; i++) {
        int deg_0 = 0;
        for (int j = 0; j < 120; j++) {
            dsum += dist[i][j];
            if (dist[i][j] > dmax) {
                dmax = dist[i][j];
            }
            rcount += reach[i][j];
            deg_0 += adj[i][j];
        }
        deg[i] = deg_0;
        lsum += level[i];
        if (level[i] > lmax) {
            lmax = level[i];
        }
    }
    long dh = 0;
    for (int i = 0; i < 120; i++) {
        dh = dh * 5 % 1000003 + deg[i];
    }
    printf("dist sum %ld max %d reach %d bfs %d %d visited %d degrees %ld\n", dsum, dmax, rcount,
        lsum, lmax, tail, dh);
    return 0;
}
