#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_gpu_matmul[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at gpu_matmul.c:16: for (int i = 0; i < 96; i++) */\n"
    "__kernel void p4a_kernel_main_16(__global char *p4a_A_base, long p4a_A_offset, __global char *p4a_IA_base, long p4a_IA_offset, long p4a_lo_i, long p4a_lo_k, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);\n"
    "    __global int *IA = (__global int *)(p4a_IA_base + p4a_IA_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int k = p4a_lo_k + p4a_g0;\n"
    "        {\n"
    "            A[i * 80L + k] = (i * 5 + k * 3) % 17 * 0.125 - 1.0;\n"
    "            IA[i * 80L + k] = (i + 2 * k) % 9 - 4;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at gpu_matmul.c:21: for (int k = 0; k < 80; k++) */\n"
    "__kernel void p4a_kernel_main_21(__global char *p4a_B_base, long p4a_B_offset, __global char *p4a_IB_base, long p4a_IB_offset, long p4a_lo_k, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global double *B = (__global double *)(p4a_B_base + p4a_B_offset);\n"
    "    __global int *IB = (__global int *)(p4a_IB_base + p4a_IB_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int k = p4a_lo_k + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        {\n"
    "            B[k * 112L + j] = (k * 7 + j) % 13 * 0.25 - 1.5;\n"
    "            IB[k * 112L + j] = (3 * k - j) % 7;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at gpu_matmul.c:26: for (int i = 0; i < 96; i++) */\n"
    "__kernel void p4a_kernel_main_26(__global char *p4a_A_base, long p4a_A_offset, __global char *p4a_B_base, long p4a_B_offset, __global char *p4a_Cm_base, long p4a_Cm_offset, __global char *p4a_C2_base, long p4a_C2_offset, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);\n"
    "    __global double *B = (__global double *)(p4a_B_base + p4a_B_offset);\n"
    "    __global double *Cm = (__global double *)(p4a_Cm_base + p4a_Cm_offset);\n"
    "    __global double *C2 = (__global double *)(p4a_C2_base + p4a_C2_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        {\n"
    "            {\n"
    "                double s = 0;\n"
    "                for (int k = 0; k < 80; k++) {\n"
    "                    s += A[i * 80L + k] * B[k * 112L + j];\n"
    "                }\n"
    "                Cm[i * 112L + j] = s;\n"
    "            }\n"
    "            C2[i * 112L + j] = Cm[i * 112L + j];\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at gpu_matmul.c:36: for (int i = 0; i < 96; i++) */\n"
    "__kernel void p4a_kernel_main_36(__global char *p4a_A_base, long p4a_A_offset, __global char *p4a_B_base, long p4a_B_offset, __global char *p4a_C2_base, long p4a_C2_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *A = (__global double *)(p4a_A_base + p4a_A_offset);\n"
    "    __global double *B = (__global double *)(p4a_B_base + p4a_B_offset);\n"
    "    __global double *C2 = (__global double *)(p4a_C2_base + p4a_C2_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        for (int k = 0; k < 80; k++) {\n"
    "            for (int j = 0; j < 112; j++) {\n"
    "                C2[i * 112L + j] += A[i * 80L + k] * B[k * 112L + j];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at gpu_matmul.c:40: for (int i = 0; i < 96; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_40(__global char *p4a_IA_base, long p4a_IA_offset, __global char *p4a_IB_base, long p4a_IB_offset, __global char *p4a_IC_base, long p4a_IC_offset, __global char *p4a_Cm_base, long p4a_Cm_offset, __global char *p4a_C2_base, long p4a_C2_offset, __global char *p4a_sc_partials_base, long p4a_sc_partials_offset, __global char *p4a_s2_partials_base, long p4a_s2_partials_offset, __global char *p4a_si_partials_base, long p4a_si_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global int *IA = (__global int *)(p4a_IA_base + p4a_IA_offset);\n"
    "    __global int *IB = (__global int *)(p4a_IB_base + p4a_IB_offset);\n"
    "    __global int *IC = (__global int *)(p4a_IC_base + p4a_IC_offset);\n"
    "    __global double *Cm = (__global double *)(p4a_Cm_base + p4a_Cm_offset);\n"
    "    __global double *C2 = (__global double *)(p4a_C2_base + p4a_C2_offset);\n"
    "    __global double *p4a_sc_partials = (__global double *)(p4a_sc_partials_base + p4a_sc_partials_offset);\n"
    "    __global double *p4a_s2_partials = (__global double *)(p4a_s2_partials_base + p4a_s2_partials_offset);\n"
    "    __global long *p4a_si_partials = (__global long *)(p4a_si_partials_base + p4a_si_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double sc = 0;\n"
    "    double s2 = 0;\n"
    "    long si = 0;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_sc_block[256L];\n"
    "    __local double p4a_s2_block[256L];\n"
    "    __local long p4a_si_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t / p4a_n_j;\n"
    "            int j = p4a_lo_j + p4a_t % p4a_n_j;\n"
    "            {\n"
    "                {\n"
    "                    int s = 0;\n"
    "                    for (int k = 0; k < 80; k++) {\n"
    "                        s += IA[i * 80L + k] * IB[k * 112L + j];\n"
    "                    }\n"
    "                    IC[i * 112L + j] = s;\n"
    "                }\n"
    "                sc += Cm[i * 112L + j] * ((i + j) % 5 + 1);\n"
    "                s2 += C2[i * 112L + j];\n"
    "                si += (long)IC[i * 112L + j] * (i * 112 + j + 1);\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_sc_block[p4a_l0] = sc;\n"
    "    p4a_s2_block[p4a_l0] = s2;\n"
    "    p4a_si_block[p4a_l0] = si;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_sc_block[p4a_l0] = p4a_sc_block[p4a_l0] + p4a_sc_block[p4a_l0 + p4a_s];\n"
    "            p4a_s2_block[p4a_l0] = p4a_s2_block[p4a_l0] + p4a_s2_block[p4a_l0 + p4a_s];\n"
    "            p4a_si_block[p4a_l0] = p4a_si_block[p4a_l0] + p4a_si_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_sc_partials[p4a_g0 / 256L] = p4a_sc_block[0];\n"
    "        p4a_s2_partials[p4a_g0 / 256L] = p4a_s2_block[0];\n"
    "        p4a_si_partials[p4a_g0 / 256L] = p4a_si_block[0];\n"
    "    }\n"
    "}\n";
