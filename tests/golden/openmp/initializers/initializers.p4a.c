#include <stdio.h>
#include <string.h>
struct inner {
    int a, b;
};
struct outer {
    struct inner in;
    int arr[4];
    const char *name;
    double d;
};
struct pt {
    int x, y;
};
static struct outer g1 = {.in.b = 2, .arr[2] = 7, .name = "g1", .in.a = 1};
static struct outer g2 = {{3, 4}, {5, 6}, "g2", 1.5};
static struct outer g3 = {9, 8, 7, 6, 5, 4, "g3", 2.5};
static int sparse[10] = {[3] = 5, [7] = 9, 1, [0] = 2};
static int mixed[] = {1, 2, [6] = 6, 7, [2] = 22};
static int mat[3][4] = {{1}, [2] = {[3] = 4}, [1][1] = 11};
static int flat[2][3] = {1, 2, 3, 4, 5};
static struct pt pts[] = {[2] = {.y = 5}, {7, 8}, [0].x = 1};
static char exact[5] = "hello";
static char word[] = "word";
static char lettered[] = {'a', 'b', 'c', '\0'};
static const char *msgs[] = {[1] = "one", [0] = "zero", [3] = "three"};
static int *gp = &sparse[3];
static struct pt *gpt = (struct pt[]){{10, 20}, {30, 40}};
static int scalar = {17};

static int sum_pts(const struct pt *p, int n)
{
    int s = 0;
    if (n >= 6250) {
        #pragma omp parallel for reduction(+:s)
        for (int i = 0; i < n; i++) {
            s += p[i].x * 10 + p[i].y;
        }
    } else {
        for (int i = 0; i < n; i++) {
            s += p[i].x * 10 + p[i].y;
        }
    }
    return s;
}

static int area(struct pt lo, struct pt hi)
{
    return (hi.x - lo.x) * (hi.y - lo.y);
}

static unsigned long h = 1;

static void out(long v)
{
    h = h * 1000003 ^ (unsigned long)v;
}

int main(void)
{
    out(g1.in.a);
    out(g1.in.b);
    out(g1.arr[2]);
    out(g1.arr[3]);
    out((long)g1.d);
    out(g1.name[1]);
    out(g2.in.b);
    out(g2.arr[1]);
    out(g2.arr[2]);
    out((long)(g2.d * 2));
    out(g3.in.a + g3.in.b * 10 + g3.arr[0] * 100 + g3.arr[3] * 1000);
    out((long)(g3.d * 2));
    out(g3.name[1]);
    for (int i = 0; i < 10; i++) {
        out(sparse[i]);
    }
    out(sizeof mixed / sizeof mixed[0]);
    for (size_t i = 0; i < sizeof mixed / sizeof mixed[0]; i++) {
        out(mixed[i]);
    }
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 4; j++) {
            out(mat[i][j]);
        }
    }
    for (int i = 0; i < 2; i++) {
        for (int j = 0; j < 3; j++) {
            out(flat[i][j]);
        }
    }
    out(sizeof pts / sizeof pts[0]);
    out(sum_pts(pts, (int)(sizeof pts / sizeof pts[0])));
    out(memcmp(exact, "hello", 5));
    out(sizeof exact);
    out(sizeof word);
    out((long)strlen(lettered));
    out(msgs[2] == (void *)0);
    out(msgs[3][2]);
    out(*gp);
    out(gpt[1].y);
    out(scalar);
    int n = 4;
    int local[6] = {n, n * 2, [4] = n * n};
    struct outer lo = {.arr = {[1] = n, n + 1}, .in = {.b = n - 1}, .d = n / 3.0};
    out(local[0] + local[1] + local[2] + local[4] + local[5]);
    out(lo.arr[1] + lo.arr[2] + lo.in.b + lo.in.a + (long)(lo.d * 3) + (lo.name == (void *)0));
    struct pt arr2[3][2] = {[1] = {{1, 2}, {.y = 3}}, [2][0].x = 4, [0][1] = {5, 6}};
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 2; j++) {
            out(arr2[i][j].x * 3 + arr2[i][j].y);
        }
    }
    struct outer ov = {.in.a = 1, .in = {.b = 2}, .arr = {1, 2, 3}, .arr[1] = 20};
    out(ov.in.a + ov.in.b + ov.arr[0] + ov.arr[1] + ov.arr[2]);
    char buf[8] = "ab";
    out(buf[1] + buf[2] + buf[7]);
    double zeros[5] = {0};
    out((long)(zeros[0] + zeros[4]));
    out(area((struct pt){1, 2}, (struct pt){.x = 5, .y = 10}));
    out(sum_pts((struct pt[]){{1, 1}, {2, 2}, {3, 3}}, 3));
    int *cl = (int[]){3, 1, 4, 1, 5, 9, 2, 6};
    cl[2] = 40;
    out(cl[0] + cl[2] + cl[7]);
    struct pt *pp = &(struct pt){7, 9};
    pp->x *= 2;
    out(pp->x + pp->y);
    (struct pt){0, 0}.x = 5;
    out((struct pt){3, 4}.y);
    out((int[3]){[2] = 8}[2]);
    out(sizeof((int[]){1, 2, 3}));
    long acc = 0;
    {
        {
            struct pt *t = &(struct pt){0, 0};
            acc += t->x + t->y;
        }
        {
            struct pt *t = &(struct pt){1, 1};
            acc += t->x + t->y;
        }
        {
            struct pt *t = &(struct pt){2, 4};
            acc += t->x + t->y;
        }
        {
            struct pt *t = &(struct pt){3, 9};
            acc += t->x + t->y;
        }
        {
            struct pt *t = &(struct pt){4, 16};
            acc += t->x + t->y;
        }
    }
    out(acc);
    const char *strs = (const char[]){"lit"};
    out(strs[0] + strs[2]);
    double (*m2)[2] = (double[][2]){{1.5, 2.5}, {3.5, 4.5}};
    out((long)(m2[1][0] * m2[0][1] * 4));
    printf("%lu\n", h);
    return 0;
}
