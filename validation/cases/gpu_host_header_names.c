#include <stdio.h>
double a[1000000];
int uint = 7;
int main(void) {
  for (int i = 0; i < 1000000; i++) a[i] = i % 9 + uint;
  printf("%g\n", a[10]);
  return 0;
}
