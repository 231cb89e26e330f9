/* A time-stepping program in the shape of the NAS benchmarks, one file per phase:
 * globals declared in a header and defined in init.c, static timer state in timers.c,
 * a log stream in a global FILE *, a step count from a global that argc may change.
 * The kernels keep every field on the device: nothing goes up, the residual partial
 * sums come down once per step and the checksum's once (issue 21, item 9). */
#include "globals.h"
void verify(double r)
{
    fprintf(logfile, "final residual %.10e\n", r);
    printf("%s\n", r < 1e6 ? "VERIFICATION SUCCESSFUL" : "VERIFICATION FAILED");
}
int main(int argc, char **argv)
{
    logfile = stdout;
    if (argc > 1) nsteps = 3;
    printf("%s: %d steps\n", argv[0] ? "prog" : "?", nsteps);
    timer_start(0);
    init_fields();
    for (int step = 0; step < nsteps; step++) {
        compute_rhs();
        update(0.1);
        residual_hist[step] = norm2();
        if (step % 4 == 0)
            fprintf(logfile, "step %d residual %.10e\n", step, residual_hist[step]);
    }
    timer_stop(0);
    verify(residual_hist[nsteps - 1]);
    double checksum = 0.0;
    for (int i = 0; i < NX; i++)
        checksum += u[i][NY / 2];
    printf("checksum %.10e time-ok %d\n", checksum, timer_read(0) >= 0.0);
    return 0;
}
