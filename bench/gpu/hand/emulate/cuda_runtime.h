/* A CPU stand-in for the part of CUDA that the hand-written programs of bench/gpu/hand use,
 * so that their output can be checked on a machine without a GPU (emulate/nvcc builds
 * them with it; bench/gpu/device-check.sh --dry-run uses it). It is slow and only as
 * faithful as these programs need; times are the CPU's.
 *
 * Device memory is host memory. A launch runs the blocks one after the other. Within a
 * block every thread is a fiber (ucontext); the fibers of a block run in turn until each
 * waits at a barrier: __syncthreads waits for every live thread of the block,
 * __shfl_down_sync for every live lane of the warp. A kernel whose first block meets no
 * barrier runs its other blocks' threads as plain calls. Shared memory (`__shared__`) is a
 * static variable, which the threads of a block share. Events record the host clock. */
#pragma once

#include <ucontext.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <vector>

#define __global__
#define __device__
#define __host__
#define __shared__ static
#define __launch_bounds__(...)

struct dim3 {
    unsigned x, y, z;
    dim3(unsigned x_ = 1, unsigned y_ = 1, unsigned z_ = 1) : x(x_), y(y_), z(z_) {}
};
struct uint3 {
    unsigned x, y, z;
};
struct alignas(16) double2 {
    double x, y;
};
struct alignas(8) float2 {
    float x, y;
};

inline uint3 threadIdx, blockIdx;
inline dim3 blockDim, gridDim;

/* ---- the fibers of one block ---- */

namespace emu {

enum State { RUNNABLE, AT_WARP, AT_BLOCK, DONE };
constexpr size_t STACK = 64 * 1024;

struct Fiber {
    ucontext_t context;
    State state;
    uint3 tid;
    double lane_value;
};

inline std::vector<Fiber> fibers;
inline std::vector<std::vector<char>> stacks;
inline ucontext_t scheduler;
inline size_t current;
inline long barriers_met;
inline const std::function<void()> *body;

inline void entry() {
    (*body)();
    fibers[current].state = DONE;
}

inline void wait(State state) {
    barriers_met++;
    fibers[current].state = state;
    swapcontext(&fibers[current].context, &scheduler);
}

inline void set_thread(const uint3 &tid) { threadIdx = tid; }

inline uint3 thread_of(size_t flat) {
    return uint3{unsigned(flat % blockDim.x), unsigned(flat / blockDim.x % blockDim.y),
                 unsigned(flat / (blockDim.x * blockDim.y))};
}

/* Releases the warps and the block whose live threads all wait; false if none could go on. */
inline bool release() {
    bool released = false;
    size_t n = fibers.size();
    for (size_t w = 0; w < n; w += 32) {
        size_t end = w + 32 < n ? w + 32 : n;
        bool all = true, any = false;
        for (size_t i = w; i < end; i++) {
            if (fibers[i].state == DONE)
                continue;
            any = true;
            all = all && fibers[i].state == AT_WARP;
        }
        if (any && all) {
            for (size_t i = w; i < end; i++)
                if (fibers[i].state == AT_WARP)
                    fibers[i].state = RUNNABLE;
            released = true;
        }
    }
    bool all = true, any = false;
    for (auto &fiber : fibers) {
        if (fiber.state == DONE)
            continue;
        any = true;
        all = all && fiber.state == AT_BLOCK;
    }
    if (any && all) {
        for (auto &fiber : fibers)
            fiber.state = RUNNABLE;
        released = true;
    }
    return released;
}

/* Runs one block's threads as fibers; returns how many barriers they met. */
inline long run_block_as_fibers(const std::function<void()> &kernel) {
    size_t n = (size_t)blockDim.x * blockDim.y * blockDim.z;
    body = &kernel;
    barriers_met = 0;
    fibers.assign(n, Fiber{});
    while (stacks.size() < n)
        stacks.emplace_back(STACK);
    for (size_t i = 0; i < n; i++) {
        fibers[i].state = RUNNABLE;
        fibers[i].tid = thread_of(i);
        getcontext(&fibers[i].context);
        fibers[i].context.uc_stack.ss_sp = stacks[i].data();
        fibers[i].context.uc_stack.ss_size = STACK;
        fibers[i].context.uc_link = &scheduler;
        makecontext(&fibers[i].context, entry, 0);
    }
    for (;;) {
        bool ran = false;
        for (size_t i = 0; i < n; i++) {
            if (fibers[i].state != RUNNABLE)
                continue;
            current = i;
            set_thread(fibers[i].tid);
            swapcontext(&scheduler, &fibers[i].context);
            ran = true;
        }
        bool done = true;
        for (auto &fiber : fibers)
            done = done && fiber.state == DONE;
        if (done)
            return barriers_met;
        if (!release() && !ran) {
            fprintf(stderr, "emulate: deadlock: threads wait at different barriers\n");
            exit(3);
        }
    }
}

inline void launch(dim3 grid, dim3 block, const std::function<void()> &kernel) {
    gridDim = grid;
    blockDim = block;
    size_t n = (size_t)block.x * block.y * block.z;
    bool plain = false;
    for (unsigned z = 0; z < grid.z; z++)
        for (unsigned y = 0; y < grid.y; y++)
            for (unsigned x = 0; x < grid.x; x++) {
                blockIdx = uint3{x, y, z};
                if (!plain) {
                    plain = run_block_as_fibers(kernel) == 0;
                    continue;
                }
                for (size_t i = 0; i < n; i++) {
                    threadIdx = thread_of(i);
                    kernel();
                }
            }
}

}  // namespace emu

