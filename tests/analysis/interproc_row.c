/* A row of a 2-D array passed as a 1-D VLA actual (a[i]). */
static void row_scale(int m, double r[m], double f)
{ // W r[φ1] EXACT {0 <= φ1 <= m - 1} ;; R r[φ1] EXACT {0 <= φ1 <= m - 1}
  int j;
  for (j = 0; j < m; j++) { // dep: none
    r[j] = f * r[j]; // pre: {0 <= j <= m - 1}
  }
}

void interproc_row(int n, int m, double a[n][m])
{
  int i;
  for (i = 0; i < n; i++) { // W a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1} ;; R a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1} ;; dep: none
    row_scale(m, a[i], 2.0); // pre: {0 <= i <= n - 1} ;; W a[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= m - 1} ;; R a[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= m - 1}
  }
}
