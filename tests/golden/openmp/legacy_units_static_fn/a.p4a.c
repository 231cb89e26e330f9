static long count;
static double last;

static double scale(double v)
{
    count++;
    last = v + (double)count;
    return last;
}

void unit_a(int n, double *x)
{
    for (int i = 0; i < n; i++) {
        x[i] = scale(x[i]);
    }
}

long a_count(void)
{
    return count;
}
