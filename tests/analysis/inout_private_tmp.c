/* A local array used as a per-iteration temporary: written in full before being read
   in every iteration, so the outer loop neither imports nor exports it (it is
   privatizable), although it carries memory-based dependences on it. */
void inout_private_tmp(int n, double b[restrict n][4], const double a[restrict n][4])
{
  double tmp[4];
  int i, j;
  for (i = 0; i < n; i++) { // W tmp[φ1] EXACT {0 <= φ1 <= 3, 1 <= n} ;; R tmp[φ1] EXACT {0 <= φ1 <= 3, 1 <= n} ;; IN tmp[φ1] EXACT {1 <= 0} ;; OUT tmp[φ1] EXACT {1 <= 0} ;; W b[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= 3} ;; OUT b[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= 3} ;; dep: flow tmp (<) ;; dep: anti tmp (<) ;; dep: output tmp (<, =) (?, 0)
    for (j = 0; j < 4; j++) { // pre: {0 <= i <= n - 1} ;; W tmp[φ1] EXACT {0 <= φ1 <= 3} ;; OUT tmp[φ1] EXACT {0 <= φ1 <= 3} ;; dep: none
      tmp[j] = 2.0 * a[i][j]; // pre: {0 <= i <= n - 1, 0 <= j <= 3}
    }
    for (j = 0; j < 4; j++) { // pre: {0 <= i <= n - 1} ;; IN tmp[φ1] EXACT {0 <= φ1 <= 3} ;; W b[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= 3} ;; OUT b[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= 3} ;; dep: none
      b[i][j] = tmp[3 - j]; // pre: {0 <= i <= n - 1, 0 <= j <= 3}
    }
  }
}
