#include <stdio.h>
double a[100000][4];
int main(int argc, char **argv) {
  unsigned m = argc - 1;                  /* 0 when run without arguments */
  for (int i = 0; i < 100000; i++)
    for (unsigned j = 0; j < m; j++) a[i][j] = i + j;
  printf("%g\n", a[5][0]);
  return 0;
}
