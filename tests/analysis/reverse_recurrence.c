/* Backward recurrence: a[i] uses a[i+1] computed by the previous iteration. Only the
   first iteration (i = n-2) imports a value of a, a[n-1]. */
void reverse_recurrence(int n, double *restrict a, const double *restrict b)
{
  int i;
  for (i = n - 2; i >= 0; i--) { // W a[φ1] EXACT {0 <= φ1 <= n - 2} ;; R a[φ1] EXACT {1 <= φ1 <= n - 1} ;; R b[φ1] EXACT {0 <= φ1 <= n - 2} ;; IN a[φ1] EXACT {φ1 == n - 1, 2 <= n} ;; OUT a[φ1] EXACT {0 <= φ1 <= n - 2} ;; dep: flow a (<) (1)
    a[i] = 0.5 * a[i + 1] + b[i]; // pre: {0 <= i <= n - 2}
  }
}
