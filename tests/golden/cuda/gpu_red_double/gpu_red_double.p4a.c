#include <math.h>
#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_gpu_red_double[] = "/* Kernel of the loop at gpu_red_double.c:16: for (int i = 0; i < 50000; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_16(char *p4a_x_base, long p4a_x_offset, char *p4a_y_base, long p4a_y_offset, char *p4a_p_base, long p4a_p_offset, char *p4a_fl_base, long p4a_fl_offset, char *p4a_s1_partials_base, long p4a_s1_partials_offset, char *p4a_s2_partials_base, long p4a_s2_partials_offset, char *p4a_d1_partials_base, long p4a_d1_partials_offset, char *p4a_d2_partials_base, long p4a_d2_partials_offset, char *p4a_pr_partials_base, long p4a_pr_partials_offset, char *p4a_pr2_partials_base, long p4a_pr2_partials_offset, char *p4a_mx_partials_base, long p4a_mx_partials_offset, double p4a_mx_initial, char *p4a_mn_partials_base, long p4a_mn_partials_offset, double p4a_mn_initial, char *p4a_tmx_partials_base, long p4a_tmx_partials_offset, double p4a_tmx_initial, char *p4a_tmn_partials_base, long p4a_tmn_partials_offset, double p4a_tmn_initial, char *p4a_fmx_partials_base, long p4a_fmx_partials_offset, double p4a_fmx_initial, char *p4a_fmn_partials_base, long p4a_fmn_partials_offset, double p4a_fmn_initial, char *p4a_fs_partials_base, long p4a_fs_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *x = (double *)(p4a_x_base + p4a_x_offset);\n"
    "    double *y = (double *)(p4a_y_base + p4a_y_offset);\n"
    "    double *p = (double *)(p4a_p_base + p4a_p_offset);\n"
    "    float *fl = (float *)(p4a_fl_base + p4a_fl_offset);\n"
    "    double *p4a_s1_partials = (double *)(p4a_s1_partials_base + p4a_s1_partials_offset);\n"
    "    double *p4a_s2_partials = (double *)(p4a_s2_partials_base + p4a_s2_partials_offset);\n"
    "    double *p4a_d1_partials = (double *)(p4a_d1_partials_base + p4a_d1_partials_offset);\n"
    "    double *p4a_d2_partials = (double *)(p4a_d2_partials_base + p4a_d2_partials_offset);\n"
    "    double *p4a_pr_partials = (double *)(p4a_pr_partials_base + p4a_pr_partials_offset);\n"
    "    double *p4a_pr2_partials = (double *)(p4a_pr2_partials_base + p4a_pr2_partials_offset);\n"
    "    double *p4a_mx_partials = (double *)(p4a_mx_partials_base + p4a_mx_partials_offset);\n"
    "    double *p4a_mn_partials = (double *)(p4a_mn_partials_base + p4a_mn_partials_offset);\n"
    "    double *p4a_tmx_partials = (double *)(p4a_tmx_partials_base + p4a_tmx_partials_offset);\n"
    "    double *p4a_tmn_partials = (double *)(p4a_tmn_partials_base + p4a_tmn_partials_offset);\n"
    "    double *p4a_fmx_partials = (double *)(p4a_fmx_partials_base + p4a_fmx_partials_offset);\n"
    "    double *p4a_fmn_partials = (double *)(p4a_fmn_partials_base + p4a_fmn_partials_offset);\n"
    "    float *p4a_fs_partials = (float *)(p4a_fs_partials_base + p4a_fs_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    double s1 = 0;\n"
    "    double s2 = 0;\n"
    "    double d1 = 0;\n"
    "    double d2 = 0;\n"
    "    double pr = 1;\n"
    "    double pr2 = 1;\n"
    "    double mx = p4a_mx_initial;\n"
    "    double mn = p4a_mn_initial;\n"
    "    double tmx = p4a_tmx_initial;\n"
    "    double tmn = p4a_tmn_initial;\n"
    "    double fmx = p4a_fmx_initial;\n"
    "    double fmn = p4a_fmn_initial;\n"
    "    float fs = 0;\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_s1_block[256L];\n"
    "    __shared__ double p4a_s2_block[256L];\n"
    "    __shared__ double p4a_d1_block[256L];\n"
    "    __shared__ double p4a_d2_block[256L];\n"
    "    __shared__ double p4a_pr_block[256L];\n"
    "    __shared__ double p4a_pr2_block[256L];\n"
    "    __shared__ double p4a_mx_block[256L];\n"
    "    __shared__ double p4a_mn_block[256L];\n"
    "    __shared__ double p4a_tmx_block[256L];\n"
    "    __shared__ double p4a_tmn_block[256L];\n"
    "    __shared__ double p4a_fmx_block[256L];\n"
    "    __shared__ double p4a_fmn_block[256L];\n"
    "    __shared__ float p4a_fs_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t;\n"
    "            {\n"
    "                x[i] = i * 7919 % 10007 * 1.0e-3 - 5.0;\n"
    "                y[i] = 1.0 / (1.0 + i % 101);\n"
    "                p[i] = 1.0 + (i % 11 - 5) * 1.0e-6;\n"
    "                fl[i] = (float)(i % 64) * 0.25f;\n"
    "                y[i] = y[i] * x[i] + 0.25;\n"
    "                s1 += x[i] * x[i];\n"
    "                s2 = s2 + fabs((double)y[i]);\n"
    "                d1 -= x[i] * x[i] * 0.5;\n"
    "                d2 = d2 - fabs((double)(x[i] * y[i]));\n"
    "                pr *= p[i];\n"
    "                pr2 = pr2 * (p[i] + 1.0e-7);\n"
    "                if (y[i] > mx) {\n"
    "                    mx = y[i];\n"
    "                }\n"
    "                if (x[i] * y[i] < mn) {\n"
    "                    mn = x[i] * y[i];\n"
    "                }\n"
    "                tmx = x[i] - y[i] > tmx \? x[i] - y[i] : tmx;\n"
    "                tmn = tmn < y[i] * 2 \? tmn : y[i] * 2;\n"
    "                fmx = fmax((double)fmx, (double)(x[i] + y[i]));\n"
    "                fmn = fmin((double)(x[i] * 0.5), (double)fmn);\n"
    "                fs += fl[i];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_s1_block[p4a_l0] = s1;\n"
    "    p4a_s2_block[p4a_l0] = s2;\n"
    "    p4a_d1_block[p4a_l0] = d1;\n"
    "    p4a_d2_block[p4a_l0] = d2;\n"
    "    p4a_pr_block[p4a_l0] = pr;\n"
    "    p4a_pr2_block[p4a_l0] = pr2;\n"
    "    p4a_mx_block[p4a_l0] = mx;\n"
    "    p4a_mn_block[p4a_l0] = mn;\n"
    "    p4a_tmx_block[p4a_l0] = tmx;\n"
    "    p4a_tmn_block[p4a_l0] = tmn;\n"
    "    p4a_fmx_block[p4a_l0] = fmx;\n"
    "    p4a_fmn_block[p4a_l0] = fmn;\n"
    "    p4a_fs_block[p4a_l0] = fs;\n"
    "    __syncthreads();\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_s1_block[p4a_l0] = p4a_s1_block[p4a_l0] + p4a_s1_block[p4a_l0 + p4a_s];\n"
    "            p4a_s2_block[p4a_l0] = p4a_s2_block[p4a_l0] + p4a_s2_block[p4a_l0 + p4a_s];\n"
    "            p4a_d1_block[p4a_l0] = p4a_d1_block[p4a_l0] + p4a_d1_block[p4a_l0 + p4a_s];\n"
    "            p4a_d2_block[p4a_l0] = p4a_d2_block[p4a_l0] + p4a_d2_block[p4a_l0 + p4a_s];\n"
    "            p4a_pr_block[p4a_l0] = p4a_pr_block[p4a_l0] * p4a_pr_block[p4a_l0 + p4a_s];\n"
    "            p4a_pr2_block[p4a_l0] = p4a_pr2_block[p4a_l0] * p4a_pr2_block[p4a_l0 + p4a_s];\n"
    "            p4a_mx_block[p4a_l0] = p4a_mx_block[p4a_l0 + p4a_s] > p4a_mx_block[p4a_l0] \? p4a_mx_block[p4a_l0 + p4a_s] : p4a_mx_block[p4a_l0];\n"
    "            p4a_mn_block[p4a_l0] = p4a_mn_block[p4a_l0 + p4a_s] < p4a_mn_block[p4a_l0] \? p4a_mn_block[p4a_l0 + p4a_s] : p4a_mn_block[p4a_l0];\n"
    "            p4a_tmx_block[p4a_l0] = p4a_tmx_block[p4a_l0 + p4a_s] > p4a_tmx_block[p4a_l0] \? p4a_tmx_block[p4a_l0 + p4a_s] : p4a_tmx_block[p4a_l0];\n"
    "            p4a_tmn_block[p4a_l0] = p4a_tmn_block[p4a_l0 + p4a_s] < p4a_tmn_block[p4a_l0] \? p4a_tmn_block[p4a_l0 + p4a_s] : p4a_tmn_block[p4a_l0];\n"
    "            p4a_fmx_block[p4a_l0] = p4a_fmx_block[p4a_l0 + p4a_s] > p4a_fmx_block[p4a_l0] \? p4a_fmx_block[p4a_l0 + p4a_s] : p4a_fmx_block[p4a_l0];\n"
    "            p4a_fmn_block[p4a_l0] = p4a_fmn_block[p4a_l0 + p4a_s] < p4a_fmn_block[p4a_l0] \? p4a_fmn_block[p4a_l0 + p4a_s] : p4a_fmn_block[p4a_l0];\n"
    "            p4a_fs_block[p4a_l0] = p4a_fs_block[p4a_l0] + p4a_fs_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_s1_partials[p4a_g0 / 256L] = p4a_s1_block[0];\n"
    "        p4a_s2_partials[p4a_g0 / 256L] = p4a_s2_block[0];\n"
    "        p4a_d1_partials[p4a_g0 / 256L] = p4a_d1_block[0];\n"
    "        p4a_d2_partials[p4a_g0 / 256L] = p4a_d2_block[0];\n"
    "        p4a_pr_partials[p4a_g0 / 256L] = p4a_pr_block[0];\n"
    "        p4a_pr2_partials[p4a_g0 / 256L] = p4a_pr2_block[0];\n"
    "        p4a_mx_partials[p4a_g0 / 256L] = p4a_mx_block[0];\n"
    "        p4a_mn_partials[p4a_g0 / 256L] = p4a_mn_block[0];\n"
    "        p4a_tmx_partials[p4a_g0 / 256L] = p4a_tmx_block[0];\n"
    "        p4a_tmn_partials[p4a_g0 / 256L] = p4a_tmn_block[0];\n"
    "        p4a_fmx_partials[p4a_g0 / 256L] = p4a_fmx_block[0];\n"
    "        p4a_fmn_partials[p4a_g0 / 256L] = p4a_fmn_block[0];\n"
    "        p4a_fs_partials[p4a_g0 / 256L] = p4a_fs_block[0];\n"
    "    }\n"
    "}\n";
