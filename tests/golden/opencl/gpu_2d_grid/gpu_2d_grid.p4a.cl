#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at gpu_2d_grid.c:17: for (int i = 0; i < 230; i++) */
__kernel void p4a_kernel_main_17(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_m_base, long p4a_m_offset, __global char *p4a_t_base, long p4a_t_offset, __global char *p4a_b_base, long p4a_b_offset, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);
    __global int *m = (__global int *)(p4a_m_base + p4a_m_offset);
    __global double *t = (__global double *)(p4a_t_base + p4a_t_offset);
    __global double *b = (__global double *)(p4a_b_base + p4a_b_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        {
            a[i * 170L + j] = i * 0.01 + j * 0.001;
            m[i * 170L + j] = 3 * i - 2 * j;
            t[j * 230L + i] = a[i * 170L + j] * 2.0 + m[i * 170L + j];
            b[i * 170L + j] = t[j * 230L + i] - a[i * 170L + j] * (j + 1);
        }
    }
}

/* Kernel of the loop at gpu_2d_grid.c:28: for (int i = 0; i < 230; i++) */
__kernel void p4a_kernel_main_28(__global char *p4a_m_base, long p4a_m_offset, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global int *m = (__global int *)(p4a_m_base + p4a_m_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        m[i * 170L + j] = m[i * 170L + j] * 5 + i * j;
    }
}

/* Kernel of the loop at gpu_2d_grid.c:33: for (int i = 0; i < 230; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_33(__global char *p4a_b_base, long p4a_b_offset, __global char *p4a_t_base, long p4a_t_offset, __global char *p4a_m_base, long p4a_m_offset, __global char *p4a_sb_partials_base, long p4a_sb_partials_offset, __global char *p4a_st_partials_base, long p4a_st_partials_offset, __global char *p4a_sm_partials_base, long p4a_sm_partials_offset, __global char *p4a_wm_partials_base, long p4a_wm_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    __global double *b = (__global double *)(p4a_b_base + p4a_b_offset);
    __global double *t = (__global double *)(p4a_t_base + p4a_t_offset);
    __global int *m = (__global int *)(p4a_m_base + p4a_m_offset);
    __global double *p4a_sb_partials = (__global double *)(p4a_sb_partials_base + p4a_sb_partials_offset);
    __global double *p4a_st_partials = (__global double *)(p4a_st_partials_base + p4a_st_partials_offset);
    __global long *p4a_sm_partials = (__global long *)(p4a_sm_partials_base + p4a_sm_partials_offset);
    __global long *p4a_wm_partials = (__global long *)(p4a_wm_partials_base + p4a_wm_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double sb = 0;
    double st = 0;
    long sm = 0;
    long wm = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_sb_block[256L];
    __local double p4a_st_block[256L];
    __local long p4a_sm_block[256L];
    __local long p4a_wm_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t / p4a_n_j;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            {
                sb += b[i * 170L + j] * ((i + j) % 5 + 1);
                st += t[j * 230L + i] * (i % 3 + 1);
                sm += m[i * 170L + j];
                wm += (long)m[i * 170L + j] * (i + 2 * j + 1);
            }
        }
    }
    p4a_sb_block[p4a_l0] = sb;
    p4a_st_block[p4a_l0] = st;
    p4a_sm_block[p4a_l0] = sm;
    p4a_wm_block[p4a_l0] = wm;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_sb_block[p4a_l0] = p4a_sb_block[p4a_l0] + p4a_sb_block[p4a_l0 + p4a_s];
            p4a_st_block[p4a_l0] = p4a_st_block[p4a_l0] + p4a_st_block[p4a_l0 + p4a_s];
            p4a_sm_block[p4a_l0] = p4a_sm_block[p4a_l0] + p4a_sm_block[p4a_l0 + p4a_s];
            p4a_wm_block[p4a_l0] = p4a_wm_block[p4a_l0] + p4a_wm_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_sb_partials[p4a_g0 / 256L] = p4a_sb_block[0];
        p4a_st_partials[p4a_g0 / 256L] = p4a_st_block[0];
        p4a_sm_partials[p4a_g0 / 256L] = p4a_sm_block[0];
        p4a_wm_partials[p4a_g0 / 256L] = p4a_wm_block[0];
    }
}
