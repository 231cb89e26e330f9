/* A 2-D Jacobi stencil with a time loop: the arrays are uploaded once, stay on the device
 * across 2*T launches, and one array is downloaded at the end, as Kernel Data Mapping
 * places transfers. Checked bit for bit against the same computation on the CPU. */
#include <string.h>

#include "check.h"

#define N 203
#define M 157
#define T 20

static const char *source =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "__kernel void jacobi(__global const double *in, __global double *out, int n, int m,\n"
    "                   long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1) {\n"
    "    long j = p4a_offset0 + get_global_id(0);\n"
    "    long i = p4a_offset1 + get_global_id(1);\n"
    "    if (j < p4a_count0 && i < p4a_count1) {\n"
    "        i += 1; j += 1;\n"
    "        out[i * m + j] = 0.2 * (in[i * m + j] + in[(i - 1) * m + j] + in[(i + 1) * m + j]\n"
    "                                + in[i * m + j - 1] + in[i * m + j + 1]);\n"
    "    }\n"
    "}\n";

static void step_cpu(const double (*in)[M], double (*out)[M]) {
    for (int i = 1; i < N - 1; i++)
        for (int j = 1; j < M - 1; j++)
            out[i][j] = 0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
}

int main(void) {
    static double a[N][M], b[N][M], ref_a[N][M], ref_b[N][M];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            a[i][j] = b[i][j] = (double)((i * 7 + j * 13) % 17) / 3.0;
    memcpy(ref_a, a, sizeof a);
    memcpy(ref_b, b, sizeof b);

    p4a_program *program = p4a_program_load(source, NULL);
    CHECK_PTR(program);
    p4a_kernel *jacobi = p4a_kernel_get(program, "jacobi");
    CHECK_PTR(jacobi);
    CHECK(p4a_copy_to_device(a, sizeof a));
    CHECK(p4a_copy_to_device(b, sizeof b));
    int n = N, m = M;
    size_t counts[] = {M - 2, N - 2};
    p4a_arg ab[] = {P4A_IN(a, sizeof a), P4A_OUT(b, sizeof b), P4A_SCALAR(n), P4A_SCALAR(m)};
    p4a_arg ba[] = {P4A_IN(b, sizeof b), P4A_OUT(a, sizeof a), P4A_SCALAR(n), P4A_SCALAR(m)};
    for (int t = 0; t < T; t++) {
        CHECK(p4a_kernel_launch(jacobi, 2, counts, 4, ab));
        CHECK(p4a_kernel_launch(jacobi, 2, counts, 4, ba));
        step_cpu(ref_a, ref_b);
        step_cpu(ref_b, ref_a);
    }
    CHECK(p4a_copy_from_device(a, sizeof a));
    EXPECT(memcmp(a, ref_a, sizeof a) == 0);

    p4a_stats s = stats_now();
    EXPECT(s.h2d_count == 2);
    EXPECT(s.d2h_count == 1);
    EXPECT(s.launches == 2 * T);
    EXPECT(s.allocations == 2);
    printf("stencil2d: ok (%llu launches in %llu chunks)\n", (unsigned long long)s.launches,
           (unsigned long long)s.launch_chunks);
    return 0;
}
