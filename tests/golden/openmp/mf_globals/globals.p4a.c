typedef struct {
    int steps;
    double diffusion;
    const char *name;
} config_t;
extern const config_t config;
extern double field[48][48];
extern double scratch[][48];
extern int history_len;
extern double history[];
extern unsigned long event_count;
extern const int weights[3];
extern int (*const reducer)(int, int);

static inline int clamp_index(int i, int n)
{
    return i < 0 ? 0 : i >= n ? n - 1 : i;
}

int add_int(int a, int b);
double field_sum(void);
void record(double v);
int local_helper_id(void);
void sim_init(void);
void sim_run(void);
int sim_helper_id(void);
const config_t config = {.steps = 30, .diffusion = 0.15, .name = "mf_globals"};
double field[48][48];
double scratch[48][48];
int history_len;
double history[64];
unsigned long event_count = 1000;
const int weights[3] = {1, 2, 1};
int (*const reducer)(int, int) = add_int;
