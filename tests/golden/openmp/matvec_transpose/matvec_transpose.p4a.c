#include <stdio.h>
static double A[200][160], T[160][200], S[200][200];
static double x[160], xt[200], y[200], z[160], u[200], v[160];

int main(void)
{
    #pragma omp parallel for
    for (int i = 0; i < 200; i++) {
        for (int j = 0; j < 160; j++) {
            A[i][j] = (double)((3 * i + 5 * j) % 11) - 5.0;
        }
    }
    for (int j = 0; j < 160; j++) {
        x[j] = 1.0 / (j + 1);
        v[j] = j % 4 * 0.5;
    }
    for (int i = 0; i < 200; i++) {
        xt[i] = (double)(i % 9) / 9.0;
        u[i] = 0.01 * i;
    }
    #pragma omp parallel for
    for (int i = 0; i < 200; i++) {
        double y_0 = 0;
        for (int j = 0; j < 160; j++) {
            y_0 += A[i][j] * x[j];
        }
        y[i] = y_0;
    }
    for (int j = 0; j < 160; j++) {
        z[j] = 0;
    }
    #pragma omp parallel for
    for (int i = 0; i < 200; i++) {
        for (int j = 0; j < 200; j++) {
            S[i][j] = i * 200 + j;
        }
    }
    #pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < 200; i++) {
        for (int j = i + 1; j < 200; j++) {
            double t = S[i][j];
            S[i][j] = S[j][i];
            S[j][i] = t;
        }
    }
    #pragma omp parallel for reduction(+:z)
    for (int i = 0; i < 200; i++) {
        for (int j = 0; j < 160; j++) {
            z[j] += A[i][j] * xt[i];
            T[j][i] = A[i][j];
            A[i][j] += u[i] * v[j];
        }
    }
    double form = 0;
    #pragma omp parallel for reduction(+:form)
    for (int i = 0; i < 200; i++) {
        double row = 0;
        for (int j = 0; j < 160; j++) {
            row += A[i][j] * x[j];
        }
        form += xt[i] * row;
    }
    double sy = 0, sz = 0, st = 0, ss = 0;
    for (int i = 0; i < 200; i++) {
        sy += y[i] * y[i];
    }
    for (int j = 0; j < 160; j++) {
        sz += z[j] * z[j];
    }
    #pragma omp parallel for reduction(+:st)
    for (int j = 0; j < 160; j++) {
        for (int i = 0; i < 200; i++) {
            st += T[j][i] * ((i + j) % 3);
        }
    }
    int transposed = 1;
    #pragma omp parallel for reduction(+:ss) reduction(&:transposed)
    for (int i = 0; i < 200; i++) {
        for (int j = 0; j < 200; j++) {
            ss += S[i][j] * (i < j ? 1.0 : 0.5);
            transposed &= S[i][j] == j * 200 + i;
        }
    }
    printf("y %.12e z %.12e T %.12e\nS %.12e ok %d form %.12e\n", sy, sz, st, ss, transposed, form);
    return 0;
}
