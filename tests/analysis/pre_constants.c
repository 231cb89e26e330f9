/* Preconditions from constant assignments, a loop bound computed from them, and the
   value of the index after a loop with constant bounds. */
void pre_constants(double *a)
{
  int n, m, i;
  n = 10;
  m = n + 5; // pre: {n == 10}
  for (i = 0; i < m; i++) { // pre: {n == 10, m == 15} ;; W a[φ1] EXACT {0 <= φ1 <= 14} ;; dep: none
    a[i] = i; // pre: {n == 10, m == 15, 0 <= i <= 14}
  }
  a[i] = -1.0; // pre: {i == 15, m == 15} ;; W a[φ1] EXACT {φ1 == 15}
}
