/* First step of an LU factorisation: column k below the diagonal is divided by the
   pivot a[k][k]. The pivot is read only when the inner loop runs (k <= n - 2), and it
   is never written (writes are strictly below the diagonal), so there is no dependence. */
void tri_column_scale(int n, double a[n][n])
{
  int i, k;
  /* FIXME: the exact answer derived by hand is: R a[φ1][φ2] EXACT {0 <= φ2 <= φ1 <= n - 1, φ2 <= n - 2}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
  for (k = 0; k < n; k++) { // W a[φ1][φ2] EXACT {0 <= φ2, φ2 + 1 <= φ1 <= n - 1} ;; R a[φ1][φ2] MAY {φ2 <= φ1 <= n - 1, 0 <= φ2 <= n - 2} ;; dep: none
    /* FIXME: the exact answer derived by hand is: R a[φ1][φ2] EXACT {φ2 == k, k <= φ1 <= n - 1, k <= n - 2}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
    for (i = k + 1; i < n; i++) { // pre: {0 <= k <= n - 1} ;; W a[φ1][φ2] EXACT {φ2 == k, k + 1 <= φ1 <= n - 1} ;; R a[φ1][φ2] MAY {k + 2 <= n, k == φ2, k <= φ1 <= n - 1} ;; dep: none
      a[i][k] = a[i][k] / a[k][k]; // pre: {0 <= k, k + 1 <= i <= n - 1}
    }
  }
}
