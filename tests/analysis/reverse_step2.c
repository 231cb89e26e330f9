/* Reversed loop with step -2: i = n-1, n-3, ..., down to 0 or 1. */
void reverse_step2(int n, double *a)
{
  int i;
  for (i = n - 1; i >= 0; i -= 2) { // W a[φ1] MAY {0 <= φ1 <= n - 1} ;; dep: none
    a[i] = 1.0; // pre: {0 <= i <= n - 1} ;; W a[φ1] EXACT {φ1 == i}
  }
}
