/* Conditional increment (packing): k is not an induction variable, but 0 <= k <= i
   holds in the body, which bounds the MAY write region of b. */
int induction_cond_pack(int n, double *restrict b, const double *restrict a)
{
  int i, k;
  k = 0;
  /* FIXME: the exact answer derived by hand is: R a[φ1] EXACT {0 <= φ1 <= n - 1}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
  for (i = 0; i < n; i++) { // pre: {k == 0} ;; W b[φ1] MAY {0 <= φ1 <= n - 1} ;; R a[φ1] MAY {0 <= φ1 <= n - 1}
    if (a[i] > 0.0) { // pre: {0 <= k <= i, i <= n - 1}
      b[k] = a[i]; // pre: {0 <= k <= i, i <= n - 1} ;; W b[φ1] EXACT {φ1 == k}
      k++;
    }
  }
  return k;
}
