void field_init(int seed);
void field_step(double c);
const double *field_data(void);
double field_sum(void);
int field_count(void);
void stats_load(const double *src, int n);
void stats_normalize(void);
double stats_sum(void);
int stats_count(void);
static double work[200000];
static double next[200000];
static int count;

void field_init(int seed)
{
    #pragma omp parallel for
    for (int i = 0; i < 200000; i++) {
        work[i] = (double)((i * 13 + seed) % 89) / 89.0;
    }
    count = 0;
}

void field_step(double c)
{
    #pragma omp parallel for
    for (int i = 1; i < 200000 - 1; i++) {
        next[i] = work[i] + c * (work[i - 1] - 2.0 * work[i] + work[i + 1]);
    }
    #pragma omp parallel for
    for (int i = 1; i < 200000 - 1; i++) {
        work[i] = next[i];
    }
    count++;
}

const double *field_data(void)
{
    return work;
}

double field_sum(void)
{
    double s = 0.0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 200000; i++) {
        s += work[i];
    }
    return s;
}

int field_count(void)
{
    return count;
}
