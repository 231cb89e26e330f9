#include <stdio.h>
void field_init(int seed);
void field_step(double c);
const double *field_data(void);
double field_sum(void);
int field_count(void);
void stats_load(const double *src, int n);
void stats_normalize(void);
double stats_sum(void);
int stats_count(void);

int main(void)
{
    field_init(7);
    for (int t = 0; t < 6; t++) {
        field_step(0.2);
    }
    stats_load(field_data(), 200000);
    stats_normalize();
    printf("field %.6e count %d\n", field_sum(), field_count());
    printf("stats %.6e count %d\n", stats_sum(), stats_count());
    return 0;
}
