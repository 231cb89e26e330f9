/* Per-row work through global scratch buffers that every row first clears or fills with
 * a library call, as legacy image and text code does: `memset` of a bin table, of a
 * character line and of a 2-D tile's rows, `memcpy` of a row into a work row. Each
 * thread needs its own copy of the scratch; the clearing call writes all of it, so the
 * row loops are parallel. The last loop clears its scratch through a function that names
 * the global itself: a private copy would not be seen there, and it stays sequential. */
#include <stdio.h>
#include <string.h>

#define ROWS 384
#define COLS 512
#define BINS 64
#define LINE 96

static int img[ROWS][COLS];
static long bins[BINS];            /* cleared per row with memset */
static char line[LINE];            /* a text line, blanked per row */
static double work[COLS];          /* a row copied in with memcpy */
static double tile[2][COLS];       /* two rows cleared separately */
static long row_score[ROWS];
static unsigned row_hash[ROWS];
static double smooth[ROWS][COLS];
static double tile_sum[ROWS];
static long named[BINS];

static void clear_named(void)
{
    for (int b = 0; b < BINS; b++)
        named[b] = 0;
}

int main(void)
{
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++)
            img[r][c] = (r * 131 + c * 71 + (r ^ c)) % 251;

    /* Histogram of each row: bins selected by a masked subscript. */
    for (int r = 0; r < ROWS; r++) {
        memset(bins, 0, sizeof bins);
        for (int c = 0; c < COLS; c++)
            bins[(img[r][c] * 5 + 3) & (BINS - 1)] += img[r][c];
        long s = 0;
        for (int b = 0; b < BINS; b++)
            s += bins[b] * (b + 1);
        row_score[r] = s;
    }

    /* A text rendering of each row, hashed. */
    for (int r = 0; r < ROWS; r++) {
        memset(line, ' ', LINE);
        for (int c = 0; c < COLS; c++)
            line[(c * 3) % LINE] = (char)('a' + img[r][c] % 26);
        unsigned h = 2166136261u;
        for (int k = 0; k < LINE; k++)
            h = (h ^ (unsigned char)line[k]) * 16777619u;
        row_hash[r] = h;
    }

    /* A row copied into a work row, smoothed in place (a carried recurrence), stored. */
    for (int r = 0; r < ROWS; r++) {
        for (int c = 0; c < COLS; c++)
            smooth[r][c] = img[r][c] * 0.5;
        memcpy(work, smooth[r], COLS * sizeof(double));
        for (int c = 1; c < COLS; c++)
            work[c] = 0.75 * work[c] + 0.25 * work[c - 1];
        memcpy(smooth[r], work, sizeof work);
    }

    /* Two scratch rows cleared one by one, accumulated at shifted places. */
    for (int r = 0; r < ROWS; r++) {
        memset(tile[0], 0, sizeof tile[0]);
        memset(&tile[1][0], 0, COLS * sizeof tile[1][0]);
        for (int c = 0; c < COLS; c++) {
            tile[0][(c * 7) % COLS] += smooth[r][c];
            tile[1][c / 2] += smooth[r][c] * 0.5;
        }
        double t = 0;
        for (int c = 0; c < COLS; c++)
            t += tile[0][c] * (c % 5) - tile[1][c];
        tile_sum[r] = t;
    }

    /* The scratch cleared by a function naming the global: sequential. */
    long total = 0;
    for (int r = 0; r < ROWS; r++) {
        clear_named();
        for (int c = 0; c < COLS; c++)
            named[img[r][c] % BINS] += c;
        for (int b = 0; b < BINS; b++)
            total += named[b] * (b % 7);
    }

    long score = 0;
    unsigned hash = 0;
    double sm = 0, ts = 0;
    for (int r = 0; r < ROWS; r++) {
        score += row_score[r] % 100003;
        hash ^= row_hash[r] + (unsigned)r;
        ts += tile_sum[r];
        for (int c = 0; c < COLS; c++)
            sm += smooth[r][c];
    }
    printf("score %ld hash %u total %ld\n", score, hash, total);
    printf("smooth %.10e tiles %.10e\n", sm, ts);
    /* What the last row left in the scratch buffers, read after the loops. */
    printf("left %ld %c %.6f %.6f\n", bins[7], line[5], work[COLS - 1], tile[1][3]);
    return 0;
}
