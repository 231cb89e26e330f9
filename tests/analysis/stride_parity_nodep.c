/* Even elements written from odd ones: same array, but the GCD test proves that no
   element is both written and read. */
void stride_parity_nodep(int n, double *a)
{
  int i;
  for (i = 2; i < n; i += 2) { // W a[φ1] MAY {2 <= φ1 <= n - 1} ;; R a[φ1] MAY {1 <= φ1 <= n - 2} ;; IN a[φ1] MAY {1 <= φ1 <= n - 2} ;; dep: none
    a[i] = a[i - 1] * 0.5; // pre: {2 <= i <= n - 1}
  }
}
