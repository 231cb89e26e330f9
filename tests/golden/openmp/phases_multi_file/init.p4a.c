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
double u[400][400], rhs[400][400], work[400][400];
double residual_hist[12];
int nsteps = 12;
FILE *logfile;

void init_fields(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 400; i++) {
        for (int j = 0; j < 400; j++) {
            u[i][j] = (i * 31 + j * 17) % 23 / 23.0;
        }
    }
}
