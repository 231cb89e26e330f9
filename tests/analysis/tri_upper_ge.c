/* Upper triangle including the diagonal (j >= i); d[i] is read in every outer
   iteration because the inner loop is never empty (j = i <= n - 1). */
void tri_upper_ge(int n, double a[restrict n][n], const double *restrict d)
{
  int i, j;
  for (i = 0; i < n; i++) { // W a[φ1][φ2] EXACT {0 <= φ1 <= φ2 <= n - 1} ;; R a[φ1][φ2] EXACT {0 <= φ1 <= φ2 <= n - 1} ;; R d[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    for (j = i; j < n; j++) { // pre: {0 <= i <= n - 1} ;; W a[φ1][φ2] EXACT {φ1 == i, i <= φ2 <= n - 1} ;; R d[φ1] EXACT {φ1 == i}
      a[i][j] = a[i][j] / d[i]; // pre: {0 <= i <= j <= n - 1}
    }
  }
}
