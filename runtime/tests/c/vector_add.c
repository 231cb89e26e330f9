/* Vector addition through the p4a runtime on OpenCL, checked against the CPU.
 * Also: buffers are reused across launches (no new allocation), interior pointers,
 * downloads of data the host already has are skipped, empty launches do nothing, and
 * the smaller calls (backend and device names, loading from a file, eviction and restore,
 * device pointers, host_wrote, program_free) behave as documented. */
#define _POSIX_C_SOURCE 200809L
#include <string.h>
#include <unistd.h>

#include "check.h"

static const char *source =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "__kernel void vadd(__global const double *a, __global const double *b, __global double *c,\n"
    "                   long p4a_offset0, long p4a_count0) {\n"
    "    long i = p4a_offset0 + get_global_id(0);\n"
    "    if (i < p4a_count0) c[i] = a[i] + b[i];\n"
    "}\n"
    "__kernel void scale(__global double *x, double factor, long p4a_offset0, long p4a_count0) {\n"
    "    long i = p4a_offset0 + get_global_id(0);\n"
    "    if (i < p4a_count0) x[i] *= factor;\n"
    "}\n";

int main(void) {
    CHECK(p4a_runtime_init(P4A_BACKEND_OPENCL));
    const size_t n = 1000003; /* not a multiple of any block size */
    const size_t bytes = n * sizeof(double);
    double *a = malloc(bytes), *b = malloc(bytes), *c = malloc(bytes);
    for (size_t i = 0; i < n; i++) {
        a[i] = (double)i;
        b[i] = 0.5 * (double)(n - i);
        c[i] = -1.0;
    }
    p4a_program *program = p4a_program_load(source, "-cl-std=CL1.2");
    CHECK_PTR(program);
    EXPECT(p4a_program_load(source, "-cl-std=CL1.2") == program);
    p4a_kernel *vadd = p4a_kernel_get(program, "vadd");
    p4a_kernel *scale = p4a_kernel_get(program, "scale");
    CHECK_PTR(vadd);
    CHECK_PTR(scale);

    CHECK(p4a_copy_to_device(a, bytes));
    CHECK(p4a_copy_to_device(b, bytes));
    p4a_arg args[] = {P4A_IN(a, bytes), P4A_IN(b, bytes), P4A_OUT(c, bytes)};
    size_t counts[] = {n};
    CHECK(p4a_kernel_launch(vadd, 1, counts, 3, args));
    CHECK(p4a_copy_from_device(c, bytes));
    for (size_t i = 0; i < n; i++)
        EXPECT(c[i] == a[i] + b[i]);

    /* Second round: the host changes a, the buffers are reused. */
    for (size_t i = 0; i < n; i++)
        a[i] = 2.0 * (double)i;
    CHECK(p4a_copy_to_device(a, bytes));
    CHECK(p4a_kernel_launch(vadd, 1, counts, 3, args));
    /* Scale the second half of c in place through an interior pointer (128-byte aligned). */
    size_t half = n / 2 / 16 * 16;
    double factor = 3.0;
    p4a_arg scale_args[] = {P4A_INOUT(c + half, (n - half) * sizeof(double)), P4A_SCALAR(factor)};
    size_t scale_counts[] = {n - half};
    CHECK(p4a_kernel_launch(scale, 1, scale_counts, 2, scale_args));
    CHECK(p4a_copy_from_device(c, bytes));
    for (size_t i = 0; i < n; i++)
        EXPECT(c[i] == (a[i] + b[i]) * (i >= half ? 3.0 : 1.0));

    p4a_stats s = stats_now();
    EXPECT(s.allocations == 3);
    EXPECT(s.h2d_count == 3 && s.h2d_bytes == 3 * bytes);
    EXPECT(s.d2h_count == 2 && s.d2h_bytes == 2 * bytes);
    EXPECT(s.launches == 3);

    /* Nothing is device-newer now: a second download moves nothing. */
    CHECK(p4a_copy_from_device(c, bytes));
    EXPECT(stats_now().d2h_count == 2);
    EXPECT(stats_now().d2h_skipped_count == 1);

    /* An empty iteration space launches nothing. */
    size_t zero[] = {0};
    CHECK(p4a_kernel_launch(vadd, 1, zero, 3, args));
    EXPECT(stats_now().launches == 3 && stats_now().skipped_launches == 1);

    /* Names, synchronization, device pointers. */
    EXPECT(strcmp(p4a_runtime_backend(), "opencl") == 0);
    EXPECT(p4a_runtime_device() != NULL);
    CHECK(p4a_runtime_synchronize());
    uint64_t device_address = 0;
    CHECK(p4a_buffer_device_pointer(a, bytes, &device_address));
    EXPECT(device_address != 0);

    /* The same source from a file is the same program. */
    char path[] = "/tmp/p4a_vector_add_XXXXXX";
    int fd = mkstemp(path);
    EXPECT(fd >= 0);
    EXPECT(write(fd, source, strlen(source)) == (ssize_t)strlen(source));
    close(fd);
    EXPECT(p4a_program_load_file(path, "-cl-std=CL1.2") == program);
    unlink(path);

    /* Evict c: its device-newer bytes come back; the next launch restores it. */
    CHECK(p4a_kernel_launch(scale, 1, scale_counts, 2, scale_args));
    EXPECT(p4a_buffer_evict(c) == 1);
    EXPECT(p4a_buffer_is_mapped(c) == 2);
    for (size_t i = 0; i < n; i++)
        EXPECT(c[i] == (a[i] + b[i]) * (i >= half ? 9.0 : 1.0));
    CHECK(p4a_kernel_launch(scale, 1, scale_counts, 2, scale_args));
    EXPECT(p4a_buffer_is_mapped(c) == 1);
    /* The host overwrites the first element without downloading, and says so: a later
     * download must not clobber it. */
    c[half] = 42.0;
    CHECK(p4a_host_wrote(&c[half], sizeof(double)));
    CHECK(p4a_copy_from_device(c, bytes));
    EXPECT(c[half] == 42.0);
    EXPECT(c[half + 1] == (a[half + 1] + b[half + 1]) * 27.0);

    EXPECT(p4a_buffer_is_mapped(c + 10) == 1);
    CHECK(p4a_program_free(program));
    CHECK(p4a_host_free(a));
    CHECK(p4a_host_free(b));
    CHECK(p4a_host_free(c));
    EXPECT(stats_now().device_bytes == 0);
    CHECK(p4a_runtime_finish());
    printf("vector_add: ok (%s)\n", "opencl");
    return 0;
}
