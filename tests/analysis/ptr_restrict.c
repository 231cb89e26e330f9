/* axpy on two restrict pointer parameters: independent by assertion, no dependence. */
void ptr_restrict(int n, double alpha, const double *restrict x, double *restrict y)
{
  int i;
  for (i = 0; i < n; i++) { // R x[φ1] EXACT {0 <= φ1 <= n - 1} ;; R y[φ1] EXACT {0 <= φ1 <= n - 1} ;; W y[φ1] EXACT {0 <= φ1 <= n - 1} ;; IN y[φ1] EXACT {0 <= φ1 <= n - 1} ;; OUT y[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    y[i] = y[i] + alpha * x[i]; // pre: {0 <= i <= n - 1}
  }
}
