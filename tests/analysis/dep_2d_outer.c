/* Row i from row i-1: the outer loop carries (<, =) at distance (1, 0); the inner
   loop is parallel. Only row 0 is imported. */
void dep_2d_outer(int n, int m, double a[n][m])
{
  int i, j;
  for (i = 1; i < n; i++) { // W a[φ1][φ2] EXACT {1 <= φ1 <= n - 1, 0 <= φ2 <= m - 1} ;; R a[φ1][φ2] EXACT {0 <= φ1 <= n - 2, 0 <= φ2 <= m - 1} ;; IN a[φ1][φ2] EXACT {φ1 == 0, 0 <= φ2 <= m - 1, 2 <= n} ;; dep: flow a (<, =) (1, 0)
    for (j = 0; j < m; j++) { // pre: {1 <= i <= n - 1} ;; dep: none
      a[i][j] = a[i - 1][j] + 1.0; // pre: {1 <= i <= n - 1, 0 <= j <= m - 1}
    }
  }
}
