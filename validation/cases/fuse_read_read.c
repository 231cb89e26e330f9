/* Two loops with no data flow between them that read the same input (read-read
 * reuse): they fuse, the input is read once per element. A third loop reads
 * nothing they touch and stays apart. */
#include <stdio.h>
#define N 50000
static double in[N], lo[N], hi[N], other[N];
int main(void)
{
    for (int i = 0; i < N; i++)
        in[i] = ((i * 37) % 1000) * 0.001;
    for (int i = 0; i < N; i++)
        lo[i] = in[i] < 0.5 ? in[i] : 0.5;
    for (int i = 0; i < N; i++)
        hi[i] = in[i] > 0.5 ? in[i] : 0.5;
    for (int i = 0; i < N; i++)
        other[i] = i % 3;
    double s = 0;
    for (int i = 0; i < N; i++)
        s = s * 0.9 + lo[i] - hi[i] + other[i];
    printf("%.9e\n", s);
    return 0;
}
