/* Rectangular 3-D nest with constant, distinct bounds; the read is transposed, so the
   region dimensions come in the order of the subscripts, not of the loops. */
double A3[10][20][30];
double B3[30][20][10];

void rect_3d_const(void)
{
  int i, j, k;
  for (i = 0; i < 10; i++) { // W A3[φ1][φ2][φ3] EXACT {0 <= φ1 <= 9, 0 <= φ2 <= 19, 0 <= φ3 <= 29} ;; R B3[φ1][φ2][φ3] EXACT {0 <= φ1 <= 29, 0 <= φ2 <= 19, 0 <= φ3 <= 9} ;; dep: none
    for (j = 0; j < 20; j++) { // pre: {0 <= i <= 9} ;; W A3[φ1][φ2][φ3] EXACT {φ1 == i, 0 <= φ2 <= 19, 0 <= φ3 <= 29} ;; R B3[φ1][φ2][φ3] EXACT {0 <= φ1 <= 29, 0 <= φ2 <= 19, φ3 == i}
      for (k = 0; k < 30; k++) { // pre: {0 <= i <= 9, 0 <= j <= 19} ;; R B3[φ1][φ2][φ3] EXACT {0 <= φ1 <= 29, φ2 == j, φ3 == i}
        A3[i][j][k] = B3[k][j][i]; // pre: {0 <= i <= 9, 0 <= j <= 19, 0 <= k <= 29}
      }
    }
  }
}
