/* Kernel of the loop at struct_members_direct.c:19: for (int i = 1; i < p4a_g_n - 1; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_step_19(double p4a_g_k, char *p4a_p4a_g_u_base, long p4a_p4a_g_u_offset, char *p4a_p4a_g_v_base, long p4a_p4a_g_v_offset, long p4a_p4a_g_v_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *p4a_g_u = (double *)(p4a_p4a_g_u_base + p4a_p4a_g_u_offset);
    double *p4a_g_v = (double *)(p4a_p4a_g_v_base + p4a_p4a_g_v_offset) - p4a_p4a_g_v_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_tile_p4a_g_u[258L];
    for (long p4a_k = p4a_l0; p4a_k < 258L; p4a_k += 256L) {
        long p4a_c = p4a_k;
        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 1L;
        if ((p4a_q >= 0 && p4a_q < p4a_count0) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0)) {
            p4a_tile_p4a_g_u[p4a_c] = p4a_g_u[p4a_lo_i + p4a_q];
        }
    }
    __syncthreads();
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        p4a_g_v[i] = p4a_tile_p4a_g_u[p4a_l0 + 1L] + p4a_g_k * (p4a_tile_p4a_g_u[p4a_l0] - 2.0 * p4a_tile_p4a_g_u[p4a_l0 + 1L] + p4a_tile_p4a_g_u[p4a_l0 + 2L]);
    }
}

/* Kernel of the loop at struct_members_direct.c:21: for (int i = 1; i < p4a_g_n - 1; i++) */
extern "C" __global__ void p4a_kernel_step_21(char *p4a_p4a_g_v_base, long p4a_p4a_g_v_offset, long p4a_p4a_g_v_first, char *p4a_p4a_g_u_base, long p4a_p4a_g_u_offset, long p4a_p4a_g_u_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *p4a_g_v = (double *)(p4a_p4a_g_v_base + p4a_p4a_g_v_offset) - p4a_p4a_g_v_first;
    double *p4a_g_u = (double *)(p4a_p4a_g_u_base + p4a_p4a_g_u_offset) - p4a_p4a_g_u_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        p4a_g_u[i] = p4a_g_v[i];
    }
}

/* Kernel of the loop at struct_members_direct.c:44: for (int i = 0; i < p4a_f_n; i += 7) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_44(char *p4a_p4a_f_u_base, long p4a_p4a_f_u_offset, char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *p4a_f_u = (double *)(p4a_p4a_f_u_base + p4a_p4a_f_u_offset);
    double *p4a_s_partials = (double *)(p4a_s_partials_base + p4a_s_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double s = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_s_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t * 7;
            s += p4a_f_u[i] * (1 + i % 3);
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
