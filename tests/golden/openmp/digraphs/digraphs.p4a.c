#include <stdio.h>
static int table[4] = {3, 1, 4, 1};

int main(void)
{
    int total = 0;
    {
        total += table[0] * 1;
        total += table[1] * 2;
        total += table[2] * 3;
        total += table[3] * 4;
    }
    int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    total += grid[1][2];
    printf("%s %d\n", "digraphs", total);
    return 0;
}
