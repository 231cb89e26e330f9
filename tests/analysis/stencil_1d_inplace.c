/* Gauss-Seidel in time (in place). The space loop carries a flow dependence
   (a[i-1] was just written) and an anti dependence (a[i+1] is written next), both at
   distance 1; across time steps every direction of the space loop occurs. */
void stencil_1d_inplace(int n, int T, double *a)
{
  int t, i;
  /* FIXME: the exact answer derived by hand is: IN a[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n, 1 <= T}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
  for (t = 0; t < T; t++) { // W a[φ1] EXACT {1 <= φ1 <= n - 2, 1 <= T} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n, 1 <= T} ;; IN a[φ1] MAY {3 <= n, 1 <= T, 0 <= φ1 <= n - 1} ;; dep: flow a (=, <) (0, 1) ;; dep: flow a (<, <) (?, 1) ;; dep: flow a (<, =) (?, 0) ;; dep: flow a (<, >) (?, -1) ;; dep: anti a (=, <) (0, 1) ;; dep: anti a (<, <) (?, 1) ;; dep: anti a (<, =) (?, 0) ;; dep: anti a (<, >) (?, -1) ;; dep: output a (<, =) (?, 0)
    for (i = 1; i < n - 1; i++) { // pre: {0 <= t <= T - 1} ;; W a[φ1] EXACT {1 <= φ1 <= n - 2} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n} ;; dep: flow a (<) (1) ;; dep: anti a (<) (1)
      a[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0; // pre: {0 <= t <= T - 1, 1 <= i <= n - 2}
    }
  }
}
