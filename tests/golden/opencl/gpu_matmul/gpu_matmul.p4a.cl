#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at gpu_matmul.c:16: for (int i = 0; i < 96; i++) */
__kernel void p4a_kernel_main_16(__global char *p4a_A_base, long p4a_A_offset, __global char *p4a_IA_base, long p4a_IA_offset, long p4a_lo_i, long p4a_lo_k, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);
    __global int *IA = (__global int *)(p4a_IA_base + p4a_IA_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int k = p4a_lo_k + p4a_g0;
        {
            A[i * 80L + k] = (i * 5 + k * 3) % 17 * 0.125 - 1.0;
            IA[i * 80L + k] = (i + 2 * k) % 9 - 4;
        }
    }
}

/* Kernel of the loop at gpu_matmul.c:21: for (int k = 0; k < 80; k++) */
__kernel void p4a_kernel_main_21(__global char *p4a_B_base, long p4a_B_offset, __global char *p4a_IB_base, long p4a_IB_offset, long p4a_lo_k, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global double *B = (__global double *)(p4a_B_base + p4a_B_offset);
    __global int *IB = (__global int *)(p4a_IB_base + p4a_IB_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int k = p4a_lo_k + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        {
            B[k * 112L + j] = (k * 7 + j) % 13 * 0.25 - 1.5;
            IB[k * 112L + j] = (3 * k - j) % 7;
        }
    }
}

/* Kernel of the loop at gpu_matmul.c:26: for (int i = 0; i < 96; i++) */
__kernel void p4a_kernel_main_26(__global char *p4a_A_base, long p4a_A_offset, __global char *p4a_B_base, long p4a_B_offset, __global char *p4a_Cm_base, long p4a_Cm_offset, __global char *p4a_C2_base, long p4a_C2_offset, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);
    __global double *B = (__global double *)(p4a_B_base + p4a_B_offset);
    __global double *Cm = (__global double *)(p4a_Cm_base + p4a_Cm_offset);
    __global double *C2 = (__global double *)(p4a_C2_base + p4a_C2_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        {
            {
                double s = 0;
                for (int k = 0; k < 80; k++) {
                    s += A[i * 80L + k] * B[k * 112L + j];
                }
                Cm[i * 112L + j] = s;
            }
            C2[i * 112L + j] = Cm[i * 112L + j];
        }
    }
}

/* Kernel of the loop at gpu_matmul.c:36: for (int i = 0; i < 96; i++) */
__kernel void p4a_kernel_main_36(__global char *p4a_A_base, long p4a_A_offset, __global char *p4a_B_base, long p4a_B_offset, __global char *p4a_C2_base, long p4a_C2_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);
    __global double *B = (__global double *)(p4a_B_base + p4a_B_offset);
    __global double *C2 = (__global double *)(p4a_C2_base + p4a_C2_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        for (int k = 0; k < 80; k++) {
            for (int j = 0; j < 112; j++) {
                C2[i * 112L + j] += A[i * 80L + k] * B[k * 112L + j];
            }
        }
    }
}

/* Kernel of the loop at gpu_matmul.c:40: for (int i = 0; i < 96; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_40(__global char *p4a_IA_base, long p4a_IA_offset, __global char *p4a_IB_base, long p4a_IB_offset, __global char *p4a_IC_base, long p4a_IC_offset, __global char *p4a_Cm_base, long p4a_Cm_offset, __global char *p4a_C2_base, long p4a_C2_offset, __global char *p4a_sc_partials_base, long p4a_sc_partials_offset, __global char *p4a_s2_partials_base, long p4a_s2_partials_offset, __global char *p4a_si_partials_base, long p4a_si_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    __global int *IA = (__global int *)(p4a_IA_base + p4a_IA_offset);
    __global int *IB = (__global int *)(p4a_IB_base + p4a_IB_offset);
    __global int *IC = (__global int *)(p4a_IC_base + p4a_IC_offset);
    __global double *Cm = (__global double *)(p4a_Cm_base + p4a_Cm_offset);
    __global double *C2 = (__global double *)(p4a_C2_base + p4a_C2_offset);
    __global double *p4a_sc_partials = (__global double *)(p4a_sc_partials_base + p4a_sc_partials_offset);
    __global double *p4a_s2_partials = (__global double *)(p4a_s2_partials_base + p4a_s2_partials_offset);
    __global long *p4a_si_partials = (__global long *)(p4a_si_partials_base + p4a_si_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double sc = 0;
    double s2 = 0;
    long si = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_sc_block[256L];
    __local double p4a_s2_block[256L];
    __local long p4a_si_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t / p4a_n_j;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            {
                {
                    int s = 0;
                    for (int k = 0; k < 80; k++) {
                        s += IA[i * 80L + k] * IB[k * 112L + j];
                    }
                    IC[i * 112L + j] = s;
                }
                sc += Cm[i * 112L + j] * ((i + j) % 5 + 1);
                s2 += C2[i * 112L + j];
                si += (long)IC[i * 112L + j] * (i * 112 + j + 1);
            }
        }
    }
    p4a_sc_block[p4a_l0] = sc;
    p4a_s2_block[p4a_l0] = s2;
    p4a_si_block[p4a_l0] = si;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_sc_block[p4a_l0] = p4a_sc_block[p4a_l0] + p4a_sc_block[p4a_l0 + p4a_s];
            p4a_s2_block[p4a_l0] = p4a_s2_block[p4a_l0] + p4a_s2_block[p4a_l0 + p4a_s];
            p4a_si_block[p4a_l0] = p4a_si_block[p4a_l0] + p4a_si_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_sc_partials[p4a_g0 / 256L] = p4a_sc_block[0];
        p4a_s2_partials[p4a_g0 / 256L] = p4a_s2_block[0];
        p4a_si_partials[p4a_g0 / 256L] = p4a_si_block[0];
    }
}
