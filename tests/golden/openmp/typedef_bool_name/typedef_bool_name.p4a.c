#include <stdio.h>
typedef int bool;

int main(void)
{
    bool b = 5;
    printf("%d\n", b);
    return 0;
}
