#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_probe_every_step[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at probe_every_step.c:14: for (int i = 0; i < 512; i++) */\n"
    "__kernel void p4a_kernel_main_14(__global char *p4a_u_base, long p4a_u_offset, __global char *p4a_w_base, long p4a_w_offset, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global double *u = (__global double *)(p4a_u_base + p4a_u_offset);\n"
    "    __global double *w = (__global double *)(p4a_w_base + p4a_w_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        {\n"
    "            u[i * 512L + j] = (i * 7 + j * 3) % 11 * 0.1;\n"
    "            w[i * 512L + j] = 0;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at probe_every_step.c:20: for (int i = 1; i < 512 - 1; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(32, 8, 1))) void p4a_kernel_main_20(__global char *p4a_u_base, long p4a_u_offset, __global char *p4a_w_base, long p4a_w_offset, long p4a_w_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global double *u = (__global double *)(p4a_u_base + p4a_u_offset);\n"
    "    __global double *w = (__global double *)(p4a_w_base + p4a_w_offset) - p4a_w_first * 512L;\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    long p4a_l1 = (long)get_local_id(1);\n"
    "    __local double p4a_tile_u[10L][34L];\n"
    "    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {\n"
    "        long p4a_c = p4a_k / 34L;\n"
    "        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 1L;\n"
    "        long p4a_c_1 = p4a_k % 34L;\n"
    "        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 1L;\n"
    "        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {\n"
    "            p4a_tile_u[p4a_c][p4a_c_1] = u[(p4a_lo_i + p4a_q) * 512L + (p4a_lo_j + p4a_q_1)];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        w[i * 512L + j] = 0.25 * (p4a_tile_u[p4a_l1][p4a_l0 + 1L] + p4a_tile_u[p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_u[p4a_l1 + 1L][p4a_l0] + p4a_tile_u[p4a_l1 + 1L][p4a_l0 + 2L]);\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at probe_every_step.c:23: for (int i = 1; i < 512 - 1; i++) */\n"
    "__kernel void p4a_kernel_main_23(__global char *p4a_w_base, long p4a_w_offset, long p4a_w_first, __global char *p4a_u_base, long p4a_u_offset, long p4a_u_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global double *w = (__global double *)(p4a_w_base + p4a_w_offset) - p4a_w_first * 512L;\n"
    "    __global double *u = (__global double *)(p4a_u_base + p4a_u_offset) - p4a_u_first * 512L;\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        u[i * 512L + j] = w[i * 512L + j];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* One-thread kernel (sequential promotion) of the statements at probe_every_step.c:26 */\n"
    "__kernel void p4a_kernel_main_26(int t, __global char *p4a_u_base, long p4a_u_offset, long p4a_u_first, __global char *p4a_trace_base, long p4a_trace_offset, long p4a_trace_first, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *u = (__global double *)(p4a_u_base + p4a_u_offset) - p4a_u_first * 512L;\n"
    "    __global double *trace = (__global double *)(p4a_trace_base + p4a_trace_offset) - p4a_trace_first;\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        trace[t] = u[512 / 2 * 512L + 512 / 3];\n"
    "    }\n"
    "}\n";
static double u[512][512], w[512][512];
static double trace[25];

