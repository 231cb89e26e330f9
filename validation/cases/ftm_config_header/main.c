/* Feature-test macros that come from a user header included first (config.h): they
 * apply to every system header after it, so p4a's output, which prints the header's
 * declarations in place and includes the system headers again, must define them before
 * those includes. memrchr (a GNU extension returning a pointer) searches a buffer of
 * 1 MiB, which malloc maps above the first 4 GiB: implicitly declared, its pointer cut to
 * an int would give a wrong position. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#define N 100000
#define TEXT (1 << 20)

static real a[N], b[N];

int main(void)
{
    unsigned char *text = malloc(TEXT);
    if (!text)
        return 1;
    for (int i = 0; i < TEXT; i++)
        text[i] = (unsigned char)(i % 251);
    unsigned char *last = memrchr(text, 7, TEXT);
    long at = last ? (long)(last - text) : -1;
    if (at < 0 || at >= TEXT)
        return 2;
    for (int i = 0; i < N; i++)
        a[i] = (real)text[(at - i * 3 + TEXT) % TEXT];
    for (int i = 0; i < N; i++)
        b[i] = 0.5 * a[i] + (real)(i % 13);
    real sum = 0;
    for (int i = 0; i < N; i++)
        sum += b[i];
    printf("last 7 at %ld, off_t has %d bytes, checksum %.1f\n", at, (int)sizeof(off_t), sum);
    free(text);
    return 0;
}
