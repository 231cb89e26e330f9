#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at reduce_flat_nests.c:17: for (int x = 0; x < 20; x++) */
__kernel void p4a_kernel_main_17(__global char *p4a_cube_base, long p4a_cube_offset, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    __global int *cube = (__global int *)(p4a_cube_base + p4a_cube_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int x = p4a_lo_x + p4a_g2;
        int y = p4a_lo_y + p4a_g1;
        int z = p4a_lo_z + p4a_g0;
        cube[(x * 30L + y) * 40L + z] = (x * 7 + y * 11 + z * 13) % 17;
    }
}

/* Kernel of the loop at reduce_flat_nests.c:14: for (int i = 0; i < 300; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_14(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_sum_partials_base, long p4a_sum_partials_offset, __global char *p4a_big_partials_base, long p4a_big_partials_offset, double p4a_big_initial, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    __global double *p4a_sum_partials = (__global double *)(p4a_sum_partials_base + p4a_sum_partials_offset);
    __global double *p4a_big_partials = (__global double *)(p4a_big_partials_base + p4a_big_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double sum = 0;
    double big = p4a_big_initial;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_sum_block[256L];
    __local double p4a_big_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t / p4a_n_j;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            {
                a[i * 301L + j] = (i * 17 + j * 29) % 1000 / 999.0 - 0.3;
                sum += a[i * 301L + j] * a[i * 301L + j];
                big = a[i * 301L + j] > big ? a[i * 301L + j] : big;
            }
        }
    }
    p4a_sum_block[p4a_l0] = sum;
    p4a_big_block[p4a_l0] = big;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_sum_block[p4a_l0] = p4a_sum_block[p4a_l0] + p4a_sum_block[p4a_l0 + p4a_s];
            p4a_big_block[p4a_l0] = p4a_big_block[p4a_l0 + p4a_s] > p4a_big_block[p4a_l0] ? p4a_big_block[p4a_l0 + p4a_s] : p4a_big_block[p4a_l0];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_sum_partials[p4a_g0 / 256L] = p4a_sum_block[0];
        p4a_big_partials[p4a_g0 / 256L] = p4a_big_block[0];
    }
}

/* Kernel of the loop at reduce_flat_nests.c:28: for (int x = 2; x < 19; x++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_28(__global char *p4a_cube_base, long p4a_cube_offset, long p4a_cube_first, __global char *p4a_count_partials_base, long p4a_count_partials_offset, long p4a_trips, long p4a_n_x, long p4a_n_y, long p4a_n_z, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0)
{
    __global int *cube = (__global int *)(p4a_cube_base + p4a_cube_offset) - p4a_cube_first * 30L * 40L;
    __global long *p4a_count_partials = (__global long *)(p4a_count_partials_base + p4a_count_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long count = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local long p4a_count_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int x = p4a_lo_x + p4a_t / p4a_n_y / p4a_n_z;
            int y = p4a_lo_y + p4a_t / p4a_n_z % p4a_n_y;
            int z = p4a_lo_z + p4a_t % p4a_n_z * 3;
            count += cube[(x * 30L + y) * 40L + z] > 8 ? cube[(x * 30L + y) * 40L + z] : 1;
        }
    }
    p4a_count_block[p4a_l0] = count;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_count_block[p4a_l0] = p4a_count_block[p4a_l0] + p4a_count_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_count_partials[p4a_g0 / 256L] = p4a_count_block[0];
    }
}

/* Kernel of the loop at reduce_flat_nests.c:33: for (int i = 0; i < 8; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_33(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_prod_partials_base, long p4a_prod_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    __global double *p4a_prod_partials = (__global double *)(p4a_prod_partials_base + p4a_prod_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double prod = 1;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_prod_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            {
                prod *= 1.0 + a[i * 301L + 0] / 64;
                prod *= 1.0 + a[i * 301L + 1] / 64;
                prod *= 1.0 + a[i * 301L + 2] / 64;
                prod *= 1.0 + a[i * 301L + 3] / 64;
                prod *= 1.0 + a[i * 301L + 4] / 64;
                prod *= 1.0 + a[i * 301L + 5] / 64;
                prod *= 1.0 + a[i * 301L + 6] / 64;
                prod *= 1.0 + a[i * 301L + 7] / 64;
            }
        }
    }
    p4a_prod_block[p4a_l0] = prod;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_prod_block[p4a_l0] = p4a_prod_block[p4a_l0] * p4a_prod_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_prod_partials[p4a_g0 / 256L] = p4a_prod_block[0];
    }
}

/* Kernel of the loop at reduce_flat_nests.c:37: for (int i = 0; i < 300; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_37(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_tri_partials_base, long p4a_tri_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    __global double *p4a_tri_partials = (__global double *)(p4a_tri_partials_base + p4a_tri_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double tri = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_tri_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            for (int j = 0; j <= i && j < 301; j++) {
                tri += a[i * 301L + j];
            }
        }
    }
    p4a_tri_block[p4a_l0] = tri;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_tri_block[p4a_l0] = p4a_tri_block[p4a_l0] + p4a_tri_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_tri_partials[p4a_g0 / 256L] = p4a_tri_block[0];
    }
}
