#include <stdio.h>
#include <stdlib.h>
#include "p4a_runtime.h"
static const char p4a_kernels_struct_grid_locals[] = "/* Kernel of the loop at struct_grid_locals.c:19: for (int i = 1; i < n - 1; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_relax_19(double w, char *p4a_u_base, long p4a_u_offset, char *p4a_v_base, long p4a_v_offset, long p4a_v_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *u = (double *)(p4a_u_base + p4a_u_offset);\n"
    "    double *v = (double *)(p4a_v_base + p4a_v_offset) - p4a_v_first;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_tile_u[258L];\n"
    "    for (long p4a_k = p4a_l0; p4a_k < 258L; p4a_k += 256L) {\n"
    "        long p4a_c = p4a_k;\n"
    "        long p4a_q = p4a_g0 - p4a_l0 + p4a_c - 1L;\n"
    "        if ((p4a_q >= 0 && p4a_q < p4a_count0) || (p4a_q + 1 >= 0 && p4a_q + 1 < p4a_count0) || (p4a_q - 1 >= 0 && p4a_q - 1 < p4a_count0)) {\n"
    "            p4a_tile_u[p4a_c] = u[p4a_lo_i + p4a_q];\n"
    "        }\n"
    "    }\n"
    "    __syncthreads();\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        v[i] = (1 - w) * p4a_tile_u[p4a_l0 + 1L] + w * 0.5 * (p4a_tile_u[p4a_l0] + p4a_tile_u[p4a_l0 + 2L]);\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at struct_grid_locals.c:21: for (int i = 1; i < n - 1; i++) */\n"
    "extern \"C\" __global__ void p4a_kernel_relax_21(char *p4a_v_base, long p4a_v_offset, long p4a_v_first, char *p4a_u_base, long p4a_u_offset, long p4a_u_first, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *v = (double *)(p4a_v_base + p4a_v_offset) - p4a_v_first;\n"
    "    double *u = (double *)(p4a_u_base + p4a_u_offset) - p4a_u_first;\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        u[i] = v[i];\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at struct_grid_locals.c:30: for (int i = 1; i < n - 1; i++) */\n"
    "extern \"C\" __global__ __launch_bounds__(256) void p4a_kernel_residual_30(char *p4a_u_base, long p4a_u_offset, char *p4a_r_partials_base, long p4a_r_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    double *u = (double *)(p4a_u_base + p4a_u_offset);\n"
    "    double *p4a_r_partials = (double *)(p4a_r_partials_base + p4a_r_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);\n"
    "    double r = 0;\n"
    "    long p4a_l0 = (long)threadIdx.x;\n"
    "    __shared__ double p4a_r_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t;\n"
    "            {\n"
    "                double d = u[i - 1] - 2 * u[i] + u[i + 1];\n"
    "                r += d * d;\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_r_block[p4a_l0] = r;\n"
    "    __syncthreads();\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_r_block[p4a_l0] = p4a_r_block[p4a_l0] + p4a_r_block[p4a_l0 + p4a_s];\n"
    "        }\n"
    "        __syncthreads();\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_r_partials[p4a_g0 / 256L] = p4a_r_block[0];\n"
    "    }\n"
    "}\n";
struct grid {
    int n;
    double *u;
    double *v;
};

