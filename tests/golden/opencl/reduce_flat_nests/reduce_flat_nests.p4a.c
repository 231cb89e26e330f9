#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_reduce_flat_nests[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at reduce_flat_nests.c:17: for (int x = 0; x < 20; x++) */\n"
    "__kernel void p4a_kernel_main_17(__global char *p4a_cube_base, long p4a_cube_offset, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1, long p4a_offset2, long p4a_count2)\n"
    "{\n"
    "    __global int *cube = (__global int *)(p4a_cube_base + p4a_cube_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    long p4a_g2 = p4a_offset2 + (long)get_global_id(2);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1 && p4a_g2 < p4a_count2) {\n"
    "        int x = p4a_lo_x + p4a_g2;\n"
    "        int y = p4a_lo_y + p4a_g1;\n"
    "        int z = p4a_lo_z + p4a_g0;\n"
    "        cube[(x * 30L + y) * 40L + z] = (x * 7 + y * 11 + z * 13) % 17;\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at reduce_flat_nests.c:14: for (int i = 0; i < 300; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_14(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_sum_partials_base, long p4a_sum_partials_offset, __global char *p4a_big_partials_base, long p4a_big_partials_offset, double p4a_big_initial, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);\n"
    "    __global double *p4a_sum_partials = (__global double *)(p4a_sum_partials_base + p4a_sum_partials_offset);\n"
    "    __global double *p4a_big_partials = (__global double *)(p4a_big_partials_base + p4a_big_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double sum = 0;\n"
    "    double big = p4a_big_initial;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_sum_block[256L];\n"
    "    __local double p4a_big_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t / p4a_n_j;\n"
    "            int j = p4a_lo_j + p4a_t % p4a_n_j;\n"
    "            {\n"
    "                a[i * 301L + j] = (i * 17 + j * 29) % 1000 / 999.0 - 0.3;\n"
    "                sum += a[i * 301L + j] * a[i * 301L + j];\n"
    "                big = a[i * 301L + j] > big \? a[i * 301L + j] : big;\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_sum_block[p4a_l0] = sum;\n"
    "    p4a_big_block[p4a_l0] = big;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_sum_block[p4a_l0] = p4a_sum_block[p4a_l0] + p4a_sum_block[p4a_l0 + p4a_s];\n"
    "            p4a_big_block[p4a_l0] = p4a_big_block[p4a_l0 + p4a_s] > p4a_big_block[p4a_l0] \? p4a_big_block[p4a_l0 + p4a_s] : p4a_big_block[p4a_l0];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_sum_partials[p4a_g0 / 256L] = p4a_sum_block[0];\n"
    "        p4a_big_partials[p4a_g0 / 256L] = p4a_big_block[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at reduce_flat_nests.c:28: for (int x = 2; x < 19; x++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_28(__global char *p4a_cube_base, long p4a_cube_offset, long p4a_cube_first, __global char *p4a_count_partials_base, long p4a_count_partials_offset, long p4a_trips, long p4a_n_x, long p4a_n_y, long p4a_n_z, long p4a_lo_x, long p4a_lo_y, long p4a_lo_z, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global int *cube = (__global int *)(p4a_cube_base + p4a_cube_offset) - p4a_cube_first * 30L * 40L;\n"
    "    __global long *p4a_count_partials = (__global long *)(p4a_count_partials_base + p4a_count_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long count = 0;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local long p4a_count_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int x = p4a_lo_x + p4a_t / p4a_n_y / p4a_n_z;\n"
    "            int y = p4a_lo_y + p4a_t / p4a_n_z % p4a_n_y;\n"
    "            int z = p4a_lo_z + p4a_t % p4a_n_z * 3;\n"
    "            count += cube[(x * 30L + y) * 40L + z] > 8 \? cube[(x * 30L + y) * 40L + z] : 1;\n"
    "        }\n"
    "    }\n"
    "    p4a_count_block[p4a_l0] = count;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_count_block[p4a_l0] = p4a_count_block[p4a_l0] + p4a_count_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_count_partials[p4a_g0 / 256L] = p4a_count_block[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at reduce_flat_nests.c:33: for (int i = 0; i < 8; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_33(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_prod_partials_base, long p4a_prod_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);\n"
    "    __global double *p4a_prod_partials = (__global double *)(p4a_prod_partials_base + p4a_prod_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double prod = 1;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_prod_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t;\n"
    "            {\n"
    "                prod *= 1.0 + a[i * 301L + 0] / 64;\n"
    "                prod *= 1.0 + a[i * 301L + 1] / 64;\n"
    "                prod *= 1.0 + a[i * 301L + 2] / 64;\n"
    "                prod *= 1.0 + a[i * 301L + 3] / 64;\n"
    "                prod *= 1.0 + a[i * 301L + 4] / 64;\n"
    "                prod *= 1.0 + a[i * 301L + 5] / 64;\n"
    "                prod *= 1.0 + a[i * 301L + 6] / 64;\n"
    "                prod *= 1.0 + a[i * 301L + 7] / 64;\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_prod_block[p4a_l0] = prod;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_prod_block[p4a_l0] = p4a_prod_block[p4a_l0] * p4a_prod_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_prod_partials[p4a_g0 / 256L] = p4a_prod_block[0];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at reduce_flat_nests.c:37: for (int i = 0; i < 300; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_37(__global char *p4a_a_base, long p4a_a_offset, __global char *p4a_tri_partials_base, long p4a_tri_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global double *a = (__global double *)(p4a_a_base + p4a_a_offset);\n"
    "    __global double *p4a_tri_partials = (__global double *)(p4a_tri_partials_base + p4a_tri_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double tri = 0;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_tri_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t;\n"
    "            for (int j = 0; j <= i && j < 301; j++) {\n"
    "                tri += a[i * 301L + j];\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_tri_block[p4a_l0] = tri;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_tri_block[p4a_l0] = p4a_tri_block[p4a_l0] + p4a_tri_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_tri_partials[p4a_g0 / 256L] = p4a_tri_block[0];\n"
    "    }\n"
    "}\n";
