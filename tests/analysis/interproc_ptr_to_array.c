/* Pointer-to-array parameter double (*A)[N], the heap-array idiom: the callee scales
   rows 0..n-1; callers pass a global 2-D array and their own pointer-to-array. */
#define N 64

static void scale_rows(int n, double (*A)[N], double f)
{ // W A[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= 63} ;; R A[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= 63}
  int i, j;
  for (i = 0; i < n; i++) { // W A[φ1][φ2] EXACT {0 <= φ1 <= n - 1, 0 <= φ2 <= 63} ;; dep: none
    for (j = 0; j < N; j++) { // pre: {0 <= i <= n - 1} ;; W A[φ1][φ2] EXACT {φ1 == i, 0 <= φ2 <= 63}
      A[i][j] = f * A[i][j]; // pre: {0 <= i <= n - 1, 0 <= j <= 63}
    }
  }
}

double G[100][N];

void interproc_ptr_to_array(int k, double (*M)[N])
{
  scale_rows(100, G, 2.0); // W G[φ1][φ2] EXACT {0 <= φ1 <= 99, 0 <= φ2 <= 63} ;; R G[φ1][φ2] EXACT {0 <= φ1 <= 99, 0 <= φ2 <= 63}
  scale_rows(k, M, 0.5); // W M[φ1][φ2] EXACT {0 <= φ1 <= k - 1, 0 <= φ2 <= 63} ;; R M[φ1][φ2] EXACT {0 <= φ1 <= k - 1, 0 <= φ2 <= 63}
}
