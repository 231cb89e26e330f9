/* Linear search: the loop reads a prefix of a whose length depends on data. */
int while_search(int n, const double *a, double key)
{
  int i;
  i = 0;
  while (i < n && a[i] != key) { // pre: {i == 0} ;; R a[φ1] MAY {0 <= φ1 <= n - 1}
    i++; // pre: {0 <= i <= n - 1}
  }
  return i;
}
