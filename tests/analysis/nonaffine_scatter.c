/* Indirect write H[idx[i]]: the subscript is not affine, so the region is bounded only
   by the declaration (and is empty when the loop does not run); two iterations may
   write the same element. */
double H[100];

void nonaffine_scatter(int n, const int *restrict idx, const double *restrict v)
{
  int i;
  for (i = 0; i < n; i++) { // W H[φ1] MAY {0 <= φ1 <= 99, 1 <= n} ;; R idx[φ1] EXACT {0 <= φ1 <= n - 1} ;; R v[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: output H (<) (?)
    H[idx[i]] = v[i]; // pre: {0 <= i <= n - 1} ;; W H[φ1] MAY {0 <= φ1 <= 99} ;; R idx[φ1] EXACT {φ1 == i}
  }
}
