/* Conway's game of life on a torus: an integer 8-neighbour stencil with
 * wrapped indices ((i + di + H) % H), two generations buffers swapped by
 * copying, population counts per generation printed from inside the time
 * loop, and a hash of the final board. */
#include <stdio.h>

#define H 64
#define W 80
#define GENS 60

static unsigned char board[H][W], next[H][W];

int main(void)
{
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            board[i][j] = ((i * 31 + j * 17 + (i * j) % 7) % 5) < 2;
    /* a glider */
    board[1][2] = 1; board[2][3] = 1; board[3][1] = board[3][2] = board[3][3] = 1;

    for (int g = 0; g < GENS; g++) {
        for (int i = 0; i < H; i++)
            for (int j = 0; j < W; j++) {
                int n = 0;
                for (int di = -1; di <= 1; di++)
                    for (int dj = -1; dj <= 1; dj++)
                        if (di || dj)
                            n += board[(i + di + H) % H][(j + dj + W) % W];
                next[i][j] = (unsigned char)(n == 3 || (n == 2 && board[i][j]));
            }
        int pop = 0;
        for (int i = 0; i < H; i++)
            for (int j = 0; j < W; j++) {
                board[i][j] = next[i][j];
                pop += board[i][j];
            }
        if (g % 10 == 9)
            printf("gen %d population %d\n", g + 1, pop);
    }
    unsigned long h = 5381;
    for (int i = 0; i < H; i++)
        for (int j = 0; j < W; j++)
            h = h * 33 + board[i][j];
    printf("hash %lu\n", h);
    return 0;
}
