/* Strictly lower triangle (j < i); the first outer iteration has an empty inner loop.
   b is read transposed, i.e. its strictly upper triangle. */
void tri_lower_lt(int n, double a[restrict n][n], const double b[restrict n][n])
{
  int i, j;
  for (i = 0; i < n; i++) { // W a[φ1][φ2] EXACT {0 <= φ2 <= φ1 - 1, φ1 <= n - 1} ;; R b[φ1][φ2] EXACT {0 <= φ1 <= φ2 - 1, φ2 <= n - 1} ;; dep: none
    for (j = 0; j < i; j++) { // pre: {0 <= i <= n - 1} ;; W a[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= i - 1} ;; R b[φ1][φ2] EXACT {0 <= φ1 <= i - 1, φ2 == i}
      a[i][j] = b[j][i]; // pre: {0 <= j <= i - 1, i <= n - 1}
    }
  }
}
