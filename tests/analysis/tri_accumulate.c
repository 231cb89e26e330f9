/* Triangular accumulation a[j] += b[i][j] for j >= i: the j loop is parallel, the i
   loop carries dependences on a with direction (<, =). */
void tri_accumulate(int n, double *restrict a, const double b[restrict n][n])
{
  int i, j;
  for (i = 0; i < n; i++) { // W a[φ1] EXACT {0 <= φ1 <= n - 1} ;; R b[φ1][φ2] EXACT {0 <= φ1 <= φ2 <= n - 1} ;; dep: flow a (<, =) (?, 0) ;; dep: anti a (<, =) (?, 0) ;; dep: output a (<, =) (?, 0)
    for (j = i; j < n; j++) { // pre: {0 <= i <= n - 1} ;; W a[φ1] EXACT {i <= φ1 <= n - 1} ;; dep: none
      a[j] = a[j] + b[i][j]; // pre: {0 <= i <= j <= n - 1}
    }
  }
}
