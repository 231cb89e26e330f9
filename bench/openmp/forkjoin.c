/* The cost of entering an OpenMP parallel region, the constant behind p4a's cost model
   (transforms/src/openmp.rs, MIN_PARALLEL_WORK). Prints the time of one region that does
   almost nothing, and the time per element of a simple loop in one thread, so that the
   model's "operations" can be set against a region's cost on this machine.
   gcc -O2 -fopenmp bench/openmp/forkjoin.c -o forkjoin && OMP_NUM_THREADS=2 ./forkjoin */
#include <omp.h>
#include <stdio.h>

#define REPS 100000
#define LEN (1 << 16)
static double v[LEN];

int main(void)
{
    double t0 = omp_get_wtime();
    for (int r = 0; r < REPS; r++) {
#pragma omp parallel for
        for (int i = 0; i < 64; i++)
            v[i] += 1.0;
    }
    double t1 = omp_get_wtime();
    for (int r = 0; r < 2000; r++)
        for (int i = 0; i < LEN; i++)
            v[i] = v[i] * 0.5 + v[(i + 1) & (LEN - 1)];
    double t2 = omp_get_wtime();
    printf("threads %d: one parallel region %.2f us; one element of a%s loop %.3f ns "
           "(checksum %g)\n",
           omp_get_max_threads(), (t1 - t0) / REPS * 1e6, " 7-operation",
           (t2 - t1) / (2000.0 * LEN) * 1e9, v[7]);
    return 0;
}
