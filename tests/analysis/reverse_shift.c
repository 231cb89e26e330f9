/* Shift right done backwards (the correct order): each a[i-1] is read before the next
   iteration overwrites it, an anti dependence at distance 1; every read imports. */
void reverse_shift(int n, double *a)
{
  int i;
  for (i = n - 1; i >= 1; i--) { // W a[φ1] EXACT {1 <= φ1 <= n - 1} ;; R a[φ1] EXACT {0 <= φ1 <= n - 2} ;; IN a[φ1] EXACT {0 <= φ1 <= n - 2} ;; dep: anti a (<) (1)
    a[i] = a[i - 1]; // pre: {1 <= i <= n - 1}
  }
  a[0] = 0.0; // W a[φ1] EXACT {φ1 == 0}
}
