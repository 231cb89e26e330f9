/* Reversed loop (n-1 down to 0) copying b reversed into a. */
void reverse_1d(int n, double *restrict a, const double *restrict b)
{
  int i;
  for (i = n - 1; i >= 0; i--) { // W a[φ1] EXACT {0 <= φ1 <= n - 1} ;; R b[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    a[i] = b[n - 1 - i]; // pre: {0 <= i <= n - 1} ;; R b[φ1] EXACT {φ1 + i == n - 1}
  }
}
