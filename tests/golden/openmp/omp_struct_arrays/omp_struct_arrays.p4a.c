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
    for (int k = 0; k < 8; k++) {
        work[k].a = k;
        work[k].b = -k;
    }
    for (int i = 0; i < 300; i++) {
        double s = 0;
        for (int k = 0; k < 8; k++) {
            work[k].a = i + k;
            s += work[k].a * work[k].b;
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
