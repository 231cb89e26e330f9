/* Manually linearised n x n arrays (a[i*n+j], n a parameter). The subscript is not
   affine (i*n), so no region is stated; delinearisation (0 <= j <= n - 1) proves that
   the accesses of different iterations are distinct: no dependence at either level. */
void linear_param(int n, double *restrict a, const double *restrict b)
{
  int i, j;
  for (i = 0; i < n; i++) { // dep: none
    for (j = 0; j < n; j++) { // pre: {0 <= i <= n - 1} ;; dep: none
      a[i * n + j] = 2.0 * b[i * n + j]; // pre: {0 <= i <= n - 1, 0 <= j <= n - 1}
    }
  }
}
