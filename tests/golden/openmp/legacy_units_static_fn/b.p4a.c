static double scale(double v)
{
    return v * 2.0;
}

void unit_b(int n, double *x)
{
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
        x[i] = scale(x[i]);
    }
}
