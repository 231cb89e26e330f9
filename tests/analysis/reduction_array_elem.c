/* Reduction into one array element: every pair of iterations conflicts on acc[0]. */
void reduction_array_elem(int n, double *restrict acc, const double *restrict a)
{
  int i;
  for (i = 0; i < n; i++) { // R acc[φ1] EXACT {φ1 == 0, 1 <= n} ;; W acc[φ1] EXACT {φ1 == 0, 1 <= n} ;; IN acc[φ1] EXACT {φ1 == 0, 1 <= n} ;; R a[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: flow acc (<) (?) ;; dep: anti acc (<) (?) ;; dep: output acc (<) (?)
    acc[0] = acc[0] + a[i]; // pre: {0 <= i <= n - 1}
  }
}
