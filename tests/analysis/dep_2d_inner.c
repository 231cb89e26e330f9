/* Column j from column j-1: the inner loop carries the dependence, the outer loop is
   parallel. */
void dep_2d_inner(int n, int m, double a[n][m])
{
  int i, j;
  for (i = 0; i < n; i++) { // W a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 1 <= φ2 <= m - 1} ;; R a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 2} ;; dep: flow a (=, <) (0, 1)
    for (j = 1; j < m; j++) { // pre: {0 <= i <= n - 1} ;; W a[φ1][φ2] EXACT {φ1 == i, 1 <= φ2 <= m - 1} ;; R a[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= m - 2} ;; dep: flow a (<) (1)
      a[i][j] = a[i][j - 1] * 2.0; // pre: {0 <= i <= n - 1, 1 <= j <= m - 1}
    }
  }
}
