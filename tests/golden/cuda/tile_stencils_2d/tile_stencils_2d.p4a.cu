/* Kernel of the loop at tile_stencils_2d.c:14: for (int i = 0; i < 37; i++) */
extern "C" __global__ void p4a_kernel_main_14(char *p4a_a_base, long p4a_a_offset, char *p4a_c_base, long p4a_c_offset, char *p4a_alive_base, long p4a_alive_offset, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *a = (double *)(p4a_a_base + p4a_a_offset);
    double *c = (double *)(p4a_c_base + p4a_c_offset);
    int *alive = (int *)(p4a_alive_base + p4a_alive_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        {
            a[i * 101L + j] = (i * 13 + j * 7) % 23 / 23.0;
            c[i * 101L + j] = 0.0;
            alive[i * 101L + j] = (i * 31 + j * 17) % 5 == 0;
        }
    }
}

/* Kernel of the loop at tile_stencils_2d.c:21: for (int i = 1; i < 37 - 1; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_21(char *p4a_a_base, long p4a_a_offset, char *p4a_b_base, long p4a_b_offset, long p4a_b_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *a = (double *)(p4a_a_base + p4a_a_offset);
    double *b = (double *)(p4a_b_base + p4a_b_offset) - p4a_b_first * 101L;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_l0 = (long)threadIdx.x;
    long p4a_l1 = (long)threadIdx.y;
    __shared__ double p4a_tile_a[10L][34L];
    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {
        long p4a_c = p4a_k / 34L;
        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 1L;
        long p4a_c_1 = p4a_k % 34L;
        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 1L;
        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {
            p4a_tile_a[p4a_c][p4a_c_1] = a[(p4a_lo_i + p4a_q) * 101L + (p4a_lo_j + p4a_q_1)];
        }
    }
    __syncthreads();
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        b[i * 101L + j] = 0.25 * (p4a_tile_a[p4a_l1][p4a_l0 + 1L] + p4a_tile_a[p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_a[p4a_l1 + 1L][p4a_l0] + p4a_tile_a[p4a_l1 + 1L][p4a_l0 + 2L]);
    }
}

/* Kernel of the loop at tile_stencils_2d.c:24: for (int i = 1; i < 37 - 1; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_24(char *p4a_b_base, long p4a_b_offset, char *p4a_a_base, long p4a_a_offset, long p4a_a_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *b = (double *)(p4a_b_base + p4a_b_offset);
    double *a = (double *)(p4a_a_base + p4a_a_offset) - p4a_a_first * 101L;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_l0 = (long)threadIdx.x;
    long p4a_l1 = (long)threadIdx.y;
    __shared__ double p4a_tile_b[10L][34L];
    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {
        long p4a_c = p4a_k / 34L;
        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 1L;
        long p4a_c_1 = p4a_k % 34L;
        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 1L;
        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {
            p4a_tile_b[p4a_c][p4a_c_1] = b[(p4a_lo_i + p4a_q) * 101L + (p4a_lo_j + p4a_q_1)];
        }
    }
    __syncthreads();
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        a[i * 101L + j] = (p4a_tile_b[p4a_l1][p4a_l0] + p4a_tile_b[p4a_l1][p4a_l0 + 1L] + p4a_tile_b[p4a_l1][p4a_l0 + 2L] + p4a_tile_b[p4a_l1 + 1L][p4a_l0] + 2.0 * p4a_tile_b[p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_b[p4a_l1 + 1L][p4a_l0 + 2L] + p4a_tile_b[p4a_l1 + 2L][p4a_l0] + p4a_tile_b[p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_b[p4a_l1 + 2L][p4a_l0 + 2L]) / 10.0;
    }
}

/* Kernel of the loop at tile_stencils_2d.c:30: for (int i = 2; i < 37; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_30(char *p4a_a_base, long p4a_a_offset, char *p4a_c_base, long p4a_c_offset, long p4a_c_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *a = (double *)(p4a_a_base + p4a_a_offset);
    double *c = (double *)(p4a_c_base + p4a_c_offset) - p4a_c_first * 101L;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_l0 = (long)threadIdx.x;
    long p4a_l1 = (long)threadIdx.y;
    __shared__ double p4a_tile_a[10L][34L];
    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {
        long p4a_c = p4a_k / 34L;
        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 2L;
        long p4a_c_1 = p4a_k % 34L;
        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 2L;
        if ((p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 + 2 >= 0 && p4a_q_1 + 2 < p4a_count0)) || (p4a_q + 2 >= 0 && p4a_q + 2 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0))) {
            p4a_tile_a[p4a_c][p4a_c_1] = a[(p4a_lo_i + p4a_q) * 101L + (p4a_lo_j + p4a_q_1)];
        }
    }
    __syncthreads();
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        c[i * 101L + j] = p4a_tile_a[p4a_l1 + 2L][p4a_l0 + 2L] - 0.5 * p4a_tile_a[p4a_l1 + 2L][p4a_l0 + 1L] - 0.25 * p4a_tile_a[p4a_l1 + 1L][p4a_l0] + 0.125 * p4a_tile_a[p4a_l1][p4a_l0 + 2L];
    }
}

/* Kernel of the loop at tile_stencils_2d.c:33: for (int i = 1; i < 37 - 1; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_33(char *p4a_alive_base, long p4a_alive_offset, char *p4a_count_base, long p4a_count_offset, long p4a_count_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    int *alive = (int *)(p4a_alive_base + p4a_alive_offset);
    int *count = (int *)(p4a_count_base + p4a_count_offset) - p4a_count_first * 101L;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_l0 = (long)threadIdx.x;
    long p4a_l1 = (long)threadIdx.y;
    __shared__ int p4a_tile_alive[10L][34L];
    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {
        long p4a_c = p4a_k / 34L;
        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 1L;
        long p4a_c_1 = p4a_k % 34L;
        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 1L;
        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {
            p4a_tile_alive[p4a_c][p4a_c_1] = alive[(p4a_lo_i + p4a_q) * 101L + (p4a_lo_j + p4a_q_1)];
        }
    }
    __syncthreads();
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        count[i * 101L + j] = p4a_tile_alive[p4a_l1][p4a_l0 + 1L] + p4a_tile_alive[p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_alive[p4a_l1 + 1L][p4a_l0] + p4a_tile_alive[p4a_l1 + 1L][p4a_l0 + 2L] + p4a_tile_alive[p4a_l1][p4a_l0] + p4a_tile_alive[p4a_l1 + 2L][p4a_l0 + 2L];
    }
}

/* Kernel of the loop at tile_stencils_2d.c:39: for (int i = 0; i < 37; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_39(char *p4a_a_base, long p4a_a_offset, char *p4a_c_base, long p4a_c_offset, char *p4a_count_base, long p4a_count_offset, char *p4a_s_partials_base, long p4a_s_partials_offset, char *p4a_k_partials_base, long p4a_k_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    double *a = (double *)(p4a_a_base + p4a_a_offset);
    double *c = (double *)(p4a_c_base + p4a_c_offset);
    int *count = (int *)(p4a_count_base + p4a_count_offset);
    double *p4a_s_partials = (double *)(p4a_s_partials_base + p4a_s_partials_offset);
    long *p4a_k_partials = (long *)(p4a_k_partials_base + p4a_k_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double s = 0;
    long k = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_s_block[256L];
    __shared__ long p4a_k_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t / p4a_n_j;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            {
                s += a[i * 101L + j] * (1 + (i + j) % 3) + c[i * 101L + j];
                k += count[i * 101L + j] * (i % 4 + 1);
            }
        }
    }
    p4a_s_block[p4a_l0] = s;
    p4a_k_block[p4a_l0] = k;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_s_block[p4a_l0] = p4a_s_block[p4a_l0] + p4a_s_block[p4a_l0 + p4a_s];
            p4a_k_block[p4a_l0] = p4a_k_block[p4a_l0] + p4a_k_block[p4a_l0 + p4a_s];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_s_partials[p4a_g0 / 256L] = p4a_s_block[0];
        p4a_k_partials[p4a_g0 / 256L] = p4a_k_block[0];
    }
}
