/* A scalar temporary inside the loop: no array dependence (the scalar is left to
   privatization). */
void scalar_temp(int n, double *restrict y, const double *restrict x)
{
  int i;
  double t;
  for (i = 0; i < n; i++) { // W y[φ1] EXACT {0 <= φ1 <= n - 1} ;; R x[φ1] EXACT {0 <= φ1 <= n - 1} ;; dep: none
    t = x[i] * x[i]; // pre: {0 <= i <= n - 1} ;; R x[φ1] EXACT {φ1 == i}
    y[i] = t * t + t; // pre: {0 <= i <= n - 1} ;; W y[φ1] EXACT {φ1 == i}
  }
}
