/* Hand-written CUDA version of kernels/dot.c: the sum and the maximum of a[i] * b[i] over 8M
 * doubles, 10 times. A grid-stride pass with 16-byte loads leaves one partial sum and
 * maximum per block (warp shuffles, then shared memory); one block reduces the partials.
 * Both kernels of each repetition are timed. The products are multiples of 2^-18 and the
 * sums stay below 2^35, so every summation order gives the same, exact result. */
#include "hand.h"

constexpr int THREADS = 256;
constexpr int WARPS = THREADS / 32;

__device__ inline void warp_reduce(double &sum, double &top) {
    for (int offset = 16; offset > 0; offset >>= 1) {
        sum += __shfl_down_sync(0xffffffffu, sum, offset);
        top = fmax(top, __shfl_down_sync(0xffffffffu, top, offset));
    }
}

/* Reduces (sum, top) over a block of THREADS threads; thread 0 holds the result. */
__device__ void block_reduce(double &sum, double &top) {
    __shared__ double sums[WARPS], tops[WARPS];
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    warp_reduce(sum, top);
    if (lane == 0) {
        sums[warp] = sum;
        tops[warp] = top;
    }
    __syncthreads();
    if (warp == 0) {
        sum = lane < WARPS ? sums[lane] : 0.0;
        top = lane < WARPS ? tops[lane] : 0.0;
        warp_reduce(sum, top);
    }
}

__global__ void __launch_bounds__(THREADS)
dot_partials(const double *__restrict__ a, const double *__restrict__ b, long n,
             double *__restrict__ part_sum, double *__restrict__ part_top) {
    const double2 *a2 = reinterpret_cast<const double2 *>(a);
    const double2 *b2 = reinterpret_cast<const double2 *>(b);
    long pairs = n / 2, stride = (long)gridDim.x * blockDim.x;
    double sum = 0.0, top = 0.0;
    for (long i = blockIdx.x * (long)blockDim.x + threadIdx.x; i < pairs; i += stride) {
        double2 x = a2[i], y = b2[i];
        double p0 = x.x * y.x, p1 = x.y * y.y;
        sum += p0;
        sum += p1;
        top = fmax(top, fmax(p0, p1));
    }
    if (n % 2 == 1 && blockIdx.x == 0 && threadIdx.x == 0) {
        double p = a[n - 1] * b[n - 1];
        sum += p;
        top = fmax(top, p);
    }
    block_reduce(sum, top);
    if (threadIdx.x == 0) {
        part_sum[blockIdx.x] = sum;
        part_top[blockIdx.x] = top;
    }
}

__global__ void __launch_bounds__(THREADS)
dot_final(const double *__restrict__ part_sum, const double *__restrict__ part_top, int parts,
          double *__restrict__ out) {
    double sum = 0.0, top = 0.0;
    for (int i = threadIdx.x; i < parts; i += blockDim.x) {
        sum += part_sum[i];
        top = fmax(top, part_top[i]);
    }
    block_reduce(sum, top);
    if (threadIdx.x == 0) {
        out[0] = sum;
        out[1] = top;
    }
}

int main(void) {
    long n = 8L << 20;
    double *a = (double *)malloc(sizeof(double) * n), *b = (double *)malloc(sizeof(double) * n);
    for (long i = 0; i < n; i++) {
        a[i] = (double)(i % 1000) / 1024.0;
        b[i] = (double)((i * 7) % 512) / 256.0;
    }
    int blocks = multiprocessors() * 8;
    double *d_a, *d_b, *d_part_sum, *d_part_top, *d_out;
    CK(cudaMalloc(&d_a, sizeof(double) * n));
    CK(cudaMalloc(&d_b, sizeof(double) * n));
    CK(cudaMalloc(&d_part_sum, sizeof(double) * blocks));
    CK(cudaMalloc(&d_part_top, sizeof(double) * blocks));
    CK(cudaMalloc(&d_out, sizeof(double) * 2));
    CK(cudaMemcpy(d_a, a, sizeof(double) * n, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_b, b, sizeof(double) * n, cudaMemcpyHostToDevice));
    preload(dot_partials);
    preload(dot_final);
    LaunchTimer timer;
    double total = 0.0, top = 0.0;
    for (int r = 0; r < 10; r++) {
        timer.begin();
        dot_partials<<<blocks, THREADS>>>(d_a, d_b, n, d_part_sum, d_part_top);
        timer.end();
        timer.begin();
        dot_final<<<1, THREADS>>>(d_part_sum, d_part_top, blocks, d_out);
        timer.end();
        double out[2];
        CK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
        total += out[0];
        top += out[1];
    }
    printf("%.10e %.6f\n", total, top);
    timer.report();
    CK(cudaFree(d_a));
    CK(cudaFree(d_b));
    CK(cudaFree(d_part_sum));
    CK(cudaFree(d_part_top));
    CK(cudaFree(d_out));
    free(a);
    free(b);
    return 0;
}
