#include <stdio.h>
static int v[20000], sorted_v[20000], ok[20000];

int main(void)
{
    int i;
    #pragma omp parallel for
    for (i = 0; i < 20000; i++) {
        v[i] = (i * 37 + 5) % 1000;
        sorted_v[i] = i / 3;
    }
    v[20000 / 4] = -1;
    int all_pos = 1;
    int all_small = 1;
    int any_big = 0;
    int any_neg7 = 0;
    #pragma omp parallel for reduction(&&:all_pos, all_small) reduction(||:any_big, any_neg7)
    for (i = 0; i < 20000; i++) {
        all_pos = all_pos && v[i] >= 0;
        all_small = all_small && v[i] < 1000;
        any_big = any_big || v[i] > 998;
        any_neg7 = any_neg7 || v[i] == -7;
    }
    int is_sorted = 1;
    #pragma omp parallel for reduction(&&:is_sorted)
    for (i = 0; i < 20000 - 1; i++) {
        is_sorted = is_sorted && sorted_v[i] <= sorted_v[i + 1];
    }
    int state = 1;
    for (i = 0; i < 20000; i++) {
        state = state && v[i] >= 0;
        ok[i] = state;
    }
    long sok = 0;
    #pragma omp parallel for reduction(+:sok)
    for (i = 0; i < 20000; i++) {
        sok += ok[i];
    }
    printf("all_pos %d all_small %d any_big %d any_neg7 %d sorted %d prefix_ok %ld\n", all_pos,
        all_small, any_big, any_neg7, is_sorted, sok);
    return 0;
}
