void field_init(int seed);
void field_step(double c);
const double *field_data(void);
double field_sum(void);
int field_count(void);
void stats_load(const double *src, int n);
void stats_normalize(void);
double stats_sum(void);
int stats_count(void);
static double work[1024];
static int count;

void stats_load(const double *src, int n)
{
    for (int b = 0; b < 1024; b++) {
        work[b] = 0.0;
    }
    #pragma omp parallel for reduction(+:work)
    for (int i = 0; i < n; i++) {
        int b = (int)(src[i] * (1024 - 1));
        if (b < 0) {
            b = 0;
        }
        if (b >= 1024) {
            b = 1024 - 1;
        }
        work[b] += 1.0;
    }
    count = n;
}

void stats_normalize(void)
{
    for (int b = 0; b < 1024; b++) {
        work[b] /= (double)count;
    }
}

double stats_sum(void)
{
    double s = 0.0;
    for (int b = 0; b < 1024; b++) {
        s += work[b] * (double)b;
    }
    return s;
}

int stats_count(void)
{
    return count;
}
