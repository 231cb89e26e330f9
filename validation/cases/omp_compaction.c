/* Conditional induction variables: stream compaction b[k++] = a[i] when the
 * element passes a test, and a partition into odd and even lists with two
 * conditional counters. Where an element lands depends on all the earlier
 * iterations, so these loops stay sequential. The loop over the compacted
 * result (bound k known only at run time) is parallel. */
#include <stdio.h>

#define N 20000

static int a[N], b[N], odd[N], even[N], c[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        a[i] = (i * 61 + 17) % 1009;
    int k = 0;
    for (i = 0; i < N; i++)
        if (a[i] > 500)
            b[k++] = a[i];
    int no = 0, ne = 0;
    for (i = 0; i < N; i++) {
        if (a[i] & 1) {
            odd[no] = a[i] + i;
            no++;
        } else {
            even[ne] = a[i] - i;
            ne++;
        }
    }
    for (i = 0; i < k; i++)
        c[i] = b[i] * 2 + i;
    long sb = 0, so = 0, se = 0;
    for (i = 0; i < k; i++)
        sb += (long)c[i] * (i % 7 + 1);
    for (i = 0; i < no; i++)
        so += (long)odd[i] * (i % 5 + 1);
    for (i = 0; i < ne; i++)
        se += (long)even[i] * (i % 3 + 1);
    printf("k %d no %d ne %d c %ld odd %ld even %ld\n", k, no, ne, sb, so, se);
    return 0;
}
