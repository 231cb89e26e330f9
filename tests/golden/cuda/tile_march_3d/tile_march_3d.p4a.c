#include <stdio.h>
#include <stdlib.h>
#include "p4a_runtime.h"
static const char p4a_kernels_tile_march_3d[] = "/* Kernel of the loop at tile_march_3d.c:11: for (int x = 1; x < nx - 1; x++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_nineteen_11(char *p4a_in_base, long p4a_in_offset, char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_in_extent1, long p4a_in_extent2, long p4a_out_extent1, long p4a_out_extent2, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_march_n, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    double *in = (double *)(p4a_in_base + p4a_in_offset);\n"
    "    double *out = (double *)(p4a_out_base + p4a_out_offset) - p4a_out_first * p4a_out_extent1 * p4a_out_extent2;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    long p4a_l1 = (long)threadIdx.y;\n"
    "    long p4a_l2 = (long)threadIdx.z;\n"
    "    long p4a_z0 = p4a_g2 * 16L;\n"
    "    long p4a_z1 = p4a_z0 + 16L < p4a_march_n \? p4a_z0 + 16L : p4a_march_n;\n"
    "    __shared__ double p4a_tile_in[3L][10L][34L];\n"
    "    for (long p4a_p = p4a_z0 - 1L; p4a_p < p4a_z0 + 1L; p4a_p++) {\n"
    "        for (long p4a_k = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k < 340L; p4a_k += 256L) {\n"
    "            long p4a_c = (p4a_p - p4a_z0 + 1L) % 3L;\n"
    "            long p4a_c_1 = p4a_k / 34L;\n"
    "            long p4a_q = p4a_g1 - p4a_l1 + p4a_c_1 - 1L;\n"
    "            long p4a_c_2 = p4a_k % 34L;\n"
    "            long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_2 - 1L;\n"
    "            if ((p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {\n"
    "                p4a_tile_in[p4a_c][p4a_c_1][p4a_c_2] = in[((p4a_lo_x + p4a_p) * p4a_in_extent1 + (p4a_lo_y + p4a_q)) * p4a_in_extent2 + (p4a_lo_z + p4a_q_1)];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    for (long p4a_z = p4a_z0; p4a_z < p4a_z1; p4a_z++) {\n"
    "        {\n"
    "            long p4a_p_1 = p4a_z + 1L;\n"
    "            for (long p4a_k_1 = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k_1 < 340L; p4a_k_1 += 256L) {\n"
    "                long p4a_c_3 = (p4a_p_1 - p4a_z0 + 1L) % 3L;\n"
    "                long p4a_c_4 = p4a_k_1 / 34L;\n"
    "                long p4a_q_2 = p4a_g1 - p4a_l1 + p4a_c_4 - 1L;\n"
    "                long p4a_c_5 = p4a_k_1 % 34L;\n"
    "                long p4a_q_3 = p4a_g0 - p4a_l0 + p4a_c_5 - 1L;\n"
    "                if ((p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0))) {\n"
    "                    p4a_tile_in[p4a_c_3][p4a_c_4][p4a_c_5] = in[((p4a_lo_x + p4a_p_1) * p4a_in_extent1 + (p4a_lo_y + p4a_q_2)) * p4a_in_extent2 + (p4a_lo_z + p4a_q_3)];\n"
    "                }\n"
    "            }\n"
    "        }\n"
    "        __syncthreads();\n"
    "        if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "            int x = p4a_lo_x + p4a_z;\n"
    "            int y = p4a_lo_y + p4a_g1;\n"
    "            int z = p4a_lo_z + p4a_g0;\n"
    "            out[(x * p4a_out_extent1 + y) * p4a_out_extent2 + z] = 0.5 * p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + 0.05 * (p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 2L]) + 0.02 * (p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0 + 2L] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0 + 2L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 2L] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0] + p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0 + 2L]);\n"
    "        }\n"
    "        __syncthreads();\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_march_3d.c:25: for (int x = 2; x < nx; x++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_upwind_25(char *p4a_in_base, long p4a_in_offset, char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_in_extent1, long p4a_in_extent2, long p4a_out_extent1, long p4a_out_extent2, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_march_n, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    double *in = (double *)(p4a_in_base + p4a_in_offset);\n"
    "    double *out = (double *)(p4a_out_base + p4a_out_offset) - p4a_out_first * p4a_out_extent1 * p4a_out_extent2;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    long p4a_l1 = (long)threadIdx.y;\n"
    "    long p4a_l2 = (long)threadIdx.z;\n"
    "    long p4a_z0 = p4a_g2 * 16L;\n"
    "    long p4a_z1 = p4a_z0 + 16L < p4a_march_n \? p4a_z0 + 16L : p4a_march_n;\n"
    "    __shared__ double p4a_tile_in[3L][8L][33L];\n"
    "    for (long p4a_p = p4a_z0 - 2L; p4a_p < p4a_z0 + 0L; p4a_p++) {\n"
    "        for (long p4a_k = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k < 264L; p4a_k += 256L) {\n"
    "            long p4a_c = (p4a_p - p4a_z0 + 2L) % 3L;\n"
    "            long p4a_c_1 = p4a_k / 33L;\n"
    "            long p4a_q = p4a_g1 - p4a_l1 + p4a_c_1;\n"
    "            long p4a_c_2 = p4a_k % 33L;\n"
    "            long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_2 - 1L;\n"
    "            if ((p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 2 >= 0 && p4a_p + 2 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0))) {\n"
    "                p4a_tile_in[p4a_c][p4a_c_1][p4a_c_2] = in[((p4a_lo_x + p4a_p) * p4a_in_extent1 + (p4a_lo_y + p4a_q)) * p4a_in_extent2 + (p4a_lo_z + p4a_q_1)];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    for (long p4a_z = p4a_z0; p4a_z < p4a_z1; p4a_z++) {\n"
    "        {\n"
    "            long p4a_p_1 = p4a_z + 0L;\n"
    "            for (long p4a_k_1 = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k_1 < 264L; p4a_k_1 += 256L) {\n"
    "                long p4a_c_3 = (p4a_p_1 - p4a_z0 + 2L) % 3L;\n"
    "                long p4a_c_4 = p4a_k_1 / 33L;\n"
    "                long p4a_q_2 = p4a_g1 - p4a_l1 + p4a_c_4;\n"
    "                long p4a_c_5 = p4a_k_1 % 33L;\n"
    "                long p4a_q_3 = p4a_g0 - p4a_l0 + p4a_c_5 - 1L;\n"
    "                if ((p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 2 >= 0 && p4a_p_1 + 2 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0))) {\n"
    "                    p4a_tile_in[p4a_c_3][p4a_c_4][p4a_c_5] = in[((p4a_lo_x + p4a_p_1) * p4a_in_extent1 + (p4a_lo_y + p4a_q_2)) * p4a_in_extent2 + (p4a_lo_z + p4a_q_3)];\n"
    "                }\n"
    "            }\n"
    "        }\n"
    "        __syncthreads();\n"
    "        if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "            int x = p4a_lo_x + p4a_z;\n"
    "            int y = p4a_lo_y + p4a_g1;\n"
    "            int z = p4a_lo_z + p4a_g0;\n"
    "            out[(x * p4a_out_extent1 + y) * p4a_out_extent2 + z] = p4a_tile_in[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1][p4a_l0 + 1L] - 0.3 * p4a_tile_in[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 1L] - 0.1 * p4a_tile_in[(p4a_z - p4a_z0) % 3L][p4a_l1][p4a_l0];\n"
    "        }\n"
    "        __syncthreads();\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_march_3d.c:34: for (int x = 0; x < nx; x++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_sum_34(char *p4a_a_base, long p4a_a_offset, long p4a_a_extent1, long p4a_a_extent2, char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_n_x, long p4a_n_y, long p4a_n_z, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *a = (double *)(p4a_a_base + p4a_a_offset);\n"
    "    double *p4a_s_partials = (double *)(p4a_s_partials_base + p4a_s_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    double s = 0;\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_s_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int x = p4a_lo_x + p4a_t / p4a_n_y / p4a_n_z;\n"
    "            int y = p4a_lo_y + p4a_t / p4a_n_z % p4a_n_y;\n"
    "            int z = p4a_lo_z + p4a_t % p4a_n_z;\n"
    "            s += a[(x * p4a_a_extent1 + y) * p4a_a_extent2 + z] * ((x + 2 * y + 3 * z) % 7 + 1);\n"
    "        }\n"
    "    }\n"
    "    p4a_s_block[p4a_l0] = s;\n"
    "    __syncthreads();\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_s_block[p4a_l0] = p4a_s_block[p4a_l0] + p4a_s_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_s_partials[p4a_g0 / 256L] = p4a_s_block[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_march_3d.c:45: for (int x = 0; x < nx; x++) */\n"
    "extern \"C\" __global__ void p4a_kernel_run_45(char *p4a_b_base, long p4a_b_offset, char *p4a_a_base, long p4a_a_offset, long p4a_b_extent1, long p4a_b_extent2, long p4a_a_extent1, long p4a_a_extent2, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    double *b = (double *)(p4a_b_base + p4a_b_offset);\n"
    "    double *a = (double *)(p4a_a_base + p4a_a_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "        int x = p4a_lo_x + p4a_g2;\n"
    "        int y = p4a_lo_y + p4a_g1;\n"
    "        int z = p4a_lo_z + p4a_g0;\n"
    "        a[(x * p4a_a_extent1 + y) * p4a_a_extent2 + z] = b[(x * p4a_b_extent1 + y) * p4a_b_extent2 + z] = (x * 7 + y * 13 + z * 3) % 19 / 19.0;\n"
    "    }\n"
    "}\n";

