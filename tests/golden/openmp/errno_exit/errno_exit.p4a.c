#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
static unsigned long checksum = 17;

static void handler_first(void)
{
    printf("atexit first (runs last) %lu\n", checksum);
}

static void handler_second(void)
{
    checksum = checksum * 7 + 1;
    printf("atexit second (runs first)\n");
}

static void check_errno(const char *what, int expected)
{
    int e = *__errno_location();
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
    if (depth < 10) {
        finish(depth - 1);
    }
    printf("not reached\n");
}

int main(void)
{
    atexit(handler_first);
    atexit(handler_second);
    *__errno_location() = 0;
    long v = strtol("99999999999999999999999", (void *)0, 10);
    check_errno("strtol overflow", 34);
    printf("value is LONG_MAX: %d\n", v == 0x7fffffffffffffffL);
    *__errno_location() = 0;
    v = strtol("-12345", (void *)0, 10);
    check_errno("strtol fine", 0);
    *__errno_location() = 0;
    unsigned long uv = strtoul("123456789012345678901234", (void *)0, 10);
    check_errno("strtoul overflow", 34);
    checksum += uv == (unsigned long)-1;
    *__errno_location() = 0;
    double d = strtod("1e999", (void *)0);
    check_errno("strtod overflow", 34);
    printf("strtod gives inf: %d\n", __builtin_isinf_sign(d) != 0);
    *__errno_location() = 0;
    FILE *f = fopen("/nonexistent-p4a-dir/missing.txt", "r");
    check_errno("fopen missing", 2);
    printf("fopen null: %d\n", f == (void *)0);
    *__errno_location() = 0;
    volatile double zero = 0.0;
    double l = log(zero);
    check_errno("log(0)", 34);
    printf("log(0) is -inf: %d\n", __builtin_isinf_sign(l) && l < 0);
    checksum += (unsigned long)(v + 20000);
    printf("exiting with status 3 from depth 3\n");
    finish(3);
    return 0;
}
