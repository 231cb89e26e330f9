/* Two plain (non-restrict) pointer parameters. If dst and src aliased, src[i+1] would
   be overwritten one iteration later; but the only call site passes two distinct
   global arrays, so the callee's loop carries no dependence. */
static void add_into(int n, double *dst, const double *src)
{ // W dst[φ1] EXACT {0 <= φ1 <= n - 1} ;; R dst[φ1] EXACT {0 <= φ1 <= n - 1} ;; R src[φ1] EXACT {1 <= φ1 <= n}
  int i;
  for (i = 0; i < n; i++) { // W dst[φ1] EXACT {0 <= φ1 <= n - 1} ;; R src[φ1] EXACT {1 <= φ1 <= n} ;; dep: none
    dst[i] = dst[i] + src[i + 1]; // pre: {0 <= i <= n - 1}
  }
}

double U[100];
double V[101];

void ptr_two_params_caller(void)
{
  add_into(100, U, V); // W U[φ1] EXACT {0 <= φ1 <= 99} ;; R U[φ1] EXACT {0 <= φ1 <= 99} ;; R V[φ1] EXACT {1 <= φ1 <= 100}
}
