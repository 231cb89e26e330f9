/* Kernel of the loop at written_first_image_steps.c:16: for (int y = 0; y < h; y++) */
extern "C" __global__ void p4a_kernel_blur_rows_16(int w, char *p4a_in_base, long p4a_in_offset, long p4a_in_first, char *p4a_tmp_base, long p4a_tmp_offset, long p4a_tmp_first, long p4a_lo_y, long p4a_lo_x, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    float *in = (float *)(p4a_in_base + p4a_in_offset) - p4a_in_first;
    float *tmp = (float *)(p4a_tmp_base + p4a_tmp_offset) - p4a_tmp_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int y = p4a_lo_y + p4a_g1;
        int x = p4a_lo_x + p4a_g0;
        {
            int l = x > 0 ? x - 1 : 0;
            int r = x < w - 1 ? x + 1 : w - 1;
            tmp[y * w + x] = (in[y * w + l] + in[y * w + x] + in[y * w + r]) / 3.0f;
        }
    }
}

/* Kernel of the loop at written_first_image_steps.c:26: for (int y = 0; y < h; y++) */
extern "C" __global__ void p4a_kernel_blur_cols_26(int h, int w, char *p4a_tmp_base, long p4a_tmp_offset, long p4a_tmp_first, char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_lo_y, long p4a_lo_x, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    float *tmp = (float *)(p4a_tmp_base + p4a_tmp_offset) - p4a_tmp_first;
    float *out = (float *)(p4a_out_base + p4a_out_offset) - p4a_out_first;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int y = p4a_lo_y + p4a_g1;
        int x = p4a_lo_x + p4a_g0;
        {
            int u = y > 0 ? y - 1 : 0;
            int d = y < h - 1 ? y + 1 : h - 1;
            out[y * w + x] = (tmp[u * w + x] + tmp[y * w + x] + tmp[d * w + x]) / 3.0f;
        }
    }
}

/* Kernel of the loop at written_first_image_steps.c:36: for (int i = 0; i < n; i++) */
extern "C" __global__ void p4a_kernel_relax_36(float k, char *p4a_out_base, long p4a_out_offset, char *p4a_img_base, long p4a_img_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    float *out = (float *)(p4a_out_base + p4a_out_offset);
    float *img = (float *)(p4a_img_base + p4a_img_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        img[i] += k * (out[i] - img[i]);
    }
}

/* Kernel of the loop at written_first_image_steps.c:47: for (int y = 0; y < 384; y++) */
extern "C" __global__ void p4a_kernel_main_47(char *p4a_img_base, long p4a_img_offset, long p4a_lo_y, long p4a_lo_x, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    float *img = (float *)(p4a_img_base + p4a_img_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int y = p4a_lo_y + p4a_g1;
        int x = p4a_lo_x + p4a_g0;
        img[y * 512 + x] = (float)((x * 7 + y * 13) % 64) + (x == y ? 100.0f : 0.0f);
    }
}

/* Kernel of the loop at written_first_image_steps.c:56: for (int i = 0; i < 512 * 384; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_56(char *p4a_img_base, long p4a_img_offset, char *p4a_sum_partials_base, long p4a_sum_partials_offset, char *p4a_peak_partials_base, long p4a_peak_partials_offset, double p4a_peak_initial, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    float *img = (float *)(p4a_img_base + p4a_img_offset);
    double *p4a_sum_partials = (double *)(p4a_sum_partials_base + p4a_sum_partials_offset);
    double *p4a_peak_partials = (double *)(p4a_peak_partials_base + p4a_peak_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double sum = 0;
    double peak = p4a_peak_initial;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_sum_block[256L];
    __shared__ double p4a_peak_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            {
                sum += img[i] * (1 + i % 5);
                if (img[i] > peak) {
                    peak = img[i];
                }
            }
        }
    }
    p4a_sum_block[p4a_l0] = sum;
    p4a_peak_block[p4a_l0] = peak;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_sum_block[p4a_l0] = p4a_sum_block[p4a_l0] + p4a_sum_block[p4a_l0 + p4a_s];
            p4a_peak_block[p4a_l0] = p4a_peak_block[p4a_l0 + p4a_s] > p4a_peak_block[p4a_l0] ? p4a_peak_block[p4a_l0 + p4a_s] : p4a_peak_block[p4a_l0];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_sum_partials[p4a_g0 / 256L] = p4a_sum_block[0];
        p4a_peak_partials[p4a_g0 / 256L] = p4a_peak_block[0];
    }
}
