/* Reversed inner loop with dependences: directions and distances are counted in
   iterations, so a[i][j+1], written one inner iteration earlier (j decreases), gives
   (=, <) at distance (0, 1), and a[i-1][j+1] gives (<, <) at distance (1, 1). */
void reverse_2d_dep(int n, int m, double a[n][m])
{
  int i, j;
  for (i = 1; i < n; i++) { // W a[φ1][φ2] EXACT {1 <= φ1 <= n - 1, 0 <= φ2 <= m - 2} ;; R a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 1 <= φ2 <= m - 1, 2 <= n} ;; dep: flow a (<, <) (1, 1) ;; dep: flow a (=, <) (0, 1)
    for (j = m - 2; j >= 0; j--) { // pre: {1 <= i <= n - 1} ;; dep: flow a (<) (1)
      a[i][j] = a[i - 1][j + 1] + a[i][j + 1]; // pre: {1 <= i <= n - 1, 0 <= j <= m - 2}
    }
  }
}
