/* Rectangular sub-block copies of 1-D to 4-D arrays: only the block's bytes move, in both
 * directions, and the device keeps mirroring the whole array. */
#include <string.h>

#include "check.h"

#define D1 6
#define D2 7
#define D3 8
#define D4 9

static const char *source =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "__kernel void twice_plus_one(__global double *x, long p4a_offset0, long p4a_count0) {\n"
    "    long i = p4a_offset0 + get_global_id(0);\n"
    "    if (i < p4a_count0) x[i] = 2.0 * x[i] + 1.0;\n"
    "}\n";

static int in_block(const size_t *idx, const size_t *block, const size_t *offset, int rank) {
    for (int d = 0; d < rank; d++)
        if (idx[d] < offset[d] || idx[d] >= offset[d] + block[d])
            return 0;
    return 1;
}

/* Index tuple of linear element e in an array of extents dims. */
static void unflatten(size_t e, const size_t *dims, int rank, size_t *idx) {
    for (int d = rank - 1; d >= 0; d--) {
        idx[d] = e % dims[d];
        e /= dims[d];
    }
}

int main(void) {
    CHECK(p4a_runtime_set_error_mode(P4A_ERRORS_RETURN));
    p4a_program *program = p4a_program_load(source, NULL);
    CHECK_PTR(program);
    p4a_kernel *k = p4a_kernel_get(program, "twice_plus_one");
    CHECK_PTR(k);

    static double x[D1 * D2 * D3 * D4], orig[D1 * D2 * D3 * D4];
    const size_t all_dims[4] = {D1, D2, D3, D4};
    const size_t blocks[4] = {2, 3, 4, 5};
    const size_t offsets[4] = {1, 2, 3, 4};
    for (int rank = 1; rank <= 4; rank++) {
        const size_t *dims = all_dims + 4 - rank, *block = blocks + 4 - rank, *offset = offsets + 4 - rank;
        size_t n = 1;
        for (int d = 0; d < rank; d++)
            n *= dims[d];
        for (size_t e = 0; e < n; e++)
            x[e] = orig[e] = (double)(e % 101) + rank;

        /* Whole array up, kernel on the device, only the block down. */
        CHECK(p4a_copy_to_device(x, n * sizeof(double)));
        p4a_arg args[] = {P4A_INOUT(x, n * sizeof(double))};
        size_t counts[] = {n};
        CHECK(p4a_kernel_launch(k, 1, counts, 1, args));
        switch (rank) {
        case 1: CHECK(p4a_copy_from_device_1d(8, dims[0], block[0], offset[0], x)); break;
        case 2: CHECK(p4a_copy_from_device_2d(8, dims[0], dims[1], block[0], block[1], offset[0], offset[1], x)); break;
        case 3:
            CHECK(p4a_copy_from_device_3d(8, dims[0], dims[1], dims[2], block[0], block[1], block[2], offset[0],
                                          offset[1], offset[2], x));
            break;
        default: CHECK(p4a_copy_from_device_nd(4, 8, dims, block, offset, x)); break;
        }
        size_t idx[4];
        for (size_t e = 0; e < n; e++) {
            unflatten(e, dims, rank, idx);
            double want = in_block(idx, block, offset, rank) ? 2.0 * orig[e] + 1.0 : orig[e];
            EXPECT(x[e] == want);
        }

        /* The host rewrites the block only and uploads it; the rest of the device copy is
         * still the kernel's result, which a whole download then brings back. */
        for (size_t e = 0; e < n; e++) {
            unflatten(e, dims, rank, idx);
            if (in_block(idx, block, offset, rank))
                x[e] = -1.0;
        }
        switch (rank) {
        case 1: CHECK(p4a_copy_to_device_1d(8, dims[0], block[0], offset[0], x)); break;
        case 2: CHECK(p4a_copy_to_device_2d(8, dims[0], dims[1], block[0], block[1], offset[0], offset[1], x)); break;
        case 3:
            CHECK(p4a_copy_to_device_3d(8, dims[0], dims[1], dims[2], block[0], block[1], block[2], offset[0],
                                        offset[1], offset[2], x));
            break;
        default:
            CHECK(p4a_copy_to_device_4d(8, dims[0], dims[1], dims[2], dims[3], block[0], block[1], block[2], block[3],
                                        offset[0], offset[1], offset[2], offset[3], x));
            break;
        }
        CHECK(p4a_kernel_launch(k, 1, counts, 1, args));
        CHECK(p4a_copy_from_device(x, n * sizeof(double)));
        for (size_t e = 0; e < n; e++) {
            unflatten(e, dims, rank, idx);
            double before = in_block(idx, block, offset, rank) ? -1.0 : 2.0 * orig[e] + 1.0;
            EXPECT(x[e] == 2.0 * before + 1.0);
        }
        CHECK(p4a_buffer_unmap(x, n * sizeof(double)));
        EXPECT(p4a_buffer_is_mapped(x) == 0);
    }

    /* Errors are returned, not fatal, in this mode. */
    double never_mapped[4];
    EXPECT(p4a_copy_from_device(never_mapped, sizeof never_mapped) == P4A_ERROR_NOT_MAPPED);
    size_t bad_block[2] = {3, 8};
    EXPECT(p4a_copy_to_device_nd(2, 8, all_dims, bad_block, offsets, x) == P4A_ERROR_INVALID);
    EXPECT(p4a_kernel_get(program, "no_such_kernel") == NULL);
    EXPECT(p4a_program_load("__kernel void broken( {", NULL) == NULL);
    printf("subblock: ok\n");
    return 0;
}
