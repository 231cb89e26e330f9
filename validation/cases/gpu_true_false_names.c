#include <stdio.h>
int a[1000000];
int true = 5, false = 9;
int main(void) {
  for (int i = 0; i < 1000000; i++) a[i] = true * i + false;
  printf("%d\n", a[10]);
  return 0;
}
