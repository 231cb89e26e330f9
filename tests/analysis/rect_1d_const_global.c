/* Constant bounds with constant offsets on global arrays. */
double A[100];
double B[100];

void rect_1d_const_global(void)
{
  int i;
  for (i = 5; i <= 94; i++) { // W B[φ1] EXACT {0 <= φ1 <= 89} ;; R A[φ1] EXACT {10 <= φ1 <= 99} ;; OUT B[φ1] EXACT {0 <= φ1 <= 89} ;; dep: none
    B[i - 5] = A[i + 5] + 1.0; // pre: {5 <= i <= 94} ;; W B[φ1] EXACT {φ1 == i - 5} ;; R A[φ1] EXACT {φ1 == i + 5}
  }
}
