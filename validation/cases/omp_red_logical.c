/* Logical reductions all = all && e and any = any || e (parallel), a sortedness
 * check over neighbours (parallel: the array is only read), and a running
 * "all so far" flag stored into an array at every step, which reads the flag
 * elsewhere in the body and so stays sequential. */
#include <stdio.h>

#define N 20000

static int v[N], sorted_v[N], ok[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        v[i] = (i * 37 + 5) % 1000;
        sorted_v[i] = i / 3;
    }
    v[N / 4] = -1;
    int all_pos = 1;
    for (i = 0; i < N; i++)
        all_pos = all_pos && v[i] >= 0;
    int all_small = 1;
    for (i = 0; i < N; i++)
        all_small = all_small && v[i] < 1000;
    int any_big = 0;
    for (i = 0; i < N; i++)
        any_big = any_big || v[i] > 998;
    int any_neg7 = 0;
    for (i = 0; i < N; i++)
        any_neg7 = any_neg7 || v[i] == -7;
    int is_sorted = 1;
    for (i = 0; i < N - 1; i++)
        is_sorted = is_sorted && sorted_v[i] <= sorted_v[i + 1];
    int state = 1;
    for (i = 0; i < N; i++) {
        state = state && v[i] >= 0;
        ok[i] = state;
    }
    long sok = 0;
    for (i = 0; i < N; i++)
        sok += ok[i];
    printf("all_pos %d all_small %d any_big %d any_neg7 %d sorted %d prefix_ok %ld\n",
           all_pos, all_small, any_big, any_neg7, is_sorted, sok);
    return 0;
}