#define EMU_LAUNCH(grid, block, ...) emu::launch(dim3(grid), dim3(block), [&] { __VA_ARGS__; })

inline void __syncthreads() { emu::wait(emu::AT_BLOCK); }

template <typename T>
T __shfl_down_sync(unsigned, T value, int offset) {
    size_t me = emu::current, lane = me % 32;
    emu::fibers[me].lane_value = (double)value;
    emu::wait(emu::AT_WARP);
    T res = value;
    if (lane + offset < 32 && me + offset < emu::fibers.size() &&
        emu::fibers[me + offset].state != emu::DONE)
        res = (T)emu::fibers[me + offset].lane_value;
    emu::wait(emu::AT_WARP);
    return res;
}

/* ---- the runtime API ---- */

enum cudaError_t { cudaSuccess = 0, cudaErrorMemoryAllocation = 2 };
enum cudaMemcpyKind {
    cudaMemcpyHostToHost,
    cudaMemcpyHostToDevice,
    cudaMemcpyDeviceToHost,
    cudaMemcpyDeviceToDevice,
    cudaMemcpyDefault
};
enum cudaDeviceAttr { cudaDevAttrMultiProcessorCount = 16 };
struct cudaFuncAttributes {
    int numRegs;
};
typedef std::chrono::steady_clock::time_point *cudaEvent_t;

inline const char *cudaGetErrorString(cudaError_t err) {
    return err == cudaSuccess ? "no error" : "out of memory";
}
inline cudaError_t cudaGetLastError() { return cudaSuccess; }
inline cudaError_t cudaDeviceSynchronize() { return cudaSuccess; }
inline cudaError_t cudaGetDevice(int *device) {
    *device = 0;
    return cudaSuccess;
}
/* Four "multiprocessors" (or $EMU_SMS): grid-stride kernels get few blocks, which the
 * emulation runs faster. */
inline cudaError_t cudaDeviceGetAttribute(int *value, cudaDeviceAttr, int) {
    const char *sms = getenv("EMU_SMS");
    *value = sms && atoi(sms) > 0 ? atoi(sms) : 4;
    return cudaSuccess;
}
template <typename F>
cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *attributes, F) {
    attributes->numRegs = 0;
    return cudaSuccess;
}
template <typename T>
cudaError_t cudaMalloc(T **ptr, size_t bytes) {
    *ptr = (T *)aligned_alloc(256, (bytes + 255) / 256 * 256);
    return *ptr ? cudaSuccess : cudaErrorMemoryAllocation;
}
inline cudaError_t cudaFree(void *ptr) {
    free(ptr);
    return cudaSuccess;
}
inline cudaError_t cudaMemcpy(void *dst, const void *src, size_t bytes, cudaMemcpyKind) {
    memcpy(dst, src, bytes);
    return cudaSuccess;
}
inline cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t bytes, cudaMemcpyKind kind,
                                   void * = nullptr) {
    return cudaMemcpy(dst, src, bytes, kind);
}
inline cudaError_t cudaMemset(void *ptr, int value, size_t bytes) {
    memset(ptr, value, bytes);
    return cudaSuccess;
}
inline cudaError_t cudaEventCreate(cudaEvent_t *event) {
    *event = new std::chrono::steady_clock::time_point();
    return cudaSuccess;
}
inline cudaError_t cudaEventDestroy(cudaEvent_t event) {
    delete event;
    return cudaSuccess;
}
inline cudaError_t cudaEventRecord(cudaEvent_t event, void * = nullptr) {
    *event = std::chrono::steady_clock::now();
    return cudaSuccess;
}
inline cudaError_t cudaEventSynchronize(cudaEvent_t) { return cudaSuccess; }
inline cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t stop) {
    *ms = std::chrono::duration<float, std::milli>(*stop - *start).count();
    return cudaSuccess;
}
