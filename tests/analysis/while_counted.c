/* A counted while loop: preconditions inside the body come from the loop invariant
   0 <= i and the test i < n. */
void while_counted(int n, double *a)
{
  int i;
  i = 0;
  while (i < n) { // pre: {i == 0} ;; W a[φ1] MAY {0 <= φ1 <= n - 1}
    a[i] = 2.0 * i; // pre: {0 <= i <= n - 1} ;; W a[φ1] EXACT {φ1 == i}
    i++; // pre: {0 <= i <= n - 1}
  }
}