static double A[96][80], B[80][112], Cm[96][112], C2[96][112];
static int IA[96][80], IB[80][112], IC[96][112];

int main(void)
{
    p4a_host_fresh(A, sizeof A);
    p4a_host_fresh(B, sizeof B);
    p4a_host_fresh(Cm, sizeof Cm);
    p4a_host_fresh(C2, sizeof C2);
    p4a_host_fresh(IA, sizeof IA);
    p4a_host_fresh(IB, sizeof IB);
    p4a_host_fresh(IC, sizeof IC);
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 96 >= 1 ? (long)(96 - 1) - p4a_lo_i + 1 : 0;
        long p4a_lo_k = (long)0;
        long p4a_n_k = 80 >= 1 ? (long)(80 - 1) - p4a_lo_k + 1 : 0;
        if (p4a_n_i > 0 && p4a_n_k > 0) {
            unsigned long p4a_A_bytes = (unsigned long)(p4a_object_last(A, sizeof A[0], 61440L, 95) >= 0 ? p4a_object_last(A,
                sizeof A[0], 61440L, 95) - 0 + 1 : 1) * sizeof A[0];
            unsigned long p4a_IA_bytes = (unsigned long)(p4a_object_last(IA, sizeof IA[0], 30720L,
                95) >= 0 ? p4a_object_last(IA, sizeof IA[0], 30720L, 95) - 0 + 1 : 1) * sizeof IA[0];
            p4a_launch_begin(p4a_kernels_gpu_matmul, "p4a_kernel_main_16");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, A, p4a_A_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, IA, p4a_IA_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_k, sizeof p4a_lo_k);
            p4a_launch_end(2, p4a_n_k, p4a_n_i, 0);
        }
    }
    {
        long p4a_lo_k_1 = (long)0;
        long p4a_n_k_1 = 80 >= 1 ? (long)(80 - 1) - p4a_lo_k_1 + 1 : 0;
        long p4a_lo_j = (long)0;
        long p4a_n_j = 112 >= 1 ? (long)(112 - 1) - p4a_lo_j + 1 : 0;
        if (p4a_n_k_1 > 0 && p4a_n_j > 0) {
            unsigned long p4a_B_bytes = (unsigned long)(p4a_object_last(B, sizeof B[0], 71680L, 79) >= 0 ? p4a_object_last(B,
                sizeof B[0], 71680L, 79) - 0 + 1 : 1) * sizeof B[0];
            unsigned long p4a_IB_bytes = (unsigned long)(p4a_object_last(IB, sizeof IB[0], 35840L,
                79) >= 0 ? p4a_object_last(IB, sizeof IB[0], 35840L, 79) - 0 + 1 : 1) * sizeof IB[0];
            p4a_launch_begin(p4a_kernels_gpu_matmul, "p4a_kernel_main_21");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, B, p4a_B_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, IB, p4a_IB_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_k_1, sizeof p4a_lo_k_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j, sizeof p4a_lo_j);
            p4a_launch_end(2, p4a_n_j, p4a_n_k_1, 0);
        }
    }
    {
        long p4a_lo_i_1 = (long)0;
        long p4a_n_i_1 = 96 >= 1 ? (long)(96 - 1) - p4a_lo_i_1 + 1 : 0;
        long p4a_lo_j_1 = (long)0;
        long p4a_n_j_1 = 112 >= 1 ? (long)(112 - 1) - p4a_lo_j_1 + 1 : 0;
        if (p4a_n_i_1 > 0 && p4a_n_j_1 > 0) {
            unsigned long p4a_A_bytes_1 = (unsigned long)(p4a_object_last(A, sizeof A[0], 61440L,
                95) >= 0 ? p4a_object_last(A, sizeof A[0], 61440L, 95) - 0 + 1 : 1) * sizeof A[0];
            unsigned long p4a_B_bytes_1 = (unsigned long)(p4a_object_last(B, sizeof B[0], 71680L,
                79) >= 0 ? p4a_object_last(B, sizeof B[0], 71680L, 79) - 0 + 1 : 1) * sizeof B[0];
            unsigned long p4a_Cm_bytes = (unsigned long)(p4a_object_last(Cm, sizeof Cm[0], 86016L,
                95 > 95 ? 95 : 95) >= 0 ? p4a_object_last(Cm, sizeof Cm[0], 86016L,
                95 > 95 ? 95 : 95) - 0 + 1 : 1) * sizeof Cm[0];
            unsigned long p4a_C2_bytes = (unsigned long)(p4a_object_last(C2, sizeof C2[0], 86016L,
                95) >= 0 ? p4a_object_last(C2, sizeof C2[0], 86016L, 95) - 0 + 1 : 1) * sizeof C2[0];
            p4a_launch_begin(p4a_kernels_gpu_matmul, "p4a_kernel_main_26");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, A, p4a_A_bytes_1);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, B, p4a_B_bytes_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, Cm, p4a_Cm_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, C2, p4a_C2_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_1, sizeof p4a_lo_j_1);
            p4a_launch_end(2, p4a_n_j_1, p4a_n_i_1, 0);
        }
    }
    {
        long p4a_lo_i_2 = (long)0;
        long p4a_n_i_2 = 96 >= 1 ? (long)(96 - 1) - p4a_lo_i_2 + 1 : 0;
        if (p4a_n_i_2 > 0) {
            unsigned long p4a_A_bytes_2 = (unsigned long)(p4a_object_last(A, sizeof A[0], 61440L,
                95) >= 0 ? p4a_object_last(A, sizeof A[0], 61440L, 95) - 0 + 1 : 1) * sizeof A[0];
            unsigned long p4a_B_bytes_2 = (unsigned long)(p4a_object_last(B, sizeof B[0], 71680L,
                79) >= 0 ? p4a_object_last(B, sizeof B[0], 71680L, 79) - 0 + 1 : 1) * sizeof B[0];
            unsigned long p4a_C2_bytes_1 = (unsigned long)(p4a_object_last(C2, sizeof C2[0], 86016L,
                95 > 95 ? 95 : 95) >= 0 ? p4a_object_last(C2, sizeof C2[0], 86016L,
                95 > 95 ? 95 : 95) - 0 + 1 : 1) * sizeof C2[0];
            p4a_launch_begin(p4a_kernels_gpu_matmul, "p4a_kernel_main_36");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, A, p4a_A_bytes_2);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, B, p4a_B_bytes_2);
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, C2, p4a_C2_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_2, sizeof p4a_lo_i_2);
            p4a_launch_end(1, p4a_n_i_2, 0, 0);
        }
    }
    double sc = 0, s2 = 0, tr = 0;
    long si = 0;
    {
        long p4a_lo_i_3 = (long)0;
        long p4a_n_i_3 = 96 >= 1 ? (long)(96 - 1) - p4a_lo_i_3 + 1 : 0;
        long p4a_lo_j_2 = (long)0;
        long p4a_n_j_2 = 112 >= 1 ? (long)(112 - 1) - p4a_lo_j_2 + 1 : 0;
        if (p4a_n_i_3 > 0 && p4a_n_j_2 > 0) {
            unsigned long p4a_IA_bytes_1 = (unsigned long)(p4a_object_last(IA, sizeof IA[0], 30720L,
                95) >= 0 ? p4a_object_last(IA, sizeof IA[0], 30720L, 95) - 0 + 1 : 1) * sizeof IA[0];
            unsigned long p4a_IB_bytes_1 = (unsigned long)(p4a_object_last(IB, sizeof IB[0], 35840L,
                79) >= 0 ? p4a_object_last(IB, sizeof IB[0], 35840L, 79) - 0 + 1 : 1) * sizeof IB[0];
            unsigned long p4a_IC_bytes = (unsigned long)(p4a_object_last(IC, sizeof IC[0], 43008L,
                95 > 95 ? 95 : 95) >= 0 ? p4a_object_last(IC, sizeof IC[0], 43008L,
                95 > 95 ? 95 : 95) - 0 + 1 : 1) * sizeof IC[0];
            unsigned long p4a_Cm_bytes_1 = (unsigned long)(p4a_object_last(Cm, sizeof Cm[0], 86016L,
                95) >= 0 ? p4a_object_last(Cm, sizeof Cm[0], 86016L, 95) - 0 + 1 : 1) * sizeof Cm[0];
            unsigned long p4a_C2_bytes_2 = (unsigned long)(p4a_object_last(C2, sizeof C2[0], 86016L,
                95) >= 0 ? p4a_object_last(C2, sizeof C2[0], 86016L, 95) - 0 + 1 : 1) * sizeof C2[0];
            long p4a_trips = p4a_n_i_3 * p4a_n_j_2;
            long p4a_points = p4a_trips < 262144 ? p4a_trips : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_sc_partial_bytes = (unsigned long)p4a_partials * sizeof sc;
            double *p4a_sc_partials = p4a_host_malloc(p4a_sc_partial_bytes);
            unsigned long p4a_s2_partial_bytes = (unsigned long)p4a_partials * sizeof s2;
            double *p4a_s2_partials = p4a_host_malloc(p4a_s2_partial_bytes);
            unsigned long p4a_si_partial_bytes = (unsigned long)p4a_partials * sizeof si;
            long *p4a_si_partials = p4a_host_malloc(p4a_si_partial_bytes);
            p4a_launch_begin(p4a_kernels_gpu_matmul, "p4a_kernel_main_40");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, IA, p4a_IA_bytes_1);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, IB, p4a_IB_bytes_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, IC, p4a_IC_bytes);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, Cm, p4a_Cm_bytes_1);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, C2, p4a_C2_bytes_2);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sc_partials, p4a_sc_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s2_partials, p4a_s2_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_si_partials, p4a_si_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips, sizeof p4a_trips);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_3, sizeof p4a_n_i_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_j_2, sizeof p4a_n_j_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_3, sizeof p4a_lo_i_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_2, sizeof p4a_lo_j_2);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_sc_partials, p4a_sc_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                sc = sc + p4a_sc_partials[p4a_t];
            }
            p4a_host_free(p4a_sc_partials);
            p4a_copy_from_device(p4a_s2_partials, p4a_s2_partial_bytes);
            for (long p4a_t_1 = 0; p4a_t_1 < p4a_partials; p4a_t_1++) {
                s2 = s2 + p4a_s2_partials[p4a_t_1];
            }
            p4a_host_free(p4a_s2_partials);
            p4a_copy_from_device(p4a_si_partials, p4a_si_partial_bytes);
            for (long p4a_t_2 = 0; p4a_t_2 < p4a_partials; p4a_t_2++) {
                si = si + p4a_si_partials[p4a_t_2];
            }
            p4a_host_free(p4a_si_partials);
        }
    }
    p4a_download(Cm + 0,
        (unsigned long)(p4a_object_last(Cm, sizeof Cm[0], 86016L, 95) >= 0 ? p4a_object_last(Cm, sizeof Cm[0], 86016L, 95) - 0 + 1 : 0) * sizeof Cm[0],
        55);
    for (int i = 0; i < 96; i++) {
        tr += Cm[i][i];
    }
    printf("C %.12e C2 %.12e trace %.12e\n", sc, s2, tr);
    p4a_download(IC + p4a_object_first(IC, sizeof IC[0], 43008L, 95),
        (unsigned long)(p4a_object_last(IC, sizeof IC[0], 43008L, 95) >= p4a_object_first(IC, sizeof IC[0], 43008L, 95) ? p4a_object_last(IC, sizeof IC[0], 43008L, 95) - p4a_object_first(IC, sizeof IC[0], 43008L, 95) + 1 : 0) * sizeof IC[0],
        58);
    printf("int %ld probe %d %.12e\n", si, IC[96 - 1][112 - 1], Cm[3][112 - 5]);
    return 0;
}
