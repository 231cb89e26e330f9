/* Rectangular 2-D nest over VLA parameters. */
void rect_2d_vla(int n, int m, double a[restrict n][m], const double b[restrict n][m])
{
  int i, j;
  for (i = 0; i < n; i++) { // W a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1} ;; R b[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1} ;; dep: none
    for (j = 0; j < m; j++) { // pre: {0 <= i <= n - 1} ;; W a[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= m - 1} ;; R b[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= m - 1} ;; dep: none
      a[i][j] = 0.5 * b[i][j]; // pre: {0 <= i <= n - 1, 0 <= j <= m - 1} ;; W a[φ1][φ2] EXACT {φ1 == i, φ2 == j}
    }
  }
}
