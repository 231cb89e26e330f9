#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at gpu_reverse_3d_nest.c:9: for (int i = 0; i < 40; i++) */
__kernel void p4a_kernel_main_9(__global char *p4a_u_base, long p4a_u_offset, long p4a_lo_i, long p4a_lo_j, long p4a_lo_k, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    __global double *u = (__global double *)(p4a_u_base + p4a_u_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int i = p4a_lo_i + p4a_g2;
        int j = p4a_lo_j + p4a_g1;
        int k = p4a_lo_k + p4a_g0;
        u[(i * 50L + j) * 60L + k] = (i * 3 + j * 5 + k * 7) % 13;
    }
}

/* Kernel of the loop at gpu_reverse_3d_nest.c:13: for (int k = 1; k < 60 - 1; k++) */
__kernel void p4a_kernel_main_13(__global char *p4a_u_base, long p4a_u_offset, long p4a_u_first, __global char *p4a_v_base, long p4a_v_offset, long p4a_v_first, long p4a_lo_k, long p4a_lo_j, long p4a_lo_i, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    __global double *u = (__global double *)(p4a_u_base + p4a_u_offset) - p4a_u_first * 50L * 60L;
    __global double *v = (__global double *)(p4a_v_base + p4a_v_offset) - p4a_v_first * 50L * 60L;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int k = p4a_lo_k + p4a_g0;
        int j = p4a_lo_j + p4a_g2;
        int i = p4a_lo_i + p4a_g1 * 2;
        v[(i * 50L + j) * 60L + k] = u[(i * 50L + j) * 60L + (k - 1)] + u[(i * 50L + j) * 60L + (k + 1)] - 0.5 * u[((i - 1) * 50L + j) * 60L + k];
    }
}
