/* Hand-written CUDA version of kernels/stencil3d.c: 10 sweeps of a 7-point stencil on a
 * 160^3 grid of floats, each a stencil kernel (q from p) and a copy kernel (p from q), like
 * the C loops. One thread per interior point, consecutive threads along k (coalesced), one
 * grid plane per blockIdx.z. Both kernels of each sweep are timed. The arithmetic is the C
 * program's, term for term (0.5f * p is exact, so a fused multiply-add rounds the same). */
#include "hand.h"

#define N 160
#define STEPS 10

static float p[N][N][N], q[N][N][N];

__global__ void sweep(const float *__restrict__ p, float *__restrict__ q) {
    int k = blockIdx.x * blockDim.x + threadIdx.x + 1;
    int j = blockIdx.y * blockDim.y + threadIdx.y + 1;
    int i = blockIdx.z + 1;
    if (j < N - 1 && k < N - 1) {
        long c = ((long)i * N + j) * N + k;
        q[c] = 0.5f * p[c] + (p[c - N * N] + p[c + N * N] + p[c - N] + p[c + N] + p[c - 1] +
                              p[c + 1]) / 12.0f;
    }
}

__global__ void copy_back(const float *__restrict__ q, float *__restrict__ p) {
    int k = blockIdx.x * blockDim.x + threadIdx.x + 1;
    int j = blockIdx.y * blockDim.y + threadIdx.y + 1;
    int i = blockIdx.z + 1;
    if (j < N - 1 && k < N - 1) {
        long c = ((long)i * N + j) * N + k;
        p[c] = q[c];
    }
}

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++)
                p[i][j][k] = q[i][j][k] = (float)((i + 2 * j + 3 * k) % 16) / 16.0f;
    float *d_p, *d_q;
    CK(cudaMalloc(&d_p, sizeof p));
    CK(cudaMalloc(&d_q, sizeof q));
    CK(cudaMemcpy(d_p, p, sizeof p, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_q, q, sizeof q, cudaMemcpyHostToDevice));
    preload(sweep);
    preload(copy_back);
    dim3 block(32, 8, 1);
    dim3 grid((N - 2 + block.x - 1) / block.x, (N - 2 + block.y - 1) / block.y, N - 2);
    LaunchTimer timer;
    for (int t = 0; t < STEPS; t++) {
        timer.begin();
        sweep<<<grid, block>>>(d_p, d_q);
        timer.end();
        timer.begin();
        copy_back<<<grid, block>>>(d_q, d_p);
        timer.end();
    }
    CK(cudaMemcpy(p, d_p, sizeof p, cudaMemcpyDeviceToHost));
    double s = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++)
                s += p[i][j][k];
    printf("%.6e\n", s);
    timer.report();
    CK(cudaFree(d_p));
    CK(cudaFree(d_q));
    return 0;
}
