/* A callee whose write is guarded by an affine test on a scalar parameter: its summary
   is EXACT with the guard as a constraint, and each call site specialises it. */
static void maybe_clear(int n, double *a, int flag)
{ // W a[φ1] EXACT {0 <= φ1 <= n - 1, 1 <= flag}
  int i;
  if (flag > 0) { // W a[φ1] EXACT {0 <= φ1 <= n - 1, 1 <= flag}
    for (i = 0; i < n; i++) { // pre: {1 <= flag} ;; W a[φ1] EXACT {0 <= φ1 <= n - 1}
      a[i] = 0.0; // pre: {1 <= flag, 0 <= i <= n - 1}
    }
  }
}

void interproc_cond_affine(int n, int f, double *x)
{
  maybe_clear(n, x, 1); // W x[φ1] EXACT {0 <= φ1 <= n - 1}
  maybe_clear(n, x, 0); // W x[φ1] EXACT {1 <= 0}
  maybe_clear(n, x, f); // W x[φ1] EXACT {0 <= φ1 <= n - 1, 1 <= f}
}
