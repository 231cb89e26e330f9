#include <stdio.h>
#include <stdlib.h>
#include "p4a_runtime.h"
static const char p4a_kernels_struct_members_direct[] = "/* Kernel of the loop at struct_members_direct.c:19: for (int i = 1; i < p4a_g_n - 1; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_step_19(double p4a_g_k, char *p4a_p4a_g_u_base, long p4a_p4a_g_u_offset, char *p4a_p4a_g_v_base, long p4a_p4a_g_v_offset, long p4a_p4a_g_v_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *p4a_g_u = (double *)(p4a_p4a_g_u_base + p4a_p4a_g_u_offset);\n"
    "    double *p4a_g_v = (double *)(p4a_p4a_g_v_base + p4a_p4a_g_v_offset) - p4a_p4a_g_v_first;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_tile_p4a_g_u[258L];\n"
    "    for (long p4a_k = p4a_l0; p4a_k < 258L; p4a_k += 256L) {\n"
    "        long p4a_c = p4a_k;\n"
    "        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 1L;\n"
    "        if ((p4a_q >= 0 && p4a_q < p4a_count0) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0)) {\n"
    "            p4a_tile_p4a_g_u[p4a_c] = p4a_g_u[p4a_lo_i + p4a_q];\n"
    "        }\n"
    "    }\n"
    "    __syncthreads();\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        p4a_g_v[i] = p4a_tile_p4a_g_u[p4a_l0 + 1L] + p4a_g_k * (p4a_tile_p4a_g_u[p4a_l0] - 2.0 * p4a_tile_p4a_g_u[p4a_l0 + 1L] + p4a_tile_p4a_g_u[p4a_l0 + 2L]);\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at struct_members_direct.c:21: for (int i = 1; i < p4a_g_n - 1; i++) */\n"
    "extern \"C\" __global__ void p4a_kernel_step_21(char *p4a_p4a_g_v_base, long p4a_p4a_g_v_offset, long p4a_p4a_g_v_first, char *p4a_p4a_g_u_base, long p4a_p4a_g_u_offset, long p4a_p4a_g_u_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *p4a_g_v = (double *)(p4a_p4a_g_v_base + p4a_p4a_g_v_offset) - p4a_p4a_g_v_first;\n"
    "    double *p4a_g_u = (double *)(p4a_p4a_g_u_base + p4a_p4a_g_u_offset) - p4a_p4a_g_u_first;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        p4a_g_u[i] = p4a_g_v[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at struct_members_direct.c:44: for (int i = 0; i < p4a_f_n; i += 7) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_main_44(char *p4a_p4a_f_u_base, long p4a_p4a_f_u_offset, char *p4a_s_partials_base, long p4a_s_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *p4a_f_u = (double *)(p4a_p4a_f_u_base + p4a_p4a_f_u_offset);\n"
    "    double *p4a_s_partials = (double *)(p4a_s_partials_base + p4a_s_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    double s = 0;\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_s_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t * 7;\n"
    "            s += p4a_f_u[i] * (1 + i % 3);\n"
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
    "}\n";
struct field {
    int n;
    double *u;
    double *v;
    double k;
};

static void step(struct field *g)
{
    int p4a_g_n = g->n;
    double *p4a_g_v = g->v;
    double *p4a_g_u = g->u;
    double p4a_g_k = g->k;
    {
        long p4a_lo_i = (long)1;
        long p4a_n_i = p4a_g_n >= 3 ? (long)(p4a_g_n - 1 - 1) - p4a_lo_i + 1 : 0;
        if (p4a_n_i > 0) {
            unsigned long p4a_p4a_g_u_bytes = (unsigned long)(p4a_object_last(p4a_g_u,
                sizeof p4a_g_u[0], 0, (long)p4a_g_n - 1) >= 0 ? p4a_object_last(p4a_g_u,
                sizeof p4a_g_u[0], 0, (long)p4a_g_n - 1) - 0 + 1 : 1) * sizeof p4a_g_u[0];
            long p4a_p4a_g_v_first = p4a_object_first(p4a_g_v, sizeof p4a_g_v[0], 0, 1);
            unsigned long p4a_p4a_g_v_bytes = (unsigned long)(p4a_object_last(p4a_g_v,
                sizeof p4a_g_v[0], 0, (long)p4a_g_n - 2) >= p4a_p4a_g_v_first ? p4a_object_last(p4a_g_v,
                sizeof p4a_g_v[0], 0, (long)p4a_g_n - 2) - p4a_p4a_g_v_first + 1 : 1) * sizeof p4a_g_v[0];
            p4a_launch_begin(p4a_kernels_struct_members_direct, "p4a_kernel_step_19");
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_g_k, sizeof p4a_g_k);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, p4a_g_u, p4a_p4a_g_u_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_g_v + p4a_p4a_g_v_first,
                p4a_p4a_g_v_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_p4a_g_v_first, sizeof p4a_p4a_g_v_first);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_n_i, 0, 0);
        }
    }
    {
        long p4a_lo_i_1 = (long)1;
        long p4a_n_i_1 = p4a_g_n >= 3 ? (long)(p4a_g_n - 1 - 1) - p4a_lo_i_1 + 1 : 0;
        if (p4a_n_i_1 > 0) {
            long p4a_p4a_g_v_first_1 = p4a_object_first(p4a_g_v, sizeof p4a_g_v[0], 0, 1);
            unsigned long p4a_p4a_g_v_bytes_1 = (unsigned long)(p4a_object_last(p4a_g_v,
                sizeof p4a_g_v[0], 0, (long)p4a_g_n - 2) >= p4a_p4a_g_v_first_1 ? p4a_object_last(p4a_g_v,
                sizeof p4a_g_v[0], 0, (long)p4a_g_n - 2) - p4a_p4a_g_v_first_1 + 1 : 1) * sizeof p4a_g_v[0];
            long p4a_p4a_g_u_first = p4a_object_first(p4a_g_u, sizeof p4a_g_u[0], 0, 1);
            unsigned long p4a_p4a_g_u_bytes_1 = (unsigned long)(p4a_object_last(p4a_g_u,
                sizeof p4a_g_u[0], 0, (long)p4a_g_n - 2) >= p4a_p4a_g_u_first ? p4a_object_last(p4a_g_u,
                sizeof p4a_g_u[0], 0, (long)p4a_g_n - 2) - p4a_p4a_g_u_first + 1 : 1) * sizeof p4a_g_u[0];
            p4a_launch_begin(p4a_kernels_struct_members_direct, "p4a_kernel_step_21");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, p4a_g_v + p4a_p4a_g_v_first_1,
                p4a_p4a_g_v_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_p4a_g_v_first_1, sizeof p4a_p4a_g_v_first_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_g_u + p4a_p4a_g_u_first,
                p4a_p4a_g_u_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_p4a_g_u_first, sizeof p4a_p4a_g_u_first);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_end(1, p4a_n_i_1, 0, 0);
        }
    }
}

