#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at struct_members_direct.c:19: for (int i = 1; i < p4a_g_n - 1; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_step_19(double p4a_g_k, __global char *p4a_p4a_g_u_base, long p4a_p4a_g_u_offset, __global char *p4a_p4a_g_v_base, long p4a_p4a_g_v_offset, long p4a_p4a_g_v_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *p4a_g_u = (__global double *)(p4a_p4a_g_u_base + p4a_p4a_g_u_offset);
    __global double *p4a_g_v = (__global double *)(p4a_p4a_g_v_base + p4a_p4a_g_v_offset) - p4a_p4a_g_v_first;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_tile_p4a_g_u[258L];
    for (long p4a_k = p4a_l0; p4a_k < 258L; p4a_k += 256L) {
        long p4a_c = p4a_k;
        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 1L;
        if ((p4a_q >= 0 && p4a_q < p4a_count0) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0)) {
            p4a_tile_p4a_g_u[p4a_c] = p4a_g_u[p4a_lo_i + p4a_q];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        p4a_g_v[i] = p4a_tile_p4a_g_u[p4a_l0 + 1L] + p4a_g_k * (p4a_tile_p4a_g_u[p4a_l0] - 2.0 * p4a_tile_p4a_g_u[p4a_l0 + 1L] + p4a_tile_p4a_g_u[p4a_l0 + 2L]);
    }
}

/* Kernel of the loop at struct_members_direct.c:21: for (int i = 1; i < p4a_g_n - 1; i++) */
__kernel void p4a_kernel_step_21(__global char *p4a_p4a_g_v_base, long p4a_p4a_g_v_offset, long p4a_p4a_g_v_first, __global char *p4a_p4a_g_u_base, long p4a_p4a_g_u_offset, long p4a_p4a_g_u_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *p4a_g_v = (__global double *)(p4a_p4a_g_v_base + p4a_p4a_g_v_offset) - p4a_p4a_g_v_first;
    __global double *p4a_g_u = (__global double *)(p4a_p4a_g_u_base + p4a_p4a_g_u_offset) - p4a_p4a_g_u_first;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        p4a_g_u[i] = p4a_g_v[i];
    }
}

/* Kernel of the loop at struct_members_direct.c:44: for (int i = 0; i < p4a_f_n; i += 7) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_44(__global char *p4a_p4a_f_u_base, long p4a_p4a_f_u_offset, __global char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *p4a_f_u = (__global double *)(p4a_p4a_f_u_base + p4a_p4a_f_u_offset);
    __global double *p4a_s_partials = (__global double *)(p4a_s_partials_base + p4a_s_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double s = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_s_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t * 7;
            s += p4a_f_u[i] * (1 + i % 3);
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
