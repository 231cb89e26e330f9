#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_tile_stencils_2d[] = "/* Kernel of the loop at tile_stencils_2d.c:14: for (int i = 0; i < 37; i++) */\n"
    "extern \"C\" __global__ void p4a_kernel_main_14(char *p4a_a_base, long p4a_a_offset, char *p4a_c_base, long p4a_c_offset, char *p4a_alive_base, long p4a_alive_offset, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    double *a = (double *)(p4a_a_base + p4a_a_offset);\n"
    "    double *c = (double *)(p4a_c_base + p4a_c_offset);\n"
    "    int *alive = (int *)(p4a_alive_base + p4a_alive_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        {\n"
    "            a[i * 101L + j] = (i * 13 + j * 7) % 23 / 23.0;\n"
    "            c[i * 101L + j] = 0.0;\n"
    "            alive[i * 101L + j] = (i * 31 + j * 17) % 5 == 0;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_stencils_2d.c:21: for (int i = 1; i < 37 - 1; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_21(char *p4a_a_base, long p4a_a_offset, char *p4a_b_base, long p4a_b_offset, long p4a_b_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    double *a = (double *)(p4a_a_base + p4a_a_offset);\n"
    "    double *b = (double *)(p4a_b_base + p4a_b_offset) - p4a_b_first * 101L;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    long p4a_l1 = (long)threadIdx.y;\n"
    "    __shared__ double p4a_tile_a[10L][34L];\n"
    "    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {\n"
    "        long p4a_c = p4a_k / 34L;\n"
    "        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 1L;\n"
    "        long p4a_c_1 = p4a_k % 34L;\n"
    "        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 1L;\n"
    "        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {\n"
    "            p4a_tile_a[p4a_c][p4a_c_1] = a[(p4a_lo_i + p4a_q) * 101L + (p4a_lo_j + p4a_q_1)];\n"
    "        }\n"
    "    }\n"
    "    __syncthreads();\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        b[i * 101L + j] = 0.25 * (p4a_tile_a[p4a_l1][p4a_l0 + 1L] + p4a_tile_a[p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_a[p4a_l1 + 1L][p4a_l0] + p4a_tile_a[p4a_l1 + 1L][p4a_l0 + 2L]);\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_stencils_2d.c:24: for (int i = 1; i < 37 - 1; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_24(char *p4a_b_base, long p4a_b_offset, char *p4a_a_base, long p4a_a_offset, long p4a_a_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    double *b = (double *)(p4a_b_base + p4a_b_offset);\n"
    "    double *a = (double *)(p4a_a_base + p4a_a_offset) - p4a_a_first * 101L;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    long p4a_l1 = (long)threadIdx.y;\n"
    "    __shared__ double p4a_tile_b[10L][34L];\n"
    "    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {\n"
    "        long p4a_c = p4a_k / 34L;\n"
    "        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 1L;\n"
    "        long p4a_c_1 = p4a_k % 34L;\n"
    "        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 1L;\n"
    "        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {\n"
    "            p4a_tile_b[p4a_c][p4a_c_1] = b[(p4a_lo_i + p4a_q) * 101L + (p4a_lo_j + p4a_q_1)];\n"
    "        }\n"
    "    }\n"
    "    __syncthreads();\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        a[i * 101L + j] = (p4a_tile_b[p4a_l1][p4a_l0] + p4a_tile_b[p4a_l1][p4a_l0 + 1L] + p4a_tile_b[p4a_l1][p4a_l0 + 2L] + p4a_tile_b[p4a_l1 + 1L][p4a_l0] + 2.0 * p4a_tile_b[p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_b[p4a_l1 + 1L][p4a_l0 + 2L] + p4a_tile_b[p4a_l1 + 2L][p4a_l0] + p4a_tile_b[p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_b[p4a_l1 + 2L][p4a_l0 + 2L]) / 10.0;\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_stencils_2d.c:30: for (int i = 2; i < 37; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_30(char *p4a_a_base, long p4a_a_offset, char *p4a_c_base, long p4a_c_offset, long p4a_c_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    double *a = (double *)(p4a_a_base + p4a_a_offset);\n"
    "    double *c = (double *)(p4a_c_base + p4a_c_offset) - p4a_c_first * 101L;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    long p4a_l1 = (long)threadIdx.y;\n"
    "    __shared__ double p4a_tile_a[10L][34L];\n"
    "    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {\n"
    "        long p4a_c = p4a_k / 34L;\n"
    "        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 2L;\n"
    "        long p4a_c_1 = p4a_k % 34L;\n"
    "        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 2L;\n"
    "        if ((p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 + 2 >= 0 && p4a_q_1 + 2 < p4a_count0)) || (p4a_q + 2 >= 0 && p4a_q + 2 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0))) {\n"
    "            p4a_tile_a[p4a_c][p4a_c_1] = a[(p4a_lo_i + p4a_q) * 101L + (p4a_lo_j + p4a_q_1)];\n"
    "        }\n"
    "    }\n"
    "    __syncthreads();\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        c[i * 101L + j] = p4a_tile_a[p4a_l1 + 2L][p4a_l0 + 2L] - 0.5 * p4a_tile_a[p4a_l1 + 2L][p4a_l0 + 1L] - 0.25 * p4a_tile_a[p4a_l1 + 1L][p4a_l0] + 0.125 * p4a_tile_a[p4a_l1][p4a_l0 + 2L];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_stencils_2d.c:33: for (int i = 1; i < 37 - 1; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_33(char *p4a_alive_base, long p4a_alive_offset, char *p4a_count_base, long p4a_count_offset, long p4a_count_first, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    int *alive = (int *)(p4a_alive_base + p4a_alive_offset);\n"
    "    int *count = (int *)(p4a_count_base + p4a_count_offset) - p4a_count_first * 101L;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    long p4a_l1 = (long)threadIdx.y;\n"
    "    __shared__ int p4a_tile_alive[10L][34L];\n"
    "    for (long p4a_k = p4a_l0 + p4a_l1 * 32L; p4a_k < 340L; p4a_k += 256L) {\n"
    "        long p4a_c = p4a_k / 34L;\n"
    "        long p4a_q = p4a_g1 - p4a_l1 + p4a_c - 1L;\n"
    "        long p4a_c_1 = p4a_k % 34L;\n"
    "        long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_1 - 1L;\n"
    "        if ((p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q >= 0 && p4a_q < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1 && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1 && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {\n"
    "            p4a_tile_alive[p4a_c][p4a_c_1] = alive[(p4a_lo_i + p4a_q) * 101L + (p4a_lo_j + p4a_q_1)];\n"
    "        }\n"
    "    }\n"
    "    __syncthreads();\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        count[i * 101L + j] = p4a_tile_alive[p4a_l1][p4a_l0 + 1L] + p4a_tile_alive[p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_alive[p4a_l1 + 1L][p4a_l0] + p4a_tile_alive[p4a_l1 + 1L][p4a_l0 + 2L] + p4a_tile_alive[p4a_l1][p4a_l0] + p4a_tile_alive[p4a_l1 + 2L][p4a_l0 + 2L];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_stencils_2d.c:39: for (int i = 0; i < 37; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_39(char *p4a_a_base, long p4a_a_offset, char *p4a_c_base, long p4a_c_offset, char *p4a_count_base, long p4a_count_offset, char *p4a_s_partials_base, long p4a_s_partials_offset, char *p4a_k_partials_base, long p4a_k_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *a = (double *)(p4a_a_base + p4a_a_offset);\n"
    "    double *c = (double *)(p4a_c_base + p4a_c_offset);\n"
    "    int *count = (int *)(p4a_count_base + p4a_count_offset);\n"
    "    double *p4a_s_partials = (double *)(p4a_s_partials_base + p4a_s_partials_offset);\n"
    "    long *p4a_k_partials = (long *)(p4a_k_partials_base + p4a_k_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    double s = 0;\n"
    "    long k = 0;\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_s_block[256L];\n"
    "    __shared__ long p4a_k_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t / p4a_n_j;\n"
    "            int j = p4a_lo_j + p4a_t % p4a_n_j;\n"
    "            {\n"
    "                s += a[i * 101L + j] * (1 + (i + j) % 3) + c[i * 101L + j];\n"
    "                k += count[i * 101L + j] * (i % 4 + 1);\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_s_block[p4a_l0] = s;\n"
    "    p4a_k_block[p4a_l0] = k;\n"
    "    __syncthreads();\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_s_block[p4a_l0] = p4a_s_block[p4a_l0] + p4a_s_block[p4a_l0 + p4a_s];\n"
    "            p4a_k_block[p4a_l0] = p4a_k_block[p4a_l0] + p4a_k_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_s_partials[p4a_g0 / 256L] = p4a_s_block[0];\n"
    "        p4a_k_partials[p4a_g0 / 256L] = p4a_k_block[0];\n"
    "    }\n"
    "}\n";
