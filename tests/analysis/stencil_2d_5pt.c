/* 5-point Jacobi step. The union of the five shifted squares is the n x n square
   without its four corners; that set is exactly the integer points of the octagon
   below (for every n >= 3), so the read region is EXACT. For a fixed row i the read
   region is a cross-shaped hexagon: row i complete, rows i-1 and i+1 without
   their end points. */
void stencil_2d_5pt(int n, double b[restrict n][n], const double a[restrict n][n])
{
  int i, j;
  /* FIXME: the exact answer derived by hand is: R a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= n - 1, 1 <= φ1 + φ2, φ1 + φ2 <= 2 * n - 3, φ1 - φ2 <= n - 2, φ2 - φ1 <= n - 2, 3 <= n}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
  for (i = 1; i < n - 1; i++) { // W b[φ1][φ2] EXACT {1 <= φ1 <= n - 2, 1 <= φ2 <= n - 2} ;; R a[φ1][φ2] MAY {3 <= n, 0 <= φ1 <= n - 1, 0 <= φ2 <= n - 1} ;; dep: none
    /* FIXME: the exact answer derived by hand is: R a[φ1][φ2] EXACT {i - 1 <= φ1 <= i + 1, φ1 - i <= φ2, i - φ1 <= φ2, φ2 + φ1 - i <= n - 1, φ2 - φ1 + i <= n - 1}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
    for (j = 1; j < n - 1; j++) { // pre: {1 <= i <= n - 2} ;; W b[φ1][φ2] EXACT {φ1 == i, 1 <= φ2 <= n - 2} ;; R a[φ1][φ2] MAY {φ1 - 1 <= i <= φ1 + 1, 0 <= φ2 <= n - 1} ;; dep: none
      b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]); // pre: {1 <= i <= n - 2, 1 <= j <= n - 2}
    }
  }
}
