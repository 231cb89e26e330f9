/* Tetrahedral 3-D nest: k <= j <= i. */
void tri_3d(int n, double a[n][n][n])
{
  int i, j, k;
  for (i = 0; i < n; i++) { // W a[φ1][φ2][φ3] EXACT {0 <= φ3 <= φ2 <= φ1 <= n - 1} ;; dep: none
    for (j = 0; j <= i; j++) { // pre: {0 <= i <= n - 1} ;; W a[φ1][φ2][φ3] EXACT {φ1 == i, 0 <= φ3 <= φ2 <= i}
      for (k = 0; k <= j; k++) { // pre: {0 <= j <= i <= n - 1} ;; W a[φ1][φ2][φ3] EXACT {φ1 == i, φ2 == j, 0 <= φ3 <= j}
        a[i][j][k] = 0.0; // pre: {0 <= k <= j <= i <= n - 1}
      }
    }
  }
}
