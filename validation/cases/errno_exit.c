/* errno after library calls (strtol/strtoul/strtod range errors, fopen of a
 * missing file, a math pole error) and program termination through exit(3)
 * from a nested function, with handlers registered by atexit that run in
 * reverse order and print the final checksum. The program deliberately exits
 * with status 3. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned long checksum = 17;

static void handler_first(void) { printf("atexit first (runs last) %lu\n", checksum); }
static void handler_second(void) { checksum = checksum * 7 + 1; printf("atexit second (runs first)\n"); }

static void check_errno(const char *what, int expected)
{
    int e = errno;
    checksum = checksum * 31 + (unsigned long)(e == expected);
    printf("%s: errno %s\n", what, e == expected ? "as expected" : e == 0 ? "not set" : "other");
}

static int depth_reached;

static void finish(int depth)
{
    depth_reached = depth;
    if (depth == 0) {
        fflush(stdout);
        exit(3);
    }
    if (depth < 10)
        finish(depth - 1);
    printf("not reached\n");
}

int main(void)
{
    atexit(handler_first);
    atexit(handler_second);

    errno = 0;
    long v = strtol("99999999999999999999999", NULL, 10);
    check_errno("strtol overflow", ERANGE);
    printf("value is LONG_MAX: %d\n", v == LONG_MAX);

    errno = 0;
    v = strtol("-12345", NULL, 10);
    check_errno("strtol fine", 0);

    errno = 0;
    unsigned long uv = strtoul("123456789012345678901234", NULL, 10);
    check_errno("strtoul overflow", ERANGE);
    checksum += uv == (unsigned long)-1;

    errno = 0;
    double d = strtod("1e999", NULL);
    check_errno("strtod overflow", ERANGE);
    printf("strtod gives inf: %d\n", isinf(d) != 0);

    errno = 0;
    FILE *f = fopen("/nonexistent-p4a-dir/missing.txt", "r");
    check_errno("fopen missing", ENOENT);
    printf("fopen null: %d\n", f == NULL);

    errno = 0;
    volatile double zero = 0.0;
    double l = log(zero);
    check_errno("log(0)", ERANGE);
    printf("log(0) is -inf: %d\n", isinf(l) && l < 0);

    checksum += (unsigned long)(v + 20000);
    printf("exiting with status 3 from depth 3\n");
    finish(3);
    return 0;
}
