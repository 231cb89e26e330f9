#include <stdio.h>
static double pos[20000][3], vel[20000][3], acc[20000][3];

int main(void)
{
    #pragma omp parallel for
    for (int p = 0; p < 20000; p++) {
        pos[p][0] = p * 3 % 100 * 0.01;
        vel[p][0] = 0;
        pos[p][1] = p * 4 % 100 * 0.01;
        vel[p][1] = 0;
        pos[p][2] = p * 5 % 100 * 0.01;
        vel[p][2] = 0;
    }
    #pragma omp parallel
    for (int step = 0; step < 10; step++) {
        #pragma omp for
        for (int p = 0; p < 20000; p++) {
            {
                acc[p][0] = -pos[p][0] * 0.1;
                vel[p][0] += acc[p][0] * 0.01;
                pos[p][0] += vel[p][0] * 0.01;
                acc[p][1] = -pos[p][1] * 0.1;
                vel[p][1] += acc[p][1] * 0.01;
                pos[p][1] += vel[p][1] * 0.01;
                acc[p][2] = -pos[p][2] * 0.1;
                vel[p][2] += acc[p][2] * 0.01;
                pos[p][2] += vel[p][2] * 0.01;
            }
        }
    }
    double s = 0;
    for (int p = 0; p < 20000; p++) {
        s = s * 0.999 + pos[p][0] + 2 * pos[p][1] + 3 * pos[p][2];
    }
    printf("%.9e\n", s);
    return 0;
}
