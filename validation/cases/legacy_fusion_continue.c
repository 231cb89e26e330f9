/* A loop whose body ends early (`continue`) must not be fused with the next one: the
 * second body, appended after the first, would be skipped in the iterations that take
 * the `continue` (legacy finding 002). The same for a `continue` under a `switch`, and a
 * second loop with `continue` of its own before a third. Distribution (--fine-grain)
 * must not split a body across a `continue` either. */
#include <stdio.h>
static int a[100000], b[100000], c[100000];
int main(void)
{
    long s = 0;
    for (int i = 0; i < 100000; i++) {
        a[i] = 0;
        if (i % 3 == 0)
            continue;
        a[i] = 1;
    }
    for (int i = 0; i < 100000; i++)
        s += a[i] + 2;
    for (int i = 0; i < 100000; i++) {
        switch (i % 4) {
        case 1:
            b[i] = 7;
            continue;
        default:
            b[i] = 1;
            break;
        }
        b[i] += 2;
    }
    for (int i = 0; i < 100000; i++) {
        c[i] = b[i];
        if (b[i] == 7)
            continue;
        c[i] = b[i] * 5;
    }
    for (int i = 0; i < 100000; i++)
        s += c[i] + b[i];
    printf("%ld\n", s);
    return 0;
}
