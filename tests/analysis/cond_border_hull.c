/* A border test on the loop index: one branch reads a[i - 1] and a[i + 1] only when
   0 < i < n - 1, the other reads a[i]. The union of the branches, taken before the
   index is projected, must keep the test's bounds: the loop reads 0..n-1, not -1..n.
   FIXME: both branches write b[i] EXACT, yet the `if` and the loop say W b MAY (as
   before the bounds were kept): the twin test of the two branches does not match. */
void cond_border_hull(int n, double *restrict a, double *restrict b)
{
  int i;
  for (i = 0; i < n; i++) { // R a[φ1] MAY {0 <= φ1 <= n - 1} ;; W b[φ1] MAY {0 <= φ1 <= n - 1}
    if (i > 0 && i < n - 1)
      b[i] = a[i - 1] + a[i + 1];
    else
      b[i] = a[i];
  }
}
