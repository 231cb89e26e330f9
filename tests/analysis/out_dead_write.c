/* Three successive initialisations of a: the first is entirely overwritten (its OUT
   region is empty), the second survives only at a[0], the third entirely (a is a
   parameter's pointee, live at exit). */
void out_dead_write(int n, double *a)
{
  int i;
  for (i = 0; i < n; i++) { // W a[φ1] EXACT {0 <= φ1 <= n - 1} ;; OUT a[φ1] EXACT {1 <= 0}
    a[i] = 1.0;
  }
  for (i = 0; i < n; i++) { // W a[φ1] EXACT {0 <= φ1 <= n - 1} ;; OUT a[φ1] EXACT {φ1 == 0, 1 <= n}
    a[i] = 2.0;
  }
  for (i = 1; i < n; i++) { // W a[φ1] EXACT {1 <= φ1 <= n - 1} ;; OUT a[φ1] EXACT {1 <= φ1 <= n - 1}
    a[i] = 3.0;
  }
}
