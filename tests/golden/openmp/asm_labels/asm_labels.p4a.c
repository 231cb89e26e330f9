#include <stdio.h>
#include <stddef.h>
int compute(int x) __asm__("p4a_compute_impl");

int compute(int x)
{
    return x * x + 1;
}

extern size_t my_strlen(const char *s) __asm__("strlen");
extern int my_abs(int) __asm__("abs");
int tally __asm__("p4a_tally_symbol") = 5;
static const double weights[3] __asm__("p4a_weights") = {0.5, 1.5, 2.0};

int main(void)
{
    int s = 0;
    for (int i = 0; i < 10; i++) {
        s += compute(i);
        tally += my_abs(i - 5);
    }
    __asm__ volatile("# an empty assembler statement" ::: "memory");
    double w = weights[0] + weights[1] * weights[2];
    printf("compute %d strlen %zu tally %d w %.3f\n", s, my_strlen("assembler names"), tally, w);
    return 0;
}
