/* Induction variable k += 2 used as a subscript: k == 2 * i in the body, so the writes
   a[0], a[2], ..., a[2n-2] are distinct (no dependence) and the loop region is the MAY
   hull. */
void induction_step2(int n, double *restrict a, const double *restrict b)
{
  int i, k;
  k = 0;
  for (i = 0; i < n; i++) { // pre: {k == 0} ;; W a[φ1] MAY {0 <= φ1 <= 2 * n - 2} ;; R b[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    a[k] = b[i]; // pre: {k == 2 * i, 0 <= i <= n - 1} ;; W a[φ1] EXACT {φ1 == 2 * i}
    k += 2; // pre: {k == 2 * i, 0 <= i <= n - 1}
  }
}
