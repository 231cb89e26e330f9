#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at tile_heap_params.c:12: for (int i = 1; i < n - 1; i++) */
__kernel __attribute__((reqd_work_group_size(32, 8, 1))) void p4a_kernel_blur_12(__global char *p4a_in_base, long p4a_in_offset, __global char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_in_extent1, long p4a_out_extent1, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global double *in = (__global double *)(p4a_in_base + p4a_in_offset);
    __global double *out = (__global double *)(p4a_out_base + p4a_out_offset) - p4a_out_first * p4a_out_extent1;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    long p4a_l0 = (long)get_local_id(0);
    long p4a_l1 = (long)get_local_id(1);
    __local double p4a_tile_in[10L][34L];
    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {
        long p4a_c = p4a_k / 34L;
        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 1L;
        long p4a_c_1 = p4a_k % 34L;
        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 1L;
        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0))) {
            p4a_tile_in[p4a_c][p4a_c_1] = in[(p4a_lo_i + p4a_q) * p4a_in_extent1 + (p4a_lo_j + p4a_q_1)];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        out[i * p4a_out_extent1 + j] = (p4a_tile_in[p4a_l1][p4a_l0 + 1L] + p4a_tile_in[p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[p4a_l1 + 1L][p4a_l0] + p4a_tile_in[p4a_l1 + 1L][p4a_l0 + 2L] + 4 * p4a_tile_in[p4a_l1 + 1L][p4a_l0 + 1L]) / 8;
    }
}

/* Kernel of the loop at tile_heap_params.c:21: for (int i = 0; i < n; i++) */
__kernel void p4a_kernel_sharpen_in_place_21(__global char *p4a_a_base, long p4a_a_offset, long p4a_a_extent1, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        a[i * p4a_a_extent1 + j] = 2 * a[i * p4a_a_extent1 + j] - 0.5 * a[i * p4a_a_extent1 + j];
    }
}

/* Kernel of the loop at tile_heap_params.c:31: for (int i = 0; i < n; i++) */
__kernel void p4a_kernel_main_31(__global char *p4a_tmp_base, long p4a_tmp_offset, __global char *p4a_img_base, long p4a_img_offset, long p4a_tmp_extent1, long p4a_img_extent1, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global double *tmp = (__global double *)(p4a_tmp_base + p4a_tmp_offset);
    __global double *img = (__global double *)(p4a_img_base + p4a_img_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        img[i * p4a_img_extent1 + j] = tmp[i * p4a_tmp_extent1 + j] = (i * 5 + j * 3) % 17 / 17.0;
    }
}

/* Kernel of the loop at tile_heap_params.c:40: for (int i = 0; i < n; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_40(__global char *p4a_img_base, long p4a_img_offset, long p4a_img_extent1, __global char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    __global double *img = (__global double *)(p4a_img_base + p4a_img_offset);
    __global double *p4a_s_partials = (__global double *)(p4a_s_partials_base + p4a_s_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double s = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_s_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t / p4a_n_j;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            s += img[i * p4a_img_extent1 + j] * (i * j % 3 + 1);
        }
    }
    p4a_s_block[p4a_l0] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_s_block[p4a_l0] = p4a_s_block[p4a_l0] + p4a_s_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_s_partials[p4a_g0 / 256L] = p4a_s_block[0];
    }
}
