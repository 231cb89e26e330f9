#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_coalesce_column_order[] = "/* Kernel of the loop at coalesce_column_order.c:15: for (int j = 0; j < 257; j++) */\n"
    "extern \"C\" __global__ void p4a_kernel_main_15(char *p4a_a_base, long p4a_a_offset, char *p4a_b_base, long p4a_b_offset, long p4a_lo_j, long p4a_lo_i, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    double *a = (double *)(p4a_a_base + p4a_a_offset);\n"
    "    double *b = (double *)(p4a_b_base + p4a_b_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        {\n"
    "            a[i * 257L + j] = (i * 3 + j * 7) % 31 / 31.0;\n"
    "            b[j * 300L + i] = a[i * 257L + j] * 2.0;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at coalesce_column_order.c:21: for (int z = 0; z < 40; z++) */\n"
    "extern \"C\" __global__ void p4a_kernel_main_21(char *p4a_cube_base, long p4a_cube_offset, long p4a_lo_z, long p4a_lo_y, long p4a_lo_x, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    float *cube = (float *)(p4a_cube_base + p4a_cube_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    long p4a_g2 = p4a_offset2 + (blockIdx.z * (long)blockDim.z + threadIdx.z);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "        int z = p4a_lo_z + p4a_g0;\n"
    "        int y = p4a_lo_y + p4a_g2;\n"
    "        int x = p4a_lo_x + p4a_g1;\n"
    "        cube[(x * 30L + y) * 40L + z] = (float)(x + y * 2 + z * 3);\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at coalesce_column_order.c:25: for (int i = 0; i < 300; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_25(char *p4a_a_base, long p4a_a_offset, char *p4a_b_base, long p4a_b_offset, char *p4a_c_base, long p4a_c_offset, char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *a = (double *)(p4a_a_base + p4a_a_offset);\n"
    "    double *b = (double *)(p4a_b_base + p4a_b_offset);\n"
    "    double *c = (double *)(p4a_c_base + p4a_c_offset);\n"
    "    double *p4a_s_partials = (double *)(p4a_s_partials_base + p4a_s_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    double s = 0;\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_s_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t / p4a_n_j;\n"
    "            int j = p4a_lo_j + p4a_t % p4a_n_j;\n"
    "            {\n"
    "                c[i * 257L + j] = a[i * 257L + j] + b[j * 300L + i];\n"
    "                s += c[i * 257L + j] * ((i + j) % 5);\n"
    "            }\n"
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
    "/* Kernel of the loop at coalesce_column_order.c:33: for (int x = 0; x < 20; x++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_33(char *p4a_cube_base, long p4a_cube_offset, char *p4a_t_partials_base, long p4a_t_partials_offset, long p4a_trips, long p4a_n_x, long p4a_n_y, long p4a_n_z, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    float *cube = (float *)(p4a_cube_base + p4a_cube_offset);\n"
    "    double *p4a_t_partials = (double *)(p4a_t_partials_base + p4a_t_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    double t = 0;\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_t_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int x = p4a_lo_x + p4a_t / p4a_n_y / p4a_n_z;\n"
    "            int y = p4a_lo_y + p4a_t / p4a_n_z % p4a_n_y;\n"
    "            int z = p4a_lo_z + p4a_t % p4a_n_z;\n"
    "            t += cube[(x * 30L + y) * 40L + z];\n"
    "        }\n"
    "    }\n"
    "    p4a_t_block[p4a_l0] = t;\n"
    "    __syncthreads();\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_t_block[p4a_l0] = p4a_t_block[p4a_l0] + p4a_t_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_t_partials[p4a_g0 / 256L] = p4a_t_block[0];\n"
    "    }\n"
    "}\n";
static double a[300][257], b[257][300], c[300][257];
static float cube[20][30][40];

