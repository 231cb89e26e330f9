/* Linearised a[i*n+j] = a[(i-1)*n+j]: delinearised, this is row i from row i-1, a
   flow dependence (<, =) at distance (1, 0); the inner loop is parallel. */
void linear_param_dep(int n, double *a)
{
  int i, j;
  for (i = 1; i < n; i++) { // dep: flow a (<, =) (1, 0)
    for (j = 0; j < n; j++) { // pre: {1 <= i <= n - 1} ;; dep: none
      a[i * n + j] = a[(i - 1) * n + j] + 1.0; // pre: {1 <= i <= n - 1, 0 <= j <= n - 1}
    }
  }
}
