#include <stdio.h>
#include <stdlib.h>
#include "p4a_runtime.h"
static const char p4a_kernels_gpu_1d_elementwise[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at gpu_1d_elementwise.c:14: for (int i = 0; i < 60000; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_14(double alpha, __global char *p4a_x_base, long p4a_x_offset, __global char *p4a_y_base, long p4a_y_offset, __global char *p4a_z_base, long p4a_z_offset, __global char *p4a_f_base, long p4a_f_offset, __global char *p4a_sy_partials_base, long p4a_sy_partials_offset, __global char *p4a_sz_partials_base, long p4a_sz_partials_offset, __global char *p4a_sf_partials_base, long p4a_sf_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *x = (__global double *)(p4a_x_base + p4a_x_offset);\n"
    "    __global double *y = (__global double *)(p4a_y_base + p4a_y_offset);\n"
    "    __global double *z = (__global double *)(p4a_z_base + p4a_z_offset);\n"
    "    __global float *f = (__global float *)(p4a_f_base + p4a_f_offset);\n"
    "    __global double *p4a_sy_partials = (__global double *)(p4a_sy_partials_base + p4a_sy_partials_offset);\n"
    "    __global double *p4a_sz_partials = (__global double *)(p4a_sz_partials_base + p4a_sz_partials_offset);\n"
    "    __global double *p4a_sf_partials = (__global double *)(p4a_sf_partials_base + p4a_sf_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double sy = 0;\n"
    "    double sz = 0;\n"
    "    double sf = 0;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_sy_block[256L];\n"
    "    __local double p4a_sz_block[256L];\n"
    "    __local double p4a_sf_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t;\n"
    "            {\n"
    "                x[i] = i % 97 * 0.25 - 3.0;\n"
    "                y[i] = i % 61 * 0.5 + 1.0;\n"
    "                y[i] = alpha * x[i] + y[i];\n"
    "                z[i] = x[i] * y[i] - 0.5 * x[i];\n"
    "                z[i] = z[i] * 0.5 + 1.0;\n"
    "                f[i] = (float)z[i] * 0.25f;\n"
    "                sy += y[i];\n"
    "                sz += z[i] * (1 + i % 3);\n"
    "                sf += f[i];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_sy_block[p4a_l0] = sy;\n"
    "    p4a_sz_block[p4a_l0] = sz;\n"
    "    p4a_sf_block[p4a_l0] = sf;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_sy_block[p4a_l0] = p4a_sy_block[p4a_l0] + p4a_sy_block[p4a_l0 + p4a_s];\n"
    "            p4a_sz_block[p4a_l0] = p4a_sz_block[p4a_l0] + p4a_sz_block[p4a_l0 + p4a_s];\n"
    "            p4a_sf_block[p4a_l0] = p4a_sf_block[p4a_l0] + p4a_sf_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_sy_partials[p4a_g0 / 256L] = p4a_sy_block[0];\n"
    "        p4a_sz_partials[p4a_g0 / 256L] = p4a_sz_block[0];\n"
    "        p4a_sf_partials[p4a_g0 / 256L] = p4a_sf_block[0];\n"
    "    }\n"
    "}\n";
static double x[60000], y[60000], z[60000];
static float f[60000];

int main(void)
{
    p4a_host_fresh(x, sizeof x);
    p4a_host_fresh(y, sizeof y);
    p4a_host_fresh(z, sizeof z);
    p4a_host_fresh(f, sizeof f);
    double alpha = 1.75;
    double sy = 0, sz = 0, sf = 0;
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 60000 >= 1 ? (long)(60000 - 1) - p4a_lo_i + 1 : 0;
        if (p4a_n_i > 0) {
            unsigned long p4a_x_bytes = (unsigned long)(p4a_object_last(x, sizeof x[0], 480000L,
                59999 > 59999 ? 59999 : 59999) >= 0 ? p4a_object_last(x, sizeof x[0], 480000L,
                59999 > 59999 ? 59999 : 59999) - 0 + 1 : 1) * sizeof x[0];
            unsigned long p4a_y_bytes = (unsigned long)(p4a_object_last(y, sizeof y[0], 480000L,
                59999 > 59999 ? 59999 : 59999) >= 0 ? p4a_object_last(y, sizeof y[0], 480000L,
                59999 > 59999 ? 59999 : 59999) - 0 + 1 : 1) * sizeof y[0];
            unsigned long p4a_z_bytes = (unsigned long)(p4a_object_last(z, sizeof z[0], 480000L,
                59999 > 59999 ? 59999 : 59999) >= 0 ? p4a_object_last(z, sizeof z[0], 480000L,
                59999 > 59999 ? 59999 : 59999) - 0 + 1 : 1) * sizeof z[0];
            unsigned long p4a_f_bytes = (unsigned long)(p4a_object_last(f, sizeof f[0], 240000L,
                59999 > 59999 ? 59999 : 59999) >= 0 ? p4a_object_last(f, sizeof f[0], 240000L,
                59999 > 59999 ? 59999 : 59999) - 0 + 1 : 1) * sizeof f[0];
            long p4a_points = p4a_n_i < 262144 ? p4a_n_i : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_sy_partial_bytes = (unsigned long)p4a_partials * sizeof sy;
            double *p4a_sy_partials = p4a_host_malloc(p4a_sy_partial_bytes);
            unsigned long p4a_sz_partial_bytes = (unsigned long)p4a_partials * sizeof sz;
            double *p4a_sz_partials = p4a_host_malloc(p4a_sz_partial_bytes);
            unsigned long p4a_sf_partial_bytes = (unsigned long)p4a_partials * sizeof sf;
            double *p4a_sf_partials = p4a_host_malloc(p4a_sf_partial_bytes);
            p4a_launch_begin(p4a_kernels_gpu_1d_elementwise, "p4a_kernel_main_14");
            p4a_launch_arg(P4A_ARG_SCALAR, &alpha, sizeof alpha);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, x, p4a_x_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, y, p4a_y_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, z, p4a_z_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, f, p4a_f_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sy_partials, p4a_sy_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sz_partials, p4a_sz_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sf_partials, p4a_sf_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i, sizeof p4a_n_i);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_sy_partials, p4a_sy_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                sy = sy + p4a_sy_partials[p4a_t];
            }
            p4a_host_free(p4a_sy_partials);
            p4a_copy_from_device(p4a_sz_partials, p4a_sz_partial_bytes);
            for (long p4a_t_1 = 0; p4a_t_1 < p4a_partials; p4a_t_1++) {
                sz = sz + p4a_sz_partials[p4a_t_1];
            }
            p4a_host_free(p4a_sz_partials);
            p4a_copy_from_device(p4a_sf_partials, p4a_sf_partial_bytes);
            for (long p4a_t_2 = 0; p4a_t_2 < p4a_partials; p4a_t_2++) {
                sf = sf + p4a_sf_partials[p4a_t_2];
            }
            p4a_host_free(p4a_sf_partials);
        }
    }
    printf("sum y %.12e\n", sy);
    printf("sum z %.12e\n", sz);
    printf("sum f %.12e\n", sf);
    p4a_download(y + p4a_object_first(y, sizeof y[0], 480000L, 7),
        (unsigned long)(p4a_object_last(y, sizeof y[0], 480000L, 7) >= p4a_object_first(y, sizeof y[0], 480000L, 7) ? p4a_object_last(y, sizeof y[0], 480000L, 7) - p4a_object_first(y, sizeof y[0], 480000L, 7) + 1 : 0) * sizeof y[0],
        36);
    p4a_download(z + p4a_object_first(z, sizeof z[0], 480000L, 30000),
        (unsigned long)(p4a_object_last(z, sizeof z[0], 480000L, 30000) >= p4a_object_first(z, sizeof z[0], 480000L, 30000) ? p4a_object_last(z, sizeof z[0], 480000L, 30000) - p4a_object_first(z, sizeof z[0], 480000L, 30000) + 1 : 0) * sizeof z[0],
        36);
    p4a_download(f + p4a_object_first(f, sizeof f[0], 240000L, 59999),
        (unsigned long)(p4a_object_last(f, sizeof f[0], 240000L, 59999) >= p4a_object_first(f, sizeof f[0], 240000L, 59999) ? p4a_object_last(f, sizeof f[0], 240000L, 59999) - p4a_object_first(f, sizeof f[0], 240000L, 59999) + 1 : 0) * sizeof f[0],
        36);
    printf("samples %.12e %.12e %.12e\n", y[7], z[60000 / 2], (double)f[60000 - 1]);
    return 0;
}
