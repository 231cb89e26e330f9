/* Pointer walk *p++ = v: regions through p are relative to the value p has before
   the statement (here, at function entry). */
void ptr_walk(int n, double *p, double v)
/* FIXME: the exact answer derived by hand is: W p[φ1] EXACT {0 <= φ1 <= n - 1}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
{ // 
  int i;
  /* FIXME: the exact answer derived by hand is: W p[φ1] EXACT {0 <= φ1 <= n - 1}. p4a is less precise here (see tests/analysis/README.md, known imprecisions). */
  for (i = 0; i < n; i++) { // 
    *p++ = v; // pre: {0 <= i <= n - 1}
  }
}