int main(void)
{
    p4a_host_fresh(a, sizeof a);
    p4a_host_fresh(b, sizeof b);
    p4a_host_fresh(c, sizeof c);
    p4a_host_fresh(cube, sizeof cube);
    {
        long p4a_lo_j = (long)0;
        long p4a_n_j = 257 >= 1 ? (long)(257 - 1) - p4a_lo_j + 1 : 0;
        long p4a_lo_i = (long)0;
        long p4a_n_i = 300 >= 1 ? (long)(300 - 1) - p4a_lo_i + 1 : 0;
        if (p4a_n_j > 0 && p4a_n_i > 0) {
            unsigned long p4a_a_bytes = (unsigned long)(p4a_object_last(a, sizeof a[0], 616800L,
                299 > 299 ? 299 : 299) >= 0 ? p4a_object_last(a, sizeof a[0], 616800L,
                299 > 299 ? 299 : 299) - 0 + 1 : 1) * sizeof a[0];
            unsigned long p4a_b_bytes = (unsigned long)(p4a_object_last(b, sizeof b[0], 616800L,
                256) >= 0 ? p4a_object_last(b, sizeof b[0], 616800L, 256) - 0 + 1 : 1) * sizeof b[0];
            p4a_launch_begin(p4a_kernels_coalesce_column_order, "p4a_kernel_main_15");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, a, p4a_a_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, b, p4a_b_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j, sizeof p4a_lo_j);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_end(2, p4a_n_j, p4a_n_i, 0);
        }
    }
    {
        long p4a_lo_z = (long)0;
        long p4a_n_z = 40 >= 1 ? (long)(40 - 1) - p4a_lo_z + 1 : 0;
        long p4a_lo_y = (long)0;
        long p4a_n_y = 30 >= 1 ? (long)(30 - 1) - p4a_lo_y + 1 : 0;
        long p4a_lo_x = (long)0;
        long p4a_n_x = 20 >= 1 ? (long)(20 - 1) - p4a_lo_x + 1 : 0;
        if (p4a_n_z > 0 && p4a_n_y > 0 && p4a_n_x > 0) {
            unsigned long p4a_cube_bytes = (unsigned long)(p4a_object_last(cube, sizeof cube[0],
                96000L, 19) >= 0 ? p4a_object_last(cube, sizeof cube[0], 96000L, 19) - 0 + 1 : 1) * sizeof cube[0];
            p4a_launch_begin(p4a_kernels_coalesce_column_order, "p4a_kernel_main_21");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, cube, p4a_cube_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z, sizeof p4a_lo_z);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y, sizeof p4a_lo_y);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x, sizeof p4a_lo_x);
            p4a_launch_end(3, p4a_n_z, p4a_n_x, p4a_n_y);
        }
    }
    double s = 0;
    {
        long p4a_lo_i_1 = (long)0;
        long p4a_n_i_1 = 300 >= 1 ? (long)(300 - 1) - p4a_lo_i_1 + 1 : 0;
        long p4a_lo_j_1 = (long)0;
        long p4a_n_j_1 = 257 >= 1 ? (long)(257 - 1) - p4a_lo_j_1 + 1 : 0;
        if (p4a_n_i_1 > 0 && p4a_n_j_1 > 0) {
            unsigned long p4a_a_bytes_1 = (unsigned long)(p4a_object_last(a, sizeof a[0], 616800L,
                299) >= 0 ? p4a_object_last(a, sizeof a[0], 616800L, 299) - 0 + 1 : 1) * sizeof a[0];
            unsigned long p4a_b_bytes_1 = (unsigned long)(p4a_object_last(b, sizeof b[0], 616800L,
                256) >= 0 ? p4a_object_last(b, sizeof b[0], 616800L, 256) - 0 + 1 : 1) * sizeof b[0];
            unsigned long p4a_c_bytes = (unsigned long)(p4a_object_last(c, sizeof c[0], 616800L,
                299 > 299 ? 299 : 299) >= 0 ? p4a_object_last(c, sizeof c[0], 616800L,
                299 > 299 ? 299 : 299) - 0 + 1 : 1) * sizeof c[0];
            long p4a_trips = p4a_n_i_1 * p4a_n_j_1;
            long p4a_points = p4a_trips < 262144 ? p4a_trips : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_s_partial_bytes = (unsigned long)p4a_partials * sizeof s;
            double *p4a_s_partials = p4a_host_malloc(p4a_s_partial_bytes);
            p4a_launch_begin(p4a_kernels_coalesce_column_order, "p4a_kernel_main_25");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, a, p4a_a_bytes_1);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, b, p4a_b_bytes_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, c, p4a_c_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s_partials, p4a_s_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips, sizeof p4a_trips);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_1, sizeof p4a_n_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_j_1, sizeof p4a_n_j_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_1, sizeof p4a_lo_j_1);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_s_partials, p4a_s_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                s = s + p4a_s_partials[p4a_t];
            }
            p4a_host_free(p4a_s_partials);
        }
    }
    double t = 0;
    {
        long p4a_lo_x_1 = (long)0;
        long p4a_n_x_1 = 20 >= 1 ? (long)(20 - 1) - p4a_lo_x_1 + 1 : 0;
        long p4a_lo_y_1 = (long)0;
        long p4a_n_y_1 = 30 >= 1 ? (long)(30 - 1) - p4a_lo_y_1 + 1 : 0;
        long p4a_lo_z_1 = (long)0;
        long p4a_n_z_1 = 40 >= 1 ? (long)(40 - 1) - p4a_lo_z_1 + 1 : 0;
        if (p4a_n_x_1 > 0 && p4a_n_y_1 > 0 && p4a_n_z_1 > 0) {
            unsigned long p4a_cube_bytes_1 = (unsigned long)(p4a_object_last(cube, sizeof cube[0],
                96000L, 19) >= 0 ? p4a_object_last(cube, sizeof cube[0], 96000L, 19) - 0 + 1 : 1) * sizeof cube[0];
            long p4a_trips_1 = p4a_n_x_1 * p4a_n_y_1 * p4a_n_z_1;
            long p4a_points_1 = p4a_trips_1 < 262144 ? p4a_trips_1 : 262144;
            long p4a_partials_1 = (p4a_points_1 + 255) / 256;
            unsigned long p4a_t_partial_bytes = (unsigned long)p4a_partials_1 * sizeof t;
            double *p4a_t_partials = p4a_host_malloc(p4a_t_partial_bytes);
            p4a_launch_begin(p4a_kernels_coalesce_column_order, "p4a_kernel_main_33");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, cube, p4a_cube_bytes_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_t_partials, p4a_t_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips_1, sizeof p4a_trips_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_x_1, sizeof p4a_n_x_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_y_1, sizeof p4a_n_y_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_z_1, sizeof p4a_n_z_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x_1, sizeof p4a_lo_x_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y_1, sizeof p4a_lo_y_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z_1, sizeof p4a_lo_z_1);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points_1, 0, 0);
            p4a_copy_from_device(p4a_t_partials, p4a_t_partial_bytes);
            for (long p4a_t_1 = 0; p4a_t_1 < p4a_partials_1; p4a_t_1++) {
                t = t + p4a_t_partials[p4a_t_1];
            }
            p4a_host_free(p4a_t_partials);
        }
    }
    printf("%.9e %.3f\n", s, t);
    return 0;
}
