/* 9-point stencil on an n x m grid: the read region is the full rectangle. */
void stencil_2d_9pt(int n, int m, double b[restrict n][m], const double a[restrict n][m])
{
  int i, j;
  for (i = 1; i < n - 1; i++) { // W b[φ1][φ2] EXACT {1 <= φ1 <= n - 2, 1 <= φ2 <= m - 2} ;; R a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1, 3 <= n, 3 <= m} ;; dep: none
    for (j = 1; j < m - 1; j++) { // pre: {1 <= i <= n - 2} ;; R a[φ1][φ2] EXACT {i - 1 <= φ1 <= i + 1, 0 <= φ2 <= m - 1, 3 <= m} ;; dep: none
      b[i][j] = (a[i - 1][j - 1] + a[i - 1][j] + a[i - 1][j + 1] // pre: {1 <= i <= n - 2, 1 <= j <= m - 2} ;; R a[φ1][φ2] EXACT {i - 1 <= φ1 <= i + 1, j - 1 <= φ2 <= j + 1}
                 + a[i][j - 1] + a[i][j] + a[i][j + 1]
                 + a[i + 1][j - 1] + a[i + 1][j] + a[i + 1][j + 1]) / 9.0;
    }
  }
}
