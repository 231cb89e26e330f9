#include <stdio.h>
#define N 1000000
static const int START = 500000;
double a[N];
int main(void) {
  a[0] = 42;                                  /* host write */
  for (int i = START; i < N; i++) a[i] = 1;   /* kernel writes the upper half only */
  printf("%g\n", a[0]);
  return 0;
}
