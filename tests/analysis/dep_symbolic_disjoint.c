/* a[i+n] = a[i] for i < n: the written half [n, 2n-1] and the read half [0, n-1] are
   disjoint for every n, so no dependence although the offset is symbolic. */
void dep_symbolic_disjoint(int n, double *a)
{
  int i;
  for (i = 0; i < n; i++) { // W a[φ1] EXACT {n <= φ1 <= 2 * n - 1} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1} ;; IN a[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    a[i + n] = a[i]; // pre: {0 <= i <= n - 1}
  }
}
