typedef double real;
typedef int *iptr;

double f(double x, int *p, int a, int b)
{
    real r = (real)x * 2;
    real s = (real)-x * 3;
    int t = (int)*p;
    int u = a - b * 2;
    a * b;
    iptr q = (iptr)&a;
    {
        int real = 4;
        r += real * 2;
    }
    return r + s + t + u + *q + sizeof(real);
}
