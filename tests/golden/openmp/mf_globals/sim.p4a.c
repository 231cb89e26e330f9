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
static int counter = 3;

static int helper(void)
{
    return 200 + counter;
}

void sim_init(void)
{
    for (int i = 0; i < 48; i++) {
        for (int j = 0; j < 48; j++) {
            field[i][j] = (i - 48 / 2) * (i - 48 / 2) + (j - 48 / 3) * (j - 48 / 3) < 40 ? 10.0 : 0.0;
        }
    }
}

void sim_run(void)
{
    int p4a_config_steps = config.steps;
    #pragma omp parallel
    for (int t = 0; t < p4a_config_steps; t++) {
        #pragma omp for
        for (int i = 0; i < 48; i++) {
            for (int j = 0; j < 48; j++) {
                double acc = 0;
                int wsum = 0;
                for (int d = -1; d <= 1; d++) {
                    acc += weights[d + 1] * (field[clamp_index(i + d, 48)][j] + field[i][clamp_index(j + d,
                        48)]);
                    wsum = add_int(wsum, 2 * weights[d + 1]);
                }
                scratch[i][j] = field[i][j] + config.diffusion * (acc / wsum - field[i][j]);
            }
        }
        #pragma omp master
        {
            for (int i = 0; i < 48; i++) {
                for (int j = 0; j < 48; j++) {
                    field[i][j] = scratch[i][j];
                }
            }
            counter++;
            if (t % 5 == 0) {
                record(field_sum());
            }
        }
        #pragma omp barrier
    }
}

int sim_helper_id(void)
{
    return helper();
}
