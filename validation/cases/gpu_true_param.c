#include <stdio.h>
int a[1000000];
static int sq(int true) { return true * 3 + 1; }
int main(void) {
  for (int i = 0; i < 1000000; i++) a[i] = sq(i & 3);
  printf("%d\n", a[3]);
  return 0;
}
