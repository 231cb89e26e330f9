#include <stdio.h>
#include <stdlib.h>
#include "p4a_runtime.h"
static const char p4a_kernels_lu_rows_in_place[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at lu_rows_in_place.c:18: for (int j = i; j < n; j++) */\n"
    "__kernel void p4a_kernel_kernel_lu_18(int i, __global char *p4a_A_base, long p4a_A_offset, long p4a_A_first, long p4a_lo_j, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset) - p4a_A_first * 300L;\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        {\n"
    "            for (int k = 0; k < i; k++) {\n"
    "                A[i * 300L + j] -= A[i * 300L + k] * A[k * 300L + j];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at lu_rows_in_place.c:27: for (int i = 0; i < 300; i++) */\n"
    "__kernel void p4a_kernel_main_27(__global char *p4a_A_base, long p4a_A_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        {\n"
    "            for (int j_1 = 0; j_1 <= i; j_1++) {\n"
    "                A[i * 300L + j_1] = (double)(-j_1 % 300) / 300 + 1;\n"
    "            }\n"
    "            for (int j = i + 1; j < 300; j++) {\n"
    "                A[i * 300L + j] = 0;\n"
    "            }\n"
    "            A[i * 300L + i] = 1;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at lu_rows_in_place.c:34: for (int r = 0; r < 300; r++) */\n"
    "__kernel void p4a_kernel_main_34(__global char *p4a_A_base, long p4a_A_offset, long p4a_A_first, __global char *p4a_B_base, long p4a_B_offset, long p4a_lo_r, long p4a_lo_s, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset) - p4a_A_first * 300L;\n"
    "    __global double *B = (__global double *)(p4a_B_base + p4a_B_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int r = p4a_lo_r + p4a_g1;\n"
    "        int s = p4a_lo_s + p4a_g0;\n"
    "        {\n"
    "            double t = 0;\n"
    "            for (int k = 0; k < 300; k++) {\n"
    "                t += A[r * 300L + k] * A[s * 300L + k];\n"
    "            }\n"
    "            B[r * 300L + s] = t;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at lu_rows_in_place.c:40: for (int r = 0; r < 300; r++) */\n"
    "__kernel void p4a_kernel_main_40(__global char *p4a_B_base, long p4a_B_offset, __global char *p4a_A_base, long p4a_A_offset, long p4a_lo_r, long p4a_lo_s, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global double *B = (__global double *)(p4a_B_base + p4a_B_offset);\n"
    "    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int r = p4a_lo_r + p4a_g1;\n"
    "        int s = p4a_lo_s + p4a_g0;\n"
    "        A[r * 300L + s] = B[r * 300L + s];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at lu_rows_in_place.c:44: for (int i = 0; i < 300; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_44(__global char *p4a_A_base, long p4a_A_offset, __global char *p4a_c_partials_base, long p4a_c_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);\n"
    "    __global double *p4a_c_partials = (__global double *)(p4a_c_partials_base + p4a_c_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double c = 0;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_c_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t / p4a_n_j;\n"
    "            int j = p4a_lo_j + p4a_t % p4a_n_j;\n"
    "            c += A[i * 300L + j] * ((i * 3 + j) % 7);\n"
    "        }\n"
    "    }\n"
    "    p4a_c_block[p4a_l0] = c;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_c_block[p4a_l0] = p4a_c_block[p4a_l0] + p4a_c_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_c_partials[p4a_g0 / 256L] = p4a_c_block[0];\n"
    "    }\n"
    "}\n";

static void kernel_lu(int n, double A[300][300])
{
    for (int i = 0; i < n; i++) {
        p4a_download(A + p4a_object_first(A, sizeof A[0], 0, 0 < ((long)i > 0 ? (long)i : 0) ? 0 : (long)i > 0 ? (long)i : 0),
            (unsigned long)(p4a_object_last(A, sizeof A[0], 0, (long)i > (long)i ? (long)i : (long)i) >= p4a_object_first(A, sizeof A[0], 0, 0 < ((long)i > 0 ? (long)i : 0) ? 0 : (long)i > 0 ? (long)i : 0) ? p4a_object_last(A, sizeof A[0], 0, (long)i > (long)i ? (long)i : (long)i) - p4a_object_first(A, sizeof A[0], 0, 0 < ((long)i > 0 ? (long)i : 0) ? 0 : (long)i > 0 ? (long)i : 0) + 1 : 0) * sizeof A[0],
            13);
        for (int j = 0; j < i; j++) {
            for (int k = 0; k < j; k++) {
                A[i][j] -= A[i][k] * A[k][j];
            }
            A[i][j] /= A[j][j];
        }
        p4a_upload(A + p4a_object_first(A, sizeof A[0], 0, (long)i > 0 ? (long)i : 0),
            (unsigned long)(p4a_object_last(A, sizeof A[0], 0, (long)i) >= p4a_object_first(A, sizeof A[0], 0, (long)i > 0 ? (long)i : 0) ? p4a_object_last(A, sizeof A[0], 0, (long)i) - p4a_object_first(A, sizeof A[0], 0, (long)i > 0 ? (long)i : 0) + 1 : 0) * sizeof A[0],
            13);
        {
            long p4a_lo_j = (long)i;
            long p4a_n_j = n - i >= 1 ? (long)(n - 1) - p4a_lo_j + 1 : 0;
            if (p4a_n_j > 0) {
                long p4a_A_first = p4a_object_first(A, sizeof A[0], 0,
                    0 < ((long)i > 0 ? (long)i : 0) ? 0 : (long)i > 0 ? (long)i : 0);
                unsigned long p4a_A_bytes = (unsigned long)(p4a_object_last(A, sizeof A[0], 0,
                    (long)i > (long)i ? (long)i : (long)i) >= p4a_A_first ? p4a_object_last(A,
                    sizeof A[0], 0, (long)i > (long)i ? (long)i : (long)i) - p4a_A_first + 1 : 1) * sizeof A[0];
                p4a_launch_begin(p4a_kernels_lu_rows_in_place, "p4a_kernel_kernel_lu_18");
                p4a_launch_arg(P4A_ARG_SCALAR, &i, sizeof i);
                p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, A + p4a_A_first, p4a_A_bytes);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_A_first, sizeof p4a_A_first);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j, sizeof p4a_lo_j);
                p4a_launch_end(1, p4a_n_j, 0, 0);
            }
        }
    }
}

