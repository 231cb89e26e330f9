/* Kernel of the loop at file_handle_probe_steps.c:12: for (int i = 0; i < 200000; i++) */
extern "C" __global__ void p4a_kernel_main_12(char *p4a_a_base, long p4a_a_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *a = (double *)(p4a_a_base + p4a_a_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        a[i] = i % 17 * 0.25;
    }
}

/* Kernel of the loop at file_handle_probe_steps.c:15: for (int i = 1; i < 200000 - 1; i++) */
extern "C" __global__ void p4a_kernel_main_15(char *p4a_a_base, long p4a_a_offset, char *p4a_b_base, long p4a_b_offset, long p4a_b_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *a = (double *)(p4a_a_base + p4a_a_offset);
    double *b = (double *)(p4a_b_base + p4a_b_offset) - p4a_b_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        b[i] = 0.5 * (a[i - 1] + a[i + 1]);
    }
}

/* Kernel of the loop at file_handle_probe_steps.c:17: for (int i = 1; i < 200000 - 1; i++) */
extern "C" __global__ void p4a_kernel_main_17(char *p4a_b_base, long p4a_b_offset, long p4a_b_first, char *p4a_a_base, long p4a_a_offset, long p4a_a_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *b = (double *)(p4a_b_base + p4a_b_offset) - p4a_b_first;
    double *a = (double *)(p4a_a_base + p4a_a_offset) - p4a_a_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        a[i] = b[i];
    }
}
