#include <stdio.h>
static unsigned char board[64][80], next[64][80];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 64; i++) {
        for (int j = 0; j < 80; j++) {
            board[i][j] = (i * 31 + j * 17 + i * j % 7) % 5 < 2;
        }
    }
    board[1][2] = 1;
    board[2][3] = 1;
    board[3][1] = board[3][2] = board[3][3] = 1;
    #pragma omp parallel
    for (int g = 0; g < 60; g++) {
        #pragma omp for
        for (int i = 0; i < 64; i++) {
            for (int j = 0; j < 80; j++) {
                int n = 0;
                {
                    if (-1 || -1) {
                        n += board[(i - 1 + 64) % 64][(j - 1 + 80) % 80];
                    }
                    if (-1 || 0) {
                        n += board[(i - 1 + 64) % 64][(j + 80) % 80];
                    }
                    if (-1 || 1) {
                        n += board[(i - 1 + 64) % 64][(j + 1 + 80) % 80];
                    }
                    if (0 || -1) {
                        n += board[(i + 64) % 64][(j - 1 + 80) % 80];
                    }
                    if (0 || 0) {
                        n += board[(i + 64) % 64][(j + 80) % 80];
                    }
                    if (0 || 1) {
                        n += board[(i + 64) % 64][(j + 1 + 80) % 80];
                    }
                    if (1 || -1) {
                        n += board[(i + 1 + 64) % 64][(j - 1 + 80) % 80];
                    }
                    if (1 || 0) {
                        n += board[(i + 1 + 64) % 64][(j + 80) % 80];
                    }
                    if (1 || 1) {
                        n += board[(i + 1 + 64) % 64][(j + 1 + 80) % 80];
                    }
                }
                next[i][j] = (unsigned char)(n == 3 || (n == 2 && board[i][j]));
            }
        }
        #pragma omp master
        {
            int pop = 0;
            for (int i = 0; i < 64; i++) {
                for (int j = 0; j < 80; j++) {
                    board[i][j] = next[i][j];
                    pop += board[i][j];
                }
            }
            if (g % 10 == 9) {
                printf("gen %d population %d\n", g + 1, pop);
            }
        }
        #pragma omp barrier
    }
    unsigned long h = 5381;
    for (int i = 0; i < 64; i++) {
        for (int j = 0; j < 80; j++) {
            h = h * 33 + board[i][j];
        }
    }
    printf("hash %lu\n", h);
    return 0;
}
