/* Eviction under a tiny device memory limit (the driver sets P4A_DEVICE_MEMORY_LIMIT):
 * eight 1 MB arrays live on a device that holds three. Kernels keep them device-newer, so
 * every eviction must copy data back first and every reuse must restore it; the final
 * results must equal the CPU's. Also: heap blocks freed with p4a_host_free lose their
 * mappings, so an array reallocated at the same address gets a fresh buffer. */
#include <string.h>

#include "check.h"

#define ARRAYS 8
#define N (1 << 17) /* 1 MB of doubles */
#define ROUNDS 3

static const char *source =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "__kernel void axpy(__global double *y, __global const double *x, double alpha,\n"
    "                   long p4a_offset0, long p4a_count0) {\n"
    "    long i = p4a_offset0 + get_global_id(0);\n"
    "    if (i < p4a_count0) y[i] = alpha * x[i] + y[i];\n"
    "}\n";

int main(void) {
    p4a_program *program = p4a_program_load(source, NULL);
    CHECK_PTR(program);
    p4a_kernel *axpy = p4a_kernel_get(program, "axpy");
    CHECK_PTR(axpy);
    static double ref[ARRAYS][N];
    double *v[ARRAYS];
    const size_t bytes = N * sizeof(double);
    for (int a = 0; a < ARRAYS; a++) {
        v[a] = malloc(bytes);
        for (int i = 0; i < N; i++)
            v[a][i] = ref[a][i] = (double)((a * 31 + i) % 1000);
        CHECK(p4a_copy_to_device(v[a], bytes));
    }
    size_t counts[] = {N};
    for (int r = 0; r < ROUNDS; r++) {
        for (int a = 0; a < ARRAYS; a++) {
            int src = (a + 3) % ARRAYS;
            double alpha = 0.5 + r;
            p4a_arg args[] = {P4A_INOUT(v[a], bytes), P4A_IN(v[src], bytes), P4A_SCALAR(alpha)};
            CHECK(p4a_kernel_launch(axpy, 1, counts, 3, args));
            for (int i = 0; i < N; i++)
                ref[a][i] = alpha * ref[src][i] + ref[a][i];
        }
    }
    for (int a = 0; a < ARRAYS; a++) {
        CHECK(p4a_copy_from_device(v[a], bytes));
        EXPECT(memcmp(v[a], ref[a], bytes) == 0);
    }
    p4a_stats s = stats_now();
    EXPECT(s.evictions > 0);
    EXPECT(s.eviction_writeback_bytes > 0);
    EXPECT(s.peak_device_bytes <= 3 * bytes + bytes / 2);

    /* Address reuse: free, reallocate (glibc often returns the same block), map again. */
    double *old = v[0];
    CHECK(p4a_host_free(v[0]));
    EXPECT(p4a_buffer_is_mapped(old) == 0);
    v[0] = malloc(2 * bytes);
    for (int i = 0; i < 2 * N; i++)
        v[0][i] = 1.0;
    CHECK(p4a_copy_to_device(v[0], 2 * bytes));
    double alpha = 1.0;
    size_t counts2[] = {2 * N};
    p4a_arg args[] = {P4A_INOUT(v[0], 2 * bytes), P4A_IN(v[0], 2 * bytes), P4A_SCALAR(alpha)};
    CHECK(p4a_kernel_launch(axpy, 1, counts2, 3, args));
    CHECK(p4a_copy_from_device(v[0], 2 * bytes));
    for (int i = 0; i < 2 * N; i++)
        EXPECT(v[0][i] == 2.0);
    for (int a = 0; a < ARRAYS; a++)
        CHECK(p4a_host_free(v[a]));
    printf("eviction: ok (%llu evictions, %llu bytes written back)\n", (unsigned long long)s.evictions,
           (unsigned long long)s.eviction_writeback_bytes);
    return 0;
}