static void nineteen(int nx, int ny, int nz, double (*out)[ny][nz], double (*in)[ny][nz])
{
    {
        long p4a_lo_x = (long)1;
        long p4a_n_x = nx >= 3 ? (long)(nx - 1 - 1) - p4a_lo_x + 1 : 0;
        long p4a_lo_y = (long)1;
        long p4a_n_y = ny >= 3 ? (long)(ny - 1 - 1) - p4a_lo_y + 1 : 0;
        long p4a_lo_z = (long)1;
        long p4a_n_z = nz >= 3 ? (long)(nz - 1 - 1) - p4a_lo_z + 1 : 0;
        if (p4a_n_x > 0 && p4a_n_y > 0 && p4a_n_z > 0) {
            long p4a_in_extent1 = (long)(sizeof in[0] / sizeof in[0][0]);
            long p4a_in_extent2 = (long)(sizeof in[0][0] / sizeof in[0][0][0]);
            unsigned long p4a_in_bytes = (unsigned long)(p4a_object_last(in, sizeof in[0], 0,
                (long)nx - 1) >= 0 ? p4a_object_last(in, sizeof in[0], 0, (long)nx - 1) - 0 + 1 : 1) * sizeof in[0];
            long p4a_out_extent1 = (long)(sizeof out[0] / sizeof out[0][0]);
            long p4a_out_extent2 = (long)(sizeof out[0][0] / sizeof out[0][0][0]);
            long p4a_out_first = p4a_object_first(out, sizeof out[0], 0, 1);
            unsigned long p4a_out_bytes = (unsigned long)(p4a_object_last(out, sizeof out[0], 0,
                (long)nx - 2) >= p4a_out_first ? p4a_object_last(out, sizeof out[0], 0,
                (long)nx - 2) - p4a_out_first + 1 : 1) * sizeof out[0];
            p4a_launch_begin(p4a_kernels_tile_march_3d, "p4a_kernel_nineteen_11");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, in, p4a_in_bytes);
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, out + p4a_out_first, p4a_out_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_out_first, sizeof p4a_out_first);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_in_extent1, sizeof p4a_in_extent1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_in_extent2, sizeof p4a_in_extent2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_out_extent1, sizeof p4a_out_extent1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_out_extent2, sizeof p4a_out_extent2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x, sizeof p4a_lo_x);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y, sizeof p4a_lo_y);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z, sizeof p4a_lo_z);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_x, sizeof p4a_n_x);
            p4a_launch_block(32, 8, 1);
            p4a_launch_end(3, p4a_n_z, p4a_n_y, (p4a_n_x + 15L) / 16L);
        }
    }
}

