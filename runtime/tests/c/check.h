/* Helpers shared by the C tests of the p4a runtime. */
#ifndef P4A_TEST_CHECK_H
#define P4A_TEST_CHECK_H

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "p4a_runtime.h"

/* Fails the test when a runtime call returns an error code. */
#define CHECK(call)                                                                              \
    do {                                                                                         \
        int rc_ = (call);                                                                        \
        if (rc_ < 0) {                                                                           \
            fprintf(stderr, "%s:%d: %s returned %d: %s\n", __FILE__, __LINE__, #call, rc_,       \
                    p4a_last_error());                                                           \
            exit(2);                                                                             \
        }                                                                                        \
    } while (0)

/* Fails the test when a condition is false. */
#define EXPECT(cond)                                                                             \
    do {                                                                                         \
        if (!(cond)) {                                                                           \
            fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #cond);                  \
            exit(3);                                                                             \
        }                                                                                        \
    } while (0)

/* Fails the test when a pointer is NULL. */
#define CHECK_PTR(ptr)                                                                           \
    do {                                                                                         \
        if ((ptr) == NULL) {                                                                     \
            fprintf(stderr, "%s:%d: %s is NULL: %s\n", __FILE__, __LINE__, #ptr,                 \
                    p4a_last_error());                                                           \
            exit(2);                                                                             \
        }                                                                                        \
    } while (0)

/* The statistics now. */
static inline p4a_stats stats_now(void) {
    p4a_stats s;
    CHECK(p4a_stats_get(&s));
    return s;
}

#endif
