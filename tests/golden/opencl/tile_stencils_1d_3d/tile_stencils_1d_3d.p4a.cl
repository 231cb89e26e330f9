#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at tile_stencils_1d_3d.c:14: for (int i = 0; i < 1000; i++) */
__kernel void p4a_kernel_main_14(__global char *p4a_f_base, long p4a_f_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *f = (__global double *)(p4a_f_base + p4a_f_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        f[i] = i * 37 % 101 / 101.0;
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:16: for (int x = 0; x < 19; x++) */
__kernel void p4a_kernel_main_16(__global char *p4a_w_base, long p4a_w_offset, __global char *p4a_u_base, long p4a_u_offset, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    __global float *w = (__global float *)(p4a_w_base + p4a_w_offset);
    __global float *u = (__global float *)(p4a_u_base + p4a_u_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int x = p4a_lo_x + p4a_g2;
        int y = p4a_lo_y + p4a_g1;
        int z = p4a_lo_z + p4a_g0;
        u[(x * 23L + y) * 29L + z] = w[(x * 23L + y) * 29L + z] = (float)((x * 3 + y * 5 + z * 7) % 11);
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:21: for (int i = 2; i < 1000 - 2; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_21(__global char *p4a_f_base, long p4a_f_offset, __global char *p4a_g_base, long p4a_g_offset, long p4a_g_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *f = (__global double *)(p4a_f_base + p4a_f_offset);
    __global double *g = (__global double *)(p4a_g_base + p4a_g_offset) - p4a_g_first;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_tile_f[260L];
    for (long p4a_k = p4a_l0; p4a_k < 260L; p4a_k += 256L) {
        long p4a_c = p4a_k;
        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 2L;
        if ((p4a_q + 2 >= 0 && p4a_q + 2 < p4a_count0) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q >= 0 && p4a_q < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0) || (p4a_q - 2 >= 0 && p4a_q - 2 < p4a_count0)) {
            p4a_tile_f[p4a_c] = f[p4a_lo_i + p4a_q];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        g[i] = (p4a_tile_f[p4a_l0] + 2 * p4a_tile_f[p4a_l0 + 1L] + 4 * p4a_tile_f[p4a_l0 + 2L] + 2 * p4a_tile_f[p4a_l0 + 3L] + p4a_tile_f[p4a_l0 + 4L]) / 10;
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:23: for (int i = 2; i < 1000 - 2; i++) */
__kernel void p4a_kernel_main_23(__global char *p4a_g_base, long p4a_g_offset, long p4a_g_first, __global char *p4a_f_base, long p4a_f_offset, long p4a_f_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *g = (__global double *)(p4a_g_base + p4a_g_offset) - p4a_g_first;
    __global double *f = (__global double *)(p4a_f_base + p4a_f_offset) - p4a_f_first;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        f[i] = g[i];
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:27: for (int x = 1; x < 19 - 1; x++) */
__kernel __attribute__((reqd_work_group_size(32, 8, 1))) void p4a_kernel_main_27(__global char *p4a_u_base, long p4a_u_offset, __global char *p4a_w_base, long p4a_w_offset, long p4a_w_first, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_march_n, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    __global float *u = (__global float *)(p4a_u_base + p4a_u_offset);
    __global float *w = (__global float *)(p4a_w_base + p4a_w_offset) - p4a_w_first * 23L * 29L;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);
    long p4a_l0 = (long)get_local_id(0);
    long p4a_l1 = (long)get_local_id(1);
    long p4a_l2 = (long)get_local_id(2);
    long p4a_z0 = p4a_g2 * 16L;
    long p4a_z1 = p4a_z0 + 16L < p4a_march_n ? p4a_z0 + 16L : p4a_march_n;
    __local float p4a_tile_u[3L][10L][34L];
    for (long p4a_p = p4a_z0 - 1L; p4a_p < p4a_z0 + 1L; p4a_p++) {
        for (long p4a_k = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k < 340L; p4a_k += 256L) {
            long p4a_c = (p4a_p - p4a_z0 + 1L) % 3L;
            long p4a_c_1 = p4a_k / 34L;
            long p4a_q = p4a_g1 - p4a_l1 + p4a_c_1 - 1L;
            long p4a_c_2 = p4a_k % 34L;
            long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_2 - 1L;
            if ((p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {
                p4a_tile_u[p4a_c][p4a_c_1][p4a_c_2] = u[((p4a_lo_x + p4a_p) * 23L + (p4a_lo_y + p4a_q)) * 29L + (p4a_lo_z + p4a_q_1)];
            }
        }
    }
    for (long p4a_z = p4a_z0; p4a_z < p4a_z1; p4a_z++) {
        {
            long p4a_p_1 = p4a_z + 1L;
            for (long p4a_k_1 = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k_1 < 340L; p4a_k_1 += 256L) {
                long p4a_c_3 = (p4a_p_1 - p4a_z0 + 1L) % 3L;
                long p4a_c_4 = p4a_k_1 / 34L;
                long p4a_q_2 = p4a_g1 - p4a_l1 + p4a_c_4 - 1L;
                long p4a_c_5 = p4a_k_1 % 34L;
                long p4a_q_3 = p4a_g0 - p4a_l0 + p4a_c_5 - 1L;
                if ((p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0))) {
                    p4a_tile_u[p4a_c_3][p4a_c_4][p4a_c_5] = u[((p4a_lo_x + p4a_p_1) * 23L + (p4a_lo_y + p4a_q_2)) * 29L + (p4a_lo_z + p4a_q_3)];
                }
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
            int x = p4a_lo_x + p4a_z;
            int y = p4a_lo_y + p4a_g1;
            int z = p4a_lo_z + p4a_g0;
            w[(x * 23L + y) * 29L + z] = p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + 0.1f * (p4a_tile_u[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 2L] - 6.0f * p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:33: for (int x = 1; x < 19 - 1; x++) */
__kernel void p4a_kernel_main_33(__global char *p4a_w_base, long p4a_w_offset, long p4a_w_first, __global char *p4a_u_base, long p4a_u_offset, long p4a_u_first, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    __global float *w = (__global float *)(p4a_w_base + p4a_w_offset) - p4a_w_first * 23L * 29L;
    __global float *u = (__global float *)(p4a_u_base + p4a_u_offset) - p4a_u_first * 23L * 29L;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int x = p4a_lo_x + p4a_g2;
        int y = p4a_lo_y + p4a_g1;
        int z = p4a_lo_z + p4a_g0;
        u[(x * 23L + y) * 29L + z] = w[(x * 23L + y) * 29L + z];
    }
}

/* Kernel of the loop at tile_stencils_1d_3d.c:39: for (int i = 0; i < 1000; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_39(__global char *p4a_f_base, long p4a_f_offset, __global char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *f = (__global double *)(p4a_f_base + p4a_f_offset);
    __global double *p4a_s_partials = (__global double *)(p4a_s_partials_base + p4a_s_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double s = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_s_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            s += f[i] * (i % 7);
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

/* Kernel of the loop at tile_stencils_1d_3d.c:41: for (int x = 0; x < 19; x++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_41(__global char *p4a_u_base, long p4a_u_offset, __global char *p4a_h_partials_base, long p4a_h_partials_offset, long p4a_trips, long p4a_n_x, long p4a_n_y, long p4a_n_z, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0)
{
    __global float *u = (__global float *)(p4a_u_base + p4a_u_offset);
    __global double *p4a_h_partials = (__global double *)(p4a_h_partials_base + p4a_h_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double h = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_h_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int x = p4a_lo_x + p4a_t / p4a_n_y / p4a_n_z;
            int y = p4a_lo_y + p4a_t / p4a_n_z % p4a_n_y;
            int z = p4a_lo_z + p4a_t % p4a_n_z;
            h += u[(x * 23L + y) * 29L + z] * ((x + y + z) % 5);
        }
    }
    p4a_h_block[p4a_l0] = h;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_h_block[p4a_l0] = p4a_h_block[p4a_l0] + p4a_h_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_h_partials[p4a_g0 / 256L] = p4a_h_block[0];
    }
}
