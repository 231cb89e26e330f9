/* A loop guarded by an affine test on its bound: the guard becomes a constraint of
   the EXACT region, and a precondition inside. */
void cond_guard_loop(int n, double *a)
{
  int i;
  if (n > 10) { // W a[φ1] EXACT {0 <= φ1 <= n - 1, 11 <= n}
    for (i = 0; i < n; i++) { // pre: {11 <= n} ;; W a[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
      a[i] = 0.0; // pre: {11 <= n, 0 <= i <= n - 1}
    }
  }
}
