#include <stdio.h>
#include <stddef.h>
enum color { COLOR_RED, COLOR_GREEN, COLOR_BLUE, COLOR_WHITE, COLOR_COUNT };
static const char *const color_names[] = {"RED", "GREEN", "BLUE", "WHITE"};

static long color_rgb(enum color c)
{
    switch (c) {
    case COLOR_RED:
        return 0xff0000;
    case COLOR_GREEN:
        return 0x00ff00;
    case COLOR_BLUE:
        return 0x0000ff;
    case COLOR_WHITE:
        return 0xffffff;
    default:
        return -1;
    }
}

struct cfg {
    int width, height, depth;
};

static int get_width(const struct cfg *c)
{
    return c->width;
}

static int get_height(const struct cfg *c)
{
    return c->height;
}

static int get_depth(const struct cfg *c)
{
    return c->depth;
}

#pragma pack(push, 1)
struct packed_rec {
    char tag;
    int value;
    short extra;
};
#pragma pack(pop)
struct normal_rec {
    char tag;
    int value;
    short extra;
};
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"

static int ignores(int used, int unused)
{
    return used + 1;
}

#pragma GCC diagnostic pop
#pragma p4a_validation_unknown_pragma some tokens here

int main(void)
{
    int i = 5;
    int sq = (i + 1) * (i + 1);
    int mn = 3 * i < 20 ? 3 * i : 20;
    printf("[%s] " "sq=%d mn=%d" "\n", __func__, sq, mn);
    printf("[%s] " "%s %s %s" "\n", __func__, "a + b", "3", "v3+");
    printf("args %d %d %d\n", 1, 3, 5);
    for (int c = 0; c < COLOR_COUNT; c++) {
        printf("%s=%06lx ", color_names[c], color_rgb((enum color)c));
    }
    putchar('\n');
    struct cfg cf = {640, 480, 24};
    printf("getters %d %d %d\n", get_width(&cf), get_height(&cf), get_depth(&cf));
    printf("pack %zu %zu offset %zu %zu\n", sizeof(struct packed_rec), sizeof(struct normal_rec),
        __builtin_offsetof(struct packed_rec, extra), __builtin_offsetof(struct normal_rec, extra));
    struct packed_rec pr = {'p', 123456, -7};
    printf("packed values %c %d %d\n", pr.tag, pr.value, pr.extra);
    #pragma GCC diagnostic push
    #pragma GCC diagnostic ignored "-Wunused-variable"
    int quiet = 2;
    #pragma GCC diagnostic pop
    printf("ignores %d line %d\n", ignores(41, quiet), 94);
    return 0;
}
