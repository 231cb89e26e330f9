/* Indirect read TAB[idx[i]] into a scalar sum: MAY read bounded by the declaration;
   reads never conflict, so no dependence. */
double TAB[256];

double nonaffine_gather(int n, const int *idx)
{
  int i;
  double s;
  s = 0.0;
  for (i = 0; i < n; i++) { // R TAB[φ1] MAY {0 <= φ1 <= 255, 1 <= n} ;; R idx[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    s += TAB[idx[i]]; // pre: {0 <= i <= n - 1} ;; R TAB[φ1] MAY {0 <= φ1 <= 255}
  }
  return s;
}