static void upwind(int nx, int ny, int nz, double (*out)[ny][nz], double (*in)[ny][nz])
{
    {
        long p4a_lo_x_1 = (long)2;
        long p4a_n_x_1 = nx >= 3 ? (long)(nx - 1) - p4a_lo_x_1 + 1 : 0;
        long p4a_lo_y_1 = (long)0;
        long p4a_n_y_1 = ny >= 1 ? (long)(ny - 1) - p4a_lo_y_1 + 1 : 0;
        long p4a_lo_z_1 = (long)1;
        long p4a_n_z_1 = nz >= 2 ? (long)(nz - 1) - p4a_lo_z_1 + 1 : 0;
        if (p4a_n_x_1 > 0 && p4a_n_y_1 > 0 && p4a_n_z_1 > 0) {
            long p4a_in_extent1_1 = (long)(sizeof in[0] / sizeof in[0][0]);
            long p4a_in_extent2_1 = (long)(sizeof in[0][0] / sizeof in[0][0][0]);
            unsigned long p4a_in_bytes_1 = (unsigned long)(p4a_object_last(in, sizeof in[0], 0,
                (long)nx - 1) >= 0 ? p4a_object_last(in, sizeof in[0], 0, (long)nx - 1) - 0 + 1 : 1) * sizeof in[0];
            long p4a_out_extent1_1 = (long)(sizeof out[0] / sizeof out[0][0]);
            long p4a_out_extent2_1 = (long)(sizeof out[0][0] / sizeof out[0][0][0]);
            long p4a_out_first_1 = p4a_object_first(out, sizeof out[0], 0, 2);
            unsigned long p4a_out_bytes_1 = (unsigned long)(p4a_object_last(out, sizeof out[0], 0,
                (long)nx - 1) >= p4a_out_first_1 ? p4a_object_last(out, sizeof out[0], 0,
                (long)nx - 1) - p4a_out_first_1 + 1 : 1) * sizeof out[0];
            p4a_launch_begin(p4a_kernels_tile_march_3d, "p4a_kernel_upwind_25");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, in, p4a_in_bytes_1);
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, out + p4a_out_first_1, p4a_out_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_out_first_1, sizeof p4a_out_first_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_in_extent1_1, sizeof p4a_in_extent1_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_in_extent2_1, sizeof p4a_in_extent2_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_out_extent1_1, sizeof p4a_out_extent1_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_out_extent2_1, sizeof p4a_out_extent2_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x_1, sizeof p4a_lo_x_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y_1, sizeof p4a_lo_y_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z_1, sizeof p4a_lo_z_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_x_1, sizeof p4a_n_x_1);
            p4a_launch_block(32, 8, 1);
            p4a_launch_end(3, p4a_n_z_1, p4a_n_y_1, (p4a_n_x_1 + 15L) / 16L);
        }
    }
}

