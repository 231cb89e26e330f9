#include <math.h>
#include <stdio.h>
static double px[160],
    py[160],
    pz[160],
    vx[160],
    vy[160],
    vz[160],
    m[160],
    ax[160],
    ay[160],
    az[160];
struct body {
    double x, y, z, fx, fy, fz, mass;
};
static struct body bodies[160];

static double energy(void)
{
    double e = 0;
    #pragma omp parallel for schedule(static, 1) reduction(+:e)
    for (int i = 0; i < 160; i++) {
        e += 0.5 * m[i] * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
        for (int j = i + 1; j < 160; j++) {
            double dx = px[i] - px[j], dy = py[i] - py[j], dz = pz[i] - pz[j];
            e -= m[i] * m[j] / sqrt(dx * dx + dy * dy + dz * dz + 0.01);
        }
    }
    return e;
}

int main(void)
{
    for (int i = 0; i < 160; i++) {
        double t = i * 0.39269908169872414;
        px[i] = cos(t) * (1 + i % 7);
        py[i] = sin(t) * (1 + i % 5);
        pz[i] = i % 11 * 0.1 - 0.5;
        vx[i] = -py[i] * 0.1;
        vy[i] = px[i] * 0.1;
        vz[i] = 0;
        m[i] = 1.0 + i % 3 * 0.5;
    }
    double e0 = energy();
    const double dt = 0.001, eps2 = 0.01;
    #pragma omp parallel
    for (int s = 0; s < 8; s++) {
        #pragma omp for
        for (int i = 0; i < 160; i++) {
            double fx = 0, fy = 0, fz = 0;
            for (int j = 0; j < 160; j++) {
                if (j == i) {
                    continue;
                }
                double dx = px[j] - px[i], dy = py[j] - py[i], dz = pz[j] - pz[i];
                double d2 = dx * dx + dy * dy + dz * dz + eps2;
                double inv = 1.0 / (d2 * sqrt(d2));
                fx += m[j] * dx * inv;
                fy += m[j] * dy * inv;
                fz += m[j] * dz * inv;
            }
            ax[i] = fx;
            ay[i] = fy;
            az[i] = fz;
        }
        #pragma omp for
        for (int i = 0; i < 160; i++) {
            vx[i] += dt * ax[i];
            vy[i] += dt * ay[i];
            vz[i] += dt * az[i];
            px[i] += dt * vx[i];
            py[i] += dt * vy[i];
            pz[i] += dt * vz[i];
        }
    }
    double e1 = energy();
    double mx = 0, my = 0, mz = 0;
    for (int i = 0; i < 160; i++) {
        mx += m[i] * vx[i];
        my += m[i] * vy[i];
        mz += m[i] * vz[i];
    }
    printf("energy %.10e -> %.10e\n", e0, e1);
    printf("momentum %.6e %.6e %.6e\n", fabs(mx) < 1e-9 ? 0.0 : mx, fabs(my) < 1e-9 ? 0.0 : my,
        fabs(mz) < 1e-9 ? 0.0 : mz);
    for (int i = 0; i < 160; i++) {
        bodies[i] = (struct body){px[i], py[i], pz[i], 0, 0, 0, m[i]};
    }
    for (int i = 0; i < 160; i++) {
        for (int j = i + 1; j < 160; j++) {
            double dx = bodies[j].x - bodies[i].x,
                dy = bodies[j].y - bodies[i].y,
                dz = bodies[j].z - bodies[i].z;
            double d2 = dx * dx + dy * dy + dz * dz + eps2;
            double f = bodies[i].mass * bodies[j].mass / (d2 * sqrt(d2));
            bodies[i].fx += f * dx;
            bodies[i].fy += f * dy;
            bodies[i].fz += f * dz;
            bodies[j].fx -= f * dx;
            bodies[j].fy -= f * dy;
            bodies[j].fz -= f * dz;
        }
    }
    double fsum = 0;
    for (int i = 0; i < 160; i++) {
        fsum += fabs(bodies[i].fx) + fabs(bodies[i].fy) + fabs(bodies[i].fz);
    }
    printf("forces %.10e\n", fsum);
    return 0;
}
