/* A callee writing a prefix of a global array, called with a constant and inside a
   loop with the loop index. G[4..9] of the first call survive the loop (G is global,
   hence live at exit). */
double GP[100];

static void clear_prefix(int k)
{ // W GP[φ1] EXACT {0 <= φ1 <= k - 1}
  int i;
  for (i = 0; i < k; i++) { // W GP[φ1] EXACT {0 <= φ1 <= k - 1} ;; dep: none
    GP[i] = 0.0;
  }
}

void interproc_global(void)
{
  int j;
  clear_prefix(10); // W GP[φ1] EXACT {0 <= φ1 <= 9} ;; OUT GP[φ1] EXACT {4 <= φ1 <= 9}
  for (j = 0; j < 5; j++) { // W GP[φ1] EXACT {0 <= φ1 <= 3} ;; OUT GP[φ1] EXACT {0 <= φ1 <= 3} ;; dep: output GP (<)
    clear_prefix(j); // pre: {0 <= j <= 4} ;; W GP[φ1] EXACT {0 <= φ1 <= j - 1}
  }
}
