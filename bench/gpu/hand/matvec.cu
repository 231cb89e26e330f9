/* Hand-written CUDA version of kernels/matvec.c: y = A x, 20 times, 3000 x 3000 doubles.
 * One warp per row: the lanes read consecutive elements of the row (coalesced) and add
 * their partial sums with shuffles. (One thread per row would read A down its columns,
 * 24 kB apart between neighbouring threads.) The sum over a row is in another order than
 * the C program's, well within the benchmark's 1e-9 tolerance. Each product is timed. */
#include "hand.h"

constexpr int THREADS = 256;
constexpr int ROWS_PER_BLOCK = THREADS / 32;

__global__ void __launch_bounds__(THREADS)
matvec(const double *__restrict__ a, const double *__restrict__ x, double *__restrict__ y,
       int n) {
    int row = blockIdx.x * ROWS_PER_BLOCK + threadIdx.x / 32;
    int lane = threadIdx.x % 32;
    if (row >= n)
        return; /* the whole warp: a warp holds one row */
    const double *a_row = a + (long)row * n;
    double s = 0.0;
#pragma unroll 4
    for (int j = lane; j < n; j += 32)
        s += a_row[j] * x[j];
    for (int offset = 16; offset > 0; offset >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, offset);
    if (lane == 0)
        y[row] = s;
}

int main(void) {
    int n = 3000, reps = 20;
    double *a = (double *)malloc(sizeof(double) * n * n);
    double *x = (double *)malloc(sizeof(double) * n), *y = (double *)malloc(sizeof(double) * n);
    for (int i = 0; i < n; i++) {
        x[i] = (double)(i % 10) / 10.0;
        for (int j = 0; j < n; j++)
            a[(long)i * n + j] = (double)((i + 2 * j) % 7) - 3.0;
    }
    double *d_a, *d_x, *d_y;
    CK(cudaMalloc(&d_a, sizeof(double) * n * n));
    CK(cudaMalloc(&d_x, sizeof(double) * n));
    CK(cudaMalloc(&d_y, sizeof(double) * n));
    CK(cudaMemcpy(d_a, a, sizeof(double) * n * n, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_x, x, sizeof(double) * n, cudaMemcpyHostToDevice));
    preload(matvec);
    LaunchTimer timer;
    int blocks = (n + ROWS_PER_BLOCK - 1) / ROWS_PER_BLOCK;
    double check = 0.0;
    for (int r = 0; r < reps; r++) {
        timer.begin();
        matvec<<<blocks, THREADS>>>(d_a, d_x, d_y, n);
        timer.end();
        /* The C program reads y[r % n] after each product. */
        double y_r;
        CK(cudaMemcpy(&y_r, d_y + r % n, sizeof y_r, cudaMemcpyDeviceToHost));
        check += y_r;
    }
    CK(cudaMemcpy(y, d_y, sizeof(double) * n, cudaMemcpyDeviceToHost));
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += y[i];
    printf("%.10e %.10e\n", s, check);
    timer.report();
    CK(cudaFree(d_a));
    CK(cudaFree(d_x));
    CK(cudaFree(d_y));
    free(a);
    free(x);
    free(y);
    return 0;
}
