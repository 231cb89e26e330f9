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
    int p4a_p_n = p->n;
    for (int i = p4a_p_n - 1; i >= 0; i--) {
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
    {
        s.p[0].pos = (struct vec3){0, 2.0 * 0, 0};
        s.p[0].vel.x = 1;
        s.p[0].vel.y = 0;
        s.p[0].vel.z = -0.5 * 0;
        s.p[0].mass = 1.0 + 0;
        s.p[0].meta.id = 100;
        s.p[0].meta.kind = (char)('A' + 0);
        s.p[0].ival = 0;
        s.p[0].lo = (short)-0;
        s.p[0].hi = (short)0;
        s.p[1].pos = (struct vec3){1, 2.0 * 1, 0};
        s.p[1].vel.x = 1;
        s.p[1].vel.y = 1;
        s.p[1].vel.z = -0.5 * 1;
        s.p[1].mass = 1.0 + 1;
        s.p[1].meta.id = 101;
        s.p[1].meta.kind = (char)('A' + 1);
        s.p[1].ival = 11;
        s.p[1].lo = (short)-1;
        s.p[1].hi = (short)1000;
        s.p[2].pos = (struct vec3){2, 2.0 * 2, 0};
        s.p[2].vel.x = 1;
        s.p[2].vel.y = 2;
        s.p[2].vel.z = -0.5 * 2;
        s.p[2].mass = 1.0 + 2;
        s.p[2].meta.id = 102;
        s.p[2].meta.kind = (char)('A' + 2);
        s.p[2].ival = 22;
        s.p[2].lo = (short)-2;
        s.p[2].hi = (short)2000;
        s.p[3].pos = (struct vec3){3, 2.0 * 3, 0};
        s.p[3].vel.x = 1;
        s.p[3].vel.y = 3;
        s.p[3].vel.z = -0.5 * 3;
        s.p[3].mass = 1.0 + 3;
        s.p[3].meta.id = 103;
        s.p[3].meta.kind = (char)('A' + 3);
        s.p[3].ival = 33;
        s.p[3].lo = (short)-3;
        s.p[3].hi = (short)3000;
    }
    struct system orig = s;
    for (int t = 0; t < 10; t++) {
        s = step(s, 0.01);
    }
    double e = 0;
    int p4a_s_count = s.count;
    if (p4a_s_count >= 1220) {
        #pragma omp parallel for reduction(+:e)
        for (int i = 0; i < p4a_s_count; i++) {
            e += 0.5 * s.p[i].mass * vdot(&s.p[i].vel, &s.p[i].vel) + s.p[i].pos.y;
        }
    } else {
        for (int i = 0; i < p4a_s_count; i++) {
            e += 0.5 * s.p[i].mass * vdot(&s.p[i].vel, &s.p[i].vel) + s.p[i].pos.y;
        }
    }
    long meta = 0;
    {
        meta += s.p[0].meta.id * s.p[0].meta.kind + s.p[0].ival + s.p[0].lo + s.p[0].hi;
        meta += s.p[1].meta.id * s.p[1].meta.kind + s.p[1].ival + s.p[1].lo + s.p[1].hi;
        meta += s.p[2].meta.id * s.p[2].meta.kind + s.p[2].ival + s.p[2].lo + s.p[2].hi;
        meta += s.p[3].meta.id * s.p[3].meta.kind + s.p[3].ival + s.p[3].lo + s.p[3].hi;
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
