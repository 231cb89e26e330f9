#include <stdio.h>
static int table[4] = {3, 1, 4, 1};

int main(void)
{
    int total = 0;
    for (int i = 0; i < 4; i++) {
        total += table[i] * (i + 1);
    }
    int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    total += grid[1][2];
    printf("%s %d\n", "digraphs", total);
    return 0;
}
