/* A local array fully written, of which only t[10..19] is used later: that is its
   OUT region (a local is dead at function exit). */
void out_local_partial(double *restrict a)
{
  double t[100];
  int i;
  for (i = 0; i < 100; i++) { // W t[φ1] EXACT {0 <= φ1 <= 99} ;; OUT t[φ1] EXACT {10 <= φ1 <= 19}
    t[i] = 0.5 * i;
  }
  for (i = 10; i < 20; i++) { // R t[φ1] EXACT {10 <= φ1 <= 19} ;; W a[φ1] EXACT {10 <= φ1 <= 19} ;; OUT a[φ1] EXACT {10 <= φ1 <= 19} ;; OUT t[φ1] EXACT {1 <= 0}
    a[i] = t[i]; // pre: {10 <= i <= 19}
  }
}
