/* Counts the OpenMP parallel regions a program built by gcc (libgomp) starts.
 *
 * The validation runner compiles this file into a shared library and loads it with
 * LD_PRELOAD into the runs of p4a's openmp outputs. Each entry point of libgomp that
 * starts a parallel region is defined here: it adds one to the count, unless the region
 * runs on one thread by its `if` clause (libgomp is then asked for exactly one thread),
 * and calls libgomp's own entry point, found with dlsym(RTLD_NEXT, ...). At exit the
 * count is written, as a decimal number and a newline, to the file named by the
 * environment variable P4A_REGIONS_FILE. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

static unsigned long regions_entered;

static void count(unsigned num_threads)
{
    if (num_threads != 1)
        __atomic_fetch_add(&regions_entered, 1, __ATOMIC_RELAXED);
}

static void *next(const char *name)
{
    void *f = dlsym(RTLD_NEXT, name);
    if (!f) {
        fprintf(stderr, "p4a regions shim: no %s in the OpenMP runtime\n", name);
        abort();
    }
    return f;
}

__attribute__((destructor)) static void write_count(void)
{
    const char *path = getenv("P4A_REGIONS_FILE");
    if (!path)
        return;
    FILE *out = fopen(path, "w");
    if (!out)
        return;
    fprintf(out, "%lu\n", __atomic_load_n(&regions_entered, __ATOMIC_RELAXED));
    fclose(out);
}

typedef void (*body_fn)(void *);

void GOMP_parallel(body_fn fn, void *data, unsigned num_threads, unsigned flags)
{
    static void (*real)(body_fn, void *, unsigned, unsigned);
    if (!real)
        real = next("GOMP_parallel");
    count(num_threads);
    real(fn, data, num_threads, flags);
}

unsigned GOMP_parallel_reductions(body_fn fn, void *data, unsigned num_threads,
                                  unsigned flags)
{
    static unsigned (*real)(body_fn, void *, unsigned, unsigned);
    if (!real)
        real = next("GOMP_parallel_reductions");
    count(num_threads);
    return real(fn, data, num_threads, flags);
}

void GOMP_parallel_sections(body_fn fn, void *data, unsigned num_threads, unsigned n_sections,
                            unsigned flags)
{
    static void (*real)(body_fn, void *, unsigned, unsigned, unsigned);
    if (!real)
        real = next("GOMP_parallel_sections");
    count(num_threads);
    real(fn, data, num_threads, n_sections, flags);
}

/* The combined `parallel for` of a schedule with a chunk size. */
#define LOOP_WITH_CHUNK(name)                                                                \
    void name(body_fn fn, void *data, unsigned num_threads, long start, long end, long incr, \
              long chunk_size, unsigned flags)                                               \
    {                                                                                        \
        static void (*real)(body_fn, void *, unsigned, long, long, long, long, unsigned);   \
        if (!real)                                                                           \
            real = next(#name);                                                              \
        count(num_threads);                                                                  \
        real(fn, data, num_threads, start, end, incr, chunk_size, flags);                    \
    }

/* The combined `parallel for` of schedule(runtime) and its variants (no chunk size). */
#define LOOP_RUNTIME(name)                                                                   \
    void name(body_fn fn, void *data, unsigned num_threads, long start, long end, long incr, \
              unsigned flags)                                                                \
    {                                                                                        \
        static void (*real)(body_fn, void *, unsigned, long, long, long, unsigned);         \
        if (!real)                                                                           \
            real = next(#name);                                                              \
        count(num_threads);                                                                  \
        real(fn, data, num_threads, start, end, incr, flags);                                \
    }

LOOP_WITH_CHUNK(GOMP_parallel_loop_static)
LOOP_WITH_CHUNK(GOMP_parallel_loop_dynamic)
LOOP_WITH_CHUNK(GOMP_parallel_loop_guided)
LOOP_WITH_CHUNK(GOMP_parallel_loop_nonmonotonic_dynamic)
LOOP_WITH_CHUNK(GOMP_parallel_loop_nonmonotonic_guided)
LOOP_RUNTIME(GOMP_parallel_loop_runtime)
LOOP_RUNTIME(GOMP_parallel_loop_nonmonotonic_runtime)
LOOP_RUNTIME(GOMP_parallel_loop_maybe_nonmonotonic_runtime)

/* The entry point of gcc before 4.9 (paired with GOMP_parallel_end, which ends the
 * region and is not counted). */
void GOMP_parallel_start(body_fn fn, void *data, unsigned num_threads)
{
    static void (*real)(body_fn, void *, unsigned);
    if (!real)
        real = next("GOMP_parallel_start");
    count(num_threads);
    real(fn, data, num_threads);
}
