#include <stdio.h>
static unsigned char img[500][400], out[500][400];
static const int mask[3][3] = {{1, 2, 1}, {2, 4, 2}, {1, 2, 1}};

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 500; i++) {
        for (int j = 0; j < 400; j++) {
            img[i][j] = (unsigned char)((i * 7 + j * 13) % 256);
        }
    }
    #pragma omp parallel for
    for (int i = 1; i < 500 - 1; i++) {
        for (int j = 1; j < 400 - 1; j++) {
            int acc = 8;
            {
                acc += mask[0][0] * img[i - 1][j - 1];
                acc += mask[0][1] * img[i - 1][j];
                acc += mask[0][2] * img[i - 1][j + 1];
                acc += mask[1][0] * img[i][j - 1];
                acc += mask[1][1] * img[i][j];
                acc += mask[1][2] * img[i][j + 1];
                acc += mask[2][0] * img[i + 1][j - 1];
                acc += mask[2][1] * img[i + 1][j];
                acc += mask[2][2] * img[i + 1][j + 1];
            }
            out[i][j] = (unsigned char)(acc >> 4);
        }
    }
    long s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 500; i++) {
        for (int j = 0; j < 400; j++) {
            s += out[i][j] * (j % 3 + 1);
        }
    }
    printf("%ld\n", s);
    return 0;
}
