/* A 2-D VLA callee called with a global fixed-size array (whole and first rows only)
   and with the caller's VLA parameter. */
static void init2(int n, int m, double a[n][m])
{ // W a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1}
  int i, j;
  for (i = 0; i < n; i++) { // W a[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= m - 1} ;; dep: none
    for (j = 0; j < m; j++) { // pre: {0 <= i <= n - 1}
      a[i][j] = i + j; // pre: {0 <= i <= n - 1, 0 <= j <= m - 1}
    }
  }
}

double T2[10][20];

void interproc_vla_2d(int p, int q, double b[p][q])
{
  init2(10, 20, T2); // W T2[φ1][φ2] EXACT {0 <= φ1 <= 9, 0 <= φ2 <= 19}
  init2(5, 20, T2); // W T2[φ1][φ2] EXACT {0 <= φ1 <= 4, 0 <= φ2 <= 19}
  init2(p, q, b); // W b[φ1][φ2] EXACT {0 <= φ1 <= p - 1, 0 <= φ2 <= q - 1}
}
