#include <stdio.h>
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

int main(void)
{
    sim_init();
    double before = field_sum();
    sim_run();
    double after = field_sum();
    printf("%s steps %d diffusion %.2f\n", config.name, config.steps, config.diffusion);
    printf("sum %.10e -> %.10e peak %.10e\n", before, after, field[48 / 2][48 / 3]);
    double weighted = 0;
    for (int i = 0; i < 48; i++) {
        for (int j = 0; j < 48; j++) {
            weighted += field[i][j] * (i + 1) * (j % 5 + 1);
        }
    }
    printf("weighted %.10e\n", weighted);
    printf("history %d:", history_len);
    for (int k = 0; k < history_len; k++) {
        printf(" %.6e", history[k]);
    }
    printf("\nevents %lu helpers %d %d clamp %d %d\n", event_count, local_helper_id(),
        sim_helper_id(), clamp_index(-4, 48), clamp_index(99, 48));
    return 0;
}
