/* Write under a data-dependent test: MAY. The test itself reads a[i] EXACTly. */
void cond_data(int n, double *restrict b, const double *restrict a)
{
  int i;
  for (i = 0; i < n; i++) { // W b[φ1] MAY {0 <= φ1 <= n - 1} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    if (a[i] > 0.0) { // pre: {0 <= i <= n - 1} ;; W b[φ1] MAY {φ1 == i} ;; R a[φ1] EXACT {φ1 == i}
      b[i] = a[i]; // pre: {0 <= i <= n - 1} ;; W b[φ1] EXACT {φ1 == i}
    }
  }
}
