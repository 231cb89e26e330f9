#include <stdio.h>
#include <stdlib.h>
long L[1000000], r[1000000];
int main(void) {
  for (int i = 0; i < 1000000; i++) L[i] = 4000000000L + i;
  for (int i = 0; i < 1000000; i++) r[i] = abs(L[i]);   /* C converts the argument to int */
  printf("%ld\n", r[1]);
  return 0;
}
