/* Arrays of structures: members of the same element written and read in one iteration
   are independent of other iterations (field-aware dependence test); a member read of a
   neighbouring element is carried; a work array of structures of which only some members
   are written per iteration must not be made private (the others keep earlier values). */
#include <stdio.h>
#define H 300
#define W 400
typedef struct { double latitude, longitude; int stock; } point;
point pt[H][W];
typedef struct { double a, b; } pair;
pair work[8];
double out[H];
int main(void)
{
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++) {
            pt[i][j].latitude = i * 0.1;
            pt[i][j].longitude = j * 0.2;
            pt[i][j].stock = (i * j) % 7;
        }
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            pt[i][j].stock += (int)(pt[i][j].latitude + pt[i][j].longitude);
    for (int i = 1; i < H; i++)
        for (int j = 0; j < W; j++)
            pt[i][j].latitude += pt[i - 1][j].latitude * 0.5;
    for (int k = 0; k < 8; k++) {
        work[k].a = k;
        work[k].b = -k;
    }
    for (int i = 0; i < H; i++) {
        for (int k = 0; k < 8; k++)
            work[k].a = i + k;
        double s = 0;
        for (int k = 0; k < 8; k++)
            s += work[k].a * work[k].b;
        out[i] = s;
    }
    double t = 0;
    long c = 0;
    for (int i = 0; i < H; i++) {
        t += out[i];
        for (int j = 0; j < W; j++) {
            t += pt[i][j].latitude;
            c += pt[i][j].stock;
        }
    }
    printf("%.6f %ld\n", t, c);
    return 0;
}
