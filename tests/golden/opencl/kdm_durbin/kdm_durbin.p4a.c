#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_kdm_durbin[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at kdm_durbin.c:18: for (int i = 0; i < k; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_18(int k, __global char *p4a_r_base, long p4a_r_offset, __global char *p4a_y_base, long p4a_y_offset, __global char *p4a_sum_partials_base, long p4a_sum_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *r = (__global double *)(p4a_r_base + p4a_r_offset);\n"
    "    __global double *y = (__global double *)(p4a_y_base + p4a_y_offset);\n"
    "    __global double *p4a_sum_partials = (__global double *)(p4a_sum_partials_base + p4a_sum_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double sum = 0;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_sum_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t;\n"
    "            sum += r[k - i - 1] * y[i];\n"
    "        }\n"
    "    }\n"
    "    p4a_sum_block[p4a_l0] = sum;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_sum_block[p4a_l0] = p4a_sum_block[p4a_l0] + p4a_sum_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_sum_partials[p4a_g0 / 256L] = p4a_sum_block[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at kdm_durbin.c:21: for (int i = 0; i < k; i++) */\n"
    "__kernel void p4a_kernel_main_21(double alpha, int k, __global char *p4a_y_base, long p4a_y_offset, __global char *p4a_z_base, long p4a_z_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *y = (__global double *)(p4a_y_base + p4a_y_offset);\n"
    "    __global double *z = (__global double *)(p4a_z_base + p4a_z_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        z[i] = y[i] + alpha * y[k - i - 1];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at kdm_durbin.c:23: for (int i = 0; i < k; i++) */\n"
    "__kernel void p4a_kernel_main_23(__global char *p4a_z_base, long p4a_z_offset, __global char *p4a_y_base, long p4a_y_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *z = (__global double *)(p4a_z_base + p4a_z_offset);\n"
    "    __global double *y = (__global double *)(p4a_y_base + p4a_y_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        y[i] = z[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* One-thread kernel (sequential promotion) of the statements at kdm_durbin.c:25 */\n"
    "__kernel void p4a_kernel_main_25(double alpha, int k, __global char *p4a_y_base, long p4a_y_offset, long p4a_y_first, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *y = (__global double *)(p4a_y_base + p4a_y_offset) - p4a_y_first;\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        y[k] = alpha;\n"
    "    }\n"
    "}\n";
static double r[200], y[200], z[200];

