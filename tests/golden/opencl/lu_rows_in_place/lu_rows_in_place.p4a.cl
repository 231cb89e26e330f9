#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL FP_CONTRACT OFF

/* Kernel of the loop at lu_rows_in_place.c:18: for (int j = i; j < n; j++) */
__kernel void p4a_kernel_kernel_lu_18(int i, __global char *p4a_A_base, long p4a_A_offset, long p4a_A_first, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset) - p4a_A_first * 300L;
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    if (p4a_g0 < p4a_count0) {
        int j = p4a_lo_j + p4a_g0;
        {
            for (int k = 0; k < i; k++) {
                A[i * 300L + j] -= A[i * 300L + k] * A[k * 300L + j];
            }
        }
    }
}

/* Kernel of the loop at lu_rows_in_place.c:27: for (int i = 0; i < 300; i++) */
__kernel void p4a_kernel_main_27(__global char *p4a_A_base, long p4a_A_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        {
            for (int j_1 = 0; j_1 <= i; j_1++) {
                A[i * 300L + j_1] = (double)(-j_1 % 300) / 300 + 1;
            }
            for (int j = i + 1; j < 300; j++) {
                A[i * 300L + j] = 0;
            }
            A[i * 300L + i] = 1;
        }
    }
}

/* Kernel of the loop at lu_rows_in_place.c:34: for (int r = 0; r < 300; r++) */
__kernel void p4a_kernel_main_34(__global char *p4a_A_base, long p4a_A_offset, long p4a_A_first, __global char *p4a_B_base, long p4a_B_offset, long p4a_lo_r, long p4a_lo_s, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset) - p4a_A_first * 300L;
    __global double *B = (__global double *)(p4a_B_base + p4a_B_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int r = p4a_lo_r + p4a_g1;
        int s = p4a_lo_s + p4a_g0;
        {
            double t = 0;
            for (int k = 0; k < 300; k++) {
                t += A[r * 300L + k] * A[s * 300L + k];
            }
            B[r * 300L + s] = t;
        }
    }
}

/* Kernel of the loop at lu_rows_in_place.c:40: for (int r = 0; r < 300; r++) */
__kernel void p4a_kernel_main_40(__global char *p4a_B_base, long p4a_B_offset, __global char *p4a_A_base, long p4a_A_offset, long p4a_lo_r, long p4a_lo_s, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    __global double *B = (__global double *)(p4a_B_base + p4a_B_offset);
    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int r = p4a_lo_r + p4a_g1;
        int s = p4a_lo_s + p4a_g0;
        A[r * 300L + s] = B[r * 300L + s];
    }
}

/* Kernel of the loop at lu_rows_in_place.c:44: for (int i = 0; i < 300; i++) */
__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_44(__global char *p4a_A_base, long p4a_A_offset, __global char *p4a_c_partials_base, long p4a_c_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);
    __global double *p4a_c_partials = (__global double *)(p4a_c_partials_base + p4a_c_partials_offset);
    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);
    double c = 0;
    long p4a_l0 = (long)get_local_id(0);
    __local double p4a_c_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t / p4a_n_j;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            c += A[i * 300L + j] * ((i * 3 + j) % 7);
        }
    }
    p4a_c_block[p4a_l0] = c;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_c_block[p4a_l0] = p4a_c_block[p4a_l0] + p4a_c_block[p4a_l0 + p4a_s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (p4a_l0 == 0) {
        p4a_c_partials[p4a_g0 / 256L] = p4a_c_block[0];
    }
}
