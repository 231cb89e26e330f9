#ifndef UNITS_H
#define UNITS_H
#define FIELD_N 200000
#define STATS_N 1024
void field_init(int seed);
void field_step(double c);
const double *field_data(void);
double field_sum(void);
int field_count(void);
void stats_load(const double *src, int n);
void stats_normalize(void);
double stats_sum(void);
int stats_count(void);
#endif
