#include <stdio.h>
#include <stdlib.h>
#include "p4a_runtime.h"
static const char p4a_kernels_gpu_3d_grid[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at gpu_3d_grid.c:16: for (int i = 0; i < 40; i++) */\n"
    "__kernel void p4a_kernel_main_16(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_b_base, long p4a_b_offset, long p4a_lo_i, long p4a_lo_j, long p4a_lo_k, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);\n"
    "    __global double *b = (__global double *)(p4a_b_base + p4a_b_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "        int i = p4a_lo_i + p4a_g2;\n"
    "        int j = p4a_lo_j + p4a_g1;\n"
    "        int k = p4a_lo_k + p4a_g0;\n"
    "        {\n"
    "            a[(i * 36L + j) * 30L + k] = i + 0.01 * j + 0.0001 * k;\n"
    "            b[(k * 40L + i) * 36L + j] = a[(i * 36L + j) * 30L + k] * 3.0 - k;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at gpu_3d_grid.c:24: for (int i = 0; i < 40; i++) */\n"
    "__kernel void p4a_kernel_main_24(__global char *p4a_c_base, long p4a_c_offset, long p4a_lo_i, long p4a_lo_j, long p4a_lo_k, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    __global int *c = (__global int *)(p4a_c_base + p4a_c_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "        int i = p4a_lo_i + p4a_g2;\n"
    "        int j = p4a_lo_j + p4a_g1;\n"
    "        int k = p4a_lo_k + p4a_g0;\n"
    "        c[(i * 36L + j) * 30L + k] = i * 10000 + j * 100 + k - (i ^ j ^ k);\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at gpu_3d_grid.c:31: for (int k = 0; k < 30; k++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_31(__global char *p4a_b_base, long p4a_b_offset, __global char *p4a_sb_partials_base, long p4a_sb_partials_offset, long p4a_trips, long p4a_n_k, long p4a_n_i, long p4a_n_j, long p4a_lo_k, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *b = (__global double *)(p4a_b_base + p4a_b_offset);\n"
    "    __global double *p4a_sb_partials = (__global double *)(p4a_sb_partials_base + p4a_sb_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double sb = 0;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_sb_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int k = p4a_lo_k + p4a_t / p4a_n_i / p4a_n_j;\n"
    "            int i = p4a_lo_i + p4a_t / p4a_n_j % p4a_n_i;\n"
    "            int j = p4a_lo_j + p4a_t % p4a_n_j;\n"
    "            sb += b[(k * 40L + i) * 36L + j] * (1 + (i + 2 * j + 3 * k) % 7);\n"
    "        }\n"
    "    }\n"
    "    p4a_sb_block[p4a_l0] = sb;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_sb_block[p4a_l0] = p4a_sb_block[p4a_l0] + p4a_sb_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_sb_partials[p4a_g0 / 256L] = p4a_sb_block[0];\n"
    "    }\n"
    "}\n";
static double a[40][36][30], b[30][40][36];
static int c[40][36][30];

int main(void)
{
    p4a_host_fresh(a, sizeof a);
    p4a_host_fresh(b, sizeof b);
    p4a_host_fresh(c, sizeof c);
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 40 >= 1 ? (long)(40 - 1) - p4a_lo_i + 1 : 0;
        long p4a_lo_j = (long)0;
        long p4a_n_j = 36 >= 1 ? (long)(36 - 1) - p4a_lo_j + 1 : 0;
        long p4a_lo_k = (long)0;
        long p4a_n_k = 30 >= 1 ? (long)(30 - 1) - p4a_lo_k + 1 : 0;
        if (p4a_n_i > 0 && p4a_n_j > 0 && p4a_n_k > 0) {
            unsigned long p4a_a_bytes = (unsigned long)(p4a_object_last(a, sizeof a[0], 345600L,
                39 > 39 ? 39 : 39) >= 0 ? p4a_object_last(a, sizeof a[0], 345600L,
                39 > 39 ? 39 : 39) - 0 + 1 : 1) * sizeof a[0];
            unsigned long p4a_b_bytes = (unsigned long)(p4a_object_last(b, sizeof b[0], 345600L, 29) >= 0 ? p4a_object_last(b,
                sizeof b[0], 345600L, 29) - 0 + 1 : 1) * sizeof b[0];
            p4a_launch_begin(p4a_kernels_gpu_3d_grid, "p4a_kernel_main_16");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, a, p4a_a_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, b, p4a_b_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j, sizeof p4a_lo_j);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_k, sizeof p4a_lo_k);
            p4a_launch_end(3, p4a_n_k, p4a_n_j, p4a_n_i);
        }
    }
    {
        long p4a_lo_i_1 = (long)0;
        long p4a_n_i_1 = 40 >= 1 ? (long)(40 - 1) - p4a_lo_i_1 + 1 : 0;
        long p4a_lo_j_1 = (long)0;
        long p4a_n_j_1 = 36 >= 1 ? (long)(36 - 1) - p4a_lo_j_1 + 1 : 0;
        long p4a_lo_k_1 = (long)0;
        long p4a_n_k_1 = 30 >= 1 ? (long)(30 - 1) - p4a_lo_k_1 + 1 : 0;
        if (p4a_n_i_1 > 0 && p4a_n_j_1 > 0 && p4a_n_k_1 > 0) {
            unsigned long p4a_c_bytes = (unsigned long)(p4a_object_last(c, sizeof c[0], 172800L, 39) >= 0 ? p4a_object_last(c,
                sizeof c[0], 172800L, 39) - 0 + 1 : 1) * sizeof c[0];
            p4a_launch_begin(p4a_kernels_gpu_3d_grid, "p4a_kernel_main_24");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, c, p4a_c_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_1, sizeof p4a_lo_j_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_k_1, sizeof p4a_lo_k_1);
            p4a_launch_end(3, p4a_n_k_1, p4a_n_j_1, p4a_n_i_1);
        }
    }
    double sb = 0;
    long sc = 0;
    unsigned long h = 0;
    {
        long p4a_lo_k_2 = (long)0;
        long p4a_n_k_2 = 30 >= 1 ? (long)(30 - 1) - p4a_lo_k_2 + 1 : 0;
        long p4a_lo_i_2 = (long)0;
        long p4a_n_i_2 = 40 >= 1 ? (long)(40 - 1) - p4a_lo_i_2 + 1 : 0;
        long p4a_lo_j_2 = (long)0;
        long p4a_n_j_2 = 36 >= 1 ? (long)(36 - 1) - p4a_lo_j_2 + 1 : 0;
        if (p4a_n_k_2 > 0 && p4a_n_i_2 > 0 && p4a_n_j_2 > 0) {
            unsigned long p4a_b_bytes_1 = (unsigned long)(p4a_object_last(b, sizeof b[0], 345600L,
                29) >= 0 ? p4a_object_last(b, sizeof b[0], 345600L, 29) - 0 + 1 : 1) * sizeof b[0];
            long p4a_trips = p4a_n_k_2 * p4a_n_i_2 * p4a_n_j_2;
            long p4a_points = p4a_trips < 262144 ? p4a_trips : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_sb_partial_bytes = (unsigned long)p4a_partials * sizeof sb;
            double *p4a_sb_partials = p4a_host_malloc(p4a_sb_partial_bytes);
            p4a_launch_begin(p4a_kernels_gpu_3d_grid, "p4a_kernel_main_31");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, b, p4a_b_bytes_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sb_partials, p4a_sb_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips, sizeof p4a_trips);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_k_2, sizeof p4a_n_k_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_2, sizeof p4a_n_i_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_j_2, sizeof p4a_n_j_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_k_2, sizeof p4a_lo_k_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_2, sizeof p4a_lo_i_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_2, sizeof p4a_lo_j_2);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_sb_partials, p4a_sb_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                sb = sb + p4a_sb_partials[p4a_t];
            }
            p4a_host_free(p4a_sb_partials);
        }
    }
    p4a_download(c + 0,
        (unsigned long)(p4a_object_last(c, sizeof c[0], 172800L, 39) >= 0 ? p4a_object_last(c, sizeof c[0], 172800L, 39) - 0 + 1 : 0) * sizeof c[0],
        35);
    for (int i = 0; i < 40; i++) {
        for (int j = 0; j < 36; j++) {
            for (int k = 0; k < 30; k++) {
                sc += c[i][j][k];
                h = h * 31 + (unsigned int)c[i][j][k];
            }
        }
    }
    printf("b %.12e\n", sb);
    printf("c %ld hash %lu\n", sc, h);
    p4a_download(b + p4a_object_first(b, sizeof b[0], 345600L, 3),
        (unsigned long)(p4a_object_last(b, sizeof b[0], 345600L, 29) >= p4a_object_first(b, sizeof b[0], 345600L, 3) ? p4a_object_last(b, sizeof b[0], 345600L, 29) - p4a_object_first(b, sizeof b[0], 345600L, 3) + 1 : 0) * sizeof b[0],
        43);
    printf("probe %.12e %.12e %d\n", b[30 - 1][40 - 1][0], b[3][5][7], c[40 - 1][1][30 - 2]);
    return 0;
}
