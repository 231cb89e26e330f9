/* Induction variable starting at a parameter j and incremented before its use:
   k == i + j + 1 at the write, so c[j+1..j+n] is written, EXACT. A second variable
   l moves by 2 from j: l == 2 * i + j. */
void induction_pre_incr(int n, int j, double *restrict c, double *restrict e, const double *restrict d)
{
  int i, k, l;
  k = j;
  l = j; // pre: {k == j}
  for (i = 0; i < n; i++) { // pre: {k == j, l == j} ;; W c[φ1] EXACT {j + 1 <= φ1 <= j + n} ;; W e[φ1] MAY {j <= φ1 <= j + 2 * n - 2} ;; dep: none
    k++; // pre: {k == i + j, l == 2 * i + j, 0 <= i <= n - 1}
    c[k] = d[i]; // pre: {k == i + j + 1, l == 2 * i + j, 0 <= i <= n - 1} ;; W c[φ1] EXACT {φ1 == i + j + 1}
    e[l] = d[i]; // pre: {l == 2 * i + j} ;; W e[φ1] EXACT {φ1 == 2 * i + j}
    l = l + 2;
  }
}
