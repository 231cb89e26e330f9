#include <stdio.h>
static double a[200000], b[200000];

int main(void)
{
    FILE *log = tmpfile();
    if (!log) {
        return 1;
    }
    #pragma omp parallel for
    for (int i = 0; i < 200000; i++) {
        a[i] = i % 17 * 0.25;
    }
    #pragma omp parallel
    for (int t = 0; t < 12; t++) {
        #pragma omp for
        for (int i = 1; i < 200000 - 1; i++) {
            b[i] = 0.5 * (a[i - 1] + a[i + 1]);
        }
        #pragma omp for
        for (int i = 1; i < 200000 - 1; i++) {
            a[i] = b[i];
        }
        #pragma omp master
        fprintf(log, "step %d probe %.9f\n", t, a[200000 / 3]);
        #pragma omp barrier
    }
    rewind(log);
    char line[128];
    while (fgets(line, sizeof line, log)) {
        fputs(line, stdout);
    }
    fclose(log);
    printf("%.9f\n", a[5]);
    return 0;
}
