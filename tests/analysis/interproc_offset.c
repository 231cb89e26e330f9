/* Call with an offset actual &a[k]: the callee's p[0..m-1] is a[k..k+m-1]. */
static void zero(double *p, int m)
{ // W p[φ1] EXACT {0 <= φ1 <= m - 1}
  int i;
  for (i = 0; i < m; i++) { // W p[φ1] EXACT {0 <= φ1 <= m - 1} ;; dep: none
    p[i] = 0.0;
  }
}

void interproc_offset(int k, int m, double *a)
{
  zero(&a[k], m); // W a[φ1] EXACT {k <= φ1 <= k + m - 1}
}
