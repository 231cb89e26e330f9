#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at gpu_jacobi2d.c:12: for (int i = 1; i < n - 1; i++) */
__kernel __attribute__((reqd_work_group_size(32, 8, 1))) void p4a_kernel_jacobi_step_12(__global char *p4a_in_base, long p4a_in_offset, __global char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_in_extent1, long p4a_out_extent1, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
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
        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {
            p4a_tile_in[p4a_c][p4a_c_1] = in[(p4a_lo_i + p4a_q) * p4a_in_extent1 + (p4a_lo_j + p4a_q_1)];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        out[i * p4a_out_extent1 + j] = 0.25 * (p4a_tile_in[p4a_l1][p4a_l0 + 1L] + p4a_tile_in[p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[p4a_l1 + 1L][p4a_l0] + p4a_tile_in[p4a_l1 + 1L][p4a_l0 + 2L]);
    }
}

/* Kernel of the loop at gpu_jacobi2d.c:22: for (int i = 0; i < n; i++) */
__kernel void p4a_kernel_main_22(int m, int n, __global char *p4a_u_base, long p4a_u_offset, __global char *p4a_v_base, long p4a_v_offset, long p4a_u_extent1, long p4a_v_extent1, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global double *u = (__global double *)(p4a_u_base + p4a_u_offset);
    __global double *v = (__global double *)(p4a_v_base + p4a_v_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        {
            double b = 0.0;
            if (i == 0) {
                b = 100.0;
            } else if (j == m - 1) {
                b = 50.0 + i * 0.1;
            } else if (i == n - 1) {
                b = -20.0;
            }
            u[i * p4a_u_extent1 + j] = b;
            v[i * p4a_v_extent1 + j] = b;
        }
    }
}

/* Kernel of the loop at gpu_jacobi2d.c:41: for (int i = 0; i < n; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_41(__global char *p4a_u_base, long p4a_u_offset, long p4a_u_extent1, __global char *p4a_s_partials_base, long p4a_s_partials_offset, __global char *p4a_w_partials_base, long p4a_w_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    __global double *u = (__global double *)(p4a_u_base + p4a_u_offset);
    __global double *p4a_s_partials = (__global double *)(p4a_s_partials_base + p4a_s_partials_offset);
    __global double *p4a_w_partials = (__global double *)(p4a_w_partials_base + p4a_w_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double s = 0;
    double w = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_s_block[256L];
    __local double p4a_w_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t / p4a_n_j;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            {
                s += u[i * p4a_u_extent1 + j];
                w += u[i * p4a_u_extent1 + j] * ((i * 3 + j) % 7 + 1);
            }
        }
    }
    p4a_s_block[p4a_l0] = s;
    p4a_w_block[p4a_l0] = w;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_s_block[p4a_l0] = p4a_s_block[p4a_l0] + p4a_s_block[p4a_l0 + p4a_s];
            p4a_w_block[p4a_l0] = p4a_w_block[p4a_l0] + p4a_w_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_s_partials[p4a_g0 / 256L] = p4a_s_block[0];
        p4a_w_partials[p4a_g0 / 256L] = p4a_w_block[0];
    }
}
