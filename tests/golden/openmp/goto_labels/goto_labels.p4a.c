#include <stdio.h>
#include <stdlib.h>

static int gcd_goto(int a, int b)
{
again:
    if (b == 0) {
        goto done;
    }
    {
        int t = a % b;
        a = b;
        b = t;
    }
    goto again;
done:
    return a;
}

static int process(int n)
{
    int status = -1;
    int *a = malloc(sizeof(int) * (size_t)n);
    if (!a) {
        goto out;
    }
    int *b = malloc(sizeof(int) * (size_t)n);
    if (!b) {
        goto free_a;
    }
    for (int i = 0; i < n; i++) {
        a[i] = i * 3;
        b[i] = n - i;
        if (a[i] + b[i] > 2 * n + 10) {
            goto free_b;
        }
    }
    status = 0;
    if (n >= 10000) {
        #pragma omp parallel for reduction(+:status)
        for (int i = 0; i < n; i++) {
            status += a[i] ^ b[i];
        }
    } else {
        for (int i = 0; i < n; i++) {
            status += a[i] ^ b[i];
        }
    }
free_b:
    free(b);
free_a:
    free(a);
out:
    return status;
}

static int count_numbers(const char *s, long *total)
{
    int count = 0;
    long cur = 0;
    *total = 0;
start:
    if (*s == '\0') {
        goto end;
    }
    if (*s >= '0' && *s <= '9') {
        cur = 0;
        goto in_number;
    }
    s++;
    goto start;
in_number:
    cur = cur * 10 + (*s - '0');
    s++;
    if (*s >= '0' && *s <= '9') {
        goto in_number;
    }
    count++;
    *total += cur;
    goto start;
end:
    return count;
}

int main(void)
{
    int i = 0;
    long acc = 0;
loop:
    acc += i * i;
    if (++i < 20) {
        goto loop;
    }
    printf("acc %ld\n", acc);
    int g = 0;
    for (int a = 1; a < 30; a++) {
        for (int b = 1; b < 30; b++) {
            g += gcd_goto(a * 7, b * 5);
        }
    }
    printf("gcd %d\n", g);
    printf("process %d %d %d\n", process(10), process(100), process(0));
    long tot;
    int c = count_numbers("a12 b345, 6 and 7890x; 00042!", &tot);
    printf("numbers %d total %ld\n", c, tot);
    int x = 1;
    goto skip;
    x = 100;
skip:
    x += 2;
    {
        if (x > 2) {
            goto inner_end;
        }
        x = -5;
    inner_end:
        ;
    }
    int found = -1;
    for (int r = 0; r < 10; r++) {
        for (int s = 0; s < 10; s++) {
            if (r * s == 42) {
                found = r * 10 + s;
                goto found_it;
            }
        }
    }
found_it:
    printf("x %d found %d\n", x, found);
    return 0;
}