static double sum(int nx, int ny, int nz, double (*a)[ny][nz])
{
    double s = 0;
    {
        long p4a_lo_x_2 = (long)0;
        long p4a_n_x_2 = nx >= 1 ? (long)(nx - 1) - p4a_lo_x_2 + 1 : 0;
        long p4a_lo_y_2 = (long)0;
        long p4a_n_y_2 = ny >= 1 ? (long)(ny - 1) - p4a_lo_y_2 + 1 : 0;
        long p4a_lo_z_2 = (long)0;
        long p4a_n_z_2 = nz >= 1 ? (long)(nz - 1) - p4a_lo_z_2 + 1 : 0;
        if (p4a_n_x_2 > 0 && p4a_n_y_2 > 0 && p4a_n_z_2 > 0) {
            long p4a_a_extent1 = (long)(sizeof a[0] / sizeof a[0][0]);
            long p4a_a_extent2 = (long)(sizeof a[0][0] / sizeof a[0][0][0]);
            unsigned long p4a_a_bytes = (unsigned long)(p4a_object_last(a, sizeof a[0], 0,
                (long)nx - 1) >= 0 ? p4a_object_last(a, sizeof a[0], 0, (long)nx - 1) - 0 + 1 : 1) * sizeof a[0];
            long p4a_trips = p4a_n_x_2 * p4a_n_y_2 * p4a_n_z_2;
            long p4a_points = p4a_trips < 262144 ? p4a_trips : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_s_partial_bytes = (unsigned long)p4a_partials * sizeof s;
            double *p4a_s_partials = p4a_host_malloc(p4a_s_partial_bytes);
            p4a_launch_begin(p4a_kernels_tile_march_3d, "p4a_kernel_sum_34");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, a, p4a_a_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_a_extent1, sizeof p4a_a_extent1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_a_extent2, sizeof p4a_a_extent2);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s_partials, p4a_s_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips, sizeof p4a_trips);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_x_2, sizeof p4a_n_x_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_y_2, sizeof p4a_n_y_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_z_2, sizeof p4a_n_z_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x_2, sizeof p4a_lo_x_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y_2, sizeof p4a_lo_y_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z_2, sizeof p4a_lo_z_2);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_s_partials, p4a_s_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                s = s + p4a_s_partials[p4a_t];
            }
            p4a_host_free(p4a_s_partials);
        }
    }
    return s;
}

