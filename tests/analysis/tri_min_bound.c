/* Inner bound is min(i, m), written as a conjunction in the loop condition. */
void tri_min_bound(int n, int m, double a[n][m])
{
  int i, j;
  /* FIXME: the exact answer derived by hand is: W a[φ1][φ2] EXACT {0 <= φ2 <= φ1 - 1, φ2 <= m - 1, φ1 <= n - 1}; dep: none. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
  for (i = 0; i < n; i++) { // W a[φ1][φ2] MAY {φ2 + 1 <= φ1 <= n - 1, 0 <= φ2 <= m - 1} ;; dep: output a (*, *) (?, ?)
    /* FIXME: the exact answer derived by hand is: W a[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= i - 1, φ2 <= m - 1}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
    for (j = 0; j < i && j < m; j++) { // pre: {0 <= i <= n - 1} ;; W a[φ1][φ2] MAY {i == φ1, φ2 + 1 <= i, 0 <= φ2 <= m - 1}
      a[i][j] = 0.0; // pre: {0 <= j <= i - 1, j <= m - 1, i <= n - 1}
    }
  }
}
