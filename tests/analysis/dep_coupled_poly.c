/* Polynomial product c[i+j] += a[i]*b[j]: a coupled subscript. For a fixed i the
   elements are distinct (inner loop parallel); across i, i + j = i' + j' with i < i'
   forces j > j': direction (<, >), non-constant distance. */
void dep_coupled_poly(int n, double *restrict c, const double *restrict a, const double *restrict b)
{
  int i, j;
  /* FIXME: the exact answer derived by hand is: IN c[φ1] EXACT {0 <= φ1 <= 2 * n - 2}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
  for (i = 0; i < n; i++) { // W c[φ1] EXACT {0 <= φ1 <= 2 * n - 2} ;; R c[φ1] EXACT {0 <= φ1 <= 2 * n - 2} ;; IN c[φ1] MAY {0 <= φ1 <= 2*n - 2} ;; dep: flow c (<, >) ;; dep: anti c (<, >) ;; dep: output c (<, >)
    for (j = 0; j < n; j++) { // pre: {0 <= i <= n - 1} ;; W c[φ1] EXACT {i <= φ1 <= i + n - 1} ;; R b[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
      c[i + j] = c[i + j] + a[i] * b[j]; // pre: {0 <= i <= n - 1, 0 <= j <= n - 1} ;; W c[φ1] EXACT {φ1 == i + j}
    }
  }
}
