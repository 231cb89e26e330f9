/* A local temporary written by one loop and read by the next: the sequence (the inner
   block) imports a only, not t, and exports b only (t is dead after the block). */
void inout_local_temp(const double *restrict a, double *restrict b)
{
  double t[100];
  int i;
  { // IN a[φ1] EXACT {0 <= φ1 <= 99} ;; IN t[φ1] EXACT {1 <= 0} ;; W t[φ1] EXACT {0 <= φ1 <= 99} ;; R t[φ1] EXACT {0 <= φ1 <= 99} ;; OUT t[φ1] EXACT {1 <= 0} ;; OUT b[φ1] EXACT {0 <= φ1 <= 99}
    for (i = 0; i < 100; i++) { // W t[φ1] EXACT {0 <= φ1 <= 99} ;; OUT t[φ1] EXACT {0 <= φ1 <= 99} ;; IN a[φ1] EXACT {0 <= φ1 <= 99}
      t[i] = a[i] * a[i];
    }
    for (i = 0; i < 100; i++) { // R t[φ1] EXACT {0 <= φ1 <= 99} ;; IN t[φ1] EXACT {0 <= φ1 <= 99} ;; W b[φ1] EXACT {0 <= φ1 <= 99} ;; OUT b[φ1] EXACT {0 <= φ1 <= 99}
      b[i] = t[99 - i]; // pre: {0 <= i <= 99} ;; R t[φ1] EXACT {φ1 == 99 - i}
    }
  }
}