int main(void)
{
    struct field f;
    f.n = 300000;
    int p4a_f_n = f.n;
    f.k = 0.2;
    double *p4a_f_u = p4a_host_malloc(p4a_f_n * sizeof(double));
    p4a_host_fresh(p4a_f_u, p4a_f_n * sizeof(double));
    f.u = p4a_f_u;
    double *p4a_f_v = p4a_host_malloc(p4a_f_n * sizeof(double));
    p4a_host_fresh(p4a_f_v, p4a_f_n * sizeof(double));
    f.v = p4a_f_v;
    if (!p4a_f_u || !p4a_f_v) {
        return 1;
    }
    unsigned int seed = 5;
    for (int i = 0; i < p4a_f_n; i++) {
        seed = seed * 1664525u + 1013904223u;
        p4a_f_u[i] = (seed >> 8) % 1000 / 100.0;
    }
    p4a_upload(p4a_f_u + 0,
        (unsigned long)(p4a_object_last(p4a_f_u, sizeof p4a_f_u[0], 0, (long)p4a_f_n - 1) >= 0 ? p4a_object_last(p4a_f_u, sizeof p4a_f_u[0], 0, (long)p4a_f_n - 1) - 0 + 1 : 0) * sizeof p4a_f_u[0],
        35);
    p4a_f_v[0] = p4a_f_u[0];
    p4a_f_v[p4a_f_n - 1] = p4a_f_u[p4a_f_n - 1];
    for (int t = 0; t < 30; t++) {
        step(&f);
    }
    double s = 0;
    {
        long p4a_lo_i_2 = (long)0;
        long p4a_n_i_2 = p4a_f_n >= 1 ? ((long)(p4a_f_n - 1) - p4a_lo_i_2) / 7 + 1 : 0;
        if (p4a_n_i_2 > 0) {
            unsigned long p4a_p4a_f_u_bytes = (unsigned long)(p4a_object_last(p4a_f_u,
                sizeof p4a_f_u[0], 0, (long)p4a_f_n - 1) >= 0 ? p4a_object_last(p4a_f_u,
                sizeof p4a_f_u[0], 0, (long)p4a_f_n - 1) - 0 + 1 : 1) * sizeof p4a_f_u[0];
            long p4a_points = p4a_n_i_2 < 262144 ? p4a_n_i_2 : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_s_partial_bytes = (unsigned long)p4a_partials * sizeof s;
            double *p4a_s_partials = p4a_host_malloc(p4a_s_partial_bytes);
            p4a_launch_begin(p4a_kernels_struct_members_direct, "p4a_kernel_main_44");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, p4a_f_u, p4a_p4a_f_u_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_s_partials, p4a_s_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_2, sizeof p4a_n_i_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_2, sizeof p4a_lo_i_2);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_s_partials, p4a_s_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                s = s + p4a_s_partials[p4a_t];
            }
            p4a_host_free(p4a_s_partials);
        }
    }
    p4a_download(p4a_f_u, p4a_f_n * sizeof(double), 46);
    printf("%.10e %.10e\n", s, p4a_f_u[p4a_f_n / 2]);
    p4a_host_free(p4a_f_u);
    p4a_host_free(p4a_f_v);
    return 0;
}
