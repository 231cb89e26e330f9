/* Helpers shared by the hand-written CUDA versions of the benchmark kernels: error checks
 * and the timing of launches.
 *
 * Each program times only the kernels that do the work of the C kernel's timed loops (the
 * initialisation and the final checksum stay on the host) and prints, on standard error,
 * one line that bench/gpu/run.py reads:
 *
 *     hand-timing: kernel_s=<s> event_s=<s> launches=<n>
 *
 * kernel_s is measured as the p4a runtime measures its launches under P4A_STATS (the host
 * clock from the launch to the end of a synchronization, summed over launches), so that the
 * two compare like with like; event_s is the device time between CUDA events around the
 * same launches. */
#pragma once

#include <chrono>
#include <cstdio>
#include <cstdlib>

#include <cuda_runtime.h>

/* Exits with a message naming the call when a CUDA runtime call fails. */
#define CK(call)                                                                        \
    do {                                                                                \
        cudaError_t ck_err = (call);                                                    \
        if (ck_err != cudaSuccess) {                                                    \
            fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,               \
                    cudaGetErrorString(ck_err));                                        \
            exit(1);                                                                    \
        }                                                                               \
    } while (0)

/* Sums the time of timed launches: begin(), one launch, end(1); each launch is waited
 * for on its own, as the p4a runtime waits for each of its launches. */
struct LaunchTimer {
    cudaEvent_t start_event, stop_event;
    std::chrono::steady_clock::time_point started;
    double wall_s = 0.0, event_s = 0.0;
    long launches = 0;

    LaunchTimer() {
        CK(cudaEventCreate(&start_event));
        CK(cudaEventCreate(&stop_event));
    }

    ~LaunchTimer() {
        cudaEventDestroy(start_event);
        cudaEventDestroy(stop_event);
    }

    LaunchTimer(const LaunchTimer &) = delete;
    LaunchTimer &operator=(const LaunchTimer &) = delete;

    void begin() {
        CK(cudaEventRecord(start_event));
        started = std::chrono::steady_clock::now();
    }

    /* Waits for the `count` launches made since begin() and adds their time. */
    void end(long count = 1) {
        CK(cudaGetLastError());
        CK(cudaEventRecord(stop_event));
        CK(cudaEventSynchronize(stop_event));
        wall_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        float ms = 0.0f;
        CK(cudaEventElapsedTime(&ms, start_event, stop_event));
        event_s += ms / 1e3;
        launches += count;
    }

    void report() const {
        fprintf(stderr, "hand-timing: kernel_s=%.9f event_s=%.9f launches=%ld\n", wall_s,
                event_s, launches);
    }
};

/* Loads a kernel's module before anything is timed, as the p4a runtime does when it looks
 * the kernel up (lazy loading would otherwise put the load in the first launch). */
template <typename Kernel>
void preload(Kernel kernel) {
    cudaFuncAttributes attributes;
    CK(cudaFuncGetAttributes(&attributes, kernel));
}

/* The device's multiprocessor count, for grid-stride kernels. */
inline int multiprocessors() {
    int device = 0, count = 0;
    CK(cudaGetDevice(&device));
    CK(cudaDeviceGetAttribute(&count, cudaDevAttrMultiProcessorCount, device));
    return count > 0 ? count : 1;
}