static double x[50000], y[50000], p[50000];
static float fl[50000];

int main(void)
{
    p4a_host_fresh(x, sizeof x);
    p4a_host_fresh(y, sizeof y);
    p4a_host_fresh(p, sizeof p);
    p4a_host_fresh(fl, sizeof fl);
    double s1 = 0;
    double s2 = 10.0;
    double d1 = 1.0e6;
    double d2 = 0;
    double pr = 1;
    double pr2 = 2;
    double mx = -1.0e300;
    double mn = 1.0e300;
    double tmx = -1.0e300;
    double tmn = 1.0e300;
    double fmx = -__builtin_inff();
    double fmn = __builtin_inff();
    float fs = 0;
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 50000 >= 1 ? (long)(50000 - 1) - p4a_lo_i + 1 : 0;
        if (p4a_n_i > 0) {
            unsigned long p4a_x_bytes = (unsigned long)(p4a_object_last(x, sizeof x[0], 400000L,
                49999 > 49999 ? 49999 : 49999) >= 0 ? p4a_object_last(x, sizeof x[0], 400000L,
                49999 > 49999 ? 49999 : 49999) - 0 + 1 : 1) * sizeof x[0];
            unsigned long p4a_y_bytes = (unsigned long)(p4a_object_last(y, sizeof y[0], 400000L,
                49999 > 49999 ? 49999 : 49999) >= 0 ? p4a_object_last(y, sizeof y[0], 400000L,
                49999 > 49999 ? 49999 : 49999) - 0 + 1 : 1) * sizeof y[0];
            unsigned long p4a_p_bytes = (unsigned long)(p4a_object_last(p, sizeof p[0], 400000L,
                49999 > 49999 ? 49999 : 49999) >= 0 ? p4a_object_last(p, sizeof p[0], 400000L,
                49999 > 49999 ? 49999 : 49999) - 0 + 1 : 1) * sizeof p[0];
            unsigned long p4a_fl_bytes = (unsigned long)(p4a_object_last(fl, sizeof fl[0], 200000L,
                49999 > 49999 ? 49999 : 49999) >= 0 ? p4a_object_last(fl, sizeof fl[0], 200000L,
                49999 > 49999 ? 49999 : 49999) - 0 + 1 : 1) * sizeof fl[0];
            long p4a_points = p4a_n_i < 262144 ? p4a_n_i : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_s1_partial_bytes = (unsigned long)p4a_partials * sizeof s1;
            double *p4a_s1_partials = p4a_host_malloc(p4a_s1_partial_bytes);
            unsigned long p4a_s2_partial_bytes = (unsigned long)p4a_partials * sizeof s2;
            double *p4a_s2_partials = p4a_host_malloc(p4a_s2_partial_bytes);
            unsigned long p4a_d1_partial_bytes = (unsigned long)p4a_partials * sizeof d1;
            double *p4a_d1_partials = p4a_host_malloc(p4a_d1_partial_bytes);
            unsigned long p4a_d2_partial_bytes = (unsigned long)p4a_partials * sizeof d2;
            double *p4a_d2_partials = p4a_host_malloc(p4a_d2_partial_bytes);
            unsigned long p4a_pr_partial_bytes = (unsigned long)p4a_partials * sizeof pr;
            double *p4a_pr_partials = p4a_host_malloc(p4a_pr_partial_bytes);
            unsigned long p4a_pr2_partial_bytes = (unsigned long)p4a_partials * sizeof pr2;
            double *p4a_pr2_partials = p4a_host_malloc(p4a_pr2_partial_bytes);
            unsigned long p4a_mx_partial_bytes = (unsigned long)p4a_partials * sizeof mx;
            double *p4a_mx_partials = p4a_host_malloc(p4a_mx_partial_bytes);
            unsigned long p4a_mn_partial_bytes = (unsigned long)p4a_partials * sizeof mn;
            double *p4a_mn_partials = p4a_host_malloc(p4a_mn_partial_bytes);
            unsigned long p4a_tmx_partial_bytes = (unsigned long)p4a_partials * sizeof tmx;
            double *p4a_tmx_partials = p4a_host_malloc(p4a_tmx_partial_bytes);
            unsigned long p4a_tmn_partial_bytes = (unsigned long)p4a_partials * sizeof tmn;
            double *p4a_tmn_partials = p4a_host_malloc(p4a_tmn_partial_bytes);
            unsigned long p4a_fmx_partial_bytes = (unsigned long)p4a_partials * sizeof fmx;
            double *p4a_fmx_partials = p4a_host_malloc(p4a_fmx_partial_bytes);
            unsigned long p4a_fmn_partial_bytes = (unsigned long)p4a_partials * sizeof fmn;
            double *p4a_fmn_partials = p4a_host_malloc(p4a_fmn_partial_bytes);
            unsigned long p4a_fs_partial_bytes = (unsigned long)p4a_partials * sizeof fs;
            float *p4a_fs_partials = p4a_host_malloc(p4a_fs_partial_bytes);
            p4a_launch_begin(p4a_kernels_gpu_red_double, "p4a_kernel_main_16");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, x, p4a_x_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, y, p4a_y_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p, p4a_p_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, fl, p4a_fl_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s1_partials, p4a_s1_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s2_partials, p4a_s2_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_d1_partials, p4a_d1_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_d2_partials, p4a_d2_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_pr_partials, p4a_pr_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_pr2_partials, p4a_pr2_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_mx_partials, p4a_mx_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &mx, sizeof mx);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_mn_partials, p4a_mn_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &mn, sizeof mn);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_tmx_partials, p4a_tmx_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &tmx, sizeof tmx);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_tmn_partials, p4a_tmn_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &tmn, sizeof tmn);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_fmx_partials, p4a_fmx_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &fmx, sizeof fmx);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_fmn_partials, p4a_fmn_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &fmn, sizeof fmn);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_fs_partials, p4a_fs_partial_bytes);
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
            p4a_copy_from_device(p4a_d1_partials, p4a_d1_partial_bytes);
            for (long p4a_t_2 = 0; p4a_t_2 < p4a_partials; p4a_t_2++) {
                d1 = d1 + p4a_d1_partials[p4a_t_2];
            }
            p4a_host_free(p4a_d1_partials);
            p4a_copy_from_device(p4a_d2_partials, p4a_d2_partial_bytes);
            for (long p4a_t_3 = 0; p4a_t_3 < p4a_partials; p4a_t_3++) {
                d2 = d2 + p4a_d2_partials[p4a_t_3];
            }
            p4a_host_free(p4a_d2_partials);
            p4a_copy_from_device(p4a_pr_partials, p4a_pr_partial_bytes);
            for (long p4a_t_4 = 0; p4a_t_4 < p4a_partials; p4a_t_4++) {
                pr = pr * p4a_pr_partials[p4a_t_4];
            }
            p4a_host_free(p4a_pr_partials);
            p4a_copy_from_device(p4a_pr2_partials, p4a_pr2_partial_bytes);
            for (long p4a_t_5 = 0; p4a_t_5 < p4a_partials; p4a_t_5++) {
                pr2 = pr2 * p4a_pr2_partials[p4a_t_5];
            }
            p4a_host_free(p4a_pr2_partials);
            p4a_copy_from_device(p4a_mx_partials, p4a_mx_partial_bytes);
            for (long p4a_t_6 = 0; p4a_t_6 < p4a_partials; p4a_t_6++) {
                mx = p4a_mx_partials[p4a_t_6] > mx ? p4a_mx_partials[p4a_t_6] : mx;
            }
            p4a_host_free(p4a_mx_partials);
            p4a_copy_from_device(p4a_mn_partials, p4a_mn_partial_bytes);
            for (long p4a_t_7 = 0; p4a_t_7 < p4a_partials; p4a_t_7++) {
                mn = p4a_mn_partials[p4a_t_7] < mn ? p4a_mn_partials[p4a_t_7] : mn;
            }
            p4a_host_free(p4a_mn_partials);
            p4a_copy_from_device(p4a_tmx_partials, p4a_tmx_partial_bytes);
            for (long p4a_t_8 = 0; p4a_t_8 < p4a_partials; p4a_t_8++) {
                tmx = p4a_tmx_partials[p4a_t_8] > tmx ? p4a_tmx_partials[p4a_t_8] : tmx;
            }
            p4a_host_free(p4a_tmx_partials);
            p4a_copy_from_device(p4a_tmn_partials, p4a_tmn_partial_bytes);
            for (long p4a_t_9 = 0; p4a_t_9 < p4a_partials; p4a_t_9++) {
                tmn = p4a_tmn_partials[p4a_t_9] < tmn ? p4a_tmn_partials[p4a_t_9] : tmn;
            }
            p4a_host_free(p4a_tmn_partials);
            p4a_copy_from_device(p4a_fmx_partials, p4a_fmx_partial_bytes);
            for (long p4a_t_10 = 0; p4a_t_10 < p4a_partials; p4a_t_10++) {
                fmx = p4a_fmx_partials[p4a_t_10] > fmx ? p4a_fmx_partials[p4a_t_10] : fmx;
            }
            p4a_host_free(p4a_fmx_partials);
            p4a_copy_from_device(p4a_fmn_partials, p4a_fmn_partial_bytes);
            for (long p4a_t_11 = 0; p4a_t_11 < p4a_partials; p4a_t_11++) {
                fmn = p4a_fmn_partials[p4a_t_11] < fmn ? p4a_fmn_partials[p4a_t_11] : fmn;
            }
            p4a_host_free(p4a_fmn_partials);
            p4a_copy_from_device(p4a_fs_partials, p4a_fs_partial_bytes);
            for (long p4a_t_12 = 0; p4a_t_12 < p4a_partials; p4a_t_12++) {
                fs = fs + p4a_fs_partials[p4a_t_12];
            }
            p4a_host_free(p4a_fs_partials);
        }
    }
    printf("sum %.12e %.12e\n", s1, s2);
    printf("diff %.12e %.12e\n", d1, d2);
    printf("prod %.12e %.12e\n", pr, pr2);
    printf("if max %.12e min %.12e\n", mx, mn);
    printf("ternary max %.12e min %.12e\n", tmx, tmn);
    printf("fmax %.12e fmin %.12e\n", fmx, fmn);
    printf("float sum %.2f\n", (double)fs);
    return 0;
}
