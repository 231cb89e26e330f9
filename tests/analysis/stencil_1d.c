/* 3-point Jacobi step. The read region covers a[0..n-1] exactly, but only when the
   loop runs (n >= 3). */
void stencil_1d(int n, double *restrict b, const double *restrict a)
{
  int i;
  for (i = 1; i < n - 1; i++) { // W b[φ1] EXACT {1 <= φ1 <= n - 2} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n} ;; IN a[φ1] EXACT {0 <= φ1 <= n - 1, 3 <= n} ;; dep: none
    b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0; // pre: {1 <= i <= n - 2} ;; R a[φ1] EXACT {i - 1 <= φ1 <= i + 1} ;; W b[φ1] EXACT {φ1 == i}
  }
}
