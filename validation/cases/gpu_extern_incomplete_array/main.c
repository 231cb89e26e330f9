#include <stdio.h>
extern double g[];
int main(void) {
  for (int i = 0; i < 1000000; i++) g[i] = i * 0.5;
  printf("%g\n", g[3]);
  return 0;
}
