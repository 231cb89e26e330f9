/* Pointer walk *p++ = v: regions through p are relative to the value p has before
   the statement (here, at function entry). */
void ptr_walk(int n, double *p, double v)
{ // W p[φ1] EXACT {0 <= φ1 <= n - 1}
  int i;
  for (i = 0; i < n; i++) { // W p[φ1] EXACT {0 <= φ1 <= n - 1}
    *p++ = v; // pre: {0 <= i <= n - 1}
  }
}
