/* In-place reversal with two indices moving towards each other: i + j stays n - 1.
   For odd n the middle element is neither read nor written, hence MAY. */
void while_two_vars(int n, double *a)
{
  int i, j;
  double t;
  i = 0;
  j = n - 1; // pre: {i == 0}
  while (i < j) { // pre: {i == 0, j == n - 1} ;; W a[φ1] MAY {0 <= φ1 <= n - 1, 2 <= n} ;; R a[φ1] MAY {0 <= φ1 <= n - 1, 2 <= n}
    t = a[i]; // pre: {i + j == n - 1, 0 <= i <= j - 1} ;; R a[φ1] EXACT {φ1 == i}
    a[i] = a[j]; // pre: {i + j == n - 1, 0 <= i <= j - 1} ;; W a[φ1] EXACT {φ1 == i} ;; R a[φ1] EXACT {φ1 == j}
    a[j] = t; // W a[φ1] EXACT {φ1 == j}
    i++;
    j--;
  }
}
