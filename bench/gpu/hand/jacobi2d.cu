/* Hand-written CUDA version of kernels/jacobi2d.c: 60 Jacobi sweeps on a 1024 x 1024 grid of
 * doubles, each a stencil kernel (v from u) and a copy kernel (u from v), like the C loops.
 * One thread per interior point, consecutive threads along a row (coalesced). The two grids
 * stay on the device for all sweeps; both kernels of each sweep are timed. */
#include "hand.h"

#define N 1024
#define STEPS 60

static double u[N][N], v[N][N];

__global__ void sweep(const double *__restrict__ u, double *__restrict__ v) {
    int j = blockIdx.x * blockDim.x + threadIdx.x + 1;
    int i = blockIdx.y * blockDim.y + threadIdx.y + 1;
    if (i < N - 1 && j < N - 1) {
        long c = (long)i * N + j;
        v[c] = 0.25 * (u[c - N] + u[c + N] + u[c - 1] + u[c + 1]);
    }
}

__global__ void copy_back(const double *__restrict__ v, double *__restrict__ u) {
    int j = blockIdx.x * blockDim.x + threadIdx.x + 1;
    int i = blockIdx.y * blockDim.y + threadIdx.y + 1;
    if (i < N - 1 && j < N - 1) {
        long c = (long)i * N + j;
        u[c] = v[c];
    }
}

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            u[i][j] = v[i][j] = (double)((i * 31 + j * 17) % 100) / 100.0;
    double *d_u, *d_v;
    CK(cudaMalloc(&d_u, sizeof u));
    CK(cudaMalloc(&d_v, sizeof v));
    CK(cudaMemcpy(d_u, u, sizeof u, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_v, v, sizeof v, cudaMemcpyHostToDevice));
    preload(sweep);
    preload(copy_back);
    dim3 block(32, 8);
    dim3 grid((N - 2 + block.x - 1) / block.x, (N - 2 + block.y - 1) / block.y);
    LaunchTimer timer;
    for (int t = 0; t < STEPS; t++) {
        timer.begin();
        sweep<<<grid, block>>>(d_u, d_v);
        timer.end();
        timer.begin();
        copy_back<<<grid, block>>>(d_v, d_u);
        timer.end();
    }
    CK(cudaMemcpy(u, d_u, sizeof u, cudaMemcpyDeviceToHost));
    double s = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            s += u[i][j] * ((i ^ j) & 7);
    printf("%.10e\n", s);
    timer.report();
    CK(cudaFree(d_u));
    CK(cudaFree(d_v));
    return 0;
}
