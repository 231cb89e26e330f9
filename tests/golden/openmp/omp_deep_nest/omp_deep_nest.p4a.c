#include <stdio.h>
double a[1000000], b[1000000];

static void deep(int one, int n)
{
    #pragma omp parallel for
    for (int i0 = 0; i0 < n; i0++) {
        for (int i1 = 0; i1 < one; i1++) {
            for (int i2 = 0; i2 < one; i2++) {
                for (int i3 = 0; i3 < one; i3++) {
                    for (int i4 = 0; i4 < one; i4++) {
                        for (int i5 = 0; i5 < one; i5++) {
                            for (int i6 = 0; i6 < one; i6++) {
                                for (int i7 = 0; i7 < one; i7++) {
                                    for (int i8 = 0; i8 < one; i8++) {
                                        for (int i9 = 0; i9 < one; i9++) {
                                            for (int i10 = 0; i10 < one; i10++) {
                                                for (int i11 = 0; i11 < one; i11++) {
                                                    for (int i12 = 0; i12 < one; i12++) {
                                                        for (int i13 = 0; i13 < one; i13++) {
                                                            for (int i14 = 0; i14 < one; i14++) {
                                                                for (int i15 = 0; i15 < one; i15++) {
                                                                    a[i0] += b[i0] * (i1 + i15 + 1);
                                                                }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

int main(int argc, char **argv)
{
    (void)argv;
    #pragma omp parallel for
    for (int i = 0; i < 1000000; i++) {
        b[i] = i % 7;
    }
    deep(argc, 1000000);
    deep(argc, 1000000);
    double s = 0;
    #pragma omp parallel for reduction(+:s)
    for (int i = 0; i < 1000000; i++) {
        s += a[i];
    }
    printf("%.3f\n", s);
    return 0;
}
