#include <stdio.h>
#include <math.h>
int r[1000000];
int main(void) {
  for (int i = 0; i < 1000000; i++) r[i] = (int)sqrt(i);
  printf("%d\n", r[999999]);
  return 0;
}
