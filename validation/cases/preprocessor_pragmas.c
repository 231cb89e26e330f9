/* Preprocessor-heavy code and pragmas that survive preprocessing: object- and
 * function-like macros (with side-effect-safe argument use), stringification
 * and token pasting, variadic macros with __VA_ARGS__, X-macros generating an
 * enum, a name table and a switch, conditional compilation (#if/#elif/#ifdef/
 * defined), __LINE__ and __func__, #pragma pack changing a struct layout,
 * #pragma GCC diagnostic, _Pragma inside a macro, and an unknown pragma. */
#include <stdio.h>
#include <stddef.h>

#define SQUARE(x) ((x) * (x))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a##b
#define MAKE_GETTER(field) static int CAT(get_, field)(const struct cfg *c) { return c->field; }
#define LOG(fmt, ...) printf("[%s] " fmt "\n", __func__, __VA_ARGS__)
#define COUNT_ARGS(...) COUNT_ARGS_(__VA_ARGS__, 5, 4, 3, 2, 1, 0)
#define COUNT_ARGS_(a, b, c, d, e, n, ...) n
#define VERSION 3
#define DIAG_OFF _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wunused-variable\"")
#define DIAG_ON _Pragma("GCC diagnostic pop")

#define COLORS(X) \
    X(RED, 0xff0000) \
    X(GREEN, 0x00ff00) \
    X(BLUE, 0x0000ff) \
    X(WHITE, 0xffffff)

#define AS_ENUM(name, rgb) COLOR_##name,
#define AS_NAME(name, rgb) #name,
#define AS_CASE(name, rgb) case COLOR_##name: return rgb;

enum color { COLORS(AS_ENUM) COLOR_COUNT };
static const char *const color_names[] = { COLORS(AS_NAME) };

static long color_rgb(enum color c)
{
    switch (c) {
        COLORS(AS_CASE)
    default:
        return -1;
    }
}

struct cfg { int width, height, depth; };
MAKE_GETTER(width)
MAKE_GETTER(height)
MAKE_GETTER(depth)

#pragma pack(push, 1)
struct packed_rec { char tag; int value; short extra; };
#pragma pack(pop)
struct normal_rec { char tag; int value; short extra; };

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
static int ignores(int used, int unused) { return used + 1; }
#pragma GCC diagnostic pop

#pragma p4a_validation_unknown_pragma some tokens here

#if VERSION >= 3 && defined(SQUARE)
#define FEATURE "v3+"
#elif VERSION == 2
#define FEATURE "v2"
#else
#define FEATURE "old"
#endif

#ifdef UNDEFINED_MACRO_FOR_TEST
#error "should not be defined"
#endif

int main(void)
{
    int i = 5;
    int sq = SQUARE(i + 1);
    int mn = MIN(3 * i, 20);
    LOG("sq=%d mn=%d", sq, mn);
    LOG("%s %s %s", STR(a + b), XSTR(VERSION), FEATURE);
    printf("args %d %d %d\n", COUNT_ARGS(a), COUNT_ARGS(a, b, c), COUNT_ARGS(1, 2, 3, 4, 5));
    for (int c = 0; c < COLOR_COUNT; c++)
        printf("%s=%06lx ", color_names[c], color_rgb((enum color)c));
    putchar('\n');
    struct cfg cf = { 640, 480, 24 };
    printf("getters %d %d %d\n", get_width(&cf), get_height(&cf), get_depth(&cf));
    printf("pack %zu %zu offset %zu %zu\n", sizeof(struct packed_rec), sizeof(struct normal_rec),
           offsetof(struct packed_rec, extra), offsetof(struct normal_rec, extra));
    struct packed_rec pr = { 'p', 123456, -7 };
    printf("packed values %c %d %d\n", pr.tag, pr.value, pr.extra);
    DIAG_OFF
    int quiet = 2;                 /* pragmas inside a function body */
    DIAG_ON
    printf("ignores %d line %d\n", ignores(41, quiet), __LINE__);
    return 0;
}
