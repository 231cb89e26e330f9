/* A callee writing a[0..n-1] of its VLA parameter, called with a local fixed-size array
   and with the caller's own VLA parameter: each call's region is over the actual array
   and the actual size. Only y[49] of the local y is used afterwards. */
static void fill(int n, double a[n], double v)
{ // W a[φ1] EXACT {0 <= φ1 <= n - 1}
  int i;
  for (i = 0; i < n; i++) { // W a[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    a[i] = v; // pre: {0 <= i <= n - 1}
  }
}

double interproc_vla_1d(int m, double x[m])
{
  double y[50];
  fill(50, y, 1.0); // W y[φ1] EXACT {0 <= φ1 <= 49} ;; OUT y[φ1] EXACT {φ1 == 49}
  fill(m, x, 0.0); // W x[φ1] EXACT {0 <= φ1 <= m - 1} ;; OUT x[φ1] EXACT {0 <= φ1 <= m - 1}
  return y[49]; // R y[φ1] EXACT {φ1 == 49}
}
