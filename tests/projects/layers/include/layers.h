/* Shared declarations of the layers project: a grid of N cells smoothed in place. */
#ifndef LAYERS_H
#define LAYERS_H

#ifndef N
#define N 4096
#endif

void ops_init(double *a, int n, unsigned seed);
void ops_smooth(double *out, const double *in, int n);
double ops_sum(const double *a, int n);
void io_scale(double *a, int n);
double io_checksum(const double *a, int n);

#endif
