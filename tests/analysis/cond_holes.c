/* All elements but a[3]: the set has a hole, so the loop region is the MAY hull. */
void cond_holes(int n, double *a)
{
  int i;
  for (i = 0; i < n; i++) { // W a[φ1] MAY {0 <= φ1 <= n - 1} ;; dep: none
    if (i != 3) { // pre: {0 <= i <= n - 1} ;; W a[φ1] MAY {φ1 == i}
      a[i] = 0.0; // pre: {0 <= i <= n - 1}
    }
  }
}
