/* Step 2 recurrence a[i] = a[i-2]: a flow dependence at distance 1 counted in
   iterations (2 in index units). */
void stride_2_dep(int n, double *a)
{
  int i;
  for (i = 2; i < n; i += 2) { // W a[φ1] MAY {2 <= φ1 <= n - 1} ;; R a[φ1] MAY {0 <= φ1 <= n - 3} ;; dep: flow a (<) (1)
    a[i] = a[i - 2] + 1.0; // pre: {2 <= i <= n - 1}
  }
}
