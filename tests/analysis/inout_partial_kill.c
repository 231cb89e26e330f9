/* A first loop defines t[0..49]; the second reads t[0..99]: only t[50..99] is
   imported by the function. */
void inout_partial_kill(const double *restrict a, double *restrict t, double *restrict b)
{ // IN t[φ1] EXACT {50 <= φ1 <= 99} ;; IN a[φ1] EXACT {0 <= φ1 <= 49} ;; W t[φ1] EXACT {0 <= φ1 <= 49} ;; R t[φ1] EXACT {0 <= φ1 <= 99} ;; W b[φ1] EXACT {0 <= φ1 <= 99}
  int i;
  for (i = 0; i < 50; i++) { // W t[φ1] EXACT {0 <= φ1 <= 49} ;; OUT t[φ1] EXACT {0 <= φ1 <= 49}
    t[i] = a[i];
  }
  for (i = 0; i < 100; i++) { // R t[φ1] EXACT {0 <= φ1 <= 99} ;; IN t[φ1] EXACT {0 <= φ1 <= 99} ;; OUT b[φ1] EXACT {0 <= φ1 <= 99}
    b[i] = t[i] + 1.0;
  }
}
