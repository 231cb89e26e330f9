#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_tile_stencils_1d_3d[] = "/* Kernel of the loop at tile_stencils_1d_3d.c:14: for (int i = 0; i < 1000; i++) */\n"
    "extern \"C\" __global__ void p4a_kernel_main_14(char *p4a_f_base, long p4a_f_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *f = (double *)(p4a_f_base + p4a_f_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        f[i] = i * 37 % 101 / 101.0;\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_stencils_1d_3d.c:16: for (int x = 0; x < 19; x++) */\n"
    "extern \"C\" __global__ void p4a_kernel_main_16(char *p4a_w_base, long p4a_w_offset, char *p4a_u_base, long p4a_u_offset, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    float *w = (float *)(p4a_w_base + p4a_w_offset);\n"
    "    float *u = (float *)(p4a_u_base + p4a_u_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "        int x = p4a_lo_x + p4a_g2;\n"
    "        int y = p4a_lo_y + p4a_g1;\n"
    "        int z = p4a_lo_z + p4a_g0;\n"
    "        u[(x * 23L + y) * 29L + z] = w[(x * 23L + y) * 29L + z] = (float)((x * 3 + y * 5 + z * 7) % 11);\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_stencils_1d_3d.c:21: for (int i = 2; i < 1000 - 2; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_21(char *p4a_f_base, long p4a_f_offset, char *p4a_g_base, long p4a_g_offset, long p4a_g_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *f = (double *)(p4a_f_base + p4a_f_offset);\n"
    "    double *g = (double *)(p4a_g_base + p4a_g_offset) - p4a_g_first;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_tile_f[260L];\n"
    "    for (long p4a_k = p4a_l0; p4a_k < 260L; p4a_k += 256L) {\n"
    "        long p4a_c = p4a_k;\n"
    "        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 2L;\n"
    "        if ((p4a_q + 2 >= 0 && p4a_q + 2 < p4a_count0) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q >= 0 && p4a_q < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0) || (p4a_q - 2 >= 0 && p4a_q - 2 < p4a_count0)) {\n"
    "            p4a_tile_f[p4a_c] = f[p4a_lo_i + p4a_q];\n"
    "        }\n"
    "    }\n"
    "    __syncthreads();\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        g[i] = (p4a_tile_f[p4a_l0] + 2 * p4a_tile_f[p4a_l0 + 1L] + 4 * p4a_tile_f[p4a_l0 + 2L] + 2 * p4a_tile_f[p4a_l0 + 3L] + p4a_tile_f[p4a_l0 + 4L]) / 10;\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_stencils_1d_3d.c:23: for (int i = 2; i < 1000 - 2; i++) */\n"
    "extern \"C\" __global__ void p4a_kernel_main_23(char *p4a_g_base, long p4a_g_offset, long p4a_g_first, char *p4a_f_base, long p4a_f_offset, long p4a_f_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *g = (double *)(p4a_g_base + p4a_g_offset) - p4a_g_first;\n"
    "    double *f = (double *)(p4a_f_base + p4a_f_offset) - p4a_f_first;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        f[i] = g[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_stencils_1d_3d.c:27: for (int x = 1; x < 19 - 1; x++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_27(char *p4a_u_base, long p4a_u_offset, char *p4a_w_base, long p4a_w_offset, long p4a_w_first, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_march_n, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    float *u = (float *)(p4a_u_base + p4a_u_offset);\n"
    "    float *w = (float *)(p4a_w_base + p4a_w_offset) - p4a_w_first * 23L * 29L;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    long p4a_l1 = (long)threadIdx.y;\n"
    "    long p4a_l2 = (long)threadIdx.z;\n"
    "    long p4a_z0 = p4a_g2 * 16L;\n"
    "    long p4a_z1 = p4a_z0 + 16L < p4a_march_n \? p4a_z0 + 16L : p4a_march_n;\n"
    "    __shared__ float p4a_tile_u[3L][10L][34L];\n"
    "    for (long p4a_p = p4a_z0 - 1L; p4a_p < p4a_z0 + 1L; p4a_p++) {\n"
    "        for (long p4a_k = p4a_l0 + p4a_l1 * 32L + p4a_l2 * 256L; p4a_k < 340L; p4a_k += 256L) {\n"
    "            long p4a_c = (p4a_p - p4a_z0 + 1L) % 3L;\n"
    "            long p4a_c_1 = p4a_k / 34L;\n"
    "            long p4a_q = p4a_g1 - p4a_l1 + p4a_c_1 - 1L;\n"
    "            long p4a_c_2 = p4a_k % 34L;\n"
    "            long p4a_q_1 = p4a_g0 - p4a_l0 + p4a_c_2 - 1L;\n"
    "            if ((p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p + 1 >= 0 && p4a_p + 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p - 1 >= 0 && p4a_p - 1 < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count1) && (p4a_q_1 >= 0 && p4a_q_1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 + 1 >= 0 && p4a_q_1 + 1 < p4a_count0)) || (p4a_p >= 0 && p4a_p < p4a_march_n && (p4a_q >= 0 && p4a_q < p4a_count1) && (p4a_q_1 - 1 >= 0 && p4a_q_1 - 1 < p4a_count0))) {\n"
    "                p4a_tile_u[p4a_c][p4a_c_1][p4a_c_2] = u[((p4a_lo_x + p4a_p) * 23L + (p4a_lo_y + p4a_q)) * 29L + (p4a_lo_z + p4a_q_1)];\n"
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
    "                if ((p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 + 1 >= 0 && p4a_p_1 + 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 - 1 >= 0 && p4a_p_1 - 1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 + 1 >= 0 && p4a_q_2 + 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 - 1 >= 0 && p4a_q_2 - 1 < p4a_count1) && (p4a_q_3 >= 0 && p4a_q_3 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 + 1 >= 0 && p4a_q_3 + 1 < p4a_count0)) || (p4a_p_1 >= 0 && p4a_p_1 < p4a_march_n && (p4a_q_2 >= 0 && p4a_q_2 < p4a_count1) && (p4a_q_3 - 1 >= 0 && p4a_q_3 - 1 < p4a_count0))) {\n"
    "                    p4a_tile_u[p4a_c_3][p4a_c_4][p4a_c_5] = u[((p4a_lo_x + p4a_p_1) * 23L + (p4a_lo_y + p4a_q_2)) * 29L + (p4a_lo_z + p4a_q_3)];\n"
    "                }\n"
    "            }\n"
    "        }\n"
    "        __syncthreads();\n"
    "        if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "            int x = p4a_lo_x + p4a_z;\n"
    "            int y = p4a_lo_y + p4a_g1;\n"
    "            int z = p4a_lo_z + p4a_g0;\n"
    "            w[(x * 23L + y) * 29L + z] = p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + 0.1f * (p4a_tile_u[(p4a_z - p4a_z0) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 2L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 2L][p4a_l0 + 1L] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0] + p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 2L] - 6.0f * p4a_tile_u[(p4a_z - p4a_z0 + 1L) % 3L][p4a_l1 + 1L][p4a_l0 + 1L]);\n"
    "        }\n"
    "        __syncthreads();\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_stencils_1d_3d.c:33: for (int x = 1; x < 19 - 1; x++) */\n"
    "extern \"C\" __global__ void p4a_kernel_main_33(char *p4a_w_base, long p4a_w_offset, long p4a_w_first, char *p4a_u_base, long p4a_u_offset, long p4a_u_first, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    float *w = (float *)(p4a_w_base + p4a_w_offset) - p4a_w_first * 23L * 29L;\n"
    "    float *u = (float *)(p4a_u_base + p4a_u_offset) - p4a_u_first * 23L * 29L;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "        int x = p4a_lo_x + p4a_g2;\n"
    "        int y = p4a_lo_y + p4a_g1;\n"
    "        int z = p4a_lo_z + p4a_g0;\n"
    "        u[(x * 23L + y) * 29L + z] = w[(x * 23L + y) * 29L + z];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at tile_stencils_1d_3d.c:39: for (int i = 0; i < 1000; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_39(char *p4a_f_base, long p4a_f_offset, char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *f = (double *)(p4a_f_base + p4a_f_offset);\n"
    "    double *p4a_s_partials = (double *)(p4a_s_partials_base + p4a_s_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    double s = 0;\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_s_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t;\n"
    "            s += f[i] * (i % 7);\n"
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
    "/* Kernel of the loop at tile_stencils_1d_3d.c:41: for (int x = 0; x < 19; x++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_41(char *p4a_u_base, long p4a_u_offset, char *p4a_h_partials_base, long p4a_h_partials_offset, long p4a_trips, long p4a_n_x, long p4a_n_y, long p4a_n_z, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    float *u = (float *)(p4a_u_base + p4a_u_offset);\n"
    "    double *p4a_h_partials = (double *)(p4a_h_partials_base + p4a_h_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    double h = 0;\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_h_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int x = p4a_lo_x + p4a_t / p4a_n_y / p4a_n_z;\n"
    "            int y = p4a_lo_y + p4a_t / p4a_n_z % p4a_n_y;\n"
    "            int z = p4a_lo_z + p4a_t % p4a_n_z;\n"
    "            h += u[(x * 23L + y) * 29L + z] * ((x + y + z) % 5);\n"
    "        }\n"
    "    }\n"
    "    p4a_h_block[p4a_l0] = h;\n"
    "    __syncthreads();\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_h_block[p4a_l0] = p4a_h_block[p4a_l0] + p4a_h_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_h_partials[p4a_g0 / 256L] = p4a_h_block[0];\n"
    "    }\n"
    "}\n";
