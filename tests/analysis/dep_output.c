/* Two writes per iteration overlapping with the next iteration: output dependence at
   distance 1 (a[i+1] now, a[i'] with i' = i + 1 next). */
void dep_output(int n, double *restrict a, const double *restrict b, const double *restrict c)
{
  int i;
  for (i = 0; i < n; i++) { // W a[φ1] EXACT {0 <= φ1 <= n, 1 <= n} ;; OUT a[φ1] EXACT {0 <= φ1 <= n, 1 <= n} ;; dep: output a (<) (1)
    a[i] = b[i]; // pre: {0 <= i <= n - 1}
    a[i + 1] = c[i]; // pre: {0 <= i <= n - 1}
  }
}
