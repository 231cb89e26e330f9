/* Kernel of the loop at tile_stencils_1d_3d.c:14: for (int i = 0; i < 1000; i++) */
extern "C" __global__ void p4a_kernel_main_14(char *p4a_f_base, long p4a_f_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *f = (double *)(p4a_f_base + p4a_f_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        f[i] = i * 37 % 101 / 101.0;
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:16: for (int x = 0; x < 19; x++) */
extern "C" __global__ void p4a_kernel_main_16(char *p4a_w_base, long p4a_w_offset, char *p4a_u_base, long p4a_u_offset, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    float *w = (float *)(p4a_w_base + p4a_w_offset);
    float *u = (float *)(p4a_u_base + p4a_u_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int x = p4a_lo_x + p4a_g2;
        int y = p4a_lo_y + p4a_g1;
        int z = p4a_lo_z + p4a_g0;
        u[(x * 23L + y) * 29L + z] = w[(x * 23L + y) * 29L + z] = (float)((x * 3 + y * 5 + z * 7) % 11);
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:21: for (int i = 2; i < 1000 - 2; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_21(char *p4a_f_base, long p4a_f_offset, char *p4a_g_base, long p4a_g_offset, long p4a_g_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *f = (double *)(p4a_f_base + p4a_f_offset);
    double *g = (double *)(p4a_g_base + p4a_g_offset) - p4a_g_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_tile_f[260L];
    for (long p4a_k = p4a_l0; p4a_k < 260L; p4a_k += 256L) {
        long p4a_c = p4a_k;
        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 2L;
        if ((p4a_q + 2 >= 0 && p4a_q + 2 < p4a_count0) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q >= 0 && p4a_q < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0) || (p4a_q - 2 >= 0 && p4a_q - 2 < p4a_count0)) {
            p4a_tile_f[p4a_c] = f[p4a_lo_i + p4a_q];
        }
    }
    __syncthreads();
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        g[i] = (p4a_tile_f[p4a_l0] + 2 * p4a_tile_f[p4a_l0 + 1L] + 4 * p4a_tile_f[p4a_l0 + 2L] + 2 * p4a_tile_f[p4a_l0 + 3L] + p4a_tile_f[p4a_l0 + 4L]) / 10;
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:23: for (int i = 2; i < 1000 - 2; i++) */
extern "C" __global__ void p4a_kernel_main_23(char *p4a_g_base, long p4a_g_offset, long p4a_g_first, char *p4a_f_base, long p4a_f_offset, long p4a_f_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *g = (double *)(p4a_g_base + p4a_g_offset) - p4a_g_first;
    double *f = (double *)(p4a_f_base + p4a_f_offset) - p4a_f_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        f[i] = g[i];
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:27: for (int x = 1; x < 19 - 1; x++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_27(char *p4a_u_base, long p4a_u_offset, char *p4a_w_base, long p4a_w_offset, long p4a_w_first, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_march_n, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    float *u = (float *)(p4a_u_base + p4a_u_offset);
    float *w = (float *)(p4a_w_base + p4a_w_offset) - p4a_w_first * 23L * 29L;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);
    long p4a_l0 = (long)threadIdx.x;
    long p4a_l1 = (long)threadIdx.y;
    long p4a_l2 = (long)threadIdx.z;
    long p4a_z0 = p4a_g2 * 16L;
    long p4a_z1 = p4a_z0 + 16L < p4a_march_n ? p4a_z0 + 16L : p4a_march_n;
    __shared__ float p4a_tile_u[3L][10L][34L];
    for (long p4a_p = p4a_z0 - 1L; p4a_p < p4a_z0 + 1L; p4a_p++) {
        for (long p4a_k = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k < 340L; p4a_k += 256L) {
            long p4a_c = (p4a_p - p4a_z0 + 1L) % 3L;
            long p4a_c_1 = p4a_k / 34L;
            long p4a_q = p4a_g1 - p4a_l1 + p4a_c_1 - 1L;
            long p4a_c_2 = p4a_k % 34L;
            long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_2 - 1L;
            if ((p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {
                p4a_tile_u[p4a_c][p4a_c_1][p4a_c_2] = u[((p4a_lo_x + p4a_p) * 23L + (p4a_lo_y + p4a_q)) * 29L + (p4a_lo_z + p4a_q_1)];
            }
        }
    }
    for (long p4a_z = p4a_z0; p4a_z < p4a_z1; p4a_z++) {
        {
            long p4a_p_1 = p4a_z + 1L;
            for (long p4a_k_1 = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k_1 < 340L; p4a_k_1 += 256L) {
                long p4a_c_3 = (p4a_p_1 - p4a_z0 + 1L) % 3L;
                long p4a_c_4 = p4a_k_1 / 34L;
                long p4a_q_2 = p4a_g1 - p4a_l1 + p4a_c_4 - 1L;
                long p4a_c_5 = p4a_k_1 % 34L;
                long p4a_q_3 = p4a_g0 - p4a_l0 + p4a_c_5 - 1L;
                if ((p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0))) {
                    p4a_tile_u[p4a_c_3][p4a_c_4][p4a_c_5] = u[((p4a_lo_x + p4a_p_1) * 23L + (p4a_lo_y + p4a_q_2)) * 29L + (p4a_lo_z + p4a_q_3)];
                }
            }
        }
        __syncthreads();
        if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
            int x = p4a_lo_x + p4a_z;
            int y = p4a_lo_y + p4a_g1;
            int z = p4a_lo_z + p4a_g0;
            w[(x * 23L + y) * 29L + z] = p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + 0.1f * (p4a_tile_u[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 2L] - 6.0f * p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L]);
        }
        __syncthreads();
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:33: for (int x = 1; x < 19 - 1; x++) */
extern "C" __global__ void p4a_kernel_main_33(char *p4a_w_base, long p4a_w_offset, long p4a_w_first, char *p4a_u_base, long p4a_u_offset, long p4a_u_first, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    float *w = (float *)(p4a_w_base + p4a_w_offset) - p4a_w_first * 23L * 29L;
    float *u = (float *)(p4a_u_base + p4a_u_offset) - p4a_u_first * 23L * 29L;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int x = p4a_lo_x + p4a_g2;
        int y = p4a_lo_y + p4a_g1;
        int z = p4a_lo_z + p4a_g0;
        u[(x * 23L + y) * 29L + z] = w[(x * 23L + y) * 29L + z];
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:39: for (int i = 0; i < 1000; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_39(char *p4a_f_base, long p4a_f_offset, char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *f = (double *)(p4a_f_base + p4a_f_offset);
    double *p4a_s_partials = (double *)(p4a_s_partials_base + p4a_s_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double s = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_s_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            s += f[i] * (i % 7);
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

/* Kernel of the loop at tile_stencils_1d_3d.c:41: for (int x = 0; x < 19; x++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_41(char *p4a_u_base, long p4a_u_offset, char *p4a_h_partials_base, long p4a_h_partials_offset, long p4a_trips, long p4a_n_x, long p4a_n_y, long p4a_n_z, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0)
{
    float *u = (float *)(p4a_u_base + p4a_u_offset);
    double *p4a_h_partials = (double *)(p4a_h_partials_base + p4a_h_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double h = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_h_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int x = p4a_lo_x + p4a_t / p4a_n_y / p4a_n_z;
            int y = p4a_lo_y + p4a_t / p4a_n_z % p4a_n_y;
            int z = p4a_lo_z + p4a_t % p4a_n_z;
            h += u[(x * 23L + y) * 29L + z] * ((x + y + z) % 5);
        }
    }
    p4a_h_block[p4a_l0] = h;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_h_block[p4a_l0] = p4a_h_block[p4a_l0] + p4a_h_block[p4a_l0 + p4a_s];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_h_partials[p4a_g0 / 256L] = p4a_h_block[0];
    }
}
