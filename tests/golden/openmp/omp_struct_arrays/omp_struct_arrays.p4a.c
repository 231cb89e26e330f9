#include <stdio.h>
typedef struct {
    double latitude, longitude;
    int stock;
} point;
point pt[300][400];
typedef struct {
    double a, b;
} pair;
pair work[8];
double out[300];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 300; i++) {
        for (int j = 0; j < 400; j++) {
            pt[i][j].latitude = i * 0.1;
            pt[i][j].longitude = j * 0.2;
            pt[i][j].stock = i * j % 7;
            pt[i][j].stock += (int)(pt[i][j].latitude + pt[i][j].longitude);
        }
    }
    for (int i = 1; i < 300; i++) {
        for (int j = 0; j < 400; j++) {
            pt[i][j].latitude += pt[i - 1][j].latitude * 0.5;
        }
    }
    {
        work[0].a = 0;
        work[0].b = -0;
        work[1].a = 1;
        work[1].b = -1;
        work[2].a = 2;
        work[2].b = -2;
        work[3].a = 3;
        work[3].b = -3;
        work[4].a = 4;
        work[4].b = -4;
        work[5].a = 5;
        work[5].b = -5;
        work[6].a = 6;
        work[6].b = -6;
        work[7].a = 7;
        work[7].b = -7;
    }
    for (int i = 0; i < 300; i++) {
        double s = 0;
        {
            work[0].a = i;
            s += work[0].a * work[0].b;
            work[1].a = i + 1;
            s += work[1].a * work[1].b;
            work[2].a = i + 2;
            s += work[2].a * work[2].b;
            work[3].a = i + 3;
            s += work[3].a * work[3].b;
            work[4].a = i + 4;
            s += work[4].a * work[4].b;
            work[5].a = i + 5;
            s += work[5].a * work[5].b;
            work[6].a = i + 6;
            s += work[6].a * work[6].b;
            work[7].a = i + 7;
            s += work[7].a * work[7].b;
        }
        out[i] = s;
    }
    double t = 0;
    long c = 0;
    #pragma omp parallel for reduction(+:c, t)
    for (int i = 0; i < 300; i++) {
        t += out[i];
        for (int j = 0; j < 400; j++) {
            t += pt[i][j].latitude;
            c += pt[i][j].stock;
        }
    }
    printf("%.6f %ld\n", t, c);
    return 0;
}
