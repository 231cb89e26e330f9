#include <math.h>
#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_gpu_math_calls[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at gpu_math_calls.c:19: for (int i = 0; i < 30000; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_19(__global char *p4a_x_base, long p4a_x_offset, __global char *p4a_fx_base, long p4a_fx_offset, __global char *p4a_r1_base, long p4a_r1_offset, __global char *p4a_r2_base, long p4a_r2_offset, __global char *p4a_r3_base, long p4a_r3_offset, __global char *p4a_r4_base, long p4a_r4_offset, __global char *p4a_fr_base, long p4a_fr_offset, __global char *p4a_s1_partials_base, long p4a_s1_partials_offset, __global char *p4a_s2_partials_base, long p4a_s2_partials_offset, __global char *p4a_s3_partials_base, long p4a_s3_partials_offset, __global char *p4a_s4_partials_base, long p4a_s4_partials_offset, __global char *p4a_sf_partials_base, long p4a_sf_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *x = (__global double *)(p4a_x_base + p4a_x_offset);\n"
    "    __global float *fx = (__global float *)(p4a_fx_base + p4a_fx_offset);\n"
    "    __global double *r1 = (__global double *)(p4a_r1_base + p4a_r1_offset);\n"
    "    __global double *r2 = (__global double *)(p4a_r2_base + p4a_r2_offset);\n"
    "    __global double *r3 = (__global double *)(p4a_r3_base + p4a_r3_offset);\n"
    "    __global double *r4 = (__global double *)(p4a_r4_base + p4a_r4_offset);\n"
    "    __global float *fr = (__global float *)(p4a_fr_base + p4a_fr_offset);\n"
    "    __global double *p4a_s1_partials = (__global double *)(p4a_s1_partials_base + p4a_s1_partials_offset);\n"
    "    __global double *p4a_s2_partials = (__global double *)(p4a_s2_partials_base + p4a_s2_partials_offset);\n"
    "    __global double *p4a_s3_partials = (__global double *)(p4a_s3_partials_base + p4a_s3_partials_offset);\n"
    "    __global double *p4a_s4_partials = (__global double *)(p4a_s4_partials_base + p4a_s4_partials_offset);\n"
    "    __global double *p4a_sf_partials = (__global double *)(p4a_sf_partials_base + p4a_sf_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double s1 = 0;\n"
    "    double s2 = 0;\n"
    "    double s3 = 0;\n"
    "    double s4 = 0;\n"
    "    double sf = 0;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_s1_block[256L];\n"
    "    __local double p4a_s2_block[256L];\n"
    "    __local double p4a_s3_block[256L];\n"
    "    __local double p4a_s4_block[256L];\n"
    "    __local double p4a_sf_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t;\n"
    "            {\n"
    "                x[i] = i % 1000 * 0.00390625 - 2.0;\n"
    "                fx[i] = (float)(i % 500 - 250) * 0.125f;\n"
    "                fx[i] = fx[i] * fx[i];\n"
    "                r1[i] = sqrt((double)(fabs((double)x[i]) + 1.0)) + exp((double)(-x[i] * x[i]));\n"
    "                r2[i] = sin((double)x[i]) * sin((double)x[i]) + cos((double)x[i]) * 0.5 + 2.0;\n"
    "                r3[i] = pow((double)(fabs((double)x[i]) + 0.5), (double)1.5) + pow((double)2.0, (double)(double)(i % 10));\n"
    "                r4[i] = floor((double)(x[i] * 4.0)) + fmod((double)(double)i, (double)7.0) + floor((double)(-x[i] * 0.5));\n"
    "                fr[i] = sqrt((float)fabs((float)fx[i])) + fabs((float)(fx[i] - 1.0f));\n"
    "                s1 += r1[i];\n"
    "                s2 += r2[i];\n"
    "                s3 += r3[i];\n"
    "                s4 += r4[i];\n"
    "                sf += fr[i];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_s1_block[p4a_l0] = s1;\n"
    "    p4a_s2_block[p4a_l0] = s2;\n"
    "    p4a_s3_block[p4a_l0] = s3;\n"
    "    p4a_s4_block[p4a_l0] = s4;\n"
    "    p4a_sf_block[p4a_l0] = sf;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_s1_block[p4a_l0] = p4a_s1_block[p4a_l0] + p4a_s1_block[p4a_l0 + p4a_s];\n"
    "            p4a_s2_block[p4a_l0] = p4a_s2_block[p4a_l0] + p4a_s2_block[p4a_l0 + p4a_s];\n"
    "            p4a_s3_block[p4a_l0] = p4a_s3_block[p4a_l0] + p4a_s3_block[p4a_l0 + p4a_s];\n"
    "            p4a_s4_block[p4a_l0] = p4a_s4_block[p4a_l0] + p4a_s4_block[p4a_l0 + p4a_s];\n"
    "            p4a_sf_block[p4a_l0] = p4a_sf_block[p4a_l0] + p4a_sf_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_s1_partials[p4a_g0 / 256L] = p4a_s1_block[0];\n"
    "        p4a_s2_partials[p4a_g0 / 256L] = p4a_s2_block[0];\n"
    "        p4a_s3_partials[p4a_g0 / 256L] = p4a_s3_block[0];\n"
    "        p4a_s4_partials[p4a_g0 / 256L] = p4a_s4_block[0];\n"
    "        p4a_sf_partials[p4a_g0 / 256L] = p4a_sf_block[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at gpu_math_calls.c:34: for (int i = 0; i < 150; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_34(__global char *p4a_g_base, long p4a_g_offset, __global char *p4a_sg_partials_base, long p4a_sg_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *g = (__global double *)(p4a_g_base + p4a_g_offset);\n"
    "    __global double *p4a_sg_partials = (__global double *)(p4a_sg_partials_base + p4a_sg_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double sg = 0;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_sg_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t / p4a_n_j;\n"
    "            int j = p4a_lo_j + p4a_t % p4a_n_j;\n"
    "            {\n"
    "                g[i * 140L + j] = exp((double)(-0.01 * i)) * sqrt((double)(1.0 + j)) + fabs((double)sin((double)(0.05 * (i - j))));\n"
    "                sg += g[i * 140L + j];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_sg_block[p4a_l0] = sg;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_sg_block[p4a_l0] = p4a_sg_block[p4a_l0] + p4a_sg_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_sg_partials[p4a_g0 / 256L] = p4a_sg_block[0];\n"
    "    }\n"
    "}\n";
