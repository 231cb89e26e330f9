/* Integer graph kernels: Floyd-Warshall all-pairs shortest paths (the k loop
 * carries a dependence, the i and j loops do not), transitive closure with
 * boolean operations, breadth-first search with an explicit queue over an
 * adjacency matrix, and degree counting. */
#include <stdio.h>

#define V 120
#define INF 1000000

static int dist[V][V], adj[V][V], reach[V][V], level[V], queue[V];

int main(void)
{
    for (int i = 0; i < V; i++)
        for (int j = 0; j < V; j++) {
            adj[i][j] = (i != j) && ((i * 7 + j * 3) % 17 == 0 || j == (i + 1) % V);
            dist[i][j] = i == j ? 0 : adj[i][j] ? 1 + (i * j) % 9 : INF;
            reach[i][j] = adj[i][j] || i == j;
        }
    for (int k = 0; k < V; k++)
        for (int i = 0; i < V; i++)
            for (int j = 0; j < V; j++)
                if (dist[i][k] + dist[k][j] < dist[i][j])
                    dist[i][j] = dist[i][k] + dist[k][j];
    for (int k = 0; k < V; k++)
        for (int i = 0; i < V; i++)
            if (reach[i][k])
                for (int j = 0; j < V; j++)
                    reach[i][j] |= reach[k][j];

    for (int i = 0; i < V; i++) level[i] = -1;
    int head = 0, tail = 0;
    queue[tail++] = 0;
    level[0] = 0;
    while (head < tail) {
        int u = queue[head++];
        for (int v = 0; v < V; v++)
            if (adj[u][v] && level[v] < 0) {
                level[v] = level[u] + 1;
                queue[tail++] = v;
            }
    }
    long dsum = 0;
    int dmax = 0, rcount = 0, lsum = 0, lmax = 0, deg[V];
    for (int i = 0; i < V; i++) {
        deg[i] = 0;
        for (int j = 0; j < V; j++) {
            dsum += dist[i][j];
            if (dist[i][j] > dmax) dmax = dist[i][j];
            rcount += reach[i][j];
            deg[i] += adj[i][j];
        }
        lsum += level[i];
        if (level[i] > lmax) lmax = level[i];
    }
    long dh = 0;
    for (int i = 0; i < V; i++) dh = dh * 5 % 1000003 + deg[i];
    printf("dist sum %ld max %d reach %d bfs %d %d visited %d degrees %ld\n", dsum, dmax, rcount, lsum, lmax, tail, dh);
    return 0;
}