static double f[1000], g[1000];
static float u[19][23][29], w[19][23][29];

int main(void)
{
    p4a_host_fresh(f, sizeof f);
    p4a_host_fresh(g, sizeof g);
    p4a_host_fresh(u, sizeof u);
    p4a_host_fresh(w, sizeof w);
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 1000 >= 1 ? (long)(1000 - 1) - p4a_lo_i + 1 : 0;
        if (p4a_n_i > 0) {
            unsigned long p4a_f_bytes = (unsigned long)(p4a_object_last(f, sizeof f[0], 8000L, 999) >= 0 ? p4a_object_last(f,
                sizeof f[0], 8000L, 999) - 0 + 1 : 1) * sizeof f[0];
            p4a_launch_begin(p4a_kernels_tile_stencils_1d_3d, "p4a_kernel_main_14");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, f, p4a_f_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_end(1, p4a_n_i, 0, 0);
        }
    }
    {
        long p4a_lo_x = (long)0;
        long p4a_n_x = 19 >= 1 ? (long)(19 - 1) - p4a_lo_x + 1 : 0;
        long p4a_lo_y = (long)0;
        long p4a_n_y = 23 >= 1 ? (long)(23 - 1) - p4a_lo_y + 1 : 0;
        long p4a_lo_z = (long)0;
        long p4a_n_z = 29 >= 1 ? (long)(29 - 1) - p4a_lo_z + 1 : 0;
        if (p4a_n_x > 0 && p4a_n_y > 0 && p4a_n_z > 0) {
            unsigned long p4a_w_bytes = (unsigned long)(p4a_object_last(w, sizeof w[0], 50692L, 18) >= 0 ? p4a_object_last(w,
                sizeof w[0], 50692L, 18) - 0 + 1 : 1) * sizeof w[0];
            unsigned long p4a_u_bytes = (unsigned long)(p4a_object_last(u, sizeof u[0], 50692L, 18) >= 0 ? p4a_object_last(u,
                sizeof u[0], 50692L, 18) - 0 + 1 : 1) * sizeof u[0];
            p4a_launch_begin(p4a_kernels_tile_stencils_1d_3d, "p4a_kernel_main_16");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, w, p4a_w_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, u, p4a_u_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x, sizeof p4a_lo_x);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y, sizeof p4a_lo_y);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z, sizeof p4a_lo_z);
            p4a_launch_end(3, p4a_n_z, p4a_n_y, p4a_n_x);
        }
    }
    for (int r = 0; r < 5; r++) {
        {
            long p4a_lo_i_1 = (long)2;
            long p4a_n_i_1 = 1000 >= 5 ? (long)(1000 - 2 - 1) - p4a_lo_i_1 + 1 : 0;
            if (p4a_n_i_1 > 0) {
                unsigned long p4a_f_bytes_1 = (unsigned long)(p4a_object_last(f, sizeof f[0], 8000L,
                    999) >= 0 ? p4a_object_last(f, sizeof f[0], 8000L, 999) - 0 + 1 : 1) * sizeof f[0];
                long p4a_g_first = p4a_object_first(g, sizeof g[0], 8000L, 2);
                unsigned long p4a_g_bytes = (unsigned long)(p4a_object_last(g, sizeof g[0], 8000L,
                    997) >= p4a_g_first ? p4a_object_last(g, sizeof g[0], 8000L, 997) - p4a_g_first + 1 : 1) * sizeof g[0];
                p4a_launch_begin(p4a_kernels_tile_stencils_1d_3d, "p4a_kernel_main_21");
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, f, p4a_f_bytes_1);
                p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, g + p4a_g_first, p4a_g_bytes);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_g_first, sizeof p4a_g_first);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
                p4a_launch_block(256, 1, 1);
                p4a_launch_end(1, p4a_n_i_1, 0, 0);
            }
        }
        {
            long p4a_lo_i_2 = (long)2;
            long p4a_n_i_2 = 1000 >= 5 ? (long)(1000 - 2 - 1) - p4a_lo_i_2 + 1 : 0;
            if (p4a_n_i_2 > 0) {
                long p4a_g_first_1 = p4a_object_first(g, sizeof g[0], 8000L, 2);
                unsigned long p4a_g_bytes_1 = (unsigned long)(p4a_object_last(g, sizeof g[0], 8000L,
                    997) >= p4a_g_first_1 ? p4a_object_last(g, sizeof g[0], 8000L, 997) - p4a_g_first_1 + 1 : 1) * sizeof g[0];
                long p4a_f_first = p4a_object_first(f, sizeof f[0], 8000L, 2);
                unsigned long p4a_f_bytes_2 = (unsigned long)(p4a_object_last(f, sizeof f[0], 8000L,
                    997) >= p4a_f_first ? p4a_object_last(f, sizeof f[0], 8000L, 997) - p4a_f_first + 1 : 1) * sizeof f[0];
                p4a_launch_begin(p4a_kernels_tile_stencils_1d_3d, "p4a_kernel_main_23");
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, g + p4a_g_first_1, p4a_g_bytes_1);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_g_first_1, sizeof p4a_g_first_1);
                p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, f + p4a_f_first, p4a_f_bytes_2);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_f_first, sizeof p4a_f_first);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_2, sizeof p4a_lo_i_2);
                p4a_launch_end(1, p4a_n_i_2, 0, 0);
            }
        }
    }
    for (int t = 0; t < 4; t++) {
        {
            long p4a_lo_x_1 = (long)1;
            long p4a_n_x_1 = 19 >= 3 ? (long)(19 - 1 - 1) - p4a_lo_x_1 + 1 : 0;
            long p4a_lo_y_1 = (long)1;
            long p4a_n_y_1 = 23 >= 3 ? (long)(23 - 1 - 1) - p4a_lo_y_1 + 1 : 0;
            long p4a_lo_z_1 = (long)1;
            long p4a_n_z_1 = 29 >= 3 ? (long)(29 - 1 - 1) - p4a_lo_z_1 + 1 : 0;
            if (p4a_n_x_1 > 0 && p4a_n_y_1 > 0 && p4a_n_z_1 > 0) {
                unsigned long p4a_u_bytes_1 = (unsigned long)(p4a_object_last(u, sizeof u[0],
                    50692L, 18) >= 0 ? p4a_object_last(u, sizeof u[0], 50692L, 18) - 0 + 1 : 1) * sizeof u[0];
                long p4a_w_first = p4a_object_first(w, sizeof w[0], 50692L, 1);
                unsigned long p4a_w_bytes_1 = (unsigned long)(p4a_object_last(w, sizeof w[0],
                    50692L, 17) >= p4a_w_first ? p4a_object_last(w, sizeof w[0], 50692L, 17) - p4a_w_first + 1 : 1) * sizeof w[0];
                p4a_launch_begin(p4a_kernels_tile_stencils_1d_3d, "p4a_kernel_main_27");
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, u, p4a_u_bytes_1);
                p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, w + p4a_w_first, p4a_w_bytes_1);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_w_first, sizeof p4a_w_first);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x_1, sizeof p4a_lo_x_1);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y_1, sizeof p4a_lo_y_1);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z_1, sizeof p4a_lo_z_1);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_x_1, sizeof p4a_n_x_1);
                p4a_launch_block(32, 8, 1);
                p4a_launch_end(3, p4a_n_z_1, p4a_n_y_1, (p4a_n_x_1 + 15L) / 16L);
            }
        }
        {
            long p4a_lo_x_2 = (long)1;
            long p4a_n_x_2 = 19 >= 3 ? (long)(19 - 1 - 1) - p4a_lo_x_2 + 1 : 0;
            long p4a_lo_y_2 = (long)1;
            long p4a_n_y_2 = 23 >= 3 ? (long)(23 - 1 - 1) - p4a_lo_y_2 + 1 : 0;
            long p4a_lo_z_2 = (long)1;
            long p4a_n_z_2 = 29 >= 3 ? (long)(29 - 1 - 1) - p4a_lo_z_2 + 1 : 0;
            if (p4a_n_x_2 > 0 && p4a_n_y_2 > 0 && p4a_n_z_2 > 0) {
                long p4a_w_first_1 = p4a_object_first(w, sizeof w[0], 50692L, 1);
                unsigned long p4a_w_bytes_2 = (unsigned long)(p4a_object_last(w, sizeof w[0],
                    50692L, 17) >= p4a_w_first_1 ? p4a_object_last(w, sizeof w[0], 50692L, 17) - p4a_w_first_1 + 1 : 1) * sizeof w[0];
                long p4a_u_first = p4a_object_first(u, sizeof u[0], 50692L, 1);
                unsigned long p4a_u_bytes_2 = (unsigned long)(p4a_object_last(u, sizeof u[0],
                    50692L, 17) >= p4a_u_first ? p4a_object_last(u, sizeof u[0], 50692L, 17) - p4a_u_first + 1 : 1) * sizeof u[0];
                p4a_launch_begin(p4a_kernels_tile_stencils_1d_3d, "p4a_kernel_main_33");
                p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, w + p4a_w_first_1, p4a_w_bytes_2);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_w_first_1, sizeof p4a_w_first_1);
                p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, u + p4a_u_first, p4a_u_bytes_2);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_u_first, sizeof p4a_u_first);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x_2, sizeof p4a_lo_x_2);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y_2, sizeof p4a_lo_y_2);
                p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z_2, sizeof p4a_lo_z_2);
                p4a_launch_end(3, p4a_n_z_2, p4a_n_y_2, p4a_n_x_2);
            }
        }
    }
    double s = 0, h = 0;
    {
        long p4a_lo_i_3 = (long)0;
        long p4a_n_i_3 = 1000 >= 1 ? (long)(1000 - 1) - p4a_lo_i_3 + 1 : 0;
        if (p4a_n_i_3 > 0) {
            unsigned long p4a_f_bytes_3 = (unsigned long)(p4a_object_last(f, sizeof f[0], 8000L,
                999) >= 0 ? p4a_object_last(f, sizeof f[0], 8000L, 999) - 0 + 1 : 1) * sizeof f[0];
            long p4a_points = p4a_n_i_3 < 262144 ? p4a_n_i_3 : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_s_partial_bytes = (unsigned long)p4a_partials * sizeof s;
            double *p4a_s_partials = p4a_host_malloc(p4a_s_partial_bytes);
            p4a_launch_begin(p4a_kernels_tile_stencils_1d_3d, "p4a_kernel_main_39");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, f, p4a_f_bytes_3);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s_partials, p4a_s_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_3, sizeof p4a_n_i_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_3, sizeof p4a_lo_i_3);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_s_partials, p4a_s_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                s = s + p4a_s_partials[p4a_t];
            }
            p4a_host_free(p4a_s_partials);
        }
    }
    {
        long p4a_lo_x_3 = (long)0;
        long p4a_n_x_3 = 19 >= 1 ? (long)(19 - 1) - p4a_lo_x_3 + 1 : 0;
        long p4a_lo_y_3 = (long)0;
        long p4a_n_y_3 = 23 >= 1 ? (long)(23 - 1) - p4a_lo_y_3 + 1 : 0;
        long p4a_lo_z_3 = (long)0;
        long p4a_n_z_3 = 29 >= 1 ? (long)(29 - 1) - p4a_lo_z_3 + 1 : 0;
        if (p4a_n_x_3 > 0 && p4a_n_y_3 > 0 && p4a_n_z_3 > 0) {
            unsigned long p4a_u_bytes_3 = (unsigned long)(p4a_object_last(u, sizeof u[0], 50692L,
                18) >= 0 ? p4a_object_last(u, sizeof u[0], 50692L, 18) - 0 + 1 : 1) * sizeof u[0];
            long p4a_trips = p4a_n_x_3 * p4a_n_y_3 * p4a_n_z_3;
            long p4a_points_1 = p4a_trips < 262144 ? p4a_trips : 262144;
            long p4a_partials_1 = (p4a_points_1 + 255) / 256;
            unsigned long p4a_h_partial_bytes = (unsigned long)p4a_partials_1 * sizeof h;
            double *p4a_h_partials = p4a_host_malloc(p4a_h_partial_bytes);
            p4a_launch_begin(p4a_kernels_tile_stencils_1d_3d, "p4a_kernel_main_41");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, u, p4a_u_bytes_3);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_h_partials, p4a_h_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips, sizeof p4a_trips);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_x_3, sizeof p4a_n_x_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_y_3, sizeof p4a_n_y_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_z_3, sizeof p4a_n_z_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x_3, sizeof p4a_lo_x_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y_3, sizeof p4a_lo_y_3);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z_3, sizeof p4a_lo_z_3);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points_1, 0, 0);
            p4a_copy_from_device(p4a_h_partials, p4a_h_partial_bytes);
            for (long p4a_t_1 = 0; p4a_t_1 < p4a_partials_1; p4a_t_1++) {
                h = h + p4a_h_partials[p4a_t_1];
            }
            p4a_host_free(p4a_h_partials);
        }
    }
    printf("%.12e %.6e\n", s, h);
    return 0;
}
