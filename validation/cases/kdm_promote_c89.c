/* Sequential promotion in C89 style: the loop indices are declared once at the top and
 * shared by every loop, so a promoted run makes them private (their values between
 * loops are never read). In each time step a backward recurrence fixes the left
 * boundary, a store the right one, and a conditional kick the middle: all run on the
 * device. A loop whose index is read after it stays on the host. */
#include <stdio.h>
#define N 4000
#define T 30
double u[N], v[N];
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        u[i] = (i * 37 % 101) / 101.0;
    for (t = 0; t < T; t++) {
        for (i = 1; i < N - 1; i++)
            v[i] = 0.25 * (u[i - 1] + 2 * u[i] + u[i + 1]);
        for (i = 3; i >= 0; i--)
            v[i] = 0.5 * v[i + 1] + 0.01 * i;
        v[N - 1] = v[N - 2];
        if (t % 3 == 0)
            v[N / 2] += 1e-3;
        for (j = 0; j < 3; j++)
            v[N - 4 + j] = 0.5 * (v[N - 5 + j] + v[N - 3 + j]);
        v[N - 1] += 1e-6 * j;
        for (i = 0; i < N; i++)
            u[i] = v[i];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        s = s * 0.999 + u[i];
    printf("%.9e %.9e\n", s, u[N - 1]);
    return 0;
}
