#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at tile_march_3d.c:11: for (int x = 1; x < nx - 1; x++) */
__kernel __attribute__((reqd_work_group_size(32, 8, 1))) void p4a_kernel_nineteen_11(__global char *p4a_in_base, long p4a_in_offset, __global char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_in_extent1, long p4a_in_extent2, long p4a_out_extent1, long p4a_out_extent2, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_march_n, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    __global double *in = (__global double *)(p4a_in_base + p4a_in_offset);
    __global double *out = (__global double *)(p4a_out_base + p4a_out_offset) - p4a_out_first * p4a_out_extent1 * p4a_out_extent2;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);
    long p4a_l0 = (long)get_local_id(0);
    long p4a_l1 = (long)get_local_id(1);
    long p4a_l2 = (long)get_local_id(2);
    long p4a_z0 = p4a_g2 * 16L;
    long p4a_z1 = p4a_z0 + 16L < p4a_march_n ? p4a_z0 + 16L : p4a_march_n;
    __local double p4a_tile_in[3L][10L][34L];
    for (long p4a_p = p4a_z0 - 1L; p4a_p < p4a_z0 + 1L; p4a_p++) {
        for (long p4a_k = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k < 340L; p4a_k += 256L) {
            long p4a_c = (p4a_p - p4a_z0 + 1L) % 3L;
            long p4a_c_1 = p4a_k / 34L;
            long p4a_q = p4a_g1 - p4a_l1 + p4a_c_1 - 1L;
            long p4a_c_2 = p4a_k % 34L;
            long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_2 - 1L;
            if ((p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {
                p4a_tile_in[p4a_c][p4a_c_1][p4a_c_2] = in[((p4a_lo_x + p4a_p) * p4a_in_extent1 + (p4a_lo_y + p4a_q)) * p4a_in_extent2 + (p4a_lo_z + p4a_q_1)];
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
                if ((p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0))) {
                    p4a_tile_in[p4a_c_3][p4a_c_4][p4a_c_5] = in[((p4a_lo_x + p4a_p_1) * p4a_in_extent1 + (p4a_lo_y + p4a_q_2)) * p4a_in_extent2 + (p4a_lo_z + p4a_q_3)];
                }
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
            int x = p4a_lo_x + p4a_z;
            int y = p4a_lo_y + p4a_g1;
            int z = p4a_lo_z + p4a_g0;
            out[(x * p4a_out_extent1 + y) * p4a_out_extent2 + z] = 0.5 * p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + 0.05 * (p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 2L]) + 0.02 * (p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0 + 2L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0 + 2L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 2L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0 + 2L]);
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}

/* Kernel of the loop at tile_march_3d.c:25: for (int x = 2; x < nx; x++) */
__kernel __attribute__((reqd_work_group_size(32, 8, 1))) void p4a_kernel_upwind_25(__global char *p4a_in_base, long p4a_in_offset, __global char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_in_extent1, long p4a_in_extent2, long p4a_out_extent1, long p4a_out_extent2, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_march_n, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    __global double *in = (__global double *)(p4a_in_base + p4a_in_offset);
    __global double *out = (__global double *)(p4a_out_base + p4a_out_offset) - p4a_out_first * p4a_out_extent1 * p4a_out_extent2;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);
    long p4a_l0 = (long)get_local_id(0);
    long p4a_l1 = (long)get_local_id(1);
    long p4a_l2 = (long)get_local_id(2);
    long p4a_z0 = p4a_g2 * 16L;
    long p4a_z1 = p4a_z0 + 16L < p4a_march_n ? p4a_z0 + 16L : p4a_march_n;
    __local double p4a_tile_in[3L][8L][33L];
    for (long p4a_p = p4a_z0 - 2L; p4a_p < p4a_z0 + 0L; p4a_p++) {
        for (long p4a_k = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k < 264L; p4a_k += 256L) {
            long p4a_c = (p4a_p - p4a_z0 + 2L) % 3L;
            long p4a_c_1 = p4a_k / 33L;
            long p4a_q = p4a_g1 - p4a_l1 + p4a_c_1;
            long p4a_c_2 = p4a_k % 33L;
            long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_2 - 1L;
            if ((p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 2 >= 0 && p4a_p + 2 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0))) {
                p4a_tile_in[p4a_c][p4a_c_1][p4a_c_2] = in[((p4a_lo_x + p4a_p) * p4a_in_extent1 + (p4a_lo_y + p4a_q)) * p4a_in_extent2 + (p4a_lo_z + p4a_q_1)];
            }
        }
    }
    for (long p4a_z = p4a_z0; p4a_z < p4a_z1; p4a_z++) {
        {
            long p4a_p_1 = p4a_z + 0L;
            for (long p4a_k_1 = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k_1 < 264L; p4a_k_1 += 256L) {
                long p4a_c_3 = (p4a_p_1 - p4a_z0 + 2L) % 3L;
                long p4a_c_4 = p4a_k_1 / 33L;
                long p4a_q_2 = p4a_g1 - p4a_l1 + p4a_c_4;
                long p4a_c_5 = p4a_k_1 % 33L;
                long p4a_q_3 = p4a_g0 - p4a_l0 + p4a_c_5 - 1L;
                if ((p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 2 >= 0 && p4a_p_1 + 2 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0))) {
                    p4a_tile_in[p4a_c_3][p4a_c_4][p4a_c_5] = in[((p4a_lo_x + p4a_p_1) * p4a_in_extent1 + (p4a_lo_y + p4a_q_2)) * p4a_in_extent2 + (p4a_lo_z + p4a_q_3)];
                }
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
            int x = p4a_lo_x + p4a_z;
            int y = p4a_lo_y + p4a_g1;
            int z = p4a_lo_z + p4a_g0;
            out[(x * p4a_out_extent1 + y) * p4a_out_extent2 + z] = p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1][p4a_l0 + 1L] - 0.3 * p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 1L] - 0.1 * p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1][p4a_l0];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}

/* Kernel of the loop at tile_march_3d.c:34: for (int x = 0; x < nx; x++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_sum_34(__global char *p4a_a_base, long p4a_a_offset, long p4a_a_extent1, long p4a_a_extent2, __global char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_n_x, long p4a_n_y, long p4a_n_z, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    __global double *p4a_s_partials = (__global double *)(p4a_s_partials_base + p4a_s_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double s = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_s_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int x = p4a_lo_x + p4a_t / p4a_n_y / p4a_n_z;
            int y = p4a_lo_y + p4a_t / p4a_n_z % p4a_n_y;
            int z = p4a_lo_z + p4a_t % p4a_n_z;
            s += a[(x * p4a_a_extent1 + y) * p4a_a_extent2 + z] * ((x + 2 * y + 3 * z) % 7 + 1);
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

/* Kernel of the loop at tile_march_3d.c:45: for (int x = 0; x < nx; x++) */
__kernel void p4a_kernel_run_45(__global char *p4a_b_base, long p4a_b_offset, __global char *p4a_a_base, long p4a_a_offset, long p4a_b_extent1, long p4a_b_extent2, long p4a_a_extent1, long p4a_a_extent2, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    __global double *b = (__global double *)(p4a_b_base + p4a_b_offset);
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int x = p4a_lo_x + p4a_g2;
        int y = p4a_lo_y + p4a_g1;
        int z = p4a_lo_z + p4a_g0;
        a[(x * p4a_a_extent1 + y) * p4a_a_extent2 + z] = b[(x * p4a_b_extent1 + y) * p4a_b_extent2 + z] = (x * 7 + y * 13 + z * 3) % 19 / 19.0;
    }
}
