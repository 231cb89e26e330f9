#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at interior_pointer_ghosts.c:13: for (int i = 0; i < n; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_smooth_13(__global char *p4a_in_base, long p4a_in_offset, long p4a_in_first, __global char *p4a_out_base, long p4a_out_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *in = (__global double *)(p4a_in_base + p4a_in_offset) - p4a_in_first;
    __global double *out = (__global double *)(p4a_out_base + p4a_out_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_tile_in[258L];
    for (long p4a_k = p4a_l0; p4a_k < 258L; p4a_k += 256L) {
        long p4a_c = p4a_k;
        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 1L;
        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q >= 0 && p4a_q < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0)) {
            p4a_tile_in[p4a_c] = in[p4a_lo_i + p4a_q];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        out[i] = 0.25 * p4a_tile_in[p4a_l0] + 0.5 * p4a_tile_in[p4a_l0 + 1L] + 0.25 * p4a_tile_in[p4a_l0 + 2L];
    }
}

/* Kernel of the loop at interior_pointer_ghosts.c:33: for (int i = 0; i < 200000; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_33(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    __global double *p4a_s_partials = (__global double *)(p4a_s_partials_base + p4a_s_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double s = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_s_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            s += a[i] * (1 + i % 3);
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

/* One-thread kernel (sequential promotion) of the statements at interior_pointer_ghosts.c:26 */
__kernel void p4a_kernel_main_26(__global char *p4a_b_base, long p4a_b_offset, long p4a_b_first, long p4a_offset0, long p4a_count0)
{
    __global double *b = (__global double *)(p4a_b_base + p4a_b_offset) - p4a_b_first;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    if (p4a_g0 < p4a_count0) {
        {
            b[0] = b[1];
            b[200000 - 1] = b[200000 - 2];
        }
    }
}

/* One-thread kernel (sequential promotion) of the statements at interior_pointer_ghosts.c:29 */
__kernel void p4a_kernel_main_29(__global char *p4a_a_base, long p4a_a_offset, long p4a_a_first, long p4a_offset0, long p4a_count0)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset) - p4a_a_first;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    if (p4a_g0 < p4a_count0) {
        {
            a[0] = a[1];
            a[200000 - 1] = a[200000 - 2];
        }
    }
}
