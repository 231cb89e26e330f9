/* Array reshaping at a call: the callee sees a flat vector, the actual is a row-major
   10 x 20 matrix. p[0..99] from &T5[0][0] are offsets 0..99 of T5, exactly its rows
   0..4; p[0..29] from &T5[2][5] are offsets 45..74 (end of row 2, start of row 3),
   exactly the integer points of the second system. */
static void fill_lin(int n, double *p)
{ // W p[φ1] EXACT {0 <= φ1 <= n - 1}
  int i;
  for (i = 0; i < n; i++) { // W p[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    p[i] = 1.0;
  }
}

double T5[10][20];

void interproc_reshape(void)
{
  /* FIXME: the exact answer derived by hand is: W T5[φ1][φ2] EXACT {0 <= φ1 <= 4, 0 <= φ2 <= 19}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
  fill_lin(100, &T5[0][0]); // W T5[φ1][φ2] MAY {0 <= φ1 <= 9, 0 <= φ2 <= 19}
  /* FIXME: the exact answer derived by hand is: W T5[φ1][φ2] EXACT {45 <= 20 * φ1 + φ2 <= 74, 0 <= φ2 <= 19}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
  fill_lin(30, &T5[2][5]); // W T5[φ1][φ2] MAY {0 <= φ1 <= 9, 0 <= φ2 <= 19}
}
