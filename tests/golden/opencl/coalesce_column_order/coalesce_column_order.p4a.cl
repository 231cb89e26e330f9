#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at coalesce_column_order.c:15: for (int j = 0; j < 257; j++) */
__kernel void p4a_kernel_main_15(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_b_base, long p4a_b_offset, long p4a_lo_j, long p4a_lo_i, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    __global double *b = (__global double *)(p4a_b_base + p4a_b_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int j = p4a_lo_j + p4a_g0;
        int i = p4a_lo_i + p4a_g1;
        {
            a[i * 257L + j] = (i * 3 + j * 7) % 31 / 31.0;
            b[j * 300L + i] = a[i * 257L + j] * 2.0;
        }
    }
}

/* Kernel of the loop at coalesce_column_order.c:21: for (int z = 0; z < 40; z++) */
__kernel void p4a_kernel_main_21(__global char *p4a_cube_base, long p4a_cube_offset, long p4a_lo_z, long p4a_lo_y, long p4a_lo_x, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)
{
    __global float *cube = (__global float *)(p4a_cube_base + p4a_cube_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {
        int z = p4a_lo_z + p4a_g0;
        int y = p4a_lo_y + p4a_g2;
        int x = p4a_lo_x + p4a_g1;
        cube[(x * 30L + y) * 40L + z] = (float)(x + y * 2 + z * 3);
    }
}

/* Kernel of the loop at coalesce_column_order.c:25: for (int i = 0; i < 300; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_25(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_b_base, long p4a_b_offset, __global char *p4a_c_base, long p4a_c_offset, __global char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    __global double *b = (__global double *)(p4a_b_base + p4a_b_offset);
    __global double *c = (__global double *)(p4a_c_base + p4a_c_offset);
    __global double *p4a_s_partials = (__global double *)(p4a_s_partials_base + p4a_s_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double s = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_s_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t / p4a_n_j;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            {
                c[i * 257L + j] = a[i * 257L + j] + b[j * 300L + i];
                s += c[i * 257L + j] * ((i + j) % 5);
            }
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

/* Kernel of the loop at coalesce_column_order.c:33: for (int x = 0; x < 20; x++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_33(__global char *p4a_cube_base, long p4a_cube_offset, __global char *p4a_t_partials_base, long p4a_t_partials_offset, long p4a_trips, long p4a_n_x, long p4a_n_y, long p4a_n_z, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0)
{
    __global float *cube = (__global float *)(p4a_cube_base + p4a_cube_offset);
    __global double *p4a_t_partials = (__global double *)(p4a_t_partials_base + p4a_t_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double t = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_t_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int x = p4a_lo_x + p4a_t / p4a_n_y / p4a_n_z;
            int y = p4a_lo_y + p4a_t / p4a_n_z % p4a_n_y;
            int z = p4a_lo_z + p4a_t % p4a_n_z;
            t += cube[(x * 30L + y) * 40L + z];
        }
    }
    p4a_t_block[p4a_l0] = t;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_t_block[p4a_l0] = p4a_t_block[p4a_l0] + p4a_t_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_t_partials[p4a_g0 / 256L] = p4a_t_block[0];
    }
}
