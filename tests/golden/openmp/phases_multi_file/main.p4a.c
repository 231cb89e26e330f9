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

void verify(double r)
{
    fprintf(logfile, "final residual %.10e\n", r);
    printf("%s\n", r < 1e6 ? "VERIFICATION SUCCESSFUL" : "VERIFICATION FAILED");
}

int main(int argc, char **argv)
{
    logfile = stdout;
    if (argc > 1) {
        nsteps = 3;
    }
    printf("%s: %d steps\n", argv[0] ? "prog" : "?", nsteps);
    timer_start(0);
    init_fields();
    for (int step = 0; step < nsteps; step++) {
        compute_rhs();
        update(0.1);
        residual_hist[step] = norm2();
        if (step % 4 == 0) {
            fprintf(logfile, "step %d residual %.10e\n", step, residual_hist[step]);
        }
    }
    timer_stop(0);
    verify(residual_hist[nsteps - 1]);
    double checksum = 0.0;
    for (int i = 0; i < 400; i++) {
        checksum += u[i][400 / 2];
    }
    printf("checksum %.10e time-ok %d\n", checksum, timer_read(0) >= 0.0);
    return 0;
}
