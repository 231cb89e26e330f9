#include <stdio.h>
double a[1000000];
int main(int argc, char **argv) {
  register int m = 3 + argc;
  for (int i = 0; i < 1000000; i++) a[i] = i % m;
  printf("%g\n", a[7]);
  return 0;
}
