#include <time.h>
#include <stdio.h>
extern double u[400][400], rhs[400][400], work[400][400];
extern double residual_hist[12];
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
static double start[4], elapsed[4];

static double now(void)
{
    return (double)clock() / (__clock_t)1000000;
}

void timer_start(int id)
{
    start[id] = now();
}

void timer_stop(int id)
{
    elapsed[id] += now() - start[id];
}

double timer_read(int id)
{
    return elapsed[id];
}
