/* Library calls that fill or copy byte ranges, and subscripts bounded by `%`, `&`, `>>`:
 * a length `k * sizeof` of an element or a row, or `sizeof` the whole object, gives the
 * elements exactly; a length in another unit gives the whole array, MAY. (A non-affine
 * subscript of a pointer keeps the lower bound 0 that every such subscript gets.) */
#include <string.h>

static double g[64];
static double m[10][32];
static char line[80];

void byte_ranges(int n, int k, double *restrict p, const double *restrict q)
{
  memset(g, 0, sizeof g); // W g[φ1] EXACT {0 <= φ1 <= 63}
  memset(p + k, 0, n * sizeof(double)); // W p[φ1] EXACT {k <= φ1 <= k + n - 1}
  memcpy(&p[2], q, n * sizeof *q); // W p[φ1] EXACT {2 <= φ1 <= n + 1} ;; R q[φ1] EXACT {0 <= φ1 <= n - 1}
  memset(m[k], 0, sizeof m[k]); // W m[φ1][φ2] EXACT {φ1 == k, 0 <= φ2 <= 31}
  memset(m + 2, 0, 3 * sizeof m[0]); // W m[φ1][φ2] EXACT {2 <= φ1 <= 4, 0 <= φ2 <= 31}
  memset(&m[1][4], 0, 8 * sizeof(double)); // W m[φ1][φ2] EXACT {φ1 == 1, 4 <= φ2 <= 11}
  memset(m, 0, 10 * 32 * sizeof(double)); // W m[φ1][φ2] EXACT {0 <= φ1 <= 9, 0 <= φ2 <= 31}
  memset(line, ' ', 40); // W line[φ1] EXACT {0 <= φ1 <= 39}
  memset(g, 0, n); // W g[φ1] MAY {0 <= φ1 <= 63}
  for (int i = 0; i < n; i++) // W g[φ1] MAY {1 <= n, 0 <= φ1 <= 63} ;; R q[φ1] EXACT {0 <= φ1 <= n - 1}
    g[(i * 7) % 64] += q[i]; // W g[φ1] MAY {0 <= φ1 <= 63}
  for (int i = 0; i < n; i++) // W p[φ1] MAY {1 <= n, 0 <= φ1, k <= φ1 <= k + 15}
    p[k + (i & 15)] = 1.0; // W p[φ1] MAY {0 <= φ1, k <= φ1 <= k + 15}
  for (int i = 0; i < 64; i++) // R g[φ1] MAY {0 <= φ1 <= 15}
    p[i] = g[(i & 63) >> 2]; // R g[φ1] MAY {0 <= φ1 <= 15}
}
