/* Row sums: s[i] is initialised then accumulated by the inner loop. The outer loop is
   parallel; the inner one carries the reduction on s[i]. s is never imported. */
void reduction_row(int n, int m, double *restrict s, const double a[restrict n][m])
{
  int i, j;
  for (i = 0; i < n; i++) { // W s[φ1] EXACT {0 <= φ1 <= n - 1} ;; R s[φ1] EXACT {0 <= φ1 <= n - 1, 1 <= m} ;; IN s[φ1] EXACT {1 <= 0} ;; R a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1} ;; dep: flow s (=, <) (0, ?) ;; dep: anti s (=, <) (0, ?) ;; dep: output s (=, <) (0, ?)
    s[i] = 0.0; // pre: {0 <= i <= n - 1} ;; W s[φ1] EXACT {φ1 == i} ;; OUT s[φ1] EXACT {φ1 == i}
    for (j = 0; j < m; j++) { // pre: {0 <= i <= n - 1} ;; W s[φ1] EXACT {φ1 == i, 1 <= m} ;; IN s[φ1] EXACT {φ1 == i, 1 <= m} ;; dep: flow s (<) (?) ;; dep: anti s (<) (?) ;; dep: output s (<) (?)
      s[i] = s[i] + a[i][j]; // pre: {0 <= i <= n - 1, 0 <= j <= m - 1}
    }
  }
}
