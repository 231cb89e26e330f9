#include <stdio.h>
#include "p4a_runtime.h"
static const char p4a_kernels_gpu_2d_grid[] = "/* Kernel of the loop at gpu_2d_grid.c:17: for (int i = 0; i < 230; i++) */\n"
    "extern \"C\" __global__ void p4a_kernel_main_17(char *p4a_a_base, long p4a_a_offset, char *p4a_m_base, long p4a_m_offset, char *p4a_t_base, long p4a_t_offset, char *p4a_b_base, long p4a_b_offset, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    double *a = (double *)(p4a_a_base + p4a_a_offset);\n"
    "    int *m = (int *)(p4a_m_base + p4a_m_offset);\n"
    "    double *t = (double *)(p4a_t_base + p4a_t_offset);\n"
    "    double *b = (double *)(p4a_b_base + p4a_b_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        {\n"
    "            a[i * 170L + j] = i * 0.01 + j * 0.001;\n"
    "            m[i * 170L + j] = 3 * i - 2 * j;\n"
    "            t[j * 230L + i] = a[i * 170L + j] * 2.0 + m[i * 170L + j];\n"
    "            b[i * 170L + j] = t[j * 230L + i] - a[i * 170L + j] * (j + 1);\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at gpu_2d_grid.c:28: for (int i = 0; i < 230; i++) */\n"
    "extern \"C\" __global__ void p4a_kernel_main_28(char *p4a_m_base, long p4a_m_offset, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    int *m = (int *)(p4a_m_base + p4a_m_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int i = p4a_lo_i + p4a_g1;\n"
    "        int j = p4a_lo_j + p4a_g0;\n"
    "        m[i * 170L + j] = m[i * 170L + j] * 5 + i * j;\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at gpu_2d_grid.c:33: for (int i = 0; i < 230; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_33(char *p4a_b_base, long p4a_b_offset, char *p4a_t_base, long p4a_t_offset, char *p4a_m_base, long p4a_m_offset, char *p4a_sb_partials_base, long p4a_sb_partials_offset, char *p4a_st_partials_base, long p4a_st_partials_offset, char *p4a_sm_partials_base, long p4a_sm_partials_offset, char *p4a_wm_partials_base, long p4a_wm_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *b = (double *)(p4a_b_base + p4a_b_offset);\n"
    "    double *t = (double *)(p4a_t_base + p4a_t_offset);\n"
    "    int *m = (int *)(p4a_m_base + p4a_m_offset);\n"
    "    double *p4a_sb_partials = (double *)(p4a_sb_partials_base + p4a_sb_partials_offset);\n"
    "    double *p4a_st_partials = (double *)(p4a_st_partials_base + p4a_st_partials_offset);\n"
    "    long *p4a_sm_partials = (long *)(p4a_sm_partials_base + p4a_sm_partials_offset);\n"
    "    long *p4a_wm_partials = (long *)(p4a_wm_partials_base + p4a_wm_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    double sb = 0;\n"
    "    double st = 0;\n"
    "    long sm = 0;\n"
    "    long wm = 0;\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_sb_block[256L];\n"
    "    __shared__ double p4a_st_block[256L];\n"
    "    __shared__ long p4a_sm_block[256L];\n"
    "    __shared__ long p4a_wm_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t / p4a_n_j;\n"
    "            int j = p4a_lo_j + p4a_t % p4a_n_j;\n"
    "            {\n"
    "                sb += b[i * 170L + j] * ((i + j) % 5 + 1);\n"
    "                st += t[j * 230L + i] * (i % 3 + 1);\n"
    "                sm += m[i * 170L + j];\n"
    "                wm += (long)m[i * 170L + j] * (i + 2 * j + 1);\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_sb_block[p4a_l0] = sb;\n"
    "    p4a_st_block[p4a_l0] = st;\n"
    "    p4a_sm_block[p4a_l0] = sm;\n"
    "    p4a_wm_block[p4a_l0] = wm;\n"
    "    __syncthreads();\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_sb_block[p4a_l0] = p4a_sb_block[p4a_l0] + p4a_sb_block[p4a_l0 + p4a_s];\n"
    "            p4a_st_block[p4a_l0] = p4a_st_block[p4a_l0] + p4a_st_block[p4a_l0 + p4a_s];\n"
    "            p4a_sm_block[p4a_l0] = p4a_sm_block[p4a_l0] + p4a_sm_block[p4a_l0 + p4a_s];\n"
    "            p4a_wm_block[p4a_l0] = p4a_wm_block[p4a_l0] + p4a_wm_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_sb_partials[p4a_g0 / 256L] = p4a_sb_block[0];\n"
    "        p4a_st_partials[p4a_g0 / 256L] = p4a_st_block[0];\n"
    "        p4a_sm_partials[p4a_g0 / 256L] = p4a_sm_block[0];\n"
    "        p4a_wm_partials[p4a_g0 / 256L] = p4a_wm_block[0];\n"
    "    }\n"
    "}\n";
