/* Hand-written CUDA version of kernels/matmul.c: C = A * B for 512 x 512 doubles. One
 * thread per element of C; 32 x 32 tiles of A and B staged in shared memory, so that each
 * element is read from global memory 512/32 times instead of 512. The sum over k runs in
 * the C program's order. Only the product is timed. */
#include "hand.h"

#define N 512
#define TILE 32

static_assert(N % TILE == 0, "the tiles cover the matrices exactly");

static double a[N][N], b[N][N], c[N][N];

__global__ void __launch_bounds__(TILE * TILE)
matmul(const double *__restrict__ a, const double *__restrict__ b, double *__restrict__ c) {
    __shared__ double a_tile[TILE][TILE], b_tile[TILE][TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int i = blockIdx.y * TILE + ty, j = blockIdx.x * TILE + tx;
    double s = 0.0;
    for (int k0 = 0; k0 < N; k0 += TILE) {
        a_tile[ty][tx] = a[(long)i * N + k0 + tx];
        b_tile[ty][tx] = b[(long)(k0 + ty) * N + j];
        __syncthreads();
#pragma unroll
        for (int k = 0; k < TILE; k++)
            s += a_tile[ty][k] * b_tile[k][tx];
        __syncthreads();
    }
    c[(long)i * N + j] = s;
}

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (double)((i * 7 + j * 3) % 17) / 16.0;
            b[i][j] = (double)((i * 5 + j * 11) % 13) / 12.0;
        }
    double *d_a, *d_b, *d_c;
    CK(cudaMalloc(&d_a, sizeof a));
    CK(cudaMalloc(&d_b, sizeof b));
    CK(cudaMalloc(&d_c, sizeof c));
    CK(cudaMemcpy(d_a, a, sizeof a, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_b, b, sizeof b, cudaMemcpyHostToDevice));
    preload(matmul);
    LaunchTimer timer;
    timer.begin();
    matmul<<<dim3(N / TILE, N / TILE), dim3(TILE, TILE)>>>(d_a, d_b, d_c);
    timer.end();
    CK(cudaMemcpy(c, d_c, sizeof c, cudaMemcpyDeviceToHost));
    double sum = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            sum += c[i][j] * ((i + j) % 3);
    printf("%.10e\n", sum);
    timer.report();
    CK(cudaFree(d_a));
    CK(cudaFree(d_b));
    CK(cudaFree(d_c));
    return 0;
}
