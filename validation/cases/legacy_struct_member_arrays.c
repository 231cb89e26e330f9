/* Arrays held inside the elements of an array of structures, and structures holding
 * pointers passed by value, in the shapes of legacy simulation code:
 * - a nest filling `cells[c].v[t]` and `cells[c].id`: each cell is its own element, so
 *   the cell loop is parallel;
 * - `cells[c].v` passed to a helper as an array: the helper's accesses are in that cell;
 * - a view structure `{ double *p; int n; }` passed by value to a helper that reads
 *   `v.p[i + 1]` while the loop writes `b[i]` through the same memory: an anti
 *   dependence the helper's regions do not show, so the loop stays sequential;
 * - the same helper after a loop writing `b`: the two loops must not be fused (the
 *   fused loop would read `b[i + 1]` before writing it). */
#include <stdio.h>

#define CELLS 4096
#define TAPS 40
#define N 150000

struct cell {
    double v[TAPS];
    int id;
};

struct view {
    double *p;
    int n;
};

static struct cell cells[CELLS];
static double energy[CELLS];
static double b[N], out[N];

static double weigh(const double *v, int n)
{
    double s = 0;
    for (int t = 0; t < n; t++)
        s += v[t] * (t + 1);
    return s;
}

static double next_of(struct view v, int i)
{
    return i + 1 < v.n ? v.p[i + 1] * 0.5 : 0.0;
}

int main(void)
{
    for (int c = 0; c < CELLS; c++) {
        cells[c].id = (c * 13) % 97;
        for (int t = 0; t < TAPS; t++)
            cells[c].v[t] = ((c * 31 + t * 17) % 101) * 0.01;
    }
    for (int c = 0; c < CELLS; c++)
        energy[c] = weigh(cells[c].v, TAPS) + cells[c].id;

    struct view v = { b, N };
    for (int i = 0; i < N; i++)
        b[i] = (i % 7) * 0.25;
    /* Reads b[i + 1] through the view, then overwrites b[i]: sequential. */
    for (int i = 0; i < N; i++)
        b[i] = next_of(v, i) + b[i];

    /* b written, then read one ahead through the view: not fusable. */
    for (int i = 0; i < N - 1; i++)
        b[i] = i * 0.5;
    for (int i = 0; i < N - 1; i++)
        out[i] = next_of(v, i) + b[i];

    double e = 0, s = 0;
    for (int c = 0; c < CELLS; c++)
        e += energy[c];
    for (int i = 0; i < N; i++)
        s += out[i] + b[i] * (i % 3);
    printf("energy %.10e sum %.10e\n", e, s);
    return 0;
}
