#include <stdio.h>
#include <stdlib.h>
#include "p4a_runtime.h"
static const char p4a_kernels_tile_heap_params[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at tile_heap_params.c:12: for (int i = 1; i < n - 1; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(32, 8, 1))) void p4a_kernel_blur_12(__global char *p4a_in_base, long p4a_in_offset, __global char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_in_extent1, long p4a_out_extent1, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global double *in = (__global double *)(p4a_in_base + p4a_in_offset);\n"
    "    __global double *out = (__global double *)(p4a_out_base + p4a_out_offset) - p4a_out_first * p4a_out_extent1;\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    long p4a_l1 = (long)get_local_id(1);\n"
    "    __local double p4a_tile_in[10L][34L];\n"
    "    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {\n"
    "        long p4a_c = p4a_k / 34L;\n"
    "        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 1L;\n"
    "        long p4a_c_1 = p4a_k % 34L;\n"
    "        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 1L;\n"
    "        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0))) {\n"
    "            p4a_tile_in[p4a_c][p4a_c_1] = in[(p4a_lo_i + p4a_q) * p4a_in_extent1 + (p4a_lo_j + p4a_q_1)];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        out[i * p4a_out_extent1 + j] = (p4a_tile_in[p4a_l1][p4a_l0 + 1L] + p4a_tile_in[p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[p4a_l1 + 1L][p4a_l0] + p4a_tile_in[p4a_l1 + 1L][p4a_l0 + 2L] + 4 * p4a_tile_in[p4a_l1 + 1L][p4a_l0 + 1L]) / 8;\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_heap_params.c:21: for (int i = 0; i < n; i++) */\n"
    "__kernel void p4a_kernel_sharpen_in_place_21(__global char *p4a_a_base, long p4a_a_offset, long p4a_a_extent1, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        a[i * p4a_a_extent1 + j] = 2 * a[i * p4a_a_extent1 + j] - 0.5 * a[i * p4a_a_extent1 + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_heap_params.c:31: for (int i = 0; i < n; i++) */\n"
    "__kernel void p4a_kernel_main_31(__global char *p4a_tmp_base, long p4a_tmp_offset, __global char *p4a_img_base, long p4a_img_offset, long p4a_tmp_extent1, long p4a_img_extent1, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global double *tmp = (__global double *)(p4a_tmp_base + p4a_tmp_offset);\n"
    "    __global double *img = (__global double *)(p4a_img_base + p4a_img_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        img[i * p4a_img_extent1 + j] = tmp[i * p4a_tmp_extent1 + j] = (i * 5 + j * 3) % 17 / 17.0;\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_heap_params.c:40: for (int i = 0; i < n; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_40(__global char *p4a_img_base, long p4a_img_offset, long p4a_img_extent1, __global char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *img = (__global double *)(p4a_img_base + p4a_img_offset);\n"
    "    __global double *p4a_s_partials = (__global double *)(p4a_s_partials_base + p4a_s_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double s = 0;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_s_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t / p4a_n_j;\n"
    "            int j = p4a_lo_j + p4a_t % p4a_n_j;\n"
    "            s += img[i * p4a_img_extent1 + j] * (i * j % 3 + 1);\n"
    "        }\n"
    "    }\n"
    "    p4a_s_block[p4a_l0] = s;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_s_block[p4a_l0] = p4a_s_block[p4a_l0] + p4a_s_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_s_partials[p4a_g0 / 256L] = p4a_s_block[0];\n"
    "    }\n"
    "}\n";

static void blur(int n, int m, double (*restrict out)[m], double (*in)[m])
{
    {
        long p4a_lo_i = (long)1;
        long p4a_n_i = n >= 3 ? (long)(n - 1 - 1) - p4a_lo_i + 1 : 0;
        long p4a_lo_j = (long)1;
        long p4a_n_j = m >= 3 ? (long)(m - 1 - 1) - p4a_lo_j + 1 : 0;
        if (p4a_n_i > 0 && p4a_n_j > 0) {
            long p4a_in_extent1 = (long)(sizeof in[0] / sizeof in[0][0]);
            unsigned long p4a_in_bytes = (unsigned long)(p4a_object_last(in, sizeof in[0], 0,
                (long)n - 1) >= 0 ? p4a_object_last(in, sizeof in[0], 0, (long)n - 1) - 0 + 1 : 1) * sizeof in[0];
            long p4a_out_extent1 = (long)(sizeof out[0] / sizeof out[0][0]);
            long p4a_out_first = p4a_object_first(out, sizeof out[0], 0, 1);
            unsigned long p4a_out_bytes = (unsigned long)(p4a_object_last(out, sizeof out[0], 0,
                (long)n - 2) >= p4a_out_first ? p4a_object_last(out, sizeof out[0], 0, (long)n - 2) - p4a_out_first + 1 : 1) * sizeof out[0];
            p4a_launch_begin(p4a_kernels_tile_heap_params, "p4a_kernel_blur_12");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, in, p4a_in_bytes);
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, out + p4a_out_first, p4a_out_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_out_first, sizeof p4a_out_first);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_in_extent1, sizeof p4a_in_extent1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_out_extent1, sizeof p4a_out_extent1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j, sizeof p4a_lo_j);
            p4a_launch_block(32, 8, 1);
            p4a_launch_end(2, p4a_n_j, p4a_n_i, 0);
        }
    }
}

