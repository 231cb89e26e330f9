/* a[i][j] from a[i-1][j+1]: direction (<, >) at distance (1, -1); the inner loop is
   parallel. */
void dep_2d_diag(int n, double a[n][n])
{
  int i, j;
  for (i = 1; i < n; i++) { // W a[φ1][φ2] EXACT {1 <= φ1 <= n - 1, 0 <= φ2 <= n - 2} ;; R a[φ1][φ2] EXACT {0 <= φ1 <= n - 2, 1 <= φ2 <= n - 1} ;; dep: flow a (<, >) (1, -1)
    for (j = 0; j < n - 1; j++) { // pre: {1 <= i <= n - 1} ;; dep: none
      a[i][j] = a[i - 1][j + 1]; // pre: {1 <= i <= n - 1, 0 <= j <= n - 2}
    }
  }
}
