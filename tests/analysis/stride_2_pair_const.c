/* Step 2, two writes per iteration: together they cover SA[0..99] without holes, so
   the loop's write region is EXACT although each reference alone has a stride. */
double SA[100];

void stride_2_pair_const(void)
{
  int i;
  /* FIXME: the exact answer derived by hand is: W SA[φ1] EXACT {0 <= φ1 <= 99}; OUT SA[φ1] EXACT {0 <= φ1 <= 99}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
  for (i = 0; i < 100; i += 2) { // W SA[φ1] MAY {0 <= φ1 <= 99} ;; OUT SA[φ1] MAY {0 <= φ1 <= 99} ;; dep: none
    SA[i] = 0.0; // pre: {0 <= i <= 98} ;; W SA[φ1] EXACT {φ1 == i}
    SA[i + 1] = 1.0; // pre: {0 <= i <= 98} ;; W SA[φ1] EXACT {φ1 == i + 1}
  }
}