static double a[230][170], b[230][170], t[170][230];
static int m[230][170];

int main(int argc, char **argv)
{
    p4a_host_fresh(a, sizeof a);
    p4a_host_fresh(b, sizeof b);
    p4a_host_fresh(t, sizeof t);
    (void)argv;
    int cols = 170 - 10 + argc;
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = 230 >= 1 ? (long)(230 - 1) - p4a_lo_i + 1 : 0;
        long p4a_lo_j = (long)0;
        long p4a_n_j = 170 >= 1 ? (long)(170 - 1) - p4a_lo_j + 1 : 0;
        if (p4a_n_i > 0 && p4a_n_j > 0) {
            unsigned long p4a_a_bytes = (unsigned long)(p4a_object_last(a, sizeof a[0], 312800L,
                229 > 229 ? 229 : 229) >= 0 ? p4a_object_last(a, sizeof a[0], 312800L,
                229 > 229 ? 229 : 229) - 0 + 1 : 1) * sizeof a[0];
            unsigned long p4a_m_bytes = (unsigned long)(p4a_object_last(m, sizeof m[0], 156400L,
                229 > 229 ? 229 : 229) >= 0 ? p4a_object_last(m, sizeof m[0], 156400L,
                229 > 229 ? 229 : 229) - 0 + 1 : 1) * sizeof m[0];
            unsigned long p4a_t_bytes = (unsigned long)(p4a_object_last(t, sizeof t[0], 312800L,
                169 > 169 ? 169 : 169) >= 0 ? p4a_object_last(t, sizeof t[0], 312800L,
                169 > 169 ? 169 : 169) - 0 + 1 : 1) * sizeof t[0];
            unsigned long p4a_b_bytes = (unsigned long)(p4a_object_last(b, sizeof b[0], 312800L,
                229) >= 0 ? p4a_object_last(b, sizeof b[0], 312800L, 229) - 0 + 1 : 1) * sizeof b[0];
            p4a_launch_begin(p4a_kernels_gpu_2d_grid, "p4a_kernel_main_17");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, a, p4a_a_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, m, p4a_m_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, t, p4a_t_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, b, p4a_b_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j, sizeof p4a_lo_j);
            p4a_launch_end(2, p4a_n_j, p4a_n_i, 0);
        }
    }
    {
        long p4a_lo_i_1 = (long)0;
        long p4a_n_i_1 = 230 >= 1 ? (long)(230 - 1) - p4a_lo_i_1 + 1 : 0;
        long p4a_lo_j_1 = (long)0;
        long p4a_n_j_1 = cols >= 1 ? (long)(cols - 1) - p4a_lo_j_1 + 1 : 0;
        if (p4a_n_i_1 > 0 && p4a_n_j_1 > 0) {
            unsigned long p4a_m_bytes_1 = (unsigned long)(p4a_object_last(m, sizeof m[0], 156400L,
                229 > 229 ? 229 : 229) >= 0 ? p4a_object_last(m, sizeof m[0], 156400L,
                229 > 229 ? 229 : 229) - 0 + 1 : 1) * sizeof m[0];
            p4a_launch_begin(p4a_kernels_gpu_2d_grid, "p4a_kernel_main_28");
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, m, p4a_m_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_1, sizeof p4a_lo_j_1);
            p4a_launch_end(2, p4a_n_j_1, p4a_n_i_1, 0);
        }
    }
    double sb = 0, st = 0;
    long sm = 0, wm = 0;
    {
        long p4a_lo_i_2 = (long)0;
        long p4a_n_i_2 = 230 >= 1 ? (long)(230 - 1) - p4a_lo_i_2 + 1 : 0;
        long p4a_lo_j_2 = (long)0;
        long p4a_n_j_2 = 170 >= 1 ? (long)(170 - 1) - p4a_lo_j_2 + 1 : 0;
        if (p4a_n_i_2 > 0 && p4a_n_j_2 > 0) {
            unsigned long p4a_b_bytes_1 = (unsigned long)(p4a_object_last(b, sizeof b[0], 312800L,
                229) >= 0 ? p4a_object_last(b, sizeof b[0], 312800L, 229) - 0 + 1 : 1) * sizeof b[0];
            unsigned long p4a_t_bytes_1 = (unsigned long)(p4a_object_last(t, sizeof t[0], 312800L,
                169) >= 0 ? p4a_object_last(t, sizeof t[0], 312800L, 169) - 0 + 1 : 1) * sizeof t[0];
            unsigned long p4a_m_bytes_2 = (unsigned long)(p4a_object_last(m, sizeof m[0], 156400L,
                229) >= 0 ? p4a_object_last(m, sizeof m[0], 156400L, 229) - 0 + 1 : 1) * sizeof m[0];
            long p4a_trips = p4a_n_i_2 * p4a_n_j_2;
            long p4a_points = p4a_trips < 262144 ? p4a_trips : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_sb_partial_bytes = (unsigned long)p4a_partials * sizeof sb;
            double *p4a_sb_partials = p4a_host_malloc(p4a_sb_partial_bytes);
            unsigned long p4a_st_partial_bytes = (unsigned long)p4a_partials * sizeof st;
            double *p4a_st_partials = p4a_host_malloc(p4a_st_partial_bytes);
            unsigned long p4a_sm_partial_bytes = (unsigned long)p4a_partials * sizeof sm;
            long *p4a_sm_partials = p4a_host_malloc(p4a_sm_partial_bytes);
            unsigned long p4a_wm_partial_bytes = (unsigned long)p4a_partials * sizeof wm;
            long *p4a_wm_partials = p4a_host_malloc(p4a_wm_partial_bytes);
            p4a_launch_begin(p4a_kernels_gpu_2d_grid, "p4a_kernel_main_33");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, b, p4a_b_bytes_1);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, t, p4a_t_bytes_1);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, m, p4a_m_bytes_2);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sb_partials, p4a_sb_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_st_partials, p4a_st_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sm_partials, p4a_sm_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_wm_partials, p4a_wm_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_trips, sizeof p4a_trips);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_2, sizeof p4a_n_i_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_j_2, sizeof p4a_n_j_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_2, sizeof p4a_lo_i_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_j_2, sizeof p4a_lo_j_2);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_sb_partials, p4a_sb_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                sb = sb + p4a_sb_partials[p4a_t];
            }
            p4a_host_free(p4a_sb_partials);
            p4a_copy_from_device(p4a_st_partials, p4a_st_partial_bytes);
            for (long p4a_t_1 = 0; p4a_t_1 < p4a_partials; p4a_t_1++) {
                st = st + p4a_st_partials[p4a_t_1];
            }
            p4a_host_free(p4a_st_partials);
            p4a_copy_from_device(p4a_sm_partials, p4a_sm_partial_bytes);
            for (long p4a_t_2 = 0; p4a_t_2 < p4a_partials; p4a_t_2++) {
                sm = sm + p4a_sm_partials[p4a_t_2];
            }
            p4a_host_free(p4a_sm_partials);
            p4a_copy_from_device(p4a_wm_partials, p4a_wm_partial_bytes);
            for (long p4a_t_3 = 0; p4a_t_3 < p4a_partials; p4a_t_3++) {
                wm = wm + p4a_wm_partials[p4a_t_3];
            }
            p4a_host_free(p4a_wm_partials);
        }
    }
    printf("b %.12e t %.12e\n", sb, st);
    printf("m %ld weighted %ld\n", sm, wm);
    p4a_download(m + p4a_object_first(m, sizeof m[0], 156400L, 229),
        (unsigned long)(p4a_object_last(m, sizeof m[0], 156400L, 229) >= p4a_object_first(m, sizeof m[0], 156400L, 229) ? p4a_object_last(m, sizeof m[0], 156400L, 229) - p4a_object_first(m, sizeof m[0], 156400L, 229) + 1 : 0) * sizeof m[0],
        42);
    p4a_download(b + 0,
        (unsigned long)(p4a_object_last(b, sizeof b[0], 312800L, 229) >= 0 ? p4a_object_last(b, sizeof b[0], 312800L, 229) - 0 + 1 : 0) * sizeof b[0],
        42);
    printf("corners %.12e %.12e %d %d\n", b[0][170 - 1], b[230 - 1][0], m[230 - 1][cols - 1],
        m[230 - 1][170 - 1]);
    return 0;
}
