#include <stdio.h>
#include <stdint.h>
#include <string.h>
union fbits {
    float f;
    uint32_t u;
};
union dbits {
    double d;
    uint64_t u;
    int64_t s;
};
union bytes4 {
    uint32_t w;
    unsigned char b[4];
};
enum kind { K_INT, K_DBL, K_STR };
enum signs { NEG_BIG = -1000, NEG = -1, ZERO, POS, BIG = 1 << 10, AFTER };
enum sizes { ROWS = 3, COLS = ROWS + 2, CELLS = ROWS * COLS };
struct value {
    enum kind kind;
    union {
        long i;
        double d;
        const char *s;
    } u;
};
struct flags {
    unsigned int ready : 1;
    unsigned int mode : 3;
    int delta : 5;
    unsigned int : 0;
    unsigned int count : 12;
    _Bool on : 1;
    enum kind k : 4;
    unsigned int : 3;
    unsigned long long wide : 40;
};
struct __attribute__((packed)) packed_hdr {
    unsigned char tag;
    uint32_t len;
    uint16_t crc : 12, ver : 4;
};

static double as_double(struct value v)
{
    switch (v.kind) {
    case K_INT:
        return (double)v.u.i;
    case K_DBL:
        return v.u.d;
    case K_STR:
        return (double)strlen(v.u.s);
    }
    return 0;
}

int main(void)
{
    union fbits fb = {1.5f};
    printf("float bits %08x\n", (unsigned int)fb.u);
    fb.u = 0x40490fdbu;
    printf("float %.7g\n", (double)fb.f);
    union dbits db = {.d = -2.0};
    printf("double bits %016llx sign %d\n", (unsigned long long)db.u, db.s < 0);
    db.u = 0x3ff0000000000001ull;
    printf("next after 1: %.17g\n", db.d - 1.0);
    union bytes4 b4 = {.w = 0x01020304u};
    printf("byte sum %d\n", b4.b[0] + b4.b[1] + b4.b[2] + b4.b[3]);
    struct value vals[] = {
        {K_INT, {.i = 42}},
        {K_DBL, {.d = 2.25}},
        {K_STR, {.s = "seven"}},
        {.kind = K_INT, .u.i = -8}
    };
    double tot = 0;
    for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        tot += as_double(vals[i]);
    }
    printf("tagged %.6e\n", tot);
    struct flags fl;
    memset(&fl, 0, sizeof fl);
    fl.ready = 1;
    fl.mode = 5;
    fl.delta = -9;
    fl.count = 4000;
    fl.on = 7;
    fl.k = K_STR;
    fl.wide = 0xABCDEF1234ull;
    unsigned long long chk = 0;
    _Bool p4a_fl_on = fl.on;
    unsigned int p4a_fl_ready = fl.ready;
    enum kind p4a_fl_k = fl.k;
    for (int i = 0; i < 20; i++) {
        fl.mode++;
        fl.count += 250;
        fl.delta = fl.delta < 14 ? fl.delta + 1 : -16;
        fl.wide = fl.wide * 3 + 1;
        chk = chk * 31 + fl.mode + fl.count + (unsigned int)(fl.delta + 16) + p4a_fl_on + p4a_fl_ready + p4a_fl_k + fl.wide;
    }
    printf("bitfields %llu delta %d count %u mode %u sizeof %zu\n", chk, fl.delta, fl.count,
        fl.mode, sizeof fl);
    struct packed_hdr ph = {'P', 123456, 0xABC, 9};
    ph.crc += 0x500;
    printf("packed %zu %c %u %u %u\n", sizeof ph, ph.tag, (unsigned int)ph.len,
        (unsigned int)ph.crc, (unsigned int)ph.ver);
    int grid[ROWS][COLS];
    int counts[AFTER - BIG + 1] = {0};
    {
        grid[0][0] = 0 * COLS + 0;
        grid[0][1] = 0 * COLS + 1;
        grid[0][2] = 0 * COLS + 2;
        grid[0][3] = 0 * COLS + 3;
        grid[0][4] = 0 * COLS + 4;
        grid[1][0] = 1 * COLS + 0;
        grid[1][1] = 1 * COLS + 1;
        grid[1][2] = 1 * COLS + 2;
        grid[1][3] = 1 * COLS + 3;
        grid[1][4] = 1 * COLS + 4;
        grid[2][0] = 2 * COLS + 0;
        grid[2][1] = 2 * COLS + 1;
        grid[2][2] = 2 * COLS + 2;
        grid[2][3] = 2 * COLS + 3;
        grid[2][4] = 2 * COLS + 4;
    }
    int gs = 0;
    for (int c = 0; c < CELLS; c++) {
        gs += grid[c / COLS][c % COLS];
    }
    counts[AFTER - BIG] = gs;
    printf("enums %d %d %d %d %d %d %zu %d\n", NEG_BIG, NEG, ZERO, POS, BIG, AFTER,
        sizeof counts / sizeof counts[0], counts[1]);
    long es = 0;
    for (int v = -1001; v <= 1026; v++) {
        switch ((enum signs)v) {
        case NEG_BIG:
            es += 1;
            break;
        case NEG:
            es += 10;
            break;
        case ZERO:
            es += 100;
            break;
        case POS:
            es += 1000;
            break;
        case BIG:
            es += 10000;
            break;
        case AFTER:
            es += 100000;
            break;
        default:
            break;
        }
    }
    printf("switch %ld\n", es);
    return 0;
}
