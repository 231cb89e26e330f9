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

void update(double dt)
{
    for (int i = 1; i < 400 - 1; i++) {
        for (int j = 1; j < 400 - 1; j++) {
            work[i][j] = u[i][j] + dt * rhs[i][j];
            u[i][j] = work[i][j];
        }
    }
}

double norm2(void)
{
    double s = 0.0;
    for (int i = 1; i < 400 - 1; i++) {
        for (int j = 1; j < 400 - 1; j++) {
            s += rhs[i][j] * rhs[i][j];
        }
    }
    return s;
}
