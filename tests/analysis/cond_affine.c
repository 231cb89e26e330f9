/* Affine test on the loop index: both branches have EXACT regions split at k. */
void cond_affine(int n, int k, double *restrict a, double *restrict b)
{
  int i;
  for (i = 0; i < n; i++) { // W a[φ1] EXACT {0 <= φ1 <= n - 1, φ1 <= k - 1} ;; W b[φ1] EXACT {0 <= φ1 <= n - 1, k <= φ1} ;; dep: none
    if (i < k) { // pre: {0 <= i <= n - 1} ;; W a[φ1] EXACT {φ1 == i, i <= k - 1} ;; W b[φ1] EXACT {φ1 == i, k <= i}
      a[i] = 0.0; // pre: {0 <= i <= n - 1, i <= k - 1}
    } else {
      b[i] = 1.0; // pre: {0 <= i <= n - 1, k <= i}
    }
  }
}
