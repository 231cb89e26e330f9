#include <stdio.h>
static int is_even(unsigned int n);
static int is_odd(unsigned int n);

static int is_even(unsigned int n)
{
    return n == 0 ? 1 : is_odd(n - 1);
}

static int is_odd(unsigned int n)
{
    return n == 0 ? 0 : is_even(n - 1);
}

static unsigned long ack(unsigned long m, unsigned long n)
{
    if (m == 0) {
        return n + 1;
    }
    if (n == 0) {
        return ack(m - 1, 1);
    }
    return ack(m - 1, ack(m, n - 1));
}

static long hanoi(int n, int from, int to, int via, long *sig)
{
    if (n == 0) {
        return 0;
    }
    long moves = hanoi(n - 1, from, via, to, sig);
    *sig = (*sig * 7 + from * 3 + to) % 1000000007;
    moves++;
    return moves + hanoi(n - 1, via, to, from, sig);
}

static int queens(int n, int row, int *cols)
{
    if (row == n) {
        return 1;
    }
    int count = 0;
    for (int c = 0; c < n; c++) {
        int ok = 1;
        for (int r = 0; r < row && ok; r++) {
            int d = cols[r] - c;
            if (d == 0 || d == row - r || d == r - row) {
                ok = 0;
            }
        }
        if (ok) {
            cols[row] = c;
            count += queens(n, row + 1, cols);
        }
    }
    return count;
}

static void permute(char *s, int k, int n, unsigned long *h, int *count)
{
    if (k == n) {
        if (n >= 1) {
            unsigned long p4a_h = *h;
            for (int i = 0; i < n; i++) {
                p4a_h = p4a_h * 131 + (unsigned char)s[i];
            }
            *h = p4a_h;
        }
        ++*count;
        return;
    }
    for (int i = k; i < n; i++) {
        char t = s[k];
        s[k] = s[i];
        s[i] = t;
        permute(s, k + 1, n, h, count);
        t = s[k];
        s[k] = s[i];
        s[i] = t;
    }
}

static long expr(const char **p);

static void skip(const char **p)
{
    while (**p == ' ') {
        ++*p;
    }
}

static long factor(const char **p)
{
    skip(p);
    if (**p == '(') {
        ++*p;
        long v = expr(p);
        skip(p);
        ++*p;
        return v;
    }
    if (**p == '-') {
        ++*p;
        return -factor(p);
    }
    long v = 0;
    while (**p >= '0' && **p <= '9') {
        v = v * 10 + (*(*p)++ - '0');
    }
    return v;
}

static long term(const char **p)
{
    long v = factor(p);
    for (;;) {
        skip(p);
        char op = **p;
        if (op != '*' && op != '/' && op != '%') {
            return v;
        }
        ++*p;
        long r = factor(p);
        v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
}

static long expr(const char **p)
{
    long v = term(p);
    for (;;) {
        skip(p);
        if (**p == '+') {
            ++*p;
            v += term(p);
        } else if (**p == '-') {
            ++*p;
            v -= term(p);
        } else {
            return v;
        }
    }
}

static void quicksort(int *a, int lo, int hi)
{
    if (lo >= hi) {
        return;
    }
    int pivot = a[(lo + hi) / 2], i = lo, j = hi;
    while (i <= j) {
        while (a[i] < pivot) {
            i++;
        }
        while (a[j] > pivot) {
            j--;
        }
        if (i <= j) {
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
            i++;
            j--;
        }
    }
    quicksort(a, lo, j);
    quicksort(a, i, hi);
}

int main(void)
{
    printf("parity %d %d %d\n", is_even(1000), is_odd(777), is_even(31));
    printf("ack %lu %lu %lu\n", ack(2, 3), ack(3, 3), ack(3, 5));
    long sig = 0;
    long moves = hanoi(16, 1, 3, 2, &sig);
    printf("hanoi %ld %ld\n", moves, sig);
    int cols[10];
    for (int n = 4; n <= 8; n++) {
        printf("queens%d %d ", n, queens(n, 0, cols));
    }
    putchar('\n');
    char s[] = "abcdefg";
    unsigned long h = 0;
    int pc = 0;
    permute(s, 0, 7, &h, &pc);
    printf("perm %d %lu %s\n", pc, h, s);
    const char *exprs[] = {
        "1 + 2 * 3", "(1 + 2) * 3", "-(4 - 10) * (7 % 4) / 2",
        "2 * (3 + (4 - 1) * 5) - -3", "100 / 7 / 2 - 100 % 7"
    };
    for (int i = 0; i < 5; i++) {
        const char *p = exprs[i];
        printf("%s = %ld\n", exprs[i], expr(&p));
    }
    int a[257];
    unsigned int r = 99;
    for (int i = 0; i < 257; i++) {
        r = r * 69069u + 1;
        a[i] = (int)(r >> 22) - 512;
    }
    quicksort(a, 0, 256);
    long qs = 0;
    int ok = 1;
    for (int i = 0; i < 257; i++) {
        qs = qs * 3 % 1000003 + a[i];
        if (i) {
            ok &= a[i - 1] <= a[i];
        }
    }
    printf("quicksort %d %ld %d %d\n", ok, qs, a[0], a[256]);
    return 0;
}
