/* Jacobi in time: compute b from a, copy b back into a. Each space loop is parallel;
   the time loop carries dependences (memory-based) on both arrays. b is produced
   before it is used in every time step, so it is not imported by the time loop. */
void stencil_1d_time(int n, int T, double *restrict a, double *restrict b)
{
  int t, i;
  for (t = 0; t < T; t++) { // W b[φ1] EXACT {1 <= φ1 <= n - 2, 1 <= T} ;; W a[φ1] EXACT {1 <= φ1 <= n - 2, 1 <= T} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n, 1 <= T} ;; R b[φ1] EXACT {1 <= φ1 <= n - 2, 1 <= T} ;; IN a[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n, 1 <= T} ;; IN b[φ1] EXACT {1 <= 0} ;; dep: flow a (<) ;; dep: anti a (<) ;; dep: output a (<, =) (?, 0) ;; dep: flow b (<) ;; dep: anti b (<) ;; dep: output b (<, =) (?, 0)
    for (i = 1; i < n - 1; i++) { // pre: {0 <= t <= T - 1} ;; W b[φ1] EXACT {1 <= φ1 <= n - 2} ;; OUT b[φ1] EXACT {1 <= φ1 <= n - 2} ;; dep: none
      b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0; // pre: {0 <= t <= T - 1, 1 <= i <= n - 2}
    }
    for (i = 1; i < n - 1; i++) { // pre: {0 <= t <= T - 1} ;; R b[φ1] EXACT {1 <= φ1 <= n - 2} ;; IN b[φ1] EXACT {1 <= φ1 <= n - 2} ;; W a[φ1] EXACT {1 <= φ1 <= n - 2} ;; OUT a[φ1] EXACT {1 <= φ1 <= n - 2} ;; dep: none
      a[i] = b[i]; // pre: {0 <= t <= T - 1, 1 <= i <= n - 2}
    }
  }
}
