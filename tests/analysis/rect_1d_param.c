/* Rectangular 1-D loop with a parameterised bound: a[0..n-1] written once,
   b[0..n-1] read at the same subscripts. */
void rect_1d_param(int n, double *restrict a, const double *restrict b)
{ // W a[φ1] EXACT {0 <= φ1 <= n - 1} ;; R b[φ1] EXACT {0 <= φ1 <= n - 1} ;; IN b[φ1] EXACT {0 <= φ1 <= n - 1}
  int i;
  for (i = 0; i < n; i++) { // W a[φ1] EXACT {0 <= φ1 <= n - 1} ;; R b[φ1] EXACT {0 <= φ1 <= n - 1} ;; IN b[φ1] EXACT {0 <= φ1 <= n - 1} ;; OUT a[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    a[i] = 2.0 * b[i]; // pre: {0 <= i <= n - 1} ;; W a[φ1] EXACT {φ1 == i} ;; R b[φ1] EXACT {φ1 == i}
  }
}
