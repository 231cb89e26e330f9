/* Kernel of the loop at gpu_3d_grid.c:16: for (int i = 0; i < 40; i++) */
extern "C" __global__ void p4a_kernel_main_16(char *p4a_a_base, long p4a_a_offset, char *p4a_b_base, long p4a_b_offset, long p4a_lo_i, long p4a_lo_j, long p4a_lo_k, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    double *a = (double *)(p4a_a_base + p4a_a_offset);
    double *b = (double *)(p4a_b_base + p4a_b_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int i = p4a_lo_i + p4a_g2;
        int j = p4a_lo_j + p4a_g1;
        int k = p4a_lo_k + p4a_g0;
        {
            a[(i * 36L + j) * 30L + k] = i + 0.01 * j + 0.0001 * k;
            b[(k * 40L + i) * 36L + j] = a[(i * 36L + j) * 30L + k] * 3.0 - k;
        }
    }
}

/* Kernel of the loop at gpu_3d_grid.c:24: for (int i = 0; i < 40; i++) */
extern "C" __global__ void p4a_kernel_main_24(char *p4a_c_base, long p4a_c_offset, long p4a_lo_i, long p4a_lo_j, long p4a_lo_k, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    int *c = (int *)(p4a_c_base + p4a_c_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int i = p4a_lo_i + p4a_g2;
        int j = p4a_lo_j + p4a_g1;
        int k = p4a_lo_k + p4a_g0;
        c[(i * 36L + j) * 30L + k] = i * 10000 + j * 100 + k - (i ^ j ^ k);
    }
}

/* Kernel of the loop at gpu_3d_grid.c:31: for (int k = 0; k < 30; k++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_31(char *p4a_b_base, long p4a_b_offset, char *p4a_sb_partials_base, long p4a_sb_partials_offset, long p4a_trips, long p4a_n_k, long p4a_n_i, long p4a_n_j, long p4a_lo_k, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    double *b = (double *)(p4a_b_base + p4a_b_offset);
    double *p4a_sb_partials = (double *)(p4a_sb_partials_base + p4a_sb_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double sb = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_sb_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int k = p4a_lo_k + p4a_t / p4a_n_i / p4a_n_j;
            int i = p4a_lo_i + p4a_t / p4a_n_j % p4a_n_i;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            sb += b[(k * 40L + i) * 36L + j] * (1 + (i + 2 * j + 3 * k) % 7);
        }
    }
    p4a_sb_block[p4a_l0] = sb;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_sb_block[p4a_l0] = p4a_sb_block[p4a_l0] + p4a_sb_block[p4a_l0 + p4a_s];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_sb_partials[p4a_g0 / 256L] = p4a_sb_block[0];
    }
}
