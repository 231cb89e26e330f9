/* Scalar sum reduction over a 2-D array: only reads of arrays, no array dependence. */
double reduction_scalar(int n, int m, const double a[n][m])
{
  int i, j;
  double s;
  s = 0.0;
  for (i = 0; i < n; i++) { // R a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1} ;; IN a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1} ;; dep: none
    for (j = 0; j < m; j++) { // pre: {0 <= i <= n - 1} ;; R a[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= m - 1} ;; dep: none
      s += a[i][j]; // pre: {0 <= i <= n - 1, 0 <= j <= m - 1}
    }
  }
  return s;
}
