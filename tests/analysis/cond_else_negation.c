/* Branch regions keep their condition's constraints: a conjunction bounds the then
   branch exactly; the negation of a disjunction (`!(i < k || i > m)`) bounds its then
   branch exactly and leaves the else branch (a disjunction) MAY.
   FIXME: both branches write b[i], so the `if` writes b[i] EXACT; the twin test of the
   two branches does not match (as in cond_border_hull.c). */
void cond_else_negation(int n, int k, int m, double *restrict a, double *restrict b)
{
  int i;
  for (i = 0; i < n; i++) { // W a[φ1] EXACT {0 <= φ1 <= n - 1, k <= φ1 <= m}
    if (i >= k && i <= m) { // W a[φ1] EXACT {φ1 == i, k <= i <= m}
      a[i] = 1.0;
    }
    if (!(i < k || i > m)) { // W b[φ1] MAY {φ1 == i, i <= n - 1}
      b[i] = 2.0;
    } else {
      b[i] = 3.0;
    }
  }
}
