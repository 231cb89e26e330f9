#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at written_first_image_steps.c:16: for (int y = 0; y < h; y++) */
__kernel void p4a_kernel_blur_rows_16(int w, __global char *p4a_in_base, long p4a_in_offset, long p4a_in_first, __global char *p4a_tmp_base, long p4a_tmp_offset, long p4a_tmp_first, long p4a_lo_y, long p4a_lo_x, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global float *in = (__global float *)(p4a_in_base + p4a_in_offset) - p4a_in_first;
    __global float *tmp = (__global float *)(p4a_tmp_base + p4a_tmp_offset) - p4a_tmp_first;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
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
__kernel void p4a_kernel_blur_cols_26(int h, int w, __global char *p4a_tmp_base, long p4a_tmp_offset, long p4a_tmp_first, __global char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_lo_y, long p4a_lo_x, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global float *tmp = (__global float *)(p4a_tmp_base + p4a_tmp_offset) - p4a_tmp_first;
    __global float *out = (__global float *)(p4a_out_base + p4a_out_offset) - p4a_out_first;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
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
__kernel void p4a_kernel_relax_36(float k, __global char *p4a_out_base, long p4a_out_offset, __global char *p4a_img_base, long p4a_img_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global float *out = (__global float *)(p4a_out_base + p4a_out_offset);
    __global float *img = (__global float *)(p4a_img_base + p4a_img_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        img[i] += k * (out[i] - img[i]);
    }
}

/* Kernel of the loop at written_first_image_steps.c:47: for (int y = 0; y < 384; y++) */
__kernel void p4a_kernel_main_47(__global char *p4a_img_base, long p4a_img_offset, long p4a_lo_y, long p4a_lo_x, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global float *img = (__global float *)(p4a_img_base + p4a_img_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int y = p4a_lo_y + p4a_g1;
        int x = p4a_lo_x + p4a_g0;
        img[y * 512 + x] = (float)((x * 7 + y * 13) % 64) + (x == y ? 100.0f : 0.0f);
    }
}

/* Kernel of the loop at written_first_image_steps.c:56: for (int i = 0; i < 512 * 384; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_56(__global char *p4a_img_base, long p4a_img_offset, __global char *p4a_sum_partials_base, long p4a_sum_partials_offset, __global char *p4a_peak_partials_base, long p4a_peak_partials_offset, double p4a_peak_initial, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global float *img = (__global float *)(p4a_img_base + p4a_img_offset);
    __global double *p4a_sum_partials = (__global double *)(p4a_sum_partials_base + p4a_sum_partials_offset);
    __global double *p4a_peak_partials = (__global double *)(p4a_peak_partials_base + p4a_peak_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double sum = 0;
    double peak = p4a_peak_initial;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_sum_block[256L];
    __local double p4a_peak_block[256L];
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
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_sum_block[p4a_l0] = p4a_sum_block[p4a_l0] + p4a_sum_block[p4a_l0 + p4a_s];
            p4a_peak_block[p4a_l0] = p4a_peak_block[p4a_l0 + p4a_s] > p4a_peak_block[p4a_l0] ? p4a_peak_block[p4a_l0 + p4a_s] : p4a_peak_block[p4a_l0];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_sum_partials[p4a_g0 / 256L] = p4a_sum_block[0];
        p4a_peak_partials[p4a_g0 / 256L] = p4a_peak_block[0];
    }
}