static double a[300][301];
static int cube[20][30][40];

int main(void)
{
    p4a_host_fresh(a, sizeof a);
    p4a_host_fresh(cube, sizeof cube);
    {
        long p4a_lo_x = (long)0;
        long p4a_n_x = 20 >= 1 ? (long)(20 - 1) - p4a_lo_x + 1 : 0;
        long p4a_lo_y = (long)0;
        long p4a_n_y = 30 >= 1 ? (long)(30 - 1) - p4a_lo_y + 1 : 0;
        long p4a_lo_z = (long)0;
        long p4a_n_z = 40 >= 1 ? (long)(40 - 1) - p4a_lo_z + 1 : 0;
        if (p4a_n_x > 0 && p4a_n_y > 0 && p4a_n_z > 0) {
            unsigned long p4a_cube_bytes = (unsigned long)(p4a_object_last(cube, sizeof cube[0],
                96000L, 19) >= 0 ? p4a_object_last(cube, sizeof cube[0], 96000L, 19) - 0 + 1 : 1) * sizeof cube[0];
            p4a_launch_begin(p4a_kernels_reduce_flat_nests, "p4a_kernel_main_17");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, cube, p4a_cube_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x, sizeof p4a_lo_x);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y, sizeof p4a_lo_y);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z, sizeof p4a_lo_z);
            p4a_launch_end(3, p4a_n_z, p4a_n_y, p4a_n_x);
        }
    }
    double sum = 0, big = -1e300;
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 300 >= 1 ? (long)(300 - 1) - p4a_lo_i + 1 : 0;
        long p4a_lo_j = (long)0;
        long p4a_n_j = 301 >= 1 ? (long)(301 - 1) - p4a_lo_j + 1 : 0;
        if (p4a_n_i > 0 && p4a_n_j > 0) {
            unsigned long p4a_a_bytes = (unsigned long)(p4a_object_last(a, sizeof a[0], 722400L,
                299 > 299 ? 299 : 299) >= 0 ? p4a_object_last(a, sizeof a[0], 722400L,
                299 > 299 ? 299 : 299) - 0 + 1 : 1) * sizeof a[0];
            long p4a_trips = p4a_n_i * p4a_n_j;
            long p4a_points = p4a_trips < 262144 ? p4a_trips : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_sum_partial_bytes = (unsigned long)p4a_partials * sizeof sum;
            double *p4a_sum_partials = p4a_host_malloc(p4a_sum_partial_bytes);
            unsigned long p4a_big_partial_bytes = (unsigned long)p4a_partials * sizeof big;
            double *p4a_big_partials = p4a_host_malloc(p4a_big_partial_bytes);
            p4a_launch_begin(p4a_kernels_reduce_flat_nests, "p4a_kernel_main_14");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, a, p4a_a_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sum_partials, p4a_sum_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_big_partials, p4a_big_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &big, sizeof big);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips, sizeof p4a_trips);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i, sizeof p4a_n_i);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_j, sizeof p4a_n_j);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j, sizeof p4a_lo_j);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_sum_partials, p4a_sum_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                sum = sum + p4a_sum_partials[p4a_t];
            }
            p4a_host_free(p4a_sum_partials);
            p4a_copy_from_device(p4a_big_partials, p4a_big_partial_bytes);
            for (long p4a_t_1 = 0; p4a_t_1 < p4a_partials; p4a_t_1++) {
                big = p4a_big_partials[p4a_t_1] > big ? p4a_big_partials[p4a_t_1] : big;
            }
            p4a_host_free(p4a_big_partials);
        }
    }
    long count = 0;
    {
        long p4a_lo_x_1 = (long)2;
        long p4a_n_x_1 = 19 >= 3 ? (long)(19 - 1) - p4a_lo_x_1 + 1 : 0;
        long p4a_lo_y_1 = (long)1;
        long p4a_n_y_1 = 29 >= 2 ? (long)(29 - 1) - p4a_lo_y_1 + 1 : 0;
        long p4a_lo_z_1 = (long)3;
        long p4a_n_z_1 = 40 >= 4 ? ((long)(40 - 1) - p4a_lo_z_1) / 3 + 1 : 0;
        if (p4a_n_x_1 > 0 && p4a_n_y_1 > 0 && p4a_n_z_1 > 0) {
            long p4a_cube_first = p4a_object_first(cube, sizeof cube[0], 96000L, 2);
            unsigned long p4a_cube_bytes_1 = (unsigned long)(p4a_object_last(cube, sizeof cube[0],
                96000L, 18) >= p4a_cube_first ? p4a_object_last(cube, sizeof cube[0], 96000L, 18) - p4a_cube_first + 1 : 1) * sizeof cube[0];
            long p4a_trips_1 = p4a_n_x_1 * p4a_n_y_1 * p4a_n_z_1;
            long p4a_points_1 = p4a_trips_1 < 262144 ? p4a_trips_1 : 262144;
            long p4a_partials_1 = (p4a_points_1 + 255) / 256;
            unsigned long p4a_count_partial_bytes = (unsigned long)p4a_partials_1 * sizeof count;
            long *p4a_count_partials = p4a_host_malloc(p4a_count_partial_bytes);
            p4a_launch_begin(p4a_kernels_reduce_flat_nests, "p4a_kernel_main_28");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, cube + p4a_cube_first, p4a_cube_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_cube_first, sizeof p4a_cube_first);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_count_partials, p4a_count_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips_1, sizeof p4a_trips_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_x_1, sizeof p4a_n_x_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_y_1, sizeof p4a_n_y_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_z_1, sizeof p4a_n_z_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x_1, sizeof p4a_lo_x_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y_1, sizeof p4a_lo_y_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_z_1, sizeof p4a_lo_z_1);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points_1, 0, 0);
            p4a_copy_from_device(p4a_count_partials, p4a_count_partial_bytes);
            for (long p4a_t_2 = 0; p4a_t_2 < p4a_partials_1; p4a_t_2++) {
                count = count + p4a_count_partials[p4a_t_2];
            }
            p4a_host_free(p4a_count_partials);
        }
    }
    double prod = 1;
    {
        long p4a_lo_i_1 = (long)0;
        long p4a_n_i_1 = 8 >= 1 ? (long)(8 - 1) - p4a_lo_i_1 + 1 : 0;
        if (p4a_n_i_1 > 0) {
            unsigned long p4a_a_bytes_1 = (unsigned long)(p4a_object_last(a, sizeof a[0], 722400L,
                7) >= 0 ? p4a_object_last(a, sizeof a[0], 722400L, 7) - 0 + 1 : 1) * sizeof a[0];
            long p4a_points_2 = p4a_n_i_1 < 262144 ? p4a_n_i_1 : 262144;
            long p4a_partials_2 = (p4a_points_2 + 255) / 256;
            unsigned long p4a_prod_partial_bytes = (unsigned long)p4a_partials_2 * sizeof prod;
            double *p4a_prod_partials = p4a_host_malloc(p4a_prod_partial_bytes);
            p4a_launch_begin(p4a_kernels_reduce_flat_nests, "p4a_kernel_main_33");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, a, p4a_a_bytes_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_prod_partials, p4a_prod_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_1, sizeof p4a_n_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points_2, 0, 0);
            p4a_copy_from_device(p4a_prod_partials, p4a_prod_partial_bytes);
            for (long p4a_t_3 = 0; p4a_t_3 < p4a_partials_2; p4a_t_3++) {
                prod = prod * p4a_prod_partials[p4a_t_3];
            }
            p4a_host_free(p4a_prod_partials);
        }
    }
    double tri = 0;
    {
        long p4a_lo_i_2 = (long)0;
        long p4a_n_i_2 = 300 >= 1 ? (long)(300 - 1) - p4a_lo_i_2 + 1 : 0;
        if (p4a_n_i_2 > 0) {
            unsigned long p4a_a_bytes_2 = (unsigned long)(p4a_object_last(a, sizeof a[0], 722400L,
                299) >= 0 ? p4a_object_last(a, sizeof a[0], 722400L, 299) - 0 + 1 : 1) * sizeof a[0];
            long p4a_points_3 = p4a_n_i_2 < 262144 ? p4a_n_i_2 : 262144;
            long p4a_partials_3 = (p4a_points_3 + 255) / 256;
            unsigned long p4a_tri_partial_bytes = (unsigned long)p4a_partials_3 * sizeof tri;
            double *p4a_tri_partials = p4a_host_malloc(p4a_tri_partial_bytes);
            p4a_launch_begin(p4a_kernels_reduce_flat_nests, "p4a_kernel_main_37");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, a, p4a_a_bytes_2);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_tri_partials, p4a_tri_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_2, sizeof p4a_n_i_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_2, sizeof p4a_lo_i_2);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points_3, 0, 0);
            p4a_copy_from_device(p4a_tri_partials, p4a_tri_partial_bytes);
            for (long p4a_t_4 = 0; p4a_t_4 < p4a_partials_3; p4a_t_4++) {
                tri = tri + p4a_tri_partials[p4a_t_4];
            }
            p4a_host_free(p4a_tri_partials);
        }
    }
    printf("%.9e %.12e %ld %.12e %.9e\n", sum, big, count, prod, tri);
    return 0;
}