static double x[30000], r1[30000], r2[30000], r3[30000], r4[30000];
static float fx[30000], fr[30000];
static double g[150][140];

int main(void)
{
    p4a_host_fresh(x, sizeof x);
    p4a_host_fresh(r1, sizeof r1);
    p4a_host_fresh(r2, sizeof r2);
    p4a_host_fresh(r3, sizeof r3);
    p4a_host_fresh(r4, sizeof r4);
    p4a_host_fresh(fx, sizeof fx);
    p4a_host_fresh(fr, sizeof fr);
    p4a_host_fresh(g, sizeof g);
    double s1 = 0, s2 = 0, s3 = 0, s4 = 0, sf = 0, sg = 0;
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 30000 >= 1 ? (long)(30000 - 1) - p4a_lo_i + 1 : 0;
        if (p4a_n_i > 0) {
            unsigned long p4a_x_bytes = (unsigned long)(p4a_object_last(x, sizeof x[0], 240000L,
                29999 > 29999 ? 29999 : 29999) >= 0 ? p4a_object_last(x, sizeof x[0], 240000L,
                29999 > 29999 ? 29999 : 29999) - 0 + 1 : 1) * sizeof x[0];
            unsigned long p4a_fx_bytes = (unsigned long)(p4a_object_last(fx, sizeof fx[0], 120000L,
                29999 > 29999 ? 29999 : 29999) >= 0 ? p4a_object_last(fx, sizeof fx[0], 120000L,
                29999 > 29999 ? 29999 : 29999) - 0 + 1 : 1) * sizeof fx[0];
            unsigned long p4a_r1_bytes = (unsigned long)(p4a_object_last(r1, sizeof r1[0], 240000L,
                29999 > 29999 ? 29999 : 29999) >= 0 ? p4a_object_last(r1, sizeof r1[0], 240000L,
                29999 > 29999 ? 29999 : 29999) - 0 + 1 : 1) * sizeof r1[0];
            unsigned long p4a_r2_bytes = (unsigned long)(p4a_object_last(r2, sizeof r2[0], 240000L,
                29999 > 29999 ? 29999 : 29999) >= 0 ? p4a_object_last(r2, sizeof r2[0], 240000L,
                29999 > 29999 ? 29999 : 29999) - 0 + 1 : 1) * sizeof r2[0];
            unsigned long p4a_r3_bytes = (unsigned long)(p4a_object_last(r3, sizeof r3[0], 240000L,
                29999 > 29999 ? 29999 : 29999) >= 0 ? p4a_object_last(r3, sizeof r3[0], 240000L,
                29999 > 29999 ? 29999 : 29999) - 0 + 1 : 1) * sizeof r3[0];
            unsigned long p4a_r4_bytes = (unsigned long)(p4a_object_last(r4, sizeof r4[0], 240000L,
                29999 > 29999 ? 29999 : 29999) >= 0 ? p4a_object_last(r4, sizeof r4[0], 240000L,
                29999 > 29999 ? 29999 : 29999) - 0 + 1 : 1) * sizeof r4[0];
            unsigned long p4a_fr_bytes = (unsigned long)(p4a_object_last(fr, sizeof fr[0], 120000L,
                29999 > 29999 ? 29999 : 29999) >= 0 ? p4a_object_last(fr, sizeof fr[0], 120000L,
                29999 > 29999 ? 29999 : 29999) - 0 + 1 : 1) * sizeof fr[0];
            long p4a_points = p4a_n_i < 262144 ? p4a_n_i : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_s1_partial_bytes = (unsigned long)p4a_partials * sizeof s1;
            double *p4a_s1_partials = p4a_host_malloc(p4a_s1_partial_bytes);
            unsigned long p4a_s2_partial_bytes = (unsigned long)p4a_partials * sizeof s2;
            double *p4a_s2_partials = p4a_host_malloc(p4a_s2_partial_bytes);
            unsigned long p4a_s3_partial_bytes = (unsigned long)p4a_partials * sizeof s3;
            double *p4a_s3_partials = p4a_host_malloc(p4a_s3_partial_bytes);
            unsigned long p4a_s4_partial_bytes = (unsigned long)p4a_partials * sizeof s4;
            double *p4a_s4_partials = p4a_host_malloc(p4a_s4_partial_bytes);
            unsigned long p4a_sf_partial_bytes = (unsigned long)p4a_partials * sizeof sf;
            double *p4a_sf_partials = p4a_host_malloc(p4a_sf_partial_bytes);
            p4a_launch_begin(p4a_kernels_gpu_math_calls, "p4a_kernel_main_19");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, x, p4a_x_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, fx, p4a_fx_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, r1, p4a_r1_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, r2, p4a_r2_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, r3, p4a_r3_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, r4, p4a_r4_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, fr, p4a_fr_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s1_partials, p4a_s1_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s2_partials, p4a_s2_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s3_partials, p4a_s3_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s4_partials, p4a_s4_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sf_partials, p4a_sf_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i, sizeof p4a_n_i);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_s1_partials, p4a_s1_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                s1 = s1 + p4a_s1_partials[p4a_t];
            }
            p4a_host_free(p4a_s1_partials);
            p4a_copy_from_device(p4a_s2_partials, p4a_s2_partial_bytes);
            for (long p4a_t_1 = 0; p4a_t_1 < p4a_partials; p4a_t_1++) {
                s2 = s2 + p4a_s2_partials[p4a_t_1];
            }
            p4a_host_free(p4a_s2_partials);
            p4a_copy_from_device(p4a_s3_partials, p4a_s3_partial_bytes);
            for (long p4a_t_2 = 0; p4a_t_2 < p4a_partials; p4a_t_2++) {
                s3 = s3 + p4a_s3_partials[p4a_t_2];
            }
            p4a_host_free(p4a_s3_partials);
            p4a_copy_from_device(p4a_s4_partials, p4a_s4_partial_bytes);
            for (long p4a_t_3 = 0; p4a_t_3 < p4a_partials; p4a_t_3++) {
                s4 = s4 + p4a_s4_partials[p4a_t_3];
            }
            p4a_host_free(p4a_s4_partials);
            p4a_copy_from_device(p4a_sf_partials, p4a_sf_partial_bytes);
            for (long p4a_t_4 = 0; p4a_t_4 < p4a_partials; p4a_t_4++) {
                sf = sf + p4a_sf_partials[p4a_t_4];
            }
            p4a_host_free(p4a_sf_partials);
        }
    }
    {
        long p4a_lo_i_1 = (long)0;
        long p4a_n_i_1 = 150 >= 1 ? (long)(150 - 1) - p4a_lo_i_1 + 1 : 0;
        long p4a_lo_j = (long)0;
        long p4a_n_j = 140 >= 1 ? (long)(140 - 1) - p4a_lo_j + 1 : 0;
        if (p4a_n_i_1 > 0 && p4a_n_j > 0) {
            unsigned long p4a_g_bytes = (unsigned long)(p4a_object_last(g, sizeof g[0], 168000L,
                149 > 149 ? 149 : 149) >= 0 ? p4a_object_last(g, sizeof g[0], 168000L,
                149 > 149 ? 149 : 149) - 0 + 1 : 1) * sizeof g[0];
            long p4a_trips = p4a_n_i_1 * p4a_n_j;
            long p4a_points_1 = p4a_trips < 262144 ? p4a_trips : 262144;
            long p4a_partials_1 = (p4a_points_1 + 255) / 256;
            unsigned long p4a_sg_partial_bytes = (unsigned long)p4a_partials_1 * sizeof sg;
            double *p4a_sg_partials = p4a_host_malloc(p4a_sg_partial_bytes);
            p4a_launch_begin(p4a_kernels_gpu_math_calls, "p4a_kernel_main_34");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, g, p4a_g_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sg_partials, p4a_sg_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips, sizeof p4a_trips);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_1, sizeof p4a_n_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_j, sizeof p4a_n_j);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j, sizeof p4a_lo_j);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points_1, 0, 0);
            p4a_copy_from_device(p4a_sg_partials, p4a_sg_partial_bytes);
            for (long p4a_t_5 = 0; p4a_t_5 < p4a_partials_1; p4a_t_5++) {
                sg = sg + p4a_sg_partials[p4a_t_5];
            }
            p4a_host_free(p4a_sg_partials);
        }
    }
    printf("sqrt+exp %.12e\n", s1);
    printf("sin+cos %.12e\n", s2);
    printf("pow %.12e\n", s3);
    printf("floor+fmod %.12e\n", s4);
    printf("float %.6e\n", sf);
    printf("2-D %.12e\n", sg);
    return 0;
}
