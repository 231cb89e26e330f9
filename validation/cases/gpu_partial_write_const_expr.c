#include <stdio.h>
#define N 1000000
double a[N];
int main(void) {
  a[N - 1] = 42;                                /* host write */
  for (int i = 0; i < N / 2; i++) a[i] = 1;     /* kernel writes the lower half only */
  printf("%g\n", a[N - 1]);
  return 0;
}
