/* Step 3 with constant bounds: i takes 1, 4, ..., 28. The write region is a MAY hull
   [1, 28]; the three reads per iteration tile [0, 29] exactly. */
double SX[32];
double SY[32];

void stride_3_const(void)
{
  int i;
  /* FIXME: the exact answer derived by hand is: W SY[φ1] MAY {1 <= φ1 <= 28}; R SX[φ1] EXACT {0 <= φ1 <= 29}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
  for (i = 1; i < 30; i += 3) { // W SY[φ1] MAY {1 <= φ1 <= 29} ;; R SX[φ1] MAY {0 <= φ1 <= 29} ;; dep: none
    SY[i] = SX[i - 1] + SX[i] + SX[i + 1]; // pre: {1 <= i <= 28}
  }
}
