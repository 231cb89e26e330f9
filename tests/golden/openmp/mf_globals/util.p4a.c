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
static int counter = 7;

static int helper(void)
{
    return 100 + counter;
}

int add_int(int a, int b)
{
    return a + b;
}

double field_sum(void)
{
    double s = 0;
    for (int i = 0; i < 48; i++) {
        for (int j = 0; j < 48; j++) {
            s += field[i][j];
        }
    }
    return s;
}

void record(double v)
{
    if (history_len < 64) {
        history[history_len++] = v;
    }
    event_count++;
}

int local_helper_id(void)
{
    return helper();
}
