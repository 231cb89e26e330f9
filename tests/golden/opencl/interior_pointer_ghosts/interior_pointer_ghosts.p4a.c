#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_interior_pointer_ghosts[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at interior_pointer_ghosts.c:13: for (int i = 0; i < n; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_smooth_13(__global char *p4a_in_base, long p4a_in_offset, long p4a_in_first, __global char *p4a_out_base, long p4a_out_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *in = (__global double *)(p4a_in_base + p4a_in_offset) - p4a_in_first;\n"
    "    __global double *out = (__global double *)(p4a_out_base + p4a_out_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_tile_in[258L];\n"
    "    for (long p4a_k = p4a_l0; p4a_k < 258L; p4a_k += 256L) {\n"
    "        long p4a_c = p4a_k;\n"
    "        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 1L;\n"
    "        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q >= 0 && p4a_q < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0)) {\n"
    "            p4a_tile_in[p4a_c] = in[p4a_lo_i + p4a_q];\n"
    "        }\n"
    "    }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        out[i] = 0.25 * p4a_tile_in[p4a_l0] + 0.5 * p4a_tile_in[p4a_l0 + 1L] + 0.25 * p4a_tile_in[p4a_l0 + 2L];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at interior_pointer_ghosts.c:33: for (int i = 0; i < 200000; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_33(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);\n"
    "    __global double *p4a_s_partials = (__global double *)(p4a_s_partials_base + p4a_s_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double s = 0;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_s_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t;\n"
    "            s += a[i] * (1 + i % 3);\n"
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
    "}\n"
    "\n"
    "/* One-thread kernel (sequential promotion) of the statements at interior_pointer_ghosts.c:26 */\n"
    "__kernel void p4a_kernel_main_26(__global char *p4a_b_base, long p4a_b_offset, long p4a_b_first, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *b = (__global double *)(p4a_b_base + p4a_b_offset) - p4a_b_first;\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        {\n"
    "            b[0] = b[1];\n"
    "            b[200000 - 1] = b[200000 - 2];\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* One-thread kernel (sequential promotion) of the statements at interior_pointer_ghosts.c:29 */\n"
    "__kernel void p4a_kernel_main_29(__global char *p4a_a_base, long p4a_a_offset, long p4a_a_first, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset) - p4a_a_first;\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        {\n"
    "            a[0] = a[1];\n"
    "            a[200000 - 1] = a[200000 - 2];\n"
    "        }\n"
    "    }\n"
    "}\n";
static double a[200000], b[200000];

static void smooth(int n, const double *in, double *out)
{
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = n >= 1 ? (long)(n - 1) - p4a_lo_i + 1 : 0;
        if (p4a_n_i > 0) {
            long p4a_in_first = p4a_object_first(in, sizeof in[0], 0, -1);
            unsigned long p4a_in_bytes = (unsigned long)(p4a_object_last(in, sizeof in[0], 0,
                (long)n) >= p4a_in_first ? p4a_object_last(in, sizeof in[0], 0, (long)n) - p4a_in_first + 1 : 1) * sizeof in[0];
            unsigned long p4a_out_bytes = (unsigned long)(p4a_object_last(out, sizeof out[0], 0,
                (long)n - 1) >= 0 ? p4a_object_last(out, sizeof out[0], 0, (long)n - 1) - 0 + 1 : 1) * sizeof out[0];
            p4a_launch_begin(p4a_kernels_interior_pointer_ghosts, "p4a_kernel_smooth_13");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, in + p4a_in_first, p4a_in_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_in_first, sizeof p4a_in_first);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, out, p4a_out_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_n_i, 0, 0);
        }
    }
}

int main(void)
{
    p4a_host_fresh(a, sizeof a);
    p4a_host_fresh(b, sizeof b);
    unsigned int seed = 17;
    for (int i = 0; i < 200000; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (seed >> 16) % 1000 / 100.0;
    }
    p4a_upload(a + 0,
        (unsigned long)(p4a_object_last(a, sizeof a[0], 1600000L, 199999) >= 0 ? p4a_object_last(a, sizeof a[0], 1600000L, 199999) - 0 + 1 : 0) * sizeof a[0],
        20);
    for (int t = 0; t < 20; t++) {
        smooth(200000 - 2, a + 1, b + 1);
        {
            long p4a_b_first = p4a_object_first(b, sizeof b[0], 1600000L, 1 < 0 ? 1 : 0);
            unsigned long p4a_b_bytes = (unsigned long)(p4a_object_last(b, sizeof b[0], 1600000L,
                199998 > 199999 ? 199998 : 199999) >= p4a_b_first ? p4a_object_last(b, sizeof b[0],
                1600000L, 199998 > 199999 ? 199998 : 199999) - p4a_b_first + 1 : 1) * sizeof b[0];
            p4a_launch_begin(p4a_kernels_interior_pointer_ghosts, "p4a_kernel_main_26");
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, b + p4a_b_first, p4a_b_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_b_first, sizeof p4a_b_first);
            p4a_launch_end(1, 1, 0, 0);
        }
        smooth(200000 - 2, b + 1, a + 1);
        {
            long p4a_a_first = p4a_object_first(a, sizeof a[0], 1600000L, 1 < 0 ? 1 : 0);
            unsigned long p4a_a_bytes_1 = (unsigned long)(p4a_object_last(a, sizeof a[0], 1600000L,
                199998 > 199999 ? 199998 : 199999) >= p4a_a_first ? p4a_object_last(a, sizeof a[0],
                1600000L, 199998 > 199999 ? 199998 : 199999) - p4a_a_first + 1 : 1) * sizeof a[0];
            p4a_launch_begin(p4a_kernels_interior_pointer_ghosts, "p4a_kernel_main_29");
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, a + p4a_a_first, p4a_a_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_a_first, sizeof p4a_a_first);
            p4a_launch_end(1, 1, 0, 0);
        }
    }
    double s = 0;
    {
        long p4a_lo_i_1 = (long)0;
        long p4a_n_i_1 = 200000 >= 1 ? (long)(200000 - 1) - p4a_lo_i_1 + 1 : 0;
        if (p4a_n_i_1 > 0) {
            unsigned long p4a_a_bytes = (unsigned long)(p4a_object_last(a, sizeof a[0], 1600000L,
                199999) >= 0 ? p4a_object_last(a, sizeof a[0], 1600000L, 199999) - 0 + 1 : 1) * sizeof a[0];
            long p4a_points = p4a_n_i_1 < 262144 ? p4a_n_i_1 : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_s_partial_bytes = (unsigned long)p4a_partials * sizeof s;
            double *p4a_s_partials = p4a_host_malloc(p4a_s_partial_bytes);
            p4a_launch_begin(p4a_kernels_interior_pointer_ghosts, "p4a_kernel_main_33");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, a, p4a_a_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s_partials, p4a_s_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_1, sizeof p4a_n_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_s_partials, p4a_s_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                s = s + p4a_s_partials[p4a_t];
            }
            p4a_host_free(p4a_s_partials);
        }
    }
    p4a_download(a + 0,
        (unsigned long)(p4a_object_last(a, sizeof a[0], 1600000L, 100000) >= 0 ? p4a_object_last(a, sizeof a[0], 1600000L, 100000) - 0 + 1 : 0) * sizeof a[0],
        35);
    printf("%.12e %.12e %.12e\n", s, a[0], a[200000 / 2]);
    return 0;
}
