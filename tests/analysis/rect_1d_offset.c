/* Forward difference: the read region is one longer than the iteration space, and
   it is empty unless the loop runs (n >= 2). */
void rect_1d_offset(int n, double *restrict d, const double *restrict a)
{
  int i;
  for (i = 0; i < n - 1; i++) { // W d[φ1] EXACT {0 <= φ1 <= n - 2} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1, 2 <= n} ;; dep: none
    d[i] = a[i + 1] - a[i]; // pre: {0 <= i <= n - 2} ;; R a[φ1] EXACT {i <= φ1 <= i + 1}
  }
}
