/* Time loop alternating two calls of a 3-point smoother between a and b. The call
   regions are over the actuals. In one time step b[1..n-2] is produced by the first
   call before the second reads b[0..n-1], so the time loop imports only b[0] and
   b[n-1] of b: not convex, hence the MAY hull. The two call sites pass distinct
   restrict arrays, so the callee's pointer parameters never alias. */
static void smooth(int n, const double *in, double *out)
{ // R in[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n} ;; W out[φ1] EXACT {1 <= φ1 <= n - 2}
  int i;
  for (i = 1; i < n - 1; i++) { // R in[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n} ;; W out[φ1] EXACT {1 <= φ1 <= n - 2} ;; dep: none
    out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0; // pre: {1 <= i <= n - 2}
  }
}

void interproc_stencil_time(int n, int steps, double *restrict a, double *restrict b)
{
  int t;
  for (t = 0; t < steps; t++) { // W a[φ1] EXACT {1 <= φ1 <= n - 2, 1 <= steps} ;; W b[φ1] EXACT {1 <= φ1 <= n - 2, 1 <= steps} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n, 1 <= steps} ;; R b[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n, 1 <= steps} ;; IN a[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n, 1 <= steps} ;; IN b[φ1] MAY {0 <= φ1 <= n - 1, 3 <= n, 1 <= steps} ;; dep: flow a (<) ;; dep: anti a (<) ;; dep: output a (<) ;; dep: flow b (<) ;; dep: anti b (<) ;; dep: output b (<)
    smooth(n, a, b); // pre: {0 <= t <= steps - 1} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n} ;; W b[φ1] EXACT {1 <= φ1 <= n - 2}
    smooth(n, b, a); // pre: {0 <= t <= steps - 1} ;; R b[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n} ;; W a[φ1] EXACT {1 <= φ1 <= n - 2}
  }
}
