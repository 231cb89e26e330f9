/* A simulation step that works on each cell through helper functions and shared scratch
 * buffers, in the style of legacy solvers: the scratch is reset through a call that
 * receives it as an argument, filled by another helper with wrapped (`%`) and masked
 * (`&`) subscripts, and reduced by a third. Each cell's scratch is private per thread.
 * A helper that keeps a pointer to the scratch in a global, and a global table filled
 * with no clearing, keep their loops sequential. */
#include <stdio.h>

#define CELLS 2048
#define TAPS 48
#define RING 32

struct cell {
    double v[TAPS];
    int id;
};

static struct cell cells[CELLS];
static double ring[RING];          /* global scratch, reset through reset_buf() */
static double taps[2][TAPS];       /* two scratch rows */
static double result[CELLS];
static double energy[CELLS];
static const double *last_seen;    /* set by remember() */
static int table[RING];

static void reset_buf(double *b, int n, double value)
{
    for (int i = 0; i < n; i++)
        b[i] = value;
}

static void scatter(double *b, const double *v, int id)
{
    for (int t = 0; t < TAPS; t++)
        b[(t * 7 + id) % RING] += v[t] * (1.0 + (t & 3));
}

static double weigh(const double *b)
{
    double s = 0;
    for (int i = 0; i < RING; i++)
        s += b[i] * b[i] * (i + 1);
    return s;
}

static void split(double (*rows)[TAPS], const double *v)
{
    for (int t = 0; t < TAPS; t++)
        rows[0][t] = v[t] * 0.5;
}

static void fold(double *row, const double *v)
{
    for (int t = 0; t < TAPS; t++)
        row[(t * 5) & (TAPS - 16 - 1)] += v[t];
}

static double remember(const double *b)
{
    last_seen = b;
    return b[0];
}

int main(void)
{
    for (int c = 0; c < CELLS; c++) {
        cells[c].id = (c * 13) % 97;
        for (int t = 0; t < TAPS; t++)
            cells[c].v[t] = ((c * 31 + t * 17) % 101) * 0.01;
    }

    /* Reset through a call, scattered into, weighed: private `ring`. */
    for (int c = 0; c < CELLS; c++) {
        reset_buf(ring, RING, 0.0);
        scatter(ring, cells[c].v, cells[c].id);
        result[c] = weigh(ring);
    }

    /* Two rows: the first written whole, the second reset then accumulated. */
    for (int c = 0; c < CELLS; c++) {
        reset_buf(taps[1], TAPS, 1.0);
        split(taps, cells[c].v);
        fold(taps[1], cells[c].v);
        double e = 0;
        for (int t = 0; t < TAPS; t++)
            e += taps[0][t] * taps[1][t];
        energy[c] = e;
    }

    /* A local scratch, reset through the same helper. */
    double local[RING];
    for (int c = 0; c < CELLS; c++) {
        reset_buf(local, RING, 0.25);
        scatter(local, cells[c].v, c);
        result[c] += weigh(local) * 0.5;
    }

    /* The helper keeps a pointer to the scratch: sequential. */
    double kept = 0;
    for (int c = 0; c < CELLS; c++) {
        reset_buf(ring, RING, c * 0.5);
        kept += remember(ring) + ring[c % RING];
    }

    /* Written at indices from data, never cleared: an output dependence. */
    for (int c = 0; c < CELLS; c++)
        table[cells[c].id % RING] = c;

    double s = 0, t = 0;
    long tb = 0;
    for (int c = 0; c < CELLS; c++) {
        s += result[c];
        t += energy[c];
    }
    for (int r = 0; r < RING; r++)
        tb += table[r] * (r + 1);
    printf("result %.10e energy %.10e\n", s, t);
    printf("kept %.6f last %.6f table %ld\n", kept, last_seen[3], tb);
    printf("left %.6f %.6f %.6f\n", ring[5], taps[1][7], local[2]);
    return 0;
}