int main(void)
{
    p4a_host_fresh(u, sizeof u);
    p4a_host_fresh(w, sizeof w);
    p4a_host_fresh(trace, sizeof trace);
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 512 >= 1 ? (long)(512 - 1) - p4a_lo_i + 1 : 0;
        long p4a_lo_j = (long)0;
        long p4a_n_j = 512 >= 1 ? (long)(512 - 1) - p4a_lo_j + 1 : 0;
        if (p4a_n_i > 0 && p4a_n_j > 0) {
            unsigned long p4a_u_bytes = (unsigned long)(p4a_object_last(u, sizeof u[0], 2097152L,
                511) >= 0 ? p4a_object_last(u, sizeof u[0], 2097152L, 511) - 0 + 1 : 1) * sizeof u[0];
            unsigned long p4a_w_bytes = (unsigned long)(p4a_object_last(w, sizeof w[0], 2097152L,
                511) >= 0 ? p4a_object_last(w, sizeof w[0], 2097152L, 511) - 0 + 1 : 1) * sizeof w[0];
            p4a_launch_begin(p4a_kernels_probe_every_step, "p4a_kernel_main_14");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, u, p4a_u_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, w, p4a_w_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j, sizeof p4a_lo_j);
            p4a_launch_end(2, p4a_n_j, p4a_n_i, 0);
        }
    }
    for (int t = 0; t < 25; t++) {
        {
            long p4a_lo_i_1 = (long)1;
            long p4a_n_i_1 = 512 >= 3 ? (long)(512 - 1 - 1) - p4a_lo_i_1 + 1 : 0;
            long p4a_lo_j_1 = (long)1;
            long p4a_n_j_1 = 512 >= 3 ? (long)(512 - 1 - 1) - p4a_lo_j_1 + 1 : 0;
            if (p4a_n_i_1 > 0 && p4a_n_j_1 > 0) {
                unsigned long p4a_u_bytes_1 = (unsigned long)(p4a_object_last(u, sizeof u[0],
                    2097152L, 511) >= 0 ? p4a_object_last(u, sizeof u[0], 2097152L, 511) - 0 + 1 : 1) * sizeof u[0];
                long p4a_w_first = p4a_object_first(w, sizeof w[0], 2097152L, 1);
                unsigned long p4a_w_bytes_1 = (unsigned long)(p4a_object_last(w, sizeof w[0],
                    2097152L, 510) >= p4a_w_first ? p4a_object_last(w, sizeof w[0], 2097152L, 510) - p4a_w_first + 1 : 1) * sizeof w[0];
                p4a_launch_begin(p4a_kernels_probe_every_step, "p4a_kernel_main_20");
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, u, p4a_u_bytes_1);
                p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, w + p4a_w_first, p4a_w_bytes_1);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_w_first, sizeof p4a_w_first);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_1, sizeof p4a_lo_j_1);
                p4a_launch_block(32, 8, 1);
                p4a_launch_end(2, p4a_n_j_1, p4a_n_i_1, 0);
            }
        }
        {
            long p4a_lo_i_2 = (long)1;
            long p4a_n_i_2 = 512 >= 3 ? (long)(512 - 1 - 1) - p4a_lo_i_2 + 1 : 0;
            long p4a_lo_j_2 = (long)1;
            long p4a_n_j_2 = 512 >= 3 ? (long)(512 - 1 - 1) - p4a_lo_j_2 + 1 : 0;
            if (p4a_n_i_2 > 0 && p4a_n_j_2 > 0) {
                long p4a_w_first_1 = p4a_object_first(w, sizeof w[0], 2097152L, 1);
                unsigned long p4a_w_bytes_2 = (unsigned long)(p4a_object_last(w, sizeof w[0],
                    2097152L, 510) >= p4a_w_first_1 ? p4a_object_last(w, sizeof w[0], 2097152L, 510) - p4a_w_first_1 + 1 : 1) * sizeof w[0];
                long p4a_u_first = p4a_object_first(u, sizeof u[0], 2097152L, 1);
                unsigned long p4a_u_bytes_2 = (unsigned long)(p4a_object_last(u, sizeof u[0],
                    2097152L, 510) >= p4a_u_first ? p4a_object_last(u, sizeof u[0], 2097152L, 510) - p4a_u_first + 1 : 1) * sizeof u[0];
                p4a_launch_begin(p4a_kernels_probe_every_step, "p4a_kernel_main_23");
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, w + p4a_w_first_1, p4a_w_bytes_2);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_w_first_1, sizeof p4a_w_first_1);
                p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, u + p4a_u_first, p4a_u_bytes_2);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_u_first, sizeof p4a_u_first);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_2, sizeof p4a_lo_i_2);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_2, sizeof p4a_lo_j_2);
                p4a_launch_end(2, p4a_n_j_2, p4a_n_i_2, 0);
            }
        }
        {
            long p4a_u_first_1 = p4a_object_first(u, sizeof u[0], 2097152L, 256);
            unsigned long p4a_u_bytes_3 = (unsigned long)(p4a_object_last(u, sizeof u[0], 2097152L,
                256) >= p4a_u_first_1 ? p4a_object_last(u, sizeof u[0], 2097152L, 256) - p4a_u_first_1 + 1 : 1) * sizeof u[0];
            long p4a_trace_first = p4a_object_first(trace, sizeof trace[0], 200L,
                (long)t > 0 ? (long)t : 0);
            unsigned long p4a_trace_bytes = (unsigned long)(p4a_object_last(trace, sizeof trace[0],
                200L, (long)t < 24 ? (long)t : 24) >= p4a_trace_first ? p4a_object_last(trace,
                sizeof trace[0], 200L, (long)t < 24 ? (long)t : 24) - p4a_trace_first + 1 : 1) * sizeof trace[0];
            p4a_launch_begin(p4a_kernels_probe_every_step, "p4a_kernel_main_26");
            p4a_launch_arg(P4A_ARG_SCALAR, &t, sizeof t);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, u + p4a_u_first_1, p4a_u_bytes_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_u_first_1, sizeof p4a_u_first_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, trace + p4a_trace_first, p4a_trace_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trace_first, sizeof p4a_trace_first);
            p4a_launch_end(1, 1, 0, 0);
        }
    }
    p4a_download(trace + 0,
        (unsigned long)(p4a_object_last(trace, sizeof trace[0], 200L, 24) >= 0 ? p4a_object_last(trace, sizeof trace[0], 200L, 24) - 0 + 1 : 0) * sizeof trace[0],
        28);
    for (int t = 0; t < 25; t++) {
        printf("%d %.12e\n", t, trace[t]);
    }
    return 0;
}
