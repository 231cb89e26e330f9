/* Linearised rows of a constant width: a[16*i + j] is affine. Rows tile
   [0, 16n - 1] without holes or overlaps: EXACT, no dependence. */
#define WIDTH 16

void linear_const(int n, double *restrict a, const double *restrict b)
{
  int i, j;
  for (i = 0; i < n; i++) { // W a[φ1] EXACT {0 <= φ1 <= 16 * n - 1} ;; R b[φ1] EXACT {0 <= φ1 <= 16 * n - 1} ;; dep: none
    for (j = 0; j < WIDTH; j++) { // pre: {0 <= i <= n - 1} ;; W a[φ1] EXACT {16 * i <= φ1 <= 16 * i + 15} ;; dep: none
      a[i * WIDTH + j] = b[i * WIDTH + j] + 1.0; // pre: {0 <= i <= n - 1, 0 <= j <= 15} ;; W a[φ1] EXACT {φ1 == 16 * i + j}
    }
  }
}
