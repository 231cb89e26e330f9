/* Coupled subscripts in two dimensions: a[i+1][i+j] = a[i][i+j]. The element written
   at (i, j) is read at (i + 1, j - 1): direction (<, >), distance (1, -1). */
void dep_coupled_2d(int n, double a[n][2 * n])
{
  int i, j;
  for (i = 0; i < n - 1; i++) { // W a[φ1][φ2] EXACT {1 <= φ1 <= n - 1, φ1 <= φ2 <= φ1 + n - 2} ;; R a[φ1][φ2] EXACT {0 <= φ1 <= n - 2, φ1 + 1 <= φ2 <= φ1 + n - 1} ;; dep: flow a (<, >) (1, -1)
    for (j = 1; j < n; j++) { // pre: {0 <= i <= n - 2} ;; W a[φ1][φ2] EXACT {φ1 == i + 1, i + 1 <= φ2 <= i + n - 1} ;; dep: none
      a[i + 1][i + j] = a[i][i + j] + 1.0; // pre: {0 <= i <= n - 2, 1 <= j <= n - 1}
    }
  }
}
