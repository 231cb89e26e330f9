/* The reference for the benchmark's bandwidth figures: device-to-device copies
 * (cudaMemcpyAsync) that move a given number of bytes, counting bytes read plus bytes
 * written, as the kernels' figures do.
 *
 *     d2d TRAFFIC_BYTES...
 *
 * For each size it copies TRAFFIC_BYTES/2 bytes from one buffer to another, 3 times
 * untimed, then 20 times timed one by one as hand.h times launches (the host clock from
 * the call to the end of a synchronization, and CUDA events), and prints the medians:
 *
 *     d2d traffic_bytes=<n> wall_s=<s> event_s=<s> wall_gbs=<GB/s> event_gbs=<GB/s> */
#include <algorithm>
#include <vector>

#include "hand.h"

constexpr int WARM_UP = 3;
constexpr int TIMED = 20;

static double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: d2d TRAFFIC_BYTES...\n");
        return 2;
    }
    for (int arg = 1; arg < argc; arg++) {
        long long traffic = atoll(argv[arg]);
        size_t bytes = (size_t)(traffic / 2);
        if (bytes == 0) {
            fprintf(stderr, "d2d: %s: not a positive byte count\n", argv[arg]);
            return 2;
        }
        char *src, *dst;
        CK(cudaMalloc(&src, bytes));
        CK(cudaMalloc(&dst, bytes));
        CK(cudaMemset(src, 1, bytes));
        CK(cudaMemset(dst, 0, bytes));
        for (int i = 0; i < WARM_UP; i++)
            CK(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice));
        CK(cudaDeviceSynchronize());
        std::vector<double> wall, event;
        for (int i = 0; i < TIMED; i++) {
            LaunchTimer timer;
            timer.begin();
            CK(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice));
            timer.end();
            wall.push_back(timer.wall_s);
            event.push_back(timer.event_s);
        }
        double wall_s = median(wall), event_s = median(event);
        double moved = 2.0 * (double)bytes;
        printf("d2d traffic_bytes=%lld wall_s=%.9f event_s=%.9f wall_gbs=%.1f event_gbs=%.1f\n",
               traffic, wall_s, event_s, moved / wall_s / 1e9, moved / event_s / 1e9);
        CK(cudaFree(src));
        CK(cudaFree(dst));
    }
    return 0;
}
