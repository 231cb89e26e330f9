/* Copies the strictly lower triangle into the strictly upper one: the write and read
   regions are disjoint, so no dependence although both touch a. */
void tri_transpose_copy(int n, double a[n][n])
{
  int i, j;
  for (i = 0; i < n; i++) { // W a[φ1][φ2] EXACT {0 <= φ1 <= φ2 - 1, φ2 <= n - 1} ;; R a[φ1][φ2] EXACT {0 <= φ2 <= φ1 - 1, φ1 <= n - 1} ;; IN a[φ1][φ2] EXACT {0 <= φ2 <= φ1 - 1, φ1 <= n - 1} ;; dep: none
    for (j = 0; j < i; j++) { // pre: {0 <= i <= n - 1} ;; dep: none
      a[j][i] = a[i][j]; // pre: {0 <= j <= i - 1, i <= n - 1} ;; W a[φ1][φ2] EXACT {φ1 == j, φ2 == i}
    }
  }
}