int main(void)
{
    double (*A)[300] = p4a_host_malloc(sizeof(double) * 300 * 300);
    p4a_host_fresh(A, sizeof(double) * 300 * 300);
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 300 >= 1 ? (long)(300 - 1) - p4a_lo_i + 1 : 0;
        if (p4a_n_i > 0) {
            unsigned long p4a_A_bytes_1 = (unsigned long)(p4a_object_last(A, sizeof A[0], 0, 299) >= 0 ? p4a_object_last(A,
                sizeof A[0], 0, 299) - 0 + 1 : 1) * sizeof A[0];
            p4a_launch_begin(p4a_kernels_lu_rows_in_place, "p4a_kernel_main_27");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, A, p4a_A_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_end(1, p4a_n_i, 0, 0);
        }
    }
    double (*B)[300] = p4a_host_malloc(sizeof(double) * 300 * 300);
    p4a_host_fresh(B, sizeof(double) * 300 * 300);
    {
        long p4a_lo_r = (long)0;
        long p4a_n_r = 300 >= 1 ? (long)(300 - 1) - p4a_lo_r + 1 : 0;
        long p4a_lo_s = (long)0;
        long p4a_n_s = 300 >= 1 ? (long)(300 - 1) - p4a_lo_s + 1 : 0;
        if (p4a_n_r > 0 && p4a_n_s > 0) {
            long p4a_bound = (long)0;
            long p4a_bound_1 = (long)0;
            long p4a_bound_2 = (long)300;
            long p4a_bound_3 = (long)300;
            long p4a_bound_4 = (long)1;
            long p4a_bound_5 = (long)1;
            long p4a_bound_6 = p4a_bound_2 - p4a_bound_5;
            long p4a_bound_7 = p4a_bound_3 - p4a_bound_4;
            long p4a_bound_8 = (long)0;
            long p4a_bound_9 = (long)0;
            long p4a_bound_10 = (long)300;
            long p4a_bound_11 = (long)300;
            long p4a_bound_12 = (long)1;
            long p4a_bound_13 = (long)1;
            long p4a_bound_14 = p4a_bound_10 - p4a_bound_13;
            long p4a_bound_15 = p4a_bound_11 - p4a_bound_12;
            long p4a_bound_16 = p4a_bound < p4a_bound_8 ? p4a_bound : p4a_bound_8;
            long p4a_bound_17 = p4a_bound_7 > p4a_bound_15 ? p4a_bound_7 : p4a_bound_15;
            long p4a_bound_18 = p4a_object_first(A, sizeof A[0], 0, p4a_bound_16);
            long p4a_bound_19 = p4a_object_last(A, sizeof A[0], 0, p4a_bound_17);
            unsigned long p4a_A_bytes_2 = (unsigned long)(p4a_bound_19 >= p4a_bound_18 ? p4a_bound_19 - p4a_bound_18 + 1 : 1) * sizeof A[0];
            unsigned long p4a_B_bytes = (unsigned long)(p4a_object_last(B, sizeof B[0], 0, 299) >= 0 ? p4a_object_last(B,
                sizeof B[0], 0, 299) - 0 + 1 : 1) * sizeof B[0];
            p4a_launch_begin(p4a_kernels_lu_rows_in_place, "p4a_kernel_main_34");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, A + p4a_bound_18, p4a_A_bytes_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_bound_18, sizeof p4a_bound_18);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, B, p4a_B_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_r, sizeof p4a_lo_r);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_s, sizeof p4a_lo_s);
            p4a_launch_end(2, p4a_n_s, p4a_n_r, 0);
        }
    }
    {
        long p4a_lo_r_1 = (long)0;
        long p4a_n_r_1 = 300 >= 1 ? (long)(300 - 1) - p4a_lo_r_1 + 1 : 0;
        long p4a_lo_s_1 = (long)0;
        long p4a_n_s_1 = 300 >= 1 ? (long)(300 - 1) - p4a_lo_s_1 + 1 : 0;
        if (p4a_n_r_1 > 0 && p4a_n_s_1 > 0) {
            unsigned long p4a_B_bytes_1 = (unsigned long)(p4a_object_last(B, sizeof B[0], 0, 299) >= 0 ? p4a_object_last(B,
                sizeof B[0], 0, 299) - 0 + 1 : 1) * sizeof B[0];
            unsigned long p4a_A_bytes_3 = (unsigned long)(p4a_object_last(A, sizeof A[0], 0, 299) >= 0 ? p4a_object_last(A,
                sizeof A[0], 0, 299) - 0 + 1 : 1) * sizeof A[0];
            p4a_launch_begin(p4a_kernels_lu_rows_in_place, "p4a_kernel_main_40");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, B, p4a_B_bytes_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, A, p4a_A_bytes_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_r_1, sizeof p4a_lo_r_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_s_1, sizeof p4a_lo_s_1);
            p4a_launch_end(2, p4a_n_s_1, p4a_n_r_1, 0);
        }
    }
    kernel_lu(300, A);
    double c = 0;
    {
        long p4a_lo_i_1 = (long)0;
        long p4a_n_i_1 = 300 >= 1 ? (long)(300 - 1) - p4a_lo_i_1 + 1 : 0;
        long p4a_lo_j_1 = (long)0;
        long p4a_n_j_1 = 300 >= 1 ? (long)(300 - 1) - p4a_lo_j_1 + 1 : 0;
        if (p4a_n_i_1 > 0 && p4a_n_j_1 > 0) {
            unsigned long p4a_A_bytes_4 = (unsigned long)(p4a_object_last(A, sizeof A[0], 0, 299) >= 0 ? p4a_object_last(A,
                sizeof A[0], 0, 299) - 0 + 1 : 1) * sizeof A[0];
            long p4a_trips = p4a_n_i_1 * p4a_n_j_1;
            long p4a_points = p4a_trips < 262144 ? p4a_trips : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_c_partial_bytes = (unsigned long)p4a_partials * sizeof c;
            double *p4a_c_partials = p4a_host_malloc(p4a_c_partial_bytes);
            p4a_launch_begin(p4a_kernels_lu_rows_in_place, "p4a_kernel_main_44");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, A, p4a_A_bytes_4);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_c_partials, p4a_c_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips, sizeof p4a_trips);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_1, sizeof p4a_n_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_j_1, sizeof p4a_n_j_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_1, sizeof p4a_lo_j_1);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_c_partials, p4a_c_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                c = c + p4a_c_partials[p4a_t];
            }
            p4a_host_free(p4a_c_partials);
        }
    }
    printf("%.10e\n", c);
    p4a_host_free(A);
    p4a_host_free(B);
    return 0;
}
