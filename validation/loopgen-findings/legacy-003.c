/* legacy finding 003, mode opencl with --check-transfers: a stale read. The heap block
 * `a` is also reachable through a structure member (`vw.p`) and a global pointer
 * (`g_buf = a`). The kernel of the loop at line 31 (`b[i] += a[i]`) gets an upload of
 * the whole of `b` before it (`p4a_upload(b, ...)`), but `b` was last written by the
 * kernel of the loop at line 28 on the device and never downloaded: the host copy of `b` is stale
 * and the runtime reports "1 stale reads (1600000 bytes) at lines [31] (missing
 * transfers)". Without `g_buf = a` or without the write through `vw.p` the transfers
 * are right. (The plain opencl run happens to print the right sum.)
 * Shown by:
 *   p4a-validate --p4a target/release/p4a --mode opencl --check-transfers validation/loopgen-findings/legacy-003.c
 * Full program: validation/cases/legacy_global_alias_host_writes.c (host writes between kernels through a structure
 * member, a global alias, a function through that alias, a function pointer and
 * memcpy). */
#include <stdio.h>
#include <stdlib.h>
struct view { double *p; };
static double *g_buf;
int main(void)
{
    int n = 200000;
    double *a = malloc(n * sizeof *a);
    double *b = malloc(n * sizeof *b);
    struct view vw = { a };
    g_buf = a;
    for (int i = 0; i < n; i++)
        a[i] = (double)(i % 9);
    vw.p[5] = 1000.0;
    for (int i = 0; i < n; i++)
        b[i] = a[i] * 2.0;
    a[7] = -3.0;
    for (int i = 0; i < n; i++)
        b[i] += a[i];
    double s = 0;
    for (int i = 0; i < n; i++)
        s += b[i];
    printf("%.6e\n", s);
    free(a);
    free(b);
    return 0;
}
