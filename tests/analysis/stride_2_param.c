/* Step 2 with a parameterised bound: the written elements are the even ones in
   [0, n-1] and the read ones the odd ones in [1, n]; a convex region cannot express
   the stride, so both loop regions are MAY hulls. */
void stride_2_param(int n, double *restrict a, const double *restrict b)
{
  int i;
  for (i = 0; i < n; i += 2) { // W a[φ1] MAY {0 <= φ1 <= n - 1} ;; R b[φ1] MAY {1 <= φ1 <= n} ;; dep: none
    a[i] = b[i + 1]; // pre: {0 <= i <= n - 1} ;; W a[φ1] EXACT {φ1 == i} ;; R b[φ1] EXACT {φ1 == i + 1}
  }
}
