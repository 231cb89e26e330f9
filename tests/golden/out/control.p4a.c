#include <stdio.h>

int main(void)
{
    int i = 0, n = 0;
again:
    if (i < 3) {
        if (i == 1) {
            n += 10;
        } else {
            n += 1;
        }
    }
    i++;
    if (i < 5) {
        goto again;
    }
    do {
        n--;
    } while (n > 20);
    for (int k = 0, j = 9; k < j; k++, j--) {
        if (k == 2) {
            continue;
        }
        n += k * j;
    }
    while (1) {
        if (n > 0) {
            break;
        }
    }
    printf("%d\n", n);
    return n > 0 ? 0 : 1;
}
