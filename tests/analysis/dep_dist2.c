/* a[i] = a[i-2]: flow dependence at distance 2. Only the first two iterations import
   a value (a[0], and a[1] when the loop has a second iteration). */
void dep_dist2(int n, double *a)
{
  int i;
  for (i = 2; i < n; i++) { // W a[φ1] EXACT {2 <= φ1 <= n - 1} ;; R a[φ1] EXACT {0 <= φ1 <= n - 3} ;; IN a[φ1] EXACT {0 <= φ1 <= 1, φ1 <= n - 3} ;; dep: flow a (<) (2)
    a[i] = a[i - 2] * 0.5; // pre: {2 <= i <= n - 1}
  }
}