static void run(int nx, int ny, int nz)
{
    double (*a)[ny][nz] = p4a_host_malloc(sizeof(double[nx][ny][nz]));
    p4a_host_fresh(a, sizeof(double[nx][ny][nz]));
    double (*b)[ny][nz] = p4a_host_malloc(sizeof(double[nx][ny][nz]));
    p4a_host_fresh(b, sizeof(double[nx][ny][nz]));
    {
        long p4a_lo_x_3 = (long)0;
        long p4a_n_x_3 = nx >= 1 ? (long)(nx - 1) - p4a_lo_x_3 + 1 : 0;
        long p4a_lo_y_3 = (long)0;
        long p4a_n_y_3 = ny >= 1 ? (long)(ny - 1) - p4a_lo_y_3 + 1 : 0;
        long p4a_lo_z_3 = (long)0;
        long p4a_n_z_3 = nz >= 1 ? (long)(nz - 1) - p4a_lo_z_3 + 1 : 0;
        if (p4a_n_x_3 > 0 && p4a_n_y_3 > 0 && p4a_n_z_3 > 0) {
            long p4a_b_extent1 = (long)(sizeof b[0] / sizeof b[0][0]);
            long p4a_b_extent2 = (long)(sizeof b[0][0] / sizeof b[0][0][0]);
            unsigned long p4a_b_bytes = (unsigned long)(p4a_object_last(b, sizeof b[0], 0,
                (long)nx - 1) >= 0 ? p4a_object_last(b, sizeof b[0], 0, (long)nx - 1) - 0 + 1 : 1) * sizeof b[0];
            long p4a_a_extent1_1 = (long)(sizeof a[0] / sizeof a[0][0]);
            long p4a_a_extent2_1 = (long)(sizeof a[0][0] / sizeof a[0][0][0]);
            unsigned long p4a_a_bytes_1 = (unsigned long)(p4a_object_last(a, sizeof a[0], 0,
                (long)nx - 1) >= 0 ? p4a_object_last(a, sizeof a[0], 0, (long)nx - 1) - 0 + 1 : 1) * sizeof a[0];
            p4a_launch_begin(p4a_kernels_tile_march_3d, "p4a_kernel_run_45");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, b, p4a_b_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, a, p4a_a_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_b_extent1, sizeof p4a_b_extent1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_b_extent2, sizeof p4a_b_extent2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_a_extent1_1, sizeof p4a_a_extent1_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_a_extent2_1, sizeof p4a_a_extent2_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x_3, sizeof p4a_lo_x_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y_3, sizeof p4a_lo_y_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z_3, sizeof p4a_lo_z_3);
            p4a_launch_end(3, p4a_n_z_3, p4a_n_y_3, p4a_n_x_3);
        }
    }
    for (int t = 0; t < 3; t++) {
        nineteen(nx, ny, nz, b, a);
        nineteen(nx, ny, nz, a, b);
    }
    upwind(nx, ny, nz, b, a);
    double sum_value = sum(nx, ny, nz, a);
    double sum_value_1 = sum(nx, ny, nz, b);
    printf("%d %d %d: %.12e %.12e\n", nx, ny, nz, sum_value, sum_value_1);
    p4a_host_free(a);
    p4a_host_free(b);
}

int main(void)
{
    run(37, 21, 45);
    run(3, 40, 33);
    return 0;
}