static double a[37][101], b[37][101], c[37][101];
static int alive[37][101], count[37][101];

int main(void)
{
    p4a_host_fresh(a, sizeof a);
    p4a_host_fresh(c, sizeof c);
    p4a_host_fresh(alive, sizeof alive);
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 37 >= 1 ? (long)(37 - 1) - p4a_lo_i + 1 : 0;
        long p4a_lo_j = (long)0;
        long p4a_n_j = 101 >= 1 ? (long)(101 - 1) - p4a_lo_j + 1 : 0;
        if (p4a_n_i > 0 && p4a_n_j > 0) {
            unsigned long p4a_a_bytes = (unsigned long)(p4a_object_last(a, sizeof a[0], 29896L, 36) >= 0 ? p4a_object_last(a,
                sizeof a[0], 29896L, 36) - 0 + 1 : 1) * sizeof a[0];
            unsigned long p4a_c_bytes = (unsigned long)(p4a_object_last(c, sizeof c[0], 29896L, 36) >= 0 ? p4a_object_last(c,
                sizeof c[0], 29896L, 36) - 0 + 1 : 1) * sizeof c[0];
            unsigned long p4a_alive_bytes = (unsigned long)(p4a_object_last(alive, sizeof alive[0],
                14948L, 36) >= 0 ? p4a_object_last(alive, sizeof alive[0], 14948L, 36) - 0 + 1 : 1) * sizeof alive[0];
            p4a_launch_begin(p4a_kernels_tile_stencils_2d, "p4a_kernel_main_14");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, a, p4a_a_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, c, p4a_c_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, alive, p4a_alive_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j, sizeof p4a_lo_j);
            p4a_launch_end(2, p4a_n_j, p4a_n_i, 0);
        }
    }
    p4a_upload(b, sizeof b, 20);
    for (int t = 0; t < 7; t++) {
        {
            long p4a_lo_i_1 = (long)1;
            long p4a_n_i_1 = 37 >= 3 ? (long)(37 - 1 - 1) - p4a_lo_i_1 + 1 : 0;
            long p4a_lo_j_1 = (long)1;
            long p4a_n_j_1 = 101 >= 3 ? (long)(101 - 1 - 1) - p4a_lo_j_1 + 1 : 0;
            if (p4a_n_i_1 > 0 && p4a_n_j_1 > 0) {
                unsigned long p4a_a_bytes_1 = (unsigned long)(p4a_object_last(a, sizeof a[0],
                    29896L, 36) >= 0 ? p4a_object_last(a, sizeof a[0], 29896L, 36) - 0 + 1 : 1) * sizeof a[0];
                long p4a_b_first = p4a_object_first(b, sizeof b[0], 29896L, 1);
                unsigned long p4a_b_bytes = (unsigned long)(p4a_object_last(b, sizeof b[0], 29896L,
                    35) >= p4a_b_first ? p4a_object_last(b, sizeof b[0], 29896L, 35) - p4a_b_first + 1 : 1) * sizeof b[0];
                p4a_launch_begin(p4a_kernels_tile_stencils_2d, "p4a_kernel_main_21");
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, a, p4a_a_bytes_1);
                p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, b + p4a_b_first, p4a_b_bytes);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_b_first, sizeof p4a_b_first);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_1, sizeof p4a_lo_j_1);
                p4a_launch_block(32, 8, 1);
                p4a_launch_end(2, p4a_n_j_1, p4a_n_i_1, 0);
            }
        }
        {
            long p4a_lo_i_2 = (long)1;
            long p4a_n_i_2 = 37 >= 3 ? (long)(37 - 1 - 1) - p4a_lo_i_2 + 1 : 0;
            long p4a_lo_j_2 = (long)1;
            long p4a_n_j_2 = 101 >= 3 ? (long)(101 - 1 - 1) - p4a_lo_j_2 + 1 : 0;
            if (p4a_n_i_2 > 0 && p4a_n_j_2 > 0) {
                unsigned long p4a_b_bytes_1 = (unsigned long)(p4a_object_last(b, sizeof b[0],
                    29896L, 36) >= 0 ? p4a_object_last(b, sizeof b[0], 29896L, 36) - 0 + 1 : 1) * sizeof b[0];
                long p4a_a_first = p4a_object_first(a, sizeof a[0], 29896L, 1);
                unsigned long p4a_a_bytes_2 = (unsigned long)(p4a_object_last(a, sizeof a[0],
                    29896L, 35) >= p4a_a_first ? p4a_object_last(a, sizeof a[0], 29896L, 35) - p4a_a_first + 1 : 1) * sizeof a[0];
                p4a_launch_begin(p4a_kernels_tile_stencils_2d, "p4a_kernel_main_24");
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, b, p4a_b_bytes_1);
                p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, a + p4a_a_first, p4a_a_bytes_2);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_a_first, sizeof p4a_a_first);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_2, sizeof p4a_lo_i_2);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_2, sizeof p4a_lo_j_2);
                p4a_launch_block(32, 8, 1);
                p4a_launch_end(2, p4a_n_j_2, p4a_n_i_2, 0);
            }
        }
    }
    {
        long p4a_lo_i_3 = (long)2;
        long p4a_n_i_3 = 37 >= 3 ? (long)(37 - 1) - p4a_lo_i_3 + 1 : 0;
        long p4a_lo_j_3 = (long)2;
        long p4a_n_j_3 = 101 >= 3 ? (long)(101 - 1) - p4a_lo_j_3 + 1 : 0;
        if (p4a_n_i_3 > 0 && p4a_n_j_3 > 0) {
            unsigned long p4a_a_bytes_3 = (unsigned long)(p4a_object_last(a, sizeof a[0], 29896L,
                36) >= 0 ? p4a_object_last(a, sizeof a[0], 29896L, 36) - 0 + 1 : 1) * sizeof a[0];
            long p4a_c_first = p4a_object_first(c, sizeof c[0], 29896L, 2);
            unsigned long p4a_c_bytes_1 = (unsigned long)(p4a_object_last(c, sizeof c[0], 29896L,
                36) >= p4a_c_first ? p4a_object_last(c, sizeof c[0], 29896L, 36) - p4a_c_first + 1 : 1) * sizeof c[0];
            p4a_launch_begin(p4a_kernels_tile_stencils_2d, "p4a_kernel_main_30");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, a, p4a_a_bytes_3);
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, c + p4a_c_first, p4a_c_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_c_first, sizeof p4a_c_first);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_3, sizeof p4a_lo_i_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_3, sizeof p4a_lo_j_3);
            p4a_launch_block(32, 8, 1);
            p4a_launch_end(2, p4a_n_j_3, p4a_n_i_3, 0);
        }
    }
    p4a_upload(count, sizeof count, 33);
    {
        long p4a_lo_i_4 = (long)1;
        long p4a_n_i_4 = 37 >= 3 ? (long)(37 - 1 - 1) - p4a_lo_i_4 + 1 : 0;
        long p4a_lo_j_4 = (long)1;
        long p4a_n_j_4 = 101 >= 3 ? (long)(101 - 1 - 1) - p4a_lo_j_4 + 1 : 0;
        if (p4a_n_i_4 > 0 && p4a_n_j_4 > 0) {
            unsigned long p4a_alive_bytes_1 = (unsigned long)(p4a_object_last(alive,
                sizeof alive[0], 14948L, 36) >= 0 ? p4a_object_last(alive, sizeof alive[0], 14948L,
                36) - 0 + 1 : 1) * sizeof alive[0];
            long p4a_count_first = p4a_object_first(count, sizeof count[0], 14948L, 1);
            unsigned long p4a_count_bytes = (unsigned long)(p4a_object_last(count, sizeof count[0],
                14948L, 35) >= p4a_count_first ? p4a_object_last(count, sizeof count[0], 14948L, 35) - p4a_count_first + 1 : 1) * sizeof count[0];
            p4a_launch_begin(p4a_kernels_tile_stencils_2d, "p4a_kernel_main_33");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, alive, p4a_alive_bytes_1);
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, count + p4a_count_first, p4a_count_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_count_first, sizeof p4a_count_first);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_4, sizeof p4a_lo_i_4);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_4, sizeof p4a_lo_j_4);
            p4a_launch_block(32, 8, 1);
            p4a_launch_end(2, p4a_n_j_4, p4a_n_i_4, 0);
        }
    }
    double s = 0;
    long k = 0;
    {
        long p4a_lo_i_5 = (long)0;
        long p4a_n_i_5 = 37 >= 1 ? (long)(37 - 1) - p4a_lo_i_5 + 1 : 0;
        long p4a_lo_j_5 = (long)0;
        long p4a_n_j_5 = 101 >= 1 ? (long)(101 - 1) - p4a_lo_j_5 + 1 : 0;
        if (p4a_n_i_5 > 0 && p4a_n_j_5 > 0) {
            unsigned long p4a_a_bytes_4 = (unsigned long)(p4a_object_last(a, sizeof a[0], 29896L,
                36) >= 0 ? p4a_object_last(a, sizeof a[0], 29896L, 36) - 0 + 1 : 1) * sizeof a[0];
            unsigned long p4a_c_bytes_2 = (unsigned long)(p4a_object_last(c, sizeof c[0], 29896L,
                36) >= 0 ? p4a_object_last(c, sizeof c[0], 29896L, 36) - 0 + 1 : 1) * sizeof c[0];
            unsigned long p4a_count_bytes_1 = (unsigned long)(p4a_object_last(count,
                sizeof count[0], 14948L, 36) >= 0 ? p4a_object_last(count, sizeof count[0], 14948L,
                36) - 0 + 1 : 1) * sizeof count[0];
            long p4a_trips = p4a_n_i_5 * p4a_n_j_5;
            long p4a_points = p4a_trips < 262144 ? p4a_trips : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_s_partial_bytes = (unsigned long)p4a_partials * sizeof s;
            double *p4a_s_partials = p4a_host_malloc(p4a_s_partial_bytes);
            unsigned long p4a_k_partial_bytes = (unsigned long)p4a_partials * sizeof k;
            long *p4a_k_partials = p4a_host_malloc(p4a_k_partial_bytes);
            p4a_launch_begin(p4a_kernels_tile_stencils_2d, "p4a_kernel_main_39");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, a, p4a_a_bytes_4);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, c, p4a_c_bytes_2);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, count, p4a_count_bytes_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s_partials, p4a_s_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_k_partials, p4a_k_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips, sizeof p4a_trips);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_5, sizeof p4a_n_i_5);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_j_5, sizeof p4a_n_j_5);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_5, sizeof p4a_lo_i_5);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_5, sizeof p4a_lo_j_5);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_s_partials, p4a_s_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                s = s + p4a_s_partials[p4a_t];
            }
            p4a_host_free(p4a_s_partials);
            p4a_copy_from_device(p4a_k_partials, p4a_k_partial_bytes);
            for (long p4a_t_1 = 0; p4a_t_1 < p4a_partials; p4a_t_1++) {
                k = k + p4a_k_partials[p4a_t_1];
            }
            p4a_host_free(p4a_k_partials);
        }
    }
    p4a_download(a + p4a_object_first(a, sizeof a[0], 29896L, 18),
        (unsigned long)(p4a_object_last(a, sizeof a[0], 29896L, 18) >= p4a_object_first(a, sizeof a[0], 29896L, 18) ? p4a_object_last(a, sizeof a[0], 29896L, 18) - p4a_object_first(a, sizeof a[0], 29896L, 18) + 1 : 0) * sizeof a[0],
        44);
    p4a_download(c + p4a_object_first(c, sizeof c[0], 29896L, 36),
        (unsigned long)(p4a_object_last(c, sizeof c[0], 29896L, 36) >= p4a_object_first(c, sizeof c[0], 29896L, 36) ? p4a_object_last(c, sizeof c[0], 29896L, 36) - p4a_object_first(c, sizeof c[0], 29896L, 36) + 1 : 0) * sizeof c[0],
        44);
    printf("%.12e %ld %.12e %.12e\n", s, k, a[37 / 2][101 / 2], c[37 - 1][101 - 1]);
    return 0;
}
