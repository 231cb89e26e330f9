#include <stdio.h>
#include <string.h>
static int img[384][512];
static long bins[64];
static char line[96];
static double work[512];
static double tile[2][512];
static long row_score[384];
static unsigned int row_hash[384];
static double smooth[384][512];
static double tile_sum[384];
static long named[64];

static void clear_named(void)
{
    for (int b = 0; b < 64; b++) {
        named[b] = 0;
    }
}

int main(void)
{
    #pragma omp parallel for
    for (int r = 0; r < 384; r++) {
        for (int c = 0; c < 512; c++) {
            img[r][c] = (r * 131 + c * 71 + (r ^ c)) % 251;
        }
    }
    long total = 0;
    for (int r = 0; r < 384; r++) {
        clear_named();
        for (int c = 0; c < 512; c++) {
            named[img[r][c] % 64] += c;
        }
        for (int b = 0; b < 64; b++) {
            total += named[b] * (b % 7);
        }
    }
    long score = 0;
    unsigned int hash = 0;
    double sm = 0, ts = 0;
    #pragma omp parallel for firstprivate(bins, line, tile, work) lastprivate(bins, line, tile, work) reduction(+:score, sm, ts) reduction(^:hash)
    for (int r = 0; r < 384; r++) {
        for (int c = 0; c < 512; c++) {
            smooth[r][c] = img[r][c] * 0.5;
        }
        memcpy(work, smooth[r], 512 * sizeof(double));
        for (int c = 1; c < 512; c++) {
            work[c] = 0.75 * work[c] + 0.25 * work[c - 1];
        }
        memcpy(smooth[r], work, sizeof work);
        {
            memset(tile[0], 0, sizeof tile[0]);
            memset(&tile[1][0], 0, 512 * sizeof tile[1][0]);
            for (int c = 0; c < 512; c++) {
                tile[0][c * 7 % 512] += smooth[r][c];
                tile[1][c / 2] += smooth[r][c] * 0.5;
            }
            double t = 0;
            for (int c = 0; c < 512; c++) {
                t += tile[0][c] * (c % 5) - tile[1][c];
            }
            tile_sum[r] = t;
        }
        {
            memset(line, ' ', 96);
            for (int c = 0; c < 512; c++) {
                line[c * 3 % 96] = (char)('a' + img[r][c] % 26);
            }
            unsigned int h = 2166136261u;
            for (int k = 0; k < 96; k++) {
                h = (h ^ (unsigned char)line[k]) * 16777619u;
            }
            row_hash[r] = h;
        }
        {
            memset(bins, 0, sizeof bins);
            for (int c = 0; c < 512; c++) {
                bins[(img[r][c] * 5 + 3) & (64 - 1)] += img[r][c];
            }
            long s = 0;
            for (int b = 0; b < 64; b++) {
                s += bins[b] * (b + 1);
            }
            row_score[r] = s;
        }
        score += row_score[r] % 100003;
        hash ^= row_hash[r] + (unsigned int)r;
        ts += tile_sum[r];
        for (int c = 0; c < 512; c++) {
            sm += smooth[r][c];
        }
    }
    printf("score %ld hash %u total %ld\n", score, hash, total);
    printf("smooth %.10e tiles %.10e\n", sm, ts);
    printf("left %ld %c %.6f %.6f\n", bins[7], line[5], work[512 - 1], tile[1][3]);
    return 0;
}
