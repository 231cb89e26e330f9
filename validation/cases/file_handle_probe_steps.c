/* A time loop that logs a probe of the field to a temporary file each step through a
 * FILE * (the pointer points into the C library's state, which no kernel reaches: it
 * needs no transfer), then reads the log back and prints it. */
#include <stdio.h>
#define N 200000
static double a[N], b[N];
int main(void)
{
    FILE *log = tmpfile();
    if (!log)
        return 1;
    for (int i = 0; i < N; i++)
        a[i] = (i % 17) * 0.25;
    for (int t = 0; t < 12; t++) {
        for (int i = 1; i < N - 1; i++)
            b[i] = 0.5 * (a[i - 1] + a[i + 1]);
        for (int i = 1; i < N - 1; i++)
            a[i] = b[i];
        fprintf(log, "step %d probe %.9f\n", t, a[N / 3]);
    }
    rewind(log);
    char line[128];
    while (fgets(line, sizeof line, log))
        fputs(line, stdout);
    fclose(log);
    printf("%.9f\n", a[5]);
    return 0;
}
