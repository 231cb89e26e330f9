/* Flattening counter over a nest with a constant inner extent: k == 10 * i + j. The
   writes v[0..10n-1] are distinct and cover the interval without holes: EXACT. */
#define M10 10

void induction_nested_flat(int n, double *restrict v, const double a[restrict n][M10])
{
  int i, j, k;
  k = 0;
  for (i = 0; i < n; i++) { // pre: {k == 0} ;; W v[φ1] EXACT {0 <= φ1 <= 10 * n - 1} ;; R a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= 9} ;; dep: none
    for (j = 0; j < M10; j++) { // pre: {k == 10 * i, 0 <= i <= n - 1} ;; W v[φ1] EXACT {10 * i <= φ1 <= 10 * i + 9} ;; dep: none
      v[k] = a[i][j]; // pre: {k == 10 * i + j, 0 <= j <= 9, 0 <= i <= n - 1}
      k++;
    }
  }
}
