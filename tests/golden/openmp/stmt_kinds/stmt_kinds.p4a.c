#include <stdio.h>

static unsigned long mix(unsigned long h, long v)
{
    h ^= (unsigned long)v + 0x9e3779b9UL + (h << 6) + (h >> 2);
    return h;
}

static int dangling(int a, int b)
{
    int r = 0;
    if (a > 0) {
        if (b > 0) {
            r = 1;
        } else {
            r = 2;
        }
    }
    if (a > 0) {
        if (b > 0) {
            r += 10;
        }
    } else {
        r += 20;
    }
    if (a == 0) {
        r += 100;
    } else if (a == 1) {
        r += 200;
    } else if (a == 2) {
        r += 300;
    } else {
        r += 400;
    }
    return r;
}

static int find_pair(int n, int target)
{
    for (int i = 0; i < n; i++) {
        for (int j = i; j < n; j++) {
            if (i * j == target) {
                return i * 100 + j;
            }
        }
    }
    return -1;
}

int main(void)
{
    unsigned long h = 1;
    int i, j, k;
    i = 0;
    while (i < 50) {
        i++;
        if (i % 3 == 0) {
            continue;
        }
        h = mix(h, i);
    }
    j = 0;
    while (j++ < 17) {
    }
    h = mix(h, j);
    k = 100;
    do {
        h = mix(h, k);
        k -= 7;
    } while (k > 120);
    do {
        k++;
    } while (k < 105);
    h = mix(h, k);
    for (int a = 0, b = 10; a < b; a++, b--) {
        h = mix(h, a * b);
    }
    for (i = 0, j = 1; i < 10; i += 2, j *= 3) {
        h = mix(h, j - i);
    }
    i = 0;
    for (;;) {
        if (++i > 12) {
            break;
        }
        if (i & 1) {
            continue;
        }
        h = mix(h, i);
    }
    for (i = 0; i < 5;) {
        h = mix(h, i);
        i++;
    }
    for (; i < 9; i++) {
    }
    h = mix(h, i);
    for (i = 0;; i++) {
        if (i * i > 200) {
            break;
        }
    }
    h = mix(h, i);
    ;
    {
    }
    {
        ;
        ;
    }
    int x = 1;
    {
        int x = 2;
        h = mix(h, x);
        {
            int x = 3;
            h = mix(h, x);
            x++;
            h = mix(h, x);
        }
        h = mix(h, x);
        for (int x = 10; x < 13; x++) {
            h = mix(h, x);
            int y = x * 2;
            {
                int x = y + 1;
                h = mix(h, x);
            }
        }
        h = mix(h, x);
    }
    h = mix(h, x);
    int count = 0;
    for (i = 0; i < 20; i++) {
        if (i == 15) {
            break;
        }
        for (j = 0; j < 20; j++) {
            if (j > i) {
                break;
            }
            if ((i + j) % 4 == 0) {
                continue;
            }
            count++;
        }
        if (i % 5 == 0) {
            continue;
        }
        count += 1000;
    }
    h = mix(h, count);
    for (int a = -1; a <= 3; a++) {
        for (int b = -1; b <= 1; b++) {
            h = mix(h, dangling(a, b));
        }
    }
    h = mix(h, find_pair(30, 221));
    h = mix(h, find_pair(10, 1000));
    printf("count=%d h=%lu\n", count, h);
    return 0;
}
