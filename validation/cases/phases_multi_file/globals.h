#ifndef GLOBALS_H
#define GLOBALS_H
#include <stdio.h>
#define NX 400
#define NY 400
#define NSTEPS 12
extern double u[NX][NY], rhs[NX][NY], work[NX][NY];
extern double residual_hist[NSTEPS];
extern int nsteps;
extern FILE *logfile;
void timer_start(int id);
void timer_stop(int id);
double timer_read(int id);
void init_fields(void);
void compute_rhs(void);
void update(double dt);
double norm2(void);
void verify(double r);
#endif
