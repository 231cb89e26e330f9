#include <stdio.h>
static int a[20000], b[20000], odd[20000], even[20000], c[20000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        a[i] = (i * 61 + 17) % 1009;
    }
    int k = 0;
    for (i = 0; i < 20000; i++) {
        if (a[i] > 500) {
            b[k++] = a[i];
        }
    }
    int no = 0, ne = 0;
    for (i = 0; i < 20000; i++) {
        if (a[i] & 1) {
            odd[no] = a[i] + i;
            no++;
        } else {
            even[ne] = a[i] - i;
            ne++;
        }
    }
    if (k >= 8334) {
        #pragma omp parallel for
        for (i = 0; i < k; i++) {
            c[i] = b[i] * 2 + i;
        }
    } else {
        for (i = 0; i < k; i++) {
            c[i] = b[i] * 2 + i;
        }
    }
    long sb = 0, so = 0, se = 0;
    if (k >= 7143) {
        #pragma omp parallel for reduction(+:sb)
        for (i = 0; i < k; i++) {
            sb += (long)c[i] * (i % 7 + 1);
        }
    } else {
        for (i = 0; i < k; i++) {
            sb += (long)c[i] * (i % 7 + 1);
        }
    }
    if (no >= 7143) {
        #pragma omp parallel for reduction(+:so)
        for (i = 0; i < no; i++) {
            so += (long)odd[i] * (i % 5 + 1);
        }
    } else {
        for (i = 0; i < no; i++) {
            so += (long)odd[i] * (i % 5 + 1);
        }
    }
    if (ne >= 7143) {
        #pragma omp parallel for reduction(+:se)
        for (i = 0; i < ne; i++) {
            se += (long)even[i] * (i % 3 + 1);
        }
    } else {
        for (i = 0; i < ne; i++) {
            se += (long)even[i] * (i % 3 + 1);
        }
    }
    printf("k %d no %d ne %d c %ld odd %ld even %ld\n", k, no, ne, sb, so, se);
    return 0;
}
