#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at gpu_red_double.c:16: for (int i = 0; i < 50000; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_16(__global char *p4a_x_base, long p4a_x_offset, __global char *p4a_y_base, long p4a_y_offset, __global char *p4a_p_base, long p4a_p_offset, __global char *p4a_fl_base, long p4a_fl_offset, __global char *p4a_s1_partials_base, long p4a_s1_partials_offset, __global char *p4a_s2_partials_base, long p4a_s2_partials_offset, __global char *p4a_d1_partials_base, long p4a_d1_partials_offset, __global char *p4a_d2_partials_base, long p4a_d2_partials_offset, __global char *p4a_pr_partials_base, long p4a_pr_partials_offset, __global char *p4a_pr2_partials_base, long p4a_pr2_partials_offset, __global char *p4a_mx_partials_base, long p4a_mx_partials_offset, double p4a_mx_initial, __global char *p4a_mn_partials_base, long p4a_mn_partials_offset, double p4a_mn_initial, __global char *p4a_tmx_partials_base, long p4a_tmx_partials_offset, double p4a_tmx_initial, __global char *p4a_tmn_partials_base, long p4a_tmn_partials_offset, double p4a_tmn_initial, __global char *p4a_fmx_partials_base, long p4a_fmx_partials_offset, double p4a_fmx_initial, __global char *p4a_fmn_partials_base, long p4a_fmn_partials_offset, double p4a_fmn_initial, __global char *p4a_fs_partials_base, long p4a_fs_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *x = (__global double *)(p4a_x_base + p4a_x_offset);
    __global double *y = (__global double *)(p4a_y_base + p4a_y_offset);
    __global double *p = (__global double *)(p4a_p_base + p4a_p_offset);
    __global float *fl = (__global float *)(p4a_fl_base + p4a_fl_offset);
    __global double *p4a_s1_partials = (__global double *)(p4a_s1_partials_base + p4a_s1_partials_offset);
    __global double *p4a_s2_partials = (__global double *)(p4a_s2_partials_base + p4a_s2_partials_offset);
    __global double *p4a_d1_partials = (__global double *)(p4a_d1_partials_base + p4a_d1_partials_offset);
    __global double *p4a_d2_partials = (__global double *)(p4a_d2_partials_base + p4a_d2_partials_offset);
    __global double *p4a_pr_partials = (__global double *)(p4a_pr_partials_base + p4a_pr_partials_offset);
    __global double *p4a_pr2_partials = (__global double *)(p4a_pr2_partials_base + p4a_pr2_partials_offset);
    __global double *p4a_mx_partials = (__global double *)(p4a_mx_partials_base + p4a_mx_partials_offset);
    __global double *p4a_mn_partials = (__global double *)(p4a_mn_partials_base + p4a_mn_partials_offset);
    __global double *p4a_tmx_partials = (__global double *)(p4a_tmx_partials_base + p4a_tmx_partials_offset);
    __global double *p4a_tmn_partials = (__global double *)(p4a_tmn_partials_base + p4a_tmn_partials_offset);
    __global double *p4a_fmx_partials = (__global double *)(p4a_fmx_partials_base + p4a_fmx_partials_offset);
    __global double *p4a_fmn_partials = (__global double *)(p4a_fmn_partials_base + p4a_fmn_partials_offset);
    __global float *p4a_fs_partials = (__global float *)(p4a_fs_partials_base + p4a_fs_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double s1 = 0;
    double s2 = 0;
    double d1 = 0;
    double d2 = 0;
    double pr = 1;
    double pr2 = 1;
    double mx = p4a_mx_initial;
    double mn = p4a_mn_initial;
    double tmx = p4a_tmx_initial;
    double tmn = p4a_tmn_initial;
    double fmx = p4a_fmx_initial;
    double fmn = p4a_fmn_initial;
    float fs = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_s1_block[256L];
    __local double p4a_s2_block[256L];
    __local double p4a_d1_block[256L];
    __local double p4a_d2_block[256L];
    __local double p4a_pr_block[256L];
    __local double p4a_pr2_block[256L];
    __local double p4a_mx_block[256L];
    __local double p4a_mn_block[256L];
    __local double p4a_tmx_block[256L];
    __local double p4a_tmn_block[256L];
    __local double p4a_fmx_block[256L];
    __local double p4a_fmn_block[256L];
    __local float p4a_fs_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            {
                x[i] = i * 7919 % 10007 * 1.0e-3 - 5.0;
                y[i] = 1.0 / (1.0 + i % 101);
                p[i] = 1.0 + (i % 11 - 5) * 1.0e-6;
                fl[i] = (float)(i % 64) * 0.25f;
                y[i] = y[i] * x[i] + 0.25;
                s1 += x[i] * x[i];
                s2 = s2 + fabs((double)y[i]);
                d1 -= x[i] * x[i] * 0.5;
                d2 = d2 - fabs((double)(x[i] * y[i]));
                pr *= p[i];
                pr2 = pr2 * (p[i] + 1.0e-7);
                if (y[i] > mx) {
                    mx = y[i];
                }
                if (x[i] * y[i] < mn) {
                    mn = x[i] * y[i];
                }
                tmx = x[i] - y[i] > tmx ? x[i] - y[i] : tmx;
                tmn = tmn < y[i] * 2 ? tmn : y[i] * 2;
                fmx = fmax((double)fmx, (double)(x[i] + y[i]));
                fmn = fmin((double)(x[i] * 0.5), (double)fmn);
                fs += fl[i];
            }
        }
    }
    p4a_s1_block[p4a_l0] = s1;
    p4a_s2_block[p4a_l0] = s2;
    p4a_d1_block[p4a_l0] = d1;
    p4a_d2_block[p4a_l0] = d2;
    p4a_pr_block[p4a_l0] = pr;
    p4a_pr2_block[p4a_l0] = pr2;
    p4a_mx_block[p4a_l0] = mx;
    p4a_mn_block[p4a_l0] = mn;
    p4a_tmx_block[p4a_l0] = tmx;
    p4a_tmn_block[p4a_l0] = tmn;
    p4a_fmx_block[p4a_l0] = fmx;
    p4a_fmn_block[p4a_l0] = fmn;
    p4a_fs_block[p4a_l0] = fs;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_s1_block[p4a_l0] = p4a_s1_block[p4a_l0] + p4a_s1_block[p4a_l0 + p4a_s];
            p4a_s2_block[p4a_l0] = p4a_s2_block[p4a_l0] + p4a_s2_block[p4a_l0 + p4a_s];
            p4a_d1_block[p4a_l0] = p4a_d1_block[p4a_l0] + p4a_d1_block[p4a_l0 + p4a_s];
            p4a_d2_block[p4a_l0] = p4a_d2_block[p4a_l0] + p4a_d2_block[p4a_l0 + p4a_s];
            p4a_pr_block[p4a_l0] = p4a_pr_block[p4a_l0] * p4a_pr_block[p4a_l0 + p4a_s];
            p4a_pr2_block[p4a_l0] = p4a_pr2_block[p4a_l0] * p4a_pr2_block[p4a_l0 + p4a_s];
            p4a_mx_block[p4a_l0] = p4a_mx_block[p4a_l0 + p4a_s] > p4a_mx_block[p4a_l0] ? p4a_mx_block[p4a_l0 + p4a_s] : p4a_mx_block[p4a_l0];
            p4a_mn_block[p4a_l0] = p4a_mn_block[p4a_l0 + p4a_s] < p4a_mn_block[p4a_l0] ? p4a_mn_block[p4a_l0 + p4a_s] : p4a_mn_block[p4a_l0];
            p4a_tmx_block[p4a_l0] = p4a_tmx_block[p4a_l0 + p4a_s] > p4a_tmx_block[p4a_l0] ? p4a_tmx_block[p4a_l0 + p4a_s] : p4a_tmx_block[p4a_l0];
            p4a_tmn_block[p4a_l0] = p4a_tmn_block[p4a_l0 + p4a_s] < p4a_tmn_block[p4a_l0] ? p4a_tmn_block[p4a_l0 + p4a_s] : p4a_tmn_block[p4a_l0];
            p4a_fmx_block[p4a_l0] = p4a_fmx_block[p4a_l0 + p4a_s] > p4a_fmx_block[p4a_l0] ? p4a_fmx_block[p4a_l0 + p4a_s] : p4a_fmx_block[p4a_l0];
            p4a_fmn_block[p4a_l0] = p4a_fmn_block[p4a_l0 + p4a_s] < p4a_fmn_block[p4a_l0] ? p4a_fmn_block[p4a_l0 + p4a_s] : p4a_fmn_block[p4a_l0];
            p4a_fs_block[p4a_l0] = p4a_fs_block[p4a_l0] + p4a_fs_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_s1_partials[p4a_g0 / 256L] = p4a_s1_block[0];
        p4a_s2_partials[p4a_g0 / 256L] = p4a_s2_block[0];
        p4a_d1_partials[p4a_g0 / 256L] = p4a_d1_block[0];
        p4a_d2_partials[p4a_g0 / 256L] = p4a_d2_block[0];
        p4a_pr_partials[p4a_g0 / 256L] = p4a_pr_block[0];
        p4a_pr2_partials[p4a_g0 / 256L] = p4a_pr2_block[0];
        p4a_mx_partials[p4a_g0 / 256L] = p4a_mx_block[0];
        p4a_mn_partials[p4a_g0 / 256L] = p4a_mn_block[0];
        p4a_tmx_partials[p4a_g0 / 256L] = p4a_tmx_block[0];
        p4a_tmn_partials[p4a_g0 / 256L] = p4a_tmn_block[0];
        p4a_fmx_partials[p4a_g0 / 256L] = p4a_fmx_block[0];
        p4a_fmn_partials[p4a_g0 / 256L] = p4a_fmn_block[0];
        p4a_fs_partials[p4a_g0 / 256L] = p4a_fs_block[0];
    }
}