static void sharpen_in_place(int n, int m, double (*a)[m])
{
    {
        long p4a_lo_i_1 = (long)0;
        long p4a_n_i_1 = n >= 1 ? (long)(n - 1) - p4a_lo_i_1 + 1 : 0;
        long p4a_lo_j_1 = (long)1;
        long p4a_n_j_1 = m >= 3 ? (long)(m - 1 - 1) - p4a_lo_j_1 + 1 : 0;
        if (p4a_n_i_1 > 0 && p4a_n_j_1 > 0) {
            long p4a_a_extent1 = (long)(sizeof a[0] / sizeof a[0][0]);
            unsigned long p4a_a_bytes = (unsigned long)(p4a_object_last(a, sizeof a[0], 0,
                (long)n - 1 > (long)n - 1 ? (long)n - 1 : (long)n - 1) >= 0 ? p4a_object_last(a,
                sizeof a[0], 0, (long)n - 1 > (long)n - 1 ? (long)n - 1 : (long)n - 1) - 0 + 1 : 1) * sizeof a[0];
            p4a_launch_begin(p4a_kernels_tile_heap_params, "p4a_kernel_sharpen_in_place_21");
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, a, p4a_a_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_a_extent1, sizeof p4a_a_extent1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_1, sizeof p4a_lo_j_1);
            p4a_launch_end(2, p4a_n_j_1, p4a_n_i_1, 0);
        }
    }
}

int main(void)
{
    int n = 45, m = 70;
    double (*img)[m] = p4a_host_malloc(sizeof(double[n][m]));
    p4a_host_fresh(img, sizeof(double[n][m]));
    double (*tmp)[m] = p4a_host_malloc(sizeof(double[n][m]));
    p4a_host_fresh(tmp, sizeof(double[n][m]));
    {
        long p4a_lo_i_2 = (long)0;
        long p4a_n_i_2 = n >= 1 ? (long)(n - 1) - p4a_lo_i_2 + 1 : 0;
        long p4a_lo_j_2 = (long)0;
        long p4a_n_j_2 = m >= 1 ? (long)(m - 1) - p4a_lo_j_2 + 1 : 0;
        if (p4a_n_i_2 > 0 && p4a_n_j_2 > 0) {
            long p4a_tmp_extent1 = (long)(sizeof tmp[0] / sizeof tmp[0][0]);
            unsigned long p4a_tmp_bytes = (unsigned long)(p4a_object_last(tmp, sizeof tmp[0], 0,
                (long)n - 1) >= 0 ? p4a_object_last(tmp, sizeof tmp[0], 0, (long)n - 1) - 0 + 1 : 1) * sizeof tmp[0];
            long p4a_img_extent1 = (long)(sizeof img[0] / sizeof img[0][0]);
            unsigned long p4a_img_bytes = (unsigned long)(p4a_object_last(img, sizeof img[0], 0,
                (long)n - 1) >= 0 ? p4a_object_last(img, sizeof img[0], 0, (long)n - 1) - 0 + 1 : 1) * sizeof img[0];
            p4a_launch_begin(p4a_kernels_tile_heap_params, "p4a_kernel_main_31");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, tmp, p4a_tmp_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, img, p4a_img_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_tmp_extent1, sizeof p4a_tmp_extent1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_img_extent1, sizeof p4a_img_extent1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_2, sizeof p4a_lo_i_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_2, sizeof p4a_lo_j_2);
            p4a_launch_end(2, p4a_n_j_2, p4a_n_i_2, 0);
        }
    }
    for (int r = 0; r < 3; r++) {
        blur(n, m, tmp, img);
        blur(n, m, img, tmp);
    }
    sharpen_in_place(n, m, img);
    double s = 0;
    {
        long p4a_lo_i_3 = (long)0;
        long p4a_n_i_3 = n >= 1 ? (long)(n - 1) - p4a_lo_i_3 + 1 : 0;
        long p4a_lo_j_3 = (long)0;
        long p4a_n_j_3 = m >= 1 ? (long)(m - 1) - p4a_lo_j_3 + 1 : 0;
        if (p4a_n_i_3 > 0 && p4a_n_j_3 > 0) {
            long p4a_img_extent1_1 = (long)(sizeof img[0] / sizeof img[0][0]);
            unsigned long p4a_img_bytes_1 = (unsigned long)(p4a_object_last(img, sizeof img[0], 0,
                (long)n - 1) >= 0 ? p4a_object_last(img, sizeof img[0], 0, (long)n - 1) - 0 + 1 : 1) * sizeof img[0];
            long p4a_trips = p4a_n_i_3 * p4a_n_j_3;
            long p4a_points = p4a_trips < 262144 ? p4a_trips : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_s_partial_bytes = (unsigned long)p4a_partials * sizeof s;
            double *p4a_s_partials = p4a_host_malloc(p4a_s_partial_bytes);
            p4a_launch_begin(p4a_kernels_tile_heap_params, "p4a_kernel_main_40");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, img, p4a_img_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_img_extent1_1, sizeof p4a_img_extent1_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s_partials, p4a_s_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips, sizeof p4a_trips);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_3, sizeof p4a_n_i_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_j_3, sizeof p4a_n_j_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_3, sizeof p4a_lo_i_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_3, sizeof p4a_lo_j_3);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_s_partials, p4a_s_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                s = s + p4a_s_partials[p4a_t];
            }
            p4a_host_free(p4a_s_partials);
        }
    }
    p4a_download(img, sizeof(double[n][m]), 43);
    printf("%.12e %.12e\n", s, img[n / 2][m / 3]);
    p4a_host_free(img);
    p4a_host_free(tmp);
    return 0;
}
