/* Vector addition through the p4a runtime on CUDA (GPU-only; the Rust driver skips it
 * without a CUDA driver): kernels compiled by NVRTC, an interior pointer at an odd
 * offset, a 2-D launch, and the statistics. Checked against the CPU. */
#include "check.h"

static const char *source =
    "extern \"C\" __global__ void vadd(const double *a, const double *b, double *c,\n"
    "                                 long long p4a_offset0, long long p4a_count0) {\n"
    "    long long i = p4a_offset0 + blockIdx.x * (long long)blockDim.x + threadIdx.x;\n"
    "    if (i < p4a_count0) c[i] = a[i] + b[i];\n"
    "}\n"
    "extern \"C\" __global__ void scale2d(double *x, int m, double factor,\n"
    "                                    long long p4a_offset0, long long p4a_count0,\n"
    "                                    long long p4a_offset1, long long p4a_count1) {\n"
    "    long long j = p4a_offset0 + blockIdx.x * (long long)blockDim.x + threadIdx.x;\n"
    "    long long i = p4a_offset1 + blockIdx.y * (long long)blockDim.y + threadIdx.y;\n"
    "    if (j < p4a_count0 && i < p4a_count1) x[i * m + j] *= factor;\n"
    "}\n";

int main(void) {
    CHECK(p4a_runtime_init(P4A_BACKEND_CUDA));
    const size_t n = 3000017;
    const size_t bytes = n * sizeof(double);
    double *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
    for (size_t i = 0; i < n; i++) {
        a[i] = (double)i;
        b[i] = 1.5 * (double)(i % 1000);
    }
    p4a_program *program = p4a_program_load(source, NULL);
    CHECK_PTR(program);
    p4a_kernel *vadd = p4a_kernel_get(program, "vadd");
    p4a_kernel *scale2d = p4a_kernel_get(program, "scale2d");
    CHECK_PTR(vadd);
    CHECK_PTR(scale2d);
    CHECK(p4a_copy_to_device(a, bytes));
    CHECK(p4a_copy_to_device(b, bytes));
    p4a_arg args[] = {P4A_IN(a, bytes), P4A_IN(b, bytes), P4A_OUT(c, bytes)};
    size_t counts[] = {n};
    CHECK(p4a_kernel_launch(vadd, 1, counts, 3, args));
    /* View c + 7 as a 1000 x 2999 matrix and scale it in place. */
    int m = 2999;
    double factor = -2.0;
    p4a_arg scale_args[] = {P4A_INOUT(c + 7, 1000 * 2999 * sizeof(double)), P4A_SCALAR(m), P4A_SCALAR(factor)};
    size_t counts2[] = {2999, 1000};
    CHECK(p4a_kernel_launch(scale2d, 2, counts2, 3, scale_args));
    CHECK(p4a_copy_from_device(c, bytes));
    for (size_t i = 0; i < n; i++) {
        double want = a[i] + b[i];
        if (i >= 7 && i < 7 + 1000 * 2999)
            want *= -2.0;
        EXPECT(c[i] == want);
    }
    p4a_stats s = stats_now();
    EXPECT(s.allocations == 3 && s.launches == 2 && s.d2h_count == 1);
    CHECK(p4a_runtime_finish());
    printf("vector_add_cuda: ok (%s)\n", "cuda");
    return 0;
}
