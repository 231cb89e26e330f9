/* Kernel of the loop at kdm_durbin.c:18: for (int i = 0; i < k; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_18(int k, char *p4a_r_base, long p4a_r_offset, char *p4a_y_base, long p4a_y_offset, char *p4a_sum_partials_base, long p4a_sum_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *r = (double *)(p4a_r_base + p4a_r_offset);
    double *y = (double *)(p4a_y_base + p4a_y_offset);
    double *p4a_sum_partials = (double *)(p4a_sum_partials_base + p4a_sum_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double sum = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_sum_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            sum += r[k - i - 1] * y[i];
        }
    }
    p4a_sum_block[p4a_l0] = sum;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_sum_block[p4a_l0] = p4a_sum_block[p4a_l0] + p4a_sum_block[p4a_l0 + p4a_s];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_sum_partials[p4a_g0 / 256L] = p4a_sum_block[0];
    }
}

/* Kernel of the loop at kdm_durbin.c:21: for (int i = 0; i < k; i++) */
extern "C" __global__ void p4a_kernel_main_21(double alpha, int k, char *p4a_y_base, long p4a_y_offset, char *p4a_z_base, long p4a_z_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *y = (double *)(p4a_y_base + p4a_y_offset);
    double *z = (double *)(p4a_z_base + p4a_z_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        z[i] = y[i] + alpha * y[k - i - 1];
    }
}

/* Kernel of the loop at kdm_durbin.c:23: for (int i = 0; i < k; i++) */
extern "C" __global__ void p4a_kernel_main_23(char *p4a_z_base, long p4a_z_offset, char *p4a_y_base, long p4a_y_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *z = (double *)(p4a_z_base + p4a_z_offset);
    double *y = (double *)(p4a_y_base + p4a_y_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        y[i] = z[i];
    }
}

/* One-thread kernel (sequential promotion) of the statements at kdm_durbin.c:25 */
extern "C" __global__ void p4a_kernel_main_25(double alpha, int k, char *p4a_y_base, long p4a_y_offset, long p4a_y_first, long p4a_offset0, long p4a_count0)
{
    double *y = (double *)(p4a_y_base + p4a_y_offset) - p4a_y_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        y[k] = alpha;
    }
}
