/* A callee whose write depends on data (clip negative values): MAY write, EXACT read,
   translated to the actual at the call site. */
static void clip(int n, double *a)
{ // W a[φ1] MAY {0 <= φ1 <= n - 1} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1}
  int i;
  for (i = 0; i < n; i++) { // W a[φ1] MAY {0 <= φ1 <= n - 1} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    if (a[i] < 0.0) { // pre: {0 <= i <= n - 1} ;; W a[φ1] MAY {φ1 == i} ;; R a[φ1] EXACT {φ1 == i}
      a[i] = 0.0; // W a[φ1] EXACT {φ1 == i}
    }
  }
}

void interproc_cond_data(int m, double *x)
{
  clip(m, x); // W x[φ1] MAY {0 <= φ1 <= m - 1} ;; R x[φ1] EXACT {0 <= φ1 <= m - 1}
}
