/* Both branches of a data-dependent test write s[i]: the if statement writes s[i]
   in every case, so the region is EXACT although the test is not affine. */
void cond_both_branches(int n, double *restrict s, const double *restrict x)
{
  int i;
  for (i = 0; i < n; i++) { // W s[φ1] EXACT {0 <= φ1 <= n - 1} ;; R x[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    if (x[i] >= 0.0) { // pre: {0 <= i <= n - 1} ;; W s[φ1] EXACT {φ1 == i} ;; R x[φ1] EXACT {φ1 == i}
      s[i] = 1.0;
    } else {
      s[i] = -1.0;
    }
  }
}
