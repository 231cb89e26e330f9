#include <stdio.h>
static unsigned long acc = 7;

static void out(long v)
{
    acc = acc * 1000003u ^ (unsigned long)v;
}

static int two(int p, int q)
{
    return p * 10 + q;
}

struct node {
    int v;
    struct node *next;
};

int main(void)
{
    int a = 6, b = 3, c = 2, d = 5;
    int x = 9, y = 4;
    int *p = &x;
    int arr[4] = {10, 20, 30, 40};
    int (*pa)[4] = &arr;
    int *ap[2] = {&a, &b};
    out(a & (b == c));
    out((a & b) == c);
    out(a | (b ^ (c & d)));
    out(((a | b) ^ c) & d);
    out(a << (b + c));
    out((a << b) + c);
    out(1 << 2 << 3);
    out(1 << (2 << 3));
    out(a - b - c);
    out(a - (b - c));
    out(a / b / c);
    out(a * 100 / (b / c));
    out(a + b * c);
    out((a + b) * c);
    out(-(-x));
    out(-(-x));
    out(-(-(-x)));
    out(x - -1);
    out(x - -(-1));
    out(x + +1);
    out(x + +y);
    out(x - -y);
    out(!~x);
    out(~!x);
    out(~-x);
    out(-~x);
    out(x);
    out(&*p == p);
    out(*p * *p);
    out(x / *p);
    out((a < b) == (c < d));
    out((a < b) == (c < d));
    out((a == b) == 0);
    out(a || (b && 0));
    out((a || b) && 0);
    out((a && b) || (c && 0));
    int s = 0;
    out(two((s = a, b), c));
    out(two(a, (s += 1, c)));
    out(s);
    out(a ? b : c ? d : x);
    out((a ? 0 : c) ? d : x);
    out(a > b ? a - b : b - a);
    int t;
    t = a ? b : c;
    out(t);
    (t = 0) ? out(1) : out(2);
    out(t);
    t = 5;
    a ? t = 1 : (t = 2);
    out(t);
    out(sizeof x + 1);
    out(sizeof -x);
    out((int)sizeof(int) * 3);
    double r = 7.9;
    out((int)r * 3);
    out((int)(r * 3));
    out((long)-r);
    out((unsigned char)-1);
    out((unsigned char)(a - 300));
    out(*pa[0]);
    out((*pa)[2]);
    out(*ap[1]);
    out(*ap[1] + 1);
    out(arr[1] + arr[2] * 2);
    out(2[arr]);
    out((arr + 1)[2]);
    out(*arr + 1);
    out(*(arr + 1));
    int i = 1;
    int w = arr[i++];
    out(w + arr[i]);
    i = 3;
    out(i++ + 1);
    out(i);
    out(i-- - 1);
    out(i);
    int *q = arr;
    out(*q++);
    out((*q)++);
    out(*++q);
    out(++*q);
    out(q - arr);
    out(arr[1]);
    out(arr[2]);
    struct node n3 = {3, 0}, n2 = {2, &n3}, n1 = {1, &n2};
    struct node *np = &n1;
    out(np->next->next->v);
    out(-np->v);
    out(!np->next);
    out(&np->next->v == &n2.v);
    out(np->v);
    out(++np->v);
    out(np->v++);
    out(n1.v);
    unsigned int u = 1;
    out(~0u >> 1);
    out(-u);
    out(u - 2 > 0);
    out((int)u - 2 > 0);
    long m = -7;
    out(m % 3);
    out(-m % 3);
    out(-(m % 3));
    out(m / -2);
    out(x = y = 3);
    out(x += y -= 1);
    out(x);
    out(y);
    printf("%lu\n", acc);
    return 0;
}
