/* Lower triangle including the diagonal (j <= i). */
void tri_lower_le(int n, double a[n][n])
{
  int i, j;
  for (i = 0; i < n; i++) { // W a[φ1][φ2] EXACT {0 <= φ2 <= φ1 <= n - 1} ;; dep: none
    for (j = 0; j <= i; j++) { // pre: {0 <= i <= n - 1} ;; W a[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= i} ;; dep: none
      a[i][j] = 1.0; // pre: {0 <= j <= i <= n - 1}
    }
  }
}
