/* 3-D VLA nest; w[k] is read only when the two outer loops run (n >= 1, m >= 1). */
void rect_3d_vla(int n, int m, int p, double u[restrict n][m][p], const double v[restrict n][m][p], const double *restrict w)
{
  int i, j, k;
  for (i = 0; i < n; i++) { // W u[φ1][φ2][φ3] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1, 0 <= φ3 <= p - 1} ;; R v[φ1][φ2][φ3] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1, 0 <= φ3 <= p - 1} ;; R w[φ1] EXACT {0 <= φ1 <= p - 1, 1 <= n, 1 <= m} ;; dep: none
    for (j = 0; j < m; j++) { // pre: {0 <= i <= n - 1} ;; R w[φ1] EXACT {0 <= φ1 <= p - 1, 1 <= m}
      for (k = 0; k < p; k++) { // pre: {0 <= i <= n - 1, 0 <= j <= m - 1} ;; W u[φ1][φ2][φ3] EXACT {φ1 == i, φ2 == j, 0 <= φ3 <= p - 1} ;; R w[φ1] EXACT {0 <= φ1 <= p - 1}
        u[i][j][k] = v[i][j][k] + w[k]; // pre: {0 <= i <= n - 1, 0 <= j <= m - 1, 0 <= k <= p - 1}
      }
    }
  }
}
