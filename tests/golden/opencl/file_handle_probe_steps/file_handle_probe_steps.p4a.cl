#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at file_handle_probe_steps.c:12: for (int i = 0; i < 200000; i++) */
__kernel void p4a_kernel_main_12(__global char *p4a_a_base, long p4a_a_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        a[i] = i % 17 * 0.25;
    }
}

/* Kernel of the loop at file_handle_probe_steps.c:15: for (int i = 1; i < 200000 - 1; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_15(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_b_base, long p4a_b_offset, long p4a_b_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    __global double *b = (__global double *)(p4a_b_base + p4a_b_offset) - p4a_b_first;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_tile_a[258L];
    for (long p4a_k = p4a_l0; p4a_k < 258L; p4a_k += 256L) {
        long p4a_c = p4a_k;
        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 1L;
        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0)) {
            p4a_tile_a[p4a_c] = a[p4a_lo_i + p4a_q];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        b[i] = 0.5 * (p4a_tile_a[p4a_l0] + p4a_tile_a[p4a_l0 + 2L]);
    }
}

/* Kernel of the loop at file_handle_probe_steps.c:17: for (int i = 1; i < 200000 - 1; i++) */
__kernel void p4a_kernel_main_17(__global char *p4a_b_base, long p4a_b_offset, long p4a_b_first, __global char *p4a_a_base, long p4a_a_offset, long p4a_a_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *b = (__global double *)(p4a_b_base + p4a_b_offset) - p4a_b_first;
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset) - p4a_a_first;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        a[i] = b[i];
    }
}
