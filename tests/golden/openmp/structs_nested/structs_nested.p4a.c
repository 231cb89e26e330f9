#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
struct vec3 {
    double x, y, z;
};
struct particle {
    struct vec3 pos, vel;
    double mass;
    struct {
        int id;
        char kind;
    } meta;
    union {
        int ival;
        float fval;
    };
    struct {
        short lo, hi;
    };
};
struct system {
    int count;
    struct particle p[4];
    struct system *parent;
};
struct poly {
    int n;
    double coef[];
};

static struct vec3 vadd(struct vec3 a, struct vec3 b)
{
    return (struct vec3){a.x + b.x, a.y + b.y, a.z + b.z};
}

static struct vec3 vscale(struct vec3 a, double s)
{
    struct vec3 r = a;
    r.x *= s;
    r.y *= s;
    r.z *= s;
    return r;
}

static double vdot(const struct vec3 *a, const struct vec3 *b)
{
    return a->x * b->x + a->y * b->y + a->z * b->z;
}

static struct poly *poly_new(int n)
{
    struct poly *p = malloc(sizeof *p + (size_t)n * sizeof p->coef[0]);
    p->n = n;
    for (int i = 0; i < n; i++) {
        p->coef[i] = (i % 2 ? -1.0 : 1.0) / (i + 1);
    }
    return p;
}

static double poly_eval(const struct poly *p, double x)
{
    double r = 0;
    for (int i = p->n - 1; i >= 0; i--) {
        r = r * x + p->coef[i];
    }
    return r;
}

static struct system step(struct system s, double dt)
{
    for (int i = 0; i < s.count; i++) {
        struct particle *q = &s.p[i];
        q->pos = vadd(q->pos, vscale(q->vel, dt));
        q->vel.y -= 9.81 * dt;
    }
    return s;
}

int main(void)
{
    struct system root = {0};
    struct system s = {.count = 4, .parent = &root};
    for (int i = 0; i < 4; i++) {
        s.p[i].pos = (struct vec3){i, 2.0 * i, 0};
        s.p[i].vel.x = 1;
        s.p[i].vel.y = i;
        s.p[i].vel.z = -0.5 * i;
        s.p[i].mass = 1.0 + i;
        s.p[i].meta.id = 100 + i;
        s.p[i].meta.kind = (char)('A' + i);
        s.p[i].ival = i * 11;
        s.p[i].lo = (short)-i;
        s.p[i].hi = (short)(i * 1000);
    }
    struct system orig = s;
    for (int t = 0; t < 10; t++) {
        s = step(s, 0.01);
    }
    double e = 0;
    for (int i = 0; i < s.count; i++) {
        e += 0.5 * s.p[i].mass * vdot(&s.p[i].vel, &s.p[i].vel) + s.p[i].pos.y;
    }
    long meta = 0;
    for (int i = 0; i < 4; i++) {
        meta += s.p[i].meta.id * s.p[i].meta.kind + s.p[i].ival + s.p[i].lo + s.p[i].hi;
    }
    printf("energy %.6e meta %ld orig.y %.6e parent %d\n", e, meta, orig.p[3].pos.y,
        s.parent == &root);
    printf("offsets %zu %zu %zu %zu %zu\n", __builtin_offsetof(struct particle, vel),
        __builtin_offsetof(struct particle, mass), __builtin_offsetof(struct particle, meta.kind),
        __builtin_offsetof(struct system, p[2]), __builtin_offsetof(struct poly, coef));
    printf("sizes %zu %zu %zu\n", sizeof(struct vec3), sizeof(struct particle), sizeof(struct poly));
    struct poly *p = poly_new(12);
    printf("poly %.6e %.6e\n", poly_eval(p, 0.5), poly_eval(p, -0.25));
    free(p);
    struct vec3 a = {1, 2, 3}, b;
    double *py = &a.y;
    *py = 20;
    b = a;
    b.z = -b.z;
    struct vec3 *pb = &b;
    printf("vec %.1f %.1f %.1f %d\n", pb->x, (*pb).y, pb[0].z, memcmp(&a.x, &b.x, sizeof a.x) == 0);
    return 0;
}
