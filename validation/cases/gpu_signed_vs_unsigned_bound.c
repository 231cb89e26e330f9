#include <stdio.h>
double a[1000010];
int main(void) {
  unsigned u = 1000000;
  for (int i = -5; i < u; i++) a[i + 5] = 1;   /* -5 < u is false in C: no iteration */
  printf("%g\n", a[100]);
  return 0;
}