static void relax(struct grid *g, double w)
{
    int n = g->n;
    double *u = g->u, *v = g->v;
    {
        long p4a_lo_i = (long)1;
        long p4a_n_i = n >= 3 ? (long)(n - 1 - 1) - p4a_lo_i + 1 : 0;
        if (p4a_n_i > 0) {
            unsigned long p4a_u_bytes = (unsigned long)(p4a_object_last(u, sizeof u[0], 0,
                (long)n - 1) >= 0 ? p4a_object_last(u, sizeof u[0], 0, (long)n - 1) - 0 + 1 : 1) * sizeof u[0];
            long p4a_v_first = p4a_object_first(v, sizeof v[0], 0, 1);
            unsigned long p4a_v_bytes = (unsigned long)(p4a_object_last(v, sizeof v[0], 0,
                (long)n - 2) >= p4a_v_first ? p4a_object_last(v, sizeof v[0], 0, (long)n - 2) - p4a_v_first + 1 : 1) * sizeof v[0];
            p4a_launch_begin(p4a_kernels_struct_grid_locals, "p4a_kernel_relax_19");
            p4a_launch_arg(P4A_ARG_SCALAR, &w, sizeof w);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, u, p4a_u_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, v + p4a_v_first, p4a_v_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_v_first, sizeof p4a_v_first);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_n_i, 0, 0);
        }
    }
    {
        long p4a_lo_i_1 = (long)1;
        long p4a_n_i_1 = n >= 3 ? (long)(n - 1 - 1) - p4a_lo_i_1 + 1 : 0;
        if (p4a_n_i_1 > 0) {
            long p4a_v_first_1 = p4a_object_first(v, sizeof v[0], 0, 1);
            unsigned long p4a_v_bytes_1 = (unsigned long)(p4a_object_last(v, sizeof v[0], 0,
                (long)n - 2) >= p4a_v_first_1 ? p4a_object_last(v, sizeof v[0], 0, (long)n - 2) - p4a_v_first_1 + 1 : 1) * sizeof v[0];
            long p4a_u_first = p4a_object_first(u, sizeof u[0], 0, 1);
            unsigned long p4a_u_bytes_1 = (unsigned long)(p4a_object_last(u, sizeof u[0], 0,
                (long)n - 2) >= p4a_u_first ? p4a_object_last(u, sizeof u[0], 0, (long)n - 2) - p4a_u_first + 1 : 1) * sizeof u[0];
            p4a_launch_begin(p4a_kernels_struct_grid_locals, "p4a_kernel_relax_21");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, v + p4a_v_first_1, p4a_v_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_v_first_1, sizeof p4a_v_first_1);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, u + p4a_u_first, p4a_u_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_u_first, sizeof p4a_u_first);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_end(1, p4a_n_i_1, 0, 0);
        }
    }
}

static double residual(const struct grid *g)
{
    int n = g->n;
    const double *u = g->u;
    double r = 0;
    {
        long p4a_lo_i_2 = (long)1;
        long p4a_n_i_2 = n >= 3 ? (long)(n - 1 - 1) - p4a_lo_i_2 + 1 : 0;
        if (p4a_n_i_2 > 0) {
            unsigned long p4a_u_bytes_2 = (unsigned long)(p4a_object_last(u, sizeof u[0], 0,
                (long)n - 1) >= 0 ? p4a_object_last(u, sizeof u[0], 0, (long)n - 1) - 0 + 1 : 1) * sizeof u[0];
            long p4a_points = p4a_n_i_2 < 262144 ? p4a_n_i_2 : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_r_partial_bytes = (unsigned long)p4a_partials * sizeof r;
            double *p4a_r_partials = p4a_host_malloc(p4a_r_partial_bytes);
            p4a_launch_begin(p4a_kernels_struct_grid_locals, "p4a_kernel_residual_30");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, u, p4a_u_bytes_2);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_r_partials, p4a_r_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_2, sizeof p4a_n_i_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_2, sizeof p4a_lo_i_2);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_r_partials, p4a_r_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                r = r + p4a_r_partials[p4a_t];
            }
            p4a_host_free(p4a_r_partials);
        }
    }
    return r;
}

int main(void)
{
    struct grid g;
    g.n = 400000;
    int p4a_g_n = g.n;
    double *p4a_g_u = p4a_host_malloc(p4a_g_n * sizeof(double));
    p4a_host_fresh(p4a_g_u, p4a_g_n * sizeof(double));
    g.u = p4a_g_u;
    double *p4a_g_v = p4a_host_malloc(p4a_g_n * sizeof(double));
    p4a_host_fresh(p4a_g_v, p4a_g_n * sizeof(double));
    g.v = p4a_g_v;
    if (!p4a_g_u || !p4a_g_v) {
        return 1;
    }
    unsigned int seed = 3;
    for (int i = 0; i < p4a_g_n; i++) {
        seed = seed * 1103515245u + 12345u;
        p4a_g_u[i] = (seed >> 16) % 100 / 10.0;
        p4a_g_v[i] = p4a_g_u[i];
    }
    p4a_upload(p4a_g_u + 0,
        (unsigned long)(p4a_object_last(p4a_g_u, sizeof p4a_g_u[0], 0, (long)p4a_g_n - 1) >= 0 ? p4a_object_last(p4a_g_u, sizeof p4a_g_u[0], 0, (long)p4a_g_n - 1) - 0 + 1 : 0) * sizeof p4a_g_u[0],
        46);
    for (int it = 0; it < 40; it++) {
        relax(&g, 0.8);
        if (it % 10 == 9) {
            double residual_value = residual(&g);
            printf("it %d residual %.10e\n", it, residual_value);
        }
    }
    p4a_download(p4a_g_u, p4a_g_n * sizeof(double), 56);
    printf("%.10e %.10e\n", p4a_g_u[7], p4a_g_u[p4a_g_n / 2]);
    p4a_host_free(p4a_g_u);
    p4a_host_free(p4a_g_v);
    return 0;
}
