/* Kernel of the loop at interior_pointer_ghosts.c:13: for (int i = 0; i < n; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_smooth_13(char *p4a_in_base, long p4a_in_offset, long p4a_in_first, char *p4a_out_base, long p4a_out_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *in = (double *)(p4a_in_base + p4a_in_offset) - p4a_in_first;
    double *out = (double *)(p4a_out_base + p4a_out_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_tile_in[258L];
    for (long p4a_k = p4a_l0; p4a_k < 258L; p4a_k += 256L) {
        long p4a_c = p4a_k;
        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 1L;
        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q >= 0 && p4a_q < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0)) {
            p4a_tile_in[p4a_c] = in[p4a_lo_i + p4a_q];
        }
    }
    __syncthreads();
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        out[i] = 0.25 * p4a_tile_in[p4a_l0] + 0.5 * p4a_tile_in[p4a_l0 + 1L] + 0.25 * p4a_tile_in[p4a_l0 + 2L];
    }
}

/* Kernel of the loop at interior_pointer_ghosts.c:33: for (int i = 0; i < 200000; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_33(char *p4a_a_base, long p4a_a_offset, char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *a = (double *)(p4a_a_base + p4a_a_offset);
    double *p4a_s_partials = (double *)(p4a_s_partials_base + p4a_s_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double s = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_s_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            s += a[i] * (1 + i % 3);
        }
    }
    p4a_s_block[p4a_l0] = s;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_s_block[p4a_l0] = p4a_s_block[p4a_l0] + p4a_s_block[p4a_l0 + p4a_s];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_s_partials[p4a_g0 / 256L] = p4a_s_block[0];
    }
}

/* One-thread kernel (sequential promotion) of the statements at interior_pointer_ghosts.c:26 */
extern "C" __global__ void p4a_kernel_main_26(char *p4a_b_base, long p4a_b_offset, long p4a_b_first, long p4a_offset0, long p4a_count0)
{
    double *b = (double *)(p4a_b_base + p4a_b_offset) - p4a_b_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        {
            b[0] = b[1];
            b[200000 - 1] = b[200000 - 2];
        }
    }
}

/* One-thread kernel (sequential promotion) of the statements at interior_pointer_ghosts.c:29 */
extern "C" __global__ void p4a_kernel_main_29(char *p4a_a_base, long p4a_a_offset, long p4a_a_first, long p4a_offset0, long p4a_count0)
{
    double *a = (double *)(p4a_a_base + p4a_a_offset) - p4a_a_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        {
            a[0] = a[1];
            a[200000 - 1] = a[200000 - 2];
        }
    }
}
