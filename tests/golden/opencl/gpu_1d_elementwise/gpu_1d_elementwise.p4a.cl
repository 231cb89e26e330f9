#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at gpu_1d_elementwise.c:14: for (int i = 0; i < 60000; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_14(double alpha, __global char *p4a_x_base, long p4a_x_offset, __global char *p4a_y_base, long p4a_y_offset, __global char *p4a_z_base, long p4a_z_offset, __global char *p4a_f_base, long p4a_f_offset, __global char *p4a_sy_partials_base, long p4a_sy_partials_offset, __global char *p4a_sz_partials_base, long p4a_sz_partials_offset, __global char *p4a_sf_partials_base, long p4a_sf_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *x = (__global double *)(p4a_x_base + p4a_x_offset);
    __global double *y = (__global double *)(p4a_y_base + p4a_y_offset);
    __global double *z = (__global double *)(p4a_z_base + p4a_z_offset);
    __global float *f = (__global float *)(p4a_f_base + p4a_f_offset);
    __global double *p4a_sy_partials = (__global double *)(p4a_sy_partials_base + p4a_sy_partials_offset);
    __global double *p4a_sz_partials = (__global double *)(p4a_sz_partials_base + p4a_sz_partials_offset);
    __global double *p4a_sf_partials = (__global double *)(p4a_sf_partials_base + p4a_sf_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double sy = 0;
    double sz = 0;
    double sf = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_sy_block[256L];
    __local double p4a_sz_block[256L];
    __local double p4a_sf_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            {
                x[i] = i % 97 * 0.25 - 3.0;
                y[i] = i % 61 * 0.5 + 1.0;
                y[i] = alpha * x[i] + y[i];
                z[i] = x[i] * y[i] - 0.5 * x[i];
                z[i] = z[i] * 0.5 + 1.0;
                f[i] = (float)z[i] * 0.25f;
                sy += y[i];
                sz += z[i] * (1 + i % 3);
                sf += f[i];
            }
        }
    }
    p4a_sy_block[p4a_l0] = sy;
    p4a_sz_block[p4a_l0] = sz;
    p4a_sf_block[p4a_l0] = sf;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_sy_block[p4a_l0] = p4a_sy_block[p4a_l0] + p4a_sy_block[p4a_l0 + p4a_s];
            p4a_sz_block[p4a_l0] = p4a_sz_block[p4a_l0] + p4a_sz_block[p4a_l0 + p4a_s];
            p4a_sf_block[p4a_l0] = p4a_sf_block[p4a_l0] + p4a_sf_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_sy_partials[p4a_g0 / 256L] = p4a_sy_block[0];
        p4a_sz_partials[p4a_g0 / 256L] = p4a_sz_block[0];
        p4a_sf_partials[p4a_g0 / 256L] = p4a_sf_block[0];
    }
}
