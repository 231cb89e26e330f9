/* A structure holding two arrays and their length passed by value to the functions that
 * use it (a small-vector idiom), made by a function that returns it, with a call inside an
 * expression (hist[nh++] = dotv(v) / v.n) in the time loop: each callee's copy of v.a is
 * the caller's copy of the same member, so the arrays stay on the device. */
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double *a; double *b; double w; } vec2;
static double dotv(vec2 v) { double s = 0; for (int i = 0; i < v.n; i++) s += v.a[i] * v.b[i]; return s; }
static void scale(vec2 v, double k) { for (int i = 0; i < v.n; i++) v.a[i] = k * v.a[i] + v.w * v.b[i]; }
static vec2 make(int n) { vec2 v; v.n = n; v.w = 0.5; v.a = malloc(n * sizeof(double)); v.b = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++) { v.a[i] = (i % 11) * 0.1; v.b[i] = (i % 7) * 0.2; } return v; }
int main(void) {
  vec2 v = make(200000);
  double hist[8]; int nh = 0;
  for (int t = 0; t < 8; t++) { scale(v, 0.9); hist[nh++] = dotv(v) / v.n; }
  for (int i = 0; i < nh; i++) printf("%d %.10e\n", i, hist[i]);
  v.a[3] = -1; printf("%.10e\n", dotv(v));
  free(v.a); free(v.b); return 0; }
