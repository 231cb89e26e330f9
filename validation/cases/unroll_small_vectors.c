/* Particles with 3-component vectors: the inner loops over the components (three
 * iterations, constant bounds) are unrolled; the loop over particles stays
 * parallel. */
#include <stdio.h>
#define P 20000
static double pos[P][3], vel[P][3], acc[P][3];
int main(void)
{
    for (int p = 0; p < P; p++)
        for (int c = 0; c < 3; c++) {
            pos[p][c] = ((p * (c + 3)) % 100) * 0.01;
            vel[p][c] = 0;
        }
    for (int step = 0; step < 10; step++) {
        for (int p = 0; p < P; p++) {
            for (int c = 0; c < 3; c++)
                acc[p][c] = -pos[p][c] * 0.1;
            for (int c = 0; c < 3; c++) {
                vel[p][c] += acc[p][c] * 0.01;
                pos[p][c] += vel[p][c] * 0.01;
            }
        }
    }
    double s = 0;
    for (int p = 0; p < P; p++)
        s = s * 0.999 + pos[p][0] + 2 * pos[p][1] + 3 * pos[p][2];
    printf("%.9e\n", s);
    return 0;
}
