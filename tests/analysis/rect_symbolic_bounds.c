/* Both loop bounds symbolic (lo, hi); in-place update of a[lo..hi]. */
void rect_symbolic_bounds(int lo, int hi, double s, double *a)
{
  int i;
  for (i = lo; i <= hi; i++) { // W a[φ1] EXACT {lo <= φ1 <= hi} ;; R a[φ1] EXACT {lo <= φ1 <= hi} ;; IN a[φ1] EXACT {lo <= φ1 <= hi} ;; dep: none
    a[i] = a[i] + s; // pre: {lo <= i <= hi}
  }
}
