#include <stdio.h>
int a[1000000];
int main(void) {
  for (int i = 0; i < 1000000; i++) { int global = i % 7; a[i] = global * 2; }
  printf("%d\n", a[999999]);
  return 0;
}
