/* First-order recurrence: flow dependence at distance 1; the loop imports only a[0]. */
void in_recurrence(int n, double *restrict a, const double *restrict b)
{
  int i;
  for (i = 1; i < n; i++) { // R a[φ1] EXACT {0 <= φ1 <= n - 2} ;; W a[φ1] EXACT {1 <= φ1 <= n - 1} ;; IN a[φ1] EXACT {φ1 == 0, 2 <= n} ;; OUT a[φ1] EXACT {1 <= φ1 <= n - 1} ;; IN b[φ1] EXACT {1 <= φ1 <= n - 1} ;; dep: flow a (<) (1)
    a[i] = a[i - 1] + b[i]; // pre: {1 <= i <= n - 1} ;; IN a[φ1] EXACT {φ1 == i - 1} ;; OUT a[φ1] EXACT {φ1 == i}
  }
}
