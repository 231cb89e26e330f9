#include <stdio.h>
struct cell {
    double v[48];
    int id;
};
static struct cell cells[2048];
static double ring[32];
static double taps[2][48];
static double result[2048];
static double energy[2048];
static const double *last_seen;
static int table[32];

static void reset_buf(double *b, int n, double value)
{
    if (n >= 1463216) {
        #pragma omp parallel for
        for (int i = 0; i < n; i++) {
            b[i] = value;
        }
    } else {
        for (int i = 0; i < n; i++) {
            b[i] = value;
        }
    }
}

static void scatter(double *b, const double *v, int id)
{
    for (int t = 0; t < 48; t++) {
        b[(t * 7 + id) % 32] += v[t] * (1.0 + (t & 3));
    }
}

static double weigh(const double *b)
{
    double s = 0;
    for (int i = 0; i < 32; i++) {
        s += b[i] * b[i] * (i + 1);
    }
    return s;
}

static void split(double (*rows)[48], const double *v)
{
    for (int t = 0; t < 48; t++) {
        rows[0][t] = v[t] * 0.5;
    }
}

static void fold(double *row, const double *v)
{
    for (int t = 0; t < 48; t++) {
        row[t * 5 & (48 - 16 - 1)] += v[t];
    }
}

static double remember(const double *b)
{
    last_seen = b;
    return b[0];
}

int main(void)
{
    double local[32];
    #pragma omp parallel for firstprivate(local, ring, taps) lastprivate(local, ring, taps)
    for (int c = 0; c < 2048; c++) {
        cells[c].id = c * 13 % 97;
        for (int t = 0; t < 48; t++) {
            cells[c].v[t] = (c * 31 + t * 17) % 101 * 0.01;
        }
        reset_buf(ring, 32, 0.0);
        scatter(ring, cells[c].v, cells[c].id);
        result[c] = weigh(ring);
        {
            reset_buf(taps[1], 48, 1.0);
            split(taps, cells[c].v);
            fold(taps[1], cells[c].v);
            double e = 0;
            for (int t = 0; t < 48; t++) {
                e += taps[0][t] * taps[1][t];
            }
            energy[c] = e;
        }
        reset_buf(local, 32, 0.25);
        scatter(local, cells[c].v, c);
        result[c] += weigh(local) * 0.5;
    }
    double kept = 0;
    for (int c = 0; c < 2048; c++) {
        reset_buf(ring, 32, c * 0.5);
        kept += remember(ring) + ring[c % 32];
    }
    for (int c = 0; c < 2048; c++) {
        table[cells[c].id % 32] = c;
    }
    double s = 0, t = 0;
    long tb = 0;
    for (int c = 0; c < 2048; c++) {
        s += result[c];
        t += energy[c];
    }
    for (int r = 0; r < 32; r++) {
        tb += table[r] * (r + 1);
    }
    printf("result %.10e energy %.10e\n", s, t);
    printf("kept %.6f last %.6f table %ld\n", kept, last_seen[3], tb);
    printf("left %.6f %.6f %.6f\n", ring[5], taps[1][7], local[2]);
    return 0;
}
