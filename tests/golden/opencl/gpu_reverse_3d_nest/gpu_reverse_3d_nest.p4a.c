#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_gpu_reverse_3d_nest[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at gpu_reverse_3d_nest.c:9: for (int i = 0; i < 40; i++) */\n"
    "__kernel void p4a_kernel_main_9(__global char *p4a_u_base, long p4a_u_offset, long p4a_lo_i, long p4a_lo_j, long p4a_lo_k, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    __global double *u = (__global double *)(p4a_u_base + p4a_u_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "        int i = p4a_lo_i + p4a_g2;\n"
    "        int j = p4a_lo_j + p4a_g1;\n"
    "        int k = p4a_lo_k + p4a_g0;\n"
    "        u[(i * 50L + j) * 60L + k] = (i * 3 + j * 5 + k * 7) % 13;\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at gpu_reverse_3d_nest.c:13: for (int k = 1; k < 60 - 1; k++) */\n"
    "__kernel void p4a_kernel_main_13(__global char *p4a_u_base, long p4a_u_offset, long p4a_u_first, __global char *p4a_v_base, long p4a_v_offset, long p4a_v_first, long p4a_lo_k, long p4a_lo_j, long p4a_lo_i, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    __global double *u = (__global double *)(p4a_u_base + p4a_u_offset) - p4a_u_first * 50L * 60L;\n"
    "    __global double *v = (__global double *)(p4a_v_base + p4a_v_offset) - p4a_v_first * 50L * 60L;\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "        int k = p4a_lo_k + p4a_g0;\n"
    "        int j = p4a_lo_j + p4a_g2;\n"
    "        int i = p4a_lo_i + p4a_g1 * 2;\n"
    "        v[(i * 50L + j) * 60L + k] = u[(i * 50L + j) * 60L + (k - 1)] + u[(i * 50L + j) * 60L + (k + 1)] - 0.5 * u[((i - 1) * 50L + j) * 60L + k];\n"
    "    }\n"
    "}\n";
static double u[40][50][60], v[40][50][60];

int main(void)
{
    p4a_host_fresh(u, sizeof u);
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 40 >= 1 ? (long)(40 - 1) - p4a_lo_i + 1 : 0;
        long p4a_lo_j = (long)0;
        long p4a_n_j = 50 >= 1 ? (long)(50 - 1) - p4a_lo_j + 1 : 0;
        long p4a_lo_k = (long)0;
        long p4a_n_k = 60 >= 1 ? (long)(60 - 1) - p4a_lo_k + 1 : 0;
        if (p4a_n_i > 0 && p4a_n_j > 0 && p4a_n_k > 0) {
            unsigned long p4a_u_bytes = (unsigned long)(p4a_object_last(u, sizeof u[0], 960000L, 39) >= 0 ? p4a_object_last(u,
                sizeof u[0], 960000L, 39) - 0 + 1 : 1) * sizeof u[0];
            p4a_launch_begin(p4a_kernels_gpu_reverse_3d_nest, "p4a_kernel_main_9");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, u, p4a_u_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j, sizeof p4a_lo_j);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_k, sizeof p4a_lo_k);
            p4a_launch_end(3, p4a_n_k, p4a_n_j, p4a_n_i);
        }
    }
    p4a_upload(v, sizeof v, 13);
    {
        long p4a_lo_k_1 = (long)1;
        long p4a_n_k_1 = 60 >= 3 ? (long)(60 - 1 - 1) - p4a_lo_k_1 + 1 : 0;
        long p4a_lo_j_1 = (long)0;
        long p4a_n_j_1 = 50 >= 1 ? (long)(50 - 1) - p4a_lo_j_1 + 1 : 0;
        long p4a_lo_i_1 = (long)2;
        long p4a_n_i_1 = 40 >= 3 ? ((long)(40 - 1) - p4a_lo_i_1) / 2 + 1 : 0;
        if (p4a_n_k_1 > 0 && p4a_n_j_1 > 0 && p4a_n_i_1 > 0) {
            long p4a_u_first = p4a_object_first(u, sizeof u[0], 960000L, 1);
            unsigned long p4a_u_bytes_1 = (unsigned long)(p4a_object_last(u, sizeof u[0], 960000L,
                38) >= p4a_u_first ? p4a_object_last(u, sizeof u[0], 960000L, 38) - p4a_u_first + 1 : 1) * sizeof u[0];
            long p4a_v_first = p4a_object_first(v, sizeof v[0], 960000L, 2);
            unsigned long p4a_v_bytes = (unsigned long)(p4a_object_last(v, sizeof v[0], 960000L, 39) >= p4a_v_first ? p4a_object_last(v,
                sizeof v[0], 960000L, 39) - p4a_v_first + 1 : 1) * sizeof v[0];
            p4a_launch_begin(p4a_kernels_gpu_reverse_3d_nest, "p4a_kernel_main_13");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, u + p4a_u_first, p4a_u_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_u_first, sizeof p4a_u_first);
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, v + p4a_v_first, p4a_v_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_v_first, sizeof p4a_v_first);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_k_1, sizeof p4a_lo_k_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_1, sizeof p4a_lo_j_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_end(3, p4a_n_k_1, p4a_n_i_1, p4a_n_j_1);
        }
    }
    double s = 0;
    p4a_download(v + 0,
        (unsigned long)(p4a_object_last(v, sizeof v[0], 960000L, 39) >= 0 ? p4a_object_last(v, sizeof v[0], 960000L, 39) - 0 + 1 : 0) * sizeof v[0],
        18);
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < 50; j++) {
            for (int k = 0; k < 60; k++) {
                s = s * 0.75 + v[i][j][k];
            }
        }
    }
    printf("%.10f %.4f\n", s, v[40 / 2][50 / 3][60 / 4]);
    return 0;
}
