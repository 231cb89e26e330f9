/* Kernel of the loop at struct_grid_locals.c:19: for (int i = 1; i < n - 1; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_relax_19(double w, char *p4a_u_base, long p4a_u_offset, char *p4a_v_base, long p4a_v_offset, long p4a_v_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *u = (double *)(p4a_u_base + p4a_u_offset);
    double *v = (double *)(p4a_v_base + p4a_v_offset) - p4a_v_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_tile_u[258L];
    for (long p4a_k = p4a_l0; p4a_k < 258L; p4a_k += 256L) {
        long p4a_c = p4a_k;
        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 1L;
        if ((p4a_q >= 0 && p4a_q < p4a_count0) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0)) {
            p4a_tile_u[p4a_c] = u[p4a_lo_i + p4a_q];
        }
    }
    __syncthreads();
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        v[i] = (1 - w) * p4a_tile_u[p4a_l0 + 1L] + w * 0.5 * (p4a_tile_u[p4a_l0] + p4a_tile_u[p4a_l0 + 2L]);
    }
}

/* Kernel of the loop at struct_grid_locals.c:21: for (int i = 1; i < n - 1; i++) */
extern "C" __global__ void p4a_kernel_relax_21(char *p4a_v_base, long p4a_v_offset, long p4a_v_first, char *p4a_u_base, long p4a_u_offset, long p4a_u_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *v = (double *)(p4a_v_base + p4a_v_offset) - p4a_v_first;
    double *u = (double *)(p4a_u_base + p4a_u_offset) - p4a_u_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        u[i] = v[i];
    }
}

/* Kernel of the loop at struct_grid_locals.c:30: for (int i = 1; i < n - 1; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_residual_30(char *p4a_u_base, long p4a_u_offset, char *p4a_r_partials_base, long p4a_r_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *u = (double *)(p4a_u_base + p4a_u_offset);
    double *p4a_r_partials = (double *)(p4a_r_partials_base + p4a_r_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double r = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_r_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            {
                double d = u[i - 1] - 2 * u[i] + u[i + 1];
                r += d * d;
            }
        }
    }
    p4a_r_block[p4a_l0] = r;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_r_block[p4a_l0] = p4a_r_block[p4a_l0] + p4a_r_block[p4a_l0 + p4a_s];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_r_partials[p4a_g0 / 256L] = p4a_r_block[0];
    }
}
