/* a[i+k] = a[i] with k unknown: flow dependence when k > 0, anti when k < 0, both at
   distance |k| (not constant). */
void dep_symbolic(int n, int k, double *a)
{
  int i;
  for (i = 0; i < n; i++) { // W a[φ1] EXACT {k <= φ1 <= k + n - 1} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: flow a (<) (?) ;; dep: anti a (<) (?)
    a[i + k] = a[i] * 2.0; // pre: {0 <= i <= n - 1}
  }
}