int main(void)
{
    p4a_host_fresh(r, sizeof r);
    p4a_host_fresh(z, sizeof z);
    unsigned int seed = 59;
    for (int i = 0; i < 200; i++) {
        seed = seed * 1103515245u + 12345u;
        r[i] = (seed >> 16) % 100 / 1000.0;
    }
    p4a_upload(r + 0,
        (unsigned long)(p4a_object_last(r, sizeof r[0], 1600L, 199) >= 0 ? p4a_object_last(r, sizeof r[0], 1600L, 199) - 0 + 1 : 0) * sizeof r[0],
        9);
    y[0] = -r[0];
    double beta = 1.0, alpha = -r[0];
    p4a_upload(y, sizeof y, 15);
    for (int k = 1; k < 200; k++) {
        beta = (1 - alpha * alpha) * beta;
        double sum = 0;
        {
            long p4a_lo_i = (long)0;
            long p4a_n_i = k >= 1 ? (long)(k - 1) - p4a_lo_i + 1 : 0;
            if (p4a_n_i > 0) {
                unsigned long p4a_r_bytes = (unsigned long)(p4a_object_last(r, sizeof r[0], 1600L,
                    (long)k - 1 < 199 ? (long)k - 1 : 199) >= 0 ? p4a_object_last(r, sizeof r[0],
                    1600L, (long)k - 1 < 199 ? (long)k - 1 : 199) - 0 + 1 : 1) * sizeof r[0];
                unsigned long p4a_y_bytes = (unsigned long)(p4a_object_last(y, sizeof y[0], 1600L,
                    (long)k - 1 < 199 ? (long)k - 1 : 199) >= 0 ? p4a_object_last(y, sizeof y[0],
                    1600L, (long)k - 1 < 199 ? (long)k - 1 : 199) - 0 + 1 : 1) * sizeof y[0];
                long p4a_points = p4a_n_i < 262144 ? p4a_n_i : 262144;
                long p4a_partials = (p4a_points + 255) / 256;
                unsigned long p4a_sum_partial_bytes = (unsigned long)p4a_partials * sizeof sum;
                double *p4a_sum_partials = p4a_host_malloc(p4a_sum_partial_bytes);
                p4a_launch_begin(p4a_kernels_kdm_durbin, "p4a_kernel_main_18");
                p4a_launch_arg(P4A_ARG_SCALAR, &k, sizeof k);
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, r, p4a_r_bytes);
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, y, p4a_y_bytes);
                p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sum_partials, p4a_sum_partial_bytes);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i, sizeof p4a_n_i);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
                p4a_launch_block(256, 1, 1);
                p4a_launch_end(1, p4a_points, 0, 0);
                p4a_copy_from_device(p4a_sum_partials, p4a_sum_partial_bytes);
                for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                    sum = sum + p4a_sum_partials[p4a_t];
                }
                p4a_host_free(p4a_sum_partials);
            }
        }
        alpha = -(r[k] + sum) / beta;
        {
            long p4a_lo_i_1 = (long)0;
            long p4a_n_i_1 = k >= 1 ? (long)(k - 1) - p4a_lo_i_1 + 1 : 0;
            if (p4a_n_i_1 > 0) {
                unsigned long p4a_y_bytes_1 = (unsigned long)(p4a_object_last(y, sizeof y[0], 1600L,
                    (long)k + 197 < 199 ? (long)k + 197 : 199) >= 0 ? p4a_object_last(y,
                    sizeof y[0], 1600L, (long)k + 197 < 199 ? (long)k + 197 : 199) - 0 + 1 : 1) * sizeof y[0];
                unsigned long p4a_z_bytes = (unsigned long)(p4a_object_last(z, sizeof z[0], 1600L,
                    (long)k - 1 < 199 ? (long)k - 1 : 199) >= 0 ? p4a_object_last(z, sizeof z[0],
                    1600L, (long)k - 1 < 199 ? (long)k - 1 : 199) - 0 + 1 : 1) * sizeof z[0];
                p4a_launch_begin(p4a_kernels_kdm_durbin, "p4a_kernel_main_21");
                p4a_launch_arg(P4A_ARG_SCALAR, &alpha, sizeof alpha);
                p4a_launch_arg(P4A_ARG_SCALAR, &k, sizeof k);
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, y, p4a_y_bytes_1);
                p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, z, p4a_z_bytes);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
                p4a_launch_end(1, p4a_n_i_1, 0, 0);
            }
        }
        {
            long p4a_lo_i_2 = (long)0;
            long p4a_n_i_2 = k >= 1 ? (long)(k - 1) - p4a_lo_i_2 + 1 : 0;
            if (p4a_n_i_2 > 0) {
                unsigned long p4a_z_bytes_1 = (unsigned long)(p4a_object_last(z, sizeof z[0], 1600L,
                    (long)k - 1 < 199 ? (long)k - 1 : 199) >= 0 ? p4a_object_last(z, sizeof z[0],
                    1600L, (long)k - 1 < 199 ? (long)k - 1 : 199) - 0 + 1 : 1) * sizeof z[0];
                unsigned long p4a_y_bytes_2 = (unsigned long)(p4a_object_last(y, sizeof y[0], 1600L,
                    (long)k - 1 < 199 ? (long)k - 1 : 199) >= 0 ? p4a_object_last(y, sizeof y[0],
                    1600L, (long)k - 1 < 199 ? (long)k - 1 : 199) - 0 + 1 : 1) * sizeof y[0];
                p4a_launch_begin(p4a_kernels_kdm_durbin, "p4a_kernel_main_23");
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, z, p4a_z_bytes_1);
                p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, y, p4a_y_bytes_2);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_2, sizeof p4a_lo_i_2);
                p4a_launch_end(1, p4a_n_i_2, 0, 0);
            }
        }
        {
            long p4a_y_first = p4a_object_first(y, sizeof y[0], 1600L, (long)k > 0 ? (long)k : 0);
            unsigned long p4a_y_bytes_3 = (unsigned long)(p4a_object_last(y, sizeof y[0], 1600L,
                (long)k < 199 ? (long)k : 199) >= p4a_y_first ? p4a_object_last(y, sizeof y[0],
                1600L, (long)k < 199 ? (long)k : 199) - p4a_y_first + 1 : 1) * sizeof y[0];
            p4a_launch_begin(p4a_kernels_kdm_durbin, "p4a_kernel_main_25");
            p4a_launch_arg(P4A_ARG_SCALAR, &alpha, sizeof alpha);
            p4a_launch_arg(P4A_ARG_SCALAR, &k, sizeof k);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, y + p4a_y_first, p4a_y_bytes_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_y_first, sizeof p4a_y_first);
            p4a_launch_end(1, 1, 0, 0);
        }
    }
    double s = 0;
    p4a_download(y + 0,
        (unsigned long)(p4a_object_last(y, sizeof y[0], 1600L, 199) >= 0 ? p4a_object_last(y, sizeof y[0], 1600L, 199) - 0 + 1 : 0) * sizeof y[0],
        28);
    for (int i = 0; i < 200; i++) {
        s = s * 0.9 + y[i];
    }
    printf("%.9e %.9e\n", s, y[200 - 1]);
    return 0;
}
