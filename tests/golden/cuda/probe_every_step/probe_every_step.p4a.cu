/* Kernel of the loop at probe_every_step.c:14: for (int i = 0; i < 512; i++) */
extern "C" __global__ void p4a_kernel_main_14(char *p4a_u_base, long p4a_u_offset, char *p4a_w_base, long p4a_w_offset, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *u = (double *)(p4a_u_base + p4a_u_offset);
    double *w = (double *)(p4a_w_base + p4a_w_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        {
            u[i * 512L + j] = (i * 7 + j * 3) % 11 * 0.1;
            w[i * 512L + j] = 0;
        }
    }
}

/* Kernel of the loop at probe_every_step.c:20: for (int i = 1; i < 512 - 1; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_20(char *p4a_u_base, long p4a_u_offset, char *p4a_w_base, long p4a_w_offset, long p4a_w_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *u = (double *)(p4a_u_base + p4a_u_offset);
    double *w = (double *)(p4a_w_base + p4a_w_offset) - p4a_w_first * 512L;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_l0 = (long)threadIdx.x;
    long p4a_l1 = (long)threadIdx.y;
    __shared__ double p4a_tile_u[10L][34L];
    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {
        long p4a_c = p4a_k / 34L;
        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 1L;
        long p4a_c_1 = p4a_k % 34L;
        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 1L;
        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {
            p4a_tile_u[p4a_c][p4a_c_1] = u[(p4a_lo_i + p4a_q) * 512L + (p4a_lo_j + p4a_q_1)];
        }
    }
    __syncthreads();
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        w[i * 512L + j] = 0.25 * (p4a_tile_u[p4a_l1][p4a_l0 + 1L] + p4a_tile_u[p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_u[p4a_l1 + 1L][p4a_l0] + p4a_tile_u[p4a_l1 + 1L][p4a_l0 + 2L]);
    }
}

/* Kernel of the loop at probe_every_step.c:23: for (int i = 1; i < 512 - 1; i++) */
extern "C" __global__ void p4a_kernel_main_23(char *p4a_w_base, long p4a_w_offset, long p4a_w_first, char *p4a_u_base, long p4a_u_offset, long p4a_u_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *w = (double *)(p4a_w_base + p4a_w_offset) - p4a_w_first * 512L;
    double *u = (double *)(p4a_u_base + p4a_u_offset) - p4a_u_first * 512L;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        u[i * 512L + j] = w[i * 512L + j];
    }
}

/* One-thread kernel (sequential promotion) of the statements at probe_every_step.c:26 */
extern "C" __global__ void p4a_kernel_main_26(int t, char *p4a_u_base, long p4a_u_offset, long p4a_u_first, char *p4a_trace_base, long p4a_trace_offset, long p4a_trace_first, long p4a_offset0, long p4a_count0)
{
    double *u = (double *)(p4a_u_base + p4a_u_offset) - p4a_u_first * 512L;
    double *trace = (double *)(p4a_trace_base + p4a_trace_offset) - p4a_trace_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        trace[t] = u[512 / 2 * 512L + 512 / 3];
    }
}
