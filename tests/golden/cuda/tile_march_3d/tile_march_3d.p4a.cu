/* Kernel of the loop at tile_march_3d.c:11: for (int x = 1; x < nx - 1; x++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_nineteen_11(char *p4a_in_base, long p4a_in_offset, char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_in_extent1, long p4a_in_extent2, long p4a_out_extent1, long p4a_out_extent2, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_march_n, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    double *in = (double *)(p4a_in_base + p4a_in_offset);
    double *out = (double *)(p4a_out_base + p4a_out_offset) - p4a_out_first * p4a_out_extent1 * p4a_out_extent2;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);
    long p4a_l0 = (long)threadIdx.x;
    long p4a_l1 = (long)threadIdx.y;
    long p4a_l2 = (long)threadIdx.z;
    long p4a_z0 = p4a_g2 * 16L;
    long p4a_z1 = p4a_z0 + 16L < p4a_march_n ? p4a_z0 + 16L : p4a_march_n;
    __shared__ double p4a_tile_in[3L][10L][34L];
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
        __syncthreads();
        if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
            int x = p4a_lo_x + p4a_z;
            int y = p4a_lo_y + p4a_g1;
            int z = p4a_lo_z + p4a_g0;
            out[(x * p4a_out_extent1 + y) * p4a_out_extent2 + z] = 0.5 * p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + 0.05 * (p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 2L]) + 0.02 * (p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0 + 2L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0 + 2L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 2L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0 + 2L]);
        }
        __syncthreads();
    }
}

/* Kernel of the loop at tile_march_3d.c:25: for (int x = 2; x < nx; x++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_upwind_25(char *p4a_in_base, long p4a_in_offset, char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_in_extent1, long p4a_in_extent2, long p4a_out_extent1, long p4a_out_extent2, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_march_n, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    double *in = (double *)(p4a_in_base + p4a_in_offset);
    double *out = (double *)(p4a_out_base + p4a_out_offset) - p4a_out_first * p4a_out_extent1 * p4a_out_extent2;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);
    long p4a_l0 = (long)threadIdx.x;
    long p4a_l1 = (long)threadIdx.y;
    long p4a_l2 = (long)threadIdx.z;
    long p4a_z0 = p4a_g2 * 16L;
    long p4a_z1 = p4a_z0 + 16L < p4a_march_n ? p4a_z0 + 16L : p4a_march_n;
    __shared__ double p4a_tile_in[3L][8L][33L];
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
        __syncthreads();
        if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
            int x = p4a_lo_x + p4a_z;
            int y = p4a_lo_y + p4a_g1;
            int z = p4a_lo_z + p4a_g0;
            out[(x * p4a_out_extent1 + y) * p4a_out_extent2 + z] = p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1][p4a_l0 + 1L] - 0.3 * p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 1L] - 0.1 * p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1][p4a_l0];
        }
        __syncthreads();
    }
}

/* Kernel of the loop at tile_march_3d.c:34: for (int x = 0; x < nx; x++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_sum_34(char *p4a_a_base, long p4a_a_offset, long p4a_a_extent1, long p4a_a_extent2, char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_n_x, long p4a_n_y, long p4a_n_z, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0)
{
    double *a = (double *)(p4a_a_base + p4a_a_offset);
    double *p4a_s_partials = (double *)(p4a_s_partials_base + p4a_s_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double s = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_s_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int x = p4a_lo_x + p4a_t / p4a_n_y / p4a_n_z;
            int y = p4a_lo_y + p4a_t / p4a_n_z % p4a_n_y;
            int z = p4a_lo_z + p4a_t % p4a_n_z;
            s += a[(x * p4a_a_extent1 + y) * p4a_a_extent2 + z] * ((x + 2 * y + 3 * z) % 7 + 1);
        }
    }
    p4a_s_block[p4a_l0] = s;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_s_block[p4a_l0] = p4a_s_block[p4a_l0] + p4a_s_block[p4a_l0 + p4a_s];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_s_partials[p4a_g0 / 256L] = p4a_s_block[0];
    }
}

/* Kernel of the loop at tile_march_3d.c:45: for (int x = 0; x < nx; x++) */
extern "C" __global__ void p4a_kernel_run_45(char *p4a_b_base, long p4a_b_offset, char *p4a_a_base, long p4a_a_offset, long p4a_b_extent1, long p4a_b_extent2, long p4a_a_extent1, long p4a_a_extent2, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    double *b = (double *)(p4a_b_base + p4a_b_offset);
    double *a = (double *)(p4a_a_base + p4a_a_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int x = p4a_lo_x + p4a_g2;
        int y = p4a_lo_y + p4a_g1;
        int z = p4a_lo_z + p4a_g0;
        a[(x * p4a_a_extent1 + y) * p4a_a_extent2 + z] = b[(x * p4a_b_extent1 + y) * p4a_b_extent2 + z] = (x * 7 + y * 13 + z * 3) % 19 / 19.0;
    }
}
