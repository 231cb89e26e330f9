/* Early exit on data: every region of the loop is MAY (only a[0] is surely read, and
   only when n >= 1). */
void cond_break(int n, double *restrict b, const double *restrict a)
{
  int i;
  for (i = 0; i < n; i++) { // W b[φ1] MAY {0 <= φ1 <= n - 1} ;; R a[φ1] MAY {0 <= φ1 <= n - 1}
    if (a[i] < 0.0) // pre: {0 <= i <= n - 1} ;; R a[φ1] EXACT {φ1 == i}
      break;
    b[i] = a[i]; // pre: {0 <= i <= n - 1} ;; W b[φ1] EXACT {φ1 == i}
  }
}
