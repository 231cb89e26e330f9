/* mf_globals: declarations shared by all files. Objects are declared extern
 * here and defined exactly once in globals.c; a static inline helper is
 * defined in the header, so each file has its own copy. (The C99 inline /
 * extern inline model is in the mf_inline case.) */
#ifndef MF_GLOBALS_STATE_H
#define MF_GLOBALS_STATE_H

#define GRID 48

typedef struct {
    int steps;
    double diffusion;
    const char *name;
} config_t;

extern const config_t config;
extern double field[GRID][GRID];
extern double scratch[][GRID];          /* incomplete array type in the declaration */
extern int history_len;
extern double history[];
extern unsigned long event_count;
extern const int weights[3];
extern int (*const reducer)(int, int);

static inline int clamp_index(int i, int n)    /* one private copy per file */
{
    return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/* util.c */
int add_int(int a, int b);
double field_sum(void);
void record(double v);
int local_helper_id(void);               /* each file also has a static helper() of its own */

/* sim.c */
void sim_init(void);
void sim_run(void);
int sim_helper_id(void);

#endif
