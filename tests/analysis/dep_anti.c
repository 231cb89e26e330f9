/* a[i] = a[i+1] (shift left, forward): anti dependence at distance 1; every read
   imports. */
void dep_anti(int n, double *a)
{
  int i;
  for (i = 0; i < n - 1; i++) { // W a[φ1] EXACT {0 <= φ1 <= n - 2} ;; R a[φ1] EXACT {1 <= φ1 <= n - 1} ;; IN a[φ1] EXACT {1 <= φ1 <= n - 1} ;; dep: anti a (<) (1)
    a[i] = a[i + 1]; // pre: {0 <= i <= n - 2}
  }
}
