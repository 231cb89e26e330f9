/* Matrix product with three distinct extents. c is written only if the k loop runs
   (p >= 1); a is read only if the j loop runs (m >= 1); b only if the i loop runs. */
void rect_matmul(int n, int m, int p, double c[restrict n][m], const double a[restrict n][p], const double b[restrict p][m])
{
  int i, j, k;
  for (i = 0; i < n; i++) { // W c[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1, 1 <= p} ;; R c[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1, 1 <= p} ;; IN c[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1, 1 <= p} ;; R a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= p - 1, 1 <= m} ;; R b[φ1][φ2] EXACT {0 <= φ1 <= p - 1, 0 <= φ2 <= m - 1, 1 <= n} ;; dep: flow c (=, =, <) (0, 0, ?) ;; dep: anti c (=, =, <) (0, 0, ?) ;; dep: output c (=, =, <) (0, 0, ?)
    for (j = 0; j < m; j++) { // pre: {0 <= i <= n - 1} ;; dep: flow c (=, <) (0, ?) ;; dep: anti c (=, <) (0, ?) ;; dep: output c (=, <) (0, ?)
      for (k = 0; k < p; k++) { // pre: {0 <= i <= n - 1, 0 <= j <= m - 1} ;; W c[φ1][φ2] EXACT {φ1 == i, φ2 == j, 1 <= p} ;; R a[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= p - 1} ;; R b[φ1][φ2] EXACT {0 <= φ1 <= p - 1, φ2 == j} ;; dep: flow c (<) (?) ;; dep: anti c (<) (?) ;; dep: output c (<) (?)
        c[i][j] = c[i][j] + a[i][k] * b[k][j]; // pre: {0 <= i <= n - 1, 0 <= j <= m - 1, 0 <= k <= p - 1}
      }
    }
  }
}
